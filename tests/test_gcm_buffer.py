# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The GCM message buffer in the golden model of cipher_modes (pure Python, no simulator).

The message buffer of an engine without RELEASE_UNVERIFIED: a decryption
that does not end OK (ERR_AUTH, ERR_PARTIAL, ERR_POLICY, ERR_BUSY) gives its
status beat only, one that does gives what an engine that releases
unverified plaintext gives; ERR_LONG at the buffer's size (after the other
command checks, ivlen 0 the only IV-length command error, ERR_PARAM before
ERR_POLICY and ERR_LONG; not for encryptions nor on engines with
RELEASE_UNVERIFIED); the buffer beats a message reserves (reservation) and
the ERR_FULL admission (buffer_admission) on hand-built event sequences; the
engine's capabilities and buffer from its BlockFn.
Split out of the former tests/test_gcm_model.py; shared helpers in
tests/gcm_cases.py.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cipherline.cores.reference import block_fn
from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import Message
from tb.modes.gcm_scenarios import GCM_ERRORS, random_gcm_job
from tests.gcm_cases import (AAD, AES_ALL, BUF, IV, KEY, PT, REL, TAG16, buffered, dec_msg, enc_msg, out_bytes, run,
                             status, strict_block, with_beats)


# ---------------------------------------------------------------------------
# The message buffer (GCM decryption on an engine without RELEASE_UNVERIFIED).
# ---------------------------------------------------------------------------
def dec_of(plen: int, alen: int = 0) -> tuple[Message, bytes]:
    """A valid decryption of a ``plen``-byte payload (and ``alen`` bytes of AAD), and its plaintext."""
    pt = bytes((7 * i + 3) & 0xFF for i in range(plen))
    aad = bytes((5 * i + 1) & 0xFF for i in range(alen))
    ct, tag = mm.gcm(AES_ALL, KEY, IV, aad, pt, False)
    return mm.gcm_message(1, KEY, IV, aad, ct, 16, True, tag), pt


def test_buffered_decryption_outputs_verified_plaintext_only():
    ok = run(dec_msg())  # RELEASE_UNVERIFIED: 3 plaintext beats, then OK
    assert len(ok) == 4 and out_bytes(ok[:-1]) == PT and ok[-1] == status(mm.ST_OK)
    partial = status(mm.ST_ERR_PARTIAL)
    # Status OK: the same beats with the buffer (the default one, 64 bytes, one from the BlockFn).
    assert run(dec_msg(), release=False) == ok
    assert mm.expected_beats(dec_msg(), BUF) == ok and mm.expected_beats(dec_msg(), buffered(64)) == ok
    assert mm.expected_beats(dec_msg(), REL) == ok
    # A wrong tag: the plaintext, then ERR_AUTH; buffered, ERR_AUTH alone.
    bad = dec_msg(bytes([TAG16[0] ^ 0x80]) + TAG16[1:])
    assert run(bad) == mm.expected_beats(bad, REL) == ok[:-1] + [status(mm.ST_ERR_AUTH)]
    assert mm.expected_beats(bad, BUF) == run(bad, release=False) == [status(mm.ST_ERR_AUTH)]
    # The arguments override the block: release_unverified=True means no buffer, False a buffer.
    assert mm.expected_beats(bad, BUF, release_unverified=True) == run(bad)
    assert mm.expected_beats(bad, REL, release_unverified=False) == [status(mm.ST_ERR_AUTH)]
    # A short packet (the second payload beat missing): the first plaintext beat, then ERR_PARTIAL.
    b = dec_msg().beats  # AAD 128, 32; payload 128, 128, 40; tag 128
    short = with_beats(dec_msg(), b[:3] + b[4:])
    assert run(short) == [ok[0], partial]
    assert mm.expected_beats(short, BUF) == [partial]
    # No tag beat, a tag beat of the wrong size.
    notag = with_beats(dec_msg(), b[:-1])
    assert run(notag)[-1] == partial and len(run(notag)) > 1 and mm.expected_beats(notag, BUF) == [partial]
    m = dec_msg()
    m.beats[-1] = replace(m.beats[-1], bits=120)
    assert run(m) == ok[:-1] + [partial] and mm.expected_beats(m, BUF) == [partial]
    # The block limit: ERR_POLICY alone (a legacy message is exempt and ends OK).
    pol = mm.Policy(max_blocks=5)
    assert run(dec_msg(), policy=pol) == ok[:-1] + [status(mm.ST_ERR_POLICY)]
    assert mm.expected_beats(dec_msg(), BUF, policy=pol) == [status(mm.ST_ERR_POLICY)]
    assert mm.expected_beats(dec_msg(legacy=True), BUF, policy=pol) == ok
    # An aborted decryption: ERR_BUSY alone.
    m = dec_msg(abort=True)
    m.beats = [replace(x, last=False) for x in m.beats[:4]]
    assert run(m) == ok[:2] + [status(mm.ST_ERR_BUSY)]
    assert mm.expected_beats(m, BUF) == [status(mm.ST_ERR_BUSY)]
    # No payload: nothing to hold; GMAC and the header-only packet are the same either way.
    gmac = mm.gcm_message(0, KEY, IV, AAD, b"", 8, True, mm.gcm(AES_ALL, KEY, IV, AAD, b"", False)[1][:8])
    assert run(gmac) == mm.expected_beats(gmac, BUF) == [status(mm.ST_OK)]
    hdr = replace(mm.gcm_message(0, KEY, IV, b"", b"", 16, False), decrypt=True)
    assert run(hdr) == mm.expected_beats(hdr, BUF) == [partial]
    # Encryptions do not use the buffer, even failing ones.
    e = enc_msg().beats
    for msg in (enc_msg(), with_beats(enc_msg(), e[:4])):
        assert mm.expected_beats(msg, BUF) == run(msg)
    assert len(run(with_beats(enc_msg(), e[:4]))) > 1


