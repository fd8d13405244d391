# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The unit of the cipher_modes testbenches' traffic: a :class:`Job` (one
message or a run of stray data beats, with the exact output beats the engine
must produce), and :func:`rand_key`, a random key the engine's core runs.
Used by :mod:`tb.modes.scenarios` and :mod:`tb.modes.gcm_scenarios` (pure
Python, no cocotb).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import Beat, Message, OutBeat
from cipherline.ref.packet import PacketFormat

__all__ = ["Job", "rand_key"]


@dataclass
class Job:
    """One message (``msg``) or ``stray`` data beats without a command."""

    expected: list[OutBeat]
    msg: Message | None = None
    stray: list[Beat] = field(default_factory=list)
    name: str = ""
    stream: int | None = None  # fixed stream, else assigned by the harness
    fmt: PacketFormat | None = None  # its packet format, else the harness's (integrated top)
    slot: int | None = None  # a security-association header naming this key store slot

    @property
    def blocks(self) -> int:
        return len(self.msg.beats) if self.msg else len(self.stray)


def rand_key(rng: random.Random, block: mm.BlockFn, degenerate: bool = True) -> int:
    """A random key the core supports (AES: of an enabled size; the bytes
    beyond the key size are random too, and the core must ignore them).
    TDES: with ``degenerate``, one key in ten is K1 = K2 = K3 (which the
    policy rejects unless the message is legacy)."""
    while True:
        k = rng.getrandbits(block.key_bits)
        if block.key_valid is None or block.key_valid(k):
            break
    if degenerate and block.cipher == "tdes" and rng.random() < 0.1:  # must work too (K1=K2=K3)
        k1 = k >> 128
        k = (k1 << 128) | (k1 << 64) | k1
    return k
