# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``cipherline soak`` (= ``make soak``): a long random soak of the TDES core and the modes engines.

Pushes ``--blocks`` blocks (default 10^7 through the TDES targets and 10^7
through the AES engine targets) through simulated hardware with the C++
Verilator harness (``soak`` subcommand of tb/cpp/harness_main.cpp and
tb/cpp/harness_modes_main.cpp, run by :func:`cipherline.sim.harness.run_soak`;
``replay`` for the AES engine, :func:`cipherline.sim.harness.run_replay`)
and checks every output beat:

* the bare ``tdes_core`` (NUM_DES = 3) in the (1,1), (3,1) and (48,1)
  configurations, built with TAG_W = 32 so that every block of a run carries
  its own index as tag. Each block has a random key from a pool of 256 keys
  (some degenerate: K1 = K2 = K3, K1 = K3, K1 = K2, K2 = K3, keys equal but
  for their parity bits) and a random direction, both changing every block or
  in short runs. Expected outputs: pycryptodome, batched by key and direction.
* the modes engine ``cipher_modes`` with 64 streams around the (48,1) core:
  random modes (ECB, CBC, CFB-1/-8/-64, OFB, CTR, CMAC generate and verify),
  directions, streams (some hot), keys, IVs (CTR wrap-around), lengths (1 to
  1024 beats), sent as AXI4-Stream packets (tb/cpp/cipher_modes_driver.h),
  and the error cases: packets that end inside their header ("stray"), bad
  mode, bad segment size, bad tag length, partial last beats and last beats
  with a hole in TKEEP, a 0-byte CMAC last beat, CMAC verify failures, and
  NIST policy violations (degenerate key bundle, short CMAC
  tag, too many blocks), half of them as legacy messages that the policy
  must let through. The engine is built with MAX_BLOCKS = 300 (instead of
  2^20) so that ordinary messages cross the policy's block limit. Expected
  beats: the reference model's, :func:`cipherline.ref.modes_model.expected_beats`
  (:func:`expected_message`; about 7 us a beat, computed while the previous
  chunk simulates).
* the AES modes engine ``aes_modes`` with GCM and CCM
  (:mod:`cipherline.commands.soak_aes`): random GCM and CCM messages in both
  directions on many interleaved streams, in phases of 1 to all streams
  (keys of every size the engine builds, GCM IVs of 96 bits and of other
  lengths, CCM nonces of 7..13 bytes, AAD and payloads of 0 bytes and up,
  partial last beats, every tag length), with wrong tags (ERR_AUTH),
  decryptions longer than the message buffer (ERR_LONG) and decryptions
  that find it full (ERR_FULL), tag and IV lengths and header fields the
  engine refuses (ERR_PARAM, ERR_MODE), beats missing, extra or with the
  wrong bytes (ERR_PARTIAL), stray packets (ERR_HEADER), and some messages
  of the block modes ECB to CMAC with their error cases (ERR_POLICY among
  them), sent as raw AXI4-Stream beats built with
  :mod:`cipherline.ref.packet`. Expected beats: pycryptodome's
  ``AES.MODE_GCM`` and ``AES.MODE_CCM`` in bulk, one message in 32 checked
  against :func:`cipherline.ref.modes_model.expected_beats` (the rest come
  from that model), ERR_FULL from the message buffer's admission in the
  send order (:func:`cipherline.ref.modes_model.buffer_admission`). Default
  targets: the pipelined AES-128 encrypt-only engine with 64 streams and
  the default 18,432-byte message buffer (the line-rate GCM engine of the
  report), and the iterative engine of all key sizes and both directions
  with 16 streams and a 2,304-byte buffer, which ERR_FULL and ERR_LONG
  reach all the time.

The harness sources are AXI4-Stream with random gaps between beats, the
sinks stall at random, including stalls of 100-700 clocks (tb/cpp/cl_axis.h),
and the engine's input fields a beat does not use carry random garbage.

The harness checks nothing; Python classifies every output:

