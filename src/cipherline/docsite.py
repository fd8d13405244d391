# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""MkDocs hooks of the documentation site (``mkdocs.yml``, ``make docs``).

- WaveDrom: a fenced ``wavedrom`` block (WaveJSON) becomes an inline SVG,
  drawn at build time by the ``wavedrom`` package, so the site needs no
  JavaScript and a malformed diagram fails the build.
- Generated pages: the register map (``build/csr/html``, from ``make csr``)
  is served under ``registers/``, and the report (``build/report``, from
  ``make report``) under ``report/`` when it has been made. The register map
  is required (``make docs`` makes it first); a missing one is a warning,
  which the site's strict mode turns into an error. Their Markdown files
  (the report's report.md) are not pages of the site: they are left out.
  ``CIPHERLINE_DOCS_INPUTS=DIR`` takes both folders below DIR instead of
  the repository (tests/test_docs.py).
"""

from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path

import wavedrom
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

log = logging.getLogger("mkdocs.hooks.cipherline")

FENCE = re.compile(r"^```wavedrom[ \t]*\n(.*?)^```[ \t]*$", re.M | re.S)

#: Site folder -> (generated folder below the repository, required, nav title).
GENERATED = {
    "registers": ("build/csr/html", True, "Register map"),
    "report": ("build/report", False, "Report"),
}


def _root(config) -> Path:
    return Path(os.environ.get("CIPHERLINE_DOCS_INPUTS") or Path(config.config_file_path).parent)


def wavedrom_svg(source: str, where: str) -> str:
    """The SVG of one WaveJSON diagram; a PluginError names ``where``."""
    try:
        wave = json.loads(source)
    except json.JSONDecodeError as e:
        raise PluginError(f"{where}: the WaveDrom diagram is not valid JSON: {e}") from None
    if not isinstance(wave, dict) or "signal" not in wave:
        raise PluginError(f"{where}: a WaveDrom diagram needs a 'signal' list")
    return '<div class="wavedrom">' + wavedrom.render(json.dumps(wave)).tostring() + "</div>"


def on_config(config):
    # The report is in the navigation only once it has been made.
    for name, (rel, required, title) in GENERATED.items():
        if not required and (_root(config) / rel / "index.html").is_file():
            config.nav.append({title: f"{name}/index.html"})
    return config


def on_files(files: Files, config) -> Files:
    for name, (rel, required, _title) in GENERATED.items():
        src = _root(config) / rel
        if not (src / "index.html").is_file():
            if required:
                log.warning(f"{rel}/index.html is missing: `make csr` makes it (make docs runs it first)")
            continue
        for f in sorted(p for p in src.rglob("*") if p.is_file() and p.suffix != ".md"):
            files.append(File.generated(config, f"{name}/{f.relative_to(src).as_posix()}", abs_src_path=str(f)))
    return files


def on_page_markdown(markdown: str, page, config, files) -> str:
    return FENCE.sub(lambda m: wavedrom_svg(m.group(1), page.file.src_uri), markdown)
