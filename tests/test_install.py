# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The installed package (issue 50, item 5): ``pip install .`` outside the
checkout runs ``cipherline run``, ``synth`` and ``bench``.

The package is built from a scratch copy of the work tree (so the build's
own files, build/setuptools/ and the egg-info, stay out of the checkout) and
installed into a target folder T with ``pip install --no-deps
--no-build-isolation --target T``: offline, with the .venv's setuptools. (A
setuptools older than 70.1 needs the ``wheel`` package for that; without it
the test builds T with setup.py's own build_py step instead, the step that
puts rtl/, tb/, formal/ and sw/ into the package as ``cipherline/_tree/``.)
The commands then run from a scratch folder with ``PYTHONPATH=T`` and
``CIPHERLINE_HOME`` in a temporary folder: the package must come from T, its
working copy (cipherline.hdl.REPO) must be a copy of the shipped trees under
CIPHERLINE_HOME, where the C++ harness is built, and the checkout must stay
as it was.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
KEY = "000102030405060708090a0b0c0d0e0f"
CONFIG = "aes-k1-s1-r1-enc"

# Both tests share one install (and one worker under `pytest -n --dist loadgroup`).
pytestmark = pytest.mark.xdist_group("test_install")

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


def _offline_wheel_build() -> bool:
    """Can pip build the wheel with the environment's setuptools, offline?"""
    import setuptools

    major, minor = (int(x) for x in setuptools.__version__.split(".")[:2])
    return (major, minor) >= (70, 1) or importlib.util.find_spec("wheel") is not None


class Install:
    def __init__(self, target: Path, home: Path, scratch: Path) -> None:
        self.target, self.home, self.scratch = target, home, scratch
        self.env = {**os.environ, "PYTHONPATH": str(target), "CIPHERLINE_HOME": str(home),
                    "CIPHERLINE_BUILD_JOBS": "1",  # one C++ compiler: the machine is shared
                    "CIPHERLINE_HARNESS_OPT": os.environ.get("CIPHERLINE_HARNESS_OPT") or "quick"}
        for var in ("CIPHERLINE_CACHE", "PYTHONSAFEPATH", "PYTHONNOUSERSITE"):
            self.env.pop(var, None)

    def run(self, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, *args], cwd=self.scratch, env=self.env, capture_output=True,
                              text=True, timeout=timeout)

    def cli(self, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
        return self.run("-m", "cipherline.commands.cli", *args, timeout=timeout)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Install:
    tmp = tmp_path_factory.mktemp("install")
    src, target, home, scratch = tmp / "src", tmp / "T", tmp / "home", tmp / "scratch"
    shutil.copytree(REPO, src, ignore=_ignore, symlinks=True)
    scratch.mkdir()
    if _offline_wheel_build():
        cmd = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation", "--no-index",
               "--target", str(target), str(src)]
    else:
        cmd = [sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(target)]
    res = subprocess.run(cmd, cwd=src, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, f"{' '.join(cmd)} failed:\n{res.stdout}\n{res.stderr}"
    assert (target / "cipherline" / "_tree" / "rtl").is_dir(), f"no rtl/ in the built package: {res.stderr}"
    return Install(target, home, scratch)


def test_run_from_install(installed: Install) -> None:
    before = _git_status()
    res = installed.run("-c", "import cipherline, sys; from cipherline import hdl; "
                              "print(cipherline.__file__); print(hdl.REPO)")
    assert res.returncode == 0, res.stderr
    pkg_file, repo = (Path(line) for line in res.stdout.splitlines())
    assert pkg_file.resolve().is_relative_to(installed.target.resolve()), f"cipherline imported from {pkg_file}"
    assert repo.is_relative_to(installed.home.resolve()), f"hdl.REPO is {repo}, not under CIPHERLINE_HOME"
    assert not repo.is_relative_to(REPO)

    plain = bytes(range(16)) + bytes.fromhex("00112233445566778899aabbccddeeff") + os.urandom(32)  # 4 blocks
    (installed.scratch / "in.bin").write_bytes(plain)
    res = installed.cli("run", "--config", CONFIG, "--key", KEY, "in.bin", "out.bin", timeout=900)
    assert res.returncode == 0, f"cipherline run failed:\n{res.stdout}\n{res.stderr}"
    from Crypto.Cipher import AES

    assert (installed.scratch / "out.bin").read_bytes() == AES.new(bytes.fromhex(KEY), AES.MODE_ECB).encrypt(plain)
    assert "69c4e0d86a7b0430d8cdb78070b4c55a" == (installed.scratch / "out.bin").read_bytes()[16:32].hex()

    # The working copy: the shipped trees, and the harness built under it.
    copies = [p.resolve() for p in installed.home.iterdir() if not p.name.startswith(".")]
    assert copies == [repo], f"working copies under CIPHERLINE_HOME: {copies}"
    for sub in ("rtl", "tb/cpp", "formal"):
        assert (repo / sub).is_dir(), f"{sub}/ missing in the working copy {repo}"
    assert (repo / "rtl" / "aes").is_dir() and any((repo / "rtl").rglob("*.core"))
    assert any((repo / "build" / "cpp").glob(f"{CONFIG}*/obj/harness")), "the harness was not built in the working copy"
    assert not (installed.target / "cipherline" / "_tree" / "build").exists(), "build outputs in the installed package"

    if before is not None:
        assert _git_status() == before, "the installed package changed the checkout"


def test_commands_from_install(installed: Install) -> None:
    for command in ("synth", "bench", "run"):
        res = installed.cli(command, "--help")
        assert res.returncode == 0, f"cipherline {command} --help: {res.stderr}"
        assert res.stdout.startswith(f"usage: cipherline {command}"), res.stdout[:200]
    script = installed.target / "bin" / "cipherline"  # pip's console script (not the build_py fallback)
    if script.is_file():
        res = subprocess.run([sys.executable, str(script), "bench", "--help"], cwd=installed.scratch,
                             env=installed.env, capture_output=True, text=True, timeout=60)
        assert res.returncode == 0, res.stderr
