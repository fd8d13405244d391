# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""TDEA Monte Carlo tests (NIST SP 800-20 TMOVS / CAVS TDESVS), expected values.

The Monte Carlo test (MCT) of a mode is 400 outer iterations of 10,000
chained block operations each.  After every outer iteration the key is
updated from the last 64, 128 or 192 bits of output (depending on the keying
option), parity-adjusted, and the next IV and input text are derived from the
state at the end of the inner loop.  Every outer iteration produces one record
(KEY1, KEY2, KEY3, IV, input text, output text).

This module computes the expected records in Python with pycryptodome.  The
hardware side (the C++ Verilator harness, ``tb/cpp/``) runs the same procedure
against the simulated core; :mod:`cipherline.commands.conformance` compares every
record.  Two independent Python computations are provided:

* :func:`expected_records` -- the primary one, written from the SP 800-20
  description with integer block algebra (``O_j = TDEA(I_j)`` etc.);
* :func:`expected_records_alt` -- a second one that streams the text through
  pycryptodome's own CBC / CFB / OFB mode objects (and a bit-string
  formulation for CFB-1, which pycryptodome does not offer), used by the unit
  tests to cross-check the first.

The procedure per mode (s = segment size in bits; ``text`` is the s-bit input:
plaintext when encrypting, ciphertext when decrypting; E = TDEA forward,
D = TDEA inverse)::

  ECB  : out_j = E/D(text_j);  text_{j+1} = out_j.
         next text = out_9999.
  CBC e: C_j = E(P_j ^ CV_j); P_{j+1} = CV_j; CV_{j+1} = C_j.
         next IV = C_9999, next P = C_9998.
  CBC d: P_j = D(C_j) ^ CV_j; CV_{j+1} = C_j; C_{j+1} = P_j.
         next IV = C_9999, next C = P_9999.
  CFB-s: O_j = E(X_j) (X_0 = IV, X = shift register of ciphertext segments)
     e:  C_j = P_j ^ MSB_s(O_j); P_{j+1} = MSB_s(X_j); X_{j+1} = X_j << s | C_j.
     d:  P_j = C_j ^ MSB_s(O_j); C_{j+1} = MSB_s(O_j);  X_{j+1} = X_j << s | C_j.
         next IV = X_10000, next text = text_10000.
  OFB  : O_j = E(I_j) (I_0 = IV, I_{j+1} = O_j); out_j = text_j ^ O_j;
         text_{j+1} = I_j.
         next IV = O_9999, next text = text_0 ^ O_9998.

Key update after each outer iteration, with ``hist`` the last 192 output bits
(the output stream concatenated; for s = 64 the last three output blocks)::

  KEY1 ^= hist[63:0]; KEY2 ^= hist[127:64]; KEY3 ^= hist[191:128]
  keying option 2 (K1 = K3): KEY3 = KEY1;  option 3 (K1 = K2 = K3): KEY2 = KEY3 = KEY1
  then every key byte is set to odd parity.

The ECB procedure is checked against the published "Triple DES Monte Carlo
(Modes) Test Sample Results" (first two outer iterations for each keying
option) in ``tests/test_mct.py``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, Iterable, Sequence

from Crypto.Cipher import DES, DES3

MODES: tuple[str, ...] = ("ecb", "cbc", "cfb1", "cfb8", "cfb64", "ofb")
SEGMENT_BITS: dict[str, int] = {"ecb": 64, "cbc": 64, "cfb1": 1, "cfb8": 8, "cfb64": 64, "ofb": 64}
KEYINGS: tuple[int, ...] = (1, 2, 3)
OUTER_FULL = 400
INNER_FULL = 10_000

# Version of the expected-value procedure (part of the cache key).
PROCEDURE_VERSION = "sp800-20-tdesvs-1"

M64 = (1 << 64) - 1
M192 = (1 << 192) - 1

# Initial values (SP 800-20 sample data style): "Now is t" as plaintext.
DEFAULT_KEYS = {
    1: (0x0123456789ABCDEF, 0x23456789ABCDEF01, 0x456789ABCDEF0123),
    2: (0x0123456789ABCDEF, 0x23456789ABCDEF01, 0x0123456789ABCDEF),
    3: (0x0123456789ABCDEF, 0x0123456789ABCDEF, 0x0123456789ABCDEF),
}
DEFAULT_IV = 0x1234567890ABCDEF
DEFAULT_TEXT = 0x4E6F772069732074


class MctError(ValueError):
    """Bad Monte Carlo test parameters."""


