# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb tests of the SoC top, rtl/top/cipherline_axi.sv (run by tests/test_cipherline_axi.py).

The integrated TDES + AES engine with security-association headers, its key
store and CSR block. Keys go into slots through AXI4-Lite (cocotbext-axi's
AxiLiteMaster under :class:`cipherline.csr.driver.Driver`, as software
loads them); packets name their slot in a two-beat header
(:meth:`cipherline.ref.packet.PacketFormat.header` with ``slot``), and are
checked against the reference model (the jobs of tb/modes/tb_dual_modes.py,
both algorithms, every mode and error kind, on many streams), with random
source gaps and sink stalls. The knobs are ``nmsgs`` (messages of
test_sa_random).

Tests:
  test_sa_random     random messages of both algorithms, most naming a slot
                     (a batch of jobs at a time: its keys loaded into the
                     slots, then its packets), the others with their key
                     inline; then the message and block counters and the
                     error interrupt against the jobs' statuses, and
                     BLOCKS_IN against the data beats taken at s_axis
                     (both algorithms interleaved beat by beat)
  test_sa_errors     an empty slot, a slot of the other algorithm, an index
                     past the store, an SA header with the legacy flag, a
                     header that ends after its control beat: each gets its
                     one status beat (ERR_PARAM, ERR_HEADER), among good
                     messages on other streams; a legacy TDES slot runs keys
                     the policy refuses in a slot that is not legacy
  test_sa_rewrite    a slot rewritten while messages that name it are in
                     flight: each message's output is wholly the old key's
                     or wholly the new key's, and the ones sent after the
                     commit use the new key
  test_sa_strobes    keys loaded through byte-strobed writes (every pattern of
                     tb/csr/strobes.py: halfwords, bytes in random order,
                     sparse masks with garbage in the lanes not strobed),
                     then messages naming their slots, checked against the
                     reference model; a COMMIT after strobe-less writes
                     only is refused (ERR_KEY_SIZE)
  test_sa_zeroize    CTRL.ZEROIZE after traffic: afterwards every slot is
                     empty (its packets get ERR_PARAM) and no form of any
                     key loaded or used is left in any register or memory
                     of the top (the key scan)
  test_c_driver      the C driver (sw/device/lib/dif, the knob ``c_driver``:
                     its shared library) through the AXI4-Lite master:
                     identify, enable, load a slot and use it, rewrite it, a
                     refused commit, counters, interrupts, zeroize (the slot
                     then answers ERR_PARAM), bad arguments
"""

from __future__ import annotations

import ctypes
import dataclasses
import random

import cocotb
from cocotb.clock import Clock
from cocotb.task import bridge, resume
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge

from cipherline.csr.driver import ALG_AES, ALG_TDES, Driver, SlotError
from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import Beat, Message, OutBeat
from cipherline.sim.tbenv import settings
from tb.common import keyscan
from tb.csr.strobes import HOWS, key_writes, write_strobed
from tb.csr.test_csr import OKAY, _axil
from tb.modes.harness import ModesHarness, outputs_expected
from tb.modes.scenarios import Job, rand_key
from tb.modes.tb_dual_modes import PERIOD_NS, merge, mixed_jobs, sides

ALG_OF = {"tdes": ALG_TDES, "aes": ALG_AES}


class Top:
    """The SoC top: the packet harness and the register driver."""

    def __init__(self, dut):
        s = settings()
        self.dut = dut
        self.rng = random.Random(s.seed)
        cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())
        self.desc = bool(s.p.get("DESC"))
        self.h = ModesHarness(dut, max(2, s.p["STREAMS"]), sides()["aes"].fmt, s.seed, period_ns=PERIOD_NS,
                              drain_clocks=s.latency + 16, desc=self.desc)
        aes = sides()["aes"]
        self.h.buf_beats = aes.block.auth_buf_beats
        self.h.reservation = lambda job: (mm.reservation(job.msg, aes.block, aes.policy)
                                          if job.fmt is aes.fmt else 0)
        self.axil = _axil(dut)
        self.drv = Driver(self.axil.read_dword, self.axil.write_dword)
        self.slots = s.p["N_SLOTS"]

    async def start(self) -> None:
        """Reset; wait for the key store's and the engines' sweeps; enable."""
        await self.h.reset()
        await ClockCycles(self.dut.clk_i, max(self.slots, self.h.ns) + 8)
        ident = await self.drv.identify()
        assert ident.slots == self.slots and ident.tdes and ident.aes and ident.desc == self.desc, ident
        await self.drv.enable()

    async def load(self, job: Job, slot: int) -> bool:
        """Load ``job``'s key (and legacy flag) into ``slot``; False if the
        key store refuses it (a TDES key the policy refuses)."""
        side = next(s for s in sides().values() if s.fmt is job.fmt)
        ksz, key = job.fmt.slot_key(job.msg)
        try:
            await self.drv.load_slot(slot, ALG_OF[side.config.cipher], key, legacy=job.msg.legacy)
        except SlotError as e:
            assert e.errors == ["ERR_TDES_KEYS"], e
            return False
        return True

    async def commit_strobed(self, slot: int, alg: int, ksz: int, writes: list[tuple[int, int, int]]) -> dict:
        """SLOT_SEL, then the key-word writes (offset from KEY0, WDATA,
        WSTRB: any strobes), then COMMIT; SLOT_STATUS's fields at DONE."""
        regs = self.drv.regs
        await regs.SLOT_SEL.write(slot << regs.SLOT_SEL.SLOT.low | ksz << regs.SLOT_SEL.KSZ.low
                                  | alg << regs.SLOT_SEL.ALG.low)
        for off, data, strb in writes:
            assert await write_strobed(self.axil, regs.KEY0.address + off, data, strb) == OKAY
        await regs.SLOT_CMD.write(1)
        while not (status := await regs.SLOT_STATUS.read_fields())["DONE"]:
            pass
        return status


