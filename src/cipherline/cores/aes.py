# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The AES block core ``aes_core`` (rtl/aes): AES-128/192/256 in one datapath.

The datapath has ``STAGES`` round stages chained with registers, each doing
``ROUNDS_PER_CYCLE`` rounds per clock and iterating ``ITERS`` times per
block. It is built for the largest enabled key size (``NR_MAX`` = 10, 12 or
14 rounds), so ``STAGES * ROUNDS_PER_CYCLE * ITERS >= NR_MAX``. A block with
a smaller key passes through the round slots it does not need, so every
block has the same latency and results leave in input order.

Decryption needs the last round key first. Unless ``ENCRYPT_ONLY``, a
key-expansion chain of the same shape (``STAGES`` stages, ``ITERS``
iterations) runs the key schedule forwards ahead of the round chain, and
the round chain runs it backwards for decryption (forwards for encryption):
every block passes both chains, so the latency doubles and the II does not
change. With ``DEC_KEY_LAST`` a decryption block brings the end of its
expanded key instead (:func:`cipherline.ref.cipher.aes_dec_key`), and there
is no key-expansion chain.

``SPLIT_ROUND`` adds a register after the S-boxes of every round (data and
key schedule). An iterative stage then holds two blocks at once, one in each
half of the round, so the II per block stays ``ITERS`` at a higher clock.
Block-RAM S-boxes (``SBOX=2``) are addressed from a fabric register and read
in two clocks and copied into the fabric, so their round has four register
levels and an iterative stage holds four blocks.

``CHAIN_ROUND`` (AES-128 encryption, one round a clock, S-boxes in logic)
puts a round's only register after its S-boxes (the round key stepped a
clock ahead, and an input register): the iterative core's latency is then
its II + 4 clocks, for feedback chains on one message (CBC encryption,
CMAC, CCM's CBC-MAC).
"""

from __future__ import annotations

from cipherline.cores.base import CipherSpec, ConfigError, CoreSpec, P, Param, pow2_at_least
from cipherline.cores import ghash

#: KEYLENS bits -> AES key sizes (bit 0: 128, bit 1: 192, bit 2: 256).
KEY_SIZES = (128, 192, 256)


def key_sizes(p: P) -> tuple[int, ...]:
    return tuple(k for i, k in enumerate(KEY_SIZES) if p["KEYLENS"] >> i & 1)


def nr_max(p: P) -> int:
    """Rounds of the largest enabled key size."""
    return 10 + 2 * (p["KEYLENS"].bit_length() - 1)


def iters(p: P) -> int:
    """Iterations of each stage per block: the II in clocks."""
    per_clk = p["STAGES"] * p["ROUNDS_PER_CYCLE"]
    return -(-nr_max(p) // per_clk)


def round_levels(p: P) -> int:
    """Register levels of one round (aes_pkg::round_levels): level A, level B
    after the S-boxes with SPLIT_ROUND, and with block-RAM S-boxes levels N0
    and N1 beside the block RAMs' address and output registers (addressed
    from level A, copied into level B), and with SBOX_COPIES = 2 level N2,
    a first fabric copy of their outputs."""
    return 1 + p["SPLIT_ROUND"] + (1 + p.get("SBOX_COPIES", 1) if p["SBOX"] == 2 else 0)


def chains(p: P) -> int:
    """Chains a block passes: the round chain, and the key-expansion chain
    ahead of it unless ENCRYPT_ONLY or DEC_KEY_LAST."""
    return 1 if p["ENCRYPT_ONLY"] or p["DEC_KEY_LAST"] else 2


def pipes(p: P) -> int:
    """Round chains side by side: two with PIPE_PER_DIR (one a direction,
    each block entering its own), else one."""
    return 2 if p.get("PIPE_PER_DIR") else 1


def shared_sbox(p: P) -> int:
    """How many of each stage's block RAMs the two round chains share
    (aes_core g_sbx): PIPE_PER_DIR with SBOX=2 shares all 10, with
    SBOX_PER_PIPE=1 the key schedule's SubWord ones (2), else none."""
    if pipes(p) != 2 or p["SBOX"] != 2:
        return 0
    return (10, 2, 0)[p.get("SBOX_PER_PIPE", 0)]


