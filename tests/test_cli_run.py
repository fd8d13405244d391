# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``cipherline run``: files through the simulated core, checked against OpenSSL and pycryptodome,
and clear errors for bad arguments."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cipherline.cores import Config
from cipherline import hdl
from cipherline.ref.cipher import tdes_ecb

REPO = Path(__file__).resolve().parents[1]
KEY3 = "0123456789abcdef23456789abcdef01456789abcdef0123"
KEY2 = "0123456789abcdef23456789abcdef01"
KEY1 = "133457799bbcdff1"


def cli(*args: str, check: bool = False) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), env.get("PYTHONPATH", "")])
    if env.get("PYTEST_XDIST_WORKER"):  # every worker may build: keep ~2 compilers in total
        env.setdefault("CIPHERLINE_BUILD_JOBS", "1")
    p = subprocess.run([sys.executable, "-m", "cipherline.commands.cli", *args], capture_output=True, text=True,
                       env=env, cwd=REPO, timeout=900)
    if check and p.returncode != 0:
        raise AssertionError(f"cipherline {' '.join(args)} failed ({p.returncode}):\n{p.stdout}\n{p.stderr}")
    return p


def openssl_enc(cipher: str, key_hex: str, data: bytes, decrypt: bool, iv_hex: str | None = None) -> bytes:
    """``openssl enc -<cipher> -nopad [-iv]``; DES may need the legacy provider in OpenSSL 3."""
    exe = shutil.which("openssl")
    if exe is None:
        pytest.skip("openssl is not installed")
    base = [exe, "enc", f"-{cipher}", "-nopad", "-K", key_hex] + (["-iv", iv_hex] if iv_hex else []) \
        + (["-d"] if decrypt else [])
    for extra in ([], ["-provider", "legacy", "-provider", "default"]):
        p = subprocess.run(base + extra, input=data, capture_output=True)
        if p.returncode == 0:
            return p.stdout
    raise AssertionError(f"openssl {cipher} failed even with the legacy provider: {p.stderr.decode()}")


