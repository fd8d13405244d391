# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""AES-GCM and AES-CCM traffic for the cipher_modes testbenches (pure Python, no cocotb).

- :func:`gcm_files` / :func:`gcm_vector_jobs`: the GCMVS response files of
  cryptography_vectors (SP 800-38D; encryption and decryption, 128/192/256-bit
  keys), one message per record (every IV length: 96 bits in the header's IV
  beat, others as IV data beats), checked against the model as they are built.
- :func:`random_gcm_job`: random keys, IVs, AAD and payload lengths, tag
  lengths and directions, and every GCM error (:data:`GCM_ERRORS`); the
  ciphertext and tag of a decryption come from pycryptodome's ``AES.MODE_GCM``,
  so the model is checked against an independent implementation. With
  ``mode=MODE_CCM`` the same for CCM (nonces of 7..13 bytes, ``AES.MODE_CCM``).
- :func:`ccm_files` / :func:`ccm_vector_jobs`: the CCMVS response files
  (SP 800-38C; VADT, VNT, VPT, VTT encryption and DVPT decryption), likewise.
- :func:`wycheproof_gcm_jobs`: every test of Wycheproof's ``aes_gcm_test.json``
  (IVs of 0 to 257 bytes, counter wraps, modified tags): a valid one as an
  encryption and a decryption, an invalid one as a decryption (ERR_AUTH; an
  empty IV ERR_PARAM, also as an encryption).

Expected outputs come from :func:`cipherline.ref.modes_model.expected_beats`
with ``aead=True`` (an engine with GCM) and the block function's message
buffer: on an engine with one (``auth_buf_beats``), a decryption that fails
gives its status beat only, and one whose payload is longer than the buffer
ERR_LONG; with ``release_unverified`` (no buffer) the plaintext comes before
the verdict. (ERR_FULL depends on the interleaving: the harness finds it.)
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Iterable

from Crypto.Cipher import AES

from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import Beat, OutBeat
from cipherline.ref.vectors import (AeadVector, CcmVector, GcmVector, cavp_dir, load_ccm_rsp, load_gcm_rsp,
                                    load_wycheproof_aead, wycheproof_path)
from tb.modes.jobs import Job, rand_key

__all__ = ["GCM_ERRORS", "GCM_ERROR_STATUS", "engine_block", "gcm_error_status", "gcm_files", "gcm_vector_jobs",
           "key_bytes", "random_gcm_job", "ccm_files", "ccm_vector_jobs", "wycheproof_gcm_jobs"]

W = 128
#: The block function of the GCMVS jobs (every key size; an engine with GCM
#: whose decryption streams unverified plaintext, unless a job list is made
#: for an engine with a message buffer).
AES_ALL = mm.aes_block_fn(7, False, True, True)
_KEY_BYTES = {0: 16, 1: 24, 2: 32}

#: Error kinds of :func:`random_gcm_job`: ``tag`` a wrong tag (decryption);
#: ``short`` one data beat fewer than the lengths say, or no tag beat;
#: ``long`` one 16-byte beat too many, before the packet's last; ``keep`` a
#: beat whose bytes (TKEEP) are not the ones the lengths give it (a TKEEP
#: hole too); ``taglen`` a tag length outside GCM_TAGLENS (CCM: CCM_TAGLENS);
#: ``ivlen`` an IV length of 0 bytes (CCM: a nonce of 0..6 or 14..16 bytes,
#: or a payload length too long for a 12- or 13-byte nonce); ``mode`` a mode
#: byte above 7; ``toolong`` a decryption with 1..16 bytes more payload than
#: the message buffer holds (on an engine without one: a valid decryption of
#: that length).
GCM_ERRORS = ("tag", "short", "long", "keep", "taglen", "ivlen", "mode", "toolong")
#: The status each error kind ends its message with (``toolong``: with a buffer).
GCM_ERROR_STATUS = {"tag": mm.ST_ERR_AUTH, "short": mm.ST_ERR_PARTIAL, "long": mm.ST_ERR_PARTIAL,
                    "keep": mm.ST_ERR_PARTIAL, "taglen": mm.ST_ERR_PARAM, "ivlen": mm.ST_ERR_PARAM,
                    "mode": mm.ST_ERR_MODE, "toolong": mm.ST_ERR_LONG}


