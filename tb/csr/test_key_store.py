# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb tests for the CSR block with its key store, rtl/csr/cl_csr_keys.sv
(run by tests/test_key_store.py over several parameter sets).

Keys are loaded through the registers (cocotbext-axi's AxiLiteMaster, and
the driver :class:`cipherline.csr.driver.Driver` over the generated register
layer), as software loads them; the engine's side is
the lookup port, driven here by a looker that asks for a random slot on
random clocks and checks every answer. The configuration (algorithms, AES key
sizes, slots, policy) is read from the capability registers. The seed comes
in the environment variable ``CIPHERLINE_SEED``.

Tests:
  test_load_lookup  random commits (every algorithm and key size built,
                    legacy or not, rewrites of loaded slots) while the looker
                    runs: each answer is the slot's word before or after a
                    commit in progress, whole, and after DONE the new one; a
                    slot never loaded and an index past the slots answer 0
  test_errors       every commit error, alone: ERR_ALG, ERR_KEY_SIZE (a
                    size not built, no key word staged), ERR_SLOT_RANGE,
                    ERR_TDES_KEYS (and LEGACY loading the same keys),
                    ERR_SLOT_BUSY during a zeroize's sweep, a second COMMIT
                    right behind one; the slot keeps its word, SLOT_ERROR
                    and SLOT_DONE interrupts
  test_zeroize      keys in the slots, the staging register and the RAM's
                    read register (the key scan finds them there); then
                    ZEROIZE: BUSY during the sweep, lookups answer 0, DONE
                    sets STATUS and INTR_STATE; afterwards the key scan finds
                    no key anywhere. The same after a rewrite (old key), a
                    refused commit (staged key), the driver's zeroize
                    and a reset
  test_strobes      keys of every algorithm and size staged with every
                    strobe pattern (tb/csr/strobes.py: words, halfwords,
                    bytes, bytes in random order, random sparse masks with
                    garbage in the lanes not strobed and strobe-less writes
                    between): the lookup answers the key the AXI rule
                    (WSTRB[b] is WDATA[8b+7:8b]) gives; a write with no
                    strobe changes no staged byte, and a COMMIT after
                    strobe-less writes only is refused with ERR_KEY_SIZE
