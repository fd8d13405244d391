# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Every endpoint's worst path, from nextpnr's SDF of the routed design.

nextpnr reports one critical path per clock. Whether the next step towards a
clock target is one more register or a different pipeline depends on how
many endpoints miss it and where their paths start and end, so the flow
writes the routed design's SDF (cell and interconnect delays) and this
module runs a static timing analysis over it: each endpoint's worst arrival
(clock-to-out, then the longest chain of cell and interconnect delays, plus
the setup time; max delays, as nextpnr's own analysis), and the register or
RAM its worst path starts at. It reproduces nextpnr's critical path delay.

:func:`endpoint_profile` condenses the result into a histogram per (start
module, end module) pair, small enough to keep with the place-and-route
result; :func:`over` lists the pairs with paths longer than a period.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

#: Clock pins of ECP5 (and iCE40) cells: an IOPATH from one starts a path.
CLOCK_PINS = frozenset({"CLK", "CLKA", "CLKB", "WCK", "RCLK", "WCLK"})
#: Histogram bin width in picoseconds.
BIN_PS = 250
#: Instance-name components that name a module instance in the hierarchy.
_MODULE_PREFIXES = ("u_", "g_")

_RE_IC = re.compile(r"\(INTERCONNECT (\S+) (\S+) \((\d+):(\d+):(\d+)\)")
_RE_IO = re.compile(r"\(IOPATH (?:\((?:posedge|negedge) (\S+)\)|(\S+)) (\S+) \((\d+):(\d+):(\d+)\)")
_RE_SU = re.compile(r"\((?:SETUPHOLD|SETUP) \((?:posedge|negedge) (\S+)\) \((?:posedge|negedge) \S+\) "
                    r"\((\d+):(\d+):(\d+)\)")


class SdfError(ValueError):
    pass


def _name(s: str) -> str:
    return s.replace("\\", "")


def parse(sdf: Path) -> tuple[dict[str, list[tuple[str, int]]], dict[str, int], dict[str, int]]:
    """(timing arcs node -> [(node, ps)], start nodes -> clock-to-out ps,
    endpoint nodes -> setup ps). A node is ``instance/pin``."""
    arcs: dict[str, list[tuple[str, int]]] = defaultdict(list)
    start: dict[str, int] = {}
    setup: dict[str, int] = {}
    inst = None
    with open(sdf) as f:
        for n, raw in enumerate(f, 1):
            line = raw.strip()
            if line.startswith("(INSTANCE"):
                inst = _name(line[len("(INSTANCE"):].rstrip(")").strip())
            elif line.startswith("(INTERCONNECT"):
                m = _RE_IC.match(line)
                if not m:
                    raise SdfError(f"{sdf}:{n}: malformed INTERCONNECT: {line[:120]}")
                arcs[_name(m.group(1))].append((_name(m.group(2)), int(m.group(5))))
            elif line.startswith("(IOPATH"):
                m = _RE_IO.match(line)
                if not m or inst is None:
                    raise SdfError(f"{sdf}:{n}: malformed IOPATH: {line[:120]}")
                src, dst, d = m.group(1) or m.group(2), m.group(3), int(m.group(6))
                if src in CLOCK_PINS:
                    key = f"{inst}/{dst}"
                    start[key] = max(start.get(key, 0), d)
                else:
                    arcs[f"{inst}/{src}"].append((f"{inst}/{dst}", d))
            elif line.startswith(("(SETUPHOLD", "(SETUP ")):
                m = _RE_SU.match(line)
                if not m or inst is None:
                    raise SdfError(f"{sdf}:{n}: malformed timing check: {line[:120]}")
                key = f"{inst}/{m.group(1)}"
                setup[key] = max(setup.get(key, 0), int(m.group(4)))
    if not start or not setup:
        raise SdfError(f"{sdf}: no clocked cells (is it nextpnr's SDF of a routed design?)")
    return arcs, start, setup


def analyse(sdf: Path) -> list[tuple[int, str, str]]:
    """(worst arrival + setup in ps, start node, endpoint node) for every
    endpoint a path reaches, worst first."""
    arcs, start, setup = parse(sdf)
    indeg: Counter[str] = Counter()
    for succ in arcs.values():
        for b, _ in succ:
            indeg[b] += 1
    arr: dict[str, int] = dict(start)
    origin: dict[str, str] = {s: s for s in start}
    nodes = set(arcs) | set(indeg) | set(start)
    ready = [n for n in nodes if indeg[n] == 0]
    while ready:
        n = ready.pop()
        a = arr.get(n)
        for b, d in arcs.get(n, ()):
            if a is not None and a + d > arr.get(b, -1):
                arr[b] = a + d
                origin[b] = origin[n]
            indeg[b] -= 1
            if indeg[b] == 0:
                ready.append(b)
    if any(indeg[n] > 0 for n in nodes):
        raise SdfError(f"{sdf}: combinational loop in the timing graph")
    out = [(arr[e] + s, origin[e], e) for e, s in setup.items() if e in arr]
    out.sort(reverse=True)
    return out


def module(node: str, depth: int = 3) -> str:
    """The first ``depth`` module instances in a node's hierarchical name."""
    parts = node.rsplit("/", 1)[0].split(".")
    mods = [p for p in parts[:-1] if p.startswith(_MODULE_PREFIXES)]
    return ".".join(mods[:depth]) or "(top)"


def register(node: str) -> str:
    """The register, RAM or cell name of a node, without the mapping suffixes."""
    return re.split(r"_TRELLIS_|\$|_LUT4_|_CCU2C_", node.rsplit("/", 1)[0], maxsplit=1)[0]


def endpoint_profile(sdf: Path, depth: int = 3, worst: int = 20) -> dict[str, Any]:
    """The JSON-ready summary kept with a place-and-route result."""
    ends = analyse(sdf)
    hist: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    group_worst: dict[str, list[Any]] = {}
    for t, s, e in ends:
        g = f"{module(s, depth)} -> {module(e, depth)}"
        hist[g][str(t // BIN_PS)] += 1
        group_worst.setdefault(g, [t, register(s), register(e)])  # ends is worst first
    return {
        "bin_ps": BIN_PS,
        "endpoints": len(ends),
        "critical_ps": ends[0][0] if ends else 0,
        "groups": {k: dict(v) for k, v in sorted(hist.items())},
        "group_worst": dict(sorted(group_worst.items())),
        "worst": [[t, register(s), register(e)] for t, s, e in ends[:worst]],
    }


def over(profile: dict[str, Any], period_ns: float) -> list[tuple[str, int, float]]:
    """(start -> end group, endpoints whose paths are longer than period_ns
    (to the profile's bin width), the group's longest path in ns), most
    endpoints first."""
    b = profile["bin_ps"]
    lim = int(period_ns * 1000) // b  # bins at or above this one are over (bin resolution)
    rows = []
    for g, bins in profile["groups"].items():
        n = sum(c for k, c in bins.items() if int(k) >= lim)
        if n:
            rows.append((g, n, (max(int(k) for k in bins) + 1) * b / 1000))
    rows.sort(key=lambda r: (-r[1], -r[2]))
    return rows
