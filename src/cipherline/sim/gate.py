"""Quick correctness gate for a configuration: NIST CAVP TDES ECB vectors.

Runs the known-answer files (variable text, variable key, permutation
operation, inverse permutation, substitution table; every record in both the
ENCRYPT and DECRYPT sections) through the Verilated core with the C++
harness of :mod:`cipherline.sim.harness`, one record per block with its own key
and direction. The modes engine runs each record as a one-block ECB message
(command with the record's key, one data beat), spread over its streams. TDEA configurations also run the multi-block message tests
with two and three distinct keys (TECBMMT2/3). The KAT records use
K1 = K2 = K3, so the same expected values hold for single DES with key K1.

Results are cached under ``build/cache/gate`` keyed by the RTL, the harness
sources, the vector files and this module, so a rerun is instant.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from cipherline import hdl

KAT_FILES = ("TECBvartext.rsp", "TECBvarkey.rsp", "TECBpermop.rsp", "TECBinvperm.rsp",
             "TECBsubtab.rsp")
MMT_FILES = ("TECBMMT2.rsp", "TECBMMT3.rsp")
GATE_VERSION = 2


class GateUnavailable(RuntimeError):
    """No gate exists for this core (it is then reported as not gated)."""


def _vector_files(num_des: int) -> list[Path]:
    from cipherline.ref.vectors import cavp_dir

    d = cavp_dir("ciphers", "3DES", "ECB")
    names = KAT_FILES + (MMT_FILES if num_des == 3 else ())
    return [d / n for n in names]


def _items(num_des: int) -> tuple[list[tuple[bytes, bytes, bool]], list[bytes], list[str]]:
    """(block, key24, decrypt) inputs, expected outputs and sources."""
    from cipherline.ref.vectors import load_rsp, split_blocks

    items, expect, where = [], [], []
    for f in _vector_files(num_des):
        for v in load_rsp(f):
            key = v.key
            if num_des == 1:
                k1, k2, k3 = key[:8], key[8:16], key[16:]
                if not (k1 == k2 == k3):
                    continue  # a three-key record has no single-DES meaning
                key = k1 + bytes(16)
            for i, (b_in, b_out) in enumerate(zip(split_blocks(v.input), split_blocks(v.output))):
                items.append((b_in, key, v.decrypt))
                expect.append(b_out)
                where.append(f"{v.source} block {i}")
    return items, expect, where


def _cache_key(config) -> str:
    h = hashlib.sha256()
    files = [*hdl.sources(config.top), *sorted((hdl.REPO / "tb" / "cpp").glob("*")),
             hdl.REPO / "src" / "cipherline" / "simrun.py", Path(__file__),
             *_vector_files(config.p["NUM_DES"])]
    h.update(json.dumps([GATE_VERSION, config.to_json()], sort_keys=True).encode())
    for f in files:
        if f.is_file():
            h.update(f.name.encode() + b"\0" + f.read_bytes())
    return h.hexdigest()[:16]


def available(config) -> bool:
    """Whether :func:`run_kat` supports this configuration's core."""
    return config.core in ("tdes", "modes")


def _simrun_config(config):
    from cipherline.sim import harness as simrun

    if not available(config):
        raise GateUnavailable(f"no KAT gate for core {config.core!r} yet")
    p = config.p
    core = simrun.TdesConfig(num_des=p["NUM_DES"], stages=p["STAGES"],
                             rounds_per_cycle=p["ROUNDS_PER_CYCLE"],
                             split_round=bool(p["SPLIT_ROUND"]), sbox_rom=bool(p["SBOX_ROM"]),
                             tag_w=p.get("TAG_W", 8))
    if config.core == "modes":
        return simrun.ModesConfig(core, streams=p["STREAMS"])
    return core


def run_kat(config, use_cache: bool = True) -> tuple[bool, str]:
    """Run the NIST ECB vectors on ``config`` (a :class:`cipherline.fpga.flow.Config`).

    Returns (passed, detail). Raises :class:`GateUnavailable` for cores
    without a gate.
    """
    cfg = _simrun_config(config)
    key = _cache_key(config)
    cache = hdl.BUILD / "cache" / "gate" / f"{config.name}.json"
    if use_cache and cache.is_file():
        try:
            d = json.loads(cache.read_text())
            if d.get("key") == key:
                return bool(d["passed"]), d["detail"] + " (cached)"
        except (ValueError, KeyError):
            pass
    from cipherline.sim import harness as simrun

    items, expect, where = _items(cfg.num_des)
    try:
        # Build first with one compiler process: the report runs one gate per
        # worker already. run_records then finds the build in simrun's cache.
        simrun.build(cfg, jobs=1)
        got, _stats = simrun.run_records(cfg, items, stall_seed=1)
    except (simrun.SimError, simrun.ConfigError, OSError) as e:
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
            detail = f"{len(expect)} NIST ECB blocks OK ({len(_vector_files(cfg.num_des))} files)"
    cache.parent.mkdir(parents=True, exist_ok=True)
    cache.write_text(json.dumps({"key": key, "passed": passed, "detail": detail}))
    return passed, detail
