# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``cipherline run``: stream a file through the simulated hardware.

The file goes through the C++ Verilator harness (see
:mod:`cipherline.sim.harness`) block by block, as fast as the hardware accepts it;
the result is written to OUT and, unless ``--no-check``, compared with the
software reference (pycryptodome) and, for the modes engine's modes that
OpenSSL's command line has, with ``openssl enc`` / ``openssl mac``. The
command prints the cycles used, the blocks per clock and the throughput
projected at the last measured fmax of that configuration (from
``cipherline synth`` / ``cipherline report``).

ECB runs on the bare block core (tdes_core, aes_core); the other modes run
as one message on the modes engine cipher_modes (rtl/modes, docs/modes.md)
around the same core configuration (tdes_modes, aes_modes).

AES-GCM (``--core aes --mode gcm``, SP 800-38D) runs as one GCM message on
aes_modes (GCM = 1): ``--iv`` is the IV (1..65535 bytes), ``--aad`` a file of
additional authenticated data, ``--taglen`` the tag length (4, 8, 12..16).
Encryption writes ciphertext || tag; decryption reads ciphertext || tag,
and the engine's message buffer (AUTH_BUF_BYTES) holds the plaintext until
the tag is checked: OUT is written only if it matches, else the command
exits 1 with ERR_AUTH and leaves no OUT. A decryption whose payload is
longer than the default buffer (18,432 bytes) runs on an engine built with
a larger one (:func:`gcm_auth_buf`). GCM is checked against pycryptodome
only: ``openssl enc`` does not take AEAD ciphers.

AES-CCM (``--core aes --mode ccm``, SP 800-38C) runs the same way as one CCM
message (mode 7) on the same engine: ``--nonce`` (or ``--iv``) is the nonce,
7..13 bytes, ``--aad`` the AAD, ``--taglen`` the tag length (4, 6, ..., 16;
default 16); the payload must be shorter than 2^(8(15-n)) bytes for an
n-byte nonce (checked before simulating). Encryption writes ciphertext ||
tag; decryption reads ciphertext || tag and writes OUT only if the tag
matches, with the same message buffer and engine sizes as GCM. CCM is
checked against pycryptodome (AES.MODE_CCM) only, for the same reason.

``--top cipherline-axi --slot N`` runs the message on the SoC top
(rtl/top/cipherline_axi.sv: both engines, the key store behind AXI4-Lite;
every mode, ECB too, as one message of its engine): the C driver
(sw/device/lib/dif), linked into the harness, loads the key into slot N
through the top's AXI4-Lite port, and the message names the slot instead of
carrying its key (:func:`cipherline.sim.harness.run_message` with ``slot``;
:func:`top_config` chooses the top).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from cipherline import hdl
from cipherline.commands.options import add_config_args, config_from_args
from cipherline.cores import (Config, ConfigError, cipher_spec, core_config, engine_for, get_spec, part_configs,
                              public_cores)
from cipherline.cores.dual import SHARED
from cipherline.cores.engine import CMAC_MIN_TAG_DEFAULT, MAX_BLOCKS_DEFAULT
from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import CCM_NONCELENS, CCM_TAGLENS, GCM_IVLEN_MAX, GCM_TAGLENS
from cipherline.commands.software import (check_against_software, compare_gcm, compare_message, model_mode,  # noqa: F401
                                     openssl_mode, openssl_name, openssl_not_checked, software_ccm, software_gcm,
                                     software_mode)

