# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The C driver of the SoC top's registers, ``sw/device/lib/dif`` (docs/csr.md,
*Firmware*), as the tools compile it.

It is C11 and must build without a warning under :data:`C_FLAGS`. The C++
harness of the SoC top links it (:func:`cipherline.sim.harness.build`: an
object file), and tests/test_cipherline_axi.py loads it as a shared library
into the cocotb testbench (ctypes).
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

from cipherline import hdl

#: The driver's sources, and the generated register header it includes.
DIF_DIR = hdl.REPO / "sw" / "device" / "lib" / "dif"
SW_INCLUDE = hdl.REPO / "sw" / "include"
#: The flags the driver is built with, everywhere: a warning is an error.
C_FLAGS = ("-Wall", "-Wextra", "-Werror", "-std=c11", "-pedantic")


class DifBuildError(RuntimeError):
    """The C driver did not compile."""


def sources() -> list[Path]:
    """The files a build of the driver reads (for cache keys)."""
    return sorted(DIF_DIR.glob("*.[ch]")) + sorted(SW_INCLUDE.glob("*.h"))


def compiler() -> str:
    """The C compiler: $CC, else gcc."""
    return os.environ.get("CC") or "gcc"


def compile_driver(out: Path, *, shared: bool = False, extra: tuple[str, ...] = ()) -> Path:
    """Compile dif_cipherline.c with :data:`C_FLAGS` into ``out``: an object
    file, or with ``shared`` a shared library. Returns ``out``; raises
    :class:`DifBuildError` with the compiler's messages."""
    out.parent.mkdir(parents=True, exist_ok=True)
    kind = ["-shared", "-fPIC"] if shared else ["-c"]
    cmd = [compiler(), *C_FLAGS, *kind, *extra, f"-I{SW_INCLUDE}", f"-I{DIF_DIR}", str(DIF_DIR / "dif_cipherline.c"),
           "-o", str(out)]
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        raise DifBuildError(f"{' '.join(cmd)}\n{res.stderr}")
    return out


def slot_error_names(bits: int) -> list[str]:
    """The SLOT_STATUS error fields set in ``bits`` (a refused commit's
    ``slot_errors``), by the generated header's names (ERR_TDES_KEYS, ...)."""
    text = (SW_INCLUDE / "cipherline_csr.h").read_text()
    fields = re.findall(r"#define CIPHERLINE_CSR__SLOT_STATUS__(ERR_\w+)_bm (0x[0-9a-fA-F]+)", text)
    return [name for name, mask in fields if bits & int(mask, 16)]