* core: by tag. A tag seen again is *duplicated*, a tag never seen is *lost*,
  a block with a wrong value or an impossible tag is *wrong* (a wrong beat
  and a lost block count once, as wrong), and blocks that arrive out of order
  are *reordered* (first arrivals minus their longest increasing run).
* engine: per stream, the output beats (data, bits, last, status) against
  the stream's expected beat sequence (:func:`classify_sequence`), same
  categories. AES engine: TDATA, TKEEP, TLAST and TUSER, and a beat that is
  plaintext of a GCM or CCM decryption that failed or was refused (which
  must never leave the engine) is *leaked*.

Every configuration runs in chunks (one harness process each, after a
reset); a chunk's inputs are generated and its expected outputs computed
while the previous chunk simulates. Prints a table, writes JSON (default
build/soak/soak.json). Exit status 0 if every count is zero, 1 otherwise or
on a simulation failure, 2 on bad arguments.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import random
import secrets
import sys
import time
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Sequence

from cipherline import hdl
from cipherline.cores import Config, ConfigError
from cipherline.commands.options import positive_int
from cipherline.commands.soak_check import Counts, SoakError
from cipherline.commands.soak_tdes import (SOAK_MAX_BLOCKS, STREAMS, CoreChunk, EngineChunk, core_check, core_chunk,
                                          core_expected, engine_check, engine_chunk, engine_expected, policy_for_soak,
                                          status_histogram)

if TYPE_CHECKING:
    import numpy as np

    from cipherline.sim import harness as simrun
    from cipherline.ref.modes_model import Policy
    from cipherline.commands.soak_aes import AesChunk

EPILOG = """\
examples:
  cipherline soak                                  # 2 x 10^7 blocks, fresh seed (printed)
  cipherline soak --blocks 200000 --seed 7         # quick, reproducible
  cipherline soak --target tdes-n3-s3-r1 --target tdes-modes-n3-s3-r1-x64 --blocks 20000
  cipherline soak --target aes-modes-k1-s10-r1-split-sbox2-enc-x64-desc   # the AES engine alone, 10^7 blocks

notes:
  --blocks is the total over all configurations: half for the TDES targets,
  half for the AES engine targets (if both kinds are there; default 10^7
  each). The TDES half is split by a fixed share (default targets: core
  (1,1) 5 %, core (3,1) 10 %, core (48,1) 40 %, modes engine (48,1) 45 %;
  the slow iterative cores get fewer blocks; custom targets by the same
  rule: modes 45, core 40/II, at least 5), the AES half by 20/II (default:
  the pipelined engine 93 %, the iterative one 7 %). A TDES target is
  KIND:STAGES,ROUNDS_PER_CYCLE with KIND core or modes; an AES engine
  target (aes-modes-...) must build GCM and CCM with their message buffer.
  The same --seed, --blocks and targets reproduce a run exactly. An
  engine's blocks in are its data beats, its blocks out its output beats
  (rejected messages, CMAC, GCM and CCM IV and AAD beats and blocks past the
  policy limit give fewer outputs than inputs).
  A full default run simulated for 17 minutes (TDES) plus 15 (AES engine:
  about 12,000 blocks/s on the pipelined one, 5,000 on the iterative one)
  on 2 cores shared with place and route (the TDES half took 8 minutes on
  a quieter machine); one harness process at a time, inputs and expected
  outputs computed while it runs; plus about 6 minutes to build the six
  harnesses the first time.
"""

CORE_CHUNK = 1 << 20           # blocks per harness run (core)
ENGINE_CHUNK = 400_000         # data beats per harness run (engine)
FAMILY_BLOCKS = 10_000_000     # default --blocks per family of targets (TDES; the AES engine)
DEFAULT_TARGETS = ("tdes-n3-s1-r1", "tdes-n3-s3-r1", "tdes-n3-s48-r1", "tdes-modes-n3-s48-r1-x64-desc",
                   "aes-modes-k1-s10-r1-split-sbox2-enc-x64-desc", "aes-modes-k7-s1-r1-x16-ab2304-desc")

