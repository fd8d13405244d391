# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Golden model of the ``cipher_modes`` engine's message semantics.

A *message* is one command (mode, direction, segment size, tag length, key,
IV) followed by data beats on one stream; the engine answers with output
beats, the last of which carries a status (see docs/modes.md). This module
computes the exact beats the engine must produce for a message, including the
error cases, from the block function of the engine's cipher (a
:class:`BlockFn`: :func:`tdes_block_fn` for TDES / DES and
:func:`aes_block_fn` for AES from :mod:`cipherline.ref.cipher` (pycryptodome),
:func:`toy_block_fn` for the test-only 128-bit toy core). The mode arithmetic is cross-checked against
pycryptodome's own modes in ``tests/test_modes_model.py``.

Conventions: a beat's data is an int of BLOCK_W bits (the BlockFn's
``width``: 64 for TDES, 128 for AES and the toy); partial data is
MSB-aligned; CFB-1/-8 carry one segment per beat in the MSBs. The policy's
key check is the cipher's (:attr:`BlockFn.key_ok`: TDEA keying option 1 for
TDES, none for AES and the toy); keys a core cannot run at all
(:attr:`BlockFn.key_valid`: an AES key size outside KEYLENS) give ERR_PARAM,
and ECB/CBC decryption on a core without the inverse cipher
(:attr:`BlockFn.forward_only`) ERR_MODE; the CMAC constant Rb follows the width (0x1B for 64 bits,
0x87 for 128).

GCM (SP 800-38D, mode 6) exists on engines built with AEAD
(``expected_beats(..., aead=True)``, or a BlockFn made with ``aead``: AES
engines, 128-bit blocks). Its
message carries the AAD and payload lengths in its command
(:attr:`Message.alen`, :attr:`Message.plen`, :attr:`Message.ivlen`); every
data beat is checked against them, and the packet's last beat is the tag to
verify (decryption) or the step after the data beats gives the tag
(encryption); see :func:`expected_beats`. Decryption holds the plaintext in
the engine's message buffer (:attr:`BlockFn.auth_buf_beats` beats) until the
tag is checked, and drops it unless the tag matches: a failing decryption
gives its status beat only. A decryption whose payload is longer than the
buffer gives ERR_LONG; one that does not fit beside the decryptions open
before it (in input order) ERR_FULL, which depends on the other streams'
traffic: :func:`buffer_admission` finds those. An engine built with
RELEASE_UNVERIFIED (``release_unverified=True``) has no buffer: the plaintext
leaves before the verdict.
:func:`gcm` is the plain byte-string GCM the model's tag comes from, and
:func:`gcm_message` builds a GCM message from byte strings.

