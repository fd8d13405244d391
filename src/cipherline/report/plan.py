# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""What a ``cipherline report`` run will do, what is cached, and how long the rest takes.

:func:`plan` lists the jobs of a run (the KAT gate, synthesis, one place and
route per seed, the engines' benchmark) with, for each, whether its result
is already in the cache under its current key, and an estimate of its time
from the earlier runs recorded in the cache:

* synthesis and place and route: the ``cpu_seconds`` that the flow stores
  with every result (:mod:`cipherline.fpga.flow`), of the same configuration
  under any key (an older RTL or tool): the newest synthesis; for a seed,
  the newest result of that seed, else the mean over the other seeds;
* gate and benchmark: the wall ``seconds`` stored with their last result.

A job without an earlier run takes the figure shipped with the registry
(:mod:`cipherline.report.shipped`: the default report's jobs, from a
measured cold run), marked as such (``Job.shipped``); a job with neither
has no estimate (``None``): it is counted and shown as such, never guessed. :func:`wall_estimate` schedules the estimates
on the run's slots the way :class:`cipherline.pool.Pool` does (a priority
list, place and route after its synthesis and ahead of what waits); ``cipherline report --dry-run``
prints the plan and the progress display counts the ETA down from it.
"""

from __future__ import annotations

import heapq
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from cipherline import cache
from cipherline.cores import Config


@dataclass
class Job:
    kind: str  # "gate", "synth", "pnr" or "bench"
    name: str  # the pool's job name: the configuration, or "<configuration> seed N"
    config: str
    cached: bool
    estimate: float | None  # seconds (0 if cached; None: no earlier run)
    prio: float  # the pool's priority (lower first)
    after: str | None = None  # a place and route: its synthesis job's name
    shipped: bool = False  # the estimate is the registry's shipped figure (no earlier run)

    @property
    def key(self) -> tuple[str, str]:
        return self.kind, self.name


def _load(path: Path) -> dict | None:
    try:
        d = json.loads(Path(path).read_text())
    except (OSError, ValueError):
        return None
    return d if isinstance(d, dict) else None


def _newest(paths: Iterable[Path], field: str) -> float | None:
    """``field`` of the newest of the JSON files ``paths`` that has it."""
    best: tuple[float, float] | None = None
    for p in paths:
        d = _load(p)
        v = d.get(field) if d else None
        if isinstance(v, (int, float)):
            t = p.stat().st_mtime
            if best is None or t > best[0]:
                best = (t, float(v))
    return None if best is None else best[1]


def synth_history(cache_dir: Path, target: str, name: str) -> float | None:
    """CPU seconds of the newest synthesis of configuration ``name`` in the cache."""
    return _newest((Path(cache_dir) / target / name).glob("*/synth.json"), "cpu_seconds")


def pnr_history(cache_dir: Path, target: str, name: str, seed: int) -> float | None:
    """CPU seconds of the newest place and route of ``name`` with ``seed``, else
    the mean of the newest of each other seed; None without any."""
    base = Path(cache_dir) / target / name
    same = _newest(base.glob(f"*/pnr-s{seed}-*/pnr.json"), "cpu_seconds")
    if same is not None:
        return same
    by_seed: dict[str, float] = {}
    for d in {p.parent.name.split("-")[1] for p in base.glob("*/pnr-s*-*/pnr.json")}:
        v = _newest(base.glob(f"*/pnr-{d}-*/pnr.json"), "cpu_seconds")
        if v is not None:
            by_seed[d] = v
    return sum(by_seed.values()) / len(by_seed) if by_seed else None


def plan(cfgs: list[Config], target, seeds: list[int], freq: float, cache_dir: Path,
         seeds_for: Callable[[Config, list[int]], list[int]], gate: bool = True,
         bench: bool = True, use_cache: bool = True) -> list[Job]:
    """The jobs of a report run (see the module docstring)."""
    from cipherline.commands import bench as benchmod
    from cipherline.fpga import flow
    from cipherline.sim import gate as gatemod

    from cipherline.report.shipped import shipped_time

    jobs: list[Job] = []
    rtls: dict[str, str] = {}

    def add(kind: str, name: str, config: str, hit: bool, history: float | None, prio: float,
            after: str | None = None) -> None:
        # No earlier run: the shipped figure, if the registry has one.
        fig = None if hit or history is not None else shipped_time(kind, config, target.name)
        est = 0.0 if hit else history if history is not None else fig
        jobs.append(Job(kind, name, config, hit, est, prio, after, shipped=fig is not None))

    for c in cfgs:
        size = c.spec.size(c.p)
        if gate and gatemod.available(c):
            hit = use_cache and gatemod.cached(c) is not None
            old = _load(gatemod.result_path(c)) or {}
            add("gate", c.name, c.name, hit, old.get("seconds"),
                -5e8 - c.p.get("STAGES", 1) * c.p.get("ROUNDS_PER_CYCLE", 1))
        if bench and c.spec.kind == "engine" and benchmod.not_benchable(c) is None:
            hit = use_cache and benchmod.cached_bench(c) is not None
            old = _load(benchmod.bench_path(c, 2048, 1)) or {}
            add("bench", c.name, c.name, hit, old.get("seconds"), -4e8)
        if c.top not in rtls:
            rtls[c.top] = flow.rtl_digest(c.top, target.defines)
        skey = flow.synth_key(c, target, rtls[c.top])
        sdir = Path(cache_dir) / target.name / c.name / skey
        syn = cache.load(sdir / "synth.json", skey) if use_cache else None
        add("synth", c.name, c.name, syn is not None, synth_history(cache_dir, target.name, c.name), -1e9 - size)
        args = flow.pnr_args(c, target)
        for s in seeds_for(c, seeds):
            pkey = flow.pnr_key(skey, target, s, freq, args)
            hit = use_cache and cache.load(sdir / f"pnr-s{s}-{pkey}" / "pnr.json", pkey) is not None
            # (The pool orders them by LUT4, known after synthesis; the
            # registry's size gives nearly the same order.)
            add("pnr", f"{c.name} seed {s}", c.name, hit, pnr_history(cache_dir, target.name, c.name, s),
                flow.PNR_PRIO - size, after=c.name)
    return jobs


def wall_estimate(jobs: list[Job], slots: int, elapsed: dict[tuple[str, str], float] | None = None) -> float:
    """Seconds until every job of ``jobs`` has run on ``slots`` parallel slots,
    scheduled like the pool (lowest priority value first among the ready
    jobs; a place and route once its synthesis is done). A job without an
    estimate counts 0; ``elapsed``: seconds already spent on running jobs."""
    elapsed = elapsed or {}
    names = {(j.kind, j.name) for j in jobs}
    waiting = [j for j in jobs if j.after and ("synth", j.after) in names]
    ready = [(j.prio, i, j) for i, j in enumerate(jobs) if j not in waiting]
    heapq.heapify(ready)
    running: list[tuple[float, int, Job]] = []
    now, seq = 0.0, len(jobs)
    free = max(1, slots)
    while ready or running:
        while ready and free:
            _, _, j = heapq.heappop(ready)
            dur = max(0.0, (j.estimate or 0.0) - elapsed.get(j.key, 0.0))
            heapq.heappush(running, (now + dur, seq, j))
            seq += 1
            free -= 1
        now, _, done = heapq.heappop(running)
        free += 1
        if done.kind == "synth":
            for j in [w for w in waiting if w.after == done.name]:
                waiting.remove(j)
                heapq.heappush(ready, (j.prio, seq, j))
                seq += 1
    return now


def totals(jobs: list[Job]) -> dict:
    """Counts and estimated seconds of the jobs to run."""
    todo = [j for j in jobs if not j.cached]
    known = [j.estimate for j in todo if j.estimate is not None]
    return {"jobs": len(jobs), "cached": len(jobs) - len(todo), "to_run": len(todo),
            "estimated": sum(known), "unknown": len(todo) - len(known),
            "shipped": sum(1 for j in todo if j.shipped),
            "by_kind": {k: sum(1 for j in todo if j.kind == k) for k in ("gate", "synth", "pnr", "bench")}}


def fmt_duration(seconds: float) -> str:
    s = int(round(seconds))
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60:02d} s"
    return f"{s // 3600} h {s % 3600 // 60:02d} min"


def describe(jobs: list[Job], slots: int) -> list[str]:
    """The lines ``--dry-run`` prints: one per configuration, then the totals."""
    by_cfg: dict[str, list[Job]] = {}
    for j in jobs:
        by_cfg.setdefault(j.config, []).append(j)

    def cell(js: list[Job]) -> str:
        if not js:
            return "-"
        run = [j for j in js if not j.cached]
        if not run:
            return "cached" if len(js) == 1 else f"{len(js)} cached"
        est = [j.estimate for j in run if j.estimate is not None]
        t = (f"~{fmt_duration(sum(est))}" if len(est) == len(run) else
             f"~{fmt_duration(sum(est))} + {len(run) - len(est)} unknown" if est else "no estimate")
        n = f"{len(run)} to run" if len(js) > 1 else "to run"
        return f"{n} ({t})" + (f", {len(js) - len(run)} cached" if len(run) < len(js) else "")

    lines = [f"{'configuration':46} {'gate':22} {'synthesis':22} {'place and route':34} benchmark"]
    for name, js in by_cfg.items():
        k = {kind: [j for j in js if j.kind == kind] for kind in ("gate", "synth", "pnr", "bench")}
        lines.append(f"{name:46} {cell(k['gate']):22} {cell(k['synth']):22} {cell(k['pnr']):34} "
                     f"{cell(k['bench'])}")
    t = totals(jobs)
    bk = t["by_kind"]
    lines.append(f"would run {t['to_run']} of {t['jobs']} jobs ({bk['gate']} gates, {bk['synth']} "
                 f"syntheses, {bk['pnr']} place and route seeds, {bk['bench']} benchmarks); "
                 f"{t['cached']} are cached")
    from cipherline.report.shipped import MEASURED

    src = ("earlier runs in the cache" if not t["shipped"] else
           f"earlier runs in the cache and, for {t['shipped']} jobs with none, the figures shipped with "
           f"the registry ({MEASURED})")
    lines.append(f"estimated from {src}: {fmt_duration(t['estimated'])} of CPU time for the jobs to run"
                 + (f"; {t['unknown']} jobs have no earlier run or figure and are not in the estimate"
                    if t["unknown"] else ""))
    if t["to_run"] and t["unknown"] == t["to_run"]:
        lines.append("estimated wall time: none (no job to run has an earlier run in this cache)")
    else:
        lines.append(f"estimated wall time on {slots} slot{'s' if slots > 1 else ''}: "
                     f"{fmt_duration(wall_estimate([j for j in jobs if not j.cached], slots))}"
                     + (" (at least: jobs without an estimate count 0)" if t["unknown"] else ""))
    return lines
