# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""tdes_core in simulation: every configuration built once (Verilator) and run
through all cocotb tests of tb/tdes/test_tdes_core.py in one simulator run.

The matrix is a list of registry configurations (cipherline.cores); a test id
is the configuration's slug, and so is its build directory: build/sim/<slug>/
(waves of a failing run: build/sim/<slug>-waves/). Environment knobs:
CIPHERLINE_SEED (or pytest --seed), CIPHERLINE_TDES_RANDOM_BLOCKS (blocks in
test_random), CIPHERLINE_TESTS (comma-separated cocotb tests to run; the seed
sweep, tests/sweep.py).
"""

from __future__ import annotations

import os

import pytest

from cipherline.cores import Config
from cipherline.sim.cocotb_run import run_config
from tb.tdes.test_tdes_core import STAGE_SECRET_REGS

COCOTB_TESTS = [
    "test_nist_ecb",
    "test_random",
    "test_throughput",
    "test_reset_mid_stream",
    "test_in_ready_not_combinational",
]

# Slowest (largest II) first so that pytest-xdist starts them early; TAG_W 16.
CONFIGS = [(Config.parse(slug), COCOTB_TESTS) for slug in (
    "tdes-n3-s1-r1-t16",
    "tdes-n3-s1-r2-t16",
    "tdes-n3-s3-r1-t16",
    "tdes-n1-s1-r1-t16",
    "tdes-n3-s1-r4-t16",
    "tdes-n3-s3-r2-t16",
    "tdes-n3-s6-r1-t16",
    "tdes-n3-s16-r1-t16",
    "tdes-n3-s24-r2-t16",
    "tdes-n3-s48-r1-t16",
    "tdes-n3-s48-r1-split-t16",
    "tdes-n3-s48-r1-split-rom-t16",
    "tdes-n1-s16-r1-t16",
)]


def matrix(entries: list, slow: set[str]) -> list:
    """pytest parameters of a configuration matrix: each entry a Config or a
    tuple led by one; those named in ``slow`` are marked slow, which `make
    test` leaves out and `make conformance` runs (their structure is covered
    in `make test` by a neighbour of the matrix)."""
    def name(e):
        return (e[0] if isinstance(e, tuple) else e).name
    assert slow <= {name(e) for e in entries}, f"not in the matrix: {slow - {name(e) for e in entries}}"
    return [pytest.param(*(e if isinstance(e, tuple) else (e,)), id=name(e),
                         marks=[pytest.mark.slow] if name(e) in slow else []) for e in entries]


def selected(tests: list[str]) -> list[str]:
    """The cocotb tests to run: all, or those named in CIPHERLINE_TESTS (the seed sweep)."""
    only = os.environ.get("CIPHERLINE_TESTS")
    return [t for t in tests if t in only.split(",")] if only else list(tests)


def random_blocks() -> int:
    return int(os.environ.get("CIPHERLINE_TDES_RANDOM_BLOCKS", "20000"))


# In `make conformance` only (the CI budget; most of a configuration's cost
# is its Verilator build): more rounds per clock ((1,2), (1,4), (3,2) and
# (24,2); the engine's key scan runs (1,2)), the chained stages between the
# iterative core and the pipelines, the (48,1) pipelines but the one with
# split rounds and block-RAM S-boxes (the TDES engine runs the plain one
# with the CAVP files in `make conformance`, tests/test_modes.py), and the
# single-DES pipeline (single DES: (1,1)).
SLOW = {"tdes-n3-s48-r1-t16", "tdes-n3-s24-r2-t16", "tdes-n3-s1-r2-t16", "tdes-n3-s3-r2-t16", "tdes-n3-s6-r1-t16", "tdes-n3-s1-r4-t16",
        "tdes-n3-s3-r1-t16", "tdes-n3-s16-r1-t16", "tdes-n3-s48-r1-split-t16", "tdes-n1-s16-r1-t16"}


@pytest.mark.parametrize("config,tests", matrix(CONFIGS, SLOW))
def test_tdes_core(config, tests, sim_seed):
    tests = selected(tests)
    if not tests:
        pytest.skip("no selected cocotb test in this configuration")
    res = run_config(config, "tb.tdes.test_tdes_core", tests, sim_seed,
                     tb={"random_blocks": random_blocks()},
                     public=[("tdes_stage", r) for r in STAGE_SECRET_REGS])
    assert sorted(c.name for c in res.cases) == sorted(tests)
    assert all(c.status == "passed" for c in res.cases)
