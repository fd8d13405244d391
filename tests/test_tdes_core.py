"""tdes_core in simulation: every configuration built once (Verilator) and run
through all cocotb tests of tb/tdes/test_tdes_core.py in one simulator run.

Build directories: build/sim/tdes_<config>/ (waves of a failing run:
build/sim/tdes_<config>-waves/dump.fst). Environment knobs:
CIPHERLINE_SEED (or pytest --seed), CIPHERLINE_TDES_RANDOM_BLOCKS.
"""

from __future__ import annotations

import json
import os

import pytest

from cipherline.fpga import flow
from cipherline.sim.cocotb_run import run_cocotb
from tb.tdes.test_tdes_core import STAGE_SECRET_REGS

TAG_W = 16

# (NUM_DES, STAGES, ROUNDS_PER_CYCLE, variant), slowest (largest ITERS) first
# so that pytest-xdist starts them early. variant: "" plain, "split"
# (SPLIT_ROUND), "rom" (SPLIT_ROUND with block-RAM ROM S-boxes, SBOX_ROM).
CONFIGS = [
    (3, 1, 1, ""),
    (3, 1, 2, ""),
    (3, 3, 1, ""),
    (1, 1, 1, ""),
    (3, 1, 4, ""),
    (3, 3, 2, ""),
    (3, 6, 1, ""),
    (3, 16, 1, ""),
    (3, 24, 2, ""),
    (3, 48, 1, ""),
    (3, 48, 1, "split"),
    (3, 48, 1, "rom"),
    (1, 16, 1, ""),
]

COCOTB_TESTS = [
    "test_nist_ecb",
    "test_random",
    "test_throughput",
    "test_reset_mid_stream",
    "test_in_ready_not_combinational",
]


def config_name(num_des: int, stages: int, rpc: int, variant: str) -> str:
    return f"tdes_n{num_des}_s{stages}_r{rpc}" + (f"_{variant}" if variant else "")


def selected(tests: list[str]) -> list[str]:
    """The cocotb tests to run: all, or those named in CIPHERLINE_TESTS (the seed sweep)."""
    only = os.environ.get("CIPHERLINE_TESTS")
    return [t for t in tests if t in only.split(",")] if only else list(tests)


@pytest.mark.parametrize("cfg", CONFIGS, ids=[config_name(*c) for c in CONFIGS])
def test_tdes_core(cfg, sim_seed):
    tests = selected(COCOTB_TESTS)
    if not tests:
        pytest.skip("no selected cocotb test in this configuration")
    num_des, stages, rpc, variant = cfg
    params = {"NUM_DES": num_des, "STAGES": stages, "ROUNDS_PER_CYCLE": rpc, "TAG_W": TAG_W}
    if variant in ("split", "rom"):
        params["SPLIT_ROUND"] = 1
    if variant == "rom":
        params["SBOX_ROM"] = 1
    res = run_cocotb(
        top="tdes_core",
        config=config_name(*cfg),
        test_module="tb.tdes.test_tdes_core",
        parameters=params,
        seed=sim_seed,
        extra_env={"CIPHERLINE_TDES_PARAMS": json.dumps(params), "COCOTB_TEST_FILTER": "|".join(tests),
                   "CIPHERLINE_TDES_LATENCY": str(flow.core_timing(flow.Config.make("tdes", **params))[1])},
        expected_tests=tests,
        public=[("tdes_stage", r) for r in STAGE_SECRET_REGS],
    )
    ran = sorted(c.name for c in res.cases)
    assert ran == sorted(tests)
    assert all(c.status == "passed" for c in res.cases)
