# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb tests for the CSR block, rtl/csr/cl_csr.sv (run by tests/test_csr.py).

The bus is cocotbext-axi's AxiLiteMaster; register addresses, field masks
and reset values come from the generated Python register layer
(:mod:`cipherline.csr.cipherline_csr`, through the driver :class:`cipherline.csr.driver.Driver`),
which also makes some of the accesses. The seed comes in the environment
variable ``CIPHERLINE_SEED``.

Tests:
  test_ident       reset values of every readable register; VERSION; the
                   capability registers read back as their inputs are driven;
                   writes to read-only registers answer OKAY and change nothing
  test_keys        KEY0..KEY7 writes (whole words and single bytes) appear on
                   the key port on one clock each (index, data, strobes), the
                   port is zero otherwise, KEYn reads 0 (OKAY), and no other
                   register changes
  test_slot        SLOT_SEL read back and on its ports; COMMIT and ZEROIZE
                   are one-clock pulses; SLOT_STATUS: BUSY follows its input,
                   DONE and the error bits set by a done pulse and cleared by
                   the next COMMIT; STATUS.ZEROIZE_DONE set by its input,
                   cleared by write-1 and by the next ZEROIZE
  test_interrupts  INTR_TEST sets INTR_STATE; intr_o is state & enable;
                   write-1-to-clear clears only the bits written 1; an event
                   on the clock of a clearing write is kept; every event
                   input sets its bit
  test_counters    random message ends (every status code, and codes no
                   counter has) and block pulses (one or two data blocks in
                   a clock): every counter as counted,
                   MSG_ERROR / AUTH_FAIL as expected; CLEAR_COUNTERS zeroes all,
                   and a count on the clock of its pulse counts after it
  test_bus         an address no register occupies answers SLVERR (read data
                   0; a write changes nothing); reads and writes issued at once
                   all complete with the right data
  test_strobes     every writable register under partial strobes (AXI:
                   WSTRB[b] is WDATA[8b+7:8b]; sparse masks and none): a
                   read-write register changes in the strobed bytes only; a
                   pulse (COMMIT, ZEROIZE, CLEAR_COUNTERS, INTR_TEST) or a
                   write-1-to-clear (STATUS, INTR_STATE) acts only when its
                   byte is strobed; a KEYn write leaves with exactly its
                   strobes
"""

from __future__ import annotations

import os
import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, Combine, FallingEdge, ReadOnly, RisingEdge

from cipherline.csr.driver import Driver

OKAY, SLVERR = 0, 2
#: Register byte addresses that no register occupies (holes and the top).
UNMAPPED = (0x018, 0x01C, 0x02C, 0x03C, 0x060, 0x07C, 0x0A8, 0x0BC, 0x0D0, 0x0FC, 0x10C, 0x1FC)


def _axil(dut):
    """AxiLiteMaster on the block's lowRISC-style port names (``_i`` / ``_o``)."""
    from cocotbext.axi import AxiLiteBus, AxiLiteMaster
    from cocotbext.axi.axil_channels import (AxiLiteARBus, AxiLiteAWBus, AxiLiteBBus, AxiLiteRBus,
                                             AxiLiteWBus)
    from cocotbext.axi.axil_channels import AxiLiteReadBus, AxiLiteWriteBus

    def bus(base, names):
        cls = type(base.__name__ + "Lr", (base,), {
            "_signals": {n: f"{n}_{d}" for n, d in names.items()}, "_optional_signals": {}})
        return cls.from_prefix(dut, "s_axil")

    aw = bus(AxiLiteAWBus, {"awaddr": "i", "awvalid": "i", "awready": "o"})
    w = bus(AxiLiteWBus, {"wdata": "i", "wstrb": "i", "wvalid": "i", "wready": "o"})
    b = bus(AxiLiteBBus, {"bresp": "o", "bvalid": "o", "bready": "i"})
    ar = bus(AxiLiteARBus, {"araddr": "i", "arvalid": "i", "arready": "o"})
    r = bus(AxiLiteRBus, {"rdata": "o", "rresp": "o", "rvalid": "o", "rready": "i"})
    return AxiLiteMaster(AxiLiteBus(AxiLiteWriteBus(aw, w, b), AxiLiteReadBus(ar, r)),
                         dut.clk_i, dut.rst_ni, reset_active_level=False)


