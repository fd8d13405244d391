# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""``cipherline bench modes``: arguments, the engines it measures, its table and plot (no simulation)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cipherline.commands import bench
from cipherline.commands.cli import main
from cipherline.cores import aes, engine


def test_engines_are_the_pipelined_cores_with_enough_streams() -> None:
    # Each engine has at least as many streams as its feedback round trip, so
    # that interleaved feedback modes can fill it. The round trip is the core
    # latency + 9 clocks (+ the GHASH stage with GCM; docs/modes.md,
    # *Benchmark*: 60 for TDES (48,1), 101 for the AES engine): the engine's
    # latency less the clocks before S0 and after the write-back (the packet
    # front end, the output FIFO, the message buffer).
    for cipher in ("tdes", "aes"):
        c = bench.engine_config(cipher, None)
        ii, lat = c.spec.timing(c.p)
        assert ii == 1 and c.kind == "engine" and c.cipher == cipher
        buf = aes.AUTH_BUF_LATENCY if cipher == "aes" and aes.auth_buf_beats(c.p) else 0
        round_trip = lat - engine.front_end_latency(c.p) - buf + 9
        assert round_trip == {"tdes": 60, "aes": 101}[cipher], (c.name, round_trip)
        assert c.p["STREAMS"] >= round_trip, c.name
    assert bench.engine_config("aes", 16).p["STREAMS"] == 16


def test_iterative_engine_is_the_one_frame_baseline() -> None:
    # The third engine: the iterative AES-128 encrypt-only core (II 10) with
    # the digit-serial GHASH unit, descriptors and 8 streams, as the
    # one-message rows' baseline.
    c = bench.engine_config("aes-iter", None)
    assert c.name == "aes-modes-k1-s1-r1-split-sbox2-enc-x8-desc"
    assert c.hdl_params()["GHASH_DIGIT"] == 16  # the digit-serial GHASH unit
    assert c.spec.timing(c.p)[0] == 10 and bench.not_benchable(c) is None


def test_chain_engine_has_the_short_core() -> None:
    # The fourth engine: the same, around the core for feedback chains
    # (CHAIN_ROUND: latency = II + 4), with the same GHASH unit.
    c = bench.engine_config("aes-chain", None)
    assert c.name == "aes-modes-k1-s1-r1-chain-enc-x8-desc"
    assert c.hdl_params()["GHASH_DIGIT"] == 16
    core = engine.core_config(c)
    assert core.name == "aes-k1-s1-r1-chain-enc" and core.spec.timing(core.p) == (10, 14)
    assert c.spec.timing(c.p)[0] == 10 and bench.not_benchable(c) is None


@pytest.mark.parametrize("argv,msg", [
    (["bench", "modes", "--core", "des"], "invalid choice"),
    (["bench", "modes", "--blocks", "0"], "must be >= 1"),
    (["bench", "modes", "--streams", "x"], "not an integer"),
])
def test_bad_arguments(argv, msg, capsys) -> None:
    with pytest.raises(SystemExit) as e:
        main(argv)
    assert e.value.code == 2 and msg in capsys.readouterr().err


def test_table_and_plot_side_by_side(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")  # one line per row
    def res(mode: str, streams: int, rate: float) -> dict:
        return {"mode": mode, "streams": streams, "blocks": 64, "cycles": 100, "latency": 60,
                "blocks_per_clock": rate, "overall_blocks_per_clock": rate * 0.9}

    doc = {"blocks": 64, "seed": 1, "engines": [
        {"cipher": "tdes", "label": "T-engine", "streams": 2, "latency": 60,
         "results": [res("ECB", 1, 1.0), {**res("CBC-encrypt", 1, 0.25), "round_trip": 4.0},
                     res("CBC-encrypt", 2, 0.5), res("OFB", 2, 0.5),
                     {**res("CMAC 576", 1, 0.125), "size": "576"}]},
        {"cipher": "aes", "label": "A-engine", "streams": 4, "latency": 92,
         "results": [res("ECB", 1, 1.0), res("CBC-encrypt", 4, 0.75), res("OFB", 4, 0.75)]},
    ]}
    bench.print_table(doc)
    out = capsys.readouterr().out
    assert "T-engine" in out and "A-engine" in out
    ofb = next(line for line in out.splitlines() if "OFB" in line)
    assert "0.500" in ofb and "0.750" in ofb and "x2" in ofb and "x4" in ofb  # one row, both engines
    assert "round trip 4 clocks" in next(line for line in out.splitlines() if "CBC-encrypt" in line)
    assert "0.125" in next(line for line in out.splitlines() if "CMAC 576" in line)
    png = tmp_path / "m.png"
    bench.plot(doc, png)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_relative_out_dir_reaches_the_testbench(tmp_path: Path, monkeypatch) -> None:
    # The testbench runs in the simulation's build directory: a relative
    # --out must reach it as an absolute path (it once failed with
    # FileNotFoundError after the whole simulation).
    import cipherline.sim.cocotb_run as cocotb_run

    seen = {}

    def fake_run_config(config, module, tests, seed, tb, **kw):
        seen.update(tb)
        Path(tb["bench_out"]).write_text("[]")

    monkeypatch.setattr(cocotb_run, "run_config", fake_run_config)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "rel").mkdir()
    assert bench.simulate(bench.engine_config("aes", 16), 8, 1, Path("rel") / "raw.json") == []
    assert Path(seen["bench_out"]).is_absolute() and seen["bench_out"] == str(tmp_path / "rel" / "raw.json")
