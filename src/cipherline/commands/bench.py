"""``cipherline bench``: throughput benchmarks in simulation.

``cipherline bench modes`` simulates the modes engine (cipher_modes) around
the fully pipelined TDES core (48 stages, 1 round per cycle) and measures data
blocks per clock: ECB, CTR and CBC decryption with one stream, and CBC
encryption with 1, 2, 4, ... interleaved streams. It prints a table and writes
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
  cipherline bench modes                 # (48,1) core, 64 streams, 2048 blocks per run
  cipherline bench modes --blocks 256    # quicker, less precise
  cipherline bench modes --out build/bench/mine --seed 3

blocks/clock is the steady-state rate: output blocks per clock between the
10 % and the 90 % output beat, with a source that never pauses (round-robin
over the streams) and a sink that is always ready. "overall" is blocks over
all clocks from the first accepted input to the last output (it includes the
pipeline fill and the commands at the start); latency is the clocks
from the first accepted input to the first output. CBC encryption of one stream is
bound by the core latency (one block per round trip); with at least as many
streams as the round trip has cycles, the pipeline is full.
"""


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "bench",
        help="throughput benchmarks in simulation (modes engine)",
        description="Throughput benchmarks in simulation. 'modes': the modes engine "
        "(cipher_modes) around a pipelined TDES core; ECB, CTR and CBC-decrypt with one "
        "stream and CBC-encrypt with 1, 2, 4, ... interleaved streams. Prints a table and "
        "writes modes.json and modes.png into --out.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("what", choices=["modes"], help="what to benchmark")
    p.add_argument("--stages", type=_positive, default=48, help="TDES core stages (default 48)")
    p.add_argument("--rounds-per-cycle", type=_positive, default=1,
                   help="TDES rounds per stage per clock (default 1)")
    p.add_argument("--streams", type=_positive, default=64,
                   help="stream contexts of the engine, max streams measured (default 64)")
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


def run(args) -> int:
    if (48 % (args.stages * args.rounds_per_cycle)) != 0:
        print(f"error: stages*rounds-per-cycle ({args.stages}*{args.rounds_per_cycle}) must divide 48",
              file=sys.stderr)
        return 2
    out_dir = args.out or (hdl.BUILD / "bench")
    out_dir.mkdir(parents=True, exist_ok=True)
    json_path = out_dir / "modes.json"
    png_path = out_dir / "modes.png"
    results = simulate(args.stages, args.rounds_per_cycle, args.streams, args.blocks, args.seed,
                       out_dir / "modes-raw.json")
    doc = {
        "core": {"name": "tdes", "num_des": 3, "stages": args.stages,
                 "rounds_per_cycle": args.rounds_per_cycle},
        "streams": args.streams,
        "blocks": args.blocks,
        "results": results,
    }
    json_path.write_text(json.dumps(doc, indent=1) + "\n")
    print_table(doc)
    plot(doc, png_path)
    print(f"wrote {json_path} and {png_path}")
    return 0


def simulate(stages: int, rpc: int, streams: int, blocks: int, seed: int, raw: Path) -> list[dict]:
    """Run the cocotb ``bench`` test of tb/modes and return its measurements."""
    from cipherline.cores import Config
    from cipherline.sim.cocotb_run import run_config

    raw.unlink(missing_ok=True)
    # Same configuration as tests/test_modes.py's (48,1) engine: one build serves both.
    config = Config.make("tdes-modes", STAGES=stages, ROUNDS_PER_CYCLE=rpc, STREAMS=streams)
    run_config(config, "tb.modes.tb_cipher_modes", ["bench"], seed,
               tb={"bench_out": str(raw), "bench_blocks": blocks}, waves_on_failure=False)
    return json.loads(raw.read_text())


def print_table(doc: dict) -> None:
    from rich.console import Console
    from rich.table import Table

    c = doc["core"]
    t = Table(title=f"cipher_modes on tdes ({c['stages']},{c['rounds_per_cycle']}): blocks per clock")
    for col in ("mode", "streams", "blocks", "cycles", "latency", "overall", "blocks/clock"):
        t.add_column(col, justify="right" if col != "mode" else "left")
    for r in doc["results"]:
        t.add_row(r["mode"], str(r["streams"]), str(r["blocks"]), str(r["cycles"]),
                  str(r["latency"]), f"{r['overall_blocks_per_clock']:.3f}",
                  f"{r['blocks_per_clock']:.3f}")
    Console().print(t)


def plot(doc: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    res = doc["results"]
    cbc = [r for r in res if r["mode"] == "CBC-encrypt"]
    fig, ax = plt.subplots(figsize=(6.4, 4.0))
    ax.plot([r["streams"] for r in cbc], [r["blocks_per_clock"] for r in cbc], "o-",
            label="CBC encrypt (interleaved streams)")
    for r, m in zip([r for r in res if r["streams"] == 1 and r["mode"] != "CBC-encrypt"], "s^v"):
        ax.plot([1], [r["blocks_per_clock"]], m, label=f"{r['mode']} (1 stream)")
    ax.axhline(0.95, color="grey", ls="--", lw=0.8, label="target 0.95")
    ax.set_xscale("log", base=2)
    ax.set_xlabel("streams")
    ax.set_ylabel("blocks per clock")
    c = doc["core"]
    ax.set_title(f"cipher_modes, TDES core ({c['stages']},{c['rounds_per_cycle']})")
    ax.set_ylim(0, 1.1)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(loc="center left", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