@pytest.mark.parametrize("error", GCM_ERRORS)
def test_buffered_output_is_released_output_or_its_status(error):
    # Every error kind on random messages: what the buffer lets through.
    rng = random.Random(GCM_ERRORS.index(error))
    for _ in range(15):
        job = random_gcm_job(rng, REL, error)  # toolong: 97..112 bytes, which BUF holds
        held = mm.expected_beats(job.msg, BUF)
        if job.msg.decrypt and job.expected[-1] != status(mm.ST_OK):
            assert held == [job.expected[-1]], job.msg
        else:
            assert held == job.expected, job.msg


def test_err_long_at_the_buffer_size():
    small = buffered(64)
    assert small.auth_buf_beats == 4
    for alen in (0, 20, 100):  # the AAD is not held: it does not count
        fits, pt = dec_of(64, alen)
        out = mm.expected_beats(fits, small)
        assert len(out) == 5 and out_bytes(out[:-1]) == pt and out[-1] == status(mm.ST_OK), alen
        long_, pt = dec_of(65, alen)
        assert mm.expected_beats(long_, small) == [status(mm.ST_ERR_LONG)], alen
        # Without a buffer the same message is a valid decryption.
        rel = run(long_)
        assert len(rel) == 6 and out_bytes(rel[:-1]) == pt and rel[-1] == status(mm.ST_OK)
        assert mm.expected_beats(long_, buffered(64, release=True)) == rel
        assert mm.expected_beats(long_, small, release_unverified=True) == rel
        # ... and so on a bigger buffer.
        assert mm.expected_beats(long_, buffered(80)) == rel
    # Beats, not bytes: 49 bytes are 4 beats.
    assert mm.expected_beats(dec_of(49)[0], small)[-1] == status(mm.ST_OK)
    # ERR_LONG is a command check: whatever the beats (none, a wrong tag), the block limit or the size of the tag.
    long_ = dec_of(65)[0]
    wrong = replace(long_, beats=long_.beats[:-1] + [replace(long_.beats[-1], data=long_.beats[-1].data ^ 1)])
    assert run(wrong)[-1] == status(mm.ST_ERR_AUTH)
    for m in (replace(long_, beats=[]), wrong, with_beats(long_, long_.beats[:2])):
        assert mm.expected_beats(m, small) == [status(mm.ST_ERR_LONG)]
    assert mm.expected_beats(long_, small, policy=mm.Policy(max_blocks=2)) == [status(mm.ST_ERR_LONG)]
    # An aborted one: ERR_BUSY, as every rejected message that is aborted.
    aborted = replace(long_, abort=True, beats=[replace(x, last=False) for x in long_.beats[:3]])
    assert mm.expected_beats(aborted, small) == [status(mm.ST_ERR_BUSY)]
    # Encryptions of any length: ciphertext and tag.
    pt = bytes(200)
    enc = mm.gcm_message(1, KEY, IV, b"", pt, 16, False)
    out = mm.expected_beats(enc, small)
    assert out == run(enc) and len(out) == 14 and out[-1].bits == 128 and out[-1].status == mm.ST_OK
    # A buffer from the configuration: 512 bytes, 32 beats.
    b512 = block_fn("aes", {"GCM": 1, "AUTH_BUF_BYTES": 512})
    m512, pt = dec_of(512)
    out = mm.expected_beats(m512, b512)
    assert len(out) == 33 and out_bytes(out[:-1]) == pt and out[-1] == status(mm.ST_OK)
    assert mm.expected_beats(replace(m512, plen=513), b512) == [status(mm.ST_ERR_LONG)]
    assert mm.expected_beats(replace(m512, plen=528), b512) == [status(mm.ST_ERR_LONG)]
    # The default buffer (18,432 bytes, 1,152 beats): on BUF, and with aead on a block made without GCM.
    nb = mm.AUTH_BUF_BYTES
    mbuf, pt = dec_of(nb)
    out = run(mbuf)
    assert len(out) == nb // 16 + 1 and out_bytes(out[:-1]) == pt and out[-1] == status(mm.ST_OK)
    assert mm.expected_beats(mbuf, BUF) == run(mbuf, release=False) == out
    assert mm.expected_beats(replace(mbuf, plen=nb + 1), BUF) == [status(mm.ST_ERR_LONG)]
    assert run(replace(mbuf, plen=nb + 1), release=False) == [status(mm.ST_ERR_LONG)]
    assert run(replace(mbuf, plen=nb + 1))[-1] == status(mm.ST_ERR_PARTIAL)  # no buffer: the length check