class Tb:
    INPUTS = ("cap_tdes_i", "cap_aes_i", "cap_aes_keylens_i", "cap_aes_enc_only_i", "cap_policy_i",
              "cap_desc_i", "cap_modes_i", "cap_streams_i", "cap_slots_i", "zeroize_done_i", "slot_busy_i",
              "slot_done_i", "slot_err_i", "msg_valid_i", "msg_status_i", "blk_in_i", "blk_out_i")

    def __init__(self, dut):
        self.dut = dut
        self.rng = random.Random(int(os.environ.get("CIPHERLINE_SEED", "1")))
        self.axil = _axil(dut)
        self.drv = Driver(self.read, self.write)
        self.regs = self.drv.regs

    async def start(self) -> None:
        dut = self.dut
        cocotb.start_soon(Clock(dut.clk_i, 10, unit="ns").start())
        for name in self.INPUTS:
            getattr(dut, name).value = 0
        dut.rst_ni.value = 0
        await ClockCycles(dut.clk_i, 4)
        dut.rst_ni.value = 1
        await ClockCycles(dut.clk_i, 2)

    # -- bus ---------------------------------------------------------------
    async def rd(self, addr: int) -> tuple[int, int]:
        """(data, response) of a 32-bit read."""
        r = await self.axil.read(addr, 4)
        return int.from_bytes(r.data, "little"), int(r.resp)

    async def wr(self, addr: int, value: int, nbytes: int = 4) -> int:
        """The response of a write of ``nbytes`` bytes of ``value`` from byte
        address ``addr`` (its strobes: those bytes)."""
        w = await self.axil.write(addr, value.to_bytes(nbytes, "little"))
        return int(w.resp)

    async def read(self, addr: int) -> int:
        value, resp = await self.rd(addr)
        assert resp == OKAY, f"read of {addr:#x}: response {resp}"
        return value

    async def write(self, addr: int, value: int) -> None:
        resp = await self.wr(addr, value)
        assert resp == OKAY, f"write of {addr:#x}: response {resp}"

    # -- hardware side -----------------------------------------------------
    async def pulse(self, **values: int) -> None:
        """Drive the inputs ``values`` for one clock (set after a falling
        edge, sampled by the next rising edge), then zero."""
        await FallingEdge(self.dut.clk_i)
        for name, v in values.items():
            getattr(self.dut, name).value = v
        await RisingEdge(self.dut.clk_i)
        await FallingEdge(self.dut.clk_i)
        for name in values:
            getattr(self.dut, name).value = 0

    def readable(self) -> list:
        return [r for r in self.regs.get_registers() if hasattr(r, "read")]

    async def snapshot(self) -> dict[str, int]:
        """Every readable register (the counters' 64-bit ones whole)."""
        return {r.inst_name: await r.read() for r in self.readable()}


async def _watch(dut, names: tuple[str, ...], log: list, stop: list) -> None:
    """Append (clock, {name: value}) for every clock until ``stop`` is set."""
    clk = 0
    while not stop:
        await RisingEdge(dut.clk_i)
        await ReadOnly()
        log.append((clk, {n: int(getattr(dut, n).value) for n in names}))
        clk += 1


