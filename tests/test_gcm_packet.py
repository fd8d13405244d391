# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The GCM packet in the golden model of cipher_modes (pure Python, no simulator).

Each rule of the engine's GCM packet (lengths, beat sizes, tag beat, config
checks and their order, block limit, abort) has a message that breaks it
alone, with the status the model gives (ERR_MODE, ERR_PARAM, ERR_PARTIAL,
ERR_POLICY, ERR_BUSY); header-only and empty packets, GMAC. Also the GCM
packet format on the wire (cipherline.ref.packet: control beat, TKEEP).
Split out of the former tests/test_gcm_model.py; shared helpers in
tests/gcm_cases.py.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import Beat, Message
from cipherline.cores.reference import packet_format
from cipherline.ref.packet import HB_AEAD_RESERVED, HB_ALEN, HB_IVLEN, HB_IVLEN_HI, HB_PLEN, turn
from tests.gcm_cases import (AAD, AES_ALL, CT, IV, KEY, PT, TAG16, dec_msg, enc_msg, out_bytes, run, status,
                             strict_block, tag_beat, with_beats)


# ---------------------------------------------------------------------------
# The rules of a GCM message, each broken alone.
# ---------------------------------------------------------------------------
def test_good_messages():
    enc = run(enc_msg())
    assert len(enc) == 4 and [b.bits for b in enc] == [128, 128, 40, 128]
    assert out_bytes(enc[:-1]) == CT and enc[-1] == tag_beat(TAG16)
    assert run(dec_msg())[-1] == status(mm.ST_OK)
    # The engine ignores the IV beat's low 32 bits and data bits past a beat's bits.
    m = enc_msg()
    m.iv |= 0xDEADBEEF
    m.beats[1] = replace(m.beats[1], data=m.beats[1].data | 0xABCDEF)
    assert run(m) == enc
    # A decryption compares the tag's first taglen bytes only.
    for taglen in mm.GCM_TAGLENS:
        junk = TAG16[:taglen] + bytes(0xA5 for _ in range(16 - taglen))
        m = dec_msg(TAG16[:taglen])
        m.beats[-1] = replace(m.beats[-1], data=int.from_bytes(junk, "big"))
        assert run(m)[-1] == status(mm.ST_OK), taglen


