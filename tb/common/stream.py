# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The stream driver, monitor and scoreboard of every cipherline testbench.

Valid/ready (AXI4-Stream style) components, used by the tdes_core testbench
(tb/tdes) and the modes engine testbench (tb/modes):

- :class:`StreamSource` (driver) drives a valid/ready input by AXI4-Stream
  rules (valid and the beat held until accepted), with optional random idle
  gaps between beats (:class:`GapModel`, :func:`geometric_gaps`); a ``None``
  field of a beat is driven with random garbage (held like the rest).
- :class:`StreamSink` (monitor) takes beats from a valid/ready output with an
  optional random ready pattern, including long stalls (:class:`ReadyModel`,
  :class:`BernoulliReady`), and hands each beat to a callback.
- :class:`Scoreboard` checks received beats against expected ones: values,
  order and counts; in order overall, or (``key=``) in order per key (e.g.
  per stream id: order within a stream, any interleaving across streams).
  A beat with nothing expected fails (unexpected, extra or duplicated), and
  :meth:`Scoreboard.wait_done` fails with the missing beats on a timeout.

Sampling convention: a beat transfers on the rising clock edge where valid
and ready are both 1. Right after ``await RisingEdge(clk)`` cocotb shows the
values that the flops sampled at that edge (our writes take effect after the
edge), so "valid and ready read at the edge" is exactly the transfer
condition. (Verified for Verilator, where the clock callback runs before the
edge is evaluated; event-driven simulators behave the same way.)

