"""``cipherline run``: stream a file through the simulated hardware.

The file goes through the C++ Verilator harness (see
:mod:`cipherline.sim.harness`) block by block, as fast as the hardware accepts it;
the result is written to OUT and, unless ``--no-check``, compared with the
software reference (pycryptodome). The command prints the cycles used, the
blocks per clock and the throughput projected at the last measured fmax of
that configuration (from ``cipherline synth`` / ``cipherline report``).

ECB runs on the bare block core (tdes_core); the other modes run as one
message on the modes engine cipher_modes (rtl/modes, docs/modes.md) around
the same core configuration.
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
from cipherline.cores import Config, ConfigError, engine_for
from cipherline.cores.engine import CMAC_MIN_TAG_DEFAULT, MAX_BLOCKS_DEFAULT

EPILOG = """\
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

notes:
  AES (--core aes): ECB on the bare aes_core only (the modes engine does not
  run AES yet); the key is 16, 24 or 32 bytes (AES-128/192/256) and its size
  must be enabled by --keylens; the input is whole 16-byte blocks; the TDES
  policy options (--legacy) and engine options (--iv, --tag, --taglen) are
  an error with it, and so are TDES core parameters (--num-des, --sbox-rom).
  Modes: ecb (bare core), and on the modes engine: cbc, cfb1, cfb8, cfb64,
  ofb, ctr (64-bit big-endian counter from --iv), cmac (SP 800-38B; --decrypt
  verifies --tag). ECB and CBC take whole 8-byte blocks (no padding): the
  input length must be a multiple of 8; CTR, OFB, CFB may end with a partial
  block; CFB-1 runs one bit per clock beat, CFB-8 one byte. Keys: 8 bytes for --num-des 1; 16 (K1||K2, K3 = K1) or 24
  (K1||K2||K3) bytes for --num-des 3; parity bits are ignored.
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
"""

# Modes the command knows; all but ECB need the modes engine (rtl/modes).
KNOWN_MODES = ("ecb", "cbc", "cfb1", "cfb8", "cfb64", "ofb", "ctr", "cmac")
IV_MODES = ("cbc", "cfb1", "cfb8", "cfb64", "ofb", "ctr")
WHOLE_BLOCK_MODES = ("ecb", "cbc")
CHUNK = 1 << 20  # bytes per reference-check chunk
PROGRESS_MIN_BLOCKS = 1 << 16


class RunError(Exception):
    """A user error: bad argument or input file (exit 2)."""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "run",
        help="stream a file through the simulated hardware (Verilator) and check it",
        description="Encrypt or decrypt a file on the simulated core (C++ Verilator harness), "
        "check the result against pycryptodome, and report cycles, blocks per clock and "
        "projected throughput.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_config_args(p, default="tdes", kinds=("core",))
    p.add_argument("--mode", default="ecb", help="mode of operation: ecb (default), cbc, cfb1, "
                   "cfb8, cfb64, ofb, ctr, cmac (all but ecb run on the modes engine)")
    p.add_argument("--key", required=True, help="key in hex (TDES: 8, 16 or 24 bytes; AES: 16, 24 or 32; see notes)")
    p.add_argument("--iv", default=None, help="IV / initial counter in hex, 8 bytes (cbc, cfb*, ofb, ctr)")
    p.add_argument("--tag", default=None, help="CMAC verify (--decrypt): the expected tag in hex")
    p.add_argument("--taglen", type=int, default=None,
                   help="CMAC tag length in bytes, 1..8 (default: 8, or the --tag length)")
    p.add_argument("--decrypt", action="store_true", help="decrypt instead of encrypt")
    p.add_argument("--legacy", action="store_true",
                   help="allow what the NIST policy refuses (single DES, 2-key TDEA, non-distinct keys, "
                        "more than 2^20 blocks, CMAC tags under 8 bytes), for legacy data; prints a warning")
    p.add_argument("--no-check", action="store_true", help="skip the pycryptodome cross-check")
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


def check_key(key: bytes, num_des: int) -> bytes:
    """The core's 24-byte key from the user's key, or RunError."""
    if num_des == 1:
        if len(key) != 8:
            raise RunError(f"wrong key length: single DES (--num-des 1) needs 8 bytes "
                           f"(16 hex digits), got {len(key)} bytes")
        return key + bytes(16)
    if len(key) == 16:
        return key + key[:8]
    if len(key) == 24:
        return key
    raise RunError(f"wrong key length: TDEA (--num-des 3) needs 16 bytes (K1||K2, K3 = K1) or "
                   f"24 bytes (K1||K2||K3), got {len(key)} bytes")


#: The engine's policy defaults (cipherline.cores.engine): SP 800-67r2, at
#: most 2^20 64-bit blocks per TDEA key bundle; SP 800-38B appendix A, CMAC
#: tags of at least 64 bits.
MAX_BLOCKS = MAX_BLOCKS_DEFAULT
CMAC_MIN_TAG = CMAC_MIN_TAG_DEFAULT


def policy_violations(key: bytes, num_des: int, mode: str, blocks: int, taglen: int) -> list[str]:
    """What the NIST policy refuses about this run (empty: allowed).

    ``key`` is the user's key (8, 16 or 24 bytes); ``blocks`` counts block
    operations (CFB-1: bits, CFB-8: bytes).
    """
    from cipherline.ref.modes_model import keys_distinct

    bad = []
    if num_des == 1:
        bad.append("single DES is not an approved cipher (FIPS 46-3 withdrawn)")
    elif len(key) == 16:
        bad.append("2-key TDEA (keying option 2) is not allowed (SP 800-67r2: 3 distinct keys)")
    elif not keys_distinct(int.from_bytes(key, "big")):
        bad.append("K1, K2 and K3 are not pairwise distinct (SP 800-67r2, keying option 1)")
    if blocks > MAX_BLOCKS:
        bad.append(f"{blocks:,} blocks exceed the limit of 2^20 = {MAX_BLOCKS:,} blocks per TDEA key "
                   f"bundle (SP 800-67r2)")
    if mode == "cmac" and taglen < CMAC_MIN_TAG:
        bad.append(f"a {taglen}-byte CMAC tag is shorter than {CMAC_MIN_TAG} bytes (SP 800-38B appendix A)")
    return bad


def parse_mode(name: str) -> str:
    m = name.strip().lower().replace("-", "").replace("_", "")
    if m not in KNOWN_MODES:
        raise RunError(f"unknown mode {name!r}; known modes: {', '.join(KNOWN_MODES)}")
    return m


def _config(args: argparse.Namespace) -> Config:
    try:
        return config_from_args(args)
    except ConfigError as e:
        raise RunError(str(e)) from None


# ---------------------------------------------------------------------------
# Software reference
# ---------------------------------------------------------------------------


class SoftwareEcb:
    """ECB over whole chunks, TDEA chained from single DES (degenerate keys work)."""

    def __init__(self, key24: bytes, decrypt: bool, num_des: int):
        from Crypto.Cipher import DES

        self.decrypt = decrypt
        self.num_des = num_des
        self.d = [DES.new(key24[i:i + 8], DES.MODE_ECB) for i in (0, 8, 16)]

    def __call__(self, data: bytes) -> bytes:
        d1, d2, d3 = self.d
        if self.num_des == 1:
            return d1.decrypt(data) if self.decrypt else d1.encrypt(data)
        if self.decrypt:
            return d1.decrypt(d2.encrypt(d3.decrypt(data)))
        return d3.encrypt(d2.decrypt(d1.encrypt(data)))


def _equiv_cipher(key24: bytes, num_des: int, mode: int, **kw):
    """pycryptodome cipher object for the key: DES3, or DES for keys that degenerate to single DES.

    EDE with K1 = K2 is single DES with K3; with K2 = K3 it is single DES with K1.
    """
    from Crypto.Cipher import DES, DES3

    k1, k2, k3 = key24[:8], key24[8:16], key24[16:]
    if num_des == 1:
        return DES.new(k1, mode, **kw)
    try:
        return DES3.new(key24, mode, **kw)
    except ValueError:
        return DES.new(k3 if k1 == k2 else k1, mode, **kw)


def software_mode(mode: str, key24: bytes, num_des: int, iv: bytes, decrypt: bool, data: bytes,
                  taglen: int = 8) -> bytes:
    """Reference result of one message (pycryptodome): output bytes, or the CMAC tag."""
    from Crypto.Cipher import DES
    from Crypto.Hash import CMAC

    if mode == "cbc":
        c = _equiv_cipher(key24, num_des, DES.MODE_CBC, iv=iv)
        return c.decrypt(data) if decrypt else c.encrypt(data)
    if mode in ("cfb8", "cfb64"):
        seg = 8 if mode == "cfb8" else 64
        full = len(data) - len(data) % (seg // 8)
        c = _equiv_cipher(key24, num_des, DES.MODE_CFB, iv=iv, segment_size=seg)
        out = c.decrypt(data[:full]) if decrypt else c.encrypt(data[:full])
        if full < len(data):  # CFB-64 partial final block: XOR with E(last ciphertext block)
            last_c = (data[:full] if decrypt else out)[-8:] if full else iv
            ks = _equiv_cipher(key24, num_des, DES.MODE_ECB).encrypt(last_c)
            out += bytes(a ^ b for a, b in zip(data[full:], ks))
        return out
    if mode == "cfb1":
        from cipherline.ref.mct import cfb1_process

        keys = tuple(int.from_bytes(key24[i:i + 8], "big") for i in (0, 8, 16))
        if num_des == 1:
            keys = (keys[0],) * 3
        bits = "".join(format(b, "08b") for b in data)
        r = cfb1_process(keys, int.from_bytes(iv, "big"), bits, decrypt)
        return int(r, 2).to_bytes(len(data), "big") if data else b""
    if mode == "ofb":
        return _equiv_cipher(key24, num_des, DES.MODE_OFB, iv=iv).encrypt(data)
    if mode == "ctr":
        ecb = _equiv_cipher(key24, num_des, DES.MODE_ECB)
        ctr0 = int.from_bytes(iv, "big")
        n = (len(data) + 7) // 8
        ks = ecb.encrypt(b"".join(((ctr0 + i) % (1 << 64)).to_bytes(8, "big") for i in range(n)))
        return bytes(a ^ b for a, b in zip(data, ks))
    if mode == "cmac":
        from Crypto.Cipher import DES as _DES, DES3 as _DES3

        k1, k2, k3 = key24[:8], key24[8:16], key24[16:]
        if num_des == 1 or k1 == k2 == k3:
            key, mod = k1, _DES
        elif k1 == k2:
            key, mod = k3, _DES
        elif k2 == k3:
            key, mod = k1, _DES
        else:
            key, mod = key24, _DES3
        return CMAC.new(key, data, ciphermod=mod).digest()[:taglen]
    raise ValueError(f"no software reference for mode {mode!r}")


def check_against_software(in_path: Path, out_path: Path, key: bytes, decrypt: bool, num_des: int,
                           progress=None, cipher: str = "tdes") -> str | None:
    """None if OUT = reference(IN), else a message naming the first bad block.

    ``cipher`` "tdes": ``key`` is the core's 24-byte key (num_des 1 or 3);
    "aes": a 16-, 24- or 32-byte AES key (pycryptodome's AES in ECB).
    """
    if cipher == "aes":
        from Crypto.Cipher import AES

        aes = AES.new(key, AES.MODE_ECB)
        ref, bs = (aes.decrypt if decrypt else aes.encrypt), 16
    else:
        ref, bs = SoftwareEcb(key, decrypt, num_des), 8
    n_in = in_path.stat().st_size
    n_out = out_path.stat().st_size
    if n_in != n_out:
        return f"output has {n_out} bytes, input {n_in}"
    done = 0
    with open(in_path, "rb") as fi, open(out_path, "rb") as fo:
        while True:
            a = fi.read(CHUNK)
            if not a:
                break
            b = fo.read(len(a))
            exp = ref(a)
            if exp != b:
                for i in range(0, len(a), bs):
                    if exp[i:i + bs] != b[i:i + bs]:
                        blk = (done + i) // bs
                        return (f"block {blk} (byte offset {done + i}): input {a[i:i + bs].hex()}, "
                                f"hardware {b[i:i + bs].hex()}, pycryptodome {exp[i:i + bs].hex()}")
            done += len(a)
            if progress:
                progress(done // bs)
    return None


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
    """Validate everything before simulating; returns (mode, cfg, key, iv, taglen, size): the
    key is the TDES core's 24-byte key, or the AES key."""
    mode = parse_mode(args.mode)
    cfg = _config(args)
    if cfg.spec.cipher == "aes":
        return _check_aes_args(args, mode, cfg)
    key24 = check_key(parse_hex(args.key, "--key"), cfg.p["NUM_DES"])
    if mode != "ecb" and cfg.p["NUM_DES"] != 3:
        raise RunError(f"--mode {mode} runs on the modes engine, which needs TDEA (--num-des 3): its NIST "
                       "policy (POLICY=1) does not build around single DES; use --mode ecb for DES")
    iv = b""
    if mode in IV_MODES:
        if args.iv is None:
            raise RunError(f"--mode {mode} needs --iv (8 bytes, 16 hex digits)")
        iv = parse_hex(args.iv, "--iv")
        if len(iv) != 8:
            raise RunError(f"wrong IV length: --iv must be 8 bytes (16 hex digits), got {len(iv)} bytes")
    elif args.iv is not None:
        parse_hex(args.iv, "--iv")
        raise RunError(f"{mode.upper()} takes no IV (--iv is for {', '.join(IV_MODES)})")
    taglen = 8
    if mode == "cmac":
        tag = parse_hex(args.tag, "--tag") if args.tag is not None else None
        taglen = args.taglen or (len(tag) if tag else 8)
        if not 1 <= taglen <= 8:
            raise RunError(f"--taglen must be 1..8 bytes, got {taglen}")
        if args.decrypt:
            if tag is None:
                raise RunError("CMAC verify (--decrypt) needs the expected tag: --tag HEX")
            if len(tag) != taglen:
                raise RunError(f"--tag has {len(tag)} bytes but --taglen is {taglen}")
            iv = tag + bytes(8 - len(tag))  # expected tag, MSB-aligned, in the IV field
        elif tag is not None:
            raise RunError("--tag is for CMAC verification (with --decrypt)")
    elif args.tag is not None or args.taglen is not None:
        raise RunError("--tag and --taglen are for --mode cmac")
    size = _check_input(args, mode, 8)
    blocks = size * 8 if mode == "cfb1" else size if mode == "cfb8" else max(1, (size + 7) // 8)
    key = parse_hex(args.key, "--key")
    bad = policy_violations(key, cfg.p["NUM_DES"], mode, blocks, taglen)
    if bad and not args.legacy:
        raise RunError("refused by the NIST policy: " + "; ".join(bad) + ". Use --legacy to allow it "
                       "for legacy data (see docs/run.md)")
    if bad:
        print("cipherline run: warning: --legacy overrides the NIST policy: " + "; ".join(bad),
              file=sys.stderr)
    if not args.decrypt:
        print("cipherline run: warning: SP 800-131A r2 disallows TDEA encryption (and CMAC generation) "
              "after 2023; use it only for legacy interoperability", file=sys.stderr)
    _check_output(args)
    return mode, cfg, key24, iv, taglen, size


def _check_input(args: argparse.Namespace, mode: str, block: int) -> int:
    """The input file's size, after the checks every mode needs."""
    inp: Path = args.input
    if not inp.exists():
        raise RunError(f"input file not found: {inp}")
    if not inp.is_file():
        raise RunError(f"input is not a regular file: {inp}")
    size = inp.stat().st_size
    if size == 0 and mode != "cmac":
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


def _check_aes_args(args: argparse.Namespace, mode: str, cfg: Config):
    """``_check_args`` for the AES core: ECB only (the modes engine does not
    run AES yet), a 16-, 24- or 32-byte key of a size the configuration
    enables, no TDES-only option."""
    from cipherline.cores.aes import key_sizes

    if mode != "ecb":
        raise RunError(f"--mode {mode}: the modes engine does not run AES yet; --core aes takes "
                       "--mode ecb (the bare AES core)")
    for flag, given in (("--iv", args.iv is not None), ("--tag", args.tag is not None),
                        ("--taglen", args.taglen is not None), ("--legacy", args.legacy)):
        if given:
            raise RunError(f"{flag} is not for --core aes (ECB on the bare core takes only --key)")
    key = parse_hex(args.key, "--key")
    if len(key) not in (16, 24, 32):
        raise RunError(f"wrong key length: AES needs 16, 24 or 32 bytes (AES-128/192/256; 32, 48 or "
                       f"64 hex digits), got {len(key)} bytes")
    sizes = key_sizes(cfg.p)
    if 8 * len(key) not in sizes:
        raise RunError(f"a {8 * len(key)}-bit key needs AES-{8 * len(key)}, which this configuration does "
                       f"not enable (KEYLENS={cfg.p['KEYLENS']}: AES-{'/'.join(map(str, sizes))}); "
                       "see --keylens")
    if args.decrypt and cfg.p["ENCRYPT_ONLY"]:
        raise RunError("--decrypt on an encrypt-only configuration (ENCRYPT_ONLY=1); use --no-encrypt-only")
    size = _check_input(args, mode, 16)
    _check_output(args)
    return mode, cfg, key, b"", 16, size


def run(args: argparse.Namespace) -> int:
    try:
        mode, cfg, key, iv, taglen, size = _check_args(args)
    except RunError as e:
        return _err(str(e))

    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn

    from cipherline.sim import harness as simrun

    inp, out = args.input, args.output
    aes = cfg.spec.cipher == "aes"
    if mode == "ecb":
        hw = cfg
        beat_bits = cfg.spec.block_bits
        beats, unit = size * 8 // beat_bits, "blocks"
    else:
        hw = engine_for(cfg, STREAMS=64)
        if mode == "cfb1":
            beats, beat_bits, unit = size * 8, 1, "bits"
        elif mode == "cfb8":
            beats, beat_bits, unit = size, 8, "bytes"
        else:
            beats, beat_bits, unit = max(1, (size + 7) // 8), 64, "blocks"
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
            task = bar.add_task(f"simulating {hw.label}", total=beats)
            prog = (lambda d, t: bar.update(task, completed=d)) if use_bar else None
            if mode == "ecb":
                stats = simrun.run_stream(cfg, inp, out, key, args.decrypt, stall_seed=args.stall_seed,
                                          trace=args.trace, progress=prog)
            else:
                stats = simrun.run_message(hw, inp, out, mode, key, int.from_bytes(iv or bytes(8), "big"),
                                           args.decrypt, taglen=taglen, stall_seed=args.stall_seed,
                                           trace=args.trace, progress=prog, legacy=args.legacy)
        sim_s = time.monotonic() - t0
    except simrun.SimError as e:
        print(f"cipherline run: simulation failed: {e}", file=sys.stderr)
        return 1

    status = stats.get("status", 0)
    verify = mode == "cmac" and args.decrypt
    if status not in (0, 6) or (status == 6 and not verify):
        from cipherline.ref.modes_model import STATUS_NAMES

        print(f"cipherline run: the modes engine ended the message with error status {status} "
              f"({STATUS_NAMES.get(status, '?')}; see docs/modes.md)", file=sys.stderr)
        return 1

    check_msg = "skipped (--no-check)"
    mismatch = None
    if not args.no_check:
        if mode == "ecb":
            with make_bar() as bar:
                task = bar.add_task("checking against pycryptodome", total=beats)
                mismatch = check_against_software(inp, out, key, args.decrypt, cfg.p.get("NUM_DES", 3),
                                                  progress=lambda d: bar.update(task, completed=d),
                                                  cipher="aes" if aes else "tdes")
        else:
            data = inp.read_bytes()
            got = out.read_bytes()
            if mode == "cmac":
                tag = software_mode("cmac", key, cfg.p["NUM_DES"], b"", False, data, taglen)
                if verify:
                    sw_ok = tag == iv[:taglen]
                    if sw_ok != (status == 0):
                        mismatch = (f"CMAC verify: hardware says {'pass' if status == 0 else 'fail'}, "
                                    f"pycryptodome says {'pass' if sw_ok else 'fail'}")
                    elif status == 0 and got != tag:
                        mismatch = f"verified tag output {got.hex()} != {tag.hex()}"
                elif got != tag:
                    mismatch = f"CMAC tag: hardware {got.hex()}, pycryptodome {tag.hex()}"
            else:
                exp = software_mode(mode, key, cfg.p["NUM_DES"], iv, args.decrypt, data)
                if exp != got:
                    if len(exp) != len(got):
                        mismatch = f"output has {len(got)} bytes, expected {len(exp)}"
                    else:
                        i = next(k for k in range(len(exp)) if exp[k] != got[k])
                        mismatch = (f"byte offset {i} (block {i // 8}): hardware {got[i:i + 8].hex()}, "
                                    f"pycryptodome {exp[i:i + 8].hex()}")
        check_msg = "MISMATCH" if mismatch else "OK (matches pycryptodome)"

    n = stats.get("blocks", stats.get("beats"))
    busy = max(1, stats["busy_cycles"])
    bpc = n / busy
    fm = find_fmax(hw)
    fm_note = ""
    if fm is None and hw is not cfg:
        fm = find_fmax(cfg)
        fm_note = "; the bare core's fmax, the engine's own is not measured"
    result = {
        "config": hw.name, "label": hw.label, "mode": mode, "decrypt": bool(args.decrypt),
        "beats": n, "beat_bits": beat_bits, "bytes": size, "cycles": stats["cycles"], "busy_cycles": busy,
        "blocks_per_clock": round(bpc, 6), "first_latency": stats["first_latency"],
        "ii": cfg.ii, "stall_seed": args.stall_seed, "sim_seconds": round(sim_s, 2),
        "status": status, "check": None if args.no_check else (mismatch is None),
    }
    if mode == "ecb":
        result["blocks"] = n
    d = ("verify" if verify else "generate") if mode == "cmac" else ("decrypt" if args.decrypt else "encrypt")
    per = "blocks" if beat_bits in (64, 128) else f"{unit} ({beat_bits}-bit beats)"
    print(f"configuration     {hw.label}  [{hw.name}]  core II={cfg.ii}  ({d}, {mode.upper()})")
    print(f"input             {size:,} bytes = {n:,} {per}")
    print(f"cycles            {busy:,} (first input to last output; {stats['cycles']:,} from reset)")
    print(f"latency           {stats['first_latency']} cycles (first {unit[:-1]})")
    print(f"{unit} per clock".ljust(18) + f"{bpc:.4f}"
          + ("  (with random stalls)" if args.stall_seed is not None else ""))
    if fm:
        gbps = beat_bits * bpc * fm["fmax"] / 1000.0
        result.update({"fmax_mhz": fm["fmax"], "fmax_source": fm["source"], "gbps_projected": round(gbps, 3)})
        print(f"projected         {gbps:.3f} Gbit/s at fmax {fm['fmax']:.1f} MHz "
              f"({fm['target']}, from {fm['source']}{fm_note})")
    else:
        print(f"projected         no fmax measured yet; run `cipherline synth --config {hw.name}`")
    print(f"simulation        {sim_s:.2f} s ({stats['cycles'] / max(sim_s, 1e-9) / 1e3:.0f} kcycles/s)")
    if verify:
        print(f"CMAC verify       {'PASS (tag matches)' if status == 0 else 'FAIL (ERR_AUTH: tag does not match)'}")
    print(f"check             {check_msg}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=1) + "\n")
    if mismatch:
        print(f"cipherline run: hardware output differs from pycryptodome: {mismatch}", file=sys.stderr)
        return 1
    if verify and status != 0:
        print("cipherline run: CMAC verification failed: the tag does not match", file=sys.stderr)
        return 1
    return 0
