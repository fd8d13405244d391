"""AES-GCM in the golden model of cipher_modes (pure Python, no simulator).

The model's GCM (cipherline.ref.modes_model: gcm, gcm_message, the GCM rules
of expected_beats) is checked against pycryptodome's AES.MODE_GCM, the GCM
specification's test cases (McGrew and Viega, appendix B) and every GCMVS
record with a 96-bit IV; each rule of the engine's GCM packet (lengths,
beat sizes, tag beat, config checks, block limit) has a message that breaks
it alone. Also the GCM packet format (cipherline.ref.packet), the GCMVS
reader (cipherline.ref.vectors.load_gcm_rsp) and the testbench's GCM jobs
(tb.modes.gcm_scenarios).
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
from tb.modes.gcm_scenarios import (GCM_ERROR_STATUS, GCM_ERRORS, gcm_error_status, gcm_files, gcm_vector_jobs,
                                    random_gcm_job)

AES_ALL = mm.aes_block_fn(7, False)
M128 = (1 << 128) - 1


def run(msg: Message, block: mm.BlockFn = AES_ALL, release: bool = True, **kw) -> list[OutBeat]:
    """The model's beats for ``msg`` on an AEAD engine (by default one that decrypts)."""
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
        # Decryption: plaintext beats, then OK; a wrong tag gives ERR_AUTH after the same plaintext.
        dec = run(mm.gcm_message(3, k, iv, aad, ct, taglen, True, tag))
        assert out_bytes(dec[:-1]) == pt and dec[-1] == status(mm.ST_OK)
        bad = bytearray(tag)
        bad[rng.randrange(taglen)] ^= 1 << rng.randrange(8)
        wrong = run(mm.gcm_message(3, k, iv, aad, ct, taglen, True, bytes(bad)))
        assert wrong == dec[:-1] + [status(mm.ST_ERR_AUTH)]
        seen.add((len(key), taglen, len(aad) % 16 != 0, len(pt) % 16 != 0, len(aad) == 0, len(pt) == 0))
    assert {s[0] for s in seen} == {16, 24, 32} and {s[1] for s in seen} == set(mm.GCM_TAGLENS)
    assert all(any(s[i] for s in seen) for i in range(2, 6))


P60 = ("d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
       "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39")
K_FEFF = "feffe9928665731c6d6a8f9467308308"
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
    (7, "00" * 24, "00" * 12, "", "", "", "cd33b28ac773f74ba00ed1f312572435"),
    (8, "00" * 24, "00" * 12, "", "00" * 16, "98e7247c07f0fe411c267e4384b0f600", "2ff58d80033927ab8ef4d4587514f0fb"),
    (13, "00" * 32, "00" * 12, "", "", "", "530f8afbc74536b9a963b4f1c4cb738b"),
    (14, "00" * 32, "00" * 12, "", "00" * 16, "cea7403d4d606b6e074ec5d3baf39d18", "d0d1c8a799996bf0265b98b5d48ab919"),
    (16, K_FEFF * 2, "cafebabefacedbaddecaf888", "feedfacedeadbeeffeedfacedeadbeefabaddad2", P60,
     "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
     "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662",
     "76fc6ece0f4e1768cddf8853bb2d551b"),
]


@pytest.mark.parametrize("case", SPEC_CASES, ids=[f"tc{c[0]}" for c in SPEC_CASES])
def test_gcm_spec_test_cases(case):
    _, key, iv, aad, pt, ct, tag = (bytes.fromhex(x) if isinstance(x, str) else x for x in case)
    k = mm.aes_bundle(key)
    assert mm.gcm(AES_ALL, k, iv, aad, pt, False) == (ct, tag)
    assert mm.gcm(AES_ALL, k, iv, aad, ct, True) == (pt, tag)
    enc = run(mm.gcm_message(0, k, iv, aad, pt, 16, False))
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

    assert st(replace(ok, mode=mm.MODE_CCM)) == status(mm.ST_ERR_MODE)
    assert st(replace(ok, mode=mm.MODE_CCM, fault="flag", taglen=3)) == status(mm.ST_ERR_MODE)
    assert st(ok, aead=False) == status(mm.ST_ERR_MODE)
    assert st(replace(ok, key=(2 << 128) | (4 << 64) | 8), block=tdes) == status(mm.ST_ERR_MODE)  # 64-bit block
    assert st(dec_msg(), release=False) == status(mm.ST_ERR_MODE)
    assert st(dec_msg(taglen=3, ivlen=8), release=False) == status(mm.ST_ERR_MODE)
    assert run(dec_msg(), release=True)[-1] == status(mm.ST_OK)
    assert run(enc_msg(), release=False)[-1] == tag_beat(TAG16)
    assert st(replace(ok, fault="reserved")) == status(mm.ST_ERR_PARAM)
    assert st(replace(ok, key=(3 << 256) | 1)) == status(mm.ST_ERR_PARAM)
    assert st(replace(ok, key=mm.aes_bundle(bytes(32))), block=mm.aes_block_fn(1)) == status(mm.ST_ERR_PARAM)
    for taglen in range(0, 20):
        if taglen not in mm.GCM_TAGLENS:
            assert st(replace(ok, taglen=taglen)) == status(mm.ST_ERR_PARAM), taglen
    for ivlen in (0, 1, 8, 11, 13, 16):
        assert st(replace(ok, ivlen=ivlen)) == status(mm.ST_ERR_PARAM), ivlen
    # Header-only packets are rejected with one status beat too.
    assert st(replace(ok, beats=[], mode=mm.MODE_CCM)) == status(mm.ST_ERR_MODE)
    assert st(replace(ok, beats=[], taglen=2)) == status(mm.ST_ERR_PARAM)
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
    assert all(j.msg.mode == mm.MODE_GCM and j.msg.ivlen == 12 and j.name.startswith("GCMVS:") for j in jobs)
    sts = {j.expected[-1].status for j in jobs}
    assert sts == {mm.ST_OK, mm.ST_ERR_AUTH}
    assert {j.msg.key >> 256 for j in jobs} == {0, 1, 2} and {j.msg.decrypt for j in jobs} == {False, True}
    for j in jobs:
        assert run(j.msg) == j.expected, j.name