EPILOG = """\\
examples:
  # 3-key TDEA, fully pipelined core (48 stages, 1 round each), encrypt:
  cipherline run --stages 48 --rounds-per-cycle 1 --mode ecb \\
      --key 0123456789abcdef23456789abcdef01456789abcdef0123 plain.bin cipher.bin
  # decrypt legacy data on the small iterative core, 2-key TDEA (K1||K2, K3 = K1):
  cipherline run --stages 1 --rounds-per-cycle 1 --mode ecb --decrypt --legacy \\
      --key 0123456789abcdef23456789abcdef01 cipher.bin plain2.bin
  # single DES (legacy only), 16-stage pipeline, random input gaps and output stalls:
  cipherline run --num-des 1 --stages 16 --mode ecb --legacy --key 133457799bbcdff1 \\
      --stall-seed 7 in.bin out.bin
  # CBC and CTR on the modes engine (one message, one stream):
  cipherline run --stages 48 --mode cbc --iv 1234567890abcdef --key ... in.bin out.bin
  cipherline run --stages 48 --mode ctr --iv 00000000ffffffff --key ... any.bin out.bin
  # CMAC tag (8 bytes) of a file, and its verification:
  cipherline run --stages 3 --mode cmac --key ... msg.bin tag.bin
  cipherline run --stages 3 --mode cmac --decrypt --tag 6c1e6dfa6a21b5e2 --key ... msg.bin out.bin

  # AES-128 (16-byte key) on the fully pipelined AES-128 core (10 stages, II 1):
  cipherline run --core aes --keylens 1 --stages 10 --mode ecb \\
      --key 000102030405060708090a0b0c0d0e0f plain.bin cipher.bin
  # AES-256 on the iterative AES core (all key sizes), decrypt, with stalls:
  cipherline run --core aes --keylens 7 --stages 1 --mode ecb --decrypt --stall-seed 3 \\
      --key 000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f cipher.bin plain.bin
  # AES-192 by configuration name (the pipelined core of every key size):
  cipherline run --config aes-k7-s14-r1 \\
      --key 000102030405060708090a0b0c0d0e0f1011121314151617 plain.bin cipher.bin
  # AES-256 CBC and CTR on the modes engine around the iterative AES core:
  cipherline run --core aes --stages 1 --mode cbc --iv 000102030405060708090a0b0c0d0e0f \\
      --key 603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4 in.bin out.bin
  cipherline run --core aes --stages 1 --mode ctr --iv f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff --key ... in.bin out.bin
  # AES-128 CMAC (16-byte tag), and verifying a 12-byte tag:
  cipherline run --core aes --stages 1 --mode cmac --key 2b7e151628aed2a6abf7158809cf4f3c msg.bin tag.bin
  cipherline run --core aes --stages 1 --mode cmac --decrypt --tag 070a16b46b4d4144f79bdd9d --key ... msg.bin out.bin
  # AES-GCM: 12-byte IV, AAD from a file; OUT = ciphertext || 16-byte tag:
  cipherline run --core aes --stages 1 --mode gcm --iv cafebabefacedbaddecaf888 --aad hdr.bin \\
      --key feffe9928665731c6d6a8f9467308308 plain.bin sealed.bin
  # ... and its decryption: IN = ciphertext || tag; OUT only if the tag matches (else exit 1, no OUT):
  cipherline run --core aes --stages 1 --mode gcm --decrypt --iv cafebabefacedbaddecaf888 --aad hdr.bin \\
      --key feffe9928665731c6d6a8f9467308308 sealed.bin plain2.bin
  # GMAC (empty payload: OUT is the tag), a 12-byte tag and a 60-byte IV:
  cipherline run --core aes --stages 1 --mode gcm --taglen 12 --iv <120 hex digits> --aad msg.bin \\
      --key ... empty.bin tag.bin
  # AES-CCM (SP 800-38C example 2): 8-byte nonce, 16 bytes of AAD, 6-byte tag; OUT = ciphertext || tag:
  cipherline run --core aes --stages 1 --mode ccm --nonce 1011121314151617 --aad hdr.bin --taglen 6 \\
      --key 404142434445464748494a4b4c4d4e4f plain.bin sealed.bin
  # ... and its decryption (OUT only if the tag matches, else exit 1 and no OUT):
  cipherline run --core aes --stages 1 --mode ccm --decrypt --nonce 1011121314151617 --aad hdr.bin \\
      --taglen 6 --key 404142434445464748494a4b4c4d4e4f sealed.bin plain2.bin

  # The SoC top: the C driver loads the key into slot 5 over AXI4-Lite, the packet names slot 5:
  cipherline run --top cipherline-axi --slot 5 --core aes --mode gcm --iv cafebabefacedbaddecaf888 \\
      --aad hdr.bin --key feffe9928665731c6d6a8f9467308308 plain.bin sealed.bin
  cipherline run --top cipherline-axi --slot 0 --core tdes --mode cbc --iv 1234567890abcdef \\
      --key 0123456789abcdef23456789abcdef01456789abcdef0123 in.bin out.bin
  # ... on one configuration of the top by name (its engines' parameters; --core picks the engine):
  cipherline run --top cipherline-axi-ts3-tr1-ak7-as1-ar1-x8-ks16 --slot 15 --core aes --mode ctr \\
      --iv f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff --key 2b7e151628aed2a6abf7158809cf4f3c in.bin out.bin

notes:
  Modes: ecb (bare core), and on the modes engine: cbc, cfb1, cfb8, cfb64
  (TDES) or cfb128 (AES), ofb, ctr (big-endian counter block from --iv;
  the whole block counts), cmac (SP 800-38B; --decrypt verifies --tag).
  --iv is one block (8 bytes TDES, 16 AES). ECB and CBC take whole blocks
  (no padding): the input length must be a multiple of the block; CTR, OFB
  and CFB-64/-128 may end with a partial block; CFB-1 runs one bit per beat,
  CFB-8 one byte. CMAC tags are 1..block bytes (default: the block).
  TDES keys: 8 bytes for --num-des 1; 16 (K1||K2, K3 = K1) or 24
  (K1||K2||K3) bytes for --num-des 3; parity bits are ignored.
  AES (--core aes): the key is 16, 24 or 32 bytes (AES-128/192/256), chosen
  per run, and its size must be enabled by --keylens; the modes run on
  aes_modes (8 streams) around the same aes_core; an --encrypt-only core
  refuses ECB and CBC decryption (CFB, OFB, CTR and CMAC run both ways).
  --legacy and TDES core parameters (--num-des, --sbox-rom) are an error
  with it; CMAC tags must be at least 8 bytes.
  GCM (--core aes only: it needs a 128-bit block; SP 800-38D) runs on
  aes_modes with GCM = 1: --iv is the IV, 1..65535 bytes (12 is the usual
  one; other lengths go through GHASH), --aad FILE the additional
  authenticated data (default none), --taglen 4, 8, 12, 13, 14, 15 or 16
  (default 16); --tag is not used (the tag is part of IN). Encryption
  writes ciphertext || tag (an empty IN with --aad is GMAC: OUT is the
  tag). Decryption reads IN as ciphertext || tag (the last --taglen bytes)
  and writes the plaintext only if the tag matches: the engine's message
  buffer holds the plaintext until the verdict, and the harness writes OUT
  after the verdict. On a mismatch (ERR_AUTH), or any other error status,
  it exits 1 and leaves no OUT (an older OUT is removed). The message
  buffer (AUTH_BUF_BYTES) is 18,432 bytes (two jumbo frames) by default; a
  decryption with a longer payload runs on an engine built with a buffer of
  the next power of two (32,768 .. 1,048,576 bytes: a build of its own per size), and
  payloads over 1 MiB are refused. GCM's blocks per clock count the IV
  (other than 12 bytes), AAD and payload blocks. `openssl enc` does not
  support AEAD ciphers, so GCM has no OpenSSL cross-check (the output says
  so); it is checked against pycryptodome (AES.MODE_GCM).
  CCM (--core aes only; SP 800-38C) runs on the same engine (mode 7):
  --nonce HEX is the nonce, 7..13 bytes (--iv is taken as an alias;
  the nonce goes in the header), --aad FILE the AAD, --taglen 4, 6, 8,
  10, 12, 14 or 16 (default 16). The payload length must fit the 15 - n
  byte length field of an n-byte nonce (shorter than 2^(8(15-n)) bytes:
  64 KiB for a 13-byte nonce), else run refuses it before simulating.
  Encryption writes ciphertext || tag; decryption reads ciphertext || tag
  and, as for GCM, writes OUT only if the tag matches (exit 1 and no OUT
  on ERR_AUTH or ERR_LONG), with the same message buffer sizes. CCM's
  blocks per clock count the AAD and payload blocks (the engine runs two
  AES operations per payload block: CTR and CBC-MAC). It is checked
  against pycryptodome (AES.MODE_CCM); `openssl enc` has no AEAD ciphers.
  The result is checked against pycryptodome and, for the engine's modes,
  against OpenSSL's command line where it has the mode (openssl enc -nopad
  -K -iv: -aes-N-cbc/-cfb1/-cfb8/-cfb/-ofb/-ctr, -des-ede3-cbc/...; CMAC:
  openssl mac -cipher AES-N-CBC / DES-EDE3-CBC CMAC); without openssl the
  output says so. TDES CTR has no openssl command.
  NIST policy (SP 800-67r2, SP 800-131A r2, SP 800-38B), as in the modes
  engine: without --legacy, run refuses single DES, 2-key TDEA and key
  bundles whose K1, K2, K3 are not pairwise distinct, inputs of more than
  2^20 blocks, and CMAC tags shorter than 8 bytes. --legacy allows them, for
  decrypting or verifying legacy data, and prints a warning. TDEA encryption
  is disallowed after 2023: encrypting prints a warning. Blocks per
  clock are measured from the first accepted input to the last output.
  Projected Gbit/s = block bits (64 TDES, 128 AES) * blocks per clock * fmax,
  with the best fmax of the last `cipherline synth` (build/synth/<config>.json)
  or `cipherline report` (build/report/results.json) run for the same
  configuration.
  Key slots (--top cipherline-axi --slot N; docs/csr.md, Firmware): the
  message runs on the SoC top cipherline_axi, which has both engines and a
  key store behind AXI4-Lite. The harness links the C driver
  (sw/device/lib/dif): it identifies and enables the top, loads --key into
  slot N (dif_cipherline_load_slot, through the top's AXI4-Lite port; with
  --legacy a legacy slot), and the message names slot N (a slot header, or
  with --desc a slot descriptor) instead of carrying its key. Every mode
  runs as one message of the top's engine for --core (ECB too). --top
  cipherline-axi builds the top around the engine `run` would build for
  the core options (8 streams, 64 slots; the other engine at the top's
  defaults); --top SLUG names one configuration of it (cipherline report
  --list --full shows some), whose --core engine runs, with no other core
  options. --slot is 0..N_SLOTS-1; --slot needs --top and --top needs
  --slot; a mode the top's engine does not build is refused. A commit the
  key store refuses exits 1 naming its SLOT_STATUS error bits.
"""

