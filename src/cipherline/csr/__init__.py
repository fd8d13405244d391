# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The CSR block's register map and its generated views (docs/csr.md).

``rtl/csr/cipherline_csr.rdl`` (SystemRDL) is the one source of the map.
:mod:`cipherline.csr.generate` (``make csr``) compiles it with PeakRDL into
the register block's SystemVerilog, the C header, the HTML reference and the
Python register layer :mod:`cipherline.csr.cipherline_csr` (peakrdl-python,
asynchronous: its callbacks are coroutines, as a cocotb testbench's bus
accesses are). :func:`model` gives an instance of it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Awaitable, Callable

from cipherline import hdl

#: The SystemRDL source.
RDL: Path = hdl.RTL / "csr" / "cipherline_csr.rdl"


def compile_rdl(path: Path = RDL):
    """The elaborated register map (systemrdl-compiler's root node), with
    peakrdl-regblock's properties (``buffer_reads``) defined."""
    from peakrdl_regblock.udps import ALL_UDPS
    from systemrdl import RDLCompiler

    rdlc = RDLCompiler()
    for udp in ALL_UDPS:
        rdlc.register_udp(udp, soft=False)
    rdlc.compile_file(str(path))
    return rdlc.elaborate()


def model(read: Callable[[int, int, int], Awaitable[int]],
          write: Callable[[int, int, int, int], Awaitable[None]]) -> Any:
    """The generated register model over a bus: ``await read(addr=, width=,
    accesswidth=)`` and ``await write(addr=, width=, accesswidth=, data=)``
    (called with these keywords), byte addresses from the block's base. A
    64-bit register comes as one call of width 64: reading its low word
    first is the caller's to do."""
    from peakrdl_python.lib import AsyncCallbackSet

    from cipherline.csr.cipherline_csr.reg_model.cipherline_csr import cipherline_csr_cls

    return cipherline_csr_cls(callbacks=AsyncCallbackSet(read_callback=read, write_callback=write))