def test_gcm_vector_jobs_catch_a_wrong_model(monkeypatch):
    real = mm.gcm

    def off_by_one(block, key, iv, aad, data, decrypt):
        out, tag = real(block, key, iv, aad, data, decrypt)
        return out, bytes([tag[0] ^ 1]) + tag[1:]

    monkeypatch.setattr(mm, "gcm", off_by_one)
    with pytest.raises(AssertionError, match="gcmDecrypt128.rsp"):
        gcm_vector_jobs([gcm_files()[0]], 5, random.Random(1))


@pytest.mark.parametrize("release", [True, False])
def test_random_gcm_jobs_error_kinds(release):
    rng = random.Random(11)
    assert set(GCM_ERROR_STATUS) == set(GCM_ERRORS)
    for error in GCM_ERRORS:
        want = gcm_error_status(error, release)
        assert want == (mm.ST_ERR_MODE if error == "tag" and not release else GCM_ERROR_STATUS[error])
        for _ in range(25):
            job = random_gcm_job(rng, AES_ALL, error, release)
            assert job.expected[-1].status == want, (error, job.msg)
            assert run(job.msg, release=release) == job.expected
            assert job.msg.decrypt or not (error == "tag" or job.name.endswith("-unverified"))
    with pytest.raises(ValueError):
        random_gcm_job(rng, AES_ALL, "nonce", True)


def test_random_gcm_jobs_valid():
    rng = random.Random(12)
    jobs = [random_gcm_job(rng, AES_ALL, None, True, max_len=48) for _ in range(150)]
    assert {j.expected[-1].status for j in jobs} == {mm.ST_OK}
    assert {j.msg.decrypt for j in jobs} == {False, True} and {j.msg.key >> 256 for j in jobs} == {0, 1, 2}
    assert {j.msg.taglen for j in jobs} == set(mm.GCM_TAGLENS)
    assert {j.msg.alen for j in jobs} >= {0, 1, 15, 16, 17} and max(j.msg.plen for j in jobs) <= 48
    assert any(j.msg.iv & 0xFFFF_FFFF for j in jobs)  # junk the engine ignores
    # Without the opt-out, some decryptions: ERR_MODE, the rest as before.
    only128 = mm.aes_block_fn(1, True)
    jobs = [random_gcm_job(rng, only128, None, False) for _ in range(100)]
    assert all(j.msg.key >> 256 == 0 for j in jobs)
    assert {j.expected[-1].status for j in jobs if j.msg.decrypt} == {mm.ST_ERR_MODE}
    assert all(j.name == "GCM/dec-unverified" for j in jobs if j.msg.decrypt)
    assert {j.expected[-1].bits for j in jobs if not j.msg.decrypt} == {8 * t for t in mm.GCM_TAGLENS}
    with pytest.raises(ValueError):
        random_gcm_job(rng, mm.toy_block_fn(), None, True)


def test_engine_capabilities_from_the_block():
    # expected_beats takes aead / release_unverified from the BlockFn unless given.
    plain = mm.block_fn("aes", {})
    gcm = mm.block_fn("aes", {"GCM": 1})
    both = mm.block_fn("aes", {"GCM": 1, "RELEASE_UNVERIFIED": 1})
    assert (plain.aead, gcm.aead, gcm.release_unverified, both.release_unverified) == (False, True, False, True)
    assert mm.expected_beats(enc_msg(), plain) == [status(mm.ST_ERR_MODE)]
    assert mm.expected_beats(enc_msg(), gcm) == run(enc_msg())
    assert mm.expected_beats(dec_msg(), gcm) == [status(mm.ST_ERR_MODE)]
    assert mm.expected_beats(dec_msg(), both) == run(dec_msg())
    assert mm.expected_beats(dec_msg(), both, release_unverified=False) == [status(mm.ST_ERR_MODE)]
    assert mm.expected_beats(enc_msg(), gcm, aead=False) == [status(mm.ST_ERR_MODE)]
    assert not mm.block_fn("tdes").aead and not mm.block_fn("toy").aead