# Modes the command knows; all but ECB need the modes engine (rtl/modes).
# CFB's full-block segment is the cipher's block: cfb64 TDES, cfb128 AES.
KNOWN_MODES = ("ecb", "cbc", "cfb1", "cfb8", "cfb64", "cfb128", "ofb", "ctr", "cmac", "gcm", "ccm")
#: The engine's mode code (the control beat's mode lane, CAP_MODES' bit) of each.
MODE_CODES = {"ecb": mm.MODE_ECB, "cbc": mm.MODE_CBC, "cfb1": mm.MODE_CFB, "cfb8": mm.MODE_CFB,
              "cfb64": mm.MODE_CFB, "cfb128": mm.MODE_CFB, "ofb": mm.MODE_OFB, "ctr": mm.MODE_CTR,
              "cmac": mm.MODE_CMAC, "gcm": mm.MODE_GCM, "ccm": mm.MODE_CCM}
#: Streams of the SoC top --top builds: the message runs on stream 0, and
#: 8 (as the AES engine `run` builds) keeps the build small; one build
#: serves both ciphers.
TOP_STREAMS = 8
AEAD_MODES = ("gcm", "ccm")  # AES only: lengths in the header, AAD, tag at the end of OUT / IN
IV_MODES = ("cbc", "cfb1", "cfb8", "cfb64", "cfb128", "ofb", "ctr", "gcm")
WHOLE_BLOCK_MODES = ("ecb", "cbc")
PROGRESS_MIN_BLOCKS = 1 << 16


class RunError(Exception):
    """A user error: bad argument or input file (exit 2)."""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "run",
        help="stream a file through the simulated hardware (Verilator) and check it",
        description="Encrypt or decrypt a file on the simulated core or modes engine (C++ Verilator "
        "harness), check the result against pycryptodome (and openssl), and report cycles, blocks per "
        "clock and projected throughput.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_config_args(p, default="tdes", kinds=("core",))
    p.add_argument("--mode", default="ecb", help="mode of operation: ecb (default), cbc, cfb1, "
                   "cfb8, cfb64 (TDES) / cfb128 (AES), ofb, ctr, cmac, gcm, ccm (gcm and ccm: AES only) "
                   "(all but ecb run on the modes engine)")
    p.add_argument("--key", required=True, help="key in hex (TDES: 8, 16 or 24 bytes; AES: 16, 24 or 32; see notes)")
    p.add_argument("--iv", default=None, help="IV / initial counter block in hex, one block: 8 bytes TDES, "
                   "16 AES (cbc, cfb*, ofb, ctr); gcm: the IV, 1..65535 bytes (12 usual); ccm: an alias "
                   "of --nonce")
    p.add_argument("--nonce", default=None, metavar="HEX",
                   help="ccm: the nonce in hex, 7..13 bytes (the payload must be shorter than "
                        "2^(8(15-n)) bytes for an n-byte nonce)")
    p.add_argument("--aad", type=Path, default=None, metavar="FILE",
                   help="gcm, ccm: additional authenticated data from FILE (default: none)")
    p.add_argument("--tag", default=None, help="CMAC verify (--decrypt): the expected tag in hex "
                   "(not for gcm and ccm: their tag is the end of IN)")
    p.add_argument("--taglen", type=int, default=None,
                   help="CMAC tag length in bytes, 1..block (TDES 8, AES 16; default: the block, "
                        "or the --tag length); gcm: 4, 8, 12..16 (default 16); ccm: 4, 6, ..., 16 "
                        "(default 16)")
    p.add_argument("--decrypt", action="store_true", help="decrypt instead of encrypt")
    p.add_argument("--legacy", action="store_true",
                   help="allow what the NIST policy refuses (single DES, 2-key TDEA, non-distinct keys, "
                        "more than 2^20 blocks, CMAC tags under 8 bytes), for TDES legacy data; prints a "
                        "warning")
    p.add_argument("--desc", action="store_true",
                   help="run on the modes engine built with descriptors (DESC = 1): each message's descriptor "
                        "on s_axis_cmd, its bytes alone on s_axis (docs/modes.md, Descriptors); not with --mode ecb")
    p.add_argument("--top", default=None, metavar="NAME|SLUG",
                   help=f"run on the SoC top with key slots ({', '.join(slot_tops())}): the name builds it around "
                        "the engine the core options give; a configuration name (SLUG) is that top, whose --core "
                        "engine runs; needs --slot")
    p.add_argument("--slot", type=int, default=None, metavar="N",
                   help="with --top: the C driver loads --key into key slot N (0..N_SLOTS-1) through the top's "
                        "AXI4-Lite port, and the message names slot N instead of carrying its key")
    p.add_argument("--no-check", action="store_true", help="skip the pycryptodome and openssl cross-checks")
    p.add_argument("--stall-seed", type=int, default=None, metavar="N",
                   help="random input gaps and output stalls from seed N (default: none)")
    p.add_argument("--trace", type=Path, default=None, metavar="FILE.vcd",
                   help="dump waves (VCD) to FILE (slow; for debugging small inputs)")
    p.add_argument("--json", type=Path, default=None, metavar="OUT.json",
                   help="also write the figures as JSON")
    p.add_argument("input", type=Path, metavar="IN", help="input file")
    p.add_argument("output", type=Path, metavar="OUT", help="output file (overwritten)")
    p.set_defaults(func=run)


# ---------------------------------------------------------------------------
# Argument checks
# ---------------------------------------------------------------------------


def parse_hex(text: str, what: str) -> bytes:
    s = text.strip().lower()
    if s.startswith("0x"):
        s = s[2:]
    s = s.replace(" ", "").replace(":", "")
    if not s:
        raise RunError(f"{what} is empty")
    if len(s) % 2:
        raise RunError(f"bad hex string for {what}: odd number of digits ({len(s)}) in {text!r}")
    try:
        return bytes.fromhex(s)
    except ValueError:
        raise RunError(f"bad hex string for {what}: {text!r} (only 0-9, a-f allowed)") from None


#: The engine's policy defaults (cipherline.cores.engine): SP 800-67r2, at
#: most 2^20 64-bit blocks per TDEA key bundle; SP 800-38B appendix A, CMAC
#: tags of at least 64 bits.
MAX_BLOCKS = MAX_BLOCKS_DEFAULT
CMAC_MIN_TAG = CMAC_MIN_TAG_DEFAULT
#: The header's AAD and payload length fields (bytes).
GCM_LEN_MAX = (1 << 32) - 1
#: The message buffer that holds a GCM or CCM decryption's plaintext until
#: its tag is checked (aes_modes AUTH_BUF_BYTES: default 18,432 bytes, at
#: most 1 MiB). The tag, IV and nonce lengths are the reference model's
#: (GCM_TAGLENS, GCM_IVLEN_MAX, CCM_TAGLENS, CCM_NONCELENS).
AUTH_BUF_DEFAULT = get_spec("aes-modes").param("AUTH_BUF_BYTES").default
AUTH_BUF_MAX = get_spec("aes-modes").param("AUTH_BUF_BYTES").maximum


def policy_violations(key: bytes, params: dict, mode: str, blocks: int, taglen: int,
                      cipher: str = "tdes") -> list[str]:
    """What the NIST policy refuses about this run (empty: allowed).

    ``key`` is the user's key; ``params`` the configuration's parameters;
    ``blocks`` counts block operations (CFB-1: bits, CFB-8: bytes). The
    cipher's own rules come from its registry entry (TDES: keying options
    and 2^20 blocks per key bundle; AES: the engine's block limit); the CMAC
    tag rule holds for every cipher.
    """
    bad = cipher_spec(cipher).policy(key, params, mode, blocks)
    if mode == "cmac" and taglen < CMAC_MIN_TAG:
        bad.append(f"a {taglen}-byte CMAC tag is shorter than {CMAC_MIN_TAG} bytes (SP 800-38B appendix A)")
    return bad


