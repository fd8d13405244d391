# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb tests of the integrated top (tdes_aes_modes; run through tests/test_modes.py).

A TDES and an AES modes engine behind one packet interface
(rtl/modes/cm_alg_route.sv): TDES packets in 128-bit beats
(:func:`cipherline.cores.reference.packet_format` with ``dual``), AES packets as
aes_modes'. Each job carries its own packet format and its expected outputs
from its engine's model (:func:`cipherline.cores.part_configs`: the TDES and
AES engine configurations inside the top). With DESC, each message's
descriptor goes to the descriptor channel (the router sends it to its
algorithm's engine) and its bytes alone to s_axis. The knobs are those of
tb_cipher_modes (nmsgs).
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass

import cocotb
from cocotb.clock import Clock
from cocotb.simtime import convert, get_sim_time
from cocotb.triggers import ClockCycles, FallingEdge

from cipherline.cores import Config, part_configs, pow2_at_least
from cipherline.cores.dual import ROUTE_LATENCY
from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import Beat, Message, OutBeat
from cipherline.cores.reference import block_fn, packet_format
from cipherline.ref.packet import PacketFormat
from cipherline.sim.tbenv import settings
from tb.modes.aes_vectors import aes_cmac_jobs, aes_ctr_jobs, aes_nist_files, aes_nist_jobs, runnable
from tb.modes.harness import ModesHarness, outputs_expected
from tb.modes.scenarios import Job, cmac_jobs, nist_files, nist_jobs, rand_key, random_jobs

PERIOD_NS = 10


@dataclass(frozen=True)
class Side:
    """One engine of the top: its configuration, model and packet format."""

    config: Config
    block: mm.BlockFn
    policy: mm.Policy
    ctr_w: int
    fmt: PacketFormat

    def tag(self, jobs: list[Job]) -> list[Job]:
        for j in jobs:
            j.fmt = self.fmt
            j.name = f"{self.config.cipher}:{j.name}"
        return jobs


@functools.cache
def sides() -> dict[str, Side]:
    out = {}
    for cipher, c in part_configs(settings().config).items():
        p = c.p
        out[cipher] = Side(c, block_fn(cipher, p),
                           mm.Policy(enabled=bool(p["POLICY"]), max_blocks=p["MAX_BLOCKS"],
                                     cmac_min_tag=p["CMAC_MIN_TAG"]),
                           p["CTR_W"], packet_format(cipher, dual=True))
    return out


def _setup(dut) -> ModesHarness:
    s = settings()
    for port in ("s_axis_tdata_i", "m_axis_tdata_o"):
        assert len(getattr(dut, port)) == 128, f"{port} is not 128 bits wide"
    cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())
    ns = max(2, pow2_at_least(s.p["STREAMS"]))
    h = ModesHarness(dut, ns, sides()["aes"].fmt, s.seed, period_ns=PERIOD_NS, drain_clocks=s.latency + 16,
                     desc=bool(s.p.get("DESC")))
    # The AES engine's message buffer (GCM decryption): a job's reservation
    # on its own engine (the TDES engine has none).
    aes = sides()["aes"]
    h.buf_beats = aes.block.auth_buf_beats
    h.reservation = lambda job: (mm.reservation(job.msg, aes.block, aes.policy) if job.fmt is aes.fmt else 0)
    return h


def merge(rng: random.Random, *lists: list[Job]) -> list[Job]:
    """The jobs of ``lists`` in one random order that keeps each list's order."""
    rest = [list(reversed(x)) for x in lists]
    out = []
    while any(rest):
        pick = rng.choice([x for x in rest if x])
        out.append(pick.pop())
    return out


def mixed_jobs(rng: random.Random, n: int, streams: int, max_blocks: int = 64,
               error_rate: float = 0.25) -> list[Job]:
    """Random messages of both algorithms (every error kind of each) on random streams."""
    lists = [side.tag(random_jobs(rng, side.block, n // 2, streams, error_rate=error_rate, max_blocks=max_blocks,
                                  ctr_w=side.ctr_w, policy=side.policy)) for side in sides().values()]
    return merge(rng, *lists)


