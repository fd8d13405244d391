# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The endpoint timing analysis over nextpnr's SDF (cipherline.fpga.sta)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cipherline import hdl
from cipherline.cores import Config
from cipherline.fpga import flow, sta
from cipherline.fpga.targets import get_target

# Two registers in u_a feed, through two LUTs in u_b, a register in u_b; a
# third register in u_c feeds the second LUT directly. A block RAM in u_c
# feeds a register of u_a. Delays in ps (max of min:typ:max).
ARCS = [("u_a.r1_TRELLIS_FF_Q/Q", "u_b.x_LUT4_Z/A", 300),
        ("u_a.r2_TRELLIS_FF_Q/Q", "u_b.x_LUT4_Z/B", 100),
        ("u_b.x_LUT4_Z/F", "u_b.y_LUT4_Z/A", 50),
        ("u_c.r3_TRELLIS_FF_Q/Q", "u_b.y_LUT4_Z/B", 2000),
        ("u_b.y_LUT4_Z/F", "u_b.r4_TRELLIS_FF_Q/DI", 20),
        ("u_c.mem\\$ram/DOA0", "u_a.r5_TRELLIS_FF_Q/DI", 700)]


def _cell(ctype: str, inst: str, paths: list[str] = (), checks: list[str] = ()) -> str:
    delay = ("    (DELAY\n      (ABSOLUTE\n" + "".join(f"        {p}\n" for p in paths)
             + "      )\n    )\n") if paths else ""
    tc = ("    (TIMINGCHECK\n" + "".join(f"      {c}\n" for c in checks) + "    )\n") if checks else ""
    return f'  (CELL\n    (CELLTYPE "{ctype}")\n    (INSTANCE {inst})\n{delay}{tc}  )\n'


def _sdf(arcs: list[tuple[str, str, int]] = ARCS) -> str:
    ff = "(IOPATH CLK Q (300:350:400) (300:350:400))"
    lut = ["(IOPATH A F (150:160:180) (150:160:180))", "(IOPATH B F (150:160:180) (150:160:180))"]
    return ('(DELAYFILE\n  (SDFVERSION "3.0")\n  (TIMESCALE 1ps)\n'
            + _cell("top", "", [f"(INTERCONNECT {a} {b} (1:2:{d}) (1:2:{d}))" for a, b, d in arcs])
            + "".join(_cell("TRELLIS_FF", f"u_{m}.r{n}_TRELLIS_FF_Q", [ff]) for m, n in "a1 a2 c3".split())
            + "".join(_cell("TRELLIS_COMB", f"u_b.{x}_LUT4_Z", lut) for x in "xy")
            + _cell("TRELLIS_FF", "u_b.r4_TRELLIS_FF_Q", checks=[
                "(SETUPHOLD (posedge DI) (posedge CLK) (0:0:0) (213:222:232))",
                "(SETUPHOLD (posedge LSR) (posedge CLK) (187:237:287) (0:0:0))"])
            + _cell("DP16KD", "u_c.mem\\$ram", ["(IOPATH (posedge CLKA) DOA0 (4000:4200:4300) (4000:4200:4300))"])
            + _cell("TRELLIS_FF", "u_a.r5_TRELLIS_FF_Q",
                    checks=["(SETUPHOLD (posedge DI) (posedge CLK) (10:10:10) (0:0:0))"])
            + ")\n")


SDF = _sdf()


def _write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "d.sdf"
    p.write_text(text)
    return p


def test_worst_paths_and_their_starts(tmp_path: Path) -> None:
    ends = sta.analyse(_write(tmp_path, SDF))
    # r5: the block RAM's clock-to-out + 700 + setup 10.
    # r4: r3's 400 + 2000 + LUT y 180 + 20 (r1's path: 400+300+180+50+180+20 = 1130).
    assert [(t, sta.register(s), sta.register(e)) for t, s, e in ends] == [
        (5010, "u_c.mem", "u_a.r5"),
        (2600, "u_c.r3", "u_b.r4"),
    ]


