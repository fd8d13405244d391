# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The AES modes engine's part of ``cipherline soak``: GCM and CCM on the packet interface.

:mod:`cipherline.commands.soak` runs this for every ``aes-modes-...``
target (the engine must build GCM and CCM, with its message buffer). The
harness (``replay`` subcommand of tb/cpp/harness_modes_main.cpp, run by
:func:`cipherline.sim.harness.run_replay`) only sends the raw AXI4-Stream
beats built here and records every output beat; everything else is here.

Traffic (:func:`aes_chunk`), one packet per message (docs/modes.md), on the
engine's streams, each stream's beats in order, the streams interleaved beat
by beat (:func:`cipherline.commands.soak_check.stream_merge`: each stream spreads
its beats over its phase, at gamma-distributed intervals; every eighth
stream gets twice the messages):

* GCM and CCM (modes 6 and 7) in both directions, built in bulk here: keys
  from a pool of the key sizes the engine builds (the key field's bytes past
  the key random), GCM IVs of 12 bytes in the header and of 1..1024 bytes as
  data beats, CCM nonces of 7..13 bytes, random junk in the ignored bytes of
  the IV beat and in the unused lanes of short beats, AAD of 0 bytes to
  2 KiB and, now and then, around CCM's 0xff00-byte length-prefix change,
  payloads of 0 bytes to 2 KiB (GCM on few streams: to half the message
  buffer; partial last beats), every tag length, the legacy flag at random.
  Decryptions with a wrong tag (ERR_AUTH), decryptions longer than the
  message buffer (ERR_LONG) and of just its size, two (now and then three)
  decryptions of half the buffer in every chunk, of which only one fits
  (ERR_FULL), malformed control beats and unsupported key sizes
  (ERR_PARAM). Expected beats from pycryptodome's ``AES.MODE_GCM`` and
  ``AES.MODE_CCM``; one message in :data:`SPOT_CHECK_EVERY` is also built as
  a :class:`~cipherline.ref.modes_model.Message` and checked against
  :func:`~cipherline.ref.modes_model.expected_beats` (inputs and outputs).
* The cocotb benches' generators for the rest (tb/modes/gcm_scenarios.py
  ``random_gcm_job``: beats missing, extra or with the wrong bytes
  (ERR_PARTIAL), tag and IV / nonce lengths the engine refuses (ERR_PARAM),
  mode bytes above 7 (ERR_MODE); tb/modes/scenarios.py ``random_message``:
  the block modes ECB to CMAC with their error cases, and stray packets
  that end inside their header (ERR_HEADER)); their expected beats come from
  the model. (ERR_BUSY cannot be caused through the packet interface.)

The traffic comes in phases, each on a random number of active streams (1
to all of them; :class:`Phase`): few streams leave the message buffer room
for long decryptions, many fill it, so that decryptions that find it full
get ERR_FULL; CCM and the other one-block-per-round-trip messages come
mostly on many streams, where the engine can interleave them. Which ones do is fixed by the input order alone (docs/modes.md
*Message buffer*: a decryption reserves ceil(payload / 16) words at its
header's IV beat and returns them at its packet's last beat), which the
replay keeps whatever the gaps and stalls, so the checker expects exactly
:func:`cipherline.ref.modes_model.buffer_admission`'s verdicts: such a
message gives its ERR_FULL status beat alone.

Checks (:func:`aes_check`): every stream's output beats (TDATA, TKEEP,
TLAST, TUSER) against its expected sequence
(:func:`cipherline.commands.soak_check.classify_sequence`: lost, duplicated,
reordered, wrong), and a beat that is plaintext of a decryption that must
not release it (ERR_AUTH, ERR_PARTIAL, ERR_LONG, ERR_FULL, ...) is counted
as *leaked*.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from cipherline import hdl
from cipherline.ref import modes_model as mm
from cipherline.cores.reference import block_fn, packet_format
from cipherline.ref.descriptor import DESC_BYTES, data_beats, descriptor
from cipherline.ref.packet import FAULTS

if TYPE_CHECKING:
    import numpy as np

    from cipherline.commands.soak_check import Counts
    from cipherline.cores import Config

