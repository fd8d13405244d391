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
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from cipherline.ref.cipher import aes_ecb_int, aes_key_port, tdes_ecb_int

__all__ = [
    "MODE_ECB", "MODE_CBC", "MODE_CFB", "MODE_OFB", "MODE_CTR", "MODE_CMAC", "MODE_NAMES",
    "ST_OK", "ST_ERR_PARTIAL", "ST_ERR_MODE", "ST_ERR_PARAM", "ST_ERR_HEADER",
    "ST_ERR_BUSY", "ST_ERR_AUTH", "ST_ERR_POLICY", "STATUS_NAMES",
    "Policy", "NIST_POLICY", "NO_POLICY", "keys_distinct",
    "Beat", "OutBeat", "Message", "expected_beats", "stray_beats",
    "cmac", "BlockFn", "tdes_block_fn", "toy_block_fn", "aes_block_fn", "aes_bundle",
    "AES_KEY_BITS", "block_fn",
]

# Keep in sync with rtl/modes/cipher_modes_pkg.sv.
MODE_ECB, MODE_CBC, MODE_CFB, MODE_OFB, MODE_CTR, MODE_CMAC = range(6)
MODE_NAMES = {MODE_ECB: "ECB", MODE_CBC: "CBC", MODE_CFB: "CFB", MODE_OFB: "OFB",
              MODE_CTR: "CTR", MODE_CMAC: "CMAC"}
(ST_OK, ST_ERR_PARTIAL, ST_ERR_MODE, ST_ERR_PARAM, ST_ERR_HEADER, ST_ERR_BUSY,
 ST_ERR_AUTH, ST_ERR_POLICY) = range(8)
STATUS_NAMES = {ST_OK: "OK", ST_ERR_PARTIAL: "ERR_PARTIAL", ST_ERR_MODE: "ERR_MODE",
                ST_ERR_PARAM: "ERR_PARAM", ST_ERR_HEADER: "ERR_HEADER",
                ST_ERR_BUSY: "ERR_BUSY", ST_ERR_AUTH: "ERR_AUTH", ST_ERR_POLICY: "ERR_POLICY"}


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
    "toy").
    """

    def __init__(self, width: int, fn, key_bits: int = 192, key_ok=None, cipher: str = "",
                 key_valid=None, forward_only: bool = False) -> None:
        self.width = width
        self.fn = fn
        self.key_bits = key_bits
        self.key_ok = key_ok
        self.cipher = cipher
        self.key_valid = key_valid
        self.forward_only = forward_only

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


def aes_block_fn(keylens: int = 7, encrypt_only: bool = False) -> BlockFn:
    """AES (FIPS-197) on aes_modes' 258-bit key bundles: key sizes outside the
    ``keylens`` mask (bit 0 AES-128, 1 AES-192, 2 AES-256) and code 3 are not
    supported; ``encrypt_only``: no inverse cipher. No policy key check."""

    def fn(k: int, b: int, d: bool) -> int:
        return aes_ecb_int(k & ((1 << 256) - 1), k >> 256, b, d)

    return BlockFn(128, fn, key_bits=AES_KEY_BITS, key_ok=None, cipher="aes",
                   key_valid=lambda k: (k >> 256) < 3 and bool(keylens >> (k >> 256) & 1),
                   forward_only=encrypt_only)


def block_fn(cipher: str, params: dict | None = None) -> BlockFn:
    """The BlockFn of a registry cipher ("tdes", "aes" or "toy") with the
    configuration's parameters (NUM_DES; KEYLENS, ENCRYPT_ONLY)."""
    p = params or {}
    if cipher == "tdes":
        return tdes_block_fn(p.get("NUM_DES", 3))
    if cipher == "aes":
        return aes_block_fn(p.get("KEYLENS", 7), bool(p.get("ENCRYPT_ONLY", 0)))
    if cipher == "toy":
        return toy_block_fn()
    raise ValueError(f"no block function for cipher {cipher!r}")


@dataclass(frozen=True)
class Beat:
    """One data-in beat. ``bits`` matters on the last beat only.

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


def _config_error(msg: Message, block: BlockFn, policy: Policy) -> int:
    width = block.width
    if msg.mode not in MODE_NAMES:
        return ST_ERR_MODE
    if block.forward_only and msg.decrypt and msg.mode in (MODE_ECB, MODE_CBC):
        return ST_ERR_MODE
    if msg.fault is not None or (block.key_valid is not None and not block.key_valid(msg.key)):
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
    return ST_OK


def policy_applies(msg: Message, policy: Policy) -> bool:
    """Does the message's policy status depend on ``policy`` (so a test must know it)?"""
    return policy.enabled and not msg.legacy


def expected_beats(msg: Message, block: BlockFn, ctr_w: int | None = None,
                   expected_tag: int | None = None, policy: Policy = NIST_POLICY) -> list[OutBeat]:
    """The output beats the engine must produce for ``msg``.

    ``ctr_w``: the engine's CTR_W (default: the block width). A message
    without beats is the empty message (one 0-bit last beat).
    For an ``abort`` message the returned list ends with the ERR_BUSY beat.
    """
    w = block.width
    full = (1 << w) - 1
    ctr_w = w if ctr_w is None else ctr_w
    if not msg.beats and not msg.abort:
        # A packet with no data beats (its header ends it) is the empty
        # message: the engine sees a 0-bit last beat.
        msg = replace(msg, beats=[Beat(0, True, 0)])
    err = _config_error(msg, block, policy)
    limit = policy.max_blocks if (policy.enabled and not msg.legacy) else None
    out: list[OutBeat] = []

    def done(status: int) -> list[OutBeat]:
        out.append(OutBeat(0, True, 0, status))
        return out

    if err != ST_OK:
        # Rejected message: beats are swallowed; one status beat on the last.
        return done(ST_ERR_BUSY if msg.abort else err) if (msg.abort or msg.beats) else out

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
