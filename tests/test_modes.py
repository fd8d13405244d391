"""cipher_modes: cocotb simulations (NIST files, CMAC, random interleaving, reset).

Each configuration is built once (Verilator) and runs a selection of the
cocotb tests in tb/modes/tb_cipher_modes.py in one simulator process.
"""

from __future__ import annotations

import pytest

from cipherline import flow
from tb.common.sim import run_cocotb

# (id, NUM_DES, STAGES, ROUNDS_PER_CYCLE, STREAMS, CTR_W, cocotb tests, random messages)
CONFIGS = [
    ("tdes48x1_s64", 3, 48, 1, 64, 64, ["test_nist", "test_cmac", "test_latency", "test_random", "test_reset"],
     400),
    ("tdes3x1_s2_ctr32", 3, 3, 1, 2, 32, ["test_cmac", "test_latency", "test_random", "test_reset"], 60),
    ("tdes1x1_s64", 3, 1, 1, 64, 64, ["test_cmac", "test_latency", "test_random"], 40),
]


@pytest.mark.parametrize("cfg", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_cipher_modes(cfg, sim_seed):
    name, num_des, stages, rpc, streams, ctr_w, tests, nmsgs = cfg
    # The latency the report documents (cipherline.flow), checked in simulation.
    _, latency = flow.core_timing(flow.Config.make("modes", NUM_DES=num_des, STAGES=stages,
                                                   ROUNDS_PER_CYCLE=rpc, STREAMS=streams))
    run_cocotb(
        top="cipher_modes",
        config=f"cipher_modes_{name}",
        test_module="tb.modes.tb_cipher_modes",
        parameters={"NUM_DES": num_des, "STAGES": stages, "ROUNDS_PER_CYCLE": rpc,
                    "STREAMS": streams, "CTR_W": ctr_w},
        seed=sim_seed,
        extra_env={
            "CM_NUM_DES": str(num_des),
            "CM_STREAMS": str(streams),
            "CM_CTR_W": str(ctr_w),
            "CM_SEED": str(sim_seed),
            "CM_NMSGS": str(nmsgs),
            "CM_LATENCY": str(latency),
            "COCOTB_TEST_FILTER": "|".join(tests),
        },
        expected_tests=tests,
    )
