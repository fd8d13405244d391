# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The golden model of cipher_modes (pure Python, no simulator).

The model is the reference of the random simulation tests, so it is checked
here against pycryptodome's own implementations of the modes, against every
NIST TDES CAVP message the simulation uses, and against the SP 800-38B CMAC
examples; its 128-bit toy configuration (toy-modes) against direct
computations (CMAC with Rb 0x87, CBC, CTR); its AES configuration (aes-modes)
against every AESAVS, CTR and CMAC record the simulation sends and against
pycryptodome's AES modes.
"""

from __future__ import annotations

import random

import pytest
from Crypto.Cipher import DES3
from Crypto.Hash import CMAC
from Crypto.Util import Counter

from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import Beat, Message
from tb.modes.scenarios import byte_beats, cmac_jobs, nist_files, nist_jobs, random_jobs

BLOCK = mm.tdes_block_fn(3)
#: Statuses random_jobs never gives: ERR_BUSY (a command inside an open
#: message: not on the packet interface) and the message buffer's ERR_LONG
#: and ERR_FULL (tests/test_gcm_buffer.py; ERR_FULL depends on the input order).
NOT_RANDOM = {mm.ST_ERR_BUSY, mm.ST_ERR_LONG, mm.ST_ERR_FULL}


def _key(rng: random.Random) -> bytes:
    while True:
        k = DES3.adjust_key_parity(rng.randbytes(24))
        try:
            DES3.new(k, DES3.MODE_ECB)
            return k
        except ValueError:
            continue


def _beats(data: bytes, partial_ok: bool) -> list[Beat]:
    beats = []
    for i in range(0, len(data), 8):
        chunk = data[i:i + 8]
        last = i + 8 >= len(data)
        beats.append(Beat(int.from_bytes(chunk.ljust(8, b"\0"), "big"), last, 8 * len(chunk)))
    return beats


def _out_bytes(out: list[mm.OutBeat]) -> bytes:
    res = b""
    for b in out:
        assert b.status == mm.ST_OK
        res += b.data.to_bytes(8, "big")[: b.bits // 8]
    return res


@pytest.mark.parametrize("trial", range(20))
def test_model_matches_pycryptodome(trial):
    rng = random.Random(trial)
    key = _key(rng)
    k = int.from_bytes(key, "big")
    iv = rng.randbytes(8)
    ivi = int.from_bytes(iv, "big")
    nblk = rng.randint(1, 12)
    full = rng.randbytes(8 * nblk)
    part = full[: rng.randint(1, 8 * nblk)]
    for dec in (False, True):
        def run(mode, data, seg=64):
            msg = Message(0, mode, dec, k, ivi, seg, beats=_beats(data, True))
            return _out_bytes(mm.expected_beats(msg, BLOCK))

        ecb = DES3.new(key, DES3.MODE_ECB)
        assert run(mm.MODE_ECB, full) == (ecb.decrypt(full) if dec else ecb.encrypt(full))
        cbc = DES3.new(key, DES3.MODE_CBC, iv=iv)
        assert run(mm.MODE_CBC, full) == (cbc.decrypt(full) if dec else cbc.encrypt(full))
        ofb = DES3.new(key, DES3.MODE_OFB, iv=iv)
        assert run(mm.MODE_OFB, part) == ofb.encrypt(part)
        ctr = DES3.new(key, DES3.MODE_CTR, counter=Counter.new(64, initial_value=ivi))
        assert run(mm.MODE_CTR, part) == ctr.encrypt(part)
        cfb = DES3.new(key, DES3.MODE_CFB, iv=iv, segment_size=64)
        assert run(mm.MODE_CFB, part) == (cfb.decrypt(part) if dec else cfb.encrypt(part))
        # CFB-8: one byte per beat.
        cfb8 = DES3.new(key, DES3.MODE_CFB, iv=iv, segment_size=8)
        msg = Message(0, mm.MODE_CFB, dec, k, ivi, 8,
                      beats=[Beat(b << 56, i == len(part) - 1, 8) for i, b in enumerate(part)])
        got = bytes(o.data >> 56 for o in mm.expected_beats(msg, BLOCK))
        assert got == (cfb8.decrypt(part) if dec else cfb8.encrypt(part))
    # CMAC on byte strings of any length (also empty).
    for data in (b"", part, full):
        tag = CMAC.new(key, data, ciphermod=DES3).digest()
        beats = _beats(data, True) if data else [Beat(0, True, 0)]
        msg = Message(0, mm.MODE_CMAC, False, k, 0, taglen=8, beats=beats)
        assert _out_bytes(mm.expected_beats(msg, BLOCK)) == tag


def test_model_cfb1_roundtrip():
    rng = random.Random(5)
    for _ in range(20):
        k, iv = rng.getrandbits(192), rng.getrandbits(64)
        bits = [rng.getrandbits(1) << 63 for _ in range(rng.randint(1, 40))]
        enc = Message(0, mm.MODE_CFB, False, k, iv, 1, beats=[Beat(b, i == len(bits) - 1, 1) for i, b in enumerate(bits)])
        ct = [o.data for o in mm.expected_beats(enc, BLOCK)]
        dec = Message(0, mm.MODE_CFB, True, k, iv, 1, beats=[Beat(c, i == len(ct) - 1, 1) for i, c in enumerate(ct)])
        assert [o.data for o in mm.expected_beats(dec, BLOCK)] == bits


def test_model_reproduces_nist_files():
    n = 0
    for f in nist_files():
        for job in nist_jobs(f):
            assert mm.expected_beats(job.msg, BLOCK) == job.expected, job.name
            n += 1
    assert n > 10000


def test_model_cmac_examples():
    for job in cmac_jobs():
        assert mm.expected_beats(job.msg, BLOCK) == job.expected, job.name


def test_model_error_cases():
    k = (2 << 128) | (4 << 64) | 8  # three distinct keys
    ok = [Beat(1, False), Beat(2, True, 64)]
    cases = [
        (Message(0, mm.MODE_ECB, False, k, beats=[Beat(1, False), Beat(2, True, 40)]), mm.ST_ERR_PARTIAL, 2),
        (Message(0, 6, False, k, beats=ok), mm.ST_ERR_MODE, 1),
        (Message(0, mm.MODE_CFB, False, k, seg=16, beats=ok), mm.ST_ERR_PARAM, 1),
        (Message(0, mm.MODE_CMAC, False, k, taglen=9, beats=ok), mm.ST_ERR_PARAM, 1),
        (Message(0, mm.MODE_CTR, False, k, beats=[Beat(1, True, 65)]), mm.ST_ERR_PARTIAL, 1),
        (Message(0, mm.MODE_CBC, False, k, beats=[Beat(1, False)], abort=True), mm.ST_ERR_BUSY, 2),
        (Message(0, mm.MODE_CMAC, True, k, iv=0, beats=ok), mm.ST_ERR_AUTH, 1),
        (Message(0, mm.MODE_CMAC, False, k, beats=[Beat(1, False), Beat(0, True, 0)]), mm.ST_ERR_PARTIAL, 1),
    ]
    for msg, status, n in cases:
        out = mm.expected_beats(msg, BLOCK)
        assert len(out) == n and out[-1] == mm.OutBeat(0, True, 0, status), (msg, out)


def test_model_policy():
    k3 = (2 << 128) | (4 << 64) | 8
    k2 = (2 << 128) | (4 << 64) | 2 | 1  # K3 = K1 up to the parity bit: keying option 2
    ok = [Beat(1, False), Beat(2, True, 64)]
    assert mm.keys_distinct(k3) and not mm.keys_distinct(k2)
    assert not mm.keys_distinct((2 << 128) | (3 << 64) | 8)  # K1 = K2 up to parity
    rejected = mm.OutBeat(0, True, 0, mm.ST_ERR_POLICY)
    # Keying option 2 and a short CMAC tag: rejected unless legacy.
    assert mm.expected_beats(Message(0, mm.MODE_CBC, False, k2, beats=ok), BLOCK) == [rejected]
    assert mm.expected_beats(Message(0, mm.MODE_CMAC, False, k3, taglen=7, beats=ok), BLOCK) == [rejected]
    legacy = mm.expected_beats(Message(0, mm.MODE_CBC, False, k2, beats=ok, legacy=True), BLOCK)
    assert [o.status for o in legacy] == [mm.ST_OK, mm.ST_OK]
    assert mm.expected_beats(Message(0, mm.MODE_CBC, False, k2, beats=ok), BLOCK, policy=mm.NO_POLICY) == legacy
    # Block limit: the first max_blocks beats give output, the last reports.
    pol = mm.Policy(max_blocks=3)
    beats = [Beat(i, i == 4, 64) for i in range(5)]
    out = mm.expected_beats(Message(0, mm.MODE_CTR, False, k3, beats=beats), BLOCK, policy=pol)
    full = mm.expected_beats(Message(0, mm.MODE_CTR, False, k3, beats=beats), BLOCK, policy=mm.NO_POLICY)
    assert out == full[:3] + [rejected]
    assert mm.expected_beats(Message(0, mm.MODE_CTR, False, k3, beats=beats[:3] + [Beat(3, True, 64)]), BLOCK,
                             policy=pol)[-1] == rejected
    assert mm.expected_beats(Message(0, mm.MODE_CTR, False, k3, beats=beats[:2] + [Beat(3, True, 64)]), BLOCK,
                             policy=pol)[-1].status == mm.ST_OK


def test_split_jobs():
    from tb.modes.scenarios import Job, split_jobs

    for n in range(0, 12):
        jl = [Job([], Message(0, mm.MODE_CBC, False, 0), stream=i % 5) for i in range(n)]
        parts = split_jobs(jl, 3)
        assert len(parts) == 3 and sum(parts, []) == jl
        assert max(map(len, parts)) - min(map(len, parts)) <= 1


def test_random_jobs_cover_every_status():
    # Every status but ERR_BUSY, which packets cannot cause.
    jobs = random_jobs(random.Random(3), BLOCK, 50, 64)
    assert {b.status for j in jobs for b in j.expected} == set(mm.STATUS_NAMES) - NOT_RANDOM


# ---------------------------------------------------------------------------
# The 128-bit toy model (toy-modes: block XOR key, no key policy).
# ---------------------------------------------------------------------------
TOY = mm.toy_block_fn()
M128 = (1 << 128) - 1


def test_toy_cmac_rb_0x87():
    # The subkey doubling of a 128-bit block uses Rb = 0x87 (0x1B for 64 bits).
    assert mm.CMAC_RB == {64: 0x1B, 128: 0x87}
    assert mm._dbl(1 << 127, 128) == 0x87 and mm._dbl(1 << 63, 64) == 0x1B
    assert mm._dbl(0x4000_0000_0000_0000_0000_0000_0000_0001, 128) == 0x8000_0000_0000_0000_0000_0000_0000_0002
    # CMAC of the toy cipher by hand: L = E_K(0) = K, K1 = dbl(L), K2 = dbl(K1).
    rng = random.Random(9)
    for _ in range(20):
        key = rng.getrandbits(128) | (1 << 127)  # MSB set: the doubling takes the Rb branch
        l_val = key
        k1 = ((l_val << 1) & M128) ^ 0x87
        k2 = ((k1 << 1) & M128) ^ (0x87 if k1 >> 127 else 0)
        m = [rng.getrandbits(128) for _ in range(3)]
        # Full last block: T = E(E(E(m0) ^ m1) ^ m2 ^ K1); E(x) = x ^ key.
        want_full = ((((m[0] ^ key) ^ m[1]) ^ key) ^ m[2] ^ k1) ^ key
        msg = Message(0, mm.MODE_CMAC, False, key, 0, 128, 16, [Beat(m[0], False, 128), Beat(m[1], False, 128),
                                                                 Beat(m[2], True, 128)])
        assert mm.expected_beats(msg, TOY) == [mm.OutBeat(want_full, True, 128)]
        # Partial last block (40 bits): padded with 10*, XOR K2.
        part = m[2] & (((1 << 40) - 1) << 88)
        want_part = ((m[0] ^ key) ^ (part | (1 << 87)) ^ k2) ^ key
        msg = Message(0, mm.MODE_CMAC, False, key, 0, 128, 16, [Beat(m[0], False, 128), Beat(part, True, 40)])
        assert mm.expected_beats(msg, TOY) == [mm.OutBeat(want_part, True, 128)]
        assert mm.cmac(TOY, key, [(m[0], 128), (part, 40)]) == want_part


def test_toy_cbc_ctr_direct():
    rng = random.Random(10)
    for _ in range(20):
        key, iv = rng.getrandbits(128), rng.getrandbits(128)
        data = [rng.getrandbits(128) for _ in range(rng.randint(1, 6))]
        beats = [Beat(d, i == len(data) - 1, 128) for i, d in enumerate(data)]
        # CBC encrypt: C_i = (P_i ^ C_{i-1}) ^ K; decrypt inverts it.
        cv, ct = iv, []
        for d in data:
            cv = d ^ cv ^ key
            ct.append(cv)
        enc = mm.expected_beats(Message(0, mm.MODE_CBC, False, key, iv, 128, beats=beats), TOY)
        assert [o.data for o in enc] == ct and all(o.bits == 128 and o.status == mm.ST_OK for o in enc)
        cbeats = [Beat(c, i == len(ct) - 1, 128) for i, c in enumerate(ct)]
        assert [o.data for o in mm.expected_beats(Message(0, mm.MODE_CBC, True, key, iv, 128, beats=cbeats),
                                                  TOY)] == data
        # CTR with CTR_W = 32: the low 32 bits of the counter wrap, the rest stay.
        ctr = iv | 0xFFFF_FFFE
        last_bits = rng.randint(1, 128)
        pbeats = beats[:-1] + [Beat(data[-1] & (M128 ^ ((1 << (128 - last_bits)) - 1)), True, last_bits)]
        out = mm.expected_beats(Message(0, mm.MODE_CTR, False, key, ctr, 128, beats=pbeats), TOY, ctr_w=32)
        want, c = [], ctr
        for i, b in enumerate(pbeats):
            bits = b.bits if b.last else 128
            want.append(mm.OutBeat(((c ^ key) ^ b.data) & (M128 ^ ((1 << (128 - bits)) - 1)), b.last, bits))
            c = (c & ~0xFFFF_FFFF & M128) | ((c + 1) & 0xFFFF_FFFF)
        assert out == want


def test_toy_no_key_policy_and_widths():
    # No key policy: any key passes (a TDES keying-option-2 pattern too); the tag
    # length runs to 16 bytes, and the CMAC_MIN_TAG policy still applies.
    k = random.Random(11).getrandbits(128)
    ok = [Beat(1, False, 128), Beat(2, True, 128)]
    assert TOY.key_ok is None and BLOCK.key_ok is mm.keys_distinct
    assert [o.status for o in mm.expected_beats(Message(0, mm.MODE_ECB, False, k, 0, 128, beats=ok), TOY)] == [0, 0]
    weak = (k << 64) | (k >> 64)  # as a 192-bit TDES bundle this would be K1 = K3
    assert mm.expected_beats(Message(0, mm.MODE_ECB, False, weak & M128, 0, 128, beats=ok), TOY)[0].status == 0
    assert mm.expected_beats(Message(0, mm.MODE_CMAC, False, k, taglen=16, beats=ok), TOY)[-1].bits == 128
    assert mm.expected_beats(Message(0, mm.MODE_CMAC, False, k, taglen=17, beats=ok), TOY)[-1].status == \
        mm.ST_ERR_PARAM
    assert mm.expected_beats(Message(0, mm.MODE_CMAC, False, k, taglen=7, beats=ok), TOY)[-1].status == \
        mm.ST_ERR_POLICY
    assert mm.expected_beats(Message(0, mm.MODE_CFB, False, k, seg=64, beats=ok), TOY)[-1].status == \
        mm.ST_ERR_PARAM


def test_toy_random_jobs_cover_every_status():
    jobs = random_jobs(random.Random(4), TOY, 50, 8)
    assert {b.status for j in jobs for b in j.expected} == set(mm.STATUS_NAMES) - NOT_RANDOM
    assert all(j.msg is None or j.msg.key < (1 << 128) for j in jobs)
    assert all(b.data < (1 << 128) and b.bits <= 128 for j in jobs for b in j.expected)


# ---------------------------------------------------------------------------
# AES (aes-modes: 258-bit key bundles {size code, key}, per-message key size).
# ---------------------------------------------------------------------------
AES_ALL = mm.aes_block_fn(7, False)


def test_aes_model_matches_every_file_record():
    # Every AESAVS KAT/MMT record, the CTR vectors and the CMAC examples as the
    # engine's simulation sends them: the model gives exactly the file's output.
    from tb.modes.aes_vectors import aes_cmac_jobs, aes_ctr_jobs, aes_nist_files, aes_nist_jobs

    files = aes_nist_files()
    assert len(files) == 90  # 6 modes x 5 file kinds x 3 key sizes
    jobs = [j for f in files for j in aes_nist_jobs(f)] + aes_ctr_jobs() + aes_cmac_jobs()
    for j in jobs:
        assert mm.expected_beats(j.msg, AES_ALL) == j.expected, j.name
    assert {j.msg.key >> 256 for j in jobs} == {0, 1, 2}


@pytest.mark.parametrize("trial", range(12))
def test_aes_model_matches_pycryptodome_modes(trial):
    from Crypto.Cipher import AES

    rng = random.Random(100 + trial)
    key = rng.randbytes(rng.choice((16, 24, 32)))
    k = mm.aes_bundle(key)
    iv = rng.randbytes(16)
    ivi = int.from_bytes(iv, "big")
    data = rng.randbytes(16 * rng.randint(1, 6))
    beats = byte_beats(data, 128)

    def run(mode, dec, seg=128, bts=beats):
        out = mm.expected_beats(Message(0, mode, dec, k, ivi, seg, beats=bts), AES_ALL)
        assert all(o.status == mm.ST_OK for o in out)
        if seg < 128:
            return bytes(o.data >> 120 for o in out)
        return b"".join(o.data.to_bytes(16, "big")[: o.bits // 8] for o in out)

    assert run(mm.MODE_ECB, False) == AES.new(key, AES.MODE_ECB).encrypt(data)
    assert run(mm.MODE_CBC, False) == AES.new(key, AES.MODE_CBC, iv=iv).encrypt(data)
    assert run(mm.MODE_CBC, True) == AES.new(key, AES.MODE_CBC, iv=iv).decrypt(data)
    assert run(mm.MODE_OFB, False) == AES.new(key, AES.MODE_OFB, iv=iv).encrypt(data)
    assert run(mm.MODE_CFB, False) == AES.new(key, AES.MODE_CFB, iv=iv, segment_size=128).encrypt(data)
    b8 = [Beat(x << 120, i == len(data) - 1, 8) for i, x in enumerate(data)]
    assert run(mm.MODE_CFB, True, 8, b8) == AES.new(key, AES.MODE_CFB, iv=iv, segment_size=8).decrypt(data)
    part = data[: len(data) - rng.randint(1, 15)]
    ctr = AES.new(key, AES.MODE_CTR, counter=Counter.new(128, initial_value=ivi))
    assert run(mm.MODE_CTR, False, bts=byte_beats(part, 128)) == ctr.encrypt(part)
    tag = mm.expected_beats(Message(0, mm.MODE_CMAC, False, k, 0, taglen=16, beats=byte_beats(part, 128)),
                            AES_ALL)
    assert tag[0].data.to_bytes(16, "big") == CMAC.new(key, part, ciphermod=AES).digest()


def test_aes_key_sizes_and_forward_only():
    # A key size the core leaves out (KEYLENS) or code 3 gives ERR_PARAM; an
    # encrypt-only core rejects ECB/CBC decryption (ERR_MODE) but runs the
    # other modes in both directions.
    only128 = mm.aes_block_fn(1, True)
    ok = byte_beats(bytes(32), 128)
    k128, k256 = mm.aes_bundle(bytes(16)), mm.aes_bundle(bytes(32))
    st = lambda blk, mode, dec, key: mm.expected_beats(Message(0, mode, dec, key, 0, 128, beats=ok), blk)[-1].status
    assert st(only128, mm.MODE_ECB, False, k128) == mm.ST_OK
    assert st(only128, mm.MODE_ECB, False, k256) == mm.ST_ERR_PARAM
    assert st(AES_ALL, mm.MODE_ECB, False, k256) == mm.ST_OK
    assert st(AES_ALL, mm.MODE_ECB, False, (3 << 256) | 1) == mm.ST_ERR_PARAM
    assert st(only128, mm.MODE_ECB, True, k128) == mm.ST_ERR_MODE
    assert st(only128, mm.MODE_CBC, True, k128) == mm.ST_ERR_MODE
    for mode in (mm.MODE_OFB, mm.MODE_CTR, mm.MODE_CFB):
        assert st(only128, mode, True, k128) == mm.ST_OK
    # Bytes beyond the key size do not matter.
    junk = k128 | (1 << 64) | 0xFFFF
    assert mm.expected_beats(Message(0, mm.MODE_ECB, False, junk, 0, 128, beats=ok), AES_ALL) == \
        mm.expected_beats(Message(0, mm.MODE_ECB, False, k128, 0, 128, beats=ok), AES_ALL)


@pytest.mark.parametrize("keylens,enc_only", [(7, False), (1, True)])
def test_aes_random_jobs_cover_every_status(keylens, enc_only):
    blk = mm.aes_block_fn(keylens, enc_only)
    jobs = random_jobs(random.Random(5), blk, 80, 16)
    assert {b.status for j in jobs for b in j.expected} == set(mm.STATUS_NAMES) - NOT_RANDOM
    names = {j.name.split("/")[1] for j in jobs if "/" in j.name}
    assert "bad_key" in names and ("no_inverse" in names) == enc_only
    assert all(blk.key_valid(j.msg.key) for j in jobs if j.msg and not j.name.endswith("/bad_key"))


def test_aes_mct_chains_reproduce_the_nist_files():
    # The testbench's AESAVS modes MCT feedback (tb/modes/aes_mct.py), run
    # with pycryptodome's modes in place of the engine, gives every record of
    # the 24 NIST MCT sections (CBC, CFB-8, CFB-128, OFB; 3 key sizes; both
    # directions); 5 outer iterations here, all 100 in make conformance.
    from tb.modes.aes_mct import load_chains, run_reference

    chains = load_chains(5)
    assert len(chains) == 24
    for ch in chains:
        run_reference(ch)
        assert ch.checked == 5 and ch.done, ch.name


def test_aes_mct_chain_detects_a_wrong_output():
    from tb.modes.aes_mct import load_chains

    ch = load_chains(1, key_sizes=(128,), decrypt=(False,))[0]
    for _ in range(ch.inner - 1):
        ch.ready_beats()
        ch.output(0)
    with pytest.raises(AssertionError, match="COUNT 0"):
        ch.output(0)
