# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Smoke test of the synthesis flow: TDES configurations that span the report
matrix (the iterative core and the deep pipeline; `cipherline report`
synthesizes them) elaborate and synthesize with Yosys ``synth_ecp5`` (no
place and route), the block-RAM S-box module maps to one block RAM,
and an unsupported parameter combination is rejected, both by the Python
validation and by the RTL's own elaboration check.

Synthesis results go through the flow's content-addressed cache (RTL, flow,
configuration and tool version in the key), so after the first run only
changed configurations are re-synthesized. Set CIPHERLINE_NO_CACHE=1 to force
fresh runs.
"""

from __future__ import annotations

import os
import re

import pytest

from cipherline import hdl
from cipherline.fpga import flow
from cipherline.cores import CORES, Config, ConfigError
from cipherline.fpga.targets import get_target
from cipherline.fpga.tools import FlowError
from cipherline.commands.report import default_configs

USE_CACHE = os.environ.get("CIPHERLINE_NO_CACHE", "") in ("", "0")
ECP5 = get_target("ecp5")
# The smallest and the largest of the report's default TDES set (each
# synthesis is 10-25 s of the CI budget). The block-RAM S-boxes are checked
# on their own module below (test_sbox_rom_maps_to_one_ebr): the smallest
# core with them, (1,16) split, took 100 s of Yosys in a cold CI run; the
# cores with them are synthesized by `cipherline report --extended`.
SMOKE = ("tdes-n3-s1-r1", "tdes-n3-s48-r1")
TDES_CONFIGS = [c for c in default_configs() if c.core == "tdes" and c.name in SMOKE]
assert len(TDES_CONFIGS) == len(SMOKE), "a smoke configuration left the report's default set"


# The largest runs in `make conformance` only (the CI budget).
@pytest.mark.parametrize("config", [pytest.param(c, id=c.name, marks=[pytest.mark.slow] if c.name == "tdes-n3-s48-r1"
                                                 else []) for c in TDES_CONFIGS])
def test_synth_ecp5(config: Config) -> None:
    res = flow.synth(config, ECP5, use_cache=USE_CACHE)
    p = config.p
    ii, _ = config.timing
    rounds_in_hw = p["STAGES"] * p["ROUNDS_PER_CYCLE"]
    # Every physical round needs its S-boxes: 8 six-input functions x 4 outputs,
    # at least 32 LUT4 per round even with wide-function muxes.
    assert not p["SBOX_ROM"]
    assert res["lut4"] >= 32 * rounds_in_hw, res["cells"]
    # At least the 64-bit data register of every stage.
    assert res["ff"] >= 64 * p["STAGES"], res["cells"]
    assert res["cells"].get("LUT4", 0) > 0 and res["cells"].get("TRELLIS_FF", 0) > 0
    assert res["ebr"] >= 0
    assert ii == 16 * p["NUM_DES"] // rounds_in_hw
    assert (hdl.REPO / res["netlist"]).is_file()


def test_sbox_rom_maps_to_one_ebr() -> None:
    """tdes_sbox_rom (two S-boxes with L folded in, SBOX_ROM = 1) is one
    DP16KD in synth_ecp5, with its two fabric output registers and no ROM in
    LUTs: the mapping every split-round block-RAM core relies on (4 per
    round). PAIR 0 only: Yosys takes about 10 s to evaluate each PAIR's
    contents. Its contents are checked in simulation (tests/test_tdes_core.py)."""
    from cipherline.fpga.tools import rel
    from tests.test_aes_sbox import _yosys

    d = hdl.BUILD / "test_tdes_sbox_rom"
    d.mkdir(parents=True, exist_ok=True)
    files = " ".join(rel(hdl.RTL / "tdes" / f) for f in ("tdes_key_pkg.sv", "tdes_pkg.sv", "tdes_sbox_rom.sv"))
    net = _yosys(d, [f"read_verilog -sv {files}", "synth_ecp5 -top tdes_sbox_rom"])
    cells = [c["type"] for c in net["modules"]["tdes_sbox_rom"]["cells"].values()]
    assert cells.count("DP16KD") == 1, sorted(set(cells))
    assert cells.count("TRELLIS_FF") == 8, cells.count("TRELLIS_FF")
    assert cells.count("LUT4") <= 8, f"{cells.count('LUT4')} LUT4: part of the ROM is in LUTs"


def test_python_rejects_bad_combo() -> None:
    with pytest.raises(ConfigError, match="does not divide the 48 rounds"):
        Config.make("tdes", NUM_DES=3, STAGES=5, ROUNDS_PER_CYCLE=1)
    with pytest.raises(ConfigError, match="does not divide the 16 rounds"):
        Config.make("tdes", NUM_DES=1, STAGES=3, ROUNDS_PER_CYCLE=1)
    with pytest.raises(ConfigError, match="SPLIT_ROUND"):
        Config.make("tdes", NUM_DES=3, STAGES=3, ROUNDS_PER_CYCLE=1, SPLIT_ROUND=1)
    with pytest.raises(ConfigError, match="NUM_DES must be one of"):
        Config.make("tdes", NUM_DES=2, STAGES=1)
    with pytest.raises(ConfigError, match="no parameter"):
        Config.make("tdes", STAGE=1)


def _elaboration_check_lines() -> dict[tuple[str, int], str]:
    """(file name, line) -> source line of every $fatal/$error in the core's RTL."""
    out = {}
    for f in hdl.sources("tdes_core"):
        for i, line in enumerate(f.read_text().splitlines(), start=1):
            if "$fatal" in line or "$error" in line:
                out[(f.name, i)] = line
    return out