@cocotb.test()
async def test_ident(dut) -> None:
    tb = Tb(dut)
    await tb.start()
    regs = tb.regs
    # Reset values: every readable register as the register map says (the
    # capability registers' inputs are 0 now).
    for reg in tb.readable():
        got = await reg.read()
        want = sum(f.default << f.low for f in reg.readable_fields if f.default is not None)
        assert got == want, f"{reg.inst_name} after reset: {got:#x}, want {want:#x}"
    assert await regs.VERSION.read_fields() == {"MAJOR": 1, "MINOR": 1}
    assert dut.intr_o.value == 0 and dut.enable_o.value == 0
    for _ in range(4):
        caps = {"cap_tdes_i": tb.rng.getrandbits(1), "cap_aes_i": tb.rng.getrandbits(1),
                "cap_aes_keylens_i": tb.rng.getrandbits(3), "cap_aes_enc_only_i": tb.rng.getrandbits(1),
                "cap_policy_i": tb.rng.getrandbits(1), "cap_desc_i": tb.rng.getrandbits(1),
                "cap_modes_i": tb.rng.getrandbits(8),
                "cap_streams_i": tb.rng.getrandbits(16), "cap_slots_i": tb.rng.getrandbits(16)}
        for name, v in caps.items():
            getattr(dut, name).value = v
        await RisingEdge(dut.clk_i)
        assert await regs.CAP_CIPHER.read_fields() == {
            "TDES": caps["cap_tdes_i"], "AES": caps["cap_aes_i"], "AES_KEYLENS": caps["cap_aes_keylens_i"],
            "AES_ENC_ONLY": caps["cap_aes_enc_only_i"], "POLICY": caps["cap_policy_i"],
            "DESC": caps["cap_desc_i"]}
        assert await regs.CAP_MODES.read_fields() == {"MODES": caps["cap_modes_i"]}
        assert await tb.read(regs.CAP_SIZE.address) == caps["cap_streams_i"] | caps["cap_slots_i"] << 16
        # Read-only registers ignore writes (OKAY).
        for reg in (regs.VERSION, regs.CAP_CIPHER, regs.CAP_SIZE, regs.SLOT_STATUS, regs.MSG_OK):
            before = await tb.read(reg.address)
            assert await tb.wr(reg.address, before ^ 0xFFFFFFFF) == OKAY
            assert await tb.read(reg.address) == before, reg.inst_name


@cocotb.test()
async def test_keys(dut) -> None:
    tb = Tb(dut)
    await tb.start()
    regs = tb.regs
    keys = [getattr(regs, f"KEY{i}") for i in range(8)]
    # Some state in the other registers, to see that key writes keep it.
    await tb.write(regs.SLOT_SEL.address, 0x0102_0033)
    await tb.write(regs.INTR_ENABLE.address, 0x15)
    await tb.write(regs.CTRL.address, 1)
    before = await tb.snapshot()

    log: list = []
    stop: list = []
    names = ("key_we_o", "key_idx_o", "key_data_o", "key_strb_o")
    cocotb.start_soon(_watch(dut, names, log, stop))
    want = []
    for _ in range(40):
        i = tb.rng.randrange(8)
        value = tb.rng.getrandbits(32)
        if tb.rng.random() < 0.3:  # one byte: its strobe alone
            lane = tb.rng.randrange(4)
            assert await tb.wr(keys[i].address + lane, value & 0xFF, 1) == OKAY
            want.append((i, (value & 0xFF) << (8 * lane), 1 << lane))
        else:
            await tb.write(keys[i].address, value)
            want.append((i, value, 0xF))
        # Reads of a key word return 0, OKAY.
        assert await tb.rd(keys[tb.rng.randrange(8)].address) == (0, OKAY)
    await ClockCycles(dut.clk_i, 2)
    stop.append(1)
    await RisingEdge(dut.clk_i)

    seen = []
    for _, v in log:
        if v["key_we_o"]:
            # The data lanes not strobed are the bus's, not checked.
            mask = sum(0xFF << (8 * b) for b in range(4) if v["key_strb_o"] >> b & 1)
            seen.append((v["key_idx_o"], v["key_data_o"] & mask, v["key_strb_o"]))
        else:
            assert v["key_data_o"] == 0 and v["key_strb_o"] == 0 and v["key_idx_o"] == 0, v
    assert seen == want
    assert await tb.snapshot() == before
    # Through the register layer too.
    await regs.KEY5.write(0xA5A5_5A5A)
    assert await tb.read(regs.KEY5.address) == 0


