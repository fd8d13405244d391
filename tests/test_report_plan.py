# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``cipherline report``: the default and full sets, the plan (``--dry-run``,
the ETA) and the engines' Gbit/s at packet sizes, on fake results (fast:
no tool runs, no simulation)."""

from __future__ import annotations

import json
import os
import shutil
import uuid
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cipherline import cache, hdl
from cipherline.commands import bench as cmd_bench
from cipherline.commands import report as cmd_report
from cipherline.commands.cli import build_parser
from cipherline.cores import Config, part_configs, report_configs, report_seeds
from cipherline.fpga import flow
from cipherline.fpga.targets import get_target
from cipherline.report import plan as rplan
from cipherline.report import tables, throughput
from cipherline.sim import gate


def _main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    return int(args.func(args) or 0)


# ---------------------------------------------------------------------------
# The default and full sets
# ---------------------------------------------------------------------------


def test_default_set_covers_the_classes() -> None:
    """The default report keeps one row per architecture of the seed papers,
    the AES family, one engine per cipher, and a NIST gate on each row."""
    default = {c.name: c for c in report_configs()}
    p = {n: (c.core, c.p.get("NUM_DES"), c.p.get("STAGES"), c.p.get("ROUNDS_PER_CYCLE"))
         for n, c in default.items()}
    tdes = {v[1:] for v in p.values() if v[0] == "tdes"}
    # Iterative 3DES, two rounds per clock, 24 stages of two, 48 stages,
    # unrolled single DES, and the (3,1) of the targets.
    assert {(3, 1, 1), (3, 1, 2), (3, 24, 2), (3, 48, 1), (1, 16, 1), (3, 3, 1)} <= tdes
    aes = [c for c in default.values() if c.core == "aes"]
    assert {c.p["STAGES"] for c in aes} == {1, 10}  # iterative and pipelined
    # The compact core in both directions; the iterative and pipelined
    # cores in both directions, and all key sizes, are in the full report
    # (the default's 30 minutes: README, *make report*).
    compact = [c for c in default.values() if c.core == "aes-compact"]
    assert sorted(c.p["ENCRYPT_ONLY"] for c in compact) == [0, 1]
    assert {"aes-k1-s1-r1-split-sbox2", "aes-k7-s1-r1-split-sbox2"} <= {c.name for c in report_configs(full=True)}
    engines = [c for c in default.values() if c.spec.kind == "engine"]
    assert sorted(c.cipher for c in engines) == ["aes", "tdes"]
    assert all(gate.available(c) for c in default.values())
    # The line-rate GCM engines (25-60 minutes of place and route a seed)
    # are in the full report, with their 3 seeds.
    full = {c.name: c for c in report_configs(full=True)}
    for n in ("aes-modes-k1-s10-r1-split-sbox2-enc-x64", "aes-modes-k1-s10-r1-split-sbox2-enc-x64-gcmonly"):
        assert n not in default and n in full
        assert report_seeds(full[n], [1, 2, 3, 4, 5], full=True) == [1, 2, 3]
    # The SoC top (issue: the new top is in the report), gated through its
    # engines, one seed.
    soc = full["cipherline-axi-ts3-tr1-ak1-as1-ar1-asplit-asbox2-aenc-noagcm-x8"]
    assert gate.available(soc) and report_seeds(soc, [1, 2, 3], full=True) == [1]
    assert sorted(p.name for p in part_configs(soc).values()) == [
        "aes-modes-k1-s1-r1-split-sbox2-enc-x8-nogcm-sa", "tdes-modes-n3-s3-r1-x8-sa"]
    assert set(default) < set(full)
    # Not a default row twice, nor a full row also in the default list.
    for c in report_configs(True, True):
        s = c.spec
        assert not set(s.report) & set(s.report_full) and not set(s.report_full) & set(s.report_extended)


def test_makefile_targets() -> None:
    text = (hdl.REPO / "Makefile").read_text()
    assert "report: $(STAMP)\n\t$(CLI) report --seeds $(REPORT_SEEDS) --jobs $(JOBS)" in text
    assert "REPORT_SEEDS     ?= 1\n" in text
    assert "report-full: $(STAMP)\n\t$(CLI) report --full --extended --seeds $(FULL_SEEDS)" in text


# ---------------------------------------------------------------------------
# The plan: cached jobs, estimates from earlier runs, the wall time
# ---------------------------------------------------------------------------


def test_wall_estimate_schedules_like_the_pool() -> None:
    J = rplan.Job
    jobs = [J("synth", "a", "a", False, 10.0, -1e9), J("gate", "a", "a", False, 15.0, -5e8),
            *(J("pnr", f"a seed {s}", "a", False, 20.0, 0.0, after="a") for s in (1, 2, 3))]
    # Slot 1: synth 0-10, seed 1 10-30, seed 3 30-50; slot 2: gate 0-15, seed 2 15-35.
    assert rplan.wall_estimate(jobs, 2) == 50.0
    assert rplan.wall_estimate(jobs, 1) == 10 + 15 + 60
    assert rplan.wall_estimate(jobs, 8) == 30.0
    # A running job: only what its estimate has left.
    assert rplan.wall_estimate(jobs[:1], 1, {("synth", "a"): 4.0}) == 6.0
    # Without an estimate a job counts 0 (and is reported as unknown).
    jobs[0].estimate = None
    assert rplan.wall_estimate(jobs, 2) == 40.0
    assert rplan.totals(jobs)["unknown"] == 1 and rplan.totals(jobs)["estimated"] == 15 + 60


@pytest.fixture
def scratch():
    # Under the checkout: the YoWASP tools cannot see /tmp (--cache checks it).
    d = hdl.BUILD / f"test-plan-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    d.mkdir(parents=True)
    yield d
    shutil.rmtree(d, ignore_errors=True)


@pytest.fixture
def no_tools(monkeypatch):
    """Cache keys without running the tools for their versions."""
    monkeypatch.setattr(flow, "tool_version", lambda name: f"{name} 0.test")


def _fake_cache(cache_dir: Path, config: Config, target, freq: float) -> None:
    """An earlier run of ``config`` under an older key (seeds 1 and 2), and the
    current synthesis and seed 1."""
    base = cache_dir / target.name / config.name
    old = base / "0123456789abcdef"
    cache.store(old / "synth.json", {"key": "0123456789abcdef", "cpu_seconds": 40.0})
    cache.store(old / "pnr-s1-aaaa" / "pnr.json", {"key": "aaaa", "cpu_seconds": 100.0})
    cache.store(old / "pnr-s2-bbbb" / "pnr.json", {"key": "bbbb", "cpu_seconds": 140.0})
    skey = flow.synth_key(config, target)
    cache.store(base / skey / "synth.json", {"key": skey, "cpu_seconds": 42.0})
    pkey = flow.pnr_key(skey, target, 1, freq, flow.pnr_args(config, target))
    cache.store(base / skey / f"pnr-s1-{pkey}" / "pnr.json", {"key": pkey, "cpu_seconds": 110.0})


def test_plan_cached_and_estimated(scratch, no_tools) -> None:
    target = get_target("ice40")
    freq = target.default_freq
    c = Config.parse("tdes-n1-s1-r1")
    _fake_cache(scratch, c, target, freq)
    jobs = rplan.plan([c], target, [1, 2, 3, 4], freq, scratch, lambda c, s: s, gate=False)
    by = {j.name if j.kind == "pnr" else j.kind: j for j in jobs}
    assert by["synth"].cached and by["synth"].estimate == 0.0
    assert by["tdes-n1-s1-r1 seed 1"].cached
    # Seed 2: its own earlier run; seeds 3 and 4 (never placed): the mean of the
    # newest result of each seed placed before (seed 1: the current 110 s).
    assert not by["tdes-n1-s1-r1 seed 2"].cached and by["tdes-n1-s1-r1 seed 2"].estimate == 140.0
    assert by["tdes-n1-s1-r1 seed 3"].estimate == pytest.approx((110.0 + 140.0) / 2)
    assert all(j.after == c.name for j in jobs if j.kind == "pnr")
    t = rplan.totals(jobs)
    assert (t["jobs"], t["cached"], t["to_run"], t["unknown"]) == (5, 2, 3, 0)
    assert t["estimated"] == pytest.approx(140.0 + 2 * 125.0)
    # --no-cache: everything runs; the estimates still come from the history.
    fresh = rplan.plan([c], target, [1], freq, scratch, lambda c, s: s, gate=False, use_cache=False)
    assert [(j.kind, j.cached, j.estimate) for j in fresh] == [("synth", False, 42.0), ("pnr", False, 110.0)]
    # A configuration never run: no estimate, not a guess.
    other = rplan.plan([Config.parse("tdes-n1-s16-r1")], target, [1], freq, scratch, lambda c, s: s,
                       gate=False)
    assert [j.estimate for j in other] == [None, None]
    lines = rplan.describe(other, 2)
    assert lines[-1] == "estimated wall time: none (no job to run has an earlier run in this cache)"


def test_cold_plan_uses_the_shipped_figures(scratch, no_tools, monkeypatch) -> None:
    """An empty cache: every job of the default report has the figure shipped
    with the registry (ECP5; marked as such), and the dry run says where the
    estimate comes from; on iCE40 the synthesis and place and route have none."""
    from cipherline.cores import report_configs
    from cipherline.report import shipped

    monkeypatch.setattr(gate, "result_path", lambda config: scratch / "none.json")
    monkeypatch.setattr(gate, "cached", lambda config: None)
    cfgs = report_configs(False, False)
    assert {c.name for c in cfgs} <= set(shipped.TIMES)
    t = get_target("ecp5")
    jobs = rplan.plan(cfgs, t, [1], t.default_freq, scratch, lambda c, s: s, bench=False)
    assert jobs and all(j.shipped and j.estimate == shipped.shipped_time(j.kind, j.config, "ecp5") for j in jobs)
    tot = rplan.totals(jobs)
    assert tot["unknown"] == 0 and tot["shipped"] == len(jobs)
    assert any("figures shipped with the registry" in ln for ln in rplan.describe(jobs, 2))
    ice = get_target("ice40")
    jobs = rplan.plan(cfgs[:1], ice, [1], ice.default_freq, scratch, lambda c, s: s, gate=False)
    assert [j.estimate for j in jobs] == [None, None]


def test_dry_run_lists_and_estimates(scratch, no_tools, monkeypatch, capsys) -> None:
    target = get_target("ice40")
    c = Config.parse("tdes-n1-s1-r1")
    _fake_cache(scratch, c, target, target.default_freq)
    monkeypatch.setattr(gate, "cached", lambda config: None)  # the gate is to run ...
    monkeypatch.setattr(gate, "result_path", lambda config: scratch / "gate.json")
    cache.store(scratch / "gate.json", {"key": "old", "passed": True, "detail": "", "seconds": 30.0})
    rc = _main(["report", "--dry-run", "--target", "ice40", "--only", "tdes-n1-s1-r1", "--seeds", "3",
                "--jobs", "2", "--cache", str(scratch), "--out", str(scratch / "out")])
    assert rc == 0
    out = capsys.readouterr().out
    row = next(ln for ln in out.splitlines() if ln.startswith("tdes-n1-s1-r1 "))
    assert "to run (~30 s)" in row  # ... estimated from its last run
    # Synthesis cached; seeds 2 and 3 to run: 140 s and the mean of seeds 1 and 2, 125 s.
    assert " cached " in row and "2 to run (~4 min 25 s), 1 cached" in row
    assert "would run 3 of 5 jobs (1 gates, 0 syntheses, 2 place and route seeds, 0 benchmarks); " \
           "2 are cached" in out
    assert "estimated from earlier runs in the cache: 4 min 55 s of CPU time" in out
    # Two slots: the gate (30 s) beside seed 2 (140 s), then seed 3 (30 + 125 s).
    assert "estimated wall time on 2 slots: 2 min 35 s" in out
    assert not (scratch / "out").exists()  # ran nothing, wrote nothing


@pytest.mark.parametrize("argv, message", [
    (["report", "--dry-run", "--readme", "README.md"], "not with --dry-run"),
    (["report", "--full", "--only", "no-such-*"], "matches no configuration"),
])
def test_report_rejects(argv, message, capsys) -> None:
    assert _main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "error" in err


def test_progress_eta() -> None:
    J = rplan.Job
    jobs = [J("synth", "a", "a", False, 100.0, -1e9), J("pnr", "a seed 1", "a", False, 200.0, 0.0, after="a"),
            J("synth", "b", "b", True, 0.0, -1e9)]
    d = cmd_report._Display(3, jobs, slots=1)
    assert d.eta(d.t0) == "ETA ~5 min 00 s"
    d.event("queued", "synth", "a")
    d.event("start", "synth", "a")
    d.started[("synth", "a")] = d.t0
    assert d.eta(d.t0 + 40) == "ETA ~4 min 20 s"  # 60 s of synthesis left, then 200
    d.event("end", "synth", "a")
    assert d.eta(d.t0) == "ETA ~3 min 20 s"
    jobs.append(J("gate", "a", "a", False, None, -5e8))
    d2 = cmd_report._Display(4, jobs, slots=1)
    assert d2.eta(d2.t0) == "ETA ~5 min 00 s + 1 jobs without an earlier run"
    # The bar's ETA column renders it at every refresh (not only on events).
    col = d2.progress.columns[-1]
    overall = d2.progress.tasks[0]
    assert str(col.render(overall)).startswith("ETA ~")
    d2.progress.add_task("x")
    other = d2.progress.tasks[-1]
    assert str(col.render(other)) == ""
    d3 = cmd_report._Display(1, jobs[-1:], slots=2)
    assert d3.eta(d3.t0) == "ETA unknown: 1 jobs without an earlier run"


# ---------------------------------------------------------------------------
# Engine throughput at packet sizes
# ---------------------------------------------------------------------------


def _bench_results() -> list[dict]:
    rows = [
        {"mode": "ECB", "streams": 1, "blocks": 2048, "blocks_per_clock": 1.0},
        {"mode": "CTR", "streams": 1, "blocks": 2048, "blocks_per_clock": 1.0},
        {"mode": "CBC-encrypt", "streams": 1, "blocks": 256, "blocks_per_clock": 0.01},
        {"mode": "CBC-encrypt", "streams": 128, "blocks": 4096, "blocks_per_clock": 0.98},
        {"mode": "OFB", "streams": 128, "blocks": 4096, "blocks_per_clock": 1.0},
        {"mode": "CCM-encrypt", "streams": 128, "blocks": 32768, "blocks_per_clock": 0.49},
    ]
    for size, bpc in (("64", 0.333), ("576", 0.817), ("1500", 0.924), ("9216", 0.987), ("IMIX", 0.722)):
        rows.append({"mode": f"GCM-encrypt {size}", "streams": 1, "blocks": 2048, "blocks_per_clock": bpc,
                     "size": size})
        rows.append({"mode": f"GCM-decrypt {size}", "streams": 12 if size == "1500" else 16,
                     "blocks": 2048, "blocks_per_clock": bpc - 0.01, "size": size})
    # One message at a time (one stream).
    for size, bpc in (("64", 0.02), ("576", 0.03), ("1500", 0.04)):
        for mode in ("CBC-encrypt", "CMAC", "CCM-encrypt"):
            rows.append({"mode": f"{mode} {size}", "streams": 1, "blocks": 256, "blocks_per_clock": bpc,
                         "size": size})
    return rows


def _engine_row(name: str, label: str, fmax: float | None, bits: int = 128) -> dict:
    r = {"name": name, "label": label, "block_bits": bits, "status": "ok",
         "config": {"core": "aes-modes", "params": {"KEYLENS": 1}}}
    if fmax:
        r["fmax_best"] = fmax
    return r


def test_join_gbps() -> None:
    row = _engine_row("e", "engine A", 125.0)
    tp = throughput.join(row, _bench_results())
    by = {(t["mode"], t["size"], t["streams"]): t for t in tp}
    # blocks/clock x 128 bits x 125 MHz.
    assert by[("GCM-encrypt", "1500", 1)]["gbps"] == pytest.approx(0.924 * 128 * 125 / 1000, abs=1e-3)
    assert by[("GCM-decrypt", "9216", 16)]["gbps"] == pytest.approx(0.977 * 16, abs=1e-3)
    assert by[("CTR", None, 1)]["gbps"] == 16.0
    assert by[("CCM-encrypt", None, 128)]["gbps"] == pytest.approx(0.49 * 16)
    # CBC encryption: only the run with every stream; ECB and OFB are not shown.
    assert [t["streams"] for t in tp if t["mode"] == "CBC-encrypt" and t["size"] is None] == [128]
    assert not any(t["mode"] in ("ECB", "OFB") for t in tp)
    # One message at a time: CBC encryption, CMAC and CCM at their sizes.
    assert by[("CMAC", "576", 1)]["gbps"] == pytest.approx(0.03 * 16)
    assert by[("CBC-encrypt", "1500", 1)]["blocks_per_clock"] == 0.04
    assert len(tp) == 10 + 3 + 9
    # No fmax: the blocks per clock, no Gbit/s.
    assert all(t["gbps"] is None for t in throughput.join(_engine_row("e", "x", None), _bench_results()))


def test_throughput_tables_and_plot(tmp_path) -> None:
    a = _engine_row("a", "engine A", 125.0)
    throughput.attach(a, {"config": "a", "blocks": 2048, "seed": 1, "seconds": 61.5, "cached": False,
                          "results": _bench_results(), "key": "k"})
    t = _engine_row("t", "engine T", 130.0, bits=64)
    throughput.attach(t, {"config": "t", "blocks": 2048, "seed": 1, "cached": True, "key": "k",
                          "results": [r for r in _bench_results() if "size" not in r and r["mode"] != "CCM-encrypt"]})
    f = _engine_row("f", "engine F", 90.0)
    throughput.attach(f, None, error="simulation failed: ERR_PARAM")
    g = _engine_row("g", "engine G", 90.0)
    throughput.attach(g, None, skipped="--no-bench")
    core = {"name": "c", "label": "core", "status": "ok", "block_bits": 64}
    data = {"configs": [core, a, t, f, g], "seeds": [1]}
    rows = throughput.table_rows(data)
    gcm_enc = next(r for r in rows if r[:3] == ["engine A", "GCM-encrypt", "1"])
    assert gcm_enc[3:8] == ["5.33", "13.07", "14.78", "15.79", "11.55"]
    cmac = next(r for r in rows if r[:3] == ["engine A", "CMAC", "1"])
    assert cmac[3:8] == ["0.32", "0.48", "0.64", "–", "–"] and cmac[8] == ""
    gcm_dec = next(r for r in rows if r[:2] == ["engine A", "GCM-decrypt"])
    assert gcm_dec[2] == "12/16" and gcm_dec[5] == "14.62 (x12)" and gcm_dec[6] == "15.63 (x16)"
    ctr_t = next(r for r in rows if r[:2] == ["engine T", "CTR"])
    assert ctr_t[3:8] == ["–"] * 5 and ctr_t[8] == "8.32 (2,048 blocks, 1 stream)"
    assert ["engine F", "benchmark failed: simulation failed: ERR_PARAM"] == next(
        r for r in rows if r[0] == "engine F")[:2]
    assert not any(r[0] == "core" for r in rows)
    lines = throughput.summary_lines(data)
    assert "simulated in this run (61.5 s)" in lines[0] and "from the cache" in lines[1]
    assert lines[2] == "WARNING: the benchmark of engine F failed: simulation failed: ERR_PARAM"
    assert lines[3] == "engine G: no benchmark (--no-bench)"
    assert next(r for r in rows if r[0] == "engine G")[1] == "no benchmark: --no-bench"
    # One line per engine with GCM figures: A only (T has no GCM, F failed).
    pl = throughput.plot_lines(data)
    assert [n for n, _ in pl] == ["engine A"]
    assert [round(x) for x, _ in pl[0][1]] == [64, 354, 576, 1500, 9216]
    paths = throughput.plot(data, tmp_path / "tp.png", tmp_path / "tp.svg")
    assert paths and (tmp_path / "tp.png").read_bytes()[:4] == b"\x89PNG"
    ET.fromstring((tmp_path / "tp.svg").read_text())
    assert not throughput.plot({"configs": [core, t]}, tmp_path / "n.png", tmp_path / "n.svg")
    assert not (tmp_path / "n.png").exists()


def test_render_with_engine_throughput(tmp_path) -> None:
    a = _engine_row("aes-modes-x", "engine A", 125.0)
    a.update({"lut4": 9000, "ff": 9000, "ebr": 10, "gbps": 16.0, "mbps_per_lut4": 1.8, "ii": 1, "best_seed": 1,
              "gate": {"passed": True, "detail": "ok"}, "cpu_seconds": 812.5})
    throughput.attach(a, {"config": "x", "blocks": 2048, "seed": 1, "cached": True, "key": "k",
                          "results": _bench_results()})
    data = {"configs": [a], "seeds": [1], "device": "test", "target": "ecp5", "published": []}
    paths = tables.render(data, tmp_path)
    md, html = paths["md"].read_text(), paths["html"].read_text()
    for text in (md, html):
        assert "Engine throughput at packet sizes" in text
        assert "14.78" in text and "15.79" in text and "812.5" in text
    assert "](throughput.svg)" in md and paths["throughput_svg"].is_file()
    assert html.count("<svg") == 2  # the Pareto plot and the throughput plot, inline
    # The README's generated section (cipherline report --readme) has the table too.
    sec = tables.readme_section(data, "docs/pareto.png")
    assert "Engine throughput at packet sizes" in sec and "| engine A | GCM-encrypt | 1 | 5.33 |" in sec


# ---------------------------------------------------------------------------
# The benchmark cache: simulated when missing or stale, else read back
# ---------------------------------------------------------------------------


def test_not_benchable() -> None:
    """The benchmark runs on every modes engine (a MODES profile: the modes it
    builds), not on a bare core."""
    assert cmd_bench.not_benchable(Config.parse("aes-modes-k1-s1-r1-split-sbox2-enc-x64-nogcm")) is None
    assert cmd_bench.not_benchable(Config.parse("tdes-modes-n3-s48-r1-x64")) is None
    assert cmd_bench.not_benchable(Config.parse("aes-modes-k1-s10-r1-split-sbox2-enc-x64-gcmonly")) is None
    assert "not a modes engine" in cmd_bench.not_benchable(Config.parse("tdes-n1-s1-r1"))


def test_bench_cache(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(hdl, "BUILD", tmp_path)
    runs: list[tuple[str, int]] = []

    def fake_simulate(config, blocks, seed, raw):
        runs.append((config.name, blocks))
        return [{"mode": "CTR", "streams": 1, "blocks": blocks, "blocks_per_clock": 0.5}]

    monkeypatch.setattr(cmd_bench, "simulate", fake_simulate)
    c = Config.make("toy-modes")
    assert cmd_bench.cached_bench(c) is None
    first = cmd_bench.bench_engine(c)
    assert not first["cached"] and first["results"][0]["blocks"] == 2048 and len(runs) == 1
    again = cmd_bench.bench_engine(c)
    assert again["cached"] and again["results"] == first["results"] and len(runs) == 1
    assert cmd_bench.cached_bench(c)["key"] == first["key"]
    # Other settings: another measurement; --no-cache: simulated again.
    cmd_bench.bench_engine(c, blocks=256)
    cmd_bench.bench_engine(c, use_cache=False)
    assert runs == [(c.name, 2048), (c.name, 256), (c.name, 2048)]
    # Stale: a stored result under another key (RTL or testbench changed) is not read.
    path = cmd_bench.bench_path(c, 2048, 1)
    d = json.loads(path.read_text())
    d["key"] = "stale"
    path.write_text(json.dumps(d))
    assert cmd_bench.cached_bench(c) is None
    assert not cmd_bench.bench_engine(c)["cached"] and len(runs) == 4



# ---------------------------------------------------------------------------
# The whole command on fake tools, gates and benchmarks
# ---------------------------------------------------------------------------


def test_report_run_with_engine_rows(scratch, no_tools, monkeypatch, capsys) -> None:
    """``cipherline report`` on an engine and a core: the engine row gets its
    benchmark and Gbit/s per packet size in results.json and the outputs;
    the benchmark runs once, then comes from the cache."""
    from cipherline.sim import gate as gatemod

    cfgs = [Config.parse("tdes-modes-n3-s48-r1-x64"), Config.parse("tdes-n1-s1-r1")]
    monkeypatch.setattr(cmd_report, "default_configs", lambda extended=False, full=False: cfgs)
    monkeypatch.setattr(cmd_report, "tool_versions", lambda target: {"yosys": "y", "nextpnr": "n"})
    monkeypatch.setattr(hdl, "BUILD", scratch)  # the bench and gate caches
    monkeypatch.setattr(gatemod, "run_kat", lambda c, use_cache=True: (True, "fake KAT ok"))
    syn = {"lut4": 100, "ff": 50, "ebr": 0, "cells": {}, "seconds": 1.0, "cpu_seconds": 2.0, "key": "k"}
    monkeypatch.setattr(flow, "synth", lambda c, t, *a: dict(syn))
    monkeypatch.setattr(flow, "pnr", lambda c, t, s, seed, *a: {
        "seed": seed, "fmax": 125.0, "seconds": 3.0, "cpu_seconds": 4.0, "utilization": {}})
    sims: list[str] = []

    def fake_simulate(config, blocks, seed, raw):
        sims.append(config.name)
        return _bench_results()

    monkeypatch.setattr(cmd_bench, "simulate", fake_simulate)
    out = scratch / "out"
    argv = ["report", "--seeds", "1", "--no-sw", "--jobs", "2", "--out", str(out), "--cache", str(scratch)]
    assert _main(argv) == 0
    data = json.loads((out / "results.json").read_text())
    eng, core = data["configs"]
    assert sims == ["tdes-modes-n3-s48-r1-x64"]
    assert eng["bench"]["cached"] is False and "bench" not in core
    tp = {(t["mode"], t["size"], t["streams"]): t["gbps"] for t in eng["throughput"]}
    assert tp[("GCM-encrypt", "576", 1)] == pytest.approx(0.817 * 64 * 125 / 1000, abs=1e-3)
    assert eng["cpu_seconds"] == 2.0 + 4.0 and data["set"] == "default"
    md = (out / "report.md").read_text()
    assert "Engine throughput at packet sizes" in md and f"{0.817 * 64 * 125 / 1000:.2f}" in md
    assert (out / "throughput.svg").is_file()
    err = capsys.readouterr().err
    assert "plan: estimated time" in err or "plan: everything is cached" in err
    # Again: the benchmark comes from the cache.
    assert _main(argv) == 0
    assert sims == ["tdes-modes-n3-s48-r1-x64"]
    assert json.loads((out / "results.json").read_text())["configs"][0]["bench"]["cached"] is True
    # --no-bench: no benchmark, no throughput section.
    assert _main([*argv, "--no-bench"]) == 0
    data = json.loads((out / "results.json").read_text())
    assert "bench" not in data["configs"][0]
    assert "Engine throughput" not in (out / "report.md").read_text()


def test_dual_gate_needs_both_engines(monkeypatch, tmp_path) -> None:
    """An integrated top's gate passes only if each engine's gate passes, and
    says which failed; a changed engine result is not hidden by the cache."""
    soc = Config.parse("cipherline-axi")
    original = gate.run_kat
    verdict = {"tdes": True, "aes": False}

    def fake(c, use_cache=True):
        if c.spec.kind == "dual":
            return original(c, use_cache)
        return verdict[c.cipher], f"{c.cipher} says {verdict[c.cipher]}"

    monkeypatch.setattr(gate, "run_kat", fake)
    monkeypatch.setattr(gate, "result_path", lambda c: tmp_path / f"{c.name}.json")
    monkeypatch.setattr(gate, "_cache_key", lambda c: f"k{sorted(verdict.items())}")
    ok, detail = gate.run_kat(soc)
    assert not ok and "tdes says True" in detail and "aes says False" in detail
    verdict["aes"] = True
    ok, detail = gate.run_kat(soc)
    assert ok and "(cached)" not in detail
    assert gate.run_kat(soc) == (True, detail + " (cached)")
