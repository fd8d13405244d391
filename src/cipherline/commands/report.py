"""``cipherline report``: gate, implement and compare the whole design space."""

from __future__ import annotations

import argparse
import contextlib
import datetime as _dt
import fnmatch
import json
import os
import sys
import time
from pathlib import Path

from cipherline import hdl
from cipherline.commands.synth import add_common, open_run
from cipherline.cores import Config, ConfigError, report_configs, report_seeds
from cipherline.fpga.targets import get_target
from cipherline.fpga.tools import FlowError, tool_versions
from cipherline.pool import Pool

EPILOG = """\
examples:
  cipherline report                        # every default configuration, ECP5
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
Outputs in --out: results.json, report.md, index.html, pareto.png, pareto.svg.
"""

DEFAULT_SEEDS = 3


def default_configs(extended: bool = False) -> list[Config]:
    """Every public core's report configurations (cipherline.cores: CoreSpec.report)."""
    return report_configs(extended)


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
    p.add_argument("--extended", action="store_true",
                   help="also the (48,1) split-round and block-RAM S-box cores (about 2x the run time)")
    p.add_argument("--list", action="store_true", help="list the configurations and exit")
    p.add_argument("--readme", type=Path, default=None, metavar="FILE",
                   help="also rewrite the marked results section of FILE (e.g. README.md) and "
                   "copy the plot to docs/pareto.png beside it; only for a full, all-good run")
    p.set_defaults(func=run)


class _Display:
    """rich progress: an overall bar plus one line per running job."""

    def __init__(self, total_hint: int):
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, SpinnerColumn,
                                   TextColumn, TimeElapsedColumn)

        self.console = Console(stderr=True, highlight=False)
        self.progress = Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(),
                                 MofNCompleteColumn(), TimeElapsedColumn(), console=self.console,
                                 transient=False)
        self.overall = self.progress.add_task("jobs", total=total_hint)
        self.tasks: dict[str, int] = {}
        self.total = 0
        self.done = 0
        self.t0 = time.monotonic()

    def event(self, ev: str, kind: str, name: str) -> None:
        key = f"{kind} {name}"
        if ev == "queued":
            self.total += 1
        elif ev == "start":
            self.tasks[key] = self.progress.add_task(f"  [cyan]{key}", total=None)
        elif ev in ("end", "fail"):
            self.done += 1
            tid = self.tasks.pop(key, None)
            if tid is not None:
                self.progress.remove_task(tid)
            if ev == "fail":
                self.console.print(f"[red]failed[/red] {key}")
        self.progress.update(self.overall, total=max(self.total, 1), completed=self.done,
                             description=f"jobs ({len(self.tasks)} running, "
                             f"{self.total - self.done - len(self.tasks)} queued)")


def run(args: argparse.Namespace) -> int:
    try:
        target = get_target(args.target)
        cfgs = select(default_configs(args.extended), args.only)
    except ConfigError as e:
        print(f"cipherline report: error: {e}", file=sys.stderr)
        return 2
    if args.list:
        for c in default_configs(args.extended):
            print(f"{c.name:28} {c.label}")
        return 0
    if not cfgs:
        print(f"cipherline report: error: --only {args.only!r} matches no configuration "
              "(see --list)", file=sys.stderr)
        return 2
    if args.readme is not None:
        from cipherline.report import tables as report

        problem = ("--readme takes only a full, gated run (no --only, no --no-gate)"
                   if args.only or args.no_gate else report.check_readme(args.readme))
        if problem:
            print(f"cipherline report: error: {problem}", file=sys.stderr)
            return 2
    with contextlib.ExitStack() as stack:
        try:
            cache, remote = open_run(args, stack)
        except ConfigError as e:
            print(f"cipherline report: error: {e}", file=sys.stderr)
            return 2
        return _run(args, target, cfgs, cache, remote)


def _run(args: argparse.Namespace, target, cfgs: list[Config], cache: Path, remote) -> int:
    """The run itself (arguments checked; ``remote``: the cluster's executor, or None)."""
    from cipherline.fpga import flow
    from cipherline.report import tables as report
    from cipherline.report import swbaseline
    from cipherline.report.published import references

    t0 = time.monotonic()
    freq = args.freq or target.default_freq
    seeds = list(range(1, args.seeds + 1))
    families = {c.spec.references for c in cfgs if c.spec.references}
    display = _Display(sum(1 + len(report_seeds(c, seeds)) for c in cfgs))
    where = (f"tool jobs on the Dask cluster at {args.scheduler} ({remote[1]} worker threads), "
             f"{args.jobs} local jobs" if remote else f"{args.jobs} jobs")
    display.console.print(f"cipherline report: {len(cfgs)} configurations on {target.device}, "
                          f"seeds {seeds}, {where}; cache {cache}")
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
    with display.progress:
        results = flow.run_configs(cfgs, target, seeds, freq, pool=pool, cache_dir=cache,
                                   use_cache=not args.no_cache, seeds_for=report_seeds)
        pool.run()

    configs = []
    for c in cfgs:
        r = results[c.name]
        r["gate"] = gates.get(c.name, {"passed": None, "detail": "gate skipped (--no-gate)"})
        configs.append(r)
    data = {
        "generated": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "target": target.name,
        "device": target.device,
        "freq_target": freq,
        "seeds": seeds,
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
    for line in report.summary_lines(data):
        out.print(line, markup=False,
                  style="red" if any(w in line for w in ("MISSED", "NOT GOOD", "WARNING"))
                  else None)