@cocotb.test()
async def test_slot(dut) -> None:
    tb = Tb(dut)
    await tb.start()
    regs = tb.regs
    for _ in range(5):
        sel = {"SLOT": tb.rng.getrandbits(10), "KSZ": tb.rng.getrandbits(2), "LEGACY": tb.rng.getrandbits(1),
               "ALG": tb.rng.getrandbits(8)}
        await regs.SLOT_SEL.write_fields(**sel)
        assert await regs.SLOT_SEL.read_fields() == sel
        assert (int(dut.slot_o.value), int(dut.slot_ksz_o.value), int(dut.slot_legacy_o.value),
                int(dut.slot_alg_o.value)) == (sel["SLOT"], sel["KSZ"], sel["LEGACY"], sel["ALG"])

    # COMMIT, ZEROIZE and CLEAR_COUNTERS: one clock high per write; no other
    # write makes them.
    log: list = []
    stop: list = []
    cocotb.start_soon(_watch(dut, ("slot_commit_o", "zeroize_o"), log, stop))
    await tb.write(regs.SLOT_CMD.address, 1)
    await tb.write(regs.CTRL.address, 0b011)  # ENABLE and ZEROIZE
    await tb.write(regs.CTRL.address, 0b001)
    await tb.write(regs.SLOT_CMD.address, 1)
    await tb.write(regs.SLOT_CMD.address, 0)
    await tb.write(regs.CTRL.address, 0b010)
    await ClockCycles(dut.clk_i, 3)
    stop.append(1)
    await RisingEdge(dut.clk_i)
    commits = [c for c, v in log if v["slot_commit_o"]]
    zeroizes = [c for c, v in log if v["zeroize_o"]]
    assert len(commits) == 2 and commits[1] - commits[0] > 1, commits
    assert len(zeroizes) == 2 and zeroizes[1] - zeroizes[0] > 1, zeroizes
    assert dut.enable_o.value == 0  # the last CTRL write cleared ENABLE
    assert (await regs.CTRL.read_fields()) == {"ENABLE": 0}  # the pulses read 0

    # SLOT_STATUS.
    status = regs.SLOT_STATUS
    errs = ("ERR_KEY_SIZE", "ERR_TDES_KEYS", "ERR_SLOT_BUSY", "ERR_SLOT_RANGE", "ERR_ALG")
    for busy in (1, 0):
        dut.slot_busy_i.value = busy
        await RisingEdge(dut.clk_i)
        assert (await status.read_fields())["BUSY"] == busy
    for err in [0, 1, 2, 4, 8, 16, tb.rng.randrange(1, 32)]:
        await tb.write(regs.SLOT_CMD.address, 1)
        assert await tb.read(status.address) == 0
        await tb.pulse(slot_done_i=1, slot_err_i=err)
        got = await status.read_fields()
        assert got == {"BUSY": 0, "DONE": 1, **{e: err >> k & 1 for k, e in enumerate(errs)}}, (err, got)
        state = await regs.INTR_STATE.read_fields()
        assert state["SLOT_DONE"] == 1 and state["SLOT_ERROR"] == (err != 0), state
        await tb.write(regs.INTR_STATE.address, 0x1F)
    # The errors wait for a done pulse: slot_err_i alone sets nothing.
    await tb.write(regs.SLOT_CMD.address, 1)
    await tb.pulse(slot_err_i=31)
    assert await tb.read(status.address) == 0

    # STATUS.ZEROIZE_DONE: set by its input, cleared by write 1 and by ZEROIZE.
    await tb.pulse(zeroize_done_i=1)
    assert await tb.read(regs.STATUS.address) == 1
    await tb.write(regs.STATUS.address, 0)
    assert await tb.read(regs.STATUS.address) == 1
    await tb.write(regs.STATUS.address, 1)
    assert await tb.read(regs.STATUS.address) == 0
    await tb.pulse(zeroize_done_i=1)
    await tb.write(regs.CTRL.address, 0b010)
    assert await tb.read(regs.STATUS.address) == 0
    assert (await regs.INTR_STATE.read_fields())["ZEROIZE_DONE"] == 1