def mode_label(mode: str) -> str:
    """Display name: ecb -> ECB, cfb8 -> CFB-8."""
    if mode.startswith("cfb"):
        return f"CFB-{mode[3:]}"
    return mode.upper()


def parse_mode(name: str) -> str:
    """Accept ECB, cbc, CFB-8, cfb8, CFB64 ... and return the canonical name."""
    key = name.strip().lower().replace("-", "").replace("_", "")
    if key not in MODES:
        raise MctError(f"unknown MCT mode {name!r}; choose from {', '.join(mode_label(m) for m in MODES)}")
    return key


def odd_parity(k: int) -> int:
    """Set the least significant bit of every byte of a 64-bit key to odd parity."""
    out = 0
    for sh in range(56, -8, -8):
        b = (k >> sh) & 0xFE
        if bin(b).count("1") % 2 == 0:
            b |= 1
        out |= b << sh
    return out


@dataclass(frozen=True)
class MctSpec:
    """One Monte Carlo chain: a mode, a direction, a keying option, initial values."""

    mode: str
    decrypt: bool
    keying: int = 1
    keys: tuple[int, int, int] = DEFAULT_KEYS[1]
    iv: int = DEFAULT_IV
    text: int = DEFAULT_TEXT  # s-bit initial input (masked to the segment size)
    outer: int = OUTER_FULL
    inner: int = INNER_FULL

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise MctError(f"unknown MCT mode {self.mode!r}")
        if self.keying not in KEYINGS:
            raise MctError(f"keying option must be 1, 2 or 3, not {self.keying!r}")
        k1, k2, k3 = self.keys
        if self.keying == 2 and k1 != k3:
            raise MctError("keying option 2 needs KEY1 == KEY3")
        if self.keying == 3 and not (k1 == k2 == k3):
            raise MctError("keying option 3 needs KEY1 == KEY2 == KEY3")
        if self.outer < 1 or self.inner < 3:
            raise MctError("need outer >= 1 and inner >= 3")

    @property
    def seg(self) -> int:
        return SEGMENT_BITS[self.mode]

    @property
    def name(self) -> str:
        d = "dec" if self.decrypt else "enc"
        return f"{mode_label(self.mode)}-{d}-k{self.keying}"

    def to_json(self) -> dict:
        return asdict(self) | {"keys": list(self.keys)}

    def cache_key(self) -> str:
        from cipherline import cache

        return cache.digest(PROCEDURE_VERSION, asdict(self), length=24)

    # The hooks the shared machinery calls (expected_cached, compare, and
    # cipherline.sim.harness.run_mct); cipherline.ref.aes_mct.AesMctSpec has
    # the same ones.

    def expected(self) -> list["MctRecord"]:
        return expected_records(self)

    def line(self) -> str:
        """The chain as a line of the harness's spec file (tb/cpp/mct_io.h)."""
        k1, k2, k3 = self.keys
        return (f"{self.mode} {int(self.decrypt)} {self.keying} {k1:016x} {k2:016x} {k3:016x} "
                f"{self.iv:016x} {self.text:x} {self.outer} {self.inner}")

    def record(self, d: dict) -> "MctRecord":
        """A record as the harness prints it (JSON, hex fields)."""
        return MctRecord(count=d["count"], key1=int(d["key1"], 16), key2=int(d["key2"], 16),
                         key3=int(d["key3"], 16), iv=None if self.mode == "ecb" else int(d["iv"], 16),
                         text_in=int(d["in"], 16), text_out=int(d["out"], 16))

    @staticmethod
    def record_from_json(d: dict) -> "MctRecord":
        """A record from the expected-value cache."""
        return MctRecord(**d)


def default_spec(mode: str, decrypt: bool, keying: int = 1, outer: int = OUTER_FULL,
                 inner: int = INNER_FULL) -> MctSpec:
    """The chain cipherline runs by default for (mode, direction, keying)."""
    mode = parse_mode(mode)
    seg = SEGMENT_BITS[mode]
    text = DEFAULT_TEXT >> (64 - seg)  # leftmost s bits of "Now is t"
    return MctSpec(mode=mode, decrypt=decrypt, keying=keying, keys=DEFAULT_KEYS[keying],
                   iv=DEFAULT_IV, text=text, outer=outer, inner=inner)


def default_specs(modes: Iterable[str] = MODES, keyings: Iterable[int] = (1,),
                  outer: int = OUTER_FULL, inner: int = INNER_FULL) -> list[MctSpec]:
    out = []
    for m in modes:
        for dec in (False, True):
            for k in keyings:
                out.append(default_spec(m, dec, k, outer, inner))
    return out


