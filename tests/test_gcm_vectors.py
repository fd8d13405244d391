# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""AES-GCM in the golden model of cipher_modes against reference vectors (pure Python, no simulator).

The model's GCM (cipherline.ref.modes_model: gcm, gcm_message, the GCM rules
of expected_beats) is checked against pycryptodome's AES.MODE_GCM, the GCM
specification's test cases (McGrew and Viega, appendix B, 64- and 480-bit
IVs too), every GCMVS record with a 96-bit IV and every one with an 8- or
1024-bit IV of two of the files; also the model's fast GHASH against the
reference one, and the GCMVS reader (cipherline.ref.vectors.load_gcm_rsp).
Split out of the former tests/test_gcm_model.py; shared helpers in
tests/gcm_cases.py.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

from cipherline.ref import modes_model as mm
from cipherline.ref.gf128 import ghash
from cipherline.ref.vectors import VectorFormatError, load_gcm_rsp
from tb.modes.gcm_scenarios import gcm_files
from tests.gcm_cases import (AES_ALL, BUF, _len, iv_beats, out_bytes, pycryptodome, run, status,
                             tag_beat)


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