def slot_key(job: Job) -> tuple | None:
    """What a slot must hold for ``job`` (None: its key cannot be in a slot,
    or its fault needs key beats)."""
    if job.msg is None or job.msg.fault == "key_pad":
        return None
    sk = job.fmt.slot_key(job.msg)
    return None if sk is None else (job.fmt.alg, sk[0], sk[1], job.msg.legacy)


async def run_with_slots(top: Top, jobs: list[Job], share: float, name: str, **kw) -> dict:
    """Run ``jobs`` in batches whose keys fit the slots: about ``share`` of
    the messages name a slot (loaded before the batch), the rest carry their
    key. Returns the statistics summed over the batches and how many named
    a slot."""
    rng = top.rng
    out = {"outputs": 0, "expected": 0, "sa": 0, "cycles": 0, "blocks_in": 0, "statuses": []}
    batch: list[Job] = []
    want: dict[tuple, int] = {}

    async def flush() -> None:
        refused = set()
        for key, slot in want.items():
            holder = next(j for j in batch if j.slot == slot)
            if not await top.load(holder, slot):
                refused.add(slot)
        for j in batch:
            if j.slot in refused:
                j.slot = None  # the policy refused its key in a slot: send it inline
        out["sa"] += sum(j.slot is not None for j in batch)
        stats = await top.h.run(batch, name=name, **kw)
        out["outputs"] += stats["outputs"]
        out["expected"] += outputs_expected(batch, stats)
        out["cycles"] += stats["cycles"]
        out["blocks_in"] += stats["blocks_in"]
        out["statuses"] += [st for j in batch for st in _last_statuses(j, stats)]
        batch.clear()
        want.clear()

    for j in jobs:
        key = slot_key(j)
        if key is not None and rng.random() < share:
            if key not in want and len(want) == top.slots:
                await flush()
            j.slot = want.setdefault(key, len(want))
        batch.append(j)
    if batch:
        await flush()
    return out


def _last_statuses(job: Job, stats: dict) -> list[int]:
    """The statuses of ``job``'s output packets in a run that returned
    ``stats``: ERR_FULL for a decryption the message buffer did not admit;
    with descriptors, ERR_HEADER for each packet of a stray job the run kept
    (as :func:`tb.modes.harness.outputs_expected` counts them)."""
    if id(job) in stats["full_ids"]:
        return [mm.ST_ERR_FULL]
    if job.msg is None and stats.get("desc"):
        return [mm.ST_ERR_HEADER] * stats["strays"].get(id(job), 0)
    return [b.status for b in job.expected if b.last]


