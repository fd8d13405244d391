# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The one job pool: tool runs (synthesis, place-and-route, simulations).

A thin layer over :class:`concurrent.futures.Executor` that adds what the
flow needs: priorities (lower first; only as many jobs as an executor has
slots are handed to it at a time, so a later, more urgent job overtakes
queued ones) and ``done`` callbacks run on the caller's thread inside
:meth:`Pool.run`, which may submit further jobs (synthesis fans out into
place-and-route seeds).

Where jobs run is chosen in one place, :func:`executor`: a local thread pool,
or the workers of a Dask cluster (``--scheduler tcp://HOST:8786``) through
``distributed.Client.get_executor()``, whose futures are
``concurrent.futures`` futures. Either way :meth:`Pool.run` is the same loop.
A job submitted as ``portable`` (a picklable call that depends only on its
arguments, the package and its pinned toolchain: the Yosys and nextpnr runs)
goes to the executor given to the pool; the others (simulation gates, which
need the local build tree) run on the pool's own local threads.
"""

from __future__ import annotations

import concurrent.futures as cf
import contextlib
import heapq
import itertools
import os
import re
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

Done = Callable[[Any, "BaseException | None"], None]

#: Seconds to wait for a first worker when the scheduler has none.
WORKER_WAIT_S = 60


class SchedulerError(RuntimeError):
    """The Dask scheduler cannot be reached or its workers cannot run the jobs."""


@dataclass(order=True)
class _Job:
    prio: float
    seq: int
    kind: str = field(compare=False)
    name: str = field(compare=False)
    fn: Callable[[], Any] = field(compare=False)
    done: Done = field(compare=False)


class _Lane:
    """Jobs waiting for one executor, and how many it takes at a time."""

    def __init__(self, slots: int, ex: cf.Executor | None = None):
        self.slots = max(1, slots)
        self.ex = ex
        self.heap: list[_Job] = []
        self.running = 0


class Pool:
    """``jobs`` local threads; ``remote`` = (executor, slots) for the portable jobs
    (default: they share the local threads)."""

    def __init__(self, jobs: int, on_event: Callable[[str, str, str], None] | None = None,
                 remote: tuple[cf.Executor, int] | None = None):
        self.jobs = max(1, jobs)
        self.on_event = on_event or (lambda ev, kind, name: None)
        self._local = _Lane(self.jobs)
        self._remote = _Lane(remote[1], remote[0]) if remote else self._local
        self._seq = itertools.count()

    def submit(self, kind: str, name: str, fn: Callable[[], Any], done: Done,
               prio: float = 0.0, portable: bool = False) -> None:
        lane = self._remote if portable else self._local
        heapq.heappush(lane.heap, _Job(prio, next(self._seq), kind, name, fn, done))
        self.on_event("queued", kind, name)

    def run(self) -> None:
        """Run until every submitted job (and every job they submit) has finished."""
        running: dict[cf.Future, tuple[_Job, _Lane]] = {}
        lanes = [self._local] if self._remote is self._local else [self._local, self._remote]
        with executor(None, self.jobs) as (local, _):
            self._local.ex = local
            try:
                while running or any(lane.heap for lane in lanes):
                    for lane in lanes:
                        while lane.heap and lane.running < lane.slots:
                            job = heapq.heappop(lane.heap)
                            self.on_event("start", job.kind, job.name)
                            running[lane.ex.submit(job.fn)] = (job, lane)
                            lane.running += 1
                    finished, _ = cf.wait(running, return_when=cf.FIRST_COMPLETED)
                    for fut in finished:
                        job, lane = running.pop(fut)
                        lane.running -= 1
                        err = fut.exception()
                        self.on_event("end" if err is None else "fail", job.kind, job.name)
                        job.done(None if err is not None else fut.result(), err)
            finally:
                for lane in lanes:
                    lane.heap.clear()
                    lane.running = 0
                self._local.ex = None


@contextlib.contextmanager
def executor(scheduler: str | None, jobs: int,
             cache_dir: Path | None = None) -> Iterator[tuple[cf.Executor, int]]:
    """The executor jobs run on and how many to keep in flight on it.

    ``scheduler`` None: a local thread pool of ``jobs`` threads. Else the
    address of a Dask scheduler (``tcp://HOST:8786``): its workers, with as
    many jobs in flight as they have threads when the run starts (``jobs`` is
    then not used); with ``cache_dir``, every worker is first checked to see
    that directory (:func:`_worker_check`). Raises :class:`SchedulerError` if
    the scheduler cannot be reached within Dask's connect timeout
    (``distributed.comm.timeouts.connect``), has no worker after
    :data:`WORKER_WAIT_S` seconds, or a worker fails the check.
    """
    if scheduler is None:
        with cf.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
            yield ex, max(1, jobs)
        return
    client = _connect(scheduler)
    ex = client.get_executor(pure=False)
    try:
        if cache_dir is not None:
            _check_workers(client, Path(cache_dir))
        yield ex, max(1, sum(client.nthreads().values()))
    finally:
        ex.shutdown(wait=False)  # Pool.run waited for every job; this cancels none then
        client.close()


def _connect(scheduler: str):
    """A ``distributed.Client`` of the scheduler at ``scheduler``, with at least one worker."""
    try:
        from distributed import Client
    except ImportError:
        raise SchedulerError("--scheduler needs Dask's distributed package, an optional dependency: "
                             "pip install 'cipherline[cluster]' (requirements.txt pins it)") from None

    # Checked first: a Client given a malformed address fails, then hangs at exit.
    if not re.fullmatch(r"(?:(?:tcp|tls)://)?(?:[\w.-]+|\[[0-9a-fA-F:.]+\]):\d{1,5}", scheduler):
        raise SchedulerError(f"expected an address tcp://HOST:PORT, got {scheduler!r}")
    try:
        client = Client(scheduler, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as e:
        raise SchedulerError(f"cannot connect to the Dask scheduler at {scheduler}: {e}") from None
    try:
        if not client.nthreads():
            client.wait_for_workers(1, timeout=WORKER_WAIT_S)
    except (OSError, TimeoutError) as e:
        client.close()
        raise SchedulerError(f"the Dask scheduler at {scheduler} has no worker "
                             f"(waited {WORKER_WAIT_S} s): {e}") from None
    return client


def _check_workers(client, cache_dir: Path) -> None:
    """Check that every worker can import this package and shares ``cache_dir``
    with this process (the same directory at the same path, as on a shared
    file system): place-and-route reads the netlist that synthesis, maybe on
    another worker, left there."""
    token = uuid.uuid4().hex
    mark = cache_dir / f".worker-check-{token}"
    mark.write_text(token)
    try:
        answers = client.run(_worker_check, str(cache_dir), token)
    except Exception as e:  # e.g. ModuleNotFoundError on a worker without the package
        raise SchedulerError(f"the Dask workers cannot run cipherline jobs: "
                             f"{type(e).__name__}: {e}") from None
    finally:
        mark.unlink(missing_ok=True)
    bad = {w: msg for w, msg in answers.items() if msg}
    if bad:
        raise SchedulerError("; ".join(f"worker {w} {msg}" for w, msg in sorted(bad.items())))


def _worker_check(cache_dir: str, token: str) -> str | None:
    """On a worker: None if it sees the client's cache directory, else why not."""
    d = Path(cache_dir)
    try:
        if (d / f".worker-check-{token}").read_text() != token:
            raise OSError("another file")
    except OSError:
        return (f"does not see the client's cache directory {d} (it must be one directory, "
                f"at the same path, on a file system shared by the client and every worker)")
    probe = d / f".worker-probe-{token}-{os.getpid()}"
    try:
        probe.write_text("")
        probe.unlink()
    except OSError as e:
        return f"cannot write to the cache directory {d}: {e}"
    return None
