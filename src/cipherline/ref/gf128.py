# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""GHASH's field, GF(2^128) (NIST SP 800-38D, 6.3), as a reference for the
hardware multiplier (rtl/modes/cm_gf128_mul.sv).

Blocks are Python ints holding the 16 bytes big-endian: the block's first
bit (the MSB of byte 0, int bit 127) is the coefficient of x^0. The product
is the standard's Algorithm 1, bit by bit (right shifts with R = 11100001 ||
0^120), written independently of the hardware's Karatsuba tree; ``ghash``
is its Algorithm 2. pycryptodome's GCM checks both (tests/test_gf128_mul.py:
a tag from ``ghash`` and AES-ECB against ``AES.MODE_GCM``).
"""

from __future__ import annotations

__all__ = ["gf128_mul", "ghash", "ONE"]

MASK = (1 << 128) - 1
R = 0xE1 << 120
#: The multiplicative identity (x^0): the block 80 00 .. 00.
ONE = 1 << 127


def gf128_mul(x: int, y: int) -> int:
    """X * Y in GF(2^128), SP 800-38D Algorithm 1."""
    if not (0 <= x <= MASK and 0 <= y <= MASK):
        raise ValueError("gf128_mul: operands are 128-bit blocks")
    z, v = 0, y
    for i in range(128):
        if (x >> (127 - i)) & 1:
            z ^= v
        v = (v >> 1) ^ R if v & 1 else v >> 1
    return z


def ghash(h: bytes, data: bytes) -> bytes:
    """GHASH_H(X) for X a whole number of blocks (Algorithm 2)."""
    if len(h) != 16 or len(data) % 16:
        raise ValueError("ghash: H is 16 bytes and X a whole number of 16-byte blocks")
    hi, y = int.from_bytes(h, "big"), 0
    for i in range(0, len(data), 16):
        y = gf128_mul(y ^ int.from_bytes(data[i:i + 16], "big"), hi)
    return y.to_bytes(16, "big")
