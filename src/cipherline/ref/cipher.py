# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Reference models for the block cores (TDES and AES).

TDES is built from single-DES operations of pycryptodome (``Crypto.Cipher.DES``,
ECB), so that degenerate TDEA keys (K1=K2=K3, K1=K3) work: pycryptodome's
``DES3`` refuses them, but the hardware must handle them.

TDEA EDE (NIST SP 800-67):
    encrypt: C = E_K3(D_K2(E_K1(P)))
    decrypt: P = D_K1(E_K2(D_K3(C)))
Single DES (``num_des=1``) uses K1 only.

Keys are 24 bytes K1||K2||K3 (the core's ``in_key_i``, K1 in the top
bits); DES parity bits are ignored, as in the hardware.
"""

from __future__ import annotations

from functools import lru_cache

from Crypto.Cipher import DES

__all__ = ["des_ecb", "tdes_ecb", "tdes_ecb_int", "aes_ecb", "aes_ecb_int", "aes_key_port", "aes_dec_key"]


@lru_cache(maxsize=8192)
def _des(key8: bytes):
    return DES.new(key8, DES.MODE_ECB)


def des_ecb(key8: bytes, block: bytes, decrypt: bool) -> bytes:
    """One single-DES block operation."""
    if len(key8) != 8:
        raise ValueError(f"DES key must be 8 bytes, got {len(key8)}")
    if len(block) != 8:
        raise ValueError(f"DES block must be 8 bytes, got {len(block)}")
    c = _des(bytes(key8))
    return c.decrypt(block) if decrypt else c.encrypt(block)


def tdes_ecb(key24: bytes, block: bytes, decrypt: bool, num_des: int = 3) -> bytes:
    """One TDEA (``num_des=3``) or single-DES (``num_des=1``, K1) block operation.

    ``key24`` is K1||K2||K3; with ``num_des=1`` an 8-byte K1 is accepted too.
    """
    if num_des not in (1, 3):
        raise ValueError(f"num_des must be 1 or 3, got {num_des!r}")
    key24 = bytes(key24)
    if len(block) != 8:
        raise ValueError(f"block must be 8 bytes, got {len(block)}")
    if num_des == 1:
        if len(key24) not in (8, 24):
            raise ValueError(f"key must be 8 or 24 bytes for single DES, got {len(key24)}")
        c = _des(key24[:8])
        return c.decrypt(block) if decrypt else c.encrypt(block)
    if len(key24) != 24:
        raise ValueError(f"TDES key must be 24 bytes (K1||K2||K3), got {len(key24)}")
    k1, k2, k3 = _des(key24[0:8]), _des(key24[8:16]), _des(key24[16:24])
    if decrypt:
        return k1.decrypt(k2.encrypt(k3.decrypt(block)))
    return k3.encrypt(k2.decrypt(k1.encrypt(block)))


def tdes_ecb_int(key: int, block: int, decrypt: bool, num_des: int = 3) -> int:
    """:func:`tdes_ecb` on the core's integer port values (192-bit key, 64-bit block)."""
    out = tdes_ecb(key.to_bytes(24, "big"), block.to_bytes(8, "big"), decrypt, num_des)
    return int.from_bytes(out, "big")


# -- AES (FIPS-197), for the AES block core ----------------------------------

#: aes_core ``in_keylen_i`` code -> key bytes.
AES_KEY_BYTES = {0: 16, 1: 24, 2: 32}


@lru_cache(maxsize=8192)
def _aes(key: bytes):
    from Crypto.Cipher import AES

    return AES.new(key, AES.MODE_ECB)


def aes_ecb(key: bytes, block: bytes, decrypt: bool) -> bytes:
    """One AES block operation (pycryptodome); ``key`` is 16, 24 or 32 bytes."""
    key = bytes(key)
    if len(key) not in (16, 24, 32):
        raise ValueError(f"AES key must be 16, 24 or 32 bytes, got {len(key)}")
    if len(block) != 16:
        raise ValueError(f"AES block must be 16 bytes, got {len(block)}")
    c = _aes(key)
    return c.decrypt(bytes(block)) if decrypt else c.encrypt(bytes(block))


def aes_key_port(key: bytes) -> tuple[int, int]:
    """A 16/24/32-byte key as aes_core's (in_key_i, in_keylen_i): big-endian, left-aligned."""
    codes = {v: k for k, v in AES_KEY_BYTES.items()}
    if len(key) not in codes:
        raise ValueError(f"AES key must be 16, 24 or 32 bytes, got {len(key)}")
    return int.from_bytes(bytes(key).ljust(32, b"\0"), "big"), codes[len(key)]


def aes_dec_key(key: bytes) -> bytes:
    """A 16/24/32-byte AES key's decryption form for aes_core with
    ``DEC_KEY_LAST``: the last eight words of its expanded key (FIPS-197 5.2),
    w[4Nr-4] first, i.e. round keys Nr-1 and Nr. 32 bytes for every key size;
    the key length code stays that of the key."""
    from cipherline.ref.aes_schedule import expand_key

    return b"".join(w.to_bytes(4, "big") for w in expand_key(bytes(key))[-8:])


def aes_ecb_int(key_port: int, keylen: int, block: int, decrypt: bool) -> int:
    """:func:`aes_ecb` on aes_core's port values (256-bit left-aligned key, length code)."""
    if keylen not in AES_KEY_BYTES:
        raise ValueError(f"AES key length code must be 0, 1 or 2, got {keylen}")
    key = key_port.to_bytes(32, "big")[:AES_KEY_BYTES[keylen]]
    return int.from_bytes(aes_ecb(key, block.to_bytes(16, "big"), decrypt), "big")