NB = 16                      # bytes of a beat (TDATA lanes)
FMT = packet_format("aes")
#: Record layouts of the harness's ``replay`` subcommand (aes_modes: 24 bytes).
IN_REC = [("tdata", "V16"), ("tid", ">u2"), ("tkeep", ">u2"), ("tlast", "u1"), ("pad", "V3")]
OUT_REC = [("tdata", "V16"), ("tid", ">u2"), ("tkeep", ">u2"), ("tlast", "u1"), ("tuser", "u1"), ("pad", "V2")]
REC_BYTES = 24
#: Descriptor records of ``replay --cmds`` (an engine with descriptors: 72 bytes).
CMD_REC = [("tdata", f"V{DESC_BYTES}"), ("tid", ">u2"), ("pad", "V6")]
AES_CHUNK = 250_000          # data beats per harness run
AES_KEYS = 32                # key pool per chunk
SPOT_CHECK_EVERY = 32        # bulk messages checked against modes_model.expected_beats
#: Error kinds of the bulk messages (besides "enc" and "dec").
BULK_ERRORS = ("auth", "toolong", "fault", "bad_key")
#: Error kinds of the cocotb generators: random_gcm_job's (tb/modes/gcm_scenarios.py;
#: its "tag" and "toolong" are bulk kinds here) and random_message's stray packets.
MODEL_ERRORS = ("short", "long", "keep", "taglen", "ivlen", "mode")
#: Probability of each kind of message (the rest: enc / dec half and half).
MIX = {"auth": 0.06, "toolong": 0.0006, "fault": 0.01, "bad_key": 0.01, "model": 0.05, "block": 0.05,
       "stray": 0.01}
#: Active streams of a phase (at most the engine's: 1024 = all) and their weights (:class:`Phase`).
PHASE_STREAMS = (1, 2, 4, 8, 16, 32, 64, 1024)
PHASE_WEIGHTS = (1, 1, 1, 1, 1, 2, 4, 4)
HOT = 2.0                    # every eighth stream gets that many more messages
MERGE_SHAPE = 8.0            # gamma-distributed gaps between a stream's beats (exponential: 1)


@dataclass(frozen=True)
class Phase:
    """What the AEAD messages of a phase on ``streams`` active streams are.

    The engine runs a GCM message with a 96-bit IV at a block per clock on
    one stream; CCM (two core operations a payload block), GCM with another
    IV length and the block modes' feedback run one operation per round
    trip per stream (docs/modes.md *GCM*, *CCM*), and a beat whose stream
    is still waiting holds up the one input link for everyone. So the
    fewer the streams, the fewer of those: (streams / the engine's
    streams)^2 of their full share; and a stream of a phase sends its beats
    spread over the whole phase, so CCM payloads stay short (2 KiB; a long
    CCM stream would run alone, a beat per two round trips) and phases on
    many streams are long. GCM payloads of up to half the message buffer (and decryptions
    of all of it) come on few streams, which leave the buffer free.
    """

    streams: int
    of: int = 64                 # the engine's streams

    @property
    def serial(self) -> float:
        return min(1.0, self.streams / self.of) ** 2

    @property
    def ccm(self) -> float:
        """The share of CCM messages."""
        return 0.3 * self.serial

    @property
    def odd_iv(self) -> float:
        """The share of GCM messages with an IV of another length than 96 bits."""
        return 0.15 * self.serial

    @property
    def long(self) -> bool:
        """GCM payloads of up to half the message buffer (else 2 KiB)."""
        return self.streams <= 8

    @property
    def beats(self) -> tuple[int, int]:
        """The range of its data beats."""
        return (1_000, 12_000) if self.streams <= 8 else (8_000, 30_000)


def _tb():
    """The cocotb benches' generators (tb/modes, in the repository next to tb/cpp)."""
    if str(hdl.REPO) not in sys.path:
        sys.path.append(str(hdl.REPO))
    from tb.modes import gcm_scenarios, scenarios

    return scenarios, gcm_scenarios


# ---------------------------------------------------------------------------
# The engine
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Engine:
    """What the traffic and its expected beats need of an aes_modes configuration."""

    streams: int
    keylens: int                 # KEYLENS mask
    buf_bytes: int               # message buffer (AUTH_BUF_BYTES)
    ctr_w: int
    block: mm.BlockFn
    policy: mm.Policy
    desc: bool = False           # descriptors (DESC = 1): the data channel carries the bytes alone

    @property
    def buf_beats(self) -> int:
        return self.buf_bytes // NB


def supported(cfg: Config) -> str | None:
    """Why the soak cannot run ``cfg`` (None: it can): an aes_modes engine
    with GCM and CCM and their message buffer."""
    p = cfg.p
    if cfg.kind != "engine" or cfg.spec.cipher != "aes":
        return "not an AES modes engine"
    if not p["GCM"] or p["MODES"] & 0xC0 != 0xC0:
        return "it does not build both GCM and CCM (GCM=1 and a MODES profile with modes 6 and 7)"
    if p["RELEASE_UNVERIFIED"]:
        return "it releases unverified plaintext (ru: no message buffer to soak)"
    if p["STREAMS"] < 2:
        return "it has one stream"
    return None