def test_profile_and_over(tmp_path: Path) -> None:
    prof = sta.endpoint_profile(_write(tmp_path, SDF))
    assert prof["endpoints"] == 2 and prof["critical_ps"] == 5010
    assert prof["groups"] == {"u_c -> u_a": {str(5010 // sta.BIN_PS): 1},
                              "u_c -> u_b": {str(2600 // sta.BIN_PS): 1}}
    assert prof["group_worst"] == {"u_c -> u_a": [5010, "u_c.mem", "u_a.r5"],
                                   "u_c -> u_b": [2600, "u_c.r3", "u_b.r4"]}
    assert sta.over(prof, 5.0) == [("u_c -> u_a", 1, 5.25)]
    assert [g for g, _, _ in sta.over(prof, 2.5)] == ["u_c -> u_a", "u_c -> u_b"]
    assert sta.over(prof, 6.0) == []


def test_rejects_malformed(tmp_path: Path) -> None:
    with pytest.raises(sta.SdfError, match="malformed INTERCONNECT"):
        sta.analyse(_write(tmp_path, SDF.replace("(1:2:50) (1:2:50)", "(50)")))
    with pytest.raises(sta.SdfError, match="no clocked cells"):
        sta.analyse(_write(tmp_path, "(DELAYFILE\n)\n"))
    loop = [(a, "u_b.x_LUT4_Z/A" if b.endswith("r4_TRELLIS_FF_Q/DI") else b, d) for a, b, d in ARCS]
    with pytest.raises(sta.SdfError, match="combinational loop"):
        sta.analyse(_write(tmp_path, _sdf(loop)))


def test_profile_reproduces_nextpnr_fmax() -> None:
    """A real place and route (single DES (1,1), seed 1, not from the cache):
    the analysis's critical path is nextpnr's."""
    cfg = Config.parse("tdes-n1-s1-r1")
    ecp5 = get_target("ecp5")
    syn = flow.synth(cfg, ecp5)
    res = flow.pnr(cfg, ecp5, syn, 1, ecp5.default_freq, use_cache=False)
    prof = res["paths"]
    assert prof["endpoints"] > 100
    assert prof["critical_ps"] == pytest.approx(1e6 / res["fmax"], abs=2)
    # The same path: nextpnr's critical path starts and ends at the registers
    # of one of the profile's worst paths (ties have the same arrival).
    rep = json.loads((hdl.REPO / res["log"]).with_name("report.json").read_text())
    path = rep["critical_paths"][0]["path"]
    ends = (sta.register(path[0]["from"]["cell"] + "/x"), sta.register(path[-1]["to"]["cell"] + "/x"))
    tied = [(s, e) for t, s, e in prof["worst"] if t == prof["critical_ps"]]
    assert ends in tied, (ends, prof["worst"][:5])


def test_synth_prints_the_module_pairs(capsys) -> None:
    from cipherline.commands.synth import print_paths

    prof = {"bin_ps": 250, "endpoints": 10, "critical_ps": 7400,
            "groups": {"u_a -> u_b": {"29": 3, "20": 5}, "u_c -> u_c": {"25": 2}}, "worst": [],
            "group_worst": {"u_a -> u_b": [7400, "u_a.q", "u_b.d_q"]}}
    print_paths({"seeds": [{"seed": 1, "paths": prof}, {"seed": 2}]}, 6.0)
    out = capsys.readouterr().out
    assert "seed 1: 5 of 10 endpoints over 6 ns (critical 7.40 ns" in out
    row = next(ln for ln in out.splitlines() if "u_a -> u_b" in ln)
    assert "3" in row.split("u_a -> u_b")[1] and "7.50" in row and "u_a.q -> u_b.d_q" in row
    assert "u_c -> u_c" in out and "seed 2: no path profile" in out