def test_config_checks_in_order():
    tdes = mm.tdes_block_fn(3)
    ok = enc_msg()

    def st(msg, block=AES_ALL, aead=True, release=True):
        out = mm.expected_beats(msg, block, aead=aead, release_unverified=release)
        assert len(out) == 1, out  # rejected: beats swallowed, one status beat
        return out[0]

    assert st(replace(ok, mode=8)) == status(mm.ST_ERR_MODE)
    assert st(replace(ok, mode=0xFF, fault="flag", taglen=3)) == status(mm.ST_ERR_MODE)
    assert st(ok, aead=False) == status(mm.ST_ERR_MODE)
    assert st(replace(ok, key=(2 << 128) | (4 << 64) | 8), block=tdes) == status(mm.ST_ERR_MODE)  # 64-bit block
    # Decryption runs with or without RELEASE_UNVERIFIED (with a message buffer).
    assert run(dec_msg(), release=True)[-1] == status(mm.ST_OK)
    assert run(dec_msg(), release=False) == run(dec_msg(), release=True)
    assert run(enc_msg(), release=False)[-1] == tag_beat(TAG16)
    assert st(replace(dec_msg(), mode=8), release=False) == status(mm.ST_ERR_MODE)
    assert st(dec_msg(), aead=False, release=False) == status(mm.ST_ERR_MODE)
    assert st(dec_msg(taglen=3, ivlen=0), release=False) == status(mm.ST_ERR_PARAM)
    assert st(dec_msg(taglen=3, ivlen=8), release=False) == status(mm.ST_ERR_PARAM)
    assert st(replace(ok, fault="reserved")) == status(mm.ST_ERR_PARAM)
    assert st(replace(ok, key=(3 << 256) | 1)) == status(mm.ST_ERR_PARAM)
    assert st(replace(ok, key=mm.aes_bundle(bytes(32))), block=mm.aes_block_fn(1)) == status(mm.ST_ERR_PARAM)
    for taglen in range(0, 20):
        if taglen not in mm.GCM_TAGLENS:
            assert st(replace(ok, taglen=taglen)) == status(mm.ST_ERR_PARAM), taglen
    # The IV length: 0 is the only one the command checks reject (ERR_PARAM, after the ERR_MODE checks and
    # before the policy's); every length of 1..65535 bytes passes them (12: the IV beat; others: IV data beats).
    assert st(replace(ok, ivlen=0)) == status(mm.ST_ERR_PARAM)
    assert st(replace(dec_msg(), ivlen=0), release=False) == status(mm.ST_ERR_PARAM)
    assert st(replace(ok, ivlen=0, mode=0x0F)) == status(mm.ST_ERR_MODE)
    assert st(replace(ok, ivlen=0), aead=False) == status(mm.ST_ERR_MODE)
    assert st(replace(ok, ivlen=0, key=(2 << 128) | (4 << 64) | 8), block=tdes) == status(mm.ST_ERR_MODE)
    assert st(replace(ok, ivlen=0), block=strict_block(2304)) == status(mm.ST_ERR_PARAM)
    assert st(ok, block=strict_block(2304)) == status(mm.ST_ERR_POLICY)
    assert mm.expected_beats(replace(ok, ivlen=0), strict_block(2304), policy=mm.NO_POLICY) == \
        [status(mm.ST_ERR_PARAM)]
    for ivlen in [*range(1, 600), *range(mm.GCM_IVLEN_MAX - 300, mm.GCM_IVLEN_MAX + 1)]:
        assert mm._config_error(replace(ok, ivlen=ivlen), AES_ALL, mm.NIST_POLICY, True) == mm.ST_OK, ivlen
        assert mm._config_error(replace(dec_msg(), ivlen=ivlen), AES_ALL, mm.NIST_POLICY, True, 144) == mm.ST_OK
    assert mm._config_error(replace(ok, ivlen=0), AES_ALL, mm.NIST_POLICY, True) == mm.ST_ERR_PARAM
    assert mm._config_error(replace(ok, ivlen=65536), AES_ALL, mm.NIST_POLICY, True) == mm.ST_ERR_PARAM
    assert mm.GCM_IVLEN == 12 and mm.GCM_IVLEN_MAX == 65535
    # Header-only packets are rejected with one status beat too.
    assert st(replace(ok, beats=[], mode=8)) == status(mm.ST_ERR_MODE)
    assert st(replace(ok, beats=[], taglen=2)) == status(mm.ST_ERR_PARAM)
    assert st(replace(ok, beats=[], ivlen=0)) == status(mm.ST_ERR_PARAM)
    # The modes before GCM keep their checks: CFB segment, CMAC tag length.
    assert st(Message(0, mm.MODE_CFB, False, KEY, seg=16, beats=[Beat(0, True, 128)])) == status(mm.ST_ERR_PARAM)


