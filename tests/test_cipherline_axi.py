# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The SoC top, rtl/top/cipherline_axi.sv: the integrated TDES + AES engine
with security-association headers, its key store and CSR block behind
AXI4-Lite (tb/top/tb_cipherline_axi.py, cocotb on Verilator; the bus through
cocotbext-axi's AxiLiteMaster and the driver of cipherline.csr.driver).

`make test` runs the top around the three-stage TDES core and the iterative
AES core of all key sizes with GCM and CCM, eight streams and 64 slots, with
descriptors and 80 random messages; `make conformance` (pytest -m slow)
runs 2,400 on 16 streams and 16 slots with in-band headers, so that the
slots are reloaded many times over.
Both are public builds: the key scan of test_sa_zeroize reads every signal.
The counters are checked against what crossed the ports (the beats the
harness sent and received), never against the engines' own strobes.
"""

from __future__ import annotations

import pytest

import subprocess
from pathlib import Path

from cipherline import hdl
from cipherline.cores import Config
from cipherline.sim import dif
from cipherline.sim.cocotb_run import PUBLIC_BUILD_ARGS, run_config

TB = "tb.top.tb_cipherline_axi"
TESTS = ["test_sa_random", "test_sa_errors", "test_sa_rewrite", "test_sa_strobes", "test_sa_zeroize",
         "test_c_driver"]
#: The C driver (OpenTitan-style DIF) and the flags it must build with
#: (cipherline.sim.dif; the C++ harness of `cipherline run --top` links it too).
DIF_DIR = dif.DIF_DIR
C_FLAGS = list(dif.C_FLAGS)


def c_driver_lib() -> Path:
    """The C driver as a shared library (for the testbench's ctypes), built
    with C_FLAGS; a warning fails the build."""
    try:
        return dif.compile_driver(hdl.BUILD / "sw" / "libdif_cipherline.so", shared=True)
    except dif.DifBuildError as e:
        raise AssertionError(str(e)) from None

# With descriptors in `make test`; in-band headers in `make conformance`.
CONFIG = Config.parse("cipherline-axi-ts3-tr1-ak7-as1-ar1-x8-desc")
SLOW = Config.parse("cipherline-axi-ts3-tr1-ak7-as1-ar1-x16-ks16")


def test_registry() -> None:
    """The SoC top's configuration: the integrated top's parameters and N_SLOTS; its
    engines are built with security-association headers."""
    from cipherline.cores import part_configs

    assert CONFIG.top == "cipherline_axi" and CONFIG.p["N_SLOTS"] == 64
    assert SLOW.p["N_SLOTS"] == 16 and Config.parse(SLOW.name) == SLOW
    assert all(c.p["SA"] == 1 for c in part_configs(CONFIG).values())
    assert "SA" not in CONFIG.p and "TDES_SA" not in CONFIG.p


def test_cipherline_axi(sim_seed: int) -> None:
    run_config(CONFIG, TB, TESTS, sim_seed, tb={"nmsgs": 80, "c_driver": str(c_driver_lib())}, variant="public",
               build_args=PUBLIC_BUILD_ARGS, waivers=True)


def test_c_driver_and_example_build_with_warnings_as_errors(tmp_path: Path) -> None:
    """The driver and the firmware example of docs/csr.md compile and link
    with -Wall -Wextra -Werror -std=c11 -pedantic; the example, run against a
    fake register file that refuses every COMMIT, reports the refusal."""
    example = hdl.REPO / "sw" / "device" / "examples" / "load_keys.c"
    exe = tmp_path / "load_keys"
    cmd = [dif.compiler(), *C_FLAGS, f"-I{dif.SW_INCLUDE}", f"-I{DIF_DIR}", str(DIF_DIR / "dif_cipherline.c"),
           str(example), "-o", str(exe)]
    res = subprocess.run(cmd, capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=30)
    assert run.returncode == 1 and "slot 0: commit refused (SLOT_STATUS errors 0x400)" in run.stdout, run.stdout
    # docs/csr.md's excerpt is the example's code, as compiled here.
    import re

    doc = (hdl.REPO / "docs" / "csr.md").read_text()
    (excerpt,) = [b for b in re.findall(r"```c\n(.*?)```", doc, re.S) if "dif_cipherline_load_slot" in b]
    squash = lambda text: " ".join(text.split())  # noqa: E731
    assert squash(excerpt) in squash(example.read_text())


@pytest.mark.slow
def test_cipherline_axi_many_messages(sim_seed: int) -> None:
    run_config(SLOW, TB, ["test_sa_random"], sim_seed, tb={"nmsgs": 2400}, variant="public",
               build_args=PUBLIC_BUILD_ARGS, waivers=True)


def test_slot_header_format() -> None:
    """The security-association header (docs/modes.md, *Key slots*): the control
    beat with FLAG_SA and the slot index in lanes 4 and 7, then the IV beat."""
    from dataclasses import replace

    from cipherline.ref import modes_model as mm
    from cipherline.cores.reference import packet_format
    from cipherline.ref.packet import FLAG_SA, HB_FLAGS, HB_SLOT_HI, HB_SLOT_LO

    fmt = packet_format("aes")
    m = mm.gcm_message(2, mm.aes_bundle(bytes(range(24))), bytes(12), b"a" * 8, b"p" * 20, 16, True, tag=bytes(16))
    beats = fmt.beats(m, slot=0x123)
    inline = fmt.beats(m)
    assert len(beats) == len(inline) - fmt.key_beats and beats[2:] == inline[fmt.header_beats:]
    ctl = beats[0][0].to_bytes(16, "little")
    assert ctl[HB_FLAGS] == 1 | 1 << FLAG_SA and ctl[HB_SLOT_LO] == 0x23 and ctl[HB_SLOT_HI] == 0x01
    # The lengths stay where they are; the key size lane holds the slot.
    assert ctl[8:] == inline[0][0].to_bytes(16, "little")[8:] and beats[1] == inline[fmt.header_beats - 1]
    # The legacy flag is the slot's: never in the header.
    assert fmt.control(replace(m, legacy=True), slot=5)[HB_FLAGS] == 1 | 1 << FLAG_SA
    # A header-only message ends on its IV beat.
    empty = replace(m, beats=[])
    assert [b[2] for b in fmt.header(empty, last=True, slot=3)] == [0, 1]
    with pytest.raises(ValueError, match="10-bit slot index"):
        fmt.control(m, slot=1024)
    with pytest.raises(ValueError, match="key beats"):
        fmt.header(replace(m, fault="key_pad"), slot=1)
    # The key a slot takes: the key size's bytes (AES), K1 K2 K3 (TDES).
    assert fmt.slot_key(m) == (1, bytes(range(24)))
    assert fmt.slot_key(replace(m, key=3 << 256)) is None
    tdes = packet_format("tdes", dual=True)
    k = int.from_bytes(bytes(range(1, 25)), "big")
    assert tdes.slot_key(mm.Message(0, mm.MODE_ECB, False, k)) == (0, bytes(range(1, 25)))