@cocotb.test()
async def test_sa_random(dut):
    """Random messages of both algorithms, most naming a key slot."""
    top = Top(dut)
    s = settings()
    n = int(s.knobs.get("nmsgs", 200))
    jobs = mixed_jobs(top.rng, n, top.h.ns)
    await top.start()
    await top.drv.enable_interrupts(MSG_ERROR=1)
    res = await run_with_slots(top, jobs, 0.8, "SA random", gap=0.1, stall=0.1)
    assert res["outputs"] == res["expected"], res
    assert res["sa"] >= len(jobs) // 2, f"only {res['sa']} of {len(jobs)} messages named a slot"
    # The counters: one message per output packet (a job of stray beats
    # gives one per beat), by its status; every kept output beat out.
    c = await top.drv.counters()
    statuses = res["statuses"]
    for st, nm in mm.STATUS_NAMES.items():
        reg = f"MSG_{nm}"
        assert c[reg] == statuses.count(st), (reg, c[reg], statuses.count(st))
    assert sum(v for k, v in c.items() if k.startswith("MSG_")) == len(statuses), c
    kept = sum(1 for j in jobs for b in j.expected if b.bits)
    assert c["BLOCKS_OUT"] == kept, (c["BLOCKS_OUT"], kept)
    # BLOCKS_IN: every data beat (AAD and tag beats included, header beats
    # not) taken at s_axis, as the harness sent and counted them.
    assert c["BLOCKS_IN"] == res["blocks_in"], (c["BLOCKS_IN"], res["blocks_in"])
    intr = await top.drv.interrupts()
    assert intr["MSG_ERROR"] == int(any(st != mm.ST_OK for st in statuses)), intr
    assert int(dut.intr_o.value) == intr["MSG_ERROR"]
    dut._log.info("SA random: %d messages, %d named a slot, %d outputs in %d clocks", len(jobs), res["sa"],
                  res["outputs"], res["cycles"])


def _good(rng: random.Random, side, stream: int, key: int | None = None, legacy: bool = False) -> Job:
    w = side.block.width
    n = rng.randint(1, 4)
    msg = Message(0, rng.choice([mm.MODE_ECB, mm.MODE_CTR, mm.MODE_CBC]), False,
                  rand_key(rng, side.block, degenerate=False) if key is None else key, rng.getrandbits(w), w,
                  beats=[Beat(rng.getrandbits(w), k == n - 1, w) for k in range(n)], legacy=legacy)
    job = Job(mm.expected_beats(msg, side.block, side.ctr_w, policy=side.policy), msg, stream=stream)
    return side.tag([job])[0]


def _status(job: Job, status: int, name: str) -> Job:
    job.expected = [OutBeat(0, True, 0, status)]
    job.name = name
    return job


@cocotb.test()
async def test_sa_errors(dut):
    """Slot errors get their status beat; good messages on other streams run."""
    top = Top(dut)
    rng = top.rng
    tdes, aes = sides()["tdes"], sides()["aes"]
    await top.start()
    # Slot 0: an AES key; slot 1: a TDES key; slot 2: a legacy TDES slot
    # with K1 = K2 = K3 (refused without LEGACY).
    good_aes, good_tdes = _good(rng, aes, 0), _good(rng, tdes, 0)
    for slot, job in ((0, good_aes), (1, good_tdes)):
        assert await top.load(job, slot)
        job.slot = slot
    k1 = rng.getrandbits(64)
    weak = (k1 << 128) | (k1 << 64) | k1
    legacy = _good(rng, tdes, 1, key=weak, legacy=True)
    assert not await top.load(_good(rng, tdes, 1, key=weak), 2)
    assert await top.load(legacy, 2)
    legacy.slot = 2
    empty = top.slots - 1 if top.slots > 3 else None
    bad = [
        _status(_good(rng, aes, 2), mm.ST_ERR_PARAM, "AES packet, TDES slot"),
        _status(_good(rng, tdes, 2), mm.ST_ERR_PARAM, "TDES packet, AES slot"),
        _status(_good(rng, aes, 2), mm.ST_ERR_PARAM, "index past the store"),
    ]
    bad[0].slot, bad[1].slot, bad[2].slot = 1, 0, min(top.slots, (1 << 10) - 1)
    if empty is not None:
        e = _status(_good(rng, tdes, 3), mm.ST_ERR_PARAM, "empty slot")
        e.slot = empty
        bad.append(e)
    # The legacy flag in an SA header: the slot's is used, the header's must be 0.
    lg = _good(rng, aes, 3)
    lg.msg.fault = "sa_legacy"
    lg.slot = 0
    bad.append(_status(lg, mm.ST_ERR_PARAM, "SA header with the legacy flag"))
    good = [good_aes, good_tdes, legacy] + [_good(rng, s, 4 + i % 4) for i, s in enumerate([aes, tdes] * 4)]
    for j in good[3:]:
        j.slot = 0 if j.fmt is aes.fmt else 1
        j.msg.key = (good_aes if j.fmt is aes.fmt else good_tdes).msg.key
        j.expected = mm.expected_beats(j.msg, *((aes.block, aes.ctr_w) if j.fmt is aes.fmt
                                                 else (tdes.block, tdes.ctr_w)),
                                       policy=(aes if j.fmt is aes.fmt else tdes).policy)
    jobs = merge(rng, good, bad)
    stats = await top.h.run(jobs, gap=0.2, stall=0.2, name="SA errors")
    assert stats["outputs"] == outputs_expected(jobs, stats)
    dut._log.info("SA errors: %d good, %d refused", len(good), len(bad))
    if not top.desc:
        # A header that ends after its control beat: ERR_HEADER, one beat
        # (with descriptors, the packets without one of test_sa_random's
        # random jobs get it).
        ctl = int.from_bytes(aes.fmt.control(good_aes.msg, slot=0), "little")
        await _send_raw(top, [(5, ctl, 0xFFFF, 1)], [(5, 0, 1, 0, mm.ST_ERR_HEADER)])


