# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The AES S-box and key expansion from their FIPS-197 definitions.

pycryptodome does not expose the key schedule; the key-hygiene scans need
the round keys (the forms in which a key sits in the core's stage
registers), and the S-box tests need the S-box from its definition.
"""

from __future__ import annotations

__all__ = ["gf_mul", "gf_inv", "affine", "SBOX", "INV_SBOX", "expand_key"]


def gf_mul(a: int, b: int) -> int:
    """Product in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 (0x11b)."""
    r = 0
    while b:
        if b & 1:
            r ^= a
        a <<= 1
        if a & 0x100:
            a ^= 0x11B
        b >>= 1
    return r


def gf_inv(a: int) -> int:
    """Multiplicative inverse (a^254 = a^-1 since a^255 = 1); 0 maps to 0."""
    r = 1
    for _ in range(254):
        r = gf_mul(r, a)
    return r if a else 0


def affine(b: int) -> int:
    """b'_i = b_i + b_(i+4) + b_(i+5) + b_(i+6) + b_(i+7) + c_i (mod 8), c = 0x63."""
    out = 0
    for i in range(8):
        bit = 0x63 >> i
        for k in (0, 4, 5, 6, 7):
            bit ^= b >> ((i + k) % 8)
        out |= (bit & 1) << i
    return out


SBOX = [affine(gf_inv(x)) for x in range(256)]
INV_SBOX = [0] * 256
for _x, _y in enumerate(SBOX):
    INV_SBOX[_y] = _x


def _sub_word(w: int) -> int:
    return int.from_bytes(bytes(SBOX[b] for b in w.to_bytes(4, "big")), "big")


def expand_key(key: bytes) -> list[int]:
    """The expanded key w[0 .. 4*(Nr+1)-1] (FIPS-197 5.2) of a 16-, 24- or 32-byte key, as 32-bit words."""
    if len(key) not in (16, 24, 32):
        raise ValueError(f"an AES key has 16, 24 or 32 bytes, not {len(key)}")
    nk = len(key) // 4
    nr = nk + 6
    w = [int.from_bytes(key[4 * i:4 * i + 4], "big") for i in range(nk)]
    rcon = 1
    for i in range(nk, 4 * (nr + 1)):
        t = w[i - 1]
        if i % nk == 0:
            t = _sub_word(((t << 8) | (t >> 24)) & 0xFFFFFFFF) ^ (rcon << 24)
            rcon = gf_mul(rcon, 2)
        elif nk > 6 and i % nk == 4:
            t = _sub_word(t)
        w.append(w[i - nk] ^ t)
    return w