"""

from __future__ import annotations

import cocotb
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge
from cocotb.utils import get_sim_time

from cipherline.csr.driver import ALG_AES, ALG_TDES, SlotError
from tb.common import keyscan
from tb.csr.strobes import HOWS, key_bytes_of, key_writes, write_strobed
from tb.csr.test_csr import OKAY, Tb

E_KSZ, E_TDES, E_BUSY, E_RANGE, E_ALG = (1 << 8, 1 << 9, 1 << 10, 1 << 11, 1 << 12)
ERRORS = E_KSZ | E_TDES | E_BUSY | E_RANGE | E_ALG
DONE = 1 << 1
ZERO = (0, 0, 0, 0, 0)  # (loaded, alg, ksz, legacy, key) of an empty answer


class KsTb(Tb):
    INPUTS = ("lk_req_i", "lk_slot_i", "msg_valid_i", "msg_status_i", "blk_in_i", "blk_out_i")

    async def start(self) -> None:
        await super().start()
        await self.wait_idle()
        ident = await self.drv.identify()
        self.slots = ident.slots
        self.policy = ident.policy
        self.combos = ([(ALG_TDES, 0)] if ident.tdes else []) + \
            [(ALG_AES, (n - 128) // 64) for n in ident.aes_keylens if ident.aes]
        #: slot -> its word as the lookup answers it
        self.model: dict[int, tuple] = {}
        #: slot -> words a lookup may also answer (a commit or zeroize in progress)
        self.pending: dict[int, set] = {}

    async def wait_idle(self) -> None:
        while (await self.read(self.regs.SLOT_STATUS.address)) & 1:
            pass

    def answer(self, slot: int) -> set:
        return {self.model.get(slot, ZERO)} | self.pending.get(slot, set())

    @staticmethod
    def word(alg: int, ksz: int, legacy: int, key: bytes) -> tuple:
        return (1, alg, ksz, legacy, int.from_bytes(key.ljust(32, b"\0"), "big"))

    def key_for(self, alg: int, ksz: int, distinct: bool = True) -> bytes:
        n = 24 if alg == ALG_TDES else 16 + 8 * ksz
        while True:
            key = self.rng.randbytes(n)
            if alg == ALG_AES or not distinct:
                return key
            ks = [int.from_bytes(key[i:i + 8], "big") & 0xFEFEFEFEFEFEFEFE for i in (0, 8, 16)]
            if len(set(ks)) == 3:
                return key

    async def stage(self, key: bytes) -> None:
        for i in range(0, len(key), 4):
            await self.write(self.regs.KEY0.address + i, int.from_bytes(key[i:i + 4], "big"))

    async def load(self, slot: int, alg: int, ksz: int, legacy: int, key: bytes) -> None:
        """Load a valid key through the driver, the model following as for
        :meth:`commit`."""
        new = self.word(alg, ksz, legacy, key)
        self.pending.setdefault(slot, set()).add(new)
        await self.drv.load_slot(slot, alg, key, legacy=bool(legacy))
        self.pending.pop(slot, None)
        self.model[slot] = new

    async def stage_strobed(self, writes: list[tuple[int, int, int]]) -> None:
        """Key-word writes (offset from KEY0, WDATA, WSTRB) of any strobes."""
        for off, data, strb in writes:
            assert await write_strobed(self.axil, self.regs.KEY0.address + off, data, strb) == OKAY

    async def commit_staged(self) -> int:
        """COMMIT what is staged (into SLOT_SEL's slot); the SLOT_STATUS error bits."""
        regs = self.regs
        await self.write(regs.SLOT_CMD.address, 1)
        while not (status := await self.read(regs.SLOT_STATUS.address)) & DONE:
            pass
        return status & ERRORS

    async def commit(self, slot: int, alg: int, ksz: int, legacy: int, key: bytes,
                     nwords: int | None = None) -> int:
        """Load ``key`` into ``slot``; the SLOT_STATUS error bits. The model
        follows: the new word may be answered from the COMMIT on, and is the
        only answer once DONE has been read (if the commit passed)."""
        regs = self.regs
        await self.write(regs.SLOT_SEL.address, slot | ksz << 16 | legacy << 20 | alg << 24)
        await self.stage(key[:4 * nwords] if nwords is not None else key)
        new = self.word(alg, ksz, legacy, key)
        self.pending.setdefault(slot, set()).add(new)
        await self.write(regs.SLOT_CMD.address, 1)
        while not (status := await self.read(regs.SLOT_STATUS.address)) & DONE:
            pass
        self.pending.pop(slot, None)
        if not status & ERRORS:
            self.model[slot] = new
        return status & ERRORS


async def looker(tb: KsTb, stop: list, stats: dict, rate: float = 0.6) -> None:
    """Look a random slot up on random clocks and check each answer against
    the words the model allows at the clock of the request."""
    dut = tb.dut
    prev = None
    while not stop:
        await FallingEdge(dut.clk_i)
        got = (int(dut.lk_loaded_o.value), int(dut.lk_alg_o.value), int(dut.lk_ksz_o.value),
               int(dut.lk_legacy_o.value), int(dut.lk_key_o.value))
        assert int(dut.lk_valid_o.value) == (prev is not None)
        if prev is None:
            assert got == ZERO, f"an answer without a lookup: {got}"
        else:
            slot, allowed = prev
            assert got in allowed, f"slot {slot} at {get_sim_time('ns')} ns: answer {got}, allowed {allowed}"
            stats["lookups"] = stats.get("lookups", 0) + 1
            stats["loaded"] = stats.get("loaded", 0) + got[0]
        prev = None
        if tb.rng.random() < rate:
            r = tb.rng.random()
            loaded = sorted(tb.model) + sorted(tb.pending)
            if r < 0.7 and loaded:
                slot = tb.rng.choice(loaded)
            elif r < 0.9:
                slot = tb.rng.randrange(tb.slots)
            else:
                slot = tb.rng.randrange(1024)
            prev = (slot, tb.answer(slot) if slot < tb.slots else {ZERO})
        dut.lk_req_i.value = prev is not None
        dut.lk_slot_i.value = prev[0] if prev else tb.rng.randrange(1024)
    await FallingEdge(dut.clk_i)
    dut.lk_req_i.value = 0


async def lookup(tb: KsTb, slot: int) -> tuple:
    dut = tb.dut
    await FallingEdge(dut.clk_i)
    dut.lk_req_i.value, dut.lk_slot_i.value = 1, slot
    await FallingEdge(dut.clk_i)
    dut.lk_req_i.value = 0
    return (int(dut.lk_loaded_o.value), int(dut.lk_alg_o.value), int(dut.lk_ksz_o.value),
            int(dut.lk_legacy_o.value), int(dut.lk_key_o.value))


def patterns(keys: list[bytes]) -> list[keyscan.Pattern]:
    """Every 64-bit piece of every key (the scan looks at signals of 56 bits
    and more, at any offset)."""
    return [keyscan.Pattern.of(f"key{i}[{j}]", int.from_bytes(k[j:j + 8], "big"), 64)
            for i, k in enumerate(keys) for j in range(0, len(k) - 7, 8)]


async def key_scan(tb: KsTb, keys: list[bytes]) -> dict:
    await ReadOnly()
    found, count = keyscan.scan(tb.dut, patterns(keys), skip_top=("s_axil_wdata_i",))
    assert count > 50, f"the scan saw {count} signals"
    await RisingEdge(tb.dut.clk_i)
    return found


@cocotb.test()
async def test_load_lookup(dut) -> None:
    tb = KsTb(dut)
    await tb.start()
    stop: list = []
    stats: dict = {}
    task = cocotb.start_soon(looker(tb, stop, stats))
    # Never-loaded slots and indexes past the slots answer 0.
    hot = [tb.rng.randrange(tb.slots) for _ in range(min(tb.slots, 6))]
    for _ in range(40):
        slot = tb.rng.choice(hot) if tb.rng.random() < 0.6 else tb.rng.randrange(tb.slots)
        alg, ksz = tb.rng.choice(tb.combos)
        legacy = tb.rng.getrandbits(1)
        await tb.load(slot, alg, ksz, legacy, tb.key_for(alg, ksz))
    stop.append(1)
    await task
    for slot in range(tb.slots):
        assert await lookup(tb, slot) == tb.model.get(slot, ZERO), slot
    dut._log.info("lookups %s, of loaded slots %s", stats.get("lookups"), stats.get("loaded"))
    assert stats["lookups"] > 200 and stats["loaded"] > 100


@cocotb.test()
async def test_errors(dut) -> None:
    tb = KsTb(dut)
    await tb.start()
    regs = tb.regs
    await tb.write(regs.INTR_ENABLE.address, 0x1F)
    slot = tb.rng.randrange(tb.slots)
    alg, ksz = tb.combos[-1]
    assert await tb.commit(slot, alg, ksz, 0, tb.key_for(alg, ksz)) == 0
    good = tb.model[slot]
    assert await lookup(tb, slot) == good
    intr = await regs.INTR_STATE.read_fields()
    assert intr["SLOT_DONE"] == 1 and intr["SLOT_ERROR"] == 0 and dut.intr_o.value == 1
    await tb.write(regs.INTR_STATE.address, 0x1F)

    async def refused(want: int, alg: int, ksz: int, key: bytes, at: int = slot, legacy: int = 0) -> None:
        err = await tb.commit(at, alg, ksz, legacy, key)
        assert err == want, f"alg {alg} ksz {ksz} slot {at}: errors {err:#x}, want {want:#x}"
        assert await lookup(tb, slot) == good
        intr = await regs.INTR_STATE.read_fields()
        assert intr["SLOT_DONE"] == 1 and intr["SLOT_ERROR"] == 1
        await tb.write(regs.INTR_STATE.address, 0x1F)

    await refused(E_ALG, 7, 0, bytes(16))
    algs = {a for a, _ in tb.combos}
    for a in {ALG_TDES, ALG_AES} - algs:
        await refused(E_ALG, a, 0, bytes(24))
    if ALG_AES in algs:
        for k in {0, 1, 2, 3} - {k for a, k in tb.combos if a == ALG_AES}:
            await refused(E_KSZ, ALG_AES, k, bytes(32))
    if ALG_TDES in algs:
        await refused(E_KSZ, ALG_TDES, 1, tb.key_for(ALG_TDES, 0))
        # K3 = K1 up to parity: refused by the policy unless legacy.
        k = tb.key_for(ALG_TDES, 0)
        weak = k[:16] + bytes(b ^ 1 for b in k[:8])
        if tb.policy:
            await refused(E_TDES, ALG_TDES, 0, weak)
        other = (slot + 1) % tb.slots
        assert await tb.commit(other, ALG_TDES, 0, 1, weak) == 0
        assert await lookup(tb, other) == tb.word(ALG_TDES, 0, 1, weak)
        if not tb.policy:
            assert await tb.commit(other, ALG_TDES, 0, 0, weak) == 0
        await tb.write(regs.INTR_STATE.address, 0x1F)
    await refused(E_RANGE, alg, ksz, tb.key_for(alg, ksz), at=tb.slots + tb.rng.randrange(1024 - tb.slots))
    # No key word staged: ERR_KEY_SIZE.
    key = tb.key_for(alg, ksz)
    err = await tb.commit(slot, alg, ksz, 0, key, nwords=0)
    assert err == E_KSZ, f"no key staged: {err:#x}"
    assert await lookup(tb, slot) == good
    # A second COMMIT right behind an accepted one, with no key words of
    # its own: refused (busy while the first runs, else nothing staged);
    # the first one's key stays.
    await tb.write(regs.SLOT_SEL.address, slot | ksz << 16 | alg << 24)
    await tb.stage(key)
    await tb.write(regs.SLOT_CMD.address, 1)
    await tb.write(regs.SLOT_CMD.address, 1)
    while not (status := await tb.read(regs.SLOT_STATUS.address)) & DONE:
        pass
    await tb.wait_idle()
    status = await tb.read(regs.SLOT_STATUS.address)
    assert status & ERRORS in (E_BUSY, E_KSZ), f"{status:#x}"
    good = tb.word(alg, ksz, 0, key)
    tb.model[slot] = good
    assert await lookup(tb, slot) == good
    await tb.write(regs.INTR_STATE.address, 0x1F)
    # The driver raises with the error bits' names.
    try:
        await tb.drv.load_slot(tb.slots, alg, tb.key_for(alg, ksz))
    except SlotError as e:
        assert e.errors == ["ERR_SLOT_RANGE"] and e.slot == tb.slots
    else:
        raise AssertionError("the driver loaded a slot out of range")
    assert await lookup(tb, slot) == good
    # A commit during a zeroize's sweep (16 slots or more: the sweep
    # outlasts a register write).
    if tb.slots >= 16:
        await tb.write(regs.SLOT_SEL.address, slot | ksz << 16 | alg << 24)
        await tb.write(regs.CTRL.address, 0b10)
        await tb.write(regs.SLOT_CMD.address, 1)
        while not (status := await tb.read(regs.SLOT_STATUS.address)) & DONE:
            pass
        # (ZEROIZE also emptied the staging register: nothing staged.)
        assert status & ERRORS == E_BUSY | E_KSZ, f"{status:#x}"
        await tb.wait_idle()
        assert await lookup(tb, slot) == ZERO


@cocotb.test()
async def test_zeroize(dut) -> None:
    tb = KsTb(dut)
    await tb.start()
    regs = tb.regs
    keys = []
    for slot in tb.rng.sample(range(tb.slots), min(tb.slots, 8)):
        alg, ksz = tb.rng.choice(tb.combos)
        keys.append(tb.key_for(alg, ksz))
        assert await tb.commit(slot, alg, ksz, 0, keys[-1]) == 0
    # The scan sees the RAM, the RAM's read register and the staging register.
    assert await lookup(tb, slot) == tb.model[slot]
    staged = tb.key_for(ALG_AES, 2)
    await tb.stage(staged)
    found = await key_scan(tb, keys + [staged])
    where = " ".join(found)
    assert "u_ram" in where and "rdata_q" in where and "stage_q" in where, found

    # Zeroize with the looker running: lookups answer the old word or 0
    # until DONE, then 0.
    for s in tb.model:
        tb.pending[s] = {ZERO}
    stop: list = []
    stats: dict = {}
    task = cocotb.start_soon(looker(tb, stop, stats, rate=0.9))
    await tb.write(regs.CTRL.address, 0b10)
    busy = await tb.read(regs.SLOT_STATUS.address)
    while not (await regs.STATUS.read_fields())["ZEROIZE_DONE"]:
        pass
    tb.model.clear()
    tb.pending.clear()
    await ClockCycles(dut.clk_i, 4)
    stop.append(1)
    await task
    if tb.slots > 8:
        assert busy & 1, "not BUSY during the sweep"
    assert (await regs.INTR_STATE.read_fields())["ZEROIZE_DONE"] == 1
    found = await key_scan(tb, keys + [staged])
    assert not found, f"keys after zeroize: {found}"

    # A rewritten slot keeps no old key, the read register included.
    alg, ksz = tb.combos[0]
    old, new = tb.key_for(alg, ksz), tb.key_for(alg, ksz)
    assert await tb.commit(0, alg, ksz, 0, old) == 0
    assert await lookup(tb, 0) == tb.model[0]
    assert await tb.commit(0, alg, ksz, 0, new) == 0
    found = await key_scan(tb, [old])
    assert not found, f"the old key after a rewrite: {found}"
    # A refused commit leaves no staged key.
    bad = tb.key_for(alg, ksz)
    assert await tb.commit(tb.slots, alg, ksz, 0, bad) == E_RANGE
    found = await key_scan(tb, [bad])
    assert not found, f"a refused key: {found}"

    # The driver's zeroize: waits for DONE and clears it.
    await tb.load(0, alg, ksz, 0, old)
    await tb.drv.zeroize()
    assert await lookup(tb, 0) == ZERO
    assert (await regs.STATUS.read_fields())["ZEROIZE_DONE"] == 0

    # Reset: the sweep clears every slot.
    await tb.stage(staged)
    dut.rst_ni.value = 0
    await ClockCycles(dut.clk_i, 2)
    dut.rst_ni.value = 1
    await ClockCycles(dut.clk_i, 2)
    await tb.wait_idle()
    for slot in range(tb.slots):
        assert await lookup(tb, slot) == ZERO
    found = await key_scan(tb, [new, staged])
    assert not found, f"keys after reset: {found}"


@cocotb.test()
async def test_strobes(dut) -> None:
    tb = KsTb(dut)
    await tb.start()
    regs = tb.regs
    rng = tb.rng
    n = 0
    for how in HOWS:
        for alg, ksz in tb.combos:
            key = tb.key_for(alg, ksz)
            writes = key_writes(key, how, rng)
            assert key_bytes_of(writes, len(key)) == key  # (the writes carry the key by the AXI rule)
            slot = rng.randrange(tb.slots)
            await tb.write(regs.SLOT_SEL.address, slot | ksz << 16 | alg << 24)
            await tb.stage_strobed(writes)
            err = await tb.commit_staged()
            assert err == 0, f"{how}: alg {alg} ksz {ksz}: errors {err:#x}"
            tb.model[slot] = tb.word(alg, ksz, 0, key)
            got = await lookup(tb, slot)
            assert got == tb.model[slot], (f"{how}: alg {alg} ksz {ksz}: slot key {got[4]:064x}, "
                                           f"written {key.hex()}")
            n += 1
    # A write with no strobe changes no staged byte: a key staged whole,
    # then strobe-less writes of garbage to every word, loads unchanged.
    alg, ksz = tb.combos[-1]
    key = tb.key_for(alg, ksz)
    slot = rng.randrange(tb.slots)
    await tb.write(regs.SLOT_SEL.address, slot | ksz << 16 | alg << 24)
    await tb.stage_strobed(key_writes(key, "word", rng) + [(4 * i, rng.getrandbits(32), 0) for i in range(8)])
    assert await tb.commit_staged() == 0
    tb.model[slot] = tb.word(alg, ksz, 0, key)
    assert await lookup(tb, slot) == tb.model[slot]
    # Strobe-less writes only: nothing staged, so the COMMIT is refused
    # (ERR_KEY_SIZE) and the slot keeps its key.
    await tb.stage_strobed([(4 * i, rng.getrandbits(32), 0) for i in range(8)])
    assert await tb.commit_staged() == E_KSZ
    assert await lookup(tb, slot) == tb.model[slot]
    dut._log.info("strobes: %d keys loaded by %d patterns", n, len(HOWS))
