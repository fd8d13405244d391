# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb tests of rtl/csr/cl_key_store.sv on its own ports (run by
tests/test_key_store.py): the cases the CSR block cannot produce, because it
issues one register write per clock and so never a COMMIT on the clock of a
ZEROIZE or the one after.

Tests:
  test_zeroize_ends_a_commit  a ZEROIZE on a commit's C0 or C1: the commit
                              is reported done once, one clock later, with
                              ERR_SLOT_BUSY, and its slot ends empty
  test_commit_while_busy      a COMMIT on each clock of a commit's C1 and C2
                              (nothing staged anew): refused with
                              ERR_SLOT_BUSY, and the first commit's key stays
  test_lookup_on_zeroize      a lookup of the slot being written, on the
                              clock of a ZEROIZE at the commit's C1: answered
                              "not loaded", with no key bit
"""

from __future__ import annotations

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly

E_KSZ, E_BUSY = 1 << 0, 1 << 2


async def _start(dut) -> None:
    cocotb.start_soon(Clock(dut.clk_i, 10, unit="ns").start())
    for name in ("zeroize_i", "slot_i", "slot_ksz_i", "slot_alg_i", "slot_legacy_i", "slot_commit_i",
                 "key_we_i", "key_idx_i", "key_data_i", "key_strb_i", "lk_req_i", "lk_slot_i"):
        getattr(dut, name).value = 0
    dut.rst_ni.value = 0
    await ClockCycles(dut.clk_i, 2)
    dut.rst_ni.value = 1
    while True:
        await FallingEdge(dut.clk_i)
        if not int(dut.slot_busy_o.value):
            return


async def _stage(dut, words: int = 4, base: int = 0x01020304) -> None:
    """Drive ``words`` key words (KEY0.., whole), from a falling edge."""
    for i in range(words):
        dut.key_we_i.value, dut.key_idx_i.value = 1, i
        dut.key_data_i.value, dut.key_strb_i.value = base + i, 0xF
        await FallingEdge(dut.clk_i)
    dut.key_we_i.value = 0


async def _done(dut, clocks: int = 8) -> list[int]:
    """The error bits of each done pulse in the next ``clocks`` clocks."""
    dones = []
    for _ in range(clocks):
        await ReadOnly()
        if int(dut.slot_done_o.value):
            dones.append(int(dut.slot_err_o.value))
        await FallingEdge(dut.clk_i)
    return dones


async def _lookup(dut, slot: int) -> tuple[int, int]:
    dut.lk_req_i.value, dut.lk_slot_i.value = 1, slot
    await FallingEdge(dut.clk_i)
    dut.lk_req_i.value = 0
    assert int(dut.lk_valid_o.value) == 1
    return int(dut.lk_loaded_o.value), int(dut.lk_key_o.value)


@cocotb.test()
async def test_commit_while_busy(dut) -> None:
    await _start(dut)
    for gap in (1, 2):  # the second COMMIT on C1, then on C2
        await FallingEdge(dut.clk_i)
        dut.slot_alg_i.value, dut.slot_ksz_i.value, dut.slot_i.value = 1, 0, 2
        base = 0x11223344 * gap
        await _stage(dut, base=base)
        watch = cocotb.start_soon(_done(dut, 10))  # from the first COMMIT's clock
        dut.slot_commit_i.value = 1
        await FallingEdge(dut.clk_i)
        dut.slot_commit_i.value = 0
        for _ in range(gap - 1):
            await FallingEdge(dut.clk_i)
        dut.slot_commit_i.value = 1
        await FallingEdge(dut.clk_i)
        dut.slot_commit_i.value = 0
        dones = await watch
        assert dones[0] == 0 and len(dones) == 2 and dones[1] & E_BUSY, \
            f"a COMMIT {gap} clocks behind one: done pulses {dones}"
        key = sum((base + i) << (224 - 32 * i) for i in range(4))
        assert await _lookup(dut, 2) == (1, key), f"gap {gap}: the first commit's key is not the slot's"


@cocotb.test()
async def test_lookup_on_zeroize(dut) -> None:
    await _start(dut)
    await FallingEdge(dut.clk_i)
    dut.slot_alg_i.value, dut.slot_ksz_i.value, dut.slot_i.value = 1, 0, 5
    await _stage(dut)
    dut.slot_commit_i.value = 1
    await FallingEdge(dut.clk_i)
    dut.slot_commit_i.value = 0
    # C1: the write, a lookup of its slot, and a ZEROIZE.
    dut.zeroize_i.value = 1
    dut.lk_req_i.value, dut.lk_slot_i.value = 1, 5
    await FallingEdge(dut.clk_i)
    dut.zeroize_i.value = dut.lk_req_i.value = 0
    assert int(dut.lk_valid_o.value) == 1
    assert (int(dut.lk_loaded_o.value), int(dut.lk_key_o.value)) == (0, 0)


@cocotb.test()
async def test_zeroize_ends_a_commit(dut) -> None:
    await _start(dut)
    for gap in (0, 1):  # ZEROIZE on C0, then on C1
        await FallingEdge(dut.clk_i)
        dut.slot_alg_i.value, dut.slot_ksz_i.value, dut.slot_i.value = 1, 0, 3
        for i in range(4):
            dut.key_we_i.value, dut.key_idx_i.value = 1, i
            dut.key_data_i.value, dut.key_strb_i.value = 0x01020304 + i, 0xF
            await FallingEdge(dut.clk_i)
        dut.key_we_i.value = 0
        dut.slot_commit_i.value = 1
        if gap:
            await FallingEdge(dut.clk_i)
            dut.slot_commit_i.value = 0
        dut.zeroize_i.value = 1
        await FallingEdge(dut.clk_i)
        dut.slot_commit_i.value = dut.zeroize_i.value = 0
        dones = []
        for _ in range(8):
            await ReadOnly()
            if int(dut.slot_done_o.value):
                dones.append(int(dut.slot_err_o.value))
            await FallingEdge(dut.clk_i)
        assert dones == [E_BUSY], f"ZEROIZE {gap} clocks after COMMIT: done pulses {dones}"
        while int(dut.slot_busy_o.value):
            await FallingEdge(dut.clk_i)
        dut.lk_req_i.value, dut.lk_slot_i.value = 1, 3
        await FallingEdge(dut.clk_i)
        dut.lk_req_i.value = 0
        assert int(dut.lk_valid_o.value) == 1 and int(dut.lk_loaded_o.value) == 0
