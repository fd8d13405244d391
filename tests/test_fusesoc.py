# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The FuseSoC .core files are the one source of truth for RTL file lists.

FuseSoC itself (``fusesoc run --setup``, which resolves the dependencies and
writes an EDAM file listing every file) must find the same files for each
top as :func:`cipherline.hdl.sources`, which the flow, lint and simulation
use; and every top of the registry, and every standalone top that
``make lint`` checks (the CSR block), must have a .core file.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from cipherline import hdl
from cipherline.commands.lint import TOPS
from cipherline.cores import CORES

FUSESOC = Path(sys.executable).parent / "fusesoc"


def _fusesoc_files(top: str, tmp: Path) -> tuple[str, list[tuple[str, str]]]:
    core = hdl.core_for(top)
    res = subprocess.run([str(FUSESOC), "--cores-root", str(hdl.RTL), "run", "--setup",
                          "--build-root", str(tmp), "--target", "default", "--tool", "verilator",
                          core.vlnv], capture_output=True, text=True, cwd=tmp, timeout=300)
    assert res.returncode == 0, res.stdout + res.stderr
    (eda,) = tmp.rglob("*.eda.yml")
    d = yaml.safe_load(eda.read_text())
    # src/<vendor>_<library>_<name>_<version>/<file>
    files = [(Path(f["name"]).parent.name, Path(f["name"]).name) for f in d["files"]]
    return d["toplevel"], files


@pytest.mark.parametrize("top", sorted({s.top for s in CORES.values()} | set(TOPS)))
def test_fusesoc_lists_the_same_files(top: str, tmp_path: Path) -> None:
    toplevel, got = _fusesoc_files(top, tmp_path)
    assert toplevel == top
    ours = hdl.sources(top)
    want = {(hdl.ip_cores()[c].vlnv.replace(":", "_"), f.name)
            for c in hdl.ip_cores() for f in hdl.ip_cores()[c].files if f in ours}
    assert sorted(got) == sorted(want)
    assert len(ours) == len(got) and all(f.is_file() for f in ours)
    # Packages first in both orders.
    assert [n for _, n in got].index(ours[-1].name) == len(got) - 1


def test_core_file_errors(tmp_path: Path, monkeypatch) -> None:
    bad = tmp_path / "x.core"
    bad.write_text("name: x\n")
    with pytest.raises(hdl.CoreFileError, match="CAPI=2"):
        hdl._parse(bad)
    bad.write_text("CAPI=2:\nname: a:b:c:0\nfilesets: {}\n")
    with pytest.raises(hdl.CoreFileError, match="filesets: rtl"):
        hdl._parse(bad)
    with pytest.raises(KeyError, match="no .core file"):
        hdl.core_for("no_such_top")
