# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb tests for rtl/modes/cm_ghash_agg.sv and rtl/modes/cm_ghash_ds.sv
(run by tests/test_ghash_agg.py), which share their op interface.

Settings come in the JSON environment variable ``CIPHERLINE_GHASH_AGG``
(SID_W, PIPE for the line-rate unit or DIGIT for the digit-serial one,
seed, messages, and ``netlist``: the top is Yosys's elaborated netlist,
whose stores are not read through VPI). The digit-serial unit's
contract differs: every op at least 128 / DIGIT + 2 clocks after the one
before it (any stream), its GHASH that many clocks after the last block,
a sweep of one clock a stream, and its stores are Y and H. The reference is SP 800-38D's GHASH
(:func:`cipherline.ref.gf128.ghash`, Horner's rule, bit by bit); the flags
of each block come from :func:`cipherline.ref.ghash_agg.schedule`.

The driver keeps the unit's contract: a stream's ops in message order, and
a block that uses H^3 at least PIPE clocks after its message's H op (it
waits, and the clocks it waits are counted). Everything else is random.

Tests:
  test_one_stream   one stream, messages back to back with no gap, of 1 to
                    20 blocks and a few long ones: every GHASH right, at
                    exactly PIPE + 4 clocks after its last block, and one
                    block per clock (the only idle clocks are those the
                    H^3 rule asks of messages of three to five blocks)
  test_random       many streams interleaved on every clock, or with random
                    gaps; H the same or new per message; every GHASH right,
                    on time, ghash_o zero and fin_v_o low otherwise; H and
                    H^3 of every stream zero in the stores once its last
                    message is done
  test_reset        reset in the middle of traffic: busy_o for the sweep,
                    every store word zero after it, and the traffic after
                    it right
  test_too_close    a block that uses H^3 one clock after its H op stops the
                    simulation with the RTL's $error (run on its own)
