# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The reference model's view of a registry cipher: its block function and
its engine's packet format.

The reference (:mod:`cipherline.ref`) sits below the registry and takes
what it needs as arguments (a :class:`~cipherline.ref.modes_model.BlockFn`,
a :class:`~cipherline.ref.packet.PacketFormat`); these two functions build
them from a cipher's entry (:data:`cipherline.cores.CIPHERS`), so that the
commands, the testbenches and the tests name a cipher and get both.
"""

from __future__ import annotations

from cipherline.cores.base import CipherSpec
from cipherline.ref import modes_model as mm
from cipherline.ref.packet import PacketFormat

__all__ = ["alg_ids", "block_fn", "dual_alg_fault", "packet_format"]


def _ciphers() -> dict[str, CipherSpec]:
    from cipherline.cores import CIPHERS

    return CIPHERS


def _spec(cipher: str) -> CipherSpec:
    from cipherline.cores import cipher_spec

    return cipher_spec(cipher)


def alg_ids() -> dict[str, int]:
    """The algorithm ids of the control beat's lane HB_ALG, by cipher name."""
    return {c.name: c.alg_id for c in _ciphers().values()}


def dual_alg_fault() -> int:
    """The "alg" fault's id in the integrated top: the smallest id none of its engines has."""
    return min(set(range(256)) - {c.alg_id for c in _ciphers().values() if c.integrated})


def block_fn(cipher: str, params: dict | None = None) -> mm.BlockFn:
    """The BlockFn of a registry cipher ("tdes", "aes", "toy") with a
    configuration's parameters (NUM_DES; KEYLENS, ENCRYPT_ONLY, GCM,
    RELEASE_UNVERIFIED, AUTH_BUF_BYTES, MODES; a parameter left out: its
    default)."""
    return _spec(cipher).block_fn(params or {})


def packet_format(cipher: str, block_bits: int | None = None, beat_bits: int = 0,
                  dual: bool = False) -> PacketFormat:
    """The packet format of the engine around ``cipher`` (a registry cipher:
    tdes, aes, toy); ``block_bits``: the block width if the core has another
    than the cipher's (the toy core); ``beat_bits``: TDATA width if wider
    than the block; ``dual``: inside the integrated top (128-bit beats,
    "alg" faults name no engine)."""
    c = _spec(cipher)
    if dual and not c.integrated:
        raise ValueError(f"the integrated top's engines are "
                         f"{', '.join(n for n, s in _ciphers().items() if s.integrated)}, not {cipher!r}")
    bits = block_bits or c.block_bits
    key_bits = c.key_field_bits if bits == c.block_bits else bits
    fault = dual_alg_fault() if dual else next(a for a in sorted(alg_ids().values()) if a != c.alg_id)
    return PacketFormat(bits, c.alg_id, key_bits, fault, ksz_bits=c.ksz_bits, beat_bits=128 if dual else beat_bits)
