# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""AES-CCM in the golden model of cipher_modes (pure Python, no simulator).

The CCMVS reader (cipherline.ref.vectors.load_ccm_rsp) on the 15 NIST files
(VADT, VNT, VPT, VTT generation-encryption, DVPT decryption-verification, for
AES-128/192/256) and on small hand-written files, good and malformed (CRLF);
the model's byte-string CCM (cipherline.ref.modes_model.ccm) against every
CCMVS record; the engine-level model (ccm_message + expected_beats on an
engine with AEAD and the message buffer) against every CCMVS record too
(checking all of them takes well under a second); SP 800-38C appendix C
examples C.1..C.4 through the model and pycryptodome; random messages against
pycryptodome's AES.MODE_CCM; B0 and AAD formatting spot checks; and the
command checks (ERR_PARAM for a bad nonce length, tag length or a payload too
long for the nonce's length field, ERR_MODE on an engine without AEAD).
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache

import pytest
from Crypto.Cipher import AES

from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import OutBeat
from cipherline.ref.vectors import CcmVector, VectorFormatError, cavp_dir, load_ccm_rsp
from tests.gcm_cases import out_bytes, status, tag_beat

#: An AES engine with AEAD (GCM and CCM) and the default message buffer:
#: a failing decryption outputs its status beat only.
BUF = mm.aes_block_fn(7, False, True, False, 2304)
#: An AES engine without AEAD.
NO_AEAD = mm.aes_block_fn(7)

CCM_FILES = [f"{kind}{bits}.rsp" for kind in ("VADT", "VNT", "VPT", "VTT", "DVPT") for bits in (128, 192, 256)]
#: Records per file (all three key sizes have the same layout).
CCM_COUNTS = {"VADT": 330, "VNT": 70, "VPT": 250, "VTT": 70, "DVPT": 240}


@lru_cache(maxsize=None)
def ccm_file(name: str) -> tuple[CcmVector, ...]:
    return tuple(load_ccm_rsp(cavp_dir("ciphers", "AES", "CCM", name)))


def kind_of(name: str) -> str:
    """"VADT128.rsp" -> "VADT"."""
    return name[:-len("128.rsp")]


def pycryptodome(key: bytes, nonce: bytes, aad: bytes, pt: bytes, taglen: int) -> tuple[bytes, bytes]:
    c = AES.new(key, AES.MODE_CCM, nonce=nonce, mac_len=taglen)
    c.update(aad)
    return c.encrypt_and_digest(pt)


# ---------------------------------------------------------------------------
# The CCMVS reader on the NIST files.
# ---------------------------------------------------------------------------
def test_all_fifteen_files_are_there():
    names = sorted(p.name for p in cavp_dir("ciphers", "AES", "CCM").glob("*.rsp"))
    assert names == sorted(CCM_FILES)


@pytest.mark.parametrize("name", CCM_FILES)
def test_ccmvs_file_parses(name):
    vs = ccm_file(name)
    kind, bits = kind_of(name), int(name[-7:-4])
    assert len(vs) == CCM_COUNTS[kind] > 0
    # Count runs 0..n-1 over the whole file (not per section); lines increase.
    assert [v.count for v in vs] == list(range(len(vs)))
    assert all(a.line < b.line for a, b in zip(vs, vs[1:]))
    assert all(v.path.endswith(name) and v.source == f"{v.path}:{v.line}" for v in vs)
    assert all(v.decrypt == (kind == "DVPT") for v in vs)
    assert all(len(v.key) == bits // 8 for v in vs)
    assert all(len(v.tag) == v.taglen for v in vs)
    assert all(7 <= len(v.nonce) <= 13 and v.taglen in mm.CCM_TAGLENS for v in vs)
    fails = [v for v in vs if v.fail]
    if kind == "DVPT":
        assert fails and len(fails) < len(vs)  # both Pass and Fail records
        assert len(fails) == 160
        assert all(v.pt == b"" for v in fails)
        assert all(len(v.pt) == len(v.ct) for v in vs if not v.fail)
        assert {len(v.nonce) for v in vs} == {7, 13} and {v.taglen for v in vs} == {4, 16}
        assert {len(v.aad) for v in vs} == {0, 32} and {len(v.ct) for v in vs} == {0, 24}
    else:
        assert not fails
        assert all(len(v.pt) == len(v.ct) for v in vs)
    # What each file varies (the rest is fixed by its header).
    if kind == "VADT":
        assert {len(v.aad) for v in vs} == set(range(33))
        assert {(len(v.nonce), len(v.pt), v.taglen) for v in vs} == {(13, 24, 16)}
    elif kind == "VPT":
        assert {len(v.pt) for v in vs} == set(range(25))
        assert {(len(v.nonce), len(v.aad), v.taglen) for v in vs} == {(13, 32, 16)}
    elif kind == "VNT":
        assert {len(v.nonce) for v in vs} == set(range(7, 14))
        assert {(len(v.aad), len(v.pt), v.taglen) for v in vs} == {(32, 24, 16)}
    elif kind == "VTT":
        assert {v.taglen for v in vs} == set(mm.CCM_TAGLENS)
        assert {(len(v.nonce), len(v.aad), len(v.pt)) for v in vs} == {(13, 32, 24)}


def test_ccmvs_first_records_by_hand():
    v = ccm_file("VADT128.rsp")[0]
    assert (v.count, v.line, v.decrypt, v.fail, v.taglen) == (0, 15, False, False, 16)
    assert v.key == bytes.fromhex("d24a3d3dde8c84830280cb87abad0bb3")
    assert v.nonce == bytes.fromhex("f1100035bb24a8d26004e0e24b")
    assert v.aad == b""  # "Adata = 00" with Alen = 0
    assert v.pt == bytes.fromhex("7c86135ed9c2a515aaae0e9a208133897269220f30870006")
    assert v.ct == bytes.fromhex("1faeb0ee2ca2cd52f0aa3966578344f24e69b742c4ab37ab")
    assert v.tag == bytes.fromhex("1123301219c70599b7c373ad4b3ad67b")
    d0, d1 = ccm_file("DVPT128.rsp")[:2]
    assert (d0.count, d0.line, d0.decrypt, d0.fail, d0.pt, d0.ct, d0.aad) == (0, 11, True, False, b"", b"", b"")
    assert d0.nonce == bytes.fromhex("5a8aa485c316e9") and d0.tag == bytes.fromhex("02209f55")
    assert d0.key == bytes.fromhex("4ae701103c63deca5b5a3939d7d05992")
    assert (d1.count, d1.fail, d1.pt, d1.key) == (1, True, b"", d0.key)
    assert d1.nonce == bytes.fromhex("3796cf51b87266") and d1.tag == bytes.fromhex("9a04c241")


# ---------------------------------------------------------------------------
# The CCMVS reader on small files (CRLF, like the NIST files).
# ---------------------------------------------------------------------------
K1 = "000102030405060708090a0b0c0d0e0f"
K2 = "f0e0d0c0b0a090807060504030201000"
N7 = "10111213141516"
N13 = "a0a1a2a3a4a5a6a7a8a9aaabac"
N13B = "b0b1b2b3b4b5b6b7b8b9babbbc"

#: A decryption-verification file: a file-level Tlen, several parameters in a
#: section line, the Key at section level, the Nonce in a record (record 1
#: keeps record 0's), a Fail record, a second section with its own Key and
#: Nonce, zero lengths written 00. The CTs are real (pycryptodome), the Fail
#: record's tag has its last bit flipped.
GOOD_DVPT_LINES = [
    "#  CAVS 11.0",  # 1
    '#  "CCM-DVPT" information',  # 2
    "",  # 3
    "Tlen = 4",  # 4
    "",  # 5
    "[Alen = 0, Plen = 2, Nlen = 7]",  # 6
    "",  # 7
    f"Key = {K1}",  # 8
    "",  # 9
    "Count = 0",  # 10
    f"Nonce = {N7}",  # 11
    "Adata = 00",  # 12
    "CT = 8a4f4fb161d7",  # 13
    "Result = Pass",  # 14
    "Payload = 2021",  # 15
    "",  # 16
    "Count = 1",  # 17
    "Adata = 00",  # 18
    "CT = 9a5f0aa9b5fd",  # 19
    "Result = Fail",  # 20
    "",  # 21
    "[Alen = 1, Plen = 0, Nlen = 13]",  # 22
    "",  # 23
    f"Key = {K2}",  # 24
    f"Nonce = {N13}",  # 25
    "",  # 26
    "Count = 2",  # 27
    "Adata = 5a",  # 28
    "CT = 86dd92a7",  # 29
    "Result = Pass",  # 30
    "Payload = 00",  # 31
    "",  # 32
]

#: A generation-encryption file: file-level Alen/Plen/Nlen, a one-parameter
#: section line, a Key in record 1 that record 2 keeps.
GOOD_ENC_LINES = [
    "#  CAVS 11.0",  # 1
    "",  # 2
    "Alen = 0",  # 3
    "Plen = 3",  # 4
    "Nlen = 13",  # 5
    "",  # 6
    "[Tlen = 4]",  # 7
    "",  # 8
    f"Key = {K1}",  # 9
    f"Nonce = {N13B}",  # 10
    "",  # 11
    "Count = 0",  # 12
    "Adata = 00",  # 13
    "Payload = 202122",  # 14
    "CT = 29920281fd8a57",  # 15
    "",  # 16
    "Count = 1",  # 17
    f"Key = {K2}",  # 18
    "Adata = 00",  # 19
    "Payload = 303132",  # 20
    "CT = 1ddbf723888548",  # 21
    "",  # 22
    "Count = 2",  # 23
    "Adata = 00",  # 24
    "Payload = 404142",  # 25
    "CT = 6dab8737bdb552",  # 26
    "",  # 27
]


def write(tmp_path, name: str, lines: list[str], edits: dict[int, str] | None = None, eol: str = "\r\n"):
    """Write ``lines`` (CRLF) to tmp_path/name, line n (1-based) replaced by
    ``edits[n]`` (which may hold several lines joined by ``\\n``: the lines
    after it move down; an empty string keeps the numbering)."""
    lines = list(lines)
    for n, new in (edits or {}).items():
        lines[n - 1] = new
    p = tmp_path / name
    p.write_bytes(eol.join("\n".join(lines).split("\n")).encode("ascii") + eol.encode())
    return p


def test_good_dvpt_file(tmp_path):
    p = write(tmp_path, "DVPT128.rsp", GOOD_DVPT_LINES)
    assert b"\r\n" in p.read_bytes()
    vs = load_ccm_rsp(p)
    h = bytes.fromhex
    assert vs == [
        CcmVector(0, h(K1), h(N7), b"", h("2021"), h("8a4f"), h("4fb161d7"), 4, False, True, str(p), 10),
        CcmVector(1, h(K1), h(N7), b"", b"", h("9a5f"), h("0aa9b5fd"), 4, True, True, str(p), 17),
        CcmVector(2, h(K2), h(N13), h("5a"), b"", b"", h("86dd92a7"), 4, False, True, str(p), 27),
    ]
    assert vs[1].source == f"{p}:17"
    # The same with LF line ends; and the model agrees with the (pycryptodome-made) records.
    (tmp_path / "lf").mkdir()
    lf = write(tmp_path / "lf", "DVPT128.rsp", GOOD_DVPT_LINES, eol="\n")
    assert b"\r" not in lf.read_bytes()
    assert load_ccm_rsp(lf) == [replace(v, path=str(lf)) for v in vs]
    # A Key (or Nonce) after a record's Count belongs to that record, wherever it comes in it.
    moved = load_ccm_rsp(write(tmp_path, "DVPT128.rsp", GOOD_DVPT_LINES, {21: f"Key = {K2}"}))
    assert [v.key for v in moved] == [h(K1), h(K2), h(K2)]
    for v in vs:
        out, tag = mm.ccm(BUF, mm.aes_bundle(v.key), v.nonce, v.aad, v.ct, v.taglen, True)
        assert (tag != v.tag) if v.fail else (out, tag) == (v.pt, v.tag)


def test_good_encryption_file(tmp_path):
    p = write(tmp_path, "VTT128.rsp", GOOD_ENC_LINES)
    vs = load_ccm_rsp(p)
    h = bytes.fromhex
    assert [(v.count, v.key, v.nonce, v.aad, v.pt, v.ct, v.tag, v.taglen, v.fail, v.decrypt, v.line) for v in vs] == [
        (0, h(K1), h(N13B), b"", h("202122"), h("299202"), h("81fd8a57"), 4, False, False, 12),
        (1, h(K2), h(N13B), b"", h("303132"), h("1ddbf7"), h("23888548"), 4, False, False, 17),
        (2, h(K2), h(N13B), b"", h("404142"), h("6dab87"), h("37bdb552"), 4, False, False, 23),
    ]
    for v in vs:
        assert mm.ccm(BUF, mm.aes_bundle(v.key), v.nonce, v.aad, v.pt, v.taglen, False) == (v.ct, v.tag)
        assert pycryptodome(v.key, v.nonce, v.aad, v.pt, v.taglen) == (v.ct, v.tag)


K192 = "00" * 24


@pytest.mark.parametrize("edits,line,message", [
    # CT one byte short / long; bad hex; odd digits.
    ({13: "CT = 8a4f4fb161"}, 13, "CT has 5 bytes, expected Plen + Tlen = 2 + 4"),
    ({19: "CT = 9a5f0aa9b5fd00"}, 19, "CT has 7 bytes, expected Plen + Tlen = 2 + 4"),
    ({13: "CT = 8a4f4fb161dg"}, 13, "CT: invalid hex character 'g'"),
    ({13: "CT = 8a4f4fb161d"}, 13, "CT: odd number of hex digits"),
    # Unknown names.
    ({18: "Foo = 00"}, 18, "unknown field 'Foo'"),
    ({22: "[Alen = 1, Plen = 0, Klen = 13]"}, 22, "unknown parameter 'Klen'"),
    # Result / Payload rules of a DVPT file.
    ({20: "Result = Fail\nPayload = 3031"}, 21, "Payload in a Result = Fail record"),
    ({14: ""}, 10, "Count = 0: no Result"),
    ({20: ""}, 17, "Count = 1: no Result"),
    ({15: ""}, 10, "Count = 0: Result = Pass (line 14) but no Payload"),
    ({14: "Result = Fail (2 - CT changed)"}, 14, "Result must be Pass or Fail"),
    # Duplicates.
    ({12: "Adata = 00\nAdata = 00"}, 13, "duplicate Adata (first at line 12)"),
    ({18: "Nonce = 10111213141516\nNonce = 10111213141516"}, 19, "duplicate Nonce (first at line 18)"),
    ({9: f"Key = {K1}"}, 9, "duplicate Key (first at line 8)"),
    ({6: "[Alen = 0, Plen = 2, Nlen = 7, Plen = 2]"}, 6, "duplicate Plen (first at line 6)"),
    ({5: "Tlen = 4"}, 5, "duplicate Tlen (first at line 4)"),
    # Lengths against the parameters.
    ({11: "Nonce = 101112131415"}, 11, "Nonce has 6 bytes, Nlen = 7"),
    ({12: "Adata = 01"}, 12, "Adata has 1 bytes, Alen = 0"),
    ({28: "Adata = 5a5a"}, 28, "Adata has 2 bytes, Alen = 1"),
    ({15: "Payload = 202122"}, 15, "Payload has 3 bytes, Plen = 2"),
    ({31: "Payload = 01"}, 31, "Payload has 1 bytes, Plen = 0"),
    ({8: f"Key = {K192}"}, 8, "Key has 24 bytes, expected 16 (the file is AES-128)"),
    ({25: "Nonce = a0a1a2a3a4a5a6"}, 25, "Nonce has 7 bytes, Nlen = 13"),
    # Missing fields and parameters.
    ({12: ""}, 10, "Count = 0: no Adata"),
    ({29: ""}, 27, "Count = 2: no CT"),
    ({11: ""}, 10, "Count = 0: no Nonce (neither in the section nor in the record)"),
    ({25: ""}, 27, "Count = 2: no Nonce"),  # the Nonce of the first section does not carry over
    ({24: ""}, 27, "Count = 2: no Key"),
    ({4: ""}, 10, "Count = 0: no Tlen"),
    # Bad parameters and structure.
    ({4: "Tlen = 5"}, 4, "Tlen = 5: a CCM Tlen is 4, 6, ..., 16 bytes"),
    ({6: "[Alen = 0, Plen = 2, Nlen = 6]"}, 6, "Nlen = 6: a CCM Nlen is 7..13 bytes"),
    ({6: "[Alen = 0, Plen = two, Nlen = 7]"}, 6, "Plen must be a decimal number"),
    ({22: "[Alen = 1, Plen = 0, Nlen = 13"}, 22, "unterminated section line"),
    ({23: "Alen = 1"}, 23, "Alen after the first section line"),
    ({9: "Adata = 00"}, 9, "Adata before the first Count of its section"),
    ({3: f"Key = {K1}"}, 3, "Key before the first section line"),
    ({17: "Count = x"}, 17, "Count must be a decimal number"),
    ({18: "Adata"}, 18, "expected 'Name = value'"),
    ({7: f"Key = {K1}\n[Alen = 0]"}, 6, "section without records"),
])
def test_malformed_dvpt(tmp_path, edits, line, message):
    p = write(tmp_path, "DVPT128.rsp", GOOD_DVPT_LINES, edits)
    with pytest.raises(VectorFormatError) as err:
        load_ccm_rsp(p)
    assert err.value.line == line and err.value.path == str(p), str(err.value)
    assert str(err.value).startswith(f"{p}:{line}: ") and message in str(err.value), str(err.value)


@pytest.mark.parametrize("edits,line,message", [
    ({15: "CT = 29920281fd8a57\nResult = Pass"}, 16, "Result in a generation-encryption file"),
    ({14: ""}, 12, "Count = 0: no Payload"),
    ({14: "Payload = 00"}, 14, "Payload has 1 bytes, Plen = 3"),
    ({26: "CT = 6dab8737bdb5"}, 26, "CT has 6 bytes, expected Plen + Tlen = 3 + 4"),
    ({7: "[Tlen = 3]"}, 7, "Tlen = 3: a CCM Tlen is 4, 6, ..., 16 bytes"),
    ({7: "[Tlen = 18]"}, 7, "Tlen = 18"),
    ({5: "Nlen = 14"}, 5, "Nlen = 14: a CCM Nlen is 7..13 bytes"),
    ({18: f"Key = {K192}"}, 18, "Key has 24 bytes, expected 16"),
    ({1: "Xlen = 3"}, 1, "unknown field 'Xlen'"),
    ({27: "Tag = 00"}, 27, "unknown field 'Tag'"),
])
def test_malformed_encryption(tmp_path, edits, line, message):
    p = write(tmp_path, "VTT128.rsp", GOOD_ENC_LINES, edits)
    with pytest.raises(VectorFormatError) as err:
        load_ccm_rsp(p)
    assert err.value.line == line, str(err.value)
    assert str(err.value).startswith(f"{p}:{line}: ") and message in str(err.value), str(err.value)


def test_section_without_records_at_end_and_empty_file(tmp_path):
    p = write(tmp_path, "VTT128.rsp", GOOD_ENC_LINES + ["[Tlen = 6]", "", f"Key = {K1}"])
    with pytest.raises(VectorFormatError, match=r":28: section without records"):
        load_ccm_rsp(p)
    p = write(tmp_path, "VTT192.rsp", GOOD_ENC_LINES[:6])
    with pytest.raises(VectorFormatError, match=r":1: no test vectors"):
        load_ccm_rsp(p)


def test_direction_from_name_or_argument(tmp_path):
    # A key of any AES size is fine when the name gives none; the name decides the direction.
    p = write(tmp_path, "ccm.rsp", GOOD_ENC_LINES, {9: f"Key = {K192}"})
    with pytest.raises(ValueError, match="cannot tell the direction"):
        load_ccm_rsp(p)
    vs = load_ccm_rsp(p, decrypt=False)
    assert len(vs) == 3 and len(vs[0].key) == 24 and not any(v.decrypt for v in vs)
    with pytest.raises(VectorFormatError, match=r":12: Count = 0: no Result"):
        load_ccm_rsp(p, decrypt=True)
    d = write(tmp_path, "DVPT256.rsp", GOOD_DVPT_LINES, {8: f"Key = {K1 * 2}", 24: f"Key = {K2 * 2}"})
    assert all(v.decrypt and len(v.key) == 32 for v in load_ccm_rsp(d))
    with pytest.raises(VectorFormatError, match=r":14: Result in a generation-encryption file"):
        load_ccm_rsp(d, decrypt=False)
    for name in ("VADT192.rsp", "VNT192.rsp", "VPT192.rsp", "VTT192.rsp"):
        vs = load_ccm_rsp(write(tmp_path, name, GOOD_ENC_LINES, {9: f"Key = {K192}", 18: f"Key = {K192}"}))
        assert len(vs) == 3 and not any(v.decrypt for v in vs)


# ---------------------------------------------------------------------------
# The model against every CCMVS record.
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("name", CCM_FILES)
def test_ccm_model_matches_ccmvs(name):
    vs = ccm_file(name)
    n_pass = n_fail = 0
    for v in vs:
        k = mm.aes_bundle(v.key)
        if not v.decrypt:
            assert mm.ccm(BUF, k, v.nonce, v.aad, v.pt, v.taglen, False) == (v.ct, v.tag), v.source
            # and back
            assert mm.ccm(BUF, k, v.nonce, v.aad, v.ct, v.taglen, True) == (v.pt, v.tag), v.source
            continue
        out, tag = mm.ccm(BUF, k, v.nonce, v.aad, v.ct, v.taglen, True)
        if v.fail:
            assert tag != v.tag, v.source
            n_fail += 1
        else:
            assert (out, tag) == (v.pt, v.tag), v.source
            assert mm.ccm(BUF, k, v.nonce, v.aad, v.pt, v.taglen, False) == (v.ct, v.tag), v.source
            n_pass += 1
    assert n_pass + n_fail == (len(vs) if vs[0].decrypt else 0)


@pytest.mark.parametrize("name", CCM_FILES)
def test_ccm_engine_model_matches_ccmvs(name):
    """Every record (checking all of them is fast) as an engine message."""
    for v in ccm_file(name):
        k = mm.aes_bundle(v.key)
        if v.decrypt:
            msg = mm.ccm_message(0, k, v.nonce, v.aad, v.ct, v.taglen, True, v.tag)
        else:
            msg = mm.ccm_message(0, k, v.nonce, v.aad, v.pt, v.taglen, False)
        assert (msg.alen, msg.plen, msg.ivlen, msg.taglen) == (len(v.aad), len(v.ct), len(v.nonce), v.taglen)
        beats = mm.expected_beats(msg, BUF)
        body, last = beats[:-1], beats[-1]
        assert all(not b.last and b.status == mm.ST_OK for b in body), v.source
        if not v.decrypt:
            assert out_bytes(body) == v.ct, v.source
            assert last == OutBeat(int.from_bytes(v.tag.ljust(16, b"\0"), "big"), True, 8 * v.taglen, mm.ST_OK)
        elif v.fail:
            assert beats == [status(mm.ST_ERR_AUTH)], v.source  # the buffer drops the plaintext
        else:
            assert out_bytes(body) == v.pt and last == status(mm.ST_OK), v.source
            assert len(body) == -(-len(v.pt) // 16)


# ---------------------------------------------------------------------------
# SP 800-38C appendix C.
# ---------------------------------------------------------------------------
K_C = bytes.fromhex("404142434445464748494a4b4c4d4e4f")
P32 = "202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f"
#: (example, nonce, AAD, payload, Tlen in bytes, C = ciphertext || tag), hex.
APPENDIX_C = [
    ("C.1", "10111213141516", "0001020304050607", "20212223", 4, "7162015b4dac255d"),
    ("C.2", "1011121314151617", "000102030405060708090a0b0c0d0e0f", P32[:32], 6,
     "d2a1f0e051ea5f62081a7792073d593d1fc64fbfaccd"),
    ("C.3", "101112131415161718191a1b", "000102030405060708090a0b0c0d0e0f10111213", P32[:48], 8,
     "e3b201a9f5b71a7a9b1ceaeccd97e70b6176aad9a4428aa5484392fbc1b09951"),
    ("C.4", "101112131415161718191a1b1c", bytes(i % 256 for i in range(1 << 16)).hex(), P32, 14,
     "69915dad1e84c6376a68c2967e4dab615ae0fd1faec44cc484828529463ccf72b4ac6bec93e8598e7f0dadbcea5b"),
]
#: B0 of each example (SP 800-38C appendix C; C.4 from the formatting rules of A.2.1).
APPENDIX_B0 = {"C.1": "4f101112131415160000000000000004", "C.2": "56101112131415161700000000000010",
               "C.3": "5a101112131415161718191a1b000018", "C.4": "71101112131415161718191a1b1c0020"}


@pytest.mark.parametrize("ex,nonce,aad,pt,taglen,c", APPENDIX_C, ids=[c[0] for c in APPENDIX_C])
def test_sp800_38c_appendix_c(ex, nonce, aad, pt, taglen, c):
    nonce, aad, pt, c = (bytes.fromhex(x) for x in (nonce, aad, pt, c))
    ct, tag = c[:len(pt)], c[len(pt):]
    assert len(tag) == taglen
    assert pycryptodome(K_C, nonce, aad, pt, taglen) == (ct, tag)
    k = mm.aes_bundle(K_C)
    assert mm.ccm(BUF, k, nonce, aad, pt, taglen, False) == (ct, tag)
    assert mm.ccm(BUF, k, nonce, aad, ct, taglen, True) == (pt, tag)
    assert mm.ccm_b0(nonce, len(aad), len(pt), taglen) == int(APPENDIX_B0[ex], 16)
    enc = mm.expected_beats(mm.ccm_message(0, k, nonce, aad, pt, taglen, False), BUF)
    assert out_bytes(enc[:-1]) == ct and enc[-1] == tag_beat(tag)
    dec = mm.expected_beats(mm.ccm_message(0, k, nonce, aad, ct, taglen, True, tag), BUF)
    assert out_bytes(dec[:-1]) == pt and dec[-1] == status(mm.ST_OK)
    bad = bytes([tag[0] ^ 0x80]) + tag[1:]
    assert mm.expected_beats(mm.ccm_message(0, k, nonce, aad, ct, taglen, True, bad), BUF) == [
        status(mm.ST_ERR_AUTH)]


def test_appendix_c_aad_formatting():
    # C.1: the 8-byte AAD behind its 2-byte length, zero-padded to one block.
    assert mm.ccm_aad_blocks(bytes.fromhex("0001020304050607")) == [0x00080001020304050607_000000000000]
    # C.4: 2^16 bytes: ff fe and a 4-byte length, then the AAD; 65542 bytes -> 4097 blocks.
    aad = bytes(i % 256 for i in range(1 << 16))
    blocks = mm.ccm_aad_blocks(aad)
    assert len(blocks) == 4097
    assert blocks[0] == int.from_bytes(b"\xff\xfe\x00\x01\x00\x00" + aad[:10], "big")
    assert blocks[-1] == int.from_bytes(aad[-6:].ljust(16, b"\0"), "big")


# ---------------------------------------------------------------------------
# Random messages against pycryptodome; B0 and AAD formatting.
# ---------------------------------------------------------------------------
def _aad_len(rng: random.Random, trial: int) -> int:
    if trial % 30 == 7:
        return rng.choice([0xFF00, 0xFF00 + rng.randint(1, 40)])  # the ff fe form
    return rng.choice([0, 0, 14, 15, 16, 17, 31, 32, 33, rng.randint(0, 80)])


def test_ccm_model_matches_pycryptodome():
    rng = random.Random(38)
    seen = set()
    for trial in range(300):
        key = rng.randbytes((16, 24, 32)[trial % 3])
        nonce = rng.randbytes(mm.CCM_NONCELENS[trial % len(mm.CCM_NONCELENS)])
        taglen = rng.choice(mm.CCM_TAGLENS)
        aad = rng.randbytes(_aad_len(rng, trial))
        pt = rng.randbytes(rng.choice([0, 1, 15, 16, 17, 32, 33, rng.randint(0, 80)]))
        ct, tag = pycryptodome(key, nonce, aad, pt, taglen)
        k = mm.aes_bundle(key)
        assert mm.ccm(BUF, k, nonce, aad, pt, taglen, False) == (ct, tag), trial
        assert mm.ccm(BUF, k, nonce, aad, ct, taglen, True) == (pt, tag), trial
        # The engine: ciphertext and tag beats; plaintext and OK; a wrong tag: ERR_AUTH alone.
        enc = mm.expected_beats(mm.ccm_message(1, k, nonce, aad, pt, taglen, False), BUF)
        assert out_bytes(enc[:-1]) == ct and enc[-1] == tag_beat(tag), trial
        dec = mm.expected_beats(mm.ccm_message(1, k, nonce, aad, ct, taglen, True, tag), BUF)
        assert out_bytes(dec[:-1]) == pt and dec[-1] == status(mm.ST_OK), trial
        bad = bytearray(tag)
        bad[rng.randrange(taglen)] ^= 1 << rng.randrange(8)
        wrong = mm.expected_beats(mm.ccm_message(1, k, nonce, aad, ct, taglen, True, bytes(bad)), BUF)
        assert wrong == [status(mm.ST_ERR_AUTH)], trial
        seen.add((len(key), len(nonce), taglen, len(aad), len(pt)))
    assert {s[0] for s in seen} == {16, 24, 32}
    assert {s[1] for s in seen} == set(mm.CCM_NONCELENS)
    assert {s[2] for s in seen} == set(mm.CCM_TAGLENS)
    alens = {s[3] for s in seen}
    assert {0, 14, 15, 16} <= alens and any(a >= 0xFF00 for a in alens)
    assert {0, 16, 17} <= {s[4] for s in seen}


@pytest.mark.parametrize("nonce_len,alen,plen,taglen,flags", [
    (7, 8, 4, 4, 0x4F),  # C.1
    (7, 0, 4, 4, 0x0F),  # no AAD: no Adata bit
    (13, 1, 0, 16, 0x40 | 7 << 3 | 1),
    (13, 0, 0, 4, 0x09),
    (12, 0xFF00, 300, 10, 0x40 | 4 << 3 | 2),
    (8, 5, 0x123456, 12, 0x40 | 5 << 3 | 6),
    (10, 1, 1, 6, 0x40 | 2 << 3 | 4),
])
def test_ccm_b0(nonce_len, alen, plen, taglen, flags):
    nonce = bytes(range(0xA0, 0xA0 + nonce_len))
    q = 15 - nonce_len
    b0 = mm.ccm_b0(nonce, alen, plen, taglen)
    assert b0.to_bytes(16, "big") == bytes([flags]) + nonce + plen.to_bytes(q, "big")
    assert b0 >> 120 == (0x40 if alen else 0) | (taglen - 2) // 2 << 3 | (q - 1)


@pytest.mark.parametrize("nonce_len,plen,taglen", [(6, 0, 4), (14, 0, 4), (13, 0, 5), (13, 0, 2), (13, 0, 18),
                                                   (13, 1 << 16, 4), (12, 1 << 24, 4)])
def test_ccm_b0_rejects(nonce_len, plen, taglen):
    with pytest.raises(ValueError):
        mm.ccm_b0(bytes(nonce_len), 0, plen, taglen)


@pytest.mark.parametrize("alen,prefix", [
    (1, "0001"), (14, "000e"), (15, "000f"), (16, "0010"), (0xFEFF, "feff"),
    (0xFF00, "fffe0000ff00"), (0xFF00 + 17, "fffe0000ff11"),
])
def test_ccm_aad_blocks(alen, prefix):
    aad = bytes((7 * i + 3) % 256 for i in range(alen))
    formatted = bytes.fromhex(prefix) + aad
    blocks = mm.ccm_aad_blocks(aad)
    assert len(blocks) == -(-len(formatted) // 16)
    assert b"".join(b.to_bytes(16, "big") for b in blocks) == formatted.ljust(16 * len(blocks), b"\0")
    assert mm.ccm_ops(alen, 0)[1] == len(blocks)


def test_ccm_aad_blocks_small_by_hand():
    assert mm.ccm_aad_blocks(b"") == []
    assert mm.ccm_aad_blocks(bytes(range(14))) == [int.from_bytes(b"\x00\x0e" + bytes(range(14)), "big")]
    assert mm.ccm_aad_blocks(bytes(range(15))) == [int.from_bytes(b"\x00\x0f" + bytes(range(14)), "big"),
                                                    0x0E << 120]


# ---------------------------------------------------------------------------
# Command checks: ERR_PARAM, ERR_MODE.
# ---------------------------------------------------------------------------
KEY = mm.aes_bundle(bytes(range(16)))
AAD, PT = bytes(range(20)), bytes(range(40))


def good_msg(decrypt: bool = False, nonce_len: int = 13, taglen: int = 8) -> mm.Message:
    """A CCM message (a decryption with the right tag); with a nonce length
    CCM has not, a decryption's ciphertext and tag are dummies."""
    nonce = bytes(range(0x30, 0x30 + nonce_len))
    if not decrypt:
        return mm.ccm_message(2, KEY, nonce, AAD, PT, taglen, False)
    if nonce_len not in mm.CCM_NONCELENS:
        return mm.ccm_message(2, KEY, nonce, AAD, PT, taglen, True, bytes(taglen))
    ct, tag = mm.ccm(BUF, KEY, nonce, AAD, PT, taglen, False)
    return mm.ccm_message(2, KEY, nonce, AAD, ct, taglen, True, tag)


@pytest.mark.parametrize("decrypt", [False, True])
def test_ccm_good_controls(decrypt):
    for nonce_len in (7, 13):
        for taglen in (4, 16):
            beats = mm.expected_beats(good_msg(decrypt, nonce_len, taglen), BUF)
            assert len(beats) == 4 and beats[-1].status == mm.ST_OK
            assert out_bytes(beats[:-1]) == (PT if decrypt else mm.ccm(
                BUF, KEY, bytes(range(0x30, 0x30 + nonce_len)), AAD, PT, taglen, False)[0])


@pytest.mark.parametrize("decrypt", [False, True])
@pytest.mark.parametrize("change", [
    dict(nonce_len=6), dict(nonce_len=14), dict(nonce_len=0), dict(nonce_len=16),
    dict(taglen=2), dict(taglen=3), dict(taglen=5), dict(taglen=15), dict(taglen=18), dict(taglen=0),
])
def test_ccm_err_param(decrypt, change):
    nonce_len = change.get("nonce_len", 13)
    msg = good_msg(decrypt, nonce_len)
    if "taglen" in change:
        msg = replace(msg, taglen=change["taglen"])
    assert mm.expected_beats(msg, BUF) == [status(mm.ST_ERR_PARAM)]
    # Without AEAD the mode itself is missing: ERR_MODE comes first.
    assert mm.expected_beats(msg, NO_AEAD) == [status(mm.ST_ERR_MODE)]


@pytest.mark.parametrize("decrypt", [False, True])
def test_ccm_payload_too_long_for_the_nonce(decrypt):
    data = bytes(1 << 16)  # 2^16 bytes: q = 2 (13-byte nonce) holds at most 2^16 - 1
    n13 = bytes(range(13))
    tag = bytes(8) if decrypt else None
    msg = mm.ccm_message(0, KEY, n13, b"", data, 8, decrypt, tag)
    assert msg.plen == 1 << 16 and len(msg.beats) == 4096 + decrypt
    assert mm.expected_beats(msg, BUF) == [status(mm.ST_ERR_PARAM)]
    # The same payload with a 12-byte nonce (q = 3) is fine (encryption: agrees with pycryptodome).
    n12 = bytes(range(12))
    if not decrypt:
        beats = mm.expected_beats(mm.ccm_message(0, KEY, n12, b"", data, 8, False), BUF)
        ct, tag = pycryptodome(bytes(range(16)), n12, b"", data, 8)
        assert out_bytes(beats[:-1]) == ct and beats[-1] == tag_beat(tag)
    # A length field that does not fit: the command's plen alone decides.
    small = good_msg(decrypt)
    assert mm.expected_beats(replace(small, plen=1 << 16), BUF) == [status(mm.ST_ERR_PARAM)]
    assert mm.expected_beats(replace(good_msg(decrypt, 12), plen=1 << 24), BUF) == [status(mm.ST_ERR_PARAM)]


@pytest.mark.parametrize("decrypt", [False, True])
def test_ccm_err_mode_without_aead(decrypt):
    msg = good_msg(decrypt)
    assert mm.expected_beats(msg, NO_AEAD) == [status(mm.ST_ERR_MODE)]
    assert mm.expected_beats(msg, mm.aes_block_fn(7, True)) == [status(mm.ST_ERR_MODE)]
    # The same message on the AEAD engine is fine.
    assert mm.expected_beats(msg, BUF)[-1].status == mm.ST_OK


# ---------------------------------------------------------------------------
# The testbench's CCMVS jobs (tb/modes/gcm_scenarios.py).
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("block", [BUF, mm.aes_block_fn(7, False, True, True)], ids=["buffered", "release"])
def test_ccm_vector_jobs(block, monkeypatch):
    """ccm_vector_jobs: one checked job per sampled record of every file
    (Fail records: ERR_AUTH, and with a buffer no plaintext); a model with a
    wrong tag is caught while the jobs are built."""
    from tb.modes.gcm_scenarios import ccm_files, ccm_vector_jobs

    files = ccm_files()
    assert sorted(f.name for f in files) == sorted(CCM_FILES)
    jobs = ccm_vector_jobs(files, 3, random.Random(1), block=block)
    assert len(jobs) == 45 and all(j.name.startswith("CCMVS:") and j.msg.mode == mm.MODE_CCM for j in jobs)
    fails = [j for j in jobs if j.msg.decrypt and j.expected[-1].status == mm.ST_ERR_AUTH]
    assert fails and all(len(j.expected) == (1 if block.auth_buf_beats else 1 + -(-j.msg.plen // 16))
                         for j in fails)
    assert {j.expected[-1].status for j in jobs} <= {mm.ST_OK, mm.ST_ERR_AUTH}
    assert len(ccm_vector_jobs(files[:1], None, random.Random(1), block=block)) == len(load_ccm_rsp(files[0]))
    real = mm.ccm
    monkeypatch.setattr(mm, "ccm", lambda *a: (lambda o, t: (o, bytes([t[0] ^ 1]) + t[1:]))(*real(*a)))
    with pytest.raises(AssertionError, match="CCMVS"):
        ccm_vector_jobs([f for f in files if f.name.startswith("VADT")][:1], 2, random.Random(1), block=block)
