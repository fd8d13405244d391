# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""aes_compact in simulation: each configuration built once (Verilator) and
run through every cocotb test of tb/aes/test_aes_compact.py (aes_core's
generic tests plus the compact core's timing and reset tests) in one
simulator run.

The matrix: all key sizes with the table S-box, AES-128 encrypt-only and
AES-128 both directions with block-RAM S-boxes (the target points), all key
sizes with block-RAM S-boxes, and AES-128/256 with the composite-field S-box.
Knobs: CIPHERLINE_SEED (or pytest --seed), CIPHERLINE_AES_COMPACT_RANDOM_BLOCKS
(blocks in test_random), CIPHERLINE_TESTS (cocotb tests to run).
"""

from __future__ import annotations

import os

import pytest

from cipherline.cores import Config
from cipherline.sim.cocotb_run import run_config
from tb.aes.test_aes_compact import KEY_SECRET_REGS, SBOX_SECRET_REGS
from tests.test_tdes_core import matrix, selected

COCOTB_TESTS = [
    "test_nist_ecb",
    "test_fips197",
    "test_random",
    "test_unsupported",
    "test_compact_timing",
    "test_compact_reset",
    "test_in_ready_not_combinational",
]

CONFIGS = [Config.parse(slug) for slug in (
    "aes-compact-k7-t16",              # all key sizes, S-boxes in logic
    "aes-compact-k7-sbox2-t16",        # all key sizes, block-RAM S-boxes
    "aes-compact-k1-sbox2-t16",        # AES-128 both directions, block RAM (the target point)
    "aes-compact-k1-sbox2-enc-t16",    # AES-128 encrypt-only, block RAM
    "aes-compact-k5-sbox1-t16",        # AES-128 + 256, composite-field S-boxes
)]


def random_blocks() -> int:
    return int(os.environ.get("CIPHERLINE_AES_COMPACT_RANDOM_BLOCKS", "1000"))


# In `make conformance` only (the CI budget): the encrypt-only variant of
# the block-RAM AES-128 point (both directions run in `make test`), all key
# sizes with logic or block-RAM S-boxes, and AES-128 + 256 with
# composite-field S-boxes (the compact core's key schedule for 192 and 256
# bits runs in `make conformance`; the S-boxes are checked exhaustively in
# tests/test_aes_sbox.py).
SLOW = {"aes-compact-k1-sbox2-enc-t16", "aes-compact-k7-t16", "aes-compact-k7-sbox2-t16",
        "aes-compact-k5-sbox1-t16"}


@pytest.mark.parametrize("config", matrix(CONFIGS, SLOW))
def test_aes_compact(config, sim_seed):
    tests = selected(COCOTB_TESTS)
    if not tests:
        pytest.skip("no selected cocotb test")
    res = run_config(config, "tb.aes.test_aes_compact", tests, sim_seed,
                     tb={"random_blocks": random_blocks()},
                     public=[("aes_compact_key", r) for r in KEY_SECRET_REGS]
                     + [("aes_compact_sbox", r) for r in SBOX_SECRET_REGS]
                     + [("aes_sbox_ebr", r) for r in SBOX_SECRET_REGS]
                     + [("cl_core_out", "od_q"), ("cl_core_out", "ad_q"), ("cl_sync_fifo", "rdata_q")])
    assert sorted(c.name for c in res.cases) == sorted(tests)
    assert all(c.status == "passed" for c in res.cases)
