"""The cocotb runner (cipherline.sim.cocotb_run): failures name their cause."""

from __future__ import annotations

import pytest

from cipherline.cores import Config
from cipherline.sim.cocotb_run import run_config


def test_testbench_import_error_is_reported() -> None:
    """A testbench that cannot even be imported fails with its Python traceback,
    not only with "no results file"."""
    with pytest.raises(AssertionError) as ei:
        run_config(Config.parse("toy-d1"), "tb.no_such_module", ["test_x"], 1,
                   waves_on_failure=False)
    msg = str(ei.value)
    assert "no results file" in msg or "no test ran" in msg
    assert "No module named 'tb.no_such_module'" in msg