# ---------------------------------------------------------------------------
# Targets, plan and the run
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """A soak target: a TDEA block core (run with TAG_W=32, every block tagged
    with its index), the TDES modes engine (64 streams, MAX_BLOCKS=300 so that
    the policy's block limit is exercised), or the AES modes engine with GCM
    and CCM (as named; :mod:`cipherline.commands.soak_aes`)."""

    base: Config  # as the user named it

    @property
    def kind(self) -> str:
        if self.base.kind == "core":
            return "core"
        return "aes" if self.base.cipher == "aes" else "modes"

    @property
    def family(self) -> str:
        """The share of --blocks it draws from: "tdes" or "aes" (:func:`plan`)."""
        return "aes" if self.kind == "aes" else "tdes"

    @property
    def stages(self) -> int:
        return self.base.p["STAGES"]

    @property
    def rpc(self) -> int:
        return self.base.p["ROUNDS_PER_CYCLE"]

    @property
    def name(self) -> str:
        return self.base.name

    def config(self) -> Config:
        if self.kind == "core":
            return self.base.with_params(TAG_W=32)
        if self.kind == "aes":
            return self.base
        return self.base.with_params(STREAMS=STREAMS, MAX_BLOCKS=SOAK_MAX_BLOCKS)

    @property
    def short(self) -> str:
        if self.kind == "aes":  # and its message buffer if not the default
            p = self.base.p
            buf = "" if p["AUTH_BUF_BYTES"] == self.base.spec.param("AUTH_BUF_BYTES").default else \
                f" ab{p['AUTH_BUF_BYTES']}"
            return f"aes ({self.stages},{self.rpc}) x{p['STREAMS']}{buf}"
        return f"{self.kind} ({self.stages},{self.rpc})"

    @property
    def weight(self) -> float:
        """Share of its family's blocks: the modes engine 45, a core 40 / II
        (at least 5); an AES engine 20 / II (the pipelined one 20, the
        iterative one of all key sizes 1.4).

        Default TDES targets: core (1,1) 5 %, (3,1) 10 %, (48,1) 40 %, modes
        45 %. An iterative core takes II clocks per block; the engine
        simulates about 2.3x slower per block than the (48,1) core
        (head-of-line blocking of feedback modes, a bigger model).
        """
        if self.kind == "aes":
            return 20.0 / self.base.ii
        if self.kind == "modes":
            return 45.0
        return min(40.0, max(5.0, 160.0 / self.base.ii))


def parse_target(text: str) -> Target:
    """A TDEA core, TDEA modes engine or AES modes engine configuration by name (ConfigError otherwise)."""
    cfg = Config.parse(text)
    if cfg.cipher == "aes" and cfg.kind == "engine":
        from cipherline.commands import soak_aes

        why = soak_aes.supported(cfg)
        if why:
            raise ConfigError(f"bad --target {text!r}: the AES engine soak needs GCM and CCM with their "
                              f"message buffer, and {why}")
        return Target(cfg)
    if cfg.cipher != "tdes" or cfg.p["NUM_DES"] != 3:
        raise ConfigError(f"bad --target {text!r}: the soak runs TDEA cores (tdes-n3-...), their modes "
                          "engine (tdes-modes-n3-...) and the AES modes engine with GCM and CCM (aes-modes-...)")
    if cfg.p["SPLIT_ROUND"]:
        raise ConfigError(f"bad --target {text!r}: split-round cores are not soaked")
    if cfg.kind == "engine" and cfg.p["STREAMS"] != STREAMS:
        raise ConfigError(f"bad --target {text!r}: the engine soak uses {STREAMS} streams (x{STREAMS})")
    t = Target(cfg)
    t.config()  # validates
    return t


def default_blocks(targets: Sequence[Target]) -> int:
    """--blocks by default: FAMILY_BLOCKS for each family the targets have (TDES, AES engine)."""
    return FAMILY_BLOCKS * len({t.family for t in targets})


