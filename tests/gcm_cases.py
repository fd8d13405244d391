# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Shared helpers of the tests/test_gcm_*.py files (not a test module); the
output helpers also serve tests/test_ccm_model.py.

The reference engines (AES_ALL; BUF with the default message buffer, REL with
RELEASE_UNVERIFIED; buffered() for other sizes), run() for the model's beats,
the output helpers (out_bytes, tag_beat, status), pycryptodome's AES-GCM, the
IV data beats of an IV length (iv_beats), and the GCM message of the message
rules (KEY, IV, AAD, PT, CT, TAG16; enc_msg, dec_msg, with_beats), with
strict_block, an engine whose policy key check rejects every key.
"""

from __future__ import annotations

import random
from dataclasses import replace

from Crypto.Cipher import AES

from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import Beat, Message, OutBeat

AES_ALL = mm.aes_block_fn(7, False)
M128 = (1 << 128) - 1


def buffered(nbytes: int = mm.AUTH_BUF_BYTES, release: bool = False, keylens: int = 7) -> mm.BlockFn:
    """AES on an engine with GCM and a message buffer of ``nbytes`` (none with ``release``)."""
    return mm.aes_block_fn(keylens, False, True, release, nbytes)


#: Engines with GCM: a message buffer of the default 1,152 beats (18,432 bytes); RELEASE_UNVERIFIED (no buffer).
BUF = buffered()
REL = buffered(release=True)


def run(msg: Message, block: mm.BlockFn = AES_ALL, release: bool = True, **kw) -> list[OutBeat]:
    """The model's beats for ``msg`` on an AEAD engine: by default one that
    releases unverified plaintext; ``release=False``: with a message buffer
    (``block``'s, or the default 1,152 beats)."""
    return mm.expected_beats(msg, block, aead=True, release_unverified=release, **kw)


def out_bytes(beats: list[OutBeat]) -> bytes:
    return b"".join(b.data.to_bytes(16, "big")[:b.bits // 8] for b in beats)


def tag_beat(tag: bytes) -> OutBeat:
    return OutBeat(int.from_bytes(tag.ljust(16, b"\0"), "big"), True, 8 * len(tag))


def status(st: int) -> OutBeat:
    return OutBeat(0, True, 0, st)


def pycryptodome(key: bytes, iv: bytes, aad: bytes, pt: bytes, taglen: int) -> tuple[bytes, bytes]:
    c = AES.new(key, AES.MODE_GCM, nonce=iv, mac_len=taglen)
    c.update(aad)
    return c.encrypt_and_digest(pt)


def iv_beats(ivlen: int) -> list[int]:
    """The bits of the IV data beats of an ``ivlen``-byte IV (none for 12 bytes)."""
    if ivlen == mm.GCM_IVLEN:
        return []
    return [min(128, 8 * (ivlen - 16 * j)) for j in range(-(-ivlen // 16))]


def _len(rng: random.Random) -> int:
    return rng.choice([0, 0, 1, 15, 16, 17, 31, 32, 33, 48, 80, rng.randint(0, 80)])


KEY = mm.aes_bundle(bytes(range(16)))
IV = bytes(range(0x40, 0x4C))
AAD = bytes(range(0x80, 0x80 + 20))  # two AAD beats, the second of 4 bytes
PT = bytes(range(0xC0, 0xC0 + 37))  # three payload beats, the last of 5 bytes
CT, TAG16 = mm.gcm(AES_ALL, KEY, IV, AAD, PT, False)


def enc_msg(**kw) -> Message:
    return replace(mm.gcm_message(1, KEY, IV, AAD, PT, 16, False), **kw)


def dec_msg(tag: bytes = TAG16, **kw) -> Message:
    return replace(mm.gcm_message(1, KEY, IV, AAD, CT, len(tag) if len(tag) in mm.GCM_TAGLENS else 16, True, tag),
                   **kw)


def with_beats(msg: Message, beats: list[Beat]) -> Message:
    return replace(msg, beats=[replace(b, last=i == len(beats) - 1) for i, b in enumerate(beats)])


def strict_block(nbytes: int) -> mm.BlockFn:
    """An engine with GCM and a ``nbytes`` buffer whose cipher's policy key check rejects every key."""
    return mm.BlockFn(128, AES_ALL.fn, key_bits=mm.AES_KEY_BITS, key_ok=lambda k: False, cipher="aes",
                      aead=True, auth_buf_bytes=nbytes)