@pytest.fixture(scope="module")
def data4k(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("run") / "in.bin"
    d.write_bytes(random.Random(1234).randbytes(4096))
    return d


CASES = [
    # (num_des, stages, rpc, key, openssl cipher, decrypt)
    (3, 48, 1, KEY3, "des-ede3", False),
    (3, 1, 1, KEY3, "des-ede3", True),
    (3, 3, 1, KEY2, "des-ede", False),
    (1, 1, 1, KEY1, "des-ecb", True),
]


@pytest.mark.parametrize("num_des,stages,rpc,key,cipher,decrypt", CASES,
                         ids=["tdea3-s48r1-enc", "tdea3-s1r1-dec", "tdea2-s3r1-enc", "des-s1r1-dec"])
def test_run_matches_openssl_and_pycryptodome(tmp_path: Path, data4k: Path, num_des, stages, rpc, key,
                                              cipher, decrypt) -> None:
    out = tmp_path / "out.bin"
    js = tmp_path / "run.json"
    args = ["run", "--num-des", str(num_des), "--stages", str(stages), "--rounds-per-cycle", str(rpc),
            "--mode", "ecb", "--key", key, "--json", str(js), str(data4k), str(out)]
    if decrypt:
        args.insert(1, "--decrypt")
    if key != KEY3:  # 2-key TDEA and single DES are legacy only (NIST policy of `run`)
        args.insert(1, "--legacy")
    p = cli(*args, check=True)
    data = data4k.read_bytes()
    got = out.read_bytes()
    assert got == openssl_enc(cipher, key, data, decrypt)
    k = bytes.fromhex(key)
    k24 = k if len(k) == 24 else (k + k[:8] if len(k) == 16 else k + bytes(16))
    for i in (0, 8 * 100, len(data) - 8):  # spot checks against the project's reference model
        assert got[i:i + 8] == tdes_ecb(k24, data[i:i + 8], decrypt, num_des)
    assert "OK (matches pycryptodome)" in p.stdout
    res = json.loads(js.read_text())
    ii = 16 * num_des // (stages * rpc)
    assert res["blocks"] == 512 and res["check"] is True and res["ii"] == ii
    # A free-flowing stream runs at one block per II (minus the pipeline fill).
    fill = res["first_latency"] + 2
    assert res["busy_cycles"] <= 512 * ii + fill
    assert res["blocks_per_clock"] == pytest.approx(512 / res["busy_cycles"], rel=1e-3)
    assert res["blocks_per_clock"] > (0.85 if ii == 1 else 0.95 / ii)
    assert "blocks per clock" in p.stdout and "cycles" in p.stdout


def test_run_with_stalls(tmp_path: Path, data4k: Path) -> None:
    out, js = tmp_path / "out.bin", tmp_path / "r.json"
    p = cli("run", "--stages", "48", "--key", KEY3, "--stall-seed", "99", "--json", str(js),
            str(data4k), str(out), check=True)
    assert out.read_bytes() == openssl_enc("des-ede3", KEY3, data4k.read_bytes(), False)
    res = json.loads(js.read_text())
    assert 0.3 < res["blocks_per_clock"] < 0.95  # stalls cost throughput, not correctness
    assert "random stalls" in p.stdout


def test_run_reports_projected_throughput(tmp_path: Path, data4k: Path, monkeypatch) -> None:
    from cipherline.commands import run as cmd_run

    monkeypatch.setattr(hdl, "BUILD", tmp_path)
    cfg = Config.make("tdes", STAGES=3)
    assert cmd_run.find_fmax(cfg) is None
    (tmp_path / "synth").mkdir()
    rec = {"name": cfg.name, "target": "ecp5", "fmax_best": 210.5, "seeds": [{}, {}],
           "config": {"core": "tdes", "top": "tdes_core",
                      "params": {"NUM_DES": 3, "STAGES": 3, "ROUNDS_PER_CYCLE": 1, "SPLIT_ROUND": 0,
                                 "TAG_W": 8}}}
    (tmp_path / "synth" / f"{cfg.name}-ecp5.json").write_text(json.dumps(rec))
    other = dict(rec, name="tdes-n3-s6-r1", fmax_best=999.0, config=dict(rec["config"], params=dict(rec["config"]["params"], STAGES=6)))
    (tmp_path / "synth" / "other.json").write_text(json.dumps(other))
    fm = cmd_run.find_fmax(cfg)
    assert fm is not None and fm["fmax"] == 210.5 and fm["target"] == "ecp5"


def test_run_without_fmax_says_so(tmp_path: Path, data4k: Path) -> None:
    # (1,2) is never synthesized by the test suite: no fmax for it... unless a user ran synth.
    from cipherline.commands import run as cmd_run

    if cmd_run.find_fmax(Config.make("tdes", ROUNDS_PER_CYCLE=2)) is not None:
        pytest.skip("an fmax for (1,2) exists in build/")
    p = cli("run", "--stages", "1", "--rounds-per-cycle", "2", "--key", KEY3, "--no-check",
            str(data4k), str(tmp_path / "o.bin"), check=True)
    assert "no fmax measured yet; run `cipherline synth" in p.stdout
    assert "skipped (--no-check)" in p.stdout


BAD = [
    (["--key", "0123456789abcdeg23456789abcdef01456789abcdef0123"], "bad hex string for --key"),
    (["--key", "0123456789abcdef0"], "odd number of digits"),
    (["--key", "0123456789abcdef"], "wrong key length: TDEA (--num-des 3) needs 16 bytes"),
    (["--num-des", "1", "--key", KEY2], "wrong key length: single DES (--num-des 1) needs 8 bytes"),
    (["--stages", "5", "--key", KEY3], "does not divide the 48 rounds"),
    (["--stages", "48", "--rounds-per-cycle", "2", "--key", KEY3], "does not divide the 48 rounds"),
    (["--mode", "xts", "--key", KEY3], "unknown mode 'xts'"),
    (["--mode", "cfb128", "--iv", "0011223344556677", "--key", KEY3],
     "--mode cfb128 does not fit TDES: CFB's full-block segment is the 64-bit TDES block, --mode cfb64"),
    (["--mode", "cbc", "--key", KEY3], "--mode cbc needs --iv"),
    (["--mode", "ctr", "--key", KEY3, "--iv", "00112233"], "wrong IV length"),
    (["--mode", "ofb", "--key", KEY3, "--iv", "0011223344556677", "--tag", "00"], "--tag and --taglen are for"),
    (["--mode", "cmac", "--key", KEY3, "--tag", "0011223344556677"], "--tag is for CMAC verification"),
    (["--mode", "cmac", "--decrypt", "--key", KEY3], "needs the expected tag"),
    (["--mode", "cmac", "--key", KEY3, "--taglen", "9"], "--taglen must be 1..8"),
    (["--key", KEY3, "--iv", "0011223344556677"], "ECB takes no IV"),
    (["--split-round", "--stages", "3", "--key", KEY3], "SPLIT_ROUND needs a fully unrolled core"),
    (["--sbox-rom", "--stages", "48", "--key", KEY3], "SBOX_ROM needs SPLIT_ROUND"),
]


@pytest.mark.parametrize("extra,message", BAD, ids=[m.split(":")[0][:30] for _, m in BAD])
def test_run_rejects_bad_arguments(tmp_path: Path, data4k: Path, extra, message) -> None:
    out = tmp_path / "out.bin"
    p = cli("run", *extra, str(data4k), str(out))
    assert p.returncode != 0
    assert message in p.stderr, p.stderr
    assert not out.exists()


def test_run_rejects_bad_files(tmp_path: Path) -> None:
    odd = tmp_path / "odd.bin"
    odd.write_bytes(bytes(4095))
    p = cli("run", "--key", KEY3, str(odd), str(tmp_path / "o.bin"))
    assert p.returncode != 0 and "not a multiple of 8" in p.stderr
    p = cli("run", "--key", KEY3, str(tmp_path / "missing.bin"), str(tmp_path / "o.bin"))
    assert p.returncode != 0 and "input file not found" in p.stderr
    empty = tmp_path / "empty.bin"
    empty.write_bytes(b"")
    p = cli("run", "--key", KEY3, str(empty), str(tmp_path / "o.bin"))
    assert p.returncode != 0 and "empty" in p.stderr
    p = cli("run", "--key", KEY3, str(odd), str(tmp_path / "nodir" / "o.bin"))
    assert p.returncode != 0
    p = cli("run", "--mode", "cbc", "--iv", "0011223344556677", "--key", KEY3, str(odd), str(tmp_path / "o.bin"))
    assert p.returncode != 0 and "CBC takes whole 8-byte blocks" in p.stderr


def test_run_detects_wrong_output(tmp_path: Path, data4k: Path) -> None:
    """The cross-check must fail when hardware and software disagree."""
    from cipherline.commands import run as cmd_run

    out = tmp_path / "o.bin"
    cli("run", "--stages", "3", "--key", KEY3, "--no-check", str(data4k), str(out), check=True)
    k = bytes.fromhex(KEY3)
    assert cmd_run.check_against_software(data4k, out, k, False, {"NUM_DES": 3}) is None
    bad = bytearray(out.read_bytes())
    bad[8 * 77 + 3] ^= 0x10
    out.write_bytes(bytes(bad))
    msg = cmd_run.check_against_software(data4k, out, k, False, {"NUM_DES": 3})
    assert msg is not None and msg.startswith("block 77 ")
    # And decrypting with the wrong direction is a mismatch too.
    assert cmd_run.check_against_software(data4k, out, k, True, {"NUM_DES": 3}) is not None


# ------------------------------------------------------------------ modes engine

MODE_CASES = [
    # (mode, openssl cipher or None, input bytes)
    ("cbc", "des-ede3-cbc", 1024),
    ("cfb64", "des-ede3-cfb", 1003),   # partial final block
    ("cfb8", "des-ede3-cfb8", 300),
    ("cfb1", "des-ede3-cfb1", 40),
    ("ofb", "des-ede3-ofb", 1001),
    ("ctr", None, 999),
]


@pytest.mark.parametrize("mode,cipher,nbytes", MODE_CASES, ids=[m for m, _, _ in MODE_CASES])
def test_run_modes_engine(tmp_path: Path, mode: str, cipher, nbytes: int) -> None:
    from cipherline.commands import run as cmd_run

    iv = "fedcba9876543210"
    data = random.Random(nbytes).randbytes(nbytes)
    src, enc, dec = tmp_path / "in.bin", tmp_path / "enc.bin", tmp_path / "dec.bin"
    src.write_bytes(data)
    p = cli("run", "--stages", "3", "--mode", mode, "--iv", iv, "--key", KEY3, str(src), str(enc), check=True)
    assert "OK (matches pycryptodome)" in p.stdout
    if shutil.which("openssl"):  # `run` compares with openssl itself where it has the mode
        assert (f"openssl           OK (matches openssl enc -{cipher})" if cipher else
                "openssl           not checked: no TDES CTR on the openssl command line") in p.stdout
    got = enc.read_bytes()
    assert len(got) == nbytes and got != data
    if cipher is not None:
        exe = shutil.which("openssl")
        if exe:
            args = [exe, "enc", f"-{cipher}", "-K", KEY3, "-iv", iv] + (["-nopad"] if mode == "cbc" else [])
            r = subprocess.run(args, input=data, capture_output=True)
            if r.returncode != 0:
                r = subprocess.run(args + ["-provider", "legacy", "-provider", "default"], input=data,
                                   capture_output=True)
            assert r.returncode == 0, r.stderr
            assert got == r.stdout
    else:  # CTR: a 64-bit big-endian counter starting at the IV
        k = bytes.fromhex(KEY3)
        ks = b"".join(tdes_ecb(k, ((int(iv, 16) + i) % 2**64).to_bytes(8, "big"), False)
                      for i in range((nbytes + 7) // 8))
        assert got == bytes(a ^ b for a, b in zip(data, ks))
    p = cli("run", "--stages", "3", "--mode", mode, "--decrypt", "--iv", iv, "--key", KEY3, str(enc), str(dec),
            check=True)
    assert dec.read_bytes() == data
    assert cmd_run.software_mode(mode, bytes.fromhex(KEY3), {"NUM_DES": 3}, bytes.fromhex(iv), False, data) == got


def test_run_cmac_generate_and_verify(tmp_path: Path) -> None:

    # Compared with OpenSSL's CMAC (when available) and, inside `run`, with pycryptodome.
    data = random.Random(5).randbytes(77)
    src, tag, out = tmp_path / "m.bin", tmp_path / "tag.bin", tmp_path / "o.bin"
    src.write_bytes(data)
    cli("run", "--stages", "3", "--mode", "cmac", "--key", KEY3, str(src), str(tag), check=True)
    t = tag.read_bytes()
    assert len(t) == 8
    exe = shutil.which("openssl")
    if exe:
        r = subprocess.run([exe, "mac", "-cipher", "DES-EDE3-CBC", "-macopt", f"hexkey:{KEY3}", "CMAC"],
                           input=data, capture_output=True)
        if r.returncode == 0:
            assert t.hex() == r.stdout.decode().strip().lower()
    # A 6-byte tag is shorter than the policy's 8 bytes: legacy data only.
    p = cli("run", "--stages", "3", "--mode", "cmac", "--decrypt", "--legacy", "--tag", t[:6].hex(), "--key", KEY3,
            str(src), str(out))
    assert p.returncode == 0 and "PASS" in p.stdout
    bad = bytes([t[0] ^ 1]) + t[1:6]
    p = cli("run", "--stages", "3", "--mode", "cmac", "--decrypt", "--legacy", "--tag", bad.hex(), "--key", KEY3,
            str(src), str(out))
    assert p.returncode == 1 and "CMAC verification failed" in p.stderr
    assert "check             OK" in p.stdout  # the hardware's verdict agrees with pycryptodome


def test_run_message_policy_error(tmp_path: Path) -> None:
    """simrun.run_message: the engine's ERR_POLICY is a clear error; legacy=True exempts the message."""

    from cipherline.sim import harness as simrun

    cfg = Config.make("tdes-modes", STAGES=3, STREAMS=64)
    src, out = tmp_path / "in.bin", tmp_path / "out.bin"
    data = random.Random(7).randbytes(64)
    src.write_bytes(data)
    k2 = bytes.fromhex(KEY2)
    key24 = k2 + k2[:8]  # keying option 2: K3 = K1
    with pytest.raises(simrun.PolicyError, match="ERR_POLICY"):
        simrun.run_message(cfg, src, out, "cbc", key24, 0x0011223344556677, True)
    stats = simrun.run_message(cfg, src, out, "cbc", key24, 0x0011223344556677, True, legacy=True)
    assert stats["status"] == 0 and stats["legacy"] is True
    from cipherline.commands.run import software_mode

    assert out.read_bytes() == software_mode("cbc", key24, {"NUM_DES": 3}, bytes.fromhex("0011223344556677"), True, data)


# ---------------------------------------------------------------------------
# AES: ECB on the bare aes_core (tb/cpp/harness_main.cpp built for aes_core)
# ---------------------------------------------------------------------------

AES_KEYS = {
    128: "2b7e151628aed2a6abf7158809cf4f3c",
    192: "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
    256: "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
}
# The iterative core of every key size (aes-k7-s1-r1-t16, II 14); it shares
# its harness build with the AES Monte Carlo test (tests/test_mct.py).
AES_CONFIG = ["--core", "aes", "--keylens", "7", "--stages", "1", "--tag-w", "16"]
AES_IV = "000102030405060708090a0b0c0d0e0f"


@pytest.mark.parametrize("bits", [128, 192, 256])
def test_run_aes_round_trip_matches_openssl(tmp_path: Path, data4k: Path, bits: int) -> None:
    """Encrypt with random stalls, check against pycryptodome (in the command
    and here) and OpenSSL, decrypt back to the input."""
    from Crypto.Cipher import AES

    key = AES_KEYS[bits]
    data = data4k.read_bytes()
    enc, dec = tmp_path / "enc.bin", tmp_path / "dec.bin"
    p = cli("run", *AES_CONFIG, "--key", key, "--stall-seed", str(bits), "--json", str(tmp_path / "e.json"),
            str(data4k), str(enc), check=True)
    assert "check             OK (matches pycryptodome)" in p.stdout
    assert "random stalls" in p.stdout and "warning" not in p.stderr  # no TDEA policy warning for AES
    res = json.loads((tmp_path / "e.json").read_text())
    assert res["config"] == "aes-k7-s1-r1-t16" and res["beat_bits"] == 128
    assert res["blocks"] == 256 and res["check"] is True and res["ii"] == 14 and res["stall_seed"] == bits
    got = enc.read_bytes()
    assert got == AES.new(bytes.fromhex(key), AES.MODE_ECB).encrypt(data)
    assert got == openssl_enc(f"aes-{bits}-ecb", key, data, False)
    p = cli("run", *AES_CONFIG, "--key", key, "--decrypt", "--json", str(tmp_path / "d.json"), str(enc), str(dec),
            check=True)
    assert dec.read_bytes() == data
    assert "(decrypt, ECB)" in p.stdout and json.loads((tmp_path / "d.json").read_text())["decrypt"] is True


def test_run_aes_dec_key_last(tmp_path: Path, data4k: Path) -> None:
    """A DEC_KEY_LAST core (aes-k7-s1-r1-dlast-t16, the key form's test
    configuration of tests/test_aes_core.py) takes the cipher key on the
    command line: ``run`` gives it the decryption form (the expanded key's
    last eight words, with the key's length code) for a decryption."""
    from Crypto.Cipher import AES

    key = AES_KEYS[192]
    data = data4k.read_bytes()[:1024]
    ct = AES.new(bytes.fromhex(key), AES.MODE_ECB).encrypt(data)
    (tmp_path / "ct.bin").write_bytes(ct)
    out = tmp_path / "pt.bin"
    p = cli("run", "--config", "aes-k7-s1-r1-dlast-t16", "--key", key, "--decrypt", "--stall-seed", "5",
            str(tmp_path / "ct.bin"), str(out), check=True)
    assert "check             OK (matches pycryptodome)" in p.stdout
    assert out.read_bytes() == data


def test_run_aes_pipelined_throughput(tmp_path: Path, data4k: Path) -> None:
    """The fully pipelined core (aes-k7-s14-r1-t16, II 1; the Monte Carlo
    test's build) streams about one block per clock, and the projection uses
    128-bit blocks."""
    from cipherline.commands import run as cmd_run

    out, js = tmp_path / "o.bin", tmp_path / "r.json"
    key = AES_KEYS[192]
    p = cli("run", "--config", "aes-k7-s14-r1-t16", "--key", key, "--json", str(js), str(data4k), str(out),
            check=True)
    assert out.read_bytes() == openssl_enc("aes-192-ecb", key, data4k.read_bytes(), False)
    res = json.loads(js.read_text())
    assert res["ii"] == 1 and res["first_latency"] == Config.parse("aes-k7-s14-r1-t16").latency == 32
    assert res["busy_cycles"] <= 256 + res["first_latency"] + 2 and res["blocks_per_clock"] > 0.85
    assert f"blocks per clock  {res['blocks_per_clock']:.4f}" in p.stdout
    if "gbps_projected" in res:  # a synth/report run measured this configuration
        assert res["gbps_projected"] == pytest.approx(128 * res["blocks_per_clock"] * res["fmax_mhz"] / 1000, rel=1e-2)
    else:
        assert cmd_run.find_fmax(Config.parse("aes-k7-s14-r1-t16")) is None
        assert "no fmax measured yet; run `cipherline synth --config aes-k7-s14-r1-t16`" in p.stdout


AES_BAD = [
    (["--key", "00112233445566778899aabbccddeeff0011"], "wrong key length: AES needs 16, 24 or 32 bytes"),
    (["--key", "0011223344556677"], "wrong key length: AES needs 16, 24 or 32 bytes"),
    (["--keylens", "1", "--key", AES_KEYS[256]],
     "a 256-bit key needs AES-256, which this configuration does not enable (KEYLENS=1: AES-128)"),
    (["--keylens", "5", "--key", AES_KEYS[192]],
     "a 192-bit key needs AES-192, which this configuration does not enable (KEYLENS=5: AES-128/256)"),
    (["--key", AES_KEYS[128], "--legacy"], "--legacy is not for --core aes"),
    (["--key", AES_KEYS[128], "--iv", "00"], "ECB takes no IV (--iv is for cbc, cfb1, cfb8, cfb128, ofb, ctr, gcm)"),
    (["--key", AES_KEYS[128], "--taglen", "8"], "--tag and --taglen are for --mode cmac"),
    (["--num-des", "3", "--key", AES_KEYS[128]], "--num-des: core aes has no parameter NUM_DES"),
    (["--encrypt-only", "--decrypt", "--key", AES_KEYS[128]],
     "--decrypt with --mode ecb on an encrypt-only configuration (ENCRYPT_ONLY=1)"),
    (["--stages", "7", "--keylens", "1", "--key", AES_KEYS[128]], "a whole stage would do nothing"),
    # The modes engine (aes_modes):
    (["--mode", "cfb64", "--iv", AES_IV, "--key", AES_KEYS[128]],
     "--mode cfb64 does not fit AES: CFB's full-block segment is the 128-bit AES block, --mode cfb128"),
    (["--mode", "cbc", "--iv", AES_IV, "--key", AES_KEYS[128] + "00"], "wrong key length: AES needs 16, 24 or 32"),
    (["--keylens", "3", "--mode", "ctr", "--iv", AES_IV, "--key", AES_KEYS[256]],
     "a 256-bit key needs AES-256, which this configuration does not enable (KEYLENS=3: AES-128/192)"),
    (["--mode", "ofb", "--legacy", "--iv", AES_IV, "--key", AES_KEYS[128]], "--legacy is not for --core aes"),
    (["--mode", "cbc", "--iv", "0011223344556677", "--key", AES_KEYS[128]],
     "wrong IV length: --iv must be one block, 16 bytes (32 hex digits), got 8 bytes"),
    (["--mode", "cfb8", "--key", AES_KEYS[192]], "--mode cfb8 needs --iv (16 bytes, 32 hex digits)"),
    (["--mode", "cmac", "--taglen", "4", "--key", AES_KEYS[128]],
     "refused by the NIST policy: a 4-byte CMAC tag is shorter than 8 bytes (SP 800-38B appendix A)"),
    (["--mode", "cmac", "--taglen", "17", "--key", AES_KEYS[128]], "--taglen must be 1..16 bytes"),
    (["--mode", "cmac", "--decrypt", "--tag", "00" * 16, "--taglen", "12", "--key", AES_KEYS[128]],
     "--tag has 16 bytes but --taglen is 12"),
    (["--encrypt-only", "--decrypt", "--mode", "cbc", "--iv", AES_IV, "--key", AES_KEYS[128]],
     "--decrypt with --mode cbc on an encrypt-only configuration (ENCRYPT_ONLY=1): CBC decryption needs the "
     "inverse cipher"),
    (["--core", "aes-compact", "--mode", "ofb", "--iv", AES_IV, "--key", AES_KEYS[128]],
     "--mode ofb runs on the modes engine: no modes engine for core 'aes-compact'; use --mode ecb"),
]


@pytest.mark.parametrize("extra,message", AES_BAD,
                         ids=[f"{i}-" + m.split(":")[0][:30] for i, (_, m) in enumerate(AES_BAD)])
def test_run_aes_rejects_bad_arguments(tmp_path: Path, data4k: Path, extra, message) -> None:
    out = tmp_path / "out.bin"
    p = cli("run", "--core", "aes", *extra, str(data4k), str(out))
    assert p.returncode == 2, p.stderr
    assert p.stderr.startswith("cipherline run: error: ") and message in p.stderr, p.stderr
    assert not out.exists()


def test_run_aes_rejects_partial_blocks_and_detects_wrong_output(tmp_path: Path, data4k: Path) -> None:
    from cipherline.commands import run as cmd_run

    odd = tmp_path / "odd.bin"
    odd.write_bytes(bytes(4088))  # a multiple of 8, not of 16
    p = cli("run", "--core", "aes", "--key", AES_KEYS[128], str(odd), str(tmp_path / "o.bin"))
    assert p.returncode == 2
    assert "input length 4088 bytes is not a multiple of 16: ECB takes whole 16-byte blocks" in p.stderr
    assert not (tmp_path / "o.bin").exists()
    key = bytes.fromhex(AES_KEYS[192])
    out = tmp_path / "o.bin"
    cli("run", *AES_CONFIG, "--key", AES_KEYS[192], "--no-check", str(data4k), str(out), check=True)
    assert cmd_run.check_against_software(data4k, out, key, False, {}, cipher="aes") is None
    bad = bytearray(out.read_bytes())
    bad[16 * 41 + 9] ^= 0x01
    out.write_bytes(bytes(bad))
    msg = cmd_run.check_against_software(data4k, out, key, False, {}, cipher="aes")
    assert msg is not None and msg.startswith("block 41 "), msg


# ---------------------------------------------------------------------------
# AES on the modes engine: AES_CONFIG's core inside aes_modes with 8 streams
# (aes-modes-k7-s1-r1-x8; tb/cpp/harness_modes_main.cpp built with
# -DCL_CORE_AES), one harness build for every test below.
# ---------------------------------------------------------------------------

AES_ENGINE = "aes-modes-k7-s1-r1-x8"
CTR_WRAP_IV = "fffffffffffffffffffffffffffffffe"  # the 128-bit counter wraps after the second block
HAVE_OPENSSL = shutil.which("openssl") is not None
OPENSSL_AES = {"cbc": "cbc", "cfb1": "cfb1", "cfb8": "cfb8", "cfb128": "cfb", "ofb": "ofb", "ctr": "ctr"}


def aes_reference(mode: str, key: bytes, iv: bytes, data: bytes, decrypt: bool) -> bytes:
    """pycryptodome's own AES mode objects (not cipherline's reference); CTR
    counts with the whole 128-bit block, as the engine (CTR_W = 128)."""
    from Crypto.Cipher import AES

    if mode == "cbc":
        c = AES.new(key, AES.MODE_CBC, iv=iv)
    elif mode in ("cfb8", "cfb128"):
        c = AES.new(key, AES.MODE_CFB, iv=iv, segment_size=int(mode[3:]))
    elif mode == "ofb":
        c = AES.new(key, AES.MODE_OFB, iv=iv)
    else:
        assert mode == "ctr"
        c = AES.new(key, AES.MODE_CTR, nonce=b"", initial_value=iv)
    return c.decrypt(data) if decrypt else c.encrypt(data)


AES_MODE_CASES = [
    # (mode, key bits, input bytes, stall seed)
    ("cbc", 128, 1024, None),
    ("cfb128", 192, 1003, 5),  # partial final block
    ("cfb8", 256, 300, None),
    ("cfb1", 192, 40, None),
    ("ofb", 256, 1001, 7),     # partial final block
    ("ctr", 128, 999, None),   # partial final block; the counter wraps
]


@pytest.mark.parametrize("mode,bits,nbytes,stall", AES_MODE_CASES, ids=[f"{m}-{b}" for m, b, _, _ in AES_MODE_CASES])
def test_run_aes_modes_engine(tmp_path: Path, mode: str, bits: int, nbytes: int, stall) -> None:
    """Encrypt on the AES engine, compare with pycryptodome's modes (CFB-1:
    OpenSSL, and the known answer below) and OpenSSL, decrypt back."""
    key_hex = AES_KEYS[bits]
    iv_hex = CTR_WRAP_IV if mode == "ctr" else AES_IV
    data = random.Random(bits * nbytes).randbytes(nbytes)
    src, enc, dec, js = tmp_path / "in.bin", tmp_path / "enc.bin", tmp_path / "dec.bin", tmp_path / "r.json"
    src.write_bytes(data)
    stalls = ["--stall-seed", str(stall)] if stall is not None else []
    p = cli("run", *AES_CONFIG, "--mode", mode, "--iv", iv_hex, "--key", key_hex, *stalls, "--json", str(js),
            str(src), str(enc), check=True)
    assert "check             OK (matches pycryptodome)" in p.stdout and "warning" not in p.stderr
    res = json.loads(js.read_text())
    assert res["config"] == AES_ENGINE and res["mode"] == mode and res["status"] == 0 and res["check"] is True
    assert res["beat_bits"] == {"cfb1": 1, "cfb8": 8}.get(mode, 128)
    assert res["beats"] == {"cfb1": 8 * nbytes, "cfb8": nbytes}.get(mode, -(-nbytes // 16))
    got = enc.read_bytes()
    assert len(got) == nbytes and got != data
    if mode != "cfb1":  # pycryptodome has no 1-bit segments
        assert got == aes_reference(mode, bytes.fromhex(key_hex), bytes.fromhex(iv_hex), data, False)
    if HAVE_OPENSSL:
        cipher = f"aes-{bits}-{OPENSSL_AES[mode]}"
        assert res["openssl"] is True and f"openssl           OK (matches openssl enc -{cipher})" in p.stdout
        assert got == openssl_enc(cipher, key_hex, data, False, iv_hex)
    else:
        assert res["openssl"] is None and "openssl           not checked: openssl is not installed" in p.stdout
    p = cli("run", *AES_CONFIG, "--mode", mode, "--decrypt", "--iv", iv_hex, "--key", key_hex, str(enc), str(dec),
            check=True)
    assert dec.read_bytes() == data
    assert f"(decrypt, {mode.upper()})" in p.stdout and "check             OK (matches pycryptodome)" in p.stdout


def test_run_aes_known_answers(tmp_path: Path) -> None:
    """SP 800-38A F.3.1 (CFB1-AES128: plaintext bits 0110 1011 give 0110 1000)
    and SP 800-38B example 1 (AES-128 CMAC of the empty message) on the engine."""
    one, empty, out = tmp_path / "one.bin", tmp_path / "empty.bin", tmp_path / "out.bin"
    one.write_bytes(bytes([0b01101011]))
    cli("run", *AES_CONFIG, "--mode", "cfb1", "--iv", AES_IV, "--key", AES_KEYS[128], str(one), str(out), check=True)
    assert out.read_bytes() == bytes([0b01101000])
    empty.write_bytes(b"")
    p = cli("run", *AES_CONFIG, "--mode", "cmac", "--key", AES_KEYS[128], str(empty), str(out), check=True)
    assert out.read_bytes().hex() == "bb1d6929e95937287fa37d129b756746"
    assert "(generate, CMAC)" in p.stdout and "check             OK (matches pycryptodome)" in p.stdout


def test_run_aes_cmac_generate_and_verify(tmp_path: Path) -> None:
    """AES-256 CMAC of a message with a partial last block: the 16-byte tag
    against pycryptodome (and OpenSSL inside `run`); verify with the right
    12-byte tag passes, with a wrong one the engine answers ERR_AUTH."""
    from Crypto.Cipher import AES
    from Crypto.Hash import CMAC

    key_hex = AES_KEYS[256]
    data = random.Random(6).randbytes(77)
    src, tag, out, js = tmp_path / "m.bin", tmp_path / "tag.bin", tmp_path / "o.bin", tmp_path / "r.json"
    src.write_bytes(data)
    p = cli("run", *AES_CONFIG, "--mode", "cmac", "--key", key_hex, str(src), str(tag), check=True)
    t = tag.read_bytes()
    assert t == CMAC.new(bytes.fromhex(key_hex), data, ciphermod=AES).digest() and len(t) == 16
    if HAVE_OPENSSL:
        assert "openssl           OK (matches openssl mac -cipher AES-256-CBC CMAC)" in p.stdout
    p = cli("run", *AES_CONFIG, "--mode", "cmac", "--decrypt", "--tag", t[:12].hex(), "--key", key_hex, str(src),
            str(out))
    assert p.returncode == 0, p.stderr
    assert "CMAC verify       PASS (tag matches)" in p.stdout and out.read_bytes() == t[:12]
    bad = t[:11] + bytes([t[11] ^ 0x80])
    p = cli("run", *AES_CONFIG, "--mode", "cmac", "--decrypt", "--tag", bad.hex(), "--key", key_hex,
            "--json", str(js), str(src), str(out))
    assert p.returncode == 1 and "CMAC verification failed: the tag does not match" in p.stderr
    assert "FAIL (ERR_AUTH: tag does not match)" in p.stdout
    assert "check             OK" in p.stdout  # the hardware's verdict agrees with pycryptodome
    res = json.loads(js.read_text())
    assert res["status"] == 6 and res["check"] is True and out.read_bytes() == b""


def test_run_aes_references_match_openssl() -> None:
    """`run`'s references: pycryptodome (with the bit-level CFB-1) and the
    OpenSSL command it runs agree for every AES mode and key size, and a
    corrupted output is a mismatch for both."""
    from cipherline.commands import run as cmd_run

    if not HAVE_OPENSSL:
        pytest.skip("openssl is not installed")
    data = random.Random(9).randbytes(45)
    iv = bytes.fromhex(AES_IV)
    for i, mode in enumerate(("cbc", "cfb1", "cfb8", "cfb128", "ofb", "ctr", "cmac")):
        bits = (128, 192, 256)[i % 3]
        key = bytes.fromhex(AES_KEYS[bits])
        msg = data[:32] if mode == "cbc" else data
        for decrypt in (False, True) if mode != "cmac" else (False,):
            sw = cmd_run.software_mode(mode, key, {}, iv, decrypt, msg, 16, cipher="aes", ctr_w=128)
            ossl, what = cmd_run.openssl_mode("aes", key, mode, iv, decrypt, msg, 128)
            assert ossl == sw, (mode, bits, decrypt, what)
            assert what.startswith(f"openssl {'mac' if mode == 'cmac' else 'enc'}") and str(bits) in what
            bad = bytes([sw[0] ^ 1]) + sw[1:]
            for who in ("pycryptodome", "openssl"):
                m = cmd_run.compare_message(bad, sw, mode, 0, None, 16, who)
                assert m is not None and who in m
    # A counter narrower than the block has no openssl command (CTR_W = 32: RFC 3686).
    assert cmd_run.openssl_mode("aes", key, "ctr", iv, False, data, 32) == (
        None, "no AES CTR on the openssl command line")


def test_run_aes_modes_argument_checks(tmp_path: Path, data4k: Path) -> None:
    """An encrypt-only core takes decryption in the forward-cipher modes; CBC
    takes whole 16-byte blocks, CTR a partial one (checked before simulating)."""
    from cipherline.commands import run as cmd_run
    from cipherline.commands.cli import build_parser

    def check(*extra: str, src: Path = data4k):
        return cmd_run._check_args(build_parser().parse_args(
            ["run", "--core", "aes", *extra, "--key", AES_KEYS[128], str(src), str(tmp_path / "o.bin")]))

    for mode, more in (("ctr", ["--iv", AES_IV]), ("cfb1", ["--iv", AES_IV]), ("ofb", ["--iv", AES_IV]),
                       ("cmac", ["--tag", "ab" * 8])):
        m, cfg, hw, key, iv, taglen, size = check("--keylens", "1", "--encrypt-only", "--decrypt", "--mode", mode,
                                                  *more)
        assert (m, cfg.name, hw.name, key.hex(), size) == (mode, "aes-k1-s1-r1-enc", "aes-modes-k1-s1-r1-enc-x8",
                                                           AES_KEYS[128], 4096)
        assert iv == (bytes([0xab] * 8 + [0] * 8) if mode == "cmac" else bytes.fromhex(AES_IV))
        assert taglen == (8 if mode == "cmac" else 16)
    odd = tmp_path / "odd.bin"
    odd.write_bytes(bytes(1000))
    with pytest.raises(cmd_run.RunError, match="input length 1000 bytes is not a multiple of 16: CBC takes whole"):
        check("--mode", "cbc", "--iv", AES_IV, src=odd)
    assert check("--mode", "ctr", "--iv", AES_IV, src=odd)[6] == 1000


def test_aes_engine_harness_runs_message_and_records(tmp_path: Path, monkeypatch) -> None:
    """harness.py builds aes_modes with -DCL_CORE_AES; its harness runs
    `records` (56-byte AES records) and refuses mct and soak (the AES engine's
    soak replays packet beats instead: test_soak.py), which harness.py
    refuses before building too."""
    from cipherline.sim import harness as simrun

    cfg = Config.parse(AES_ENGINE)
    assert simrun._defines(cfg) == {"CL_STREAMS": 8, "CL_CORE_AES": 1, "CL_BLOCK_BYTES": 16, "CL_KEY_BYTES": 32,
                                    "CL_ALG": 1, "CL_TOP": "aes_modes", "CL_DESC": 0}
    assert simrun._defines(Config.parse("tdes-modes-n3-s3-r1-x64")) == {
        "CL_STREAMS": 64, "CL_CORE_TDES": 1, "CL_BLOCK_BYTES": 8, "CL_KEY_BYTES": 24, "CL_ALG": 0, "CL_TOP": "tdes_modes",
        "CL_DESC": 0}
    exe = simrun.build(cfg)  # the tests above built it
    src = tmp_path / "in.bin"
    src.write_bytes(bytes(56))  # one record: AES-128 encryption of the zero block under the zero key
    p = subprocess.run([str(exe), "records", "--in", str(src), "--out", str(tmp_path / "o.bin")],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["streams"] == 1
    assert (tmp_path / "o.bin").read_bytes() == bytes.fromhex("66e94bd4ef8a2c3b884cfa59ca342b2e")
    src.write_bytes(bytes(40))  # a TDES record
    p = subprocess.run([str(exe), "records", "--in", str(src), "--out", str(tmp_path / "o.bin")],
                       capture_output=True, text=True)
    assert p.returncode == 2 and "records file length is not a multiple of 56 bytes" in p.stderr
    p = subprocess.run([str(exe), "mct", "--spec", str(src)], capture_output=True, text=True)
    assert p.returncode == 2
    assert ("'mct' runs on the TDES engine (tdes_modes) only; this harness is built for aes_modes, "
            "which runs 'message', 'records' and 'replay'") in p.stderr
    p = subprocess.run([str(exe), "message", "--in", str(src), "--out", str(tmp_path / "o.bin"), "--mode", "cfb64",
                        "--key", AES_KEYS[128]], capture_output=True, text=True)
    assert p.returncode == 2 and "unknown mode 'cfb64' for aes_modes" in p.stderr

    def no_build(*a, **k):
        raise AssertionError("built")

    monkeypatch.setattr(simrun, "build", no_build)
    for run, call in (("mct", lambda: simrun.run_mct(cfg, [])),
                      ("soak", lambda: simrun.run_soak(cfg, bytes(24), bytes(16), expect=1))):
        with pytest.raises(simrun.SimError, match=f"`{run}` runs on the TDES modes engine only"):
            call()
    with pytest.raises(simrun.SimError, match="unknown mode 'cfb64' for aes-modes-k7-s1-r1-x8"):
        simrun.run_message(cfg, src, tmp_path / "o.bin", "cfb64", bytes(16), 0, False)


def test_aes_engine_records_match_pycryptodome() -> None:
    """run_records on the AES engine (the report gate's run): random blocks,
    keys of every size and both directions, changing per record, each a
    one-block ECB message on one of the 8 streams, with random stalls;
    checked against pycryptodome's ECB."""
    from Crypto.Cipher import AES

    from cipherline.sim import harness as simrun

    rng = random.Random(20)
    items = [(rng.randbytes(16), rng.randbytes(rng.choice((16, 24, 32))), rng.random() < 0.5) for _ in range(300)]
    assert {len(k) for _, k, _ in items} == {16, 24, 32} and {d for _, _, d in items} == {False, True}
    got, stats = simrun.run_records(Config.parse(AES_ENGINE), items, stall_seed=4)
    assert stats["blocks"] == len(items) and stats["streams"] == 8 and stats["stalls"] is True
    want = [(AES.new(k, AES.MODE_ECB).decrypt if d else AES.new(k, AES.MODE_ECB).encrypt)(b) for b, k, d in items]
    bad = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert len(got) == len(want) and not bad, f"{len(bad)} wrong blocks, first: record {bad[:1]}"


# ---------------------------------------------------------------------------
# AES-GCM on the modes engine (mode 6; the same aes-modes-k7-s1-r1-x8 build as
# above, and aes-modes-k7-s1-r1-x8-ab32768 for the one decryption longer than
# the default 18,432-byte message buffer).
# ---------------------------------------------------------------------------

GCM_IV12 = "cafebabefacedbaddecaf888"
GCM_IV60 = ("9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728"
            "c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b")  # GCM spec test case 6's IV
OPENSSL_NO_GCM = ("openssl           not checked: `openssl enc` has no GCM (AEAD ciphers are not supported by "
                  "openssl enc); checked against pycryptodome only")


def gcm_reference(key_hex: str, iv_hex: str, aad: bytes, data: bytes, taglen: int = 16) -> tuple[bytes, bytes]:
    """pycryptodome's AES-GCM: (ciphertext, tag)."""
    from Crypto.Cipher import AES

    c = AES.new(bytes.fromhex(key_hex), AES.MODE_GCM, nonce=bytes.fromhex(iv_hex), mac_len=taglen)
    c.update(aad)
    return c.encrypt_and_digest(data)


def test_gcm_spec_test_case_4_reference() -> None:
    """The reference the tests use gives the GCM specification's test case 4
    (AES-128, 20 bytes of AAD, 60 bytes of plaintext; docs/modes.md), and
    `run`'s own reference agrees with it, both ways."""
    from cipherline.commands import run as cmd_run

    key = "feffe9928665731c6d6a8f9467308308"
    pt = bytes.fromhex("d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
                       "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39")
    aad = bytes.fromhex("feedfacedeadbeeffeedfacedeadbeefabaddad2")
    ct, tag = gcm_reference(key, GCM_IV12, aad, pt)
    assert ct.hex() == ("42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
                        "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091")
    assert tag.hex() == "5bc94fbc3221a5db94fae95ae7121a47"
    k, iv = bytes.fromhex(key), bytes.fromhex(GCM_IV12)
    assert cmd_run.software_gcm(k, iv, aad, pt, 16, False) == ct + tag
    assert cmd_run.software_gcm(k, iv, aad, ct + tag, 16, True) == pt
    assert cmd_run.software_gcm(k, iv, aad, ct + tag[:12], 12, True) == pt
    assert cmd_run.software_gcm(k, iv, aad[:-1], ct + tag, 16, True) is None  # other AAD: the tag fails
    bad = ct + bytes([tag[0] ^ 1]) + tag[1:]
    assert cmd_run.software_gcm(k, iv, aad, bad, 16, True) is None
    assert cmd_run.compare_gcm(None, None, 6, True, 60) is None
    assert cmd_run.compare_gcm(pt, pt, 0, True, 60) is None
    assert cmd_run.compare_gcm(None, pt, 6, True, 60) == "GCM verify: hardware says fail, pycryptodome says pass"
    assert cmd_run.compare_gcm(ct + tag[:15] + b"\0", ct + tag, 0, False, 60).startswith("tag: hardware ")
    assert cmd_run.compare_gcm(b"\0" + ct[1:] + tag, ct + tag, 0, False, 60).startswith("byte offset 0 (block 0)")


def test_run_aes_gcm_round_trip_and_bad_tag(tmp_path: Path) -> None:
    """AES-256 GCM: 1000 bytes with a 12-byte IV and 37 bytes of AAD give
    pycryptodome's ciphertext || tag; the decryption gives the plaintext
    back, after the tag beat went in; a tag with one bit flipped gives exit
    1, ERR_AUTH, and no OUT (an older OUT is removed)."""
    key = AES_KEYS[256]
    data = random.Random(1000).randbytes(1000)
    aad = random.Random(37).randbytes(37)
    src, aadf, enc, dec = tmp_path / "p.bin", tmp_path / "aad.bin", tmp_path / "c.bin", tmp_path / "d.bin"
    ej, dj = tmp_path / "e.json", tmp_path / "d.json"
    src.write_bytes(data)
    aadf.write_bytes(aad)
    p = cli("run", *AES_CONFIG, "--mode", "gcm", "--iv", GCM_IV12, "--aad", str(aadf), "--key", key,
            "--json", str(ej), str(src), str(enc), check=True)
    ct, tag = gcm_reference(key, GCM_IV12, aad, data)
    assert enc.read_bytes() == ct + tag and len(tag) == 16
    assert "(encrypt, GCM)" in p.stdout and "check             OK (matches pycryptodome)" in p.stdout
    assert OPENSSL_NO_GCM in p.stdout
    assert ("input             1,000 bytes of plaintext, AAD 37 bytes, IV 12 bytes (header) = 66 blocks "
            "(payload 63, AAD 3)") in p.stdout
    res = json.loads(ej.read_text())
    assert res["config"] == AES_ENGINE and res["mode"] == "gcm" and res["status"] == 0 and res["check"] is True
    assert res["openssl"] is None and res["beats"] == 66 and res["bytes"] == 1000
    assert res["gcm"] == {"iv_bytes": 12, "aad_bytes": 37, "payload_bytes": 1000, "taglen": 16, "iv_blocks": 0,
                          "aad_blocks": 3, "payload_blocks": 63, "blocks": 66, "auth_buf_bytes": None,
                          "verified": None}
    assert res["blocks_per_clock"] == pytest.approx(66 / res["busy_cycles"], rel=1e-3)
    assert f"blocks per clock  {res['blocks_per_clock']:.4f}  (IV, AAD and payload blocks)" in p.stdout

    p = cli("run", *AES_CONFIG, "--mode", "gcm", "--decrypt", "--iv", GCM_IV12, "--aad", str(aadf), "--key", key,
            "--json", str(dj), str(enc), str(dec), check=True)
    assert dec.read_bytes() == data
    assert "GCM verify        PASS (tag matches)  (message buffer 18,432 bytes)" in p.stdout
    assert "(decrypt, GCM)" in p.stdout and "check             OK (matches pycryptodome)" in p.stdout
    res = json.loads(dj.read_text())
    assert res["status"] == 0 and res["gcm"]["verified"] is True and res["gcm"]["auth_buf_bytes"] == 18432
    assert res["bytes"] == 1016 and res["gcm"]["payload_bytes"] == 1000 and res["beats"] == 66
    # The plaintext waits in the message buffer for the verdict, then leaves in one burst (63 plaintext
    # beats and the status beat, about one per clock) at the end of the run.
    assert res["busy_cycles"] - res["first_latency"] < 64 + 16

    bad = bytearray(enc.read_bytes())
    bad[-5] ^= 0x08  # one bit of the tag
    badf = tmp_path / "bad.bin"
    badf.write_bytes(bytes(bad))
    dec.write_bytes(b"stale output of an earlier run")
    p = cli("run", *AES_CONFIG, "--mode", "gcm", "--decrypt", "--iv", GCM_IV12, "--aad", str(aadf), "--key", key,
            "--json", str(dj), str(badf), str(dec))
    assert p.returncode == 1, p.stderr
    assert "authentication failed: the tag does not match (ERR_AUTH)" in p.stderr
    assert "GCM verify        FAIL (ERR_AUTH: tag does not match)" in p.stdout
    assert "check             OK (matches pycryptodome)" in p.stdout  # the hardware's verdict agrees
    assert not dec.exists()
    res = json.loads(dj.read_text())
    assert res["status"] == 6 and res["check"] is True and res["gcm"]["verified"] is False
    # A corrupted ciphertext byte fails the same way.
    bad = bytearray(enc.read_bytes())
    bad[500] ^= 0x01
    badf.write_bytes(bytes(bad))
    p = cli("run", *AES_CONFIG, "--mode", "gcm", "--decrypt", "--iv", GCM_IV12, "--aad", str(aadf), "--key", key,
            str(badf), str(dec))
    assert p.returncode == 1 and "(ERR_AUTH)" in p.stderr and not dec.exists()


GCM_CASES = [
    # (IV hex, AAD bytes, payload bytes, taglen, key bits, stall seed)
    ("5a", 20, 77, 16, 128, None),              # a 1-byte IV: one IV data beat
    (GCM_IV60, 16, 64, 12, 192, 11),            # a 60-byte IV (4 data beats), a 12-byte tag, random stalls
    (GCM_IV12, 45, 0, 16, 256, None),           # GMAC: no payload, OUT is the tag
    (GCM_IV60, 0, 0, 4, 128, None),             # IV data beats alone, a 4-byte tag
    (GCM_IV12, 0, 0, 8, 128, None),             # the header alone (TLAST on the IV beat)
    (bytes(i & 0xFF for i in range(7, 264)).hex(), 8, 40, 16, 256, 3),  # a 257-byte IV (the length's high byte 1), stalls
]


@pytest.mark.parametrize("iv_hex,alen,plen,taglen,bits,stall", GCM_CASES,
                         ids=["iv1", "iv60-tag12-stalls", "gmac", "iv60-only-tag4", "header-only", "iv257-stalls"])
def test_run_aes_gcm_lengths(tmp_path: Path, iv_hex: str, alen: int, plen: int, taglen: int, bits: int,
                             stall) -> None:
    """IVs that are not 12 bytes (data beats before the AAD), GMAC (no
    payload), short tags: OUT is pycryptodome's ciphertext || tag, and the
    decryption verifies and gives the payload back (an empty OUT for GMAC)."""
    key = AES_KEYS[bits]
    rng = random.Random(plen * 1000 + alen)
    data, aad = rng.randbytes(plen), rng.randbytes(alen)
    src, enc, dec, js = tmp_path / "p.bin", tmp_path / "c.bin", tmp_path / "d.bin", tmp_path / "r.json"
    src.write_bytes(data)
    extra = ["--taglen", str(taglen)] if taglen != 16 else []
    if alen:
        (tmp_path / "aad.bin").write_bytes(aad)
        extra += ["--aad", str(tmp_path / "aad.bin")]
    if stall is not None:
        extra += ["--stall-seed", str(stall)]
    p = cli("run", *AES_CONFIG, "--mode", "gcm", "--iv", iv_hex, *extra, "--key", key, "--json", str(js), str(src),
            str(enc), check=True)
    ct, tag = gcm_reference(key, iv_hex, aad, data, taglen)
    assert enc.read_bytes() == ct + tag and len(tag) == taglen
    assert "check             OK (matches pycryptodome)" in p.stdout
    g = json.loads(js.read_text())["gcm"]
    iv_blocks = 0 if len(iv_hex) == 24 else -(-len(iv_hex) // 32)
    assert (g["iv_bytes"], g["iv_blocks"], g["aad_blocks"], g["payload_blocks"], g["taglen"]) == (
        len(iv_hex) // 2, iv_blocks, -(-alen // 16), -(-plen // 16), taglen)
    p = cli("run", *AES_CONFIG, "--mode", "gcm", "--decrypt", "--iv", iv_hex, *extra, "--key", key, str(enc),
            str(dec), check=True)
    assert dec.read_bytes() == data and "GCM verify        PASS (tag matches)" in p.stdout


def test_run_message_buffer_size() -> None:
    """The message buffer `run` builds its AEAD engine with: the default
    18,432 bytes (two jumbo frames), else the next power of two that holds
    the message, up to 1 MiB."""
    from cipherline.commands import run as cmd_run

    assert [cmd_run.gcm_auth_buf(n) for n in (0, 18432, 18433, 32768, 40000, 1 << 20)] == [
        18432, 18432, 32768, 32768, 65536, 1 << 20]
    with pytest.raises(cmd_run.RunError, match="does not fit the largest message buffer"):
        cmd_run.gcm_auth_buf((1 << 20) + 1)


# The two runs past the default buffer share an engine build of their own
# (aes-modes-k7-s1-r1-x8-ab32768): `make conformance` only (the CI budget).
@pytest.mark.slow
def test_run_aes_gcm_decrypts_past_the_default_buffer(tmp_path: Path) -> None:
    """A 20,000-byte decryption does not fit the default 18,432-byte message
    buffer (ERR_LONG): `run` builds its engine with the next power of two,
    AUTH_BUF_BYTES = 32768, and the plaintext comes back verified."""
    key = AES_KEYS[128]
    data = random.Random(5000).randbytes(20000)
    ct, tag = gcm_reference(key, GCM_IV12, b"", data)
    enc, dec, js = tmp_path / "c.bin", tmp_path / "d.bin", tmp_path / "r.json"
    enc.write_bytes(ct + tag)
    p = cli("run", *AES_CONFIG, "--mode", "gcm", "--decrypt", "--iv", GCM_IV12, "--key", key, "--json", str(js),
            str(enc), str(dec), check=True)
    assert dec.read_bytes() == data
    assert "[aes-modes-k7-s1-r1-x8-ab32768]" in p.stdout
    assert "GCM verify        PASS (tag matches)  (message buffer 32,768 bytes)" in p.stdout
    res = json.loads(js.read_text())
    assert res["config"] == "aes-modes-k7-s1-r1-x8-ab32768" and res["gcm"]["auth_buf_bytes"] == 32768
    assert res["beats"] == 1250 and res["status"] == 0 and res["check"] is True


def test_gcm_harness_holds_plaintext_until_the_verdict(tmp_path: Path) -> None:
    """simrun.run_message with mode "gcm": a verified decryption's first
    output beat leaves after its tag beat went in; a wrong tag gives ERR_AUTH
    as the only output beat and leaves no OUT; the default buffer answers a
    longer payload with ERR_LONG and nothing else."""
    from cipherline.sim import harness as simrun

    cfg = Config.parse(AES_ENGINE)
    key = bytes.fromhex(AES_KEYS[128])
    iv = bytes.fromhex(GCM_IV12)
    data = random.Random(3).randbytes(200)
    ct, tag = gcm_reference(AES_KEYS[128], GCM_IV12, b"ad", data, 14)
    src, out = tmp_path / "c.bin", tmp_path / "p.bin"
    src.write_bytes(ct + tag)
    st = simrun.run_message(cfg, src, out, "gcm", key, iv, True, taglen=14, aad=b"ad")
    assert st["status"] == 0 and out.read_bytes() == data
    assert (st["ivlen"], st["alen"], st["plen"], st["taglen"]) == (12, 2, 200, 14)
    assert st["beats"] == 1 + 13 + 1 and st["out_beats"] == 13 + 1 and st["out_bytes"] == 200
    assert st["first_out_cycle"] > st["last_in_cycle"]
    src.write_bytes(ct + tag[:-1] + bytes([tag[-1] ^ 0x80]))
    st = simrun.run_message(cfg, src, out, "gcm", key, iv, True, taglen=14, aad=b"ad")
    assert (st["status"], st["status_name"], st["out_beats"], st["out_bytes"]) == (6, "ERR_AUTH", 1, 0)
    assert not out.exists()
    long = random.Random(4).randbytes(18448)  # 18,448 > 18,432 bytes: ERR_LONG on the default engine
    ct, tag = gcm_reference(AES_KEYS[128], GCM_IV12, b"", long)
    src.write_bytes(ct + tag)
    st = simrun.run_message(cfg, src, out, "gcm", key, iv, True)
    assert (st["status"], st["status_name"], st["out_beats"]) == (8, "ERR_LONG", 1) and not out.exists()
    with pytest.raises(ValueError, match="a GCM IV is 1..65535 bytes"):
        simrun.run_message(cfg, src, out, "gcm", key, bytes(65536), True)
    with pytest.raises(simrun.SimError, match="unknown mode 'gcm' for tdes-modes"):
        simrun.run_message(Config.make("tdes-modes", STAGES=3, STREAMS=64), src, out, "gcm", bytes(24), iv, True)


GCM_BAD = [
    (["--core", "aes", "--mode", "gcm", "--iv", GCM_IV12, "--taglen", "10", "--key", AES_KEYS[128]],
     "--taglen 10: a GCM tag is 4, 8, 12, 13, 14, 15 or 16 bytes"),
    (["--core", "aes", "--mode", "gcm", "--iv", GCM_IV12, "--taglen", "17", "--key", AES_KEYS[128]],
     "--taglen 17: a GCM tag is 4, 8, 12, 13, 14, 15 or 16 bytes"),
    (["--core", "aes", "--mode", "gcm", "--key", AES_KEYS[128]], "--mode gcm needs --iv: the IV in hex, 1..65535 bytes"),
    (["--core", "aes", "--mode", "gcm", "--iv", "", "--key", AES_KEYS[128]], "--iv is empty: a GCM IV is 1..65535 bytes"),
    (["--core", "tdes", "--mode", "gcm", "--iv", GCM_IV12, "--key", KEY3],
     "--mode gcm needs a 128-bit block cipher (SP 800-38D): it runs on the AES modes engine only (--core aes); "
     "TDES has a 64-bit block"),
    (["--core", "aes", "--mode", "gcm", "--iv", GCM_IV12, "--aad", "/nonexistent/aad.bin", "--key", AES_KEYS[128]],
     "AAD file not found: /nonexistent/aad.bin"),
    (["--core", "aes", "--mode", "gcm", "--iv", GCM_IV12, "--tag", "00" * 16, "--key", AES_KEYS[128]],
     "--tag is not for --mode gcm: a GCM decryption's tag is the last --taglen bytes of IN"),
    (["--core", "aes", "--mode", "ctr", "--iv", AES_IV, "--aad", "/nonexistent/aad.bin", "--key", AES_KEYS[128]],
     "--aad is for --mode gcm and ccm (authenticated data), not CTR"),
    (["--core", "aes", "--mode", "gcm", "--iv", GCM_IV12, "--key", AES_KEYS[128] + "00"],
     "wrong key length: AES needs 16, 24 or 32 bytes"),
]


@pytest.mark.parametrize("extra,message", GCM_BAD,
                         ids=[f"{i}-" + m.split(":")[0][:30] for i, (_, m) in enumerate(GCM_BAD)])
def test_run_gcm_rejects_bad_arguments(tmp_path: Path, extra, message) -> None:
    src, out = tmp_path / "in.bin", tmp_path / "out.bin"
    src.write_bytes(bytes(40))
    p = cli("run", *extra, str(src), str(out))
    assert p.returncode == 2, p.stderr
    assert p.stderr.startswith("cipherline run: error: ") and message in p.stderr, p.stderr
    assert not out.exists()


def test_run_gcm_rejects_an_iv_past_65535_bytes() -> None:
    # (In process: 65,536 bytes of IV in hex do not fit one command-line argument.)
    import argparse

    from cipherline.commands import run as cmd_run

    args = argparse.Namespace(iv="ab" * 65535, tag=None, taglen=None)
    assert len(cmd_run._check_gcm_iv_tag(args)[0]) == 65535
    with pytest.raises(cmd_run.RunError, match="wrong IV length: a GCM IV is 1..65535 bytes, got 65536 bytes"):
        cmd_run._check_gcm_iv_tag(argparse.Namespace(iv="ab" * 65536, tag=None, taglen=None))


def test_run_gcm_rejects_short_decryption_input(tmp_path: Path) -> None:
    """A decryption's IN is ciphertext || tag: shorter than the tag is an error before simulating."""
    src, out = tmp_path / "in.bin", tmp_path / "out.bin"
    for n, taglen in ((0, 16), (7, 8), (15, 16)):
        src.write_bytes(bytes(n))
        args = ["run", "--core", "aes", "--mode", "gcm", "--decrypt", "--iv", GCM_IV12, "--key", AES_KEYS[128]]
        if taglen != 16:
            args += ["--taglen", str(taglen)]
        p = cli(*args, str(src), str(out))
        assert p.returncode == 2, p.stderr
        assert (f"a GCM decryption's input is ciphertext || tag: {n} bytes is shorter than the {taglen}-byte tag"
                in p.stderr), p.stderr
        assert not out.exists()


# ---------------------------------------------------------------------------
# AES-CCM on the modes engine (mode 7, SP 800-38C; the same aes-modes-k7-s1-r1-x8
# build as GCM above: no engine build of its own).
# ---------------------------------------------------------------------------

#: SP 800-38C appendix C, example 2 (C.2): AES-128, 8-byte nonce, 16 bytes of AAD and payload, 6-byte tag.
CCM_C2 = {"key": "404142434445464748494a4b4c4d4e4f", "nonce": "1011121314151617",
          "aad": "000102030405060708090a0b0c0d0e0f", "payload": "202122232425262728292a2b2c2d2e2f",
          "taglen": 6, "out": "d2a1f0e051ea5f62081a7792073d593d1fc64fbfaccd"}
OPENSSL_NO_CCM = ("openssl           not checked: `openssl enc` has no CCM (AEAD ciphers are not supported by "
                  "openssl enc); checked against pycryptodome only")


def ccm_reference(key_hex: str, nonce_hex: str, aad: bytes, data: bytes, taglen: int = 16) -> tuple[bytes, bytes]:
    """pycryptodome's AES-CCM: (ciphertext, tag)."""
    from Crypto.Cipher import AES

    c = AES.new(bytes.fromhex(key_hex), AES.MODE_CCM, nonce=bytes.fromhex(nonce_hex), mac_len=taglen,
                msg_len=len(data), assoc_len=len(aad))
    c.update(aad)
    return c.encrypt_and_digest(data)


def test_ccm_sp800_38c_example_reference() -> None:
    """pycryptodome, `run`'s reference and the golden model give SP 800-38C
    example 2 both ways; `run`'s CCM lengths are the model's; the layout
    counts and the ERR_LONG message name what they should."""
    from cipherline.commands import run as cmd_run
    from cipherline.ref import modes_model as mm

    k, n, a, pt = (bytes.fromhex(CCM_C2[f]) for f in ("key", "nonce", "aad", "payload"))
    ct, tag = ccm_reference(CCM_C2["key"], CCM_C2["nonce"], a, pt, 6)
    assert (ct + tag).hex() == CCM_C2["out"]
    assert cmd_run.software_ccm(k, n, a, pt, 6, False) == ct + tag
    assert cmd_run.software_ccm(k, n, a, ct + tag, 6, True) == pt
    assert cmd_run.software_ccm(k, n, a, ct + tag[:-1] + bytes([tag[-1] ^ 1]), 6, True) is None
    assert cmd_run.software_ccm(k, n, a[1:], ct + tag, 6, True) is None  # other AAD: the tag fails
    assert mm.ccm(mm.aes_block_fn(), mm.aes_bundle(k), n, a, pt, 6, False) == (ct, tag)
    assert (cmd_run.CCM_TAGLENS, cmd_run.CCM_NONCELENS) == (mm.CCM_TAGLENS, mm.CCM_NONCELENS)
    assert cmd_run.compare_gcm(None, pt, 6, True, 16, name="CCM") == "CCM verify: hardware says fail, pycryptodome says pass"
    g = cmd_run.ccm_layout(n, 16, 22, 6, True)
    assert g == {"nonce_bytes": 8, "aad_bytes": 16, "payload_bytes": 16, "taglen": 6, "aad_blocks": 1,
                 "payload_blocks": 1, "blocks": 2, "aes_ops": 2 + 2 + 1}
    assert cmd_run.ccm_layout(bytes(13), 0, 65535, 16, False)["payload_blocks"] == 4096  # the longest for 13
    hw = Config.parse(AES_ENGINE)
    assert "which holds a CCM decryption's plaintext until its tag is checked (ERR_LONG)" in cmd_run._status_error(
        8, "ccm", hw, {"payload_bytes": 5000})


def test_run_aes_ccm_sp800_38c_example(tmp_path: Path) -> None:
    """SP 800-38C example 2 through the simulated engine: the encryption
    writes its ciphertext || tag; the decryption (nonce given with --iv, the
    alias) gives the payload back after the verdict; a corrupted tag gives
    exit 1, ERR_AUTH and no OUT (an older OUT is removed)."""
    src, aadf, enc, dec = tmp_path / "p.bin", tmp_path / "aad.bin", tmp_path / "c.bin", tmp_path / "d.bin"
    ej, dj = tmp_path / "e.json", tmp_path / "d.json"
    src.write_bytes(bytes.fromhex(CCM_C2["payload"]))
    aadf.write_bytes(bytes.fromhex(CCM_C2["aad"]))
    common = [*AES_CONFIG, "--mode", "ccm", "--aad", str(aadf), "--taglen", "6", "--key", CCM_C2["key"]]
    p = cli("run", *common, "--nonce", CCM_C2["nonce"], "--json", str(ej), str(src), str(enc), check=True)
    assert enc.read_bytes().hex() == CCM_C2["out"]
    assert "(encrypt, CCM)" in p.stdout and "check             OK (matches pycryptodome)" in p.stdout
    assert OPENSSL_NO_CCM in p.stdout
    assert ("input             16 bytes of plaintext, AAD 16 bytes, nonce 8 bytes (header) = 2 blocks "
            "(payload 1, AAD 1; 5 AES operations)") in p.stdout
    assert "CCM tag           6 bytes, after the 16 ciphertext bytes in OUT" in p.stdout
    res = json.loads(ej.read_text())
    assert res["config"] == AES_ENGINE and res["mode"] == "ccm" and res["status"] == 0 and res["check"] is True
    assert res["openssl"] is None and res["beats"] == 2 and res["bytes"] == 16
    assert res["ccm"] == {"nonce_bytes": 8, "aad_bytes": 16, "payload_bytes": 16, "taglen": 6, "aad_blocks": 1,
                          "payload_blocks": 1, "blocks": 2, "aes_ops": 5, "auth_buf_bytes": None, "verified": None}

    p = cli("run", *common, "--decrypt", "--iv", CCM_C2["nonce"], "--json", str(dj), str(enc), str(dec), check=True)
    assert dec.read_bytes().hex() == CCM_C2["payload"]
    assert "CCM verify        PASS (tag matches)  (message buffer 18,432 bytes)" in p.stdout
    assert "(decrypt, CCM)" in p.stdout and "check             OK (matches pycryptodome)" in p.stdout
    res = json.loads(dj.read_text())
    assert res["status"] == 0 and res["ccm"]["verified"] is True and res["ccm"]["auth_buf_bytes"] == 18432
    assert res["bytes"] == 22 and res["ccm"]["payload_bytes"] == 16

    bad = bytearray(enc.read_bytes())
    bad[-1] ^= 0x40  # one bit of the tag
    badf = tmp_path / "bad.bin"
    badf.write_bytes(bytes(bad))
    dec.write_bytes(b"stale output of an earlier run")
    p = cli("run", *common, "--decrypt", "--nonce", CCM_C2["nonce"], "--json", str(dj), str(badf), str(dec))
    assert p.returncode == 1, p.stderr
    assert "authentication failed: the tag does not match (ERR_AUTH)" in p.stderr
    assert "CCM verify        FAIL (ERR_AUTH: tag does not match)" in p.stdout
    assert "check             OK (matches pycryptodome)" in p.stdout  # the hardware's verdict agrees
    assert not dec.exists()
    res = json.loads(dj.read_text())
    assert res["status"] == 6 and res["check"] is True and res["ccm"]["verified"] is False


CCM_CASES = [
    # (nonce bytes, AAD bytes, payload bytes, taglen, key bits, stall seed)
    (13, 37, 1000, 16, 256, 5),   # partial last AAD and payload beats, random stalls
    (7, 300, 33, 4, 192, None),   # a long AAD (the formatted AAD has a flush block), a 4-byte tag
    (12, 0, 0, 8, 128, None),     # the header alone (TLAST on the IV beat): OUT is the tag
]


@pytest.mark.parametrize("nlen,alen,plen,taglen,bits,stall", CCM_CASES, ids=["n13-stalls", "n7-tag4", "header-only"])
def test_run_aes_ccm_lengths(tmp_path: Path, nlen: int, alen: int, plen: int, taglen: int, bits: int, stall) -> None:
    """Other nonce, AAD, payload and tag lengths: OUT is pycryptodome's
    ciphertext || tag and the decryption gives the payload back."""
    key = AES_KEYS[bits]
    rng = random.Random(nlen * 10000 + plen + alen)
    nonce, data, aad = rng.randbytes(nlen).hex(), rng.randbytes(plen), rng.randbytes(alen)
    src, enc, dec = tmp_path / "p.bin", tmp_path / "c.bin", tmp_path / "d.bin"
    src.write_bytes(data)
    extra = ["--taglen", str(taglen)] if taglen != 16 else []
    if alen:
        (tmp_path / "aad.bin").write_bytes(aad)
        extra += ["--aad", str(tmp_path / "aad.bin")]
    if stall is not None:
        extra += ["--stall-seed", str(stall)]
    p = cli("run", *AES_CONFIG, "--mode", "ccm", "--nonce", nonce, *extra, "--key", key, str(src), str(enc),
            check=True)
    ct, tag = ccm_reference(key, nonce, aad, data, taglen)
    assert enc.read_bytes() == ct + tag and "check             OK (matches pycryptodome)" in p.stdout
    p = cli("run", *AES_CONFIG, "--mode", "ccm", "--decrypt", "--nonce", nonce, *extra, "--key", key, str(enc),
            str(dec), check=True)
    assert dec.read_bytes() == data and "CCM verify        PASS (tag matches)" in p.stdout


@pytest.mark.slow
def test_run_aes_ccm_decrypts_past_the_default_buffer(tmp_path: Path) -> None:
    """A 20,000-byte CCM decryption runs on the same larger-buffer engine as
    GCM's (AUTH_BUF_BYTES = 32768, aes-modes-k7-s1-r1-x8-ab32768: no build of
    its own) and its plaintext comes back verified."""
    key, nonce = AES_KEYS[128], "00112233445566778899aabb"
    data = random.Random(5001).randbytes(20000)
    ct, tag = ccm_reference(key, nonce, b"", data, 8)
    enc, dec, js = tmp_path / "c.bin", tmp_path / "d.bin", tmp_path / "r.json"
    enc.write_bytes(ct + tag)
    p = cli("run", *AES_CONFIG, "--mode", "ccm", "--decrypt", "--nonce", nonce, "--taglen", "8", "--key", key,
            "--json", str(js), str(enc), str(dec), check=True)
    assert dec.read_bytes() == data
    assert "CCM verify        PASS (tag matches)  (message buffer 32,768 bytes)" in p.stdout
    res = json.loads(js.read_text())
    assert res["config"] == "aes-modes-k7-s1-r1-x8-ab32768" and res["ccm"]["auth_buf_bytes"] == 32768
    assert res["beats"] == 1250 and res["status"] == 0 and res["check"] is True


def test_ccm_harness_holds_plaintext_until_the_verdict(tmp_path: Path) -> None:
    """simrun.run_message with mode "ccm": a verified decryption's plaintext
    leaves after its tag beat went in; a wrong tag gives ERR_AUTH alone and
    no OUT; the default buffer answers a longer payload with ERR_LONG."""
    from cipherline.sim import harness as simrun

    cfg = Config.parse(AES_ENGINE)
    key = bytes.fromhex(AES_KEYS[128])
    nonce = bytes.fromhex("00112233445566778899aabb")
    data = random.Random(5).randbytes(200)
    ct, tag = ccm_reference(AES_KEYS[128], nonce.hex(), b"ad", data, 10)
    src, out = tmp_path / "c.bin", tmp_path / "p.bin"
    src.write_bytes(ct + tag)
    st = simrun.run_message(cfg, src, out, "ccm", key, nonce, True, taglen=10, aad=b"ad")
    assert st["status"] == 0 and out.read_bytes() == data
    assert (st["ivlen"], st["alen"], st["plen"], st["taglen"]) == (12, 2, 200, 10)
    assert st["beats"] == 1 + 13 + 1 and st["out_beats"] == 13 + 1 and st["first_out_cycle"] > st["last_in_cycle"]
    src.write_bytes(ct + tag[:-1] + bytes([tag[-1] ^ 0x01]))
    st = simrun.run_message(cfg, src, out, "ccm", key, nonce, True, taglen=10, aad=b"ad")
    assert (st["status"], st["status_name"], st["out_beats"], st["out_bytes"]) == (6, "ERR_AUTH", 1, 0)
    assert not out.exists()
    long = random.Random(6).randbytes(18448)  # 18,448 > 18,432 bytes: ERR_LONG on the default engine
    ct, tag = ccm_reference(AES_KEYS[128], nonce.hex(), b"", long)
    src.write_bytes(ct + tag)
    st = simrun.run_message(cfg, src, out, "ccm", key, nonce, True)
    assert (st["status"], st["status_name"], st["out_beats"]) == (8, "ERR_LONG", 1) and not out.exists()
    with pytest.raises(ValueError, match="a CCM nonce is 7..13 bytes, got 6"):
        simrun.run_message(cfg, src, out, "ccm", key, bytes(6), True)


CCM_BAD = [
    (["--nonce", "101112131415"], "wrong nonce length: a CCM nonce is 7..13 bytes (14..26 hex digits; SP 800-38C "
     "A.1), got 6 bytes"),
    (["--nonce", "ab" * 14], "wrong nonce length: a CCM nonce is 7..13 bytes (14..26 hex digits; SP 800-38C A.1), "
     "got 14 bytes"),
    (["--iv", "ab" * 5], "wrong nonce length: a CCM nonce is 7..13 bytes"),
    ([], "--mode ccm needs --nonce: the nonce in hex, 7..13 bytes"),
    (["--nonce", CCM_C2["nonce"], "--iv", CCM_C2["nonce"]], "--mode ccm takes the nonce once: --nonce or --iv"),
    (["--nonce", CCM_C2["nonce"], "--taglen", "5"], "--taglen 5: a CCM tag is 4, 6, 8, 10, 12, 14 or 16 bytes"),
    (["--nonce", CCM_C2["nonce"], "--taglen", "2"], "--taglen 2: a CCM tag is 4, 6, 8, 10, 12, 14 or 16 bytes"),
    (["--nonce", CCM_C2["nonce"], "--taglen", "18"], "--taglen 18: a CCM tag is 4, 6, 8, 10, 12, 14 or 16 bytes"),
    (["--nonce", CCM_C2["nonce"], "--tag", "00" * 16], "--tag is not for --mode ccm"),
]


@pytest.mark.parametrize("extra,message", CCM_BAD,
                         ids=[f"{i}-" + m.split(":")[0][:30] for i, (_, m) in enumerate(CCM_BAD)])
def test_run_ccm_rejects_bad_arguments(tmp_path: Path, extra, message) -> None:
    src, out = tmp_path / "in.bin", tmp_path / "out.bin"
    src.write_bytes(bytes(40))
    p = cli("run", "--core", "aes", "--mode", "ccm", *extra, "--key", CCM_C2["key"], str(src), str(out))
    assert p.returncode == 2, p.stderr
    assert p.stderr.startswith("cipherline run: error: ") and message in p.stderr, p.stderr
    assert not out.exists()


def test_run_ccm_rejects_other_ciphers_modes_and_lengths(tmp_path: Path) -> None:
    """CCM needs AES; --nonce is CCM's; a payload of 2^16 bytes is too long
    for a 13-byte nonce (its 2-byte length field), both ways; a decryption's
    IN must hold the tag. All exit 2 before simulating."""
    src, out = tmp_path / "in.bin", tmp_path / "out.bin"
    n13 = "10111213141516171819" + "1a1b1c"

    def refused(args: list[str], message: str) -> None:
        p = cli("run", *args, str(src), str(out))
        assert p.returncode == 2, p.stderr
        assert p.stderr.startswith("cipherline run: error: ") and message in p.stderr, p.stderr
        assert not out.exists()

    src.write_bytes(bytes(40))
    refused(["--core", "tdes", "--mode", "ccm", "--nonce", CCM_C2["nonce"], "--key", KEY3],
            "--mode ccm needs a 128-bit block cipher (SP 800-38C): it runs on the AES modes engine only")
    refused(["--core", "aes", "--mode", "gcm", "--iv", GCM_IV12, "--nonce", CCM_C2["nonce"], "--key", AES_KEYS[128]],
            "--nonce is for --mode ccm (its nonce, 7..13 bytes), not GCM (GCM's IV is --iv)")
    refused(["--core", "aes", "--mode", "ctr", "--iv", AES_IV, "--nonce", CCM_C2["nonce"], "--key", AES_KEYS[128]],
            "--nonce is for --mode ccm (its nonce, 7..13 bytes), not CTR")
    too_long = ("a payload of 65,536 bytes is too long for a 13-byte nonce: CCM's length field then has "
                "15 - 13 = 2 bytes, so the payload must be shorter than 2^16 = 65,536 bytes")
    src.write_bytes(bytes(1 << 16))
    refused(["--core", "aes", "--mode", "ccm", "--nonce", n13, "--key", AES_KEYS[128]], too_long)
    src.write_bytes(bytes((1 << 16) + 8))
    refused(["--core", "aes", "--mode", "ccm", "--decrypt", "--taglen", "8", "--nonce", n13, "--key", AES_KEYS[128]],
            too_long)
    src.write_bytes(bytes(5))
    refused(["--core", "aes", "--mode", "ccm", "--decrypt", "--taglen", "6", "--nonce", n13, "--key", AES_KEYS[128]],
            "a CCM decryption's input is ciphertext || tag: 5 bytes is shorter than the 6-byte tag")


def test_run_desc(tmp_path: Path) -> None:
    """`cipherline run --desc`: the engine built with descriptors (DESC = 1),
    driven by the C++ harness's descriptor channel (each descriptor with its
    message's first data beat; cipherline_desc.h's layout). AES-256 GCM with
    a 257-byte IV, AAD and random stalls, back and with a wrong tag
    (ERR_AUTH); the GCM message without data; CCM; CBC both ways; each
    against pycryptodome. --desc with --mode ecb is refused. (The TDES
    engine with descriptors is the cocotb tests' and the benchmark's: its
    harness build would add half a minute to `make test`.)"""
    from Crypto.Cipher import AES

    def run(*args: str, check: bool = True) -> subprocess.CompletedProcess:
        return cli("run", "--desc", *args, check=check)

    key = AES_KEYS[256]
    data, aad = random.Random(7).randbytes(700), random.Random(8).randbytes(21)
    iv257 = bytes(i & 0xFF for i in range(3, 260)).hex()
    src, aadf, enc, dec, js = (tmp_path / n for n in ("p.bin", "a.bin", "c.bin", "d.bin", "r.json"))
    src.write_bytes(data)
    aadf.write_bytes(aad)
    p = run(*AES_CONFIG, "--mode", "gcm", "--iv", iv257, "--aad", str(aadf), "--key", key, "--stall-seed", "4",
            "--json", str(js), str(src), str(enc))
    ct, tag = gcm_reference(key, iv257, aad, data)
    assert enc.read_bytes() == ct + tag and "check             OK (matches pycryptodome)" in p.stdout
    assert json.loads(js.read_text())["config"] == AES_ENGINE + "-desc"
    run(*AES_CONFIG, "--mode", "gcm", "--decrypt", "--iv", iv257, "--aad", str(aadf), "--key", key, str(enc), str(dec))
    assert dec.read_bytes() == data
    bad = bytearray(enc.read_bytes())
    bad[-1] ^= 0x40
    enc.write_bytes(bytes(bad))
    p = run(*AES_CONFIG, "--mode", "gcm", "--decrypt", "--iv", iv257, "--aad", str(aadf), "--key", key, str(enc),
            str(dec), check=False)
    assert p.returncode == 1 and "(ERR_AUTH)" in p.stderr and not dec.exists()
    # The message without data: its descriptor and one TKEEP-0 beat; OUT is the tag.
    (tmp_path / "e.bin").write_bytes(b"")
    run(*AES_CONFIG, "--mode", "gcm", "--iv", GCM_IV12, "--key", key, str(tmp_path / "e.bin"), str(enc))
    assert enc.read_bytes() == b"".join(gcm_reference(key, GCM_IV12, b"", b""))
    nonce = "00112233445566778899aabb"
    run(*AES_CONFIG, "--mode", "ccm", "--nonce", nonce, "--aad", str(aadf), "--key", key, str(src), str(enc))
    c = AES.new(bytes.fromhex(key), AES.MODE_CCM, nonce=bytes.fromhex(nonce), mac_len=16)
    c.update(aad)
    assert enc.read_bytes() == b"".join(c.encrypt_and_digest(data))
    blocks = data[:688]
    src.write_bytes(blocks)
    run(*AES_CONFIG, "--mode", "cbc", "--iv", AES_IV, "--key", key, "--stall-seed", "9", str(src), str(enc))
    assert enc.read_bytes() == AES.new(bytes.fromhex(key), AES.MODE_CBC, iv=bytes.fromhex(AES_IV)).encrypt(blocks)
    run(*AES_CONFIG, "--mode", "cbc", "--decrypt", "--iv", AES_IV, "--key", key, str(enc), str(dec))
    assert dec.read_bytes() == blocks
    p = run(*AES_CONFIG, "--mode", "ecb", "--key", key, str(src), str(enc), check=False)
    assert p.returncode == 2 and "--desc drives the modes engine's descriptor channel" in p.stderr


# ---------------------------------------------------------------------------
# Key slots on the SoC top (cipherline run --top cipherline-axi --slot N): the
# C driver (sw/device/lib/dif), linked into the harness, loads the slot through
# the top's AXI4-Lite port; the message names the slot. One build for every
# test here: the top `run --top cipherline-axi` builds for the default cores of
# both ciphers (iterative TDEA and AES of every key size, 8 streams, 64 slots).
# ---------------------------------------------------------------------------

SOC = "cipherline-axi-ts1-tr1-ak7-as1-ar1-x8"
TDES_IV = "1234567890abcdef"


def test_soc_top_of_run_is_one_build_for_both_ciphers() -> None:
    """--top cipherline-axi with the default cores of AES and TDES names one
    configuration (one harness build), whose defines give both engines."""
    from cipherline.commands import run as cmd_run
    from cipherline.cores import engine_for
    from cipherline.sim import harness as simrun

    tops = {cmd_run.top_config("cipherline-axi", engine_for(Config.make(core), STREAMS=cmd_run.TOP_STREAMS)).name
            for core in ("aes", "tdes")}
    assert tops == {SOC}
    cfg = Config.parse(SOC)
    assert simrun._defines(cfg) == {
        "CL_SOC": 1, "CL_STREAMS": 8, "CL_BLOCK_BYTES": 16, "CL_KEY_BYTES": 32, "CL_ALG": 1,
        "CL_TOP": "cipherline_axi", "CL_DESC": 0, "CL_TDES_ALG": 0, "CL_TDES_BLOCK_BYTES": 8, "CL_AES_ALG": 1,
        "CL_AES_BLOCK_BYTES": 16}
    # The SoC top's harness runs sessions only: the other runs are refused before building.
    for what, call in (("records", lambda: simrun.run_records(cfg, [])),
                       ("replay", lambda: simrun.run_replay(cfg, b"", expect=0)),
                       ("stream", lambda: simrun.run_stream(cfg, Path("x"), Path("y"), bytes(16), False))):
        with pytest.raises(simrun.SimError, match=f"`{what}` does not run on the SoC top"):
            call()
    with pytest.raises(simrun.SimError, match="its messages name a key slot"):
        simrun.run_message(cfg, Path("x"), Path("y"), "cbc", bytes(16), bytes(16), False)
    with pytest.raises(simrun.SimError, match="has no key slots"):
        simrun.run_message(Config.parse(AES_ENGINE), Path("x"), Path("y"), "cbc", bytes(16), bytes(16), False, slot=1)


@pytest.mark.xdist_group("soc-top")
def test_soc_session_c_driver(tmp_path: Path) -> None:
    """From C, on one simulation of the SoC top: load an AES slot and use it
    (GCM), rewrite it with another key size and use the new key (CBC), load
    and use a TDES slot (CBC); a commit of K1 = K2 = K3 is refused
    (ERR_TDES_KEYS) and leaves the slot as it was; a slot past the store is
    refused (ERR_SLOT_RANGE); after zeroize, messages naming either slot get
    ERR_PARAM and no output. Outputs against pycryptodome, with random
    stalls."""
    from Crypto.Cipher import AES, DES3

    from cipherline.sim import harness as simrun

    rng = random.Random(68)
    k128, k256 = rng.randbytes(16), rng.randbytes(32)
    ktdes = bytes.fromhex(KEY3)
    data, blocks, aad = rng.randbytes(150), rng.randbytes(96), rng.randbytes(20)
    iv12, iv16, iv8 = rng.randbytes(12), rng.randbytes(16), rng.randbytes(8)
    src, blk = tmp_path / "data.bin", tmp_path / "blocks.bin"
    src.write_bytes(data)
    blk.write_bytes(blocks)
    out = {n: tmp_path / f"{n}.bin" for n in ("gcm", "cbc", "tdes", "tdes2", "z_aes", "z_tdes")}
    S = simrun
    steps = [
        S.SlotLoad(5, "aes", k128),
        S.SlotMessage(5, "aes", "gcm", src, out["gcm"], iv12, aad=aad),
        S.SlotLoad(5, "aes", k256),  # rewrite: another key, another size
        S.SlotMessage(5, "aes", "cbc", blk, out["cbc"], iv16),
        S.SlotLoad(9, "tdes", ktdes),
        S.SlotMessage(9, "tdes", "cbc", blk, out["tdes"], iv8),
        S.SlotLoad(9, "tdes", ktdes[:8] * 3),  # K1 = K2 = K3: refused, slot 9 keeps its key
        S.SlotMessage(9, "tdes", "cbc", blk, out["tdes2"], iv8),
        S.SlotLoad(64, "aes", k128),  # past the store's 64 slots
        S.Zeroize(),
        S.SlotMessage(5, "aes", "ctr", src, out["z_aes"], iv16),
        S.SlotMessage(9, "tdes", "cbc", blk, out["z_tdes"], iv8),
    ]
    res = simrun.run_session(Config.parse(SOC), steps, stall_seed=11)
    ops = [(r.get("op", "message"), r.get("result", r.get("status_name"))) for r in res]
    assert ops == [("load", "ok"), ("message", "OK"), ("load", "ok"), ("message", "OK"), ("load", "ok"),
                   ("message", "OK"), ("load", "refused"), ("message", "OK"), ("load", "refused"), ("zeroize", "ok"),
                   ("message", "ERR_PARAM"), ("message", "ERR_PARAM")], res
    from cipherline.sim.dif import slot_error_names

    assert slot_error_names(res[6]["slot_errors"]) == ["ERR_TDES_KEYS"]
    assert slot_error_names(res[8]["slot_errors"]) == ["ERR_SLOT_RANGE"]
    g = AES.new(k128, AES.MODE_GCM, nonce=iv12)
    g.update(aad)
    assert out["gcm"].read_bytes() == b"".join(g.encrypt_and_digest(data))
    assert out["cbc"].read_bytes() == AES.new(k256, AES.MODE_CBC, iv=iv16).encrypt(blocks)
    tdes = DES3.new(ktdes, DES3.MODE_CBC, iv=iv8).encrypt(blocks)
    assert out["tdes"].read_bytes() == tdes and out["tdes2"].read_bytes() == tdes
    assert res[10]["out_beats"] == res[11]["out_beats"] == 1  # the status beat alone
    assert out["z_aes"].read_bytes() == out["z_tdes"].read_bytes() == b""


@pytest.mark.xdist_group("soc-top")
def test_run_top_slot(tmp_path: Path) -> None:
    """`cipherline run --top cipherline-axi --slot N`: AES-GCM both ways (a
    wrong tag: ERR_AUTH, no OUT), AES CBC and CTR, TDES CBC, each against
    pycryptodome, the slot named in the output and the JSON."""
    from Crypto.Cipher import AES, DES3

    rng = random.Random(681)
    data, aad = rng.randbytes(200), rng.randbytes(13)
    src, aadf, enc, dec, js = (tmp_path / n for n in ("p.bin", "a.bin", "c.bin", "d.bin", "r.json"))
    src.write_bytes(data)
    aadf.write_bytes(aad)
    key = AES_KEYS[192]

    def run(*args: str, check: bool = True) -> subprocess.CompletedProcess:
        return cli("run", "--top", "cipherline-axi", *args, check=check)

    p = run("--slot", "17", "--core", "aes", "--mode", "gcm", "--iv", GCM_IV12, "--aad", str(aadf), "--key", key,
            "--json", str(js), str(src), str(enc))
    assert enc.read_bytes() == b"".join(gcm_reference(key, GCM_IV12, aad, data))
    assert "check             OK (matches pycryptodome)" in p.stdout
    assert "key slot          17 of 64, loaded by the C driver over AXI4-Lite" in p.stdout, p.stdout
    r = json.loads(js.read_text())
    assert r["config"] == SOC and r["slot"]["slot"] == 17 and r["slot"]["slots"] == 64 and r["status"] == 0
    run("--slot", "0", "--core", "aes", "--mode", "gcm", "--decrypt", "--iv", GCM_IV12, "--aad", str(aadf),
        "--key", key, str(enc), str(dec))
    assert dec.read_bytes() == data
    bad = bytearray(enc.read_bytes())
    bad[3] ^= 1
    enc.write_bytes(bytes(bad))
    p = run("--slot", "0", "--core", "aes", "--mode", "gcm", "--decrypt", "--iv", GCM_IV12, "--aad", str(aadf),
            "--key", key, str(enc), str(dec), check=False)
    assert p.returncode == 1 and "(ERR_AUTH)" in p.stderr and not dec.exists()
    blocks = data[:192]
    src.write_bytes(blocks)
    for mode in ("cbc", "ctr"):
        run("--slot", "63", "--core", "aes", "--mode", mode, "--iv", AES_IV, "--key", AES_KEYS[256], "--stall-seed",
            "3", str(src), str(enc))
        assert enc.read_bytes() == aes_reference(mode, bytes.fromhex(AES_KEYS[256]), bytes.fromhex(AES_IV), blocks,
                                                 False), mode
    p = run("--slot", "1", "--core", "tdes", "--mode", "cbc", "--iv", TDES_IV, "--key", KEY3, str(src), str(enc))
    assert enc.read_bytes() == DES3.new(bytes.fromhex(KEY3), DES3.MODE_CBC, iv=bytes.fromhex(TDES_IV)).encrypt(blocks)
    assert f"[{SOC}]" in p.stdout and "check             OK (matches pycryptodome)" in p.stdout


@pytest.mark.slow
def test_run_top_slot_desc(tmp_path: Path) -> None:
    """The same with descriptors (`--desc`: the top built with DESC = 1, a
    slot descriptor per message): AES-GCM and TDES CBC against pycryptodome
    (in `make conformance`: a build of its own)."""
    from Crypto.Cipher import DES3

    rng = random.Random(682)
    data, aad = rng.randbytes(96), rng.randbytes(7)
    src, aadf, enc, js = (tmp_path / n for n in ("p.bin", "a.bin", "c.bin", "r.json"))
    src.write_bytes(data)
    aadf.write_bytes(aad)
    p = cli("run", "--desc", "--top", "cipherline-axi", "--slot", "40", "--core", "aes", "--mode", "gcm", "--iv",
            GCM_IV12, "--aad", str(aadf), "--key", AES_KEYS[128], "--json", str(js), str(src), str(enc), check=True)
    assert enc.read_bytes() == b"".join(gcm_reference(AES_KEYS[128], GCM_IV12, aad, data))
    assert "the descriptor names it" in p.stdout and json.loads(js.read_text())["config"] == SOC + "-desc"
    cli("run", "--desc", "--top", "cipherline-axi", "--slot", "41", "--core", "tdes", "--mode", "cbc", "--iv", TDES_IV,
        "--key", KEY3, "--stall-seed", "5", str(src), str(enc), check=True)
    assert enc.read_bytes() == DES3.new(bytes.fromhex(KEY3), DES3.MODE_CBC, iv=bytes.fromhex(TDES_IV)).encrypt(data)


SLOT_BAD = [
    (["--slot", "3"], "--slot 3 names a key slot of the SoC top: add --top cipherline-axi"),
    (["--top", "cipherline-axi"], "--top cipherline-axi runs the message through a key slot: give --slot N"),
    (["--top", "cipherline-axi", "--slot", "64"], f"--slot 64: the SoC top {SOC} has 64 key slots, 0..63"),
    (["--top", "cipherline-axi-ts3-tr1-ak7-as1-ar1-x8-ks16", "--slot", "16"],
     "--slot 16: the SoC top cipherline-axi-ts3-tr1-ak7-as1-ar1-x8-ks16 has 16 key slots, 0..15"),
    (["--top", "cipherline-axi-ts3-tr1-ak7-as1-ar1-noagcm-x8", "--slot", "1", "--mode", "gcm"],
     "--mode gcm: the SoC top cipherline-axi-ts3-tr1-ak7-as1-ar1-noagcm-x8 does not build it in its AES engine "
     "(its modes: ecb, cbc, cfb1, cfb8, cfb128, ofb, ctr, cmac)"),
    (["--top", "cipherline-axi-ts3-tr1-ak7-as1-ar1-x8", "--slot", "1", "--stages", "1"],
     "fixes its engines' parameters: drop --stages"),
    (["--top", "cipherline-axi-ts3-tr1-ak7-as1-ar1-x8", "--slot", "1", "--desc"],
     "--desc: the SoC top cipherline-axi-ts3-tr1-ak7-as1-ar1-x8 takes in-band headers (DESC = 0)"),
    (["--top", "tdes-aes-modes", "--slot", "1"], "which has no key slots; --top takes cipherline-axi"),
]


@pytest.mark.parametrize("extra,message", SLOT_BAD, ids=[m.split(":")[0][:40] for _, m in SLOT_BAD])
def test_run_top_slot_rejects_bad_arguments(tmp_path: Path, extra, message) -> None:
    src, out = tmp_path / "in.bin", tmp_path / "out.bin"
    src.write_bytes(bytes(64))
    mode = [] if "--mode" in extra else ["--mode", "cbc"]
    p = cli("run", "--core", "aes", *mode, *extra, "--iv", GCM_IV12 if "gcm" in extra else AES_IV,
            "--key", AES_KEYS[128], str(src), str(out))
    assert p.returncode == 2 and message in p.stderr, p.stderr
    assert not out.exists()
