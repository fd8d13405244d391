# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb tests for rtl/tdes/tdes_core.sv (run by tests/test_tdes_core.py).

The configuration and knobs come from :func:`cipherline.sim.tbenv.settings`
(one JSON variable set by :func:`cipherline.sim.cocotb_run.run_config`): the
registry configuration (NUM_DES, STAGES, ... TAG_W), its documented II and
latency (checked here against the hardware), the seed (each test seeds its
own RNG from seed and test name, so one test can be re-run alone and behaves
the same) and the knob ``random_blocks`` (blocks in test_random, default
20000).

Tests:
  test_nist_ecb              all 3DES ECB CAVP files, both directions
  test_random                random keys/directions/blocks, random valid gaps
                             and ready stalls, checked against cipherline.ref.cipher
  test_throughput            II and latency are the registry's; unrolled cores
                             take one block per clock while key and direction
                             change every beat
  test_reset_mid_stream      reset with blocks in flight and buffered
  test_in_ready_not_combinational
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass

import cocotb
from cocotb.clock import Clock
from cocotb.simtime import convert, get_sim_time
from cocotb.triggers import ClockCycles, RisingEdge, Timer

from cipherline.ref.cipher import tdes_ecb_int
from cipherline.ref.vectors import cavp_dir, load_rsp, split_blocks
from cipherline.sim.tbenv import settings
from tb.common.stream import GapModel, ReadyModel, Scoreboard, StreamSink, StreamSource

PERIOD_NS = 10


@dataclass(frozen=True)
class Env:
    """What the tests need of the settings (all from the registry)."""

    params: dict
    num_des: int
    stages: int
    tag_w: int
    ii: int  # clocks per block (the registry's II)
    latency: int  # the documented latency
    capacity: int  # blocks the core's output FIFO holds
    seed: int
    random_blocks: int

    @property
    def tag_mask(self) -> int:
        return (1 << self.tag_w) - 1

    @property
    def drain_cycles(self) -> int:
        """Enough clocks for every block the core can hold (in flight + output
        buffer) to come out; used for "no extra output" windows and long stalls."""
        return 2 * (self.latency + self.capacity * self.ii) + 20


@functools.cache
def env() -> Env:
    s = settings()
    p = s.p
    return Env(dict(p), p["NUM_DES"], p["STAGES"], p["TAG_W"], s.ii, s.latency, s.config.capacity, s.seed,
               int(s.get("random_blocks", 20000)))


KAT_FILES = [f"TECB{k}.rsp" for k in ("vartext", "varkey", "invperm", "permop", "subtab")]
MMT_FILES = [f"TECBMMT{i}.rsp" for i in (1, 2, 3)]


def _fmt(beat: tuple[int, ...]) -> str:
    blk, tag = beat
    return f"block={blk:016x} tag={tag:#x}"


def _in_info(key: int, blk: int, dec: int, tag: int) -> str:
    k = f"{key:048x}"
    return f"{'decrypt' if dec else 'encrypt'} key={k[:16]}_{k[16:32]}_{k[32:]} block={blk:016x} tag={tag:#x}"


def make_rng(dut, name: str) -> random.Random:
    e = env()
    dut._log.info("seed %d (test %s; config %s; rerun with --seed %d)", e.seed, name, settings().config, e.seed)
    return random.Random(f"{e.seed}:{name}")


async def start(dut, reset_cycles: int = 3) -> None:
    """Start the clock, drive idle inputs and reset the core."""
    Clock(dut.clk_i, PERIOD_NS, "ns").start()
    dut.in_valid_i.value = 0
    dut.in_block_i.value = 0
    dut.in_key_i.value = 0
    dut.in_decrypt_i.value = 0
    dut.in_tag_i.value = 0
    dut.out_ready_i.value = 0
    dut.rst_ni.value = 0
    await ClockCycles(dut.clk_i, reset_cycles)
    dut.rst_ni.value = 1
    await RisingEdge(dut.clk_i)
    _check_params(dut)


_params_checked = False


def _check_params(dut) -> None:
    """Cross-check the settings against the parameters built into the model (if visible)."""
    global _params_checked
    if _params_checked:
        return
    _params_checked = True
    expect = env().params
    try:
        got = {name: int(getattr(dut, name).value) for name in expect}
    except Exception as exc:  # parameters not visible through VPI: nothing to check
        dut._log.warning("cannot read the model's parameters (%s); trusting the settings", exc)
        return
    assert got == expect, f"model was built with {got}, the test expects {expect}"
    dut._log.info("model parameters %s, II=%d, latency %d", got, env().ii, env().latency)


