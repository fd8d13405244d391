# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""GHASH over four interleaved lanes: the schedule of the line-rate GHASH
unit (rtl/modes/cm_ghash_agg.sv), as a reference for it and for the engine
that drives it.

GHASH_H(X_1 .. X_m) = X_1 H^m + X_2 H^(m-1) + ... + X_m H (SP 800-38D,
Algorithm 2, written as a sum). Horner's rule, Y := (Y + X_i) H, makes
block i wait for block i-1's product; with a multiplier of PIPE register
levels that is one block per PIPE clocks.

The unit splits the blocks over ``LANES`` = 4 lanes, block i (from 1) in
lane (i - 1) mod 4, each lane its own Horner chain,

    Z_lane := (Z_lane + X_i) * H^f_i,   f_i = min(4, m - i + 1),

so that a lane's next block comes four blocks later and the multiplier
takes one block per clock. Every block but the last four multiplies by H^4;
the last four (the *tail*: i > m - 4) close their lanes with H^4, H^3, H^2
and H^1. Block i's factors then multiply to H^(m - i + 1): along its lane
they are H^4 for each later block of the lane, and H^(m - last + 1) for the
lane's last block. The tail's four products are the lanes' final values;
their sum is GHASH. Only H, H^2 = H * H, H^3 and H^4 are needed: H^2 and
H^4 are squares (linear maps of H in GF(2^128)), H^3 = H * H^2 is one
product, which the unit forms while it loads H.

``schedule(m)`` lists each block's control flags as the unit takes them;
``ghash_lanes`` evaluates GHASH through them, the same arithmetic as the
RTL, and is checked against :func:`cipherline.ref.gf128.ghash`.
"""

from __future__ import annotations

from dataclasses import dataclass

from cipherline.ref.gf128 import gf128_mul

__all__ = ["LANES", "Step", "schedule", "powers", "ghash_lanes"]

#: Interleaved lanes (the unit's loop is at most four clocks).
LANES = 4


@dataclass(frozen=True)
class Step:
    """One block's control flags (the unit's inputs besides the block)."""

    lane: int     # lane_i: (i - 1) mod 4
    pw: int       # pw_i: the factor H^(pw + 1), pw = min(4, m - i + 1) - 1
    lfirst: bool  # lfirst_i: the lane's first block of the message (its Z starts at 0)
    tail: bool    # tail_i: one of the last four blocks (its product is a lane's final value)
    tfirst: bool  # tfirst_i: the first tail block (the sum of the lanes starts at 0)
    fin: bool     # fin_i: the last block (the unit outputs GHASH after it)


def schedule(m: int) -> list[Step]:
    """The steps of a GHASH over ``m`` >= 1 blocks, in order."""
    if m < 1:
        raise ValueError("schedule: GHASH has at least one block (the length block)")
    first_tail = max(1, m - LANES + 1)
    return [Step(lane=(i - 1) % LANES, pw=min(LANES, m - i + 1) - 1, lfirst=i <= LANES,
                 tail=i >= first_tail, tfirst=i == first_tail, fin=i == m)
            for i in range(1, m + 1)]


def powers(h: int) -> tuple[int, int, int, int]:
    """(H, H^2, H^3, H^4) as ints in the reference's bit order."""
    h2 = gf128_mul(h, h)
    return h, h2, gf128_mul(h2, h), gf128_mul(h2, h2)


def ghash_lanes(h: bytes, data: bytes) -> bytes:
    """GHASH_H(data) (a whole number of blocks, at least one) through the
    lanes and the schedule, as the unit computes it."""
    if len(h) != 16 or not data or len(data) % 16:
        raise ValueError("ghash_lanes: H is 16 bytes and the data one or more whole blocks")
    pw = powers(int.from_bytes(h, "big"))
    blocks = [int.from_bytes(data[i:i + 16], "big") for i in range(0, len(data), 16)]
    z = [0] * LANES
    s = 0
    for x, st in zip(blocks, schedule(len(blocks))):
        p = gf128_mul((0 if st.lfirst else z[st.lane]) ^ x, pw[st.pw])
        if st.tail:
            s = (0 if st.tfirst else s) ^ p
        else:
            z[st.lane] = p
    return s.to_bytes(16, "big")