@cocotb.test()
async def test_dual_random(dut):
    """Both algorithms, every error case, on many streams; then on two streams,
    so that a stream changes algorithm every few messages, with long output stalls."""
    h = _setup(dut)
    s = settings()
    rng = random.Random(s.seed)
    n = int(s.knobs.get("nmsgs", 200))
    jobs = mixed_jobs(rng, n, h.ns)
    statuses = {b.status for j in jobs for b in j.expected}
    # (ERR_LONG and ERR_FULL, the message buffer's: tb_cipher_modes' test_gcm and test_admission.)
    assert statuses >= set(mm.STATUS_NAMES) - {mm.ST_ERR_BUSY, mm.ST_ERR_LONG, mm.ST_ERR_FULL}, \
        f"statuses not all covered: {statuses}"
    await h.reset()
    await h.run(jobs, gap=0.1, stall=0.1, name="dual, many streams")
    few = mixed_jobs(rng, n // 2, 2, max_blocks=8, error_rate=0.1)
    last: dict[int, PacketFormat] = {}
    switches = 0
    for j in few:  # a stream's messages in order: count its changes of algorithm
        switches += j.stream in last and last[j.stream] is not j.fmt
        last[j.stream] = j.fmt
    assert switches >= len(few) // 8, f"only {switches} algorithm changes in {len(few)} messages"
    stats = await h.run(few, gap=0.3, stall=0.4, long_stall=0.02, name="dual, two streams")
    dut._log.info("dual: %d + %d messages; on two streams %d outputs in %d cycles, %d changes of "
                  "algorithm on a stream", len(jobs), len(few), stats["outputs"], stats["cycles"], switches)


@cocotb.test()
async def test_dual_vectors(dut):
    """Published vectors of both algorithms interleaved: TDES TMOVS CBC/CFB-8 MMT and the
    SP 800-38B TDES CMAC examples, AESAVS CBC/CFB-8/OFB MMT, the RFC 3686 CTR vectors and
    the SP 800-38B AES CMAC examples."""
    h = _setup(dut)
    rng = random.Random(settings().seed + 5)
    t, a = sides()["tdes"], sides()["aes"]
    tj = [j for f in nist_files() if f.name in ("TCBCMMT3.rsp", "TCFB8MMT3.rsp") for j in nist_jobs(f)]
    tj += cmac_jobs()
    aj = [j for f in aes_nist_files() if f.name in ("CBCMMT256.rsp", "CFB8MMT128.rsp", "OFBMMT192.rsp")
          for j in aes_nist_jobs(f)]
    aj = runnable(aj + aes_ctr_jobs() + aes_cmac_jobs(), a.block)
    assert len(tj) > 20 and len(aj) > 20, (len(tj), len(aj))
    jobs = merge(rng, t.tag(tj), a.tag(aj))
    await h.reset()
    stats = await h.run(jobs, gap=0.05, stall=0.05, name="dual vectors")
    assert stats["outputs"] == outputs_expected(jobs, stats)


@cocotb.test()
async def test_dual_latency(dut):
    """A one-block ECB message of each algorithm on the idle top: the engine's latency + 2
    (the router's skid buffers), on any clock the message arrives."""
    h = _setup(dut)
    rng = random.Random(settings().seed + 9)
    await h.reset()
    # The reset sweeps, and the message buffer's free list (one word a clock).
    await ClockCycles(dut.clk_i, max(settings().flush_clocks,
                                     max(s.block.auth_buf_beats for s in sides().values()) + 4))
    for cipher, side in sides().items():
        want = side.config.latency + ROUTE_LATENCY
        w = side.block.width
        lats = set()
        for _ in range(8):
            msg = Message(0, mm.MODE_ECB, False, rand_key(rng, side.block, degenerate=False), 0, w,
                          beats=[Beat(rng.getrandbits(w), True, w)])
            job = side.tag([Job(mm.expected_beats(msg, side.block, side.ctr_w, policy=side.policy), msg,
                                stream=rng.randrange(h.ns))])[0]
            stats = await h.run([job])
            lats.add(stats["first_out"] - stats["first_in"])
            await ClockCycles(dut.clk_i, rng.randrange(1, 13))
        assert lats == {want}, f"{cipher}: latency {sorted(lats)}, documented {want}"
        dut._log.info("dual latency %s: %s (documented %d)", cipher, sorted(lats), want)


@cocotb.test()
async def test_dual_zeroize(dut):
    """zeroize_i in the middle of traffic that changes algorithm per stream: nothing comes
    out afterwards, and a clean restart on the same streams (whose router state the
    zeroize cleared) runs in order."""
    h = _setup(dut)
    s = settings()
    rng = random.Random(s.seed + 13)
    await h.reset()
    busy = mixed_jobs(rng, 40, 2, max_blocks=16, error_rate=0.0)
    stats = await h.run(busy, gap=0.0, stall=0.3, stop_after=200, name="before zeroize")
    dut._log.info("zeroize: %d input beats taken and %d outputs checked before it", stats["inputs"],
                  stats["outputs"])
    step = int(convert(PERIOD_NS, "ns", to="step"))
    t0 = get_sim_time("step") // step
    dut.zeroize_i.value = 1
    await FallingEdge(dut.clk_i)
    dut.zeroize_i.value = 0
    dut.m_axis_tready_i.value = 1
    for _ in range(max(200, s.flush_clocks)):
        await FallingEdge(dut.clk_i)
        assert not int(dut.m_axis_tvalid_o.value), f"output {get_sim_time('step') // step - t0} clocks after zeroize"
    again = mixed_jobs(rng, 40, 2, max_blocks=16, error_rate=0.0)
    stats = await h.run(again, gap=0.1, stall=0.2, name="after zeroize")
    assert stats["outputs"] == outputs_expected(again, stats)


@cocotb.test()
async def test_dual_malformed(dut):
    """Header faults of every kind, an unknown algorithm id and (TDES) a nonzero byte after
    the key included (ERR_PARAM and nothing else), and TDES beats that keep a byte lane
    above their block (lanes 8..15: ERR_PARTIAL),
    on their own streams between good messages of both algorithms."""
    h = _setup(dut)
    rng = random.Random(settings().seed + 17)
    lists = []
    for cipher, side in sides().items():
        jobs = []
        w = side.block.width
        for i in range(30):
            n = rng.randint(1, 4)
            beats = [Beat(rng.getrandbits(w), k == n - 1, w) for k in range(n)]
            fault, name = None, "good"
            if i % 3 == 1:
                # TDES also: a nonzero byte after K1||K2||K3 in the second key beat.
                kinds = ("alg", "reserved", "flag") + (("key_pad",) if cipher == "tdes" else ())
                fault = name = kinds[i // 3 % len(kinds)]
            elif i % 3 == 2 and cipher == "tdes":
                # A lane above the block: on the last beat, or on an earlier one
                # (which still runs as a full block); the model sees a last beat
                # of more than 64 bits.
                k, high = rng.randrange(n), 1 << rng.randrange(8, 16)
                if k < n - 1:
                    beats[k] = Beat(beats[k].data, False, w, keep=0xFF | high)
                beats[-1] = Beat(beats[-1].data, True, w + 1, keep=0xFF | (high if k == n - 1 else 0))
                name = "keep above the block"
            msg = Message(0, rng.choice([mm.MODE_ECB, mm.MODE_CTR, mm.MODE_OFB]), False,
                          rand_key(rng, side.block, degenerate=False), rng.getrandbits(w), w, beats=beats,
                          fault=fault)
            jobs.append(Job(mm.expected_beats(msg, side.block, side.ctr_w, policy=side.policy), msg, name=name,
                            stream=rng.randrange(4)))
        lists.append(side.tag(jobs))
    jobs = merge(rng, *lists)
    for j in jobs:
        want = {"good": mm.ST_OK, "keep above the block": mm.ST_ERR_PARTIAL}.get(j.name.split(":")[1],
                                                                                   mm.ST_ERR_PARAM)
        assert j.expected[-1].status == want, j.name
        if want == mm.ST_ERR_PARAM:
            assert len(j.expected) == 1, j.name
    await h.reset()
    stats = await h.run(jobs, gap=0.2, stall=0.2, name="dual malformed")
    assert stats["outputs"] == outputs_expected(jobs, stats)
