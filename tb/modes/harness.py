"""The modes engine's stream bench: jobs onto the shared stream components.

:class:`ModesHarness` places jobs (tb/modes/scenarios.py) on streams, turns
them into input beats (commands in-band, streams interleaved beat by beat)
for a :class:`~tb.common.stream.StreamSource`, and the engine's output beats
into per-stream expectations of a keyed :class:`~tb.common.stream.Scoreboard`
fed by a :class:`~tb.common.stream.StreamSink` (order within a stream, any
interleaving across streams; data, last, bits, status and stream id compared
beat by beat).

The source follows AXI4-Stream: once valid is raised, valid and the beat stay
until the beat is accepted. There are no other source rules: a stream's next
command may follow its previous message's last beat at once, whatever is
still in flight. On data beats the command fields carry random garbage, and
on command beats din_last_i and din_bits_i do (the engine must ignore them).
Widths come from the ports, so the harness serves every block width.
"""

from __future__ import annotations

import random
from collections import deque

from cocotb.simtime import convert, get_sim_time
from cocotb.triggers import ClockCycles, FallingEdge, First, RisingEdge

from cipherline.ref.modes_model import STATUS_NAMES
from tb.common.stream import BernoulliReady, Scoreboard, StreamSink, StreamSource, geometric_gaps
from tb.modes.scenarios import Job

CMD_FIELDS = ("cmd_mode_i", "cmd_decrypt_i", "cmd_seg_i", "cmd_taglen_i", "cmd_legacy_i", "cmd_key_i")
#: Source fields, in beat order.
IN_FIELDS = ("din_sid_i", "din_cmd_i", "din_data_i", "din_last_i", "din_bits_i") + CMD_FIELDS
#: Sink fields, in beat order (the stream id first: the scoreboard's key).
OUT_FIELDS = ("dout_sid_o", "dout_data_o", "dout_last_o", "dout_bits_o", "dout_status_o")


def command_beat(m, sid: int) -> tuple:
    """The command beat of message ``m`` on stream ``sid`` (None: garbage the engine must ignore)."""
    return (sid, 1, m.iv, None, None, m.mode, int(m.decrypt), m.seg, m.taglen, int(m.legacy), m.key)


def data_beat(b, sid: int) -> tuple:
    """A data beat (a :class:`Beat`) on stream ``sid``; its command fields are garbage."""
    return (sid, 0, b.data, int(b.last), b.bits) + (None,) * len(CMD_FIELDS)


def _in_beats(job: Job, sid: int) -> list[tuple]:
    """The input beats of a job."""
    if job.msg is None:
        return [data_beat(b, sid) for b in job.stray]
    return [command_beat(job.msg, sid)] + [data_beat(b, sid) for b in job.msg.beats]


