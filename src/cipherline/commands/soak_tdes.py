# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The soak's TDES targets (:mod:`cipherline.commands.soak`): random blocks
for the bare ``tdes_core`` with their expected outputs, and random traffic
for the TDES modes engine with its expected beats (the reference model's)
and the check of a harness run's output.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from cipherline.commands.soak_check import Counts, classify_sequence, classify_tagged, stream_merge
from cipherline.cores import CIPHERS

if TYPE_CHECKING:
    import numpy as np

    from cipherline.ref.modes_model import Policy

    Beats = tuple[np.ndarray, np.ndarray, np.ndarray]  # data, bits, last | status << 1

#: The cipher of the TDES targets (its bulk ECB, block function and key policy).
TDES = CIPHERS["tdes"]
BLOCK_W = TDES.block_bits
FULL = (1 << BLOCK_W) - 1
STREAMS = 64
SOAK_MAX_BLOCKS = 300          # the soak engine's MAX_BLOCKS
CORE_KEYS = 256                # key pool per core chunk
ENGINE_KEYS = 64               # key pool per engine chunk

# Record layouts of the harness ``soak`` subcommands (big-endian fields).
CORE_IN = [("block", ">u8"), ("key", ">u2"), ("flags", "u1"), ("pad", "V5")]
CORE_OUT = [("tag", ">u4"), ("block", ">u8")]
MODES_IN = [("data", ">u8"), ("sid", ">u2"), ("key", ">u2"), ("flags", "u1"), ("bits", "u1"),
            ("mode_tl", "u1"), ("seg", "u1")]
MODES_OUT = [("data", ">u8"), ("sid", ">u2"), ("bits", "u1"), ("ls", "u1")]


# ---------------------------------------------------------------------------
# Keys and the reference cipher
# ---------------------------------------------------------------------------


N_DEGENERATE = 6  # degenerate bundles at the end of every key pool


def key_pool(rng: np.random.Generator, n: int) -> list[bytes]:
    """``n`` 24-byte K1||K2||K3 bundles: the last N_DEGENERATE degenerate, the rest random.

    Degenerate bundles: K1 = K2 = K3, K1 = K3 (keying option 2), K1 = K2,
    K2 = K3, K1 and K2 equal but for their parity bits, and the all-zero
    bundle. Random bundles have random parity bits.
    """
    keys = [rng.bytes(24) for _ in range(n - N_DEGENERATE)]
    k1, k2, k3 = (rng.bytes(8) for _ in range(3))
    flip = bytes(b ^ 1 for b in k1)  # parity bits only
    return keys + [k1 + k1 + k1, k1 + k2 + k1, k1 + k1 + k3, k1 + k2 + k2, k1 + flip + k3, bytes(24)]


def _be(a: np.ndarray) -> bytes:
    import numpy as np

    return a.astype(">u8").tobytes() if a.dtype != np.dtype(">u8") else a.tobytes()


def _u64(b: bytes) -> np.ndarray:
    import numpy as np

    return np.frombuffer(b, dtype=">u8").astype(np.uint64)


# ---------------------------------------------------------------------------
# Bare core
# ---------------------------------------------------------------------------


def _runs(rng: np.random.Generator, values: np.ndarray, keep: float) -> np.ndarray:
    """Repeat the previous value with probability ``keep`` (runs of equal values)."""
    import numpy as np

    n = len(values)
    pos = np.where(rng.random(n) < keep, 0, np.arange(n))
    pos[0] = 0
    return values[np.maximum.accumulate(pos)]


@dataclass
class CoreChunk:
    keys: list[bytes]
    records: np.ndarray
    expected: np.ndarray | None = None


def core_chunk(rng: np.random.Generator, n: int) -> CoreChunk:
    """``n`` random blocks with keys from a fresh pool and random directions."""
    import numpy as np

    keys = key_pool(rng, CORE_KEYS)
    rec = np.zeros(n, dtype=CORE_IN)
    rec["block"] = rng.integers(0, 1 << 64, n, dtype=np.uint64)
    rec["key"] = _runs(rng, rng.integers(0, CORE_KEYS, n), 0.3)
    rec["flags"] = _runs(rng, rng.integers(0, 2, n), 0.3)
    return CoreChunk(keys, rec)


def core_expected(chunk: CoreChunk) -> np.ndarray:
    """Expected output of every block (uint64): the cipher entry's bulk ECB
    (pycryptodome, degenerate bundles included), batched by key and direction."""
    import numpy as np

    rec = chunk.records
    kd = rec["key"].astype(np.int64) * 2 + rec["flags"].astype(np.int64)
    order = np.argsort(kd, kind="stable")
    cuts = np.flatnonzero(np.diff(kd[order])) + 1
    out = np.empty(len(rec), dtype=np.uint64)
    blocks = rec["block"]
    for grp in np.split(order, cuts):
        if not len(grp):
            continue
        op = TDES.ecb(chunk.keys[int(rec["key"][grp[0]])], bool(rec["flags"][grp[0]] & 1), {})
        out[grp] = _u64(op(_be(blocks[grp])))
    return out


def core_check(chunk: CoreChunk, raw: bytes) -> tuple[Counts, int]:
    """(counts, output beats) of a core chunk's harness output."""
    import numpy as np

    got = np.frombuffer(raw, dtype=CORE_OUT)
    assert chunk.expected is not None
    return classify_tagged(len(chunk.records), got["tag"], got["block"], chunk.expected), len(got)


# ---------------------------------------------------------------------------
# Modes engine: messages and their expected beats
# ---------------------------------------------------------------------------

# (No "abort": a command inside an open message cannot be sent as packets.
# "stray": a packet that ends inside its header; "oversize": a last beat
# whose TKEEP has a hole.)
ERROR_KINDS = ("stray", "bad_mode", "bad_seg", "bad_taglen", "partial", "oversize", "cmac_empty_last",
               "auth", "policy_key", "policy_tag", "policy_len")
ERROR_RATE = 0.12
# (mode, segment bits, weight)
MODE_MIX = ((0, 64, 14), (1, 64, 16), (2, 64, 8), (2, 8, 6), (2, 1, 1), (3, 64, 10), (4, 64, 14), (5, 64, 10))


@dataclass
class SoakMsg:
    """One message (a command and its data beats) or ``stray`` data beats without a command.

    ``last`` False: aborted, no last beat; the stream's next command ends it
    (ERR_BUSY; the packet interface cannot send it, the model keeps it). ``bits`` holds din_bits of every beat (only the last one's
    counts; the others carry garbage); ``lasts`` the last flags of stray beats.
    """

    sid: int
    data: np.ndarray
    bits: np.ndarray
    cmd: bool = True
    mode: int = 0
    decrypt: bool = False
    seg: int = 64
    taglen: int = 8
    legacy: bool = False
    key: int = 0
    iv: int = 0
    last: bool = True
    lasts: np.ndarray | None = None
    kind: str = "ok"


def policy_for_soak() -> Policy:
    from cipherline.ref.modes_model import Policy

    return Policy(enabled=True, max_blocks=SOAK_MAX_BLOCKS, cmac_min_tag=8)


def _beats(data: Sequence[int] | np.ndarray, bits: Sequence[int] | np.ndarray, ls: Sequence[int] | np.ndarray) -> Beats:
    import numpy as np

    return (np.asarray(data, dtype=np.uint64), np.asarray(bits, dtype=np.uint8), np.asarray(ls, dtype=np.uint8))


def _concat(*parts: Beats) -> Beats:
    import numpy as np

    return tuple(np.concatenate([p[i] for p in parts]) for i in range(3))  # type: ignore[return-value]


def to_model_message(m: SoakMsg, key24: bytes):
    """The :class:`cipherline.ref.modes_model.Message` of a soak message (commands only)."""
    from cipherline.ref import modes_model as mm

    n = len(m.data)
    beats = [mm.Beat(int(d), m.last and i == n - 1, int(b)) for i, (d, b) in enumerate(zip(m.data, m.bits))]
    return mm.Message(m.sid, m.mode, m.decrypt, int.from_bytes(key24, "big"), m.iv, m.seg, m.taglen,
                      beats, abort=not m.last, legacy=m.legacy)


def expected_message(m: SoakMsg, key24: bytes, policy: Policy) -> Beats:
    """The output beats of one soak message: the reference model's
    (modes_model.expected_beats; a packet that ends in its header: ERR_HEADER
    beats, modes_model.stray_beats)."""
    from cipherline.ref import modes_model as mm

    if not m.cmd:
        outs = mm.stray_beats(len(m.data))
    else:
        outs = mm.expected_beats(to_model_message(m, key24), TDES.block_fn({}), ctr_w=BLOCK_W, policy=policy)
    return _beats([o.data for o in outs], [o.bits for o in outs], [int(o.last) | o.status << 1 for o in outs])


# ---------------------------------------------------------------------------
# Modes engine: random traffic
# ---------------------------------------------------------------------------


def _length(r: random.Random, mode: int, seg: int) -> int:
    if mode == 2 and seg == 1:
        return r.randint(1, 48)
    if mode == 2 and seg == 8:
        return r.randint(1, 128)
    x = r.random()
    if x < 0.45:
        return r.randint(1, 4)
    if x < 0.75:
        return r.randint(5, 32)
    if x < 0.95:
        return r.randint(33, 256)
    return r.randint(257, 1024)


def random_message(r: random.Random, rng: np.random.Generator, sid: int, keys: list[bytes],
                   kind: str | None) -> SoakMsg:
    """One random message (``kind``: one of ERROR_KINDS, "clean", or None) on stream ``sid``.

    An injected error other than a policy one is sent as legacy, so that a
    degenerate key or short tag does not turn it into ERR_POLICY; messages
    longer than the block limit are mostly legacy. A "clean" message is an
    ordinary one (kind "ok") drawn so that it must end OK: a good key, a full
    tag, no more blocks than the limit.
    """
    import numpy as np

    from cipherline.ref import modes_model as mm

    clean = kind == "clean"
    if clean:
        kind = None
    if kind == "stray":
        n = r.randint(1, 3)
        return SoakMsg(sid, rng.integers(0, 1 << 64, n, dtype=np.uint64), rng.integers(0, 128, n, dtype=np.uint8),
                       cmd=False, lasts=rng.integers(0, 2, n, dtype=np.uint8), kind="stray")
    mode, seg, _ = r.choices(MODE_MIX, weights=[w for *_, w in MODE_MIX])[0]
    dec = r.random() < 0.5
    taglen = 8 if r.random() < 0.85 else r.randint(1, 7)
    nk = len(keys)
    key = r.randrange(nk - N_DEGENERATE, nk) if r.random() < 0.08 else r.randrange(nk - N_DEGENERATE)
    legacy = r.random() < 0.25
    iv = r.getrandbits(64)
    if kind == "partial":
        mode, seg = r.choice([(mm.MODE_ECB, 64), (mm.MODE_CBC, 64)])
    elif kind == "bad_mode":
        mode = r.choice([6, 7])
    elif kind == "bad_seg":
        mode, seg = mm.MODE_CFB, r.choice([0, 2, 4, 16, 32, 63, 65, 127])
    elif kind == "bad_taglen":
        mode, taglen = mm.MODE_CMAC, r.choice([0, 9, 12, 15])
    elif kind in ("auth", "cmac_empty_last"):
        mode, dec = mm.MODE_CMAC, kind == "auth"
    elif kind == "oversize":
        mode, seg = r.choice([(mm.MODE_CTR, 64), (mm.MODE_OFB, 64), (mm.MODE_CFB, 64), (mm.MODE_CMAC, 64)])
    elif kind == "policy_tag":
        mode, taglen = mm.MODE_CMAC, r.randint(1, 7)
    elif kind == "policy_len" and mode == mm.MODE_CFB and seg == 1:
        seg = 8
    n = SOAK_MAX_BLOCKS + r.randint(1, 64) if kind == "policy_len" else _length(r, mode, seg)
    if clean:
        key, taglen, n = r.randrange(nk - N_DEGENERATE), 8, min(n, SOAK_MAX_BLOCKS)
    if kind == "policy_key":
        key = r.randrange(nk - N_DEGENERATE, nk)
    if kind in ("policy_key", "policy_tag", "policy_len"):
        legacy = False
    elif kind is not None or (n > SOAK_MAX_BLOCKS and r.random() < 0.9):
        legacy = True
    if mode == mm.MODE_CTR and r.random() < 0.2:
        iv = (FULL - r.randint(0, 2 * n)) & FULL  # the counter wraps around inside the message
    data = rng.integers(0, 1 << 64, n, dtype=np.uint64)
    bits = rng.integers(0, 128, n, dtype=np.uint8)  # ignored but on the last beat
    small = mode == mm.MODE_CFB and seg in (1, 8)
    last_bits = BLOCK_W
    if not small and mode in (mm.MODE_CTR, mm.MODE_OFB, mm.MODE_CFB, mm.MODE_CMAC) and r.random() < 0.4:
        last_bits = 8 * r.randint(1 if mode == mm.MODE_CMAC else 0, BLOCK_W // 8)  # TKEEP: whole bytes
    if kind == "partial":
        last_bits = 8 * r.randint(0, BLOCK_W // 8 - 1)
    elif kind == "oversize":
        last_bits = r.randint(BLOCK_W + 1, 127)
    elif kind == "cmac_empty_last":
        if n == 1:
            n += 1
            data = np.append(data, np.uint64(0))
            bits = np.append(bits, np.uint8(0))
        last_bits = 0
    elif mode == mm.MODE_CMAC and kind is None and r.random() < 0.05:
        n, data, bits, last_bits = 1, data[:1], bits[:1], 0  # the empty message
    if not small:
        bits[-1] = last_bits
    m = SoakMsg(sid, data, bits, mode=mode, decrypt=dec, seg=seg, taglen=taglen, legacy=legacy, key=key, iv=iv,
                kind=kind or "ok")
    if mode == mm.MODE_CMAC and dec and 1 <= taglen <= 8 and last_bits <= BLOCK_W and kind != "cmac_empty_last":
        tbits = 8 * taglen
        segs = [(int(d), BLOCK_W) for d in data[:-1]] + [(int(data[-1]), last_bits)]
        good = mm.cmac(TDES.block_fn({}), int.from_bytes(keys[key], "big"), segs)
        top = FULL ^ ((1 << (BLOCK_W - tbits)) - 1)
        m.iv = (good & top) | (r.getrandbits(64) & ~top & FULL)  # garbage below the tag
        if kind == "auth":
            m.iv ^= 1 << (BLOCK_W - 1 - r.randrange(tbits))
    return m


#: For an engine with descriptors: stray messages forced into every chunk
#: (on a stream of their own, so that a stray beat is left out only when no
#: message begins after it: desc_strays).
DESC_STRAYS = 8


def random_traffic(r: random.Random, rng: np.random.Generator, n_data: int, keys: list[bytes],
                   streams: int = STREAMS, desc: bool = False) -> list[SoakMsg]:
    """Messages with about ``n_data`` data beats in all, in per-stream order.

    Every error kind appears at least once, and so does a message that ends
    OK (a chunk made of the forced error kinds alone, which the long
    policy_len message can fill, would have none). Streams have different
    weights (a few hot ones). ``desc``: stray messages go to the last stream,
    which carries nothing else, and DESC_STRAYS of them are forced; their
    beats do not count towards ``n_data`` (desc_strays may leave some out).
    """
    weights = [4.0 if s % 8 == 0 else 1.0 for s in range(streams)]
    sids = list(range(streams))
    if desc:
        weights[-1] = 0.0
    kinds = ["clean", *ERROR_KINDS] + ["stray"] * (DESC_STRAYS - 1 if desc else 0)
    msgs: list[SoakMsg] = []
    total = 0
    while total < n_data or kinds:
        kind = kinds.pop() if kinds else (r.choice(ERROR_KINDS) if r.random() < ERROR_RATE else None)
        sid = streams - 1 if desc and kind == "stray" else r.choices(sids, weights=weights)[0]
        m = random_message(r, rng, sid, keys, kind)
        msgs.append(m)
        if m.cmd or not desc:
            total += len(m.data)
    return msgs


@dataclass
class EngineChunk:
    keys: list[bytes]
    msgs: list[SoakMsg]
    records: np.ndarray
    data_beats: int
    expected: Beats | None = None        # grouped by stream, in stream order
    exp_sid: np.ndarray | None = None    # the stream of each expected beat


def engine_records(msgs: list[SoakMsg], rng: np.random.Generator, streams: int = STREAMS,
                   desc: bool = False) -> np.ndarray:
    """The din beats of ``msgs``: each stream's beats in order, streams merged at random.

    Each stream sends at its own rate (exponential gaps, hot streams faster),
    so streams interleave beat by beat and sometimes run back to back.
    ``desc``: for an engine with descriptors, in the order of
    :func:`desc_strays` (stray beats just before the next message that
    begins; their messages' ``data`` shrink to the stray beats kept).
    """
    import numpy as np

    order = sorted(range(len(msgs)), key=lambda i: msgs[i].sid)  # stable: per-stream order kept
    cols: dict[str, list] = {k: [] for k in ("data", "sid", "key", "flags", "bits", "mode_tl", "seg")}
    owner: list[np.ndarray] = []  # the message of each record
    for i in order:
        m = msgs[i]
        n = len(m.data)
        owner.append(np.full(n + int(m.cmd), i, dtype=np.int64))
        if m.cmd:
            cols["data"].append(np.array([m.iv], dtype=np.uint64))
            cols["sid"].append(np.full(n + 1, m.sid, dtype=np.uint16))
            cols["key"].append(np.array([m.key] + [0] * n, dtype=np.uint16))
            fl = np.zeros(n + 1, dtype=np.uint8)
            fl[0] = 1 | int(m.decrypt) << 2 | int(m.legacy) << 3
            if m.last and n:
                fl[-1] = 2
            cols["flags"].append(fl)
            cols["bits"].append(np.concatenate([[0], m.bits]).astype(np.uint8))
            mt = np.zeros(n + 1, dtype=np.uint8)
            mt[0] = (m.mode & 7) | (m.taglen & 15) << 3
            cols["mode_tl"].append(mt)
            sg = np.zeros(n + 1, dtype=np.uint8)
            sg[0] = m.seg & 127
            cols["seg"].append(sg)
        else:
            cols["sid"].append(np.full(n, m.sid, dtype=np.uint16))
            cols["key"].append(np.zeros(n, dtype=np.uint16))
            cols["flags"].append((m.lasts.astype(np.uint8) & 1) << 1)
            cols["bits"].append(m.bits)
            cols["mode_tl"].append(np.zeros(n, dtype=np.uint8))
            cols["seg"].append(np.zeros(n, dtype=np.uint8))
        cols["data"].append(m.data)
    flat = {k: np.concatenate(v) for k, v in cols.items()}
    merge = stream_merge(flat["sid"].astype(np.int64), rng, streams)
    rec = np.zeros(len(merge), dtype=MODES_IN)
    for k, v in flat.items():
        rec[k] = v
    rec = rec[merge]
    if not desc:
        return rec
    return rec[desc_strays(rec, np.concatenate(owner)[merge], msgs)]


def desc_strays(rec: np.ndarray, owner: np.ndarray, msgs: list[SoakMsg]) -> np.ndarray:
    """The order (record indices) in which an engine with descriptors runs
    the merged records as the soak means them, and the stray messages'
    ``data`` cut to their beats kept.

    The harness sends a command's descriptor with its message's first data
    beat (tb/cpp/cipher_modes_driver.h), and the engine pairs each
    message's first data beat with the next descriptor (docs/modes.md,
    *Descriptors*): a stray beat (a one-beat packet without a descriptor)
    waits at the data channel's head for the next descriptor and then gets
    ERR_HEADER if that descriptor is of another stream. So a stray beat
    moves to just before a message that begins after it, one stray beat to
    a message (the next one without a stray beat of its own), whose
    descriptor then comes at once: a stray beat with beats of open messages
    behind it, or more stray beats than the data channel's input buffer
    holds, would hold the data channel and with it the next descriptor (a
    deadlock of the harness, which sends a descriptor with its first data
    beat, not of the engine). A stray beat left with no message after it, or
    whose message is of its own stream (which would take that message's
    descriptor), is left out. A stray beat moves only past beats of other
    streams (the soak keeps stray messages on a stream of their own), so
    every stream's order stays.
    """
    import numpy as np

    n = len(rec)
    sid = rec["sid"].astype(np.int64)
    cmd = (rec["flags"] & 1).astype(bool)
    last = (rec["flags"] & 2).astype(bool)
    pending: set[int] = set()   # streams with a command whose first data beat is still to come
    open_: set[int] = set()     # streams inside a message
    start = np.full(n, -1, dtype=np.int64)  # the stream of a message that begins at the record
    stray = np.zeros(n, dtype=bool)
    for i in range(n):
        s = int(sid[i])
        if cmd[i]:
            pending.add(s)
        elif s in pending:
            pending.discard(s)
            start[i] = s
            if not last[i]:
                open_.add(s)
        elif s in open_:
            if last[i]:
                open_.discard(s)
        else:
            stray[i] = True
    before: dict[int, int] = {}  # start record -> the stray beat sent just before it
    waiting: list[int] = []      # stray beats not yet placed, oldest first
    for i in range(n):
        if stray[i]:
            waiting.append(i)
        elif start[i] >= 0 and waiting:
            j = waiting.pop(0)
            if start[i] != sid[j]:
                before[i] = j
    order: list[int] = []
    for i in range(n):
        if i in before:
            order.append(before[i])
        if not stray[i]:
            order.append(i)
    out = np.array(order, dtype=np.int64)
    kept = np.bincount(owner[out[stray[out]]], minlength=len(msgs))
    for i, m in enumerate(msgs):
        if not m.cmd:
            k = int(kept[i])
            m.data, m.bits, m.lasts = m.data[:k], m.bits[:k], m.lasts[:k] if m.lasts is not None else None
    return out


def engine_chunk(rng: np.random.Generator, n_data: int, desc: bool = False) -> EngineChunk:
    """Random engine traffic with about ``n_data`` data beats (``desc``: for
    an engine with descriptors, :func:`engine_records`)."""
    keys = key_pool(rng, ENGINE_KEYS)
    r = random.Random(int(rng.integers(0, 1 << 62)))
    msgs = random_traffic(r, rng, n_data, keys, desc=desc)
    rec = engine_records(msgs, rng, desc=desc)
    return EngineChunk(keys, msgs, rec, sum(len(m.data) for m in msgs))


def engine_expected(ch: EngineChunk, policy: Policy) -> None:
    """Fill ``ch.expected`` (grouped by stream, in stream order) and ``ch.exp_sid``."""
    import numpy as np

    parts: list[Beats] = []
    sids: list[np.ndarray] = []
    for i in sorted(range(len(ch.msgs)), key=lambda i: ch.msgs[i].sid):
        m = ch.msgs[i]
        b = expected_message(m, ch.keys[m.key], policy)
        parts.append(b)
        sids.append(np.full(len(b[0]), m.sid, dtype=np.int64))
    ch.expected = _concat(*parts)
    ch.exp_sid = np.concatenate(sids)


def engine_check(ch: EngineChunk, raw: bytes, streams: int = STREAMS) -> tuple[Counts, int]:
    """(counts, output beats) of an engine chunk's harness output, stream by stream."""
    import numpy as np

    got = np.frombuffer(raw, dtype=MODES_OUT)
    g = got[np.argsort(got["sid"], kind="stable")]
    gd, gb, gl = g["data"].astype(np.uint64), g["bits"], g["ls"]
    gs = g["sid"].astype(np.int64)
    assert ch.expected is not None and ch.exp_sid is not None
    ed, eb, el = ch.expected
    if len(g) == len(ed) and np.array_equal(gs, ch.exp_sid) and np.array_equal(gd, ed) \
            and np.array_equal(gb, eb) and np.array_equal(gl, el):
        return Counts(), len(got)
    counts = Counts()
    ge = np.searchsorted(gs, np.arange(streams + 1))
    ee = np.searchsorted(ch.exp_sid, np.arange(streams + 1))
    for s in range(streams):
        a, b = slice(ee[s], ee[s + 1]), slice(ge[s], ge[s + 1])
        exp = list(zip(ed[a].tolist(), eb[a].tolist(), el[a].tolist()))
        out = list(zip(gd[b].tolist(), gb[b].tolist(), gl[b].tolist()))
        counts.add(classify_sequence(exp, out))
    stray = int((gs >= streams).sum())  # beats on streams that do not exist
    counts.wrong += stray
    return counts, len(got)


def status_histogram(ch: EngineChunk) -> dict[str, int]:
    """Expected last beats by status name (what the chunk covers)."""
    import numpy as np

    from cipherline.ref.modes_model import STATUS_NAMES

    assert ch.expected is not None
    ls = ch.expected[2]
    lasts = ls[(ls & 1) == 1] >> 1
    counts = np.bincount(lasts, minlength=8)
    return {STATUS_NAMES[i]: int(c) for i, c in enumerate(counts) if c}
