# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``cipherline synth`` / ``cipherline report``: argument checking, one real
synth run, and report rendering from a fixed results document."""

from __future__ import annotations

import argparse
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cipherline.commands import report as cmd_report, synth as cmd_synth
from cipherline.fpga import flow
from cipherline.cores import Config
from cipherline.report import tables as report
from cipherline.report import swbaseline


def _parser() -> argparse.ArgumentParser:
    """The real CLI parser if every subcommand is importable, else synth+report only."""
    try:
        from cipherline.commands.cli import build_parser

        return build_parser()
    except ImportError:
        p = argparse.ArgumentParser(prog="cipherline")
        sub = p.add_subparsers(dest="command", required=True)
        cmd_synth.register(sub)
        cmd_report.register(sub)
        return p


def _main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    return int(args.func(args) or 0)


# ---------------------------------------------------------------------------
# Argument checking
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("argv, message", [
    (["synth", "--seeds", "0"], "--seeds: must be at least 1"),
    (["synth", "--stages", "x"], "expected an integer"),
    (["synth", "--target", "virtex"], "invalid choice"),
    (["synth", "--freq", "-5"], "must be positive"),
    (["synth", "--param", "STREAMS"], "expected NAME=VALUE"),
    (["report", "--jobs", "0"], "must be at least 1, got 0"),
    (["synth", "--placer", "sa"], "invalid choice"),
])
def test_argparse_rejects(argv, message, capsys) -> None:
    with pytest.raises(SystemExit) as ei:
        _parser().parse_args(argv)
    assert ei.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("argv, message", [
    (["synth", "--stages", "5"], "does not divide the 48 rounds"),
    (["synth", "--num-des", "1", "--stages", "32"], "does not divide the 16 rounds"),
    (["synth", "--num-des", "2"], "NUM_DES must be one of [1, 3]"),
    (["synth", "--stages", "3", "--split-round"], "SPLIT_ROUND needs a fully unrolled core"),
    (["synth", "--stages", "48", "--sbox-rom"], "SBOX_ROM needs SPLIT_ROUND"),
    (["synth", "--core", "serpent"], "unknown core 'serpent'"),
    (["synth", "--param", "FOO=1"], "has no parameter 'FOO'"),
    (["report", "--only", "no-such-config"], "matches no configuration"),
    (["report", "--only", "tdes-n1-s1-r1", "--readme", "README.md"], "--readme takes only a full"),
    (["report", "--readme", "pyproject.toml"], "expected one section"),
    (["report", "--readme", "no/such/README.md"], "cannot read"),
])
def test_run_rejects(argv, message, capsys) -> None:
    assert _main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "error" in err


def test_report_list(capsys) -> None:
    assert _main(["report", "--list"]) == 0
    out = capsys.readouterr().out
    for name in ("tdes-n3-s48-r1 ", "tdes-n3-s3-r1 ", "tdes-n1-s1-r1 ", "tdes-n1-s16-r1", "tdes-n3-s24-r2",
                 "tdes-modes-n3-s3-r1-x8", "aes-k1-s1-r1-split-sbox2-enc ", "aes-k1-s10-r1-split-sbox2-enc ",
                 "aes-modes-k1-s1-r1-split-sbox2-enc-x8-gcmonly ",
                 "aes-compact-k1-sbox2-enc ",
                 "aes-compact-k1-sbox2 "):
        assert name in out
    assert all(" default " in line for line in out.splitlines())
    tdes = [line for line in out.splitlines() if line.startswith("tdes")]
    assert not any("split" in line for line in tdes)
    # The default set (make report: 30 minutes cold on 2 cores): TDEA (1,1),
    # (1,2), (3,1), (24,2), (48,1), DES (1,1) and (16,1), the TDES engine
    # around (3,1); AES: the iterative AES-128 encrypt-only core, the
    # pipelined AES-128 encrypt-only core, the GCM/GMAC engine around the
    # iterative encrypt-only core (8 streams each engine);
    # the compact AES-128 core (encrypt-only and both directions).
    assert len(cmd_report.default_configs()) == 8 + 3 + 2
    assert "aes-k1-s10-r1-split-sbox2 " not in out
    assert "aes-modes-k1-s10-r1-split-sbox2-enc-x64" not in out
    assert "aes-modes-k1-s1-r1-split-sbox2-enc-x64" not in out and "tdes-modes-n3-s48-r1-x64" not in out
    # The full set adds the rest of the TDEA matrix, the TDES engine around
    # (48,1), the iterative AES cores with both directions (AES-128, and all
    # key sizes), the pipelined AES-128 core with both directions and the AES
    # engines with GCM: around the
    # iterative core, and the line-rate ones around the pipelined core
    # (every mode, and the GCM/GMAC profile: their targets).
    assert _main(["report", "--list", "--full"]) == 0
    out = capsys.readouterr().out
    full = {line.split()[0] for line in out.splitlines() if line.split()[1] == "full"}
    assert full == {"tdes-n3-s1-r4", "tdes-n3-s3-r2", "tdes-n3-s6-r1", "tdes-n3-s16-r1",
                    "tdes-modes-n3-s48-r1-x64", "aes-k1-s10-r1-split-sbox2", "aes-k1-s10-r1-split-sbox2-sc2-dlast-dual-own1",
                    "aes-modes-k1-s1-r1-split-sbox2-enc-x64",
                    "aes-k1-s1-r1-split-sbox2", "aes-k7-s1-r1-split-sbox2",
                    "aes-modes-k1-s10-r1-split-sbox2-enc-x64",
                    "aes-modes-k1-s10-r1-split-sbox2-enc-x64-gcmonly",
                    "cipherline-axi-ts3-tr1-ak1-as1-ar1-asplit-asbox2-aenc-noagcm-x8"}
    assert len(cmd_report.default_configs(full=True)) == 13 + 8 + 5
    assert "aes-modes-k1-s10-r1-split-sbox2-enc-x64-nogcm" not in out
    assert _main(["report", "--list", "--extended"]) == 0
    out = capsys.readouterr().out
    assert "tdes-n3-s48-r1-split " in out and "tdes-n3-s48-r1-split-rom" in out
    assert "aes-k7-s14-r1-split-sbox2 " in out
    assert "aes-modes-k1-s10-r1-split-sbox2-enc-x64-nogcm" in out
    assert "aes-modes-k1-s1-r1-split-sbox2-enc-x64-nogcm" in out
    assert "aes-modes-k1-s1-r1-split-sbox2-enc-x8-nogcm " in out
    assert "aes-modes-k1-s10-r1-split-sbox2-enc-x64-ccmonly" in out
    # The pipelined GCM engine with S-boxes in logic and its bare core.
    assert "aes-modes-k1-s10-r1-split-enc-x64 " in out and "aes-k1-s10-r1-split-enc " in out
    # The core for feedback chains and its engine without GCM.
    assert "aes-k1-s1-r1-chain-enc " in out and "aes-modes-k1-s1-r1-chain-enc-x8-nogcm" in out
    # The pipelined AES-128 core with the mixed round and the decryption key
    # precomputed, with one pipeline per direction sharing the block RAMs,
    # and the encrypt-only one with its S-box outputs copied twice.
    assert "aes-k1-s10-r1-split-sbox2-dlast " in out and "aes-k1-s10-r1-split-sbox2-sc2-enc " in out
    assert "aes-k1-s10-r1-split-sbox2-sc2-dlast-dual " in out
    assert len(cmd_report.default_configs(extended=True)) == 13 + 16
    assert len(cmd_report.default_configs(extended=True, full=True)) == 26 + 16


def test_select() -> None:
    cfgs = cmd_report.default_configs(extended=True)
    got = [c.name for c in cmd_report.select(cfgs, "tdes-n1-*, *-split")]
    assert got == ["tdes-n1-s1-r1", "tdes-n1-s16-r1", "tdes-n3-s48-r1-split"]


def test_derived_figures() -> None:
    c = Config.make("tdes", NUM_DES=3, STAGES=3, ROUNDS_PER_CYCLE=1)
    d = flow.derive(c, lut4=1000, fmax=250.0)
    assert d["ii"] == 16
    assert d["gbps"] == pytest.approx(64 * 250 / 16 / 1000)
    assert d["mbps_per_lut4"] == pytest.approx(1.0)
    assert d["latency_ns"] == pytest.approx(d["latency_cycles"] * 4.0)


# ---------------------------------------------------------------------------
# One real run: single DES (1,1), ECP5, one seed
# ---------------------------------------------------------------------------


def test_synth_des_1_1(tmp_path: Path) -> None:
    out = tmp_path / "des.json"
    rc = _main(["synth", "--core", "tdes", "--num-des", "1", "--stages", "1",
                "--rounds-per-cycle", "1", "--target", "ecp5", "--seeds", "1", "--jobs", "1",
                "--json", str(out)])
    assert rc == 0
    r = json.loads(out.read_text())
    assert r["status"] == "ok" and r["name"] == "tdes-n1-s1-r1"
    assert r["ii"] == 16
    # One DES round: 8 S-boxes -> at least 32 LUT4; 64-bit state + 56-bit key registers.
    assert 32 <= r["lut4"] < 5000
    assert 64 + 56 <= r["ff"] < 5000
    assert 20.0 < r["fmax_best"] < 1000.0 and r["best_seed"] == 1
    assert r["fmax_median"] == r["fmax_best"]
    assert r["gbps"] == pytest.approx(64 * r["fmax_best"] / 16 / 1000, rel=1e-3)
    assert r["mbps_per_lut4"] == pytest.approx(r["gbps"] * 1000 / r["lut4"], rel=1e-3)
    assert r["latency_ns"] == pytest.approx(r["latency_cycles"] * 1000 / r["fmax_best"],
                                            rel=1e-3)
    assert r["tools"]["yosys"].startswith("Yosys") and "nextpnr" in r["tools"]["nextpnr"]
    assert r["seeds"][0]["utilization"]["TRELLIS_COMB"]["used"] > 0


# ---------------------------------------------------------------------------
# Report rendering from a fixed results document
# ---------------------------------------------------------------------------


def _cfg(core_params: dict, **figures) -> dict:
    c = Config.make("tdes", **core_params)
    ii, lat = c.timing
    r = {"name": c.name, "label": c.label, "config": c.to_json(), "status": "ok",
         "ii": ii, "latency_cycles": lat, "block_bits": 64, "lut4_note": "",
         "gate": {"passed": True, "detail": "690 NIST ECB blocks OK"}}
    r.update(figures)
    if "fmax_best" in r:
        r.update(flow.derive(c, r["lut4"], r["fmax_best"]))
    return r


FIXTURE = {
    "generated": "2026-01-01T00:00:00+00:00",
    "target": "ecp5",
    "device": "Lattice ECP5 LFE5U-85F, speed 8, CABGA756",
    "freq_target": 300.0,
    "seeds": [1, 2, 3],
    "tools": {"yosys": "Yosys 0.70", "nextpnr": "nextpnr-0.11.1"},
    "software": {"openssl": "OpenSSL 3", "cpu": "test cpu", "results": [
        {"cipher": "des-ede3", "what": "TDEA ECB", "ok": True, "gbps": 0.25, "detail": "x"},
        {"cipher": "des-ecb", "what": "single DES ECB", "ok": False, "gbps": None,
         "detail": "legacy provider not available"},
    ]},
    "published": [],
    "configs": [
        _cfg(dict(NUM_DES=3, STAGES=48, ROUNDS_PER_CYCLE=1), lut4=9123, ff=8765, ebr=2,
             fmax_best=312.34, fmax_median=305.5, best_seed=2,
             seeds=[{"seed": 1, "fmax": 300.0}, {"seed": 2, "fmax": 312.34}, {"seed": 3, "fmax": 305.5}]),
        _cfg(dict(NUM_DES=3, STAGES=3, ROUNDS_PER_CYCLE=1), lut4=1532, ff=777, ebr=1,
             fmax_best=271.5, fmax_median=260.25, best_seed=3),
        _cfg(dict(NUM_DES=3, STAGES=1, ROUNDS_PER_CYCLE=1), lut4=611, ff=400, ebr=1,
             fmax_best=280.0, fmax_median=270.0, best_seed=1),
        # Faster and smaller than (1,1) but its gate failed: never on the front.
        _cfg(dict(NUM_DES=3, STAGES=1, ROUNDS_PER_CYCLE=2), lut4=500, ff=300, ebr=1,
             fmax_best=290.0, fmax_median=280.0, best_seed=1,
             gate={"passed": False, "detail": "3 of 690 blocks wrong"}),
    ],
    "wall_seconds": 12.5,
}


def test_render_report(tmp_path: Path) -> None:
    from cipherline.report.published import references

    data = json.loads(json.dumps(FIXTURE))
    data["published"] = [r.to_json() for r in references({"des"})]
    src = tmp_path / "results.json"
    src.write_text(json.dumps(data))
    paths = report.render(src, tmp_path / "out")
    for k in ("md", "html", "png", "svg"):
        assert paths[k].is_file() and paths[k].stat().st_size > 500, k
    assert paths["png"].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    ET.fromstring(paths["svg"].read_text())  # well-formed SVG
    md = paths["md"].read_text()
    html = paths["html"].read_text()
    for text in (md, html):
        assert "9,123" in text and "8,765" in text and "312.3 (2)" in text and "305.5" in text
        assert "1,532" in text and "271.5 (3)" in text and "260.2" in text
        assert f"{64 * 312.34 / 1000:.3f}" in text  # (48,1) Gbit/s, II = 1
        assert f"{64 * 271.5 / 16 / 1000:.3f}" in text  # (3,1) Gbit/s, II = 16
        assert "FAILED (KAT)" in text
        assert "Rouvroy et al." in text and "not measured here" in text
        assert "legacy provider not available" in text
    # Inline plot, no external references.
    assert "<svg" in html and "src=\"pareto" not in html
    # Summary: targets and the failed configuration.
    lines = report.summary_lines(data)
    assert any(ln.startswith("target (48,1) TDEA") and "MET (312.3 MHz best of 3 seeds" in ln for ln in lines)
    # A row without its seeds' list counts as one seed: each line says what it rests on.
    # (1,532 LUT4 at 271.5 MHz: 1.086 Gbit/s, 0.709 Mbit/s per LUT4.)
    assert any(ln.startswith("target (3,1) TDEA") and "MET (271.5 MHz best of 1 seed," in ln for ln in lines)
    assert any("NOT GOOD: 3DES (1,2)" in ln for ln in lines)
    assert any(ln.startswith("best throughput: 3DES (48,1)") for ln in lines)
    assert any(ln.startswith("smallest: 3DES (1,1)") for ln in lines)  # not the failed (1,2)
    # Software ratio: 20.0 Gbit/s / 0.25 Gbit/s.
    assert f"{64 * 312.34 / 1000 / 0.25:.1f}× des-ede3" in md


def test_update_readme_section(tmp_path: Path) -> None:
    data = json.loads(json.dumps(FIXTURE))
    data["published"] = []
    paths = report.render(data, tmp_path / "out")
    readme = tmp_path / "README.md"
    head, tail = "# title\n\nintro kept\n\n", "\n\n## After\nkept too\n"
    readme.write_text(head + report.README_BEGIN + "\nold numbers 1.23\n" + report.README_END + tail)
    dest = report.update_readme(data, readme, paths["png"])
    text = readme.read_text()
    assert text.startswith(head) and text.endswith(tail)
    assert "old numbers" not in text
    assert "9,123" in text and "312.3 (2)" in text and "271.5 (3)" in text
    assert "](docs/pareto.png)" in text
    assert dest == tmp_path / "docs" / "pareto.png"
    assert dest.read_bytes() == paths["png"].read_bytes()
    # Updating again replaces the section instead of nesting it.
    report.update_readme(data, readme, paths["png"])
    assert readme.read_text() == text
    # No markers: an error, and the file is left as it was.
    plain = tmp_path / "PLAIN.md"
    plain.write_text("no markers\n")
    with pytest.raises(ValueError, match="expected one section"):
        report.update_readme(data, plain, paths["png"])
    assert plain.read_text() == "no markers\n"


def test_report_seeds_cap(monkeypatch) -> None:
    """The few configurations with CoreSpec.report_seeds are placed with the
    first N of the report's seeds only, and their table row says so."""
    from cipherline.cores import report_configs, report_seeds
    from cipherline.fpga.targets import get_target

    seeds = [1, 2, 3]
    capped = {c.name: report_seeds(c, seeds) for c in report_configs()}
    assert capped["tdes-n3-s48-r1"] == [1, 2]
    assert capped["tdes-modes-n3-s3-r1-x8"] == [1]
    assert capped["aes-modes-k1-s1-r1-split-sbox2-enc-x8-gcmonly"] == [1]
    assert capped["tdes-n3-s1-r1"] == seeds and capped["aes-k1-s10-r1-split-sbox2-enc"] == seeds
    # The full report (make report-full: 5 seeds) caps only the longest rows:
    # the line-rate GCM engines at 3 (their targets are best of 3 seeds).
    five = [1, 2, 3, 4, 5]
    full = {c.name: report_seeds(c, five, full=True) for c in report_configs(True, True)}
    assert full["tdes-n3-s48-r1"] == five and full["tdes-n3-s1-r1"] == five
    assert full["tdes-modes-n3-s48-r1-x64"] == [1, 2, 3]
    assert full["aes-modes-k1-s10-r1-split-sbox2-enc-x64-gcmonly"] == [1, 2, 3]
    assert full["aes-modes-k1-s10-r1-split-sbox2-enc-x64"] == [1, 2, 3]
    assert full["aes-modes-k1-s1-r1-split-sbox2-enc-x64"] == [1]
    assert full["aes-k1-s10-r1-split-sbox2"] == [1]
    assert full["aes-k1-s10-r1-split-sbox2-sc2-dlast-dual-own1"] == [1, 2, 3]
    # Scheduling: run_configs places each configuration with its own seeds.
    placed: list[tuple[str, int]] = []
    syn = {"lut4": 10, "ff": 10, "ebr": 0, "cells": {}, "seconds": 0.0}
    monkeypatch.setattr(flow, "synth", lambda c, t, *args: dict(syn))

    def fake_pnr(c, t, s, seed, freq, use_cache=True, placer=None, cache_dir=None):
        placed.append((c.name, seed))
        return {"seed": seed, "fmax": 100.0 + seed, "seconds": 1.0, "utilization": {}}

    monkeypatch.setattr(flow, "pnr", fake_pnr)
    cfgs = [Config.parse("tdes-n3-s48-r1"), Config.parse("tdes-n3-s1-r1")]
    res = flow.run_configs(cfgs, get_target("ecp5"), seeds, 300.0, jobs=1, seeds_for=report_seeds)
    assert sorted(placed) == sorted([("tdes-n3-s48-r1", 1), ("tdes-n3-s48-r1", 2)]
                                    + [("tdes-n3-s1-r1", s) for s in seeds])
    assert [r["seed"] for r in res["tdes-n3-s48-r1"]["seeds"]] == [1, 2]
    assert res["tdes-n3-s48-r1"]["fmax_best"] == 102.0
    data = {"seeds": seeds, "configs": [res[c.name] for c in cfgs]}
    rows = report.table_rows(data)
    assert rows[0][6] == "102.0 (2) [2 seeds]" and rows[1][6] == "103.0 (3)"


