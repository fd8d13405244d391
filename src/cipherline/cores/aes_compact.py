# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The compact column-serial AES core ``aes_compact`` (rtl/aes/aes_compact.sv).

The low end of the AES area/throughput curve: a 32-bit datapath around four
S-boxes, which SubBytes of one column and the key schedule's SubWord share
(with ``SBOX`` = 2 two block RAMs, two look-ups each). It has ``aes_core``'s
ports and contract, but it cannot come from ``aes_core``'s datapath, whose
round is 128 bits wide with the key schedule stepping four words at a time.

A round takes 6 clocks: four clocks of diagonal look-ups, the S-boxes'
2-clock latency before the round's last column is written, and one
SubWord look-up. Round 0 (the first AddRoundKey) takes a period of its own.
Keys are made on the fly, one word per clock; decryption first runs the
forward key expansion of the block's key, ``E`` = 7, 9, 10 periods of 6
clocks for AES-128/192/256, then the inverse cipher with the schedule
running backwards.

A block's II and latency depend on its key size and direction
(:func:`block_timing`); :func:`timing` gives the worst case of the enabled
ones, which is what reports use. Per block (II / latency in clocks):

=========  ==========  ==========
key size   encrypt     decrypt
=========  ==========  ==========
AES-128    66 / 73     108 / 115
AES-192    78 / 85     132 / 139
AES-256    90 / 97     150 / 157
=========  ==========  ==========
"""

from __future__ import annotations

from cipherline.cores.aes import KEYLENS, SBOX_LABELS, TAG_W, key_sizes, sbox_param
from cipherline.cores.base import ConfigError, CoreSpec, P, Param

#: Clocks per round (one period of the sequencer).
PERIOD = 6
#: Periods of the forward key expansion before a decryption, per key-length code.
EXPANSION = (7, 9, 10)
#: cl_core_out's depth in the RTL (aes_compact DEPTH): two registers, no FIFO RAM.
DEPTH = 2


def block_timing(keylen: int, decrypt: bool) -> tuple[int, int]:
    """(II, latency) in clocks of one block with key-length code ``keylen``
    (0, 1, 2) and direction ``decrypt``.

    A block is accepted in slot 1 of the period before its own periods
    1..PL (PL = NR + 1, plus the expansion when decrypting); the next
    block can be accepted in slot 1 of its period PL, so II = 6 * PL. Its
    result is in the state registers at slot 0 of period PL + 1, then the
    result register and the output register (cl_core_out with DEPTH 2):
    latency = 6 * PL + 7.
    Checked in simulation (tb/aes/test_aes_compact.py, test_compact_timing).
    """
    nr = 10 + 2 * keylen
    pl = nr + 1 + (EXPANSION[keylen] if decrypt else 0)
    return PERIOD * pl, PERIOD * pl + 7


def directions(p: P) -> tuple[bool, ...]:
    return (False,) if p["ENCRYPT_ONLY"] else (False, True)


def timing(p: P) -> tuple[int, int]:
    """The worst case over the enabled key sizes and directions."""
    ts = [block_timing((k - 128) // 64, d) for k in key_sizes(p) for d in directions(p)]
    return max(t[0] for t in ts), max(t[1] for t in ts)


def rules(p: P) -> None:
    # The RTL's elaboration checks ($fatal in aes_compact.sv), with its messages.
    if not 1 <= p["KEYLENS"] <= 7:
        raise ConfigError("KEYLENS must be a non-zero mask of 1 (AES-128), 2 (AES-192), 4 (AES-256)")
    if p["SBOX"] not in (0, 1, 2):
        raise ConfigError("SBOX must be 0 (table in logic), 1 (composite field) or 2 (block RAM)")
    if p["TAG_W"] < 1:
        raise ConfigError("TAG_W must be at least 1")


def label(p: P) -> str:
    ks = "/".join(str(k) for k in key_sizes(p))
    s = f"AES-{ks} compact"
    s += " enc" if p["ENCRYPT_ONLY"] else ""
    s += SBOX_LABELS[p["SBOX"]]
    return s


PARAMS = (
    KEYLENS,
    sbox_param(": 2 EBR"),
    Param("ENCRYPT_ONLY", 0, "drop the inverse cipher and the backward key schedule",
          choices=(0, 1), slug="enc"),
    TAG_W,
)

SPEC = CoreSpec(
    name="aes-compact",
    top="aes_compact",
    kind="core",
    cipher="aes",
    description="compact column-serial AES-128/192/256 core (rtl/aes/aes_compact.sv)",
    params=PARAMS,
    rules=rules,
    timing=timing,
    block_bits=128,
    key_bits=256,
    label=label,
    # The output FIFO (DEPTH words): the block in the core, the one in the
    # input buffer, and room to spare.
    capacity=lambda p: DEPTH,
    # Reset clears every data, key and tag register at its first edge; the
    # S-box address registers load the (zero) address one clock later and
    # the output registers are cleared meanwhile.
    flush_clocks=lambda p: 2,
    references="aes",
    # The bare-core C++ harness (built with -DCL_CORE_AES: the ports are
    # aes_core's): the report's correctness gate, the Monte Carlo test.
    harness="tb/cpp/harness_main.cpp",
    # The report's points: the AES-128 block-RAM cores of the compact target,
    # encrypt-only and both directions.
    report=("aes-compact-k1-sbox2-enc", "aes-compact-k1-sbox2"),
    size=lambda p: 128 / timing(p)[0],
)
