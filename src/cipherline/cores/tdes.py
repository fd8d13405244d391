# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The DES / TDEA block core ``tdes_core`` (rtl/tdes)."""

from __future__ import annotations

from cipherline.cores.base import ConfigError, CoreSpec, P, Param, pow2_at_least


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
        raise ConfigError("the modes engine's NIST policy (POLICY=1) needs NUM_DES=3: "
                          "single DES is not an approved cipher")