def test_engine_overhead_column() -> None:
    """Each engine row shows its LUT4 and EBR beyond its bare core's row of
    the same run (an integrated top: beyond both cores'); a core has none,
    and an engine whose core is not in the run says so."""
    def row(slug: str, lut4: int, ebr: int) -> dict:
        c = Config.parse(slug)
        return {"name": c.name, "label": c.label, "config": c.to_json(), "status": "ok", "lut4": lut4,
                "ff": 1, "ebr": ebr}

    data = {"seeds": [1], "configs": [
        row("tdes-n3-s3-r1", 1441, 0), row("tdes-modes-n3-s3-r1-x8", 7425, 9),
        row("aes-k7-s1-r1", 5000, 4), row("tdes-aes-modes-ts3-tr1-ak7-as1-ar1-x8", 30000, 50),
        row("aes-modes-k1-s1-r1-enc-x8", 9000, 20)]}
    col = report.COLUMNS.index("engine overhead LUT4 / EBR")
    got = [r[col] for r in report.table_rows(data)]
    assert got[:4] == ["–", "5,984 / 9", "–", "23,559 / 46"]
    assert got[4] == "– (aes-k1-s1-r1-enc not in this run)"


def test_placer_per_configuration() -> None:
    """nextpnr's placer comes from the registry (static for the pipelined AES
    engines with GCM and for the GCM-only profile around the iterative core,
    HeAP for the rest) or --placer; HeAP adds no option, so every other
    configuration's place-and-route cache key is unchanged."""
    from cipherline.fpga.targets import get_target
    from cipherline.fpga.tools import FlowError

    t = get_target("ecp5")
    gcm = Config.parse("aes-modes-k1-s10-r1-split-sbox2-enc-x64-gcmonly")
    ccm = Config.parse("aes-modes-k1-s10-r1-split-sbox2-enc-x64-ccmonly")
    it = Config.parse("aes-modes-k1-s1-r1-split-sbox2-enc-x64")
    core = Config.parse("aes-k1-s10-r1-split-sbox2-enc")
    assert flow.pnr_args(gcm, t)[-2:] == ("--placer", "static")
    assert flow.pnr_args(Config.parse("aes-modes-k1-s10-r1-split-sbox2-enc-x64"), t)[-1] == "static"
    assert flow.pnr_args(Config.parse("aes-modes-k1-s1-r1-split-sbox2-enc-x8-gcmonly"), t)[-1] == "static"
    assert flow.pnr_args(Config.parse("aes-modes-k1-s1-r1-split-sbox2-enc-x8-ccmonly"), t) == t.pnr_args
    for c in (ccm, it, core):
        assert flow.pnr_args(c, t) == t.pnr_args
    assert flow.pnr_args(gcm, t, "heap") == t.pnr_args
    assert flow.pnr_args(core, t, "static")[-1] == "static"
    assert flow.pnr_key("k", t, 1, 300.0) == flow.pnr_key("k", t, 1, 300.0, flow.pnr_args(core, t))
    assert flow.pnr_key("k", t, 1, 300.0) != flow.pnr_key("k", t, 1, 300.0, flow.pnr_args(gcm, t))
    with pytest.raises(FlowError, match="unknown placer"):
        flow.pnr_args(core, t, "sa")