Speed: both coroutines sleep on value-change triggers (``RisingEdge(ready)``,
``RisingEdge(valid)``) instead of polling every clock while they wait, which
is valid because the DUT's valid/ready outputs change only right after clock
edges. A multi-cycle core then costs a few Python wake-ups per block rather
than one per clock.
"""

from __future__ import annotations

import itertools
import random
from collections import deque
from typing import Any, Callable, Iterable, Iterator, Sequence

import cocotb
from cocotb.simtime import get_sim_time
from cocotb.triggers import ClockCycles, Event, First, RisingEdge

__all__ = ["BernoulliReady", "GapModel", "ReadyModel", "Scoreboard", "StreamSink", "StreamSource",
           "geometric_gaps"]


class GapModel:
    """Random number of idle cycles before each source beat.

    With probability ``p_gap`` a gap is inserted; it is long (uniform in
    ``long``) with probability ``p_long``, else short (uniform in ``short``).
    """

    def __init__(
        self,
        rng: random.Random,
        p_gap: float = 0.3,
        short: tuple[int, int] = (1, 3),
        long: tuple[int, int] = (4, 40),
        p_long: float = 0.1,
    ) -> None:
        self.rng, self.p_gap, self.short, self.long, self.p_long = rng, p_gap, short, long, p_long

    def __call__(self) -> int:
        r = self.rng
        if r.random() >= self.p_gap:
            return 0
        lo, hi = self.long if r.random() < self.p_long else self.short
        return r.randint(lo, hi)


def geometric_gaps(rng: random.Random, p_gap: float) -> Callable[[], int]:
    """Idle cycles before each beat: each cycle stays idle with probability ``p_gap``."""

    def gaps() -> int:
        n = 0
        while p_gap and rng.random() < p_gap:
            n += 1
        return n

    return gaps


class ReadyModel:
    """Random ready pattern for a sink: alternating segments.

    Yields ``(True, n)``: hold ready high until ``n`` beats were taken, and
    ``(False, n)``: hold ready low for ``n`` clocks. Stall lengths are short,
    medium or long (``long`` should exceed what the DUT can buffer, so that
    back-pressure reaches its input).
    """

    def __init__(
        self,
        rng: random.Random,
        on: tuple[int, int] = (1, 32),
        short: tuple[int, int] = (1, 3),
        medium: tuple[int, int] = (4, 40),
        long: tuple[int, int] = (100, 400),
        p_medium: float = 0.25,
        p_long: float = 0.05,
        long_every: int = 0,
    ) -> None:
        self.rng, self.on, self.short, self.medium, self.long = rng, on, short, medium, long
        self.p_medium, self.p_long = p_medium, p_long
        # > 0: every long_every-th stall is long whatever the draw, so that a
        # run of enough beats is sure to have one (p_long alone leaves a
        # small chance of none).
        self.long_every = long_every
        self.longest_stall = 0  # longest ready-low segment handed out so far

    def __iter__(self) -> Iterator[tuple[bool, int]]:
        r = self.rng
        k = 0
        while True:
            yield True, r.randint(*self.on)
            x = r.random()
            k += 1
            forced = self.long_every > 0 and k % self.long_every == 0
            rng_ = (self.long if forced or x < self.p_long
                    else self.medium if x < self.p_long + self.p_medium else self.short)
            n = r.randint(*rng_)
            self.longest_stall = max(self.longest_stall, n)
            yield False, n


class BernoulliReady(ReadyModel):
    """Ready low with probability ``p_stall`` between beats (geometric stalls),
    and with probability ``p_long`` per stall a long one (uniform in ``long``,
    longer than the DUT's buffers). ``p_stall`` 1: ready never rises."""

    def __init__(self, rng: random.Random, p_stall: float, p_long: float = 0.0,
                 long: tuple[int, int] = (50, 400)) -> None:
        super().__init__(rng, long=long, p_long=p_long)
        self.p_stall = p_stall

    def __iter__(self) -> Iterator[tuple[bool, int]]:
        r, p = self.rng, self.p_stall
        if p >= 1.0:
            yield False, 1 << 62
            return
        while True:
            if not p:
                yield True, 1 << 62
                return
            n = 0
            while r.random() >= p:
                n += 1
            if n:
                yield True, n
            if self.p_long and r.random() < self.p_long:
                n = r.randint(*self.long)
            else:
                n = 1
                while r.random() < p:
                    n += 1
            self.longest_stall = max(self.longest_stall, n)
            yield False, n


class StreamSource:
    """Drives ``valid`` and the ``data`` signals of a valid/ready input.

    Beats are tuples with one int per ``data`` signal, queued with
    :meth:`send`; they are driven in order, each held until accepted. A
    ``None`` field is driven with random bits from ``rng`` (garbage the DUT
    must ignore; held with the beat like any other field).

    Attributes:
        accepted: number of beats accepted so far.
        accept_times: sim time (steps) of each acceptance (if ``record_times``).
        stall_cycles: clocks a beat waited with valid=1 and ready=0
            (if ``record_times``; needs ``period_steps``).
    """

    def __init__(
        self,
        clk: Any,
        valid: Any,
        ready: Any,
        data: Sequence[Any],
        *,
        gaps: Callable[[], int] | None = None,
        on_accept: Callable[[tuple[int, ...]], None] | None = None,
        record_times: bool = False,
        period_steps: int = 0,
        rng: random.Random | None = None,
    ) -> None:
        self.clk, self.valid, self.ready, self.data = clk, valid, ready, list(data)
        self.gaps = gaps
        self.rng = rng
        self._widths = [len(s) for s in self.data] if rng is not None else []
        self.on_accept = on_accept
        self.record_times = record_times
        self.period_steps = period_steps
        self.queue: deque[tuple[int, ...]] = deque()
        self.accepted = 0
        self.accept_times: list[int] = []
        self.stall_cycles = 0
        self._has_data = Event()
        self._idle = Event()
        self._idle.set()
        self._task: cocotb.task.Task | None = None

    def start(self) -> StreamSource:
        if self._task is None or self._task.done():
            self._task = cocotb.start_soon(self._run())
        return self

    def stop(self) -> None:
        """Stop driving (valid goes low); unsent beats stay in ``queue``."""
        if self._task is not None:
            self._task.cancel()
            self._task = None
        self.valid.value = 0

    def send(self, beat: tuple[int, ...]) -> None:
        self.queue.append(beat)
        self._idle.clear()
        self._has_data.set()

    def extend(self, beats: Iterable[tuple[int, ...]]) -> None:
        for b in beats:
            self.send(b)

    def wait_idle(self):
        """A trigger that fires once every queued beat has been accepted."""
        return self._idle.wait()

    async def _run(self) -> None:
        clk, valid, ready, sigs = self.clk, self.valid, self.ready, self.data
        q, gaps, rec = self.queue, self.gaps, self.record_times
        edge, ready_rise = RisingEdge(clk), RisingEdge(ready)
        valid.value = 0
        while True:
            if not q:
                valid.value = 0
                self._idle.set()
                self._has_data.clear()
                await self._has_data.wait()
                continue
            beat = q.popleft()
            if gaps is not None:
                n = gaps()
                if n:
                    valid.value = 0
                    await ClockCycles(clk, n)
            for i, (s, v) in enumerate(zip(sigs, beat)):
                s.value = self.rng.getrandbits(self._widths[i]) if v is None else v
            valid.value = 1
            t0 = get_sim_time("step") if rec else 0
            await edge
            while not int(ready.value):
                # ready is a register output: sleep until it rises (after some
                # edge), then the next edge transfers.
                await ready_rise
                await edge
            self.accepted += 1
            if rec:
                t = get_sim_time("step")
                self.accept_times.append(t)
                if self.period_steps:
                    self.stall_cycles += (t - t0) // self.period_steps - 1
            if self.on_accept is not None:
                self.on_accept(beat)


class StreamSink:
    """Takes beats from a valid/ready output and hands them to ``callback``.

    ``ready_model`` (an iterable of ``(level, n)`` segments, see
    :class:`ReadyModel`) shapes ``ready``; None keeps ready high.

    Attributes:
        received: number of beats taken.
        receive_times: sim time (steps) of each beat (if ``record_times``).
    """

    def __init__(
        self,
        clk: Any,
        valid: Any,
        ready: Any,
        data: Sequence[Any],
        callback: Callable[[tuple[int, ...]], None],
        *,
        ready_model: Iterable[tuple[bool, int]] | None = None,
        record_times: bool = False,
    ) -> None:
        self.clk, self.valid, self.ready, self.data = clk, valid, ready, list(data)
        self.callback = callback
        self.ready_model = ready_model
        self.record_times = record_times
        self.received = 0
        self.receive_times: list[int] = []
        self._task: cocotb.task.Task | None = None

    def start(self) -> StreamSink:
        if self._task is None or self._task.done():
            self._task = cocotb.start_soon(self._run())
        return self

    def stop(self, ready: int = 0) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
        self.ready.value = ready

    async def _run(self) -> None:
        clk, valid, ready, sigs, cb = self.clk, self.valid, self.ready, self.data, self.callback
        rec = self.record_times
        edge, valid_rise = RisingEdge(clk), RisingEdge(valid)
        segments = itertools.repeat((True, 1 << 62)) if self.ready_model is None else iter(self.ready_model)
        for level, n in segments:
            if not level:
                ready.value = 0
                await ClockCycles(clk, n)
                continue
            ready.value = 1
            got = 0
            while got < n:
                await edge
                if int(valid.value):
                    got += 1
                    self.received += 1
                    if rec:
                        self.receive_times.append(get_sim_time("step"))
                    cb(tuple(int(s.value) for s in sigs))
                else:
                    # valid is a register output: sleep until it rises; the
                    # next edge then transfers.
                    await valid_rise


class Scoreboard:
    """Checks every received beat against the next expected one.

    Without ``key`` the beats are checked in order overall (one queue). With
    ``key`` (a function of a beat, e.g. its stream id) each key has its own
    queue: beats must come in order within a key, interleaved in any way
    across keys; :meth:`expect` then takes the key of the expected beat.

    ``fmt`` renders a beat for messages; each expected beat carries an
    ``info`` string (e.g. the vector's file:line, or the message name) that
    is shown on a mismatch. Raising from the sink's callback fails the
    running cocotb test at once. A beat with nothing expected (under its key)
    fails as unexpected: an extra, duplicated or misrouted beat.
    """

    def __init__(self, name: str = "scoreboard", fmt: Callable[[tuple[int, ...]], str] = repr,
                 key: Callable[[tuple[int, ...]], Any] | None = None) -> None:
        self.name = name
        self.fmt = fmt
        self.key = key
        self.expected: dict[Any, deque[tuple[tuple[int, ...], str]]] = {}
        self.pending = 0  # expected beats not yet received
        self.matched = 0
        self.matched_by_key: dict[Any, int] = {}
        self._empty = Event()
        self._empty.set()

    def expect(self, beat: tuple[int, ...], info: str = "", key: Any = None) -> None:
        self.expected.setdefault(key if self.key else None, deque()).append((beat, info))
        self.pending += 1
        self._empty.clear()

    def check(self, beat: tuple[int, ...]) -> None:
        k = self.key(beat) if self.key else None
        where = f" (key {k})" if self.key else ""
        n = self.matched_by_key.get(k, 0)
        q = self.expected.get(k)
        if not q:
            raise AssertionError(
                f"{self.name}: unexpected output #{n}{where}: {self.fmt(beat)} "
                f"(no output expected{where}; {self.pending} still expected in all)"
            )
        exp, info = q.popleft()
        if beat != exp:
            raise AssertionError(
                f"{self.name}: output #{n}{where} mismatch:\n"
                f"  got      {self.fmt(beat)}\n  expected {self.fmt(exp)}\n  input    {info}"
            )
        self.matched += 1
        self.matched_by_key[k] = n + 1
        self.pending -= 1
        if not self.pending:
            self._empty.set()

    def missing(self) -> str:
        """The expected beats not received yet: count and first one, per key."""
        parts = [f"{'' if k is None else f'key {k}: '}{len(q)} missing, first {self.fmt(q[0][0])} ({q[0][1]})"
                 for k, q in self.expected.items() if q]
        return "; ".join(parts[:8]) + (f"; ... ({len(parts)} keys)" if len(parts) > 8 else "")

    def wait_empty(self):
        """A trigger that fires once every expected beat has been received."""
        return self._empty.wait()

    async def wait_done(self, clk: Any, timeout_cycles: int, progress: bool = False) -> None:
        """:meth:`wait_empty`, failing after ``timeout_cycles`` clocks with
        what is missing; with ``progress``, only after ``timeout_cycles``
        clocks in which no expected beat came (a hang), however long the
        whole run (a job list of any size)."""
        while self.pending:
            before = self.matched
            await First(ClockCycles(clk, timeout_cycles), self._empty.wait())
            if self.pending and (not progress or self.matched == before):
                what = "with no new output for" if progress else "within"
                raise AssertionError(f"{self.name}: timeout: {self.pending} expected outputs did not come "
                                     f"{what} {timeout_cycles} clocks: {self.missing()}")

    def assert_done(self, total: int | None = None) -> None:
        if self.pending:
            raise AssertionError(f"{self.name}: {self.pending} expected outputs never came: {self.missing()}")
        if total is not None and self.matched != total:
            raise AssertionError(f"{self.name}: {self.matched} outputs matched, expected {total}")
