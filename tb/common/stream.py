"""Reusable valid/ready (AXI-Stream style) components for cocotb testbenches.

- :class:`StreamSource` drives a valid/ready input with optional random idle
  gaps between beats (:class:`GapModel`).
- :class:`StreamSink` takes beats from a valid/ready output with an optional
  random ready pattern, including long stalls (:class:`ReadyModel`).
- :class:`Scoreboard` checks received beats against expected ones: values,
  order (and so tags) and counts; an output with nothing expected fails.

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
from cocotb.triggers import ClockCycles, Event, RisingEdge

__all__ = ["GapModel", "ReadyModel", "Scoreboard", "StreamSink", "StreamSource"]


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
    ) -> None:
        self.rng, self.on, self.short, self.medium, self.long = rng, on, short, medium, long
        self.p_medium, self.p_long = p_medium, p_long
        self.longest_stall = 0  # longest ready-low segment handed out so far

    def __iter__(self) -> Iterator[tuple[bool, int]]:
        r = self.rng
        while True:
            yield True, r.randint(*self.on)
            x = r.random()
            rng_ = self.long if x < self.p_long else self.medium if x < self.p_long + self.p_medium else self.short
            n = r.randint(*rng_)
            self.longest_stall = max(self.longest_stall, n)
            yield False, n


class StreamSource:
    """Drives ``valid`` and the ``data`` signals of a valid/ready input.

    Beats are tuples with one int per ``data`` signal, queued with
    :meth:`send`; they are driven in order, each held until accepted.

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
    ) -> None:
        self.clk, self.valid, self.ready, self.data = clk, valid, ready, list(data)
        self.gaps = gaps
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

    async def wait_idle(self) -> None:
        """Return once every queued beat has been accepted."""
        await self._idle.wait()

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
            for s, v in zip(sigs, beat):
                s.value = v
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
    """In-order checker: every received beat must equal the next expected one.

    ``fmt`` renders a beat for messages; each expected beat carries an
    ``info`` string (e.g. the vector's file:line) that is shown on mismatch.
    Raising from the sink's callback fails the running cocotb test at once.
    """

    def __init__(self, name: str = "scoreboard", fmt: Callable[[tuple[int, ...]], str] = repr) -> None:
        self.name = name
        self.fmt = fmt
        self.expected: deque[tuple[tuple[int, ...], str]] = deque()
        self.matched = 0
        self._empty = Event()
        self._empty.set()

    def expect(self, beat: tuple[int, ...], info: str = "") -> None:
        self.expected.append((beat, info))
        self._empty.clear()

    def check(self, beat: tuple[int, ...]) -> None:
        if not self.expected:
            raise AssertionError(
                f"{self.name}: unexpected output #{self.matched}: {self.fmt(beat)} (no output was expected)"
            )
        exp, info = self.expected.popleft()
        if beat != exp:
            raise AssertionError(
                f"{self.name}: output #{self.matched} mismatch:\n"
                f"  got      {self.fmt(beat)}\n  expected {self.fmt(exp)}\n  input    {info}"
            )
        self.matched += 1
        if not self.expected:
            self._empty.set()

    async def wait_empty(self) -> None:
        """Return once every expected beat has been received."""
        await self._empty.wait()

    def assert_done(self, total: int | None = None) -> None:
        if self.expected:
            exp, info = self.expected[0]
            raise AssertionError(
                f"{self.name}: {len(self.expected)} expected outputs never came; "
                f"first: {self.fmt(exp)} ({info})"
            )
        if total is not None and self.matched != total:
            raise AssertionError(f"{self.name}: {self.matched} outputs matched, expected {total}")