def in_reg(p: P) -> int:
    """1 if the core registers its input (aes_pkg::has_in_reg): the pipelined
    configurations, one iteration a stage, so that stage 0 takes its clears
    from a register like the others, and CHAIN_ROUND, whose level A loads an
    entering block through the S-boxes and its first key step."""
    return int(iters(p) == 1 or bool(p.get("CHAIN_ROUND")))


def levels(p: P) -> int:
    """Register levels a block passes: the input register, and round_levels
    per stage in each chain."""
    return in_reg(p) + chains(p) * p["STAGES"] * round_levels(p)


def rules(p: P) -> None:
    s, r, nr = p["STAGES"], p["ROUNDS_PER_CYCLE"], nr_max(p)
    if s * r > nr:
        raise ConfigError(
            f"STAGES*ROUNDS_PER_CYCLE = {s}*{r} = {s * r} exceeds the {nr} rounds of "
            f"AES-{max(key_sizes(p))} (KEYLENS={p['KEYLENS']})")
    it = iters(p)
    idle = s * r * it - nr
    if idle >= r * it:
        raise ConfigError(
            f"STAGES={s} with ROUNDS_PER_CYCLE={r} leaves {idle} of {s * r * it} round slots idle "
            f"for AES-{max(key_sizes(p))} ({nr} rounds, {it} iterations per stage): "
            "a whole stage would do nothing; use fewer stages")
    if p["SPLIT_ROUND"] and r != 1:
        raise ConfigError("SPLIT_ROUND needs ROUNDS_PER_CYCLE=1 (one register inside each round)")
    if p["ENCRYPT_ONLY"] and p["DEC_KEY_LAST"]:
        raise ConfigError("DEC_KEY_LAST is the key form of decryption: an ENCRYPT_ONLY core has no decryption")
    if p["PIPE_PER_DIR"] and (not p["DEC_KEY_LAST"] or it != 1):
        raise ConfigError("PIPE_PER_DIR (one round chain per direction) needs DEC_KEY_LAST=1 and a "
                          f"pipelined core (one iteration a stage; this one takes {it})")
    if p["SBOX_PER_PIPE"] and (not p["PIPE_PER_DIR"] or p["SBOX"] != 2):
        raise ConfigError("SBOX_PER_PIPE (block RAMs of its own for each round chain) needs "
                          "PIPE_PER_DIR=1 and SBOX=2")
    if p["CHAIN_ROUND"] and (p["KEYLENS"] != 1 or not p["ENCRYPT_ONLY"] or r != 1
                             or p["SPLIT_ROUND"] or p["SBOX"] == 2):
        raise ConfigError("CHAIN_ROUND (the round's register after its S-boxes) is for AES-128 "
                          "encryption: it needs KEYLENS=1, ENCRYPT_ONLY=1, ROUNDS_PER_CYCLE=1, "
                          "SPLIT_ROUND=0 and S-boxes in logic (SBOX 0 or 1)")
    if p["SBOX_COPIES"] == 2 and p["SBOX"] != 2:
        raise ConfigError("SBOX_COPIES=2 (a second fabric copy of each block RAM's output) needs SBOX=2")
    if p["SBOX"] == 2 and not p["SPLIT_ROUND"]:
        raise ConfigError("SBOX=2 (block RAM) needs SPLIT_ROUND=1: the block RAM's output register "
                          "is the register inside the round")


def timing(p: P) -> tuple[int, int]:
    # A block spends round_levels * ITERS clocks in each stage of each
    # chain; then the input register if any (one clock), the output
    # register and the two-clock FIFO (+3), as in tdes_core. Checked in simulation (tb/aes/test_aes_core.py, test_throughput).
    it = iters(p)
    return it, (levels(p) - in_reg(p)) * it + in_reg(p) + 3


def key_field(p: P, key: bytes, decrypt: bool) -> bytes:
    """The 32-byte key port value of one block (left-aligned): the cipher key,
    or with DEC_KEY_LAST a decryption block's final window (aes_dec_key). The
    key length code is that of ``key`` either way."""
    from cipherline.ref.cipher import aes_dec_key

    if decrypt and p.get("DEC_KEY_LAST"):
        return aes_dec_key(key)
    return bytes(key).ljust(32, b"\0")