def test_rtl_change_warning_is_per_top() -> None:
    data = json.loads(json.dumps(FIXTURE))
    a, b = data["configs"][0], data["configs"][1]
    a["rtl_sha256"], b["rtl_sha256"] = "aaaa", "aaaa"
    data["rtl_sha256"] = {"tdes_core": "aaaa"}
    assert not any("changed during the run" in ln for ln in report.summary_lines(data))
    # Another top with its own sources has its own digest: not a change.
    b["config"] = dict(b["config"], top="cipher_modes")
    b["rtl_sha256"] = "bbbb"
    data["rtl_sha256"]["cipher_modes"] = "bbbb"
    assert not any("changed during the run" in ln for ln in report.summary_lines(data))
    # The same top synthesized from a different RTL than at the start: warned.
    a["rtl_sha256"] = "cccc"
    assert any("RTL of tdes_core changed during the run" in ln for ln in report.summary_lines(data))


def test_pareto_front_excludes_failed() -> None:
    front = [r["name"] for r in report.pareto_front(FIXTURE["configs"])]
    assert front == ["tdes-n3-s1-r1", "tdes-n3-s3-r1", "tdes-n3-s48-r1"]


def test_pareto_front_per_cipher() -> None:
    """A small, fast single-DES core is on the DES front only, not on the TDEA one."""
    des = _cfg(dict(NUM_DES=1, STAGES=1, ROUNDS_PER_CYCLE=1), lut4=400, ff=300, ebr=0,
               fmax_best=300.0, fmax_median=290.0, best_seed=1)
    cfgs = FIXTURE["configs"] + [des]
    assert [r["name"] for r in report.pareto_front(cfgs, "DES")] == [des["name"]]
    assert [r["name"] for r in report.pareto_front(cfgs, "TDEA")] == [
        "tdes-n3-s1-r1", "tdes-n3-s3-r1", "tdes-n3-s48-r1"]
    # Without a family, the DES core (smaller and faster than TDEA (1,1)) would hide it.
    assert "tdes-n3-s1-r1" not in [r["name"] for r in report.pareto_front(cfgs)]


