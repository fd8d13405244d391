# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The registry: one configuration model for every cipherline core, and one
entry per cipher.

Each core is a :class:`CoreSpec` in :data:`CORES`, each cipher a
:class:`CipherSpec` in :data:`CIPHERS` (see :mod:`cipherline.cores.base`);
the CLI options, the FPGA flow, the simulation runners and C++ harness
builds, the packet model, the known-answer gate, the report and the test
matrices all read them. docs/extending.md lists what adding a core takes.
"""

from __future__ import annotations

from cipherline.cores import aes, aes_compact, authbuf, dual, engine, ghash, tdes, toy
from cipherline.cores.base import CipherSpec, Config, ConfigError, CoreSpec, Param, pow2_at_least

__all__ = ["CIPHERS", "CipherSpec", "cipher_spec", "CORES", "Config", "ConfigError", "CoreSpec", "Param", "get_spec", "public_cores",
           "pow2_at_least", "core_config", "part_configs", "report_configs", "report_seeds", "engine_for"]

core_config = engine.core_config
part_configs = dual.part_configs

_TDES_MODES = engine.engine_spec(tdes.SPEC, "tdes_modes", harness="tb/cpp/harness_modes_main.cpp",
                                 extra_rules=tdes.engine_rules, extra_params=(engine.SA_PARAM, engine.DESC_PARAM),
                                 # The default report's TDES engine is the one around
                                 # (3,1) with 8 streams: 314 CPU-seconds of place and
                                 # route on seed 1, against 957 for the one around
                                 # (48,1) with 64 streams (README, *make report*),
                                 # which is in the full report.
                                 report=("tdes-modes-n3-s3-r1-x8",),
                                 report_full=("tdes-modes-n3-s48-r1-x64",),
                                 report_seeds={"tdes-modes-n3-s3-r1-x8": 1},
                                 report_seeds_full={"tdes-modes-n3-s3-r1-x8": 3, "tdes-modes-n3-s48-r1-x64": 3})
# The key bundle is {key size code, key}: 2 + 256 bits. AES has no per-key
# block limit in these modes: MAX_BLOCKS defaults to 2^30 (16 GiB per
# message; rtl/top/aes_modes.sv).
# The AES engine rows are the longest jobs of the report (docs/modes.md
# *fmax*): with GCM and CCM, the engine around the iterative AES-128 core
# takes 47 to 100 minutes of place and route, and the line-rate GCM engines
# around the pipelined core with block-RAM S-boxes, every mode and the
# GCM/GMAC profile (their targets: report/tables.py TARGET_CHECKS; best of
# 3 seeds), 25 to 60 minutes a seed. So they are in the full report only,
# and the default report's AES engine is the GCM/GMAC profile around the
# iterative AES-128 encrypt-only core (the digit-serial GHASH unit), with 8
# streams, so that the default's packet-size table has GCM figures: about
# 1,000 CPU-seconds of place and route on seed 1 (README, *make report*).
# The engine without GCM around the same core (8 streams) and with 64
# streams are in --extended.
_AES_MODES_DEFAULT = ("aes-modes-k1-s1-r1-split-sbox2-enc-x8-gcmonly",)
_AES_MODES_TARGETS = ("aes-modes-k1-s10-r1-split-sbox2-enc-x64", "aes-modes-k1-s10-r1-split-sbox2-enc-x64-gcmonly")
_AES_MODES_FULL = ("aes-modes-k1-s1-r1-split-sbox2-enc-x64",) + _AES_MODES_TARGETS
_AES_MODES_EXTENDED = ("aes-modes-k1-s1-r1-split-sbox2-enc-x8-nogcm",
                       "aes-modes-k1-s1-r1-split-sbox2-enc-x64-nogcm", "aes-modes-k1-s10-r1-split-sbox2-enc-x64-nogcm", "aes-modes-k1-s10-r1-split-sbox2-enc-x64-ccmonly",
                       "aes-modes-k1-s10-r1-split-enc-x64",
                       # The engine without GCM around the core for feedback chains (CHAIN_ROUND).
                       "aes-modes-k1-s1-r1-chain-enc-x8-nogcm")
_AES_MODES = engine.engine_spec(aes.SPEC, "aes_modes", harness="tb/cpp/harness_modes_main.cpp",
                                key_bits=258, max_blocks=aes.ENGINE_MAX_BLOCKS,
                                extra_params=aes.ENGINE_PARAMS + (engine.SA_PARAM, engine.DESC_PARAM),
                                extra_rules=aes.engine_rules,
                                extra_latency=aes.engine_latency, extra_flush=aes.engine_flush,
                                extra_hdl=aes.engine_hdl, extra_label=aes.engine_label,
                                placer=aes.engine_placer,
                                report=_AES_MODES_DEFAULT, report_full=_AES_MODES_FULL,
                                report_extended=_AES_MODES_EXTENDED,
                                report_seeds={n: 1 for n in _AES_MODES_DEFAULT},
                                # (The two with targets: best of 3 seeds.)
                                report_seeds_full={n: 3 if n in _AES_MODES_TARGETS else 1
                                                   for n in _AES_MODES_DEFAULT + _AES_MODES_FULL
                                                   + _AES_MODES_EXTENDED})

CORES: dict[str, CoreSpec] = {s.name: s for s in (
    tdes.SPEC,
    _TDES_MODES,
    aes.SPEC,
    _AES_MODES,
    # The integrated top: TDEA and AES engines behind one packet interface
    # (TDES on the router's port 0, which also takes unknown algorithm ids).
    dual.dual_spec("tdes-aes-modes", "tdes_aes_modes",
                   (dual.Part("TDES", "t", _TDES_MODES, {"NUM_DES": 3, "SA": 0}),
                    dual.Part("AES", "a", _AES_MODES, {"SA": 0})),
                   alg_ids=(tdes.CIPHER.alg_id, aes.CIPHER.alg_id)),
    # The SoC top: the integrated top with security-association headers, the
    # key store and the CSR block behind AXI4-Lite (rtl/top/cipherline_axi.sv).
    dual.dual_spec("cipherline-axi", "cipherline_axi",
                   (dual.Part("TDES", "t", _TDES_MODES, {"NUM_DES": 3, "SA": 1}),
                    dual.Part("AES", "a", _AES_MODES, {"SA": 1})),
                   alg_ids=(tdes.CIPHER.alg_id, aes.CIPHER.alg_id),
                   extra_params=(Param("N_SLOTS", 64, "key store slots (security associations)",
                                       minimum=1, maximum=1024, slug="ks"),),
                   what="the SoC top: the integrated top with security-association headers, its key "
                        "store and CSR block behind AXI4-Lite",
                   # In the full report: the default report's two engines
                   # ((3,1) TDEA; iterative AES-128 encrypt-only with block-RAM
                   # S-boxes, no GCM; 8 streams) with the key store. Its
                   # defaults (every AES key size, 64 streams, GCM and CCM)
                   # synthesize to about 68,000 LUT4, 81% of the LFE5U-85F,
                   # and their place and route had not converged after 90
                   # CPU-minutes (docs/csr.md, *The SoC top*).
                   report_full=("cipherline-axi-ts3-tr1-ak1-as1-ar1-asplit-asbox2-aenc-noagcm-x8",),
                   # `cipherline run --top cipherline-axi --slot N`: the C driver
                   # loads the slot through AXI4-Lite (sw/device/lib/dif linked in).
                   harness="tb/cpp/harness_modes_main.cpp"),
    aes_compact.SPEC,
    # Building blocks ("unit"): not block cores, no engine, no gate.
    ghash.SPEC,
    ghash.AGG_SPEC,
    ghash.DS_SPEC,
    authbuf.SPEC,
    toy.SPEC,
    engine.engine_spec(toy.SPEC, "toy_modes", harness="tb/cpp/harness_modes_main.cpp",
                       extra_params=(engine.DESC_PARAM,)),
)}


#: The ciphers (CoreSpec.cipher names their entry): one CipherSpec each.
CIPHERS: dict[str, CipherSpec] = {c.name: c for c in (tdes.CIPHER, aes.CIPHER, toy.CIPHER)}


def cipher_spec(name: str) -> CipherSpec:
    """The cipher of a core (``config.cipher``): ConfigError for a building block."""
    try:
        return CIPHERS[name]
    except KeyError:
        raise ConfigError(f"{name!r} is not a block cipher of the registry; known: {', '.join(CIPHERS)}") from None


def get_spec(name: str) -> CoreSpec:
    try:
        return CORES[name]
    except KeyError:
        raise ConfigError(f"unknown core {name!r}; known: {', '.join(public_cores())}") from None


def report_configs(extended: bool = False, full: bool = False) -> list[Config]:
    """The configurations of the default report (every public core's list),
    with ``full`` those of the full report too, with ``extended`` the extended ones."""
    out = []
    for name in public_cores():
        spec = CORES[name]
        names = spec.report + (spec.report_full if full else ()) + (spec.report_extended if extended else ())
        out += [Config.parse(s) for s in names]
    return out


def report_seeds(config: Config, seeds: list[int], full: bool = False) -> list[int]:
    """The seeds a report places ``config`` with: the report's, or the first
    ``report_seeds`` (``full``: ``report_seeds_full``) of them for the few
    configurations whose place and route dominates the run time (the report
    marks those rows)."""
    caps = config.spec.report_seeds_full if full else config.spec.report_seeds
    cap = caps.get(config.name)
    return seeds if cap is None else seeds[:cap]


def engine_for(config: Config, **params: int) -> Config:
    """The modes engine around a block-core configuration."""
    for spec in CORES.values():
        if spec.inner is not None and spec.inner.name == config.core:
            names = {q.name for q in spec.params}
            base = {k: v for k, v in config.p.items() if k in names}
            return Config.make(spec.name, **{**base, **params})
    raise ConfigError(f"no modes engine for core {config.core!r}")


def public_cores() -> list[str]:
    """Cores offered by the CLI and reports (test-only cores left out)."""
    return [n for n, s in CORES.items() if not s.test_only]