def test_bad_beats():
    good = run(enc_msg())
    partial = status(mm.ST_ERR_PARTIAL)
    b = enc_msg().beats  # AAD 128, 32; payload 128, 128, 40
    # A full beat where the last AAD beat should be partial: no output for it, ERR_PARTIAL.
    assert run(with_beats(enc_msg(), [b[0], replace(b[1], bits=128)] + b[2:])) == good[:3] + [partial]
    # A partial beat inside the AAD or the payload; a short last payload beat.
    assert run(with_beats(enc_msg(), [replace(b[0], bits=120)] + b[1:])) == good[:3] + [partial]
    assert run(with_beats(enc_msg(), b[:3] + [replace(b[3], bits=64), b[4]])) == [good[0], good[2], partial]
    assert run(with_beats(enc_msg(), b[:4] + [replace(b[4], bits=32)])) == good[:2] + [partial]
    # A TKEEP hole (the model sees 129 bits).
    assert run(with_beats(enc_msg(), b[:2] + [replace(b[2], bits=129, keep=0xFFFE)] + b[3:])) == \
        good[1:3] + [partial]
    # One beat too many: past A+P (and the final step is not step A+P).
    assert run(with_beats(enc_msg(), b + [Beat(5, True, 128)])) == good[:3] + [partial]
    # One beat too few: the final step comes early.
    assert run(with_beats(enc_msg(), b[:4])) == good[:2] + [partial]
    assert run(with_beats(dec_msg(), dec_msg().beats[:4] + [dec_msg().beats[-1]]))[-1] == partial
    # Decryption: the tag beat must have taglen bytes.
    for bits in (0, 8, 120, 129):
        m = dec_msg()
        m.beats[-1] = replace(m.beats[-1], bits=bits)
        out = run(m)
        assert out[-1] == partial and out_bytes(out[:-1]) == PT, bits
    assert run(dec_msg(TAG16[:12]))[-1] == status(mm.ST_OK)
    m = dec_msg(TAG16[:12])
    m.taglen = 13
    assert run(m)[-1] == partial
    # No tag beat: the last payload beat is taken for the tag (step A+P-1).
    m = dec_msg()
    assert run(with_beats(m, m.beats[:-1]))[-1] == partial


def test_empty_and_header_only():
    k = mm.aes_bundle(bytes(16))
    tc1 = bytes.fromhex("58e2fccefa7e3061367f1d57a4e7455a")
    # Encryption without AAD or payload: header only, the tag at step 0.
    m = mm.gcm_message(0, k, bytes(12), b"", b"", 16, False)
    assert m.beats == [] and run(m) == [tag_beat(tc1)]
    # A 0-byte data beat is a beat past A+P = 0.
    assert run(replace(m, beats=[Beat(0, True, 0)])) == [status(mm.ST_ERR_PARTIAL)]
    # Lengths say there is AAD, but the packet has none.
    assert run(replace(m, alen=1)) == [status(mm.ST_ERR_PARTIAL)]
    # Decryption: the tag beat alone; header only is a 0-bit tag beat.
    assert run(mm.gcm_message(0, k, bytes(12), b"", b"", 4, True, tc1[:4])) == [status(mm.ST_OK)]
    assert run(replace(m, decrypt=True)) == [status(mm.ST_ERR_PARTIAL)]
    # GMAC: AAD only, no output beats before the tag.
    aad = bytes(range(33))
    assert run(mm.gcm_message(0, k, bytes(12), aad, b"", 8, False)) == \
        [tag_beat(mm.gcm(AES_ALL, k, bytes(12), aad, b"", False)[1][:8])]


def test_policy_and_abort():
    full = run(enc_msg(), policy=mm.NO_POLICY)  # 5 data beats (2 AAD, 3 payload), the final step is index 5
    rejected = status(mm.ST_ERR_POLICY)
    assert run(enc_msg(), policy=mm.Policy(max_blocks=6)) == full
    assert run(enc_msg(), policy=mm.Policy(max_blocks=5)) == full[:3] + [rejected]
    assert run(enc_msg(), policy=mm.Policy(max_blocks=4)) == full[:2] + [rejected]
    assert run(enc_msg(), policy=mm.Policy(max_blocks=2)) == [rejected]
    assert run(enc_msg(legacy=True), policy=mm.Policy(max_blocks=2)) == full
    # Decryption: the tag beat (index 5) is the final step.
    dfull = run(dec_msg())
    assert run(dec_msg(), policy=mm.Policy(max_blocks=6)) == dfull
    assert run(dec_msg(), policy=mm.Policy(max_blocks=5)) == dfull[:3] + [rejected]
    # The policy's verdict comes before a length error.
    assert run(with_beats(enc_msg(), enc_msg().beats[:4]), policy=mm.Policy(max_blocks=4)) == full[:2] + [rejected]
    # An aborted message (no last beat): its data beats, then ERR_BUSY.
    m = enc_msg(abort=True)
    m.beats = [replace(x, last=False) for x in m.beats[:3]]
    assert run(m) == [full[0], status(mm.ST_ERR_BUSY)]


