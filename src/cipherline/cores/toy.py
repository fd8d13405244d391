# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""A toy 128-bit block "cipher" (block XOR key) used only in tests (rtl/toy).

It exists to prove the seam: it plugs into the modes engine, the registry,
the simulation runner and the test matrix with no edit to rtl/modes/ or to
any command module. It is not a cipher.
"""

from __future__ import annotations

from cipherline.cores.base import CoreSpec, Param, pow2_at_least

PARAMS = (
    Param("DEPTH", 1, "pipeline register stages", minimum=1, maximum=64, slug="d", always=True),
    Param("TAG_W", 8, "user tag width carried with each block", minimum=1, maximum=32, slug="t"),
)

SPEC = CoreSpec(
    name="toy",
    top="toy_xor_core",
    kind="core",
    cipher="toy",
    description="toy XOR block core for tests (rtl/toy)",
    params=PARAMS,
    rules=lambda p: None,
    # II 1; latency (input handshake to out_valid_o, rtl/toy/toy_xor_core.sv): DEPTH + 2.
    timing=lambda p: (1, p["DEPTH"] + 2),
    block_bits=128,
    key_bits=128,
    label=lambda p: f"toy XOR d{p['DEPTH']}",
    capacity=lambda p: pow2_at_least(p["DEPTH"] + 4),
    flush_clocks=lambda p: p["DEPTH"] + 1,
    test_only=True,
)
