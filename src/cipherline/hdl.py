"""Where the RTL lives and which files make up each top-level module.

This is the single source of truth for source lists: simulation, lint and
synthesis all take their file lists from here.
"""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
RTL = REPO / "rtl"
BUILD = REPO / "build"

# Files are listed in compile order (packages first).
_COMMON = [
    "rtl/common/cl_sync_fifo.sv",
]
_TDES = [
    "rtl/tdes/tdes_pkg.sv",
    *_COMMON,
    "rtl/tdes/tdes_sbox.sv",
    "rtl/tdes/tdes_sbox_rom.sv",
    "rtl/tdes/tdes_round.sv",
    "rtl/tdes/tdes_stage.sv",
    "rtl/tdes/tdes_core.sv",
]

# The modes engine around its block core: packages first, then the core, the
# engine's RAM, the block-core adapter and the engine.
_MODES = [
    "rtl/tdes/tdes_pkg.sv",
    "rtl/modes/cipher_modes_pkg.sv",
    *[p for p in _TDES if not p.endswith("_pkg.sv")],
    "rtl/common/cl_ram_1r1w.sv",
    "rtl/modes/cl_block_core.sv",
    "rtl/modes/cipher_modes.sv",
]

SOURCES: dict[str, list[str]] = {
    "tdes_core": _TDES,
    "cipher_modes": _MODES,
    "tdes_modes": [*_MODES, "rtl/top/tdes_modes.sv"],
}


def sources(top: str) -> list[Path]:
    """Absolute paths of the RTL files needed for ``top``."""
    try:
        rel = SOURCES[top]
    except KeyError:
        raise KeyError(f"unknown top-level module {top!r}; known: {sorted(SOURCES)}") from None
    return [REPO / p for p in rel]