@pytest.mark.parametrize("params", [
    dict(NUM_DES=3, STAGES=5, ROUNDS_PER_CYCLE=1),  # 5 does not divide 48
    dict(NUM_DES=3, STAGES=3, ROUNDS_PER_CYCLE=1, SPLIT_ROUND=1),  # split needs unrolled
], ids=["s5-r1", "split-s3"])
def test_rtl_rejects_bad_combo(params: dict) -> None:
    """Bypass the Python validation: Yosys must stop at the RTL's elaboration check."""
    full = {**{p.name: p.default for p in CORES["tdes"].params}, **params}
    bad = Config("tdes", tuple(full.items()))  # the dataclass itself does not validate
    with pytest.raises(FlowError) as ei:
        flow.synth(bad, ECP5, use_cache=False)
    msg = str(ei.value)
    checks = _elaboration_check_lines()
    hits = [(m.group(1), int(m.group(2)))
            for m in re.finditer(r"([\w./-]+\.sv):(\d+): ERROR", msg)]
    hits = [(os.path.basename(f), n) for f, n in hits]
    assert any(h in checks for h in hits), (
        f"Yosys did not stop at one of the RTL's $fatal/$error checks "
        f"{sorted(checks)}: {msg}")
    # Yosys 0.70 prints the message of $error("...") but drops the one of
    # $fatal(1, "..."), leaving "ERROR:FATAL: ."; if a message is printed,
    # it must be the RTL's own.
    m = re.search(r"ERROR:\s*(?:FATAL:)?\s*(.*?)\.?\s*(?:\||\(log|$)", msg)
    text = m.group(1).strip() if m else ""
    if text:
        assert any(text.rstrip(".") in src for src in checks.values()), msg


def test_cache_key_reads_what_synthesis_reads(tmp_path) -> None:
    """The synthesis cache key follows the preprocessed RTL: comments, spacing
    and code under a macro that synthesis does not define leave it unchanged;
    a change to what synthesis reads, including a defined macro's branch,
    changes it."""
    base = ("module m #(parameter int W = 8) (input logic [W-1:0] a_i, output logic y_o);\n"
            "  assign y_o = ^a_i;\n"
            "`ifdef FORMAL_M\n  always_comb assert (W > 0);\n`endif\n"
            "`ifdef CL_EBR_PRIMITIVE\n  // block RAM\n`else\n  // behavioural\n`endif\n"
            "endmodule\n")
    variants = {
        "base": base,
        "comment": base.replace("  assign", "  // the parity\n  assign"),
        "spacing": base.replace("assign y_o = ^a_i;", "assign   y_o =\n    ^a_i;"),
        "formal": base.replace("assert (W > 0);", "assert (W > 1); assert (W < 99);"),
        "logic": base.replace("^a_i", "&a_i"),
        "param": base.replace("W = 8", "W = 9"),
        "ebr": base.replace("// block RAM", "logic unused;"),
        "behav": base.replace("// behavioural", "logic unused;"),
    }

    def key(name: str, defines: tuple[str, ...] = ("CL_EBR_PRIMITIVE",)) -> str:
        f = tmp_path / name / "m.sv"
        f.parent.mkdir(exist_ok=True)
        f.write_text(variants[name])
        return hdl.preprocessed([f], defines)

    same = {key(n) for n in ("base", "comment", "spacing", "formal", "behav")}
    assert len(same) == 1, same
    for n in ("logic", "param", "ebr"):
        assert key(n) not in same, n
    assert key("behav", ()) != key("base", ())
    assert key("ebr", ()) == key("base", ())
    # And the real flow: every top's digest depends on the target's macros
    # exactly where its RTL tests them.
    assert flow.rtl_digest("aes_core", ("CL_EBR_PRIMITIVE",)) != flow.rtl_digest("aes_core")
    assert flow.rtl_digest("tdes_core", ("CL_EBR_PRIMITIVE",)) == flow.rtl_digest("tdes_core")
