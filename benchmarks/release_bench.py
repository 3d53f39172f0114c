#!/usr/bin/env python3
"""Benchmark: ``revgen release`` and ``revgen build``, whole process, against the parse floor and peers.

Usage: ``python benchmarks/release_bench.py [--runs 3] [--pairs together,stripe] [--no-build] [--code DIR]``

``--code DIR`` (an export of another commit) measures that checkout's ``revgen release`` too, run by run
beside this one, and prints it as the "previous" figure (same machine, same load). Every figure is
wall seconds, CPU seconds (user + system, workers included: the comparable figure on a shared
machine) and peak MiB; issue 13's row is Stripe into an empty folder (target < 5 s).

For the Together pair (together/074 -> 092) and the Stripe pair (stripe/002 -> 004) in ../shared/specs it
measures, as real processes (median of ``--runs`` after one warm-up, peak RSS from ``wait4``):

* the floor: a Python process that only parses both inputs (json / libyaml);
* ``revgen release OLD NEW --sdk DIR`` into an empty folder (diff, bump, SDK, changelog entry);
* the same command again on the released folder (the no-op rerun);

then, in this process, how a release splits between loading, the rules, the SDK impact (symbols of both
revisions), the SDK generation and writing. ``revgen build specs/rl-model-resources`` is timed too.
Peers (../shared/PEERS.md) only generate code: openapi-python-client takes 2.7 s on Together and 31.8 s
on Stripe (newest revision, no diff, no changelog).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared" / "specs"
PAIRS = {
    "together": ("together/074_2025-10-10_ecbc46a.yaml", "together/092_2026-04-08_ce6b479.yaml", 2.7),
    "stripe": ("stripe/002_2022-01-12_28e1e6d.json", "stripe/004_2022-04-13_e0123a3.json", 31.8),
}

FLOOR_CODE = """
import json, sys, yaml
L = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
for p in sys.argv[1:]:
    with open(p, encoding="utf-8") as fh:
        json.load(fh) if p.endswith(".json") else yaml.load(fh, Loader=L)
"""


def run(cmd: list[str], code: Path = REPO) -> tuple[float, float, float]:
    """Run ``cmd`` (stdout discarded) with ``code``'s generator: (seconds, CPU seconds, peak MiB); exit on failure."""
    with open(os.devnull, "wb") as devnull:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=devnull, stderr=subprocess.PIPE, cwd=code)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        err = proc.stderr.read().decode() if proc.stderr else ""
        raise SystemExit(f"command failed ({code}): {' '.join(cmd)}\n{err}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def median_run(make_cmd, runs: int, prepare=None, code: Path = REPO) -> tuple[float, float, float]:  # type: ignore[no-untyped-def]
    samples = []
    for i in range(runs + 1):
        if prepare:
            prepare()
        result = run(make_cmd(), code)
        if i:  # the first run is the warm-up
            samples.append(result)
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples), max(s[2] for s in samples)


def split(old: Path, new: Path, work: Path) -> list[tuple[str, float]]:
    """In-process time of each release step."""
    sys.path.insert(0, str(REPO))
    from generator.rules.engine import compute_changes
    from generator.release.impact import sdk_impact, symbol_table
    from generator.release.pipeline import apply_release, load_arg, plan_release
    from generator.targets.sdk import generate_sdk

    steps: list[tuple[str, float]] = []
    t = time.perf_counter()
    a, b = load_arg(str(old)), load_arg(str(new))
    steps.append(("load both", time.perf_counter() - t))
    t = time.perf_counter()
    changes = compute_changes(a, b)
    steps.append((f"rules ({len(changes)} changes)", time.perf_counter() - t))
    t = time.perf_counter()
    sdk_impact(changes, a, b, symbol_table(a, "bench"), symbol_table(b, "bench"))
    steps.append(("SDK impact (symbols of both)", time.perf_counter() - t))
    t = time.perf_counter()
    generate_sdk(b, "bench", version="1.0.0")
    steps.append(("generate SDK", time.perf_counter() - t))
    t = time.perf_counter()
    plan = plan_release(a, b, work / "split", "bench", current_version="1.0.0")
    planned = time.perf_counter() - t
    t = time.perf_counter()
    apply_release(plan)
    steps.append(("plan_release (all of the above)", planned))
    steps.append(("write the folder", time.perf_counter() - t))
    return steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--pairs", default="together,stripe")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--code", default=None, help="another checkout to measure beside this one (the previous figures)")
    args = parser.parse_args()
    if not SHARED.is_dir():
        raise SystemExit(f"{SHARED} is missing")
    work = Path(tempfile.mkdtemp(prefix="release-bench-"))
    try:
        codes = [("this", REPO)] + ([("previous", Path(args.code).resolve())] if args.code else [])
        print(f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}; wall s / CPU s / peak MiB, median of {args.runs}")
        for name in args.pairs.split(","):
            old_rel, new_rel, peer = PAIRS[name]
            old, new = SHARED / old_rel, SHARED / new_rel
            sdk = work / name
            floor = median_run(lambda: [sys.executable, "-c", FLOOR_CODE, str(old), str(new)], args.runs)
            release = [sys.executable, "-m", "generator", "release", str(old), str(new), "--sdk", str(sdk),
                       "--package-name", "bench", "--current-version", "1.0.0"]
            print(f"\n{name}: {old_rel} -> {new_rel}")
            print(f"  floor (parse both)      {floor[0]:7.2f} s {floor[1]:7.2f} CPU s {floor[2]:6.0f} MiB")
            for label, code in codes:
                first = median_run(lambda: release, args.runs, prepare=lambda: shutil.rmtree(sdk, True), code=code)
                rerun = median_run(lambda: release, args.runs, code=code)
                print(f"  [{label}] release, empty folder {first[0]:7.2f} s {first[1]:7.2f} CPU s {first[2]:6.0f} MiB  "
                      f"{first[1] / floor[1]:5.1f}x floor CPU  {first[0] / peer:4.2f}x openapi-python-client codegen alone ({peer} s)"
                      + ("  (target < 5 s)" if name == "stripe" else ""))
                print(f"  [{label}] release, no-op rerun  {rerun[0]:7.2f} s {rerun[1]:7.2f} CPU s {rerun[2]:6.0f} MiB")
            for step, seconds in split(old, new, work):
                print(f"    {step:<34} {seconds:6.2f} s")
        if not args.no_build:
            out = work / "build"
            build = [sys.executable, "-m", "generator", "build", "specs/rl-model-resources", "-o", str(out), "-q"]
            seconds, cpu, mib = median_run(lambda: build, args.runs)
            print(f"\nbuild specs/rl-model-resources (7 revisions): {seconds:.2f} s, {cpu:.2f} CPU s, {mib:.0f} MiB")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
