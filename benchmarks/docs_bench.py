#!/usr/bin/env python3
"""Benchmark: ``revgen docs`` on the Together history (92 revisions), cold and incremental.

Usage: ``python benchmarks/docs_bench.py [--runs 3] [--source ../shared/specs/together] [--jobs N]``

Measured as real processes (median of ``--runs``; wall time, CPU time of the process and its workers,
peak RSS from ``wait4``):

* floor: one Python process that only parses every revision (libyaml / json), the least any tool that
  reads the whole history must spend;
* cold: ``revgen docs SOURCE -o OUT --cache-dir EMPTY`` (every neighbour pair diffed; target < 15 s);
* rerun +1: the same history minus its newest revision is built once (warming the diff cache), then the
  newest revision is added and ``revgen docs`` is run again (one new diff; target < 2 s);
* rerun +0: nothing changed since the last run.

The source is never copied: the "minus one" history is a temporary folder of symbolic links and a
trimmed ``revisions.json``. No peer tool builds per-operation docs with history (see ../shared/PEERS.md);
the closest, openapi-python-client, needs 2.7 s for the newest Together revision alone.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = REPO.parent / "shared" / "specs" / "together"

FLOOR_CODE = """
import json, sys, yaml
L = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
for p in sys.argv[1:]:
    with open(p, encoding="utf-8") as fh:
        json.load(fh) if p.endswith(".json") else yaml.load(fh, Loader=L)
"""


def run(cmd: list[str]) -> tuple[float, float, float]:
    """Run ``cmd``: (wall seconds, CPU seconds incl. children, peak MiB); exit on failure."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    stderr = proc.stderr.read().decode() if proc.stderr else ""
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{stderr}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def median(rows: list[tuple[float, float, float]]) -> tuple[float, float, float]:
    return tuple(statistics.median(r[i] for r in rows) for i in range(3))  # type: ignore[return-value]


def revgen(*args: str) -> list[str]:
    return [sys.executable, "-m", "generator", "docs", *args, "-q"]


def minus_newest(source: Path, target: Path) -> Path:
    """A view of ``source`` without its newest revision: symlinks and a trimmed manifest."""
    manifest = json.loads((source / "revisions.json").read_text())
    target.mkdir(parents=True)
    for entry in manifest[:-1]:
        os.symlink(source / entry["file"], target / entry["file"])
    (target / "revisions.json").write_text(json.dumps(manifest[:-1]))
    return target


def add_newest(source: Path, target: Path) -> None:
    manifest = json.loads((source / "revisions.json").read_text())
    os.symlink(source / manifest[-1]["file"], target / manifest[-1]["file"])
    (target / "revisions.json").write_text(json.dumps(manifest))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--source", default=str(DEFAULT_SOURCE))
    parser.add_argument("--jobs", default=None, help="--jobs for revgen docs (default: all cores)")
    args = parser.parse_args()
    source = Path(args.source).resolve()
    if not (source / "revisions.json").is_file():
        sys.exit(f"no revisions.json in {source}")
    files = [str(source / e["file"]) for e in json.loads((source / "revisions.json").read_text())]
    jobs = ["--jobs", args.jobs] if args.jobs else []

    floor = median([run([sys.executable, "-c", FLOOR_CODE, *files]) for _ in range(args.runs)])
    cold, plus_one, plus_zero = [], [], []
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="revgen-docs-bench-") as tmp:
            t = Path(tmp)
            cold.append(run(revgen(str(source), "-o", str(t / "cold"), "--cache-dir", str(t / "cache-cold"), *jobs)))
            view = minus_newest(source, t / "view")
            run(revgen(str(view), "-o", str(t / "out"), "--cache-dir", str(t / "cache"), *jobs))
            add_newest(source, view)
            plus_one.append(run(revgen(str(view), "-o", str(t / "out"), "--cache-dir", str(t / "cache"), *jobs)))
            plus_zero.append(run(revgen(str(view), "-o", str(t / "out"), "--cache-dir", str(t / "cache"), *jobs)))
            pages = sum(1 for _ in (t / "out" / "operations").iterdir())

    rows = [("floor: parse every revision", floor, None), ("cold (every diff)", median(cold), 15.0),
            ("rerun +1 revision", median(plus_one), 2.0), ("rerun, nothing new", median(plus_zero), 2.0)]
    print(f"revgen docs on {source.name}: {len(files)} revisions, {pages} operation pages, {os.cpu_count()} cores, median of {args.runs}")
    print(f"{'case':<30} {'wall s':>8} {'cpu s':>8} {'MiB':>7} {'x floor':>8} {'target':>8}")
    for name, (wall, cpu, mib), target in rows:
        verdict = "" if target is None else (f"<{target:g} ok" if wall < target else f"<{target:g} MISS")
        print(f"{name:<30} {wall:8.2f} {cpu:8.2f} {mib:7.0f} {wall / floor[0]:8.2f} {verdict:>8}")


if __name__ == "__main__":
    main()
