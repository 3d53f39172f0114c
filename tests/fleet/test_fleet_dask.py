"""The fleet on a Dask cluster: a LocalCluster with real worker processes, started here.

The site written on the cluster is byte-identical to the local one, and a worker killed (SIGKILL)
while it runs a task loses nothing: the scheduler runs its tasks elsewhere and the site is complete
and identical to a clean run.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fleet_helpers import copy_fleet, differences, long_history
from generator.fleet import FleetOptions, build_fleet

distributed = pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address="127.0.0.1:0", host="127.0.0.1", silence_logs=50
    ) as cluster:
        yield cluster


@pytest.fixture(scope="module")
def fleet(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The fixture fleet plus one long history; and its site built locally on one process."""
    base = tmp_path_factory.mktemp("dask")
    fleet = copy_fleet(base / "fleet")
    long_history(fleet / "long", revisions=8, operations=50)
    local = base / "local"
    stats = build_fleet(str(fleet), FleetOptions(output=str(local), jobs=1))
    assert (stats.rendered, stats.failed) == (4, 0)
    return fleet, local


def test_cluster_and_local_sites_are_byte_identical(cluster: Any, fleet: tuple[Path, Path], tmp_path: Path) -> None:
    source, local = fleet
    out = tmp_path / "site"
    proc = subprocess.run(
        [sys.executable, "-m", "generator", "fleet", str(source), "-o", str(out), "--scheduler", cluster.scheduler_address,
         "--cache-dir", str(tmp_path / "cache")],
        capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stderr.splitlines()
    assert lines[0].startswith("Dask dashboard: http://127.0.0.1:"), lines
    assert "4 APIs: 4 rendered, 0 unchanged, 0 failed; 11 diffs computed, 0 from the cache" in lines[-1]
    assert f"(Dask cluster {cluster.scheduler_address} (2 workers))" in lines[-1]
    assert differences(local, out) == []


def test_a_killed_worker_loses_nothing(cluster: Any, fleet: tuple[Path, Path], tmp_path: Path) -> None:
    source, local = fleet
    client = distributed.Client(cluster.scheduler_address)
    try:
        client.wait_for_workers(2, timeout=60)
        out = tmp_path / "site"
        result: dict[str, Any] = {}

        def run() -> None:
            try:
                result["stats"] = build_fleet(str(source), FleetOptions(output=str(out), scheduler=cluster.scheduler_address))
            except BaseException as exc:  # noqa: BLE001 - reported below
                result["error"] = exc

        thread = threading.Thread(target=run)
        thread.start()
        killed: dict[str, Any] = {}
        deadline = time.monotonic() + 60
        while not killed and thread.is_alive() and time.monotonic() < deadline:
            for worker, keys in client.processing().items():
                busy = [k for k in keys if str(k).startswith(("revgen-diff-", "revgen-render-long")) and "-long-" in str(k) + "-"]
                if busy:
                    pid = client.run(os.getpid, workers=[worker])[worker]
                    os.kill(pid, signal.SIGKILL)
                    killed = {"worker": worker, "tasks": busy}
                    break
            time.sleep(0.01)
        thread.join(timeout=120)
        assert killed, "no worker was caught running one of the long API's tasks"
        assert "error" not in result, result.get("error")
        stats = result["stats"]
        assert (stats.rendered, stats.failed) == (4, 0)
        assert differences(local, out) == []
    finally:
        client.close()
