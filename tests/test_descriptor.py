# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The message descriptor (engines built with DESC = 1; no simulator).

The layout has three copies: the SystemVerilog package
(rtl/modes/cipher_modes_pkg.sv, the ``Descriptors`` block), the Python
model (cipherline.ref.descriptor) and the C header
(sw/include/cipherline_desc.h). These tests fail on any drift between them
(the C header is compiled and its constants, offsets and struct bytes
compared), and check how :func:`~cipherline.ref.descriptor.descriptor`
builds the descriptor of a reference-model message: field offsets, keys
and key size codes, slot descriptors, each fault, the payload length on the
data channel, and :func:`~cipherline.ref.descriptor.has_data`.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from cipherline import hdl
from cipherline.cores.reference import alg_ids, packet_format
from cipherline.ref import descriptor as ds
from cipherline.ref import modes_model as mm
from cipherline.ref.descriptor import Descriptor, descriptor, has_data
from cipherline.ref.modes_model import Beat, Message

PKG = hdl.RTL / "modes" / "cipher_modes_pkg.sv"
HEADER = hdl.REPO / "sw" / "include" / "cipherline_desc.h"

#: The package's name of each Python constant whose name differs.
_SV_NAME = {"DESC_BITS": "DESC_W", "DESC_KEY_BITS": "DESC_KEY_W", "SLOT_BITS": "SLOT_W"}


def _sv_desc_constants() -> dict[str, int]:
    """The package's descriptor localparams (DESC_*, DB_*, DF_*, SLOT_W), evaluated."""
    out: dict[str, int] = {}
    pat = r"localparam\s+int\s+unsigned\s+((?:DESC|DB|DF)_\w+|SLOT_W)\s*=\s*([^;]+);"
    for name, expr in re.findall(pat, PKG.read_text()):
        expr = re.sub(r"\b[A-Z_][A-Z0-9_]*\b", lambda m: str(out[m[0]]), expr.strip())
        assert re.fullmatch(r"[0-9\s*+()-]+", expr), f"{name}: cannot evaluate {expr!r}"
        out[name] = int(eval(expr, {"__builtins__": {}}))  # digits and operators only
    return out


def _py_desc_constants() -> dict[str, int]:
    names = [n for n in vars(ds) if re.fullmatch(r"(DB|DF)_[A-Z0-9_]+", n)]
    names += ["DESC_BYTES", "DESC_BITS", "DESC_KEY_BITS", "SLOT_BITS"]
    return {_SV_NAME.get(n, n): getattr(ds, n) for n in names}


def test_python_constants_are_the_packages() -> None:
    sv = _sv_desc_constants()
    for name in ("DESC_BYTES", "DESC_W", "DESC_KEY_W", "DB_MODE", "DB_KEY", "DF_SLOT", "SLOT_W"):
        assert name in sv, f"{name} missing from {PKG}"
    assert _py_desc_constants() == sv
    # The Python layout is consistent with itself.
    assert ds.DESC_BITS == 8 * ds.DESC_BYTES and ds.DESC_KEY_BYTES * 8 == ds.DESC_KEY_BITS
    assert ds.DB_KEY + ds.DESC_KEY_BYTES == ds.DESC_BYTES and ds.DB_IV + ds.DESC_IV_BYTES == ds.DB_KEY


# ---------------------------------------------------------------------------
# The C header.
# ---------------------------------------------------------------------------
_C_INT_FIELDS = ("mode", "flags", "seg", "taglen", "ksz", "alg", "ivlen", "alen", "plen")
#: Known values for every field (the slot descriptor's slot index in ``SLOT``).
_VALUES = dict(mode=7, flags=0x03, seg=0x81, taglen=12, ksz=2, alg=1, ivlen=0xA10B, alen=0x0403_0201,
               plen=0xF1E2_D3C4, iv=bytes(range(0xB0, 0xC0)), key=bytes(range(0x40, 0x60)))
SLOT = 0x2C7


