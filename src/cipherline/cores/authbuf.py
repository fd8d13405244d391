# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The message buffer for authenticated decryption (rtl/modes/cm_auth_buf.sv)
as a "unit": the engine instantiates it behind its output, and a
configuration of it here can be linted and placed and routed on its own
(``cipherline synth --config authbuf-s6-b1152``), in minutes rather than
the engine's hour, so that a change to its decisions can be timed before
the engine is. Out of context its inputs enter through its input register
slice and its outputs leave from its output slice, so every path timed is
one of the engine's. Throughput is one beat per clock.
"""

from __future__ import annotations

from cipherline.cores.base import ConfigError, CoreSpec, Param

PARAMS = (
    Param("SID_W", 6, "stream id width (2^SID_W streams)", minimum=1, maximum=10, slug="s", always=True),
    # The engines' default, AUTH_BUF_BYTES 18,432 (2 x 9,216 bytes) in 16-byte beats.
    Param("BUF_BEATS", 1152, "buffer capacity in 128-bit beats", minimum=2, maximum=1 << 16,
          slug="b", always=True),
)


def _rules(p) -> None:
    if p["BUF_BEATS"] < 2:
        raise ConfigError("authbuf: BUF_BEATS must be at least 2")


SPEC = CoreSpec(
    name="authbuf",
    top="cm_auth_buf",
    kind="unit",
    cipher="authbuf",
    description="message buffer for authenticated decryption (rtl/modes/cm_auth_buf.sv)",
    params=PARAMS,
    rules=_rules,
    # II 1; latency: a passing beat, in to out (input slice, C, R, output slice).
    timing=lambda p: (1, 4),
    block_bits=128,
    key_bits=0,
    label=lambda p: f"auth buffer x{1 << p['SID_W']} {p['BUF_BEATS']} beats",
    size=lambda p: p["BUF_BEATS"],
)
