# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Where the RTL lives and which files make up each top-level module.

The FuseSoC ``.core`` files under ``rtl/`` (CAPI2) are the single source of
truth for file lists: one per IP (common, tdes, modes, toy) and one per top
(rtl/top/). Simulation, lint and synthesis all take their file lists from
:func:`sources`, which reads those files: the ``rtl`` fileset of the core
whose default target names the top, after the filesets of its dependencies
(depth first, each core once), in the order each file set lists them
(packages first). ``tests/test_fusesoc.py`` checks that FuseSoC itself reads
the same lists.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
RTL = REPO / "rtl"
BUILD = REPO / "build"


class CoreFileError(ValueError):
    """A malformed or inconsistent .core file."""


@dataclass(frozen=True)
class IpCore:
    vlnv: str  # vendor:library:name:version
    path: Path  # the .core file
    files: tuple[Path, ...]  # absolute, in listed order
    depend: tuple[str, ...]  # VLNVs
    toplevel: str | None

    @property
    def name(self) -> str:
        return ":".join(self.vlnv.split(":")[:3])


def _parse(path: Path) -> IpCore:
    import yaml

    text = path.read_text()
    if not text.startswith("CAPI=2:"):
        raise CoreFileError(f"{path}: not a CAPI2 core file (first line must be 'CAPI=2:')")
    try:
        d = yaml.safe_load(text)
    except yaml.YAMLError as e:
        raise CoreFileError(f"{path}: {e}") from None
    try:
        fs = d["filesets"]["rtl"]
        files = tuple(path.parent / (f if isinstance(f, str) else next(iter(f)))
                      for f in fs.get("files", []))
        top = (d.get("targets", {}).get("default") or {}).get("toplevel")
        return IpCore(str(d["name"]), path, files, tuple(fs.get("depend", [])), top)
    except (KeyError, TypeError, AttributeError) as e:
        raise CoreFileError(f"{path}: expected a 'filesets: rtl:' with files ({e})") from None


@functools.lru_cache(maxsize=None)
def ip_cores() -> dict[str, IpCore]:
    """Every .core file under rtl/, by vendor:library:name (version dropped)."""
    out: dict[str, IpCore] = {}
    for path in sorted(RTL.rglob("*.core")):
        c = _parse(path)
        if c.name in out:
            raise CoreFileError(f"{path}: {c.name} is also defined in {out[c.name].path}")
        out[c.name] = c
    return out


def _dep(vlnv: str, where: IpCore) -> IpCore:
    name = ":".join(vlnv.lstrip("^~=<>").split(":")[:3])
    try:
        return ip_cores()[name]
    except KeyError:
        raise CoreFileError(f"{where.path}: unknown dependency {vlnv}") from None


def core_for(top: str) -> IpCore:
    for c in ip_cores().values():
        if c.toplevel == top:
            return c
    raise KeyError(f"no .core file under rtl/ has a default target with toplevel {top!r}; "
                   f"known: {sorted(c.toplevel for c in ip_cores().values() if c.toplevel)}")


def core_files(core: IpCore) -> list[Path]:
    """The files of ``core`` and its dependencies, dependencies first, each once."""
    seen: set[str] = set()
    out: list[Path] = []

    def visit(c: IpCore, stack: tuple[str, ...]) -> None:
        if c.name in stack:
            raise CoreFileError(f"dependency cycle: {' -> '.join([*stack, c.name])}")
        if c.name in seen:
            return
        for d in c.depend:
            visit(_dep(d, c), (*stack, c.name))
        seen.add(c.name)
        out.extend(f for f in c.files if f not in out)

    visit(core, ())
    return out


def sources(top: str) -> list[Path]:
    """Absolute paths of the RTL files needed for ``top``, in compile order."""
    return core_files(core_for(top))


def tops() -> list[str]:
    """Every top-level module that has a .core file."""
    return sorted(c.toplevel for c in ip_cores().values() if c.toplevel)


def preprocessed(files: list[Path], defines: tuple[str, ...] = ()) -> str:
    """The RTL as a synthesis tool reads it, for cache keys.

    ``files`` go through slang's preprocessor as one compilation unit, in
    order (as in one ``read_verilog`` call), with ``SYNTHESIS`` (which
    Yosys's ``read_verilog`` defines) and ``defines``. What the preprocessor
    drops does not reach synthesis and is dropped here too: comments,
    directives and the inactive branches of `` `ifdef`` (such as the formal
    properties under ``FORMAL_*``); runs of whitespace become one space. A
    comment-only or formal-only edit then leaves a synthesis cache key
    unchanged, and any change to what synthesis reads changes it.
    """
    import re

    import pyslang
    from pyslang import parsing, syntax

    opts = parsing.PreprocessorOptions()
    opts.predefines = ["SYNTHESIS", *defines]
    tree = syntax.SyntaxTree.fromFiles([str(f) for f in files], pyslang.SourceManager(),
                                       pyslang.Bag([opts]))
    printer = syntax.SyntaxPrinter()
    printer.setIncludeComments(False)
    printer.setIncludeDirectives(False)
    printer.setIncludeSkipped(False)
    printer.setIncludeTrivia(True)
    printer.print(tree)
    return re.sub(r"\s+", " ", printer.str()).strip()