def _c_program() -> str:
    consts = re.findall(r"^#define\s+(CL_\w+)\s+\S", HEADER.read_text(), re.M)
    consts = [c for c in consts if c != "CL_DESC_STATIC_ASSERT"]
    lines = [f'    printf("{c} %lld\\n", (long long)({c}));' for c in consts]
    lines.append('    printf("sizeof %zu\\n", sizeof(cl_desc_t));')
    for f in _C_INT_FIELDS + ("iv", "k.key", "k.slot"):
        lines.append(f'    printf("offsetof.{f} %zu\\n", offsetof(cl_desc_t, {f}));')
    v = _VALUES
    fill = [f"    d.{f} = {v[f]:#x}u;" for f in _C_INT_FIELDS]
    fill += [f"    d.iv[{i}] = {x:#x};" for i, x in enumerate(v["iv"])]
    fill += [f"    d.k.key[{i}] = {x:#x};" for i, x in enumerate(v["key"])]
    return "\n".join([
        "#include <stddef.h>",
        "#include <stdio.h>",
        "#include <string.h>",
        '#include "cipherline_desc.h"',
        "",
        "static void dump(const char *name, const cl_desc_t *d)",
        "{",
        "    const unsigned char *p = (const unsigned char *)d;",
        '    printf("%s ", name);',
        "    for (size_t i = 0; i < sizeof *d; i++)",
        '        printf("%02x", p[i]);',
        '    printf("\\n");',
        "}",
        "",
        "int main(void)",
        "{",
        "    cl_desc_t d;",
        "    memset(&d, 0, sizeof d);",
        *lines,
        *fill,
        '    dump("bytes", &d);',
        "    memset(&d, 0, sizeof d);",
        "    d.mode = CL_MODE_CTR;",
        "    d.flags = CL_DESC_F_DECRYPT | CL_DESC_F_SLOT;",
        "    d.alg = CL_ALG_AES;",
        "    d.plen = 100;",
        f"    d.k.slot = {SLOT:#x};",
        '    dump("slot", &d);',
        "    return 0;",
        "}",
        "",
    ])


