# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Traffic for the cipher_modes testbenches (pure Python, no cocotb).

A *scenario* is a list of items; every item is a :class:`Job`: a message (or
a run of stray data beats with no command) plus the exact output beats the
engine must produce for it. The harness places jobs on streams and checks the
outputs stream by stream.

- :func:`nist_jobs`: the NIST CAVP TDES files (ECB, CBC, CFB, OFB; KAT, MMT and
  the TMOVS interleaved/pipelined variants), expected outputs from the files.
- :func:`cmac_jobs`: SP 800-38B TDES CMAC examples, generate and verify.
- :func:`random_jobs`: random modes, keys, IVs, lengths and every error case,
  expected outputs from :mod:`cipherline.ref.modes_model`.

:class:`Job` and :func:`rand_key` live in :mod:`tb.modes.jobs` (the GCM and
CCM traffic of :mod:`tb.modes.gcm_scenarios` uses them too) and are
imported from here as well.
"""

from __future__ import annotations

import random
from pathlib import Path

from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import Beat, Message, OutBeat
from cipherline.ref.packet import FAULTS
from cipherline.ref.vectors import cavp_dir, load_rsp
from tb.modes.gcm_scenarios import GCM_ERRORS, random_gcm_job
from tb.modes.jobs import Job, rand_key

# The NIST and SP 800-38B files are TDES (64-bit blocks); random and busy
# traffic takes its widths from the BlockFn (block.width, block.key_bits).
W = 64
FULL = (1 << W) - 1


# ---------------------------------------------------------------------------
# NIST CAVP files.
# ---------------------------------------------------------------------------
NIST_DIRS = ("ECB", "CBC", "CFB", "OFB")


def nist_files() -> list[Path]:
    """Every TDES ECB/CBC/CFB/OFB response file (Monte Carlo files excluded)."""
    files = []
    for d in NIST_DIRS:
        files += sorted(p for p in cavp_dir("ciphers", "3DES", d).glob("*.rsp") if "Monte" not in p.name)
    if not files:
        raise FileNotFoundError("no TDES CAVP files found in cryptography_vectors")
    return files


def _file_mode(name: str) -> tuple[int, int, bool]:
    """(mode, segment bits, interleaved) from a TMOVS file name."""
    stem = name.split(".")[0]
    if stem.startswith("TECB"):
        return mm.MODE_ECB, W, False
    if stem.startswith("TCBC"):
        return mm.MODE_CBC, W, stem.startswith("TCBCI")
    if stem.startswith("TOFB"):
        return mm.MODE_OFB, W, stem.startswith("TOFBI")
    if stem.startswith("TCFB"):
        rest = stem[4:]
        inter = rest.startswith("P")
        if inter:
            rest = rest[1:]
        digits = ""
        for ch in rest:
            if not ch.isdigit():
                break
            digits += ch
        seg = int(digits)
        return mm.MODE_CFB, seg, inter
    raise ValueError(f"not a TDES TMOVS file name: {name}")


def segments(text: str, seg: int, w: int = W) -> list[int]:
    """Field text -> MSB-aligned ``w``-bit beat data, one segment per beat."""
    if seg == 1:
        return [int(ch) << (w - 1) for ch in text]
    raw = bytes.fromhex(text)
    if seg == 8:
        return [b << (w - 8) for b in raw]
    n = w // 8
    if len(raw) % n:
        raise ValueError(f"data length {len(raw)} is not a multiple of {n} bytes")
    return [int.from_bytes(raw[i:i + n], "big") for i in range(0, len(raw), n)]


def _job(mode: int, dec: bool, key: int, iv: int, seg: int, inp: list[int],
         out: list[int], name: str) -> Job:
    """A NIST record as a message. Keying-option-2/3 records (K1 = K3, or all
    equal) are sent with cmd_legacy_i set, as a user must for legacy data."""
    n = len(inp)
    if n == 0 or len(out) != n:
        raise ValueError(f"{name}: input/output lengths {n}/{len(out)}")
    beats = [Beat(x, i == n - 1, seg) for i, x in enumerate(inp)]
    exp = [OutBeat(x, i == n - 1, seg) for i, x in enumerate(out)]
    msg = Message(0, mode, dec, key, iv, seg, beats=beats, name=name, legacy=not mm.keys_distinct(key))
    return Job(expected=exp, msg=msg, name=name)


def nist_jobs(path: Path) -> list[Job]:
    """The jobs of one TMOVS file.

    Interleaved variants become interleaved streams: TCBCI/TOFBI/TCFBP64 MMT
    records are three independent chains (segment j on chain j mod 3, IVj);
    KAT records with IV1..3 are three one-block messages. TCFBP1/TCFBP8 MMT
    records couple the three chains (X9.52: I_j = LSB(I_{j-1} << k) | C_{j-3}),
    which is not three independent CFB streams; each segment becomes a
    one-segment CFB-k message with that input block as its IV, on streams
    j mod 3, so the engine still runs the three chains interleaved.
    """
    mode, seg, inter = _file_mode(path.name)
    fmt = "bits" if seg == 1 else "hex"
    jobs: list[Job] = []
    for v in load_rsp(path, data_format=fmt):
        f = v.fields
        dec = v.decrypt
        key = int.from_bytes(v.key, "big")
        src, dst = ("CIPHERTEXT", "PLAINTEXT") if dec else ("PLAINTEXT", "CIPHERTEXT")
        tag = f"{path.name}:{v.section}:{v.count}"
        if not inter:
            iv = int(f["IV"], 16) if "IV" in f else 0
            jobs.append(_job(mode, dec, key, iv, seg, segments(f[src], seg), segments(f[dst], seg), tag))
            continue
        ivs = [int(f[f"IV{j}"], 16) for j in (1, 2, 3)]
        numbered = any(f"{n}{j}" in f for n in (src, dst) for j in (1, 2, 3))
        if numbered:
            for j in (1, 2, 3):
                # A side given once (unnumbered, or only as ...1) is shared by
                # the three chains (TCBCIinvperm decrypt has CIPHERTEXT1 only).
                inp = segments(f.get(f"{src}{j}") or f.get(src) or f[f"{src}1"], seg)
                out = segments(f.get(f"{dst}{j}") or f.get(dst) or f[f"{dst}1"], seg)
                jobs.append(_job(mode, dec, key, ivs[j - 1], seg, inp, out, f"{tag}:{j}"))
            continue
        inp = segments(f[src], seg)
        out = segments(f[dst], seg)
        if mode == mm.MODE_CFB and seg < W:
            ct = out if not dec else inp
            regs: list[int] = []
            for j in range(len(inp)):
                if j < 3:
                    reg = ivs[j]
                else:
                    reg = ((regs[j - 1] << seg) | (ct[j - 3] >> (W - seg))) & FULL
                regs.append(reg)
                jobs.append(_job(mode, dec, key, reg, seg, [inp[j]], [out[j]], f"{tag}:seg{j}"))
            continue
        for j in range(3):
            if j < len(inp):
                jobs.append(_job(mode, dec, key, ivs[j], seg, inp[j::3], out[j::3], f"{tag}:{j + 1}"))
    return jobs


# ---------------------------------------------------------------------------
# CMAC (SP 800-38B TDES examples).
# ---------------------------------------------------------------------------
def cmac_records(name: str = "nist-800-38b-3des.txt",
                 needed: tuple[str, ...] = ("KEY1", "KEY2", "KEY3", "MESSAGE", "OUTPUT")) -> list[dict[str, str]]:
    """The records of a SP 800-38B example file in cryptography_vectors' CMAC folder."""
    path = cavp_dir("CMAC", name)
    recs: list[dict[str, str]] = []
    cur: dict[str, str] = {}
    for lineno, line in enumerate(path.read_text().splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if "=" not in line:
            raise ValueError(f"{path}:{lineno}: expected NAME = value, got {line!r}")
        k, v = (s.strip() for s in line.split("=", 1))
        if k == "COUNT" and cur:
            recs.append(cur)
            cur = {}
        cur[k] = v
    if cur:
        recs.append(cur)
    for r in recs:
        for k in needed:
            if k not in r:
                raise ValueError(f"{path}: COUNT {r.get('COUNT')}: missing {k}")
    return recs


def byte_beats(msg: bytes, w: int = W) -> list[Beat]:
    """A byte string as MSB-aligned ``w``-bit beats; the last beat carries its
    bit count; an empty string is one empty last beat."""
    if not msg:
        return [Beat(0, True, 0)]
    n = w // 8
    beats = []
    for i in range(0, len(msg), n):
        chunk = msg[i:i + n]
        data = int.from_bytes(chunk.ljust(n, b"\0"), "big")
        last = i + n >= len(msg)
        beats.append(Beat(data, last, 8 * len(chunk) if last else w))
    return beats


def cmac_jobs() -> list[Job]:
    """For each example: generate (full and 4-byte tag), verify OK, verify with a bad tag.

    Tags shorter than the policy's 8 bytes are sent with cmd_legacy_i set,
    and once more without it, which must give ERR_POLICY."""
    jobs = []
    for r in cmac_records():
        key = int(r["KEY1"] + r["KEY2"] + r["KEY3"], 16)
        tag = int(r["OUTPUT"], 16)
        beats = byte_beats(bytes.fromhex(r["MESSAGE"]))
        name = f"cmac:{r['COUNT']}"
        leg = not mm.keys_distinct(key)  # the examples include two-key TDEA
        jobs.append(Job([OutBeat(tag, True, 64)], Message(0, mm.MODE_CMAC, False, key, 0, taglen=8,
                                                           beats=beats, legacy=leg), name=name + ":gen"))
        jobs.append(Job([OutBeat(tag & (0xFFFFFFFF << 32), True, 32)],
                        Message(0, mm.MODE_CMAC, False, key, 0, taglen=4, beats=beats, legacy=True),
                        name=name + ":gen4"))
        jobs.append(Job([OutBeat(0, True, 0, mm.ST_ERR_POLICY)],
                        Message(0, mm.MODE_CMAC, False, key, 0, taglen=4, beats=beats),
                        name=name + ":gen4-policy"))
        if leg:  # a two-key bundle without cmd_legacy_i
            jobs.append(Job([OutBeat(0, True, 0, mm.ST_ERR_POLICY)],
                            Message(0, mm.MODE_CMAC, False, key, 0, taglen=8, beats=beats),
                            name=name + ":2key-policy"))
        jobs.append(Job([OutBeat(tag, True, 64)], Message(0, mm.MODE_CMAC, True, key, tag, taglen=8,
                                                           beats=beats, legacy=leg), name=name + ":verify"))
        # Truncated verify: only the first 6 bytes count; garbage below them is ignored.
        jobs.append(Job([OutBeat(tag & (FULL ^ 0xFFFF), True, 48)],
                        Message(0, mm.MODE_CMAC, True, key, tag ^ 0xBEEF, taglen=6, beats=beats,
                                legacy=True),
                        name=name + ":verify6"))
        jobs.append(Job([OutBeat(0, True, 0, mm.ST_ERR_AUTH)],
                        Message(0, mm.MODE_CMAC, True, key, tag ^ (1 << 40), taglen=8, beats=beats,
                                legacy=leg),
                        name=name + ":badtag"))
    return jobs


# ---------------------------------------------------------------------------
# Random traffic.
# ---------------------------------------------------------------------------
#: Error kinds of :func:`random_message`. ``stray``: a packet that ends inside
#: its header; ``bad_keep``: a TKEEP that is not all lanes before the last
#: beat or not lanes 0..n-1 on it; ``bad_header``: a reserved bit, a flag bit
#: or another algorithm in the control beat. (ERR_BUSY, a command inside an
#: open message, cannot be sent as packets.)
ERROR_KINDS = ("partial", "bad_mode", "bad_seg", "bad_taglen", "auth", "stray", "bad_keep",
               "bad_header", "cmac_empty_last", "policy_key", "policy_tag", "bad_key", "no_inverse")


def _rand_len(rng: random.Random, max_blocks: int) -> int:
    r = rng.random()
    if r < 0.5:
        return rng.randint(1, min(4, max_blocks))
    if r < 0.85:
        return rng.randint(1, min(16, max_blocks))
    return rng.randint(1, max_blocks)


def _bad_key(rng: random.Random, block: mm.BlockFn) -> int:
    """A key the core does not support (AES: size code 3 or a size KEYLENS leaves out)."""
    while True:
        k = rng.getrandbits(block.key_bits)
        if not block.key_valid(k):
            return k


def error_kinds(block: mm.BlockFn) -> tuple[str, ...]:
    """The error kinds of :func:`random_message` that ``block``'s cipher has
    (policy_key needs a policy key check, bad_key a core that rejects some
    keys, no_inverse a core without the inverse cipher)."""
    have = {"policy_key": block.key_ok is not None, "bad_key": block.key_valid is not None,
            "no_inverse": block.forward_only}
    return tuple(k for k in ERROR_KINDS if have.get(k, True))


def _bad_segs(w: int) -> list[int]:
    """CFB segment sizes the engine rejects that fit cmd_seg_i (1 + log2(w) bits)."""
    return [s for s in (0, 2, 4, 16, 32, 63, 64, 65, 127, 128, 129, 255) if s not in (1, 8, w) and s < 2 * w]


def random_message(rng: random.Random, block: mm.BlockFn, error: str | None = None,
                   max_blocks: int = 64, ctr_w: int | None = None,
                   policy: mm.Policy = mm.NIST_POLICY) -> Job:
    """One random message (``error``: one of ERROR_KINDS, or None for a valid one).

    Half the messages set cmd_legacy_i (exempt from the policy); the others
    with a key the policy rejects or a short CMAC tag, or longer than the
    policy's block limit, end with ERR_POLICY. Widths are ``block``'s."""
    W = block.width
    FULL = (1 << W) - 1
    ctr_w = W if ctr_w is None else ctr_w
    key = rand_key(rng, block)
    # An injected error other than a policy one must not be masked by a
    # policy rejection (a short tag or a degenerate key): send it as legacy.
    legacy = rng.random() < 0.5 or error not in (None, "policy_key", "policy_tag")
    iv = rng.getrandbits(W)
    modes = [(mm.MODE_ECB, W), (mm.MODE_CBC, W), (mm.MODE_CFB, 1), (mm.MODE_CFB, 8),
             (mm.MODE_CFB, W), (mm.MODE_OFB, W), (mm.MODE_CTR, W), (mm.MODE_CMAC, W)]
    mode, seg = rng.choice(modes)
    dec = rng.random() < 0.5
    taglen = rng.randint(1, W // 8)
    if error == "stray":
        n = rng.randint(1, 3)
        beats = [Beat(rng.getrandbits(W), rng.random() < 0.5, W) for _ in range(n)]
        return Job(mm.stray_beats(n), stray=beats, name="stray")
    if block.forward_only and mode in (mm.MODE_ECB, mm.MODE_CBC):
        dec = False  # only no_inverse asks a forward-only core to decrypt in ECB/CBC
    if error == "partial":
        mode, seg = rng.choice([(mm.MODE_ECB, W), (mm.MODE_CBC, W)])
        dec = dec and not block.forward_only
    if error == "no_inverse":
        mode, seg, dec = rng.choice([(mm.MODE_ECB, W), (mm.MODE_CBC, W)]) + (True,)
    if error == "bad_key":
        key = _bad_key(rng, block)
    if error == "bad_mode":
        # Modes the engine does not run: those its MODES leaves out (GCM (6)
        # and CCM (7) without AEAD); a mode byte above 7.
        mode = rng.choice([m for m in range(8) if not block.builds(m)] + [8, 0x0F, 0x87, 0xFF])
    if error == "bad_seg":
        mode = mm.MODE_CFB
        seg = rng.choice(_bad_segs(W))
    if error == "bad_taglen":  # cmd_taglen_i has 1 + log2(W/8) bits
        mode = mm.MODE_CMAC
        taglen = rng.choice([0, W // 8 + 1, W // 8 + W // 16, W // 4 - 1])
    if error in ("auth", "cmac_empty_last"):
        mode, dec = mm.MODE_CMAC, error == "auth"
    if error == "bad_keep":
        mode, seg = rng.choice([(mm.MODE_CTR, W), (mm.MODE_OFB, W), (mm.MODE_CFB, W), (mm.MODE_CMAC, W),
                                (mm.MODE_ECB, W)])
        dec = dec and not (block.forward_only and mode == mm.MODE_ECB)
    if error == "policy_key":  # TDES keying option 2 (K1 = K3) without cmd_legacy_i
        if block.cipher != "tdes":
            raise ValueError(f"no policy_key error for cipher {block.cipher!r}")
        k = rng.getrandbits(128)
        key, legacy = (k << 64) | (k >> 64), False
    if error == "policy_tag":
        mode, dec, taglen, legacy = mm.MODE_CMAC, rng.random() < 0.5, rng.randint(1, 7), False
    if mode == mm.MODE_CTR and rng.random() < 0.3:
        iv |= (1 << min(ctr_w, W)) - 1 - rng.randint(0, 3)  # counter wrap soon
    n = _rand_len(rng, max_blocks)
    small = mode == mm.MODE_CFB and seg in (1, 8)
    beats = []
    for i in range(n):
        last = i == n - 1
        data = rng.getrandbits(W)
        bits = W
        if small:
            data &= ((1 << seg) - 1) << (W - seg)
            bits = rng.choice([seg, 0, W, 100])  # ignored for CFB-1/-8
        elif last and mode in (mm.MODE_CTR, mm.MODE_OFB, mm.MODE_CFB, mm.MODE_CMAC):
            if rng.random() < 0.5:
                bits = 8 * rng.randint(1 if mode == mm.MODE_CMAC else 0, W // 8)
                data &= ((1 << bits) - 1) << (W - bits)
        if last and error == "partial":
            bits = 8 * rng.randint(0, W // 8 - 1)
        beats.append(Beat(data, last, bits))
    if error == "bad_keep":
        # A hole in TKEEP: on the last beat (lanes not 0..n-1), or on an
        # earlier beat (not all lanes; that beat still runs as a full block).
        # The model sees a last beat of more than W bits: ERR_PARTIAL.
        k = rng.randrange(n)
        nb = W // 8
        keep = rng.choice([m for m in range(1, 1 << nb) if m & (m + 1)] if nb <= 8 else
                          [0b10, 0b101, (1 << nb) - 2, 0xF0F0, 1 << (nb - 1)])
        if k == n - 1:
            beats[k] = Beat(beats[k].data, True, W + 1, keep=keep)
        else:
            beats[k] = Beat(beats[k].data, False, W, keep=rng.choice([keep, (1 << nb) - 1 >> 1, 0]))
            beats[-1] = Beat(beats[-1].data, True, W + 1, keep=(1 << nb) - 1)
    if error == "cmac_empty_last":
        beats = [Beat(b.data, False, W) for b in beats] + [Beat(0, True, 0)]
    if mode == mm.MODE_CMAC and rng.random() < 0.1 and error is None:
        beats = rng.choice([[Beat(0, True, 0)], []])  # empty message: a 0-byte last beat, or none
    msg = Message(0, mode, dec, key, iv, seg, taglen, beats, legacy=legacy,
                  fault=rng.choice(FAULTS) if error == "bad_header" else None)
    if mode == mm.MODE_CMAC and dec:
        tbits = 8 * taglen if 1 <= taglen <= W // 8 else W
        valid = error not in ("cmac_empty_last", "bad_keep", "bad_key", "bad_header")
        good = mm.cmac(block, key, [(b.data, b.bits) for b in beats]) if valid else 0
        noise = rng.getrandbits(W) & ~(((1 << tbits) - 1) << (W - tbits)) & FULL
        msg.iv = good ^ noise
        if error == "auth":
            msg.iv ^= 1 << (W - 1 - rng.randrange(tbits))
    return Job(mm.expected_beats(msg, block, ctr_w, policy=policy), msg,
               name=f"{mm.MODE_NAMES.get(mode, mode)}/{error}")


def random_jobs(rng: random.Random, block: mm.BlockFn, n_msgs: int, streams: int,
                error_rate: float = 0.25, max_blocks: int = 64, ctr_w: int | None = None,
                policy: mm.Policy = mm.NIST_POLICY, gcm: bool | None = None) -> list[Job]:
    """Random jobs with fixed streams; every error kind appears at least once.
    ``gcm``: mix GCM and CCM messages in (default: if the engine has AEAD)."""
    aead_modes = [m for m in (mm.MODE_GCM, mm.MODE_CCM) if block.builds(m)]
    gcm = bool(aead_modes) if gcm is None else gcm and bool(aead_modes)
    jobs: list[Job] = []
    all_kinds = error_kinds(block)
    kinds = list(all_kinds)
    i = 0
    while i < n_msgs or kinds:
        if kinds:
            err = kinds.pop()
        else:
            err = rng.choice(all_kinds) if rng.random() < error_rate else None
        sid = rng.randrange(streams)
        if gcm and not kinds and rng.random() < 0.2:
            # An engine with GCM: GCM and CCM messages among the others
            # (test_gcm and test_ccm have more).
            # (No "toolong": a message longer than the buffer; test_gcm has it.)
            gerr = rng.choice(GCM_ERRORS[:-1]) if rng.random() < error_rate else None
            job = random_gcm_job(rng, block, gerr, max_len=min(16 * max_blocks, 96),
                                 policy=policy, mode=rng.choice(aead_modes))
        else:
            job = random_message(rng, block, err, max_blocks, ctr_w, policy)
        job.stream = sid
        jobs.append(job)
        i += 1
    return jobs


def split_jobs(jobs: list[Job], parts: int = 2) -> list[list[Job]]:
    """Split a job list into ``parts`` consecutive runs of about equal size."""
    cuts = [len(jobs) * k // parts for k in range(parts + 1)]
    return [jobs[a:b] for a, b in zip(cuts, cuts[1:])]


def busy_jobs(rng: random.Random, block: mm.BlockFn, n_msgs: int, streams: int,
              ctr_w: int | None = None, policy: mm.Policy = mm.NIST_POLICY) -> list[Job]:
    """Short messages, mostly in feedback modes, back to back on a few streams.

    Each stream's next command follows its previous message's last beat at
    once, while that message's blocks are still in the core (the case where
    a separate command channel once lost a block).
    """
    W = block.width
    jobs: list[Job] = []
    modes = [(mm.MODE_CBC, W, False), (mm.MODE_OFB, W, False), (mm.MODE_CFB, 8, False),
             (mm.MODE_CFB, W, False), (mm.MODE_CMAC, W, False), (mm.MODE_CBC, W, True),
             (mm.MODE_CTR, W, False), (mm.MODE_ECB, W, True)]
    for _ in range(n_msgs):
        mode, seg, dec = rng.choice(modes)
        dec = dec and not (block.forward_only and mode in (mm.MODE_ECB, mm.MODE_CBC))
        n = rng.randint(1, 3)
        beats = []
        for i in range(n):
            data = rng.getrandbits(W)
            if seg < W:
                data &= ((1 << seg) - 1) << (W - seg)
            beats.append(Beat(data, i == n - 1, W))
        msg = Message(0, mode, dec, rand_key(rng, block, degenerate=False), rng.getrandbits(W), seg, 8, beats)
        jobs.append(Job(mm.expected_beats(msg, block, ctr_w, policy=policy), msg,
                        name=f"busy/{mm.MODE_NAMES[mode]}", stream=rng.randrange(streams)))
    return jobs
