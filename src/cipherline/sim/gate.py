# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Quick correctness gate for a configuration: NIST CAVP TDES or AES ECB vectors.

AES cores run every AESAVS ECB file (GFSbox, KeySbox, VarKey, VarTxt, MMT)
of their enabled key sizes, one record per block with its own key, key size
and direction (encryption only on an ENCRYPT_ONLY core).

TDES cores run the known-answer files (variable text, variable key, permutation
operation, inverse permutation, substitution table; every record in both the
ENCRYPT and DECRYPT sections) through the Verilated core with the C++
harness of :mod:`cipherline.sim.harness`, one record per block with its own key
and direction. TDEA configurations also run the multi-block message tests
with two and three distinct keys (TECBMMT2/3). The KAT records use
K1 = K2 = K3, so the same expected values hold for single DES with key K1.

The modes engines (TDES and AES) run the same records, each as a one-block
ECB message (a command with the record's key, key size and direction, one
data beat), spread over their streams. An AES engine built without ECB (a
MODES profile: GCM/GMAC only, CCM only) cannot take them; it runs its
authenticated modes' NIST vectors instead, the modes testbench's
``test_gcm`` (a sample of each GCMVS file) and ``test_ccm`` (of each CCMVS
file, and the SP 800-38C examples), with their random messages, on seed 1
(:data:`AEAD_TESTS`).

The integrated tops (``tdes-aes-modes``, ``cipherline-axi``; kind "dual")
pass when each of their engines, built with the top's parameters for it
(:func:`cipherline.cores.part_configs`), passes its own gate: the C++
harness drives engines, not the router or the key store around them
(those are checked by the cocotb tests, tests/test_tdes_aes_modes.py and
tests/test_cipherline_axi.py).

Results are cached under ``build/cache/gate`` keyed by the RTL, the harness
sources, the vector files and this module, so a rerun is instant.
"""

from __future__ import annotations

import time
from pathlib import Path

from cipherline import cache, hdl
from cipherline.cores import Config, ConfigError
from cipherline.ref import modes_model as mm

GATE_VERSION = 2


class GateUnavailable(RuntimeError):
    """No gate exists for this core (it is then reported as not gated)."""


def _vector_files(config: Config) -> list[Path]:
    return config.cipher_spec.kat_files(config.p)


def _items(config: Config) -> tuple[list[tuple[bytes, bytes, bool]], list[bytes], list[str]]:
    """(block, key, decrypt) inputs, expected outputs and sources: each
    record's key as the cipher's entry gives it for the core (its
    ``kat_key``: TDES 24-byte keys, single DES the K1 = K2 = K3 records;
    AES the record's own key, and only the encryption records on an
    ENCRYPT_ONLY core)."""
    from cipherline.ref.vectors import load_rsp, split_blocks

    c = config.cipher_spec
    items, expect, where = [], [], []
    for f in _vector_files(config):
        for v in load_rsp(f):
            key = c.kat_key(v, config.p)
            if key is None:
                continue
            for i, (b_in, b_out) in enumerate(zip(split_blocks(v.input, c.block_bytes),
                                                  split_blocks(v.output, c.block_bytes))):
                items.append((b_in, key, v.decrypt))
                expect.append(b_out)
                where.append(f"{v.source} block {i}")
    return items, expect, where


#: The cocotb tests (tb/modes) that gate an engine built without ECB, by the
#: mode they need (its MODES bit).
AEAD_TESTS = ((mm.MODE_GCM, "test_gcm"), (mm.MODE_CCM, "test_ccm"))


def _aead_tests(config: Config) -> list[str]:
    """The cocotb tests gating ``config``: none for a core or an engine that
    builds ECB (the ECB records gate it), else its authenticated modes'."""
    if config.spec.kind != "engine":
        return []
    modes = int(config.hdl_params().get("MODES", 0xFF))
    if modes >> mm.MODE_ECB & 1:
        return []
    return [t for mode, t in AEAD_TESTS if modes >> mode & 1]


def _cache_key(config: Config) -> str:
    if parts := _parts(config):
        return cache.digest(GATE_VERSION, config.to_json(), *(_cache_key(c) for c in parts))
    files = [*hdl.sources(config.top), *sorted((hdl.REPO / "tb" / "cpp").glob("*")),
             Path(__file__).with_name("harness.py"), Path(__file__),
             *_vector_files(config)]
    if _aead_tests(config):
        # The modes testbench, its models and the vector readers.
        files += [*sorted((hdl.REPO / "tb" / "modes").glob("*.py")),
                  *sorted((Path(__file__).parents[1] / "ref").glob("*.py"))]
    return cache.digest(GATE_VERSION, config.to_json(), files=[f for f in files if f.is_file()])


def result_path(config: Config) -> Path:
    """Where :func:`run_kat` keeps the gate result of ``config``."""
    return hdl.BUILD / "cache" / "gate" / f"{config.name}.json"


