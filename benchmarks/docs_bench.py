#!/usr/bin/env python3
"""Benchmark: ``revgen docs`` on the Together history (92 revisions), cold and incremental.

Usage: ``python benchmarks/docs_bench.py [--runs 3] [--source ../shared/specs/together] [--jobs N] [--code DIR]``

``--source ../shared/specs/stripe`` is issue 13's row (4 revisions, 834 pages; target cold < 6 s and
< 400 MB). ``--code DIR`` (an export of another commit, e.g. ``git archive main | tar -x -C DIR``) runs
that checkout's ``generator`` too, interleaved run by run, and prints its figures beside this one's:
the "previous" column is measured on the same machine at the same load.

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


def run(cmd: list[str], code: Path = REPO) -> tuple[float, float, float]:
    """Run ``cmd`` with ``code``'s generator: (wall seconds, CPU seconds incl. children, peak MiB of the
    process or its largest worker); exit on failure."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=code)
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
    parser.add_argument("--code", default=None, help="another checkout to measure beside this one (the previous figures)")
    args = parser.parse_args()
    source = Path(args.source).resolve()
    if not (source / "revisions.json").is_file():
        sys.exit(f"no revisions.json in {source}")
    files = [str(source / e["file"]) for e in json.loads((source / "revisions.json").read_text())]
    jobs = ["--jobs", args.jobs] if args.jobs else []

    codes = [("this", REPO)] + ([("previous", Path(args.code).resolve())] if args.code else [])
    floor = median([run([sys.executable, "-c", FLOOR_CODE, *files]) for _ in range(args.runs)])
    rows: dict[str, dict[str, list[tuple[float, float, float]]]] = {name: {"cold": [], "+1": [], "+0": []} for name, _ in codes}
    pages = 0
    for _ in range(args.runs):
        for name, code in codes:  # interleaved: both see the same load
            with tempfile.TemporaryDirectory(prefix="revgen-docs-bench-") as tmp:
                t = Path(tmp)
                rows[name]["cold"].append(run(revgen(str(source), "-o", str(t / "cold"), "--cache-dir", str(t / "cache-cold"), *jobs), code))
                view = minus_newest(source, t / "view")
                run(revgen(str(view), "-o", str(t / "out"), "--cache-dir", str(t / "cache"), *jobs), code)
                add_newest(source, view)
                rows[name]["+1"].append(run(revgen(str(view), "-o", str(t / "out"), "--cache-dir", str(t / "cache"), *jobs), code))
                rows[name]["+0"].append(run(revgen(str(view), "-o", str(t / "out"), "--cache-dir", str(t / "cache"), *jobs), code))
                pages = sum(1 for _ in (t / "out" / "operations").iterdir())

    targets = {"cold": 15.0 if source.name == "together" else 6.0, "+1": 2.0, "+0": 2.0}
    names = {"cold": "cold (every diff)", "+1": "rerun +1 revision", "+0": "rerun, nothing new"}
    print(f"revgen docs on {source.name}: {len(files)} revisions, {pages} operation pages, {os.cpu_count()} cores, "
          f"median of {args.runs}, load average {os.getloadavg()[0]:.1f}")
    head = f"{'case':<30} {'wall s':>8} {'cpu s':>8} {'MiB':>7} {'cpu x floor':>11} {'target':>9}"
    if args.code:
        head += f" | previous ({args.code}): {'wall s':>7} {'cpu s':>7} {'MiB':>6}"
    print(head)
    print(f"{'floor: parse every revision':<30} {floor[0]:8.2f} {floor[1]:8.2f} {floor[2]:7.0f}")
    for case in ("cold", "+1", "+0"):
        wall, cpu, mib = median(rows["this"][case])
        verdict = f"<{targets[case]:g} " + ("ok" if wall < targets[case] else "MISS")
        line = f"{names[case]:<30} {wall:8.2f} {cpu:8.2f} {mib:7.0f} {cpu / floor[1]:11.1f} {verdict:>9}"
        if args.code:
            pw, pc, pm = median(rows["previous"][case])
            line += f" | {'':>{len(str(args.code)) + 12}}{pw:7.2f} {pc:7.2f} {pm:6.0f}"
        print(line)


if __name__ == "__main__":
    main()
