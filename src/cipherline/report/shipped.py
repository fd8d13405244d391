# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Figures shipped with the registry for the report's time estimate.

CPU seconds of each job of the default report, from a cold ``time make
report`` in a fresh clone on a 2-core machine (2026-12-07, seed 1;
docs/history/readme-notes.md, *The default report's run time, per row*):
synthesis and place and route are the flow's ``cpu_seconds``, the KAT gate
and the engines' benchmark their wall seconds. :func:`cipherline.report.plan.plan`
uses a figure only for a job that has no earlier run in the cache, so that
a first run on an empty cache still says whether it takes minutes or hours;
the RTL has changed since, so they are estimates, never results.
"""

from __future__ import annotations

#: Where the figures come from (printed beside an estimate that uses them).
MEASURED = "a cold make report on 2 cores, 2026-12-07"

#: {configuration: {job kind: seconds}}; "pnr" is per seed.
TIMES: dict[str, dict[str, float]] = {
    "tdes-n3-s1-r1": {"synth": 9, "pnr": 5, "gate": 9},
    "tdes-n3-s1-r2": {"synth": 9, "pnr": 7, "gate": 10},
    "tdes-n3-s3-r1": {"synth": 10, "pnr": 7, "gate": 11},
    "tdes-n3-s24-r2": {"synth": 25, "pnr": 97, "gate": 47},
    "tdes-n3-s48-r1": {"synth": 28, "pnr": 393, "gate": 51},
    "tdes-n1-s1-r1": {"synth": 8, "pnr": 4, "gate": 4},
    "tdes-n1-s16-r1": {"synth": 14, "pnr": 34, "gate": 21},
    "tdes-modes-n3-s3-r1-x8": {"synth": 30, "pnr": 156, "gate": 14, "bench": 25},
    "aes-k1-s1-r1-split-sbox2-enc": {"synth": 10, "pnr": 21, "gate": 12},
    "aes-k1-s10-r1-split-sbox2-enc": {"synth": 34, "pnr": 120, "gate": 20},
    # (The benchmark reuses the gate's simulation build of this engine.)
    "aes-modes-k1-s1-r1-split-sbox2-enc-x8-gcmonly": {"synth": 73, "pnr": 918, "gate": 28, "bench": 18},
    "aes-compact-k1-sbox2-enc": {"synth": 7, "pnr": 6, "gate": 6},
    "aes-compact-k1-sbox2": {"synth": 8, "pnr": 9, "gate": 8},
}


#: The target the synthesis and place-and-route figures were measured on.
TARGET = "ecp5"


def shipped_time(kind: str, config: str, target: str) -> float | None:
    """The shipped seconds of job ``kind`` ("gate", "synth", "pnr" per seed,
    "bench") of ``config``, or None (synthesis and place and route: only on
    the target they were measured on)."""
    if kind in ("synth", "pnr") and target != TARGET:
        return None
    v = TIMES.get(config, {}).get(kind)
    return None if v is None else float(v)
