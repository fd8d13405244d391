# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""AES traffic for the cipher_modes testbenches from published vectors (pure Python).

- :func:`aes_nist_files` / :func:`aes_nist_jobs`: the AESAVS response files
  of cryptography_vectors (ECB, CBC, CFB-1, CFB-8, CFB-128, OFB; GFSbox,
  KeySbox, VarKey, VarTxt and MMT; 128/192/256-bit keys; both directions),
  one message per record, expected outputs from the file.
- :func:`aes_ctr_jobs`: the AES CTR vectors shipped there (RFC 3686), both
  directions; a final partial block is a partial last beat.
- :func:`aes_cmac_jobs`: the SP 800-38B AES CMAC examples, generate
  (full and truncated tags) and verify (good and bad tag).

Keys go to the engine as aes_modes' 258-bit bundle (:func:`cipherline.ref.
modes_model.aes_bundle`). Records the configuration cannot run (a key size
KEYLENS leaves out; ECB/CBC decryption on an encrypt-only core) are left
out by :func:`runnable`; tests/test_modes_model.py checks every job against
the model, so the files and the model agree before any simulation.
"""

from __future__ import annotations

import re
from pathlib import Path

from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import Message, OutBeat
from cipherline.ref.vectors import cavp_dir, load_rsp
from tb.modes.scenarios import Job, byte_beats, cmac_records, segments

__all__ = ["aes_nist_files", "aes_nist_jobs", "aes_ctr_jobs", "aes_cmac_jobs", "runnable", "supports"]

W = 128
AES_DIRS = ("ECB", "CBC", "CFB", "OFB")
_NAME = re.compile(r"^(ECB|CBC|OFB|CFB1|CFB8|CFB128)(GFSbox|KeySbox|VarKey|VarTxt|MMT)(128|192|256)\.rsp$")
_MODES = {"ECB": (mm.MODE_ECB, W), "CBC": (mm.MODE_CBC, W), "OFB": (mm.MODE_OFB, W),
          "CFB1": (mm.MODE_CFB, 1), "CFB8": (mm.MODE_CFB, 8), "CFB128": (mm.MODE_CFB, W)}


def aes_nist_files() -> list[Path]:
    """Every AESAVS ECB/CBC/CFB/OFB known-answer and MMT file (no Monte Carlo files there)."""
    files = []
    for d in AES_DIRS:
        files += sorted(p for p in cavp_dir("ciphers", "AES", d).glob("*.rsp") if _NAME.match(p.name))
    if not files:
        raise FileNotFoundError("no AES CAVP files found in cryptography_vectors")
    return files


def file_mode(name: str) -> tuple[int, int, int]:
    """(mode, segment bits, key bits) from an AESAVS file name."""
    m = _NAME.match(name)
    if not m:
        raise ValueError(f"not an AESAVS ECB/CBC/CFB/OFB file name: {name}")
    mode, seg = _MODES[m.group(1)]
    return mode, seg, int(m.group(3))


def _job(mode: int, dec: bool, key: bytes, iv: int, seg: int, inp: list[int], out: list[int],
         name: str, bits: int = W) -> Job:
    n = len(inp)
    if n == 0 or len(out) != n:
        raise ValueError(f"{name}: input/output lengths {n}/{len(out)}")
    beats = [mm.Beat(x, i == n - 1, seg if seg < W else (bits if i == n - 1 else W)) for i, x in enumerate(inp)]
    exp = [OutBeat(x, i == n - 1, seg if seg < W else (bits if i == n - 1 else W)) for i, x in enumerate(out)]
    msg = Message(0, mode, dec, mm.aes_bundle(key), iv, seg, beats=beats, name=name)
    return Job(expected=exp, msg=msg, name=name)


def aes_nist_jobs(path: Path) -> list[Job]:
    """The jobs of one AESAVS file: one message per record, its IV from the record."""
    mode, seg, _ = file_mode(path.name)
    jobs = []
    for v in load_rsp(path, data_format="bits" if seg == 1 else "hex"):
        f = v.fields
        src, dst = ("CIPHERTEXT", "PLAINTEXT") if v.decrypt else ("PLAINTEXT", "CIPHERTEXT")
        iv = int(f["IV"], 16) if "IV" in f else 0
        jobs.append(_job(mode, v.decrypt, v.key, iv, seg, segments(f[src], seg, W), segments(f[dst], seg, W),
                         f"{path.name}:{v.section}:{v.count}"))
    return jobs


def aes_ctr_jobs() -> list[Job]:
    """RFC 3686 AES CTR vectors (the initial counter block is the record's IV), both directions."""
    jobs = []
    for kb in (128, 192, 256):
        path = cavp_dir("ciphers", "AES", "CTR", f"aes-{kb}-ctr.txt")
        for v in load_rsp(path):
            for dec in (False, True):
                inp, out = (v.ciphertext, v.plaintext) if dec else (v.plaintext, v.ciphertext)
                bi, bo = byte_beats(inp, W), byte_beats(out, W)
                msg = Message(0, mm.MODE_CTR, dec, mm.aes_bundle(v.key), int.from_bytes(v.iv, "big"), W,
                              beats=bi, name=f"{path.name}:{v.count}")
                jobs.append(Job([OutBeat(b.data, b.last, b.bits) for b in bo], msg,
                                name=f"{path.name}:{v.count}:{'dec' if dec else 'enc'}"))
    return jobs


def aes_cmac_jobs() -> list[Job]:
    """SP 800-38B AES CMAC examples (3 key sizes): generate with the full and a
    4-byte tag (cmd_legacy_i set; without it the policy rejects the short tag),
    verify with the right tag, a 12-byte truncated one, and a wrong one."""
    full = (1 << W) - 1
    jobs = []
    for kb in (128, 192, 256):
        name = f"nist-800-38b-aes{kb}.txt"
        for r in cmac_records(name, ("KEY", "MESSAGE", "OUTPUT")):
            key = mm.aes_bundle(bytes.fromhex(r["KEY"]))
            tag = int(r["OUTPUT"], 16)
            beats = byte_beats(bytes.fromhex(r["MESSAGE"]), W)
            t = f"cmac{kb}:{r['COUNT']}"
            top32 = ((1 << 32) - 1) << (W - 32)
            jobs += [
                Job([OutBeat(tag, True, W)], Message(0, mm.MODE_CMAC, False, key, 0, taglen=16, beats=beats),
                    name=t + ":gen"),
                Job([OutBeat(tag & top32, True, 32)],
                    Message(0, mm.MODE_CMAC, False, key, 0, taglen=4, beats=beats, legacy=True), name=t + ":gen4"),
                Job([OutBeat(0, True, 0, mm.ST_ERR_POLICY)],
                    Message(0, mm.MODE_CMAC, False, key, 0, taglen=4, beats=beats), name=t + ":gen4-policy"),
                Job([OutBeat(tag, True, W)], Message(0, mm.MODE_CMAC, True, key, tag, taglen=16, beats=beats),
                    name=t + ":verify"),
                # Only the first 12 bytes count; garbage below them is ignored.
                Job([OutBeat(tag & (full ^ ((1 << 32) - 1)), True, 96)],
                    Message(0, mm.MODE_CMAC, True, key, tag ^ 0xDEADBEEF, taglen=12, beats=beats),
                    name=t + ":verify12"),
                Job([OutBeat(0, True, 0, mm.ST_ERR_AUTH)],
                    Message(0, mm.MODE_CMAC, True, key, tag ^ (1 << 77), taglen=16, beats=beats),
                    name=t + ":badtag"),
            ]
    return jobs


def supports(block: mm.BlockFn, m: Message) -> bool:
    """Whether ``block``'s configuration runs message ``m``: a key size it has,
    and no ECB/CBC decryption on an encrypt-only core."""
    if block.key_valid is not None and not block.key_valid(m.key):
        return False
    return not (block.forward_only and m.decrypt and m.mode in (mm.MODE_ECB, mm.MODE_CBC))


def runnable(jobs: list[Job], block: mm.BlockFn) -> list[Job]:
    """The jobs ``block``'s configuration can run (:func:`supports`)."""
    return [j for j in jobs if supports(block, j.msg)]
