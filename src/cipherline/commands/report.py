# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``cipherline report``: gate, implement and compare the whole design space."""

from __future__ import annotations

import argparse
import contextlib
import datetime as _dt
import fnmatch
import functools
import json
import os
import sys
import time
from pathlib import Path

from cipherline import hdl
from cipherline.commands.synth import add_common, cache_dir, open_run
from cipherline.cores import Config, ConfigError, report_configs, report_seeds
from cipherline.fpga.targets import get_target
from cipherline.fpga.tools import FlowError, tool_versions
from cipherline.pool import Pool

EPILOG = """\
examples:
  cipherline report                        # the default configurations, ECP5 (make report)
  cipherline report --full --extended --seeds 5   # every configuration (make report-full)
  cipherline report --dry-run              # what would run, what is cached, the estimated time
  cipherline report --only 'tdes-n3-s3-*'  # a subset (glob on the names; see --list)
  cipherline report --seeds 5 --jobs 2 --out build/report5
  cipherline report --readme README.md      # also refresh README's results section
  cipherline report --target ice40 --only 'tdes-n1-*'
  cipherline report --list
  cipherline report --scheduler tcp://HOST:8786 --cache /shared/cipherline-cache

Each configuration is first checked against the NIST TDES ECB vectors in
simulation (a failure is marked FAILED and never reported as good), then
synthesized (Yosys) and placed and routed (nextpnr) for seeds 1..N. Results
are cached in build/cache (--cache DIR: elsewhere, e.g. shared by a team): a
rerun with nothing changed takes seconds. --scheduler tcp://HOST:8786 runs the
Yosys and nextpnr jobs on a Dask cluster's workers (the gates stay local).
Each modes engine row also gets its simulation benchmark (cipherline bench
modes on that configuration; cached, simulated again when the RTL or the
testbench changed; --no-bench skips it): Gbit/s at 64, 576, 1,500 and 9,216
bytes and IMIX (GCM), and CCM, CBC and CTR as measured, at the row's fmax.
The progress line shows an ETA from the CPU times that earlier runs recorded
in the cache; --dry-run prints the plan and that estimate and runs nothing.
Outputs in --out: results.json, report.md, index.html, pareto.png, pareto.svg,
and with an engine with GCM figures throughput.png, throughput.svg.
"""

#: Seed 1 only: three seeds of the default set take about 49 minutes on 2
#: cores, one about 29 (README, *make report and make report-full*);
#: `--seeds 3` (make report REPORT_SEEDS=3) gives the targets' best and median.
DEFAULT_SEEDS = 1


def default_configs(extended: bool = False, full: bool = False) -> list[Config]:
    """Every public core's report configurations (cipherline.cores: CoreSpec.report,
    with ``full`` also CoreSpec.report_full, with ``extended`` CoreSpec.report_extended)."""
    return report_configs(extended, full)


def select(cfgs: list[Config], only: str | None) -> list[Config]:
    if not only:
        return cfgs
    pats = [p.strip() for p in only.split(",") if p.strip()]
    return [c for c in cfgs if any(fnmatch.fnmatchcase(c.name, p) or
                                   fnmatch.fnmatchcase(c.label, p) for p in pats)]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "report",
        help="gate, synthesize and place-and-route every configuration; write the report",
        description="Check every default configuration against the NIST vectors, "
        "implement it, and write tables, a Pareto plot and comparisons with published "
        "designs and with OpenSSL on this machine.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_common(p, seeds_default=DEFAULT_SEEDS, jobs_default=os.cpu_count() or 1)
    p.add_argument("--only", metavar="PATTERN", default=None,
                   help="comma-separated globs on configuration names or labels")
    p.add_argument("--out", type=Path, default=hdl.BUILD / "report", metavar="DIR",
                   help="output directory (default: build/report)")
    p.add_argument("--no-gate", action="store_true",
                   help="skip the simulation gate (results are marked 'not gated')")
    p.add_argument("--no-sw", action="store_true", help="skip the OpenSSL software baseline")
    p.add_argument("--full", action="store_true",
                   help="the full set (make report-full): also the rest of the TDEA matrix, the pipelined "
                   "AES-128 core with both directions and the AES modes engines with GCM (hours, not "
                   "the default's 30 minutes; README, make report)")
    p.add_argument("--extended", action="store_true",
                   help="also the (48,1) split-round and block-RAM S-box cores and the other pipelined "
                   "AES points and engines")
    p.add_argument("--no-bench", action="store_true",
                   help="skip the engines' simulation benchmark (no Gbit/s per packet size)")
    p.add_argument("--dry-run", action="store_true",
                   help="list what would run and what is cached, with the time estimated from earlier "
                   "runs in the cache; run nothing")
    p.add_argument("--list", action="store_true",
                   help="list the configurations (of --full / --extended too) and exit")
    p.add_argument("--readme", type=Path, default=None, metavar="FILE",
                   help="also rewrite the marked results section of FILE (e.g. README.md) and "
                   "copy the plot to docs/pareto.png beside it; only for a full, all-good run")
    p.set_defaults(func=run)


