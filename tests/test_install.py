# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The installed package (issue 50, item 5; issue 68, item 3): ``pip install
.`` in a fresh environment outside the checkout gives a ``cipherline``
command that runs, with the dependencies pyproject.toml declares and no
others.

Two checks, both offline (CI has no PyPI):

* ``test_runtime_imports_are_declared`` reads the package's source: every
  third-party module the ``cipherline`` command imports (the package, and
  the cocotb testbenches ``bench``, ``conformance`` and ``soak`` load from
  tb/) must come from a distribution that ``[project] dependencies``
  declares (or, for the modules of :data:`EXTRA_FILES`, that extra), every
  YoWASP tool it runs too, and every declared distribution must be used.
* The install: a new virtual environment (no system site-packages) sees,
  through a ``.pth`` file, a folder of links to exactly the distributions the
  declared dependencies need (their closure over the installed metadata,
  markers evaluated) plus pip, setuptools and wheel to build with. ``pip
  install --no-index --no-build-isolation <scratch copy>`` must resolve
  every declared dependency against that folder: one that is missing or out
  of range fails the install, and an import that is not declared fails the
  run, since nothing else is on the path. The package is built from a
  scratch copy of the work tree (so the build's own files stay out of the
  checkout). The commands then run from a scratch folder with
  ``CIPHERLINE_HOME`` in a temporary folder: the package must come from the
  new environment, its working copy (cipherline.hdl.REPO) must be a copy of
  the shipped trees under CIPHERLINE_HOME, where the C++ harness is built,
  and the checkout must stay as it was. The run is the issue's: AES-GCM
  (``cipherline run --core aes --mode gcm``), checked against the GCM
  specification's test case 4.
"""

from __future__ import annotations

import ast
import importlib.metadata as md
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    tomllib = pytest.importorskip("tomli")

REPO = Path(__file__).resolve().parents[1]
PKG = REPO / "src" / "cipherline"

#: Package paths (relative to src/cipherline) the ``cipherline`` command
#: never loads, and what does.
NOT_RUNTIME = {
    "csr": "the CSR register layer, its generator and its driver: make csr and the cocotb tests "
           "(requirements.txt pins PeakRDL)",
    "docsite.py": "the MkDocs hook of make docs",
}
#: Imports of the testbench modules the commands run that those runs do not
#: reach: (file under tb/, top-level module) -> why.
TB_NOT_RUNTIME = {
    ("modes/tb_cipher_modes.py", "cocotbext"): "test_axis only (pytest); conformance runs test_mct, test_gcm "
                                               "and test_ccm, bench the bench module",
}
#: Package files whose third-party imports an optional extra covers.
EXTRA_FILES = {"pool.py": "cluster"}
#: What a fresh environment builds the package with (offline:
#: --no-build-isolation). setuptools older than 70.1 needs wheel for it.
BUILD_TOOLS = ("pip", "setuptools", "wheel")

# The tests share one install (and one worker under `pytest -n --dist loadgroup`).
pytestmark = pytest.mark.xdist_group("test_install")


# ---------------------------------------------------------------------------
# The declared dependencies and what the source imports
# ---------------------------------------------------------------------------


def declared() -> tuple[list[Requirement], dict[str, list[Requirement]]]:
    """pyproject.toml's dependencies and optional dependencies."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    extras = {name: [Requirement(r) for r in reqs]
              for name, reqs in project.get("optional-dependencies", {}).items()}
    return [Requirement(r) for r in project["dependencies"]], extras