def plan(targets: Sequence[Target], blocks: int) -> list[int]:
    """Blocks per target: --blocks split equally between the families the
    targets have (TDES targets, AES engine targets; the first family gets
    the remainder), and within a family by the targets' weights (its first
    target absorbs rounding)."""
    fams = list(dict.fromkeys(t.family for t in targets))
    shares = [0] * len(targets)
    for k, f in enumerate(fams):
        mine = [i for i, t in enumerate(targets) if t.family == f]
        total_w = sum(targets[i].weight for i in mine)
        n = blocks // len(fams) + (blocks % len(fams) if k == 0 else 0)
        for i in mine:
            shares[i] = int(n * targets[i].weight / total_w)
        shares[mine[0]] += n - sum(shares[i] for i in mine)
    return shares


def chunk_sizes(kind: str, n: int) -> list[int]:
    from cipherline.commands.soak_aes import AES_CHUNK

    size = {"core": CORE_CHUNK, "modes": ENGINE_CHUNK, "aes": AES_CHUNK}[kind]
    k = max(1, -(-n // size))
    return [n // k + (1 if i < n % k else 0) for i in range(k)]


def chunk_seeds(seed: int, target_index: int, chunk: int) -> tuple[int, int]:
    """(data seed, stall seed) of one chunk, derived from the run's seed."""
    import numpy as np

    a, b = np.random.SeedSequence(seed, spawn_key=(target_index, chunk)).generate_state(2, np.uint64)
    return int(a), int(b) >> 2


@dataclass
class TargetResult:
    name: str
    short: str
    label: str
    build: str
    blocks_planned: int
    blocks_in: int = 0
    blocks_out: int = 0
    expected_out: int = 0
    counts: Counts = field(default_factory=Counts)
    cycles: int = 0
    long_stalls: int = 0
    timed_out: int = 0
    sim_seconds: float = 0.0
    wall_seconds: float = 0.0
    chunks: list[dict] = field(default_factory=list)
    messages: int = 0
    spot_checked: int = 0
    statuses: dict[str, int] = field(default_factory=dict)
    kinds: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict:
        d = {k: v for k, v in asdict(self).items() if k != "counts"}
        d.update(asdict(self.counts))
        if not self.messages:
            for k in ("messages", "spot_checked", "statuses", "kinds", "expected_out"):
                d.pop(k)
        d["seeds"] = [{"data": c["data_seed"], "stall": c["stall_seed"]} for c in self.chunks]
        return d


@dataclass
class Job:
    """One chunk: one harness run."""

    target: Target
    result: TargetResult
    index: int
    n: int
    data_seed: int
    stall_seed: int
    chunk: CoreChunk | EngineChunk | AesChunk | None = None
    future: cf.Future | None = None
    t_start: float = 0.0  # when its harness run started


def _prepare(job: Job) -> None:
    """Generate a chunk's inputs."""
    import numpy as np

    rng = np.random.default_rng(job.data_seed)
    if job.target.kind == "aes":
        from cipherline.commands import soak_aes

        job.chunk = soak_aes.aes_chunk(rng, job.n, soak_aes.engine(job.target.config()))
    else:
        job.chunk = (core_chunk(rng, job.n) if job.target.kind == "core"
                     else engine_chunk(rng, job.n, desc=bool(job.target.config().p.get("DESC"))))


def _expect(job: Job, policy: Policy) -> None:
    """Compute a chunk's expected outputs."""
    if isinstance(job.chunk, CoreChunk):
        job.chunk.expected = core_expected(job.chunk)
    elif isinstance(job.chunk, EngineChunk):
        engine_expected(job.chunk, policy)
    else:
        from cipherline.commands import soak_aes

        soak_aes.aes_expected(job.chunk)


def _submit(pool: cf.ThreadPoolExecutor, job: Job, progress: Callable[[Job, int, int], None]) -> None:
    from cipherline.sim import harness as simrun

    ch = job.chunk
    assert ch is not None

    def run_chunk() -> tuple[bytes, dict]:
        if isinstance(ch, CoreChunk):
            return simrun.run_soak(job.target.config(), b"".join(ch.keys), ch.records.tobytes(),
                                   stall_seed=job.stall_seed, progress=lambda d, t: progress(job, d, t))
        assert ch.expected is not None  # the harness waits for as many output beats
        if isinstance(ch, EngineChunk):
            return simrun.run_soak(job.target.config(), b"".join(ch.keys), ch.records.tobytes(),
                                   expect=len(ch.expected[0]), stall_seed=job.stall_seed,
                                   progress=lambda d, t: progress(job, d, t))
        return simrun.run_replay(job.target.config(), ch.records.tobytes(), expect=len(ch.expected),
                                 cmds=None if ch.cmds is None else ch.cmds.tobytes(),
                                 stall_seed=job.stall_seed, progress=lambda d, t: progress(job, d, t))

    def work() -> tuple[bytes, dict, float]:
        job.t_start = t0 = time.monotonic()
        raw, stats = run_chunk()
        return raw, stats, time.monotonic() - t0

    job.future = pool.submit(work)


def _finish(job: Job) -> None:
    """Wait for a chunk's harness run and classify its outputs."""
    assert job.future is not None and job.chunk is not None
    raw, stats, secs = job.future.result()
    res = job.result
    ch = job.chunk
    if isinstance(ch, CoreChunk):
        counts, n_out = core_check(ch, raw)
        n_in = len(ch.records)
    else:
        if isinstance(ch, EngineChunk):
            counts, n_out = engine_check(ch, raw)
            hist = status_histogram(ch)
            assert ch.expected is not None
            res.expected_out += len(ch.expected[0])
            res.messages += sum(1 for m in ch.msgs if m.cmd)
        else:
            from cipherline.commands import soak_aes

            counts, n_out = soak_aes.aes_check(ch, raw)
            hist = soak_aes.status_histogram(ch)
            assert ch.expected is not None
            res.expected_out += len(ch.expected)
            res.messages += sum(1 for m in ch.msgs if m.opens >= 0)
            res.spot_checked += ch.spot_checked
        n_in = ch.data_beats
        for k, v in hist.items():
            res.statuses[k] = res.statuses.get(k, 0) + v
        for m in ch.msgs:
            res.kinds[m.kind] = res.kinds.get(m.kind, 0) + 1
    res.blocks_in += n_in
    res.blocks_out += n_out
    res.counts.add(counts)
    res.cycles += int(stats["cycles"])
    res.long_stalls += int(stats.get("long_stalls", 0))
    res.timed_out += int(bool(stats.get("timed_out")))
    res.sim_seconds = round(res.sim_seconds + secs, 2)
    res.chunks.append({"chunk": job.index, "data_seed": job.data_seed, "stall_seed": job.stall_seed,
                       "blocks_in": n_in, "blocks_out": n_out, "cycles": int(stats["cycles"]),
                       "seconds": round(secs, 2), **asdict(counts)})
    job.chunk = None  # free the memory


def soak(targets: Sequence[Target], blocks: int, seed: int, con=None,
         progress_cb: Callable[[str, int], None] | None = None) -> list[TargetResult]:
    """Run the soak; returns one result per target (prints only build notes, through ``con``).

    Chunk k's inputs and expected outputs are computed while chunk k-1
    simulates, and chunk k-1 is checked while chunk k simulates (one harness
    process at a time; ``progress_cb(target name, blocks done)``).
    """
    policy = policy_for_soak()
    jobs: list[Job] = []
    results: list[TargetResult] = []
    for ti, (t, n) in enumerate(zip(targets, plan(targets, blocks))):
        cfg = t.config()
        res = TargetResult(t.name, t.short, cfg.label + (" TAG_W=32" if t.kind == "core" else ""), cfg.name, n)
        results.append(res)
        for ci, size in enumerate(chunk_sizes(t.kind, n)):
            ds, ss = chunk_seeds(seed, ti, ci)
            jobs.append(Job(t, res, ci, size, ds, ss))
    from cipherline.sim import harness as simrun

    for t in dict.fromkeys(targets):
        simrun.build(t.config(), on_status=(lambda s: con.print(f"[dim]{s}[/dim]")) if con else None)
    done_blocks: dict[str, int] = defaultdict(int)

    def progress(job: Job, d: int, total: int) -> None:
        if progress_cb and total:
            progress_cb(job.result.name, done_blocks[job.result.name] + job.n * d // total)

    starts: dict[str, float] = {}
    with cf.ThreadPoolExecutor(max_workers=1) as pool:
        prev: Job | None = None
        for job in jobs:
            _prepare(job)
            if not isinstance(job.chunk, CoreChunk):
                _expect(job, policy)  # the harness needs the expected output count
            _submit(pool, job, progress)
            if isinstance(job.chunk, CoreChunk):
                _expect(job, policy)
            if prev is not None:
                _finish(prev)
                _done(prev, done_blocks, starts, progress_cb)
            prev = job
        if prev is not None:
            _finish(prev)
            _done(prev, done_blocks, starts, progress_cb)
    return results


def _done(job: Job, done_blocks: dict[str, int], starts: dict[str, float],
          progress_cb: Callable[[str, int], None] | None) -> None:
    name = job.result.name
    done_blocks[name] += job.n
    starts.setdefault(name, job.t_start)  # chunks finish in order: this is the target's first
    job.result.wall_seconds = round(time.monotonic() - starts[name], 1)
    if progress_cb:
        progress_cb(name, done_blocks[name])


# ---------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------


def _seed(text: str) -> int:
    try:
        v = int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if not 0 <= v < 1 << 63:
        raise argparse.ArgumentTypeError(f"must be in 0..2^63-1, got {v}")
    return v


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "soak",
        help="long random soak of the TDES core and the TDES and AES modes engines (2 x 10^7 blocks)",
        description="Push random blocks through simulated tdes_core configurations, the TDES modes "
        "engine and the AES modes engine (GCM and CCM) with random stalls and error cases, and check "
        "every output: lost, duplicated, reordered and wrong blocks, and plaintext of failed "
        "decryptions that leaks, are counted separately.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--blocks", type=positive_int, default=None,
                   help="blocks in total over all configurations (default: 10,000,000 for the TDES "
                   "targets plus 10,000,000 for the AES engine targets)")
    p.add_argument("--seed", type=_seed, default=None,
                   help="seed of the whole run (default: a fresh random seed, printed)")
    p.add_argument("--json", type=Path, default=hdl.BUILD / "soak" / "soak.json",
                   help="results JSON (default: build/soak/soak.json)")
    p.add_argument("--target", action="append", default=None, metavar="SLUG",
                   help="a TDEA core, the TDES modes engine or an AES modes engine with GCM and CCM, "
                   "by name (repeatable; default: " + " ".join(DEFAULT_TARGETS) + ")")
    p.set_defaults(func=run)


def _err(msg: str) -> int:
    print(f"cipherline soak: error: {msg}", file=sys.stderr)
    return 2


MIN_BLOCKS_PER_TARGET = {"core": 1, "modes": 100, "aes": 100}


def run(args: argparse.Namespace) -> int:
    from cipherline.sim import harness as simrun

    try:
        targets = [parse_target(t) for t in (args.target or DEFAULT_TARGETS)]
    except ConfigError as e:
        return _err(str(e))
    if len(set(targets)) != len(targets):
        return _err("the same --target is given twice")
    blocks = args.blocks if args.blocks is not None else default_blocks(targets)
    shares = plan(targets, blocks)
    for t, n in zip(targets, shares):
        if n < MIN_BLOCKS_PER_TARGET[t.kind]:
            return _err(f"--blocks {blocks} leaves {n} blocks for {t.name}; "
                        f"give at least {MIN_BLOCKS_PER_TARGET[t.kind]} per {t.kind} target")
    if args.json.exists() and args.json.is_dir():
        return _err(f"--json {args.json} is a directory")
    seed = args.seed if args.seed is not None else secrets.randbits(32)

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    con = Console()
    con.print(f"[bold]soak[/bold]: {blocks:,} blocks over {', '.join(t.name for t in targets)}; "
              f"seed {seed} (rerun with --seed {seed})")
    t0 = time.monotonic()
    try:
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=con, transient=False) as bar:
            tasks = {t.name: bar.add_task(t.name, total=n) for t, n in zip(targets, shares)}
            results = soak(targets, blocks, seed, con=bar.console,
                           progress_cb=lambda name, n: bar.update(tasks[name], completed=n))
    except (simrun.SimError, SoakError) as e:
        print(f"cipherline soak: {e}", file=sys.stderr)
        return 1
    wall = time.monotonic() - t0
    doc = report(results, seed, blocks, wall)
    print_table(con, doc)
    try:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(doc, indent=1) + "\n")
    except OSError as e:
        print(f"cipherline soak: could not write {args.json}: {e}", file=sys.stderr)
        return 1
    ok = doc["ok"]
    verdict = "[green]PASS[/green]" if ok else "[red]FAIL[/red]"
    con.print(f"{verdict}: {doc['totals']['blocks_in']:,} blocks in, {doc['totals']['blocks_out']:,} out, "
              f"{wall / 60:.1f} min; seed {seed}; results in {args.json}")
    return 0 if ok else 1


COUNT_KEYS = ("lost", "duplicated", "reordered", "wrong", "leaked")


def report(results: Sequence[TargetResult], seed: int, blocks: int, wall: float) -> dict:
    configs = [r.to_json() for r in results]
    totals = {k: sum(c[k] for c in configs) for k in ("blocks_in", "blocks_out", *COUNT_KEYS)}
    totals["timed_out"] = sum(c["timed_out"] for c in configs)
    ok = all(totals[k] == 0 for k in (*COUNT_KEYS, "timed_out"))
    return {"seed": seed, "blocks_requested": blocks, "wall_seconds": round(wall, 1), "ok": ok,
            "configs": configs, "totals": totals}


def print_table(con, doc: dict) -> None:
    from rich import box
    from rich.table import Table

    t = Table(title=f"soak, seed {doc['seed']}", box=box.SIMPLE_HEAD, collapse_padding=True)
    for col in ("configuration", "blocks in", "blocks out", "lost", "dup.", "reord.", "wrong", "leaked", "s"):
        t.add_column(col, justify="left" if col == "configuration" else "right", no_wrap=True)

    def fmt(v: int) -> str:
        return f"[red]{v:,}[/red]" if v else "0"

    for c in doc["configs"]:
        t.add_row(c["short"], f"{c['blocks_in']:,}", f"{c['blocks_out']:,}", *(fmt(c[k]) for k in COUNT_KEYS),
                  f"{c['wall_seconds']:.0f}")
    tot = doc["totals"]
    t.add_section()
    t.add_row("total", f"{tot['blocks_in']:,}", f"{tot['blocks_out']:,}", *(fmt(tot[k]) for k in COUNT_KEYS),
              f"{doc['wall_seconds']:.0f}")
    # At least 100 columns, so that the numbers stay whole (a log file is 80 columns wide).
    (con if con.width >= 100 else type(con)(file=con.file, width=100, force_terminal=con.is_terminal)).print(t)
    for c in doc["configs"]:
        rate = f"{c['blocks_in'] / c['sim_seconds']:,.0f} blocks/s simulated" if c["sim_seconds"] else ""
        stall = f"{c['long_stalls']:,} long output stalls; {rate}"
        if "statuses" in c:
            st = ", ".join(f"{k} {v:,}" for k, v in sorted(c["statuses"].items()))
            how = (f"{c['spot_checked']:,} messages cross-checked with modes_model" if c["spot_checked"]
                   else "every expected beat from modes_model")
            con.print(f"{c['label']}: {c['cycles']:,} clocks, {stall}; {c['messages']:,} messages, "
                      f"expected last beats: {st}; {how}")
        else:
            con.print(f"{c['label']}: {c['cycles']:,} clocks, {stall}")