async def _pulse_on_write_clock(tb: Tb, after: int = 0, **values: int) -> None:
    """Drive ``values`` for one clock, ``after`` clocks after the clock on
    which the block takes the next write (its AW and W handshake)."""
    dut = tb.dut
    while True:
        await RisingEdge(dut.clk_i)
        await ReadOnly()
        if dut.s_axil_awready_o.value == 1 and dut.s_axil_awvalid_i.value == 1:
            break
    await FallingEdge(dut.clk_i)
    for _ in range(after):
        await FallingEdge(dut.clk_i)
    for name, v in values.items():
        getattr(dut, name).value = v
    await RisingEdge(dut.clk_i)
    await FallingEdge(dut.clk_i)
    for name in values:
        getattr(dut, name).value = 0


@cocotb.test()
async def test_interrupts(dut) -> None:
    tb = Tb(dut)
    await tb.start()
    regs = tb.regs
    state, enable, test = regs.INTR_STATE.address, regs.INTR_ENABLE.address, regs.INTR_TEST.address
    model_state = 0
    model_enable = 0
    for _ in range(60):
        op = tb.rng.randrange(3)
        v = tb.rng.getrandbits(5)
        if op == 0:
            await tb.write(test, v)
            model_state |= v
        elif op == 1:
            await tb.write(enable, v)
            model_enable = v
        else:
            await tb.write(state, v)
            model_state &= ~v
        assert await tb.read(test) == 0
        assert await tb.read(state) == model_state
        assert await tb.read(enable) == model_enable
        assert int(dut.intr_o.value) == int(model_state & model_enable != 0), (model_state, model_enable)

    # An event on the clock of a write that clears its bit is kept.
    await tb.write(state, 0x1F)
    await tb.write(enable, 0x1F)
    await tb.write(test, 0x1)
    ev = cocotb.start_soon(_pulse_on_write_clock(tb, msg_valid_i=1, msg_status_i=6))  # ERR_AUTH
    await tb.write(state, 0x1)
    await ev
    assert await tb.read(state) == 0x1
    assert dut.intr_o.value == 1
    await tb.write(state, 0x1)
    assert await tb.read(state) == 0 and dut.intr_o.value == 0

    # Each event input sets its bit alone.
    events = [({"msg_valid_i": 1, "msg_status_i": 6}, 0x01), ({"msg_valid_i": 1, "msg_status_i": 3}, 0x02),
              ({"msg_valid_i": 1, "msg_status_i": 13}, 0x02), ({"msg_valid_i": 1, "msg_status_i": 0}, 0x00),
              ({"msg_status_i": 6}, 0x00), ({"slot_done_i": 1}, 0x04),
              ({"slot_done_i": 1, "slot_err_i": 4}, 0x0C), ({"zeroize_done_i": 1}, 0x10)]
    for values, bits in events:
        await tb.pulse(**values)
        assert await tb.read(state) == bits, values
        assert int(dut.intr_o.value) == int(bits != 0)
        await tb.write(state, 0x1F)


