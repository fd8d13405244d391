# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Distributed execution on Dask (``--scheduler``), behind the pool's seam.

A small report (two toy cores, ECP5, one seed; seconds each) through the
local pool and through a 2-worker ``LocalCluster`` (processes, one thread
each) into separate cold caches gives the same rows and the same cache keys,
although a worker is killed during the cluster run while a tool runs on it:
that loses nothing (the job is retried on another worker and the cache holds
only complete results). The seed sweep runs its seeds on the cluster; bad
``--scheduler`` / ``--cache`` arguments exit 2.
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import os
import shutil
import signal
import socket
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest

from cipherline import cache, hdl, pool
from cipherline.commands import report as cmd_report
from cipherline.commands.cli import build_parser
from cipherline.cores import Config

# One xdist worker runs the module (its cluster and its local run are shared).
pytestmark = pytest.mark.xdist_group("dask")

CONFIGS = ("toy-d1", "toy-d2")
#: Fields that differ from run to run (timing) or with where the cache is (paths).
VARYING = {"seconds", "cpu_seconds", "synth_seconds", "synth_cpu_seconds", "pnr_seconds",
           "pnr_cpu_seconds", "cached", "log", "netlist", "wrapped_netlist"}


def _main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    return int(args.func(args) or 0)


def _stable(x):
    """``x`` without the fields in VARYING, at any depth."""
    if isinstance(x, dict):
        return {k: _stable(v) for k, v in x.items() if k not in VARYING}
    if isinstance(x, list):
        return [_stable(v) for v in x]
    return x


def _results(cache_dir: Path) -> dict[str, dict]:
    """Every result JSON in a cache, by its path in the cache."""
    return {str(p.relative_to(cache_dir)): json.loads(p.read_text())
            for p in sorted(cache_dir.rglob("*.json"))
            if p.name in ("synth.json", "pnr.json")}


@pytest.fixture(scope="module")
def scratch():
    # Under the checkout: the YoWASP tools cannot see /tmp.
    d = hdl.BUILD / f"test-dask-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    d.mkdir(parents=True)
    yield d
    shutil.rmtree(d, ignore_errors=True)


def toy_report(out: Path, cache_dir: Path, *args: str) -> dict:
    """``cipherline report`` on the toy cores, ECP5, seed 1: its results.json."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(cmd_report, "default_configs",
                   lambda extended=False, full=False: [Config.parse(n) for n in CONFIGS])
        rc = _main(["report", "--target", "ecp5", "--seeds", "1", "--no-gate", "--no-sw",
                    "--out", str(out), "--cache", str(cache_dir), *args])
    assert rc == 0
    return json.loads((out / "results.json").read_text())


@pytest.fixture(scope="module")
def local_run(scratch):
    data = toy_report(scratch / "local", scratch / "cache-local", "--jobs", "2")
    return data, scratch / "cache-local"


@pytest.fixture(scope="module")
def cluster():
    from distributed import Client, LocalCluster

    # Loopback only; the scheduler's HTTP server (no dashboard without bokeh)
    # on a free port, not on 8787, which another cluster may hold.
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address="127.0.0.1:0") as lc, Client(lc) as client:
        yield lc.scheduler_address, client


def test_row_cpu_time(local_run, scratch) -> None:
    """Each row's CPU time is its synthesis plus its seeds' place and route,
    in results.json and in the report's tables."""
    data, _ = local_run
    assert [r["name"] for r in data["configs"]] == list(CONFIGS)
    for r in data["configs"]:
        assert r["status"] == "ok" and r["fmax_best"] > 50
        assert r["synth_cpu_seconds"] > 0 and r["pnr_cpu_seconds"] > 0
        parts = r["synth_cpu_seconds"] + sum(s["cpu_seconds"] for s in r["seeds"])
        assert r["cpu_seconds"] == pytest.approx(parts, abs=0.11)
    md = (scratch / "local" / "report.md").read_text()
    html = (scratch / "local" / "index.html").read_text()
    for r in data["configs"]:
        row = next(ln for ln in md.splitlines() if ln.startswith(f"| {r['label']} |"))
        assert row.rstrip(" |").endswith(f"| {r['cpu_seconds']:,.1f}")
        assert f"<td>{r['cpu_seconds']:,.1f}</td></tr>" in html
    assert "| CPU s |" in md and "<th>CPU s</th>" in html
    total = sum(r["cpu_seconds"] for r in data["configs"])
    assert f"tool CPU time of its rows: {total:,.1f} s" in md