#: Label suffix per S-box implementation (SBOX).
SBOX_LABELS = {0: "", 1: " canright", 2: " ebr"}


def label(p: P) -> str:
    ks = "/".join(str(k) for k in key_sizes(p))
    s = f"AES-{ks} ({p['STAGES']},{p['ROUNDS_PER_CYCLE']})"
    s += " split" if p["SPLIT_ROUND"] else ""
    s += " chain" if p["CHAIN_ROUND"] else ""
    s += " enc" if p["ENCRYPT_ONLY"] else ""
    s += " dlast" if p["DEC_KEY_LAST"] else ""
    s += " dual" if p.get("PIPE_PER_DIR") else ""
    s += f" own{p['SBOX_PER_PIPE']}" if p.get("SBOX_PER_PIPE") else ""
    s += SBOX_LABELS[p["SBOX"]]
    s += " x2" if p.get("SBOX_COPIES", 1) == 2 else ""
    return s


#: Parameters every AES core of the family has (aes_core, aes_compact).
KEYLENS = Param("KEYLENS", 7, "enabled key sizes, a bit mask: 1 = 128, 2 = 192, 4 = 256 (7 = all)",
                minimum=1, maximum=7, slug="k", always=True)
TAG_W = Param("TAG_W", 8, "user tag width carried with each block", minimum=1, maximum=32, slug="t")


def sbox_param(extra: str = "") -> Param:
    """The SBOX parameter, with a core's note on the block-RAM choice."""
    return Param("SBOX", 0, "S-box implementation: 0 = table in logic, 1 = composite field "
                 "GF((2^4)^2) (Canright; the smallest in logic, for ASICs), 2 = block-RAM ROMs "
                 f"(ECP5 DP16KD, two look-ups each{extra})", choices=(0, 1, 2), slug="sbox")


PARAMS = (
    KEYLENS,
    Param("STAGES", 1, "round stages chained with registers", minimum=1, maximum=14,
          slug="s", always=True),
    Param("ROUNDS_PER_CYCLE", 1, "rounds computed per stage per clock", minimum=1, maximum=14,
          slug="r", always=True),
    Param("SPLIT_ROUND", 0, "register after the S-boxes of every round (needs ROUNDS_PER_CYCLE=1)",
          choices=(0, 1), slug="split"),
    Param("CHAIN_ROUND", 0, "the round's only register after its S-boxes: latency II + 4 for feedback "
          "chains (needs KEYLENS=1, ENCRYPT_ONLY=1, ROUNDS_PER_CYCLE=1, S-boxes in logic)",
          choices=(0, 1), slug="chain"),
    sbox_param("; needs SPLIT_ROUND"),
    Param("SBOX_COPIES", 1, "with SBOX=2, fabric register levels after each block RAM's output register: "
          "2 spreads the route from the block RAM to the round logic over two hops (a round of five "
          "register levels)", minimum=1, maximum=2, slug="sc", core_only=True),
    Param("ENCRYPT_ONLY", 0, "drop the inverse cipher and the key-expansion chain",
          choices=(0, 1), slug="enc"),
    Param("DEC_KEY_LAST", 0, "a decryption block's key is the end of its expanded key (the last "
          "eight words, round keys NR-1 and NR: cipherline.ref.cipher.aes_dec_key), precomputed once "
          "per key by a key store: no key-expansion chain, half the latency and registers",
          choices=(0, 1), slug="dlast", core_only=True),
    Param("PIPE_PER_DIR", 0, "one round chain per direction, each at the one-direction round's depth "
          "(needs DEC_KEY_LAST=1 and a pipelined core; twice the round logic, and with SBOX=2 the two "
          "chains share the block RAMs)", choices=(0, 1), slug="dual", core_only=True),
    Param("SBOX_PER_PIPE", 0, "with PIPE_PER_DIR and SBOX=2, the block RAMs each round chain has of "
          "its own: 0 none (the chains share every one through an OR of their addresses), 1 the "
          "state's (they share the key schedule's SubWord ones), 2 all (twice as many)",
          minimum=0, maximum=2, slug="own", core_only=True),
    TAG_W,
)