@cocotb.test()
async def test_counters(dut) -> None:
    tb = Tb(dut)
    await tb.start()
    regs = tb.regs
    # Counter of status k at 0x080 + 4 k, named MSG_<status>.
    msg = {(r.address - 0x80) // 4: r for r in tb.readable() if r.inst_name.startswith("MSG_")}
    assert sorted(msg) == list(range(10))
    counts = {k: 0 for k in range(16)}
    blocks_in = blocks_out = 0
    state = 0
    for _ in range(300):
        status = tb.rng.choice([*range(10), *range(10), tb.rng.randrange(10, 16)])
        values = {}
        if tb.rng.random() < 0.5:
            values.update(msg_valid_i=1, msg_status_i=status)
            counts[status] += 1
            state |= 0x1 if status == 6 else 0x2 if status != 0 else 0
        if tb.rng.random() < 0.7:  # one data beat, or one in each core on the same clock
            values["blk_in_i"] = tb.rng.choice([1, 1, 2])
            blocks_in += values["blk_in_i"]
        if tb.rng.random() < 0.6:
            values["blk_out_i"] = 1
            blocks_out += 1
        await FallingEdge(dut.clk_i)
        for name in ("msg_valid_i", "msg_status_i", "blk_in_i", "blk_out_i"):
            getattr(dut, name).value = values.get(name, 0)
    await FallingEdge(dut.clk_i)
    for name in ("msg_valid_i", "msg_status_i", "blk_in_i", "blk_out_i"):
        getattr(dut, name).value = 0
    for k, reg in msg.items():
        assert await reg.read() == counts[k], (reg.inst_name, counts[k])
    assert await regs.BLOCKS_IN.read() == blocks_in
    assert await regs.BLOCKS_OUT.read() == blocks_out
    # The high words (read after the low ones, from their snapshot).
    assert await tb.read(regs.BLOCKS_IN.address + 4) == 0
    assert await tb.read(regs.INTR_STATE.address) == state
    # CLEAR_COUNTERS: every counter to zero, the rest kept.
    await tb.write(regs.CTRL.address, 0b101)
    for reg in (*msg.values(), regs.BLOCKS_IN, regs.BLOCKS_OUT):
        assert await reg.read() == 0, reg.inst_name
    assert (await regs.CTRL.read_fields())["ENABLE"] == 1
    assert await tb.read(regs.INTR_STATE.address) == state
    # The clear is the clock after the write's (the CLEAR_COUNTERS pulse): a
    # count on the write's clock is cleared, a count on the pulse's counts
    # after the clear.
    for after, want in ((0, 0), (1, 1)):
        for _ in range(3):
            await tb.pulse(blk_in_i=1)
        ev = cocotb.start_soon(_pulse_on_write_clock(tb, after, blk_in_i=1, msg_valid_i=1, msg_status_i=0))
        await tb.write(regs.CTRL.address, 0b101)
        await ev
        assert await regs.BLOCKS_IN.read() == want, after
        assert await regs.MSG_OK.read() == want, after


@cocotb.test()
async def test_bus(dut) -> None:
    tb = Tb(dut)
    await tb.start()
    regs = tb.regs
    await tb.write(regs.INTR_ENABLE.address, 0x0A)
    before = await tb.snapshot()
    for addr in UNMAPPED:
        assert await tb.rd(addr) == (0, SLVERR), hex(addr)
        assert await tb.wr(addr, 0xFFFFFFFF) == SLVERR, hex(addr)
    assert await tb.snapshot() == before

    # Reads and writes at once, each on its own channel.
    words = [tb.rng.getrandbits(32) & 0xFF03_03FF for _ in range(30)]

    async def writer():
        for w in words:
            await tb.write(regs.SLOT_SEL.address, w)

    async def reader():
        seen = []
        for _ in range(30):
            seen.append(await tb.read(regs.SLOT_SEL.address))
        return seen

    wt = cocotb.start_soon(writer())
    rt = cocotb.start_soon(reader())
    await Combine(wt, rt)
    seen = rt.result()
    # Every read returns the reset value or a written word, in write order.
    order = [0] + words
    idx = [order.index(s) for s in seen]
    assert idx == sorted(idx), seen
    assert await tb.read(regs.SLOT_SEL.address) == words[-1]


@cocotb.test()
async def test_strobes(dut) -> None:
    from tb.csr.strobes import write_strobed

    tb = Tb(dut)
    await tb.start()
    regs = tb.regs
    rng = tb.rng

    async def wr(addr: int, value: int, strb: int) -> None:
        assert await write_strobed(tb.axil, addr, value, strb) == OKAY

    def merge(old: int, new: int, strb: int) -> int:
        mask = sum(0xFF << (8 * b) for b in range(4) if strb >> b & 1)
        return (old & ~mask) | (new & mask)

    # Read-write registers: the strobed bytes change, the others stay.
    for reg, fields in ((regs.SLOT_SEL, 0xFF13_03FF), (regs.INTR_ENABLE, 0x1F)):
        model = await tb.read(reg.address)
        for _ in range(24):
            value, strb = rng.getrandbits(32), rng.randrange(16)
            await wr(reg.address, value, strb)
            model = merge(model, value, strb) & fields
            assert await tb.read(reg.address) == model, (reg.inst_name, hex(value), bin(strb))

    # Pulses and write-1-to-clear bits, all in byte 0: a write of every
    # mask, with all ones in the data, acts only when lane 0 is strobed.
    log: list = []
    stop: list = []
    cocotb.start_soon(_watch(dut, ("slot_commit_o", "zeroize_o", "enable_o"), log, stop))
    await tb.write(regs.CTRL.address, 0b001)
    for strb in range(16):
        n = len(log)
        await wr(regs.SLOT_CMD.address, 0xFFFF_FFFF, strb)
        await ClockCycles(dut.clk_i, 2)
        commits = sum(v["slot_commit_o"] for _, v in log[n:])
        assert commits == (strb & 1), (bin(strb), commits)
        n = len(log)
        await tb.pulse(blk_in_i=1)
        await wr(regs.CTRL.address, 0xFFFF_FFFE, strb)  # ZEROIZE and CLEAR_COUNTERS, ENABLE 0
        await ClockCycles(dut.clk_i, 2)
        zeroizes = sum(v["zeroize_o"] for _, v in log[n:])
        assert zeroizes == (strb & 1), (bin(strb), zeroizes)
        assert int(dut.enable_o.value) == (0 if strb & 1 else 1), bin(strb)
        assert await regs.BLOCKS_IN.read() == (0 if strb & 1 else 1), bin(strb)
        await tb.write(regs.CTRL.address, 0b101)  # ENABLE again, counters clear
        # INTR_TEST sets, INTR_STATE and STATUS clear, only with lane 0.
        await tb.write(regs.INTR_STATE.address, 0x1F)
        await wr(regs.INTR_TEST.address, 0xFFFF_FFFF, strb)
        assert await tb.read(regs.INTR_STATE.address) == (0x1F if strb & 1 else 0), bin(strb)
        await tb.write(regs.INTR_TEST.address, 0x1F)
        await wr(regs.INTR_STATE.address, 0xFFFF_FFFF, strb)
        assert await tb.read(regs.INTR_STATE.address) == (0 if strb & 1 else 0x1F), bin(strb)
        await tb.pulse(zeroize_done_i=1)
        await wr(regs.STATUS.address, 0xFFFF_FFFF, strb)
        assert await tb.read(regs.STATUS.address) == (0 if strb & 1 else 1), bin(strb)
        await tb.write(regs.STATUS.address, 1)
    stop.append(1)
    await RisingEdge(dut.clk_i)

    # A KEYn write leaves on the key port with exactly its strobes, and a
    # write without strobes too (the key store then stages nothing).
    log.clear()
    stop.clear()
    cocotb.start_soon(_watch(dut, ("key_we_o", "key_idx_o", "key_data_o", "key_strb_o"), log, stop))
    want = []
    for strb in range(16):
        i, value = rng.randrange(8), rng.getrandbits(32)
        await wr(regs.KEY0.address + 4 * i, value, strb)
        want.append((i, merge(0, value, strb), strb))
    await ClockCycles(dut.clk_i, 2)
    stop.append(1)
    await RisingEdge(dut.clk_i)
    seen = [(v["key_idx_o"], merge(0, v["key_data_o"], v["key_strb_o"]), v["key_strb_o"])
            for _, v in log if v["key_we_o"]]
    assert seen == want, (seen, want)
