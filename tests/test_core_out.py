# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cl_core_out (rtl/common/): the parameter settings it cannot build stop
elaboration with its own message, in Verilator and in slang, and the
settings the cores use lint clean.

Its behaviour is tested through the cores that build it (tests/test_aes_core.py,
tests/test_tdes_core.py, tests/test_aes_compact.py: no block dropped,
duplicated or reordered under random ready); its FIFO's write port a clock
ahead (WR_REG, cl_sync_fifo WR_NEXT) is proved in tests/test_formal.py.
"""

from __future__ import annotations

import pytest

from cipherline import hdl
from cipherline.commands.lint import lint_verilator_top, slang_diagnostics

TOP = "cl_core_out"
FILES = [hdl.RTL / "common" / f for f in ("cl_chk_armed.sv", "cl_ram_1r1w.sv", "cl_sync_fifo.sv", "cl_core_out.sv")]

#: Settings the cores build: tdes_core's FIFO, aes_compact's two registers,
#: an iterative aes_core's late handshake count, and a pipelined aes_core's
#: registered write port.
GOOD = {"tdes": {"WIDTH": 72, "DEPTH": 16},
        "compact": {"WIDTH": 136, "DEPTH": 2, "ZERO_W": 128},
        "iterative": {"WIDTH": 136, "DEPTH": 16, "ZERO_W": 128, "FIRE_LATE": 1},
        "pipelined": {"WIDTH": 136, "DEPTH": 64, "ZERO_W": 128, "FIRE_LATE": 1, "WR_REG": 1}}

BAD = {"depth1": ({"DEPTH": 1}, "DEPTH must be at least 2"),
       "wr_reg_depth2": ({"DEPTH": 2, "WR_REG": 1}, "WR_REG needs a FIFO (DEPTH above 2)"),
       "zero_wide": ({"WIDTH": 72, "ZERO_W": 73}, "ZERO_W must be at most WIDTH")}


@pytest.mark.parametrize("name", list(GOOD))
def test_settings_the_cores_build_lint_clean(name: str) -> None:
    ok, out = lint_verilator_top(TOP, GOOD[name], files=FILES)
    assert ok, out
    assert not slang_diagnostics(TOP, GOOD[name], FILES)


@pytest.mark.parametrize("name", list(BAD))
def test_bad_parameters_stop_elaboration(name: str) -> None:
    params, message = BAD[name]
    ok, out = lint_verilator_top(TOP, params, files=FILES)
    assert not ok and f"cl_core_out: {message}" in out, out
    diags = "".join(slang_diagnostics(TOP, params, FILES))
    assert "$fatal" in diags and f"cl_core_out: {message}" in diags, diags
