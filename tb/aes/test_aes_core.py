# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb tests for rtl/aes/aes_core.sv (run by tests/test_aes_core.py).

The configuration and knobs come from :func:`cipherline.sim.tbenv.settings`:
the registry configuration (KEYLENS, STAGES, ... TAG_W), its documented II
and latency (checked here against the hardware), the seed, and the knobs
``random_blocks`` (blocks in test_random, default 20000) and ``netlist``
(the DUT is a netlist with the parameters applied, which has no parameters
to read back: tests/test_aes_yosys.py).

Tests:
  test_nist_ecb              every AESAVS ECB file (GFSbox, KeySbox, VarKey,
                             VarTxt, MMT) of the enabled key sizes, both directions
  test_fips197               the FIPS-197 appendix C examples
  test_random                random key size, key, direction and block per beat,
                             random valid gaps and output stalls longer than the core holds
  test_unsupported           unsupported requests get a zero block, in order
  test_throughput            II and latency are the registry's, with key, key
                             size and direction changing on every beat
  test_reset_mid_stream      reset with blocks in flight; key registers all zero after
  test_in_ready_not_combinational
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass

import cocotb
from cocotb.clock import Clock
from cocotb.simtime import convert
from cocotb.triggers import ClockCycles, RisingEdge, Timer

from cipherline.cores import aes as aes_spec
from cipherline.cores.aes import key_sizes, round_levels
from cipherline.ref.cipher import aes_ecb, aes_ecb_int, aes_key_port
from cipherline.ref.vectors import cavp_dir, load_rsp
from cipherline.sim.tbenv import settings
from tb.common.stream import GapModel, ReadyModel, Scoreboard, StreamSink, StreamSource

PERIOD_NS = 10

#: Registers of aes_stage that hold key material, block state or user data
#: (tests/test_aes_core.py makes them visible to VPI).
STAGE_SECRET_REGS = ("state_q", "key_q", "meta_q", "nstate_q", "nkey_q", "nmeta_q",
                     "mstate_q", "mkey_q", "mstep_q", "msb_q", "msub_q", "mmeta_q", "csb_q", "csub_q")
# aes_sbox_ebr's behavioural block RAM: address and output registers.
EBR_SECRET_REGS = ("addr_a_q", "addr_b_q", "a_o", "b_o")
# aes_core's input register (pipelined configurations, g_in_reg).
IN_REG_SECRET_REGS = ("block_q", "key_q", "tag_q")


@dataclass(frozen=True)
class Env:
    params: dict
    sizes: tuple[int, ...]  # enabled key sizes in bits
    encrypt_only: bool
    levels: int  # aes_stage instances (both chains, every pipe)
    round_levels: int  # register levels of a round (blocks in flight per iterative stage)
    tag_w: int
    ii: int
    latency: int
    capacity: int
    seed: int
    random_blocks: int
    netlist: bool

    @property
    def tag_mask(self) -> int:
        return (1 << self.tag_w) - 1

    @property
    def drain_cycles(self) -> int:
        return 2 * (self.latency + self.capacity * self.ii) + 20


@functools.cache
def env() -> Env:
    s = settings()
    p = s.p
    return Env(dict(p), key_sizes(p), bool(p["ENCRYPT_ONLY"]), aes_spec.chains(p) * p["STAGES"] * aes_spec.pipes(p),
               round_levels(p), p["TAG_W"], s.ii, s.latency, s.config.capacity, s.seed,
               int(s.get("random_blocks", 20000)), bool(s.get("netlist", False)))


def make_rng(dut, name: str) -> random.Random:
    e = env()
    dut._log.info("seed %d (test %s; config %s; rerun with --seed %d)", e.seed, name, settings().config, e.seed)
    return random.Random(f"{e.seed}:{name}")


async def start(dut) -> None:
    Clock(dut.clk_i, PERIOD_NS, "ns").start()
    for sig in (dut.in_valid_i, dut.in_block_i, dut.in_key_i, dut.in_keylen_i, dut.in_decrypt_i,
                dut.in_tag_i, dut.out_ready_i):
        sig.value = 0
    dut.rst_ni.value = 0
    await ClockCycles(dut.clk_i, 3)
    dut.rst_ni.value = 1
    await RisingEdge(dut.clk_i)
    if not env().netlist:
        got = {name: int(getattr(dut, name).value) for name in env().params}
        assert got == env().params, f"model was built with {got}, the test expects {env().params}"


