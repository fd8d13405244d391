# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``cipherline synth``: synthesize, place and route one configuration."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import time
from pathlib import Path

from cipherline import hdl
from cipherline.commands.options import (add_config_args, config_from_args, positive_float,
                                         positive_int)
from cipherline.cores import ConfigError
from cipherline.fpga.targets import PLACERS, TARGETS, get_target
from cipherline.fpga.tools import FlowError, rel, tool_versions
from cipherline.pool import Pool, SchedulerError, executor

EPILOG = """\
examples:
  cipherline synth --core tdes --stages 48 --rounds-per-cycle 1
  cipherline synth --core tdes --num-des 1 --stages 1 --rounds-per-cycle 1 --seeds 1
  cipherline synth --config tdes-n3-s48-r1-split --seeds 3 --jobs 2
  cipherline synth --core tdes --stages 3 --rounds-per-cycle 1 --target ice40 --freq 80
  cipherline synth --core tdes-modes --stages 48 --streams 8

Area (LUT4, FF, EBR) is Yosys `stat` of the synthesized core; fmax is nextpnr's
for clk_i, best and median over the seeds. Throughput = block bits * fmax / II.
Results are cached in build/cache (--cache DIR: elsewhere, e.g. a directory a
team shares); --no-cache forces a fresh run. --scheduler tcp://HOST:8786 runs
the Yosys and nextpnr jobs on the workers of a Dask cluster (README: "Running
on a cluster").
"""


def add_common(p: argparse.ArgumentParser, seeds_default: int, jobs_default: int) -> None:
    p.add_argument("--target", choices=sorted(TARGETS), default="ecp5",
                   help="device (default: %(default)s)")
    p.add_argument("--seeds", type=positive_int, default=seeds_default,
                   help="place-and-route seeds 1..N per configuration (default: %(default)s)")
    p.add_argument("--jobs", "-j", type=positive_int, default=jobs_default,
                   help="parallel local jobs (default: %(default)s); with --scheduler the "
                   "tool runs go to the cluster, as many at a time as its workers have threads")
    p.add_argument("--freq", type=positive_float, default=None, metavar="MHZ",
                   help="nextpnr target frequency (default: 300 for ecp5, 100 for ice40)")
    p.add_argument("--no-cache", action="store_true", help="ignore cached results")
    p.add_argument("--cache", type=Path, default=None, metavar="DIR",
                   help="result cache directory, e.g. one a team shares (default: "
                   "$CIPHERLINE_CACHE, else build/cache)")
    p.add_argument("--scheduler", default=None, metavar="ADDRESS",
                   help="run the Yosys and nextpnr jobs on the workers of the Dask cluster "
                   "whose scheduler is at ADDRESS (tcp://HOST:8786); they need the package, "
                   "its pinned toolchain and the --cache directory at the same path")


def cache_dir(path: Path | None) -> Path:
    """The result cache of a run (``--cache``, default the flow's), created and
    checked: writable, and where the YoWASP tools can see it. Raises ConfigError."""
    from cipherline.fpga import flow

    d = Path(path).resolve() if path is not None else flow.CACHE
    try:
        rel(d)
    except FlowError as e:
        raise ConfigError(f"--cache {d}: {e}") from None
    probe = d / f".probe-{os.getpid()}"
    try:
        d.mkdir(parents=True, exist_ok=True)
        probe.write_text("")
        probe.unlink()
    except OSError as e:
        raise ConfigError(f"--cache {d}: not a writable directory ({e.strerror or e})") from None
    return d


def open_run(args: argparse.Namespace, stack: contextlib.ExitStack):
    """``--cache`` and ``--scheduler``: the cache directory and, with a
    scheduler, (the cluster's executor, its slots) for :class:`Pool`'s tool
    jobs, entered on ``stack`` (else None: the pool's local threads).
    Raises ConfigError (a bad argument: exit 2)."""
    cache = cache_dir(args.cache)
    if args.scheduler is None:
        return cache, None
    try:
        return cache, stack.enter_context(executor(args.scheduler, args.jobs, cache))
    except SchedulerError as e:
        raise ConfigError(f"--scheduler {args.scheduler}: {e}") from None


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "synth",
        help="synthesize and place-and-route one configuration",
        description="Synthesize one core configuration with Yosys and place and route it "
        "with nextpnr for several seeds; print area, fmax, throughput and latency.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_config_args(p, default="tdes", kinds=("core", "engine", "dual", "unit"))
    add_common(p, seeds_default=5, jobs_default=2)
    p.add_argument("--json", type=Path, default=None, metavar="OUT",
                   help="result JSON (default: build/synth/<config>.json)")
    p.add_argument("--placer", choices=PLACERS, default=None,
                   help="nextpnr placer (default: the registry's for the configuration: heap, "
                   "or static for the pipelined AES engines with GCM)")
    p.add_argument("--paths", type=positive_float, default=None, metavar="NS",
                   help="also list, per seed, where the endpoints whose worst path is longer "
                   "than NS ns start and end (module pairs; from the routed design's SDF)")
    p.set_defaults(func=run)


def fmt(r: dict, key: str, spec: str = "{:,}") -> str:
    v = r.get(key)
    return "-" if v is None else spec.format(v)


