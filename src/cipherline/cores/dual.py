# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The integrated top (rtl/top/tdes_aes_modes.sv): two modes engines behind
one AXI4-Stream packet interface, the algorithm chosen per message.

Its parameters are those of its engines, prefixed (``TDES_STAGES``,
``AES_KEYLENS``; slug codes ``ts48``, ``ak7``), but the ones both share
(:data:`SHARED`) and the ones the top fixes (TDEA: ``NUM_DES`` = 3).
:func:`part_configs` gives the engine configurations inside a
configuration; each part's timing is its engine's plus :data:`ROUTE_LATENCY`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cipherline.cores.base import ConfigError, CoreSpec, P, Param

#: Parameters both engines share (one value, unprefixed; DESC: descriptors).
SHARED = ("STREAMS", "POLICY", "CMAC_MIN_TAG", "DESC")
#: Clocks the router (rtl/modes/cm_alg_route.sv) adds: its input and output
#: skid buffers.
ROUTE_LATENCY = 2


@dataclass(frozen=True)
class Part:
    """One engine of the integrated top."""

    prefix: str  # parameter prefix, e.g. "TDES"
    code: str  # slug prefix, e.g. "t"
    engine: CoreSpec  # the engine's registry spec (kind "engine")
    fixed: dict[str, int] = field(default_factory=dict)  # parameters the top fixes

    def own(self, q: Param) -> bool:
        return q.name not in SHARED and q.name not in self.fixed

    def sub(self, p: P) -> P:
        """The engine's parameters inside the integrated top's ``p``."""
        return {q.name: (p[q.name] if q.name in SHARED else self.fixed[q.name] if q.name in self.fixed
                         else p[f"{self.prefix}_{q.name}"]) for q in self.engine.params}


def _prefixed(part: Part, q: Param) -> Param:
    return Param(f"{part.prefix}_{q.name}", q.default, f"{part.prefix}: {q.help}", choices=q.choices,
                 minimum=q.minimum, maximum=q.maximum, slug=part.code + q.slug if q.slug else None,
                 names=tuple((v, part.code + w) for v, w in q.names),
                 always=q.always)


def dual_spec(name: str, top: str, parts: tuple[Part, Part], alg_ids: tuple[int, int],
              extra_params: tuple[Param, ...] = (), what: str | None = None,
              report_full: tuple[str, ...] = (), harness: str | None = None) -> CoreSpec:
    """The spec of ``top``: ``parts[0]`` on the router's port 0 (it also takes
    unknown algorithm ids), ``parts[1]`` on port 1 (``alg_ids``: the
    algorithm ids of their packets); ``extra_params``: the top's own
    (the SoC top's N_SLOTS); ``what``: its description (default: the
    integrated top of the parts' engines); ``report_full``: its
    configurations in the full report, each placed with one seed (one place
    and route takes about as long as both engines'); ``harness``: its C++
    harness main (the SoC top's, :mod:`cipherline.sim.harness`)."""
    shared = tuple(q for q in parts[0].engine.params if q.name in SHARED)
    for part in parts:
        missing = set(SHARED) - {q.name for q in part.engine.params}
        if missing:
            raise ValueError(f"{part.engine.name} lacks the shared parameters {sorted(missing)}")
    params = (tuple(_prefixed(part, q) for part in parts for q in part.engine.params if part.own(q)) + shared
              + extra_params)

    def rules(p: P) -> None:
        # An engine's rule speaks of its own parameter names: give the user
        # the top's (SPLIT_ROUND -> AES_SPLIT_ROUND).
        for part in parts:
            try:
                part.engine.rules(part.sub(p))
            except ConfigError as e:
                own = "|".join(q.name for q in part.engine.params if part.own(q))
                raise ConfigError(re.sub(rf"\b({own})\b", rf"{part.prefix}_\1", str(e))) from None

    def timing(p: P) -> tuple[int, int]:
        # The slower engine's II and latency (each part's own: part_configs).
        t = [part.engine.timing(part.sub(p)) for part in parts]
        return max(ii for ii, _ in t), max(lat for _, lat in t) + ROUTE_LATENCY

    def label(p: P) -> str:
        return f"modes x{p['STREAMS']} " + " + ".join(
            part.engine.label(part.sub(p)).split(" ", 2)[2] for part in parts)

    def hdl(p: P) -> P:
        # Each engine's own parameters as its spec gives them to the RTL.
        out = dict(p)
        for part in parts:
            h = part.engine.hdl(part.sub(p))
            out.update({f"{part.prefix}_{q.name}": h[q.name] for q in part.engine.params if part.own(q)})
        return out

    return CoreSpec(
        name=name,
        top=top,
        kind="dual",
        cipher="+".join(part.engine.cipher for part in parts),
        description=(what or f"integrated top: {' and '.join(part.engine.top for part in parts)} behind "
                     "one packet interface") + f" (rtl/top/{top}.sv)",
        params=params,
        rules=rules,
        timing=timing,
        block_bits=max(part.engine.block_bits for part in parts),
        key_bits=max(part.engine.key_bits for part in parts),
        label=label,
        capacity=lambda p: max(part.engine.capacity(part.sub(p)) for part in parts),
        flush_clocks=lambda p: max(part.engine.flush_clocks(part.sub(p)) for part in parts),
        size=lambda p: sum(part.engine.size(part.sub(p)) for part in parts),
        hdl=hdl,
        extra={"parts": parts, "alg_ids": alg_ids},
        report_full=report_full,
        report_seeds_full={n: 1 for n in report_full},
        harness=harness,
    )


def part_configs(config) -> dict[str, "object"]:
    """The engine configurations inside an integrated top's configuration, by cipher."""
    from cipherline.cores.base import Config, ConfigError

    parts = config.spec.extra.get("parts")
    if parts is None:
        raise ConfigError(f"{config.name} is not an integrated top")
    return {part.engine.cipher: Config.make(part.engine.name, **part.sub(config.p)) for part in parts}
