# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""A toy 128-bit block "cipher" (block XOR key) used only in tests (rtl/toy).

It exists to prove the seam: it plugs into the modes engine, the registry,
the simulation runner and the test matrix with no edit to rtl/modes/ or to
any command module. It is not a cipher.
"""

from __future__ import annotations

from cipherline.cores.base import CipherSpec, ConfigError, CoreSpec, P, Param, pow2_at_least

PARAMS = (
    Param("DEPTH", 1, "pipeline register stages", minimum=1, maximum=64, slug="d", always=True),
    Param("TAG_W", 8, "user tag width carried with each block", minimum=1, maximum=32, slug="t"),
)

SPEC = CoreSpec(
    name="toy",
    top="toy_xor_core",
    kind="core",
    cipher="toy",
    description="toy XOR block core for tests (rtl/toy)",
    params=PARAMS,
    rules=lambda p: None,
    # II 1; latency (input handshake to out_valid_o, rtl/toy/toy_xor_core.sv): DEPTH + 2.
    timing=lambda p: (1, p["DEPTH"] + 2),
    block_bits=128,
    key_bits=128,
    label=lambda p: f"toy XOR d{p['DEPTH']}",
    capacity=lambda p: pow2_at_least(p["DEPTH"] + 4),
    flush_clocks=lambda p: p["DEPTH"] + 1,
    harness="tb/cpp/harness_main.cpp",
    test_only=True,
)


def core_key(key: bytes, p: P) -> bytes:
    if len(key) != 16:
        raise ConfigError(f"wrong key length: the toy core needs 16 bytes (32 hex digits), got {len(key)} bytes")
    return key


def ecb(key: bytes, decrypt: bool, p: P):
    """Block XOR key, on whole blocks (either direction)."""
    def xor(data: bytes) -> bytes:
        pad = key * (len(data) // 16)
        return (int.from_bytes(data, "big") ^ int.from_bytes(pad, "big")).to_bytes(len(data), "big")

    return xor


def _block_fn(p: P):
    from cipherline.ref.modes_model import toy_block_fn

    return toy_block_fn()


#: Its cipher: no pycryptodome or OpenSSL counterpart (the modes' software
#: reference is the reference model), no NIST vectors, no key rules.
CIPHER = CipherSpec(
    name="toy", label="toy", block_bits=128, alg_id=0xFF, key_field_bits=128, ksz_bits=0,
    block_fn=_block_fn, core_key=core_key, key_sizes=(16,), ecb=ecb, software="the reference model",
    run_streams=4,
)