SPEC = CoreSpec(
    name="aes",
    top="aes_core",
    kind="core",
    cipher="aes",
    description="AES-128/192/256 block core (rtl/aes)",
    params=PARAMS,
    rules=rules,
    timing=timing,
    block_bits=128,
    key_bits=256,
    label=label,
    # aes_core's output FIFO covers every block in flight (as tdes_core).
    capacity=lambda p: pow2_at_least(levels(p) + 4),
    # The reset pipeline clears one level per clock.
    flush_clocks=lambda p: levels(p) + 1,
    references="aes",
    harness="tb/cpp/harness_main.cpp",
    size=lambda p: 10 / iters(p),
    # The default report's AES points: the iterative AES-128 core of the
    # targets (block-RAM S-boxes) encrypt-only, and the pipelined AES-128
    # core encrypt-only (the compact core is its own spec). The cold default
    # measured 32 minutes on 2 cores with the iterative core in both
    # directions (234 CPU-seconds with its gate) and with all key sizes
    # (202): they are in the full report, with the pipelined AES-128 core
    # with both directions (11-13 minutes of place and route per seed).
    # --extended adds the pipelined AES-128 core with S-boxes in logic, the
    # bare core of the routable pipelined GCM engine.
    report=("aes-k1-s1-r1-split-sbox2-enc", "aes-k1-s10-r1-split-sbox2-enc"),
    # The pipelined core with both directions twice: with the cipher key
    # (the key-expansion chain) on one seed, and with the decryption key
    # precomputed (DEC_KEY_LAST), one pipeline per direction, each with its
    # own block RAMs for the state (sharing the SubWord ones) copied twice,
    # the target's row, on three. --extended
    # adds the mixed round with the decryption key precomputed, the two
    # pipelines sharing their block RAMs, and the encrypt-only pipeline
    # with its block RAMs' outputs copied twice.
    report_full=("aes-k1-s1-r1-split-sbox2", "aes-k7-s1-r1-split-sbox2", "aes-k1-s10-r1-split-sbox2",
                 "aes-k1-s10-r1-split-sbox2-sc2-dlast-dual-own1"),
    report_extended=("aes-k1-s1-r1-enc", "aes-k1-s1-r1-split-sbox1-enc", "aes-k7-s14-r1-split-sbox2",
                     "aes-k1-s10-r1-split-enc", "aes-k1-s1-r1-chain-enc", "aes-k1-s10-r1-split-sbox2-dlast",
                     "aes-k1-s10-r1-split-sbox2-sc2-dlast-dual", "aes-k1-s10-r1-split-sbox2-sc2-enc"),
    report_seeds_full={"aes-k1-s10-r1-split-sbox2": 1, "aes-k1-s10-r1-split-sbox2-sc2-dlast-dual-own1": 3},
)

# ---------------------------------------------------------------------------
# The modes engine around aes_core (rtl/top/aes_modes.sv): its own parameters.
# ---------------------------------------------------------------------------
#: MODES profiles of the engine (its slug word): every mode; GCM/GMAC only;
#: CCM only.
MODES_ALL = 0xFF
MODES_GCM_ONLY = 0x40
MODE_PROFILES = {MODES_ALL: "", MODES_GCM_ONLY: "gcmonly", 0x80: "ccmonly"}

#: Default message buffer (AUTH_BUF_BYTES): two of the largest message, here
#: a jumbo frame (9,216 bytes), so that one stream's decryptions run back to
#: back (the next one is admitted while the current one waits for its tag).
AUTH_BUF_DEFAULT = 2 * 9216
#: GHASH multiplier register levels inside aes_modes (GHASH_PIPE; with 3
#: Karatsuba levels, the ghash unit's fastest point, docs/modes.md).
GHASH_PIPE = 4
#: GHASH_DIGIT: the registry's choice from the core's II (0), and the
#: line-rate unit (a whole 128-bit product per clock).
GHASH_AUTO = 0
GHASH_LINE_RATE = 128
#: The widest digit the registry chooses: wider digits make a long XOR tree
#: per clock, and from there the line-rate unit is the better buy.
GHASH_AUTO_MAX = 32
#: Clocks the line-rate GHASH unit (rtl/modes/cm_ghash_agg.sv) adds to every
#: result: its multiplier's levels, the store read (address stage and the
#: block RAM's output register) and the two write-back registers.
GHASH_LATENCY = GHASH_PIPE + 4