def test_openssl_mr_parse() -> None:
    text = ("+DT:des-ede3:2:16384\n+R:1000:DES-EDE3-ECB:2.000000\n"
            "+H:16384\n+F:25:DES-EDE3-ECB:31250000.00\n")
    assert swbaseline.parse_mr(text) == pytest.approx(31.25e6)
    assert swbaseline.parse_mr("garbage") is None


# ---------------------------------------------------------------------------
# Correctness gate
# ---------------------------------------------------------------------------


def test_gate_passes_des_1_1() -> None:
    from cipherline.sim import gate

    c = Config.make("tdes", NUM_DES=1, STAGES=1, ROUNDS_PER_CYCLE=1)
    passed, detail = gate.run_kat(c, use_cache=False)
    assert passed, detail
    assert "470 NIST ECB blocks OK" in detail  # every KAT record of the 5 files, enc + dec


def test_gate_passes_modes_engine() -> None:
    """The modes engine is gated too: every record is a one-block ECB message."""
    from cipherline.sim import gate

    c = Config.make("tdes-modes", NUM_DES=3, STAGES=3, ROUNDS_PER_CYCLE=1, STREAMS=64)
    assert gate.available(c)
    passed, detail = gate.run_kat(c, use_cache=False)
    assert passed, detail
    assert "690 NIST ECB blocks OK" in detail  # the 5 KAT files enc + dec, and TECBMMT2/3


