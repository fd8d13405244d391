# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""setuptools hook of the cipherline package; the metadata is in pyproject.toml.

An installed package (``pip install .``, a wheel) needs the repository's
non-Python trees that the commands read at run time: the RTL and its FuseSoC
.core files (rtl/), the cocotb testbenches and C++ harness sources (tb/), the
SymbiYosys proofs (formal/) and the generated C header (sw/). setuptools'
package data cannot reach outside src/cipherline, so this build_py copies
them into the built package as ``cipherline/_tree/``; ``cipherline.hdl``
turns that into a writable working copy on first use. An editable install
(``pip install -e .``, the Makefile's) runs from the checkout, which has the
trees, and gets nothing extra. MANIFEST.in puts the trees in the sdist.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
#: The top-level folders the package reads at run time (cipherline.hdl.REPO / ...).
TREES = ("rtl", "tb", "formal", "sw")
_IGNORE = shutil.ignore_patterns("__pycache__", "*.py[co]", "*.egg-info", ".pytest_cache", "sim_build",
                                 "results.xml", "*.vcd", "*.fst")


class build_py_with_tree(build_py):
    """build_py, then the trees under <build_lib>/cipherline/_tree/."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        dest = Path(self.build_lib) / "cipherline" / "_tree"
        if dest.exists():
            shutil.rmtree(dest)
        for name in TREES:
            src = ROOT / name
            if not src.is_dir():
                raise SystemExit(f"setup.py: {src} is missing; a cipherline package needs {', '.join(TREES)} "
                                 "(build from the repository or its sdist)")
            shutil.copytree(src, dest / name, ignore=_IGNORE)


setup(
    cmdclass={"build_py": build_py_with_tree},
    # setuptools' intermediates in build/setuptools/, apart from the tools'
    # outputs in build/ when `pip install .` runs in a checkout.
    options={"build": {"build_base": "build/setuptools"}},
)
