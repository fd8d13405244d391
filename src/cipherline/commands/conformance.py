# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``cipherline conformance`` (= ``make conformance``): full TDEA and AES Monte Carlo tests.

AES modes: the AESAVS Monte Carlo tests of CBC, CFB-8, CFB-128 and OFB (100
outer x 1,000 inner, 3 key sizes, both directions) through the modes engine
(aes-modes configurations), every record compared with NIST's MCT response
files (the cocotb test ``test_mct`` of tb/modes/tb_cipher_modes.py with
``mct_outer`` = 100); and every GCMVS record (gcmEncryptExtIV and gcmDecrypt,
3 key sizes, IVs of 1, 12 and 128 bytes, the FAIL records: 47,250 messages)
interleaved on the engine's streams with random GCM and other messages
(``test_gcm`` with ``gcm_vectors`` = 0); and every CCMVS record (VADT, VNT,
VPT, VTT, DVPT, 3 key sizes, the "Fail" records: 2,880 messages) with the SP
800-38C appendix C examples (C.4: 64 KiB of AAD) and random CCM messages
(``test_ccm`` with ``ccm_vectors`` = 0).

AES: the AESAVS ECB Monte Carlo test (100 outer x 1,000 inner, every key
size, both directions; :mod:`cipherline.ref.aes_mct`) on the iterative and
the fully pipelined AES core, all chains interleaved on one simulated core
and compared with pycryptodome's records by the same machinery as TDEA's
(:func:`cipherline.ref.mct.expected_cached`, :func:`cipherline.ref.mct.compare`).
A chain a configuration cannot run (a key size its KEYLENS does not enable,
decryption on an ENCRYPT_ONLY core) is reported as unsupported. TDEA:

Runs the SP 800-20 / TDESVS Monte Carlo test (400 outer x 10,000 inner block
operations) for ECB, CBC, CFB-1, CFB-8, CFB-64 and OFB, encrypt and decrypt,
on simulated TDES core configurations, and compares every outer-iteration
record (KEY1..3, IV, input, output) with values computed independently in
Python (pycryptodome, :mod:`cipherline.ref.mct`). All chains of one configuration
run interleaved on one simulated core (one tag per chain), so a pipelined
core works on many chains at once.

Exit status: 0 if every record of every chain matches, 1 on any mismatch or
simulation failure, 2 on bad arguments.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import multiprocessing
import sys
import threading
import time
from pathlib import Path

from cipherline import hdl
from cipherline.cores import Config, ConfigError, engine_for
from cipherline.ref.aes_mct import OUTER_FULL as AES_OUTER_FULL
from cipherline.ref.mct import (KEYINGS, MODES, OUTER_FULL, MctError, MctSpec, compare, default_specs,
                            expected_cached, mode_label, parse_mode)

EPILOG = """\
examples:
  cipherline conformance                       # full MCTs: TDEA (1,1), (48,1); AES aes-k7-s1-r1,
                                               # aes-k7-s14-r1, aes-compact-k7-sbox2
  cipherline conformance --outer 4             # quick smoke run
  cipherline conformance --config tdes-n3-s3-r1 --config tdes-n3-s24-r2 --modes ecb,cbc
  cipherline conformance --keying 1,2,3        # all three TDEA keying options
  cipherline conformance --engine core         # bare tdes_core, chaining in C++
  cipherline conformance --config aes-k1-s10-r1-split-sbox2   # AES ECB MCT only, on one core
  cipherline conformance --config aes-k1-s1-r1-enc --outer 10  # encrypt-only: decryption unsupported

notes:
  --engine modes (the default when rtl/modes/cipher_modes.sv exists) runs
  every chain as a stream of the modes engine cipher_modes around the core:
  the engine does the CBC/CFB/OFB chaining, the harness only feeds the MCT's
  text feedback (one message of 10,000 beats per outer iteration).
  --engine core drives the bare tdes_core with ECB block operations and does
  the mode chaining in the C++ harness; --engine both runs both. Expected
  values are computed in Python with pycryptodome and cached in
  build/mct/expected/.
  Keying option 1: K1, K2, K3 independent; 2: K1 = K3; 3: K1 = K2 = K3.
  On a pipelined core more chains (e.g. --keying 1,2,3) cost little extra
  time; on the iterative (1,1) core run time grows with the number of chains.
  AES engine configurations (--config aes-modes-...) run the AESAVS Monte
  Carlo tests of CBC, CFB-8, CFB-128 and OFB through the modes engine, one
  chain per stream, against NIST's MCT files (default: the iterative and
  the fully pipelined core of all key sizes, 32 streams); chains the
  configuration cannot run are left out and counted in the output.
  AES configurations (--config aes-...) run the AESAVS ECB Monte Carlo
  test: 100 outer x 1,000 inner (--outer changes the outer count), every
  key size and direction; a chain the configuration cannot run (key size
  not in KEYLENS, decryption on an encrypt-only core) is reported as
  unsupported. Results: <--json stem>-aes.json.
  A full default run takes roughly 15-20 minutes on 2 cores; see
  docs/conformance.md.
"""

