# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Data-flow questions about a gate-level Yosys netlist (``write_json``).

The netlist is one flattened module at gate level (after ``proc``,
``flatten``, ``memory_map`` and ``techmap``): every cell is a gate or a
one-bit flip-flop, and bits are numbered as Yosys numbers them. Used by the
key-hygiene tests: which flip-flops take bus write data, and whether a key
bit can reach an output at all.
"""

from __future__ import annotations

import collections
import json
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Netlist:
    """One module of a ``write_json`` netlist."""

    module: dict

    @classmethod
    def load(cls, path: Path, top: str) -> "Netlist":
        return cls(json.loads(path.read_text())["modules"][top])

    @property
    def names(self) -> dict[int, str]:
        """A name for every named bit: ``net[index]``."""
        names: dict[int, str] = {}
        for net, info in self.module["netnames"].items():
            for i, bit in enumerate(info["bits"]):
                names.setdefault(bit, f"{net}[{i}]")
        return names

    def bits(self, net: str) -> set[int]:
        """The bits of a port or a named net."""
        if net in self.module["ports"]:
            return {b for b in self.module["ports"][net]["bits"] if isinstance(b, int)}
        return {b for b in self.module["netnames"][net]["bits"] if isinstance(b, int)}

    @property
    def flops(self) -> list[dict]:
        """The flip-flop cells (a ``Q`` output)."""
        return [c for c in self.module["cells"].values() if "Q" in c["connections"]]

    def reach(self, start: set[int], through_flops: bool = False) -> set[int]:
        """Every bit whose value can depend on a bit of ``start``: through
        the gates, and with ``through_flops`` through flip-flops too (their Q
        from any input bit: D, enable, reset)."""
        fanout: dict[int, list[int]] = collections.defaultdict(list)
        for cell in self.module["cells"].values():
            conn, dirs = cell["connections"], cell["port_directions"]
            if "Q" in conn and not through_flops:
                continue
            ins = [b for p, bits in conn.items() if dirs[p] == "input" for b in bits if isinstance(b, int)]
            outs = [b for p, bits in conn.items() if dirs[p] == "output" for b in bits if isinstance(b, int)]
            for b in ins:
                fanout[b] += outs
        reached = set(start)
        todo = list(start)
        while todo:
            for b in fanout[todo.pop()]:
                if b not in reached:
                    reached.add(b)
                    todo.append(b)
        return reached

    def flops_fed(self, reached: set[int], ports: tuple[str, ...] | None = None) -> list[str]:
        """Names of the flip-flops with a bit of ``reached`` on an input
        (``ports``: on one of these inputs, e.g. ``("D",)``)."""
        names = self.names
        return sorted(names.get(f["connections"]["Q"][0], "?") for f in self.flops
                      if any(b in reached for p, bits in f["connections"].items()
                             if f["port_directions"][p] == "input" and (ports is None or p in ports)
                             for b in bits))
