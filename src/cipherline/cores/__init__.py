"""The core registry: one configuration model for every cipherline core.

Each entry is a :class:`CoreSpec` (see :mod:`cipherline.cores.base`); the
CLI options, the FPGA flow, the simulation runners, the known-answer gate
and the test matrices all read it. Adding a core means one module here with
its spec, one line in :data:`CORES`, its RTL folder with a FuseSoC .core
file, and its testbench.
"""

from __future__ import annotations

from cipherline.cores import engine, tdes, toy
from cipherline.cores.base import Config, ConfigError, CoreSpec, Param, pow2_at_least

__all__ = ["CORES", "Config", "ConfigError", "CoreSpec", "Param", "get_spec", "public_cores",
           "pow2_at_least", "core_config"]

core_config = engine.core_config

CORES: dict[str, CoreSpec] = {s.name: s for s in (
    tdes.SPEC,
    engine.engine_spec(tdes.SPEC, "tdes_modes", harness="tb/cpp/harness_modes_main.cpp",
                       extra_rules=tdes.engine_rules),
    toy.SPEC,
    engine.engine_spec(toy.SPEC, "toy_modes"),
)}


def get_spec(name: str) -> CoreSpec:
    try:
        return CORES[name]
    except KeyError:
        raise ConfigError(f"unknown core {name!r}; known: {', '.join(public_cores())}") from None


def public_cores() -> list[str]:
    """Cores offered by the CLI and reports (test-only cores left out)."""
    return [n for n, s in CORES.items() if not s.test_only]
