# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Figures shipped with the registry for the report's time estimate.

CPU seconds of each job of the default report, from a cold ``time make
report`` in a fresh clone on a 2-core machine (2026-11-29, seed 1;
docs/history/readme-notes.md, *The default report's run time, per row*):
synthesis and place and route are the flow's ``cpu_seconds``, the KAT gate
and the engines' benchmark their wall seconds. :func:`cipherline.report.plan.plan`
uses a figure only for a job that has no earlier run in the cache, so that
a first run on an empty cache still says whether it takes minutes or hours;
the RTL has changed since, so they are estimates, never results.
"""

from __future__ import annotations

#: Where the figures come from (printed beside an estimate that uses them).
MEASURED = "a cold make report on 2 cores, 2026-11-29"

#: {configuration: {job kind: seconds}}; "pnr" is per seed.
TIMES: dict[str, dict[str, float]] = {
    "tdes-n3-s1-r1": {"synth": 22, "pnr": 10, "gate": 18},
    "tdes-n3-s1-r2": {"synth": 16, "pnr": 12, "gate": 20},
    "tdes-n3-s3-r1": {"synth": 17, "pnr": 18, "gate": 20},
    "tdes-n3-s24-r2": {"synth": 47, "pnr": 222, "gate": 89},
    "tdes-n3-s48-r1": {"synth": 53, "pnr": 476, "gate": 86},
    "tdes-n1-s1-r1": {"synth": 16, "pnr": 6, "gate": 7},
    "tdes-n1-s16-r1": {"synth": 26, "pnr": 51, "gate": 35},
    "tdes-modes-n3-s3-r1-x8": {"synth": 54, "pnr": 263, "gate": 28, "bench": 69},
    "aes-k1-s1-r1-split-sbox2-enc": {"synth": 18, "pnr": 51, "gate": 18},
    "aes-k1-s10-r1-split-sbox2-enc": {"synth": 55, "pnr": 182, "gate": 34},
    "aes-compact-k1-sbox2-enc": {"synth": 12, "pnr": 14, "gate": 9},
    "aes-compact-k1-sbox2": {"synth": 15, "pnr": 21, "gate": 12},
    "aes-modes-k1-s1-r1-split-sbox2-enc-x8-gcmonly": {"synth": 80, "pnr": 887, "gate": 30, "bench": 110},
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