class ModesHarness:
    def __init__(self, dut, streams: int, seed: int = 1, log=None, trace: int = -1,
                 period_ns: int = 10, drain_clocks: int = 40) -> None:
        self.dut = dut
        self.ns = streams
        self.rng = random.Random(seed)
        self.log = log or dut._log
        self.trace = trace  # stream id to log, -1: none
        self.period_steps = int(convert(period_ns, "ns", to="step"))
        # Clocks with dout_ready_i high after the last expected beat and the
        # last input beat in which any further beat fails (give it the
        # engine's latency and some).
        self.drain_clocks = drain_clocks
        self.width = len(dut.din_data_i)

    # -- setup -------------------------------------------------------------
    def idle_inputs(self) -> None:
        d = self.dut
        d.din_valid_i.value = 0
        d.dout_ready_i.value = 0
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
    def assign(self, jobs: list[Job]) -> tuple[list[int], list[deque[tuple[Job, tuple]]]]:
        """The stream of each job (round robin for jobs without a fixed one)
        and, per stream, its (job, input beat) in order."""
        streams: list[deque[tuple[Job, tuple]]] = [deque() for _ in range(self.ns)]
        sids = []
        k = 0
        for job in jobs:
            if job.stream is None:
                sid = k % self.ns
                k += 1
            else:
                sid = job.stream % self.ns
            sids.append(sid)
            streams[sid].extend((job, b) for b in _in_beats(job, sid))
        return sids, streams

    def interleave(self, streams: list[deque], rr: bool) -> list[tuple[Job, tuple]]:
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

    def _fmt(self, beat: tuple) -> str:
        sid, data, last, bits, status = beat
        return (f"sid={sid} data={data:0{self.width // 4}x} last={last} bits={bits} "
                f"status={STATUS_NAMES.get(status, status)}")

    async def run(self, jobs: list[Job], gap: float = 0.0, stall: float = 0.0,
                  max_cycles: int = 2_000_000, stop_after: int | None = None,
                  rr: bool = False, long_stall: float = 0.0, name: str = "cipher_modes") -> dict:
        """Send ``jobs``; check all outputs. Returns statistics.

        gap: probability that the source leaves a clock idle before a beat
        (repeatedly: geometric gaps). stall: probability that the sink holds
        dout_ready_i low between beats (geometric stalls; 1: never ready).
        long_stall: probability that a stall is a long one of 50-400 clocks
        (longer than the output FIFOs). rr: beats round-robin over streams
        (else a random stream with beats to send). stop_after: stop driving
        after that many clocks and return without draining (for the reset
        tests; the outputs until then are checked).
        """
        d = self.dut
        rng = self.rng
        sids, streams = self.assign(jobs)
        seq = self.interleave(streams, rr)
        sb = Scoreboard(name, fmt=self._fmt, key=lambda b: b[0])
        total = 0
        for job, sid in zip(jobs, sids):
            for i, e in enumerate(job.expected):
                sb.expect((sid, e.data, int(e.last), e.bits, e.status),
                          f"{job.name or '?'}: output {i + 1} of {len(job.expected)}", key=sid)
                total += 1

        cb = sb.check
        if self.trace >= 0:
            def cb(beat, _check=sb.check):
                if beat[0] == self.trace:
                    self.log.info("out %s", self._fmt(beat))
                _check(beat)
        src = StreamSource(d.clk_i, d.din_valid_i, d.din_ready_o, [getattr(d, n) for n in IN_FIELDS],
                           gaps=geometric_gaps(rng, gap) if gap else None, record_times=True,
                           period_steps=self.period_steps, rng=rng)
        ready = BernoulliReady(rng, stall, long_stall)
        sink = StreamSink(d.clk_i, d.dout_valid_o, d.dout_ready_i, [getattr(d, n) for n in OUT_FIELDS], cb,
                          ready_model=ready, record_times=True)
        src.extend(b for _, b in seq)
        t0 = get_sim_time("step")
        src.start()
        sink.start()
        # (No await in a finally: a failing scoreboard ends the test, which
        # cancels this coroutine; the components stop with the test.)
        if stop_after is not None:
            await ClockCycles(d.clk_i, stop_after)
            src.stop()
            sink.stop()
            await FallingEdge(d.clk_i)
            return {"outputs": sink.received, "inputs": src.accepted}
        await sb.wait_done(d.clk_i, max_cycles)
        await First(ClockCycles(d.clk_i, max_cycles), src.wait_idle())
        # Every expected beat is in: with ready high, any further beat
        # within the drain window fails in the scoreboard.
        sink.stop(ready=1)
        sink.ready_model = None
        sink.start()
        await ClockCycles(d.clk_i, self.drain_clocks)
        src.stop()
        sink.stop()
        await FallingEdge(d.clk_i)
        sb.assert_done(total)
        assert src.accepted == len(seq), f"{name}: {src.accepted} of {len(seq)} input beats accepted"
        # Times: rising clock edges of the transfers.
        step = self.period_steps or 1
        data_in = [t for (job, b), t in zip(seq, src.accept_times) if b[1] == 0]
        out_t = sink.receive_times
        first_in = data_in[0] // step if data_in else None
        return {"cycles": (get_sim_time("step") - t0) // step, "outputs": sink.received,
                "blocks_in": len(data_in), "first_in": first_in,
                "first_out": out_t[0] // step if out_t else None,
                "last_out": out_t[-1] // step if out_t else None,
                "out_times": [t // step for t in out_t], "in_times": [t // step for t in data_in],
                "longest_stall": ready.longest_stall}

