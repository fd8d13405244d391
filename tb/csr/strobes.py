# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Key words written with byte strobes, as a narrow CPU or a bus bridge writes them.

AXI4-Lite: WSTRB[b] enables WDATA[8b+7:8b], the byte at address ADDR + b.
The key registers hold key byte 4n in KEYn's bits 31:24 (docs/csr.md), so
key byte 4n + k is the byte at address KEYn + 3 - k. Everything here works
from that rule alone, never from the design's signals:

- :func:`write_strobed` makes one write of any strobe mask, sparse ones
  (0b0101) and the empty one included, which cocotbext-axi's
  ``AxiLiteMaster.write`` (a contiguous run of bytes) cannot;
- :func:`key_writes` turns a key into the writes of one strobe pattern
  (``HOWS``), each strobed lane carrying the key's byte and every lane not
  strobed random garbage (a design that ignores a strobe loads it).
"""

from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Event

#: The strobe patterns of :func:`key_writes`.
HOWS = ("word", "half", "byte", "order", "mask")


async def write_strobed(axil, addr: int, value: int, strb: int) -> int:
    """One AXI4-Lite write of ``value`` to the word at ``addr`` with byte
    strobes ``strb`` (any of the 16 masks); returns BRESP. The master must
    be idle (no write of its own in flight): the address and data beats go
    straight onto its AW and W channels, and the response is taken from its
    B channel, as its own writes do it."""
    wif = axil.write_if
    assert wif.in_flight_operations == 0, "write_strobed needs an idle master"
    aw = wif.aw_channel._transaction_obj()
    aw.awaddr, aw.awprot = addr & ~3, 0
    w = wif.w_channel._transaction_obj()
    w.wdata, w.wstrb = value, strb
    done, bresp = Event(), []

    async def resp():
        b = await wif.b_channel.recv()
        bresp.append(int(b.bresp))
        done.set()

    cocotb.start_soon(resp())
    await wif.aw_channel.send(aw)
    await wif.w_channel.send(w)
    await done.wait()
    return bresp[0]


def lane_of(k: int) -> int:
    """The AXI byte lane (WSTRB bit) of byte k (0..3) of a key word."""
    return 3 - k


def key_writes(key: bytes, how: str, rng: random.Random) -> list[tuple[int, int, int]]:
    """The writes that put ``key`` into KEY0.. by pattern ``how``, as
    (byte offset from KEY0, WDATA, WSTRB):

    - ``word``: one write of all four strobes a word;
    - ``half``: two halfword writes a word (WSTRB 0b0011 and 0b1100), in
      random order;
    - ``byte``: one write a byte, word after word;
    - ``order``: one write a byte, the key's bytes in random order;
    - ``mask``: a word first gets garbage under a random mask, then random
      masks (sparse ones too) whose union is all four lanes, the last write
      of each lane carrying the key's byte, with writes of no strobe (and
      garbage data) between them.
    """
    if how not in HOWS:
        raise ValueError(f"strobe pattern {how!r}: one of {HOWS}")
    words = [key[i:i + 4] for i in range(0, len(key), 4)]

    def beat(n: int, strb: int) -> tuple[int, int, int]:
        data = 0
        for k in range(4):
            lane = lane_of(k)
            byte = words[n][k] if strb >> lane & 1 else rng.getrandbits(8)
            data |= byte << (8 * lane)
        return (4 * n, data, strb)

    out: list[tuple[int, int, int]] = []
    if how == "word":
        out = [beat(n, 0xF) for n in range(len(words))]
    elif how == "half":
        for n in range(len(words)):
            out += [beat(n, m) for m in rng.sample([0x3, 0xC], 2)]
    elif how == "byte":
        out = [beat(n, 1 << lane_of(k)) for n in range(len(words)) for k in range(4)]
    elif how == "order":
        idx = list(range(len(key)))
        rng.shuffle(idx)
        out = [beat(i // 4, 1 << lane_of(i % 4)) for i in idx]
    else:
        for n in range(len(words)):
            out.append((4 * n, rng.getrandbits(32), rng.randrange(1, 16)))  # garbage, overwritten
            left = 0xF
            while left:
                if rng.random() < 0.3:
                    out.append((4 * n, rng.getrandbits(32), 0))  # no strobe: changes nothing
                m = rng.randrange(1, 16)
                if m & left:
                    out.append(beat(n, m))
                    left &= ~m
    return out


def key_bytes_of(writes: list[tuple[int, int, int]], nbytes: int) -> bytes:
    """The key that ``writes`` leave in the staging register by the AXI rule
    (unwritten bytes zero): the model a test checks the design against."""
    key = bytearray(nbytes)
    for off, data, strb in writes:
        for lane in range(4):
            i = off + 3 - lane
            if strb >> lane & 1 and i < nbytes:
                key[i] = data >> (8 * lane) & 0xFF
    return bytes(key)
