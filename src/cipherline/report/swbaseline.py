# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Software baseline: ``openssl speed -evp <cipher>`` on one core of this machine.

Measured in the same run as the hardware figures, parsed from openssl's
machine-readable output (``-mr``: ``+F:<n>:<cipher>:<bytes/s>...``) for
16 KiB buffers, and converted to Gbit/s. OpenSSL 3 moved single DES into
the legacy provider, so that cipher is run with
``-provider legacy -provider default``; TDEA is in the default provider.
A missing openssl or a disabled cipher is reported, never fatal.
"""

from __future__ import annotations

import platform
import re
import shutil
import subprocess
from dataclasses import asdict, dataclass

# cipher name -> (family, what it is compared with, needs legacy provider)
CIPHERS: dict[str, tuple[str, str, bool]] = {
    "des-ede3": ("des", "TDEA ECB", False),
    "des-ede3-cbc": ("des", "TDEA CBC", False),
    "des-ecb": ("des", "single DES ECB", True),
    "aes-128-cbc": ("aes", "AES-128 CBC", False),
    "aes-128-ctr": ("aes", "AES-128 CTR", False),
}

BYTES = 16384


@dataclass
class SwResult:
    cipher: str
    what: str
    ok: bool
    gbps: float | None
    detail: str

    def to_json(self) -> dict:
        return asdict(self)


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.lower().startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def openssl_version() -> str | None:
    exe = shutil.which("openssl")
    if not exe:
        return None
    try:
        return subprocess.run([exe, "version"], capture_output=True, text=True,
                              timeout=30).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        return None


def parse_mr(text: str) -> float | None:
    """Bytes per second for the largest block size from ``openssl speed -mr`` output.

    One cipher per run; openssl prints its own name for it (``des-ede3`` is
    ``DES-EDE3-ECB``), so the first ``+F`` line is taken.
    """
    for line in text.splitlines():
        if line.startswith("+F:"):
            parts = line.strip().split(":")
            # +F:<idx>:<name>:<bytes/s for each size...>
            if len(parts) >= 4:
                vals = [float(v) for v in parts[3:] if re.fullmatch(r"[0-9.eE+-]+", v)]
                if vals:
                    return vals[-1]
    return None


def measure(cipher: str, seconds: int = 2) -> SwResult:
    family, what, legacy = CIPHERS.get(cipher, ("?", cipher, False))
    exe = shutil.which("openssl")
    if not exe:
        return SwResult(cipher, what, False, None, "openssl not found on PATH")
    cmd = [exe, "speed", "-mr", "-seconds", str(seconds), "-bytes", str(BYTES)]
    if legacy:
        cmd += ["-provider", "legacy", "-provider", "default"]
    cmd += ["-evp", cipher]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=60 + 5 * seconds)
    except (OSError, subprocess.TimeoutExpired) as e:
        return SwResult(cipher, what, False, None, f"openssl speed failed: {e}")
    bps = parse_mr(p.stdout)
    if p.returncode != 0 or bps is None:
        err = (p.stderr.strip().splitlines() or ["no result"])[-1]
        hint = " (legacy provider not available?)" if legacy else ""
        return SwResult(cipher, what, False, None,
                        f"`{' '.join(cmd[1:])}` gave no result{hint}: {err}")
    return SwResult(cipher, what, True, bps * 8 / 1e9,
                    f"{bps / 1e6:.1f} MB/s, {BYTES}-byte buffers, {seconds} s, 1 core")


def baseline(families: set[str], seconds: int = 2) -> dict:
    """Measure every cipher of the given families; returns a JSON-able dict."""
    return {
        "openssl": openssl_version() or "not found",
        "cpu": cpu_model(),
        "results": [measure(c, seconds).to_json()
                    for c, (fam, _, _) in CIPHERS.items() if fam in families],
    }


def reference_gbps(sw: dict | None, cipher: str | None) -> tuple[str, float] | None:
    """The software figure of ``cipher`` (an ``openssl speed`` name: the
    cipher entry's :attr:`~cipherline.cores.CipherSpec.sw_baseline`) that a
    hardware core is compared with, if measured."""
    if not sw or not cipher:
        return None
    for r in sw.get("results", []):
        if r["cipher"] == cipher and r["ok"]:
            return r["cipher"], r["gbps"]
    return None
    want = {("des", 3): "des-ede3", ("des", 1): "des-ecb"}.get((family, num_des))
    if family == "aes":
        want = "aes-128-ctr"
    for r in sw.get("results", []):
        if r["cipher"] == want and r["ok"]:
            return r["cipher"], r["gbps"]
    return None
