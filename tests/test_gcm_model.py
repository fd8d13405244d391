# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""AES-GCM in the golden model of cipher_modes (pure Python, no simulator).

The model's GCM (cipherline.ref.modes_model: gcm, gcm_j0, gcm_message, the
GCM rules of expected_beats) is checked against pycryptodome's AES.MODE_GCM,
the GCM specification's test cases (McGrew and Viega, appendix B, 64- and
480-bit IVs too), every GCMVS record with a 96-bit IV and every one with an
8- or 1024-bit IV of two of the files; each rule of the engine's GCM packet
(lengths, beat sizes, tag beat, config checks, block limit) has a message
that breaks it alone. IV lengths: a 12-byte IV in the header's IV beat
(J0 = IV || 0^31 || 1); any other of 1..255 bytes as ceil(ivlen/16) data
beats before the AAD (J0 = GHASH of the IV and its length), then the
engine's J0 step, an operation the block limit counts (op index n_iv; data
beat i >= n_iv is op i+1); an IV beat of the wrong size is ERR_PARTIAL and
left out of J0 (checked by hand on the ciphertext that still comes out), a
packet that ends inside the IV beats ERR_PARTIAL, ivlen 0 the only IV-length
command error (ERR_PARAM, after the ERR_MODE checks, before ERR_POLICY and
ERR_LONG). The message buffer of an engine without RELEASE_UNVERIFIED: a
decryption that does not end OK (ERR_AUTH, ERR_PARTIAL, ERR_POLICY,
ERR_BUSY) gives its status beat only, one that does gives what an engine
that releases unverified plaintext gives; ERR_LONG at the buffer's size
(after the other command checks; not for encryptions nor on engines with
RELEASE_UNVERIFIED); the buffer beats a message reserves (reservation) and
the ERR_FULL admission (buffer_admission) on hand-built event sequences;
the engine's capabilities and buffer from its BlockFn. Also the GCM packet
format (cipherline.ref.packet), the GCMVS reader
(cipherline.ref.vectors.load_gcm_rsp) and the testbench's GCM jobs
(tb.modes.gcm_scenarios: GCMVS jobs on engines with and without the buffer,
random jobs of every error kind, ``toolong`` included).
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache

import pytest
from Crypto.Cipher import AES

from cipherline.ref import modes_model as mm
from cipherline.ref.gf128 import ghash
from cipherline.ref.modes_model import Beat, Message, OutBeat
from cipherline.ref.packet import HB_AEAD_RESERVED, HB_ALEN, HB_IVLEN, HB_PLEN, packet_format, turn
from cipherline.ref.vectors import VectorFormatError, load_gcm_rsp
from tb.modes.gcm_scenarios import (GCM_ERROR_STATUS, GCM_ERRORS, engine_block, gcm_error_status, gcm_files,
                                    gcm_vector_jobs, random_gcm_job)

AES_ALL = mm.aes_block_fn(7, False)
M128 = (1 << 128) - 1


def buffered(nbytes: int = mm.AUTH_BUF_BYTES, release: bool = False, keylens: int = 7) -> mm.BlockFn:
    """AES on an engine with GCM and a message buffer of ``nbytes`` (none with ``release``)."""
    return mm.aes_block_fn(keylens, False, True, release, nbytes)


#: Engines with GCM: a message buffer of the default 1,152 beats (18,432 bytes); RELEASE_UNVERIFIED (no buffer).
BUF = buffered()
REL = buffered(release=True)


def run(msg: Message, block: mm.BlockFn = AES_ALL, release: bool = True, **kw) -> list[OutBeat]:
    """The model's beats for ``msg`` on an AEAD engine: by default one that
    releases unverified plaintext; ``release=False``: with a message buffer
    (``block``'s, or the default 1,152 beats)."""
    return mm.expected_beats(msg, block, aead=True, release_unverified=release, **kw)