@dataclass(frozen=True)
class MctRecord:
    """One outer iteration: the values at its start and its final output."""

    count: int
    key1: int
    key2: int
    key3: int
    iv: int | None  # None for ECB
    text_in: int    # PLAINTEXT when encrypting, CIPHERTEXT when decrypting
    text_out: int   # the other one

    def fmt(self, seg: int) -> dict[str, str | int]:
        """Hex (or, for CFB-1, bit) strings as in NIST response files."""
        def t(v: int) -> str:
            return format(v, "b") if seg == 1 else format(v, f"0{seg // 4}x")
        d: dict[str, str | int] = {
            "count": self.count,
            "key1": f"{self.key1:016x}", "key2": f"{self.key2:016x}", "key3": f"{self.key3:016x}",
        }
        if self.iv is not None:
            d["iv"] = f"{self.iv:016x}"
        d["in"] = t(self.text_in)
        d["out"] = t(self.text_out)
        return d

    def to_json(self) -> dict:
        return asdict(self)


# --------------------------------------------------------------------------- TDEA


def _tdea_funcs(k1: int, k2: int, k3: int) -> tuple[Callable[[bytes], bytes], Callable[[bytes], bytes]]:
    """(encrypt, decrypt) of one 8-byte block, TDEA EDE with keys K1, K2, K3.

    Degenerate keys work: K1 = K2 = K3 is single DES; K1 = K2 or K2 = K3
    (which pycryptodome's DES3 rejects) chains three single-DES operations.
    """
    b1, b2, b3 = (k.to_bytes(8, "big") for k in (k1, k2, k3))
    if b1 == b2 == b3:
        c = DES.new(b1, DES.MODE_ECB)
        return c.encrypt, c.decrypt
    try:
        c3 = DES3.new(b1 + b2 + b3, DES3.MODE_ECB)
        return c3.encrypt, c3.decrypt
    except ValueError:
        d1, d2, d3 = (DES.new(b, DES.MODE_ECB) for b in (b1, b2, b3))

        def enc(x: bytes) -> bytes:
            return d3.encrypt(d2.decrypt(d1.encrypt(x)))

        def dec(x: bytes) -> bytes:
            return d1.decrypt(d2.encrypt(d3.decrypt(x)))

        return enc, dec


def _update_keys(keys: tuple[int, int, int], hist: int, keying: int) -> tuple[int, int, int]:
    k1 = keys[0] ^ (hist & M64)
    k2 = keys[1] ^ ((hist >> 64) & M64)
    k3 = keys[2] ^ ((hist >> 128) & M64)
    if keying == 2:
        k3 = k1
    elif keying == 3:
        k2 = k3 = k1
    return odd_parity(k1), odd_parity(k2), odd_parity(k3)


# ---------------------------------------------------------------- primary model


def expected_records(spec: MctSpec) -> list[MctRecord]:
    """Primary computation of the MCT records (integer block algebra)."""
    s = spec.seg
    smask = (1 << s) - 1
    keys = spec.keys
    iv = spec.iv & M64
    text = spec.text & smask
    frm = int.from_bytes
    mode = spec.mode
    recs: list[MctRecord] = []
    for i in range(spec.outer):
        enc, dec = _tdea_funcs(*keys)
        iv0, text0 = iv, text
        hist = 0  # last 192 output bits
        out = 0
        if mode == "ecb":
            op = dec if spec.decrypt else enc
            blk = text.to_bytes(8, "big")
            for _ in range(spec.inner):
                blk = op(blk)
                hist = ((hist << 64) | frm(blk, "big")) & M192
            out = text = frm(blk, "big")
        elif mode == "cbc" and not spec.decrypt:
            cv, p = iv, text
            for _ in range(spec.inner):
                c = frm(enc((p ^ cv).to_bytes(8, "big")), "big")
                p, cv = cv, c          # P_{j+1} = CV_j ; CV_{j+1} = C_j
                hist = ((hist << 64) | c) & M192
            out = cv
            iv, text = cv, p           # IV = C_9999 ; P = C_9998
        elif mode == "cbc":
            cv, c = iv, text
            for _ in range(spec.inner):
                p = frm(dec(c.to_bytes(8, "big")), "big") ^ cv
                cv, c = c, p           # CV_{j+1} = C_j ; C_{j+1} = P_j
                hist = ((hist << 64) | p) & M192
            out = c
            iv, text = cv, c           # IV = C_9999 ; C = P_9999
        elif mode.startswith("cfb"):
            x, t = iv, text
            for _ in range(spec.inner):
                ks = frm(enc(x.to_bytes(8, "big")), "big") >> (64 - s)  # MSB_s(O_j)
                r = t ^ ks
                if spec.decrypt:       # r = P_j ; ciphertext segment = t
                    x, t = ((x << s) | t) & M64, ks
                else:                  # r = C_j ; next P = MSB_s(X_j)
                    x, t = ((x << s) | r) & M64, x >> (64 - s)
                hist = ((hist << s) | r) & M192
                out = r
            iv, text = x, t
        elif mode == "ofb":
            x, t = iv, text
            prev = x
            for _ in range(spec.inner):
                o = frm(enc(x.to_bytes(8, "big")), "big")
                out = t ^ o
                hist = ((hist << 64) | out) & M192
                t = x                  # text_{j+1} = I_j
                prev, x = x, o         # I_{j+1} = O_j
            iv, text = x, text0 ^ prev  # IV = O_9999 ; text = text_0 ^ O_9998
        else:  # pragma: no cover - guarded by MctSpec
            raise MctError(mode)
        recs.append(MctRecord(i, keys[0], keys[1], keys[2], None if mode == "ecb" else iv0, text0, out))
        keys = _update_keys(keys, hist, spec.keying)
    return recs


