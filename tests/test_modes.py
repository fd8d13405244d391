# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The modes engine in simulation: NIST files, CMAC, random interleaving, reset.

The matrix is a list of registry configurations (cipherline.cores) with the
cocotb tests of tb/modes/tb_cipher_modes.py each runs; a test id is the
configuration's slug, and so is its build directory (build/sim/<slug>/).
Each configuration is built once (Verilator) and runs its tests in one
simulator process. tdes-modes configurations run the TDES vector tests
(test_nist, test_cmac) besides the generic ones; toy-modes configurations
(128-bit blocks and keys) run the generic ones.
"""

from __future__ import annotations

import pytest

from cipherline.cores import Config
from cipherline.sim.cocotb_run import PUBLIC_BUILD_ARGS, run_config
from tests.test_tdes_core import matrix, selected

TB = "tb.modes.tb_cipher_modes"

GENERIC = ["test_axis", "test_latency", "test_random", "test_busy", "test_reset"]

# (configuration, cocotb tests, messages in test_random). MAX_BLOCKS below 64
# (mb24) makes the random messages cross the policy's block limit.
CONFIGS = [
    (Config.parse("tdes-modes-n3-s48-r1-x64"), ["test_nist", "test_cmac"] + GENERIC, 400),
    (Config.parse("tdes-modes-n3-s3-r1-x2-c32-mb24-desc"), ["test_nist", "test_cmac", "test_desc"] + GENERIC, 60),
    (Config.parse("tdes-modes-n3-s1-r1-x64"), ["test_cmac", "test_latency", "test_random", "test_busy"], 40),
    # AES: the iterative core of all key sizes, both directions, with
    # descriptors (slot descriptors too: SA) and (the registry's choice for
    # its II of 14) the digit-serial GHASH unit, 16 bits a clock, whose GCM
    # and CCM decryption streams unverified plaintext (RELEASE_UNVERIFIED),
    # and the pipelined encrypt-only AES-128 core (ECB/CBC decryption
    # rejected) as reported, but with a 256-byte message buffer (16 beats),
    # so that interleaved GCM and CCM decryptions often find it full (ERR_FULL).
    (Config.parse("aes-modes-k7-s1-r1-x8-ru-sa-desc"),
     ["test_nist", "test_cmac", "test_mct", "test_gcm", "test_wycheproof", "test_ccm", "test_desc", "test_slots"]
     + GENERIC, 120),
    (Config.parse("aes-modes-k1-s10-r1-split-sbox2-enc-x64-ab256"),
     ["test_nist", "test_cmac", "test_mct", "test_gcm", "test_ccm"] + GENERIC, 200),
    # The iterative AES-128 encrypt-only core for feedback chains
    # (CHAIN_ROUND: latency 14, one stream's CBC-MAC and CMAC on the short
    # loop every 16 clocks), with the digit-serial GHASH unit.
    (Config.parse("aes-modes-k1-s1-r1-chain-enc-x8"),
     ["test_nist", "test_cmac", "test_mct", "test_gcm", "test_ccm"] + GENERIC, 100),
    # The feature profiles (MODES): GCM/GMAC only around the pipelined
    # encrypt-only core, CCM only around the iterative one; every other mode
    # answers ERR_MODE (the random messages have them all).
    (Config.parse("aes-modes-k1-s10-r1-split-sbox2-enc-x16-gcmonly"), ["test_gcm", "test_random", "test_axis"], 100),
    (Config.parse("aes-modes-k7-s1-r1-x8-ccmonly"), ["test_ccm", "test_random"], 60),
    # The toy core (128-bit block XOR key): the engine at BLOCK_W = KEY_W = 128.
    (Config.parse("toy-modes-d1-x4-desc"), GENERIC + ["test_desc"], 60),
    (Config.parse("toy-modes-d4-x64"), GENERIC, 200),
]

# Seeds that once failed, run again on every `make test` (see the commit
# messages that fixed them):
# - 1220031975 on tdes-modes-n3-s48-r1-x64: test_random cut its job list in
#   two between an aborted message and the command that aborts it (testbench
#   bug; aborted messages no longer exist on the packet interface, the seed
#   stays as random traffic).
# - 101 on tdes-modes-n3-s3-r1-x2-c32-mb24: tdes_core's FIFO-overflow check
#   fired at time 0, before any reset, on randomized initial register values.
# - 1549903016 on aes-modes-k7-s1-r1-x8-ru: a GCM encryption with a 48-byte
#   IV whose first IV beat had the wrong byte count started GHASH (and so
#   J0 and the ciphertext it streamed out) from the stream's previous GHASH
#   state; the L block now clears the completion-fed word.
# - 1022066302 on aes-modes-k7-s1-r1-x8-ru (found while CCM went in): a
#   packet whose mode byte is above 7 but whose low bits read 7 (0x0F) was
#   taken by cm_packet_rx as an AEAD encryption, so its last beat was
#   deferred and its ERR_MODE came after later packets (test_axis sees the
#   order); an unknown mode byte no longer marks the stream AEAD.
# - 1522035205 on aes-modes-k1-s10-r1-split-sbox2-enc-x64-ab256: a testbench
#   bug. After the reset, test_reset counted every job's expected beats, but
#   the 256-byte message buffer had rejected a GCM/CCM decryption with one
#   ERR_FULL beat (as the scoreboard expected): 287 beats out, 293 counted.
#   The tests now count through tb.modes.harness.outputs_expected.
# - 900680089 on aes-modes-k7-s1-r1-x8-ru (found while the index flags moved
#   to the aix RAM, c4a6e31): cm_build's new check that a GCM/CCM beat reads
#   its flags after its stream's previous operation wrote them fired on a
#   rejected GCM/CCM message, whose beats do not block their stream and are
#   not decoded; the check now skips rejected messages (test_random and
#   test_axis both hit it within a few microseconds).
# - 574871916 on aes-modes-k1-s10-r1-split-sbox2-enc-x16-gcmonly (found as
#   GCM went to line rate): a GCM encryption with a 17-byte IV whose last IV
#   beat had the wrong byte count. The GHASH unit keeps every block's place
#   in its schedule, so the bad beat enters J0's GHASH as a zero block, and
#   the ciphertext before the ERR_PARTIAL used that J0; the model left the
#   beat out. The model now hashes it as a zero block too.
# - 989087477 on aes-modes-k7-s1-r1-x8-ru: cm_complete's check that the
#   GHASH unit's output keeps step with its op fired at time 0, before any
#   reset, on randomized initial register values (it tested rst_ni, not
#   cl_chk_armed; cm_ghash_agg's caller check did the same). Any test shows
#   it; test_axis is the shortest.
REGRESSIONS = [
    (Config.parse("aes-modes-k1-s10-r1-split-sbox2-enc-x16-gcmonly"), 574871916, ["test_gcm"]),
    (Config.parse("tdes-modes-n3-s48-r1-x64"), 1220031975, ["test_random"]),
    (Config.parse("aes-modes-k7-s1-r1-x8-ru"), 1549903016, ["test_random"]),
    (Config.parse("aes-modes-k7-s1-r1-x8-ru"), 1022066302, ["test_axis"]),
    (Config.parse("tdes-modes-n3-s3-r1-x2-c32-mb24"), 101, ["test_cmac"] + GENERIC),
    (Config.parse("aes-modes-k1-s10-r1-split-sbox2-enc-x64-ab256"), 1522035205, ["test_reset"]),
    (Config.parse("aes-modes-k7-s1-r1-x8-ru"), 900680089, ["test_axis"]),
    (Config.parse("aes-modes-k7-s1-r1-x8-ru"), 989087477, ["test_axis"]),
]

# Key hygiene: a build with every signal public (variant "public"), so that
# test_zeroize (and test_admission) can walk the whole hierarchy (slower to build and run, hence
# small configurations).
KEYSCAN = [
    (Config.parse("tdes-modes-n3-s3-r1-x4"), ["test_zeroize"], 24),
    (Config.parse("tdes-modes-n3-s1-r2-x4"), ["test_zeroize"], 24),
    (Config.parse("tdes-modes-n3-s48-r1-x4"), ["test_zeroize"], 24),
    # AES (key and key-schedule patterns): the iterative core of all key
    # sizes and the pipelined encrypt-only AES-128 core. The iterative one
    # has MAX_BLOCKS 24 (mb24) and the digit-serial GHASH unit (the
    # pipelined one's pinned seeds scan the line-rate unit) and also runs
    # test_aead_limit: GCM and CCM messages below, at and past the policy's
    # block limit, and legacy ones past it.
    (Config.parse("aes-modes-k7-s1-r1-x4-mb24-desc"), ["test_zeroize", "test_aead_limit"], 24),
    # The pipelined one also runs test_admission, which looks for failed
    # decryptions' plaintext in the message buffer (default: 18,432 bytes).
    (Config.parse("aes-modes-k1-s10-r1-split-sbox2-enc-x4"), ["test_zeroize", "test_admission"], 24),
]


# Messages in test_random for the in-band configurations whose fresh seeds
# now run on their descriptor forms (CONFIGS: -ru-sa-desc, -c32-mb24-desc).
# Their pinned seeds above still run in-band, in `make conformance` (the CI
# budget: each is a build of its own); `make test` keeps the in-band front
# end in the ab256 configuration and in the integrated and SoC tops.
IN_BAND_NMSGS = {"aes-modes-k7-s1-r1-x8-ru": 200, "tdes-modes-n3-s3-r1-x2-c32-mb24": 60}


# Messages in test_random for a pinned seed whose configuration's size in
# CONFIGS changed since: the size the seed failed at, so that it replays the
# same run (ab256 went from 300 to 200 for the CI budget).
PINNED_NMSGS = {"aes-modes-k1-s10-r1-split-sbox2-enc-x64-ab256": 300}


def _nmsgs(config: Config) -> int:
    n = PINNED_NMSGS.get(config.name)
    if n is None:
        n = next((n for c, _, n in CONFIGS if c == config), IN_BAND_NMSGS.get(config.name))
    if n is None:
        raise ValueError(f"{config.name}: a pinned seed on a configuration with no test_random size")
    return n


# Outer iterations of each AESAVS Monte Carlo chain in test_mct: one (1,000
# chained blocks per chain, checked against the file's first record) for the
# CI budget; tests/test_mct.py runs chains of one and two outer iterations
# through the C++ harness, and `make conformance` all 100.
MCT_OUTER = 1


def _run(config: Config, seed: int, tests: list[str], nmsgs: int, **kw):
    # The testbench checks the registry's latency and zeroization bound.
    return run_config(config, TB, tests, seed, tb={"nmsgs": nmsgs, "mct_outer": MCT_OUTER}, **kw)


# In `make conformance` only (the CI budget; most of a configuration's cost
# is its Verilator build): the iterative and the pipelined TDES cores'
# engines (the three-stage one runs the CAVP files, and the iterative core
# is in the key scan), the deeper toy engine (`make test` runs the shallow
# one: a core that only its registry entry brings in, tests/test_toy_path.py),
# and the two feature profiles (their GCM and CCM are
# the full engine's, their builds are not), with their pinned seeds, and
# the engine around the round for feedback chains (its core runs in
# tests/test_aes_core.py, aes-k1-s1-r1-chain-enc-t16, and the engine's
# modes on the iterative core of all key sizes above).
SLOW = {"tdes-modes-n3-s1-r1-x64", "tdes-modes-n3-s48-r1-x64", "toy-modes-d4-x64",
        "aes-modes-k7-s1-r1-x8-ccmonly", "aes-modes-k1-s10-r1-split-sbox2-enc-x16-gcmonly",
        "aes-modes-k1-s1-r1-chain-enc-x8"}


@pytest.mark.parametrize("config,tests,nmsgs", matrix(CONFIGS, SLOW))
def test_cipher_modes(config, tests, nmsgs, sim_seed):
    tests = selected(tests)
    if not tests:
        pytest.skip("no selected cocotb test in this configuration")
    _run(config, sim_seed, tests, nmsgs)


# A pinned seed runs where its configuration runs: in `make conformance` for
# a configuration in SLOW (its build is the cost).
@pytest.mark.parametrize("config,seed,tests", [
    pytest.param(c, s, t, id=f"{c.name}-seed{s}",
                 marks=[pytest.mark.slow] if c.name in SLOW or c.name in IN_BAND_NMSGS else [])
    for c, s, t in REGRESSIONS])
def test_cipher_modes_regression(config, seed, tests):
    _run(config, seed, tests, _nmsgs(config))


# In `make conformance` only (the CI budget; each is a public build of its
# own): the three TDES key scans and the pipelined AES one, with their
# pinned seeds below. `make test` keeps the iterative AES engine's scan
# (with test_aead_limit), the SoC top's (tests/test_cipherline_axi.py:
# test_sa_zeroize walks the integrated TDES and AES engines, the key store
# and the CSR block) and each core's own (the pipelined AES core's in
# tests/test_aes_core.py).
KEYSCAN_SLOW = {"tdes-modes-n3-s3-r1-x4", "tdes-modes-n3-s48-r1-x4", "tdes-modes-n3-s1-r2-x4",
                "aes-modes-k1-s10-r1-split-sbox2-enc-x4"}


@pytest.mark.parametrize("config,tests,nmsgs", matrix(KEYSCAN, KEYSCAN_SLOW))
def test_cipher_modes_zeroize(config, tests, nmsgs, sim_seed):
    _run(config, sim_seed, tests, nmsgs, variant="public", build_args=PUBLIC_BUILD_ARGS)


# (configuration, seed) of each regression:
# - seed 1674837217 on tdes-modes-n3-s1-r2-x4 (public build): cl_sync_fifo's
#   CLEAR check fired at the second clock of reset, on the randomized initial
#   result register of tdes_core (the check now waits for rst_ni high).
# - seed 23 on aes-modes-k1-s10-r1-split-sbox2-enc-x4: the message with a
#   rejected key (size code 3) that random_jobs always includes was a CMAC
#   one, and the scan's pattern list computed its L with the model, which has
#   no cipher for that key (the scan now takes L only of accepted keys).
# - seed 11 on aes-modes-k7-s1-r1-x4-mb24 (test_aead_limit; found on x8; it
#   runs on the entry's configuration, since with the digit-serial GHASH
#   unit, which the fault did not involve, as the registry chose it): a
#   legacy GCM decryption (the policy's limit does not apply) longer than
#   MAX_BLOCKS operations got ERR_PARTIAL instead of its verdict: the
#   operation count, which is also the GCM / CCM decode's index, saturated
#   at MAX_BLOCKS + 1 for every message (it now saturates only where the
#   limit applies, and is wide enough for any GCM / CCM message).
# - seed 230696823 on aes-modes-k1-s10-r1-split-sbox2-enc-x4 (public build,
#   a fresh clone's make test on 38812f2): cm_packet_rx's new check that
#   din_v_q equals b_v_q && !b_wait fired at time 0, before any reset, on
#   randomized initial register values (rst_ni still high); the checks of
#   444e2b3 and 7e82a36 now wait for a first reset, as cl_core_out's does.
# Each reruns the cocotb test that failed on its seed.
ZEROIZE_REGRESSIONS = [(KEYSCAN[1], 1674837217, ["test_zeroize"]), (KEYSCAN[4], 23, ["test_zeroize"]),
                       (KEYSCAN[3], 11, ["test_aead_limit"]), (KEYSCAN[4], 230696823, ["test_admission"])]


@pytest.mark.parametrize("entry,seed,tests", [
    pytest.param(e, s, t, id=f"{e[0].name}-seed{s}", marks=[pytest.mark.slow] if e[0].name in KEYSCAN_SLOW else [])
    for e, s, t in ZEROIZE_REGRESSIONS])
def test_cipher_modes_zeroize_regression(entry, seed, tests):
    config, all_tests, nmsgs = entry
    assert set(tests) <= set(all_tests)
    _run(config, seed, tests, nmsgs, variant="public", build_args=PUBLIC_BUILD_ARGS)


# The integrated top (tb/modes/tb_dual_modes.py): TDES and AES engines behind
# one packet interface. The iterative AES core of all key sizes with a
# three-stage TDES core on eight streams, with descriptors, and the (48,1)
# TDES core with the pipelined encrypt-only AES-128 core, in-band headers.
DUAL_TB = "tb.modes.tb_dual_modes"
DUAL_TESTS = ["test_dual_random", "test_dual_vectors", "test_dual_latency", "test_dual_zeroize",
              "test_dual_malformed"]
DUAL = [
    (Config.parse("tdes-aes-modes-ts3-tr1-ak7-as1-ar1-x8-desc"), DUAL_TESTS, 160),
    (Config.parse("tdes-aes-modes-ts48-tr1-ak1-as10-ar1-asplit-asbox2-aenc-x16"), DUAL_TESTS, 160),
]


# In `make conformance` only (the CI budget): both integrated tops. `make
# test` runs the first one inside the SoC top (tests/test_cipherline_axi.py:
# the same engines with security-association headers, random messages on
# both engines, bad headers and the key scan), and the pipelined cores on their
# own above.
DUAL_SLOW = {"tdes-aes-modes-ts3-tr1-ak7-as1-ar1-x8-desc",
             "tdes-aes-modes-ts48-tr1-ak1-as10-ar1-asplit-asbox2-aenc-x16"}


@pytest.mark.parametrize("config,tests,nmsgs", matrix(DUAL, DUAL_SLOW))
def test_dual_modes(config, tests, nmsgs, sim_seed):
    tests = selected(tests)
    if not tests:
        pytest.skip("no selected cocotb test in this configuration")
    run_config(config, DUAL_TB, tests, sim_seed, tb={"nmsgs": nmsgs})


def test_dual_registry():
    """The integrated top's configuration: prefixed engine parameters, shared ones,
    the engines' rules, and the engine configurations inside it."""
    from cipherline.cores import ConfigError, part_configs
    from cipherline.cores.dual import ROUTE_LATENCY

    c = Config.parse("tdes-aes-modes-ts48-tr1-ak1-as10-ar1-asplit-asbox2-aenc-x16")
    assert Config.parse(c.name) == c and c.top == "tdes_aes_modes" and c.kind == "dual"
    parts = part_configs(c)
    assert parts["tdes"].name == "tdes-modes-n3-s48-r1-x16"
    assert parts["aes"].name == "aes-modes-k1-s10-r1-split-sbox2-enc-x16"
    assert c.latency == max(p.latency for p in parts.values()) + ROUTE_LATENCY
    assert "NUM_DES" not in c.p and "TDES_NUM_DES" not in c.p and c.p["STREAMS"] == 16
    with pytest.raises(ConfigError, match="TDES_CTR_W must be at most 64"):
        Config.make("tdes-aes-modes", TDES_CTR_W=65)
    with pytest.raises(ConfigError, match="CMAC_MIN_TAG must be at most 8"):
        Config.make("tdes-aes-modes", CMAC_MIN_TAG=16)
    # The engines' rules apply, and name the top's parameters.
    with pytest.raises(ConfigError, match="^AES_SPLIT_ROUND needs AES_ROUNDS_PER_CYCLE=1"):
        Config.make("tdes-aes-modes", AES_SPLIT_ROUND=1, AES_ROUNDS_PER_CYCLE=2)
    with pytest.raises(ConfigError, match="^TDES_SBOX_ROM needs TDES_SPLIT_ROUND"):
        Config.make("tdes-aes-modes", TDES_SBOX_ROM=1)
