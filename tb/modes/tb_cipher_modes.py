# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb tests of the modes engine (tdes_modes, aes_modes, toy_modes; run through tests/test_modes.py;
its throughput benchmark is tb/modes/bench_cipher_modes.py).

Everything comes from :func:`cipherline.sim.tbenv.settings` (one JSON
variable set by :func:`cipherline.sim.cocotb_run.run_config`): the registry
configuration (its cipher, block and key widths, STREAMS, CTR_W and policy
parameters), its documented latency and zeroization bound (checked here
against the hardware), the seed, and the knobs:

  nmsgs        messages in test_random (default 300)
  nist         NIST files for test_nist: comma-separated names (AES: "ctr" for the
               CTR vectors), or "all"
  trace        stream id whose output beats are logged (default -1: none)

The block function is the cipher's (:func:`cipherline.cores.reference.block_fn`);
test_nist and test_cmac use the TDES or AES vectors and run on tdes (TDEA)
and aes configurations; test_zeroize scans for TDES or AES key patterns and
runs on both.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field, replace

import cocotb
from cocotb.clock import Clock
from cocotb.simtime import convert, get_sim_time
from cocotb.triggers import ClockCycles, FallingEdge, with_timeout

from cipherline.cores import Config, pow2_at_least
from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import Beat, Message, OutBeat
from cipherline.cores.reference import block_fn, packet_format
from cipherline.ref.descriptor import descriptor
from cipherline.ref.packet import keep_of, turn
from cipherline.ref.vectors import cavp_dir
from cipherline.sim.tbenv import settings
from tb.modes.aes_vectors import aes_cmac_jobs, aes_ctr_jobs, aes_nist_files, aes_nist_jobs, runnable
from tb.modes.harness import ModesHarness, outputs_expected
from tb.modes.scenarios import (Job, busy_jobs, cmac_jobs, nist_files, nist_jobs, rand_key, random_jobs,
                                split_jobs)

PERIOD_NS = 10


@dataclass(frozen=True)
class Env:
    """What the tests need of the settings (all from the registry)."""

    config: Config
    block: mm.BlockFn
    policy: mm.Policy
    streams: int  # stream contexts of the DUT (STREAMS rounded up to 2^n, at least 2)
    ctr_w: int
    latency: int  # the documented latency
    flush_clocks: int  # the documented zeroization bound (after reset or zeroize_i)
    seed: int
    knobs: dict = field(default_factory=dict)

    @property
    def w(self) -> int:
        return self.block.width

    @property
    def key_bits(self) -> int:
        return self.block.key_bits


@functools.cache
def env() -> Env:
    s = settings()
    c, p = s.config, s.p
    block = block_fn(c.cipher, p)
    if (block.width, block.key_bits) != (c.block_bits, c.key_bits):
        raise ValueError(f"{c}: the {c.cipher} model has {block.width}-bit blocks and {block.key_bits}-bit "
                         f"keys, the registry {c.block_bits} and {c.key_bits}")
    policy = mm.Policy(enabled=bool(p["POLICY"]), max_blocks=p["MAX_BLOCKS"], cmac_min_tag=p["CMAC_MIN_TAG"])
    return Env(c, block, policy, max(2, pow2_at_least(p["STREAMS"])), p["CTR_W"], s.latency, s.flush_clocks,
               s.seed, dict(s.knobs))