async def _send_raw(top: Top, beats: list[tuple], want: list[tuple]) -> None:
    """Send raw beats (tid, tdata, tkeep, tlast) and check the output beats
    (tid, tdata, tlast, tkeep, tuser)."""
    d = top.dut
    got = []
    d.m_axis_tready_i.value = 1
    for tid, data, keep, last in beats:
        await FallingEdge(d.clk_i)
        d.s_axis_tvalid_i.value, d.s_axis_tid_i.value = 1, tid
        d.s_axis_tdata_i.value, d.s_axis_tkeep_i.value, d.s_axis_tlast_i.value = data, keep, last
        while True:
            await RisingEdge(d.clk_i)
            await ReadOnly()
            if int(d.m_axis_tvalid_o.value):
                got.append(_out(d))
            if int(d.s_axis_tready_o.value):
                break
    await FallingEdge(d.clk_i)
    d.s_axis_tvalid_i.value = 0
    for _ in range(top.h.drain_clocks + 40):
        await RisingEdge(d.clk_i)
        await ReadOnly()
        if int(d.m_axis_tvalid_o.value):
            got.append(_out(d))
    await FallingEdge(d.clk_i)
    assert got == want, f"{got} != {want}"


def _out(d) -> tuple:
    return (int(d.m_axis_tid_o.value), int(d.m_axis_tdata_o.value), int(d.m_axis_tlast_o.value),
            int(d.m_axis_tkeep_o.value), int(d.m_axis_tuser_o.value))


