"""cocotb tests for rtl/tdes/tdes_core.sv (run by tests/test_tdes_core.py).

The configuration comes from the environment (set by the pytest runner):
  CIPHERLINE_TDES_PARAMS         JSON dict of the Verilog parameters built in
  CIPHERLINE_SEED                random seed (each test seeds its own RNG from
                                 seed and test name, so one test can be re-run
                                 alone and behaves the same)
  CIPHERLINE_TDES_RANDOM_BLOCKS  blocks in test_random (default 20000)

Tests:
  test_nist_ecb              all 3DES ECB CAVP files, both directions
  test_random                random keys/directions/blocks, random valid gaps
                             and ready stalls, checked against cipherline.ref.cipher
  test_throughput            II == ITERS with free-flowing input and output;
                             unrolled cores take one block per clock while key
                             and direction change every beat
  test_reset_mid_stream      reset with blocks in flight and buffered
  test_in_ready_not_combinational
"""

from __future__ import annotations

import json
import os
import random

import cocotb
from cocotb.clock import Clock
from cocotb.simtime import convert, get_sim_time
from cocotb.triggers import ClockCycles, RisingEdge, Timer, with_timeout

from cipherline.ref.cipher import tdes_ecb_int
from cipherline.ref.vectors import cavp_dir, load_rsp, split_blocks
from tb.common.stream import GapModel, ReadyModel, Scoreboard, StreamSink, StreamSource

PERIOD_NS = 10

PARAMS: dict = json.loads(os.environ.get("CIPHERLINE_TDES_PARAMS", "{}"))
NUM_DES = int(PARAMS.get("NUM_DES", 3))
STAGES = int(PARAMS.get("STAGES", 1))
RPC = int(PARAMS.get("ROUNDS_PER_CYCLE", 1))
TAG_W = int(PARAMS.get("TAG_W", 8))
SPLIT = int(PARAMS.get("SPLIT_ROUND", 0))
ROM = int(PARAMS.get("SBOX_ROM", 0))
ITERS = 16 * NUM_DES // (STAGES * RPC)
# Register levels a block passes (an upper bound on blocks in the datapath).
LEVELS = STAGES * ((3 if ROM else 2) if SPLIT else 1)
# The latency cipherline documents and reports (cipherline.fpga.flow.core_timing).
DOC_LATENCY = int(os.environ.get("CIPHERLINE_TDES_LATENCY", "-1"))
TAG_MASK = (1 << TAG_W) - 1
SEED = int(os.environ.get("CIPHERLINE_SEED", "1"), 0)
RANDOM_BLOCKS = int(os.environ.get("CIPHERLINE_TDES_RANDOM_BLOCKS", "20000"))

KAT_FILES = [f"TECB{k}.rsp" for k in ("vartext", "varkey", "invperm", "permop", "subtab")]
MMT_FILES = [f"TECBMMT{i}.rsp" for i in (1, 2, 3)]

# Enough cycles for every block the core can hold (in flight + output
# buffer) to come out; used for "no extra output" windows and long stalls.
DRAIN_CYCLES = 2 * (LEVELS + 4) * ITERS + 4 * LEVELS + 20


def _fmt(beat: tuple[int, ...]) -> str:
    blk, tag = beat
    return f"block={blk:016x} tag={tag:#x}"


def _in_info(key: int, blk: int, dec: int, tag: int) -> str:
    k = f"{key:048x}"
    return f"{'decrypt' if dec else 'encrypt'} key={k[:16]}_{k[16:32]}_{k[32:]} block={blk:016x} tag={tag:#x}"


def make_rng(dut, name: str) -> random.Random:
    dut._log.info("seed %d (test %s; config %s; rerun with CIPHERLINE_SEED=%d)", SEED, name, PARAMS, SEED)
    return random.Random(f"{SEED}:{name}")


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
    """Cross-check the environment against the parameters built into the model (if visible)."""
    global _params_checked
    if _params_checked:
        return
    _params_checked = True
    expect = {"NUM_DES": NUM_DES, "STAGES": STAGES, "ROUNDS_PER_CYCLE": RPC, "TAG_W": TAG_W, "SPLIT_ROUND": SPLIT,
              "SBOX_ROM": ROM}
    try:
        got = {name: int(getattr(dut, name).value) for name in expect}
    except Exception as exc:  # parameters not visible through VPI: nothing to check
        dut._log.warning("cannot read the model's parameters (%s); trusting CIPHERLINE_TDES_PARAMS", exc)
        return
    assert got == expect, f"model was built with {got}, the test expects {expect}"
    dut._log.info("model parameters %s, ITERS=%d", got, ITERS)


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
        await with_timeout(self.sb.wait_empty(), timeout_cycles * PERIOD_NS, "ns")
        await ClockCycles(self.dut.clk_i, DRAIN_CYCLES)  # the sink keeps checking: extras fail
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
    return key, blk, dec, tdes_ecb_int(key, blk, bool(dec), NUM_DES)


