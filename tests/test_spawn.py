"""Under the ``spawn`` start method (the default on macOS and Windows) revgen writes the same bytes.

``revgen build`` on the bundled example history (its neighbour diffs on the worker pool), ``revgen docs``
on it (each worker writes the pages it renders into the output's staging folder) and ``revgen
sdk`` on a real Together revision (its files made by the pool in shares) run three ways: the platform's
default start method, ``spawn`` (set in the process before the CLI runs, as a program embedding revgen
on macOS would have it), and ``--jobs 1`` (no workers); every output tree is compared byte for byte.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "specs" / "rl-model-resources"

RUN = """
import multiprocessing, sys
method = sys.argv[1]
if method != "default":
    multiprocessing.set_start_method(method)
sys.argv = ["revgen", *sys.argv[2:]]
from generator.cli import run
run()
"""


def _revgen(method: str, *args: str, cache: Path) -> None:
    env = {**os.environ, "REVGEN_CACHE_DIR": str(cache)}
    done = subprocess.run([sys.executable, "-c", RUN, method, *args], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=900)
    assert done.returncode == 0, done.stderr


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _same_three_ways(tmp_path: Path, *args: str) -> dict[str, bytes]:
    trees = {}
    for name, method, jobs in (("default", "default", "2"), ("spawn", "spawn", "2"), ("one", "default", "1")):
        out = tmp_path / name
        _revgen(method, *args, "-o", str(out), "--jobs", jobs, "-q", cache=tmp_path / f"cache-{name}")
        trees[name] = _tree(out)
    assert trees["spawn"] == trees["default"]
    assert trees["one"] == trees["default"]
    return trees["default"]


def test_build_of_the_example_is_the_same_under_spawn(tmp_path: Path) -> None:
    tree = _same_three_ways(tmp_path, "build", str(EXAMPLE), "--no-cache")
    assert any(rel.startswith("docs/") for rel in tree) and any(rel.endswith(".py") for rel in tree)


def test_docs_of_the_example_are_the_same_under_spawn(tmp_path: Path) -> None:
    tree = _same_three_ways(tmp_path, "docs", str(EXAMPLE), "--no-cache")
    assert sum(rel.startswith("operations/") and rel.endswith(".html") for rel in tree) >= 2
    assert ".revgen-output" in tree and "index.html" in tree


def test_sdk_of_a_together_revision_is_the_same_under_spawn(shared_dir: Path, tmp_path: Path) -> None:
    specs = sorted((shared_dir / "specs" / "together").glob("0*.yaml"))
    if not specs:
        pytest.skip("no Together revisions in ../shared/specs")
    tree = _same_three_ways(tmp_path, "sdk", str(specs[-1]), "--package-name", "together_sdk")
    assert len(tree) > 300
