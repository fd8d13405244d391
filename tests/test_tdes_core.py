"""tdes_core in simulation: every configuration built once (Verilator) and run
through all cocotb tests of tb/tdes/test_tdes_core.py in one simulator run.

Build directories: build/sim/tdes_<config>/ (waves of a failing run:
build/sim/tdes_<config>-waves/dump.fst). Environment knobs:
CIPHERLINE_SEED (or pytest --seed), CIPHERLINE_TDES_RANDOM_BLOCKS.
"""

from __future__ import annotations

import json

import pytest

from tb.common.sim import run_cocotb

TAG_W = 16

# (NUM_DES, STAGES, ROUNDS_PER_CYCLE, SPLIT_ROUND), slowest (largest ITERS) first
# so that pytest-xdist starts them early.
CONFIGS = [
    (3, 1, 1, 0),
    (3, 1, 2, 0),
    (3, 3, 1, 0),
    (1, 1, 1, 0),
    (3, 1, 4, 0),
    (3, 3, 2, 0),
    (3, 6, 1, 0),
    (3, 16, 1, 0),
    (3, 24, 2, 0),
    (3, 48, 1, 0),
    (3, 48, 1, 1),
    (1, 16, 1, 0),
]

COCOTB_TESTS = [
    "test_nist_ecb",
    "test_random",
    "test_throughput",
    "test_reset_mid_stream",
    "test_in_ready_not_combinational",
]


def config_name(num_des: int, stages: int, rpc: int, split: int) -> str:
    return f"tdes_n{num_des}_s{stages}_r{rpc}" + ("_split" if split else "")


@pytest.mark.parametrize("cfg", CONFIGS, ids=[config_name(*c) for c in CONFIGS])
def test_tdes_core(cfg, sim_seed):
    num_des, stages, rpc, split = cfg
    params = {"NUM_DES": num_des, "STAGES": stages, "ROUNDS_PER_CYCLE": rpc, "TAG_W": TAG_W}
    if split:
        params["SPLIT_ROUND"] = 1
    res = run_cocotb(
        top="tdes_core",
        config=config_name(*cfg),
        test_module="tb.tdes.test_tdes_core",
        parameters=params,
        seed=sim_seed,
        extra_env={"CIPHERLINE_TDES_PARAMS": json.dumps(params)},
        expected_tests=COCOTB_TESTS,
    )
    ran = sorted(c.name for c in res.cases)
    assert ran == sorted(COCOTB_TESTS)
    assert all(c.status == "passed" for c in res.cases)
