# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The cipher registry is the one source of each cipher's constants.

Each cipher's entry (:class:`cipherline.cores.CipherSpec`) holds its packet
algorithm id, block and key field widths, key size code and harness define;
the reference model's :class:`~cipherline.ref.modes_model.Mode` and
:class:`~cipherline.ref.modes_model.Status` hold the command and status
codes. The RTL packages and the C++ harness keep copies a tool needs at
elaboration or compile time. These tests read those copies and fail on any
drift, so that adding a cipher, a mode or a status code cannot leave one
behind.
"""

from __future__ import annotations

import re

import pytest

from cipherline import hdl
from cipherline.cores import CIPHERS, CORES, Config, ConfigError, cipher_spec
from cipherline.cores import reference
from cipherline.ref import modes_model as mm
from cipherline.ref import packet as pk

PKG = hdl.RTL / "modes" / "cipher_modes_pkg.sv"
CPP = hdl.REPO / "tb" / "cpp"


def _sv_constants(text: str, prefix: str) -> dict[str, int]:
    """``localparam ... PREFIX_NAME = <SV literal>;`` of a SystemVerilog file
    (but the field width PREFIX_W)."""
    out = {}
    for m in re.finditer(rf"localparam\b[^;=]*?\b{prefix}(\w+)\s*=\s*([^;]+);", text):
        lit = m[2].strip()
        if (b := re.fullmatch(r"\d*'([dhb])([0-9a-fA-F_]+)", lit)) is not None:
            out[m[1]] = int(b[2].replace("_", ""), {"d": 10, "h": 16, "b": 2}[b[1]])
        elif lit.isdigit():
            out[m[1]] = int(lit)
    out.pop("W", None)
    return out


def test_alg_ids_are_the_registry_ids() -> None:
    text = PKG.read_text()
    assert _sv_constants(text, "ALG_") == {c.name.upper(): c.alg_id for c in CIPHERS.values()}
    # cm_packet_rx accepts exactly these ids (cipher_modes_pkg::alg_known).
    body = re.search(r"function automatic logic alg_known\(.*?endfunction", text, re.S)
    assert body is not None
    assert set(re.findall(r"\bALG_\w+", body[0])) == {c.rtl_alg for c in CIPHERS.values()}
    assert "alg_known(ALG)" in (hdl.RTL / "modes" / "cm_packet_rx.sv").read_text()
    # Each engine top names its cipher's id.
    for spec in CORES.values():
        if spec.kind == "engine":
            top = (hdl.RTL / "top" / f"{spec.top}.sv").read_text()
            assert re.search(rf"\.ALG\s*\(cipher_modes_pkg::{cipher_spec(spec.cipher).rtl_alg}\)", top), spec.top


def test_key_store_and_csr_ids() -> None:
    """The key store keeps its own copy (the CSR block does not import the
    engine's package); the register driver and its bench take the registry's."""
    store = _sv_constants((hdl.RTL / "csr" / "cl_key_store.sv").read_text(), "ALG_")
    assert store == {c.name.upper(): c.alg_id for c in CIPHERS.values() if c.integrated}
    from cipherline.csr import driver

    assert (driver.ALG_TDES, driver.ALG_AES) == (CIPHERS["tdes"].alg_id, CIPHERS["aes"].alg_id)


def test_packet_model_ids_and_lanes() -> None:
    assert reference.alg_ids() == {n: c.alg_id for n, c in CIPHERS.items()}
    # The integrated top's "alg" fault is no id of its engines.
    assert reference.dual_alg_fault() not in {c.alg_id for c in CIPHERS.values() if c.integrated}
    lanes = _sv_constants(PKG.read_text(), "HB_")
    for name in ("MODE", "FLAGS", "SEG", "TAG", "KSZ", "ALG", "IVLEN", "IVLEN_HI", "ALEN", "PLEN", "SLOT_LO",
                 "SLOT_HI"):
        assert getattr(pk, f"HB_{name}") == lanes[name], name
    # The C++ harness's AEAD length lanes, and its slot header's lanes and flag.
    text = (CPP / "cipher_modes_driver.h").read_text()
    cpp = dict(re.findall(r"\b(kLane\w+) = (\d+)", text))
    assert {k: int(v) for k, v in cpp.items()} == {"kLaneIvLen": lanes["IVLEN"], "kLaneIvLenHi": lanes["IVLEN_HI"],
                                                   "kLaneALen": lanes["ALEN"], "kLanePLen": lanes["PLEN"],
                                                   "kLaneSlotLo": lanes["SLOT_LO"], "kLaneSlotHi": lanes["SLOT_HI"]}
    sa = re.search(r"\bkFlagSaBit = (\d+)", text)
    assert sa is not None and int(sa[1]) == _sv_constants(PKG.read_text(), "FLAG_")["SA"] == pk.FLAG_SA
    for name, c in CIPHERS.items():
        fmt = reference.packet_format(name)
        assert (fmt.alg, fmt.block_bits, fmt.key_field_bits, fmt.ksz_bits) == (
            c.alg_id, c.block_bits, c.key_field_bits, c.ksz_bits)


def test_mode_and_status_codes() -> None:
    text = PKG.read_text()
    assert _sv_constants(text, "MODE_") == {m.name: m.value for m in mm.Mode}
    assert _sv_constants(text, "ST_") == {s.name: s.value for s in mm.Status}
    # The C++ harness's enums (tb/cpp/cipher_modes_driver.h) and status names.
    cpp = (CPP / "cipher_modes_driver.h").read_text()
    found = {m[1]: int(m[2]) for m in re.finditer(r"\b(MODE_\w+|ST_\w+) = (\d+)", cpp)}
    assert found == {**{f"MODE_{m.name}": m.value for m in mm.Mode}, **{f"ST_{s.name}": s.value for s in mm.Status}}
    names = re.search(r"static const char\* names\[\] = \{(.*?)\};", cpp, re.S)
    assert names is not None and re.findall(r'"(\w+)"', names[1]) == [s.name for s in mm.Status]


def test_harness_defines_come_from_the_entry() -> None:
    from cipherline.sim.harness import _defines

    for slug in ("tdes-modes-n3-s3-r1-x8", "aes-modes-k7-s1-r1-x8"):
        cfg = Config.parse(slug)
        c = cfg.cipher_spec
        d = _defines(cfg)
        assert d[c.harness_define] == 1 and d["CL_ALG"] == c.alg_id and d["CL_TOP"] == cfg.top
        assert (d["CL_BLOCK_BYTES"], d["CL_KEY_BYTES"]) == (c.block_bytes, c.key_field_bits // 8)
        assert f"defined({c.harness_define})" in (CPP / "harness_modes_main.cpp").read_text()


def test_every_core_names_a_cipher_or_is_a_unit() -> None:
    for spec in CORES.values():
        if spec.kind == "unit":
            with pytest.raises(ConfigError, match="not a block cipher"):
                cipher_spec(spec.cipher)
        elif spec.kind == "dual":
            assert all(cipher_spec(n).integrated for n in spec.cipher.split("+")), spec.name
        else:
            c = cipher_spec(spec.cipher)
            assert spec.block_bits == c.block_bits, spec.name
            if spec.kind == "core":
                assert spec.key_bits == c.key_field_bits, spec.name


@pytest.mark.parametrize("name", sorted(CIPHERS))
def test_reference_pieces_agree(name: str) -> None:
    """The entry's bulk ECB, its reference model and (where there is one)
    pycryptodome's mode objects compute the same blocks."""
    from Crypto.Cipher import AES

    c = CIPHERS[name]
    key = c.core_key(bytes(range(1, 1 + min(c.key_sizes[0], 24))).ljust(c.key_sizes[0], b"\x5a"), {})
    fn = c.block_fn({})
    data = bytes(range(3 * c.block_bytes))
    bundle = int.from_bytes(c.port_key({}, key, False), "big") | (c.ksz(key) << c.key_field_bits)
    for decrypt in (False, True):
        got = c.ecb(key, decrypt, {})(data)
        for i in range(3):
            blk = int.from_bytes(data[i * c.block_bytes:(i + 1) * c.block_bytes], "big")
            assert got[i * c.block_bytes:(i + 1) * c.block_bytes] == fn(bundle, blk, decrypt).to_bytes(
                c.block_bytes, "big")
        if c.modes_lib is not None:
            lib = c.modes_lib(key, {})(AES.MODE_ECB)
            assert (lib.decrypt(data) if decrypt else lib.encrypt(data)) == got


def test_model_mode_is_pycryptodome(sim_seed: int) -> None:
    """`cipherline run`'s software reference of a cipher without pycryptodome
    (the reference model, cut into beats as the harness cuts a file) agrees
    with pycryptodome's modes where there is one: every mode, both
    directions, partial last blocks, CTR on the whole block and on 32 bits."""
    import random

    from cipherline.commands.run import model_mode, software_mode

    rng = random.Random(sim_seed)
    for name, key, p in (("tdes", rng.randbytes(24), {"NUM_DES": 3}), ("aes", rng.randbytes(16), {}),
                         ("aes", rng.randbytes(32), {})):
        bs = CIPHERS[name].block_bytes
        for mode in ("cbc", "cfb1", "cfb8", f"cfb{8 * bs}", "ofb", "ctr", "cmac"):
            n = bs * rng.randint(1, 4) + (0 if mode == "cbc" else rng.randrange(bs))
            data, iv = rng.randbytes(n), rng.randbytes(bs)
            for decrypt in (False, True):
                ctr_w = rng.choice((8 * bs, 32))
                want = software_mode(mode, key, p, iv, decrypt, data, 8, cipher=name, ctr_w=ctr_w)
                assert model_mode(mode, key, p, iv, decrypt, data, 8, cipher=name, ctr_w=ctr_w) == want, \
                    (name, mode, n, decrypt, ctr_w)


def test_report_family_of_every_kind() -> None:
    """The report's family and software comparison come from the cipher
    entries, for every kind of core the report can hold (a building block
    and an integrated top have no software baseline)."""
    from cipherline.report.tables import family, sw_ratio

    sw = {"software": {"results": [{"cipher": n, "ok": True, "gbps": 2.0} for n in ("des-ede3", "des-ecb",
                                                                                    "aes-128-ctr")]}}
    want = {"tdes-n3-s1-r1": ("TDEA", "des-ede3"), "tdes-n1-s1-r1": ("DES", "des-ecb"),
            "aes-k1-s1-r1": ("AES", "aes-128-ctr"), "aes-modes-k1-s1-r1": ("AES", "aes-128-ctr"),
            "toy-d1": ("toy", None), "ghash-k3-p4": ("GHASH", None), "tdes-aes-modes": ("TDEA+AES", None)}
    for slug, (fam, base) in want.items():
        c = Config.parse(slug)
        r = {"config": {"core": c.core, "params": c.p}, "gbps": 1.0}
        ratio = sw_ratio(r, sw)
        assert (family(r), ratio and ratio[0]) == (fam, base), slug


def test_the_reference_does_not_import_the_registry() -> None:
    """cipherline.ref sits below the registry: it takes what it needs as
    arguments (cipherline.cores.reference builds them from a cipher's entry),
    so importing every reference module, in a fresh interpreter, loads no
    cipherline.cores module."""
    import subprocess
    import sys

    code = ("import importlib, pkgutil, sys, cipherline.ref as r\n"
            "names = [m.name for m in pkgutil.iter_modules(r.__path__, 'cipherline.ref.')]\n"
            "for n in names: importlib.import_module(n)\n"
            "print(len(names), sorted(m for m in sys.modules if m.startswith('cipherline.cores')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split(" ", 1)
    assert int(out[0]) >= 10 and out[1].strip() == "[]", out