# ------------------------------------------------------- second, independent model


def _mode_cipher(keys: tuple[int, int, int], mode: int, **kw):
    b1, b2, b3 = (k.to_bytes(8, "big") for k in keys)
    if b1 == b2 == b3:
        return DES.new(b1, mode, **kw)
    try:
        return DES3.new(b1 + b2 + b3, mode, **kw)
    except ValueError as e:  # K1 = K2 or K2 = K3 by chance: vanishingly unlikely
        raise MctError(f"degenerate key in the second MCT model: {e}") from None


def _xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b))


def _cfb1_step(ecb_encrypt: Callable[[bytes], bytes], reg: str, bit: str, decrypt: bool) -> tuple[str, str]:
    """One CFB-1 step on a 64-character bit-string register; returns (output bit, new register)."""
    o = ecb_encrypt(int(reg, 2).to_bytes(8, "big"))
    ks = "1" if o[0] & 0x80 else "0"
    r = "0" if ks == bit else "1"
    c = bit if decrypt else r
    return r, reg[1:] + c


def cfb1_process(keys: tuple[int, int, int], iv: int, bits: str, decrypt: bool) -> str:
    """CFB-1 over a bit string (used to check the bit-level model against NIST files)."""
    enc = _mode_cipher(keys, DES.MODE_ECB).encrypt
    reg = format(iv, "064b")
    out = []
    for b in bits:
        r, reg = _cfb1_step(enc, reg, b, decrypt)
        out.append(r)
    return "".join(out)


