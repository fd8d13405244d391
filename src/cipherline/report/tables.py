# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Render ``build/report/results.json`` into report.md, index.html and the Pareto plot.

:func:`render` takes the results document written by ``cipherline report``
(see :mod:`cipherline.commands.report` for its fields) and writes, into one
directory: ``report.md``, a self-contained ``index.html`` (inline CSS, the
plot as inline SVG), ``pareto.png`` and ``pareto.svg``.

The plot is throughput (Gbit/s) against LUT4, log-log: one marker per
measured configuration, the Pareto front of the configurations that passed
their correctness gate, published references (other devices, not measured
here) with distinct hollow markers, and the single-core OpenSSL figure as a
horizontal line.
"""

from __future__ import annotations

import html
import json
import re
import shutil
from pathlib import Path
from typing import Any

from cipherline.cores import CIPHERS, cipher_spec, get_spec
from cipherline.report import throughput

def _rate_in_area(gbps: float, lut4: int, ebr: int):
    """A target of throughput in an area: (predicate, requirement text)."""
    rate = f"{gbps:g} Gbit/s" if gbps >= 1 else f"{gbps * 1000:g} Mbit/s"
    return (lambda r: r.get("gbps", 0) >= gbps and r.get("lut4", 1e12) <= lut4 and r.get("ebr", 1e9) <= ebr,
            f">= {rate} in <= {lut4:,} LUT4 + <= {ebr} EBR")


TARGET_CHECKS = (
    # (label, config name, predicate on the result, requirement text)
    # (48,1): the clock it had before the key-hygiene stage clears, at its
    # area then (the first 300 MHz / 10,000 LUT4 is past this flow's limit
    # for its round; docs/cores/tdes.md, *Results against the targets*).
    ("(48,1) TDEA", "tdes-n3-s48-r1",
     lambda r: r.get("fmax_best", 0) >= 212 and r.get("lut4", 1e12) <= 10200,
     ">= 212 MHz and <= 10,200 LUT4"),
    ("(3,1) TDEA", "tdes-n3-s3-r1",
     lambda r: r.get("gbps", 0) >= 1.0 and (r.get("mbps_per_lut4") or 0) >= 0.6,
     ">= 1 Gbit/s at >= 0.6 Mbit/s per LUT4"),
    # Both directions with the decryption key precomputed (DEC_KEY_LAST:
    # no key-expansion chain), one pipeline per direction, each with its
    # own block RAMs for the state, copied twice.
    ("pipelined AES-128 enc+dec", "aes-k1-s10-r1-split-sbox2-sc2-dlast-dual-own1",
     lambda r: r.get("fmax_best", 0) >= 190 and (r.get("mbps_per_lut4") or 0) >= 2.0,
     ">= 190 MHz (best of seeds) at >= 2.0 Mbit/s per LUT4"),
    ("pipelined AES-128 encrypt-only", "aes-k1-s10-r1-split-sbox2-enc",
     lambda r: (r.get("fmax_best", 0) >= 250 and r.get("fmax_median", 0) >= 235
                and (r.get("mbps_per_lut4") or 0) >= 4.0),
     ">= 250 MHz best and >= 235 MHz median at >= 4.0 Mbit/s per LUT4"),
    ("iterative AES-128 (one round instance, encrypt-only)", "aes-k1-s1-r1-split-sbox2-enc",
     *_rate_in_area(2.7, 3000, 10)),
    ("iterative AES-128 (one round instance, encrypt+decrypt)", "aes-k1-s1-r1-split-sbox2",
     *_rate_in_area(2.7, 3000, 10)),
    ("compact AES-128 (encrypt-only)", "aes-compact-k1-sbox2-enc", *_rate_in_area(0.15, 800, 4)),
    ("compact AES-128 (encrypt+decrypt)", "aes-compact-k1-sbox2", *_rate_in_area(0.15, 800, 4)),
    # The line-rate AES-GCM engine around the pipelined AES-128 core with
    # block-RAM S-boxes: the GCM/GMAC profile at Lemsitzer's 15.3 Gbit/s of
    # payload at 1,500-byte messages on one stream (126 MHz), the full set
    # at 100 MHz.
    ("AES-GCM engine, GCM/GMAC profile", "aes-modes-k1-s10-r1-split-sbox2-enc-x64-gcmonly",
     lambda r: r.get("fmax_best", 0) >= 126, ">= 126 MHz (best of seeds)"),
    ("AES-GCM engine, every mode", "aes-modes-k1-s10-r1-split-sbox2-enc-x64",
     lambda r: r.get("fmax_best", 0) >= 100, ">= 100 MHz (best of seeds)"),
    # The small AES-GCM engine: the GCM/GMAC profile around the iterative
    # AES-128 encrypt-only core with the digit-serial GHASH unit, 8 streams.
    ("small AES-GCM engine, GCM/GMAC profile, 8 streams", "aes-modes-k1-s1-r1-split-sbox2-enc-x8-gcmonly",
     lambda r: r.get("lut4", 1e12) <= 12000 and r.get("ebr", 1e9) <= 30 and r.get("fmax_best", 0) >= 150,
     "<= 12,000 LUT4 and <= 30 EBR at >= 150 MHz (best of seeds)"),
)

#: The engine/bare core fmax ratio (best of seeds), as information: the
#: engines' targets are absolute (TARGET_CHECKS).
#: (label, engine configuration, bare core configuration)
ENGINE_CHECKS = (
    ("modes engine around (3,1) TDEA", "tdes-modes-n3-s3-r1-x8", "tdes-n3-s3-r1"),
    ("modes engine around (48,1) TDEA", "tdes-modes-n3-s48-r1-x64", "tdes-n3-s48-r1"),
    ("modes engine (no GCM) around iterative AES-128 encrypt-only", "aes-modes-k1-s1-r1-split-sbox2-enc-x8-nogcm",
     "aes-k1-s1-r1-split-sbox2-enc"),
    ("modes engine (GCM/GMAC only) around iterative AES-128 encrypt-only",
     "aes-modes-k1-s1-r1-split-sbox2-enc-x8-gcmonly", "aes-k1-s1-r1-split-sbox2-enc"),
    ("modes engine (GCM, CCM) around iterative AES-128 encrypt-only", "aes-modes-k1-s1-r1-split-sbox2-enc-x64",
     "aes-k1-s1-r1-split-sbox2-enc"),
    ("modes engine (no GCM) around the AES-128 core for feedback chains", "aes-modes-k1-s1-r1-chain-enc-x8-nogcm",
     "aes-k1-s1-r1-chain-enc"),
    ("modes engine (no GCM) around pipelined AES-128 encrypt-only",
     "aes-modes-k1-s10-r1-split-sbox2-enc-x64-nogcm", "aes-k1-s10-r1-split-sbox2-enc"),
    ("modes engine (every mode) around pipelined AES-128 encrypt-only", "aes-modes-k1-s10-r1-split-sbox2-enc-x64",
     "aes-k1-s10-r1-split-sbox2-enc"),
    ("modes engine (GCM/GMAC only) around pipelined AES-128 encrypt-only",
     "aes-modes-k1-s10-r1-split-sbox2-enc-x64-gcmonly", "aes-k1-s10-r1-split-sbox2-enc"),
    ("modes engine (CCM only) around pipelined AES-128 encrypt-only",
     "aes-modes-k1-s10-r1-split-sbox2-enc-x64-ccmonly", "aes-k1-s10-r1-split-sbox2-enc"),
    ("modes engine (GCM, CCM) around pipelined AES-128 encrypt-only, S-boxes in logic",
     "aes-modes-k1-s10-r1-split-enc-x64", "aes-k1-s10-r1-split-enc"),
)


def good(r: dict) -> bool:
    """Implemented, with an fmax, and not failed by the correctness gate."""
    gate = r.get("gate") or {}
    return r.get("status") == "ok" and gate.get("passed") is not False and "gbps" in r


def status_text(r: dict) -> str:
    gate = r.get("gate") or {}
    if gate.get("passed") is False:
        return "FAILED (KAT)"
    if r.get("status") != "ok":
        return r.get("status", "?")
    if gate.get("passed") is None:
        return "ok (not gated)"
    return "ok"


def family(r: dict) -> str:
    """The cipher a configuration computes, from its cipher's registry entry:
    "AES", "DES" (NUM_DES = 1), "TDEA", or "TDEA+AES" (an integrated top)."""
    spec = get_spec(r["config"]["core"])
    p = r["config"]["params"]
    if spec.kind == "dual":
        return "+".join(cipher_spec(part.engine.cipher).family_of(part.sub(p))
                        for part in spec.extra["parts"])
    if spec.cipher not in CIPHERS:  # a building block (the GHASH unit): its own family
        return spec.cipher.upper()
    return cipher_spec(spec.cipher).family_of(p)


#: Marker colours per cipher (measured points and their Pareto front).
FAMILY_COLORS = {"TDEA": "#1f5fa8", "DES": "#d9822b", "AES": "#2e8b57", "TDEA+AES": "#6b4c9a"}
#: The colour of another family (a new cipher, the test-only toy core).
OTHER_COLOR = "#8c8c8c"


def pareto_front(results: list[dict], fam: str | None = None) -> list[dict]:
    """Good configurations (of cipher family ``fam``, if given) not beaten by a
    smaller-or-equal, faster-or-equal one of the same set."""
    pts = sorted((r for r in results if good(r) and (fam is None or family(r) == fam)),
                 key=lambda r: (r["lut4"], -r["gbps"]))
    front: list[dict] = []
    best = -1.0
    for r in pts:
        if r["gbps"] > best:
            front.append(r)
            best = r["gbps"]
    return front


def _short(text: str, n: int = 300) -> str:
    """One line, at most ``n`` characters."""
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[: n - 3] + "..."


def _f(v: Any, spec: str = "{:,}") -> str:
    return "–" if v is None else spec.format(v)


def sw_ratio(r: dict, data: dict) -> tuple[str, float] | None:
    from cipherline.report.swbaseline import reference_gbps

    if "gbps" not in r:
        return None
    spec = get_spec(r["config"]["core"])
    if spec.cipher not in CIPHERS:  # an integrated top, a building block
        return None
    ref = reference_gbps(data.get("software"), cipher_spec(spec.cipher).sw_baseline(r["config"]["params"]))
    if not ref:
        return None
    return ref[0], r["gbps"] / ref[1]


COLUMNS = ("configuration", "status", "LUT4", "FF", "EBR", "engine overhead LUT4 / EBR", "fmax best (seed)",
           "fmax median", "II", "latency (cyc / ns)", "Gbit/s", "Mbit/s per LUT4", "× SW 1 core", "CPU s")


def bare_cores(r: dict) -> list[str]:
    """The slugs of the bare block cores inside a report row's configuration:
    an engine's core, both engines' cores of an integrated top; none for a
    core or a unit."""
    from cipherline.cores import Config
    from cipherline.cores.dual import part_configs
    from cipherline.cores.engine import core_config

    c = Config.from_json(r["config"])
    if c.kind == "engine":
        return [core_config(c).name]
    if c.kind == "dual":
        return [core_config(e).name for e in part_configs(c).values()]
    return []


def overhead(r: dict, by_name: dict[str, dict]) -> str:
    """An engine row's LUT4 and EBR beyond its bare cores' rows of the same
    run ("–" for a core; the core's slug when the run has no row of it)."""
    cores = bare_cores(r)
    if not cores or r.get("lut4") is None:
        return "–"
    missing = [n for n in cores if by_name.get(n, {}).get("lut4") is None]
    if missing:
        return f"– ({', '.join(missing)} not in this run)"
    lut = r["lut4"] - sum(by_name[n]["lut4"] for n in cores)
    ebr = (r.get("ebr") or 0) - sum(by_name[n].get("ebr") or 0 for n in cores)
    return f"{lut:,} / {ebr:,}"


def fewer_seeds(r: dict, data: dict) -> str:
    """A mark for a row placed with fewer seeds than the report's
    (CoreSpec.report_seeds), with their count."""
    n = len(r.get("seeds") or [])
    mark = f" [{n} seed{'s' if n > 1 else ''}]"
    return mark if r.get("seeds") and n < len(data.get("seeds") or []) else ""


def table_rows(data: dict) -> list[list[str]]:
    rows = []
    by_name = {r["name"]: r for r in data["configs"] if "name" in r}
    for r in data["configs"]:
        best = (f"{r['fmax_best']:.1f} ({r['best_seed']}){fewer_seeds(r, data)}"
                if "fmax_best" in r else "–")
        ratio = sw_ratio(r, data)
        rows.append([
            f"{r['label']}", status_text(r), _f(r.get("lut4")), _f(r.get("ff")), _f(r.get("ebr")),
            overhead(r, by_name), best, _f(r.get("fmax_median"), "{:.1f}"), _f(r.get("ii")),
            f"{_f(r.get('latency_cycles'))} / {_f(r.get('latency_ns'), '{:.1f}')}",
            _f(r.get("gbps"), "{:.3f}"), _f(r.get("mbps_per_lut4"), "{:.3f}"),
            f"{ratio[1]:.1f}× {ratio[0]}" if ratio and ratio[1] >= 1 else
            f"{ratio[1]:.2g}× {ratio[0]}" if ratio else "–",
            _f(r.get("cpu_seconds"), "{:,.1f}"),
        ])
    return rows


def summary_lines(data: dict) -> list[str]:
    """Best throughput, best efficiency, smallest, and the target checks."""
    res = data["configs"]
    ok = [r for r in res if good(r)]
    lines = []
    if ok:
        b = max(ok, key=lambda r: r["gbps"])
        lines.append(f"best throughput: {b['label']}: {b['gbps']:.2f} Gbit/s at "
                     f"{b['fmax_best']:.1f} MHz, {b['lut4']:,} LUT4")
        e = max(ok, key=lambda r: r["mbps_per_lut4"] or 0)
        lines.append(f"best Mbit/s per LUT4: {e['label']}: {e['mbps_per_lut4']:.3f} "
                     f"({e['gbps']:.3f} Gbit/s, {e['lut4']:,} LUT4)")
        s = min(ok, key=lambda r: r["lut4"])
        lines.append(f"smallest: {s['label']}: {s['lut4']:,} LUT4, {s['ff']:,} FF, "
                     f"{s['gbps']:.3f} Gbit/s")
    else:
        lines.append("no configuration was implemented and passed its gate")
    bad = [r for r in res if not good(r)]
    for r in bad:
        why = [r["error"]] if r.get("error") else []
        if (r.get("gate") or {}).get("passed") is False:
            why.append(r["gate"]["detail"])
        lines.append(f"NOT GOOD: {r['label']}: {status_text(r)}"
                     + (f" ({_short('; '.join(why))})" if why else ""))
    # Each top-level has its own source list, hence its own digest: compare
    # per top (with the digest taken at the start of the run, if recorded).
    start = data.get("rtl_sha256") or {}
    digests: dict[str, set] = {}
    for r in res:
        if r.get("rtl_sha256"):
            top = (r.get("config") or {}).get("top", "")
            digests.setdefault(top, set()).add(r["rtl_sha256"])
            if start.get(top):
                digests[top].add(start[top])
    changed = sorted(top for top, d in digests.items() if len(d) > 1)
    if changed:
        lines.append(f"WARNING: the RTL of {', '.join(changed)} changed during the run; "
                     "rerun the report for consistent figures")
    by_name = {r["name"]: r for r in res}
    if data.get("target") == "ecp5":
        for label, name, pred, req in TARGET_CHECKS:
            r = by_name.get(name)
            if r is None:
                lines.append(f"target {label} {req}: not in this run")
            elif not good(r):
                lines.append(f"target {label} {req}: MISSED ({status_text(r)})")
            else:
                n = len(r.get("seeds") or []) or 1
                got = (f"{r['fmax_best']:.1f} MHz best of {n} seed{'s' if n > 1 else ''}, {r['gbps']:.2f} Gbit/s, "
                       f"{r['lut4']:,} LUT4")
                lines.append(f"target {label} {req}: {'MET' if pred(r) else 'MISSED'} ({got})")
        for label, name, core in ENGINE_CHECKS:
            e, c = by_name.get(name), by_name.get(core)
            if e is not None and c is not None and good(e) and good(c):
                ratio = e["fmax_best"] / c["fmax_best"]
                lines.append(f"info {label}: {e['fmax_best']:.1f} of the bare core's {c['fmax_best']:.1f} MHz "
                             f"({ratio:.1%})")
    return lines


# ---------------------------------------------------------------------------
# Plot
# ---------------------------------------------------------------------------

_REF_MARKERS = ["^", "s", "D", "v", "P", "X", "<", ">", "h", "*"]


def plot(data: dict, out_png: Path, out_svg: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    res = data["configs"]
    fig, ax = plt.subplots(figsize=(10, 6.5), dpi=110)
    plotted_meas: set[str] = set()
    for r in res:
        if "gbps" not in r or not r.get("lut4"):
            continue
        core = r["config"]["core"]
        fam = family(r)
        ok = good(r)
        if not ok:
            lab = "measured here, FAILED gate / not good"
            ax.scatter(r["lut4"], r["gbps"], marker="x", color="#c0392b", s=60, zorder=4,
                       label=None if lab in plotted_meas else lab)
        else:
            lab = f"measured here: {fam}" + (f" ({core})" if core not in CIPHERS else "")
            engine = get_spec(core).kind in ("engine", "dual")
            ax.scatter(r["lut4"], r["gbps"], marker="s" if engine else "o", s=46,
                       zorder=4, color=FAMILY_COLORS.get(fam, OTHER_COLOR),
                       label=None if lab in plotted_meas else lab)
        plotted_meas.add(lab)
        p = r["config"]["params"]
        shape = "compact" if "STAGES" not in p else f"({p.get('STAGES')},{p.get('ROUNDS_PER_CYCLE')})"
        txt = shape + (
            "s" if p.get("SPLIT_ROUND") else "") + ("R" if p.get("SBOX_ROM") or p.get("SBOX") == 2 else "") + (
            "e" if p.get("ENCRYPT_ONLY") else "")
        ax.annotate(txt, (r["lut4"], r["gbps"]), textcoords="offset points", xytext=(5, 4),
                    fontsize=7.5, color="#333")
    # One front per cipher: a DES core is not an alternative to a TDEA or an AES one.
    for fam, color in FAMILY_COLORS.items():
        front = pareto_front(res, fam)
        if not front:
            continue
        xs, ys = [], []
        for i, r in enumerate(front):
            if i:
                xs.append(r["lut4"])
                ys.append(front[i - 1]["gbps"])
            xs.append(r["lut4"])
            ys.append(r["gbps"])
        ax.plot(xs, ys, "-", color=color, alpha=0.45, lw=1.5, zorder=3,
                label=f"Pareto front, {fam} (measured, gate passed)")
    refs = [r for r in data.get("published", []) if r.get("lut4")]
    for i, r in enumerate(refs):
        m = _REF_MARKERS[i % len(_REF_MARKERS)]
        color = "#7a1fa2" if r.get("same_flow") else "#555"
        where = "ECP5, same flow, quoted, not re-run" if r.get("same_flow") else r["device"]
        ax.scatter(r["lut4"], r["gbps"], marker=m, facecolors="none", edgecolors=color, s=70,
                   linewidths=1.3, zorder=5,
                   label=f"{r['cipher']} {r['design']} — {where}, {r['source']}")
    for s in (data.get("software") or {}).get("results", []):
        if s.get("ok") and s["cipher"] in ("des-ede3", "des-ecb", "aes-128-ctr"):
            ax.axhline(s["gbps"], ls="--", lw=1, color={"des-ecb": "#999", "des-ede3": "#444"}.get(
                       s["cipher"], FAMILY_COLORS["AES"]), zorder=1,
                       label=f"OpenSSL {s['cipher']}, 1 core of this machine (measured)")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("area: LUT4 (ours: Yosys stat after synthesis; published: LUTs as reported)")
    ax.set_ylabel("throughput, Gbit/s (block bits × fmax / II)")
    ax.set_title(f"cipherline: throughput vs area on {data.get('device', data.get('target'))}")
    ax.grid(True, which="both", alpha=0.25)
    handles, labels = ax.get_legend_handles_labels()
    meas = [(h, lbl) for h, lbl in zip(handles, labels) if "—" not in lbl]
    pub = [(h, lbl) for h, lbl in zip(handles, labels) if "—" in lbl]
    leg1 = ax.legend(*zip(*meas), loc="upper left", fontsize=7.5) if meas else None
    if pub:
        ax.legend(*zip(*pub), loc="lower right", fontsize=6.8,
                  title="published, other device, not measured here", title_fontsize=7.5)
        if leg1:
            ax.add_artist(leg1)
    fig.tight_layout()
    fig.savefig(out_png)
    fig.savefig(out_svg)
    plt.close(fig)


# ---------------------------------------------------------------------------
# Markdown and HTML
# ---------------------------------------------------------------------------


def _md_table(header: list[str] | tuple[str, ...], rows: list[list[str]]) -> str:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(c.replace("|", "\\|") for c in row) + " |" for row in rows]
    return "\n".join(out)


def published_rows(data: dict) -> list[list[str]]:
    rows = []
    for r in data.get("published", []):
        rows.append([
            r["source"], r["cipher"], r["design"], r["device"], r["area_text"],
            _f(r.get("fmax_mhz"), "{:.1f}"), f"{r['gbps']:.3f}",
            _f(r.get("mbps_per_lut4"), "{:.3f}"),
            ("same ECP5 flow, quoted, not measured in this run" if r.get("same_flow")
             else "other device, not measured here") + (f"; {r['note']}" if r.get("note") else ""),
        ])
    return rows


PUB_COLUMNS = ("source", "cipher", "design", "device", "area (as published)", "fmax MHz",
               "Gbit/s", "Mbit/s per LUT", "note")
SW_COLUMNS = ("cipher", "what", "Gbit/s (1 core)", "detail")


def sw_rows(data: dict) -> list[list[str]]:
    sw = data.get("software") or {}
    return [[s["cipher"], s["what"], _f(s.get("gbps"), "{:.3f}") if s["ok"] else "not measured",
             s["detail"]] for s in sw.get("results", [])]


def _meta_lines(data: dict) -> list[str]:
    tools = data.get("tools", {})
    sw = data.get("software") or {}
    return [
        f"generated {data.get('generated', '?')}; target {data.get('device', data.get('target'))}; "
        f"nextpnr target frequency {data.get('freq_target')} MHz; seeds {data.get('seeds')}",
        f"tools: {tools.get('yosys', '?')}; {tools.get('nextpnr', '?')}",
        f"host: {sw.get('cpu', '?')}; {sw.get('openssl', '?')}",
        f"RTL sha256 (first 16 hex digits): {data.get('rtl_sha256', '?')}",
        f"wall time of this run: {data.get('wall_seconds', '?')} s; tool CPU time of its rows: "
        f"{_cpu_total(data)}",
    ]


def _cpu_total(data: dict) -> str:
    cpu = [r.get("cpu_seconds") for r in data["configs"]]
    known = [c for c in cpu if c is not None]
    text = f"{sum(known):,.1f} s" if known else "–"
    return text + (f" ({len(cpu) - len(known)} rows without a record)" if len(known) < len(cpu) else "")


NOTES = [
    "LUT4, FF and EBR are exact cell counts from Yosys `stat` after `synth_ecp5` "
    "(`synth_ice40`) of the core alone; carry cells (CCU2C) count as 2 LUT4 and 16x4 "
    "LUT RAMs (TRELLIS_DPR16X4) as 4 LUT4, as nextpnr packs them. "
    "PFUMX/L6MUX21 wide-function muxes are free slice resources and not counted.",
    "fmax is nextpnr's for clock `clk_i` (ECP5: placed and routed out of context, ports "
    "unconstrained); best and median over the seeds; a row marked [n seeds] was placed "
    "with the first n only (its place and route dominates the report's run time: "
    "CoreSpec.report_seeds). Gbit/s = block bits (64 for DES and "
    "TDEA, 128 for AES) × fmax(best) / II; "
    "Mbit/s per LUT4 = Gbit/s × 1000 / LUT4; latency ns = cycles × 1000 / fmax(best).",
    "Correctness gate: NIST CAVP TDES ECB known-answer (and, for TDEA, multi-block) vectors, "
    "or every AESAVS ECB file of an AES core's enabled key sizes, through the Verilated core. A configuration that fails is marked FAILED and never "
    "reported as good.",
    "CPU s: the tool CPU time (user + system) of the row: Yosys synthesis and nextpnr for every "
    "seed, as recorded when each step ran (also for a row read from the cache).",
    "× SW: hardware Gbit/s at the reported fmax / OpenSSL Gbit/s on one core of this machine "
    "(estimate: hardware projection vs measured CPU).",
    "The plot's area axis is LUT4 only: block RAM is not on it. TDES SBOX_ROM and AES SBOX=2 "
    "configurations (plot label suffix R) hold their S-boxes in EBR (see the EBR column), so "
    "compare them by EBR too. Plot label suffix s: SPLIT_ROUND; e: encrypt-only.",
    "Published references are other devices and were not measured here; their area is in "
    "the paper's own units (LUTs, slices, LEs) and only indicative against ECP5 LUT4.",
]


def render_md(data: dict) -> str:
    parts = ["# cipherline implementation report", ""]
    parts += [f"- {ln}" for ln in _meta_lines(data)] + [""]
    parts += ["## Summary", ""] + [f"- {ln}" for ln in summary_lines(data)] + [""]
    parts += ["## Configurations", "", _md_table(COLUMNS, table_rows(data)), ""]
    notes = [f"- {r['label']}: {r['lut4_note']}" for r in data["configs"] if r.get("lut4_note")]
    parts += notes + ([""] if notes else [])
    parts += ["![throughput vs LUT4](pareto.svg)", ""]
    parts += throughput.section_md(data, _md_table)
    parts += ["## Software baseline (this machine)", ""]
    if sw_rows(data):
        parts += [_md_table(SW_COLUMNS, sw_rows(data)), ""]
    else:
        parts += ["not measured", ""]
    parts += ["## Published references (other devices, not measured here)", "",
              _md_table(PUB_COLUMNS, published_rows(data)), ""]
    parts += ["## Notes", ""] + [f"- {n}" for n in NOTES] + [""]
    gates = [f"- {r['label']}: {_short(r['gate']['detail'], 600)}" for r in data["configs"]
             if r.get("gate")]
    if gates:
        parts += ["## Correctness gate", ""] + gates + [""]
    return "\n".join(parts)


_CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2em auto;
max-width:1200px;color:#222;padding:0 1em}
table{border-collapse:collapse;margin:1em 0;font-size:.9em}
th,td{border:1px solid #ccc;padding:.3em .6em;text-align:right}
th{background:#f0f3f7}td:first-child,th:first-child{text-align:left}
td.bad{color:#b00;font-weight:bold}ul.meta{color:#555;font-size:.9em}
.plot svg{max-width:100%;height:auto}
"""


def _html_table(header, rows, status_col: int | None = None) -> str:
    out = ["<table><thead><tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in header)
           + "</tr></thead><tbody>"]
    for row in rows:
        cells = []
        for i, c in enumerate(row):
            bad = status_col is not None and i == status_col and not c.startswith("ok")
            attr = ' class="bad"' if bad else ""
            cells.append(f"<td{attr}>{html.escape(c)}</td>")
        out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</tbody></table>")
    return "\n".join(out)


def _inline_svg(svg: str) -> str:
    return svg[svg.find("<svg"):] if "<svg" in svg else svg


def render_html(data: dict, svg: str, throughput_svg: str | None = None) -> str:
    svg = _inline_svg(svg)
    li = lambda items: "<ul>" + "".join(f"<li>{html.escape(x)}</li>" for x in items) + "</ul>"
    sw = sw_rows(data)
    body = [
        "<h1>cipherline implementation report</h1>",
        "<ul class=\"meta\">" + "".join(f"<li>{html.escape(x)}</li>" for x in _meta_lines(data))
        + "</ul>",
        "<h2>Summary</h2>", li(summary_lines(data)),
        "<h2>Configurations</h2>", _html_table(COLUMNS, table_rows(data), status_col=1),
        f"<div class=\"plot\">{svg}</div>",
    ]
    if throughput.engine_rows(data):
        body += ["<h2>Engine throughput at packet sizes</h2>", li(throughput.summary_lines(data)),
                 _html_table(throughput.COLUMNS, throughput.table_rows(data))]
        if throughput_svg:
            body.append(f"<div class=\"plot\">{_inline_svg(throughput_svg)}</div>")
        body.append(f"<p>{html.escape(throughput.NOTE)}</p>")
    body += [
        "<h2>Software baseline (this machine)</h2>",
        _html_table(SW_COLUMNS, sw) if sw else "<p>not measured</p>",
        "<h2>Published references (other devices, not measured here)</h2>",
        _html_table(PUB_COLUMNS, published_rows(data)),
        "<h2>Notes</h2>", li(NOTES),
    ]
    gates = [f"{r['label']}: {_short(r['gate']['detail'], 600)}" for r in data["configs"]
             if r.get("gate")]
    if gates:
        body += ["<h2>Correctness gate</h2>", li(gates)]
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<title>cipherline report</title>"
            f"<style>{_CSS}</style></head><body>\n" + "\n".join(body) + "\n</body></html>\n")


def render(data: dict | Path, out_dir: Path) -> dict[str, Path]:
    """Write report.md, index.html, pareto.png and pareto.svg, and with engine
    GCM figures throughput.png and throughput.svg; returns their paths."""
    if not isinstance(data, dict):
        data = json.loads(Path(data).read_text())
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {k: out_dir / n for k, n in (("md", "report.md"), ("html", "index.html"),
                                         ("png", "pareto.png"), ("svg", "pareto.svg"))}
    plot(data, paths["png"], paths["svg"])
    tp_png, tp_svg = out_dir / "throughput.png", out_dir / "throughput.svg"
    tp = throughput.plot(data, tp_png, tp_svg)
    if tp:
        paths.update({"throughput_png": tp_png, "throughput_svg": tp_svg})
    paths["md"].write_text(render_md(data))
    paths["html"].write_text(render_html(data, paths["svg"].read_text(),
                                         tp_svg.read_text() if tp else None))
    return paths



README_BEGIN = "<!-- cipherline report: begin (generated by `cipherline report --readme README.md`) -->"
README_END = "<!-- cipherline report: end -->"


def readme_section(data: dict, plot_rel: str) -> str:
    """The generated README section: run facts, configuration table, plot, comparisons."""
    parts = [README_BEGIN, ""]
    parts += [f"- {ln}" for ln in _meta_lines(data)] + [""]
    parts += [_md_table(COLUMNS, table_rows(data)), ""]
    parts += [f"- {ln}" for ln in summary_lines(data)] + [""]
    parts += [f"![throughput against LUT4, log-log, with the Pareto front and published designs]({plot_rel})", ""]
    if throughput.engine_rows(data):
        parts += ["Engine throughput at packet sizes (Gbit/s at the best fmax; the plot is in "
                  "`build/report/throughput.svg`):", ""]
        parts += [_md_table(throughput.COLUMNS, throughput.table_rows(data)), "", throughput.NOTE, ""]
    parts += ["Software baseline, measured in the same run on one core of this machine:", ""]
    parts += [_md_table(SW_COLUMNS, sw_rows(data)) if sw_rows(data) else "not measured", ""]
    parts += ["Published designs (other devices, **not measured here**):", ""]
    parts += [_md_table(PUB_COLUMNS, published_rows(data)), ""]
    parts += [README_END]
    return "\n".join(parts)


def _readme_pattern() -> re.Pattern:
    begin = re.escape(README_BEGIN.split(" (")[0])
    return re.compile(begin + r"[^\n]*\n.*?" + re.escape(README_END), re.S)


def check_readme(readme: Path) -> str | None:
    """None if ``readme`` has exactly one generated section, else what is wrong."""
    try:
        n = len(_readme_pattern().findall(Path(readme).read_text()))
    except OSError as e:
        return f"cannot read {readme}: {e.strerror}"
    if n != 1:
        return (f"{readme}: expected one section between '{README_BEGIN.split(' (')[0]} ...' "
                f"and '{README_END}', found {n}")
    return None


def update_readme(data: dict, readme: Path, plot_png: Path) -> Path:
    """Replace the marked section of ``readme`` and copy the plot to docs/pareto.png next to it.

    Raises ValueError if the file does not hold exactly one begin and one end
    marker, in that order; the file is then left untouched.
    """
    readme = Path(readme)
    problem = check_readme(readme)
    if problem:
        raise ValueError(problem)
    text = readme.read_text()
    pat = _readme_pattern()
    dest = readme.parent / "docs" / "pareto.png"
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(plot_png, dest)
    section = readme_section(data, dest.relative_to(readme.parent).as_posix())
    readme.write_text(pat.sub(lambda _m: section, text))
    return dest