"""

from __future__ import annotations

import json
import os
import random
from collections import deque
from dataclasses import dataclass, field

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge

from cipherline.ref.gf128 import ghash
from cipherline.ref.ghash_agg import schedule


def _settings() -> dict:
    raw = os.environ.get("CIPHERLINE_GHASH_AGG")
    if not raw:
        raise RuntimeError("CIPHERLINE_GHASH_AGG is not set: run through tests/test_ghash_agg.py")
    return json.loads(raw)


@dataclass
class Op:
    sid: int
    hop: bool
    x: int
    lane: int = 0
    pw: int = 0
    lfirst: bool = False
    tail: bool = False
    tfirst: bool = False
    fin: bool = False
    clrh: bool = False
    want: int | None = None  # fin: the GHASH expected


@dataclass
class Stream:
    ops: deque = field(default_factory=deque)
    h_clock: int = -100  # clock of its current message's H op


def message_ops(sid: int, h: bytes, blocks: list[bytes]) -> list[Op]:
    """The H op and the blocks of one message, with the expected GHASH."""
    ops = [Op(sid, True, int.from_bytes(h, "big"))]
    for b, st in zip(blocks, schedule(len(blocks))):
        ops.append(Op(sid, False, int.from_bytes(b, "big"), st.lane, st.pw, st.lfirst, st.tail, st.tfirst,
                      st.fin, clrh=st.fin))
    ops[-1].want = int.from_bytes(ghash(h, b"".join(blocks)), "big")
    return ops


class Driver:
    def __init__(self, dut, s: dict) -> None:
        self.dut, self.s = dut, s
        self.ds = "DIGIT" in s  # the digit-serial unit
        self.pipe = s.get("PIPE", 0)
        # Latency (last block to GHASH) and the least clocks from op to op.
        self.lat = 128 // s["DIGIT"] + 2 if self.ds else self.pipe + 4
        self.interval = self.lat if self.ds else 1
        self.last_op = -100
        self.ns = 1 << s["SID_W"]
        self.sweep = self.ns if self.ds else 4 * self.ns
        self.stores = ("u_y", "u_h") if self.ds else ("u_lane", "u_h", "u_h3", "u_s")
        self.h_stores = ("u_h",) if self.ds else ("u_h", "u_h3")
        self.clock = 0
        self.expect: dict[int, tuple[int, int]] = {}  # clock -> (sid, ghash)
        self.done = 0
        self.waits = 0  # idle clocks the H^3 rule asked for

    def drive(self, op: Op | None) -> None:
        d = self.dut
        d.valid_i.value = int(op is not None)
        o = op or Op(random.randrange(self.ns), bool(random.getrandbits(1)), random.getrandbits(128),
                     random.randrange(4), random.randrange(4), *(bool(random.getrandbits(1)) for _ in range(5)))
        d.sid_i.value = o.sid
        d.hop_i.value = int(o.hop)
        d.x_i.value = o.x
        d.lane_i.value = o.lane
        d.pw_i.value = o.pw
        d.lfirst_i.value = int(o.lfirst)
        d.tail_i.value = int(o.tail)
        d.tfirst_i.value = int(o.tfirst)
        d.fin_i.value = int(o.fin)
        d.clrh_i.value = int(o.clrh)
        if op is not None and op.fin:
            self.expect[self.clock + self.lat] = (op.sid, op.want)

    async def step(self, op: Op | None) -> None:
        """One clock: drive ``op`` (None: idle with garbage on the data
        inputs), then check the outputs of this clock."""
        self.drive(op)
        await FallingEdge(self.dut.clk_i)
        v, sid, g = int(self.dut.fin_v_o.value), int(self.dut.fin_sid_o.value), int(self.dut.ghash_o.value)
        if self.clock in self.expect:
            esid, want = self.expect.pop(self.clock)
            assert v == 1, f"clock {self.clock}: fin_v_o low, GHASH of stream {esid} due"
            assert sid == esid, f"clock {self.clock}: fin_sid_o {sid}, expected {esid}"
            assert g == want, f"clock {self.clock}: stream {esid}: GHASH {g:032x}, expected {want:032x}"
            self.done += 1
        else:
            assert v == 0, f"clock {self.clock}: fin_v_o high with no GHASH due"
            assert g == 0, f"clock {self.clock}: ghash_o {g:032x} without fin_v_o (must be zero)"
        await RisingEdge(self.dut.clk_i)
        self.clock += 1

    def ready(self, st: Stream) -> bool:
        """May this stream's next op go on this clock (the H^3 rule; the
        digit-serial unit's op spacing)?"""
        op = st.ops[0]
        if self.ds:
            return self.clock - self.last_op >= self.interval
        return op.hop or op.pw != 2 or self.clock - st.h_clock >= self.pipe

    async def issue(self, st: Stream) -> None:
        op = st.ops.popleft()
        if op.hop:
            st.h_clock = self.clock
        self.last_op = self.clock
        await self.step(op)

    async def drain(self) -> None:
        for _ in range(self.lat + 2):
            await self.step(None)
        assert not self.expect, f"GHASH never came out for clocks {sorted(self.expect)}"

    def store(self, name: str) -> list[int]:
        """The words of store ``name`` (none when simulating a netlist)."""
        if self.s.get("netlist"):
            return []
        if self.ds:  # cl_ram_1r1w: distributed RAM up to 16 streams
            ram = getattr(self.dut, name)
            mem = (ram.g_lut if self.ns <= 16 else ram.g_any).mem_q
        else:
            mem = getattr(self.dut, name).u_ram.g_any.mem_q
        n = 4 * self.ns if name == "u_lane" else self.ns
        return [int(mem[i].value) for i in range(n)]


async def _start(dut) -> Driver:
    s = _settings()
    random.seed(s["seed"])
    cocotb.start_soon(Clock(dut.clk_i, 10, unit="ns").start())
    drv = Driver(dut, s)
    drv.drive(None)
    dut.valid_i.value = 0
    dut.rst_ni.value = 0
    await ClockCycles(dut.clk_i, 2)
    dut.rst_ni.value = 1
    await _sweep(dut, drv)
    return drv


async def _sweep(dut, drv: Driver) -> None:
    """busy_o high for exactly the sweep's clocks after reset (4 x streams;
    digit-serial: one a stream), then every store word zero."""
    n = 0
    await FallingEdge(dut.clk_i)
    while int(dut.busy_o.value):
        n += 1
        assert n <= drv.sweep, "busy_o high longer than the sweep"
        await FallingEdge(dut.clk_i)
    assert n == drv.sweep, f"busy_o high for {n} clocks, the sweep is {drv.sweep}"
    for name in drv.stores:
        words = drv.store(name)
        assert not any(words), f"{name}: word {next(i for i, w in enumerate(words) if w)} not zero after the sweep"
    await RisingEdge(dut.clk_i)


def _message(rng: random.Random, sid: int, h: bytes, long_p: float = 0.05) -> list[Op]:
    m = rng.randint(30, 200) if rng.random() < long_p else rng.randint(1, 20)
    return message_ops(sid, h, [rng.randbytes(16) for _ in range(m)])


