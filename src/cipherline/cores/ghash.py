# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The GHASH multiplier (rtl/modes/cm_gf128_mul.sv), a building block of
AES-GCM (issue 13).

It is in the registry as a "unit": not a block core (no key, no core
contract, no modes engine around it, no known-answer gate), but its
configurations are named, simulated (tests/test_gf128_mul.py), linted and
placed and routed like the cores' (``cipherline synth --config
ghash-k2-p2``), with its operands registered (cm_gf128_mul_char), so that
its first stage is timed. Throughput is one 128-bit product per clock.
"""

from __future__ import annotations

from dataclasses import replace

from cipherline.cores.base import CoreSpec, Param


def leaf_terms(p) -> int:
    """The multiplier's leaf AND terms, 3^K (128 >> K)^2 (report ordering)."""
    return 3 ** p["KARATSUBA"] * (128 >> p["KARATSUBA"]) ** 2


PARAMS = (
    Param("KARATSUBA", 2, "Karatsuba levels: 3^K leaf multipliers of (128 >> K) bits",
          minimum=0, maximum=3, slug="k", always=True),
    Param("PIPE", 2, "register levels of the multiplier (1: product only, 2: + leaf "
          "products, 3: + combined product, 4: + leaf operands)", minimum=1, maximum=4,
          slug="p", always=True),
)

SPEC = CoreSpec(
    name="ghash",
    # The multiplier behind a register level on its operands: out of
    # context, nextpnr times no path from a top-level port.
    top="cm_gf128_mul_char",
    kind="unit",
    cipher="ghash",
    description="GHASH multiplier, GF(2^128) of SP 800-38D (rtl/modes/cm_gf128_mul.sv)",
    params=PARAMS,
    rules=lambda p: None,
    # II 1; latency: valid_i to valid_o, the operand registers and one
    # clock per register level of the multiplier.
    timing=lambda p: (1, p["PIPE"] + 1),
    block_bits=128,
    key_bits=0,
    label=lambda p: f"GHASH mul k{p['KARATSUBA']} p{p['PIPE']}",
    size=leaf_terms,
)


#: The line-rate GHASH unit (rtl/modes/cm_ghash_agg.sv): four lanes per
#: stream, H^1..H^4 per stream, one block per clock of any stream. Its
#: multiplier's parameters are the multiplier's, with the engines' point
#: (3 Karatsuba levels, 4 register levels) as defaults.
AGG_PARAMS = (
    Param("SID_W", 6, "stream id width (2^SID_W streams)", minimum=1, maximum=10, slug="s", always=True),
    replace(PARAMS[0], default=3),
    replace(PARAMS[1], default=4),
)

AGG_SPEC = CoreSpec(
    name="ghash-agg",
    top="cm_ghash_agg",
    kind="unit",
    cipher="ghash",
    description="line-rate GHASH for many streams: four lanes a stream (rtl/modes/cm_ghash_agg.sv)",
    params=AGG_PARAMS,
    rules=lambda p: None,
    # II 1; latency: a message's last block to its GHASH.
    timing=lambda p: (1, p["PIPE"] + 4),
    block_bits=128,
    key_bits=0,
    label=lambda p: f"GHASH x{1 << p['SID_W']} k{p['KARATSUBA']} p{p['PIPE']}",
    size=leaf_terms,
)


#: The digit-serial GHASH unit (rtl/modes/cm_ghash_ds.sv): Horner's rule per
#: stream, DIGIT bits of H per clock, a block every 128 / DIGIT + 2 clocks:
#: the unit for cores that take a block every few clocks.
DIGITS = (2, 4, 8, 16, 32, 64)


def ds_steps(digit: int) -> int:
    """Clocks per product of the digit-serial unit."""
    return 128 // digit


DS_PARAMS = (
    Param("SID_W", 3, "stream id width (2^SID_W streams)", minimum=1, maximum=10, slug="s", always=True),
    Param("DIGIT", 16, "bits of H per multiplier clock (a power of two, 2..64): a block every "
          "128 / DIGIT + 2 clocks", choices=DIGITS, slug="d", always=True),
)

DS_SPEC = CoreSpec(
    name="ghash-ds",
    top="cm_ghash_ds",
    kind="unit",
    cipher="ghash",
    description="digit-serial GHASH for many streams, a block every few clocks (rtl/modes/cm_ghash_ds.sv)",
    params=DS_PARAMS,
    rules=lambda p: None,
    # II: the op spacing; latency: a message's last block to its GHASH.
    timing=lambda p: (ds_steps(p["DIGIT"]) + 2, ds_steps(p["DIGIT"]) + 2),
    block_bits=128,
    key_bits=0,
    label=lambda p: f"GHASH x{1 << p['SID_W']} digit-serial d{p['DIGIT']}",
    size=lambda p: 128 * p["DIGIT"],
)