ENGINE_PARAMS = (
    Param("GCM", 1, "AES-GCM / GMAC (mode 6): a GHASH unit in the completion path "
          f"(+{GHASH_LATENCY} clocks of latency)", choices=(0, 1), slug="gcm"),
    Param("RELEASE_UNVERIFIED", 0, "GCM decryption streams its plaintext before the tag is "
          "checked (verdict on the last beat), with no message buffer; 0: the plaintext waits "
          "in the message buffer and leaves only if the tag matches",
          choices=(0, 1), slug="ru"),
    Param("MODES", MODES_ALL, "the modes the engine builds, a mask of bit MODE_* (0 ECB, 1 CBC, 2 CFB, "
          "3 OFB, 4 CTR, 5 CMAC, 6 GCM, 7 CCM): a packet of another mode gets ERR_MODE and the logic of a "
          "mode left out is not built. Profiles: 255 every mode, 64 GCM/GMAC only (MACsec, IPsec ESP), "
          "128 CCM only (802.11i CCMP)",
          choices=tuple(MODE_PROFILES), slug="modes",
          names=tuple((v, w) for v, w in MODE_PROFILES.items() if w)),
    Param("GHASH_DIGIT", GHASH_AUTO, "GCM's GHASH unit, as bits of H per clock: 128 the line-rate one "
          "(a block per clock, four lanes of a pipelined Karatsuba multiplier); 2..64 the digit-serial "
          "one (a block every 128 / GHASH_DIGIT + 2 clocks); 0 chosen from the core's II: the least "
          "digit that keeps up with it, up to 32 (16 for II 10 and 14), else the line-rate unit",
          choices=(GHASH_AUTO, *ghash.DIGITS, GHASH_LINE_RATE), slug="gd"),
    Param("AUTH_BUF_BYTES", AUTH_BUF_DEFAULT, "message buffer of GCM decryption in bytes (a multiple "
          "of 16; 18,432: two jumbo frames; size it as two of the largest message), shared by the "
          "open decryptions' payloads (RELEASE_UNVERIFIED=0)", minimum=32, maximum=1 << 20, slug="ab"),
)


def engine_rules(p: P) -> None:
    """aes_modes: RELEASE_UNVERIFIED and the message buffer are GCM options;
    the GCM and CCM profiles need GCM."""
    if p["MODES"] & 0xC0 and p["MODES"] != MODES_ALL and not p["GCM"]:
        raise ConfigError(f"MODES={p['MODES']} ({MODE_PROFILES[p['MODES']]}) needs GCM=1 (GCM and CCM are "
                          "the engine's authenticated modes)")
    if p["GHASH_DIGIT"] != GHASH_AUTO and not gcm_built(p):
        raise ConfigError(f"GHASH_DIGIT={p['GHASH_DIGIT']} chooses GCM's GHASH unit: it needs GCM built "
                          "(GCM=1 and a MODES mask with GCM)")
    if p["RELEASE_UNVERIFIED"] and not p["GCM"]:
        raise ConfigError("RELEASE_UNVERIFIED=1 needs GCM=1 (it is a GCM decryption option)")
    if p["AUTH_BUF_BYTES"] % 16:
        raise ConfigError(f"AUTH_BUF_BYTES must be a multiple of 16 (whole beats), got {p['AUTH_BUF_BYTES']}")
    if p["AUTH_BUF_BYTES"] != AUTH_BUF_DEFAULT and (p["RELEASE_UNVERIFIED"] or not p["GCM"]):
        raise ConfigError("AUTH_BUF_BYTES sizes the GCM decryption message buffer: it needs GCM=1 and "
                          "RELEASE_UNVERIFIED=0")


def auth_buf_beats(p: P) -> int:
    """Beats of aes_modes' message buffer (0: none, RELEASE_UNVERIFIED or no GCM)."""
    return p["AUTH_BUF_BYTES"] // 16 if p["GCM"] and not p["RELEASE_UNVERIFIED"] else 0


#: Clocks the message buffer (rtl/modes/cm_auth_buf.sv) adds to every
#: output: its input slice, current-beat and output registers, output slice.
AUTH_BUF_LATENCY = 4


def gcm_built(p: P) -> bool:
    """Does aes_modes build GCM (and so the line-rate GHASH unit)?"""
    return bool(p["GCM"] and p["MODES"] >> 6 & 1)