def _imports(path: Path) -> set[str]:
    """The absolute imports of a module (dotted names; ``from a import b``
    gives ``a`` and ``a.b``)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{a.name}" for a in node.names)
    return out


def _tb_file(name: str) -> Path | None:
    """The file of testbench module ``name`` (tb.x.y), if it is one."""
    base = REPO / Path(*name.split("."))
    for cand in (base.with_suffix(".py"), base / "__init__.py"):
        if cand.is_file():
            return cand
    return None


def _strings(path: Path) -> set[str]:
    return {n.value for n in ast.walk(ast.parse(path.read_text())) if isinstance(n, ast.Constant)
            and isinstance(n.value, str)}


def runtime_modules() -> dict[Path, set[str]]:
    """The files the command loads, each with the top-level modules it
    imports (not the standard library's, the package's or the testbenches'):
    the package but :data:`NOT_RUNTIME`, and the testbench modules it
    imports or names (``run_config(cfg, "tb.modes.bench_cipher_modes", ...)``)
    with the testbench modules they import, but :data:`TB_NOT_RUNTIME`."""
    skip = tuple(PKG / p for p in NOT_RUNTIME)
    files = [f for f in sorted(PKG.rglob("*.py")) if not any(f.is_relative_to(s) for s in skip)]
    todo = list(files)
    out: dict[Path, set[str]] = {}
    while todo:
        f = todo.pop()
        if f in out:
            continue
        names = _imports(f)
        tbnames = {n for n in names | _strings(f) if re.fullmatch(r"tb(\.\w+)+", n)}
        todo += [p for n in tbnames if (p := _tb_file(n)) is not None]
        tops = {n.split(".")[0] for n in names} - set(sys.stdlib_module_names) - {"cipherline", "tb", "__future__"}
        if f.is_relative_to(REPO / "tb"):
            rel = f.relative_to(REPO / "tb").as_posix()
            tops -= {m for (where, m) in TB_NOT_RUNTIME if where == rel}
        out[f] = tops
    return out


def runtime_tools() -> dict[Path, set[str]]:
    """The YoWASP tools each package file names (run by path: fpga/tools.py)."""
    out = {}
    for f in sorted(PKG.rglob("*.py")):
        tools = {m for s in _strings(f) for m in re.findall(r"\byowasp-[a-z0-9-]*[a-z0-9]", s)}
        if tools:
            out[f] = tools
    return out


def undeclared(deps: list[Requirement], extras: dict[str, list[Requirement]]) -> tuple[list[str], set[str]]:
    """What the source needs that ``deps`` (and ``extras`` for
    :data:`EXTRA_FILES`) do not declare, one line each; and the declared
    distributions it uses."""
    owners = md.packages_distributions()
    scripts = {ep.name: ep.dist.name for ep in md.entry_points(group="console_scripts") if ep.dist is not None}
    names = {canonicalize_name(r.name) for r in deps}
    used: set[str] = set()
    problems = []

    def need(dist: str, what: str, f: Path) -> None:
        extra = EXTRA_FILES.get(f.relative_to(PKG).as_posix()) if f.is_relative_to(PKG) else None
        allowed = names | ({canonicalize_name(r.name) for r in extras.get(extra, [])} if extra else set())
        d = canonicalize_name(dist)
        used.add(d)
        if d not in allowed:
            where = f"optional dependencies [{extra}]" if extra else "dependencies"
            problems.append(f"{f.relative_to(REPO)}: {what} comes from {dist}, which pyproject.toml's {where} "
                            "do not declare")

    for f, tops in runtime_modules().items():
        for m in sorted(tops):
            dists = owners.get(m)
            if not dists:
                problems.append(f"{f.relative_to(REPO)}: module {m} belongs to no installed distribution")
                continue
            need(dists[0], f"module {m}", f)
    for f, tools in runtime_tools().items():
        for t in sorted(tools):
            if t not in scripts:
                problems.append(f"{f.relative_to(REPO)}: tool {t} is no installed console script")
                continue
            need(scripts[t], f"tool {t}", f)
    return problems, used


def test_runtime_imports_are_declared() -> None:
    deps, extras = declared()
    problems, used = undeclared(deps, extras)
    assert not problems, "\n".join(problems)
    unused = sorted(r.name for r in deps if canonicalize_name(r.name) not in used)
    assert not unused, f"declared in pyproject.toml but never imported or run: {unused}"
    # The check sees a missing declaration.
    without = [r for r in deps if canonicalize_name(r.name) != "pycryptodome"]
    problems, _ = undeclared(without, extras)
    assert any("module Crypto comes from pycryptodome" in p for p in problems), problems
    # Each range holds the version requirements.txt pins (make venv installs both).
    pins = dict(re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", (REPO / "requirements.txt").read_text(), re.M))
    pins = {canonicalize_name(k): v for k, v in pins.items()}
    for r in deps + [r for rs in extras.values() for r in rs]:
        pin = pins.get(canonicalize_name(r.name))
        assert pin is not None, f"{r.name} is declared in pyproject.toml but not pinned in requirements.txt"
        assert r.specifier.contains(pin, prereleases=True), f"requirements.txt pins {r.name}=={pin}, outside {r}"


# ---------------------------------------------------------------------------
# The install
# ---------------------------------------------------------------------------

# Not copied into the scratch source: the checkout's tool outputs, environment
# and git data (at its root), and caches anywhere.
_ROOT_SKIP = {".git", ".venv", "build", ".pytest_cache"}
_SKIP = {"__pycache__", ".pytest_cache", "sim_build"}


def _ignore(folder: str, names: list[str]) -> set[str]:
    skip = {n for n in names if n in _SKIP or n.endswith((".egg-info", ".pyc"))}
    if Path(folder).resolve() == REPO:
        skip |= _ROOT_SKIP & set(names)
    return skip


def _git_status() -> str | None:
    """The checkout's ``git status`` (untracked files listed one by one), or
    None outside a git checkout."""
    if shutil.which("git") is None or not (REPO / ".git").exists():
        return None
    out = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=REPO,
                         capture_output=True, text=True, check=True).stdout
    return "\n".join(ln for ln in out.splitlines() if not ln[3:].startswith("build/"))


def closure(reqs: list[Requirement]) -> dict[str, md.Distribution]:
    """The installed distributions ``reqs`` need, with what they need
    (requested extras and environment markers evaluated), by name."""
    dists = {canonicalize_name(d.metadata["Name"]): d for d in md.distributions()}
    out: dict[str, md.Distribution] = {}
    seen: set[tuple[str, str]] = set()
    todo = [(r, "") for r in reqs]
    while todo:
        r, extra = todo.pop()
        if r.marker is not None and not r.marker.evaluate({**default_environment(), "extra": extra}):
            continue
        name = canonicalize_name(r.name)
        d = dists.get(name)
        assert d is not None, f"{r} is needed, but not installed in {sys.prefix} (run `make venv`)"
        for e in ("", *sorted(r.extras)):
            if (name, e) in seen:
                continue
            seen.add((name, e))
            out[name] = d
            todo += [(Requirement(s), e) for s in (d.requires or [])]
    return out


def link_farm(dists: dict[str, md.Distribution], farm: Path) -> None:
    """A folder of links to the top-level entries (packages, modules,
    dist-info) of ``dists`` in their site-packages."""
    farm.mkdir()
    for name, d in dists.items():
        site = Path(d.locate_file("")).resolve()
        assert d.files, f"{name} lists no files (no RECORD): the test cannot link it"
        for f in d.files:
            if f.parts[0] == ".." or (farm / f.parts[0]).exists():
                continue
            (farm / f.parts[0]).symlink_to(site / f.parts[0])


class Install:
    def __init__(self, venv: Path, home: Path, scratch: Path) -> None:
        self.venv, self.home, self.scratch = venv, home, scratch
        self.python = venv / "bin" / "python"
        self.site = Path()  # the environment's site-packages (the fixture sets it)
        self.env = {**os.environ, "CIPHERLINE_HOME": str(home),
                    "CIPHERLINE_BUILD_JOBS": "1",  # one C++ compiler: the machine is shared
                    "CIPHERLINE_HARNESS_OPT": os.environ.get("CIPHERLINE_HARNESS_OPT") or "quick"}
        for var in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "CIPHERLINE_CACHE", "PYTHONSAFEPATH",
                    "PYTHONNOUSERSITE"):
            self.env.pop(var, None)

    def run(self, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
        return subprocess.run([str(self.python), *args], cwd=self.scratch, env=self.env, capture_output=True,
                              text=True, timeout=timeout)

    def cli(self, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
        """The console script pip installed."""
        return subprocess.run([str(self.venv / "bin" / "cipherline"), *args], cwd=self.scratch, env=self.env,
                              capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Install:
    import setuptools

    if tuple(int(x) for x in setuptools.__version__.split(".")[:2]) < (70, 1):
        assert md.packages_distributions().get("wheel"), \
            f"setuptools {setuptools.__version__} builds wheels offline only with the wheel package (run `make venv`)"
    tmp = tmp_path_factory.mktemp("install")
    src, venv, farm, home, scratch = (tmp / n for n in ("src", "venv", "deps", "home", "scratch"))
    shutil.copytree(REPO, src, ignore=_ignore, symlinks=True)
    scratch.mkdir()
    deps, _ = declared()
    link_farm(closure(deps + [Requirement(t) for t in BUILD_TOOLS]), farm)
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    inst = Install(venv, home, scratch)
    purelib = inst.run("-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])").stdout.strip()
    assert purelib and Path(purelib).is_dir(), purelib
    inst.site = Path(purelib)
    (inst.site / "cipherline_test_deps.pth").write_text(f"{farm}\n")
    cmd = [str(inst.python), "-m", "pip", "install", "-q", "--no-index", "--no-build-isolation",
           "--disable-pip-version-check", str(src)]
    res = subprocess.run(cmd, cwd=scratch, env={**inst.env, "PIP_CONFIG_FILE": os.devnull}, capture_output=True,
                         text=True, timeout=300)
    assert res.returncode == 0, f"{' '.join(cmd)} failed:\n{res.stdout}\n{res.stderr}"
    assert (inst.site / "cipherline" / "_tree" / "rtl").is_dir(), f"no rtl/ in the installed package: {res.stderr}"
    return inst


#: The GCM specification's test case 4 (McGrew and Viega; SP 800-38D's
#: reference): AES-128, a 12-byte IV, 20 bytes of AAD, 60 bytes of plaintext.
GCM4 = {
    "key": "feffe9928665731c6d6a8f9467308308",
    "iv": "cafebabefacedbaddecaf888",
    "aad": "feedfacedeadbeeffeedfacedeadbeefabaddad2",
    "plain": "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e24"
             "49a6b525b16aedf5aa0de657ba637b39",
    "cipher": "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5a"
              "ac84aa051ba30b396a0aac973d58e091",
    "tag": "5bc94fbc3221a5db94fae95ae7121a47",
}
#: The smallest AES engine with GCM: the iterative AES-128 encrypt-only core.
GCM_ARGS = ("--core", "aes", "--keylens", "1", "--stages", "1", "--encrypt-only")


def test_run_from_install(installed: Install) -> None:
    before = _git_status()
    res = installed.run("-c", "import cipherline, sys; from cipherline import hdl; "
                              "print(cipherline.__file__); print(hdl.REPO)")
    assert res.returncode == 0, res.stderr
    pkg_file, repo = (Path(line) for line in res.stdout.splitlines())
    assert pkg_file.resolve().is_relative_to(installed.site.resolve()), f"cipherline imported from {pkg_file}"
    assert repo.is_relative_to(installed.home.resolve()), f"hdl.REPO is {repo}, not under CIPHERLINE_HOME"
    assert not repo.is_relative_to(REPO)

    s = installed.scratch
    (s / "in.bin").write_bytes(bytes.fromhex(GCM4["plain"]))
    (s / "hdr.bin").write_bytes(bytes.fromhex(GCM4["aad"]))
    res = installed.cli("run", *GCM_ARGS, "--mode", "gcm", "--iv", GCM4["iv"], "--aad", "hdr.bin",
                        "--key", GCM4["key"], "in.bin", "out.bin", timeout=900)
    assert res.returncode == 0, f"cipherline run failed:\n{res.stdout}\n{res.stderr}"
    assert "check             OK (matches pycryptodome)" in res.stdout, res.stdout
    assert (s / "out.bin").read_bytes().hex() == GCM4["cipher"] + GCM4["tag"]

    # The working copy: the shipped trees, and the harness built under it.
    copies = [p.resolve() for p in installed.home.iterdir() if not p.name.startswith(".")]
    assert copies == [repo], f"working copies under CIPHERLINE_HOME: {copies}"
    for sub in ("rtl", "tb/cpp", "formal", "sw/device/lib/dif"):
        assert (repo / sub).is_dir(), f"{sub}/ missing in the working copy {repo}"
    assert (repo / "rtl" / "aes").is_dir() and any((repo / "rtl").rglob("*.core"))
    assert any((repo / "build" / "cpp").glob("aes-modes-k1-s1-r1-enc-x8*/obj/harness")), \
        "the harness was not built in the working copy"
    assert not (installed.site / "cipherline" / "_tree" / "build").exists(), "build outputs in the installed package"

    if before is not None:
        assert _git_status() == before, "the installed package changed the checkout"


def test_commands_from_install(installed: Install) -> None:
    for command in ("synth", "bench", "run", "report"):
        res = installed.cli(command, "--help")
        assert res.returncode == 0, f"cipherline {command} --help: {res.stderr}"
        assert res.stdout.startswith(f"usage: cipherline {command}"), res.stdout[:200]
