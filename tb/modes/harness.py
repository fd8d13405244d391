"""cocotb driver/checker for cipher_modes.

One coroutine does everything on the falling clock edge (the DUT's ready and
valid outputs are registered, so they are stable there): it presents commands
and data beats following the source rules of docs/modes.md, applies random
input gaps and output stalls, and checks every output beat against the
expected beats of its stream, in order.

Source rules honoured here (they are what the engine needs):
- a message's data beats are presented no earlier than the clock edge at which
  its command is accepted;
- the next command on a stream is presented no earlier than the edge at which
  the previous message's last data beat is accepted;
- after stray data beats (no open message) the next command on that stream
  waits until their ERR_NO_MSG beats have come out.
"""

from __future__ import annotations

import os
import random
from collections import deque

from cocotb.triggers import FallingEdge, RisingEdge

from cipherline.modes_model import OutBeat
from tb.modes.scenarios import Job

MODE_FIELDS = ("cmd_sid_i", "cmd_mode_i", "cmd_decrypt_i", "cmd_seg_i", "cmd_taglen_i",
               "cmd_key_i", "cmd_iv_i")


class CheckError(AssertionError):
    pass


class _Stream:
    def __init__(self, sid: int) -> None:
        self.sid = sid
        self.jobs: deque[Job] = deque()
        self.cur: Job | None = None  # job whose data beats are being sent
        self.idx = 0
        self.expected: deque[tuple[Job, OutBeat]] = deque()
        self.received = 0
        self.wait_out = 0  # outputs to wait for before the next command
        self.cmd_pending = False


