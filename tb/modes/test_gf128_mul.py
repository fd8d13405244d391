# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb tests for rtl/modes/cm_gf128_mul.sv (run by tests/test_gf128_mul.py)
through the registry's top for it, cm_gf128_mul_char (operands registered).

The parameters, the latency, the seed and the number of random products come
in the JSON environment variable ``CIPHERLINE_GF128`` (KARATSUBA, PIPE,
latency, seed, products).
The reference is :func:`cipherline.ref.gf128.gf128_mul` (SP 800-38D
Algorithm 1, bit by bit).

Tests:
  test_known        the identity, zero, x * x^127 (the first reduction),
                    all-ones, and the SP 800-38D test case 2 GHASH step
  test_random       random operands, valid on random clocks (runs of
                    back-to-back products and gaps): every product at exactly
                    the latency, in order, and p_o zero without valid_o
  test_reset        reset with products in flight: nothing comes out after
                    it and every output is zero
"""

from __future__ import annotations

import json
import os
import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge

from cipherline.ref.gf128 import ONE, gf128_mul

MASK = (1 << 128) - 1


def _settings() -> dict:
    raw = os.environ.get("CIPHERLINE_GF128")
    if not raw:
        raise RuntimeError("CIPHERLINE_GF128 is not set: run through tests/test_gf128_mul.py")
    return json.loads(raw)


async def _start(dut) -> dict:
    s = _settings()
    cocotb.start_soon(Clock(dut.clk_i, 10, unit="ns").start())
    dut.rst_ni.value = 0
    dut.valid_i.value = 0
    dut.a_i.value = 0
    dut.b_i.value = 0
    await ClockCycles(dut.clk_i, 3)
    dut.rst_ni.value = 1
    await RisingEdge(dut.clk_i)
    return s


async def _run(dut, s: dict, ops: list[tuple[int, int] | None]) -> list[tuple[int, int]]:
    """Drive one entry of ``ops`` per clock (None: valid low) and check, on
    every clock, that valid_o follows valid_i ``latency`` clocks later with the
    product of those operands, and that p_o is zero without valid_o.
    Returns the (clock, product) pairs seen."""
    pipe = s["latency"]
    expect: dict[int, int] = {}
    seen: list[tuple[int, int]] = []
    for t in range(len(ops) + pipe + 2):
        op = ops[t] if t < len(ops) else None
        dut.valid_i.value = int(op is not None)
        dut.a_i.value = op[0] if op else random.getrandbits(128)  # garbage without valid
        dut.b_i.value = op[1] if op else random.getrandbits(128)
        if op is not None:
            expect[t + pipe] = gf128_mul(*op)
        await FallingEdge(dut.clk_i)
        v, p = int(dut.valid_o.value), int(dut.p_o.value)
        if t in expect:
            assert v == 1, f"clock {t}: valid_o low, product of clock {t - pipe} expected"
            assert p == expect[t], (f"clock {t}: p_o {p:032x}, expected {expect[t]:032x} "
                                    f"(a {ops[t - pipe][0]:032x}, b {ops[t - pipe][1]:032x})")
            seen.append((t, p))
        else:
            assert v == 0, f"clock {t}: valid_o high with no product due"
            assert p == 0, f"clock {t}: p_o {p:032x} without valid_o (must be zero)"
        await RisingEdge(dut.clk_i)
    return seen


@cocotb.test()
async def test_known(dut):
    s = await _start(dut)
    random.seed(s["seed"])
    a = 0x66E94BD4EF8A2C3B884CFA59CA342B2E  # H of SP 800-38D test case 1/2 (AES-128, K = 0)
    c = 0x0388DACE60B6A392F328C2B971B2FE78  # test case 2: the ciphertext block
    x1 = 0x5E2EC746917062882C85B0685353DEB7  # GHASH after that block (the standard's X1)
    # 1 is x^127 in this bit order, so 1 * 1 = x^254 = x^126 (x^7 + x^2 + x + 1)
    # = x^127 + x^126 + x^12 + x^6 + x^5 + x^2 + x + 1 (x^k is int bit 127 - k).
    x254 = sum(1 << (127 - k) for k in (127, 126, 12, 6, 5, 2, 1, 0))
    ops = [(a, ONE), (ONE, a), (a, 0), (0, a), (1, 1), (c, a), (ONE, ONE), (MASK, MASK)]
    want = [a, a, 0, 0, x254, x1, ONE]
    # The reference itself on the values worked out by hand or printed by the
    # standard; all-ones squared is the reference's alone.
    assert [gf128_mul(*o) for o in ops[:len(want)]] == want
    want.append(gf128_mul(MASK, MASK))
    seen = await _run(dut, s, ops)
    assert [p for _, p in seen] == want


@cocotb.test()
async def test_random(dut):
    s = await _start(dut)
    rng = random.Random(s["seed"])
    random.seed(s["seed"] + 1)
    ops: list[tuple[int, int] | None] = []
    while len([o for o in ops if o]) < s["products"]:
        if rng.random() < 0.3:
            ops += [None] * rng.randint(1, 4)
        ops += [(rng.getrandbits(128), rng.getrandbits(128)) for _ in range(rng.randint(1, 40))]
    seen = await _run(dut, s, ops)
    assert len(seen) == len([o for o in ops if o])


@cocotb.test()
async def test_reset(dut):
    s = await _start(dut)
    rng = random.Random(s["seed"] + 2)
    for _ in range(4):
        dut.valid_i.value = 1
        dut.a_i.value = rng.getrandbits(128)
        dut.b_i.value = rng.getrandbits(128)
        await RisingEdge(dut.clk_i)
    # Reset while the last products are in flight.
    dut.valid_i.value = 0
    dut.rst_ni.value = 0
    await RisingEdge(dut.clk_i)
    dut.rst_ni.value = 1
    for t in range(s["latency"] + 3):
        await FallingEdge(dut.clk_i)
        assert int(dut.valid_o.value) == 0, f"clock {t} after reset: valid_o high"
        assert int(dut.p_o.value) == 0, f"clock {t} after reset: p_o not zero"
        await RisingEdge(dut.clk_i)