CCM (SP 800-38C, mode 7) exists on the same engines, with the same packet
layout (the nonce of 7..13 bytes in the IV beat's top bytes) and the same
message buffer: :func:`ccm` is the plain byte-string CCM, and
:func:`ccm_message` builds a CCM message.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import IntEnum

from cipherline.ref.cipher import aes_ecb_int, aes_key_port, tdes_ecb_int

__all__ = [
    "Mode", "Status",
    "MODE_ECB", "MODE_CBC", "MODE_CFB", "MODE_OFB", "MODE_CTR", "MODE_CMAC", "MODE_GCM", "MODE_CCM",
    "MODE_NAMES", "GCM_TAGLENS", "GCM_IVLEN", "GCM_IVLEN_MAX", "gcm_j0",
    "ST_OK", "ST_ERR_PARTIAL", "ST_ERR_MODE", "ST_ERR_PARAM", "ST_ERR_HEADER",
    "ST_ERR_BUSY", "ST_ERR_AUTH", "ST_ERR_POLICY", "ST_ERR_LONG", "ST_ERR_FULL", "STATUS_NAMES",
    "AUTH_BUF_BYTES", "reservation", "buffer_admission",
    "Policy", "NIST_POLICY", "NO_POLICY", "keys_distinct",
    "Beat", "OutBeat", "Message", "expected_beats", "stray_beats",
    "cmac", "BlockFn", "tdes_block_fn", "toy_block_fn", "aes_block_fn", "aes_bundle",
    "AES_KEY_BITS", "gcm", "gcm_message",
    "CCM_TAGLENS", "CCM_NONCELENS", "ccm_b0", "ccm_aad_blocks", "ccm", "ccm_message", "ccm_ops",
]

class Mode(IntEnum):
    """The command's mode (cipher_modes_pkg::MODE_*; tests/test_cipher_registry.py
    checks them against the package and the C++ harness)."""

    ECB = 0
    CBC = 1
    CFB = 2
    OFB = 3
    CTR = 4
    CMAC = 5
    GCM = 6
    CCM = 7


class Status(IntEnum):
    """An output packet's status, TUSER on its last beat (cipher_modes_pkg::ST_*)."""

    OK = 0
    ERR_PARTIAL = 1
    ERR_MODE = 2
    ERR_PARAM = 3
    ERR_HEADER = 4
    ERR_BUSY = 5
    ERR_AUTH = 6
    ERR_POLICY = 7
    ERR_LONG = 8
    ERR_FULL = 9


MODE_ECB, MODE_CBC, MODE_CFB, MODE_OFB, MODE_CTR, MODE_CMAC, MODE_GCM, MODE_CCM = Mode
MODE_NAMES = {m: m.name for m in Mode}
#: GCM tag lengths in bytes (SP 800-38D 5.2.1.2: 128, 120, 112, 104, 96 bits,
#: and 64 and 32 bits for the applications of its appendix C).
GCM_TAGLENS = (4, 8, 12, 13, 14, 15, 16)
#: The GCM IV length in bytes that takes the header's IV beat (96 bits: J0 =
#: IV || 0^31 || 1). Every other length, 1..GCM_IVLEN_MAX bytes, comes as
#: data beats before the AAD, and J0 = GHASH_H(IV || 0^s || 0^64 || [len(IV)]_64).
GCM_IVLEN = 12
GCM_IVLEN_MAX = 65535
(ST_OK, ST_ERR_PARTIAL, ST_ERR_MODE, ST_ERR_PARAM, ST_ERR_HEADER, ST_ERR_BUSY,
 ST_ERR_AUTH, ST_ERR_POLICY, ST_ERR_LONG, ST_ERR_FULL) = Status
STATUS_NAMES = {st: st.name for st in Status}
#: aes_modes' default message buffer (AUTH_BUF_BYTES): two jumbo frames.
AUTH_BUF_BYTES = 18432


@dataclass(frozen=True)
class Policy:
    """The engine's NIST policy parameters (POLICY, MAX_BLOCKS, CMAC_MIN_TAG).

    With ``enabled``, a message whose command does not set ``legacy`` is
    rejected with ERR_POLICY if its key fails the cipher's key check
    (:attr:`BlockFn.key_ok`; TDES: a TDEA key bundle that is not three
    pairwise distinct keys, SP 800-67r2 keying option 1) or it is a CMAC with a tag
    shorter than ``cmac_min_tag`` bytes (SP 800-38B appendix A); its output
    stops after ``max_blocks`` blocks, and its last beat reports ERR_POLICY.
    """

    enabled: bool = True
    max_blocks: int = 1 << 20
    cmac_min_tag: int = 8


NIST_POLICY = Policy()
NO_POLICY = Policy(enabled=False)

_PARITY_MASK = int.from_bytes(b"\xfe" * 8, "big")


def keys_distinct(key: int) -> bool:
    """K1, K2, K3 of a 192-bit TDEA bundle pairwise distinct (parity bits ignored)."""
    k1, k2, k3 = ((key >> s) & _PARITY_MASK for s in (128, 64, 0))
    return k1 != k2 and k2 != k3 and k1 != k3


class BlockFn:
    """The block cipher behind the engine: ``fn(key, block, decrypt) -> block`` on ints.

    ``width``: block bits (BLOCK_W); ``key_bits``: key bits (KEY_W);
    ``key_ok``: the policy's key check (``key -> bool``; None: every key is
    allowed); ``key_valid``: the keys the core supports at all (``key ->
    bool``; None: every key; others give ERR_PARAM whatever the policy);
    ``forward_only``: the core has no inverse cipher (ECB and CBC decryption
    give ERR_MODE); ``cipher``: the registry's cipher name ("tdes", "aes",
    "toy"). The engine around it: ``aead``, it has GCM (aes_modes' GCM);
    ``release_unverified``, its GCM decryption streams unverified plaintext
    (RELEASE_UNVERIFIED; the defaults of :func:`expected_beats`' arguments of
    the same names); ``auth_buf_beats``, its message buffer in 16-byte beats
    (AUTH_BUF_BYTES / 16; 0 with RELEASE_UNVERIFIED or without GCM);
    ``modes``, the modes it builds (the engine's MODES mask, bit ``MODE_*``;
    GCM and CCM only with ``aead``): a message of another gets ERR_MODE.
    """

    def __init__(self, width: int, fn, key_bits: int = 192, key_ok=None, cipher: str = "",
                 key_valid=None, forward_only: bool = False, aead: bool = False,
                 release_unverified: bool = False, auth_buf_bytes: int = AUTH_BUF_BYTES,
                 modes: int = 0xFF) -> None:
        self.width = width
        self.fn = fn
        self.key_bits = key_bits
        self.key_ok = key_ok
        self.cipher = cipher
        self.key_valid = key_valid
        self.forward_only = forward_only
        self.aead = aead
        self.release_unverified = release_unverified
        self.auth_buf_beats = auth_buf_bytes // 16 if aead and not release_unverified else 0
        self.modes = modes

    def builds(self, mode: int) -> bool:
        """Does the engine run ``mode`` (0..7: its MODES mask, and GCM and CCM
        only with ``aead``)?"""
        return 0 <= mode <= 7 and bool(self.modes >> mode & 1) and (self.aead or mode < MODE_GCM)

    def __call__(self, key: int, block: int, decrypt: bool = False) -> int:
        return self.fn(key, block, decrypt)


def tdes_block_fn(num_des: int = 3) -> BlockFn:
    """TDEA EDE (``num_des=3``) or single DES (1, K1 only) on 192-bit key ints."""
    return BlockFn(64, lambda k, b, d: tdes_ecb_int(k, b, d, num_des), key_bits=192,
                   key_ok=keys_distinct, cipher="tdes")


def toy_block_fn() -> BlockFn:
    """The test-only toy core (rtl/toy/toy_xor_core.sv): 128-bit block XOR 128-bit key,
    both directions; no key policy."""
    return BlockFn(128, lambda k, b, d: b ^ k, key_bits=128, key_ok=None, cipher="toy")


#: aes_modes key bundle: {key size code (2 bits), 256-bit left-aligned key}.
AES_KEY_BITS = 258


def aes_bundle(key: bytes) -> int:
    """A 16/24/32-byte AES key as aes_modes' ``cmd_key_i`` bundle."""
    port, code = aes_key_port(key)
    return (code << 256) | port


def aes_block_fn(keylens: int = 7, encrypt_only: bool = False, gcm: bool = False,
                 release_unverified: bool = False, auth_buf_bytes: int = AUTH_BUF_BYTES,
                 modes: int = 0xFF) -> BlockFn:
    """AES (FIPS-197) on aes_modes' 258-bit key bundles: key sizes outside the
    ``keylens`` mask (bit 0 AES-128, 1 AES-192, 2 AES-256) and code 3 are not
    supported; ``encrypt_only``: no inverse cipher. No policy key check.
    ``gcm`` / ``release_unverified`` / ``auth_buf_bytes`` / ``modes``: the
    engine has GCM and CCM / streams their decryption's plaintext unverified /
    its message buffer / the modes it builds (MODES)."""

    def fn(k: int, b: int, d: bool) -> int:
        return aes_ecb_int(k & ((1 << 256) - 1), k >> 256, b, d)

    return BlockFn(128, fn, key_bits=AES_KEY_BITS, key_ok=None, cipher="aes",
                   key_valid=lambda k: (k >> 256) < 3 and bool(keylens >> (k >> 256) & 1),
                   forward_only=encrypt_only, aead=gcm, release_unverified=release_unverified,
                   auth_buf_bytes=auth_buf_bytes, modes=modes)


@dataclass(frozen=True)
class Beat:
    """One data-in beat. ``bits`` matters on the last beat only (GCM: on every beat).

    ``keep``: the TKEEP to send on the packet interface instead of the one
    that ``bits`` gives (a malformed beat; the model then sees ``bits``)."""

    data: int
    last: bool = False
    bits: int = 64
    keep: int | None = None


@dataclass(frozen=True)
class OutBeat:
    """One data-out beat (as the engine emits it)."""

    data: int
    last: bool
    bits: int
    status: int = ST_OK

    def __str__(self) -> str:
        return (f"data={self.data:016x} last={int(self.last)} bits={self.bits} "
                f"status={STATUS_NAMES.get(self.status, self.status)}")


@dataclass
class Message:
    """A command plus its data beats.

    ``abort``: the message has no last beat and is ended by the next command
    on its stream (the engine reports ERR_BUSY). ``beats`` of a normal
    message end with a beat whose ``last`` is set.

    GCM (and CCM) commands carry ``alen`` / ``plen``, the AAD and payload
    lengths in bytes, and ``ivlen``, the IV (nonce) length in bytes; ``iv``
    holds the IV in its top ``8 * ivlen`` bits (GCM: 96 bits, the low 32
    ignored), ``taglen`` is the tag length in bytes, and ``beats`` are the
    packet's data beats: AAD, payload, and (decryption) the tag to verify
    (:func:`gcm_message`).
    """

    sid: int
    mode: int
    decrypt: bool
    key: int
    iv: int = 0
    seg: int = 64
    taglen: int = 8
    beats: list[Beat] = field(default_factory=list)
    abort: bool = False
    name: str = ""
    legacy: bool = False  # cmd_legacy_i: exempt from the policy
    fault: str | None = None  # a malformed packet header (cipherline.ref.packet.FAULTS): ERR_PARAM
    alen: int = 0  # GCM/CCM: AAD length in bytes
    plen: int = 0  # GCM/CCM: payload length in bytes
    ivlen: int = 0  # GCM/CCM: IV / nonce length in bytes


def _mask_top(n: int, width: int) -> int:
    """Mask of the ``n`` most significant bits of a ``width``-bit word."""
    n = max(0, min(n, width))
    return ((1 << n) - 1) << (width - n)


#: SP 800-38B Rb: the constant of the subkey doubling, by block width.
CMAC_RB = {64: 0x1B, 128: 0x87}


def _dbl(x: int, width: int) -> int:
    rb = CMAC_RB[width]
    x <<= 1
    if x >> width:
        x = (x ^ rb) & ((1 << width) - 1)
    return x


def cmac(block: BlockFn, key: int, segments: list[tuple[int, int]], width: int | None = None) -> int:
    """CMAC (SP 800-38B) over a bit string given as MSB-aligned (data, bits) blocks.

    Every block but the last must be full; the last may hold 0..width bits.
    Returns the full ``width``-bit tag (``width``: the block's, by default).
    """
    width = block.width if width is None else width
    l_val = block(key, 0)
    k1 = _dbl(l_val, width)
    k2 = _dbl(k1, width)
    x = 0
    for i, (data, bits) in enumerate(segments):
        if i < len(segments) - 1:
            x = block(key, x ^ data)
        elif bits == width:
            x = block(key, x ^ data ^ k1)
        else:
            m = (data & _mask_top(bits, width)) | (1 << (width - 1 - bits))
            x = block(key, x ^ m ^ k2)
    return x


# ---------------------------------------------------------------------------
# GCM (SP 800-38D).
# ---------------------------------------------------------------------------
_M128 = (1 << 128) - 1
_M32 = (1 << 32) - 1
#: Each byte with its bits in reverse order.
_REV8 = bytes(int(f"{b:08b}"[::-1], 2) for b in range(256))


def _reflect(x: int) -> int:
    """A GCM block (int bit 127, the block's first bit, is x^0) as a polynomial
    (int bit k is x^k), and back: the 128 bits in reverse order."""
    return int.from_bytes(x.to_bytes(16, "big").translate(_REV8)[::-1], "big")


class _Ghash:
    """GHASH_H (SP 800-38D Algorithm 2), a block at a time.

    The same function as :func:`cipherline.ref.gf128.ghash` (which the tests
    check it against), but about ten times faster: the products are
    carry-less multiplications by 4-bit windows of a table of multiples of H,
    in the plain polynomial bit order, reduced modulo x^128 + x^7 + x^2 + x + 1.
    """

    def __init__(self, h: int) -> None:
        hp = _reflect(h)
        table = [0] * 16
        for i in range(1, 16):
            table[i] = (table[i >> 1] << 1) ^ (hp if i & 1 else 0)
        self._table = table
        self._y = 0  # reflected

    def update(self, block: int) -> None:
        """Y := (Y ^ X) * H for the next 128-bit block X."""
        x = self._y ^ _reflect(block)
        table = self._table
        p = 0
        for s in range(124, -4, -4):
            p = (p << 4) ^ table[(x >> s) & 15]
        hi = p >> 128  # x^128 = x^7 + x^2 + x + 1, folded twice
        r = hi ^ (hi << 1) ^ (hi << 2) ^ (hi << 7)
        hi = r >> 128
        self._y = (p ^ r ^ hi ^ (hi << 1) ^ (hi << 2) ^ (hi << 7)) & _M128

    def digest(self) -> int:
        return _reflect(self._y)


def _inc32(x: int, n: int = 1) -> int:
    """inc32 applied ``n`` times: the low 32 bits of a block plus ``n``, mod 2^32."""
    return (x & ~_M32) | ((x + n) & _M32)


def _gcm_bytes(data: bytes) -> list[int]:
    """A byte string as 128-bit blocks, the last one zero-padded."""
    return [int.from_bytes(data[i:i + 16].ljust(16, b"\0"), "big") for i in range(0, len(data), 16)]


def gcm_j0(block: BlockFn, key: int, iv: bytes) -> int:
    """J0 of SP 800-38D 7.1 step 2: IV || 0^31 || 1 for a 96-bit IV, else
    GHASH_H(IV || 0^(s+64) || [len(IV)]_64)."""
    if not iv:
        raise ValueError("GCM needs an IV of at least one byte")
    if len(iv) == GCM_IVLEN:
        return (int.from_bytes(iv, "big") << 32) | 1
    g = _Ghash(block(key, 0))
    for x in _gcm_bytes(iv):
        g.update(x)
    g.update(8 * len(iv))
    return g.digest()


def gcm(block: BlockFn, key: int, iv: bytes, aad: bytes, data: bytes, decrypt: bool) -> tuple[bytes, bytes]:
    """GCM-AE / GCM-AD (SP 800-38D, 7.1-7.2), as byte strings, any IV length.

    Returns (the ciphertext of ``data``, or with ``decrypt`` its plaintext;
    the full 16-byte tag T = E_K(J0) ^ GHASH_H(A || C || lengths), which a
    decryption must compare with the received one). ``block`` is the 128-bit
    block function and ``key`` its key (:func:`aes_bundle` for AES).
    """
    if block.width != 128:
        raise ValueError(f"GCM needs a 128-bit block cipher, not {block.width} bits")
    j0 = gcm_j0(block, key, iv)
    stream = bytearray()
    for j, x in enumerate(_gcm_bytes(data)):
        stream += (block(key, _inc32(j0, j + 1)) ^ x).to_bytes(16, "big")
    out = bytes(stream[:len(data)])
    g = _Ghash(block(key, 0))
    for x in _gcm_bytes(aad) + _gcm_bytes(data if decrypt else out):
        g.update(x)
    g.update((8 * len(aad)) << 64 | (8 * len(data)))
    return out, (block(key, j0) ^ g.digest()).to_bytes(16, "big")


def gcm_message(sid: int, key: int, iv: bytes, aad: bytes, data: bytes, taglen: int, decrypt: bool,
                tag: bytes | None = None, name: str = "") -> Message:
    """A GCM message from byte strings: a 12-byte ``iv`` in the header's IV
    beat, or an IV of any other length in 16-byte data beats first (a short
    last beat; the IV beat then zero), then ``aad`` and ``data`` (the
    plaintext, or with ``decrypt`` the ciphertext) in 16-byte beats (a short
    last beat of each), then for a decryption the tag beat ``tag``; ``key``:
    the engine's key bundle (:func:`aes_bundle`). ``alen``, ``plen`` and
    ``ivlen`` come from the lengths of ``aad``, ``data`` and ``iv``.
    """
    if not 1 <= len(iv) <= GCM_IVLEN_MAX:
        raise ValueError(f"an IV of {len(iv)} bytes: the engine takes 1..{GCM_IVLEN_MAX}")
    if decrypt != (tag is not None):
        raise ValueError("a GCM decryption needs the tag to verify; an encryption takes none")
    if tag is not None and len(tag) > 16:
        raise ValueError(f"a tag of {len(tag)} bytes does not fit a beat")

    def chunks(b: bytes) -> list[Beat]:
        return [Beat(x, False, 8 * len(b[i:i + 16])) for i, x in zip(range(0, len(b), 16), _gcm_bytes(b))]

    short = len(iv) == GCM_IVLEN
    beats = ([] if short else chunks(iv)) + chunks(aad) + chunks(data)
    if tag is not None:
        beats.append(Beat(int.from_bytes(tag.ljust(16, b"\0"), "big"), False, 8 * len(tag)))
    if beats:
        beats[-1] = replace(beats[-1], last=True)
    return Message(sid, MODE_GCM, decrypt, key, int.from_bytes(iv.ljust(16, b"\0"), "big") if short else 0,
                   128, taglen, beats, name=name, alen=len(aad), plen=len(data), ivlen=len(iv))


# ---------------------------------------------------------------------------
# CCM (SP 800-38C).
# ---------------------------------------------------------------------------
#: CCM tag lengths in bytes (SP 800-38C A.1: 4, 6, ..., 16) and nonce lengths.
CCM_TAGLENS = (4, 6, 8, 10, 12, 14, 16)
CCM_NONCELENS = tuple(range(7, 14))


def _ccm_check(nonce: bytes, plen: int, taglen: int) -> None:
    if len(nonce) not in CCM_NONCELENS:
        raise ValueError(f"a CCM nonce is 7..13 bytes, got {len(nonce)}")
    if taglen not in CCM_TAGLENS:
        raise ValueError(f"a CCM tag is 4..16 bytes, even; got {taglen}")
    if plen >= 1 << (8 * (15 - len(nonce))):
        raise ValueError(f"a payload of {plen} bytes does not fit a {len(nonce)}-byte nonce's length field")


def ccm_b0(nonce: bytes, alen: int, plen: int, taglen: int) -> int:
    """B0 = flags || N || [plen]_q (SP 800-38C A.2.1), q = 15 - len(N)."""
    _ccm_check(nonce, plen, taglen)
    q = 15 - len(nonce)
    flags = (0x40 if alen else 0) | ((taglen - 2) // 2) << 3 | (q - 1)
    return int.from_bytes(bytes([flags]) + nonce + plen.to_bytes(q, "big"), "big")


def _ccm_ctr(nonce: bytes, i: int) -> int:
    """Ctr_i = [q-1] || N || [i]_q (SP 800-38C A.3)."""
    q = 15 - len(nonce)
    return int.from_bytes(bytes([q - 1]) + nonce + i.to_bytes(q, "big"), "big")


def ccm_aad_blocks(aad: bytes) -> list[int]:
    """The AAD formatted for CBC-MAC (SP 800-38C A.2.2): its length (2 bytes
    below 0xff00; ff fe and 4 bytes below 2^32; ff ff and 8 bytes beyond),
    the AAD, zero-padded to blocks; none for no AAD."""
    a = len(aad)
    if not a:
        return []
    if a < 0xFF00:
        prefix = a.to_bytes(2, "big")
    elif a < 1 << 32:
        prefix = b"\xff\xfe" + a.to_bytes(4, "big")
    else:
        prefix = b"\xff\xff" + a.to_bytes(8, "big")
    return _gcm_bytes(prefix + aad)


def ccm(block: BlockFn, key: int, nonce: bytes, aad: bytes, data: bytes, taglen: int,
        decrypt: bool) -> tuple[bytes, bytes]:
    """CCM generation-encryption / decryption-verification (SP 800-38C 6.1,
    6.2), as byte strings. Returns (the ciphertext of ``data``, or with
    ``decrypt`` its plaintext; the ``taglen``-byte tag MSB(Y_r) ^ MSB(S0)
    that the encryption outputs and a decryption must compare with the
    received one)."""
    if block.width != 128:
        raise ValueError(f"CCM needs a 128-bit block cipher, not {block.width} bits")
    b0 = ccm_b0(nonce, len(aad), len(data), taglen)
    stream = bytearray()
    for j, x in enumerate(_gcm_bytes(data)):
        stream += (block(key, _ccm_ctr(nonce, j + 1)) ^ x).to_bytes(16, "big")
    out = bytes(stream[:len(data)])
    y = block(key, b0)
    for x in ccm_aad_blocks(aad) + _gcm_bytes(out if decrypt else data):
        y = block(key, y ^ x)
    tag = (y ^ block(key, _ccm_ctr(nonce, 0))).to_bytes(16, "big")[:taglen]
    return out, tag


def ccm_message(sid: int, key: int, nonce: bytes, aad: bytes, data: bytes, taglen: int, decrypt: bool,
                tag: bytes | None = None, name: str = "") -> Message:
    """A CCM message from byte strings: the nonce in the header's IV beat
    (its top bytes), then ``aad`` and ``data`` (the plaintext, or with
    ``decrypt`` the ciphertext) in 16-byte beats (a short last beat of each),
    then for a decryption the tag beat ``tag``. The lengths are not checked
    here (the engine rejects a bad nonce or tag length with ERR_PARAM)."""
    if decrypt != (tag is not None):
        raise ValueError("a CCM decryption needs the tag to verify; an encryption takes none")
    if len(nonce) > 16 or (tag is not None and len(tag) > 16):
        raise ValueError("the nonce and the tag must fit a beat")

    def chunks(b: bytes) -> list[Beat]:
        return [Beat(x, False, 8 * len(b[i:i + 16])) for i, x in zip(range(0, len(b), 16), _gcm_bytes(b))]

    beats = chunks(aad) + chunks(data)
    if tag is not None:
        beats.append(Beat(int.from_bytes(tag.ljust(16, b"\0"), "big"), False, 8 * len(tag)))
    if beats:
        beats[-1] = replace(beats[-1], last=True)
    return Message(sid, MODE_CCM, decrypt, key, int.from_bytes(nonce.ljust(16, b"\0"), "big"), 128, taglen,
                   beats, name=name, alen=len(aad), plen=len(data), ivlen=len(nonce))


def ccm_ops(alen: int, plen: int) -> tuple[int, int, int]:
    """(AAD beats, formatted AAD blocks, operations before the final step)
    of a CCM message: the engine runs each input AAD beat, a flush step when
    the formatted AAD has one block more than the AAD beats, then per
    payload beat its CTR block and its CBC-MAC step."""
    nab = -(-alen // 16)
    nfa = -(-(alen + (2 if alen < 0xFF00 else 6)) // 16) if alen else 0
    return nab, nfa, nfa + 2 * -(-plen // 16)


def _ccm_beats(msg: Message, block: BlockFn, limit: int | None, hold: bool) -> list[OutBeat]:
    """The output beats of an accepted CCM message (see :func:`expected_beats`)."""
    w = block.width
    key = msg.key
    nonce = (msg.iv >> (8 * (16 - msg.ivlen))).to_bytes(msg.ivlen, "big")
    nab, nfa, apb = ccm_ops(msg.alen, msg.plen)
    data_beats, final = _aead_split(msg)
    out: list[OutBeat] = []
    aad, inp = bytearray(), bytearray()
    bad = False
    idx = 0  # the operation index (the message's operations before this one)
    for beat in data_beats:
        over = limit is not None and idx >= limit
        if idx < nab:
            exp, kind = _gcm_expected_bits(idx, msg.alen), "aad"
        elif nfa <= idx < apb and (idx - nfa) % 2 == 0:
            exp, kind = _gcm_expected_bits((idx - nfa) // 2, msg.plen), "ctr"
        else:
            exp, kind = None, None
        ok = beat.bits == exp
        bad = bad or not ok
        if not over and ok:
            data = beat.data & _mask_top(beat.bits, w)
            chunk = data.to_bytes(16, "big")[:beat.bits // 8]
            if kind == "aad":
                aad += chunk
            else:
                o = block(key, _ccm_ctr(nonce, (idx - nfa) // 2 + 1))
                out.append(OutBeat((o ^ data) & _mask_top(beat.bits, w), False, beat.bits))
                inp += chunk
        idx += 1
        # The middle steps, by index whatever the bits: the flush after the
        # last AAD beat, the CBC-MAC step after a CTR block (past the block
        # limit none, and none matters: nothing more is output).
        if not over and ((kind == "aad" and idx == nab and nfa > nab) or kind == "ctr"):
            idx += 1
    if final is None:
        return _aead_end(out, msg, final, 0, ST_ERR_BUSY, hold)
    if limit is not None and idx >= limit:
        return _aead_end(out, msg, final, 0, ST_ERR_POLICY, hold)
    if bad or idx != apb or (msg.decrypt and final.bits != 8 * msg.taglen):
        return _aead_end(out, msg, final, 0, ST_ERR_PARTIAL, hold)
    _, tag = ccm(block, key, nonce, bytes(aad), bytes(inp), msg.taglen, msg.decrypt)
    return _aead_end(out, msg, final, int.from_bytes(tag.ljust(16, b"\0"), "big"), None, hold)


def _aead_split(msg: Message) -> tuple[list[Beat], Beat | None]:
    """(data beats, final step) of a GCM or CCM message: a decryption's last
    beat is its tag beat (a 0-bit one if it has no beat), an encryption's
    final step comes after its beats; an ``abort`` message has none."""
    beats = list(msg.beats)
    if msg.abort:  # no last beat, so no tag beat: every beat is a data beat
        return beats, None
    if msg.decrypt:
        return beats[:-1], (beats[-1] if beats else Beat(0, True, 0))
    return beats, Beat(0, True, 0)


def _aead_end(out: list[OutBeat], msg: Message, final: Beat | None, tag: int, status: int | None,
              hold: bool) -> list[OutBeat]:
    """The beats of a GCM or CCM message, ``out`` (its payload beats) and
    its last one: with ``status`` None the final step ran, and gives the
    ``tag`` (MSB-aligned, truncated to the tag length) for an encryption,
    or OK / ERR_AUTH against the ``final`` (tag) beat for a decryption; else
    a ``status`` beat. A buffered (``hold``) decryption that does not end OK
    gives its status beat alone: its plaintext is dropped."""
    tbits = 8 * msg.taglen
    if status is None:
        if not msg.decrypt:
            return out + [OutBeat(tag, True, tbits)]
        status = ST_OK if (final.data & _mask_top(tbits, 128)) == tag else ST_ERR_AUTH
    if hold and status != ST_OK:
        return [OutBeat(0, True, 0, status)]
    return out + [OutBeat(0, True, 0, status)]


def _gcm_expected_bits(k: int, length: int) -> int:
    """The bits of beat ``k`` of the AAD or payload of ``length`` bytes."""
    rest = length - 16 * k
    return 128 if rest >= 16 else 8 * rest


def _gcm_beats(msg: Message, block: BlockFn, limit: int | None, hold: bool) -> list[OutBeat]:
    """The output beats of an accepted GCM message (see :func:`expected_beats`;
    ``hold``: a buffered decryption, whose beats leave only with status OK)."""
    w = block.width
    key = msg.key
    n_iv = 0 if msg.ivlen == GCM_IVLEN else -(-msg.ivlen // 16)  # IV data beats
    n_aad = -(-msg.alen // 16)
    n_all = n_aad + -(-msg.plen // 16)
    j0 = (msg.iv & ~_M32 & _M128) | 1
    ghash_iv = _Ghash(block(key, 0))
    data_beats, final = _aead_split(msg)
    out: list[OutBeat] = []
    aad, inp, iv = bytearray(), bytearray(), bytearray()
    bad = False
    # With IV data beats, the engine runs one more step after the last of
    # them (J0 from their GHASH and the IV length): an operation of its own,
    # counted by the block limit. op(i): the operation index of data beat i.
    j0_step = n_iv > 0 and len(data_beats) >= n_iv

    def op(i: int) -> int:
        return i + int(n_iv > 0 and i >= n_iv)

    for i, beat in enumerate(data_beats):
        if n_iv and i == n_iv:  # after the J0 step (its own limit check)
            if limit is None or n_iv < limit:
                ghash_iv.update(8 * msg.ivlen)
                j0 = ghash_iv.digest()
        if limit is not None and op(i) >= limit:
            continue  # past the block limit: no output; the final step reports it
        if i < n_iv:
            if beat.bits != _gcm_expected_bits(i, msg.ivlen):
                bad = True
                ghash_iv.update(0)  # it keeps its place in J0's GHASH, as a zero block
            else:
                d = beat.data & _mask_top(beat.bits, w)
                ghash_iv.update(d)
                iv += d.to_bytes(16, "big")[:beat.bits // 8]
            continue
        i -= n_iv
        if i < n_aad:
            exp = _gcm_expected_bits(i, msg.alen)
        elif i < n_all:
            exp = _gcm_expected_bits(i - n_aad, msg.plen)
        else:
            exp = None
        if beat.bits != exp:
            bad = True  # no output, no GHASH update; the final step fails
            continue
        data = beat.data & _mask_top(beat.bits, w)
        chunk = data.to_bytes(16, "big")[:beat.bits // 8]
        if i < n_aad:
            aad += chunk
        else:
            o = block(key, _inc32(j0, i - n_aad + 1))
            out.append(OutBeat((o ^ data) & _mask_top(beat.bits, w), False, beat.bits))
            inp += chunk
    if final is None:
        return _aead_end(out, msg, final, 0, ST_ERR_BUSY, hold)
    f = len(data_beats) + int(j0_step)  # the final step's operation index
    tbits = 8 * msg.taglen
    if limit is not None and f >= limit:
        return _aead_end(out, msg, final, 0, ST_ERR_POLICY, hold)
    if bad or len(data_beats) != n_iv + n_all or (msg.decrypt and final.bits != tbits):
        return _aead_end(out, msg, final, 0, ST_ERR_PARTIAL, hold)
    if not n_iv:
        iv = ((msg.iv >> 32) & ((1 << 96) - 1)).to_bytes(GCM_IVLEN, "big")
    _, tag16 = gcm(block, key, bytes(iv), bytes(aad), bytes(inp), msg.decrypt)
    return _aead_end(out, msg, final, int.from_bytes(tag16, "big") & _mask_top(tbits, w), None, hold)


def _config_error(msg: Message, block: BlockFn, policy: Policy, aead: bool = False,
                  buf_beats: int = 0) -> int:
    width = block.width
    if msg.mode not in MODE_NAMES:
        return ST_ERR_MODE
    if msg.mode in (MODE_GCM, MODE_CCM) and (not aead or width != 128):
        return ST_ERR_MODE
    if not block.modes >> msg.mode & 1:  # (GCM and CCM without AEAD: above)
        return ST_ERR_MODE
    if block.forward_only and msg.decrypt and msg.mode in (MODE_ECB, MODE_CBC):
        return ST_ERR_MODE
    if msg.fault is not None or (block.key_valid is not None and not block.key_valid(msg.key)):
        return ST_ERR_PARAM
    if msg.mode == MODE_GCM and (msg.taglen not in GCM_TAGLENS or not 1 <= msg.ivlen <= GCM_IVLEN_MAX):
        return ST_ERR_PARAM
    if msg.mode == MODE_CCM and (msg.taglen not in CCM_TAGLENS or msg.ivlen not in CCM_NONCELENS
                                 or msg.plen >= 1 << (8 * (15 - msg.ivlen))):
        return ST_ERR_PARAM
    if msg.mode == MODE_CFB and msg.seg not in (1, 8, width):
        return ST_ERR_PARAM
    if msg.mode == MODE_CMAC and not (1 <= msg.taglen <= width // 8):
        return ST_ERR_PARAM
    if policy.enabled and not msg.legacy:
        if block.key_ok is not None and not block.key_ok(msg.key):
            return ST_ERR_POLICY
        if msg.mode == MODE_CMAC and msg.taglen < policy.cmac_min_tag:
            return ST_ERR_POLICY
    if buf_beats and msg.mode in (MODE_GCM, MODE_CCM) and msg.decrypt and _payload_beats(msg) > buf_beats:
        return ST_ERR_LONG
    return ST_OK


def _payload_beats(msg: Message) -> int:
    return -(-msg.plen // 16)


def _buf_beats(block: BlockFn, aead: bool | None, release_unverified: bool | None) -> tuple[bool, int]:
    """(aead, message buffer beats) of an engine, defaults from ``block``."""
    aead = block.aead if aead is None else aead
    release_unverified = block.release_unverified if release_unverified is None else release_unverified
    if not aead or release_unverified:
        return aead, 0
    return aead, block.auth_buf_beats or AUTH_BUF_BYTES // 16


def reservation(msg: Message, block: BlockFn, policy: Policy = NIST_POLICY) -> int:
    """The message buffer beats ``msg`` reserves when its command issues: its
    payload's beats if it is a buffered GCM decryption that its command
    checks accept (else 0: it holds nothing)."""
    aead, buf = _buf_beats(block, None, None)
    if not buf or msg.mode not in (MODE_GCM, MODE_CCM) or not msg.decrypt:
        return 0
    return _payload_beats(msg) if _config_error(msg, block, policy, aead, buf) == ST_OK else 0


def buffer_admission(events, buf_beats: int) -> set:
    """The messages the engine rejects with ERR_FULL.

    ``events``: in input order, ``("open", key, beats)`` where a message's
    command issues (its header's last beat; ``beats``: its
    :func:`reservation`) and ``("close", key)`` where its last beat issues
    (its packet's last beat; a header-only packet opens and closes at the
    same beat, in that order). A command whose reservation exceeds what the
    messages open before it leave of ``buf_beats`` is rejected (and reserves
    nothing); a message returns its reservation at its close."""
    avail, res, full = buf_beats, {}, set()
    for ev in events:
        if ev[0] == "open":
            _, key, beats = ev
            if beats > avail:
                full.add(key)
            else:
                avail -= beats
                res[key] = beats
        else:
            avail += res.pop(ev[1], 0)
    return full


def policy_applies(msg: Message, policy: Policy) -> bool:
    """Does the message's policy status depend on ``policy`` (so a test must know it)?"""
    return policy.enabled and not msg.legacy


def expected_beats(msg: Message, block: BlockFn, ctr_w: int | None = None,
                   expected_tag: int | None = None, policy: Policy = NIST_POLICY, *,
                   aead: bool | None = None, release_unverified: bool | None = None) -> list[OutBeat]:
    """The output beats the engine must produce for ``msg``.

    ``ctr_w``: the engine's CTR_W (default: the block width). A message
    without beats is the empty message (one 0-bit last beat; GCM: see below).
    For an ``abort`` message the returned list ends with the ERR_BUSY beat.
    ``aead``: the engine has GCM (a 128-bit block only); ``release_unverified``:
    its GCM decryption streams the plaintext before the tag is checked (no
    message buffer; else a failing decryption gives its status beat only,
    and one longer than the buffer ERR_LONG). None (default): the block's
    :attr:`BlockFn.aead` / :attr:`BlockFn.release_unverified` (False unless
    it was made with them).

    GCM: with V, A and P the IV, AAD and payload beats the lengths give (V =
    0 for a 12-byte IV, which is in the header: J0 = IV || 0^31 || 1; else
    ceil(ivlen/16)), data beat i < V is an IV beat (no output; after the
    last one the engine runs the J0 step, J0 = GHASH_H(IV || pad || 0^64 ||
    [len(IV)]_64), an operation of its own), V <= i < V+A is AAD (no output),
    V+A <= i < V+A+P payload (one output beat, CTR from inc32^(i-V-A+1)(J0));
    each must have exactly its bits (128, or the remainder on the last beat
    of the IV, of the AAD and of the payload), and a beat that does not, or
    past V+A+P, gives no output and makes the final step fail (a bad IV beat
    is a zero block in J0's GHASH: the GHASH unit keeps every block's place). The final step is the step after
    the data beats in an encryption (every packet beat is a data beat) and
    the packet's last beat, the tag, in a decryption. It fails with
    ERR_PARTIAL after a bad beat, if it does not come after exactly V+A+P
    data beats, or (decryption) if
    the tag beat's bits are not 8 * taglen; else it outputs the tag truncated
    to taglen bytes (encryption) or a status beat, OK or ERR_AUTH
    (decryption). The block limit counts the J0 step and the final step as
    beats. An
    ``abort`` GCM message has no final step (all its beats are data beats).
    """
    w = block.width
    full = (1 << w) - 1
    ctr_w = w if ctr_w is None else ctr_w
    aead, buf = _buf_beats(block, aead, release_unverified)
    if not msg.beats and not msg.abort and msg.mode not in (MODE_GCM, MODE_CCM):
        # A packet with no data beats (its header ends it) is the empty
        # message: the engine sees a 0-bit last beat. (GCM: the final step.)
        msg = replace(msg, beats=[Beat(0, True, 0)])
    err = _config_error(msg, block, policy, aead, buf)
    limit = policy.max_blocks if (policy.enabled and not msg.legacy) else None
    out: list[OutBeat] = []

    def done(status: int) -> list[OutBeat]:
        out.append(OutBeat(0, True, 0, status))
        return out

    if err != ST_OK:
        # Rejected message: beats are swallowed; one status beat on the last
        # (a message without beats here is a GCM header-only packet).
        return done(ST_ERR_BUSY if msg.abort else err)
    if msg.mode == MODE_GCM:
        return _gcm_beats(msg, block, limit, hold=bool(buf) and msg.decrypt)
    if msg.mode == MODE_CCM:
        return _ccm_beats(msg, block, limit, hold=bool(buf) and msg.decrypt)

    key = msg.key
    cv = msg.iv
    cmac_x = 0
    if msg.mode == MODE_CMAC:
        l_val = block(key, 0)
        k1 = _dbl(l_val, w)
        k2 = _dbl(k1, w)
    small_seg = msg.mode == MODE_CFB and msg.seg < w
    for idx, beat in enumerate(msg.beats):
        data = beat.data & full
        if limit is not None and idx >= limit:
            # Past the block limit: no output; the last beat reports it.
            if beat.last:
                return done(ST_ERR_POLICY)
            continue
        if beat.last and not small_seg:
            bad = (beat.bits > w or (msg.mode in (MODE_ECB, MODE_CBC) and beat.bits != w)
                   or (msg.mode == MODE_CMAC and beat.bits == 0 and idx > 0))
            if bad:
                return done(ST_ERR_PARTIAL)
        obits = beat.bits if (beat.last and not small_seg) else w
        if msg.mode == MODE_ECB:
            out.append(OutBeat(block(key, data, msg.decrypt), beat.last, w))
        elif msg.mode == MODE_CBC:
            if msg.decrypt:
                out.append(OutBeat(block(key, data, True) ^ cv, beat.last, w))
                cv = data
            else:
                cv = block(key, data ^ cv)
                out.append(OutBeat(cv, beat.last, w))
        elif msg.mode == MODE_CTR:
            o = block(key, cv)
            out.append(OutBeat((o ^ data) & _mask_top(obits, w), beat.last, obits))
            cmask = (1 << ctr_w) - 1
            cv = (cv & ~cmask & full) | ((cv + 1) & cmask)
        elif msg.mode == MODE_OFB:
            cv = block(key, cv)
            out.append(OutBeat((cv ^ data) & _mask_top(obits, w), beat.last, obits))
        elif msg.mode == MODE_CFB:
            s = msg.seg
            o = block(key, cv)
            if s < w:
                obits = s
            res = (o ^ data) & _mask_top(obits, w)
            out.append(OutBeat(res, beat.last, obits))
            c = data if msg.decrypt else res
            if s == w:
                cv = c
            else:
                cv = ((cv << s) | (c >> (w - s))) & full
        else:  # CMAC
            if not beat.last:
                cmac_x = block(key, cmac_x ^ data)
                continue
            if beat.bits == w:
                cmac_x = block(key, cmac_x ^ data ^ k1)
            else:
                m = (data & _mask_top(beat.bits, w)) | (1 << (w - 1 - beat.bits))
                cmac_x = block(key, cmac_x ^ m ^ k2)
            tbits = 8 * msg.taglen
            tag = cmac_x & _mask_top(tbits, w)
            if msg.decrypt:
                exp = msg.iv if expected_tag is None else expected_tag
                if (exp & _mask_top(tbits, w)) != tag:
                    return done(ST_ERR_AUTH)
            out.append(OutBeat(tag, True, tbits))
    if msg.abort:
        return done(ST_ERR_BUSY)
    return out


def stray_beats(n: int) -> list[OutBeat]:
    """What the engine emits for ``n`` data beats on a stream with no open message
    (on the packet interface: ``n`` packets that end inside their header)."""
    return [OutBeat(0, True, 0, ST_ERR_HEADER) for _ in range(n)]
