"""generator.parallel: the one worker pool gives the results of a run in this process, under every start method."""

from __future__ import annotations

import operator
import os
import subprocess
import sys
from pathlib import Path

import pytest

from generator.errors import RevgenError
from generator import parallel
from generator.parallel import WORKER_PAYS, Pool, default_jobs, map_tasks, workers_for

REPO = Path(__file__).resolve().parents[1]

SCRIPT = """
import multiprocessing, sys
from generator.errors import RevgenError
from generator.parallel import Pool, map_tasks

def square(x):
    return x * x

def scaled(factor, x):
    return factor * x

def failing(x):
    if x >= 3:
        raise RevgenError(f"bad item {x}", "spec.yaml", x, 1)
    return x

if __name__ == "__main__":
    multiprocessing.set_start_method(sys.argv[1])
    print(map_tasks(square, range(12), 2))
    print(map_tasks(scaled, range(5), 3, shared=10))
    try:
        map_tasks(failing, range(8), 2)
    except RevgenError as exc:
        print(exc)
    with Pool(2) as pool:
        print(pool.submit(square, 9).result())
"""


@pytest.mark.parametrize("method", ["spawn", "forkserver", "fork"])
def test_every_start_method_gives_the_same_results_in_order(tmp_path: Path, method: str) -> None:
    if method not in __import__("multiprocessing").get_all_start_methods():
        pytest.skip(f"no {method} start method here")
    script = tmp_path / "work.py"
    script.write_text(SCRIPT, encoding="utf-8")
    done = subprocess.run([sys.executable, str(script), method], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        str([x * x for x in range(12)]),
        str([10 * x for x in range(5)]),
        "spec.yaml:3:1: bad item 3",  # the first failing item, with its location
        "81",
    ]


def test_one_job_runs_in_this_process_with_the_same_results() -> None:
    assert map_tasks(operator.neg, range(5), 1) == [0, -1, -2, -3, -4]
    assert map_tasks(operator.add, [1, 2], 1, shared=40) == [41, 42]
    seen: list[int] = []
    with Pool(1) as pool:  # (a local function: it never leaves this process)
        future = pool.submit(seen.append, 7)
    assert future.result() is None and seen == [7]


def test_an_error_in_a_worker_is_raised_with_its_location() -> None:
    with pytest.raises(RevgenError) as info:
        map_tasks(_fail_on_two, [1, 2, 3], 2)
    assert (info.value.message, info.value.file, info.value.line) == ("two", "f.yaml", 2)


def _fail_on_two(x: int) -> int:
    if x == 2:
        raise RevgenError("two", "f.yaml", 2, 1)
    return x


def test_the_default_is_at_least_one_job() -> None:
    assert 1 <= default_jobs() <= 8


def test_jobs_given_are_kept_and_by_default_only_workers_the_work_pays_for(monkeypatch: pytest.MonkeyPatch) -> None:
    assert workers_for(3, 0, 10) == 3 and workers_for(1, 10**9, 10) == 1  # --jobs N: N, whatever the work
    monkeypatch.setattr(parallel, "default_jobs", lambda: 4)
    pays = WORKER_PAYS * 10  # the share one worker must get, starting costs 10
    assert workers_for(None, 0, 10) == 1  # nothing to share: this process alone
    assert workers_for(None, 2 * pays - 1, 10) == 1
    assert workers_for(None, 2 * pays, 10) == 2
    assert workers_for(None, 4 * pays - 1, 10) == 3
    assert workers_for(None, 10**9, 10) == 4  # never more than the default


SHARED_SCRIPT = """
import gc, multiprocessing, os, sys
from generator.parallel import map_tasks

PICKLED = []

class Site:
    def __init__(self, size):
        self.size = size
    def __reduce__(self):
        PICKLED.append(1)
        return Site, (self.size,)

def seen(site, x):
    return site.size, gc.get_threshold(), os.getpid()

if __name__ == "__main__":
    multiprocessing.set_start_method(sys.argv[1])
    out = map_tasks(seen, range(40), 3, shared=Site(7))
    print(sorted({size for size, _, _ in out}), sorted({t for _, t, _ in out}), len(PICKLED))
"""


@pytest.mark.parametrize("method", ["spawn", "forkserver", "fork"])
def test_shared_is_pickled_once_for_all_workers_which_run_the_collector_policy(tmp_path: Path, method: str) -> None:
    if method not in __import__("multiprocessing").get_all_start_methods():
        pytest.skip(f"no {method} start method here")
    from generator.heap import RUN_THRESHOLDS

    script = tmp_path / "shared.py"
    script.write_text(SHARED_SCRIPT, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(REPO)}  # (this checkout's generator, not an installed one)
    done = subprocess.run([sys.executable, str(script), method], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    pickled = 0 if method == "fork" else 1  # (fork hands the object over as it is)
    assert done.stdout.split("\n")[0] == f"[7] [{RUN_THRESHOLDS}] {pickled}"