def parse_mode(name: str) -> str:
    m = name.strip().lower().replace("-", "").replace("_", "")
    if m not in KNOWN_MODES:
        raise RunError(f"unknown mode {name!r}; known modes: {', '.join(KNOWN_MODES)}")
    return m


def gcm_auth_buf(plen: int, mode: str = "gcm") -> int:
    """AUTH_BUF_BYTES of the engine that decrypts a GCM (or CCM: ``mode``)
    payload of ``plen`` bytes: the default (18,432) when the payload fits it,
    else the next power of two (32,768 .. 1,048,576; powers of two keep the
    number of engine builds small); RunError above the largest buffer."""
    if plen <= AUTH_BUF_DEFAULT:
        return AUTH_BUF_DEFAULT
    buf = max(16, 1 << (plen - 1).bit_length())
    if buf > AUTH_BUF_MAX:
        raise RunError(f"a {mode.upper()} decryption of {plen:,} payload bytes does not fit the largest message buffer "
                       f"(AUTH_BUF_BYTES at most {AUTH_BUF_MAX:,} bytes): the engine holds a decryption's "
                       "plaintext until its tag is verified; split the data into messages of at most 1 MiB")
    return buf


def _config(args: argparse.Namespace) -> Config:
    try:
        return config_from_args(args)
    except ConfigError as e:
        raise RunError(str(e)) from None


# ---------------------------------------------------------------------------
# fmax of the last synthesis of this configuration
# ---------------------------------------------------------------------------


