# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The modes engine's shared words have one layout each (issue 50, item 3).

cfg_t (cm_ingress -> cm_build, through the cfg context RAM), beat_t
(cm_ingress -> cm_build) and side_t (cm_build -> cm_complete and cm_chain, through the
side FIFO) travel as flat vectors; both ends declare the struct from the one
macro of rtl/modes/cipher_modes_pkg.sv (`CM_TYPEDEF_CFG_T, ...), since
their field widths come from the engine's parameters (no package type, and
Yosys reads no type parameters). These checks keep it so: no module writes
one of these structs out again, and in elaborated engines (slang) both ends
of each word have the same fields at the same bits (and elaborate without
error: each end's $fatal check of the struct's width against the port's,
cipher_modes_pkg::cfg_w, beat_w, side_w, is elaborated here).
"""

from __future__ import annotations

import re

import pytest

from cipherline import hdl
from cipherline.cores import Config

SHARED = ("cfg_t", "beat_t", "side_t")

# Who declares each word (the instance names in cipher_modes).
ENDS = {"cfg_t": {"u_ingress", "u_build"}, "beat_t": {"u_ingress", "u_build"},
        "side_t": {"u_build", "u_complete", "u_chain"}}

# TDES, AES with AEAD and the message buffer, AES without GCM, the toy core,
# and the integrated TDES + AES top (two engines of different block widths).
CONFIGS = ["tdes-modes-n3-s3-r1-x8", "aes-modes-k7-s1-r1-x8", "aes-modes-k7-s1-r1-x8-nogcm",
           "toy-modes-d1-x4", "tdes-aes-modes-ts3-tr1-ak7-as1-ar1-x8"]


def test_one_definition_in_the_rtl() -> None:
    """A struct closed with one of the shared names stands only in the
    package's macros."""
    decl = re.compile(r"\}\s*(" + "|".join(SHARED) + r")\s*;")
    found = {}
    for f in sorted((hdl.RTL).rglob("*.sv")):
        for name in decl.findall(f.read_text()):
            found.setdefault(name, []).append(f.relative_to(hdl.REPO).as_posix())
    assert found == {n: ["rtl/modes/cipher_modes_pkg.sv"] for n in SHARED}


def _layouts(config: Config) -> dict[tuple[str, str], list[tuple[str, int, int]]]:
    """(instance path, type name) -> [(field, bit offset, width)] of every
    shared struct in the elaborated top."""
    import pyslang
    from pyslang import ast, syntax

    opts = ast.CompilationOptions()
    opts.topModules = {config.top}
    opts.paramOverrides = [f"{k}={v}" for k, v in config.hdl_params().items()]
    bag = pyslang.Bag([opts])
    sm = pyslang.SourceManager()
    tree = syntax.SyntaxTree.fromFiles([str(f) for f in hdl.sources(config.top)], sm, bag)
    comp = ast.Compilation(bag)
    comp.addSyntaxTree(tree)
    assert not [d for d in comp.getAllDiagnostics() if d.isError()]
    out: dict[tuple[str, str], list[tuple[str, int, int]]] = {}

    def visit(sym) -> bool:
        if sym.kind == ast.SymbolKind.TypeAlias and sym.name in SHARED:
            path = sym.hierarchicalPath.rsplit(".", 1)[0]
            out[(path, sym.name)] = [(f.name, f.bitOffset, f.type.bitWidth)
                                     for f in sym.targetType.type.canonicalType]
        return True

    comp.getRoot().visit(visit)
    return out


def _split(path: str) -> tuple[str, str]:
    """(engine, instance) of an instance path: the engine's path without the
    generate blocks the instance sits in (g_chain: u_chain, built with the
    modes it chains)."""
    engine, inst = path.rsplit(".", 1)
    while engine.rsplit(".", 1)[-1].startswith("g_"):
        engine = engine.rsplit(".", 1)[0]
    return engine, inst


@pytest.mark.parametrize("name", CONFIGS)
def test_both_ends_agree(name: str) -> None:
    config = Config.parse(name)
    layouts = _layouts(config)
    engines = {_split(path)[0] for path, _ in layouts}
    assert engines, "no engine found"
    for engine in engines:
        for word, ends in ENDS.items():
            got = {_split(path)[1]: fields for (path, w), fields in layouts.items()
                   if w == word and _split(path)[0] == engine}
            assert set(got) == ends, (engine, word)
            a, *others = (got[e] for e in sorted(ends))
            assert all(b == a for b in others), (engine, word)
            # Contiguous from bit 0, in declaration order (packed).
            assert [off for _, off, _ in a] == [sum(w for _, _, w in a[i + 1:]) for i in range(len(a))]