class Bench:
    """Source + sink + scoreboard around one tdes_core."""

    def __init__(self, dut, *, gaps=None, ready_model=None, record_times: bool = False, name="tdes_core"):
        self.dut = dut
        self.sb = Scoreboard(name, fmt=_fmt)
        period_steps = int(convert(PERIOD_NS, "ns", to="step"))
        self.src = StreamSource(
            dut.clk_i,
            dut.in_valid_i,
            dut.in_ready_o,
            [dut.in_block_i, dut.in_key_i, dut.in_decrypt_i, dut.in_tag_i],
            gaps=gaps,
            record_times=record_times,
            period_steps=period_steps,
        )
        self.sink = StreamSink(
            dut.clk_i,
            dut.out_valid_o,
            dut.out_ready_i,
            [dut.out_block_o, dut.out_tag_o],
            self.sb.check,
            ready_model=ready_model,
            record_times=record_times,
        )
        self.sent = 0

    def start(self) -> Bench:
        self.src.start()
        self.sink.start()
        return self

    def send(self, key: int, blk: int, dec: int, tag: int, expected: int, info: str = "") -> None:
        self.src.send((blk, key, dec, tag))
        self.sb.expect((expected, tag), info or _in_info(key, blk, dec, tag))
        self.sent += 1

    async def finish(self, timeout_cycles: int) -> None:
        """Wait for all results, then check that nothing else comes out."""
        await self.sb.wait_done(self.dut.clk_i, timeout_cycles)
        await ClockCycles(self.dut.clk_i, env().drain_cycles)  # the sink keeps checking: extras fail
        self.sb.assert_done(self.sent)
        assert self.src.accepted == self.sent, f"{self.src.accepted} inputs accepted, {self.sent} sent"
        assert self.sink.received == self.sent, f"{self.sink.received} outputs, {self.sent} inputs"


def random_key(rng: random.Random) -> int:
    """K1||K2||K3 with one of the keying options K1=K2=K3, K1=K3!=K2, all distinct."""
    k1 = rng.getrandbits(64)
    k2 = rng.getrandbits(64)
    while k2 == k1:
        k2 = rng.getrandbits(64)
    opt = rng.randrange(3)
    if opt == 0:
        k2 = k3 = k1
    elif opt == 1:
        k3 = k1
    else:
        k3 = rng.getrandbits(64)
        while k3 in (k1, k2):
            k3 = rng.getrandbits(64)
    return (k1 << 128) | (k2 << 64) | k3


def random_op(rng: random.Random) -> tuple[int, int, int, int]:
    key = random_key(rng)
    blk = rng.getrandbits(64)
    dec = rng.getrandbits(1)
    return key, blk, dec, tdes_ecb_int(key, blk, bool(dec), env().num_des)


@cocotb.test()
async def test_nist_ecb(dut):
    """NIST CAVP 3DES ECB (KAT and, for TDEA, MMT), every vector in its file's direction, streamed back to back."""
    e = env()
    await start(dut)
    b = Bench(dut).start()
    files = KAT_FILES + (MMT_FILES if e.num_des == 3 else [])
    counts = {}
    for name in files:
        n = 0
        for v in load_rsp(cavp_dir("ciphers", "3DES", "ECB", name)):
            key = int.from_bytes(v.key, "big")
            for i, (bi, bo) in enumerate(zip(split_blocks(v.input), split_blocks(v.output))):
                tag = b.sent & e.tag_mask
                b.send(
                    key,
                    int.from_bytes(bi, "big"),
                    int(v.decrypt),
                    tag,
                    int.from_bytes(bo, "big"),
                    f"{v.source} [{v.section}] COUNT={v.count} block {i}: {_in_info(key, int.from_bytes(bi, 'big'), int(v.decrypt), tag)}",
                )
                n += 1
        counts[name] = n
    await b.finish(timeout_cycles=b.sent * e.ii * 4 + 10 * e.drain_cycles)
    assert all(counts.values()) and b.sb.matched == sum(counts.values())
    dut._log.info("NIST ECB blocks checked (num_des=%d): %s, total %d", e.num_des, counts, b.sent)


