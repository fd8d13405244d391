# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""A key store on the lookup port of an engine built with SA (the bench's
ESP rows and test_slots): tb/modes/bench_cipher_modes.py,
tb/modes/tb_cipher_modes.py."""

from __future__ import annotations

import cocotb
from cocotb.triggers import FallingEdge, ReadOnly


class SlotStore:
    """A key store on an SA engine's lookup port (docs/modes.md, *Key slots*):
    it grants a request (every one, or at random with probability 1 -
    ``deny`` on each clock, as an arbiter shared with another engine may) and
    answers on the clock after the grant with the slot's word
    (cipher_modes_pkg::lk_ans_t), as cl_key_store does."""

    def __init__(self, dut, alg: int, deny: float = 0.0, rng=None):
        self.dut, self.alg = dut, alg
        self.deny, self.rng = deny, rng
        if deny and rng is None:
            raise ValueError("a SlotStore that denies grants needs an rng")
        self.slots: dict[int, int] = {}  # slot -> key bundle {key size code, key}
        self.algs: dict[int, int] = {}   # slot -> its algorithm, where not ``alg``
        # No grant until the server runs: a request it would not see (one
        # made on the clock its descriptor enters, before the server's first
        # falling edge) waits instead of taking an empty answer.
        dut.lk_gnt_i.value = 0
        cocotb.start_soon(self._serve())

    def _word(self, slot: int | None) -> int:
        if slot is None or slot not in self.slots:
            return 0
        b = self.slots[slot]
        ksz = b >> 256
        key = b & ~((1 << (256 - 128 - 64 * ksz)) - 1) & ((1 << 256) - 1)  # zero past the key size
        # lk_ans_t: {loaded, alg[7:0], ksz[1:0], legacy (0), key[255:0]}
        return (1 << 267) | (self.algs.get(slot, self.alg) << 259) | (ksz << 257) | key

    async def _serve(self) -> None:
        pending = None
        while True:
            await FallingEdge(self.dut.clk_i)
            self.dut.lk_ans_i.value = self._word(pending)
            gnt = not self.deny or self.rng.random() >= self.deny
            self.dut.lk_gnt_i.value = int(gnt)
            # The request as the rising edge will see it: it may come from
            # the descriptor channel's beat driven on this falling edge.
            await ReadOnly()
            req = int(self.dut.lk_req_o.value)
            pending = req & 0x3FF if req >> 10 and gnt else None
