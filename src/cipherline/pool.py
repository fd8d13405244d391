"""The one job pool: tool runs (synthesis, place-and-route, simulations).

A thin layer over :class:`concurrent.futures.ThreadPoolExecutor` that adds
what the flow needs: priorities (lower first; only ``jobs`` jobs are handed
to the executor at a time, so a later, more urgent job overtakes queued ones)
and ``done`` callbacks run on the caller's thread inside :meth:`Pool.run`,
which may submit further jobs (synthesis fans out into place-and-route
seeds).
"""

from __future__ import annotations

import concurrent.futures as cf
import heapq
import itertools
from dataclasses import dataclass, field
from typing import Any, Callable

Done = Callable[[Any, "BaseException | None"], None]


@dataclass(order=True)
class _Job:
    prio: float
    seq: int
    kind: str = field(compare=False)
    name: str = field(compare=False)
    fn: Callable[[], Any] = field(compare=False)
    done: Done = field(compare=False)


class Pool:
    def __init__(self, jobs: int, on_event: Callable[[str, str, str], None] | None = None):
        self.jobs = max(1, jobs)
        self.on_event = on_event or (lambda ev, kind, name: None)
        self._heap: list[_Job] = []
        self._seq = itertools.count()

    def submit(self, kind: str, name: str, fn: Callable[[], Any], done: Done,
               prio: float = 0.0) -> None:
        heapq.heappush(self._heap, _Job(prio, next(self._seq), kind, name, fn, done))
        self.on_event("queued", kind, name)

    def run(self) -> None:
        """Run until every submitted job (and every job they submit) has finished."""
        running: dict[cf.Future, _Job] = {}
        with cf.ThreadPoolExecutor(max_workers=self.jobs) as ex:
            try:
                while self._heap or running:
                    while self._heap and len(running) < self.jobs:
                        job = heapq.heappop(self._heap)
                        self.on_event("start", job.kind, job.name)
                        running[ex.submit(job.fn)] = job
                    finished, _ = cf.wait(running, return_when=cf.FIRST_COMPLETED)
                    for fut in finished:
                        job = running.pop(fut)
                        err = fut.exception()
                        self.on_event("end" if err is None else "fail", job.kind, job.name)
                        job.done(None if err is not None else fut.result(), err)
            finally:
                self._heap.clear()