@cocotb.test()
async def test_sa_rewrite(dut):
    """A slot rewritten while its messages are in flight: no message mixes keys."""
    top = Top(dut)
    rng = top.rng
    aes = sides()["aes"]
    await top.start()
    old = _good(rng, aes, 0)
    new = _good(rng, aes, 0)
    assert await top.load(old, 7 % top.slots)
    slot = 7 % top.slots
    msgs = []
    for i in range(48):
        j = _good(rng, aes, i % top.h.ns, key=old.msg.key)
        j.msg.mode, j.msg.beats = mm.MODE_CBC, j.msg.beats[:1] + [Beat(rng.getrandbits(128), True, 128)]
        j.msg.beats[0] = Beat(j.msg.beats[0].data, False, 128)
        j.slot = slot
        msgs.append(j)
    outs = {}
    for key_job, tag in ((old, "old"), (new, "new")):
        for j in msgs:
            m = dataclasses.replace(j.msg, key=key_job.msg.key)
            outs.setdefault(id(j), {})[tag] = [(j.stream % top.h.ns,) + aes.fmt.out(b)
                                               for b in mm.expected_beats(m, aes.block, aes.ctr_w,
                                                                          policy=aes.policy)]
    from tb.common.stream import StreamSink, StreamSource
    from tb.modes.harness import CMD_FIELDS, IN_FIELDS, OUT_FIELDS, _desc_packets, _in_beats
    d = dut
    got: dict[int, list] = {}
    src = StreamSource(d.clk_i, d.s_axis_tvalid_i, d.s_axis_tready_o, [getattr(d, n) for n in IN_FIELDS],
                       rng=rng)
    sink = StreamSink(d.clk_i, d.m_axis_tvalid_o, d.m_axis_tready_i, [getattr(d, n) for n in OUT_FIELDS],
                      lambda b: got.setdefault(b[0], []).append((b[0], b[1], b[3])))
    csrc = None
    if top.desc:  # each message's descriptor, in the order the messages begin
        csrc = StreamSource(d.clk_i, d.s_axis_cmd_tvalid_i, d.s_axis_cmd_tready_o,
                            [getattr(d, n) for n in CMD_FIELDS], rng=rng)
        for j in msgs:
            for dsc, beats in _desc_packets(aes.fmt, j, j.stream % top.h.ns):
                csrc.extend([(j.stream % top.h.ns, dsc)])
                src.extend(beats)
        csrc.start()
    else:
        for j in msgs:
            src.extend(b for b, _ in _in_beats(aes.fmt, j, j.stream % top.h.ns))
    src.start()
    sink.start()
    # Rewrite the slot while the packets stream (the driver's writes take
    # tens of clocks: some messages look it up before, some after).
    await ClockCycles(d.clk_i, 40)
    assert await top.load(new, slot)
    await src.wait_idle()
    await ClockCycles(d.clk_i, top.h.drain_clocks + 200)
    src.stop()
    sink.stop()
    if csrc is not None:
        csrc.stop()
    used = {"old": 0, "new": 0}
    for sid in range(top.h.ns):
        seq = got.get(sid, [])
        for j in [j for j in msgs if j.stream % top.h.ns == sid]:
            n = len(outs[id(j)]["old"])
            chunk, seq = seq[:n], seq[n:]
            which = [t for t in ("old", "new") if chunk == [(o[0], o[1], o[2]) for o in outs[id(j)][t]]]
            assert which, f"stream {sid}: output {chunk} is neither the old key's nor the new key's"
            used[which[0]] += 1
        assert not seq, f"stream {sid}: {len(seq)} extra output beats"
    assert used["old"] and used["new"], used
    dut._log.info("SA rewrite: %s", used)


@cocotb.test()
async def test_sa_strobes(dut):
    """Keys written with byte strobes encrypt as the key the bytes name."""
    top = Top(dut)
    rng = top.rng
    await top.start()
    jobs = []
    slot = 0
    for how in HOWS:
        for side in (sides()["aes"], sides()["tdes"]):
            while (owner := _good(rng, side, slot % top.h.ns)).fmt.slot_key(owner.msg) is None:
                pass
            ksz, key = owner.fmt.slot_key(owner.msg)
            status = await top.commit_strobed(slot % top.slots, ALG_OF[side.config.cipher], ksz,
                                              key_writes(key, how, rng))
            assert not any(v for k, v in status.items() if k.startswith("ERR_")), (how, status)
            more = [_good(rng, side, rng.randrange(top.h.ns), key=owner.msg.key) for _ in range(2)]
            for j in [owner] + more:
                j.slot = slot % top.slots
            jobs += [owner] + more
            slot += 1
    rng.shuffle(jobs)
    stats = await top.h.run(jobs, gap=0.2, stall=0.2, name="SA strobes")
    assert stats["outputs"] == outputs_expected(jobs, stats)
    # Strobe-less writes only: nothing staged, ERR_KEY_SIZE.
    status = await top.commit_strobed(0, ALG_AES, 0, [(4 * i, rng.getrandbits(32), 0) for i in range(8)])
    assert status["ERR_KEY_SIZE"] == 1, status
    dut._log.info("SA strobes: %d keys loaded by %d patterns, %d messages", slot, len(HOWS), len(jobs))