def figures(r: dict) -> list[tuple[str, str]]:
    """(figure, value) rows describing one result."""
    best = f"{r['fmax_best']:.1f} MHz (seed {r['best_seed']})" if "fmax_best" in r else "-"
    return [
        ("status", r["status"] + (f": {r['error']}" if r.get("error") else "")),
        ("LUT4", fmt(r, "lut4")),
        ("FF", fmt(r, "ff")),
        ("EBR", fmt(r, "ebr")),
        ("fmax best", best),
        ("fmax median", fmt(r, "fmax_median", "{:.1f} MHz")),
        ("II (cycles/block)", fmt(r, "ii")),
        ("latency", f"{fmt(r, 'latency_cycles')} cycles, {fmt(r, 'latency_ns', '{:.1f}')} ns"),
        ("throughput", fmt(r, "gbps", "{:.3f} Gbit/s")
         + (f" (median fmax: {r['gbps_median']:.3f})" if r.get("gbps_median") else "")),
        ("Mbit/s per LUT4", fmt(r, "mbps_per_lut4", "{:.3f}")),
        ("tool CPU time", fmt(r, "cpu_seconds", "{:,.1f} s")),
    ]


def print_result(r: dict, title: str) -> None:
    from rich.console import Console
    from rich.table import Table

    t = Table(title=title, show_header=False)
    t.add_column("figure")
    t.add_column("value", justify="right")
    for k, v in figures(r):
        t.add_row(k, v)
    Console().print(t)


def print_paths(r: dict, period_ns: float) -> None:
    """Per seed: the (start module -> end module) pairs with endpoints whose
    worst path is longer than period_ns."""
    from rich.console import Console
    from rich.table import Table

    from cipherline.fpga import sta

    for s in r.get("seeds", []):
        prof = s.get("paths")
        if not prof:
            print(f"seed {s['seed']}: no path profile (a result cached before the flow kept one;"
                  " rerun with --no-cache)")
            continue
        rows = sta.over(prof, period_ns)
        t = Table(title=f"seed {s['seed']}: {sum(n for _, n, _ in rows):,} of {prof['endpoints']:,}"
                        f" endpoints over {period_ns:g} ns (critical {prof['critical_ps'] / 1000:.2f} ns;"
                        f" {prof['bin_ps']} ps bins)")
        t.add_column("start -> end (module instances)", no_wrap=True)
        t.add_column("endpoints", justify="right")
        t.add_column("longest, ns", justify="right")
        t.add_column("its registers (start -> end)", no_wrap=True)
        gw = prof.get("group_worst", {})  # absent from results cached before it was kept
        for g, n, w in rows[:30]:
            t.add_row(g, f"{n:,}", f"{w:.2f}", " -> ".join(gw[g][1:]) if g in gw else "")
        if len(rows) > 30:
            t.add_row(f"... {len(rows) - 30} more pairs", f"{sum(n for _, n, _ in rows[30:]):,}", "", "")
        Console(width=max(220, Console().width)).print(t)


def run(args: argparse.Namespace) -> int:
    with contextlib.ExitStack() as stack:
        try:
            cfg = config_from_args(args)
            target = get_target(args.target)
            cache, remote = open_run(args, stack)
        except ConfigError as e:
            print(f"cipherline synth: error: {e}", file=sys.stderr)
            return 2
        return _run(args, cfg, target, cache, remote)


def _run(args: argparse.Namespace, cfg, target, cache: Path, remote) -> int:
    from rich.console import Console

    from cipherline.fpga import flow

    console = Console(stderr=True, highlight=False)
    freq = args.freq or target.default_freq
    seeds = list(range(1, args.seeds + 1))
    t0 = time.monotonic()
    def on_event(ev: str, kind: str, name: str) -> None:
        if ev in ("start", "fail"):
            console.print(f"[{time.monotonic() - t0:7.1f} s] {ev:5} {kind} {name}")

    if remote:
        console.print(f"tool jobs on the Dask cluster at {args.scheduler} ({remote[1]} worker "
                      f"threads); cache {cache}")
    pool = Pool(args.jobs, on_event=on_event, remote=remote)
    try:
        results = flow.run_configs([cfg], target, seeds, freq, pool=pool,
                                   use_cache=not args.no_cache, placer=args.placer,
                                   cache_dir=cache)
        pool.run()
        versions = tool_versions(target)
    except FlowError as e:
        print(f"cipherline synth: error: {e}", file=sys.stderr)
        return 1
    res = results[cfg.name]
    res["tools"] = versions
    res["seeds_requested"] = seeds
    res["wall_seconds"] = round(time.monotonic() - t0, 1)
    out = args.json or (hdl.BUILD / "synth" / f"{cfg.name}-{target.name}.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(res, indent=1, sort_keys=True) + "\n")
    print_result(res, f"{cfg.label} [{cfg.name}]\n{target.device}\n"
                 f"target {freq:g} MHz, seeds {seeds[0]}..{seeds[-1]}")
    if res.get("lut4_note"):
        print(f"note: {res['lut4_note']}")
    if args.paths:
        print_paths(res, args.paths)
    print(f"wrote {out} ({res['wall_seconds']} s)")
    if res["status"] != "ok":
        print(f"cipherline synth: {res['status']}: {res.get('error', '')}", file=sys.stderr)
        return 1
    return 0
