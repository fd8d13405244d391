# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Engine throughput at packet sizes: the report's fmax joined with ``bench-modes``.

For every engine row of a report (a modes engine: ``CoreSpec.kind`` "engine")
``cipherline report`` reads the simulation benchmark of that same
configuration (:func:`cipherline.commands.bench.bench_engine`: cached, and
simulated again when it is missing or stale) and :func:`join` turns its
blocks per clock into Gbit/s at the row's best fmax:

    Gbit/s = blocks per clock x block bits x fmax (MHz) / 1000

For GCM and CCM the benchmark counts payload blocks, so theirs is payload
Gbit/s. GCM is measured at 64, 576, 1,500 and 9,216-byte messages and an IMIX
(7:4:1 of 64 / 576 / 1,500 bytes), on one stream and interleaved; CCM, CBC
encryption and CMAC one message at a time (one stream) at 64, 576 and 1,500
bytes; CCM interleaved, CBC and CTR at the one length the benchmark runs
them (``as measured``: the table says how many blocks on how many streams),
never spread over sizes they were not measured at.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: The packet sizes of the benchmark's GCM rows (its ``size`` field), in order.
SIZES = ("64", "576", "1500", "9216", "IMIX")
SIZE_LABELS = {"64": "64 B", "576": "576 B", "1500": "1,500 B", "9216": "9,216 B", "IMIX": "IMIX"}
#: Mean message length of the IMIX (7:4:1 of 64, 576 and 1,500 bytes): its
#: place on the plot's size axis.
IMIX_MEAN = (7 * 64 + 4 * 576 + 1500) / 12
#: The modes the table shows at packet sizes: GCM on one stream and
#: interleaved, and one message at a time (one stream) of CCM, CBC encryption
#: and CMAC.
SIZED_MODES = ("GCM-encrypt", "GCM-decrypt", "CCM-encrypt", "CCM-decrypt", "CBC-encrypt", "CMAC")
#: The modes the table shows at their one measured length.
FIXED_MODES = ("CTR", "CBC-decrypt", "CBC-encrypt", "CCM-encrypt", "CCM-decrypt")

COLUMNS = ("engine", "mode", "streams", *(SIZE_LABELS[s] for s in SIZES), "at its measured length")


def gbps(blocks_per_clock: float, block_bits: int, fmax: float) -> float:
    return blocks_per_clock * block_bits * fmax / 1000.0


def join(row: dict, results: list[dict]) -> list[dict]:
    """The benchmark records of one engine ``row`` that the report shows, each
    with its Gbit/s at the row's best fmax (None without an fmax).

    GCM records keep their ``size``; of CBC encryption only the run with the
    most streams is kept (the engine's full rate for the feedback mode)."""
    fmax = row.get("fmax_best")
    bits = row["block_bits"]
    cbc = [r for r in results if r["mode"] == "CBC-encrypt"]
    cbc_best = max(cbc, key=lambda r: r["streams"]) if cbc else None
    out = []
    for r in results:
        mode = r["mode"]
        if "size" in r:
            if mode.split(" ")[0] not in SIZED_MODES:
                continue
        elif mode not in FIXED_MODES or (mode == "CBC-encrypt" and r is not cbc_best):
            continue
        bpc = float(r["blocks_per_clock"])
        out.append({
            "mode": mode.split(" ")[0], "size": r.get("size"), "streams": int(r["streams"]),
            "blocks": int(r["blocks"]), "blocks_per_clock": round(bpc, 6),
            "gbps": round(gbps(bpc, bits, fmax), 3) if fmax else None,
        })
    return out


def engine_rows(data: dict) -> list[dict]:
    """The report rows with a benchmark (joined or failed)."""
    return [r for r in data["configs"] if r.get("bench")]


def _g(v: float | None) -> str:
    return "–" if v is None else f"{v:.2f}"


def table_rows(data: dict) -> list[list[str]]:
    """One row per engine, mode and stream count: Gbit/s per packet size (GCM)
    or at the one length measured (CCM, CBC, CTR)."""
    rows: list[list[str]] = []
    for r in engine_rows(data):
        b = r["bench"]
        if b.get("error") or b.get("skipped"):
            what = f"benchmark failed: {b['error']}" if b.get("error") else f"no benchmark: {b['skipped']}"
            rows.append([r["label"], what, "", *([""] * len(SIZES)), ""])
            continue
        if not r.get("fmax_best"):
            rows.append([r["label"], "no fmax (not placed and routed)", "", *([""] * len(SIZES)), ""])
            continue
        tp = r.get("throughput") or []
        sized: dict[tuple[str, bool], dict[str, dict]] = {}
        for t in tp:
            if t["size"] is not None:
                sized.setdefault((t["mode"], t["streams"] > 1), {})[t["size"]] = t
        for (mode, many), cells in sized.items():
            counts = sorted({t["streams"] for t in cells.values()})
            streams = "1" if not many else "/".join(map(str, counts)) if len(counts) > 1 else str(counts[0])
            vals = []
            for s in SIZES:
                t = cells.get(s)
                vals.append("–" if t is None else _g(t["gbps"]) + (f" (x{t['streams']})"
                                                                   if many and len(counts) > 1 else ""))
            rows.append([r["label"], mode, streams, *vals, ""])
        for t in tp:
            if t["size"] is None:
                rows.append([r["label"], t["mode"], str(t["streams"]), *(["–"] * len(SIZES)),
                             f"{_g(t['gbps'])} ({t['blocks']:,} blocks, {t['streams']} "
                             f"stream{'s' if t['streams'] > 1 else ''})"])
    return rows


