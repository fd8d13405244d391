# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The DES / TDEA block core ``tdes_core`` (rtl/tdes)."""

from __future__ import annotations

from cipherline.cores.base import CipherSpec, ConfigError, CoreSpec, P, Param, pow2_at_least


def iters(p: P) -> int:
    """Clocks per block = rounds / (STAGES * ROUNDS_PER_CYCLE)."""
    return 16 * p["NUM_DES"] // (p["STAGES"] * p["ROUNDS_PER_CYCLE"])


def rules(p: P) -> None:
    n, s, r = p["NUM_DES"], p["STAGES"], p["ROUNDS_PER_CYCLE"]
    rounds = 16 * n
    if rounds % (s * r) != 0:
        valid = ", ".join(str(d) for d in range(1, rounds + 1) if rounds % d == 0)
        raise ConfigError(
            f"STAGES*ROUNDS_PER_CYCLE = {s}*{r} = {s * r} does not divide the {rounds} rounds of "
            f"{'TDEA' if n == 3 else 'DES'} (NUM_DES={n}); valid products: {valid}")
    if p["SPLIT_ROUND"] and (rounds // (s * r) != 1 or r != 1):
        raise ConfigError(
            "SPLIT_ROUND needs a fully unrolled core with ROUNDS_PER_CYCLE=1 "
            f"(STAGES={rounds}, ROUNDS_PER_CYCLE=1); got STAGES={s}, ROUNDS_PER_CYCLE={r}")
    if p["SBOX_ROM"] and not p["SPLIT_ROUND"]:
        raise ConfigError("SBOX_ROM needs SPLIT_ROUND (the ROM read is the register inside the round)")


def levels(p: P) -> int:
    """Register levels of the pipeline (tdes_pkg::stage_levels times STAGES)."""
    return p["STAGES"] * (1 + p["SPLIT_ROUND"] + p["SBOX_ROM"])


def timing(p: P) -> tuple[int, int]:
    # Clock edges from the input handshake to the first edge at which the
    # result can be taken: STAGES*ITERS (+STAGES with SPLIT_ROUND, +STAGES more
    # with SBOX_ROM) + 3 (the output register and the two-clock FIFO); checked
    # in simulation (tb/tdes/test_tdes_core.py, test_throughput).
    ii = iters(p)
    return ii, p["STAGES"] * (ii + p["SPLIT_ROUND"] + p["SBOX_ROM"]) + 3


def label(p: P) -> str:
    s = f"{'3DES' if p['NUM_DES'] == 3 else 'DES'} ({p['STAGES']},{p['ROUNDS_PER_CYCLE']})"
    return s + (" split" if p["SPLIT_ROUND"] else "") + (" ROM" if p["SBOX_ROM"] else "")


PARAMS = (
    Param("NUM_DES", 3, "1 = single DES (16 rounds), 3 = TDEA EDE (48 rounds)", choices=(1, 3),
          slug="n", always=True),
    Param("STAGES", 1, "physical round blocks chained with registers", minimum=1, maximum=48,
          slug="s", always=True),
    Param("ROUNDS_PER_CYCLE", 1, "rounds computed per stage per clock", minimum=1, maximum=48,
          slug="r", always=True),
    Param("SPLIT_ROUND", 0, "extra register inside each round (fully unrolled, R=1 only)",
          choices=(0, 1), slug="split"),
    Param("SBOX_ROM", 0, "S-boxes and XOR with L as block-RAM ROMs (needs SPLIT_ROUND)",
          choices=(0, 1), slug="rom"),
    Param("TAG_W", 8, "user tag width carried with each block", minimum=1, maximum=32, slug="t"),
)

SPEC = CoreSpec(
    name="tdes",
    top="tdes_core",
    kind="core",
    cipher="tdes",
    description="DES / TDEA block core (rtl/tdes)",
    params=PARAMS,
    rules=rules,
    timing=timing,
    block_bits=64,
    key_bits=192,
    label=label,
    # tdes_pkg::core_capacity: the output FIFO covers every block in flight.
    capacity=lambda p: pow2_at_least(levels(p) + 4),
    # The stage registers clear within STAGES + 1 clocks of reset.
    flush_clocks=lambda p: p["STAGES"] + 1,
    references="des",
    harness="tb/cpp/harness_main.cpp",
    size=lambda p: p["NUM_DES"] * 16 / iters(p),
    # The default report: one TDEA point per architecture of the seed papers
    # (iterative (1,1), two rounds per clock (1,2), 24 stages of two rounds
    # (24,2), the 48-stage pipeline (48,1)), the (3,1) of the targets, and
    # single DES (1,1) and unrolled (16,1); the full report adds the rest of
    # the TDEA test matrix (README, *make report*).
    report=("tdes-n3-s1-r1", "tdes-n3-s1-r2", "tdes-n3-s3-r1", "tdes-n3-s24-r2", "tdes-n3-s48-r1",
            "tdes-n1-s1-r1", "tdes-n1-s16-r1"),
    report_full=("tdes-n3-s1-r4", "tdes-n3-s3-r2", "tdes-n3-s6-r1", "tdes-n3-s16-r1"),
    # The (48,1) core with a register inside each round, and with block-RAM
    # S-boxes: each costs about as much place-and-route time as the rest of
    # the default set, so only with --extended.
    report_extended=("tdes-n3-s48-r1-split", "tdes-n3-s48-r1-split-rom"),
    # The (48,1) core is the default report's longest core place and route:
    # two seeds there, every seed in the full report.
    report_seeds={"tdes-n3-s48-r1": 2},
)


def engine_rules(p: P) -> None:
    """The modes engine's NIST policy needs TDEA (checked in rtl/top/tdes_modes.sv too)."""
    if p["POLICY"] and p["NUM_DES"] != 3:
        raise ConfigError("the modes engine's NIST policy (POLICY=1) needs TDEA (NUM_DES=3, --num-des 3): "
                          "single DES is not an approved cipher")


# ---------------------------------------------------------------------------
# The cipher: what every command knows about TDEA (CipherSpec).
# ---------------------------------------------------------------------------
#: The NIST ECB known-answer files (cryptography-vectors, 3DES/ECB): every
#: core runs them; TDEA cores the multi-block message tests with two and
#: three distinct keys too. Their records use K1 = K2 = K3, so the same
#: expected values hold for single DES with key K1.
KAT_FILES = ("TECBvartext.rsp", "TECBvarkey.rsp", "TECBpermop.rsp", "TECBinvperm.rsp", "TECBsubtab.rsp")
MMT_FILES = ("TECBMMT2.rsp", "TECBMMT3.rsp")


def core_key(key: bytes, p: P) -> bytes:
    """The core's 24-byte key K1||K2||K3 from a user key: single DES 8 bytes;
    TDEA 16 (K3 = K1) or 24."""
    if p.get("NUM_DES", 3) == 1:
        if len(key) != 8:
            raise ConfigError(f"wrong key length: single DES (--num-des 1) needs 8 bytes "
                              f"(16 hex digits), got {len(key)} bytes")
        return key + bytes(16)
    if len(key) == 16:
        return key + key[:8]
    if len(key) == 24:
        return key
    raise ConfigError(f"wrong key length: TDEA (--num-des 3) needs 16 bytes (K1||K2, K3 = K1) or "
                      f"24 bytes (K1||K2||K3), got {len(key)} bytes")


def ecb(key24: bytes, decrypt: bool, p: P):
    """Bulk ECB on whole blocks, TDEA chained from single DES, so that
    degenerate bundles (K1 = K2 = K3 ...) work as in the hardware."""
    from Crypto.Cipher import DES

    d1, d2, d3 = (DES.new(key24[i:i + 8], DES.MODE_ECB) for i in (0, 8, 16))
    if p.get("NUM_DES", 3) == 1:
        return d1.decrypt if decrypt else d1.encrypt
    if decrypt:
        return lambda data: d1.decrypt(d2.encrypt(d3.decrypt(data)))
    return lambda data: d3.encrypt(d2.decrypt(d1.encrypt(data)))


def modes_lib(key24: bytes, p: P):
    """pycryptodome's cipher object for a mode: DES3, or DES for bundles that
    degenerate to single DES (EDE with K1 = K2 is DES with K3; with K2 = K3,
    DES with K1)."""
    from Crypto.Cipher import DES, DES3

    k1, k2, k3 = key24[:8], key24[8:16], key24[16:]

    def new(mode: int, **kw):
        if p.get("NUM_DES", 3) == 1:
            return DES.new(k1, mode, **kw)
        try:
            return DES3.new(key24, mode, **kw)
        except ValueError:
            return DES.new(k3 if k1 == k2 else k1, mode, **kw)

    return new


def cmac_lib(key24: bytes, p: P, data: bytes) -> bytes:
    """pycryptodome's CMAC: TDEA, or DES for bundles that degenerate to it."""
    from Crypto.Cipher import DES, DES3
    from Crypto.Hash import CMAC

    k1, k2, k3 = key24[:8], key24[8:16], key24[16:]
    if p.get("NUM_DES", 3) == 1 or k1 == k2 == k3:
        mkey, cmod = k1, DES
    elif k1 == k2:
        mkey, cmod = k3, DES
    elif k2 == k3:
        mkey, cmod = k1, DES
    else:
        mkey, cmod = key24, DES3
    return CMAC.new(mkey, data, ciphermod=cmod).digest()


def policy(key: bytes, p: P, mode: str, blocks: int) -> list[str]:
    """The NIST policy's TDEA rules on a user key (8, 16 or 24 bytes) and a
    message of ``blocks`` block operations (SP 800-67r2)."""
    from cipherline.cores.engine import MAX_BLOCKS_DEFAULT
    from cipherline.ref.modes_model import keys_distinct

    bad = []
    if p.get("NUM_DES", 3) == 1:
        bad.append("single DES is not an approved cipher (FIPS 46-3 withdrawn)")
    elif len(key) == 16:
        bad.append("2-key TDEA (keying option 2) is not allowed (SP 800-67r2: 3 distinct keys)")
    elif not keys_distinct(int.from_bytes(key, "big")):
        bad.append("K1, K2 and K3 are not pairwise distinct (SP 800-67r2, keying option 1)")
    if blocks > MAX_BLOCKS_DEFAULT:
        bad.append(f"{blocks:,} blocks exceed the limit of 2^20 = {MAX_BLOCKS_DEFAULT:,} blocks per TDEA key "
                   f"bundle (SP 800-67r2)")
    return bad


def kat_files(p: P) -> list:
    from cipherline.ref.vectors import cavp_dir

    d = cavp_dir("ciphers", "3DES", "ECB")
    return [d / n for n in KAT_FILES + (MMT_FILES if p.get("NUM_DES", 3) == 3 else ())]


def kat_key(v, p: P) -> bytes | None:
    """A record's key for the core: single DES takes the K1 = K2 = K3 records
    only (K1, zero-padded); a three-key record has no single-DES meaning."""
    if p.get("NUM_DES", 3) != 1:
        return v.key
    k1, k2, k3 = v.key[:8], v.key[8:16], v.key[16:]
    return k1 + bytes(16) if k1 == k2 == k3 else None


def _block_fn(p: P):
    from cipherline.ref.modes_model import tdes_block_fn

    return tdes_block_fn(p.get("NUM_DES", 3))


CIPHER = CipherSpec(
    name="tdes", label="TDES", block_bits=64, alg_id=0, key_field_bits=192, ksz_bits=0,
    block_fn=_block_fn, core_key=core_key, key_sizes=(24,), ecb=ecb,
    modes_lib=modes_lib, cmac_lib=cmac_lib,
    openssl_prefix=lambda key: "des-ede3-", openssl_ctr=False,
    policy=policy, legacy=True,
    run_notice=lambda decrypt: None if decrypt else (
        "SP 800-131A r2 disallows TDEA encryption (and CMAC generation) after 2023; use it only for "
        "legacy interoperability"),
    kat_files=kat_files, kat_key=kat_key,
    # The engine's default.
    run_streams=64, integrated=True,
    family=lambda p: "DES" if p.get("NUM_DES", 3) == 1 else "TDEA",
    sw_baseline=lambda p: "des-ecb" if p.get("NUM_DES", 3) == 1 else "des-ede3",
)