DEFAULT_CONFIGS = ("tdes-n3-s1-r1", "tdes-n3-s48-r1", "aes-k7-s1-r1", "aes-k7-s14-r1", "aes-compact-k7-sbox2",
                   "aes-modes-k7-s1-r1-x32", "aes-modes-k7-s14-r1-x32")
ENGINE_NOTES = {
    "core": "bare tdes_core; CBC/CFB/OFB chaining done by the C++ harness",
    "modes": "modes engine cipher_modes (64 streams) around tdes_core; chaining done by the engine",
}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "conformance",
        help="full TDEA (SP 800-20) and AES (AESAVS ECB) Monte Carlo tests on simulated cores",
        description="Run the NIST SP 800-20 TDEA Monte Carlo tests (TECB, TCBC, TCFB-1/8/64, "
        "TOFB; encrypt and decrypt) and the AESAVS ECB Monte Carlo test (AES-128/192/256, "
        "encrypt and decrypt) on simulated core configurations and compare every "
        "outer-iteration record with pycryptodome.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--outer", type=int, default=None,
                   help=f"outer iterations per chain (default: the full test, {OUTER_FULL} for TDEA, "
                        f"{AES_OUTER_FULL} for AES)")
    p.add_argument("--config", action="append", default=None, metavar="SLUG",
                   help="TDEA or AES core configuration by name, e.g. tdes-n3-s48-r1-split or "
                        "aes-k7-s1-r1 (repeatable; default: " + ", ".join(DEFAULT_CONFIGS) + ")")
    p.add_argument("--modes", default=",".join(MODES),
                   help="comma-separated modes (default: ecb,cbc,cfb1,cfb8,cfb64,ofb)")
    p.add_argument("--keying", default="1",
                   help="comma-separated TDEA keying options 1,2,3 (default: 1)")
    p.add_argument("--engine", choices=("auto", "modes", "core", "both"), default="auto",
                   help="what runs the modes: the modes engine, the bare core with C++ chaining, "
                   "or both (default: auto = modes if rtl/modes/cipher_modes.sv exists, else core)")
    p.add_argument("--jobs", type=int, default=2, help="parallel processes (default: 2)")
    p.add_argument("--stall-seed", type=int, default=None, metavar="N",
                   help="random input gaps / output stalls in the harness (default: none)")
    p.add_argument("--json", type=Path, default=hdl.BUILD / "conformance" / "results.json",
                   help="results JSON (default: build/conformance/results.json)")
    p.set_defaults(func=run)


def _err(msg: str) -> int:
    print(f"cipherline conformance: error: {msg}", file=sys.stderr)
    return 2


def _expected_job(spec: MctSpec) -> list:
    return expected_cached(spec)