@cocotb.test()
async def test_random(dut):
    """Random keys (3 keying options), directions and blocks; random valid gaps and ready stalls."""
    e = env()
    rng = make_rng(dut, "test_random")
    await start(dut)
    # Every 40th stall long: the coverage check below cannot fail by chance
    # (as in tb/aes/test_aes_core.py, whose seed 1438568819 drew none).
    ready = ReadyModel(rng, on=(1, 32), short=(1, 3), medium=(4, 40), long=(e.drain_cycles, 2 * e.drain_cycles),
                       p_long=0.05, long_every=40)
    b = Bench(
        dut,
        gaps=GapModel(rng, p_gap=0.3, short=(1, 3), long=(4, 4 * e.ii + 8), p_long=0.1),
        ready_model=ready,
        record_times=True,
    ).start()
    n = e.random_blocks
    for i in range(n):
        # With NUM_DES=1 only K1 matters; K2/K3 stay random to show they are ignored.
        key, blk, dec, exp = random_op(rng)
        b.send(key, blk, dec, i & e.tag_mask, exp)
    t0 = get_sim_time("ns")
    await b.finish(timeout_cycles=n * (e.ii + 60) + 50 * e.drain_cycles)
    cycles = int((get_sim_time("ns") - t0) // PERIOD_NS)
    assert b.src.stall_cycles > 0, "in_ready_o never held off the input"
    if n >= 2000:  # the ready pattern included stalls longer than the core can buffer
        assert ready.longest_stall >= e.drain_cycles, f"longest output stall only {ready.longest_stall} cycles"
    dut._log.info(
        "random: %d blocks checked in %d cycles; input waited %d cycles (valid && !ready); longest output stall %d",
        n, cycles, b.src.stall_cycles, ready.longest_stall,
    )


@cocotb.test()
async def test_throughput(dut):
    """II == the registry's II with continuous input and out_ready=1; unrolled: one block per clock, key/direction changing each beat."""
    e = env()
    rng = make_rng(dut, "test_throughput")
    await start(dut)
    b = Bench(dut, record_times=True).start()
    n = 4 * e.capacity + 32
    for i in range(n):
        key, blk, _, _ = random_op(rng)
        dec = i & 1  # direction flips every beat; the key is new every beat
        b.send(key, blk, dec, i & e.tag_mask, tdes_ecb_int(key, blk, bool(dec), e.num_des))
    await b.finish(timeout_cycles=n * e.ii * 2 + 10 * e.drain_cycles)
    step = int(convert(PERIOD_NS, "ns", to="step"))
    acc = [t // step for t in b.src.accept_times]
    out = [t // step for t in b.sink.receive_times]
    ii = [y - x for x, y in zip(acc, acc[1:])]
    bad = [(i + 1, d) for i, d in enumerate(ii) if d != e.ii]
    assert not bad, f"initiation interval should be II={e.ii} clocks; (beat, interval) deviations: {bad[:10]}"
    assert b.src.stall_cycles == (n - 1) * (e.ii - 1), (
        f"input stalled {b.src.stall_cycles} cycles, expected {(n - 1) * (e.ii - 1)}"
    )
    oi = [y - x for x, y in zip(out, out[1:])]
    assert all(d == e.ii for d in oi), f"results should leave every II={e.ii} clocks; got intervals {sorted(set(oi))}"
    lat = [o - a for a, o in zip(acc, out)]
    assert len(set(lat)) == 1, f"latency should be constant with a free-flowing output, got {sorted(set(lat))}"
    # The documented latency (the registry's, cipherline.cores.tdes.timing):
    # datapath register levels times II, plus the output register and the FIFO.
    assert e.latency > 0, "the settings carry no latency"
    assert lat[0] == e.latency, f"latency {lat[0]} clocks, documented {e.latency}"
    if e.ii == 1:
        assert acc[-1] - acc[0] == n - 1, "fully pipelined core must take one block per clock"
    dut._log.info("throughput: II=%d clocks, latency %d clocks, %d blocks", e.ii, lat[0], n)


#: Registers of every tdes_stage that hold key material or user data besides
#: the block (tests/test_tdes_core.py makes them visible to VPI).
STAGE_SECRET_REGS = ("keys_q", "tag_q", "mkeys_q", "mtag_q")


def key_and_tag_registers(dut) -> dict[str, int]:
    """Current values of the key and tag registers of all stages."""
    e = env()
    regs = {}
    for s in range(e.stages):
        stage = dut[f"g_stage[{s}]"].u_stage
        for name in STAGE_SECRET_REGS:
            if hasattr(stage, name):
                regs[f"g_stage[{s}].{name}"] = int(getattr(stage, name).value)
    return regs


@cocotb.test()
async def test_reset_mid_stream(dut):
    """Reset with blocks in flight and in the output buffer: nothing old comes out, then a clean restart."""
    e = env()
    rng = make_rng(dut, "test_reset_mid_stream")
    await start(dut)
    clk = dut.clk_i
    tag_base = 0
    for rnd in range(3):
        # 1. Fill the core: continuous input, output stalled until the input backs up.
        old = Bench(dut, name=f"pre-reset traffic (round {rnd})")
        old.sink.ready_model = [(True, rng.randint(0, 3)), (False, 1 << 40)]
        old.start()
        n_old = 4 * e.capacity + 8
        for i in range(n_old):
            key, blk, dec, exp = random_op(rng)
            old.send(key, blk, dec, (tag_base + i) & e.tag_mask, exp)
        tag_base += n_old
        await ClockCycles(clk, e.drain_cycles + rng.randint(0, e.ii))
        # The core is full: back-pressure holds the input off.
        held = old.src.accepted
        await ClockCycles(clk, 2 * e.ii + 2)
        assert old.src.accepted == held < n_old, (
            f"setup: input not held off by a stalled output ({held} -> {old.src.accepted} of {n_old} accepted)"
        )
        if rnd == 1:
            # Let the output run for a moment, so reset hits a moving stream.
            old.sink.stop(ready=1)
            await ClockCycles(clk, rng.randint(1, 3))
        await RisingEdge(clk)
        in_flight = old.src.accepted - old.sink.received
        assert int(dut.out_valid_o.value) == 1, "setup: output buffer should hold results before reset"
        assert in_flight >= 2, f"setup: only {in_flight} blocks inside the core before reset"
        # 2. Reset (in_valid low, out_ready random).
        old.src.stop()
        old.sink.stop(ready=rng.getrandbits(1))
        dut.rst_ni.value = 0
        cycles = 1 if rnd == 2 else rng.randint(2, 4)
        await RisingEdge(clk)  # the first reset edge
        for _ in range(cycles - 1):
            await RisingEdge(clk)
            assert int(dut.out_valid_o.value) == 0, "out_valid_o must be 0 while in reset"
        dut.rst_ni.value = 1
        dut.out_ready_i.value = 1
        await RisingEdge(clk)
        assert int(dut.out_valid_o.value) == 0, "out_valid_o must be 0 right after reset"
        # 3. Quiet window: nothing from before the reset may come out, and
        # no key or tag register may hold anything (a key left on the idle
        # input bus must not be taken in either).
        quiet = Bench(dut, name=f"after reset (round {rnd}), no input").start()
        dut.in_key_i.value = rng.getrandbits(192) | 1
        await ClockCycles(clk, e.drain_cycles)
        assert quiet.sink.received == 0
        held_regs = key_and_tag_registers(dut)
        assert len(held_regs) >= 2 * e.stages, f"expected key and tag registers of {e.stages} stages, found {len(held_regs)}"
        dirty = {name: hex(v) for name, v in held_regs.items() if v != 0}
        assert not dirty, f"reset round {rnd}: key/tag registers not cleared after reset: {dirty}"
        quiet.sink.stop()
        # 4. Clean restart with new traffic (tags continue, so a stale result would mismatch).
        new = Bench(
            dut,
            gaps=GapModel(rng, p_gap=0.2),
            ready_model=ReadyModel(rng, long=(e.drain_cycles, e.drain_cycles + 10)),
            name=f"after reset (round {rnd})",
        ).start()
        n_new = 2 * e.capacity + 40
        for i in range(n_new):
            key, blk, dec, exp = random_op(rng)
            new.send(key, blk, dec, (tag_base + i) & e.tag_mask, exp)
        tag_base += n_new
        await new.finish(timeout_cycles=n_new * (e.ii + 60) + 20 * e.drain_cycles)
        new.src.stop()
        new.sink.stop()
        dut._log.info(
            "reset round %d: core full with %d blocks; %d inside at reset (%d cycles of reset); %d new blocks checked",
            rnd, held, in_flight, cycles, n_new,
        )


@cocotb.test()
async def test_in_ready_not_combinational(dut):
    """in_ready_o must not change when in_valid_i or out_ready_i change within a cycle."""
    e = env()
    rng = make_rng(dut, "test_in_ready_not_combinational")
    await start(dut)
    clk = dut.clk_i
    seen = set()
    cycles = max(400, 6 * e.drain_cycles)
    for _ in range(cycles):
        v = int(rng.random() < 0.8)
        r = int(rng.random() < 0.3)
        key, blk, dec, _ = random_op(rng)
        dut.in_valid_i.value = v
        dut.out_ready_i.value = r
        dut.in_key_i.value = key
        dut.in_block_i.value = blk
        dut.in_decrypt_i.value = dec
        await Timer(1, "ns")
        before = int(dut.in_ready_o.value)
        dut.in_valid_i.value = 1 - v
        dut.out_ready_i.value = 1 - r
        await Timer(1, "ns")
        flipped = int(dut.in_ready_o.value)
        dut.in_valid_i.value = v
        dut.out_ready_i.value = r
        await Timer(1, "ns")
        assert flipped == before, (
            f"in_ready_o changed from {before} to {flipped} when in_valid_i/out_ready_i flipped "
            f"from {v}/{r} to {1 - v}/{1 - r} within a cycle"
        )
        seen.add(before)
        await RisingEdge(clk)
    assert seen == {0, 1}, f"in_ready_o only took the values {seen}; the check did not cover both"
