# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The documentation site (mkdocs.yml, ``make docs``, src/cipherline/docsite.py).

It builds in strict mode, so a broken link or anchor, a page left out of the
navigation or a malformed WaveDrom diagram is an error; these tests build it
and check that each of those faults does fail it, naming the page.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cipherline import hdl

REPO = hdl.REPO


@pytest.fixture(scope="module")
def inputs(tmp_path_factory) -> Path:
    """The generated inputs of the site (the register map) in a scratch folder."""
    out = tmp_path_factory.mktemp("docs-inputs")
    subprocess.run([sys.executable, "-m", "cipherline.csr.generate", "--out", str(out)], check=True,
                   capture_output=True, cwd=REPO)
    assert (out / "build" / "csr" / "html" / "index.html").is_file()
    return out


def _build(config: Path, site: Path, inputs: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "CIPHERLINE_DOCS_INPUTS": str(inputs)}
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "-f", str(config), "-d", str(site)],
                          capture_output=True, text=True, env=env, cwd=config.parent)


def _copy_site(tmp_path: Path) -> tuple[Path, Path]:
    """mkdocs.yml and docs/ in a scratch folder, to break on purpose."""
    root = tmp_path / "repo"
    shutil.copytree(REPO / "docs", root / "docs")
    (root / "src" / "cipherline").mkdir(parents=True)
    shutil.copy(REPO / "src" / "cipherline" / "docsite.py", root / "src" / "cipherline" / "docsite.py")
    shutil.copy(REPO / "mkdocs.yml", root / "mkdocs.yml")
    return root / "mkdocs.yml", root / "docs"


def test_site_builds_strict(tmp_path: Path, inputs: Path) -> None:
    """The site builds with no warning; the WaveDrom diagram is an inline SVG,
    and the register map is served and linked."""
    site = tmp_path / "site"
    p = _build(REPO / "mkdocs.yml", site, inputs)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "WARNING" not in p.stderr, p.stderr
    modes = (site / "modes.html").read_text()
    assert 'class="wavedrom"' in modes and 'class="WaveDrom"' in modes and "```wavedrom" not in modes
    assert (site / "registers" / "index.html").is_file()
    assert 'href="registers/index.html"' in (site / "index.html").read_text()
    assert (site / "cores" / "aes.html").is_file() and (site / "history" / "modes-engine.html").is_file()


@pytest.mark.parametrize("fault,message", [
    ("[x](no-such-page.md)", "contains a link 'no-such-page.md', but the target is not found"),
    ("[x](modes.md#no-such-anchor)", "does not contain an anchor '#no-such-anchor'"),
    ("```wavedrom\n{ \"signal\": [ {\"name\": \"clk\", \"wave\": \"p..\"} ]\n```", "WaveDrom diagram is not valid JSON"),
])
def test_site_fails_on_a_fault(tmp_path: Path, inputs: Path, fault: str, message: str) -> None:
    config, docs = _copy_site(tmp_path)
    page = docs / "cluster.md"
    page.write_text(page.read_text() + "\n" + fault + "\n")
    p = _build(config, tmp_path / "site", inputs)
    assert p.returncode != 0
    assert message in p.stderr and "cluster.md" in p.stderr, p.stderr


def test_site_fails_on_a_page_left_out(tmp_path: Path, inputs: Path) -> None:
    config, docs = _copy_site(tmp_path)
    (docs / "orphan.md").write_text("# Orphan\n")
    p = _build(config, tmp_path / "site", inputs)
    assert p.returncode != 0 and "orphan.md" in p.stderr, p.stderr


def test_site_needs_the_register_map(tmp_path: Path) -> None:
    """Without make csr's HTML the build stops and says what to run."""
    p = _build(REPO / "mkdocs.yml", tmp_path / "site", tmp_path)
    assert p.returncode != 0 and "make csr" in p.stderr, p.stderr


def test_site_serves_the_report_once_made(tmp_path: Path, inputs: Path) -> None:
    """With build/report made, its index.html (not its report.md) is in the
    site and in the navigation."""
    rep = tmp_path / "inputs"
    shutil.copytree(inputs, rep)
    (rep / "build" / "report").mkdir(parents=True)
    (rep / "build" / "report" / "index.html").write_text("<html><body>cipherline report</body></html>")
    (rep / "build" / "report" / "report.md").write_text("# report\n")
    site = tmp_path / "site"
    p = _build(REPO / "mkdocs.yml", site, rep)
    assert p.returncode == 0, p.stderr
    assert (site / "report" / "index.html").read_text().endswith("cipherline report</body></html>")
    assert not (site / "report" / "report.html").exists()
    assert 'href="report/index.html"' in (site / "index.html").read_text()