def test_gate_passes_aes_core() -> None:
    """The AES core is gated through its C++ harness: every AESAVS ECB file of
    the enabled key sizes, key size and direction changing per block; on an
    encrypt-only core the encryption records only."""
    from cipherline.sim import gate

    # Every key size, fully pipelined (II 1); the build is the AES Monte Carlo
    # test's (tests/test_mct.py).
    c = Config.parse("aes-k7-s14-r1-t16")
    assert gate.available(c)
    passed, detail = gate.run_kat(c, use_cache=False)
    assert passed, detail
    items, _, _ = gate._items(c)
    assert {len(k) for _, k, _ in items} == {16, 24, 32} and {d for _, _, d in items} == {False, True}
    assert f"{len(items)} NIST ECB blocks OK (15 files)" in detail
    enc = Config.parse("aes-k1-s10-r1-enc-t8")
    assert not any(d for _, _, d in gate._items(enc)[0])


def test_gate_passes_aes_modes_engine() -> None:
    """The AES modes engine is gated as the TDES one: the AES core's records
    (AES-128/192/256, both directions), each a one-block ECB message with
    its own key size code, over its 8 streams. The build is
    tests/test_cli_run.py's (the iterative core)."""
    from cipherline.sim import gate

    c = Config.parse("aes-modes-k7-s1-r1-x8")
    assert gate.available(c)
    passed, detail = gate.run_kat(c, use_cache=False)
    assert passed, detail
    items, _, _ = gate._items(c)
    assert items == gate._items(Config.parse("aes-k7-s1-r1"))[0]
    assert {len(k) for _, k, _ in items} == {16, 24, 32} and {d for _, _, d in items} == {False, True}
    assert detail == "2408 NIST ECB blocks OK (15 files)"