def run(args: argparse.Namespace) -> int:
    from cipherline.sim import harness as simrun

    try:
        if args.outer is not None and args.outer < 1:
            raise MctError(f"--outer must be at least 1, got {args.outer}")
        if args.jobs < 1:
            raise MctError(f"--jobs must be at least 1, got {args.jobs}")
        modes = [parse_mode(m) for m in args.modes.split(",") if m.strip()]
        if not modes:
            raise MctError("--modes is empty")
        keyings = []
        for k in args.keying.split(","):
            try:
                kv = int(k)
            except ValueError:
                raise MctError(f"bad --keying value {k!r}: use 1, 2 and/or 3") from None
            if kv not in KEYINGS:
                raise MctError(f"bad --keying value {kv}: TDEA keying options are 1, 2, 3")
            keyings.append(kv)
        cores = [Config.parse(c) for c in (args.config or DEFAULT_CONFIGS)]
        aes_engines = [c for c in cores if c.cipher == "aes" and c.kind == "engine"]
        aes_cores = [c for c in cores if c.cipher == "aes" and c.kind != "engine"]
        cores = [c for c in cores if c.cipher != "aes"]
        for c in aes_cores:
            if c.kind != "core":
                raise MctError(f"--config {c.name}: the AES Monte Carlo test runs on an AES block core")
        for c in cores:
            if c.kind != "core" or c.cipher != "tdes" or c.p["NUM_DES"] != 3:
                raise MctError(f"--config {c.name}: the TDEA Monte Carlo tests need a TDEA block "
                               "core configuration (tdes-n3-...)")
        engine = "modes" if args.engine == "auto" else args.engine
        cfgs: list[Config] = []
        for c in cores:
            if engine in ("core", "both"):
                cfgs.append(c)
            if engine in ("modes", "both"):
                cfgs.append(engine_for(c, STREAMS=64))
        if len(default_specs(modes, keyings, outer=1)) > 64:
            raise MctError("too many chains (at most 64)")
    except (MctError, ConfigError) as e:
        return _err(str(e))
    aes_ok = _run_aes(aes_cores, args) if aes_cores else True
    aes_ok = (_run_aes_modes(aes_engines, args) if aes_engines else True) and aes_ok
    if not cores:
        return 0 if aes_ok else 1
    args.outer = args.outer or OUTER_FULL
    engines_used = sorted({"modes" if c.kind == "engine" else "core" for c in cfgs})
    engine_note = "; ".join(ENGINE_NOTES[e] for e in engines_used)

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    from rich.table import Table

    specs = default_specs(modes, keyings, outer=args.outer)
    con = Console()
    con.print(f"[bold]TDEA Monte Carlo tests[/bold]: {len(specs)} chains x {args.outer} outer x 10,000 "
              f"inner, on {', '.join(c.label for c in cfgs)}; {engine_note}")
    t_start = time.monotonic()
    n_rec = sum(s.outer for s in specs)
    lock = threading.Lock()
    sim_results: dict[str, tuple] = {}
    expected: dict[int, list] = {}
    failures: list[str] = []

    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=con, transient=False) as bar:
        t_exp = bar.add_task("expected values (pycryptodome)", total=len(specs))
        t_sims = {c.name: bar.add_task(f"simulation {c.label}", total=n_rec) for c in cfgs}

        # Build serially first (each build uses up to --jobs compiler processes).
        for c in cfgs:
            try:
                simrun.build(c, jobs=args.jobs,
                             on_status=lambda s: bar.console.print(f"[dim]{s}[/dim]"))
            except simrun.SimError as e:
                failures.append(f"{c.label}: build failed: {e}")

        def sim_job(c) -> None:
            t0 = time.monotonic()
            try:
                recs, stats = simrun.run_mct(
                    c, specs, stall_seed=args.stall_seed,
                    progress=lambda n, _t=t_sims[c.name]: bar.update(_t, completed=n))
                stats["seconds"] = round(time.monotonic() - t0, 1)
                with lock:
                    sim_results[c.name] = (recs, stats)
            except simrun.SimError as e:
                with lock:
                    failures.append(f"{c.label}: simulation failed: {e}")

        built = [c for c in cfgs if not any(f.startswith(c.label + ":") for f in failures)]
        # At most --jobs CPU-heavy processes at a time: every job (a harness
        # process or an expected-value process) holds one of the threads.
        ctx = multiprocessing.get_context("spawn")
        with cf.ProcessPoolExecutor(max_workers=args.jobs, mp_context=ctx) as procs, \
                cf.ThreadPoolExecutor(max_workers=args.jobs) as threads:

            def exp_job(i: int, s: MctSpec) -> None:
                recs = procs.submit(_expected_job, s).result()
                with lock:
                    expected[i] = recs
                bar.advance(t_exp)

            # Simulations first (the longest jobs); expected values fill the rest.
            futs = [threads.submit(sim_job, c) for c in built]
            futs += [threads.submit(exp_job, i, s) for i, s in enumerate(specs)]
            for f in futs:
                f.result()

    # Compare.
    table = Table(title=f"TDEA Monte Carlo tests ({args.outer} outer x 10,000 inner per chain)")
    table.add_column("mode")
    table.add_column("dir")
    table.add_column("keying")
    for c in cfgs:
        table.add_column(c.label, justify="center")
    summary: dict = {"outer": args.outer, "inner": 10_000, "engine": engine_note, "configs": {},
                     "chains": []}
    ok_all = not failures
    for c in cfgs:
        summary["configs"][c.name] = {"label": c.label, **(sim_results[c.name][1] if c.name in sim_results else {})}
    for i, s in enumerate(specs):
        row = [mode_label(s.mode), "dec" if s.decrypt else "enc", str(s.keying)]
        entry = {"chain": s.name, "results": {}}
        for c in cfgs:
            if c.name not in sim_results:
                row.append("[red]not run[/red]")
                entry["results"][c.name] = "not run"
                ok_all = False
                continue
            got = sim_results[c.name][0][i]
            problems = compare(s, expected[i], got)
            if problems:
                ok_all = False
                failures.extend(f"{c.label}: {p}" for p in problems)
                row.append(f"[red]FAIL[/red] ({len(got)}/{s.outer})")
                entry["results"][c.name] = "FAIL: " + problems[0]
            else:
                row.append(f"[green]pass[/green] {len(got)}/{s.outer}")
                entry["results"][c.name] = "pass"
        summary["chains"].append(entry)
        table.add_row(*row)
    con.print(table)
    total_s = time.monotonic() - t_start
    for c in cfgs:
        if c.name in sim_results:
            st = sim_results[c.name][1]
            con.print(f"{c.label}: {st['ops']:,} block operations in {st['cycles']:,} cycles "
                      f"({st['ops'] / max(1, st['cycles']):.3f} per clock), {st['seconds']} s simulated")
    summary.update({"ok": ok_all, "seconds": round(total_s, 1), "failures": failures})
    try:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(summary, indent=1) + "\n")
    except OSError as e:
        con.print(f"[yellow]could not write {args.json}: {e}[/yellow]")
    for f in failures[:20]:
        print(f"MISMATCH/ERROR: {f}", file=sys.stderr)
    verdict = "[green]PASS[/green]" if ok_all else "[red]FAIL[/red]"
    con.print(f"{verdict}: {len(specs)} chains x {len(cfgs)} configurations, {total_s:.0f} s total; "
              f"results in {args.json}")
    return 0 if ok_all and aes_ok else 1