# ---------------------------------------------------------------------------
# Packet format.
# ---------------------------------------------------------------------------
def test_gcm_packet_format():
    fmt = packet_format("aes")
    m = mm.gcm_message(2, mm.aes_bundle(bytes(range(24))), IV, b"", b"", 13, False)
    m.alen, m.plen = 0x0A0B0C0D, 0x01020304  # (no beats to match: only the header matters here)
    beats = fmt.beats(m)
    ctl = beats[0][0].to_bytes(16, "little")
    # Lane 2 (the segment lane elsewhere) is the IV length's high byte.
    assert ctl[:6] == bytes([mm.MODE_GCM, 0, 0, 13, 1, 1])
    assert ctl[HB_IVLEN] == 12 and ctl[7] == 0
    ctl = fmt.control(replace(m, ivlen=0x1234))
    assert ctl[HB_IVLEN_HI] == 0x12 and ctl[HB_IVLEN] == 0x34 and HB_IVLEN_HI == 2
    assert ctl[HB_ALEN:HB_ALEN + 4] == bytes([0x0A, 0x0B, 0x0C, 0x0D])
    assert ctl[HB_PLEN:HB_PLEN + 4] == bytes([0x01, 0x02, 0x03, 0x04])
    # Header only (no AAD, no payload): TLAST on the IV beat.
    assert beats[3] == (turn(m.iv, 16), 0xFFFF, 1) and beats[3][0].to_bytes(16, "little")[:12] == IV
    # Decryption flag, and CCM uses the same layout.
    ctl = fmt.control(replace(m, decrypt=True, mode=mm.MODE_CCM, ivlen=7))
    assert ctl[:2] == bytes([mm.MODE_CCM, 1]) and ctl[HB_IVLEN] == 7
    # The reserved fault sets lane 7 of a GCM control beat, the last lane of others.
    assert fmt.control(m, "reserved")[HB_AEAD_RESERVED] != 0
    other = Message(0, mm.MODE_CTR, False, KEY, alen=5, plen=6, ivlen=12)
    assert fmt.control(other)[6:] == bytes(10) and fmt.control(other, "reserved")[15] != 0
    with pytest.raises(ValueError):
        fmt.control(replace(m, alen=1 << 32))


def test_gcm_packet_data_keep():
    fmt = packet_format("aes")
    m = mm.gcm_message(0, KEY, IV, AAD, PT, 13, True, TAG16[:13])
    data = [fmt.data(m, b) for b in m.beats]
    # AAD 16 + 4 bytes, payload 16 + 16 + 5, tag 13: TKEEP from each beat's bytes.
    assert [k for _, k, _ in data] == [0xFFFF, 0x000F, 0xFFFF, 0xFFFF, 0x001F, 0x1FFF]
    assert [t for _, _, t in data] == [0, 0, 0, 0, 0, 1]
    assert data[1][0].to_bytes(16, "little")[:4] == AAD[16:]
    # An override wins; other modes keep all lanes before the last beat.
    assert fmt.data(m, replace(m.beats[1], keep=0b101))[1] == 0b101
    ctr = Message(0, mm.MODE_CTR, False, KEY, beats=[Beat(0, False, 32), Beat(0, True, 32)])
    assert [fmt.data(ctr, b)[1] for b in ctr.beats] == [0xFFFF, 0x000F]
