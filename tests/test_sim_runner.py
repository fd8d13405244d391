# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
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


def test_runs_of_one_configuration_take_turns(monkeypatch, tmp_path) -> None:
    """Two runs of one configuration (a test and its pinned-seed regression on
    two pytest-xdist workers) share a build directory; they must not build or
    simulate in it at the same time. Both makes once compiled into one tree
    (seed 11, test_cipher_modes_zeroize[tdes-modes-n3-s1-r2-x4] with its
    regression: "one or more PCH files were found, but they were invalid")."""
    import threading
    import time

    from cipherline.sim import cocotb_run

    monkeypatch.setattr(cocotb_run, "SIM_DIR", tmp_path)
    spans: list[tuple[str, float, float]] = []

    def fake(*, build_dir, **_):
        build_dir.mkdir(parents=True, exist_ok=True)
        t0 = time.monotonic()
        time.sleep(0.3)
        spans.append((build_dir.name, t0, time.monotonic()))
        return 0.0, 0.0, [cocotb_run.TestCase("test_x", "passed", "")], ""

    monkeypatch.setattr(cocotb_run, "_build_and_test", fake)
    runs = [threading.Thread(target=cocotb_run.run_cocotb,
                             kwargs=dict(top="t", config=c, test_module="m", parameters={}, seed=1))
            for c in ("cfg-a", "cfg-a", "cfg-b")]
    for t in runs:
        t.start()
    for t in runs:
        t.join()
    assert sorted(n for n, _, _ in spans) == ["cfg-a", "cfg-a", "cfg-b"]
    (_, _, a1), (_, b0, _) = sorted(s for s in spans if s[0] == "cfg-a")
    assert a1 <= b0, "two runs of cfg-a overlapped"
    # Another configuration does not wait for them.
    (_, c0, _), = [s for s in spans if s[0] == "cfg-b"]
    assert c0 < b0
