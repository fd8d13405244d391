# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The modes engine's stream bench: jobs onto the shared stream components.

:class:`ModesHarness` places jobs (tb/modes/scenarios.py) on streams, turns
them into AXI4-Stream packets (:mod:`cipherline.ref.packet`: header beats,
then data; streams interleaved beat by beat) for a
:class:`~tb.common.stream.StreamSource`, and the expected output beats into
per-stream expectations of a keyed :class:`~tb.common.stream.Scoreboard` fed
by a :class:`~tb.common.stream.StreamSink` (order within a stream, any
interleaving across streams; TID, TDATA, TLAST, TKEEP and the status on
TUSER compared beat by beat).

On an engine with a message buffer (buffered GCM decryption), which GCM
decryptions the engine rejects with ERR_FULL depends on the input order:
:meth:`ModesHarness.run` finds them from the interleaved sequence
(:func:`cipherline.ref.modes_model.buffer_admission`) and expects their
status beat instead.

The source follows AXI4-Stream: once valid is raised, valid and the beat stay
until the beat is accepted. There are no other source rules: a stream's next
packet may follow its previous packet's last beat at once, whatever is
still in flight.

Engines with descriptors (``desc``; docs/modes.md, *Descriptors*): each
message's descriptor goes to the descriptor channel (s_axis_cmd, a source of
its own with its own gaps), in the order in which the messages begin on the
data channel, and its data (a message without data: one beat with TKEEP 0)
to the data channel. A stray job's packets carry no descriptor; the engine
answers one ERR_HEADER beat for such a packet when the next descriptor is of
another stream, so a stray packet is sent only where the next message to
begin is on another stream (the others are left out of the run). Messages
ended by the next command (``abort``) have no descriptor form.
"""

from __future__ import annotations

import random
from collections import deque

from cocotb.simtime import convert, get_sim_time
from cocotb.triggers import ClockCycles, FallingEdge, First, RisingEdge

from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import STATUS_NAMES
from cipherline.ref.descriptor import descriptor
from cipherline.ref.packet import PacketFormat
from tb.common.stream import BernoulliReady, Scoreboard, StreamSink, StreamSource, geometric_gaps
from tb.modes.scenarios import Job

#: Source fields, in beat order.
IN_FIELDS = ("s_axis_tid_i", "s_axis_tdata_i", "s_axis_tkeep_i", "s_axis_tlast_i")
#: Descriptor channel fields, in beat order.
CMD_FIELDS = ("s_axis_cmd_tid_i", "s_axis_cmd_tdata_i")
#: Sink fields, in beat order (the stream id first: the scoreboard's key).
OUT_FIELDS = ("m_axis_tid_o", "m_axis_tdata_o", "m_axis_tlast_o", "m_axis_tkeep_o", "m_axis_tuser_o")


def header_beats(fmt: PacketFormat, m: mm.Message, sid: int, last: bool = False,
                 slot: int | None = None) -> list[tuple]:
    """The header beats of message ``m`` on stream ``sid`` (``last``: it has
    no data; ``slot``: a security-association header naming that slot)."""
    return [(sid, d, k, t) for d, k, t in fmt.header(m, last, slot)]


def data_beat(fmt: PacketFormat, m: mm.Message, b: mm.Beat, sid: int) -> tuple:
    """A data beat (a :class:`Beat` of message ``m``) on stream ``sid``."""
    return (sid,) + fmt.data(m, b)


def out_beat(fmt: PacketFormat, sid: int, e: mm.OutBeat) -> tuple:
    """The output beat the engine sends for ``e`` on stream ``sid``, in OUT_FIELDS order."""
    data, keep = fmt.out(e)
    return (sid, data, int(e.last), keep, e.status)


def _in_beats(fmt: PacketFormat, job: Job, sid: int) -> list[tuple[tuple, bool]]:
    """The input beats of a job (in its own format, if it has one), each with
    whether it is a data beat. A stray beat becomes a packet that ends inside
    its header."""
    fmt = job.fmt or fmt
    if job.msg is None:
        out = []
        for b in job.stray:
            out += [((sid,) + x, False) for x in fmt.stray(b)]
        return out
    m = job.msg
    return ([(x, False) for x in header_beats(fmt, m, sid, last=not m.beats, slot=job.slot)]
            + [(data_beat(fmt, m, b, sid), True) for b in m.beats])


def _desc_packets(fmt: PacketFormat, job: Job, sid: int) -> list[tuple[int | None, list[tuple]]]:
    """The packets of a job on an engine with descriptors: (descriptor tdata,
    or None for a stray packet; its data beats on stream ``sid``)."""
    fmt = job.fmt or fmt
    full = (1 << fmt.nb) - 1
    if job.msg is None:
        out = []
        for b in job.stray:
            n = 1 + b.data % 3
            out.append((None, [(sid, (b.data * (i + 1)) & ((1 << fmt.block_bits) - 1), full, int(i == n - 1))
                               for i in range(n)]))
        return out
    m = job.msg
    if m.abort:
        raise ValueError(f"{job.name}: a message ended by the next command has no descriptor form")
    beats = [data_beat(fmt, m, b, sid) for b in m.beats] or [(sid, 0, 0, 1)]
    return [(descriptor(fmt, m, job.slot).tdata(), beats)]


class ModesHarness:
    def __init__(self, dut, streams: int, fmt: PacketFormat, seed: int = 1, log=None, trace: int = -1,
                 period_ns: int = 10, drain_clocks: int = 40, desc: bool = False) -> None:
        self.dut = dut
        self.fmt = fmt
        self.desc = desc  # descriptors on s_axis_cmd (DESC = 1)
        self.ns = streams
        self.rng = random.Random(seed)
        self.log = log or dut._log
        self.trace = trace  # stream id to log, -1: none
        self.period_steps = int(convert(period_ns, "ns", to="step"))
        # Clocks with m_axis_tready_i high after the last expected beat and the
        # last input beat in which any further beat fails (give it the
        # engine's latency and some).
        self.drain_clocks = drain_clocks
        self.width = len(dut.s_axis_tdata_i)
        # Message buffer beats and a message's reservation (engines with one).
        self.buf_beats = 0
        self.reservation = None

    # -- setup -------------------------------------------------------------
    def idle_inputs(self) -> None:
        d = self.dut
        d.s_axis_tvalid_i.value = 0
        d.m_axis_tready_i.value = 0
        if hasattr(d, "s_axis_cmd_tvalid_i"):
            d.s_axis_cmd_tvalid_i.value = 0
            for n in CMD_FIELDS:
                getattr(d, n).value = 0
        if hasattr(d, "zeroize_i"):  # (the SoC top zeroizes through its registers)
            d.zeroize_i.value = 0
        for n in IN_FIELDS:
            getattr(d, n).value = 0

    async def reset(self, cycles: int = 4) -> None:
        self.idle_inputs()
        self.dut.rst_ni.value = 0
        for _ in range(cycles):
            await RisingEdge(self.dut.clk_i)
        await FallingEdge(self.dut.clk_i)
        self.dut.rst_ni.value = 1

    # -- traffic ------------------------------------------------------------
    def assign(self, jobs: list[Job]) -> tuple[list[int], list[deque[tuple[Job, tuple, bool]]]]:
        """The stream of each job (round robin for jobs without a fixed one)
        and, per stream, its (job, input beat, is data) in order."""
        streams: list[deque[tuple[Job, tuple, bool]]] = [deque() for _ in range(self.ns)]
        sids = []
        k = 0
        for job in jobs:
            if job.stream is None:
                sid = k % self.ns
                k += 1
            else:
                sid = job.stream % self.ns
            sids.append(sid)
            if self.desc:
                for k, (dsc, beats) in enumerate(_desc_packets(self.fmt, job, sid)):
                    pkt = (id(job), k, dsc)
                    streams[sid].extend((job, b, pkt) for b in beats)
            else:
                streams[sid].extend((job, b, isd) for b, isd in _in_beats(self.fmt, job, sid))
        return sids, streams

    def descriptors(self, seq: list[tuple[Job, tuple, tuple]]) -> tuple[list, list[tuple[int, int]], dict]:
        """Descriptor mode: the data sequence less the stray packets the engine
        would pair with a descriptor (those followed by a message of their
        own stream, or by none), the descriptors in the order their messages
        begin, and the stray packets kept per job."""
        starts = []  # (index in seq, packet, stream) of each packet's first beat
        seen = set()
        for i, (job, beat, pkt) in enumerate(seq):
            if pkt[:2] not in seen:
                seen.add(pkt[:2])
                starts.append((i, pkt, beat[0]))
        drop = set()
        for n, (i, pkt, sid) in enumerate(starts):
            if pkt[2] is None:
                nxt = next((s for _, p, s in starts[n + 1:] if p[2] is not None), None)
                if nxt is None or nxt == sid:
                    drop.add(pkt[:2])
        kept: dict[int, int] = {}
        for _, pkt, _ in starts:
            if pkt[2] is None and pkt[:2] not in drop:
                kept[pkt[0]] = kept.get(pkt[0], 0) + 1
        out = [x for x in seq if x[2][:2] not in drop]
        cmds = [(sid, pkt[2]) for _, pkt, sid in starts if pkt[2] is not None]
        return out, cmds, kept

    def interleave(self, streams: list[deque], rr: bool) -> list[tuple[Job, tuple, bool]]:
        """One input sequence: the next beat from a random stream with beats
        left (``rr``: round robin over such streams)."""
        out = []
        ptr = 0
        while True:
            cand = [s for s in range(self.ns) if streams[s]]
            if not cand:
                return out
            if rr:
                sid = min(cand, key=lambda s: (s - ptr) % self.ns)
                ptr = (sid + 1) % self.ns
            else:
                sid = self.rng.choice(cand)
            out.append(streams[sid].popleft())

    def admission(self, seq: list[tuple[Job, tuple, bool]]) -> set[int]:
        """The ids of the jobs the engine rejects with ERR_FULL when ``seq``
        is sent in order (none without a message buffer): a message opens at
        its last header beat and closes at its last beat."""
        if not self.buf_beats:
            return set()
        left: dict[int, list[int]] = {}
        events = []
        if self.desc:  # a message opens at its first data beat
            opened = set()
            for job, beat, _ in seq:
                if job.msg is None:
                    continue
                k = id(job)
                if k not in opened:
                    opened.add(k)
                    events.append(("open", k, self.reservation(job)))
                if beat[3]:
                    events.append(("close", k))
            return mm.buffer_admission(events, self.buf_beats)
        for job, _, isd in seq:
            if job.msg is None:
                continue
            k = id(job)
            if k not in left:
                beats = _in_beats(self.fmt, job, 0)
                left[k] = [sum(not d for _, d in beats), len(beats)]
            n = left[k]
            n[0] -= not isd
            n[1] -= 1
            if not isd and n[0] == 0:
                events.append(("open", k, self.reservation(job)))
            if n[1] == 0:
                events.append(("close", k))
        return mm.buffer_admission(events, self.buf_beats)

    def _fmt(self, beat: tuple) -> str:
        sid, data, last, keep, status = beat
        return (f"tid={sid} tdata={data:0{self.width // 4}x} tlast={last} tkeep={keep:0{self.width // 32}x} "
                f"tuser={STATUS_NAMES.get(status, status)}")

    async def run(self, jobs: list[Job], gap: float = 0.0, stall: float = 0.0,
                  max_cycles: int = 2_000_000, stop_after: int | None = None,
                  rr: bool = False, long_stall: float = 0.0, name: str = "cipher_modes",
                  cmd_gap: float | None = None, cmd_delay: int = 0, sequential: bool = False) -> dict:
        """Send ``jobs``; check all outputs. Returns statistics.

        gap: probability that the source leaves a clock idle before a beat
        (repeatedly: geometric gaps). stall: probability that the sink holds
        m_axis_tready_i low between beats (geometric stalls; 1: never ready).
        long_stall: probability that a stall is a long one of 50-400 clocks
        (longer than the output FIFOs). rr: beats round-robin over streams
        (else a random stream with beats to send). stop_after: stop driving
        after that many clocks and return without draining (for the reset
        tests; the outputs until then are checked). cmd_gap: the descriptor
        source's gap probability (default: ``gap``); cmd_delay: clocks
        before it starts (the data waits for its descriptors). sequential:
        each job's beats in job order, not interleaved. max_cycles: the run
        fails after that many clocks with no new output (and the source
        must go idle within as many once the outputs are in).
        """
        d = self.dut
        rng = self.rng
        sids, streams = self.assign(jobs)
        if sequential:
            seq = []
            for job, sid in zip(jobs, sids):
                while streams[sid] and streams[sid][0][0] is job:
                    seq.append(streams[sid].popleft())
        else:
            seq = self.interleave(streams, rr)
        cmds: list[tuple[int, int]] = []
        strays: dict[int, int] = {}
        if self.desc:
            seq, cmds, strays = self.descriptors(seq)
        full = self.admission(seq)
        sb = Scoreboard(name, fmt=self._fmt, key=lambda b: b[0])
        total = 0
        for job, sid in zip(jobs, sids):
            expected = [mm.OutBeat(0, True, 0, mm.ST_ERR_FULL)] if id(job) in full else job.expected
            if self.desc and job.msg is None:
                expected = mm.stray_beats(strays.get(id(job), 0))
            for i, e in enumerate(expected):
                sb.expect(out_beat(job.fmt or self.fmt, sid, e),
                          f"{job.name or '?'}: output {i + 1} of {len(expected)}", key=sid)
                total += 1

        cb = sb.check
        if self.trace >= 0:
            def cb(beat, _check=sb.check):
                if beat[0] == self.trace:
                    self.log.info("out %s", self._fmt(beat))
                _check(beat)
        src = StreamSource(d.clk_i, d.s_axis_tvalid_i, d.s_axis_tready_o, [getattr(d, n) for n in IN_FIELDS],
                           gaps=geometric_gaps(rng, gap) if gap else None, record_times=True,
                           period_steps=self.period_steps, rng=rng)
        ready = BernoulliReady(rng, stall, long_stall)
        sink = StreamSink(d.clk_i, d.m_axis_tvalid_o, d.m_axis_tready_i, [getattr(d, n) for n in OUT_FIELDS], cb,
                          ready_model=ready, record_times=True)
        src.extend(b for _, b, _ in seq)
        csrc = None
        if self.desc:
            cg = gap if cmd_gap is None else cmd_gap
            csrc = StreamSource(d.clk_i, d.s_axis_cmd_tvalid_i, d.s_axis_cmd_tready_o,
                                [getattr(d, n) for n in CMD_FIELDS],
                                gaps=geometric_gaps(rng, cg) if cg else None, rng=rng)
            csrc.extend(cmds)
        t0 = get_sim_time("step")
        src.start()
        sink.start()
        if csrc:
            if cmd_delay:
                await ClockCycles(d.clk_i, cmd_delay)
            csrc.start()
        # (No await in a finally: a failing scoreboard ends the test, which
        # cancels this coroutine; the components stop with the test.)
        if stop_after is not None:
            await ClockCycles(d.clk_i, stop_after)
            src.stop()
            if csrc:
                csrc.stop()
            sink.stop()
            await FallingEdge(d.clk_i)
            return {"outputs": sink.received, "inputs": src.accepted}
        # A hang is max_cycles clocks without a new output: the conformance
        # runs (every GCMVS record on the iterative core) need more clocks in
        # all than any fixed bound sized for the test suite.
        await sb.wait_done(d.clk_i, max_cycles, progress=True)
        await First(ClockCycles(d.clk_i, max_cycles), src.wait_idle())
        # Every expected beat is in: with ready high, any further beat
        # within the drain window fails in the scoreboard.
        sink.stop(ready=1)
        sink.ready_model = None
        sink.start()
        await ClockCycles(d.clk_i, self.drain_clocks)
        src.stop()
        sink.stop()
        if csrc:
            csrc.stop()
        await FallingEdge(d.clk_i)
        sb.assert_done(total)
        assert src.accepted == len(seq), f"{name}: {src.accepted} of {len(seq)} input beats accepted"
        if csrc:
            assert csrc.accepted == len(cmds), f"{name}: {csrc.accepted} of {len(cmds)} descriptors accepted"
        # Times: rising clock edges of the transfers.
        step = self.period_steps or 1
        data_in = [t for (_, _, isd), t in zip(seq, src.accept_times) if self.desc or isd]
        out_t = sink.receive_times
        first_in = data_in[0] // step if data_in else None
        return {"cycles": (get_sim_time("step") - t0) // step, "t0": t0 // step, "outputs": sink.received, "full": len(full),
                "full_names": sorted(j.name for j in jobs if id(j) in full),
                "full_ids": frozenset(full), "strays": strays, "desc": self.desc,
                "blocks_in": len(data_in), "first_in": first_in,
                "first_out": out_t[0] // step if out_t else None,
                "last_out": out_t[-1] // step if out_t else None,
                "out_times": [t // step for t in out_t], "in_times": [t // step for t in data_in],
                "longest_stall": ready.longest_stall}


def outputs_expected(jobs: list[Job], stats: dict) -> int:
    """Output beats of ``jobs`` after a :meth:`ModesHarness.run` that returned
    ``stats``: each job's expected beats, but one ST_ERR_FULL status beat for
    a GCM/CCM decryption the message buffer did not admit (which ones depends
    on the interleaving the run drew); with descriptors, a stray job's
    packets that the run kept (an ERR_HEADER beat each)."""
    def n(j: Job) -> int:
        if id(j) in stats["full_ids"]:
            return 1
        if j.msg is None and stats.get("desc"):
            return stats["strays"].get(id(j), 0)  # the stray packets the run kept
        return len(j.expected)
    return sum(n(j) for j in jobs)
