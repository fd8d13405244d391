# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""GCM IVs of any length in the golden model of cipher_modes (pure Python, no simulator).

IV lengths: a 12-byte IV in the header's IV beat (J0 = IV || 0^31 || 1); any
other of 1..65535 bytes as ceil(ivlen/16) data beats before the AAD (J0 = GHASH
of the IV and its length), then the engine's J0 step, an operation the block
limit counts (op index n_iv; data beat i >= n_iv is op i+1); an IV beat of
the wrong size is ERR_PARTIAL and left out of J0 (checked by hand on the
ciphertext that still comes out), a packet that ends inside the IV beats
ERR_PARTIAL. J0 and the output are checked against pycryptodome.
Split out of the former tests/test_gcm_model.py; shared helpers in
tests/gcm_cases.py.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from Crypto.Cipher import AES

from cipherline.ref import modes_model as mm
from cipherline.ref.gf128 import ghash
from cipherline.ref.modes_model import Beat, Message, OutBeat
from cipherline.cores.reference import packet_format
from cipherline.ref.packet import HB_IVLEN, HB_IVLEN_HI
from tests.gcm_cases import (AAD, AES_ALL, BUF, IV, KEY, PT, _len, enc_msg, iv_beats, out_bytes, pycryptodome, run,
                             status, tag_beat, with_beats)


# ---------------------------------------------------------------------------
# IVs of any length: 12 bytes in the header's IV beat, others as IV data beats.
# ---------------------------------------------------------------------------
IV_LENGTHS = (1, 8, 11, 12, 13, 16, 17, 32, 64, 128, 255, 256, 257, 4096)


def j0_from_pycryptodome(key: bytes, iv: bytes) -> int:
    """J0 from pycryptodome alone: without AAD and payload the tag is E_K(J0)
    (the GHASH of the zero length block is 0)."""
    tag = pycryptodome(key, iv, b"", b"", 16)[1]
    return int.from_bytes(AES.new(key, AES.MODE_ECB).decrypt(tag), "big")