def engine_placer(p: P) -> str:
    """nextpnr's placer for aes_modes (docs/modes.md, *Profiles and area*).
    Around a pipelined core with GCM built the engine is over 40,000 cells,
    on which HeAP (nextpnr's default) takes minutes per iteration and does
    not converge in practical time. The GCM-only profile around the
    iterative core: HeAP's placement left router1 stalled on the report's
    seed 1 (about 800 wires overused after 236,000 iterations). The
    electrostatic placer routes both."""
    return "static" if gcm_built(p) and (p["STAGES"] > 1 or p["MODES"] == MODES_GCM_ONLY) else "heap"


def ghash_digit(p: P) -> int:
    """GHASH_DIGIT as the RTL gets it: the configuration's, or (0) the
    registry's choice from the core's II: the least power-of-two digit d
    with 128 / d + 2 <= II (the digit-serial unit then keeps up with every
    block the core takes), if d <= GHASH_AUTO_MAX; else the line-rate unit."""
    if p["GHASH_DIGIT"] != GHASH_AUTO:
        return p["GHASH_DIGIT"]
    ii = timing({**{q.name: q.default for q in SPEC.params}, **p})[0]  # (core-only options at defaults)
    for d in ghash.DIGITS:
        if d <= GHASH_AUTO_MAX and ghash.ds_steps(d) + 2 <= ii:
            return d
    return GHASH_LINE_RATE


def engine_hdl(p: P) -> P:
    """aes_modes' RTL values of its registry parameters (CoreSpec.hdl)."""
    return {"GHASH_DIGIT": ghash_digit(p)}


def engine_label(p: P) -> str:
    """What an engine's label says of its GHASH unit: the digit-serial one's
    digit (the line-rate unit is the default)."""
    d = ghash_digit(p)
    return f" ghash-d{d}" if gcm_built(p) and d != GHASH_LINE_RATE else ""


def ghash_latency(p: P) -> int:
    """Clocks GCM's GHASH unit adds to every result: the line-rate unit's
    GHASH_LATENCY, or the digit-serial one's 128 / GHASH_DIGIT + 2."""
    d = ghash_digit(p)
    return GHASH_LATENCY if d == GHASH_LINE_RATE else ghash.ds_steps(d) + 2


def engine_latency(p: P) -> int:
    """Clocks aes_modes adds to the engine's latency: the GHASH stage (the
    GHASH unit with GCM; a register for CCM alone) and the message buffer
    (GCM or CCM without RELEASE_UNVERIFIED)."""
    stage = ghash_latency(p) if gcm_built(p) else (1 if p["GCM"] else 0)
    return stage + (AUTH_BUF_LATENCY if auth_buf_beats(p) else 0)


def engine_flush(p: P, capacity: int) -> int:
    """aes_modes with GCM: its side FIFO scrubs one free word per write-free
    clock; it decides each scrub write a clock ahead (SCRUB_REG), so a word
    read is zero within twice its depth, the next power of two at or above
    CORE_CAP + 17 (rtl/modes/cipher_modes.sv, SIDE_DEPTH). The GHASH unit
    sweeps its stores (H and its powers per stream) in four clocks a stream
    (rtl/modes/cm_ghash_agg.sv), the digit-serial one in one clock a stream
    (rtl/modes/cm_ghash_ds.sv)."""
    if not p["GCM"]:
        return 0
    per = 4 if ghash_digit(p) == GHASH_LINE_RATE else 1
    sweep = per * pow2_at_least(max(2, p["STREAMS"])) if gcm_built(p) else 0
    return max(2 * pow2_at_least(capacity + 17), sweep)


# ---------------------------------------------------------------------------
# The cipher: what every command knows about AES (CipherSpec).
# ---------------------------------------------------------------------------
#: The engine's block limit per message (aes_modes MAX_BLOCKS, 2^30 = 16 GiB;
#: AES has no per-key limit in these modes, and no key rules).
ENGINE_MAX_BLOCKS = 1 << 30
#: The AESAVS ECB files (cryptography-vectors, AES/ECB) of each key size.
KAT_KINDS = ("GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT")


