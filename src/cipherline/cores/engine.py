# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The modes engine (rtl/modes/cipher_modes_axis.sv) around a block core.

An engine spec is derived from its block core's spec: the core's parameters
(less its user tag), the engine's own, the core's rules plus the engine's,
and the core's timing plus :data:`EXTRA_LATENCY`.
"""

from __future__ import annotations

from cipherline.cores.base import ConfigError, CoreSpec, P, Param, pow2_at_least

#: Clocks the modes engine adds to the block core's latency, for a message's
#: first data beat sent right behind its header: the packet front end's skid
#: buffer and output register (cm_packet_rx), where the beat waits four
#: clocks behind its command (whose header RAMs are read, then their words
#: are registered twice and the key verdicts derived from them once there), the
#: engine's input register, context-RAM read (S0), its register stage (S1),
#: pre-decode (S1D), decode (S2), build (S3), the two-clock core input FIFO, the core result register
#: slice, completion (C0), output formatting (C1), its register (C2) and the output FIFO
#: (checked by test_latency, tb/modes/tb_cipher_modes.py).
EXTRA_LATENCY = 19
#: With descriptors (DESC = 1) the data front end (cm_data_rx: its two-entry
#: input FIFO, then its output register, which holds the command beat for a
#: clock and then the data beat) takes a clock less than the packet front
#: end, for a first data beat sent with its descriptor: the descriptor's
#: work is done in a pipeline of its own. With key slots (SA) that pipeline
#: has its lookup stage too, and the clock is spent there (checked by
#: test_latency).
DESC_LATENCY_SAVING = 1


#: An engine's report ordering size (CoreSpec.size) above its core's: its
#: own logic (pipeline, context stores, GHASH unit) outweighs the rounds of
#: any core (the largest, TDES (48,1), is 48), so engines synthesize, and
#: their place and route starts, first in a report run.
ENGINE_SIZE = 100.0


def front_end_latency(p) -> int:
    """Clocks of EXTRA_LATENCY that the engine's front end takes (the packet
    front end, or the descriptor front end: see DESC_LATENCY_SAVING)."""
    saving = DESC_LATENCY_SAVING if p.get("DESC", 0) and not p.get("SA", 0) else 0
    return EXTRA_LATENCY - saving
#: Write-free clocks within which the core input FIFO (cipher_modes'
#: INQ_DEPTH = 8 words, cl_sync_fifo CLEAR with SCRUB_REG) has scrubbed a
#: word that has been read: 2 * INQ_DEPTH.
INQ_SCRUB_CLOCKS = 16
MAX_BLOCKS_DEFAULT = 1 << 20  # SP 800-67r2: 2^20 blocks per TDEA key bundle
CMAC_MIN_TAG_DEFAULT = 8  # SP 800-38B appendix A: 64 bits


#: Security-association headers (tdes_modes, aes_modes): a packet may name a
#: key store slot instead of carrying its key (docs/modes.md, *Key slots*).
#: The engine then has a lookup port; the SoC top (cipherline_axi) builds its
#: engines with it and the key store behind AXI4-Lite.
SA_PARAM = Param("SA", 0, "security-association headers: a packet may name a key store slot "
                 "(lk_* lookup port) instead of carrying its key", choices=(0, 1), slug="sa")

#: Descriptors (tdes_modes, aes_modes, toy_modes): one per message on the
#: descriptor channel s_axis_cmd, the data alone on s_axis (docs/modes.md,
#: *Descriptors*); 0: in-band packet headers.
DESC_PARAM = Param("DESC", 0, "descriptors: one per message on s_axis_cmd, the message's bytes alone "
                   "on s_axis (0: in-band packet headers)", choices=(0, 1), slug="desc")


def engine_params(block_bits: int, max_blocks: int = MAX_BLOCKS_DEFAULT) -> tuple[Param, ...]:
    return (
        Param("STREAMS", 64, "stream contexts (rounded up to a power of 2)", minimum=2,
              maximum=1024, slug="x", always=True),
        Param("CTR_W", block_bits, "CTR: low counter bits that increment", minimum=1,
              maximum=block_bits, slug="c"),
        Param("POLICY", 1, "NIST policy (ERR_POLICY) for messages without cmd_legacy_i",
              choices=(0, 1), slug="pol"),
        Param("MAX_BLOCKS", max_blocks, "policy: most blocks per message", minimum=1,
              maximum=1 << 30, slug="mb"),
        Param("CMAC_MIN_TAG", CMAC_MIN_TAG_DEFAULT, "policy: shortest CMAC tag in bytes",
              minimum=1, maximum=block_bits // 8, slug="mt"),
    )


def engine_spec(inner: CoreSpec, top: str, harness: str | None = None,
                extra_rules=lambda p: None, report: tuple[str, ...] = (),
                report_full: tuple[str, ...] = (), report_extended: tuple[str, ...] = (),
                report_seeds: dict[str, int] | None = None,
                report_seeds_full: dict[str, int] | None = None, key_bits: int | None = None,
                max_blocks: int = MAX_BLOCKS_DEFAULT, extra_params: tuple[Param, ...] = (),
                extra_latency=lambda p: 0, extra_flush=lambda p, capacity: 0,
                placer=lambda p: "heap", extra_hdl=lambda p: {}, extra_label=lambda p: "") -> CoreSpec:
    """The spec of ``top``: cipher_modes around ``inner``.

    ``key_bits``: the width of the top's key bundle (``cmd_key_i``), if it is
    not the core's key (aes_modes adds the key size code); ``max_blocks``:
    the default of MAX_BLOCKS; ``extra_params``: the top's own parameters
    (aes_modes: GCM); ``extra_latency``: clocks they add (the GHASH stage);
    ``extra_flush``: a further zeroization bound from them and the core's
    capacity (GCM: the side FIFO, which carries H); ``placer``: nextpnr's
    placer for a configuration (CoreSpec.placer); ``extra_hdl``: RTL values
    of the top's own parameters that the registry chooses (CoreSpec.hdl);
    ``extra_label``: what the label adds for them.
    """
    own = engine_params(inner.block_bits, max_blocks) + extra_params
    # The engine fixes the core's user tag (its own) and its bare-core
    # options (Param.core_only) at their defaults.
    fixed = {q.name: q.default for q in inner.params if q.name == "TAG_W" or q.core_only}
    core_params = tuple(q for q in inner.params if q.name not in fixed)

    def core_p(p: P) -> P:
        return {**{q.name: p[q.name] for q in core_params}, **fixed}

    def rules(p: P) -> None:
        inner.rules(core_p(p))
        extra_rules(p)

    def timing(p: P) -> tuple[int, int]:
        # II: the core's, reached by ECB, CTR and CBC decryption on one stream
        # and by feedback modes once enough streams interleave (make bench-modes).
        ii, lat = inner.timing(core_p(p))
        return ii, lat + front_end_latency(p) + extra_latency(p)

    def label(p: P) -> str:
        s = f"modes x{p['STREAMS']} " + inner.label(core_p(p))
        for q in own[1:]:
            if p[q.name] != q.default:
                s += f" {q.name}={p[q.name]}"
        return s + extra_label(p)

    def flush(p: P) -> int:
        # After reset or zeroize_i: the context-RAM sweep (one word per
        # stream), the core's output FIFO scrub (its capacity), the core
        # input FIFO's scrub and the core's own pipeline, + 2.
        c = core_p(p)
        return max(max(2, pow2_at_least(p["STREAMS"])), inner.capacity(c), INQ_SCRUB_CLOCKS,
                   inner.flush_clocks(c), extra_flush(p, inner.capacity(c))) + 2

    # The core's parameters first, so the slug reads tdes-modes-n3-s48-r1-x64.
    return CoreSpec(
        name=f"{inner.name}-modes",
        top=top,
        kind="engine",
        cipher=inner.cipher,
        description=f"modes engine around {inner.top} (rtl/modes, rtl/top/{top}.sv)",
        params=core_params + own,
        rules=rules,
        timing=timing,
        block_bits=inner.block_bits,
        key_bits=inner.key_bits if key_bits is None else key_bits,
        label=label,
        capacity=lambda p: inner.capacity(core_p(p)),
        flush_clocks=flush,
        references=inner.references,
        test_only=inner.test_only,
        inner=inner,
        harness=harness,
        size=lambda p: ENGINE_SIZE + inner.size(core_p(p)),
        report=report,
        report_full=report_full,
        report_extended=report_extended,
        report_seeds=dict(report_seeds or {}),
        report_seeds_full=dict(report_seeds_full or {}),
        placer=placer,
        hdl=lambda p: {**p, **extra_hdl(p)},
    )


def core_config(config):
    """The block core's configuration inside an engine configuration."""
    from cipherline.cores.base import Config

    spec = config.spec
    if spec.inner is None:
        raise ConfigError(f"{config.name} is not a modes engine")
    names = {q.name for q in spec.inner.params}
    return Config.make(spec.inner.name, **{k: v for k, v in config.p.items() if k in names})