def test_err_long_comes_after_the_other_checks():
    small = buffered(64)
    long_ = dec_of(65)[0]

    def st(msg, block=small, **kw):
        out = mm.expected_beats(msg, block, **kw)
        assert len(out) == 1, out
        return out[0].status

    assert st(long_) == mm.ST_ERR_LONG
    assert st(replace(long_, mode=0x87)) == mm.ST_ERR_MODE
    assert st(replace(long_, mode=8)) == mm.ST_ERR_MODE
    assert st(long_, aead=False) == mm.ST_ERR_MODE
    assert st(replace(long_, taglen=3)) == mm.ST_ERR_PARAM
    assert st(replace(long_, taglen=3, ivlen=16)) == mm.ST_ERR_PARAM
    assert st(replace(long_, ivlen=0)) == mm.ST_ERR_PARAM
    assert st(replace(long_, ivlen=0, mode=8)) == mm.ST_ERR_MODE
    # Any other IV length passes the command checks: ERR_LONG whatever the beats.
    for ivlen in (1, 8, 13, 16, 255):
        assert st(replace(long_, ivlen=ivlen)) == mm.ST_ERR_LONG, ivlen
    assert st(replace(long_, fault="reserved")) == mm.ST_ERR_PARAM
    assert st(replace(long_, key=mm.aes_bundle(bytes(32))), buffered(64, keylens=1)) == mm.ST_ERR_PARAM
    assert st(replace(long_, key=(3 << 256) | 1)) == mm.ST_ERR_PARAM
    # The policy's key check (AES has none: a cipher that has one, rejecting every key).
    strict = strict_block(64)
    assert strict.auth_buf_beats == 4
    assert st(long_, strict) == mm.ST_ERR_POLICY
    assert st(replace(long_, ivlen=0), strict) == mm.ST_ERR_PARAM  # ivlen 0 before the policy's key check
    assert st(replace(long_, legacy=True), strict) == mm.ST_ERR_LONG
    assert st(long_, strict, policy=mm.NO_POLICY) == mm.ST_ERR_LONG
    fits = dec_of(64)[0]
    assert st(fits, strict) == mm.ST_ERR_POLICY
    assert mm.expected_beats(fits, strict, policy=mm.NO_POLICY)[-1] == status(mm.ST_OK)
    # Other modes' decryptions are not held: a CTR decryption of the same beats runs.
    assert mm.expected_beats(replace(long_, mode=mm.MODE_CTR), small)[-1].status == mm.ST_OK


