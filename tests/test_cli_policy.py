# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``cipherline run``: the NIST TDEA / CMAC policy (SP 800-67r2, SP 800-131A r2, SP 800-38B).

Each rule is tested with an input that breaks it: refused by default with a
clear message and nothing written, allowed with ``--legacy`` (with a warning
that names the rule).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cipherline.commands.run import MAX_BLOCKS, policy_violations
from tests.test_cli_run import KEY1, KEY2, KEY3, cli

# K1 = K2 (parity bits differ only): degenerates to single DES.
KEY3_K1K2 = "0123456789abcdef" + "0022446688aaccee" + "456789abcdef0123"

RULES = [
    (["--num-des", "1", "--key", KEY1], "single DES is not an approved cipher"),
    (["--key", KEY2], "2-key TDEA (keying option 2) is not allowed"),
    (["--key", KEY3_K1K2], "not pairwise distinct"),
    (["--mode", "cmac", "--taglen", "4", "--key", KEY3], "shorter than 8 bytes"),
]


@pytest.mark.parametrize("extra,message", RULES, ids=["des", "2key", "k1=k2", "cmac-tag"])
def test_policy_refuses_by_default(tmp_path: Path, extra, message) -> None:
    src = tmp_path / "in.bin"
    src.write_bytes(bytes(64))
    out = tmp_path / "out.bin"
    p = cli("run", *extra, str(src), str(out))
    assert p.returncode == 2, p.stderr
    assert "refused by the NIST policy" in p.stderr and message in p.stderr, p.stderr
    assert "--legacy" in p.stderr
    assert not out.exists()


def test_modes_need_tdea(tmp_path: Path) -> None:
    src = tmp_path / "in.bin"
    src.write_bytes(bytes(16))
    p = cli("run", "--num-des", "1", "--legacy", "--mode", "cbc", "--iv", "0011223344556677", "--key", KEY1,
            str(src), str(tmp_path / "out.bin"))
    assert p.returncode == 2 and "needs TDEA (NUM_DES=3, --num-des 3)" in p.stderr, p.stderr


def test_policy_block_limit() -> None:
    # 2^20 blocks are allowed, one more is not; CFB-8 counts bytes (one block operation each).
    assert policy_violations(bytes.fromhex(KEY3), {"NUM_DES": 3}, "ctr", MAX_BLOCKS, 8) == []
    assert "exceed the limit of 2^20" in policy_violations(bytes.fromhex(KEY3), {"NUM_DES": 3}, "ctr", MAX_BLOCKS + 1, 8)[0]
    assert policy_violations(bytes.fromhex(KEY3), {"NUM_DES": 3}, "cmac", 1, 8) == []
    assert len(policy_violations(bytes.fromhex(KEY2), {"NUM_DES": 3}, "cmac", MAX_BLOCKS + 1, 4)) == 3


def test_policy_block_limit_cli(tmp_path: Path) -> None:
    # A sparse file of 2^20 + 1 blocks is refused before any simulation.
    src = tmp_path / "big.bin"
    with open(src, "wb") as f:
        f.truncate(8 * (MAX_BLOCKS + 1))
    out = tmp_path / "out.bin"
    p = cli("run", "--key", KEY3, str(src), str(out))
    assert p.returncode == 2 and "exceed the limit of 2^20" in p.stderr, p.stderr
    assert not out.exists()


def test_legacy_allows_with_warning(tmp_path: Path) -> None:
    src = tmp_path / "in.bin"
    src.write_bytes(bytes(range(64)))
    out = tmp_path / "out.bin"
    p = cli("run", "--stages", "3", "--decrypt", "--legacy", "--key", KEY2, str(src), str(out))
    assert p.returncode == 0, p.stderr
    assert "--legacy overrides the NIST policy" in p.stderr and "2-key TDEA" in p.stderr
    assert out.stat().st_size == 64


def test_encryption_warns(tmp_path: Path) -> None:
    src = tmp_path / "in.bin"
    src.write_bytes(bytes(16))
    out = tmp_path / "out.bin"
    p = cli("run", "--stages", "3", "--key", KEY3, "--no-check", str(src), str(out))
    assert p.returncode == 0, p.stderr
    assert "disallows TDEA encryption" in p.stderr
