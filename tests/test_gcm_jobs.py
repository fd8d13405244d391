# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The testbench's GCM jobs (tb.modes.gcm_scenarios; pure Python, no simulator).

GCMVS jobs on engines with and without the message buffer (and that they
catch a wrong model), random jobs of every error kind (``toolong``
included), valid random jobs, IVs of any length and the IV errors, each
checked against the golden model (cipherline.ref.modes_model).
Split out of the former tests/test_gcm_model.py; shared helpers in
tests/gcm_cases.py.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cipherline.ref import modes_model as mm
from tb.modes.gcm_scenarios import (GCM_ERROR_STATUS, GCM_ERRORS, engine_block, gcm_error_status, gcm_files,
                                    gcm_vector_jobs, random_gcm_job)
from tests.gcm_cases import AES_ALL, BUF, REL, buffered, iv_beats, run, status


# ---------------------------------------------------------------------------
# Testbench jobs (tb/modes/gcm_scenarios.py).
# ---------------------------------------------------------------------------
def test_gcm_vector_jobs():
    files = gcm_files()
    jobs = gcm_vector_jobs(files, 25, random.Random(7))
    assert len(jobs) == 6 * 25
    assert all(j.msg.mode == mm.MODE_GCM and j.name.startswith("GCMVS:") for j in jobs)
    # Every record, whatever its IV length: 12 bytes in the header's IV beat, 1 and 128 as IV data beats.
    assert {j.msg.ivlen for j in jobs} == {1, 12, 128}
    for j in jobs:
        n = len(iv_beats(j.msg.ivlen))
        assert [b.bits for b in j.msg.beats[:n]] == iv_beats(j.msg.ivlen), j.name
        assert (j.msg.iv == 0) == (n > 0) and len(j.msg.beats) >= n, j.name
    sts = {j.expected[-1].status for j in jobs}
    assert sts == {mm.ST_OK, mm.ST_ERR_AUTH}
    assert {j.msg.key >> 256 for j in jobs} == {0, 1, 2} and {j.msg.decrypt for j in jobs} == {False, True}
    for j in jobs:
        assert run(j.msg) == j.expected, j.name