def test_gate_detects_wrong_aes_modes_engine_output(monkeypatch, tmp_path: Path) -> None:
    """A real records run on the AES engine against one corrupted expected
    block (an AES-256 decryption): the gate fails, names the block, and shows
    the engine's (right) output."""
    from cipherline.sim import gate

    c = Config.parse("aes-modes-k7-s1-r1-x8")
    items, expect, where = gate._items(c)
    i = next(k for k, (_, key, dec) in enumerate(items) if len(key) == 32 and dec)
    wrong = list(expect)
    wrong[i] = bytes([expect[i][0] ^ 0x80]) + expect[i][1:]
    monkeypatch.setattr(gate, "_items", lambda config: (items, wrong, where))
    monkeypatch.setattr(gate.hdl, "BUILD", tmp_path)  # the gate's result cache
    passed, detail = gate.run_kat(c, use_cache=False)
    assert not passed
    assert detail == (f"1 of {len(expect)} blocks wrong; first at {where[i]}: "
                      f"got {expect[i].hex()}, expected {wrong[i].hex()}")


def test_gate_of_an_engine_without_ecb(monkeypatch, tmp_path: Path) -> None:
    """An engine built without ECB (a MODES profile) cannot take the ECB
    records: its gate is its authenticated modes' NIST vector tests (the
    modes testbench's test_gcm / test_ccm, seed 1), and a failing one fails it."""
    from cipherline.sim import cocotb_run, gate

    assert gate._aead_tests(Config.parse("aes-modes-k1-s1-r1-split-sbox2-enc-x8-gcmonly")) == ["test_gcm"]
    assert gate._aead_tests(Config.parse("aes-modes-k7-s1-r1-x8-ccmonly")) == ["test_ccm"]
    for slug in ("aes-modes-k7-s1-r1-x8", "aes-modes-k7-s1-r1-x8-nogcm", "tdes-modes-n3-s3-r1-x8", "aes-k7-s1-r1"):
        assert gate._aead_tests(Config.parse(slug)) == [], slug
    runs = []

    def fake(config, module, tests, seed, **kw):
        runs.append((config.name, module, tests, seed))
        if "ccmonly" in config.name:
            raise AssertionError("aes_modes configuration x, seed 1:\n  test_ccm FAILED: ERR_AUTH")

    monkeypatch.setattr(cocotb_run, "run_config", fake)
    monkeypatch.setattr(gate.hdl, "BUILD", tmp_path)  # the gate's result cache
    passed, detail = gate.run_kat(Config.parse("aes-modes-k1-s1-r1-split-sbox2-enc-x8-gcmonly"), use_cache=False)
    assert passed and detail.startswith("GCMVS samples and random messages OK"), detail
    passed, detail = gate.run_kat(Config.parse("aes-modes-k7-s1-r1-x8-ccmonly"), use_cache=False)
    assert not passed and "test_ccm FAILED" in detail
    assert runs == [("aes-modes-k1-s1-r1-split-sbox2-enc-x8-gcmonly", "tb.modes.tb_cipher_modes", ["test_gcm"], 1),
                    ("aes-modes-k7-s1-r1-x8-ccmonly", "tb.modes.tb_cipher_modes", ["test_ccm"], 1)]