def summary_lines(data: dict) -> list[str]:
    """What the section says about its inputs: where each benchmark came from."""
    lines = []
    for r in engine_rows(data):
        b = r["bench"]
        if b.get("error"):
            lines.append(f"WARNING: the benchmark of {r['label']} failed: {b['error']}")
        elif b.get("skipped"):
            lines.append(f"{r['label']}: no benchmark ({b['skipped']})")
        else:
            how = "from the cache" if b.get("cached") else f"simulated in this run ({b.get('seconds', '?')} s)"
            lines.append(f"{r['label']}: make bench-modes figures of this configuration, {b['blocks']} "
                         f"blocks per measurement, seed {b['seed']}, {how}; fmax {_g(r.get('fmax_best'))} MHz "
                         "(best of seeds)")
    return lines


def plot_lines(data: dict) -> list[tuple[str, list[tuple[float, float]]]]:
    """The plot's lines: per engine with GCM figures and an fmax, GCM
    encryption on one stream, (message bytes, Gbit/s) in size order (the IMIX
    at its mean length)."""
    lines = []
    for r in engine_rows(data):
        pts = []
        for t in r.get("throughput") or []:
            if t["mode"] == "GCM-encrypt" and t["streams"] == 1 and t["gbps"] is not None:
                x = IMIX_MEAN if t["size"] == "IMIX" else float(t["size"])
                pts.append((x, t["gbps"]))
        if pts:
            lines.append((r["label"], sorted(pts)))
    return lines


def plot(data: dict, out_png: Path, out_svg: Path) -> bool:
    """Gbit/s against packet size, one line per engine with GCM figures;
    False (and no files) if there is none."""
    lines = plot_lines(data)
    if not lines:
        for p in (out_png, out_svg):
            Path(p).unlink(missing_ok=True)
        return False
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7.5, 4.5), dpi=110)
    for label, pts in lines:
        ax.plot([x for x, _ in pts], [y for _, y in pts], "o-", label=label)
        for x, y in pts:
            if abs(x - IMIX_MEAN) < 1e-6:
                ax.annotate("IMIX", (x, y), textcoords="offset points", xytext=(4, -10), fontsize=7)
    ax.set_xscale("log")
    ax.set_xticks([64, 576, 1500, 9216])
    ax.set_xticklabels(["64", "576", "1,500", "9,216"])
    ax.set_xlabel("message bytes (GCM, no AAD, 12-byte IV; IMIX at its mean length)")
    ax.set_ylabel("payload Gbit/s (blocks/clock x block bits x fmax best)")
    ax.set_title("engine throughput at packet sizes: GCM encryption, one stream")
    ax.grid(True, which="both", alpha=0.3)
    ax.set_ylim(bottom=0)
    ax.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    fig.savefig(out_png)
    fig.savefig(out_svg)
    plt.close(fig)
    return True


NOTE = ("Gbit/s = blocks per clock (`cipherline bench modes` on the same configuration, simulated: "
        "source round-robin over the streams, sink always ready) x block bits x the row's best fmax; "
        "GCM and CCM count payload blocks. GCM at each packet size (no AAD, 12-byte IV), one stream "
        "and interleaved (a decryption: as many streams as the message buffer holds open); CCM, CBC "
        "and CTR at the one length the benchmark runs them. Engines without GCM have no packet-size "
        "figures.")


def section_md(data: dict, md_table) -> list[str]:
    """The markdown section (``md_table``: the report's table renderer)."""
    if not engine_rows(data):
        return []
    parts = ["## Engine throughput at packet sizes", ""]
    parts += [f"- {ln}" for ln in summary_lines(data)] + [""]
    parts += [md_table(COLUMNS, table_rows(data)), ""]
    if plot_lines(data):
        parts += ["![engine Gbit/s against packet size](throughput.svg)", ""]
    parts += [NOTE, ""]
    return parts


def attach(row: dict, bench: dict[str, Any] | None, error: str | None = None,
           skipped: str | None = None) -> None:
    """Put a benchmark (or its failure, or why there is none) and the joined
    figures on a result row."""
    if error is not None or skipped is not None:
        row["bench"] = {"error": error} if error is not None else {"skipped": skipped}
        row["throughput"] = []
        return
    assert bench is not None
    row["bench"] = {k: bench[k] for k in ("config", "blocks", "seed", "seconds", "cached") if k in bench}
    row["throughput"] = join(row, bench["results"])
