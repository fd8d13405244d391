# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Seed sweep of the randomized simulations (``make sweep``).

Runs the random cocotb tests (tdes_core ``test_random`` on every core
configuration; the modes engine's ``test_random`` and ``test_busy`` on every
engine configuration of tests/test_modes.py, tdes-modes and toy-modes) once
per seed, with the same sizes as ``make test``,
and reports how many seeds pass. Each seed is a ``pytest --seed N`` run, so a
failing seed is reproduced by the command it prints. The engine tests run at
their ``make test`` size; the tdes_core random test at ``--tdes-blocks``.

The seeds are jobs of the package's pool (:mod:`cipherline.pool`): one at a
time here, or with ``--scheduler tcp://HOST:8786`` on the workers of a Dask
cluster, as many at a time as they have threads (each worker runs its seeds
in its own checkout, which must be at the same revision; see the README,
"Running on a cluster").

    python tests/sweep.py --seeds 200 [--first 1] [--jobs 2] [--json build/sweep.json]
                          [--scheduler tcp://HOST:8786]
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# This checkout's package, as in tests/conftest.py (a local cluster's workers inherit sys.path).
if str(REPO / "src") not in sys.path:
    sys.path.insert(0, str(REPO / "src"))

from cipherline.pool import Pool, SchedulerError, executor  # noqa: E402

RANDOM_TESTS = "test_random,test_busy"
SELECT = ["tests/test_tdes_core.py::test_tdes_core", "tests/test_modes.py::test_cipher_modes"]


def run_seed(seed: int, jobs: int, select: list[str], env: dict[str, str]) -> dict:
    """One seed: a ``pytest --seed N`` run of ``select`` with ``jobs`` xdist
    workers and ``env`` added to the environment, in the checkout of the
    process that runs it (on a Dask worker: the worker's). Every input is an
    argument, so that the call runs the same on a worker."""
    from cipherline import hdl

    cmd = [sys.executable, "-m", "pytest", "-q", "-n", str(jobs), *select, "--seed", str(seed)]
    t = time.monotonic()
    p = subprocess.run(cmd, cwd=hdl.REPO, env=dict(os.environ, **env), capture_output=True, text=True)
    tail = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else ""
    return {"seed": seed, "passed": p.returncode == 0, "seconds": round(time.monotonic() - t, 1),
            "summary": tail, "ran_on": f"{socket.gethostname()} pid {os.getpid()}",
            "reproduce": " ".join(f"{k}={v}" for k, v in env.items())
            + f" python {' '.join(cmd[1:])}"}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", type=int, default=200, help="number of seeds (default 200)")
    ap.add_argument("--first", type=int, default=1, help="first seed (default 1)")
    ap.add_argument("--jobs", type=int, default=2, help="pytest-xdist workers of each seed (default 2)")
    ap.add_argument("--scheduler", default=None, metavar="ADDRESS",
                    help="run the seeds on the workers of the Dask cluster whose scheduler is at "
                         "ADDRESS (tcp://HOST:8786)")
    ap.add_argument("--json", type=Path, default=REPO / "build" / "sweep.json", help="result file")
    ap.add_argument("--tdes-blocks", type=int, default=4000,
                    help="random blocks per tdes_core configuration (make test: 20000; default 4000, "
                         "so that 200 seeds fit in about half an hour on 2 cores)")
    a = ap.parse_args(argv)
    if a.seeds < 1 or a.first < 1 or a.jobs < 1:
        ap.error("--seeds, --first and --jobs must be at least 1")
    env = {"CIPHERLINE_TESTS": RANDOM_TESTS, "CIPHERLINE_TDES_RANDOM_BLOCKS": str(a.tdes_blocks)}
    results = []
    t0 = time.monotonic()

    def done(r: dict | None, err: BaseException | None, seed: int) -> None:
        if err is not None:  # the job itself failed (e.g. its worker died too often)
            r = {"seed": seed, "passed": False, "seconds": None, "summary": f"job failed: {err}"}
        r["tdes_blocks"] = a.tdes_blocks
        results.append(r)
        print(f"seed {seed}: {'PASS' if r['passed'] else 'FAIL'} ({r['summary']})", flush=True)
        if not r["passed"] and "reproduce" in r:
            print(f"  reproduce: {r['reproduce']}", flush=True)

    with contextlib.ExitStack() as stack:
        try:
            remote = stack.enter_context(executor(a.scheduler, 1)) if a.scheduler else None
        except SchedulerError as e:
            ap.error(f"--scheduler {a.scheduler}: {e}")
        pool = Pool(1, remote=remote)
        for seed in range(a.first, a.first + a.seeds):
            pool.submit("seed", str(seed), functools.partial(run_seed, seed, a.jobs, SELECT, env),
                        functools.partial(done, seed=seed), prio=seed, portable=True)
        pool.run()
    results.sort(key=lambda r: r["seed"])
    passed = sum(r["passed"] for r in results)
    wall = time.monotonic() - t0
    a.json.parent.mkdir(parents=True, exist_ok=True)
    a.json.write_text(json.dumps({"seeds": a.seeds, "first": a.first, "passed": passed, "wall_s": round(wall, 1),
                                  "tests": RANDOM_TESTS, "results": results}, indent=1))
    print(f"{passed} of {a.seeds} seeds passed ({a.first}..{a.first + a.seeds - 1}), {wall / 60:.1f} min")
    return 0 if passed == a.seeds else 1


if __name__ == "__main__":
    sys.exit(main())