def _fmt(beat: tuple[int, ...]) -> str:
    blk, tag = beat
    return f"block={blk:032x} tag={tag:#x}"


class Bench:
    """Source + sink + scoreboard around one aes_core."""

    def __init__(self, dut, *, gaps=None, ready_model=None, record_times=False, name="aes_core"):
        self.dut = dut
        self.sb = Scoreboard(name, fmt=_fmt)
        self.src = StreamSource(dut.clk_i, dut.in_valid_i, dut.in_ready_o,
                                [dut.in_block_i, dut.in_key_i, dut.in_keylen_i, dut.in_decrypt_i, dut.in_tag_i],
                                gaps=gaps, record_times=record_times,
                                period_steps=int(convert(PERIOD_NS, "ns", to="step")))
        self.sink = StreamSink(dut.clk_i, dut.out_valid_o, dut.out_ready_i, [dut.out_block_o, dut.out_tag_o],
                               self.sb.check, ready_model=ready_model, record_times=record_times)
        self.sent = 0

    def start(self) -> "Bench":
        self.src.start()
        self.sink.start()
        return self

    def send(self, key: int, kl: int, blk: int, dec: int, expected: int, info: str = "") -> None:
        """``key``: the cipher key (port form); a DEC_KEY_LAST core's
        decryption blocks get its decryption form (the expanded key's end)."""
        tag = self.sent & env().tag_mask
        self.src.send((blk, port_key(key, kl, dec), kl, dec, tag))
        self.sb.expect((expected, tag), info or f"{'dec' if dec else 'enc'} AES-{128 + 64 * kl} key={key:064x} "
                                                f"block={blk:032x} tag={tag:#x}")
        self.sent += 1

    async def finish(self, timeout_cycles: int) -> None:
        await self.sb.wait_done(self.dut.clk_i, timeout_cycles)
        await ClockCycles(self.dut.clk_i, env().drain_cycles)  # the sink keeps checking: extras fail
        self.sb.assert_done(self.sent)
        assert self.src.accepted == self.sent, f"{self.src.accepted} inputs accepted, {self.sent} sent"
        assert self.sink.received == self.sent, f"{self.sink.received} outputs, {self.sent} inputs"


def port_key(key: int, kl: int, dec: int) -> int:
    """The key port value of a request whose cipher key (port form) is ``key``."""
    e = env()
    if not (dec and e.params.get("DEC_KEY_LAST") and 128 + 64 * kl in e.sizes):
        return key
    cipher_key = key.to_bytes(32, "big")[:16 + 8 * kl]
    return int.from_bytes(aes_spec.key_field(e.params, cipher_key, True), "big")


def random_op(rng: random.Random, *, dec: int | None = None) -> tuple[int, int, int, int, int]:
    """(key port, length code, block, direction, expected) for an enabled key size."""
    e = env()
    kl = (rng.choice(e.sizes) - 128) // 64
    key = rng.getrandbits(256)  # the bits beyond the key are random too: they must be ignored
    blk = rng.getrandbits(128)
    if dec is None:
        dec = 0 if e.encrypt_only else rng.getrandbits(1)
    return key, kl, blk, dec, aes_ecb_int(key, kl, blk, bool(dec))


@cocotb.test()
async def test_nist_ecb(dut):
    """AESAVS ECB KAT and MMT files of the enabled key sizes, every record in its direction."""
    e = env()
    await start(dut)
    b = Bench(dut).start()
    counts = {}
    for size in e.sizes:
        for kind in ("GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT"):
            name = f"ECB{kind}{size}.rsp"
            n = 0
            for v in load_rsp(cavp_dir("ciphers", "AES", "ECB", name)):
                if v.decrypt and e.encrypt_only:
                    continue
                key, kl = aes_key_port(v.key)
                for i in range(0, len(v.input), 16):
                    bi, bo = v.input[i:i + 16], v.output[i:i + 16]
                    b.send(key, kl, int.from_bytes(bi, "big"), int(v.decrypt), int.from_bytes(bo, "big"),
                           f"{v.source} [{v.section}] COUNT={v.count} block {i // 16}")
                    n += 1
            counts[name] = n
    await b.finish(timeout_cycles=b.sent * e.ii * 4 + 10 * e.drain_cycles)
    assert all(counts.values()), f"a file gave no vectors: {counts}"
    assert b.sb.matched == sum(counts.values()) == b.sent
    dut._log.info("AESAVS ECB blocks checked: %s, total %d", counts, b.sent)