def _job_tools(pid: int, cache_dir: Path) -> list[tuple[object, Path]]:
    """The tool processes under process ``pid`` that run a job of ``cache_dir``,
    each with its job directory (from its log argument)."""
    import psutil

    mark = os.path.relpath(cache_dir, hdl.REPO)
    try:
        kids = psutil.Process(pid).children(recursive=True)
    except psutil.NoSuchProcess:
        return []
    out = []
    for k in kids:
        try:
            args = [a for a in k.cmdline() if a.startswith(mark) and a.endswith(".log")]
        except psutil.Error:
            continue
        if args:
            out.append((k, hdl.REPO / Path(args[0]).parent))
    return out


@pytest.fixture(scope="module")
def cluster_run(local_run, cluster, scratch) -> dict:
    """The toy report on the cluster, into a cold cache; the first worker seen
    running a tool of it is killed (SIGKILL) while the tool runs."""
    address, client = cluster
    cache_dir = scratch / "cache-dask"
    box: dict = {"cache": cache_dir}

    def run() -> None:
        try:
            box["data"] = toy_report(scratch / "dask", cache_dir, "--scheduler", address)
        except BaseException as e:  # noqa: BLE001 - asserted on by the tests
            box["error"] = e

    t = threading.Thread(target=run)
    t.start()
    deadline = time.monotonic() + 300
    while "killed" not in box and t.is_alive() and time.monotonic() < deadline:
        for pid in client.run(os.getpid).values():
            tools = _job_tools(pid, cache_dir)
            if tools and tools[0][0].is_running():
                os.kill(pid, signal.SIGKILL)
                box.update(killed=pid, tool=tools[0][0], job_dir=tools[0][1])
                break
        else:
            time.sleep(0.2)
    t.join(600)
    assert not t.is_alive()
    return box


def test_cluster_report_matches_local(local_run, cluster_run) -> None:
    """The same rows in results.json, the same cache keys, the same cached results."""
    local, local_cache = local_run
    assert "error" not in cluster_run, cluster_run.get("error")
    data = cluster_run["data"]
    assert [r["status"] for r in data["configs"]] == ["ok", "ok"]
    assert _stable(data["configs"]) == _stable(local["configs"])
    assert data["rtl_sha256"] == local["rtl_sha256"] and data["tools"] == local["tools"]
    here, there = _results(cluster_run["cache"]), _results(local_cache)
    assert sorted(here) == sorted(there) and len(here) == 2 * len(CONFIGS)
    assert {k: _stable(v) for k, v in here.items()} == {k: _stable(v) for k, v in there.items()}


def test_killed_worker_loses_nothing(cluster_run, cluster) -> None:
    """The worker killed while its tool ran: the run completed (above: with the
    local pool's rows), its job was done again to a complete result, the tool
    died with its worker, and the cache holds complete results only."""
    import psutil

    _, client = cluster
    assert "killed" in cluster_run, "no tool of the run was seen running on a worker"
    assert "error" not in cluster_run, cluster_run.get("error")
    assert [r["status"] for r in cluster_run["data"]["configs"]] == ["ok", "ok"]
    # Gone (test_tool_dies_with_its_process: killed with its worker, not left to finish).
    gone, alive = psutil.wait_procs([cluster_run["tool"]], timeout=20)
    assert not alive
    assert cluster_run["killed"] not in client.run(os.getpid).values()
    job = cluster_run["job_dir"]
    result = job / ("pnr.json" if job.name.startswith("pnr-") else "synth.json")
    assert cache.load(result, job.name.rsplit("-", 1)[-1]) is not None
    # Every result complete and under its own key; no half-written file.
    cache_dir = cluster_run["cache"]
    for rel_path in _results(cache_dir):
        p = cache_dir / rel_path
        assert cache.load(p, p.parent.name.rsplit("-", 1)[-1]) is not None, rel_path
    assert not [p for p in cache_dir.rglob("*") if ".tmp" in p.name]


def test_tool_dies_with_its_process(tmp_path) -> None:
    """A tool started by run_tool (from a pool thread) is killed with the
    process that started it, as a Dask worker killed mid-job: it does not
    live on, writing into a job directory that the job's retry now owns."""
    import psutil

    code = (f"import sys, threading; sys.path.insert(0, {str(hdl.REPO / 'src')!r})\n"
            "from pathlib import Path\n"
            "from cipherline.fpga.tools import run_tool\n"
            "cmd = [sys.executable, '-c', 'import time; time.sleep(120)']\n"
            f"t = threading.Thread(target=run_tool, args=(cmd, Path({str(tmp_path / 'x.log')!r}), 'x'))\n"
            "t.start(); t.join()\n")
    parent = psutil.Popen([sys.executable, "-c", code])
    try:
        deadline = time.monotonic() + 60
        while not parent.children() and time.monotonic() < deadline:
            time.sleep(0.1)
        (tool,) = parent.children()
        assert tool.is_running()
    finally:
        parent.kill()
        parent.wait(30)
    t0 = time.monotonic()
    gone, alive = psutil.wait_procs([tool], timeout=20)
    assert not alive and time.monotonic() - t0 < 20  # not the 120 s it would sleep


