# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The context store's single-port read-first mapping (cl_ctx_ram with
ONE_PORT, cl_ram_1p), through Yosys as the flow runs it.

cl_ram_1p's read-first behaviour is proved in formal/cl_ram_1p.sby
(tests/test_formal.py, with mutants). What this file checks is the reason
it exists: Yosys maps it to DP16KD block RAMs in their own read-first mode
(WRITEMODE = READBEFOREWRITE on every port that writes), as many as 36-bit
slices, with no flip-flop, where the two-port store that keeps the old word
(RDW_OLD = 1) costs a register per bit of read-during-write logic after the
RAM. The engine's configuration word (cipher_modes' u_cfg_ram) is such a
store. With CLR_WDATA = 0 (the caller keeps its write data at zero during
the sweep) no logic sits in front of the RAM's data inputs either.
"""

from __future__ import annotations

from collections import Counter

import pytest

from cipherline import hdl
from cipherline.fpga.tools import rel
from tests.test_aes_sbox import _yosys

DIR = hdl.BUILD / "test_ctx_ram"
FILES = " ".join(rel(hdl.RTL / "common" / f) for f in ("cl_ram_1p.sv", "cl_ram_1r1w.sv", "cl_ram_ebr.sv",
                                                       "cl_ram_1p_ebr.sv", "cl_ctx_ram.sv"))


def _map(width: int, one_port: int, tag: str, clr_wdata: int = 1, ebr: int = 0) -> list[dict]:
    d = DIR / tag
    d.mkdir(parents=True, exist_ok=True)
    # EBR as the ECP5 flow builds it (CL_EBR_PRIMITIVE); RDW_OLD = 0 is
    # what EBR's two-port store requires.
    net = _yosys(d, [f"read_verilog -sv -D CL_EBR_PRIMITIVE {FILES}",
                     f"chparam -set WIDTH {width} -set DEPTH 64 -set ONE_PORT {one_port}"
                     f" -set CLR_WDATA {clr_wdata} -set OUT_REG {ebr} -set EBR {ebr} -set RDW_OLD {1 - ebr} cl_ctx_ram",
                     "synth_ecp5 -top cl_ctx_ram"])
    mods = [m for name, m in net["modules"].items() if name.endswith("cl_ctx_ram")]
    assert len(mods) == 1, list(net["modules"])
    return list(mods[0]["cells"].values())


@pytest.mark.parametrize("width", [289, 40])
def test_one_port_is_read_first_block_ram(width: int) -> None:
    cells = _map(width, 1, f"one-{width}")
    kinds = Counter(c["type"] for c in cells)
    assert kinds["DP16KD"] == -(-width // 36), kinds
    assert kinds["PDPW16KD"] == 0 and kinds["TRELLIS_FF"] == 0, kinds
    for c in cells:
        if c["type"] != "DP16KD":
            continue
        for port in "AB":
            if c["connections"][f"WE{port}"] != ["0"]:
                assert c["parameters"][f"WRITEMODE_{port}"] == "READBEFOREWRITE", c["parameters"]


def test_two_port_old_word_costs_registers() -> None:
    """What ONE_PORT avoids: the same store with two ports and RDW_OLD = 1."""
    kinds = Counter(c["type"] for c in _map(289, 0, "two-289"))
    assert kinds["TRELLIS_FF"] >= 289, kinds


@pytest.mark.parametrize("clr_wdata", [1, 0])
def test_sweep_select_in_front_of_the_data(clr_wdata: int) -> None:
    """CLR_WDATA = 1 zeroes every data bit during the sweep (a LUT per bit, or
    per two); with 0 only the address select and write enable are left
    (6 address bits at DEPTH 64, one enable: under 16 LUT4)."""
    kinds = Counter(c["type"] for c in _map(289, 1, f"clr{clr_wdata}-289", clr_wdata))
    assert kinds["DP16KD"] == 9, kinds
    if clr_wdata:
        assert kinds["LUT4"] >= 289 // 2, kinds
    else:
        assert kinds["LUT4"] < 16, kinds


@pytest.mark.parametrize("one_port", [1, 0])
def test_ebr_reads_through_the_output_register(one_port: int) -> None:
    """EBR (the engine's context words): the same block RAMs, each port's
    REGMODE OUTREG, the one-port store still read-first, and no fabric
    register after them (the output register is the block RAM's)."""
    cells = _map(289, one_port, f"ebr{one_port}-289", clr_wdata=0, ebr=1)
    kinds = Counter(c["type"] for c in cells)
    assert kinds["DP16KD"] == 9 and kinds["TRELLIS_FF"] == 0, kinds
    for c in cells:
        if c["type"] != "DP16KD":
            continue
        assert {c["parameters"]["REGMODE_A"], c["parameters"]["REGMODE_B"]} == {"OUTREG"}, c["parameters"]
        if one_port:
            assert {c["parameters"]["WRITEMODE_A"], c["parameters"]["WRITEMODE_B"]} == {"READBEFOREWRITE"}
