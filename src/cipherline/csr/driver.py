# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""A driver for the CSR block with its key store (docs/csr.md), over any bus.

:class:`Driver` is what software does with the registers, on top of the
generated register layer (:func:`cipherline.csr.model`): identify the
engine, load a key into a slot, zeroize, read the counters and take
interrupts. It needs two coroutines, a 32-bit word read and write at byte
addresses from the block's base; the cocotb testbenches pass cocotbext-axi's
``AxiLiteMaster`` through them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Awaitable, Callable

from cipherline import csr
from cipherline.cores import CIPHERS

#: The algorithm codes (the registry's; cipher_modes_pkg ALG_*; SLOT_SEL.ALG).
ALG_TDES, ALG_AES = CIPHERS["tdes"].alg_id, CIPHERS["aes"].alg_id
#: SLOT_STATUS error bits, by field name.
SLOT_ERRORS = ("ERR_KEY_SIZE", "ERR_TDES_KEYS", "ERR_SLOT_BUSY", "ERR_SLOT_RANGE", "ERR_ALG")
#: Key bytes of each (algorithm, key size code), as SLOT_SEL takes them.
KEY_BYTES = {(ALG_TDES, 0): 24, (ALG_AES, 0): 16, (ALG_AES, 1): 24, (ALG_AES, 2): 32}


class SlotError(Exception):
    """A COMMIT the key store refused; ``errors`` names its SLOT_STATUS bits."""

    def __init__(self, slot: int, errors: list[str]):
        super().__init__(f"slot {slot}: commit refused ({', '.join(errors)})")
        self.slot = slot
        self.errors = errors


@dataclass(frozen=True)
class Identity:
    """VERSION and the capability registers."""

    version: tuple[int, int]
    tdes: bool
    aes: bool
    aes_keylens: tuple[int, ...]  # AES key sizes in bits
    aes_encrypt_only: bool
    policy: bool
    desc: bool                    # descriptors on s_axis_cmd (else in-band headers)
    modes: int                    # bit k: mode k built
    streams: int
    slots: int


class Driver:
    """Software's view of one engine's registers.

    ``read(addr)`` and ``write(addr, value)`` are coroutines that move one
    32-bit word. ``poll_limit`` bounds every wait for the hardware (reads of
    a status register) so that a stuck block raises instead of hanging.
    """

    def __init__(self, read: Callable[[int], Awaitable[int]], write: Callable[[int, int], Awaitable[None]],
                 poll_limit: int = 10_000):
        self._read, self._write, self.poll_limit = read, write, poll_limit
        self.regs = csr.model(self._model_read, self._model_write)

    async def _model_read(self, addr: int, width: int, accesswidth: int) -> int:
        # A 64-bit register: the low word first (its read takes the snapshot).
        value = 0
        for i in range(width // accesswidth):
            value |= await self._read(addr + 4 * i) << (32 * i)
        return value

    async def _model_write(self, addr: int, width: int, accesswidth: int, data: int) -> None:
        if width != 32 or accesswidth != 32:
            raise ValueError(f"a {width}-bit write at {addr:#x}: the block has 32-bit registers")
        await self._write(addr, data)

    async def _poll(self, what: str, read, done) -> int:
        for _ in range(self.poll_limit):
            value = await read()
            if done(value):
                return value
        raise TimeoutError(f"{what}: no answer after {self.poll_limit} reads")

    # -- identification --------------------------------------------------
    async def identify(self) -> Identity:
        v = await self.regs.VERSION.read_fields()
        cap = await self.regs.CAP_CIPHER.read_fields()
        size = await self.regs.CAP_SIZE.read_fields()
        modes = await self.regs.CAP_MODES.read_fields()
        return Identity(version=(v["MAJOR"], v["MINOR"]), tdes=bool(cap["TDES"]), aes=bool(cap["AES"]),
                        aes_keylens=tuple(128 + 64 * k for k in range(3) if cap["AES_KEYLENS"] >> k & 1),
                        aes_encrypt_only=bool(cap["AES_ENC_ONLY"]), policy=bool(cap["POLICY"]),
                        desc=bool(cap["DESC"]), modes=modes["MODES"], streams=size["STREAMS"], slots=size["SLOTS"])

    # -- control -----------------------------------------------------------
    async def enable(self, on: bool = True) -> None:
        await self.regs.CTRL.write(int(on))

    async def zeroize(self) -> None:
        """Clear every slot (and the engine's keys): write ZEROIZE, wait for
        STATUS.ZEROIZE_DONE, and clear it. CTRL.ENABLE is kept."""
        enable = (await self.regs.CTRL.read_fields())["ENABLE"]
        await self.regs.CTRL.write(enable | 1 << self.regs.CTRL.ZEROIZE.low)
        await self._poll("zeroize", self.regs.STATUS.read_fields, lambda f: f["ZEROIZE_DONE"])
        await self.regs.STATUS.write(1 << self.regs.STATUS.ZEROIZE_DONE.low)

    # -- key slots -----------------------------------------------------------
    async def load_slot(self, slot: int, alg: int, key: bytes, legacy: bool = False) -> None:
        """Load ``key`` into ``slot`` for ``alg`` (its size gives the key
        size code: AES 16, 24 or 32 bytes, TDES 24 bytes K1 K2 K3). Raises
        :class:`SlotError` if the key store refuses it."""
        sizes = {n: k for (a, k), n in KEY_BYTES.items() if a == alg}
        if len(key) not in sizes:
            raise ValueError(f"a {len(key)}-byte key for algorithm {alg}: "
                             f"{sorted(sizes) or 'no such algorithm'} bytes are loadable")
        regs = self.regs
        await self._poll("slot busy", regs.SLOT_STATUS.read_fields, lambda f: not f["BUSY"])
        await regs.SLOT_SEL.write(slot << regs.SLOT_SEL.SLOT.low | sizes[len(key)] << regs.SLOT_SEL.KSZ.low
                                  | int(legacy) << regs.SLOT_SEL.LEGACY.low | alg << regs.SLOT_SEL.ALG.low)
        for i in range(0, len(key), 4):
            await self._write(regs.KEY0.address + i, int.from_bytes(key[i:i + 4], "big"))
        await regs.SLOT_CMD.write(1 << regs.SLOT_CMD.COMMIT.low)
        status = await self._poll("commit", regs.SLOT_STATUS.read_fields, lambda f: f["DONE"])
        errors = [e for e in SLOT_ERRORS if status[e]]
        if errors:
            raise SlotError(slot, errors)

    # -- counters and interrupts -----------------------------------------
    async def counters(self) -> dict[str, int]:
        """Every counter by register name (MSG_*, BLOCKS_IN, BLOCKS_OUT)."""
        return {r.inst_name: await r.read() for r in self.regs.get_registers()
                if r.inst_name.startswith(("MSG_", "BLOCKS_"))}

    async def clear_counters(self) -> None:
        enable = (await self.regs.CTRL.read_fields())["ENABLE"]
        await self.regs.CTRL.write(enable | 1 << self.regs.CTRL.CLEAR_COUNTERS.low)

    async def interrupts(self) -> dict[str, int]:
        return await self.regs.INTR_STATE.read_fields()

    async def enable_interrupts(self, **names: int) -> None:
        await self.regs.INTR_ENABLE.write_fields(**names)

    async def ack_interrupts(self, *names: str) -> None:
        """Clear these INTR_STATE bits (write 1 to clear: one write of the
        whole register, so no other bit is cleared)."""
        reg = self.regs.INTR_STATE
        await reg.write(sum(1 << getattr(reg, n).low for n in names))
