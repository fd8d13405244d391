# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Testbench side of :func:`cipherline.sim.cocotb_run.run_config`.

A cocotb testbench calls :func:`settings` to get the configuration it runs
on (a registry :class:`~cipherline.cores.Config`) and its knobs, all passed in
one JSON environment variable.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any

from cipherline.cores import Config
from cipherline.sim.cocotb_run import TB_ENV


@dataclass(frozen=True)
class Settings:
    config: Config
    latency: int
    ii: int
    flush_clocks: int
    seed: int
    knobs: dict[str, Any] = field(default_factory=dict)

    @property
    def p(self) -> dict[str, int]:
        return self.config.p

    def get(self, name: str, default: Any = None) -> Any:
        return self.knobs.get(name, default)


def settings() -> Settings:
    raw = os.environ.get(TB_ENV)
    if not raw:
        raise RuntimeError(f"{TB_ENV} is not set: run this testbench through "
                           "cipherline.sim.cocotb_run.run_config (pytest tests/)")
    d = json.loads(raw)
    known = {"config", "latency", "ii", "flush_clocks", "seed"}
    return Settings(Config.from_json(d["config"]), int(d["latency"]), int(d["ii"]),
                    int(d["flush_clocks"]), int(d["seed"]),
                    {k: v for k, v in d.items() if k not in known})
