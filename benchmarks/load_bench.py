#!/usr/bin/env python3
"""Benchmark: loading a whole revision history, against the bare parse floor.

Usage: ``python benchmarks/load_bench.py [--runs 3] [--api together]``

For every revision of ../shared/specs/<api> it measures (median of ``--runs``, in this process):

* the floor: reading each file and parsing it with libyaml's CSafeLoader (JSON files with ``json``);
* revgen: ``list_revisions`` + ``Revision.load()`` + walking every operation (parameters, bodies,
  responses, their schemas' properties) + ``Spec.check_references()``;
* the same plus the quick advisory check, and the full validator on one revision for scale;

then, as a real process (median of ``--runs`` after one warm-up), ``revgen revisions DIR --format json``.
Reports seconds and the ratio to the floor.
"""

from __future__ import annotations

import argparse
import json
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


def floor(files: list[Path]) -> float:
    started = time.perf_counter()
    for path in files:
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".json":
            json.loads(text)
        else:
            yaml.load(text, Loader=yaml.CSafeLoader)
    return time.perf_counter() - started


def load_all(folder: Path, quick: bool) -> tuple[float, int]:
    started = time.perf_counter()
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
    return time.perf_counter() - started, operations


def process(folder: Path) -> float:
    started = time.perf_counter()
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
    return elapsed


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
    print(f"  floor (read + CSafeLoader/json parse)   {f:7.2f} s")
    print(f"  load + walk + check_references          {load:7.2f} s   {load / f:5.2f}x floor   ({loads[0][1]} operations)")
    print(f"  ... + quick advisory check              {quick:7.2f} s   {quick / f:5.2f}x floor")

    newest = list_revisions(str(folder))[-1].load()
    started = time.perf_counter()
    problems = validate_document(newest)
    full = time.perf_counter() - started
    print(f"  full validator, newest revision only    {full:7.2f} s   ({len(problems)} problems; x{len(files)} would be ~{full * len(files):.0f} s)")

    process(folder)  # warm-up
    runs = [process(folder) for _ in range(args.runs)]
    whole = statistics.median(runs)
    print(f"  revgen revisions DIR --format json      {whole:7.2f} s   {whole / f:5.2f}x floor   (whole process)")


if __name__ == "__main__":
    main()