def core_key(key: bytes, p: P) -> bytes:
    """The AES key (16, 24 or 32 bytes) of a size the configuration enables."""
    if len(key) not in (16, 24, 32):
        raise ConfigError(f"wrong key length: AES needs 16, 24 or 32 bytes (AES-128/192/256; 32, 48 or "
                          f"64 hex digits), got {len(key)} bytes")
    sizes = key_sizes({"KEYLENS": 7, **p})
    if 8 * len(key) not in sizes:
        raise ConfigError(f"a {8 * len(key)}-bit key needs AES-{8 * len(key)}, which this configuration does "
                          f"not enable (KEYLENS={p['KEYLENS']}: AES-{'/'.join(map(str, sizes))}); "
                          "see --keylens")
    return key


def _aes(key: bytes, mode: int, **kw):
    from Crypto.Cipher import AES

    return AES.new(key, mode, **kw)


def ecb(key: bytes, decrypt: bool, p: P):
    from Crypto.Cipher import AES

    c = _aes(key, AES.MODE_ECB)
    return c.decrypt if decrypt else c.encrypt


def cmac_lib(key: bytes, p: P, data: bytes) -> bytes:
    from Crypto.Cipher import AES
    from Crypto.Hash import CMAC

    return CMAC.new(key, data, ciphermod=AES).digest()


def policy(key: bytes, p: P, mode: str, blocks: int) -> list[str]:
    """The engine's block limit per message (ECB runs on the bare core)."""
    if mode != "ecb" and blocks > ENGINE_MAX_BLOCKS:
        return [f"{blocks:,} blocks exceed the AES modes engine's limit of 2^30 = {ENGINE_MAX_BLOCKS:,} "
                "blocks per message (MAX_BLOCKS)"]
    return []


def kat_files(p: P) -> list:
    from cipherline.ref.vectors import cavp_dir

    d = cavp_dir("ciphers", "AES", "ECB")
    return [d / f"ECB{kind}{size}.rsp" for size in key_sizes(p) for kind in KAT_KINDS]


def mct_unsupported(spec, p: P) -> str | None:
    """Why an AES core with parameters ``p`` cannot run the Monte Carlo chain
    ``spec`` (a :class:`cipherline.ref.aes_mct.AesMctSpec`), or None: such a
    chain is reported as unsupported, never run (the core would answer
    every block with zeros)."""
    if spec.bits not in key_sizes(p):
        return f"unsupported: AES-{spec.bits} is not enabled (KEYLENS)"
    if spec.decrypt and p.get("ENCRYPT_ONLY"):
        return "unsupported: encrypt-only core (ENCRYPT_ONLY=1, no inverse cipher)"
    if spec.decrypt and p.get("DEC_KEY_LAST"):
        return ("unsupported: DEC_KEY_LAST core (its decryption key is the expanded key's end, and the "
                "Monte Carlo harness changes the cipher key inside the chain)")
    return None


def _block_fn(p: P):
    from cipherline.ref.modes_model import AUTH_BUF_BYTES, aes_block_fn

    return aes_block_fn(p.get("KEYLENS", 7), bool(p.get("ENCRYPT_ONLY", 0)), bool(p.get("GCM", 0)),
                        bool(p.get("RELEASE_UNVERIFIED", 0)), p.get("AUTH_BUF_BYTES", AUTH_BUF_BYTES),
                        p.get("MODES", MODES_ALL))


CIPHER = CipherSpec(
    name="aes", label="AES", block_bits=128, alg_id=1, key_field_bits=256, ksz_bits=2,
    block_fn=_block_fn, core_key=core_key, key_sizes=(16, 24, 32), ecb=ecb,
    key_port=key_field, ksz=lambda key: len(key) // 8 - 2,
    modes_lib=lambda key, p: (lambda m, **kw: _aes(key, m, **kw)), cmac_lib=cmac_lib,
    openssl_prefix=lambda key: f"aes-{8 * len(key)}-", openssl_ctr=True,
    policy=policy, legacy=False,
    kat_files=kat_files,
    # An encrypt-only core has no inverse cipher: its decryption records are left out.
    kat_key=lambda v, p: None if v.decrypt and p.get("ENCRYPT_ONLY") else v.key,
    # As the iterative AES engine the cocotb tests verify (aes-modes-k7-s1-r1-x8).
    run_streams=8, integrated=True,
    sw_baseline=lambda p: "aes-128-ctr",
)