def engine(cfg: Config) -> Engine:
    p = cfg.p
    return Engine(p["STREAMS"], p["KEYLENS"], p["AUTH_BUF_BYTES"], p["CTR_W"], block_fn("aes", p),
                  mm.Policy(enabled=bool(p["POLICY"]), max_blocks=p["MAX_BLOCKS"], cmac_min_tag=p["CMAC_MIN_TAG"]),
                  bool(p.get("DESC")))


def key_pool(r: random.Random, eng: Engine, n: int = AES_KEYS) -> list[int]:
    """``n`` key bundles ({size code, 32-byte key field}) of the sizes the
    engine builds; the field's bytes past the key are random (ignored)."""
    codes = [c for c in range(3) if eng.keylens >> c & 1]
    return [r.choice(codes) << 256 | r.getrandbits(256) for _ in range(n)]


_KEY_BYTES = (16, 24, 32)


def key_bytes(bundle: int) -> bytes:
    return (bundle & ((1 << 256) - 1)).to_bytes(32, "big")[:_KEY_BYTES[bundle >> 256]]


# ---------------------------------------------------------------------------
# Messages
# ---------------------------------------------------------------------------


@dataclass
class AesMsg:
    """One message (or stray packets) on stream ``sid``: its input beats and expected output beats.

    On an engine with descriptors a message is its descriptor (``desc``) and
    its data beats (at least one: an empty beat with TLAST when it has no
    bytes), and a stray is one packet (1 to 3 beats) without a descriptor."""

    sid: int
    kind: str
    beats: np.ndarray            # IN_REC (tid set)
    opens: int                   # index of the beat where its command issues and the message
                                 # opens (in-band: its IV beat; with descriptors: 0), -1: stray
    expected: np.ndarray         # OUT_REC, if the message buffer admits it
    reserve: int = 0             # message buffer beats it reserves (a buffered decryption)
    plain: bytes = b""           # its plaintext beats as the engine would send them (decryptions)
    spec: AeadSpec | None = None  # a bulk message's parts, for the spot check
    full: bool = False           # the buffer rejects it (ERR_FULL), set by aes_expected
    desc: bytes | None = None    # its descriptor (DESC_BYTES), on an engine with descriptors

    @property
    def data_beats(self) -> int:
        if self.desc is not None:
            return len(self.beats)
        return len(self.beats) - self.opens - 1 if self.opens >= 0 else 0

    @property
    def status(self) -> int:
        return mm.ST_ERR_FULL if self.full else int(self.expected["tuser"][-1])


def _np():
    import numpy as np

    return np


KEEP = [(1 << k) - 1 for k in range(NB + 1)]  # TKEEP of a beat of k bytes