def cached(config: Config) -> dict | None:
    """The stored gate result of ``config`` if it is current (its key matches), else None."""
    return cache.load(result_path(config), _cache_key(config))


def _parts(config: Config) -> list[Config]:
    """An integrated top's engine configurations (empty for any other core)."""
    from cipherline.cores import part_configs

    return list(part_configs(config).values()) if config.spec.kind == "dual" else []


def available(config: Config) -> bool:
    """Whether :func:`run_kat` supports this configuration's core (a core or
    engine with a harness whose cipher has NIST vectors, and the integrated
    tops of such engines)."""
    if parts := _parts(config):
        return all(available(c) for c in parts)
    try:
        kat = config.cipher_spec.kat_files
    except ConfigError:  # a building block: no cipher
        return False
    return kat is not None and config.spec.harness is not None


def run_kat(config, use_cache: bool = True) -> tuple[bool, str]:
    """Run the NIST ECB vectors on ``config`` (a registry :class:`~cipherline.cores.Config`).

    Returns (passed, detail). Raises :class:`GateUnavailable` for cores
    without a gate.
    """
    if not available(config):
        raise GateUnavailable(f"no KAT gate for core {config.core!r} yet")
    key = _cache_key(config)
    path = result_path(config)
    if use_cache and (d := cache.load(path, key)) is not None:
        return bool(d["passed"]), d["detail"] + " (cached)"
    if parts := _parts(config):
        return _run_parts(config, parts, key, path, use_cache)
    if tests := _aead_tests(config):
        return _run_aead(config, tests, key, path)
    from cipherline.sim import harness as simrun

    items, expect, where = _items(config)
    t0 = time.monotonic()
    try:
        # Build first with one compiler process: the report runs one gate per
        # worker already. run_records then finds the build in the harness cache.
        simrun.build(config, jobs=1)
        got, _stats = simrun.run_records(config, items, stall_seed=1)
    except (simrun.SimError, ConfigError, OSError) as e:
        lines = [ln for ln in str(e).splitlines() if ln.strip()]
        short = lines[0] if lines else repr(e)
        log = next((ln.strip() for ln in reversed(lines) if "log" in ln), "")
        errs = [ln.strip() for ln in lines if ln.startswith("%Error")][:2]
        passed = False
        detail = "simulation failed: " + "; ".join([short, *errs, *([log] if log else [])])
    else:
        bad = [i for i, (g, x) in enumerate(zip(got, expect)) if g != x]
        if len(got) != len(expect):
            passed, detail = False, f"{len(got)} output blocks for {len(expect)} inputs"
        elif bad:
            i = bad[0]
            passed = False
            detail = (f"{len(bad)} of {len(expect)} blocks wrong; first at {where[i]}: "
                      f"got {got[i].hex()}, expected {expect[i].hex()}")
        else:
            passed = True
            detail = f"{len(expect)} NIST ECB blocks OK ({len(_vector_files(config))} files)"
    # The run's wall time: the report's ETA for the next run of this gate.
    cache.store(path, {"key": key, "passed": passed, "detail": detail,
                       "seconds": round(time.monotonic() - t0, 1)})
    return passed, detail


def _run_aead(config: Config, tests: list[str], key: str, path: Path) -> tuple[bool, str]:
    """The gate of an engine built without ECB: its GCM / CCM vector tests."""
    from cipherline.sim.cocotb_run import run_config

    t0 = time.monotonic()
    try:
        run_config(config, "tb.modes.tb_cipher_modes", tests, 1)
    except (AssertionError, ConfigError, OSError) as e:
        lines = [ln for ln in str(e).splitlines() if ln.strip()]
        passed, detail = False, "simulation failed: " + "; ".join(lines[:3])
    else:
        names = {"test_gcm": "GCMVS", "test_ccm": "CCMVS"}
        passed = True
        detail = (" and ".join(names[t] for t in tests) + " samples and random messages OK "
                  "(the engine builds no ECB: " + ", ".join(tests) + ")")
    cache.store(path, {"key": key, "passed": passed, "detail": detail,
                       "seconds": round(time.monotonic() - t0, 1)})
    return passed, detail


def _run_parts(config: Config, parts: list[Config], key: str, path: Path,
               use_cache: bool) -> tuple[bool, str]:
    """An integrated top's gate: each engine's, all of which must pass."""
    t0 = time.monotonic()
    results = [(c, *run_kat(c, use_cache)) for c in parts]
    passed = all(ok for _, ok, _ in results)
    detail = "; ".join(f"{c.cipher.upper()} engine {c.name}: {d}" for c, _, d in results)
    cache.store(path, {"key": key, "passed": passed, "detail": detail,
                       "seconds": round(time.monotonic() - t0, 1)})
    return passed, detail