def test_gate_detects_wrong_output(monkeypatch, tmp_path: Path) -> None:
    from cipherline.sim import gate
    from cipherline.sim import harness as simrun

    c = Config.make("tdes", NUM_DES=3, STAGES=3, ROUNDS_PER_CYCLE=1)
    items, expect, _ = gate._items(c)
    assert len(items) == len(expect) > 600

    def fake(cfg, its, **kw):
        out = list(expect)
        out[17] = bytes(b ^ 1 for b in out[17])  # one wrong bit per byte in one block
        return out, {}

    monkeypatch.setattr(simrun, "build", lambda cfg, **kw: None)
    monkeypatch.setattr(simrun, "run_records", fake)
    monkeypatch.setattr(gate, "_cache_key", lambda config: "test-no-store")
    monkeypatch.setattr(gate.hdl, "BUILD", tmp_path)  # the gate's result cache
    passed, detail = gate.run_kat(c, use_cache=False)
    assert not passed
    assert detail.startswith(f"1 of {len(expect)} blocks wrong"), detail
    assert f"expected {expect[17].hex()}" in detail


def test_engine_fmax_target_lines() -> None:
    # The line-rate GCM engines have absolute fmax targets (MET at 126 / 100
    # MHz and above, MISSED below, "not in this run" without the row); the
    # engine/bare core ratio is an information line when both rows are in.
    def row(name: str, fmax: float) -> dict:
        return {"name": name, "label": name, "status": "ok", "gate": {"passed": True}, "gbps": 1.0,
                "fmax_best": fmax, "lut4": 1000, "ff": 100, "ebr": 0, "mbps_per_lut4": 1.0,
                "config": {"params": {"NUM_DES": 3}, "top": "x"}}

    def line(rows: list[dict], start: str) -> str:
        lines = report.summary_lines({"target": "ecp5", "configs": rows})
        return next((ln for ln in lines if ln.startswith(start)), "")

    gcm, full = "aes-modes-k1-s10-r1-split-sbox2-enc-x64-gcmonly", "aes-modes-k1-s10-r1-split-sbox2-enc-x64"
    t_gcm, t_full = "target AES-GCM engine, GCM/GMAC profile", "target AES-GCM engine, every mode"
    assert "MET" in line([row(gcm, 126.0)], t_gcm) and "MISSED" in line([row(gcm, 125.9)], t_gcm)
    assert "MET" in line([row(full, 100.0)], t_full) and "MISSED" in line([row(full, 99.9)], t_full)
    assert "not in this run" in line([], t_gcm)
    core = row("aes-k1-s10-r1-split-sbox2-enc", 200.0)
    info = line([core, row(gcm, 150.0)], "info modes engine (GCM/GMAC only)")
    assert "150.0 of the bare core's 200.0 MHz (75.0%)" in info
    assert line([row(gcm, 150.0)], "info modes engine (GCM/GMAC only)") == ""