def _split(data: bytes, junk: bytes | None = None) -> tuple[bytes, list[int]]:
    """``data`` as beats: their lanes (a short last beat's unused lanes zero,
    or from ``junk``) and their TKEEP."""
    n = -(-len(data) // NB)
    rest = NB * n - len(data)
    keep = [KEEP[NB]] * n
    if rest:
        keep[-1] = KEEP[NB - rest]
    return data + (bytes(rest) if junk is None else junk[:rest]), keep


def _records(dtype, lanes: bytes, keep, last=None, user=None) -> np.ndarray:
    np = _np()
    a = np.zeros(len(lanes) // NB, dtype=dtype)
    a["tdata"] = np.frombuffer(lanes, dtype="V16")
    a["tkeep"] = keep
    if last is not None:
        a["tlast"] = last
    if user is not None:
        a["tuser"] = user
    return a


def _cat(parts: list[np.ndarray], dtype) -> np.ndarray:
    """Records concatenated (np.concatenate makes the fields native-endian)."""
    return _np().concatenate(parts).astype(dtype)


def _status(status: int) -> np.ndarray:
    return _records(OUT_REC, bytes(NB), 0, 1, status)


def _header(msg: mm.Message, header_only: bool) -> tuple[bytes, list[int]]:
    beats = FMT.header(msg, header_only)
    return b"".join(d.to_bytes(NB, "little") for d, _, _ in beats), [k for _, k, _ in beats]


def _length(r: random.Random, rows: tuple[tuple[float, int, int], ...]) -> int:
    """A length from ``rows`` of (cumulative probability, shortest, longest)."""
    x = r.random()
    return next(r.randint(lo, hi) for p, lo, hi in rows if x < p or p >= 1.0)


def _aad_len(r: random.Random, big: bool) -> int:
    """An AAD length; ``big``: about 0xff00 bytes, where CCM's 2-byte AAD length
    prefix becomes ff fe and 4 bytes."""
    if big:
        return r.randint(0xFF00 - 48, 0xFF00 + 48)
    return _length(r, ((0.3, 0, 0), (0.6, 1, 32), (0.85, 33, 256), (1.0, 257, 2048)))


def _payload_len(r: random.Random, buf_bytes: int, long: bool) -> int:
    """A payload length; ``long``: one in twenty up to half the message buffer."""
    return _length(r, ((0.1, 0, 0), (0.35, 1, 32), (0.7, 33, 512), (0.95 if long else 1.0, 513, 2048),
                       (1.0, 513, max(513, buf_bytes // 2))))


def _flip_bits(tag: bytes, r: random.Random) -> bytes:
    t = int.from_bytes(tag, "big")
    for f in r.sample(range(8 * len(tag)), r.randint(1, 3)):
        t ^= 1 << f
    return t.to_bytes(len(tag), "big")


def aead_message(r: random.Random, eng: Engine, sid: int, keys: list[int], kind: str,
                 phase: Phase = Phase(64), ccm: bool | None = None) -> AesMsg:
    """A bulk GCM or CCM message of ``phase`` (``ccm``: CCM or GCM, else at
    random): ``kind`` "enc", "dec", "half" (a decryption of a bit more than
    half the message buffer: two such open at once cannot both fit),
    "bigaad" (an AAD of about 0xff00 bytes) or one of BULK_ERRORS."""
    from Crypto.Cipher import AES

    ccm = r.random() < phase.ccm if ccm is None else ccm
    mode = mm.MODE_CCM if ccm else mm.MODE_GCM
    bundle = keys[r.randrange(len(keys))]
    if kind == "bad_key":  # a size code the engine does not build (3 never)
        bundle = r.choice([c for c in range(4) if not (c < 3 and eng.keylens >> c & 1)]) << 256 | (bundle % (1 << 256))
    dec = kind in ("dec", "half", "auth", "toolong") or (kind in ("fault", "bad_key", "bigaad") and r.random() < 0.5)
    taglen = 16 if r.random() < 0.5 else r.choice(mm.CCM_TAGLENS if ccm else mm.GCM_TAGLENS)
    long = phase.long and not ccm
    # (A CCM message's AAD runs a block per round trip: "bigaad" comes now and then only.)
    alen = _aad_len(r, kind == "bigaad" or (not ccm and r.random() < 0.0005))
    plen = _payload_len(r, eng.buf_bytes, long)
    if kind == "toolong":
        plen = eng.buf_bytes + (r.randint(1, 16) if r.random() < 0.7 else r.randint(17, eng.buf_bytes // 2))
    elif kind == "half":
        plen = eng.buf_bytes // 2 + r.randint(1, 64)
    elif dec and long and r.random() < 0.01:
        plen = eng.buf_bytes - r.randrange(16)  # the longest that fits (when the buffer is empty)
    if ccm:  # a nonce whose q = 15 - length bytes hold the payload length
        ivlen = r.randint(7, min(13, 15 - max(2, -(-plen.bit_length() // 8))))
    elif r.random() >= phase.odd_iv or kind == "half":
        ivlen = mm.GCM_IVLEN
    else:
        ivlen = r.choice((1, 8, 11, 13, 16, 17, 32, 33, 64, 255, 256, 257, r.randint(1, 255), r.randint(258, 1024)))
    iv, aad, pt = r.randbytes(ivlen), r.randbytes(alen), r.randbytes(plen)
    key = key_bytes(bundle) if kind != "bad_key" else bytes(16)
    if ccm:
        c = AES.new(key, AES.MODE_CCM, nonce=iv, mac_len=taglen, msg_len=plen, assoc_len=alen)
    else:
        c = AES.new(key, AES.MODE_GCM, nonce=iv, mac_len=taglen)
    c.update(aad)
    ct, tag = c.encrypt_and_digest(pt)
    sent_tag = _flip_bits(tag, r) if kind == "auth" else tag
    data = ct if dec else pt
    # The IV beat: a 12-byte GCM IV or the CCM nonce in its first lanes, junk after it (ignored);
    # another GCM IV comes as data beats and the IV beat is ignored.
    in_header = ccm or ivlen == mm.GCM_IVLEN
    iv_beat = int.from_bytes(((iv if in_header else b"") + (r.randbytes(NB) if r.random() < 0.5 else bytes(NB)))[:NB],
                             "big")
    spec = AeadSpec(mode, dec, bundle, iv, iv_beat, aad, data, taglen, sent_tag if dec else None,
                    r.random() < 0.25, r.choice(FAULTS) if kind == "fault" else None)
    parts = ((b"" if in_header else iv), aad, data, (sent_tag if dec else b""))
    desc = None
    if eng.desc:
        desc = descriptor(FMT, spec.message(sid, header=True)).pack()
        lanes, keep = (b"", []) if any(parts) else (bytes(NB), [0])  # no bytes: one empty beat
    else:
        lanes, keep = _header(spec.message(sid, header=True), header_only=not any(parts))
    junk = r.randbytes(NB) if r.random() < 0.5 else None
    for part in parts:
        more, keeps = _split(part, junk)
        lanes += more
        keep += keeps
    beats = _records(IN_REC, lanes, keep)
    beats["tlast"][-1] = 1
    beats["tid"] = sid
    too_long = dec and plen > eng.buf_bytes
    if kind in ("fault", "bad_key"):
        expected = _status(mm.ST_ERR_PARAM)
    elif too_long:
        expected = _status(mm.ST_ERR_LONG)
    elif kind == "auth":
        expected = _status(mm.ST_ERR_AUTH)
    else:
        # Then an OK status beat (decryption, TUSER = OK = 0) or the tag.
        body, keeps = _split(pt if dec else ct)
        last = (bytes(NB), KEEP[0]) if dec else (_split(tag)[0], KEEP[taglen])
        expected = _records(OUT_REC, body + last[0], keeps + [last[1]])
        expected["tlast"][-1] = 1
    reserve = -(-plen // NB) if dec and kind not in ("fault", "bad_key") and not too_long else 0
    return AesMsg(sid, f"{'CCM' if ccm else 'GCM'}/{kind}", beats, 0 if eng.desc else FMT.header_beats - 1,
                  expected, reserve, _split(pt)[0] if dec else b"", spec, desc=desc)


@dataclass(frozen=True)
class AeadSpec:
    """What a bulk message is made of, to build its model Message for the spot check."""

    mode: int
    decrypt: bool
    bundle: int
    iv: bytes
    iv_beat: int                 # the IV beat as sent (junk in its ignored bytes)
    aad: bytes
    data: bytes                  # plaintext, or the ciphertext of a decryption
    taglen: int
    tag: bytes | None            # the tag a decryption sends
    legacy: bool
    fault: str | None

    def message(self, sid: int, header: bool = False) -> mm.Message:
        """The model's Message (``header``: without data beats, for its header alone)."""
        if header:
            m = mm.Message(sid, self.mode, self.decrypt, self.bundle, alen=len(self.aad), plen=len(self.data),
                           ivlen=len(self.iv), seg=128, taglen=self.taglen)
        else:
            make = mm.ccm_message if self.mode == mm.MODE_CCM else mm.gcm_message
            m = make(sid, self.bundle, self.iv, self.aad, self.data, self.taglen, self.decrypt, self.tag)
        return replace(m, iv=self.iv_beat, legacy=self.legacy, fault=self.fault)


def _model_message(eng: Engine, sid: int, job: Any) -> AesMsg:
    """A message (or stray packets) of the cocotb generators, with the model's expected beats."""
    desc = None
    expected = job.expected
    if job.msg is None and eng.desc:
        # One packet of 1..3 full beats with no descriptor (its first stray beat's data: as the
        # cocotb harness sends it), answered by one ERR_HEADER beat.
        s0 = job.stray[0].data
        n = 1 + s0 % 3
        beats = [((s0 * (i + 1)) % (1 << 128), KEEP[NB], int(i == n - 1)) for i in range(n)]
        expected = mm.stray_beats(1)
        opens = -1
    elif job.msg is None:
        beats = [b for s in job.stray for b in FMT.stray(s)]
        opens = -1
    elif eng.desc:
        desc = descriptor(FMT, job.msg).pack()
        beats = data_beats(FMT, job.msg) or [(0, 0, 1)]
        opens = 0
    else:
        beats = FMT.beats(job.msg)
        opens = FMT.header_beats - 1
    rec = _records(IN_REC, b"".join(d.to_bytes(NB, "little") for d, _, _ in beats), [k for _, k, _ in beats],
                   [t for _, _, t in beats])
    rec["tid"] = sid
    outs = [FMT.out(e) for e in expected]
    exp = _records(OUT_REC, b"".join(d.to_bytes(NB, "little") for d, _ in outs), [k for _, k in outs],
                   [int(e.last) for e in expected], [e.status for e in expected])
    reserve, plain = 0, b""
    m = job.msg
    if m is not None and m.mode in (mm.MODE_GCM, mm.MODE_CCM) and m.decrypt:
        reserve = mm.reservation(m, eng.block, eng.policy)
        # What a decryption would release without the buffer: its plaintext, which must not leave
        # unless it ends OK.
        loose = mm.expected_beats(m, eng.block, policy=eng.policy, release_unverified=True)
        plain = b"".join(FMT.out(e)[0].to_bytes(NB, "little") for e in loose if not e.last)
    kind = job.name.replace("/None", "/ok") if job.name else "stray"
    return AesMsg(sid, kind, rec, opens, exp, reserve, plain, desc=desc)


def random_message(r: random.Random, eng: Engine, sid: int, keys: list[int], kind: str,
                   phase: Phase = Phase(64), ccm: bool | None = None) -> AesMsg:
    """One message of ``kind`` in ``phase``: "enc", "dec", "half", "bigaad",
    one of BULK_ERRORS (:func:`aead_message`), "model" or one of MODEL_ERRORS (a
    random_gcm_job error), "block" (a block mode, ECB to CMAC) or "stray";
    an AEAD one is CCM if ``ccm``, GCM if not, else at random."""
    if kind in ("enc", "dec", "half", "bigaad") or kind in BULK_ERRORS:
        return aead_message(r, eng, sid, keys, kind, phase, ccm)
    scenarios, gcm_scenarios = _tb()
    if kind == "model" or kind in MODEL_ERRORS:
        err = kind if kind in MODEL_ERRORS else r.choice(MODEL_ERRORS)
        job = gcm_scenarios.random_gcm_job(r, eng.block, err, max_len=96, policy=eng.policy,
                                           mode=mm.MODE_CCM if (r.random() < phase.ccm if ccm is None else ccm)
                                           else mm.MODE_GCM)
    elif kind == "stray":
        job = scenarios.random_message(r, eng.block, "stray")
    else:  # "block", or "block:<error>" (one of scenarios.ERROR_KINDS)
        kinds = [k for k in scenarios.error_kinds(eng.block) if k != "stray"]
        err = kind[6:] if kind.startswith("block:") else (r.choice(kinds) if r.random() < 0.3 else None)
        job = scenarios.random_message(r, eng.block, err, 16, eng.ctr_w, eng.policy)
    return _model_message(eng, sid, job)


def _kind(r: random.Random, phase: Phase) -> str:
    """A message kind of MIX (the short "model" and "block" ones, mostly
    feedback modes, fewer on few streams), else "enc" or "dec"."""
    x = r.random()
    for k, p in MIX.items():
        if k in ("model", "block"):
            p *= 0.1 + 0.9 * phase.serial
        if x < p:
            return k
        x -= p
    return "enc" if r.random() < 0.5 else "dec"


# ---------------------------------------------------------------------------
# A chunk: one harness run
# ---------------------------------------------------------------------------


@dataclass
class AesChunk:
    eng: Engine
    msgs: list[AesMsg]                   # in per-stream order
    records: np.ndarray                  # IN_REC, in send order
    opens: np.ndarray                    # per message: send position of its opening beat (-1: none)
    closes: np.ndarray                   # per message: send position of its last beat
    data_beats: int
    expected: np.ndarray | None = None   # OUT_REC, grouped by stream, in stream order
    forbidden: list[set[bytes]] = field(default_factory=list)  # per stream: plaintext beats that must not leave
    spot_checked: int = 0
    full: int = 0                        # messages rejected with ERR_FULL
    cmds: np.ndarray | None = None       # CMD_REC (descriptors): in the order their messages begin


def aes_chunk(rng: np.random.Generator, n_data: int, eng: Engine) -> AesChunk:
    """Random traffic with about ``n_data`` data beats, in phases of random
    concurrency (:class:`Phase`). The first phase has every kind of message
    at least once, in GCM and CCM, and first, on streams of their own, two
    or three "half" decryptions (all but one of them get ERR_FULL)."""
    from cipherline.commands.soak_check import stream_merge

    np = _np()
    r = random.Random(int(rng.integers(0, 1 << 62)))
    keys = key_pool(r, eng)
    forced = [(k, ccm) for k in ("enc", "dec", *BULK_ERRORS, *MODEL_ERRORS) for ccm in (False, True)]
    # (A CCM "half" and a CCM "bigaad" now and then: they run a block per round trip, alone.)
    halves = [("half", False), ("half", False)] + ([("half", True)] if r.random() < 1 / 8 else [])
    forced = [("block", None), ("block:policy_tag", None), ("stray", None), *forced[::-1], *halves]
    forced[:0] = [("bigaad", r.random() < 1 / 4)] if r.random() < 1 / 2 else []
    if eng.desc:  # the stray first: its stream's first message of the phase (desc_strays)
        forced.remove(("stray", None))
        forced.append(("stray", None))
    pair = r.sample(range(eng.streams), len(halves))
    msgs: list[AesMsg] = []
    parts, opens, closes = [], [], []
    first: list[tuple[int, AesMsg]] = []  # (send position of its first beat, message) with a descriptor
    sent = total = 0
    while total < n_data or forced:
        k = min(eng.streams, r.choices(PHASE_STREAMS, PHASE_WEIGHTS)[0])
        active = r.sample(range(eng.streams), k)
        weights = [HOT if s % 8 == 0 else 1.0 for s in active]
        phase_kind = Phase(k, eng.streams)
        goal = min(r.randint(*phase_kind.beats), max(1, n_data - total))
        phase: list[AesMsg] = []
        n = 0
        while n < goal or forced:
            sid = r.choices(active, weights)[0]
            kind, ccm = forced.pop() if forced else (_kind(r, phase_kind), None)
            if kind == "half":
                sid = pair.pop()
            elif kind == "stray" and eng.desc:
                # A stray packet is answered only if a message of another stream begins after it
                # (desc_strays): on a stream the phase leaves idle, where there is one, it is.
                idle = [s for s in range(eng.streams) if s not in active and s not in pair]
                if idle:
                    sid = r.choice(idle)
            m = random_message(r, eng, sid, keys, kind, phase_kind, ccm)
            phase.append(m)
            n += m.data_beats
        phase.sort(key=lambda m: m.sid)  # stable: each stream's messages in order
        rec = _cat([m.beats for m in phase], IN_REC)
        sid = rec["tid"].astype(np.int64)
        # Every stream of the phase sends its beats over the whole phase (rates in proportion to
        # its beats), at fairly regular intervals: a CCM stream runs a payload beat per two round
        # trips of the core, and a beat that comes sooner holds up the input (the engine's one
        # input link), which is all the CCM throughput there is.
        order = stream_merge(sid, rng, eng.streams, rate=np.bincount(sid, minlength=eng.streams) + 1.0,
                             shape=MERGE_SHAPE)
        starts = np.cumsum([0] + [len(m.beats) for m in phase])
        keep = np.ones(len(phase), dtype=bool)
        if eng.desc:
            keep, order = desc_strays(phase, starts, order)
        where = np.full(len(rec), -1, dtype=np.int64)
        where[order] = np.arange(len(order)) + sent
        for i, m in enumerate(phase):
            if not keep[i]:
                continue
            opens.append(where[starts[i] + m.opens] if m.opens >= 0 else -1)
            closes.append(where[starts[i + 1] - 1])
            if m.desc is not None:
                first.append((where[starts[i]], m))
            msgs.append(m)
        parts.append(rec[order])
        sent += len(order)
        total += n
    cmds = None
    if eng.desc:
        first.sort(key=lambda e: e[0])
        cmds = np.zeros(len(first), dtype=CMD_REC)
        cmds["tdata"] = np.frombuffer(b"".join(m.desc for _, m in first), dtype=f"V{DESC_BYTES}")
        cmds["tid"] = [m.sid for _, m in first]
    return AesChunk(eng, msgs, _cat(parts, IN_REC), np.asarray(opens), np.asarray(closes),
                    sum(m.data_beats for m in msgs), cmds=cmds)


def desc_strays(phase: list[AesMsg], starts: np.ndarray, order: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The messages of a phase that an engine with descriptors runs as the
    soak means them (a bool per message), and the send order (record
    indices) without the others.

    The engine pairs a packet's first beat with the next descriptor
    (docs/modes.md, *Descriptors*), so a stray packet (no descriptor) gets
    ERR_HEADER only if the next message to begin after it is of another
    stream. One whose next message is of its own stream (it would take that
    message's descriptor) or that has none after it in the phase moves to
    the front of the phase if it is its stream's first message there (so
    every stream's order stays) and the phase's first message to begin
    after the moved ones is of another stream; else it is left out.
    ``starts``: each message's first record (the phase's records are the
    messages' beats in list order, ``starts[-1]`` their count), ``order``:
    the records in send order."""
    np = _np()
    pos = np.empty(len(order), dtype=np.int64)
    pos[order] = np.arange(len(order))
    by_start = sorted(range(len(phase)), key=lambda i: pos[starts[i]])
    keep = np.ones(len(phase), dtype=bool)
    front: list[int] = []
    nxt = None  # the stream of the next message (with a descriptor) to begin
    for i in reversed(by_start):
        if phase[i].desc is not None:
            nxt = phase[i].sid
        elif nxt is None or nxt == phase[i].sid:
            keep[i] = False
            if i == 0 or phase[i - 1].sid != phase[i].sid:  # its stream's first (the list is by stream)
                front.append(i)
    first = next((phase[i].sid for i in by_start if phase[i].desc is not None), None)
    front = [i for i in front if first is not None and phase[i].sid != first]
    owner = np.searchsorted(starts, order, side="right") - 1
    order = order[keep[owner]]
    if front:
        moved = np.concatenate([np.arange(starts[i], starts[i + 1]) for i in sorted(front)])
        keep[front] = True
        order = np.concatenate([moved, order])
    return keep, order


def admission(ch: AesChunk) -> set[int]:
    """The messages (indices) the message buffer rejects with ERR_FULL, from the send order."""
    events = []
    for i, m in enumerate(ch.msgs):
        if m.reserve:
            events.append((int(ch.opens[i]), 0, ("open", i, m.reserve)))
            events.append((int(ch.closes[i]), 1, ("close", i)))
    events.sort(key=lambda e: e[:2])
    return mm.buffer_admission([e[2] for e in events], ch.eng.buf_beats)


def spot_check(m: AesMsg, eng: Engine) -> None:
    """A bulk message against the model: its packet (PacketFormat.beats, or
    with descriptors its descriptor and data beats; the lanes TKEEP leaves
    unused masked) and its expected beats (expected_beats)."""
    np = _np()
    assert m.spec is not None
    model = m.spec.message(m.sid)
    if m.desc is not None:
        want_in = data_beats(FMT, model) or [(0, 0, 1)]
        if m.desc != descriptor(FMT, model).pack():
            want_in = []  # (reported as differing inputs)
    else:
        want_in = FMT.beats(model)
    got = m.beats
    mask = np.array([int.from_bytes(bytes([0xFF] * min(NB, k.bit_length())).ljust(NB, b"\0"), "little")
                     for k in got["tkeep"].tolist()], dtype=object)
    lanes = [int.from_bytes(x, "little") & k for x, k in zip(got["tdata"].tolist(), mask)]
    have_in = list(zip(lanes, got["tkeep"].tolist(), got["tlast"].tolist()))
    outs = mm.expected_beats(model, eng.block, policy=eng.policy)
    want_out = [(FMT.out(e)[0].to_bytes(NB, "little"), FMT.out(e)[1], int(e.last), e.status) for e in outs]
    e = m.expected
    have_out = list(zip(e["tdata"].tolist(), e["tkeep"].tolist(), e["tlast"].tolist(), e["tuser"].tolist()))
    if have_in != want_in or have_out != want_out:
        from cipherline.commands.soak_check import SoakError

        raise SoakError(f"the AES soak's bulk model disagrees with modes_model on a {m.kind} message "
                        f"(stream {m.sid}, {len(m.beats)} beats in: "
                        f"{'inputs' if have_in != want_in else 'outputs'} differ)")


def aes_expected(ch: AesChunk) -> None:
    """Fill ``ch.expected`` (the ERR_FULL verdicts applied), ``ch.forbidden``
    and the spot checks."""
    np = _np()
    full = admission(ch)
    ch.full = len(full)
    ch.forbidden = [set() for _ in range(ch.eng.streams)]
    bulk = 0
    for i, m in enumerate(ch.msgs):
        if m.spec is not None:
            if bulk % SPOT_CHECK_EVERY == 0:
                spot_check(m, ch.eng)
                ch.spot_checked += 1
            bulk += 1
        m.full = i in full
        if m.full:
            m.expected = _status(mm.ST_ERR_FULL)
        m.expected["tid"] = m.sid
        if m.plain and m.status != mm.ST_OK:
            ch.forbidden[m.sid].update(m.plain[k:k + NB] for k in range(0, len(m.plain), NB))
    # Grouped by stream, each stream's messages in order (the chunk's phases are in order).
    ch.expected = _cat([m.expected for m in sorted(ch.msgs, key=lambda m: m.sid)], OUT_REC)


def aes_check(ch: AesChunk, raw: bytes) -> tuple[Counts, int]:
    """(counts, output beats) of a chunk's harness output, stream by stream;
    a beat that is plaintext a failed decryption held back counts as leaked."""
    from cipherline.commands.soak_check import Counts, classify_sequence

    np = _np()
    assert ch.expected is not None
    got = np.frombuffer(raw, dtype=OUT_REC)
    g = got[np.argsort(got["tid"], kind="stable")]
    exp = ch.expected
    if len(g) == len(exp) and g.tobytes() == exp.tobytes():
        return Counts(), len(got)
    counts = Counts()
    ge = np.searchsorted(g["tid"].astype(np.int64), np.arange(ch.eng.streams + 1))
    ee = np.searchsorted(exp["tid"].astype(np.int64), np.arange(ch.eng.streams + 1))

    def rows(a: np.ndarray) -> list[bytes]:
        b = a.tobytes()
        return [b[k:k + REC_BYTES] for k in range(0, len(b), REC_BYTES)]

    for s in range(ch.eng.streams):
        forbidden = ch.forbidden[s]
        counts.add(classify_sequence(rows(exp[ee[s]:ee[s + 1]]), rows(g[ge[s]:ge[s + 1]]),
                                     leaked=lambda v, fb=forbidden: v[:NB] in fb))
    counts.wrong += int((g["tid"] >= ch.eng.streams).sum())
    return counts, len(got)


def status_histogram(ch: AesChunk) -> dict[str, int]:
    """Expected last beats by status name."""
    np = _np()
    assert ch.expected is not None
    st = ch.expected["tuser"][ch.expected["tlast"] == 1]
    return {mm.STATUS_NAMES[i]: int(c) for i, c in enumerate(np.bincount(st, minlength=10)) if c}
