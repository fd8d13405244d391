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

:data:`REPO` is the root everything works in: the checkout when the package
runs from one (the Makefile's editable install), and for an installed package
(``pip install .``) a writable working copy of the rtl/, tb/, formal/ and sw/
trees the wheel ships as package data (setup.py), made on first use under
``CIPHERLINE_HOME`` (:func:`_working_copy`). :data:`RTL` and :data:`BUILD`
(build outputs and result caches) are under it. ``tests/test_install.py``
installs the package outside the checkout and runs it there.
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from cipherline import __version__

_PKG = Path(__file__).resolve().parent
#: The non-Python trees an installed package carries (setup.py's build_py
#: copies rtl/, tb/, formal/ and sw/ there); absent in a checkout.
SHIPPED_TREE = _PKG / "_tree"
_MARK = ".cipherline-tree"  # written last into a complete working copy


def _checkout() -> Path | None:
    """The repository root when the package runs from its checkout
    (``<root>/src/cipherline`` beside ``<root>/rtl``), else None."""
    root = _PKG.parents[1]
    if _PKG.parent.name == "src" and (root / "rtl").is_dir():
        return root
    return None


def _package_digest() -> str:
    """SHA-256 (12 hex digits) of the installed package: its Python and its
    shipped tree (bytecode caches left out). A working copy belongs to one
    package build, so its build outputs and result caches never outlive a
    change of the RTL, the testbenches or the code that reads them."""
    h = hashlib.sha256()
    for dirpath, dirnames, filenames in os.walk(_PKG):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            if name.endswith((".pyc", ".pyo")):
                continue
            path = Path(dirpath, name)
            h.update(path.relative_to(_PKG).as_posix().encode() + b"\0")
            h.update(path.read_bytes() + b"\0")
    return h.hexdigest()[:12]


def _working_copy() -> Path:
    """The writable copy of :data:`SHIPPED_TREE` an installed package works in.

    The tools need one root holding the RTL, the testbenches and ``build/``:
    the YoWASP yosys and nextpnr see only files under their working directory,
    and the cocotb runner and ``bench`` import ``tb.*`` from it. An installed
    package's own directory may be read-only and is replaced by an upgrade, so
    the first use copies the shipped tree to
    ``$CIPHERLINE_HOME/<version>-<digest>/`` (CIPHERLINE_HOME defaults to
    ``$XDG_CACHE_HOME/cipherline``, else ``~/.cache/cipherline``), one folder
    per package build (:func:`_package_digest`). The copy is made in a
    temporary sibling and renamed into place, so concurrent first uses agree
    on one complete copy.
    """
    home = os.environ.get("CIPHERLINE_HOME")
    if not home:
        home = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "cipherline"
    base = Path(home).expanduser().resolve()
    dest = base / f"{__version__}-{_package_digest()}"
    if (dest / _MARK).is_file():
        return dest
    base.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{dest.name}-", dir=base))
    try:
        shutil.copytree(SHIPPED_TREE, tmp, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyo"))
        for dirpath, _, filenames in os.walk(tmp):  # writable even if the install is read-only
            for p in (dirpath, *(os.path.join(dirpath, f) for f in filenames)):
                os.chmod(p, os.stat(p).st_mode | stat.S_IWUSR | (stat.S_IXUSR if p == dirpath else 0))
        (tmp / _MARK).write_text(f"cipherline {__version__}: working copy of {SHIPPED_TREE}\n")
        try:
            os.rename(tmp, dest)  # atomic; fails if another process renamed its copy first
        except OSError:
            if not dest.exists():
                raise
            if not (dest / _MARK).is_file():  # else: another process's copy, as good as ours
                raise RuntimeError(f"cannot create the cipherline working copy {dest}: it exists but is "
                                   f"not a complete copy ({_MARK} missing); remove it, or set "
                                   "CIPHERLINE_HOME to another folder") from None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return dest


def _repo() -> Path:
    if (root := _checkout()) is not None:
        return root
    if SHIPPED_TREE.is_dir():
        return _working_copy()
    return _PKG.parents[1]  # neither: as in a checkout, so that errors name the missing paths


#: The root the commands work in: the checkout when the package runs from
#: one (the editable install); for an installed package (``pip install .``),
#: a writable working copy of the trees it ships (:func:`_working_copy`).
#: RTL, testbenches, formal proofs and build outputs are all under it.
REPO = _repo()
INSTALLED = _checkout() is None
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