def expected_records_alt(spec: MctSpec) -> list[MctRecord]:
    """Second computation: pycryptodome's own mode objects, byte strings, bit strings.

    The chaining state is kept inside pycryptodome's CBC/CFB/OFB objects for
    the whole inner loop; only the MCT's feedback of texts is done here.
    """
    keys = spec.keys
    nb = max(spec.seg // 8, 1)
    iv_b = spec.iv.to_bytes(8, "big")
    if spec.seg == 1:
        text_b: bytes | str = str(spec.text & 1)
    else:
        text_b = (spec.text & ((1 << spec.seg) - 1)).to_bytes(nb, "big")
    recs: list[MctRecord] = []
    for i in range(spec.outer):
        iv0, t0 = iv_b, text_b
        outs: list = []  # output texts, newest last (only the last 192 bits matter)
        m = spec.mode
        if m == "ecb":
            c = _mode_cipher(keys, DES.MODE_ECB)
            op = c.decrypt if spec.decrypt else c.encrypt
            t = text_b
            for _ in range(spec.inner):
                t = op(t)
                outs.append(t)
                del outs[:-3]
            text_b = t
        elif m == "cbc":
            c = _mode_cipher(keys, DES.MODE_CBC, iv=iv_b)
            t = text_b
            if not spec.decrypt:
                prev_c = iv_b
                for _ in range(spec.inner):
                    ct = c.encrypt(t)
                    t, prev_c = prev_c, ct
                    outs.append(ct)
                    del outs[:-3]
                iv_b, text_b = prev_c, t
            else:
                for _ in range(spec.inner):
                    pt = c.decrypt(t)
                    last_c, t = t, pt
                    outs.append(pt)
                    del outs[:-3]
                iv_b, text_b = last_c, t
        elif m in ("cfb8", "cfb64"):
            c = _mode_cipher(keys, DES.MODE_CFB, iv=iv_b, segment_size=spec.seg)
            reg = iv_b
            t = text_b
            for _ in range(spec.inner):
                if spec.decrypt:
                    pt = c.decrypt(t)
                    reg = (reg + t)[-8:]
                    outs.append(pt)
                    t = _xor(pt, t)        # next C = MSB_s(O_j) = P_j ^ C_j
                else:
                    ct = c.encrypt(t)
                    t = reg[:nb]          # next P = MSB_s(register before this step)
                    reg = (reg + ct)[-8:]
                    outs.append(ct)
                del outs[:-(192 // spec.seg)]
            iv_b, text_b = reg, t
        elif m == "cfb1":
            enc = _mode_cipher(keys, DES.MODE_ECB).encrypt
            reg = format(int.from_bytes(iv_b, "big"), "064b")
            t = text_b
            for _ in range(spec.inner):
                before = reg
                r, reg = _cfb1_step(enc, reg, t, spec.decrypt)
                outs.append(r)
                if spec.decrypt:
                    t = "0" if r == t else "1"   # MSB_1(O_j) = P_j xor C_j
                else:
                    t = before[0]
                del outs[:-192]
            iv_b, text_b = int(reg, 2).to_bytes(8, "big"), t
        elif m == "ofb":
            c = _mode_cipher(keys, DES.MODE_OFB, iv=iv_b)
            t = text_b
            feed = iv_b
            o_prev = iv_b
            for _ in range(spec.inner):
                r = c.encrypt(t)
                o = _xor(r, t)
                outs.append(r)
                del outs[:-3]
                t = feed
                o_prev, feed = feed, o
            iv_b, text_b = feed, _xor(t0, o_prev)
        else:  # pragma: no cover
            raise MctError(m)
        if spec.seg == 1:
            hist = int("".join(outs), 2)
            out_v = int(outs[-1])
            t0_v = int(t0)
        else:
            hist = int.from_bytes(b"".join(outs), "big") & M192
            out_v = int.from_bytes(outs[-1], "big")
            t0_v = int.from_bytes(t0, "big")
        recs.append(MctRecord(i, keys[0], keys[1], keys[2],
                              None if m == "ecb" else int.from_bytes(iv0, "big"), t0_v, out_v))
        keys = _update_keys(keys, hist, spec.keying)
    return recs


# ------------------------------------------------------------------- caching


def expected_cached(spec, cache_dir: Path | None = None) -> list:
    """The chain's expected records (``spec.expected()``: :func:`expected_records`
    for a TDEA :class:`MctSpec`, :func:`cipherline.ref.aes_mct.expected_records`
    for an :class:`~cipherline.ref.aes_mct.AesMctSpec`), cached as JSON under
    build/mct/expected/."""
    if cache_dir is None:
        from cipherline.hdl import BUILD

        cache_dir = BUILD / "mct" / "expected"
    from cipherline import cache

    key = spec.cache_key()
    path = Path(cache_dir) / f"{key}.json"
    data = cache.load(path, key)
    if data is not None:
        try:
            return [spec.record_from_json(r) for r in data["records"]]
        except (TypeError, KeyError, ValueError):
            pass  # corrupt cache: recompute
    recs = spec.expected()
    cache.store(path, {"key": key, "spec": spec.to_json(), "records": [r.to_json() for r in recs]})
    return recs


def compare(spec, expected: Sequence, got: Sequence) -> list[str]:
    """Human-readable differences (empty list = all records match); for TDEA
    and AES chains alike (records with ``count`` and ``fmt(seg)``)."""
    problems: list[str] = []
    if len(got) != len(expected):
        problems.append(f"{spec.name}: {len(got)} records from the hardware, expected {len(expected)}")
    seg = spec.seg
    for e, g in zip(expected, got):
        if e != g:
            ef, gf = e.fmt(seg), g.fmt(seg)
            diff = ", ".join(f"{k}: expected {ef[k]} got {gf.get(k)}" for k in ef if ef[k] != gf.get(k))
            problems.append(f"{spec.name} COUNT={e.count}: {diff}")
            if len(problems) >= 5:
                problems.append(f"{spec.name}: (further mismatches not listed)")
                break
    return problems
