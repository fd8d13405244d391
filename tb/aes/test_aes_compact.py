# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb tests for rtl/aes/aes_compact.sv (run by tests/test_aes_compact.py).

aes_compact has aes_core's ports and contract, so aes_core's generic tests
(tb/aes/test_aes_core.py) run on it unchanged: they are imported here, with
that module's ``env()`` replaced by one built from the aes_compact
registry configuration (aes_core's reads STAGES and SPLIT_ROUND, which this
core does not have). Knob: ``random_blocks`` (blocks in test_random).

Tests:
  test_nist_ecb, test_fips197, test_random, test_unsupported,
  test_in_ready_not_combinational   aes_core's (see tb/aes/test_aes_core.py)
  test_compact_timing               II and latency of every key size and
                                    direction, back to back and from idle,
                                    against cipherline.cores.aes_compact; no
                                    register holds data 2 clocks after an idle
                                    core's result went out
  test_compact_reset                reset with blocks in flight; every state,
                                    key, tag and S-box register zero
                                    flush_clocks after it and whenever the
                                    core is idle; clean restart
"""

from __future__ import annotations

import functools
import random

import cocotb
from cocotb.simtime import convert
from cocotb.triggers import ClockCycles, RisingEdge, Timer

import tb.aes.test_aes_core as _core
from cipherline.cores.aes import key_sizes
from cipherline.cores.aes_compact import DEPTH as COMPACT_DEPTH
from cipherline.cores.aes_compact import block_timing, timing
from cipherline.sim.tbenv import settings
from tb.aes.test_aes_core import Bench, Env, make_rng, random_op, start
from tb.common.stream import GapModel, ReadyModel

# aes_core's cocotb tests, run on this core (cocotb collects them from here).
from tb.aes.test_aes_core import (  # noqa: F401
    test_fips197,
    test_in_ready_not_combinational,
    test_nist_ecb,
    test_random,
    test_unsupported,
)

PERIOD_NS = _core.PERIOD_NS

#: Registers of aes_compact (top level and aes_compact_key) that hold key
#: material, block state or user data (tests/test_aes_compact.py makes the
#: submodule ones visible to VPI).
TOP_SECRET_REGS = ("ib_blk_q", "ib_key_q", "ib_tag_q", "row_q", "tag_q", "otag_q")
KEY_SECRET_REGS = ("r_q", "t_q")
#: aes_compact_sbox: the address and output registers (the block RAM's
#: behavioural model with SBOX=2, fabric registers otherwise).
SBOX_SECRET_REGS = ("addr_a_q", "addr_b_q", "a_o", "b_o")
#: cl_core_out's result register and its FIFO's output register.
OUT_SECRET_REGS = ("od_q", "rdata_q")


@functools.cache
def env() -> Env:
    s = settings()
    p = s.p
    return Env(dict(p), key_sizes(p), bool(p["ENCRYPT_ONLY"]), 0, 1, p["TAG_W"], s.ii, s.latency,
               s.config.capacity, s.seed, int(s.get("random_blocks", 2000)), bool(s.get("netlist", False)))


# aes_core's tests and helpers call their module's env(): give them this one.
_core.env = env


def period_steps() -> int:
    return int(convert(PERIOD_NS, "ns", to="step"))


@cocotb.test()
async def test_compact_timing(dut):
    """Per block: the next block is accepted II clocks later and the result comes out
    latency clocks after its input handshake (cipherline.cores.aes_compact.block_timing),
    for every enabled key size and direction, changing on every beat; and the registry's
    figures are the worst case of them."""
    e = env()
    rng = make_rng(dut, "test_compact_timing")
    p = settings().p
    kinds = [((k - 128) // 64, d) for k in e.sizes for d in ((0,) if e.encrypt_only else (0, 1))]
    assert (max(block_timing(kl, bool(d))[0] for kl, d in kinds),
            max(block_timing(kl, bool(d))[1] for kl, d in kinds)) == (e.ii, e.latency) == timing(p)
    await start(dut)
    step = period_steps()

    # Back to back: every kind after every kind, then a random order.
    seq = [k for a in kinds for b_ in kinds for k in (a, b_)] + rng.choices(kinds, k=24)
    b = Bench(dut, record_times=True, name="back to back").start()
    for kl, d in seq:
        blk = rng.getrandbits(128)
        key, kl_, exp = _with_keylen(rng, kl, blk, d)
        b.send(key, kl_, blk, d, exp)
    await b.finish(timeout_cycles=len(seq) * e.ii * 2 + 10 * e.drain_cycles)
    acc = [t // step for t in b.src.accept_times]
    out = [t // step for t in b.sink.receive_times]
    want_ii = [block_timing(kl, bool(d))[0] for kl, d in seq]
    want_lat = [block_timing(kl, bool(d))[1] for kl, d in seq]
    got_ii = [y - x for x, y in zip(acc, acc[1:])]
    got_lat = [o - a for a, o in zip(acc, out)]
    assert len(got_lat) == len(seq) > 2
    bad = [(i, seq[i], got_ii[i], want_ii[i]) for i in range(len(got_ii)) if got_ii[i] != want_ii[i]]
    assert not bad, f"accept intervals differ from II (index, (keylen, decrypt), got, want): {bad[:8]}"
    bad = [(i, seq[i], got_lat[i], want_lat[i]) for i in range(len(seq)) if got_lat[i] != want_lat[i]]
    assert not bad, f"latencies differ (index, (keylen, decrypt), got, want): {bad[:8]}"
    b.src.stop()
    b.sink.stop()

    # From idle: a block is taken at once and has the same latency.
    await ClockCycles(dut.clk_i, e.drain_cycles)
    b = Bench(dut, record_times=True, name="from idle").start()
    lone = []
    for kl, d in kinds:
        for _ in range(2):
            blk = rng.getrandbits(128)
            key, kl_, exp = _with_keylen(rng, kl, blk, d)
            b.send(key, kl_, blk, d, exp)
            await b.src.wait_idle()
            while b.sink.received < b.sent:
                await RisingEdge(dut.clk_i)
            lone.append(((kl, d), (b.sink.receive_times[-1] - b.src.accept_times[-1]) // step))
            # Idle once the result is out: no state, key or tag left behind.
            await ClockCycles(dut.clk_i, 2)
            await Timer(1, "ns")
            dirty = {r: hex(v) for r, v in secret_registers(dut).items() if v}
            assert not dirty, f"registers hold data 2 clocks after the idle core's result went out: {dirty}"
            await ClockCycles(dut.clk_i, rng.randint(1, 20))
    await b.finish(timeout_cycles=10 * e.drain_cycles)
    assert len(lone) == 2 * len(kinds)
    bad = [(k, lat) for k, lat in lone if lat != block_timing(k[0], bool(k[1]))[1]]
    assert not bad, f"latency from idle differs ((keylen, decrypt), got): {bad}"
    assert b.src.stall_cycles == 0, f"an idle core held a block off for {b.src.stall_cycles} clocks"
    dut._log.info("timing: %d back-to-back blocks and %d from idle match block_timing()", len(seq), len(lone))


def _with_keylen(rng: random.Random, kl: int, blk: int, dec: int) -> tuple[int, int, int]:
    """A random key port value for key-length code ``kl`` and the expected result."""
    key = rng.getrandbits(256)
    return key, kl, _core.aes_ecb_int(key, kl, blk, bool(dec))


def secret_registers(dut) -> dict[str, int]:
    """Every register of the core that holds block state, key material or a tag, by path."""
    regs = {name: int(getattr(dut, name).value) for name in TOP_SECRET_REGS}
    for name in KEY_SECRET_REGS:
        regs[f"u_key.{name}"] = int(getattr(dut.u_key, name).value)
    for inst in ("u_sbox01", "u_sbox23"):
        sbox = getattr(dut, inst)
        if hasattr(sbox, "g_ebr"):  # the block RAM's behavioural model
            scopes = {f"{inst}.g_ebr.u_ram": (sbox.g_ebr.u_ram, SBOX_SECRET_REGS)}
        else:  # fabric address registers, output registers at the module's ports
            scopes = {f"{inst}.g_logic": (sbox.g_logic, SBOX_SECRET_REGS[:2]),
                      inst: (sbox, SBOX_SECRET_REGS[2:])}
        for path, (scope, names) in scopes.items():
            for name in names:
                regs[f"{path}.{name}"] = int(getattr(scope, name).value)
    regs["u_out.od_q"] = int(dut.u_out.od_q.value)
    if COMPACT_DEPTH == 2:  # cl_core_out's output register, no FIFO RAM
        regs["u_out.g_regs.ad_q"] = int(dut.u_out.g_regs.ad_q.value)
    else:
        regs["u_out.u_out_fifo.rdata_q"] = int(dut.u_out.u_out_fifo.rdata_q.value)
    return regs


@cocotb.test()
async def test_compact_reset(dut):
    """Reset with blocks in flight: nothing old comes out; flush_clocks after the first
    reset edge every state, key, tag and S-box register is zero (with a key left on the
    idle bus); a clean restart; and all of them zero again once the core is idle."""
    e = env()
    s = settings()
    rng = make_rng(dut, "test_compact_reset")
    await start(dut)
    clk = dut.clk_i
    assert s.flush_clocks >= 1
    for rnd in range(3):
        old = Bench(dut, name=f"pre-reset traffic (round {rnd})")
        take = rng.randint(0, 1)
        old.sink.ready_model = [(True, take), (False, 1 << 40)]
        old.start()
        for _ in range(e.capacity + 4):
            old.send(*random_op(rng))
        # Into the middle of a block, with at least two blocks in the core.
        while old.src.accepted < take + 2:
            await RisingEdge(clk)
        await ClockCycles(clk, rng.randint(1, 50))
        assert old.src.accepted - old.sink.received >= 2, "setup: the core holds fewer than 2 blocks"
        busy = {r for r, v in secret_registers(dut).items() if v}
        assert {"row_q", "u_key.r_q"} <= busy, f"setup: no block in the datapath at reset ({busy})"
        old.src.stop()
        old.sink.stop(ready=rng.getrandbits(1))
        dut.in_key_i.value = rng.getrandbits(256) | 1
        dut.in_block_i.value = rng.getrandbits(128) | 1
        # Reset for 1, 3 or 2 clocks; the check comes flush_clocks edges after the
        # first reset edge, whether reset is still held or not.
        hold = (1, 3, 2)[rnd]
        dut.rst_ni.value = 0
        for edge in range(1, max(hold, s.flush_clocks) + 1):
            await RisingEdge(clk)
            if edge == hold:
                dut.rst_ni.value = 1
            if edge == s.flush_clocks:
                await Timer(1, "ns")
                dirty = {r: hex(v) for r, v in secret_registers(dut).items() if v}
                assert not dirty, f"registers not cleared {s.flush_clocks} clocks after reset: {dirty}"
        assert int(dut.out_valid_o.value) == 0
        dut.out_ready_i.value = 1
        quiet = Bench(dut, name=f"after reset (round {rnd}), no input").start()
        await ClockCycles(clk, e.drain_cycles)
        assert quiet.sink.received == 0, "a block came out after the reset"
        dirty = {r: hex(v) for r, v in secret_registers(dut).items() if v}
        assert not dirty, f"registers hold data after reset with the core idle: {dirty}"
        quiet.sink.stop()
        new = Bench(dut, gaps=GapModel(rng, p_gap=0.2),
                    ready_model=ReadyModel(rng, long=(e.drain_cycles // 4, e.drain_cycles // 2)),
                    name=f"after reset (round {rnd})").start()
        for _ in range(2 * e.capacity + 8):
            new.send(*random_op(rng))
        await new.finish(timeout_cycles=new.sent * (e.ii + 60) + 20 * e.drain_cycles)
        new.src.stop()
        new.sink.stop()
        # Idle again: no register holds a key, a state or a tag once the last block has left.
        await ClockCycles(clk, 2 * e.capacity + 4)
        dirty = {r: hex(v) for r, v in secret_registers(dut).items() if v}
        assert not dirty, f"registers hold data with the core idle: {dirty}"