@pytest.mark.parametrize("ivlen", IV_LENGTHS)
def test_iv_lengths_match_pycryptodome(ivlen):
    rng = random.Random(100 + ivlen)
    for trial in range(9):
        key = rng.randbytes((16, 24, 32)[trial % 3])
        k = mm.aes_bundle(key)
        iv, aad, pt = rng.randbytes(ivlen), rng.randbytes(_len(rng)), rng.randbytes(_len(rng))
        taglen = rng.choice(mm.GCM_TAGLENS)
        # J0: pycryptodome's, and by the definition with the reference GHASH (gf128.ghash).
        j0 = mm.gcm_j0(AES_ALL, k, iv)
        assert j0 == j0_from_pycryptodome(key, iv), (ivlen, trial)
        if ivlen == 12:
            assert j0 == (int.from_bytes(iv, "big") << 32) | 1
        else:
            h = AES.new(key, AES.MODE_ECB).encrypt(bytes(16))
            s = iv.ljust(-(-ivlen // 16) * 16, b"\0") + (8 * ivlen).to_bytes(16, "big")
            assert j0 == int.from_bytes(ghash(h, s), "big")
        ct, tag = pycryptodome(key, iv, aad, pt, taglen)
        full = pycryptodome(key, iv, aad, pt, 16)[1]
        assert mm.gcm(AES_ALL, k, iv, aad, pt, False) == (ct, full)
        assert mm.gcm(AES_ALL, k, iv, aad, ct, True) == (pt, full)
        # The first ciphertext block is E_K(inc32(J0)) ^ P.
        if pt:
            c0 = AES_ALL(k, mm._inc32(j0, 1)) ^ int.from_bytes(pt[:16].ljust(16, b"\0"), "big")
            assert c0.to_bytes(16, "big")[:len(pt[:16])] == ct[:16]
        # Packets: the IV data beats, then AAD and payload; the same with and without the buffer.
        emsg = mm.gcm_message(3, k, iv, aad, pt, taglen, False)
        assert [b.bits for b in emsg.beats[:len(iv_beats(ivlen))]] == iv_beats(ivlen)
        enc = run(emsg)
        assert out_bytes(enc[:-1]) == ct and enc[-1] == tag_beat(tag), (ivlen, trial)
        assert len(enc) == -(-len(pt) // 16) + 1 and mm.expected_beats(emsg, BUF) == enc
        dmsg = mm.gcm_message(3, k, iv, aad, ct, taglen, True, tag)
        dec = run(dmsg)
        assert out_bytes(dec[:-1]) == pt and dec[-1] == status(mm.ST_OK), (ivlen, trial)
        assert mm.expected_beats(dmsg, BUF) == dec
        bad = bytes([tag[0] ^ 0x40]) + tag[1:]
        wmsg = mm.gcm_message(3, k, iv, aad, ct, taglen, True, bad)
        assert run(wmsg) == dec[:-1] + [status(mm.ST_ERR_AUTH)]
        assert mm.expected_beats(wmsg, BUF) == [status(mm.ST_ERR_AUTH)]


def test_gcm_j0_and_gcm_take_any_iv_length():
    k = mm.aes_bundle(bytes(range(16)))
    key = bytes(range(16))
    for ivlen in (1, 12, 255, 256, 300, 65536):  # gcm / gcm_j0 take any length; only the engine stops at 65535
        iv = bytes((3 * i + 1) & 0xFF for i in range(ivlen))
        assert mm.gcm_j0(AES_ALL, k, iv) == j0_from_pycryptodome(key, iv), ivlen
        assert mm.gcm(AES_ALL, k, iv, AAD, PT, False) == pycryptodome(key, iv, AAD, PT, 16), ivlen
    for f in (lambda: mm.gcm_j0(AES_ALL, k, b""), lambda: mm.gcm(AES_ALL, k, b"", b"", b"", False)):
        with pytest.raises(ValueError):
            f()
    # Two IVs that differ only in a zero padding byte: not the same J0 (the length counts).
    assert mm.gcm_j0(AES_ALL, k, bytes(13)) != mm.gcm_j0(AES_ALL, k, bytes(14))
    assert mm.gcm_j0(AES_ALL, k, bytes(16)) != mm.gcm_j0(AES_ALL, k, bytes(17))


IV13 = bytes(range(0x20, 0x2D))  # one IV beat of 104 bits
IV33 = bytes(range(0x30, 0x51))  # IV beats of 128, 128 and 8 bits


def iv_msg(iv: bytes, aad: bytes = AAD, pt: bytes = PT, decrypt: bool = False, taglen: int = 16,
           tag: bytes | None = None) -> Message:
    """A GCM message with ``iv`` (plaintext ``pt``; with ``decrypt`` its ciphertext and tag, or ``tag``)."""
    if not decrypt:
        return mm.gcm_message(1, KEY, iv, aad, pt, taglen, False)
    ct, full = mm.gcm(AES_ALL, KEY, iv, aad, pt, False)
    return mm.gcm_message(1, KEY, iv, aad, ct, taglen, True, full[:taglen] if tag is None else tag)


def j0_of(blocks: list[bytes], ivlen: int) -> int:
    """J0 by hand: GHASH_H of the IV blocks (zero-padded) and [0]_64 || [8 * ivlen]_64."""
    g = mm._Ghash(AES_ALL(KEY, 0))
    for b in blocks:
        g.update(int.from_bytes(b.ljust(16, b"\0"), "big"))
    g.update(8 * ivlen)
    return g.digest()


def ctr_out(j0: int, data: bytes) -> list[OutBeat]:
    """The output beats of ``data`` encrypted (or decrypted) with CTR from inc32(J0), by hand."""
    beats = []
    for j in range(0, len(data), 16):
        chunk = data[j:j + 16]
        o = AES_ALL(KEY, mm._inc32(j0, j // 16 + 1)).to_bytes(16, "big")
        x = bytes(a ^ b for a, b in zip(o, chunk)).ljust(16, b"\0")
        beats.append(OutBeat(int.from_bytes(x, "big"), False, 8 * len(chunk)))
    return beats


def test_gcm_message_iv_beats():
    # 13 bytes: one IV beat of 104 bits before the AAD; the header's IV beat unused.
    m = iv_msg(IV13)
    assert (m.ivlen, m.iv, m.alen, m.plen) == (13, 0, 20, 37)
    assert [b.bits for b in m.beats] == [104, 128, 32, 128, 128, 40]
    assert m.beats[0].data == int.from_bytes(IV13.ljust(16, b"\0"), "big")
    assert m.beats[1].data == int.from_bytes(AAD[:16], "big")
    assert [b.last for b in m.beats] == [False] * 5 + [True]
    # 33 bytes: three IV beats (128, 128, 8 bits).
    m = iv_msg(IV33, decrypt=True)
    assert (m.ivlen, m.iv) == (33, 0)
    assert [b.bits for b in m.beats] == [128, 128, 8, 128, 32, 128, 128, 40, 128]
    assert out_bytes([OutBeat(b.data, False, b.bits) for b in m.beats[:3]]) == IV33
    # 12 bytes: no IV beats, the IV in the header's IV beat (top 96 bits).
    m = iv_msg(IV)
    assert m.ivlen == 12 and m.iv == int.from_bytes(IV, "big") << 32 and [b.bits for b in m.beats] == \
        [128, 32, 128, 128, 40]
    # Other lengths, and a packet of IV beats only (TLAST on the last of them).
    for ivlen in (1, 11, 16, 17, 32, 48, 255):
        m = iv_msg(bytes(range(ivlen)), b"", b"")
        assert [b.bits for b in m.beats] == iv_beats(ivlen) and m.beats[-1].last and m.iv == 0, ivlen
        assert len(m.beats) == -(-ivlen // 16) and m.ivlen == ivlen
    assert iv_beats(255)[-1] == 120 and len(iv_beats(255)) == 16 and iv_beats(16) == [128]
    # The engine takes 1..65535 bytes.
    for bad in (b"", bytes(65536), bytes(70000)):
        with pytest.raises(ValueError):
            mm.gcm_message(0, KEY, bad, b"", b"", 16, False)
    # On the wire: ivlen 13 in the control beat, a zero IV beat, then the IV data beat with 13 bytes kept.
    fmt = packet_format("aes")
    m = iv_msg(IV13)
    wire = fmt.beats(m)
    hb = fmt.header_beats
    assert len(wire) == hb + 6 and fmt.control(m)[HB_IVLEN] == 13
    assert wire[hb - 1] == (0, 0xFFFF, 0)
    assert wire[hb][1:] == (0x1FFF, 0) and wire[hb][0].to_bytes(16, "little")[:13] == IV13
    assert wire[hb + 1][1] == 0xFFFF and wire[-1][2] == 1
    assert fmt.control(iv_msg(bytes(255)))[HB_IVLEN] == 255
    # Longer IVs: the high byte in lane HB_IVLEN_HI (the segment lane, 128 in other modes).
    assert fmt.control(iv_msg(bytes(12)))[HB_IVLEN_HI] == 0
    c = fmt.control(iv_msg(bytes(257)))
    assert (c[HB_IVLEN_HI], c[HB_IVLEN]) == (1, 1) and len(fmt.beats(iv_msg(bytes(257)))) == hb + 17 + 5
    c = fmt.control(iv_msg(bytes(65535)))
    assert (c[HB_IVLEN_HI], c[HB_IVLEN]) == (0xFF, 0xFF)
    with pytest.raises(ValueError):
        fmt.control(replace(m, ivlen=65536))


def test_iv_beats_good_messages():
    for iv in (IV13, IV33):
        key = bytes(range(16))
        ct, tag = pycryptodome(key, iv, AAD, PT, 16)
        enc = run(iv_msg(iv))
        assert out_bytes(enc[:-1]) == ct and enc[-1] == tag_beat(tag)
        assert enc[:-1] == ctr_out(mm.gcm_j0(AES_ALL, KEY, iv), PT)
        assert run(iv_msg(iv, decrypt=True))[-1] == status(mm.ST_OK)
        # The engine ignores data bits past an IV beat's bits, and the header's IV beat.
        m = iv_msg(iv)
        n = len(iv_beats(len(iv)))
        m.beats[n - 1] = replace(m.beats[n - 1], data=m.beats[n - 1].data | ((1 << (128 - m.beats[n - 1].bits)) - 1))
        m.iv = int.from_bytes(IV, "big") << 32 | 0xDEADBEEF
        assert run(m) == enc
        # The header's ivlen decides which beats are IV beats: the same beats read as 12-byte-IV AAD fail.
        assert run(replace(iv_msg(iv), ivlen=12))[-1] == status(mm.ST_ERR_PARTIAL)


def test_bad_iv_beat():
    partial = status(mm.ST_ERR_PARTIAL)
    good = run(iv_msg(IV13))
    # A 13-byte IV sent as a full beat: ERR_PARTIAL; the ciphertext beats still come out, with
    # a J0 in which the bad beat is a zero block (it keeps its place in the GHASH unit).
    m = iv_msg(IV13)
    m.beats[0] = replace(m.beats[0], bits=128)
    out = run(m)
    j0 = j0_of([b""], 13)
    first = (AES_ALL(KEY, mm._inc32(j0, 1)) ^ int.from_bytes(PT[:16], "big"))
    assert out[0] == OutBeat(first, False, 128)
    assert out == ctr_out(j0, PT) + [partial] and out[:-1] != good[:-1]
    # The same with a short IV beat, a TKEEP hole, a 0-bit beat.
    for bad in (replace(m.beats[0], bits=96), replace(m.beats[0], bits=129, keep=0xFFFE),
                replace(m.beats[0], bits=0)):
        assert run(with_beats(m, [bad] + m.beats[1:])) == out, bad
    # 33 bytes, the middle IV beat 120 bits: J0 from the first IV beat, a zero block, the last IV
    # beat and the length 33.
    m = iv_msg(IV33)
    m.beats[1] = replace(m.beats[1], bits=120)
    out = run(m)
    j0 = j0_of([IV33[:16], b"", IV33[32:]], 33)
    assert out[0].data == AES_ALL(KEY, mm._inc32(j0, 1)) ^ int.from_bytes(PT[:16], "big")
    assert out == ctr_out(j0, PT) + [partial]
    assert out[:-1] != run(iv_msg(IV33))[:-1]
    # The last IV beat of 33 bytes must have 8 bits.
    m = iv_msg(IV33)
    m.beats[2] = replace(m.beats[2], bits=16)
    assert run(m) == ctr_out(j0_of([IV33[:16], IV33[16:32], b""], 33), PT) + [partial]
    # Decryption: the plaintext with the wrong J0, then ERR_PARTIAL; buffered, ERR_PARTIAL alone.
    d = iv_msg(IV33, decrypt=True)
    d.beats[0] = replace(d.beats[0], bits=64)
    ct = mm.gcm(AES_ALL, KEY, IV33, AAD, PT, False)[0]
    assert run(d) == ctr_out(j0_of([b"", IV33[16:32], IV33[32:]], 33), ct) + [partial]
    assert mm.expected_beats(d, BUF) == [partial]
    # The policy's verdict comes first (the tag beat, the final step, is op 9).
    assert run(d, policy=mm.Policy(max_blocks=9)) == run(d)[:3] + [status(mm.ST_ERR_POLICY)]
    assert run(d, policy=mm.Policy(max_blocks=8)) == run(d)[:2] + [status(mm.ST_ERR_POLICY)]


def test_packet_ends_in_the_iv_beats():
    partial = status(mm.ST_ERR_PARTIAL)
    m = iv_msg(IV33)
    # One or two of the three IV beats, then the packet's end: no J0 step, ERR_PARTIAL.
    for n in (1, 2):
        assert run(with_beats(m, m.beats[:n])) == [partial], n
        assert run(with_beats(m, m.beats[:n]), release=False) == [partial], n
    # An IV beat missing, the AAD and payload after it: the beats are one off, ERR_PARTIAL.
    assert run(with_beats(m, m.beats[:1] + m.beats[2:]))[-1] == partial
    # Decryption: the tag beat after two IV beats.
    d = iv_msg(IV33, b"", b"", decrypt=True)
    assert len(d.beats) == 4
    assert run(with_beats(d, d.beats[:2] + d.beats[3:])) == [partial]
    # The IV beats of an encryption with AAD and payload only.
    assert run(with_beats(m, m.beats[:3])) == [partial]
    # A decryption whose IV beats come without a tag beat: the last IV beat is taken for the tag.
    assert run(with_beats(d, d.beats[:3])) == [partial]
    assert mm.expected_beats(with_beats(d, d.beats[:3]), BUF) == [partial]


@pytest.mark.parametrize("ivlen", (1, 13, 16, 33, 255, 257))
def test_iv_beats_only(ivlen):
    key = bytes(range(16))
    iv = bytes((7 * i + 5) & 0xFF for i in range(ivlen))
    for taglen in (4, 13, 16):
        tag = pycryptodome(key, iv, b"", b"", taglen)[1]
        # An encryption whose only data beats are the IV beats: the tag alone.
        m = iv_msg(iv, b"", b"", taglen=taglen)
        assert len(m.beats) == -(-ivlen // 16) and (m.alen, m.plen) == (0, 0)
        assert run(m) == [tag_beat(tag)] == mm.expected_beats(m, BUF)
        # A decryption with the tag beat right after the IV beats: OK; a wrong tag ERR_AUTH.
        d = iv_msg(iv, b"", b"", decrypt=True, taglen=taglen)
        assert d.beats[-1] == Beat(int.from_bytes(tag.ljust(16, b"\0"), "big"), True, 8 * taglen)
        assert run(d) == [status(mm.ST_OK)] == mm.expected_beats(d, BUF)
        w = iv_msg(iv, b"", b"", decrypt=True, taglen=taglen, tag=bytes(taglen))
        assert run(w) == [status(mm.ST_ERR_AUTH)] == mm.expected_beats(w, BUF)
    # GMAC with IV beats: AAD only.
    aad = bytes(range(40))
    assert run(iv_msg(iv, aad, b"", taglen=8)) == [tag_beat(pycryptodome(key, iv, aad, b"", 8)[1])]
    # One beat past the IV beats (a 0-bit one): ERR_PARTIAL.
    m = iv_msg(iv, b"", b"")
    assert run(with_beats(m, m.beats + [Beat(0, True, 0)])) == [status(mm.ST_ERR_PARTIAL)]


def test_block_limit_with_iv_beats():
    rejected = status(mm.ST_ERR_POLICY)

    def outs(msg, n):
        return run(msg, policy=mm.Policy(max_blocks=n))

    # 13-byte IV: IV beat op 0, the J0 step op 1, AAD ops 2-3, payload ops 4-6, the final step op 7.
    m = iv_msg(IV13)
    full = run(m, policy=mm.NO_POLICY)
    assert len(full) == 4 and full == run(m)
    assert outs(m, 1) == [rejected]  # the J0 step (op n_iv = 1)
    assert outs(m, 2) == [rejected]
    assert outs(m, 4) == [rejected]  # the first payload beat (op 4)
    assert outs(m, 5) == full[:1] + [rejected]
    assert outs(m, 6) == full[:2] + [rejected]
    assert outs(m, 7) == full[:3] + [rejected]  # the final step (op 7)
    assert outs(m, 8) == full
    for n in range(1, 10):  # the rule: payload outputs with op < n; ERR_POLICY unless the final step's op < n
        k = sum(op < n for op in (4, 5, 6))
        assert outs(m, n) == (full if n > 7 else full[:k] + [rejected]), n
    assert outs(replace(m, legacy=True), 1) == full
    # With the 12-byte IV the same AAD and payload end at op 5: two operations fewer.
    assert run(enc_msg(), policy=mm.Policy(max_blocks=6)) == run(enc_msg())
    assert outs(m, 6) != full
    # 33-byte IV: IV ops 0-2, J0 step op 3, AAD 4-5, payload 6-8, final step 9.
    m = iv_msg(IV33)
    full = run(m)
    for n, k in ((3, 0), (4, 0), (6, 0), (7, 1), (8, 2), (9, 3)):
        assert outs(m, n) == full[:k] + [rejected], n
    assert outs(m, 10) == full
    # Decryption: the tag beat is the final step (op 7 for 13 bytes); buffered, ERR_POLICY alone.
    d = iv_msg(IV13, decrypt=True)
    dfull = run(d)
    assert outs(d, 8) == dfull and outs(d, 7) == dfull[:3] + [rejected] and outs(d, 4) == [rejected]
    assert mm.expected_beats(d, BUF, policy=mm.Policy(max_blocks=7)) == [rejected]
    assert mm.expected_beats(d, BUF, policy=mm.Policy(max_blocks=8)) == dfull
    # IV beats only: the J0 step runs (op n_iv) and the final step is op n_iv + 1.
    e = iv_msg(IV33, b"", b"")
    assert outs(e, 4) == [rejected] and outs(e, 3) == [rejected] and outs(e, 5) == run(e)
    d = iv_msg(IV13, b"", b"", decrypt=True)  # IV beat op 0, J0 step op 1, the tag beat op 2
    assert outs(d, 2) == [rejected] and outs(d, 3) == [status(mm.ST_OK)]
    # The packet ends inside the IV beats: no J0 step, the final step is op len(data beats).
    short = with_beats(iv_msg(IV33), iv_msg(IV33).beats[:2])
    assert outs(short, 2) == [rejected] and outs(short, 3) == [status(mm.ST_ERR_PARTIAL)]
    short = with_beats(iv_msg(IV33, decrypt=True), [iv_msg(IV33).beats[0], iv_msg(IV33, decrypt=True).beats[-1]])
    assert outs(short, 1) == [rejected] and outs(short, 2) == [status(mm.ST_ERR_PARTIAL)]
