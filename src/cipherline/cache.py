# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The one content-hash cache of the package.

Every cached result (FPGA flow steps, Verilator builds, known-answer gate
runs, Monte Carlo expectations) is keyed with :func:`digest` over the inputs
that shape it (RTL and harness file contents, options, tool versions), and
stored as JSON next to its key (:func:`store` / :func:`load`). Work on one
cache entry is serialized across processes (pytest-xdist workers, a report
and a test run) with :func:`locked`.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import threading
from pathlib import Path
from typing import Any, Iterable, Iterator

from cipherline import hdl


def digest(*parts: Any, files: Iterable[Path] = (), length: int = 16) -> str:
    """SHA-256 of JSON-serialized ``parts`` and of each file's repo path and content."""
    h = hashlib.sha256()
    for p in parts:
        h.update(json.dumps(p, sort_keys=True, default=str).encode())
        h.update(b"\0")
    for f in files:
        f = Path(f)
        try:
            name = str(f.resolve().relative_to(hdl.REPO))
        except ValueError:
            name = str(f)
        h.update(name.encode() + b"\0")
        h.update(f.read_bytes())
        h.update(b"\0")
    return h.hexdigest()[:length]


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` (a directory gets ``path/.lock``)."""
    path = Path(path)
    if path.suffix != ".lock":
        path.mkdir(parents=True, exist_ok=True)
        path = path / ".lock"
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a+") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def load(path: Path, key: str) -> dict | None:
    """The JSON stored at ``path`` if its ``key`` matches, else None."""
    try:
        d = json.loads(Path(path).read_text())
    except (OSError, ValueError):
        return None
    return d if isinstance(d, dict) and d.get("key") == key else None


def store(path: Path, data: dict) -> None:
    """Write ``data`` (which carries its ``key``) atomically."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f"{path.suffix}.tmp{os.getpid()}-{threading.get_ident()}")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=True))
    tmp.replace(path)