#: FIPS-197 appendix C: key 00 01 02 ..., plaintext 00 11 22 ... ff.
FIPS197_C = {
    128: "69c4e0d86a7b0430d8cdb78070b4c55a",
    192: "dda97ca4864cdfe06eaf70a0ec0d7191",
    256: "8ea2b7ca516745bfeafc49904b496089",
}


@cocotb.test()
async def test_fips197(dut):
    """FIPS-197 C.1-C.3 in both directions (the constants are checked against the reference too)."""
    e = env()
    await start(dut)
    b = Bench(dut).start()
    pt = bytes.fromhex("00112233445566778899aabbccddeeff")
    for size in e.sizes:
        key = bytes(range(size // 8))
        ct = bytes.fromhex(FIPS197_C[size])
        assert aes_ecb(key, pt, False) == ct, f"FIPS-197 C (AES-{size}) constant disagrees with the reference"
        kp, kl = aes_key_port(key)
        b.send(kp, kl, int.from_bytes(pt, "big"), 0, int.from_bytes(ct, "big"), f"FIPS-197 C AES-{size} encrypt")
        if not e.encrypt_only:
            b.send(kp, kl, int.from_bytes(ct, "big"), 1, int.from_bytes(pt, "big"), f"FIPS-197 C AES-{size} decrypt")
    await b.finish(timeout_cycles=20 * e.drain_cycles)
    assert b.sb.matched == b.sent == len(e.sizes) * (1 if e.encrypt_only else 2)


@cocotb.test()
async def test_random(dut):
    """Random key size, key, direction and block per beat; random valid gaps and ready stalls."""
    e = env()
    rng = make_rng(dut, "test_random")
    await start(dut)
    # Every 40th stall is long: 2,000 blocks take at least 62 ready segments
    # (32 beats at most each), so the check below cannot fail by chance (with
    # p_long alone, seed 1438568819 drew no long stall).
    ready = ReadyModel(rng, on=(1, 32), short=(1, 3), medium=(4, 40),
                       long=(e.drain_cycles, 2 * e.drain_cycles), p_long=0.05, long_every=40)
    b = Bench(dut, gaps=GapModel(rng, p_gap=0.3, short=(1, 3), long=(4, 4 * e.ii + 8), p_long=0.1),
              ready_model=ready, record_times=True).start()
    n = e.random_blocks
    for _ in range(n):
        key, kl, blk, dec, exp = random_op(rng)
        b.send(key, kl, blk, dec, exp)
    await b.finish(timeout_cycles=n * (e.ii + 60) + 50 * e.drain_cycles)
    assert b.src.stall_cycles > 0, "in_ready_o never held off the input"
    if n >= 2000:
        assert ready.longest_stall >= e.drain_cycles, f"longest output stall only {ready.longest_stall} cycles"
    dut._log.info("random: %d blocks checked; longest output stall %d", n, ready.longest_stall)


@cocotb.test()
async def test_unsupported(dut):
    """Unsupported requests (length code 3, disabled key sizes, decryption on an encrypt-only core)
    are answered in order with a zero block; their neighbours are unaffected."""
    e = env()
    rng = make_rng(dut, "test_unsupported")
    await start(dut)
    b = Bench(dut, gaps=GapModel(rng, p_gap=0.2)).start()
    bad = [(3, 0)] + [((k - 128) // 64, 0) for k in (128, 192, 256) if k not in e.sizes]
    if e.encrypt_only:
        bad.append(((e.sizes[0] - 128) // 64, 1))
    for i in range(40):
        key, kl, blk, dec, exp = random_op(rng)
        b.send(key, kl, blk, dec, exp)
        kl_bad, dec_bad = bad[i % len(bad)]
        b.send(rng.getrandbits(256), kl_bad, rng.getrandbits(128), dec_bad, 0,
               f"unsupported request: length code {kl_bad}, decrypt={dec_bad}")
    await b.finish(timeout_cycles=b.sent * (e.ii + 10) + 10 * e.drain_cycles)
    assert b.sb.matched == 80


@cocotb.test()
async def test_throughput(dut):
    """II and latency are the registry's; key, key size and direction change on every beat."""
    e = env()
    rng = make_rng(dut, "test_throughput")
    await start(dut)
    b = Bench(dut, record_times=True).start()
    n = 4 * e.capacity + 32
    for i in range(n):
        key, kl, blk, dec, exp = random_op(rng, dec=0 if e.encrypt_only else i & 1)
        b.send(key, kl, blk, dec, exp)
    await b.finish(timeout_cycles=n * e.ii * 2 + 10 * e.drain_cycles)
    step = int(convert(PERIOD_NS, "ns", to="step"))
    acc = [t // step for t in b.src.accept_times]
    out = [t // step for t in b.sink.receive_times]
    # L = round_levels consecutive accepts every L*II clocks (one per clock when II = 1).
    L = e.round_levels if e.ii > 1 else 1
    want = [1 if (i + 1) % L else L * e.ii - (L - 1) for i in range(n - 1)]
    got = [y - x for x, y in zip(acc, acc[1:])]
    # An idle core takes the first block at once, so the pattern starts at
    # the first accept; the search still allows up to L - 1 accepts before it.
    first = next((f for f in range(L) if got[f:] == want[:len(got) - f]), None)
    assert first is not None, (
        f"accept intervals {got[:12]}..., expected the pattern {want[:12]}... (II={e.ii}, L={L})")
    lat = [o - a for a, o in zip(acc, out)]
    assert set(lat) == {e.latency}, f"latency {sorted(set(lat))} clocks, documented {e.latency}"
    assert (acc[-1] - acc[first]) <= (n - first) * e.ii, "fewer than one block per II clocks"
    dut._log.info("throughput: II=%d, latency %d, %d blocks", e.ii, e.latency, n)


def secret_registers(dut) -> dict[str, int]:
    """Every data, key and tag register of the stages, by path: level A,
    level B (g_split, with the logic S-boxes' g_logic), and with block-RAM
    S-boxes level N2's copies (SBOX_COPIES = 2) and the address and output registers of every block RAM (their
    behavioural model), and the input register of a pipelined core; with
    PIPE_PER_DIR, both pipes' stages."""
    regs = {}
    in_reg = getattr(dut, "g_in_reg", None)
    assert (in_reg is not None) == bool(aes_spec.in_reg(env().params)), "input register not as the registry says"
    if in_reg is not None:
        for name in IN_REG_SECRET_REGS:
            regs[f"g_in_reg.{name}"] = int(getattr(in_reg, name).value)
    e = env()
    per_pipe = e.levels // aes_spec.pipes(e.params)
    for n in range(e.levels):
        i = n % per_pipe
        stage = dut[f"g_pipe[{n // per_pipe}]"][f"g_stage[{i}]"].u_stage
        i = n  # the register names' index: over every pipe
        split = getattr(stage, "g_split", None)
        scopes = {"": stage}
        if split is not None:
            scopes["g_split."] = split
            for sub in ("g_logic", "g_ebr"):
                if hasattr(split, sub):
                    scopes[f"g_split.{sub}."] = getattr(split, sub)
            if hasattr(split, "g_ebr") and hasattr(split.g_ebr, "g_copy"):
                scopes["g_split.g_ebr.g_copy."] = split.g_ebr.g_copy  # SBOX_COPIES = 2
        for prefix, scope in scopes.items():
            for name in STAGE_SECRET_REGS:
                if hasattr(scope, name):
                    regs[f"g_stage[{i}].{prefix}{name}"] = int(getattr(scope, name).value)
        ebr = scopes.get("g_split.g_ebr.")
        if ebr is not None and hasattr(ebr, "g_own"):
            own = ebr.g_own
            # The SubWord block RAMs are the stage's own unless the pipes share them.
            rams = [(f"g_kram[{j}]", own[f"g_kram[{j}]"]) for j in range(2) if not aes_spec.shared_sbox(e.params)]
            if hasattr(own, "g_data"):
                rams += [(f"g_data.g_ram[{j}]", own.g_data[f"g_ram[{j}]"]) for j in range(8)]
            for path, blk in rams:
                for name in EBR_SECRET_REGS:
                    regs[f"g_stage[{i}].g_split.g_ebr.g_own.{path}.{name}"] = int(getattr(blk.u_ram, name).value)
    # PIPE_PER_DIR with block-RAM S-boxes: the block RAMs the two pipes share.
    sbx = getattr(dut, "g_sbx", None)
    shared = aes_spec.shared_sbox(e.params)
    assert (sbx is not None) == (shared > 0), "shared block RAMs not as the registry says"
    if sbx is not None:
        for i in range(per_pipe):
            for j in range(10 - shared, 10):
                blk = sbx[f"g_stage[{i}]"][f"g_ram[{j}]"]
                for name in EBR_SECRET_REGS:
                    regs[f"g_sbx.g_stage[{i}].g_ram[{j}].{name}"] = int(getattr(blk.u_ram, name).value)
    return regs


@cocotb.test()
async def test_reset_mid_stream(dut):
    """Reset with blocks in flight: nothing old comes out, every key/state register is zero, clean restart."""
    e = env()
    rng = make_rng(dut, "test_reset_mid_stream")
    await start(dut)
    clk = dut.clk_i
    for rnd in range(2):
        old = Bench(dut, name=f"pre-reset traffic (round {rnd})")
        old.sink.ready_model = [(True, rng.randint(0, 3)), (False, 1 << 40)]
        old.start()
        for _ in range(4 * e.capacity + 8):
            old.send(*random_op(rng))
        await ClockCycles(clk, e.drain_cycles + rng.randint(0, e.ii))
        assert old.src.accepted < old.sent, "setup: input not held off by a stalled output"
        assert old.src.accepted - old.sink.received >= 2, "setup: the core holds fewer than 2 blocks"
        old.src.stop()
        old.sink.stop(ready=rng.getrandbits(1))
        dut.rst_ni.value = 0
        for _ in range(1 if rnd else 3):
            await RisingEdge(clk)
        dut.rst_ni.value = 1
        dut.out_ready_i.value = 1
        quiet = Bench(dut, name=f"after reset (round {rnd}), no input").start()
        dut.in_key_i.value = rng.getrandbits(256) | 1
        await ClockCycles(clk, e.drain_cycles)
        assert quiet.sink.received == 0
        regs = secret_registers(dut)
        assert sum(1 for r in regs if r.startswith("g_stage") and r.endswith(".key_q")) == e.levels, \
            f"key registers not found: {sorted(regs)}"
        dirty = {r: hex(v) for r, v in regs.items() if v}
        assert not dirty, f"registers not cleared after reset: {dirty}"
        quiet.sink.stop()
        new = Bench(dut, gaps=GapModel(rng, p_gap=0.2),
                    ready_model=ReadyModel(rng, long=(e.drain_cycles, e.drain_cycles + 10)),
                    name=f"after reset (round {rnd})").start()
        for _ in range(2 * e.capacity + 40):
            new.send(*random_op(rng))
        await new.finish(timeout_cycles=new.sent * (e.ii + 60) + 20 * e.drain_cycles)
        new.src.stop()
        new.sink.stop()
        # Idle again: the datapath holds no key once the last block has left.
        await ClockCycles(clk, e.drain_cycles)
        dirty = {r: hex(v) for r, v in secret_registers(dut).items() if v}
        assert not dirty, f"registers hold data with the core idle: {dirty}"


@cocotb.test()
async def test_in_ready_not_combinational(dut):
    """in_ready_o must not change when in_valid_i or out_ready_i change within a cycle."""
    e = env()
    rng = make_rng(dut, "test_in_ready_not_combinational")
    await start(dut)
    seen = set()
    for _ in range(max(400, 6 * e.drain_cycles)):
        v, r = int(rng.random() < 0.8), int(rng.random() < 0.3)
        key, kl, blk, dec, _ = random_op(rng)
        dut.in_valid_i.value, dut.out_ready_i.value = v, r
        dut.in_key_i.value, dut.in_keylen_i.value, dut.in_block_i.value, dut.in_decrypt_i.value = \
            port_key(key, kl, dec), kl, blk, dec
        await Timer(1, "ns")
        before = int(dut.in_ready_o.value)
        dut.in_valid_i.value, dut.out_ready_i.value = 1 - v, 1 - r
        await Timer(1, "ns")
        assert int(dut.in_ready_o.value) == before, "in_ready_o depends combinationally on in_valid_i/out_ready_i"
        dut.in_valid_i.value, dut.out_ready_i.value = v, r
        await Timer(1, "ns")
        seen.add(before)
        await RisingEdge(dut.clk_i)
    assert seen == {0, 1}, f"in_ready_o only took the values {seen}"