@cocotb.test()
async def test_sa_zeroize(dut):
    """ZEROIZE clears every slot and every key the top holds."""
    top = Top(dut)
    rng = top.rng
    await top.start()
    jobs = mixed_jobs(rng, 40, top.h.ns, max_blocks=8, error_rate=0.0)
    await run_with_slots(top, jobs, 1.0, "before zeroize", gap=0.1, stall=0.1)
    await top.drv.zeroize()
    await ClockCycles(dut.clk_i, top.h.ns + 8)
    # Every slot is empty now: the same packets (those that ran OK: a
    # message with an error of an earlier class keeps it) get ERR_PARAM.
    again = [j for j in jobs if j.slot is not None and j.expected[-1].status == mm.ST_OK][:16]
    assert len(again) >= 8, f"only {len(again)} messages named a slot"
    for j in again:
        _status(j, mm.ST_ERR_PARAM, "after zeroize")
    stats = await top.h.run(again, gap=0.1, stall=0.1, name="after zeroize")
    assert stats["outputs"] == len(again)
    await ReadOnly()
    pats = []
    for i, j in enumerate(jobs):
        if j.msg is None:
            continue
        if j.fmt is sides()["aes"].fmt:
            if j.msg.key >> 256 <= 2:
                pats += keyscan.aes_patterns(j.msg.key, f"msg{i}")
        else:
            pats += keyscan.tdes_patterns(j.msg.key, f"msg{i}")
    found, count = keyscan.scan(dut, pats, skip_top=("s_axis_tdata_i", "s_axis_cmd_tdata_i", "s_axil_wdata_i"))
    assert count > 1000, f"the scan saw {count} signals"
    assert not found, f"keys left after ZEROIZE: {found}"
    dut._log.info("SA zeroize: %d signals and memory words scanned, no key", count)



class CDriver:
    """The C driver (sw/device/lib/dif/dif_cipherline.c) as firmware runs it:
    its shared library (the knob ``c_driver``, built by
    tests/test_cipherline_axi.py with -Wall -Wextra -Werror -std=c11) called
    from a bridge thread (:func:`cocotb.task.bridge`), its two MMIO callbacks
    moving each word through the AXI4-Lite master (:func:`cocotb.task.resume`)."""

    OK, BAD_ARG, TIMEOUT, SLOT_REFUSED = 0, 1, 2, 3
    ERR_TDES_KEYS = 1 << 9
    IRQ_MSG_ERROR, IRQ_ZEROIZE_DONE = 1 << 1, 1 << 4

    class Identity(ctypes.Structure):
        _fields_ = [("version_major", ctypes.c_uint16), ("version_minor", ctypes.c_uint16),
                    ("tdes", ctypes.c_bool), ("aes", ctypes.c_bool), ("aes_keylens", ctypes.c_uint8),
                    ("aes_encrypt_only", ctypes.c_bool), ("policy", ctypes.c_bool), ("desc", ctypes.c_bool),
                    ("modes", ctypes.c_uint8), ("streams", ctypes.c_uint16), ("slots", ctypes.c_uint16)]

    class Counters(ctypes.Structure):
        _fields_ = [(n, ctypes.c_uint32) for n in (
            "msg_ok", "msg_err_partial", "msg_err_mode", "msg_err_param", "msg_err_header", "msg_err_busy",
            "msg_err_auth", "msg_err_policy", "msg_err_long", "msg_err_full")] + [
            ("blocks_in", ctypes.c_uint64), ("blocks_out", ctypes.c_uint64)]

    class Dif(ctypes.Structure):
        _fields_ = [("read32", ctypes.c_void_p), ("write32", ctypes.c_void_p), ("ctx", ctypes.c_void_p),
                    ("poll_limit", ctypes.c_uint32)]

    READ = ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint32)
    WRITE = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint32)

    def __init__(self, top: "Top", lib: str, poll_limit: int = 1000):
        self.lib = ctypes.CDLL(lib)
        self.accesses = 0
        read = resume(top.axil.read_dword)
        write = resume(top.axil.write_dword)

        def rd(_ctx, off):
            self.accesses += 1
            return read(off) & 0xFFFFFFFF

        def wr(_ctx, off, value):
            self.accesses += 1
            write(off, value)

        self._cb = (self.READ(rd), self.WRITE(wr))  # kept alive while the library may call them
        self.dif = self.Dif()
        assert self.lib.dif_cipherline_init(self._cb[0], self._cb[1], None, ctypes.c_uint32(poll_limit),
                                            ctypes.byref(self.dif)) == self.OK

    async def call(self, name: str, *args) -> int:
        """dif_cipherline_<name>(&dif, *args) in a bridge thread."""
        fn = getattr(self.lib, f"dif_cipherline_{name}")

        def run() -> int:  # (bridge needs a Python function, not a ctypes pointer)
            return fn(ctypes.byref(self.dif), *args)

        return await bridge(run)()

    async def load_slot(self, slot: int, alg: int, key: bytes, legacy: bool = False) -> tuple[int, int]:
        errors = ctypes.c_uint32(0xFFFFFFFF)
        buf = (ctypes.c_uint8 * len(key)).from_buffer_copy(key)
        r = await self.call("load_slot", ctypes.c_uint32(slot), ctypes.c_int(alg), buf, ctypes.c_size_t(len(key)),
                            ctypes.c_bool(legacy), ctypes.byref(errors))
        return r, errors.value