def out_bytes(beats: list[OutBeat]) -> bytes:
    return b"".join(b.data.to_bytes(16, "big")[:b.bits // 8] for b in beats)


def tag_beat(tag: bytes) -> OutBeat:
    return OutBeat(int.from_bytes(tag.ljust(16, b"\0"), "big"), True, 8 * len(tag))


def status(st: int) -> OutBeat:
    return OutBeat(0, True, 0, st)


def pycryptodome(key: bytes, iv: bytes, aad: bytes, pt: bytes, taglen: int) -> tuple[bytes, bytes]:
    c = AES.new(key, AES.MODE_GCM, nonce=iv, mac_len=taglen)
    c.update(aad)
    return c.encrypt_and_digest(pt)


def iv_beats(ivlen: int) -> list[int]:
    """The bits of the IV data beats of an ``ivlen``-byte IV (none for 12 bytes)."""
    if ivlen == mm.GCM_IVLEN:
        return []
    return [min(128, 8 * (ivlen - 16 * j)) for j in range(-(-ivlen // 16))]


def test_fast_ghash_is_the_reference():
    rng = random.Random(1)
    for _ in range(50):
        h = rng.randbytes(16)
        x = rng.randbytes(16 * rng.randint(1, 4))
        g = mm._Ghash(int.from_bytes(h, "big"))
        for i in range(0, len(x), 16):
            g.update(int.from_bytes(x[i:i + 16], "big"))
        assert g.digest().to_bytes(16, "big") == ghash(h, x)


# ---------------------------------------------------------------------------
# Against pycryptodome and the GCM specification.
# ---------------------------------------------------------------------------
def _len(rng: random.Random) -> int:
    return rng.choice([0, 0, 1, 15, 16, 17, 31, 32, 33, 48, 80, rng.randint(0, 80)])


def test_model_matches_pycryptodome():
    rng = random.Random(2)
    seen = set()
    for trial in range(300):
        key = rng.randbytes((16, 24, 32)[trial % 3])
        iv, aad, pt = rng.randbytes(12), rng.randbytes(_len(rng)), rng.randbytes(_len(rng))
        taglen = mm.GCM_TAGLENS[trial % len(mm.GCM_TAGLENS)]
        ct, tag = pycryptodome(key, iv, aad, pt, taglen)
        k = mm.aes_bundle(key)
        # The byte-string function: full 16-byte tag, both directions.
        full = pycryptodome(key, iv, aad, pt, 16)[1]
        assert mm.gcm(AES_ALL, k, iv, aad, pt, False) == (ct, full)
        assert mm.gcm(AES_ALL, k, iv, aad, ct, True) == (pt, full)
        # Packets: encryption gives the ciphertext beats and the tag beat.
        enc = run(mm.gcm_message(3, k, iv, aad, pt, taglen, False))
        assert out_bytes(enc[:-1]) == ct and enc[-1] == tag_beat(tag)
        assert all(not b.last and b.status == mm.ST_OK for b in enc[:-1])
        # Decryption: plaintext beats, then OK; a wrong tag gives ERR_AUTH after the same plaintext
        # (RELEASE_UNVERIFIED), or alone (the message buffer drops the plaintext).
        dmsg = mm.gcm_message(3, k, iv, aad, ct, taglen, True, tag)
        dec = run(dmsg)
        assert out_bytes(dec[:-1]) == pt and dec[-1] == status(mm.ST_OK)
        assert mm.expected_beats(dmsg, BUF) == dec
        bad = bytearray(tag)
        bad[rng.randrange(taglen)] ^= 1 << rng.randrange(8)
        wmsg = mm.gcm_message(3, k, iv, aad, ct, taglen, True, bytes(bad))
        assert run(wmsg) == dec[:-1] + [status(mm.ST_ERR_AUTH)]
        assert mm.expected_beats(wmsg, BUF) == [status(mm.ST_ERR_AUTH)]
        # An encryption is the same with or without the buffer.
        assert mm.expected_beats(mm.gcm_message(3, k, iv, aad, pt, taglen, False), BUF) == enc
        seen.add((len(key), taglen, len(aad) % 16 != 0, len(pt) % 16 != 0, len(aad) == 0, len(pt) == 0))
    assert {s[0] for s in seen} == {16, 24, 32} and {s[1] for s in seen} == set(mm.GCM_TAGLENS)
    assert all(any(s[i] for s in seen) for i in range(2, 6))


P60 = ("d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
       "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39")
K_FEFF = "feffe9928665731c6d6a8f9467308308"
A20 = "feedfacedeadbeeffeedfacedeadbeefabaddad2"
#: The 60-byte IV of test cases 6, 12 and 18 (four IV data beats, the last of 12 bytes).
IV60 = ("9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728"
        "c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b")
#: McGrew & Viega, "The Galois/Counter Mode of Operation (GCM)", appendix B:
#: (test case, key, IV, AAD, plaintext, ciphertext, tag), hex.
SPEC_CASES = [
    (1, "00" * 16, "00" * 12, "", "", "", "58e2fccefa7e3061367f1d57a4e7455a"),
    (2, "00" * 16, "00" * 12, "", "00" * 16, "0388dace60b6a392f328c2b971b2fe78", "ab6e47d42cec13bdf53a67b21257bddf"),
    (3, K_FEFF, "cafebabefacedbaddecaf888", "", P60 + "1aafd255",
     "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
     "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985",
     "4d5c2af327cd64a62cf35abd2ba6fab4"),
    (4, K_FEFF, "cafebabefacedbaddecaf888", "feedfacedeadbeeffeedfacedeadbeefabaddad2", P60,
     "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
     "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091",
     "5bc94fbc3221a5db94fae95ae7121a47"),
    (5, K_FEFF, "cafebabefacedbad", A20, P60,
     "61353b4c2806934a777ff51fa22a4755699b2a714fcdc6f83766e5f97b6c7423"
     "73806900e49f24b22b097544d4896b424989b5e1ebac0f07c23f4598",
     "3612d2e79e3b0785561be14aaca2fccb"),
    (6, K_FEFF, IV60, A20, P60,
     "8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca7"
     "01e4a9a4fba43c90ccdcb281d48c7c6fd62875d2aca417034c34aee5",
     "619cc5aefffe0bfa462af43c1699d050"),
    (7, "00" * 24, "00" * 12, "", "", "", "cd33b28ac773f74ba00ed1f312572435"),
    (8, "00" * 24, "00" * 12, "", "00" * 16, "98e7247c07f0fe411c267e4384b0f600", "2ff58d80033927ab8ef4d4587514f0fb"),
    (11, K_FEFF + K_FEFF[:16], "cafebabefacedbad", A20, P60,
     "0f10f599ae14a154ed24b36e25324db8c566632ef2bbb34f8347280fc4507057"
     "fddc29df9a471f75c66541d4d4dad1c9e93a19a58e8b473fa0f062f7",
     "65dcc57fcf623a24094fcca40d3533f8"),
    (12, K_FEFF + K_FEFF[:16], IV60, A20, P60,
     "d27e88681ce3243c4830165a8fdcf9ff1de9a1d8e6b447ef6ef7b79828666e45"
     "81e79012af34ddd9e2f037589b292db3e67c036745fa22e7e9b7373b",
     "dcf566ff291c25bbb8568fc3d376a6d9"),
    (13, "00" * 32, "00" * 12, "", "", "", "530f8afbc74536b9a963b4f1c4cb738b"),
    (14, "00" * 32, "00" * 12, "", "00" * 16, "cea7403d4d606b6e074ec5d3baf39d18", "d0d1c8a799996bf0265b98b5d48ab919"),
    (16, K_FEFF * 2, "cafebabefacedbaddecaf888", "feedfacedeadbeeffeedfacedeadbeefabaddad2", P60,
     "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
     "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662",
     "76fc6ece0f4e1768cddf8853bb2d551b"),
    (17, K_FEFF * 2, "cafebabefacedbad", A20, P60,
     "c3762df1ca787d32ae47c13bf19844cbaf1ae14d0b976afac52ff7d79bba9de0"
     "feb582d33934a4f0954cc2363bc73f7862ac430e64abe499f47c9b1f",
     "3a337dbf46a792c45e454913fe2ea8f2"),
    (18, K_FEFF * 2, IV60, A20, P60,
     "5a8def2f0c9e53f1f75d7853659e2a20eeb2b22aafde6419a058ab4f6f746bf4"
     "0fc0c3b780f244452da3ebf1c5d82cdea2418997200ef82e44ae7e3f",
     "a44a8266ee1c8eb0c8b5d4cf5ae9f19a"),
]


@pytest.mark.parametrize("case", SPEC_CASES, ids=[f"tc{c[0]}" for c in SPEC_CASES])
def test_gcm_spec_test_cases(case):
    _, key, iv, aad, pt, ct, tag = (bytes.fromhex(x) if isinstance(x, str) else x for x in case)
    k = mm.aes_bundle(key)
    assert mm.gcm(AES_ALL, k, iv, aad, pt, False) == (ct, tag)
    assert mm.gcm(AES_ALL, k, iv, aad, ct, True) == (pt, tag)
    msg = mm.gcm_message(0, k, iv, aad, pt, 16, False)
    assert len(msg.beats) == len(iv_beats(len(iv))) + -(-len(aad) // 16) + -(-len(pt) // 16)
    enc = run(msg)
    assert out_bytes(enc[:-1]) == ct and enc[-1] == tag_beat(tag)
    dec = run(mm.gcm_message(0, k, iv, aad, ct, 16, True, tag))
    assert out_bytes(dec[:-1]) == pt and dec[-1] == status(mm.ST_OK)
    # A 12-byte truncated tag (96 bits): its first 12 bytes.
    assert run(mm.gcm_message(0, k, iv, aad, pt, 12, False))[-1] == tag_beat(tag[:12])


def test_spec_case_values_agree_with_pycryptodome():
    # Guards the typed-in constants above against a typo.
    for _, key, iv, aad, pt, ct, tag in SPEC_CASES:
        assert pycryptodome(*(bytes.fromhex(x) for x in (key, iv, aad, pt)), 16) == (bytes.fromhex(ct),
                                                                                     bytes.fromhex(tag))


# ---------------------------------------------------------------------------
# The rules of a GCM message, each broken alone.
# ---------------------------------------------------------------------------
KEY = mm.aes_bundle(bytes(range(16)))
IV = bytes(range(0x40, 0x4C))
AAD = bytes(range(0x80, 0x80 + 20))  # two AAD beats, the second of 4 bytes
PT = bytes(range(0xC0, 0xC0 + 37))  # three payload beats, the last of 5 bytes
CT, TAG16 = mm.gcm(AES_ALL, KEY, IV, AAD, PT, False)


def enc_msg(**kw) -> Message:
    return replace(mm.gcm_message(1, KEY, IV, AAD, PT, 16, False), **kw)


def dec_msg(tag: bytes = TAG16, **kw) -> Message:
    return replace(mm.gcm_message(1, KEY, IV, AAD, CT, len(tag) if len(tag) in mm.GCM_TAGLENS else 16, True, tag),
                   **kw)


def with_beats(msg: Message, beats: list[Beat]) -> Message:
    return replace(msg, beats=[replace(b, last=i == len(beats) - 1) for i, b in enumerate(beats)])


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
    # before the policy's); every length of 1..255 bytes passes them (12: the IV beat; others: IV data beats).
    assert st(replace(ok, ivlen=0)) == status(mm.ST_ERR_PARAM)
    assert st(replace(dec_msg(), ivlen=0), release=False) == status(mm.ST_ERR_PARAM)
    assert st(replace(ok, ivlen=0, mode=0x0F)) == status(mm.ST_ERR_MODE)
    assert st(replace(ok, ivlen=0), aead=False) == status(mm.ST_ERR_MODE)
    assert st(replace(ok, ivlen=0, key=(2 << 128) | (4 << 64) | 8), block=tdes) == status(mm.ST_ERR_MODE)
    assert st(replace(ok, ivlen=0), block=strict_block(2304)) == status(mm.ST_ERR_PARAM)
    assert st(ok, block=strict_block(2304)) == status(mm.ST_ERR_POLICY)
    assert mm.expected_beats(replace(ok, ivlen=0), strict_block(2304), policy=mm.NO_POLICY) == \
        [status(mm.ST_ERR_PARAM)]
    for ivlen in range(1, mm.GCM_IVLEN_MAX + 1):
        assert mm._config_error(replace(ok, ivlen=ivlen), AES_ALL, mm.NIST_POLICY, True) == mm.ST_OK, ivlen
        assert mm._config_error(replace(dec_msg(), ivlen=ivlen), AES_ALL, mm.NIST_POLICY, True, 144) == mm.ST_OK
    assert mm._config_error(replace(ok, ivlen=0), AES_ALL, mm.NIST_POLICY, True) == mm.ST_ERR_PARAM
    assert mm.GCM_IVLEN == 12 and mm.GCM_IVLEN_MAX == 255
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
# IVs of any length: 12 bytes in the header's IV beat, others as IV data beats.
# ---------------------------------------------------------------------------
IV_LENGTHS = (1, 8, 11, 12, 13, 16, 17, 32, 64, 128, 255)


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
    for ivlen in (1, 12, 255, 256, 300):  # gcm / gcm_j0 take any length; only the engine stops at 255
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
    # The engine takes 1..255 bytes.
    for bad in (b"", bytes(256), bytes(300)):
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
    with pytest.raises(ValueError):
        fmt.control(replace(m, ivlen=256))


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


@pytest.mark.parametrize("ivlen", (1, 13, 16, 33, 255))
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


# ---------------------------------------------------------------------------
# The message buffer (GCM decryption on an engine without RELEASE_UNVERIFIED).
# ---------------------------------------------------------------------------
def dec_of(plen: int, alen: int = 0) -> tuple[Message, bytes]:
    """A valid decryption of a ``plen``-byte payload (and ``alen`` bytes of AAD), and its plaintext."""
    pt = bytes((7 * i + 3) & 0xFF for i in range(plen))
    aad = bytes((5 * i + 1) & 0xFF for i in range(alen))
    ct, tag = mm.gcm(AES_ALL, KEY, IV, aad, pt, False)
    return mm.gcm_message(1, KEY, IV, aad, ct, 16, True, tag), pt


def strict_block(nbytes: int) -> mm.BlockFn:
    """An engine with GCM and a ``nbytes`` buffer whose cipher's policy key check rejects every key."""
    return mm.BlockFn(128, AES_ALL.fn, key_bits=mm.AES_KEY_BITS, key_ok=lambda k: False, cipher="aes",
                      aead=True, auth_buf_bytes=nbytes)


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
    b512 = mm.block_fn("aes", {"GCM": 1, "AUTH_BUF_BYTES": 512})
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
    assert mm.reservation(dec_msg(), mm.block_fn("aes", {"GCM": 1, "AUTH_BUF_BYTES": 512})) == 3
    assert mm.reservation(dec_msg(), mm.block_fn("aes", {"GCM": 1, "RELEASE_UNVERIFIED": 1})) == 0
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


# ---------------------------------------------------------------------------
# Packet format.
# ---------------------------------------------------------------------------
def test_gcm_packet_format():
    fmt = packet_format("aes")
    m = mm.gcm_message(2, mm.aes_bundle(bytes(range(24))), IV, b"", b"", 13, False)
    m.alen, m.plen = 0x0A0B0C0D, 0x01020304  # (no beats to match: only the header matters here)
    beats = fmt.beats(m)
    ctl = beats[0][0].to_bytes(16, "little")
    assert ctl[:6] == bytes([mm.MODE_GCM, 0, 128, 13, 1, 1])
    assert ctl[HB_IVLEN] == 12 and ctl[7] == 0
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


# ---------------------------------------------------------------------------
# GCMVS files.
# ---------------------------------------------------------------------------
@lru_cache(maxsize=1)
def all_records():
    return {f.name: load_gcm_rsp(f) for f in gcm_files()}


def test_gcmvs_reader_parses_the_six_files():
    recs = all_records()
    assert sorted(recs) == sorted(f"gcm{d}{k}.rsp" for d in ("Decrypt", "EncryptExtIV") for k in (128, 192, 256))
    for name, vs in recs.items():
        dec = name.startswith("gcmDecrypt")
        assert len(vs) > 1000 and all(v.decrypt == dec for v in vs)
        assert {len(v.key) for v in vs} == {int(name[-7:-4]) // 8}
        assert {v.taglen for v in vs} == set(mm.GCM_TAGLENS) and all(len(v.tag) == v.taglen for v in vs)
        assert all(len(v.ct) == len(v.pt) for v in vs if not v.fail)
        fails = sum(v.fail for v in vs)
        assert (fails > 0) == dec and all(v.pt == b"" for v in vs if v.fail)
        assert {len(v.iv) for v in vs} == {1, 12, 128}
    v = recs["gcmDecrypt128.rsp"][1]
    assert v.count == 1 and v.fail and v.line == 21 and v.source.endswith("gcmDecrypt128.rsp:21")
    assert v.key == bytes.fromhex("a49a5e26a2f8cb63d05546c2a62f5343")


def test_model_reproduces_every_96bit_iv_record():
    n = fails = 0
    for vs in all_records().values():
        for v in vs:
            if len(v.iv) != 12:
                continue
            out, tag = mm.gcm(AES_ALL, mm.aes_bundle(v.key), v.iv, v.aad, v.ct if v.decrypt else v.pt, v.decrypt)
            if v.decrypt:
                assert (tag[:v.taglen] != v.tag) == v.fail, v.source
                assert v.fail or out == v.pt, v.source
                fails += v.fail
            else:
                assert (out, tag[:v.taglen]) == (v.ct, v.tag), v.source
            n += 1
    assert n == 15750 and fails > 1000


@pytest.mark.parametrize("name", ["gcmEncryptExtIV128.rsp", "gcmDecrypt256.rsp"])
def test_model_reproduces_every_other_iv_record(name):
    # Every record with an 8-bit (1 beat of 8 bits) or 1024-bit (8 full beats) IV, as packets.
    n = fails = 0
    seen = set()
    for v in all_records()[name]:
        if len(v.iv) == 12:
            continue
        msg = mm.gcm_message(0, mm.aes_bundle(v.key), v.iv, v.aad, v.ct if v.decrypt else v.pt, v.taglen,
                             v.decrypt, v.tag if v.decrypt else None)
        assert msg.iv == 0 and msg.ivlen == len(v.iv) and [b.bits for b in msg.beats[:len(iv_beats(len(v.iv)))]] \
            == iv_beats(len(v.iv)), v.source
        out = run(msg)
        if v.decrypt:
            assert out[-1] == status(mm.ST_ERR_AUTH if v.fail else mm.ST_OK), v.source
            if v.fail:
                assert len(out_bytes(out[:-1])) == len(v.ct), v.source
                assert mm.expected_beats(msg, BUF) == [status(mm.ST_ERR_AUTH)], v.source
                fails += 1
            else:
                assert out_bytes(out[:-1]) == v.pt, v.source
        else:
            assert out_bytes(out[:-1]) == v.ct and out[-1] == tag_beat(v.tag), v.source
        n += 1
        seen.add((len(v.iv), bool(v.aad), bool(v.pt or v.ct)))
    assert n == 5250 and (fails > 500) == name.startswith("gcmDecrypt")
    assert seen == {(ivlen, a, p) for ivlen in (1, 128) for a in (False, True) for p in (False, True)}


GOOD_RSP = """\
# CAVS 14.0

[Keylen = 128]
[IVlen = 96]
[PTlen = 8]
[AADlen = 0]
[Taglen = 32]

Count = 0
Key = 00000000000000000000000000000000
IV = 000000000000000000000000
CT = 03
AAD = 
Tag = 01020304
PT = 00

Count = 1
Key = 00000000000000000000000000000000
IV = 000000000000000000000000
CT = 04
AAD = 
Tag = 01020304
FAIL
"""


@pytest.mark.parametrize("bad,line,message", [
    (("PT = 00\n", "PT = 0\n"), 15, "odd number of hex digits"),
    (("CT = 03\n", "CT = 0300\n"), 12, "CT has 16 bits, the section says PTlen = 8"),
    (("Tag = 01020304\nPT", "Tag = 0102\nPT"), 14, "Taglen = 32"),
    (("PT = 00\n", ""), 9, "Count = 0: no PT or FAIL"),
    (("PT = 00\n", "PT = 00\nFAIL\n"), 16, "FAIL in an encryption file or with a PT"),
    (("IV = 000000000000000000000000\nCT = 03", "IV = 000000000000000000000000\nIV = 00\nCT = 03"), 12,
     "duplicate IV (first at line 11)"),
    (("[IVlen = 96]", "[IVlen = x]"), 4, "section line"),
    (("AAD = \nTag = 01020304\nPT", "AADx = \nTag = 01020304\nPT"), 13, "unknown field 'AADx'"),
    (("FAIL\n", "FAILED\n"), 23, "expected 'Name = value' or FAIL"),
    (("Count = 0\n", "Count = z\n"), 9, "Count must be a decimal number"),
])
def test_gcmvs_reader_rejects_malformed_files(tmp_path, bad, line, message):
    good = tmp_path / "gcmDecryptTest.rsp"
    good.write_bytes(GOOD_RSP.replace("\n", "\r\n").encode())
    vs = load_gcm_rsp(good)
    assert [(v.count, v.fail, v.pt, v.line) for v in vs] == [(0, False, b"\0", 9), (1, True, b"", 17)]
    assert vs[0].taglen == 4 and vs[0].decrypt
    old, new = bad
    assert old in GOOD_RSP
    p = tmp_path / "gcmDecryptBad.rsp"
    p.write_bytes(GOOD_RSP.replace(old, new, 1).replace("\n", "\r\n").encode())
    with pytest.raises(VectorFormatError) as err:
        load_gcm_rsp(p)
    assert str(err.value).startswith(f"{p}:{line}: ") and message in str(err.value), str(err.value)


def test_gcmvs_reader_direction(tmp_path):
    p = tmp_path / "gcm.rsp"
    p.write_text(GOOD_RSP.replace("FAIL", "PT = 00"))
    with pytest.raises(ValueError, match="direction"):
        load_gcm_rsp(p)
    assert not load_gcm_rsp(p, decrypt=False)[0].decrypt
    enc = tmp_path / "gcmEncryptExtIVTest.rsp"
    enc.write_text(GOOD_RSP)
    with pytest.raises(VectorFormatError, match=r":23: FAIL in an encryption file"):
        load_gcm_rsp(enc)


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


def test_engine_capabilities_from_the_block():
    # expected_beats takes aead / release_unverified (and the buffer) from the BlockFn unless given.
    plain = mm.block_fn("aes", {})
    gcm = mm.block_fn("aes", {"GCM": 1})
    both = mm.block_fn("aes", {"GCM": 1, "RELEASE_UNVERIFIED": 1})
    b512 = mm.block_fn("aes", {"GCM": 1, "AUTH_BUF_BYTES": 512})
    assert (plain.aead, gcm.aead, gcm.release_unverified, both.release_unverified) == (False, True, False, True)
    assert (plain.auth_buf_beats, gcm.auth_buf_beats, both.auth_buf_beats, b512.auth_buf_beats) == (0, 1152, 0, 32)
    assert mm.block_fn("aes", {"GCM": 1, "RELEASE_UNVERIFIED": 1, "AUTH_BUF_BYTES": 512}).auth_buf_beats == 0
    assert mm.block_fn("aes", {"AUTH_BUF_BYTES": 512}).auth_buf_beats == 0
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
    for other in (mm.block_fn("tdes"), mm.block_fn("toy")):
        assert not other.aead and other.auth_buf_beats == 0
