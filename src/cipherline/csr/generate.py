# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``make csr``: generate the CSR block's views from rtl/csr/cipherline_csr.rdl.

``python -m cipherline.csr.generate [--out DIR] [--no-html]`` writes, below
DIR (default: the repository), with PeakRDL:

- ``rtl/csr/cipherline_csr.sv``, ``rtl/csr/cipherline_csr_pkg.sv``: the
  register block and its hardware-interface package (peakrdl-regblock,
  "passthrough" CPU interface: the AXI4-Lite slave in front of it is
  rtl/csr/cl_csr_axil.sv, which keeps no write data; synchronous active-low
  reset; SLVERR for an address no register occupies);
- ``sw/include/cipherline_csr.h``: the C header (peakrdl-cheader);
- ``src/cipherline/csr/cipherline_csr/``: the Python register layer
  (peakrdl-python, asynchronous callbacks);
- ``build/csr/html/``: the HTML reference (peakrdl-html; not committed).

All but the HTML are committed; tests/test_csr.py generates them again
into a temporary folder and fails when a committed file differs.

One post-processing step (:func:`packed_structs`): every ``struct`` of the
generated SystemVerilog is made ``packed``. regblock declares its
hardware-interface and internal structs unpacked, which Yosys does not read
("Only PACKED supported at this time"); every member is a packed type
(logic vectors and structs of them), so packing changes no behaviour.
:func:`packed_structs` fails on a struct member with an unpacked array
dimension, which packing would not allow.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
from pathlib import Path

from cipherline import hdl
from cipherline.csr import RDL, compile_rdl

#: The committed outputs, relative to the repository (a folder: its tree).
SV = ("rtl/csr/cipherline_csr.sv", "rtl/csr/cipherline_csr_pkg.sv")
HEADER = "sw/include/cipherline_csr.h"
PYTHON = "src/cipherline/csr/cipherline_csr"
COMMITTED = (*SV, HEADER, PYTHON)
#: The HTML reference (not committed).
HTML = "build/csr/html"

_MARK = ("// Post-processed by cipherline.csr.generate: every struct made packed "
         "(Yosys reads only packed structs).\n")


def packed_structs(text: str) -> str:
    """``struct {`` made ``struct packed {``, and a line saying so after
    the generator's first comment block."""
    out = re.sub(r"\bstruct\s*\{", "struct packed {", text)
    # A member with an unpacked dimension ("logic x [4];", "t_s x[2];"):
    # not allowed in a packed struct.
    bad = re.findall(r"^\s*[\w:]+(?:\s*\[[^\]]*\])*\s+\w+\s*\[[^\]]*\]\s*;", out, re.M)
    if bad:
        raise ValueError(f"a struct member with an unpacked dimension cannot be packed: {bad[0].strip()}")
    head, sep, rest = out.partition("\n\n")
    return head + "\n" + _MARK + sep + rest if sep else _MARK + out


def generate(out: Path, html: bool = True) -> list[Path]:
    """Every view of the register map below ``out``; the files written."""
    from peakrdl_cheader.exporter import CHeaderExporter
    from peakrdl_python import PythonExporter
    from peakrdl_python.systemrdl_node_hashes import NodeHashingMethod
    from peakrdl_regblock import RegblockExporter
    from peakrdl_regblock.cpuif.passthrough import PassthroughCpuif

    root = compile_rdl(RDL)
    top = root.top
    written: list[Path] = []

    sv_dir = out / Path(SV[0]).parent
    RegblockExporter().export(root, str(sv_dir), cpuif_cls=PassthroughCpuif,
                              default_reset_activelow=True, default_reset_async=False,
                              err_if_bad_addr=True)
    for rel in SV:
        path = out / rel
        path.write_text(packed_structs(path.read_text()))
        written.append(path)

    header = out / HEADER
    header.parent.mkdir(parents=True, exist_ok=True)
    # Type and macro names from the register names (reused typedefs take
    # hashed names from the registers' dynamic property assignments).
    CHeaderExporter().export(root, str(header), reuse_typedefs=False)
    written.append(header)

    # Through a temporary folder: the exporter empties its package folder.
    pkg = out / PYTHON
    with tempfile.TemporaryDirectory() as tmp:
        PythonExporter().export(top, tmp, asyncoutput=True, skip_test_case_generation=True,
                                skip_library_copy=True,
                                # Names from SHA-256, not Python's salted hash: the same
                                # files on every run.
                                hashing_method=NodeHashingMethod.SHA256)
        if pkg.exists():
            shutil.rmtree(pkg)
        pkg.parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(Path(tmp) / top.inst_name, pkg)
    shutil.rmtree(pkg / "__pycache__", ignore_errors=True)
    written += sorted(p for p in pkg.rglob("*") if p.is_file())

    if html:
        from peakrdl_html import HTMLExporter

        HTMLExporter().export(top, str(out / HTML))
        written.append(out / HTML / "index.html")
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m cipherline.csr.generate", description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=hdl.REPO, help="root of the outputs (default: the repository)")
    ap.add_argument("--no-html", action="store_true", help="skip the HTML reference")
    args = ap.parse_args(argv)
    files = generate(args.out.resolve(), html=not args.no_html)
    for rel in (*COMMITTED, *(() if args.no_html else (HTML,))):
        print(f"wrote {args.out / rel}")
    print(f"csr: {len(files)} files from {RDL.relative_to(hdl.REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