@cocotb.test()
async def test_c_driver(dut):
    """The C driver against the RTL: identify, enable, load an AES slot and use
    it, rewrite it and use the new key, a refused commit (TDES K1 = K2 = K3),
    the counters and interrupts, zeroize (the slot then answers ERR_PARAM),
    and bad arguments refused before any bus access."""
    top = Top(dut)
    rng = top.rng
    aes, tdes = sides()["aes"], sides()["tdes"]
    c = CDriver(top, settings().knobs["c_driver"])
    await top.h.reset()
    await ClockCycles(dut.clk_i, max(top.slots, top.h.ns) + 8)
    ident = CDriver.Identity()
    assert await c.call("identify", ctypes.byref(ident)) == CDriver.OK
    assert (ident.slots, ident.tdes, ident.aes, ident.desc) == (top.slots, True, True, top.desc)
    assert ident.aes_keylens == settings().p["AES_KEYLENS"] and ident.streams == top.h.ns
    assert await c.call("enable", ctypes.c_bool(True)) == CDriver.OK
    slot = 5 % top.slots

    async def use(key: int, stream: int) -> None:
        job = _good(rng, aes, stream, key=key)
        job.slot = slot
        stats = await top.h.run([job], gap=0.1, stall=0.1, name="C driver")
        assert stats["outputs"] == outputs_expected([job], stats)

    for n, stream in ((0, 0), (1, 1)):  # load, use; rewrite, use the new key
        job = _good(rng, aes, stream)
        ksz, key = job.fmt.slot_key(job.msg)
        assert await c.load_slot(slot, ALG_AES, key) == (CDriver.OK, 0), n
        await use(job.msg.key, stream)
    # K1 = K2 = K3: the TDES policy refuses it; the slot is left alone.
    k = rng.randbytes(8)
    assert await c.load_slot(6 % top.slots, ALG_TDES, k * 3) == (CDriver.SLOT_REFUSED, CDriver.ERR_TDES_KEYS)
    counts = CDriver.Counters()
    assert await c.call("get_counters", ctypes.byref(counts)) == CDriver.OK
    assert (counts.msg_ok, counts.msg_err_param) == (2, 0)
    # Zeroize: every slot empty afterwards, ZEROIZE_DONE raised and acknowledged.
    assert await c.call("zeroize") == CDriver.OK
    state = ctypes.c_uint32()
    assert await c.call("irq_get_state", ctypes.byref(state)) == CDriver.OK
    assert state.value & CDriver.IRQ_ZEROIZE_DONE
    assert await c.call("irq_acknowledge", ctypes.c_uint32(state.value)) == CDriver.OK
    assert await c.call("irq_get_state", ctypes.byref(state)) == CDriver.OK and state.value == 0
    empty = _status(_good(rng, aes, 2), mm.ST_ERR_PARAM, "slot after zeroize")
    empty.slot = slot
    stats = await top.h.run([empty], name="C driver, zeroized slot")
    assert stats["outputs"] == outputs_expected([empty], stats)
    assert await c.call("get_counters", ctypes.byref(counts)) == CDriver.OK
    assert (counts.msg_ok, counts.msg_err_param) == (2, 1)
    assert await c.call("irq_get_state", ctypes.byref(state)) == CDriver.OK
    assert state.value & CDriver.IRQ_MSG_ERROR
    # Bad arguments: refused before the bus is touched.
    before = c.accesses
    assert await c.load_slot(slot, ALG_AES, bytes(15)) == (CDriver.BAD_ARG, 0)
    assert await c.load_slot(slot, 7, bytes(16)) == (CDriver.BAD_ARG, 0)
    assert await c.load_slot(1 << 10, ALG_AES, bytes(16)) == (CDriver.BAD_ARG, 0)
    assert await c.call("irq_set_enables", ctypes.c_uint32(1 << 7)) == CDriver.BAD_ARG
    assert c.accesses == before
    dut._log.info("C driver: %d register accesses", c.accesses)