def test_sweep_on_cluster(cluster, tmp_path, monkeypatch) -> None:
    """``make sweep`` through the same seam: each seed a pytest run on a worker."""
    import cloudpickle

    sys.path.insert(0, str(Path(__file__).parent))
    try:
        import sweep
    finally:
        sys.path.pop(0)
    address, client = cluster
    monkeypatch.setattr(sweep, "SELECT", ["tests/test_dask.py::test_worker_check"])
    out = tmp_path / "sweep.json"
    # Sent by value, as `python tests/sweep.py` (its __main__) is: workers need not import it.
    cloudpickle.register_pickle_by_value(sweep)
    try:
        rc = sweep.main(["--seeds", "2", "--first", "7", "--jobs", "1", "--scheduler", address,
                         "--json", str(out)])
    finally:
        cloudpickle.unregister_pickle_by_value(sweep)
    assert rc == 0
    data = json.loads(out.read_text())
    assert data["passed"] == 2 and [r["seed"] for r in data["results"]] == [7, 8]
    workers = {f"{socket.gethostname()} pid {p}" for p in client.run(os.getpid).values()}
    for r in data["results"]:
        assert r["passed"] and r["summary"].startswith("1 passed"), r
        assert r["ran_on"] in workers


@pytest.mark.parametrize("command", [
    ["report", "--only", "tdes-n1-s1-r1", "--no-gate", "--no-sw"],
    ["synth", "--config", "tdes-n1-s1-r1", "--seeds", "1"],
])
def test_scheduler_unreachable(command, capsys) -> None:
    import dask
    import distributed  # noqa: F401 - its config defaults, before config.set (which undoes additions)

    with socket.socket() as s:  # a port on which nothing listens
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    t0 = time.monotonic()
    with dask.config.set({"distributed.comm.timeouts.connect": "2s"}):
        rc = _main([*command, "--scheduler", f"tcp://127.0.0.1:{port}"])
    assert rc == 2
    err = capsys.readouterr().err
    assert f"error: --scheduler tcp://127.0.0.1:{port}: cannot connect to the Dask scheduler" in err
    assert time.monotonic() - t0 < 30
    # A malformed address: refused before any connection attempt.
    assert _main([*command, "--scheduler", "localhost:bad"]) == 2
    assert "expected an address tcp://HOST:PORT, got 'localhost:bad'" in capsys.readouterr().err


def test_cache_not_writable(tmp_path, capsys) -> None:
    blocker = hdl.BUILD / f"test-dask-file-{os.getpid()}"
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("a file, not a directory")
    try:
        rc = _main(["synth", "--config", "tdes-n1-s1-r1", "--cache", str(blocker / "cache")])
    finally:
        blocker.unlink()
    assert rc == 2
    assert f"error: --cache {blocker / 'cache'}: not a writable directory" in capsys.readouterr().err
    # The YoWASP tools cannot see /tmp: refused before any run.
    assert _main(["report", "--only", "tdes-n1-s1-r1", "--cache", str(tmp_path)]) == 2
    assert "YoWASP tools cannot see /tmp" in capsys.readouterr().err


def test_worker_check(tmp_path) -> None:
    """A worker that does not see the client's cache directory (another file
    system) is named, not left to fail in place and route."""
    assert "does not see the client's cache directory" in pool._worker_check(str(tmp_path), "t0")
    (tmp_path / ".worker-check-t1").write_text("t1")
    assert pool._worker_check(str(tmp_path), "t1") is None


def test_pool_lanes() -> None:
    """Portable jobs go to the executor given (in priority order, as many at a
    time as its slots), the others to the pool's local threads."""
    order: list[str] = []
    where: dict[str, str] = {}
    with cf.ThreadPoolExecutor(1, thread_name_prefix="remote") as ex:
        p = pool.Pool(2, remote=(ex, 1))

        def job(name: str):
            def fn():
                where[name] = threading.current_thread().name
                return name
            return fn

        def done(r, err):
            assert err is None
            order.append(r)

        for i, prio in enumerate((3, 1, 2)):
            p.submit("tool", f"t{i}", job(f"t{i}"), done, prio=prio, portable=True)
        p.submit("gate", "g", job("g"), done)
        p.run()
    assert sorted(order) == ["g", "t0", "t1", "t2"]
    assert [n for n in order if n.startswith("t")] == ["t1", "t2", "t0"]
    assert all(where[n].startswith("remote") for n in ("t0", "t1", "t2"))
    assert not where["g"].startswith("remote")