def _run_aes(cfgs: list[Config], args: argparse.Namespace) -> bool:
    """The AESAVS ECB Monte Carlo test on each AES configuration: every key
    size and direction, the chains the core supports interleaved on it, the
    others reported as unsupported (a disabled key size, decryption on an
    encrypt-only core). Prints a table and writes <json stem>-aes.json; True
    if every record of every supported chain matches."""
    from rich.console import Console
    from rich.table import Table

    from cipherline.cores.aes import mct_unsupported as unsupported
    from cipherline.ref.aes_mct import INNER_FULL, default_specs as aes_specs
    from cipherline.sim import harness as simrun

    outer = args.outer or AES_OUTER_FULL
    specs = aes_specs(outer=outer)
    con = Console()
    con.print(f"[bold]AES ECB Monte Carlo test[/bold] (AESAVS 6.4.1): {outer} outer x {INNER_FULL:,} inner "
              f"per chain, one chain per key size and direction, on {', '.join(c.label for c in cfgs)}")
    table = Table(title=f"AES ECB Monte Carlo test ({outer} outer x {INNER_FULL:,} inner per chain)")
    for col in ("configuration", "chain", "result", "block ops per clock"):
        table.add_column(col)
    ok_all, summary = True, {"outer": outer, "inner": INNER_FULL, "configs": {}}
    for c in cfgs:
        why = {s: unsupported(s, c.p) for s in specs}
        run = [s for s in specs if why[s] is None]
        res: dict[str, str] = {}
        stats: dict = {}
        got: list = []
        if run:
            t0 = time.monotonic()
            try:
                got, stats = simrun.run_mct(c, run, stall_seed=args.stall_seed, jobs=args.jobs)
                stats["seconds"] = round(time.monotonic() - t0, 1)
            except simrun.SimError as e:
                ok_all = False
                table.add_row(c.label, "all", f"[red]simulation failed[/red]: {e}", "")
                summary["configs"][c.name] = {"label": c.label, "error": str(e)}
                continue
        recs = dict(zip(run, got))
        rate = f"{stats.get('ops', 0) / max(1, stats.get('cycles', 0)):.3f}"
        for s in specs:
            if why[s]:
                res[s.name] = why[s]
                table.add_row(c.label, s.name, f"[yellow]{why[s]}[/yellow]", "")
                continue
            problems = compare(s, expected_cached(s), recs[s])
            if problems:
                ok_all = False
                res[s.name] = "FAIL: " + problems[0]
                table.add_row(c.label, s.name, f"[red]FAIL[/red] ({problems[0]})", "")
                for f in problems[:5]:
                    print(f"MISMATCH/ERROR: {c.label}: {f}", file=sys.stderr)
            else:
                res[s.name] = "pass"
                table.add_row(c.label, s.name, f"[green]pass[/green] {len(recs[s])}/{outer}", rate)
        summary["configs"][c.name] = {"label": c.label, "chains": res, "harness": stats}
    con.print(table)
    try:
        path = args.json.with_name(args.json.stem + "-aes.json")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({**summary, "ok": ok_all}, indent=1) + "\n")
    except OSError as e:
        con.print(f"[yellow]could not write the AES results: {e}[/yellow]")
    con.print(("[green]PASS[/green]" if ok_all else "[red]FAIL[/red]") + ": AES ECB Monte Carlo test")
    return ok_all


