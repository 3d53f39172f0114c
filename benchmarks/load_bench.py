#!/usr/bin/env python3
"""Benchmark: loading a whole revision history, against the bare parse floor.

Usage: ``python benchmarks/load_bench.py [--runs 3] [--api together]``

For every revision of ../shared/specs/<api> it measures (median of ``--runs``, in this process):

* the floor: reading each file and parsing it with libyaml's CSafeLoader (JSON files with ``json``);
* revgen: ``list_revisions`` + ``Revision.load()`` + walking every operation (parameters, bodies,
  responses, their schemas' properties) + ``Spec.check_references()``;
* the same plus the quick advisory check, and the full validator on one revision for scale;

then, as a real process (median of ``--runs`` after one warm-up), ``revgen revisions DIR --format json``.
Reports CPU seconds (user+sys, steady when other work shares the machine; wall time alongside) and the
ratio to the floor.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared" / "specs"
sys.path.insert(0, str(REPO))

from generator.load.quickcheck import quick_problems  # noqa: E402
from generator.load.revisions import list_revisions  # noqa: E402
from generator.load.validate import validate_document  # noqa: E402


def cpu() -> float:
    t = os.times()
    return t.user + t.system


def children_cpu() -> float:
    t = os.times()
    return t.children_user + t.children_system


def floor(files: list[Path]) -> float:
    started = cpu()
    for path in files:
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".json":
            json.loads(text)
        else:
            yaml.load(text, Loader=yaml.CSafeLoader)
    return cpu() - started


def load_all(folder: Path, quick: bool) -> tuple[float, int]:
    started = cpu()
    operations = 0
    for rev in list_revisions(str(folder)):
        spec = rev.load()
        for op in spec.operations.values():
            operations += 1
            media = list(op.request_body.content.values()) if op.request_body else []
            for response in op.responses.values():
                media.extend(response.content.values())
            for m in media:
                if m.schema is not None:
                    m.schema.properties  # noqa: B018
            for p in op.parameters.values():
                if p.schema is not None:
                    p.schema.types  # noqa: B018
        spec.check_references()
        if quick:
            quick_problems(spec)
    return cpu() - started, operations


def process(folder: Path) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one ``revgen revisions DIR --format json`` process."""
    started, started_cpu = time.perf_counter(), children_cpu()
    proc = subprocess.run(
        [sys.executable, "-m", "generator", "revisions", str(folder), "--format", "json"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    elapsed = time.perf_counter() - started
    if proc.returncode != 0:
        raise SystemExit(f"revgen revisions failed: {proc.stderr.strip()}")
    return children_cpu() - started_cpu, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--api", default="together")
    args = parser.parse_args()
    folder = SHARED / args.api
    if not folder.is_dir():
        raise SystemExit(f"{folder} is missing (the benchmark reads ../shared/specs)")
    files = [Path(r.file) for r in list_revisions(str(folder))]
    size = sum(f.stat().st_size for f in files)
    print(f"{args.api}: {len(files)} revisions, {size / 1e6:.1f} MB")

    floors = [floor(files) for _ in range(args.runs)]
    loads = [load_all(folder, quick=False) for _ in range(args.runs)]
    quicks = [load_all(folder, quick=True) for _ in range(args.runs)]
    f = statistics.median(floors)
    load = statistics.median(t for t, _ in loads)
    quick = statistics.median(t for t, _ in quicks)
    print("  (CPU seconds, median)")
    print(f"  floor (read + CSafeLoader/json parse)   {f:7.2f} s")
    print(f"  load + walk + check_references          {load:7.2f} s   {load / f:5.2f}x floor   ({loads[0][1]} operations)")
    print(f"  ... + quick advisory check              {quick:7.2f} s   {quick / f:5.2f}x floor")

    newest = list_revisions(str(folder))[-1].load()
    started = cpu()
    problems = validate_document(newest)
    full = cpu() - started
    print(f"  full validator, newest revision only    {full:7.2f} s   ({len(problems)} problems; x{len(files)} would be ~{full * len(files):.0f} s)")

    process(folder)  # warm-up
    runs = [process(folder) for _ in range(args.runs)]
    whole = statistics.median(c for c, _ in runs)
    wall = statistics.median(w for _, w in runs)
    print(f"  revgen revisions DIR --format json      {whole:7.2f} s   {whole / f:5.2f}x floor   (whole process; wall {wall:.2f} s)")


if __name__ == "__main__":
    main()
