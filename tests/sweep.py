"""Seed sweep of the randomized simulations (``make sweep``).

Runs the random cocotb tests (tdes_core ``test_random`` on every core
configuration; the modes engine's ``test_random`` and ``test_busy`` on every
engine configuration of tests/test_modes.py, tdes-modes and toy-modes) once
per seed, with the same sizes as ``make test``,
and reports how many seeds pass. Each seed is a ``pytest --seed N`` run, so a
failing seed is reproduced by the command it prints. The engine tests run at
their ``make test`` size; the tdes_core random test at ``--tdes-blocks``.

    python tests/sweep.py --seeds 200 [--first 1] [--jobs 2] [--json build/sweep.json]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RANDOM_TESTS = "test_random,test_busy"
SELECT = ["tests/test_tdes_core.py::test_tdes_core", "tests/test_modes.py::test_cipher_modes"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", type=int, default=200, help="number of seeds (default 200)")
    ap.add_argument("--first", type=int, default=1, help="first seed (default 1)")
    ap.add_argument("--jobs", type=int, default=2, help="pytest-xdist workers (default 2)")
    ap.add_argument("--json", type=Path, default=REPO / "build" / "sweep.json", help="result file")
    ap.add_argument("--tdes-blocks", type=int, default=4000,
                    help="random blocks per tdes_core configuration (make test: 20000; default 4000, "
                         "so that 200 seeds fit in about half an hour on 2 cores)")
    a = ap.parse_args(argv)
    if a.seeds < 1 or a.first < 1 or a.jobs < 1:
        ap.error("--seeds, --first and --jobs must be at least 1")
    env = dict(os.environ, CIPHERLINE_TESTS=RANDOM_TESTS, CIPHERLINE_TDES_RANDOM_BLOCKS=str(a.tdes_blocks))
    results = []
    t0 = time.monotonic()
    for seed in range(a.first, a.first + a.seeds):
        cmd = [sys.executable, "-m", "pytest", "-q", "-n", str(a.jobs), *SELECT, "--seed", str(seed)]
        t = time.monotonic()
        p = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True)
        ok = p.returncode == 0
        tail = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else ""
        results.append({"seed": seed, "tdes_blocks": a.tdes_blocks, "passed": ok, "seconds": round(time.monotonic() - t, 1), "summary": tail})
        print(f"seed {seed}: {'PASS' if ok else 'FAIL'} ({tail})", flush=True)
        if not ok:
            print(f"  reproduce: CIPHERLINE_TESTS={RANDOM_TESTS} CIPHERLINE_TDES_RANDOM_BLOCKS={a.tdes_blocks} "
                  f"python {' '.join(cmd[1:])}", flush=True)
    passed = sum(r["passed"] for r in results)
    wall = time.monotonic() - t0
    a.json.parent.mkdir(parents=True, exist_ok=True)
    a.json.write_text(json.dumps({"seeds": a.seeds, "first": a.first, "passed": passed, "wall_s": round(wall, 1),
                                  "tests": RANDOM_TESTS, "results": results}, indent=1))
    print(f"{passed} of {a.seeds} seeds passed ({a.first}..{a.first + a.seeds - 1}), {wall / 60:.1f} min")
    return 0 if passed == a.seeds else 1


if __name__ == "__main__":
    sys.exit(main())