class _Display:
    """rich progress: an overall bar with the ETA, plus one line per running job.

    ``jobs``: the run's plan (:func:`cipherline.report.plan.plan`), whose
    estimates from earlier runs give the ETA; ``slots``: jobs at a time."""

    def __init__(self, total_hint: int, jobs: list | None = None, slots: int = 1):
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, ProgressColumn,
                                   SpinnerColumn, TextColumn, TimeElapsedColumn)
        from rich.text import Text

        display = self

        class EtaColumn(ProgressColumn):
            """The ETA on the overall bar, computed at every refresh (a long
            place and route counts down while it runs)."""

            def render(self, task) -> Text:
                return Text(display.eta() if task.id == display.overall else "", style="green")

        self.console = Console(stderr=True, highlight=False)
        self.progress = Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(),
                                 MofNCompleteColumn(), TimeElapsedColumn(), EtaColumn(),
                                 console=self.console, transient=False)
        self.overall = self.progress.add_task("jobs", total=total_hint)
        self.tasks: dict[str, int] = {}
        self.total = 0
        self.done = 0
        self.t0 = time.monotonic()
        self.plan = {j.key: j for j in (jobs or [])}
        self.slots = max(1, slots)
        self.started: dict[tuple[str, str], float] = {}
        self.ended: set[tuple[str, str]] = set()

    def eta(self, now: float | None = None) -> str:
        """The estimated time left: the plan's jobs not yet finished, scheduled
        on the slots (those running for as long as their estimate still has)."""
        from cipherline.report.plan import fmt_duration, wall_estimate

        now = time.monotonic() if now is None else now
        left = [j for k, j in self.plan.items() if k not in self.ended and not j.cached]
        if not left:
            return ""
        unknown = sum(1 for j in left if j.estimate is None)
        if unknown == len(left):
            return f"ETA unknown: {unknown} jobs without an earlier run"
        elapsed = {k: now - t for k, t in self.started.items() if k not in self.ended}
        text = f"ETA ~{fmt_duration(wall_estimate(left, self.slots, elapsed))}"
        return text + (f" + {unknown} jobs without an earlier run" if unknown else "")

    def event(self, ev: str, kind: str, name: str) -> None:
        key = f"{kind} {name}"
        if ev == "queued":
            self.total += 1
        elif ev == "start":
            self.started[(kind, name)] = time.monotonic()
            self.tasks[key] = self.progress.add_task(f"  [cyan]{key}", total=None)
        elif ev in ("end", "fail"):
            self.done += 1
            self.ended.add((kind, name))
            tid = self.tasks.pop(key, None)
            if tid is not None:
                self.progress.remove_task(tid)
            if ev == "fail":
                self.console.print(f"[red]failed[/red] {key}")
        self.progress.update(self.overall, total=max(self.total, 1), completed=self.done,
                             description=f"jobs ({len(self.tasks)} running, "
                             f"{self.total - self.done - len(self.tasks)} queued)")


def _list(args: argparse.Namespace) -> None:
    """``--list``: the configurations, each with the set it belongs to."""
    default = {c.name for c in default_configs()}
    full = {c.name for c in default_configs(full=True)}
    cfgs = default_configs(args.extended, args.full)
    width = max(len(c.name) for c in cfgs)
    for c in cfgs:
        where = "default" if c.name in default else "full" if c.name in full else "extended"
        print(f"{c.name:{width}} {where:9} {c.label}")