def _run_aes_modes(cfgs: list[Config], args: argparse.Namespace) -> bool:
    """The AESAVS CBC/CFB-8/CFB-128/OFB Monte Carlo tests through the modes
    engine on each aes-modes configuration (the cocotb test test_mct: every
    outer record against NIST's files). True if all pass."""
    from rich.console import Console

    from cipherline.sim.cocotb_run import run_config

    outer = args.outer or AES_OUTER_FULL
    con = Console()
    ok_all = True
    for c in cfgs:
        tests = ["test_mct"]
        con.print(f"[bold]AES modes Monte Carlo tests[/bold] (AESAVS 6.4.2, CBC/CFB-8/CFB-128/OFB): {outer} "
                  f"outer x 1,000 inner per chain, against NIST's MCT files, on {c.label}")
        if c.p.get("GCM") and not args.outer:
            tests += ["test_gcm", "test_ccm"]
            con.print("[bold]AES-GCM[/bold] (SP 800-38D) and [bold]AES-CCM[/bold] (SP 800-38C): every GCMVS "
                      "and CCMVS record and the SP 800-38C examples, interleaved with random messages, on "
                      "the same engine")
        t0 = time.monotonic()
        try:
            run_config(c, "tb.modes.tb_cipher_modes", tests, args.stall_seed or 1,
                       tb={"mct_outer": outer, "gcm_vectors": 0, "gcm_msgs": 200, "ccm_vectors": 0,
                           "ccm_msgs": 200}, waves_on_failure=False)
            con.print(f"[green]pass[/green]: {c.label}, {time.monotonic() - t0:.0f} s")
        except AssertionError as e:
            ok_all = False
            con.print(f"[red]FAIL[/red]: {c.label}")
            print(f"MISMATCH/ERROR: {c.label}: {str(e)[-2000:]}", file=sys.stderr)
    return ok_all
