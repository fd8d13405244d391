"""cl_ebr_1r1w: the block RAMs it instantiates for ECP5, against Yosys's own.

In simulation cl_ebr_1r1w is a behavioural model (the array, the read latch
and the output register; the engines' tests run through it). In synthesis
for ECP5 (CL_EBR_PRIMITIVE) it instantiates DP16KDs in their 512 x 36 mode
with the read port's output register, which Yosys does not infer. The
DP16KD has no simulation model in Yosys's library, so this file checks the
wiring against the block RAMs Yosys infers from the behavioural model of
the same memory: the same data widths, the same address bits on the same
pins, every data bit written through the same pin and read back on the same
pin into the same output bit, the same clocks, read enable and byte write
enables, and the output register (REGMODE_B OUTREG, its clock enable and
reset) where Yosys has fabric flip-flops.
"""

from __future__ import annotations

import pytest

from cipherline import hdl
from tests.test_aes_sbox import _yosys

SRC = hdl.RTL / "common" / "cl_ebr_1r1w.sv"
DIR = hdl.BUILD / "test_ebr"

# Pins compared as "what drives it" (a module port bit or a constant).
CTRL = ["CLKA", "CLKB", "WEA", "WEB", "CEB", "CSA0", "CSA1", "CSA2", "CSB0", "CSB1", "CSB2"] + \
    [f"ADA{i}" for i in range(4, 14)] + [f"ADB{i}" for i in range(14)]


class Net:
    """A flattened netlist: who drives each bit, and the module's port bits."""

    def __init__(self, netlist: dict, top: str) -> None:
        m = netlist["modules"][top]
        self.cells = m["cells"]
        self.port = {b: (n, i) for n, p in m["ports"].items() for i, b in enumerate(p["bits"])}
        self.drv: dict[int, tuple[dict, str]] = {}
        self.loads: dict[int, list[tuple[dict, str]]] = {}
        for c in self.cells.values():
            for pin, bits in c["connections"].items():
                for b in bits:
                    if not isinstance(b, int):
                        continue
                    if c.get("port_directions", {}).get(pin) == "output" or pin in ("Q", "Z") or pin.startswith("DO"):
                        self.drv[b] = (c, pin)
                    else:
                        self.loads.setdefault(b, []).append((c, pin))

    def source(self, b) -> str:
        """A bit's source: a module port bit, a constant, or another net."""
        if isinstance(b, str):
            return f"const {b}"
        if b in self.port:
            return "%s[%d]" % self.port[b]
        return f"net {b}"

    def sink(self, b: int) -> str:
        """Where a block RAM output bit ends up: an output port bit, directly or through one flip-flop."""
        if b in self.port:
            return "%s[%d]" % self.port[b]
        for c, pin in self.loads.get(b, []):
            if c["type"] == "TRELLIS_FF" and pin == "DI":
                q = c["connections"]["Q"][0]
                if q in self.port:
                    return "ff(%s[%d])" % self.port[q]
        return "unused"

    def ebrs(self) -> list[dict]:
        return [c for c in self.cells.values() if c["type"] == "DP16KD"]


def _both(width: int, depth: int) -> tuple[Net, Net]:
    d = DIR / f"w{width}-d{depth}"
    (d / "inferred").mkdir(parents=True, exist_ok=True)
    (d / "primitive").mkdir(parents=True, exist_ok=True)
    from cipherline.fpga.tools import rel

    chp = f"chparam -set WIDTH {width} -set DEPTH {depth} cl_ebr_1r1w"
    inf = _yosys(d / "inferred", [f"read_verilog -sv {rel(SRC)}", chp, "synth_ecp5 -top cl_ebr_1r1w"])
    prim = _yosys(d / "primitive", [f"read_verilog -sv -D CL_EBR_PRIMITIVE {rel(SRC)}", chp,
                                    "hierarchy -top cl_ebr_1r1w", "proc", "flatten", "opt_clean"])
    return Net(inf, "cl_ebr_1r1w"), Net(prim, "cl_ebr_1r1w")


def _strip_ff(s: str) -> str:
    while s.startswith("ff("):
        s = s[3:-1]
    return s


@pytest.mark.parametrize("width,depth", [(40, 512), (72, 512)], ids=["w40", "w72"])
def test_ebr_wiring_matches_yosys(width: int, depth: int) -> None:
    inf, prim = _both(width, depth)
    ie, pe = inf.ebrs(), prim.ebrs()
    assert len(ie) == len(pe) == (width + 35) // 36, (len(ie), len(pe))

    def key(n: Net, c: dict) -> str:
        # A block RAM is known by the lowest output bit it feeds.
        return min(_strip_ff(n.sink(b)) for pin, bits in c["connections"].items() if pin.startswith("DO")
                   for b in bits if isinstance(b, int) and n.sink(b) != "unused")

    ie = sorted(ie, key=lambda c: key(inf, c))
    pe = sorted(pe, key=lambda c: key(prim, c))
    for ci, cp in zip(ie, pe):
        for k in ("DATA_WIDTH_A", "DATA_WIDTH_B"):
            assert int(ci["parameters"][k], 2) == int(cp["parameters"][k], 2) == 36, k
        assert ci["parameters"]["REGMODE_B"] == "NOREG" and cp["parameters"]["REGMODE_B"] == "OUTREG"
        assert cp["parameters"]["RESETMODE"] == "SYNC"
        for pin in CTRL:
            si = (inf.source(ci["connections"][pin][0]))
            sp = prim.source(cp["connections"][pin][0])
            assert si == sp, f"{pin}: Yosys {si}, cl_ebr_1r1w {sp}"
        # Data: every written bit on the same pin; every read bit from the same pin.
        used_bytes = set()
        for half in "AB":
            for i in range(18):
                pin = f"DI{half}{i}"
                si = (inf.source(ci["connections"][pin][0]))
                if si.startswith("const"):
                    continue
                used_bytes.add((i + (18 if half == "B" else 0)) // 9)
                assert si == prim.source(cp["connections"][pin][0]), pin
                do = f"DO{'A' if half == 'A' else 'B'}{i}"
                got = prim.sink(cp["connections"][do][0])
                want = _strip_ff(inf.sink(ci["connections"][do][0]))
                assert want.startswith("rdata_o") and got == want, f"{do}: Yosys {want}, cl_ebr_1r1w {got}"
        # Byte write enables of the bytes that carry data.
        for byte in sorted(used_bytes):
            si = (inf.source(ci["connections"][f"ADA{byte}"][0]))
            assert si == prim.source(cp["connections"][f"ADA{byte}"][0]) == "we_i[0]", f"ADA{byte}"
        assert (inf.source(ci["connections"]["CEA"][0])) == prim.source(cp["connections"]["CEA"][0])
        # The output register: Yosys's flip-flops after the block RAM take
        # oce_i as clock enable and orst_i as reset; the primitive's OCEB is
        # oce_i or orst_i (a net of its own), its RSTB is orst_i.
        assert prim.source(cp["connections"]["RSTB"][0]) == "orst_i[0]"
        ocb = cp["connections"]["OCEB"][0]
        assert prim.source(ocb).startswith("net"), "OCEB must be oce_i | orst_i, not a port"