def run(args: argparse.Namespace) -> int:
    try:
        target = get_target(args.target)
        cfgs = select(default_configs(args.extended, args.full), args.only)
    except ConfigError as e:
        print(f"cipherline report: error: {e}", file=sys.stderr)
        return 2
    if args.list:
        _list(args)
        return 0
    if not cfgs:
        print(f"cipherline report: error: --only {args.only!r} matches no configuration "
              "(see --list)", file=sys.stderr)
        return 2
    if args.readme is not None:
        from cipherline.report import tables as report

        problem = ("--readme takes only a full, gated run (no --only, no --no-gate)"
                   if args.only or args.no_gate else
                   "--readme takes a run that writes no files elsewhere (not with --dry-run)"
                   if args.dry_run else report.check_readme(args.readme))
        if problem:
            print(f"cipherline report: error: {problem}", file=sys.stderr)
            return 2
    if args.dry_run:
        try:
            cache = cache_dir(args.cache)
        except ConfigError as e:
            print(f"cipherline report: error: {e}", file=sys.stderr)
            return 2
        return _dry_run(args, target, cfgs, cache)
    with contextlib.ExitStack() as stack:
        try:
            cache, remote = open_run(args, stack)
        except ConfigError as e:
            print(f"cipherline report: error: {e}", file=sys.stderr)
            return 2
        return _run(args, target, cfgs, cache, remote)


def _seeds_for(args: argparse.Namespace):
    """The seeds of one configuration in this run (the default's or the full report's caps)."""
    return functools.partial(report_seeds, full=args.full)


def _plan(args: argparse.Namespace, target, cfgs: list[Config], cache: Path) -> list:
    from cipherline.report.plan import plan

    return plan(cfgs, target, list(range(1, args.seeds + 1)), args.freq or target.default_freq,
                cache, _seeds_for(args), gate=not args.no_gate, bench=not args.no_bench,
                use_cache=not args.no_cache)


def _dry_run(args: argparse.Namespace, target, cfgs: list[Config], cache: Path) -> int:
    from cipherline.report.plan import describe

    try:
        jobs = _plan(args, target, cfgs, cache)
    except FlowError as e:
        print(f"cipherline report: error: {e}", file=sys.stderr)
        return 1
    slots = args.jobs if args.scheduler is None else None
    print(f"cipherline report --dry-run: {len(cfgs)} configurations on {target.device}, seeds "
          f"1..{args.seeds}, cache {cache}" + ("" if slots else f"; scheduler {args.scheduler} "
                                               "(not contacted: the estimate is for --jobs slots)"))
    for line in describe(jobs, args.jobs):
        print(line)
    return 0