def test_reservation():
    small = buffered(64)
    assert mm.reservation(dec_msg(), BUF) == mm.reservation(dec_msg(), small) == 3  # 37 bytes
    # ceil(plen / 16) from the command alone.
    for plen, beats in ((0, 0), (1, 1), (15, 1), (16, 1), (17, 2), (48, 3), (49, 4), (64, 4)):
        assert mm.reservation(replace(dec_msg(), plen=plen), small) == beats, plen
    assert mm.reservation(dec_of(0)[0], BUF) == 0
    assert mm.reservation(replace(dec_msg(), plen=65), small) == 0  # ERR_LONG: rejected, holds nothing
    assert mm.reservation(replace(dec_msg(), plen=65), BUF) == 5
    assert mm.reservation(replace(dec_msg(), plen=mm.AUTH_BUF_BYTES), BUF) == mm.AUTH_BUF_BYTES // 16
    assert mm.reservation(replace(dec_msg(), plen=mm.AUTH_BUF_BYTES + 1), BUF) == 0
    # Not a buffered GCM decryption: encryptions, other modes, engines without a buffer or GCM.
    assert mm.reservation(enc_msg(), BUF) == 0
    assert mm.reservation(replace(dec_msg(), mode=mm.MODE_CTR), BUF) == 0
    assert mm.reservation(dec_msg(), REL) == 0
    assert mm.reservation(dec_msg(), AES_ALL) == 0
    assert mm.reservation(dec_msg(), block_fn("aes", {"GCM": 1, "AUTH_BUF_BYTES": 512})) == 3
    assert mm.reservation(dec_msg(), block_fn("aes", {"GCM": 1, "RELEASE_UNVERIFIED": 1})) == 0
    # Rejected commands.
    for bad in (replace(dec_msg(), mode=8), replace(dec_msg(), taglen=3), replace(dec_msg(), ivlen=0),
                replace(dec_msg(), fault="reserved")):
        assert mm.reservation(bad, BUF) == 0, bad
    assert mm.reservation(replace(dec_msg(), key=mm.aes_bundle(bytes(32))), buffered(keylens=1)) == 0
    assert mm.reservation(dec_msg(), strict_block(2304)) == 0
    assert mm.reservation(dec_msg(legacy=True), strict_block(2304)) == 3
    assert mm.reservation(dec_msg(), strict_block(2304), mm.NO_POLICY) == 3
    # Accepted commands reserve whatever their beats do later: a wrong tag, a short packet, an abort, the limit.
    b = dec_msg().beats
    assert mm.reservation(dec_msg(bytes(16)), BUF) == 3
    assert mm.reservation(with_beats(dec_msg(), b[:2]), BUF) == 3
    assert mm.reservation(dec_msg(abort=True), BUF) == 3
    assert mm.reservation(dec_msg(), BUF, mm.Policy(max_blocks=1)) == 3
    # IV data beats are not held: the payload's beats only, whatever the IV length.
    for iv in (bytes(1), bytes(13), bytes(16), bytes(33), bytes(255)):
        ct, tag = mm.gcm(AES_ALL, KEY, iv, AAD, PT, False)
        m = mm.gcm_message(1, KEY, iv, AAD, ct, 16, True, tag)
        assert mm.reservation(m, BUF) == mm.reservation(m, small) == 3, len(iv)
        assert mm.reservation(replace(m, ivlen=0), BUF) == 0


def test_buffer_admission():
    adm = mm.buffer_admission
    assert adm([], 10) == set()
    # A reservation that fits exactly, one beat more.
    assert adm([("open", "a", 10)], 10) == set()
    assert adm([("open", "a", 11)], 10) == {"a"}
    # Two opens that together exceed the buffer: the second is FULL and reserves nothing,
    # so a third that fits what the first left is admitted (and takes the rest).
    ev = [("open", "a", 6), ("open", "b", 5), ("open", "c", 4)]
    assert adm(ev, 10) == {"b"}
    assert adm(ev + [("open", "d", 1)], 10) == {"b", "d"}
    assert adm(ev, 11) == {"c"} and adm(ev, 15) == set()
    # A close returns the reservation: a later open fits; before the close it does not.
    assert adm([("open", "a", 6), ("close", "a"), ("open", "b", 10)], 10) == set()
    assert adm([("open", "a", 6), ("open", "b", 10), ("close", "a")], 10) == {"b"}
    assert adm([("open", "a", 6), ("open", "b", 5), ("close", "a"), ("open", "c", 10)], 10) == {"b"}
    assert adm([("open", "a", 3), ("open", "b", 3), ("close", "a"), ("open", "c", 7)], 10) == set()
    assert adm([("open", "a", 3), ("open", "b", 3), ("close", "a"), ("open", "c", 8)], 10) == {"c"}
    # A FULL message's close returns nothing.
    assert adm([("open", "a", 6), ("open", "b", 5), ("close", "b"), ("open", "c", 5)], 10) == {"b", "c"}
    assert adm([("open", "a", 6), ("open", "b", 5), ("close", "b"), ("close", "a"), ("open", "c", 10)],
               10) == {"b"}
    # Nor does a close of a key that is not open.
    assert adm([("open", "a", 6), ("close", "x"), ("open", "b", 5)], 10) == {"b"}
    # Zero-beat reservations are always admitted, on a full buffer or a buffer of 0 beats.
    assert adm([("open", "a", 10), ("open", "z", 0), ("close", "z"), ("open", "y", 0)], 10) == set()
    assert adm([("open", "z", 0)], 0) == set() and adm([("open", "a", 1)], 0) == {"a"}
    # Open and close of the same key back to back (a header-only packet), again and again.
    assert adm([("open", "a", 10), ("close", "a"), ("open", "b", 10), ("close", "b"), ("open", "c", 10)],
               10) == set()
    # A key used again after its close (a stream's next message).
    assert adm(iter([("open", 0, 4), ("close", 0), ("open", 0, 4), ("open", 1, 1)]), 4) == {1}
    # The events of messages: two 48-byte decryptions on a 64-byte buffer fit one after the other,
    # not at once; an encryption between them reserves nothing.
    small = buffered(64)
    r = mm.reservation(dec_of(48)[0], small)
    e = mm.reservation(enc_msg(), small)
    assert (r, e) == (3, 0)
    assert adm([("open", 1, r), ("close", 1), ("open", 2, r), ("close", 2)], small.auth_buf_beats) == set()
    assert adm([("open", 1, r), ("open", 2, r), ("close", 1), ("close", 2)], small.auth_buf_beats) == {2}
    assert adm([("open", 1, r), ("open", 3, e), ("open", 2, 1), ("close", 3)], small.auth_buf_beats) == set()


