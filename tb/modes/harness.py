"""cocotb driver/checker for cipher_modes.

One coroutine does everything on the falling clock edge (the DUT's ready and
valid outputs are registered, so they are stable there): it sends the command
and data beats of every stream on the one input channel (commands in-band),
interleaving streams beat by beat, applies random input gaps and output
stalls, and checks every output beat against the expected beats of its
stream, in order.

The source follows AXI4-Stream: once valid is raised, valid and the beat stay
until the beat is accepted. There are no other source rules: a stream's next
command may follow its previous message's last beat at once, whatever is
still in flight. On data beats the command fields carry random garbage (the
engine must ignore them).
"""

from __future__ import annotations

import os
import random
from collections import deque

from cocotb.triggers import FallingEdge, RisingEdge

from cipherline.ref.modes_model import OutBeat
from tb.modes.scenarios import Job

CMD_FIELDS = ("cmd_mode_i", "cmd_decrypt_i", "cmd_seg_i", "cmd_taglen_i", "cmd_legacy_i", "cmd_key_i")


class CheckError(AssertionError):
    pass


class _Stream:
    def __init__(self, sid: int) -> None:
        self.sid = sid
        self.jobs: deque[Job] = deque()
        self.idx = 0  # next beat of jobs[0] (a message's beat 0 is its command)
        self.expected: deque[tuple[Job, OutBeat]] = deque()
        self.received = 0

    def pending(self) -> bool:
        return bool(self.jobs)

    def beat(self) -> tuple[bool, object]:
        """(is_command, payload) of the next beat to send."""
        job = self.jobs[0]
        if job.msg is None:
            return False, job.stray[self.idx]
        if self.idx == 0:
            return True, job.msg
        return False, job.msg.beats[self.idx - 1]

    def advance(self) -> Job:
        job = self.jobs[0]
        n = len(job.stray) if job.msg is None else 1 + len(job.msg.beats)
        self.idx += 1
        if self.idx >= n:
            self.jobs.popleft()
            self.idx = 0
        return job


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
        d.din_valid_i.value = 0
        d.dout_ready_i.value = 0
        d.zeroize_i.value = 0
        for n in CMD_FIELDS:
            getattr(d, n).value = 0
        d.din_cmd_i.value = 0
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

    def _drive(self, s: _Stream) -> None:
        d = self.dut
        rng = self.rng
        is_cmd, p = s.beat()
        d.din_sid_i.value = s.sid
        d.din_cmd_i.value = int(is_cmd)
        if is_cmd:
            d.cmd_mode_i.value = p.mode
            d.cmd_decrypt_i.value = int(p.decrypt)
            d.cmd_seg_i.value = p.seg
            d.cmd_taglen_i.value = p.taglen
            d.cmd_legacy_i.value = int(p.legacy)
            d.cmd_key_i.value = p.key
            d.din_data_i.value = p.iv
            d.din_last_i.value = rng.getrandbits(1)  # ignored on commands
            d.din_bits_i.value = rng.getrandbits(len(d.din_bits_i))
        else:
            for n in CMD_FIELDS:  # ignored on data beats
                h = getattr(d, n)
                h.value = rng.getrandbits(len(h))
            d.din_data_i.value = p.data
            d.din_last_i.value = int(p.last)
            d.din_bits_i.value = p.bits
        d.din_valid_i.value = 1

    async def run(self, jobs: list[Job], gap: float = 0.0, stall: float = 0.0,
                  max_cycles: int = 2_000_000, stop_after: int | None = None,
                  rr: bool = False, long_stall: float = 0.0) -> dict:
        """Send ``jobs``; check all outputs. Returns statistics.

        gap/stall: probability that the source leaves a cycle idle / that the
        sink deasserts dout_ready. long_stall: probability per cycle that the
        sink starts a stall of 50-400 cycles (longer than the output FIFOs).
        rr: beats round-robin over streams (else a random stream with beats
        to send). stop_after: return after that many cycles without draining
        (for the reset tests).
        """
        d = self.dut
        rng = self.rng
        streams = self.assign(jobs)
        total_out = sum(len(s.expected) for s in streams)
        got_out = 0
        cur: _Stream | None = None
        rr_ptr = 0
        first_in = first_out = last_out = None
        out_times: list[int] = []
        blocks_in = 0
        cycles = 0
        idle_after_done = 0
        stall_left = 0
        d.dout_ready_i.value = 0
        while True:
            await FallingEdge(d.clk_i)
            cycles += 1
            if cycles > max_cycles:
                left = {s.sid: len(s.expected) for s in streams if s.expected}
                raise CheckError(f"timeout after {max_cycles} cycles; outputs missing per stream: {left}")
            if stop_after is not None and cycles >= stop_after:
                d.din_valid_i.value = 0
                return {"cycles": cycles, "outputs": got_out}

            # ---- output side ----
            if stall_left:
                stall_left -= 1
                rdy = False
            elif long_stall and rng.random() < long_stall:
                stall_left = rng.randint(50, 400)
                rdy = False
            else:
                rdy = rng.random() >= stall
            d.dout_ready_i.value = int(rdy)
            if rdy and int(d.dout_valid_o.value):
                got_out += 1
                last_out = cycles
                out_times.append(cycles)
                if first_out is None:
                    first_out = cycles
                self._check_out(streams)

            # ---- input side (AXI4-Stream: a presented beat stays until taken) ----
            if cur is None:
                cand = [s for s in streams if s.pending()]
                if cand and rng.random() >= gap:
                    if rr:
                        cand.sort(key=lambda s: (s.sid - rr_ptr) % self.ns)
                        cur = cand[0]
                        rr_ptr = (cur.sid + 1) % self.ns
                    else:
                        cur = rng.choice(cand)
                    self._drive(cur)
                else:
                    d.din_valid_i.value = 0
            if cur is not None and int(d.din_ready_o.value):
                # Accepted at the next rising edge.
                is_cmd, _ = cur.beat()
                if not is_cmd:
                    if first_in is None:
                        first_in = cycles
                    blocks_in += 1
                job = cur.advance()
                if cur.sid == self.trace:
                    self.log.info("in  sid %d %s %s", cur.sid, job.name, "cmd" if is_cmd else "data")
                cur = None

            if got_out == total_out and cur is None and all(not s.pending() for s in streams):
                idle_after_done += 1
                d.din_valid_i.value = 0
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