@cocotb.test()
async def test_nist_ecb(dut):
    """NIST CAVP 3DES ECB (KAT and, for TDEA, MMT), every vector in its file's direction, streamed back to back."""
    await start(dut)
    b = Bench(dut).start()
    files = KAT_FILES + (MMT_FILES if NUM_DES == 3 else [])
    counts = {}
    for name in files:
        n = 0
        for v in load_rsp(cavp_dir("ciphers", "3DES", "ECB", name)):
            key = int.from_bytes(v.key, "big")
            for i, (bi, bo) in enumerate(zip(split_blocks(v.input), split_blocks(v.output))):
                tag = b.sent & TAG_MASK
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
    await b.finish(timeout_cycles=b.sent * ITERS * 4 + 10 * DRAIN_CYCLES)
    assert all(counts.values()) and b.sb.matched == sum(counts.values())
    dut._log.info("NIST ECB blocks checked (num_des=%d): %s, total %d", NUM_DES, counts, b.sent)


@cocotb.test()
async def test_random(dut):
    """Random keys (3 keying options), directions and blocks; random valid gaps and ready stalls."""
    rng = make_rng(dut, "test_random")
    await start(dut)
    ready = ReadyModel(rng, on=(1, 32), short=(1, 3), medium=(4, 40), long=(DRAIN_CYCLES, 2 * DRAIN_CYCLES), p_long=0.05)
    b = Bench(
        dut,
        gaps=GapModel(rng, p_gap=0.3, short=(1, 3), long=(4, 4 * ITERS + 8), p_long=0.1),
        ready_model=ready,
        record_times=True,
    ).start()
    n = RANDOM_BLOCKS
    for i in range(n):
        # With NUM_DES=1 only K1 matters; K2/K3 stay random to show they are ignored.
        key, blk, dec, exp = random_op(rng)
        b.send(key, blk, dec, i & TAG_MASK, exp)
    t0 = get_sim_time("ns")
    await b.finish(timeout_cycles=n * (ITERS + 60) + 50 * DRAIN_CYCLES)
    cycles = int((get_sim_time("ns") - t0) // PERIOD_NS)
    assert b.src.stall_cycles > 0, "in_ready_o never held off the input"
    if n >= 2000:  # the ready pattern included stalls longer than the core can buffer
        assert ready.longest_stall >= DRAIN_CYCLES, f"longest output stall only {ready.longest_stall} cycles"
    dut._log.info(
        "random: %d blocks checked in %d cycles; input waited %d cycles (valid && !ready); longest output stall %d",
        n, cycles, b.src.stall_cycles, ready.longest_stall,
    )


@cocotb.test()
async def test_throughput(dut):
    """II == ITERS with continuous input and out_ready=1; unrolled: one block per clock, key/direction changing each beat."""
    rng = make_rng(dut, "test_throughput")
    await start(dut)
    b = Bench(dut, record_times=True).start()
    n = 4 * (LEVELS + 4) + 32
    for i in range(n):
        key, blk, _, _ = random_op(rng)
        dec = i & 1  # direction flips every beat; the key is new every beat
        b.send(key, blk, dec, i & TAG_MASK, tdes_ecb_int(key, blk, bool(dec), NUM_DES))
    await b.finish(timeout_cycles=n * ITERS * 2 + 10 * DRAIN_CYCLES)
    step = int(convert(PERIOD_NS, "ns", to="step"))
    acc = [t // step for t in b.src.accept_times]
    out = [t // step for t in b.sink.receive_times]
    ii = [y - x for x, y in zip(acc, acc[1:])]
    bad = [(i + 1, d) for i, d in enumerate(ii) if d != ITERS]
    assert not bad, f"initiation interval should be ITERS={ITERS} clocks; (beat, interval) deviations: {bad[:10]}"
    assert b.src.stall_cycles == (n - 1) * (ITERS - 1), (
        f"input stalled {b.src.stall_cycles} cycles, expected {(n - 1) * (ITERS - 1)}"
    )
    oi = [y - x for x, y in zip(out, out[1:])]
    assert all(d == ITERS for d in oi), f"results should leave every ITERS={ITERS} clocks; got intervals {sorted(set(oi))}"
    lat = [o - a for a, o in zip(acc, out)]
    assert len(set(lat)) == 1, f"latency should be constant with a free-flowing output, got {sorted(set(lat))}"
    # Documented latency (README, cipherline.fpga.flow.core_timing): datapath
    # register levels times ITERS, plus the output register and the FIFO.
    assert DOC_LATENCY > 0, "CIPHERLINE_TDES_LATENCY (the documented latency) must be set"
    assert lat[0] == DOC_LATENCY, f"latency {lat[0]} clocks, documented {DOC_LATENCY}"
    if ITERS == 1:
        assert acc[-1] - acc[0] == n - 1, "fully pipelined core must take one block per clock"
    dut._log.info("throughput: II=%d clocks (ITERS=%d), latency %d clocks, %d blocks", ITERS, ITERS, lat[0], n)


#: Registers of every tdes_stage that hold key material or user data besides
#: the block (tests/test_tdes_core.py makes them visible to VPI).
STAGE_SECRET_REGS = ("keys_q", "tag_q", "mkeys_q", "mtag_q")


def key_and_tag_registers(dut) -> dict[str, int]:
    """Current values of the key and tag registers of all stages."""
    regs = {}
    for s in range(STAGES):
        stage = dut[f"g_stage[{s}]"].u_stage
        for name in STAGE_SECRET_REGS:
            if hasattr(stage, name):
                regs[f"g_stage[{s}].{name}"] = int(getattr(stage, name).value)
    return regs


@cocotb.test()
async def test_reset_mid_stream(dut):
    """Reset with blocks in flight and in the output buffer: nothing old comes out, then a clean restart."""
    rng = make_rng(dut, "test_reset_mid_stream")
    await start(dut)
    clk = dut.clk_i
    tag_base = 0
    for rnd in range(3):
        # 1. Fill the core: continuous input, output stalled until the input backs up.
        old = Bench(dut, name=f"pre-reset traffic (round {rnd})")
        old.sink.ready_model = [(True, rng.randint(0, 3)), (False, 1 << 40)]
        old.start()
        n_old = 4 * (LEVELS + 4) + 8
        for i in range(n_old):
            key, blk, dec, exp = random_op(rng)
            old.send(key, blk, dec, (tag_base + i) & TAG_MASK, exp)
        tag_base += n_old
        await ClockCycles(clk, DRAIN_CYCLES + rng.randint(0, ITERS))
        # The core is full: back-pressure holds the input off.
        held = old.src.accepted
        await ClockCycles(clk, 2 * ITERS + 2)
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
        await ClockCycles(clk, DRAIN_CYCLES)
        assert quiet.sink.received == 0
        held_regs = key_and_tag_registers(dut)
        assert len(held_regs) >= 2 * STAGES, f"expected key and tag registers of {STAGES} stages, found {len(held_regs)}"
        dirty = {name: hex(v) for name, v in held_regs.items() if v != 0}
        assert not dirty, f"reset round {rnd}: key/tag registers not cleared after reset: {dirty}"
        quiet.sink.stop()
        # 4. Clean restart with new traffic (tags continue, so a stale result would mismatch).
        new = Bench(
            dut,
            gaps=GapModel(rng, p_gap=0.2),
            ready_model=ReadyModel(rng, long=(DRAIN_CYCLES, DRAIN_CYCLES + 10)),
            name=f"after reset (round {rnd})",
        ).start()
        n_new = 2 * (LEVELS + 4) + 40
        for i in range(n_new):
            key, blk, dec, exp = random_op(rng)
            new.send(key, blk, dec, (tag_base + i) & TAG_MASK, exp)
        tag_base += n_new
        await new.finish(timeout_cycles=n_new * (ITERS + 60) + 20 * DRAIN_CYCLES)
        new.src.stop()
        new.sink.stop()
        dut._log.info(
            "reset round %d: core full with %d blocks; %d inside at reset (%d cycles of reset); %d new blocks checked",
            rnd, held, in_flight, cycles, n_new,
        )


@cocotb.test()
async def test_in_ready_not_combinational(dut):
    """in_ready_o must not change when in_valid_i or out_ready_i change within a cycle."""
    rng = make_rng(dut, "test_in_ready_not_combinational")
    await start(dut)
    clk = dut.clk_i
    seen = set()
    cycles = max(400, 6 * DRAIN_CYCLES)
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