def gcm_error_status(error: str, block: mm.BlockFn) -> int:
    """The status a message with ``error`` ends with on the engine of ``block`` (with GCM)."""
    return mm.ST_OK if error == "toolong" and not block.auth_buf_beats else GCM_ERROR_STATUS[error]


def _out_bytes(beats: list[OutBeat]) -> bytes:
    """The bytes of output data beats (each keeps its first bits / 8 bytes)."""
    return b"".join(b.data.to_bytes(W // 8, "big")[:b.bits // 8] for b in beats)


def _fail(name: str, what: str, got, want) -> None:
    raise AssertionError(f"{name}: the GCM model's {what} is {got!r}, expected {want!r}")


def _check(name: str, exp: list[OutBeat], decrypt: bool, output: bytes, tag: bytes, taglen: int,
           fail: bool = False, held: bool = False) -> None:
    """Raise AssertionError unless the model's beats ``exp`` are ``output``
    (``fail``: as many bytes, or none if ``held``, a buffered decryption)
    followed by the tag (encryption) or the OK / ERR_AUTH (``fail``) status
    beat."""
    data, last = exp[:-1], exp[-1]
    if any(b.last or b.status != mm.ST_OK for b in data):
        _fail(name, "data beats", data, "plain data beats")
    if not fail and _out_bytes(data) != output:
        _fail(name, "output", _out_bytes(data).hex(), output.hex())
    if fail and len(_out_bytes(data)) != (0 if held else len(output)):
        _fail(name, "output length", len(_out_bytes(data)), 0 if held else len(output))
    if decrypt:
        want = OutBeat(0, True, 0, mm.ST_ERR_AUTH if fail else mm.ST_OK)
    else:
        want = OutBeat(int.from_bytes(tag[:taglen].ljust(W // 8, b"\0"), "big"), True, 8 * taglen)
    if last != want:
        _fail(name, "last beat", str(last), str(want))


# ---------------------------------------------------------------------------
# GCMVS files.
# ---------------------------------------------------------------------------
def gcm_files() -> list[Path]:
    """The six GCMVS files (gcmEncryptExtIV128/192/256, gcmDecrypt128/192/256)."""
    files = sorted(cavp_dir("ciphers", "AES", "GCM").glob("gcm*.rsp"))
    if len(files) != 6:
        raise FileNotFoundError(f"expected the six GCMVS files in cryptography_vectors, found {len(files)}")
    return files


def engine_block(block: mm.BlockFn | None) -> mm.BlockFn:
    """AES with every key size on the engine of ``block`` (its GCM decryption
    buffered or not); None: :data:`AES_ALL`."""
    if block is None:
        return AES_ALL
    return mm.aes_block_fn(7, False, True, block.release_unverified,
                           16 * block.auth_buf_beats or mm.AUTH_BUF_BYTES)


def _vector_job(v: GcmVector | CcmVector, policy: mm.Policy, eng: mm.BlockFn) -> Job:
    ccm = isinstance(v, CcmVector)
    name = f"{'CCMVS' if ccm else 'GCMVS'}:{Path(v.path).name}:{v.count}"
    make = mm.ccm_message if ccm else mm.gcm_message
    msg = make(0, mm.aes_bundle(v.key), v.nonce if ccm else v.iv, v.aad, v.ct if v.decrypt else v.pt, v.taglen,
               v.decrypt, v.tag if v.decrypt else None, name=name)
    exp = mm.expected_beats(msg, eng, policy=policy)
    # A FAIL record has no plaintext: only the length of the streamed one is checked.
    want = v.pt if v.decrypt and not v.fail else v.ct
    _check(f"{v.source} ({name})", exp, v.decrypt, want, v.tag, v.taglen, v.fail, bool(eng.auth_buf_beats))
    return Job(exp, msg, name=name)


def gcm_vector_jobs(paths: Iterable[Path], limit_per_file: int | None, rng: random.Random,
                    policy: mm.Policy = mm.NIST_POLICY, block: mm.BlockFn | None = None) -> list[Job]:
    """One job per GCMVS record (encryption files as
    encryptions; decryption files as decryptions, FAIL records ending with
    ERR_AUTH); ``limit_per_file``: a random sample of that many records of
    each file (in file order; None: all). ``block``: the engine's block
    function, for its message buffer (None: GCM decryption unbuffered). The
    model's output, tag and status are checked against the record:
    AssertionError if they differ.
    """
    return _vector_jobs(paths, load_gcm_rsp, limit_per_file, rng, policy, block)


# ---------------------------------------------------------------------------
# Wycheproof.
# ---------------------------------------------------------------------------
def _wycheproof_jobs(v: AeadVector, policy: mm.Policy, eng: mm.BlockFn) -> list[Job]:
    key = mm.aes_bundle(v.key)
    taglen = len(v.tag)
    name = f"Wycheproof:gcm:{v.tc_id}"
    if not v.iv:  # ZeroLengthIv: the command checks reject it (ERR_PARAM), data beats as for a 12-byte IV
        if v.valid:
            raise AssertionError(f"{v.source}: a valid test with an empty IV")
        jobs = []
        for dec in (False, True):
            msg = mm.gcm_message(0, key, bytes(12), v.aad, v.ct if dec else v.msg, taglen, dec,
                                 v.tag if dec else None, name=f"{name}:{'dec' if dec else 'enc'}")
            msg = replace(msg, ivlen=0, iv=0)
            exp = mm.expected_beats(msg, eng, policy=policy)
            if exp != [OutBeat(0, True, 0, mm.ST_ERR_PARAM)]:
                _fail(f"{v.source} ({msg.name})", "answer to an empty IV", exp, "one ERR_PARAM beat")
            jobs.append(Job(exp, msg, name=msg.name))
        return jobs
    jobs = []
    for dec in ((False, True) if v.valid else (True,)):
        msg = mm.gcm_message(0, key, v.iv, v.aad, v.ct if dec else v.msg, taglen, dec, v.tag if dec else None,
                             name=f"{name}:{'dec' if dec else 'enc'}")
        exp = mm.expected_beats(msg, eng, policy=policy)
        _check(f"{v.source} ({msg.name})", exp, dec, v.msg if dec else v.ct, v.tag, taglen, not v.valid,
               bool(eng.auth_buf_beats))
        jobs.append(Job(exp, msg, name=msg.name))
    return jobs


def wycheproof_gcm_jobs(block: mm.BlockFn | None = None, policy: mm.Policy = mm.NIST_POLICY,
                        key_sizes: Iterable[int] = (16, 24, 32)) -> list[Job]:
    """Jobs for every test of Wycheproof's AES-GCM file whose key is of
    ``key_sizes`` bytes, in file order (see the module's docstring); the
    model's answer is checked against the test as the job is built
    (AssertionError if they differ). ``block``: the engine's block function,
    for its message buffer (None: GCM decryption unbuffered)."""
    eng = engine_block(block)
    sizes = set(key_sizes)
    jobs: list[Job] = []
    for v in load_wycheproof_aead(wycheproof_path("aes_gcm_test.json")):
        if len(v.key) in sizes:
            jobs += _wycheproof_jobs(v, policy, eng)
    return jobs


# ---------------------------------------------------------------------------
# Random messages.
# ---------------------------------------------------------------------------
def _gcm_len(rng: random.Random, max_len: int) -> int:
    """A length of 0..max_len bytes, often 0, 1, 15, 16, 17 or a multiple of 16."""
    if rng.random() < 0.6:
        return rng.choice([n for n in (0, 1, 15, 16, 17) if n <= max_len] + list(range(32, max_len + 1, 16)))
    return rng.randint(0, max_len)


def key_bytes(bundle: int) -> bytes:
    """The AES key of an aes_modes key bundle (the bytes beyond its size dropped)."""
    return (bundle & ((1 << 256) - 1)).to_bytes(32, "big")[:_KEY_BYTES[bundle >> 256]]


def _hole_keep(rng: random.Random) -> int:
    """A TKEEP with a hole (not lanes 0..n-1)."""
    return rng.choice([0b10, 0b101, 0xFFFE, 0xF0F0, 0x8000, 0xFF7F])


def _bad_bits(rng: random.Random, beat: Beat, want: int, last: bool) -> Beat:
    """``beat`` with other bits than ``want`` (0 only on the packet's last
    beat), or (1 in 4) a TKEEP hole, which the model sees as 129 bits."""
    if rng.random() < 0.25:
        return replace(beat, bits=W + 1, keep=_hole_keep(rng))
    choices = [b for b in range(0 if last else 8, W + 1, 8) if b != want]
    # Half the time the likeliest slip: a full beat where a partial one belongs.
    bits = W if want < W and rng.random() < 0.5 else rng.choice(choices)
    grow = rng.getrandbits(W) & ((1 << (W - want)) - 1) if bits > want else 0
    return replace(beat, bits=bits, data=beat.data | grow)


def random_gcm_job(rng: random.Random, block: mm.BlockFn, error: str | None = None, max_len: int = 96,
                   policy: mm.Policy = mm.NIST_POLICY, mode: int = mm.MODE_GCM) -> Job:
    """One random GCM message (``error``: one of GCM_ERRORS, or None); with
    ``mode`` MODE_CCM a CCM message (a nonce of 7..13 bytes, a tag length of
    CCM_TAGLENS, pycryptodome's ``AES.MODE_CCM``), otherwise alike.

    The key has a size ``block`` (an AES BlockFn) supports; IV random, 12
    bytes (half the time with junk in the IV beat's ignored low 32 bits) or
    one in four times 1..64 bytes (IV data beats); AAD and payload
    0..``max_len`` bytes (``toolong``: the payload 1..16 bytes longer than
    the message buffer); a tag length of GCM_TAGLENS; decryption half the
    time (always for ``tag`` and ``toolong``). The expected beats are those
    of an engine with GCM (``aead``) and ``block``'s message buffer; for
    error None the model's output and tag (or OK) are checked against
    pycryptodome's GCM (AssertionError).
    """
    if block.cipher != "aes" or block.width != W:
        raise ValueError(f"GCM jobs need an AES block function, not {block.cipher!r}")
    if error is not None and error not in GCM_ERRORS:
        raise ValueError(f"unknown GCM error {error!r}; known: {', '.join(GCM_ERRORS)}")
    if mode not in (mm.MODE_GCM, mm.MODE_CCM):
        raise ValueError(f"mode {mode}: GCM or CCM jobs only")
    ccm = mode == mm.MODE_CCM
    name = "CCM" if ccm else "GCM"
    bundle = rand_key(rng, block)
    key = key_bytes(bundle)
    dec = error in ("tag", "toolong") or rng.random() < 0.5
    alen, plen = _gcm_len(rng, max_len), _gcm_len(rng, max_len)
    if error == "toolong":
        plen = 16 * (block.auth_buf_beats or max(1, max_len // 16)) + rng.randint(1, 16)
    if error in ("short", "keep") and not dec and alen + plen == 0:
        plen = rng.randint(1, max(1, max_len))  # a data beat to drop or damage
    taglens = mm.CCM_TAGLENS if ccm else mm.GCM_TAGLENS
    taglen = rng.choice(taglens)
    if error == "taglen":
        taglen = rng.choice([t for t in range(1, 17) if t not in taglens])
    if ccm:
        ivlen = rng.choice(mm.CCM_NONCELENS)
        if error == "ivlen":
            ivlen = rng.choice([0, 1, 6, 14, 15, 16])
    else:
        ivlen = mm.GCM_IVLEN
        if rng.random() < 0.25:
            ivlen = rng.choice([1, 8, 11, 13, 15, 16, 17, 31, 32, 33, 48, 64])
    iv = rng.randbytes(ivlen)
    aad, pt = rng.randbytes(alen), rng.randbytes(plen)
    if ccm and taglen in taglens and ivlen in mm.CCM_NONCELENS:
        cipher = AES.new(key, AES.MODE_CCM, nonce=iv, mac_len=taglen, msg_len=plen, assoc_len=alen)
        cipher.update(aad)
        ct, tag = cipher.encrypt_and_digest(pt)
    elif not ccm and taglen in taglens:
        cipher = AES.new(key, AES.MODE_GCM, nonce=iv, mac_len=taglen)
        cipher.update(aad)
        ct, tag = cipher.encrypt_and_digest(pt)
    else:  # pycryptodome has no such tag or nonce length; the engine rejects it anyway
        ct, tag = rng.randbytes(plen), rng.randbytes(taglen)
    sent_tag = tag
    if error == "tag":
        flips = rng.sample(range(8 * taglen), rng.randint(1, 3))
        t = int.from_bytes(tag, "big")
        for f in flips:
            t ^= 1 << (8 * taglen - 1 - f)
        sent_tag = t.to_bytes(taglen, "big")
    make = mm.ccm_message if ccm else mm.gcm_message
    msg = make(0, bundle, iv, aad, ct if dec else pt, taglen, dec, sent_tag if dec else None)
    n_iv = 0 if ccm or ivlen == mm.GCM_IVLEN else -(-ivlen // 16)  # IV data beats
    if ccm and error == "ivlen" and rng.random() < 0.3:
        # A good nonce length, but a payload length its B0 has no room for
        # (the header's length only; the engine swallows the beats).
        ivlen = rng.choice([12, 13])
        msg = replace(msg, ivlen=ivlen, plen=(1 << (8 * (15 - ivlen))) + rng.randrange(1 << 16))
    elif not ccm and error == "ivlen":  # no IV (length 0): ERR_PARAM; the packet as for a 12-byte one
        msg = replace(msg, ivlen=0, beats=msg.beats[n_iv:] or msg.beats, iv=rng.getrandbits(W))
        n_iv = 0
    if not ccm and len(iv) == mm.GCM_IVLEN and rng.random() < 0.5:
        msg.iv |= rng.getrandbits(32)  # ignored by the engine
    if ccm and ivlen < 16 and rng.random() < 0.5:
        msg.iv |= rng.getrandbits(8 * (16 - ivlen))  # the IV beat past the nonce: ignored
    msg.legacy = rng.random() < 0.25
    beats = list(msg.beats)
    n_data = len(beats) - int(dec)
    if error == "short":
        if dec and (n_data == 0 or rng.random() < 0.3):
            beats.pop()  # no tag beat: the packet's last data beat is taken for it
        else:
            del beats[rng.randrange(n_data)]
    elif error == "long":
        beats.insert(max(0, len(beats) - 1), Beat(rng.getrandbits(W), False, W))
    elif error == "keep":
        k = rng.randrange(len(beats))
        if dec and k == len(beats) - 1:
            want = 8 * taglen
        else:
            n_aad = -(-alen // 16)
            if k < n_iv:
                length, j = ivlen, k
            elif k - n_iv < n_aad:
                length, j = alen, k - n_iv
            else:
                length, j = plen, k - n_iv - n_aad
            want = min(W, 8 * (length - 16 * j))
        beats[k] = _bad_bits(rng, beats[k], want, k == len(beats) - 1)
    beats = [replace(b, last=i == len(beats) - 1) for i, b in enumerate(beats)]
    msg = replace(msg, beats=beats, mode=rng.choice([8, 0x0E, 0x86, 0xFF]) if error == "mode" else mode)
    exp = mm.expected_beats(msg, block, policy=policy, aead=True)
    kind = error or ("dec" if dec else "enc")
    if error is None or (error == "toolong" and not block.auth_buf_beats):
        # Past the policy's block limit the output stops (ERR_POLICY): the
        # model's output without the limit is the one to check.
        full = exp
        if exp[-1].status == mm.ST_ERR_POLICY:
            full = mm.expected_beats(msg, block, policy=replace(policy, max_blocks=1 << 30), aead=True)
        _check(f"{name}/{kind} (pycryptodome)", full, dec, pt if dec else ct, tag, taglen)
    return Job(exp, msg, name=f"{name}/{kind}")


# ---------------------------------------------------------------------------
# CCMVS files.
# ---------------------------------------------------------------------------
def ccm_files() -> list[Path]:
    """The fifteen CCMVS files (VADT, VNT, VPT, VTT, DVPT; 128/192/256)."""
    files = sorted(cavp_dir("ciphers", "AES", "CCM").glob("*.rsp"))
    if len(files) != 15:
        raise FileNotFoundError(f"expected the fifteen CCMVS files in cryptography_vectors, found {len(files)}")
    return files


def ccm_vector_jobs(paths: Iterable[Path], limit_per_file: int | None, rng: random.Random,
                    policy: mm.Policy = mm.NIST_POLICY, block: mm.BlockFn | None = None) -> list[Job]:
    """One job per CCMVS record, as :func:`gcm_vector_jobs` (DVPT "Fail"
    records end with ERR_AUTH and, on an engine with a message buffer, no
    plaintext)."""
    return _vector_jobs(paths, load_ccm_rsp, limit_per_file, rng, policy, block)


def _vector_jobs(paths: Iterable[Path], load, limit_per_file: int | None, rng: random.Random,
                 policy: mm.Policy, block: mm.BlockFn | None) -> list[Job]:
    eng = engine_block(block)
    jobs: list[Job] = []
    for path in paths:
        recs = load(path)
        if limit_per_file is not None and limit_per_file < len(recs):
            recs = [recs[i] for i in sorted(rng.sample(range(len(recs)), limit_per_file))]
        jobs += [_vector_job(v, policy, eng) for v in recs]
    return jobs