def _iter_results(obj: Any):
    if isinstance(obj, dict):
        if "config" in obj and ("fmax_best" in obj or "fmax" in obj):
            yield obj
        for v in obj.values():
            yield from _iter_results(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _iter_results(v)


def find_fmax(cfg: Config, target: str = "ecp5") -> dict | None:
    """The newest measured fmax for ``cfg`` (by its name): {"fmax", "source", "target", "seeds"} or None.

    Only results for ``target`` count (results without a target field count too).
    """
    files = list((hdl.BUILD / "synth").glob("*.json")) + [hdl.BUILD / "report" / "results.json"]
    best: tuple[float, dict] | None = None
    for f in files:
        if not f.is_file():
            continue
        try:
            data = json.loads(f.read_text())
        except (OSError, ValueError):
            continue
        for r in _iter_results(data):
            if r.get("name") != cfg.name or r.get("target", target) != target:
                continue
            fmax = r.get("fmax_best", r.get("fmax"))
            if not fmax:
                continue
            try:
                src = str(f.relative_to(hdl.REPO))
            except ValueError:
                src = str(f)
            cand = {"fmax": float(fmax), "source": src,
                    "target": r.get("target", "?"), "seeds": len(r.get("seeds", [])) or None}
            mt = f.stat().st_mtime
            if best is None or mt > best[0]:
                best = (mt, cand)
    return best[1] if best else None


# ---------------------------------------------------------------------------
# The command
# ---------------------------------------------------------------------------


def _err(msg: str) -> int:
    print(f"cipherline run: error: {msg}", file=sys.stderr)
    return 2


def _check_args(args: argparse.Namespace):
    """Validate everything before simulating; returns (mode, cfg, hw, key, iv, taglen, size):
    hw is the configuration that runs (cfg for ECB, else the modes engine around it; a GCM or
    CCM decryption longer than the default message buffer: an engine with a larger AUTH_BUF_BYTES;
    with --top, the SoC top, every mode: :func:`top_config`, or the configuration --top names, and
    then cfg is the core of its engine for --core); the key is the TDES core's 24-byte key, or the AES key; iv is one block (empty for ECB; for
    CMAC verify the expected tag; GCM: the IV, 1..65535 bytes; CCM: the nonce, 7..13 bytes); size
    is IN's size in bytes."""
    mode = parse_mode(args.mode)
    cfg = _config(args)
    cfg, fixed_top = _top_core(args, cfg)
    top = args.top is not None
    c = cfg.cipher_spec
    bs = c.block_bytes
    _check_mode(mode, cfg)
    user_key = parse_hex(args.key, "--key")
    if args.legacy and not c.legacy:
        raise RunError(f"--legacy is not for --core {cfg.core}: the NIST policy's legacy exemption is for TDES "
                       f"legacy data ({c.label} has no key rules; its CMAC tag minimum and block limit have no "
                       "exemption here)")
    try:
        key = c.core_key(user_key, cfg.p)
    except ConfigError as e:
        raise RunError(str(e)) from None
    if args.decrypt and mode in ("ecb", "cbc") and c.block_fn(cfg.p).forward_only:
        raise RunError(f"--decrypt with --mode {mode} on an encrypt-only configuration (ENCRYPT_ONLY=1): "
                       f"{mode.upper()} decryption needs the inverse cipher (CFB, OFB, CTR and CMAC run both "
                       "ways on it); use --no-encrypt-only")
    hw = cfg
    eng = {"STREAMS": TOP_STREAMS if top else c.run_streams, **({"DESC": 1} if args.desc else {})}
    if args.desc and mode == "ecb" and not top:
        raise RunError("--desc drives the modes engine's descriptor channel; --mode ecb runs on the bare core "
                       "(use another mode)")
    if mode != "ecb" or top:
        try:
            hw = engine_for(cfg, **eng)
        except ConfigError as e:
            raise RunError(f"--mode {mode} runs on the modes engine: {e}; use --mode ecb") from None
        if mode in AEAD_MODES and not c.block_fn(hw.p).aead:
            raise RunError(f"--mode {mode} needs a modes engine with GCM and CCM (its AEAD unit); "
                           f"{hw.name} has none")
    iv, taglen = _check_iv_tag(args, mode, bs)
    size = _check_input(args, mode, bs)
    blocks = size * 8 if mode == "cfb1" else size if mode == "cfb8" else max(1, -(-size // bs))
    if mode in AEAD_MODES:
        g = aead_layout(mode, iv, _check_aad(args, mode), size, taglen, args.decrypt)
        blocks = g.get("aes_ops", g["blocks"] + 1)  # the block limit counts the operations, the final step too
        if args.decrypt and g["payload_bytes"] > AUTH_BUF_DEFAULT:
            hw = engine_for(cfg, **eng, AUTH_BUF_BYTES=gcm_auth_buf(g["payload_bytes"], mode))
    elif args.aad is not None:
        raise RunError(f"--aad is for --mode gcm and ccm (authenticated data), not {mode.upper()}")
    bad = policy_violations(user_key, cfg.p, mode, blocks, taglen, c.name)
    if bad and not args.legacy:
        raise RunError("refused by the NIST policy: " + "; ".join(bad) + (
            ". Use --legacy to allow it for legacy data (see docs/run.md)" if c.legacy else
            f" (--legacy, for TDES legacy data, is not for {c.label})"))
    if bad:
        print("cipherline run: warning: --legacy overrides the NIST policy: " + "; ".join(bad),
              file=sys.stderr)
    if notice := c.run_notice(args.decrypt):
        print(f"cipherline run: warning: {notice}", file=sys.stderr)
    if top:
        hw = fixed_top or top_config(args.top, hw)
        _check_top(args, mode, cfg, hw)
    _check_output(args)
    return mode, cfg, hw, key, iv, taglen, size


# ---------------------------------------------------------------------------
# The SoC top: --top, --slot
# ---------------------------------------------------------------------------


def slot_tops() -> list[str]:
    """The registry's tops with key slots (an N_SLOTS parameter): the names --top takes."""
    return [n for n in public_cores() if any(q.name == "N_SLOTS" for q in get_spec(n).params)]


def _core_options_given(args: argparse.Namespace) -> list[str]:
    """The configuration options given on the command line but --core."""
    given = [f"--{k[4:].lower().replace('_', '-')}" for k, v in vars(args).items()
             if k.startswith("cfg_") and k not in ("cfg_param", "cfg_default", "cfg_kinds") and v is not None]
    return given + (["--config"] if args.config else []) + (["--param"] if args.cfg_param else [])


def _top_core(args: argparse.Namespace, cfg: Config) -> tuple[Config, Config | None]:
    """Check --top and --slot together, and resolve a --top that names one
    configuration: (the block core that runs: ``cfg``, or with such a --top
    the core of its --core engine; that top configuration, else None)."""
    if args.top is None and args.slot is None:
        return cfg, None
    names = ", ".join(slot_tops())
    if args.top is None:
        raise RunError(f"--slot {args.slot} names a key slot of the SoC top: add --top {names} (the bare core and "
                       "the modes engine take the key in the packet)")
    if args.slot is None:
        raise RunError(f"--top {args.top} runs the message through a key slot: give --slot N, the slot the C driver "
                       "loads --key into")
    if args.top in slot_tops():
        return cfg, None
    try:
        top = Config.parse(args.top)
    except ConfigError as e:
        raise RunError(f"--top {args.top}: {e}; --top takes {names} or one of its configurations by name "
                       f"(e.g. {top_config(slot_tops()[0], engine_for(Config.make('aes'), STREAMS=TOP_STREAMS)).name})"
                       ) from None
    if top.core not in slot_tops():
        raise RunError(f"--top {args.top} is a {top.core} configuration, which has no key slots; --top takes "
                       f"{names} or one of its configurations")
    if given := _core_options_given(args):
        raise RunError(f"--top {args.top} fixes its engines' parameters: drop {', '.join(given)} (--core chooses the "
                       "engine that runs)")
    cipher = cfg.cipher_spec.name
    engines = part_configs(top)
    if cipher not in engines:
        raise RunError(f"--top {args.top} has no {cfg.cipher_spec.label} engine (it has {', '.join(engines)})")
    return core_config(engines[cipher]), top


def top_config(name: str, engine: Config) -> Config:
    """The SoC top ``name`` (a registry top with key slots) around ``engine``
    (a modes engine configuration): the top's engine of that cipher has
    ``engine``'s parameters, the parameters both engines share are
    ``engine``'s, the other engine and N_SLOTS are the top's defaults."""
    spec = get_spec(name)
    parts = [part for part in spec.extra["parts"] if part.engine.cipher == engine.spec.cipher]
    if not parts:
        raise RunError(f"--top {name} has no {engine.spec.cipher} engine")
    part = parts[0]
    params: dict[str, int] = {}
    for q in part.engine.params:
        v = engine.p[q.name]
        if q.name in SHARED:
            params[q.name] = v
        elif q.name in part.fixed:
            if q.name != "SA" and v != part.fixed[q.name]:  # (SA: the top's engines take key slots)
                raise RunError(f"--top {name}: its {part.prefix} engine has {q.name} = {part.fixed[q.name]}; "
                               f"this run's core has {q.name} = {v}")
        else:
            params[f"{part.prefix}_{q.name}"] = v
    try:
        return Config.make(name, **params)
    except ConfigError as e:
        raise RunError(f"--top {name}: {e}") from None


def _check_top(args: argparse.Namespace, mode: str, cfg: Config, hw: Config) -> None:
    """The SoC top ``hw`` runs this message: its engine for the cipher builds
    the mode, it takes descriptors if --desc, and --slot is one of its slots."""
    c = cfg.cipher_spec
    eng = part_configs(hw)[c.name]
    if not c.block_fn(eng.p).builds(MODE_CODES[mode]):
        built = [m for m in KNOWN_MODES if m in _modes_of(cfg) and c.block_fn(eng.p).builds(MODE_CODES[m])]
        raise RunError(f"--mode {mode}: the SoC top {hw.name} does not build it in its {c.label} engine "
                       f"(its modes: {', '.join(built)})")
    if args.desc and not hw.p["DESC"]:
        desc = Config.make(hw.core, **{**hw.p, "DESC": 1}).name
        raise RunError(f"--desc: the SoC top {hw.name} takes in-band headers (DESC = 0); name one built with "
                       f"descriptors ({desc}) or drop --desc")
    n = hw.p["N_SLOTS"]
    if not 0 <= args.slot < n:
        raise RunError(f"--slot {args.slot}: the SoC top {hw.name} has {n} key slots, 0..{n - 1}")


def _modes_of(cfg: Config) -> tuple[str, ...]:
    from cipherline.sim.harness import message_modes

    return message_modes(cfg.spec.block_bits)


def _check_mode(mode: str, cfg: Config) -> None:
    """A mode of the cipher: CFB's full segment is its block (cfb64 TDES, cfb128 AES)."""
    from cipherline.sim.harness import message_modes

    modes = message_modes(cfg.spec.block_bits)
    if mode in AEAD_MODES and mode not in modes:
        sp = "SP 800-38D" if mode == "gcm" else "SP 800-38C"
        raise RunError(f"--mode {mode} needs a 128-bit block cipher ({sp}): it runs on the AES modes engine "
                       f"only (--core aes); {cfg.cipher_spec.label} has a {cfg.spec.block_bits}-bit block")
    if mode not in modes:
        name, bits = cfg.cipher_spec.label, cfg.spec.block_bits
        raise RunError(f"--mode {mode} does not fit {name}: CFB's full-block segment is the {bits}-bit "
                       f"{name} block, --mode cfb{bits} ({name} modes: {', '.join(modes)})")


def _check_iv_tag(args: argparse.Namespace, mode: str, bs: int) -> tuple[bytes, int]:
    """The IV block (empty for ECB and CMAC generate; CMAC verify: the
    expected tag, zero-padded to a block) and the CMAC tag length, from
    --iv, --tag and --taglen; ``bs`` is the block in bytes."""
    from cipherline.sim.harness import message_modes

    iv_modes = [m for m in IV_MODES if m in message_modes(8 * bs)]
    iv = b""
    if args.nonce is not None and mode != "ccm":
        raise RunError(f"--nonce is for --mode ccm (its nonce, 7..13 bytes), not {mode.upper()}"
                       + (" (GCM's IV is --iv)" if mode == "gcm" else ""))
    if mode == "gcm":
        return _check_gcm_iv_tag(args)
    if mode == "ccm":
        return _check_ccm_nonce_tag(args)
    if mode in iv_modes:
        if args.iv is None:
            raise RunError(f"--mode {mode} needs --iv ({bs} bytes, {2 * bs} hex digits)")
        iv = parse_hex(args.iv, "--iv")
        if len(iv) != bs:
            raise RunError(f"wrong IV length: --iv must be one block, {bs} bytes ({2 * bs} hex digits), "
                           f"got {len(iv)} bytes")
    elif args.iv is not None:
        parse_hex(args.iv, "--iv")
        raise RunError(f"{mode.upper()} takes no IV (--iv is for {', '.join(iv_modes)})")
    taglen = bs
    if mode == "cmac":
        tag = parse_hex(args.tag, "--tag") if args.tag is not None else None
        taglen = args.taglen or (len(tag) if tag else bs)
        if not 1 <= taglen <= bs:
            raise RunError(f"--taglen must be 1..{bs} bytes (the block), got {taglen}")
        if args.decrypt:
            if tag is None:
                raise RunError("CMAC verify (--decrypt) needs the expected tag: --tag HEX")
            if len(tag) != taglen:
                raise RunError(f"--tag has {len(tag)} bytes but --taglen is {taglen}")
            iv = tag + bytes(bs - len(tag))  # expected tag, MSB-aligned, in the IV field
        elif tag is not None:
            raise RunError("--tag is for CMAC verification (with --decrypt)")
    elif args.tag is not None or args.taglen is not None:
        raise RunError("--tag and --taglen are for --mode cmac" + (" (--taglen also for gcm and ccm)" if bs == 16 else ""))
    return iv, taglen


def _check_gcm_iv_tag(args: argparse.Namespace) -> tuple[bytes, int]:
    """GCM's IV (1..65535 bytes) and tag length (4, 8, 12..16; default 16)."""
    if args.iv is None:
        raise RunError(f"--mode gcm needs --iv: the IV in hex, 1..{GCM_IVLEN_MAX} bytes (12 bytes, 24 hex digits, "
                       "is the usual one)")
    if not args.iv.strip():
        raise RunError(f"--iv is empty: a GCM IV is 1..{GCM_IVLEN_MAX} bytes")
    iv = parse_hex(args.iv, "--iv")
    if len(iv) > GCM_IVLEN_MAX:
        raise RunError(f"wrong IV length: a GCM IV is 1..{GCM_IVLEN_MAX} bytes, got {len(iv)} bytes")
    return iv, _aead_taglen(args, "gcm")


def _check_ccm_nonce_tag(args: argparse.Namespace) -> tuple[bytes, int]:
    """CCM's nonce (--nonce, or --iv as its alias; 7..13 bytes) and tag
    length (4, 6, ..., 16; default 16)."""
    if args.nonce is not None and args.iv is not None:
        raise RunError("--mode ccm takes the nonce once: --nonce or --iv (its alias), not both")
    opt, text = ("--nonce", args.nonce) if args.nonce is not None else ("--iv", args.iv)
    if text is None:
        raise RunError("--mode ccm needs --nonce: the nonce in hex, 7..13 bytes (14..26 hex digits)")
    if not text.strip():
        raise RunError(f"{opt} is empty: a CCM nonce is 7..13 bytes")
    nonce = parse_hex(text, opt)
    if len(nonce) not in CCM_NONCELENS:
        raise RunError(f"wrong nonce length: a CCM nonce is 7..13 bytes (14..26 hex digits; SP 800-38C A.1), "
                       f"got {len(nonce)} bytes")
    return nonce, _aead_taglen(args, "ccm")


def _aead_taglen(args: argparse.Namespace, mode: str) -> int:
    """The tag length of a GCM or CCM run (--taglen, default 16); there is
    no --tag: a decryption's tag is the end of IN."""
    name = mode.upper()
    if args.tag is not None:
        raise RunError(f"--tag is not for --mode {mode}: a {name} decryption's tag is the last --taglen bytes "
                       "of IN (ciphertext || tag), as encryption writes it")
    taglen = 16 if args.taglen is None else args.taglen
    allowed, spec = ((CCM_TAGLENS, "SP 800-38C A.1") if mode == "ccm" else (GCM_TAGLENS, "SP 800-38D 5.2.1.2"))
    if taglen not in allowed:
        lens = ", ".join(map(str, allowed[:-1])) + f" or {allowed[-1]}"
        raise RunError(f"--taglen {taglen}: a {name} tag is {lens} bytes ({spec})")
    return taglen


def _check_aad(args: argparse.Namespace, mode: str = "gcm") -> int:
    """The size of the --aad file (0 without one)."""
    aad: Path | None = args.aad
    if aad is None:
        return 0
    if not aad.exists():
        raise RunError(f"AAD file not found: {aad}")
    if not aad.is_file():
        raise RunError(f"AAD is not a regular file: {aad}")
    n = aad.stat().st_size
    if n > GCM_LEN_MAX:
        raise RunError(f"AAD of {n:,} bytes: the {mode.upper()} header's AAD length is 32 bits "
                       f"(at most {GCM_LEN_MAX:,} bytes)")
    return n


def gcm_layout(iv: bytes, alen: int, size: int, taglen: int, decrypt: bool) -> dict[str, int]:
    """The lengths and block counts of a GCM run: IN of ``size`` bytes
    (decryption: ciphertext || tag), ``alen`` AAD bytes; RunError if the
    input is shorter than the tag or the payload does not fit the header."""
    if decrypt and size < taglen:
        raise RunError(f"a GCM decryption's input is ciphertext || tag: {size} bytes is shorter than the "
                       f"{taglen}-byte tag (--taglen)")
    plen = size - taglen if decrypt else size
    if plen > GCM_LEN_MAX:
        raise RunError(f"a payload of {plen:,} bytes: the GCM header's payload length is 32 bits")
    g = {"iv_bytes": len(iv), "aad_bytes": alen, "payload_bytes": plen, "taglen": taglen,
         "iv_blocks": 0 if len(iv) == 12 else -(-len(iv) // 16), "aad_blocks": -(-alen // 16),
         "payload_blocks": -(-plen // 16)}
    g["blocks"] = g["iv_blocks"] + g["aad_blocks"] + g["payload_blocks"]
    return g


def ccm_layout(nonce: bytes, alen: int, size: int, taglen: int, decrypt: bool) -> dict[str, int]:
    """The lengths and block counts of a CCM run: IN of ``size`` bytes
    (decryption: ciphertext || tag), ``alen`` AAD bytes; RunError if the
    input is shorter than the tag, or the payload does not fit the nonce's
    length field (15 - n bytes for an n-byte nonce) or the header. The
    blocks are the AAD and payload data blocks (beats); ``aes_ops`` the
    block operations the engine runs for them (the formatted AAD blocks:
    the length prefix, and per payload block CTR and CBC-MAC) and the
    final step."""
    if decrypt and size < taglen:
        raise RunError(f"a CCM decryption's input is ciphertext || tag: {size} bytes is shorter than the "
                       f"{taglen}-byte tag (--taglen)")
    plen = size - taglen if decrypt else size
    n = len(nonce)
    q = 15 - n
    if plen >= 1 << (8 * q):
        raise RunError(f"a payload of {plen:,} bytes is too long for a {n}-byte nonce: CCM's length field then "
                       f"has 15 - {n} = {q} bytes, so the payload must be shorter than 2^{8 * q} = "
                       f"{1 << (8 * q):,} bytes (SP 800-38C A.2.1); use a shorter nonce or split the data")
    if plen > GCM_LEN_MAX:
        raise RunError(f"a payload of {plen:,} bytes: the CCM header's payload length is 32 bits")
    fmt_aad = -(-(alen + (2 if alen < 0xFF00 else 6)) // 16) if alen else 0
    g = {"nonce_bytes": n, "aad_bytes": alen, "payload_bytes": plen, "taglen": taglen,
         "aad_blocks": -(-alen // 16), "payload_blocks": -(-plen // 16)}
    g["blocks"] = g["aad_blocks"] + g["payload_blocks"]
    g["aes_ops"] = fmt_aad + 2 * g["payload_blocks"] + 1
    return g


def aead_layout(mode: str, iv: bytes, alen: int, size: int, taglen: int, decrypt: bool) -> dict[str, int]:
    """:func:`gcm_layout` (``mode`` "gcm") or :func:`ccm_layout` ("ccm")."""
    if mode == "ccm":
        return ccm_layout(iv, alen, size, taglen, decrypt)
    return gcm_layout(iv, alen, size, taglen, decrypt)


def _check_input(args: argparse.Namespace, mode: str, block: int) -> int:
    """The input file's size, after the checks every mode needs."""
    inp: Path = args.input
    if not inp.exists():
        raise RunError(f"input file not found: {inp}")
    if not inp.is_file():
        raise RunError(f"input is not a regular file: {inp}")
    size = inp.stat().st_size
    if size == 0 and mode not in ("cmac", *AEAD_MODES):
        raise RunError(f"input file is empty: {inp}")
    if mode in WHOLE_BLOCK_MODES and size % block:
        raise RunError(f"input length {size} bytes is not a multiple of {block}: {mode.upper()} takes whole "
                       f"{block}-byte blocks and cipherline does no padding ({size % block} bytes too many "
                       f"or {block - size % block} missing)")
    return size


def _check_output(args: argparse.Namespace) -> None:
    out: Path = args.output
    if not out.parent.exists():
        raise RunError(f"output directory does not exist: {out.parent}")
    if out.exists() and out.resolve() == args.input.resolve():
        raise RunError("output file must differ from the input file")


def _drop_output(out: Path) -> bool:
    """Remove OUT (a failed GCM or CCM decryption leaves none); whether there was one."""
    try:
        out.unlink()
        return True
    except FileNotFoundError:
        return False


def _status_error(status: int, mode: str, hw: Config, g: dict | None) -> str:
    """What an error status of the engine means for this run."""
    from cipherline.ref.modes_model import STATUS_NAMES

    name = STATUS_NAMES.get(status, "?")
    if mode in AEAD_MODES and status == 8:
        return (f"the payload ({g['payload_bytes']:,} bytes) is longer than the engine's message buffer "
                f"(AUTH_BUF_BYTES = {hw.p.get('AUTH_BUF_BYTES', AUTH_BUF_DEFAULT):,} bytes), which holds a "
                f"{mode.upper()} decryption's plaintext until its tag is checked (ERR_LONG)")
    if mode == "gcm" and status == 3:
        return ("the engine refused the GCM parameters (ERR_PARAM: the tag length, IV length or key size "
                "is not one it takes)")
    if mode == "ccm" and status == 3:
        return ("the engine refused the CCM parameters (ERR_PARAM: the tag length, nonce length, payload "
                "length for the nonce or key size is not one it takes)")
    return f"the modes engine ended the message with error status {status} ({name}; see docs/modes.md)"


def run(args: argparse.Namespace) -> int:
    try:
        mode, cfg, hw, key, iv, taglen, size = _check_args(args)
    except RunError as e:
        return _err(str(e))

    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn

    from cipherline.sim import harness as simrun

    inp, out = args.input, args.output
    c = cfg.cipher_spec
    bs = c.block_bytes
    top = simrun.is_soc(hw)
    eng_hw = part_configs(hw)[c.name] if top else hw  # the engine that runs the message
    aead = mode in AEAD_MODES  # GCM or CCM (aname: which)
    aname = mode.upper()
    g: dict | None = None
    if aead:
        g = aead_layout(mode, iv, args.aad.stat().st_size if args.aad else 0, size, taglen, args.decrypt)
        beats, beat_bits, unit = g["blocks"], 128, "blocks"
    elif mode == "ecb":
        beat_bits = cfg.spec.block_bits
        beats, unit = size * 8 // beat_bits, "blocks"
    else:
        if mode == "cfb1":
            beats, beat_bits, unit = size * 8, 1, "bits"
        elif mode == "cfb8":
            beats, beat_bits, unit = size, 8, "bytes"
        else:
            beats, beat_bits, unit = max(1, -(-size // bs)), cfg.spec.block_bits, "blocks"
    con = Console(stderr=True)
    use_bar = beats >= PROGRESS_MIN_BLOCKS

    def make_bar() -> Progress:
        return Progress(TextColumn("{task.description}"), BarColumn(),
                        TextColumn("{task.completed:,}/{task.total:,} " + unit), TimeRemainingColumn(),
                        console=con, transient=True, disable=not use_bar)

    try:
        simrun.build(hw, trace=args.trace is not None, on_status=lambda s: con.print(f"[dim]{s}[/dim]"))
        t0 = time.monotonic()
        with make_bar() as bar:
            # GCM, CCM: the harness counts the data beats it sent (the tag beat too).
            total = beats + int(aead and args.decrypt)
            task = bar.add_task(f"simulating {hw.label}", total=total)
            prog = (lambda d, t: bar.update(task, completed=d)) if use_bar else None
            if mode == "ecb" and not top:
                stats = simrun.run_stream(cfg, inp, out, key, args.decrypt, stall_seed=args.stall_seed,
                                          trace=args.trace, progress=prog)
            else:
                slot = {"slot": args.slot, "cipher": c.name} if top else {}
                stats = simrun.run_message(hw, inp, out, mode, key, iv if aead else (iv or bytes(bs)), args.decrypt,
                                           taglen=taglen, aad=args.aad if aead else None,
                                           stall_seed=args.stall_seed, trace=args.trace, progress=prog,
                                           legacy=args.legacy, **slot)
        sim_s = time.monotonic() - t0
    except simrun.SimError as e:
        if aead and args.decrypt:
            _drop_output(out)
        print(f"cipherline run: simulation failed: {e}", file=sys.stderr)
        return 1

    status = stats.get("status", 0)
    verify = mode in ("cmac", *AEAD_MODES) and args.decrypt
    if status not in (0, 6) or (status == 6 and not verify):
        if aead:
            _drop_output(out)
        print(f"cipherline run: {_status_error(status, mode, eng_hw, g)}"
              + ("; nothing was written to OUT" if aead else ""), file=sys.stderr)
        return 1

    check_msg = "skipped (--no-check)"
    openssl_msg = openssl_not_checked(mode) if aead else None
    openssl_ok = None
    mismatch = ossl_mismatch = None
    if not args.no_check:
        if mode == "ecb":
            with make_bar() as bar:
                task = bar.add_task(f"checking against {c.software}", total=beats)
                mismatch = check_against_software(inp, out, key, args.decrypt, cfg.p,
                                                  progress=lambda d: bar.update(task, completed=d),
                                                  cipher=c.name)
        elif aead:
            assert g is not None
            data = inp.read_bytes()
            aad = args.aad.read_bytes() if args.aad else b""
            got = out.read_bytes() if out.exists() else None
            soft = software_ccm if mode == "ccm" else software_gcm
            exp = soft(key, iv, aad, data, taglen, args.decrypt)
            mismatch = compare_gcm(got, exp, status, args.decrypt, g["payload_bytes"], name=aname)
            if mismatch is None and args.decrypt:
                # The message buffer: a failed decryption gives only its status beat, and a verified
                # one's plaintext leaves after the tag beat went in.
                if status != 0 and stats.get("out_beats", 1) != 1:
                    mismatch = (f"the engine output {stats['out_beats'] - 1} beats of a decryption whose tag "
                                "does not match (only the status beat may leave)")
                elif status == 0 and g["payload_bytes"] and stats["first_out_cycle"] <= stats["last_in_cycle"]:
                    mismatch = (f"plaintext left the engine at cycle {stats['first_out_cycle']}, before the tag "
                                f"beat went in (cycle {stats['last_in_cycle']}): not held for the verdict")
        else:
            data = inp.read_bytes()
            got = out.read_bytes()
            verify_tag = iv[:taglen] if verify else None
            exp = software_mode(mode, key, cfg.p, iv, args.decrypt, data, taglen,
                                cipher=c.name, ctr_w=eng_hw.p["CTR_W"])
            mismatch = compare_message(got, exp, mode, status, verify_tag, bs, c.software)
            ossl, what = openssl_mode(c.name, key, mode, iv, args.decrypt, data, eng_hw.p["CTR_W"])
            if ossl is None:
                openssl_msg = f"not checked: {what}"
            else:
                ossl_mismatch = compare_message(got, ossl[:taglen] if mode == "cmac" else ossl, mode, status,
                                                verify_tag, bs, "openssl")
                openssl_ok = ossl_mismatch is None
                openssl_msg = f"OK (matches {what})" if openssl_ok else f"MISMATCH ({what})"
        check_msg = "MISMATCH" if mismatch else f"OK (matches {c.software})"
    sw_ok = None if args.no_check else mismatch is None
    mismatch = mismatch or ossl_mismatch
    dropped = False
    if aead and args.decrypt and (status != 0 or mismatch):
        dropped = _drop_output(out)  # no plaintext the reference does not vouch for either

    n = g["blocks"] if g is not None else stats.get("blocks", stats.get("beats"))
    busy = max(1, stats["busy_cycles"])
    bpc = n / busy
    fm = find_fmax(hw)
    fm_note = ""
    if fm is None and hw is not cfg:
        fm = find_fmax(cfg)
        fm_note = f"; the bare core's fmax, the {'SoC top' if top else 'engine'}'s own is not measured"
    result = {
        "config": hw.name, "label": hw.label, "mode": mode, "decrypt": bool(args.decrypt),
        "beats": n, "beat_bits": beat_bits, "bytes": size, "cycles": stats["cycles"], "busy_cycles": busy,
        "blocks_per_clock": round(bpc, 6), "first_latency": stats["first_latency"],
        "ii": cfg.ii, "stall_seed": args.stall_seed, "sim_seconds": round(sim_s, 2),
        "status": status, "check": sw_ok, "openssl": openssl_ok,
    }
    if mode == "ecb":
        result["blocks"] = n
    if top:
        result["slot"] = {"slot": args.slot, "slots": hw.p["N_SLOTS"], "load_clocks": stats["slot_load"]["clocks"]}
    if g is not None:
        result[mode] = {**g, "auth_buf_bytes": eng_hw.p["AUTH_BUF_BYTES"] if args.decrypt else None,
                        "verified": (status == 0) if args.decrypt else None}
    if mode == "cmac":
        d = "verify" if verify else "generate"
    else:
        d = "decrypt" if args.decrypt else "encrypt"
    per = "blocks" if beat_bits in (64, 128) else f"{unit} ({beat_bits}-bit beats)"
    print(f"configuration     {hw.label}  [{hw.name}]  core II={cfg.ii}  ({d}, {mode.upper()})")
    if top:
        print(f"key slot          {args.slot} of {hw.p['N_SLOTS']}{' (legacy)' if args.legacy else ''}, loaded by "
              f"the C driver over AXI4-Lite in {stats['slot_load']['clocks']} clocks; the "
              f"{'descriptor' if hw.p['DESC'] else 'header'} names it")
    if g is not None:
        print(f"input             {_aead_input_line(mode, g, size, args.decrypt)}")
    else:
        print(f"input             {size:,} bytes = {n:,} {per}")
    print(f"cycles            {busy:,} (first input to last output; {stats['cycles']:,} from reset)")
    lat_note = ("first output; a decryption's plaintext waits for its tag's verdict" if aead and args.decrypt
                else f"first {unit[:-1]}")
    print(f"latency           {stats['first_latency']} cycles ({lat_note})")
    print(f"{unit} per clock".ljust(18) + f"{bpc:.4f}"
          + (f"  ({'IV, ' if mode == 'gcm' else ''}AAD and payload blocks)" if aead else "")
          + ("  (with random stalls)" if args.stall_seed is not None else ""))
    if fm:
        gbps = beat_bits * bpc * fm["fmax"] / 1000.0
        result.update({"fmax_mhz": fm["fmax"], "fmax_source": fm["source"], "gbps_projected": round(gbps, 3)})
        print(f"projected         {gbps:.3f} Gbit/s at fmax {fm['fmax']:.1f} MHz "
              f"({fm['target']}, from {fm['source']}{fm_note})")
    else:
        print(f"projected         no fmax measured yet; run `cipherline synth --config {hw.name}`")
    print(f"simulation        {sim_s:.2f} s ({stats['cycles'] / max(sim_s, 1e-9) / 1e3:.0f} kcycles/s)")
    if mode == "cmac" and verify:
        print(f"CMAC verify       {'PASS (tag matches)' if status == 0 else 'FAIL (ERR_AUTH: tag does not match)'}")
    if aead:
        if args.decrypt:
            print(f"{aname} verify        {'PASS (tag matches)' if status == 0 else 'FAIL (ERR_AUTH: tag does not match)'}"
                  f"  (message buffer {eng_hw.p['AUTH_BUF_BYTES']:,} bytes)")
        else:
            print(f"{aname} tag           {taglen} bytes, after the {g['payload_bytes']:,} ciphertext bytes in OUT")
    print(f"check             {check_msg}")
    if openssl_msg:
        print(f"openssl           {openssl_msg}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=1) + "\n")
    if mismatch:
        print(f"cipherline run: hardware output differs from the reference: {mismatch}"
              + ("; OUT removed" if dropped else ""), file=sys.stderr)
        return 1
    if verify and status != 0:
        if aead:
            print("cipherline run: authentication failed: the tag does not match (ERR_AUTH); no plaintext was "
                  "written to OUT", file=sys.stderr)
        else:
            print("cipherline run: CMAC verification failed: the tag does not match", file=sys.stderr)
        return 1
    return 0


def _aead_input_line(mode: str, g: dict, size: int, decrypt: bool) -> str:
    """The `input` line of a GCM or CCM run: what IN and --aad hold, in bytes and blocks."""
    what = (f"{size:,} bytes = {g['payload_bytes']:,} ciphertext + {g['taglen']}-byte tag" if decrypt
            else f"{size:,} bytes of plaintext")
    if mode == "ccm":
        return (f"{what}, AAD {g['aad_bytes']:,} bytes, nonce {g['nonce_bytes']} bytes (header) = "
                f"{g['blocks']:,} blocks (payload {g['payload_blocks']:,}, AAD {g['aad_blocks']:,}; "
                f"{g['aes_ops']:,} AES operations)")
    parts = [f"payload {g['payload_blocks']:,}", f"AAD {g['aad_blocks']:,}"]
    if g["iv_blocks"]:
        parts.append(f"IV {g['iv_blocks']}")
    iv = ("IV 12 bytes (header)" if not g["iv_blocks"] else f"IV {g['iv_bytes']} bytes (data beats)")
    return (f"{what}, AAD {g['aad_bytes']:,} bytes, {iv} = {g['blocks']:,} blocks "
            f"({', '.join(parts)})")