class ModesHarness:
    def __init__(self, dut, streams: int, seed: int = 1, log=None) -> None:
        self.dut = dut
        self.ns = streams
        self.rng = random.Random(seed)
        self.log = log or dut._log
        self.cycle = 0
        self.cycles_in_reset = 0
        self.trace = int(os.environ.get("CM_TRACE", "-1"))  # stream id to log, -1: none

    # -- setup -------------------------------------------------------------
    def idle_inputs(self) -> None:
        d = self.dut
        d.cmd_valid_i.value = 0
        d.din_valid_i.value = 0
        d.dout_ready_i.value = 0
        for n in MODE_FIELDS:
            getattr(d, n).value = 0
        d.din_sid_i.value = 0
        d.din_data_i.value = 0
        d.din_last_i.value = 0
        d.din_bits_i.value = 0

    async def reset(self, cycles: int = 4) -> None:
        self.idle_inputs()
        self.dut.rst_ni.value = 0
        for _ in range(cycles):
            await RisingEdge(self.dut.clk_i)
        await FallingEdge(self.dut.clk_i)
        self.dut.rst_ni.value = 1

    # -- traffic ------------------------------------------------------------
    def assign(self, jobs: list[Job], round_robin: bool = True) -> list[_Stream]:
        streams = [_Stream(s) for s in range(self.ns)]
        k = 0
        for job in jobs:
            if job.stream is None:
                sid = k % self.ns if round_robin else self.rng.randrange(self.ns)
                k += 1
            else:
                sid = job.stream % self.ns
            streams[sid].jobs.append(job)
            for b in job.expected:
                streams[sid].expected.append((job, b))
        return streams

    async def run(self, jobs: list[Job], gap: float = 0.0, stall: float = 0.0,
                  cmd_gap: float | None = None, max_cycles: int = 2_000_000,
                  stop_after: int | None = None, rr: bool = False) -> dict:
        """Send ``jobs``; check all outputs. Returns statistics.

        gap/stall: probability that a source leaves a cycle idle / that the
        sink deasserts dout_ready. rr: data beats round-robin over streams
        (else a random ready stream). stop_after: return after that many
        cycles without draining (for the reset test).
        """
        d = self.dut
        rng = self.rng
        cmd_gap = gap if cmd_gap is None else cmd_gap
        streams = self.assign(jobs)
        total_out = sum(len(s.expected) for s in streams)
        got_out = 0
        cur_cmd: _Stream | None = None
        cur_din: _Stream | None = None
        rr_ptr = 0
        first_in = first_out = last_out = None
        out_times: list[int] = []
        blocks_in = 0
        cycles = 0
        idle_after_done = 0
        d.dout_ready_i.value = 0
        while True:
            await FallingEdge(d.clk_i)
            cycles += 1
            if cycles > max_cycles:
                left = {s.sid: len(s.expected) for s in streams if s.expected}
                raise CheckError(f"timeout after {max_cycles} cycles; outputs missing per stream: {left}")
            if stop_after is not None and cycles >= stop_after:
                d.cmd_valid_i.value = 0
                d.din_valid_i.value = 0
                return {"cycles": cycles, "outputs": got_out}

            # ---- output side ----
            rdy = rng.random() >= stall
            d.dout_ready_i.value = int(rdy)
            if rdy and int(d.dout_valid_o.value):
                got_out += 1
                last_out = cycles
                out_times.append(cycles)
                if first_out is None:
                    first_out = cycles
                self._check_out(streams)

            # ---- data side ----
            if cur_din is None:
                cand = [s for s in streams if self._data_ready(s)]
                if cand and rng.random() >= gap:
                    if rr:
                        cand.sort(key=lambda s: (s.sid - rr_ptr) % self.ns)
                        cur_din = cand[0]
                        rr_ptr = (cur_din.sid + 1) % self.ns
                    else:
                        cur_din = rng.choice(cand)
                    job = cur_din.cur
                    beat = (job.msg.beats if job.msg else job.stray)[cur_din.idx]
                    d.din_sid_i.value = cur_din.sid
                    d.din_data_i.value = beat.data
                    d.din_last_i.value = int(beat.last)
                    d.din_bits_i.value = beat.bits
                    d.din_valid_i.value = 1
                else:
                    d.din_valid_i.value = 0
            if cur_din is not None and int(d.din_ready_o.value):
                # Accepted at the next rising edge.
                if first_in is None:
                    first_in = cycles
                blocks_in += 1
                s = cur_din
                job = s.cur
                if s.sid == self.trace:
                    self.log.info("in  sid %d %s beat %d", s.sid, job.name, s.idx)
                s.idx += 1
                beats = job.msg.beats if job.msg else job.stray
                if s.idx >= len(beats):
                    s.cur = None
                    s.jobs.popleft()
                    if job.msg is None:
                        s.wait_out = s.received + self._expected_through(s, job)
                cur_din = None

            # ---- command side ----
            if cur_cmd is None:
                cand = [s for s in streams if self._cmd_ready(s)]
                if cand and rng.random() >= cmd_gap:
                    cur_cmd = rng.choice(cand)
                    m = cur_cmd.jobs[0].msg
                    d.cmd_sid_i.value = cur_cmd.sid
                    d.cmd_mode_i.value = m.mode
                    d.cmd_decrypt_i.value = int(m.decrypt)
                    d.cmd_seg_i.value = m.seg
                    d.cmd_taglen_i.value = m.taglen
                    d.cmd_key_i.value = m.key
                    d.cmd_iv_i.value = m.iv
                    d.cmd_valid_i.value = 1
                    cur_cmd.cmd_pending = True
                else:
                    d.cmd_valid_i.value = 0
            if cur_cmd is not None and int(d.cmd_ready_o.value):
                s = cur_cmd
                s.cmd_pending = False
                job = s.jobs[0]
                if s.sid == self.trace:
                    self.log.info("cmd sid %d %s", s.sid, job.name)
                if job.msg.beats:
                    s.cur = job
                    s.idx = 0
                else:  # aborted before any beat: the next command aborts it
                    s.jobs.popleft()
                cur_cmd = None

            if got_out == total_out and cur_cmd is None and cur_din is None \
                    and all(not s.jobs and s.cur is None for s in streams):
                idle_after_done += 1
                d.din_valid_i.value = 0
                d.cmd_valid_i.value = 0
                d.dout_ready_i.value = 1
                if idle_after_done > 40:
                    break
        for s in streams:
            if s.expected:
                raise CheckError(f"stream {s.sid}: {len(s.expected)} outputs missing")
        return {"cycles": cycles, "outputs": got_out, "blocks_in": blocks_in,
                "first_in": first_in, "first_out": first_out, "last_out": last_out,
                "out_times": out_times}

    # -- helpers -------------------------------------------------------------
    @staticmethod
    def _expected_through(s: _Stream, job: Job) -> int:
        n = 0
        for j, _ in s.expected:
            n += 1
            if j is job:
                last = n
        return last

    @staticmethod
    def _data_ready(s: _Stream) -> bool:
        if s.cur is not None:
            return True
        # Stray beats are sent while the stream has no open message.
        if s.jobs and s.jobs[0].msg is None and not s.cmd_pending and s.received >= s.wait_out:
            s.cur = s.jobs[0]
            s.idx = 0
            return True
        return False

    @staticmethod
    def _cmd_ready(s: _Stream) -> bool:
        return (s.cur is None and not s.cmd_pending and bool(s.jobs) and s.jobs[0].msg is not None
                and s.received >= s.wait_out)

    def _check_out(self, streams: list[_Stream]) -> None:
        d = self.dut
        sid = int(d.dout_sid_o.value)
        got = OutBeat(int(d.dout_data_o.value), bool(int(d.dout_last_o.value)),
                      int(d.dout_bits_o.value), int(d.dout_status_o.value))
        if sid >= self.ns:
            raise CheckError(f"output on unknown stream {sid}: {got}")
        s = streams[sid]
        if not s.expected:
            raise CheckError(f"stream {sid}: unexpected extra output {got}")
        job, exp = s.expected.popleft()
        s.received += 1
        if sid == self.trace:
            self.log.info("out sid %d %s: %s", sid, job.name, got)
        if got != exp:
            raise CheckError(f"stream {sid} job {job.name}: got {got}, expected {exp}")
