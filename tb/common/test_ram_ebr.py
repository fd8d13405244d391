# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb test of the read timing of cl_ram_ebr and cl_ram_1p_ebr (rtl/common/; run by tests/test_ram_ebr.py).

test_random: random writes, reads, output-register enables and clears on
every clock, against a model of the documented timing written here: the
address stage takes the word at raddr_i on a clock with re_i, the output
register takes the address stage's word on a clock with oe_i, clr_i zeroes
it (over oe_i), and rdata_o is the output register. cl_ram_ebr: a read is
never issued on the clock that writes its address (undefined, as on the
block RAM). cl_ram_1p_ebr (one port, addr_i): the address stage reads on
every clock, and a write's own read returns the word before it.
"""

from __future__ import annotations

import os
import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, RisingEdge


@cocotb.test()
async def test_random(dut) -> None:
    rng = random.Random(int(os.environ.get("CIPHERLINE_SEED", "1")))
    width, depth = len(dut.wdata_i), int(dut.DEPTH.value)
    cocotb.start_soon(Clock(dut.clk_i, 10, unit="ns").start())
    mem = [None] * depth  # None: never written (the array is not reset)
    rd = out = None
    one_port = hasattr(dut, "addr_i")
    pins = ("we_i", "oe_i", "clr_i", "addr_i", "wdata_i") if one_port else \
        ("we_i", "re_i", "oe_i", "clr_i", "waddr_i", "raddr_i", "wdata_i")
    for name in pins:
        getattr(dut, name).value = 0
    # Clear the output register first: it is not reset either.
    await FallingEdge(dut.clk_i)
    dut.clr_i.value = 1
    await FallingEdge(dut.clk_i)
    dut.clr_i.value = 0
    out = 0
    checked = 0
    # Mostly a hot set of addresses, so that most reads find a written word.
    hot = rng.sample(range(depth), min(depth, 48))

    def addr() -> int:
        return rng.choice(hot) if rng.random() < 0.9 else rng.randrange(depth)

    for _ in range(3000):
        we, re = rng.random() < 0.5, rng.random() < 0.6
        oe, clr = rng.random() < 0.7, rng.random() < 0.05
        waddr, raddr = addr(), addr()
        if one_port:
            re, waddr = True, raddr  # one address; the port reads on every clock
        elif we and re and waddr == raddr:
            raddr = (raddr + 1) % depth
        wdata = rng.getrandbits(width)
        vals = {"we_i": we, "re_i": re, "oe_i": oe, "clr_i": clr, "waddr_i": waddr, "raddr_i": raddr,
                "addr_i": raddr, "wdata_i": wdata}
        for name in pins:
            getattr(dut, name).value = int(vals[name])
        await RisingEdge(dut.clk_i)
        # The edge: the output register from the address stage's old word,
        # the address stage from the array before this write.
        out = 0 if clr else (rd if oe else out)
        if re:
            rd = mem[raddr]
        if we:
            mem[waddr] = wdata
        await FallingEdge(dut.clk_i)
        if out is not None:
            got = int(dut.rdata_o.value)
            assert got == out, f"rdata_o {got:#x}, expected {out:#x}"
            checked += 1
    assert checked > 2000, checked
    dut._log.info("%s %d x %d: %d outputs checked", "cl_ram_1p_ebr" if one_port else "cl_ram_ebr", depth, width,
                  checked)
