# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""A core's registry entry alone takes it through the commands.

The toy core (rtl/toy: block XOR key, test-only) has no branch of its own in
any command: its entries in src/cipherline/cores/toy.py (the core and its
CipherSpec) and src/cipherline/cores/__init__.py (the core and its modes
engine, toy_modes) give `cipherline run` its key rule, the harness defines,
the packet constants and the software reference (the reference model, as
the toy has no pycryptodome counterpart). Here `cipherline run` takes it
through ECB on the bare core and CBC and CFB-8 on its modes engine, each
checked against the mode computed here by hand. The modes engine's cocotb
tests run it too (tests/test_modes.py, ``toy-modes-d1-x4``), and so does a
report (tests/test_dask.py, ``toy-d1`` and ``toy-d2``).
"""

from __future__ import annotations

import random
from pathlib import Path

from tests.test_cli_run import cli

KEY = bytes(range(16))
IV = bytes.fromhex("00112233445566778899aabbccddeeff")


def _xor(*blocks: bytes) -> bytes:
    out = bytearray(len(blocks[0]))
    for b in blocks:
        out = bytearray(x ^ y for x, y in zip(out, b))
    return bytes(out)


def _run(tmp_path: Path, data: bytes, *args: str) -> tuple[bytes, str]:
    src, out = tmp_path / "in.bin", tmp_path / "out.bin"
    src.write_bytes(data)
    p = cli("run", "--config", "toy-d1", "--key", KEY.hex(), *args, str(src), str(out), check=True)
    assert "check             OK (matches the reference model)" in p.stdout, p.stdout
    return out.read_bytes(), p.stdout


def test_toy_runs_through_cipherline_run(tmp_path: Path, sim_seed: int) -> None:
    rng = random.Random(sim_seed)
    data = rng.randbytes(16 * rng.randint(2, 40))
    blocks = [data[i:i + 16] for i in range(0, len(data), 16)]
    # ECB on the bare core: block XOR key.
    got, out = _run(tmp_path, data)
    assert "[toy-d1]" in out and got == b"".join(_xor(b, KEY) for b in blocks)
    # CBC on its modes engine: C_i = (P_i XOR C_i-1) XOR K, and back.
    want, prev = [], IV
    for b in blocks:
        prev = _xor(b, prev, KEY)
        want.append(prev)
    got, out = _run(tmp_path, data, "--mode", "cbc", "--iv", IV.hex())
    assert "[toy-modes-d1-x4]" in out and got == b"".join(want)
    assert "not checked: no toy CBC on the openssl command line" in out
    back, _ = _run(tmp_path, got, "--mode", "cbc", "--iv", IV.hex(), "--decrypt")
    assert back == data
    # CFB-8: each byte XOR the top byte of E(shift register), the ciphertext shifted in.
    tail = rng.randbytes(rng.randint(1, 15))
    reg, want8 = IV, bytearray()
    for byte in data + tail:
        c = byte ^ _xor(reg, KEY)[0]
        want8.append(c)
        reg = reg[1:] + bytes([c])
    got, _ = _run(tmp_path, data + tail, "--mode", "cfb8", "--iv", IV.hex())
    assert got == bytes(want8)


def test_toy_is_not_offered_but_runs_by_name(tmp_path: Path) -> None:
    (tmp_path / "in.bin").write_bytes(bytes(16))
    p = cli("run", "--core", "toy", "--key", KEY.hex(), str(tmp_path / "in.bin"), str(tmp_path / "out.bin"))
    assert p.returncode == 2 and "core 'toy' is not offered here" in p.stderr, p.stderr
    p = cli("run", "--config", "toy-d1", "--key", KEY[:8].hex(), str(tmp_path / "in.bin"), str(tmp_path / "out.bin"))
    assert p.returncode == 2 and "the toy core needs 16 bytes" in p.stderr, p.stderr
    # GCM needs an engine with the AEAD unit: the toy's has none (a 128-bit block is not enough).
    p = cli("run", "--config", "toy-d1", "--mode", "gcm", "--iv", bytes(12).hex(), "--key", KEY.hex(),
            str(tmp_path / "in.bin"), str(tmp_path / "out.bin"))
    assert p.returncode == 2 and "toy-modes-d1-x4 has none" in p.stderr, p.stdout + p.stderr