def test_gcm_vector_jobs_on_a_buffered_engine():
    files = [f for f in gcm_files() if f.name in ("gcmDecrypt128.rsp", "gcmDecrypt256.rsp",
                                                  "gcmEncryptExtIV192.rsp")]
    plain = gcm_vector_jobs(files, 40, random.Random(7))
    held = gcm_vector_jobs(files, 40, random.Random(7), block=BUF)
    assert [j.name for j in held] == [j.name for j in plain] and len(held) == 3 * 40
    assert {j.msg.decrypt for j in held} == {False, True}
    fails = 0
    for u, b in zip(plain, held):
        assert b.msg == u.msg, b.name
        assert mm.expected_beats(b.msg, BUF) == b.expected, b.name
        if u.msg.decrypt and u.expected[-1] == status(mm.ST_ERR_AUTH):  # a FAIL record
            assert b.expected == [status(mm.ST_ERR_AUTH)], b.name
            assert len(u.expected) == -(-u.msg.plen // 16) + 1, u.name
            fails += u.msg.plen > 0
        else:
            assert b.expected == u.expected, b.name
    assert fails > 0
    # The engine's buffer, whatever its key sizes; an engine with RELEASE_UNVERIFIED: as without a block.
    assert engine_block(None).release_unverified and not engine_block(None).auth_buf_beats
    eng = engine_block(mm.aes_block_fn(1, True, True, False, 512))
    assert eng.auth_buf_beats == 32 and eng.key_valid(2 << 256) and not eng.forward_only
    assert engine_block(REL).auth_buf_beats == 0 and engine_block(BUF).auth_buf_beats == 1152
    one = files[:1]
    assert gcm_vector_jobs(one, 10, random.Random(3), block=REL) == gcm_vector_jobs(one, 10, random.Random(3))


@pytest.mark.parametrize("block", [None, BUF], ids=["released", "buffered"])
def test_gcm_vector_jobs_catch_a_wrong_model(monkeypatch, block):
    real = mm.gcm

    def off_by_one(block, key, iv, aad, data, decrypt):
        out, tag = real(block, key, iv, aad, data, decrypt)
        return out, bytes([tag[0] ^ 1]) + tag[1:]

    monkeypatch.setattr(mm, "gcm", off_by_one)
    with pytest.raises(AssertionError, match="gcmDecrypt128.rsp"):
        gcm_vector_jobs([gcm_files()[0]], 5, random.Random(1), block=block)


def test_gcm_vector_jobs_catch_released_plaintext(monkeypatch):
    # A model whose buffer lets a failing decryption's plaintext out.
    real = mm._gcm_beats
    monkeypatch.setattr(mm, "_gcm_beats", lambda msg, block, limit, hold: real(msg, block, limit, False))
    files = [gcm_files()[0]]  # gcmDecrypt128.rsp
    gcm_vector_jobs(files, 30, random.Random(1))  # without a buffer: fine
    with pytest.raises(AssertionError, match="gcmDecrypt128.rsp.*output length"):
        gcm_vector_jobs(files, 30, random.Random(1), block=BUF)


@pytest.mark.parametrize("buffer", [True, False], ids=["buffered", "released"])
def test_random_gcm_jobs_error_kinds(buffer):
    rng = random.Random(11)
    block = buffered(256, release=not buffer)
    assert block.auth_buf_beats == (16 if buffer else 0)
    assert set(GCM_ERROR_STATUS) == set(GCM_ERRORS) and "toolong" in GCM_ERRORS
    assert GCM_ERROR_STATUS["tag"] == mm.ST_ERR_AUTH and GCM_ERROR_STATUS["toolong"] == mm.ST_ERR_LONG
    for error in GCM_ERRORS:
        want = gcm_error_status(error, block)
        assert want == (mm.ST_OK if error == "toolong" and not buffer else GCM_ERROR_STATUS[error])
        for _ in range(25):
            job = random_gcm_job(rng, block, error)
            m = job.msg
            assert job.name == f"GCM/{error}"
            assert job.expected[-1].status == want, (error, m)
            assert mm.expected_beats(m, block) == job.expected
            assert m.decrypt or error not in ("tag", "toolong")
            if want in (mm.ST_ERR_MODE, mm.ST_ERR_PARAM, mm.ST_ERR_LONG) or (buffer and m.decrypt and want):
                assert job.expected == [status(want)], (error, m)
            elif m.decrypt and error in ("tag", "toolong"):  # every plaintext beat, then the verdict
                assert len(job.expected) == -(-m.plen // 16) + 1, (error, m)
    # Without a buffer, a wrong tag is still ERR_AUTH; on a block without GCM, toolong is valid.
    assert gcm_error_status("tag", REL) == gcm_error_status("tag", BUF) == mm.ST_ERR_AUTH
    assert gcm_error_status("toolong", AES_ALL) == mm.ST_OK and gcm_error_status("toolong", BUF) == mm.ST_ERR_LONG
    with pytest.raises(ValueError):
        random_gcm_job(rng, block, "nonce")


def test_random_toolong_jobs():
    rng = random.Random(13)
    small = buffered(256)  # 16 beats
    plens = set()
    for _ in range(30):
        job = random_gcm_job(rng, small, "toolong")
        m = job.msg
        assert m.decrypt and m.mode == mm.MODE_GCM and 16 * 16 + 1 <= m.plen <= 16 * 16 + 16, m.plen
        assert job.expected == [status(mm.ST_ERR_LONG)] and mm.reservation(m, small) == 0
        # A valid decryption otherwise: on a bigger buffer, or without one.
        ok = mm.expected_beats(m, REL)
        assert len(ok) == 18 and ok[-1] == status(mm.ST_OK) and mm.expected_beats(m, buffered(272)) == ok
        plens.add(m.plen)
    assert len(plens) > 5
    for max_len in (96, 32):
        for _ in range(10):
            job = random_gcm_job(rng, REL, "toolong", max_len=max_len)
            m = job.msg
            assert m.decrypt and max_len + 1 <= m.plen <= max_len + 16, (max_len, m.plen)
            assert job.expected[-1] == status(mm.ST_OK) and len(job.expected) == -(-m.plen // 16) + 1
            assert mm.expected_beats(m, buffered(max_len)) == [status(mm.ST_ERR_LONG)]
            assert mm.expected_beats(m, BUF) == job.expected


def test_random_gcm_jobs_valid():
    rng = random.Random(12)
    jobs = [random_gcm_job(rng, REL, None, max_len=48) for _ in range(150)]
    assert {j.expected[-1].status for j in jobs} == {mm.ST_OK}
    assert {j.msg.decrypt for j in jobs} == {False, True} and {j.msg.key >> 256 for j in jobs} == {0, 1, 2}
    assert {j.msg.taglen for j in jobs} == set(mm.GCM_TAGLENS)
    assert {j.msg.alen for j in jobs} >= {0, 1, 15, 16, 17} and max(j.msg.plen for j in jobs) <= 48
    assert any(j.msg.iv & 0xFFFF_FFFF for j in jobs)  # junk the engine ignores
    assert {j.name for j in jobs} == {"GCM/enc", "GCM/dec"}
    # A valid message gives the same beats with the buffer.
    assert all(mm.expected_beats(j.msg, BUF) == j.expected for j in jobs)
    assert all(len(j.expected) == -(-j.msg.plen // 16) + 1 for j in jobs)
    # An encrypt-only AES-128 engine with a buffer: decryptions run too (GCM uses the forward cipher).
    only128 = mm.aes_block_fn(1, True, True)
    jobs = [random_gcm_job(rng, only128, None) for _ in range(100)]
    assert all(j.msg.key >> 256 == 0 for j in jobs)
    assert {j.msg.decrypt for j in jobs} == {False, True}
    assert all(j.expected[-1] == status(mm.ST_OK) for j in jobs if j.msg.decrypt)
    assert {j.expected[-1].bits for j in jobs if not j.msg.decrypt} == {8 * t for t in mm.GCM_TAGLENS}
    # The block limit on a buffered engine: a wrong tag gives ERR_POLICY alone if the limit stops
    # the message first (not legacy, more than 4 beats), else ERR_AUTH alone.
    pol = mm.Policy(max_blocks=4)
    stopped = 0
    for _ in range(60):
        j = random_gcm_job(rng, BUF, "tag", policy=pol)
        m = j.msg
        assert j.expected == mm.expected_beats(m, BUF, policy=pol)
        want = mm.ST_ERR_POLICY if not m.legacy and len(m.beats) > 4 else mm.ST_ERR_AUTH
        assert j.expected == [status(want)], m
        stopped += want == mm.ST_ERR_POLICY
    assert 0 < stopped < 60
    with pytest.raises(ValueError):
        random_gcm_job(rng, mm.toy_block_fn(), None)


def test_random_gcm_jobs_iv_lengths(monkeypatch):
    rng = random.Random(21)
    jobs = [random_gcm_job(rng, REL, None, max_len=48) for _ in range(300)]  # each checked with pycryptodome
    ivlens = {j.msg.ivlen for j in jobs}
    assert 12 in ivlens and len(ivlens - {12}) >= 8 and max(ivlens) == 64 and 1 in ivlens
    other = [j for j in jobs if j.msg.ivlen != 12]
    assert 40 <= len(other) <= 120, len(other)  # one in four
    assert {j.msg.decrypt for j in other} == {False, True} and {j.msg.key >> 256 for j in other} == {0, 1, 2}
    for j in other:
        m = j.msg
        n = len(iv_beats(m.ivlen))
        assert m.iv == 0 and [b.bits for b in m.beats[:n]] == iv_beats(m.ivlen), m
        assert len(m.beats) == n + -(-m.alen // 16) + -(-m.plen // 16) + int(m.decrypt), m
        assert len(j.expected) == -(-m.plen // 16) + 1
        assert j.expected[-1] == status(mm.ST_OK) if m.decrypt else j.expected[-1].bits == 8 * m.taglen
        assert mm.expected_beats(m, BUF) == j.expected
    # A model with a wrong J0 for those IVs (no length block): the pycryptodome check in random_gcm_job fails.
    real = mm.gcm_j0

    def no_length(block, key, iv):
        if len(iv) == mm.GCM_IVLEN:
            return real(block, key, iv)
        g = mm._Ghash(block(key, 0))
        for x in mm._gcm_bytes(iv):
            g.update(x)
        return g.digest()

    monkeypatch.setattr(mm, "gcm_j0", no_length)
    with pytest.raises(AssertionError, match="pycryptodome"):
        for _ in range(100):
            random_gcm_job(rng, REL, None)
    monkeypatch.undo()


@pytest.mark.parametrize("block", [REL, BUF], ids=["released", "buffered"])
def test_random_gcm_jobs_iv_errors(block):
    rng = random.Random(22)
    # ivlen: an IV of 0 bytes, ERR_PARAM alone.
    for _ in range(40):
        job = random_gcm_job(rng, block, "ivlen")
        assert job.msg.ivlen == 0 and job.msg.mode == mm.MODE_GCM and job.expected == [status(mm.ST_ERR_PARAM)]
        assert mm.expected_beats(replace(job.msg, ivlen=12), block) != job.expected
    # keep on an IV beat: ERR_PARTIAL; without a buffer, every payload beat still comes out.
    hits = 0
    for _ in range(600):
        job = random_gcm_job(rng, block, "keep")
        m = job.msg
        want = iv_beats(m.ivlen)
        if not any(b.bits != w or b.keep is not None for b, w in zip(m.beats, want)):
            continue
        hits += 1
        assert job.expected[-1] == status(mm.ST_ERR_PARTIAL), m
        if m.decrypt and block is BUF:
            assert job.expected == [status(mm.ST_ERR_PARTIAL)], m
        else:
            assert len(job.expected) == -(-m.plen // 16) + 1, m
    assert hits >= 10, hits