@pytest.fixture(scope="module")
def c_out(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """What the C program that includes the header prints: name -> value."""
    cc = shutil.which("gcc") or shutil.which("cc") or shutil.which("clang")
    if cc is None:
        pytest.skip("no C compiler (gcc, cc or clang) on PATH to compile sw/include/cipherline_desc.h")
    tmp: Path = tmp_path_factory.mktemp("desc_c")
    src, exe = tmp / "desc.c", tmp / "desc"
    src.write_text(_c_program())
    res = subprocess.run([cc, "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I", str(HEADER.parent),
                          str(src), "-o", str(exe)], capture_output=True, text=True)
    assert res.returncode == 0, f"{cc} failed on the header:\n{res.stderr}"
    run = subprocess.run([str(exe)], capture_output=True, text=True, check=True)
    return dict(line.split(" ", 1) for line in run.stdout.splitlines())


def test_c_header_constants_and_offsets(c_out: dict[str, str]) -> None:
    want = {f"CL_DESC_{n}": v for n, v in _py_desc_constants().items() if n.startswith(("DB_", "DF_"))}
    want |= {f"CL_DESC_F_{n[3:]}": 1 << v for n, v in _py_desc_constants().items() if n.startswith("DF_")}
    want |= {"CL_DESC_BYTES": ds.DESC_BYTES, "CL_DESC_BITS": ds.DESC_BITS, "CL_DESC_KEY_BYTES": ds.DESC_KEY_BYTES,
             "CL_DESC_KEY_BITS": ds.DESC_KEY_BITS, "CL_DESC_IV_BYTES": ds.DESC_IV_BYTES,
             "CL_DESC_SLOT_BITS": ds.SLOT_BITS}
    want |= {f"CL_MODE_{m.name}": int(m) for m in mm.Mode}
    want |= {f"CL_ALG_{n.upper()}": a for n, a in alg_ids().items() if n in ("tdes", "aes")}
    got = {k: int(v) for k, v in c_out.items() if k.startswith("CL_")}
    assert got == want  # every constant, none missing or extra on either side
    offsets = {"mode": ds.DB_MODE, "flags": ds.DB_FLAGS, "seg": ds.DB_SEG, "taglen": ds.DB_TAG,
               "ksz": ds.DB_KSZ, "alg": ds.DB_ALG, "ivlen": ds.DB_IVLEN, "alen": ds.DB_ALEN,
               "plen": ds.DB_PLEN, "iv": ds.DB_IV, "k.key": ds.DB_KEY, "k.slot": ds.DB_SLOT}
    assert {k[9:]: int(v) for k, v in c_out.items() if k.startswith("offsetof.")} == offsets
    assert int(c_out["sizeof"]) == ds.DESC_BYTES


@pytest.mark.skipif(sys.byteorder != "little", reason="cl_desc_t's bytes are the descriptor on a little-endian host")
def test_c_struct_bytes_are_the_descriptor(c_out: dict[str, str]) -> None:
    assert bytes.fromhex(c_out["bytes"]) == Descriptor(**_VALUES).pack()
    slot = Descriptor(mode=mm.MODE_CTR, flags=1 << ds.DF_DECRYPT | 1 << ds.DF_SLOT, alg=1, plen=100,
                      key=SLOT.to_bytes(2, "little") + bytes(30))
    assert bytes.fromhex(c_out["slot"]) == slot.pack()
    assert Descriptor.unpack(bytes.fromhex(c_out["slot"])).slot == SLOT


# ---------------------------------------------------------------------------
# Descriptor: packing.
# ---------------------------------------------------------------------------
def test_pack_layout_and_round_trip() -> None:
    sv = _sv_desc_constants()  # the package's offsets, not the module's
    d = Descriptor(**_VALUES)
    b = d.pack()
    assert len(b) == sv["DESC_BYTES"] and d.tdata() == int.from_bytes(b, "little")
    assert d.tdata() < 1 << sv["DESC_W"]
    for name, off, n in (("mode", "DB_MODE", 1), ("flags", "DB_FLAGS", 1), ("seg", "DB_SEG", 1),
                         ("taglen", "DB_TAG", 1), ("ksz", "DB_KSZ", 1), ("alg", "DB_ALG", 1),
                         ("ivlen", "DB_IVLEN", 2), ("alen", "DB_ALEN", 4), ("plen", "DB_PLEN", 4)):
        assert b[sv[off]:sv[off] + n] == _VALUES[name].to_bytes(n, "little"), name
        assert (d.tdata() >> 8 * sv[off]) & ((1 << 8 * n) - 1) == _VALUES[name], name  # tdata[8k+7:8k] = byte k
    assert b[sv["DB_IV"]:sv["DB_IV"] + 16] == _VALUES["iv"]
    assert b[sv["DB_KEY"]:] == _VALUES["key"]
    assert Descriptor.unpack(b) == d and Descriptor.unpack(bytearray(b)) == d
    assert d.slot is None
    s = replace(d, flags=1 << sv["DF_SLOT"], key=(1023).to_bytes(2, "little") + bytes(30))
    assert Descriptor.unpack(s.pack()).slot == 1023
    assert Descriptor().pack() == bytes(64)


@pytest.mark.parametrize("field, bad, edge", [
    ("mode", 256, 255), ("flags", -1, 0), ("seg", 256, 255), ("taglen", 300, 255), ("ksz", 256, 255),
    ("alg", 256, 255), ("ivlen", 65536, 65535), ("alen", 2**32, 2**32 - 1), ("plen", 2**32, 2**32 - 1),
    ("plen", -1, 0), ("iv", bytes(15), bytes(16)), ("key", bytes(33), bytes(32)),
])
def test_pack_range_errors(field: str, bad, edge) -> None:
    with pytest.raises(ValueError, match=rf"\b{field}\b"):
        Descriptor(**{field: bad}).pack()
    assert Descriptor.unpack(Descriptor(**{field: edge}).pack()) == Descriptor(**{field: edge})


@pytest.mark.parametrize("n", [0, 63, 65])
def test_unpack_needs_64_bytes(n: int) -> None:
    with pytest.raises(ValueError, match="64"):
        Descriptor.unpack(bytes(n))


# ---------------------------------------------------------------------------
# descriptor(): from reference-model messages.
# ---------------------------------------------------------------------------
AES = packet_format("aes")
TDES = packet_format("tdes")
TDES_KEY = bytes.fromhex("0123456789abcdef23456789abcdef01456789abcdef0123")
IV12 = bytes.fromhex("cafebabefacedbaddecaf888")


def _cbc(fmt, key: int, n: int = 3, **kw) -> Message:
    beats = [Beat(0x1111 * (i + 1), i == n - 1, fmt.block_bits) for i in range(n)]
    return Message(5, mm.MODE_CBC, False, key, iv=(1 << fmt.block_bits) - 3, seg=fmt.block_bits, taglen=0,
                   beats=beats, **kw)


def _gcm(decrypt: bool = False, iv: bytes = IV12, aad: bytes = b"", data: bytes = b"", **kw) -> Message:
    key = mm.aes_bundle(bytes(range(16)))
    return mm.gcm_message(2, key, iv, aad, data, 16, decrypt, tag=bytes(16) if decrypt else None, **kw)


@pytest.mark.parametrize("klen, ksz", [(16, 0), (24, 1), (32, 2)])
def test_aes_key_and_ksz(klen: int, ksz: int) -> None:
    key = bytes(range(0x80, 0x80 + klen))
    d = descriptor(AES, _cbc(AES, mm.aes_bundle(key)))
    b = d.pack()
    assert d.ksz == ksz and b[ds.DB_KSZ] == ksz
    assert b[ds.DB_KEY:ds.DB_KEY + klen] == key and b[ds.DB_KEY + klen:] == bytes(32 - klen)
    assert d.alg == AES.alg == 1 and d.slot is None and d.flags == 0


def test_fields_of_a_cbc_message() -> None:
    m = _cbc(AES, mm.aes_bundle(bytes(16)), n=3, legacy=True)
    m.decrypt = True
    d = descriptor(AES, m)
    b = d.pack()
    assert b[ds.DB_MODE] == mm.MODE_CBC and b[ds.DB_FLAGS] == 0b011  # decrypt, legacy
    assert b[ds.DB_SEG] == 128 and b[ds.DB_TAG] == 0 and b[ds.DB_ALG] == 1
    assert b[ds.DB_IVLEN:ds.DB_IVLEN + 2] == bytes(2) and b[ds.DB_ALEN:ds.DB_ALEN + 4] == bytes(4)
    assert b[ds.DB_PLEN:ds.DB_PLEN + 4] == (48).to_bytes(4, "little")
    assert b[ds.DB_IV:ds.DB_IV + 16] == m.iv.to_bytes(16, "big")
    # The IV field is the header's IV beat; the key field its key beats.
    hdr = AES.header(m)
    assert b[ds.DB_IV:ds.DB_IV + 16] == hdr[-1][0].to_bytes(16, "little")
    assert b[ds.DB_KEY:] == b"".join(t.to_bytes(16, "little") for t, _, _ in hdr[1:-1])
    assert has_data(d)


def test_tdes_fields_and_key_pad() -> None:
    m = _cbc(TDES, int.from_bytes(TDES_KEY, "big"), n=2)
    d = descriptor(TDES, m)
    assert d.alg == TDES.alg == 0 and d.ksz == 0 and d.seg == 64 and d.plen == 16
    assert d.key == TDES_KEY + bytes(8)
    assert d.iv == m.iv.to_bytes(8, "big") + bytes(8)  # a 64-bit IV block in the first 8 bytes
    bad = descriptor(TDES, replace(m, fault="key_pad")).pack()
    good = d.pack()
    assert bad[63] == 0x5A and bad[:63] == good[:63]
    # The AES key field fills the descriptor's: no room for a key_pad fault.
    with pytest.raises(ValueError, match="key_pad"):
        descriptor(AES, replace(_cbc(AES, mm.aes_bundle(bytes(16))), fault="key_pad"))
    with pytest.raises(ValueError, match="key_pad"):
        descriptor(TDES, replace(m, fault="key_pad"), slot=3)


def test_plen_counts_data_channel_bytes() -> None:
    # CTR with a short last beat: 16 + 5 bytes.
    key = mm.aes_bundle(bytes(16))
    ctr = Message(1, mm.MODE_CTR, False, key, iv=7, seg=128, beats=[Beat(1, False, 128), Beat(2, True, 40)])
    assert descriptor(AES, ctr).plen == 21
    # CFB-1 and CFB-8: one segment, one byte lane, per beat.
    for seg in (1, 8):
        cfb = Message(1, mm.MODE_CFB, False, key, iv=9, seg=seg,
                      beats=[Beat(1 << 127, i == 4, seg) for i in range(5)])
        d = descriptor(AES, cfb)
        assert d.plen == 5 and d.seg == seg
    cfb1 = Message(1, mm.MODE_CFB, False, int.from_bytes(TDES_KEY, "big"), iv=9, seg=1,
                   beats=[Beat(1 << 63, i == 10, 1) for i in range(11)])
    assert descriptor(TDES, cfb1).plen == 11
    # A beat's TKEEP override counts as sent.
    odd = replace(ctr, beats=[Beat(1, False, 128, keep=0x0F), Beat(2, True, 128)])
    assert descriptor(AES, odd).plen == 4 + 16
    assert ds.data_beats(AES, odd) == [AES.data(odd, b) for b in odd.beats]


def test_gcm_and_ccm_fields() -> None:
    m = _gcm(aad=b"a" * 20, data=b"p" * 33)
    d = descriptor(AES, m)
    b = d.pack()
    assert (d.mode, d.seg, d.taglen, d.ivlen, d.alen, d.plen) == (mm.MODE_GCM, 0, 16, 12, 20, 33)
    assert b[ds.DB_IVLEN:ds.DB_IVLEN + 2] == (12).to_bytes(2, "little")
    assert b[ds.DB_ALEN:ds.DB_ALEN + 4] == (20).to_bytes(4, "little")
    assert b[ds.DB_PLEN:ds.DB_PLEN + 4] == (33).to_bytes(4, "little")
    assert d.iv == IV12 + bytes(4) and d.key == bytes(range(16)) + bytes(16)
    long_iv = _gcm(iv=bytes(i & 0xFF for i in range(300)))
    assert descriptor(AES, long_iv).ivlen == 300 and descriptor(AES, long_iv).iv == bytes(16)
    nonce = bytes(range(0xA0, 0xAD))
    c = mm.ccm_message(4, mm.aes_bundle(bytes(32)), nonce, b"x" * 3, b"y" * 40, 10, True, tag=bytes(10))
    d = descriptor(AES, c)
    assert (d.mode, d.flags, d.seg, d.taglen, d.ksz, d.ivlen, d.alen, d.plen) == (mm.MODE_CCM, 1, 0, 10, 2, 13, 3, 40)
    assert d.iv == nonce + bytes(3)


def test_slot_descriptors() -> None:
    m = _cbc(AES, mm.aes_bundle(bytes(range(32))), legacy=True)
    m.decrypt = True
    d = descriptor(AES, m, slot=0x3A5)
    b = d.pack()
    assert d.slot == 0x3A5 and d.flags == 1 << ds.DF_DECRYPT | 1 << ds.DF_SLOT  # legacy is the slot's
    assert d.ksz == 0 and b[ds.DB_SLOT:ds.DB_SLOT + 2] == bytes([0xA5, 0x03]) and b[ds.DB_SLOT + 2:] == bytes(30)
    assert descriptor(AES, m, slot=0).slot == 0 and descriptor(AES, m, slot=1023).slot == 1023
    assert descriptor(AES, m).slot is None
    for bad in (1024, -1):
        with pytest.raises(ValueError, match="slot"):
            descriptor(AES, m, slot=bad)


def test_faults() -> None:
    for fmt, m in ((AES, _cbc(AES, mm.aes_bundle(bytes(16)))), (TDES, _cbc(TDES, int.from_bytes(TDES_KEY, "big"))),
                   (AES, _gcm(data=b"z" * 17)), (AES, mm.ccm_message(0, mm.aes_bundle(bytes(16)), bytes(7), b"",
                                                                      b"q", 8, False))):
        good = descriptor(fmt, m)
        aead = m.mode in ds.AEAD_MODES
        res = descriptor(fmt, replace(m, fault="reserved"))
        assert res == (replace(good, seg=0x5A) if aead else replace(good, ivlen=0x5A))
        assert descriptor(fmt, replace(m, fault="flag")) == replace(good, flags=good.flags | 0x80)
        alg = descriptor(fmt, replace(m, fault="alg"))
        assert alg == replace(good, alg=fmt.alg_fault) and alg.alg != fmt.alg
        sa = descriptor(fmt, replace(m, fault="sa_legacy"), slot=9)
        assert sa == replace(descriptor(fmt, m, slot=9), flags=1 << ds.DF_SLOT | 1 << ds.DF_LEGACY)
        with pytest.raises(ValueError, match="slot"):
            descriptor(fmt, replace(m, fault="sa_legacy"))
        with pytest.raises(ValueError, match="reserved.*flag.*alg.*key_pad.*sa_legacy"):
            descriptor(fmt, replace(m, fault="bogus"))
        for fault in ds.FAULTS:  # every fault changes the descriptor
            try:
                assert descriptor(fmt, replace(m, fault=fault), slot=9 if fault == "sa_legacy" else None) != good
            except ValueError:
                assert fault == "key_pad" and fmt is AES


def test_has_data() -> None:
    cases = [
        (_gcm(), False),                          # an empty GCM encryption: the descriptor alone
        (_gcm(decrypt=True), True),               # a GCM decryption: the tag beat
        (_gcm(iv=bytes(range(13))), True),        # a 13-byte IV: the IV's data beat
        (_gcm(aad=b"a"), True),
        (_gcm(data=b"d"), True),
        (Message(0, mm.MODE_ECB, False, mm.aes_bundle(bytes(16))), False),  # an empty ECB message
        (mm.ccm_message(0, mm.aes_bundle(bytes(16)), bytes(7), b"", b"", 8, False), False),
        (mm.ccm_message(0, mm.aes_bundle(bytes(16)), bytes(7), b"", b"", 8, True, tag=bytes(8)), True),
        (_cbc(AES, mm.aes_bundle(bytes(16)), n=1), True),
    ]
    for m, want in cases:
        d = descriptor(AES, m)
        assert has_data(d) is want, (m.mode, m.decrypt, m.ivlen, m.alen, m.plen)
        assert bool(m.beats) is want  # the model's message agrees
    # Raw descriptors: a mode byte above 7 is decided by plen alone; a CCM
    # nonce length is never data; GCM ivlen 0 has no IV data.
    assert not has_data(Descriptor(mode=9, ivlen=5, alen=3, flags=1))
    assert has_data(Descriptor(mode=9, plen=1))
    assert not has_data(Descriptor(mode=mm.MODE_CCM, ivlen=13))
    assert has_data(Descriptor(mode=mm.MODE_GCM, ivlen=1))
    assert not has_data(Descriptor(mode=mm.MODE_GCM, ivlen=12))
    assert not has_data(Descriptor(mode=mm.MODE_GCM))
    assert not has_data(Descriptor(mode=mm.MODE_CMAC, flags=1))