def _setup(dut) -> tuple[ModesHarness, mm.BlockFn, int]:
    e = env()
    for port, bits in (("s_axis_tdata_i", e.w), ("m_axis_tdata_o", e.w), ("s_axis_tkeep_i", e.w // 8),
                       ("m_axis_tkeep_o", e.w // 8)):
        got = len(getattr(dut, port))
        assert got == bits, f"{port} has {got} bits; {e.config} has {bits}"
    cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())
    h = ModesHarness(dut, e.streams, fmt(), e.seed, trace=int(e.knobs.get("trace", -1)), period_ns=PERIOD_NS,
                     drain_clocks=e.latency + 16, desc=bool(e.config.p.get("DESC", 0)))
    h.buf_beats = e.block.auth_buf_beats
    h.reservation = lambda job: mm.reservation(job.msg, e.block, e.policy)
    return h, e.block, e.seed


def fmt():
    """The packet format of the engine under test."""
    return packet_format(env().config.cipher, env().w)


def _tdes_only(what: str) -> None:
    c = env().config
    if c.cipher != "tdes" or c.p["NUM_DES"] != 3:
        raise ValueError(f"{what} needs a TDEA engine (tdes-modes, NUM_DES=3), not {c}")


@cocotb.test()
async def test_nist(dut):
    """NIST CAVP files on interleaved streams: TDES (TMOVS ECB/CBC/CFB/OFB KAT, MMT,
    interleaved) or AES (AESAVS ECB/CBC/CFB-1/-8/-128/OFB KAT and MMT, 3 key
    sizes, and the RFC 3686 CTR vectors, "ctr" in the knob)."""
    c = env().config
    if c.cipher == "aes":
        files, to_jobs, extra = aes_nist_files(), aes_nist_jobs, {"ctr": aes_ctr_jobs}
    else:
        _tdes_only("test_nist (NIST TDES files)")
        files, to_jobs, extra = nist_files(), nist_jobs, {}
    h, block, _ = _setup(dut)
    sel = env().knobs.get("nist", "all")
    if sel != "all":
        names = set(sel.split(","))
        missing = names - {f.name for f in files} - set(extra)
        if missing:
            raise ValueError(f"unknown NIST files: {sorted(missing)}")
        files = [f for f in files if f.name in names]
        extra = {k: v for k, v in extra.items() if k in names}
    jobs: list[Job] = []
    for f in files:
        jobs += to_jobs(f)
    for make in extra.values():
        jobs += make()
    if c.cipher == "aes":
        jobs = runnable(jobs, block)  # the configuration's key sizes and directions
    assert jobs, f"no NIST records for {c} in {sel}"
    await h.reset()
    stats = await h.run(jobs, gap=0.05, stall=0.05)
    dut._log.info("NIST: %d files, %d messages, %d output beats in %d cycles",
                  len(files), len(jobs), stats["outputs"], stats["cycles"])
    assert stats["outputs"] == outputs_expected(jobs, stats)


@cocotb.test()
async def test_cmac(dut):
    """SP 800-38B CMAC examples (TDES, or AES with 3 key sizes): generate, truncated tags,
    verify, bad tag."""
    if env().config.cipher == "aes":
        h, block, _ = _setup(dut)
        jobs = runnable(aes_cmac_jobs(), block)
    else:
        _tdes_only("test_cmac (SP 800-38B TDES examples)")
        h, block, _ = _setup(dut)
        jobs = cmac_jobs()
    # The model agrees with the published tags (guards the expected values).
    for j in jobs:
        if j.msg.decrypt:
            continue
        assert mm.expected_beats(j.msg, block) == j.expected, j.name
    await h.reset()
    stats = await h.run(jobs, gap=0.1, stall=0.1)
    assert stats["outputs"] == len(jobs)


@cocotb.test()
async def test_mct(dut):
    """AESAVS Monte Carlo tests of CBC, CFB-8, CFB-128 and OFB (3 key sizes, both directions),
    one chain per stream, every outer record checked against NIST's MCT files.

    The knob mct_outer sets the outer iterations per chain (default 2; the
    files have 100). Chains the configuration cannot run (key sizes outside
    KEYLENS; CBC decryption on an encrypt-only core) are left out."""
    from tb.common.stream import BernoulliReady, StreamSink, StreamSource, geometric_gaps
    from tb.modes.aes_mct import load_chains
    from tb.modes.aes_vectors import supports
    from tb.modes.harness import CMD_FIELDS, IN_FIELDS, OUT_FIELDS, data_beat, header_beats

    c = env().config
    if c.cipher != "aes":
        raise ValueError(f"test_mct needs an AES engine (aes-modes), not {c}")
    h, block, seed = _setup(dut)
    outer = int(env().knobs.get("mct_outer", 2))
    chains = [ch for ch in load_chains(outer) if supports(block, ch.command())]
    assert chains, f"no MCT chain runs on {c}"
    rng = random.Random(seed + 17)
    await h.reset()
    await ClockCycles(dut.clk_i, env().flush_clocks)
    d = dut
    src = StreamSource(d.clk_i, d.s_axis_tvalid_i, d.s_axis_tready_o, [getattr(d, n) for n in IN_FIELDS],
                       gaps=geometric_gaps(rng, 0.05), rng=rng)
    pf = fmt()
    pending = list(reversed(chains))
    on_stream: dict[int, object] = {}
    # With descriptors: a chain's descriptor on the descriptor channel (in the
    # order the chains' first beats are sent: each is sent with its
    # descriptor, below), its beats on the data channel.
    csrc = (StreamSource(d.clk_i, d.s_axis_cmd_tvalid_i, d.s_axis_cmd_tready_o, [getattr(d, n) for n in CMD_FIELDS],
                         gaps=geometric_gaps(rng, 0.05), rng=rng) if h.desc else None)

    def feed(sid: int) -> None:
        ch = on_stream[sid]
        first = not ch.cmd_sent
        if first:
            if csrc:
                cmd = ch.command()
                whole = replace(cmd, beats=[Beat(0, i == ch.inner - 1, ch.seg) for i in range(ch.inner)])
                csrc.send((sid, descriptor(pf, whole).tdata()))
            else:
                for b in header_beats(pf, ch.command(), sid):
                    src.send(b)
            ch.cmd_sent = True
        beats = ch.ready_beats()
        assert beats or not (first and csrc), f"{ch.name}: no first beat to send with its descriptor"
        for data, last in beats:
            src.send(data_beat(pf, ch.command(), Beat(data, bool(last), ch.seg), sid))

    def start_next(sid: int) -> None:
        if pending:
            on_stream[sid] = pending.pop()
            feed(sid)
        else:
            on_stream.pop(sid, None)

    outputs = [0]

    def on_output(beat: tuple) -> None:
        outputs[0] += 1
        sid, tdata, last, keep, status = beat
        ch = on_stream.get(sid)
        assert ch is not None, f"output on stream {sid}, which runs no chain"
        n = len(ch.outs)
        assert (status, keep, last) == (mm.ST_OK, keep_of(ch.seg, pf.nb), int(n == ch.inner - 1)), (
            f"{ch.name} COUNT {ch.i} output {n}: status {mm.STATUS_NAMES.get(status, status)}, tkeep {keep:x}, "
            f"last {last}")
        if ch.output(turn(tdata, pf.nb)) and ch.done:
            start_next(sid)
        else:
            feed(sid)

    sink = StreamSink(d.clk_i, d.m_axis_tvalid_o, d.m_axis_tready_i, [getattr(d, n) for n in OUT_FIELDS], on_output,
                      ready_model=BernoulliReady(rng, 0.05))
    for sid in range(min(h.ns, len(chains))):
        start_next(sid)
    src.start()
    if csrc:
        csrc.start()
    sink.start()
    waited = 0
    while on_stream:
        before = outputs[0]
        await ClockCycles(d.clk_i, 5000)
        waited += 5000
        assert outputs[0] > before or not on_stream, (
            f"MCT: no output for 5000 clocks, {len(on_stream)} chains running: "
            + ", ".join(f"{ch.name} COUNT {ch.i} output {len(ch.outs)}" for ch in on_stream.values()))
    src.stop()
    if csrc:
        csrc.stop()
    sink.stop()
    assert all(ch.checked == outer for ch in chains)
    dut._log.info("MCT: %d chains x %d outer iterations checked against the NIST files in %d clocks",
                  len(chains), outer, waited)


@cocotb.test()
async def test_axis(dut):
    """Packets through cocotbext-axi's AxiStreamSource / AxiStreamSink, both
    paused at random: random messages (and malformed ones) one packet each,
    on random streams, back to back; every output packet's TID, bytes and
    status (TUSER of its last beat) against the model.

    The source sends packet after packet, and the engine keeps the input
    order, so the sink (which assembles packets beat after beat) sees whole
    packets; beat-by-beat interleaving is test_random's. Except in GCM: an
    encryption's tag waits for its last block, so later packets of other
    streams may come out before it, and the sink, which does not split its
    input by TID, could not assemble them: GCM is test_gcm's and
    test_random's."""
    from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource

    class InBus(AxiStreamBus):
        _signals = {"tdata": "tdata_i"}
        _optional_signals = {"tvalid": "tvalid_i", "tready": "tready_o", "tlast": "tlast_i",
                             "tkeep": "tkeep_i", "tid": "tid_i"}

    class OutBus(AxiStreamBus):
        _signals = {"tdata": "tdata_o"}
        _optional_signals = {"tvalid": "tvalid_o", "tready": "tready_i", "tlast": "tlast_o",
                             "tkeep": "tkeep_o", "tid": "tid_o", "tuser": "tuser_o"}

    h, block, seed = _setup(dut)
    e = env()
    pf = fmt()
    rng = random.Random(seed + 23)
    jobs = random_jobs(rng, block, int(e.knobs.get("nmsgs", 300)) // 2, h.ns, error_rate=0.2, max_blocks=12,
                       ctr_w=e.ctr_w, policy=e.policy, gcm=False)
    await h.reset()
    await ClockCycles(dut.clk_i, e.flush_clocks)
    src = AxiStreamSource(InBus.from_prefix(dut, "s_axis"), dut.clk_i, dut.rst_ni, reset_active_level=False)
    sink = AxiStreamSink(OutBus.from_prefix(dut, "m_axis"), dut.clk_i, dut.rst_ni, reset_active_level=False)

    def pauses(p: float):
        while True:
            yield rng.random() < p

    src.set_pause_generator(pauses(0.2))
    sink.set_pause_generator(pauses(0.3))
    csrc = None
    if h.desc:
        # Descriptors on their own source, one frame (one beat) each, in the
        # order of the data packets.
        class CmdBus(AxiStreamBus):
            _signals = {"tdata": "tdata_i"}
            _optional_signals = {"tvalid": "tvalid_i", "tready": "tready_o", "tid": "tid_i"}

        csrc = AxiStreamSource(CmdBus.from_prefix(dut, "s_axis_cmd"), dut.clk_i, dut.rst_ni,
                               reset_active_level=False)
        csrc.set_pause_generator(pauses(0.3))
    want = []
    for n, job in enumerate(jobs):
        sid = job.stream
        if job.msg is None and csrc:
            # A packet without a descriptor gets ERR_HEADER when the next
            # descriptor is of another stream; else it would take that one.
            nxt = next((j.stream for j in jobs[n + 1:] if j.msg is not None), None)
            if nxt is None or nxt == sid:
                continue
            for b in job.stray:
                await src.send(AxiStreamFrame(b.data.to_bytes(pf.beat_nb, "little"), tid=sid))
        elif csrc:
            await csrc.send(AxiStreamFrame(descriptor(pf, job.msg).pack(), tid=sid))
            lanes, keeps = b"", []
            for d, k, _ in [pf.data(job.msg, b) for b in job.msg.beats] or [(0, 0, 1)]:
                lanes += d.to_bytes(pf.beat_nb, "little")
                keeps += [(k >> i) & 1 for i in range(pf.beat_nb)]
            await src.send(AxiStreamFrame(lanes, tkeep=keeps, tid=sid))
        elif job.msg is None:
            # One packet that ends inside its header per stray beat.
            for b in job.stray:
                await src.send(AxiStreamFrame(b"".join(d.to_bytes(pf.beat_nb, "little") for d, _, _ in pf.stray(b)),
                                              tid=sid))
        else:
            lanes, keeps = b"", []
            for d, k, _ in pf.beats(job.msg):
                lanes += d.to_bytes(pf.beat_nb, "little")
                keeps += [(k >> i) & 1 for i in range(pf.beat_nb)]
            await src.send(AxiStreamFrame(lanes, tkeep=keeps, tid=sid))
        # Expected packets: one per message (its output beats), one per stray beat.
        outs = job.expected
        cut = [i + 1 for i, o in enumerate(outs) if o.last]
        for a, b in zip([0] + cut, cut):
            data = b"".join(o.data.to_bytes(pf.nb, "big")[:-(-o.bits // 8)] for o in outs[a:b])
            want.append((sid, data, outs[b - 1].status, job.name))
    for i, (sid, data, status, name) in enumerate(want):
        # Not compacted: a status-only packet has no kept byte, but its TID and TUSER count.
        frame = await with_timeout(sink.recv(compact=False), 200_000, "ns")
        tid, tuser = frame.tid[-1], frame.tuser[-1]
        assert len(set(frame.tid)) == 1, f"packet {i} ({name}): TID changes inside the packet: {frame.tid}"
        kept = bytes(d for d, k in zip(frame.tdata, frame.tkeep) if k)
        got = (tid, kept, tuser)
        assert got == (sid, data, status), (
            f"packet {i} ({name}): got tid {tid} status {mm.STATUS_NAMES.get(tuser, tuser)} {kept.hex()}"
            f", expected tid {sid} status {mm.STATUS_NAMES.get(status, status)} {data.hex()}")
    await ClockCycles(dut.clk_i, e.latency + 16)
    assert sink.empty(), "extra output packets"
    dut._log.info("axis: %d packets in, %d out (cocotbext-axi, paused)", len(jobs), len(want))


@cocotb.test()
async def test_latency(dut):
    """One-block ECB, CTR and CBC messages on an idle engine: data-in to data-out latency is the registry's.

    An idle core takes a block on any clock (an iterative AES core too: its
    stages hand over block by block), so each message is sent after a few
    random gaps, and every latency must be the documented one."""
    h, block, seed = _setup(dut)
    e = env()
    W, want = e.w, e.latency
    assert want > 0, "the settings carry no latency"
    rng = random.Random(seed + 11)
    await h.reset()
    # After reset the engine first clears its stream contexts (the zeroization bound).
    await ClockCycles(dut.clk_i, e.flush_clocks)
    step = int(convert(PERIOD_NS, "ns", to="step"))

    async def probe(mode: int, dec: bool) -> tuple[int, int]:
        """(clocks from the call to the data beat's accept, latency) of one one-block message."""
        msg = Message(0, mode, dec, rand_key(rng, block, degenerate=False), rng.getrandbits(W), W,
                      beats=[Beat(rng.getrandbits(W), True, W)])
        job = Job(mm.expected_beats(msg, block, e.ctr_w, policy=e.policy), msg,
                  name=f"latency-{mm.MODE_NAMES[mode]}", stream=0)
        start = get_sim_time("step") // step
        stats = await h.run([job])
        await ClockCycles(dut.clk_i, 5)
        return stats["first_in"] - start, stats["first_out"] - stats["first_in"]

    lead, _ = await probe(mm.MODE_CTR, False)  # the idle engine's constant input delay
    for mode in (mm.MODE_ECB, mm.MODE_CTR, mm.MODE_CBC):
        for dec in (False, True):
            if dec and block.forward_only and mode != mm.MODE_CTR:
                continue  # rejected (ERR_MODE) by an engine around an encrypt-only core
            name = f"{mm.MODE_NAMES[mode]} dec={dec}"
            lats = []
            for _ in range(6):
                await ClockCycles(dut.clk_i, rng.randrange(1, 13))
                got_lead, lat = await probe(mode, dec)
                assert got_lead == lead, f"{name}: the idle engine took the beat {got_lead} clocks in, not {lead}"
                lats.append(lat)
            assert set(lats) == {want}, f"{name}: latencies {sorted(set(lats))} clocks, documented {want}"


@cocotb.test()
async def test_random(dut):
    """Random modes/keys/IVs/lengths on up to 64 streams, every error case, gaps and stalls."""
    h, block, seed = _setup(dut)
    e = env()
    rng = random.Random(seed)
    n = int(e.knobs.get("nmsgs", 300))
    jobs = random_jobs(rng, block, n, h.ns, ctr_w=e.ctr_w, policy=e.policy)
    kinds = {j.name.split("/")[1] for j in jobs if "/" in j.name} | {j.name for j in jobs if j.name == "stray"}
    dut._log.info("random: seed %d, %d jobs, streams %d, kinds %s", seed, len(jobs), h.ns, sorted(kinds))
    statuses = {b.status for j in jobs for b in j.expected}
    # ERR_BUSY (a command inside an open message) cannot be sent as packets;
    # ERR_LONG and ERR_FULL (the message buffer) are test_gcm's and test_admission's.
    # An engine without the block modes (a MODES profile: GCM or CCM only)
    # gives the random messages of those ERR_MODE, their error kinds
    # included: the statuses of its own modes are test_gcm's and test_ccm's
    # (each checks that it covers them).
    need = set(mm.STATUS_NAMES) - {mm.ST_ERR_BUSY, mm.ST_ERR_LONG, mm.ST_ERR_FULL}
    if not block.builds(mm.MODE_CMAC):
        need = {mm.ST_OK, mm.ST_ERR_MODE, mm.ST_ERR_HEADER}
    assert statuses >= need, f"error statuses not all covered: {statuses}"
    await h.reset()
    # Bursty phase, then a heavily throttled one with output stalls longer
    # than the FIFOs.
    bursty, throttled = split_jobs(jobs)
    # With descriptors, their channel's gaps are drawn apart from the data's:
    # descriptors far ahead of their data, or the data waiting for them.
    cg = rng.choice([0.0, 0.1, 0.6, 0.9]) if h.desc else None
    await h.run(bursty, gap=0.1, stall=0.1, name="random, bursty", cmd_gap=cg)
    stats = await h.run(throttled, gap=0.4, stall=0.5, long_stall=0.02, name="random, throttled",
                        cmd_gap=None if cg is None else 0.9 - cg)
    dut._log.info("random: throttled phase %d outputs in %d cycles, longest output stall %d",
                  stats["outputs"], stats["cycles"], stats["longest_stall"])


@cocotb.test()
async def test_desc(dut):
    """Descriptors (DESC = 1): every message's data sent first, its
    descriptor 300 clocks later (nothing may come out before, and nothing
    is lost after); then packets without a descriptor (the next descriptor
    is of another stream: ERR_HEADER each) among messages on all streams."""
    h, block, seed = _setup(dut)
    e = env()
    if not h.desc:
        raise ValueError(f"test_desc needs an engine with descriptors (DESC = 1), not {e.config}")
    rng = random.Random(seed + 31)
    await h.reset()
    await ClockCycles(dut.clk_i, e.flush_clocks)
    jobs = random_jobs(rng, block, 40, h.ns, error_rate=0.0, max_blocks=4, ctr_w=e.ctr_w, policy=e.policy)
    stats = await h.run(jobs, gap=0.1, stall=0.1, cmd_delay=300, name="descriptors late")
    assert stats["first_out"] >= stats["t0"] + 300, (
        f"an output at clock {stats['first_out'] - stats['t0']}, before any descriptor was sent (300)")
    assert stats["outputs"] == outputs_expected(jobs, stats)
    W = e.w
    # Messages on every stream but the last, packets without a descriptor on
    # the last, each followed by a message (packet after packet).
    mixed = []
    for i in range(30):
        job = random_jobs(rng, block, 1, h.ns, error_rate=0.0, max_blocks=3, ctr_w=e.ctr_w, policy=e.policy)[0]
        job.stream = i % (h.ns - 1)
        if i % 3 == 0:
            mixed.append(Job(mm.stray_beats(1), stray=[Beat(rng.getrandbits(W), True, W)], name="no descriptor",
                             stream=h.ns - 1))
        mixed.append(job)
    stats = await h.run(mixed, gap=0.2, stall=0.2, name="no descriptor", sequential=True)
    kept = sum(stats["strays"].values())
    assert kept == 10, f"{kept} of 10 packets without a descriptor sent"
    assert stats["outputs"] == outputs_expected(mixed, stats)


@cocotb.test()
async def test_slots(dut):
    """Descriptors that name key store slots (an AES engine with SA and
    DESC), among ones with the key inline, on all streams with gaps and
    stalls, the lookup's grant withheld at random: each message as the same
    message with its slot's key inline would run (pycryptodome through the
    model); a descriptor naming an empty slot or one of another algorithm
    gets one ERR_PARAM beat."""
    from tb.modes.slots import SlotStore

    h, block, seed = _setup(dut)
    e = env()
    if not (h.desc and e.config.p.get("SA") and e.config.cipher == "aes"):
        raise ValueError(f"test_slots needs an AES engine with SA and DESC, not {e.config}")
    rng = random.Random(seed + 41)
    store = SlotStore(dut, 1, deny=0.3, rng=rng)
    for slot in range(6):
        store.slots[slot] = rand_key(rng, block, degenerate=False)
    store.slots[7], store.algs[7] = store.slots[0], 0  # a TDES slot
    await h.reset()
    await ClockCycles(dut.clk_i, e.flush_clocks)
    jobs = random_jobs(rng, block, 80, h.ns, error_rate=0.0, max_blocks=6, ctr_w=e.ctr_w, policy=e.policy)
    named = 0
    for job in jobs:
        if job.msg is None or job.msg.fault is not None or rng.random() < 0.3:
            continue  # the key inline (a malformed descriptor's fault may need a key field)
        # An empty or foreign slot only for a message with no error of its
        # own (an unknown mode's ERR_MODE would come first).
        clean = job.name.endswith("/None")
        slot = rng.choice([0, 1, 2, 3, 4, 5] + ([6, 7] if clean else []))
        # (A slot descriptor has no legacy flag: the slot's, 0, is used.)
        job.msg = replace(job.msg, key=store.slots.get(slot, job.msg.key), legacy=False)
        if slot in (6, 7):  # empty, or another algorithm's
            job.expected = [OutBeat(0, True, 0, mm.ST_ERR_PARAM)]
        else:
            job.expected = mm.expected_beats(job.msg, block, e.ctr_w, policy=e.policy)
            named += 1
        job.slot = slot
    assert named >= 20, f"only {named} messages name a loaded slot"
    stats = await h.run(jobs, gap=0.2, stall=0.2, name="slots")
    assert stats["outputs"] == outputs_expected(jobs, stats)


@cocotb.test()
async def test_gcm(dut):
    """AES-GCM: the GCMVS files (IVs of 1, 12 and 128 bytes; a sample of
    each, or all with the knob gcm_vectors=0) and random GCM messages with
    every error kind,
    checked against pycryptodome, interleaved beat by beat with random
    messages of the other modes on all streams, with gaps and output stalls.
    Every wrong tag gives ERR_AUTH; on an engine with a message buffer
    (RELEASE_UNVERIFIED=0) a failing decryption gives its status beat and no
    plaintext byte, one longer than the buffer ERR_LONG, and one that does
    not fit beside the decryptions open before it ERR_FULL (the harness
    finds those from the input order)."""
    await _aead_test(dut, mm.MODE_GCM)


@cocotb.test()
async def test_wycheproof(dut):
    """AES-GCM: every test of Wycheproof's aes_gcm_test.json whose key size
    the engine runs (IVs of 0 to 257 bytes, counter wraps, modified tags;
    tb.modes.gcm_scenarios.wycheproof_gcm_jobs), on random streams,
    interleaved, with gaps and output stalls; among them an encryption with
    the longest IV the header can say (65,535 bytes, 4,096 IV beats: the
    top bit of the IV beat count), checked against pycryptodome. On an engine with a
    message buffer, a decryption that found it full (ERR_FULL, which depends
    on the interleaving) runs again alone, so that every test gets its
    answer."""
    from Crypto.Cipher import AES

    from tb.modes.gcm_scenarios import wycheproof_gcm_jobs

    h, block, seed = _setup(dut)
    e = env()
    assert block.builds(mm.MODE_GCM), f"{e.config} has no GCM"
    sizes = [16 + 8 * k for k in range(3) if block.key_valid(k << 256)]
    jobs = wycheproof_gcm_jobs(block, e.policy, sizes)
    rng = random.Random(seed + 71)
    key, iv = rng.randbytes(sizes[-1]), rng.randbytes(mm.GCM_IVLEN_MAX)
    aad, pt = rng.randbytes(20), rng.randbytes(50)
    ct, tag = AES.new(key, AES.MODE_GCM, nonce=iv).update(aad).encrypt_and_digest(pt)
    msg = mm.gcm_message(0, mm.aes_bundle(key), iv, aad, pt, 16, False, name="longest IV")
    exp = mm.expected_beats(msg, block, policy=e.policy)
    out = b"".join(b.data.to_bytes(16, "big")[:b.bits // 8] for b in exp[:-1])
    assert out == ct and exp[-1] == OutBeat(int.from_bytes(tag, "big"), True, 128), "the model's longest-IV message"
    jobs.append(Job(exp, msg, name=msg.name))
    rng.shuffle(jobs)
    for j in jobs:
        j.stream = rng.randrange(h.ns)
    assert {j.msg.ivlen for j in jobs} >= {0, 1, 12, 16, 257}, "the Wycheproof file's IV lengths are not all here"
    dut._log.info("wycheproof: seed %d, %d jobs, key sizes %s", seed, len(jobs), sizes)
    await h.reset()
    full = set((await h.run(jobs, gap=0.2, stall=0.3, name="wycheproof"))["full_names"])
    for j in (j for j in jobs if j.name in full):
        await h.run([j], gap=0.0, stall=0.0, name=f"wycheproof {j.name} alone")


@cocotb.test()
async def test_ccm(dut):
    """AES-CCM: the CCMVS files (a sample of each, or all with the knob
    ccm_vectors=0), the SP 800-38C examples with their AAD (C.4: 64 KiB, the
    6-byte length prefix), the IEEE 802.11 CCMP test MPDU and random CCM
    messages with every error kind, checked against pycryptodome,
    interleaved beat by beat with random messages of the other modes on all
    streams, with gaps and output stalls. A wrong tag gives ERR_AUTH and, on
    an engine with a message buffer, no plaintext byte; ERR_LONG and
    ERR_FULL as for GCM."""
    await _aead_test(dut, mm.MODE_CCM)


@cocotb.test()
async def test_aead_limit(dut):
    """GCM and CCM against the policy's block limit (an engine with a small
    MAX_BLOCKS): random messages whose operations (IV data beats, the J0
    step, AAD beats, CCM's flush step, payload CTR blocks and CBC-MAC steps,
    the final step) end below, at and past MAX_BLOCKS (one exactly at it per
    mode), encryptions and decryptions, with wrong tags among them, and
    legacy ones (no limit; one past it per mode), interleaved on all streams
    with gaps and output stalls. Past the limit the output stops and the last
    beat reports ERR_POLICY; a buffered decryption's plaintext never leaves."""
    from tb.modes.gcm_scenarios import random_gcm_job

    h, block, seed = _setup(dut)
    e = env()
    assert block.aead and e.policy.enabled, f"{e.config}: test_aead_limit needs GCM and the policy"
    limit = e.policy.max_blocks
    assert limit <= 64, f"{e.config}: MAX_BLOCKS {limit} is too large for test_aead_limit"
    rng = random.Random(seed + 71)
    n = int(e.knobs.get("limit_msgs", 40))
    jobs = [random_gcm_job(rng, block, "tag" if rng.random() < 0.15 else None, max_len=16 * limit,
                           policy=e.policy, mode=mode)
            for mode in (mm.MODE_GCM, mm.MODE_CCM) for _ in range(n)]
    # Per mode, one message that ends exactly at the limit (its last
    # operation is number MAX_BLOCKS: it passes, one fewer would not) and a
    # legacy one past it (no limit: it must still run to its tag or verdict),
    # drawn until found.
    tighter = replace(e.policy, max_blocks=limit - 1)
    for mode in (mm.MODE_GCM, mm.MODE_CCM):
        found = {"at": None, "legacy": None}
        for _ in range(5000):
            j = random_gcm_job(rng, block, None, max_len=16 * limit, policy=e.policy, mode=mode)
            st = j.expected[-1].status
            if found["at"] is None and not j.msg.legacy and st != mm.ST_ERR_POLICY and \
                    mm.expected_beats(j.msg, block, policy=tighter, aead=True)[-1].status == mm.ST_ERR_POLICY:
                found["at"] = j
            if found["legacy"] is None and j.msg.legacy and len(j.msg.beats) > limit:
                found["legacy"] = j
            if all(found.values()):
                break
        assert all(found.values()), f"mode {mode}: no message {[k for k, v in found.items() if v is None]}"
        jobs += list(found.values())
    for j in jobs:
        j.stream = rng.randrange(h.ns)
    for tag in ("GCM", "CCM"):
        got = {j.expected[-1].status for j in jobs if j.name.startswith(tag)}
        assert {mm.ST_OK, mm.ST_ERR_POLICY} <= got, f"{tag}: statuses {sorted(got)}, not both OK and ERR_POLICY"
    if block.auth_buf_beats:
        assert all(len(j.expected) == 1 for j in jobs if j.msg.decrypt and j.expected[-1].status != mm.ST_OK)
    dut._log.info("aead limit: seed %d, %d jobs, MAX_BLOCKS %d, %d ERR_POLICY", seed, len(jobs), limit,
                  sum(j.expected[-1].status == mm.ST_ERR_POLICY for j in jobs))
    await h.reset()
    await h.run(jobs, gap=0.2, stall=0.3, name="aead limit")


async def _aead_test(dut, mode: int) -> None:
    """test_gcm / test_ccm: the mode's CAVP files (knob gcm_vectors /
    ccm_vectors records of each, 0: all), CCM's published examples, and
    random messages of the mode (knob gcm_msgs / ccm_msgs) with every error
    kind, among random messages of the other modes, in two phases (bursty,
    then throttled)."""
    from tb.modes.gcm_scenarios import GCM_ERRORS, ccm_vector_jobs, gcm_vector_jobs, random_gcm_job

    ccm = mode == mm.MODE_CCM
    name = "ccm" if ccm else "gcm"
    h, block, seed = _setup(dut)
    e = env()
    assert block.builds(mode), f"{e.config} has no {name.upper()} (GCM=0, or MODES leaves it out)"
    buffered = bool(block.auth_buf_beats)
    rng = random.Random(seed + (67 if ccm else 61))
    n = int(e.knobs.get(f"{name}_msgs", 60))
    per_file = int(e.knobs.get(f"{name}_vectors", 4 if ccm else 6))
    # The files of the key sizes the engine runs (gcm*128.rsp, VADT128.rsp, ...).
    files = [f for f in sorted(cavp_dir("ciphers", "AES", name.upper()).glob("*.rsp" if ccm else "gcm*.rsp"))
             if block.key_valid((int(f.stem[-3:]) - 128) // 64 << 256)]
    jobs = (ccm_vector_jobs if ccm else gcm_vector_jobs)(files, per_file or None, rng, e.policy, block)
    if ccm:
        jobs += _sp800_38c_jobs(block, e.policy) + _ccmp_jobs(block, e.policy)
    jobs += [random_gcm_job(rng, block, err, policy=e.policy, mode=mode) for err in GCM_ERRORS]
    jobs += [random_gcm_job(rng, block, rng.choice(GCM_ERRORS) if rng.random() < 0.2 else None,
                            policy=e.policy, mode=mode) for _ in range(n)]
    jobs += random_jobs(rng, block, n // 2, h.ns, ctr_w=e.ctr_w, policy=e.policy)
    rng.shuffle(jobs)
    for j in jobs:
        j.stream = rng.randrange(h.ns)
    tag = name.upper()
    statuses = {j.expected[-1].status for j in jobs if j.msg is not None and j.name.startswith(tag)}
    want = {mm.ST_OK, mm.ST_ERR_PARTIAL, mm.ST_ERR_PARAM, mm.ST_ERR_MODE, mm.ST_ERR_AUTH}
    assert statuses >= want | ({mm.ST_ERR_LONG} if buffered else set()), \
        f"{tag} statuses not all covered: {sorted(statuses)}"
    if buffered:  # a failing decryption's plaintext never leaves
        assert all(len(j.expected) == 1 for j in jobs if j.msg is not None and j.msg.mode == mode
                   and j.msg.decrypt and j.expected[-1].status != mm.ST_OK)
    dut._log.info("%s: seed %d, %d jobs (%d %sVS records from %d files), message buffer %d beats", name,
                  seed, len(jobs), sum(j.name.startswith(f"{tag}VS") for j in jobs), tag, len(files),
                  block.auth_buf_beats)
    await h.reset()
    first, second = split_jobs(jobs)
    full = (await h.run(first, gap=0.1, stall=0.1, name=f"{name}, bursty"))["full_names"]
    full += (await h.run(second, gap=0.3, stall=0.4, long_stall=0.02, name=f"{name}, throttled"))["full_names"]
    dut._log.info("%s: %d decryptions ERR_FULL", name, len(full))
    if not per_file:  # every record (make conformance): each must have run, none ERR_FULL
        assert not [x for x in full if x.startswith(f"{tag}VS")], f"{tag}VS records ERR_FULL: {full[:10]}"


def _sp800_38c_jobs(block: mm.BlockFn, policy: mm.Policy) -> list[Job]:
    """The SP 800-38C appendix C examples C.1..C.4 (key 40..4f; C.4 with
    65,536 bytes of AAD, byte i = i mod 256), as encryptions and as
    decryptions, each checked against the ciphertext || tag printed there."""
    key = bytes(range(0x40, 0x50))
    ex = [("10111213141516", bytes(range(8)), "20212223", 4, "7162015b4dac255d"),
          ("1011121314151617", bytes(range(16)), "202122232425262728292a2b2c2d2e2f", 6,
           "d2a1f0e051ea5f62081a7792073d593d1fc64fbfaccd"),
          ("101112131415161718191a1b", bytes(range(20)), "202122232425262728292a2b2c2d2e2f3031323334353637", 8,
           "e3b201a9f5b71a7a9b1ceaeccd97e70b6176aad9a4428aa5484392fbc1b09951"),
          ("101112131415161718191a1b1c", bytes(i & 0xFF for i in range(1 << 16)),
           "202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f", 14,
           "69915dad1e84c6376a68c2967e4dab615ae0fd1faec44cc484828529463ccf72b4ac6bec93e8598e7f0dadbcea5b")]
    bundle = mm.aes_bundle(key)
    jobs = []
    for k, (nonce, aad, pt, tl, want) in enumerate(ex, start=1):
        nonce, pt, want = bytes.fromhex(nonce), bytes.fromhex(pt), bytes.fromhex(want)
        ct, tag = want[:len(pt)], want[len(pt):]
        for dec in (False, True):
            msg = mm.ccm_message(0, bundle, nonce, aad, ct if dec else pt, tl, dec, tag if dec else None,
                                 name=f"SP800-38C C.{k}")
            exp = mm.expected_beats(msg, block, policy=policy)
            out = b"".join(b.data.to_bytes(16, "big")[:b.bits // 8] for b in exp[:-1])
            if dec:
                assert out == pt and exp[-1].status == mm.ST_OK, f"C.{k}: the model does not verify it"
            else:
                assert out + exp[-1].data.to_bytes(16, "big")[:tl] == want, f"C.{k}: the model's output differs"
            jobs.append(Job(exp, msg, name=f"SP800-38C C.{k}/{'dec' if dec else 'enc'}"))
    return jobs


def _ccmp_jobs(block: mm.BlockFn, policy: mm.Policy) -> list[Job]:
    """802.11 CCMP through the engine: the IEEE 802.11 CCMP test MPDU
    (802.11-2016 J.6.4; P802.11i/D7.0 test mpdu 1), its nonce and AAD built
    by the host library (cipherline.ref.ccmp), encrypted and decrypted."""
    from cipherline.ref import ccmp

    tk = bytes.fromhex("c97c1f67ce371185514a8a19f2bdd52f")
    mpdu = bytes.fromhex("0848c32c0fd2e128a57c5030f1844408abaea5b8fcba8033"
                         "f8ba1a55d02f85ae967bb62fb6cda8eb7e78a050")
    protected = bytes.fromhex("0848c32c0fd2e128a57c5030f1844408abaea5b8fcba8033" "0ce70020769703b5"
                              "f3d0a2fe9a3dbf2342a643e43246e80c3c04d019" "7845ce0b16f97623")
    jobs = []
    for req in (ccmp.engine_request(tk, mpdu, 0xB5039776E70C),
                ccmp.engine_request(tk, protected, decrypt=True)):
        msg = mm.ccm_message(0, mm.aes_bundle(req.key), req.nonce, req.aad, req.payload, req.taglen,
                             req.decrypt, req.tag, name="CCMP")
        exp = mm.expected_beats(msg, block, policy=policy)
        out = b"".join(b.data.to_bytes(16, "big")[:b.bits // 8] for b in exp)
        if req.decrypt:
            assert out == mpdu[24:] and exp[-1].status == mm.ST_OK, "CCMP: the model does not decrypt it"
        else:
            assert req.mpdu(out) == protected, "CCMP: the model's MPDU is not the published one"
        jobs.append(Job(exp, msg, name=f"CCMP/{'dec' if req.decrypt else 'enc'}"))
    return jobs


@cocotb.test()
async def test_admission(dut):
    """The message buffer of GCM decryption (an engine with RELEASE_UNVERIFIED=0).

    1. A decryption whose payload fills the whole buffer, sent round robin
       with short decryptions on the other streams, and two more after it
       on its own stream: those whose commands arrive while it is open get
       ERR_FULL (no plaintext), and those after its last beat run. At least
       one of each.
    2. Decryptions that fail (wrong tag, short packet, bad TKEEP) with
       several full payload beats each, interleaved with valid ones: only
       their status beats leave (the scoreboard), and afterwards no word of
       the buffer's data RAM holds any of their plaintext beats (needs a
       build with every signal public: tests/test_modes.py)."""
    from Crypto.Cipher import AES

    from tb.common.keyscan import Pattern
    from tb.modes.gcm_scenarios import key_bytes

    h, block, seed = _setup(dut)
    e = env()
    nbuf = block.auth_buf_beats
    assert nbuf, f"{e.config} has no message buffer (GCM=0 or RELEASE_UNVERIFIED=1)"
    rng = random.Random(seed + 97)
    W = block.width
    await h.reset()

    def gcm_dec(sid: int, plen: int, bad_tag: bool = False) -> Job:
        """A decryption of ``plen`` random bytes (pycryptodome's ciphertext and tag)."""
        bundle = rand_key(rng, block, degenerate=False)
        iv, aad, pt = rng.randbytes(12), rng.randbytes(rng.choice([0, 5, 16])), rng.randbytes(plen)
        c = AES.new(key_bytes(bundle), AES.MODE_GCM, nonce=iv, mac_len=16)
        c.update(aad)
        ct, tag = c.encrypt_and_digest(pt)
        if bad_tag:
            tag = bytes([tag[0] ^ 0x80]) + tag[1:]
        msg = mm.gcm_message(0, bundle, iv, aad, ct, 16, True, tag)
        exp = mm.expected_beats(msg, block, policy=e.policy)
        return Job(exp, msg, name=f"GCM/dec{'-badtag' if bad_tag else ''}-{plen}", stream=sid)

    def failing_dec(sid: int, plen: int, kind: str) -> Job:
        """A decryption that fails: a wrong tag, its last payload beat
        missing (short) or 8 bits short (keep)."""
        job = gcm_dec(sid, plen, bad_tag=kind == "tag")
        beats = list(job.msg.beats)
        if kind == "short":
            del beats[-2]
        elif kind == "keep":
            beats[-2] = replace(beats[-2], bits=W - 8)
        msg = replace(job.msg, beats=[replace(b, last=i == len(beats) - 1) for i, b in enumerate(beats)])
        return Job(mm.expected_beats(msg, block, policy=e.policy), msg, name=f"GCM/dec-{kind}-{plen}", stream=sid)

    # 1. Admission.
    others = list(range(1, h.ns))
    jobs = [gcm_dec(0, 16 * nbuf)]
    for k in range(2 * len(others)):
        jobs.append(gcm_dec(others[k % len(others)], rng.choice([1, 16, 17, 40]), bad_tag=rng.random() < 0.3))
    # After the big one on its stream: admitted (it has closed by then).
    jobs += [gcm_dec(0, rng.choice([1, 16, 17, 40])) for _ in range(2)]
    stats = await h.run(jobs, rr=True, stall=0.2, name="admission")
    ok = sum(j.expected[-1].status == mm.ST_OK for j in jobs[1:])
    dut._log.info("admission: %d of %d short decryptions ERR_FULL", stats["full"], len(jobs) - 1)
    assert 0 < stats["full"] < len(jobs) - 1 and ok, f"{stats['full']} ERR_FULL of {len(jobs) - 1}"

    # 2. Failing decryptions leave nothing behind.
    failing, jobs = [], []
    for _ in range(12):
        sid = rng.randrange(h.ns)
        plen = 16 * rng.randint(2, max(2, min(6, nbuf // h.ns)))
        job = failing_dec(sid, plen, rng.choice(["tag", "short", "keep"]))
        jobs.append(job)
        failing.append(job)
        jobs.append(gcm_dec(rng.randrange(h.ns), 16 * rng.randint(1, 3)))
    for j in failing:
        assert len(j.expected) == 1 and j.expected[0].status != mm.ST_OK, j.name
    stats = await h.run(jobs, gap=0.2, stall=0.3, name="failing decryptions")
    assert stats["full"] == 0 or nbuf < 16 * h.ns, stats["full"]
    pats = []
    for i, j in enumerate(failing):
        plain = mm.expected_beats(j.msg, block, policy=e.policy, release_unverified=True)
        pats += [Pattern.of(f"{j.name}#{i}.{k}", b.data, W) for k, b in enumerate(plain)
                 if not b.last and b.bits == W]
    assert pats, "no full plaintext beat to look for"
    found, n = _scan(dut, pats)
    assert n > 100, f"only {n} signals scanned; is the build public?"
    in_buf = {p: v for p, v in found.items() if "u_buf" in p and "u_data" in p}
    assert not in_buf, "plaintext of failed decryptions still in the message buffer: " + "; ".join(
        f"{p}: {v[:3]}" for p, v in sorted(in_buf.items())[:10])
    dut._log.info("admission: %d plaintext beats of %d failed decryptions, none in the buffer (%d signals)",
                  len(pats), len(failing), n)


@cocotb.test()
async def test_busy(dut):
    """Back-to-back short feedback-mode messages: each command follows the last beat at once."""
    h, block, seed = _setup(dut)
    e = env()
    rng = random.Random(seed + 3)
    await h.reset()
    for streams, gap in ((1, 0.0), (2, 0.0), (min(4, h.ns), 0.3), (h.ns, 0.5)):
        jobs = busy_jobs(rng, block, 40, streams, ctr_w=e.ctr_w, policy=e.policy)
        stats = await h.run(jobs, gap=gap, stall=rng.choice([0.0, 0.2]))
        assert stats["outputs"] == outputs_expected(jobs, stats)


@cocotb.test()
async def test_reset(dut):
    """Reset in the middle of traffic, then a clean restart with the same contexts reused."""
    h, block, seed = _setup(dut)
    e = env()
    W = e.w
    rng = random.Random(seed + 7)
    await h.reset()
    busy = random_jobs(rng, block, 60, h.ns, error_rate=0.0, max_blocks=16, ctr_w=e.ctr_w, policy=e.policy)
    # Interrupt: stop driving after a while with blocks in flight, then reset
    # (the outputs before the reset are checked).
    stats = await h.run(busy, gap=0.0, stall=0.3, stop_after=150, name="before reset")
    dut._log.info("reset: %d input beats taken and %d outputs checked before the reset", stats["inputs"],
                  stats["outputs"])
    await h.reset(cycles=3)
    # Nothing may come out after the reset.
    h.dut.m_axis_tready_i.value = 1
    for _ in range(200):
        await FallingEdge(dut.clk_i)
        assert not int(dut.m_axis_tvalid_o.value), "output after reset"
    # A stream whose packet was cut by the reset starts a new packet: a
    # short one ends inside its header.
    stray = Job([OutBeat(0, True, 0, mm.ST_ERR_HEADER)], stray=[Beat(1, True, W)], name="stray-after-reset",
                stream=0)
    # Clean restart on the same streams.
    again = random_jobs(rng, block, 60, h.ns, error_rate=0.0, max_blocks=16, ctr_w=e.ctr_w, policy=e.policy)
    stats = await h.run([stray] + again, gap=0.1, stall=0.1, name="after reset")
    assert stats["outputs"] == outputs_expected([stray] + again, stats)


# ---------------------------------------------------------------------------
# Key hygiene (needs a build with every signal public: tests/test_modes.py,
# PUBLIC_BUILD_ARGS, variant "public").
# ---------------------------------------------------------------------------
# Top-level ports the testbench drives (its own key bus is not the design's).
_INPUT_PORTS = ("s_axis_tdata_i", "s_axis_tkeep_i", "s_axis_tid_i", "s_axis_tlast_i", "s_axis_cmd_tdata_i",
                "s_axis_cmd_tid_i")


def _key_patterns(msgs: list[Message], block: mm.BlockFn) -> list:
    from cipherline.ref.ghash_agg import powers
    from tb.common.keyscan import Pattern, aes_patterns, tdes_patterns

    W = block.width
    pats = []
    for i, m in enumerate(msgs):
        if block.cipher == "aes":
            # A key size code the engine rejects (3): scan its 256 key bits.
            key = m.key if m.key >> 256 <= 2 else (2 << 256) | (m.key & ((1 << 256) - 1))
            pats += aes_patterns(key, f"msg{i}")
        else:
            pats += tdes_patterns(m.key, f"msg{i}")
        # CMAC's L exists only for a key the core accepts (a rejected command
        # computes none, and the model has no cipher for the others).
        if m.mode == mm.MODE_GCM and (block.key_valid is None or block.key_valid(m.key)):
            # GCM's H = E_K(0), and the powers the GHASH unit keeps (H^2, H^3, H^4).
            for k, hp in enumerate(powers(block(m.key, 0)), 1):
                pats.append(Pattern.of(f"msg{i}.H" + (f"^{k}" if k > 1 else ""), hp, W))
        if m.mode == mm.MODE_CMAC and (block.key_valid is None or block.key_valid(m.key)):
            l_val = block(m.key, 0)
            k1 = mm._dbl(l_val, W)
            pats += [Pattern.of(f"msg{i}.L", l_val, W), Pattern.of(f"msg{i}.K1", k1, W),
                     Pattern.of(f"msg{i}.K2", mm._dbl(k1, W), W)]
    return pats


def _scan(dut, pats) -> tuple[dict, int]:
    from tb.common.keyscan import scan

    return scan(dut, pats, skip_top=_INPUT_PORTS)


def _assert_clean(dut, pats, when: str) -> int:
    found, n = _scan(dut, pats)
    assert n > 100, f"{when}: only {n} signals scanned; is the build public?"
    assert not found, f"{when}: key material still in the design: " + "; ".join(
        f"{p}: {v[:3]}" for p, v in sorted(found.items())[:20])
    return n


def _open_jobs(rng: random.Random, streams: int) -> list[Job]:
    """Messages left open (no last beat): a CMAC (its L computed and stored),
    then ECB (GCM on an engine with GCM), CTR and CBC-decrypt (or CTR) messages with more blocks than the output
    FIFO, the core and the core input FIFO hold together, so that with a
    stalled sink blocks (and their keys) wait in every one of them."""
    W = env().w
    block = env().block
    jobs = []
    # (An engine that only encrypts gets a second CTR message instead of
    # CBC decryption: CBC encryption would hold the input for a round trip a
    # block, and the sink stalls, so few blocks would reach the core input
    # FIFO.)
    last = mm.MODE_CTR if block.forward_only else mm.MODE_CBC
    for s, (mode, n) in enumerate(((mm.MODE_CMAC, 1), (mm.MODE_ECB, 60), (mm.MODE_CTR, 60), (last, 60))):
        beats = [Beat(rng.getrandbits(W), False, W) for _ in range(n)]
        dec = mode == mm.MODE_CBC
        msg = Message(0, mode, dec, rand_key(rng, block, degenerate=False), rng.getrandbits(W), W, W // 8,
                      beats=beats)
        # Outputs are never taken (the sink stalls) before the zeroize/reset.
        jobs.append(Job([], msg, name=f"open/{mm.MODE_NAMES[mode]}", stream=s % streams))
    if block.aead:
        # GCM instead of ECB: H stored, GHASH state and H in flight.
        beats = [Beat(rng.getrandbits(W), False, W) for _ in range(60)]
        msg = Message(0, mm.MODE_GCM, False, rand_key(rng, block, degenerate=False), rng.getrandbits(W), W, 16,
                      beats=beats, alen=16, plen=16 * 80, ivlen=12)
        jobs[1] = Job([], msg, name="open/GCM", stream=1 % streams)
    return jobs


@cocotb.test()
async def test_zeroize(dut):
    """After reset, zeroize_i and closing messages, no register or RAM word holds a key or CMAC L.

    The registry's flush_clocks (ZEROIZE_CLOCKS, docs/modes.md) is the
    documented bound after reset or zeroize_i. Positive control: while
    messages are open and blocks are in flight, the same scan must find their
    keys in the context RAM, the core input FIFO and the core's stage
    registers. TDEA or AES engines (their key patterns: tb/common/keyscan.py).
    """
    c = env().config
    if c.cipher == "tdes":
        _tdes_only("test_zeroize (TDES key patterns)")
    elif c.cipher != "aes":
        raise ValueError(f"test_zeroize has key patterns for TDEA and AES engines, not {c}")
    h, block, seed = _setup(dut)
    e = env()
    W = e.w
    rng = random.Random(seed + 5)
    bound = e.flush_clocks
    assert bound > 0, "the settings carry no zeroization bound"
    await h.reset()
    await ClockCycles(dut.clk_i, bound)

    # 1. Completed messages (all modes, CMAC included): keys leave with the message.
    done = random_jobs(rng, block, 24, h.ns, error_rate=0.0, max_blocks=8, ctr_w=e.ctr_w, policy=e.policy)
    await h.run(done, gap=0.1, stall=0.1)
    h.idle_inputs()
    await ClockCycles(dut.clk_i, bound)
    n = _assert_clean(dut, _key_patterns([j.msg for j in done if j.msg], block), "after closing messages")
    dut._log.info("zeroize: %d signals and memory words scanned", n)

    # 2. A rejected command stores nothing (its key is on the bus only): an
    # unknown mode, and a key the engine refuses (TDES: keying option 2,
    # ERR_POLICY; AES: key size code 3, ERR_PARAM).
    bad = Message(0, 8, False, rand_key(rng, block, degenerate=False), rng.getrandbits(W), W,
                  beats=[Beat(1, True, W)])
    if c.cipher == "aes":
        weak = Message(0, mm.MODE_CBC, False, (3 << 256) | rng.getrandbits(256), 0, W, beats=[Beat(2, True, W)])
    else:
        weak = Message(0, mm.MODE_CBC, False, (lambda k: (k << 64) | (k >> 64))(rng.getrandbits(128)), 0,
                       beats=[Beat(2, True, W)])
    rej = [Job(mm.expected_beats(m, block, e.ctr_w, policy=e.policy), m, name="rejected", stream=0)
           for m in (bad, weak)]
    await h.run(rej)
    h.idle_inputs()
    await ClockCycles(dut.clk_i, bound)
    assert [j.expected[-1].status for j in rej] == [mm.ST_ERR_MODE,
                                                   mm.ST_ERR_PARAM if c.cipher == "aes" else mm.ST_ERR_POLICY]
    _assert_clean(dut, _key_patterns([bad, weak], block), "after rejected commands")

    # 3./4. Open messages with blocks in flight, then zeroize_i or reset.
    for event in ("zeroize", "reset"):
        jobs = _open_jobs(rng, h.ns)
        pats = _key_patterns([j.msg for j in jobs], block)
        # Long-running traffic on another key keeps blocks in the core.
        stream_job = random_jobs(rng, block, 1, h.ns, error_rate=0.0, max_blocks=1, ctr_w=e.ctr_w,
                                 policy=e.policy)
        # Scan while the blocks flow (the core's stages empty once the
        # stalled sink has used up the credits), and keep every find.
        # Round robin: the CMAC beat (behind its L block) issues before the
        # output FIFO fills, so it cannot block the beats behind it.
        task = cocotb.start_soon(h.run(jobs, stop_after=250, stall=1.0, rr=True))
        found: dict = {}
        for _ in range(6):
            await ClockCycles(dut.clk_i, 40)
            found.update(_scan(dut, pats)[0])
        await task
        h.idle_inputs()
        found.update(_scan(dut, pats)[0])
        where = " ".join(found)
        dut._log.info("live keys before %s: %s", event, sorted(found))
        if e.knobs.get("keyscan_dump"):
            from tb.common.keyscan import leaf_paths
            with open(e.knobs["keyscan_dump"], "w") as f:
                f.write("\n".join(leaf_paths(dut)))
        for part in ("u_cfg_ram", "u_inq", "u_stage"):
            assert part in where, f"control: no live key found in {part} before {event}: {sorted(found)}"
        assert any(".L" in v for hits in found.values() for v in hits), f"control: CMAC L not found before {event}"
        if event == "zeroize":
            dut.zeroize_i.value = 1
            await FallingEdge(dut.clk_i)
            dut.zeroize_i.value = 0
        else:
            await h.reset(cycles=1)
        await ClockCycles(dut.clk_i, bound)
        _assert_clean(dut, pats, f"{bound} clocks after {event}")
        # The engine works normally afterwards.
        stats = await h.run(stream_job, gap=0.1)
        assert stats["outputs"] == outputs_expected(stream_job, stats)