def test_engine_capabilities_from_the_block():
    # expected_beats takes aead / release_unverified (and the buffer) from the BlockFn unless given.
    plain = block_fn("aes", {})
    gcm = block_fn("aes", {"GCM": 1})
    both = block_fn("aes", {"GCM": 1, "RELEASE_UNVERIFIED": 1})
    b512 = block_fn("aes", {"GCM": 1, "AUTH_BUF_BYTES": 512})
    assert (plain.aead, gcm.aead, gcm.release_unverified, both.release_unverified) == (False, True, False, True)
    assert (plain.auth_buf_beats, gcm.auth_buf_beats, both.auth_buf_beats, b512.auth_buf_beats) == (0, 1152, 0, 32)
    assert block_fn("aes", {"GCM": 1, "RELEASE_UNVERIFIED": 1, "AUTH_BUF_BYTES": 512}).auth_buf_beats == 0
    assert block_fn("aes", {"AUTH_BUF_BYTES": 512}).auth_buf_beats == 0
    assert mm.aes_block_fn(7, False, True, False, 64).auth_buf_beats == 4 and mm.AUTH_BUF_BYTES == 18432
    assert mm.expected_beats(enc_msg(), plain) == [status(mm.ST_ERR_MODE)]
    assert mm.expected_beats(dec_msg(), plain) == [status(mm.ST_ERR_MODE)]
    assert mm.expected_beats(enc_msg(), gcm) == run(enc_msg())
    # Decryption: with a buffer and without, the same when it ends OK.
    assert mm.expected_beats(dec_msg(), gcm) == mm.expected_beats(dec_msg(), both) == run(dec_msg())
    assert mm.expected_beats(dec_msg(), b512) == run(dec_msg())
    bad = dec_msg(bytes(16))
    assert mm.expected_beats(bad, gcm) == mm.expected_beats(bad, b512) == [status(mm.ST_ERR_AUTH)]
    assert mm.expected_beats(bad, both) == run(bad) and len(run(bad)) == 4
    assert mm.expected_beats(bad, both, release_unverified=False) == [status(mm.ST_ERR_AUTH)]
    assert mm.expected_beats(bad, gcm, release_unverified=True) == run(bad)
    # The buffer's size: ERR_LONG past it only.
    assert mm.expected_beats(replace(dec_msg(), plen=513), b512) == [status(mm.ST_ERR_LONG)]
    assert mm.expected_beats(replace(dec_msg(), plen=513), gcm)[-1] == status(mm.ST_ERR_PARTIAL)
    assert mm.expected_beats(replace(dec_msg(), plen=18433), gcm) == [status(mm.ST_ERR_LONG)]
    assert mm.expected_beats(replace(dec_msg(), plen=18433), both)[-1] == status(mm.ST_ERR_PARTIAL)
    assert mm.expected_beats(enc_msg(), gcm, aead=False) == [status(mm.ST_ERR_MODE)]
    assert mm.expected_beats(dec_msg(), gcm, aead=False) == [status(mm.ST_ERR_MODE)]
    assert mm.STATUS_NAMES[mm.ST_ERR_LONG] == "ERR_LONG" and mm.STATUS_NAMES[mm.ST_ERR_FULL] == "ERR_FULL"
    assert (mm.ST_ERR_LONG, mm.ST_ERR_FULL) == (8, 9)
    for other in (block_fn("tdes"), block_fn("toy")):
        assert not other.aead and other.auth_buf_beats == 0