@cocotb.test()
async def test_one_stream(dut):
    drv = await _start(dut)
    rng = random.Random(drv.s["seed"] + 1)
    sid = rng.randrange(drv.ns)
    st = Stream()
    blocks = 0
    sizes = list(range(1, 21)) + [94, 576, 37]
    rng.shuffle(sizes)
    for m in sizes:
        st.ops.extend(message_ops(sid, rng.randbytes(16), [rng.randbytes(16) for _ in range(m)]))
        blocks += m
    start = drv.clock
    while st.ops:
        if drv.ready(st):
            await drv.issue(st)
        else:
            drv.waits += 1
            await drv.step(None)
    clocks = drv.clock - start
    await drv.drain()
    assert drv.done == len(sizes)
    if drv.ds:
        # One op every INTERVAL clocks, whatever the message.
        assert clocks == (blocks + len(sizes) - 1) * drv.interval + 1, clocks
        dut._log.info(f"one stream: {blocks} blocks in {clocks} clocks ({len(sizes)} messages)")
        return
    # One op per clock: each message's H op and blocks, and the H^3 rule's
    # waits, which only messages of 3..5 blocks need (PIPE - (m - 2) each).
    want_waits = sum(max(0, drv.pipe - (m - 2)) for m in sizes if m >= 3)
    assert drv.waits == want_waits, f"{drv.waits} idle clocks, expected {want_waits}"
    assert clocks == blocks + len(sizes) + want_waits
    dut._log.info(f"one stream: {blocks} blocks in {clocks} clocks ({len(sizes)} messages)")


@cocotb.test()
async def test_random(dut):
    drv = await _start(dut)
    s = drv.s
    rng = random.Random(s["seed"] + 2)
    streams = {sid: Stream() for sid in range(drv.ns)}
    keys = {sid: rng.randbytes(16) for sid in streams}
    for _ in range(s["messages"]):
        sid = rng.randrange(drv.ns)
        if rng.random() < 0.3:
            keys[sid] = rng.randbytes(16)
        streams[sid].ops.extend(_message(rng, sid, keys[sid]))
    total = sum(1 for st in streams.values() for op in st.ops if op.fin)
    phase_gap = 0.0
    while any(st.ops for st in streams.values()):
        if rng.random() < 0.002:
            phase_gap = rng.choice((0.0, 0.0, 0.1, 0.5))
        if rng.random() < phase_gap:
            await drv.step(None)
            continue
        # Mostly a few streams at a time, sometimes one alone.
        live = [st for st in streams.values() if st.ops]
        cand = [st for st in live if drv.ready(st)]
        if not cand:
            await drv.step(None)
            continue
        pick = cand[0] if rng.random() < 0.3 else rng.choice(cand)
        await drv.issue(pick)
    await drv.drain()
    assert drv.done == total
    for name in drv.h_stores:
        words = drv.store(name)
        assert not any(words), f"{name}: stream {next(i for i, w in enumerate(words) if w)} keeps H after its last message"


@cocotb.test()
async def test_reset(dut):
    drv = await _start(dut)
    rng = random.Random(drv.s["seed"] + 3)
    streams = {sid: Stream() for sid in range(drv.ns)}
    for sid in streams:
        streams[sid].ops.extend(_message(rng, sid, rng.randbytes(16), long_p=0.5))
    for _ in range(rng.randint(20, 60)):
        cand = [st for st in streams.values() if st.ops and drv.ready(st)]
        if cand:
            await drv.issue(rng.choice(cand))
        else:
            await drv.step(None)
    # Reset with blocks in flight: nothing comes out after it.
    dut.rst_ni.value = 0
    drv.drive(None)
    dut.valid_i.value = 0
    await RisingEdge(dut.clk_i)
    dut.rst_ni.value = 1
    drv.expect.clear()
    await _sweep(dut, drv)
    drv.clock = 0
    # Fresh messages on every stream after it.
    streams = {sid: Stream() for sid in range(drv.ns)}
    for sid in streams:
        streams[sid].ops.extend(_message(rng, sid, rng.randbytes(16)))
    n = len(streams)
    drv.done = 0
    while any(st.ops for st in streams.values()):
        cand = [st for st in streams.values() if st.ops and drv.ready(st)]
        if cand:
            await drv.issue(rng.choice(cand))
        else:
            await drv.step(None)
    await drv.drain()
    assert drv.done == n


@cocotb.test()
async def test_too_close(dut):
    drv = await _start(dut)
    st = Stream()
    st.ops.extend(message_ops(0, bytes(range(16)), [bytes([i]) * 16 for i in range(3)]))
    while st.ops:  # ignores the H^3 rule (digit-serial: the op spacing)
        await drv.issue(st)
    await drv.drain()