def _run(args: argparse.Namespace, target, cfgs: list[Config], cache: Path, remote) -> int:
    """The run itself (arguments checked; ``remote``: the cluster's executor, or None)."""
    from cipherline.fpga import flow
    from cipherline.report import tables as report
    from cipherline.report import swbaseline
    from cipherline.report import throughput
    from cipherline.report.published import references

    t0 = time.monotonic()
    freq = args.freq or target.default_freq
    seeds = list(range(1, args.seeds + 1))
    seeds_for = _seeds_for(args)
    families = {c.spec.references for c in cfgs if c.spec.references}
    try:
        jobs = _plan(args, target, cfgs, cache)
    except FlowError as e:
        print(f"cipherline report: error: {e}", file=sys.stderr)
        return 1
    display = _Display(len(jobs), jobs, remote[1] if remote else args.jobs)
    where = (f"tool jobs on the Dask cluster at {args.scheduler} ({remote[1]} worker threads), "
             f"{args.jobs} local jobs" if remote else f"{args.jobs} jobs")
    display.console.print(f"cipherline report: {len(cfgs)} configurations on {target.device}, "
                          f"seeds {seeds}, {where}; cache {cache}")
    display.console.print("plan: " + display.eta(display.t0).replace("ETA", "estimated time")
                          if display.eta(display.t0) else "plan: everything is cached")
    sw = None
    if not args.no_sw:
        display.console.print("measuring the OpenSSL software baseline (1 core) ...")
        sw = swbaseline.baseline(families)
    try:
        versions = tool_versions(target)
    except FlowError as e:
        print(f"cipherline report: error: {e}", file=sys.stderr)
        return 1

    rtl_start = {c.top: flow.rtl_digest(c.top, target.defines)[:16] for c in cfgs}
    gates: dict[str, dict] = {}
    benches: dict[str, tuple[dict | None, str | None, str | None]] = {}  # result, error, skipped
    pool = Pool(args.jobs, on_event=display.event, remote=remote)
    if not args.no_gate:
        from cipherline.sim import gate

        for c in cfgs:
            if not gate.available(c):
                gates[c.name] = {"passed": None, "detail": f"no KAT gate for core {c.core!r}"}
                continue

            def gate_done(res, err, c=c):
                if err is not None:
                    gates[c.name] = {"passed": False, "detail": f"gate error: {err}"}
                else:
                    gates[c.name] = {"passed": res[0], "detail": res[1]}

            size = c.p.get("STAGES", 1) * c.p.get("ROUNDS_PER_CYCLE", 1)
            pool.submit("gate", c.name, lambda c=c: gate.run_kat(c, use_cache=not args.no_cache),
                        gate_done, prio=-5e8 - size)
    if not args.no_bench:
        from cipherline.commands import bench

        for c in cfgs:
            if c.spec.kind != "engine":
                continue
            if (why := bench.not_benchable(c)) is not None:
                benches[c.name] = (None, None, why)
                continue

            def bench_done(res, err, c=c):
                benches[c.name] = (res, None if err is None else _short_error(err), None)

            # After the gates (a simulation too, on the local threads).
            pool.submit("bench", c.name, lambda c=c: bench.bench_engine(c, use_cache=not args.no_cache),
                        bench_done, prio=-4e8)
    with display.progress:
        results = flow.run_configs(cfgs, target, seeds, freq, pool=pool, cache_dir=cache,
                                   use_cache=not args.no_cache, seeds_for=seeds_for)
        pool.run()

    configs = []
    for c in cfgs:
        r = results[c.name]
        r["gate"] = gates.get(c.name, {"passed": None, "detail": "gate skipped (--no-gate)"})
        if c.name in benches:
            throughput.attach(r, *benches[c.name])
        configs.append(r)
    data = {
        "generated": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "target": target.name,
        "device": target.device,
        "freq_target": freq,
        "seeds": seeds,
        "set": "full" if args.full else "default",
        "extended": bool(args.extended),
        "tools": versions,
        "flow_version": flow.FLOW_VERSION,
        "rtl_sha256": rtl_start,
        "software": sw,
        "published": [r.to_json() for r in references(families)],
        "configs": configs,
        "wall_seconds": round(time.monotonic() - t0, 1),
    }
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "results.json").write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    paths = report.render(data, args.out)
    _print_summary(display.console, data)
    print(f"wrote {args.out / 'results.json'}, " + ", ".join(str(p) for p in paths.values()))
    bad = [r for r in configs
           if (r["gate"].get("passed") is False) or r["status"] == "error"]
    if args.readme is not None:
        if bad:
            print(f"cipherline report: not updating {args.readme}: some configurations "
                  "failed", file=sys.stderr)
            return 1
        try:
            plot_dest = report.update_readme(data, args.readme, paths["png"])
        except (OSError, ValueError) as e:
            print(f"cipherline report: error: {e}", file=sys.stderr)
            return 1
        print(f"updated {args.readme} and {plot_dest}")
    return 1 if bad else 0


def _short_error(err: BaseException) -> str:
    """One line of a failed job's error (a simulation's can be pages)."""
    lines = [ln.strip() for ln in str(err).splitlines() if ln.strip()]
    return (lines[0] if lines else type(err).__name__)[:300]


def _print_summary(console, data: dict) -> None:
    from rich.table import Table

    from cipherline.report import tables as report

    t = Table(title=f"cipherline report: {data['device']}")
    for col in report.COLUMNS:
        t.add_column(col, justify="left" if col in ("configuration", "status") else "right",
                     overflow="fold")
    for row in report.table_rows(data):
        t.add_row(*row)
    from rich.console import Console

    out = Console(width=max(Console().width, 170), highlight=False)
    out.print(t)
    from cipherline.report import throughput

    if throughput.engine_rows(data):
        tp = Table(title="engine throughput, Gbit/s at the best fmax: GCM per packet size; "
                   "CCM, CBC, CTR at their measured length")
        for col in throughput.COLUMNS:
            tp.add_column(col, justify="left" if col in ("engine", "mode") else "right", overflow="fold")
        for row in throughput.table_rows(data):
            tp.add_row(*row)
        out.print(tp)
    for line in report.summary_lines(data) + throughput.summary_lines(data):
        out.print(line, markup=False,
                  style="red" if any(w in line for w in ("MISSED", "NOT GOOD", "WARNING"))
                  else None)
