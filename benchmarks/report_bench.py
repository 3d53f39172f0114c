#!/usr/bin/env python3
"""Benchmark: ``revgen changelog`` whole process per report format, against the parse floor and peers.

Usage: ``python benchmarks/report_bench.py [--runs 3] [--formats json,text,...] [--pairs stripe,together]``

For the Stripe pair (stripe/002 -> 004) and the Together pair (together/074 -> 092) in ../shared/specs it
measures, as real processes (median of ``--runs`` after one warm-up, peak RSS from ``wait4``):

* the floor: a Python process that only parses both inputs (json / libyaml), and
* ``revgen changelog BASE REVISION --format F > /dev/null`` for every format,

then, in this process, how the time splits between loading, the rules (compute_changes) and each
format's rendering. Ratios are against the floor, the budget (Stripe 1.5 s / 400 MiB, Together 0.5 s)
and the peers measured in ../shared/PEERS.md.
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

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared" / "specs"
PAIRS = {
    "stripe": ("stripe/002_2022-01-12_28e1e6d.json", "stripe/004_2022-04-13_e0123a3.json", 1.5),
    "together": ("together/074_2025-10-10_ecbc46a.yaml", "together/092_2026-04-08_ce6b479.yaml", 0.5),
}
PEERS = {  # PEERS.md, whole process, diff of the same pair
    "stripe": "Optic fails after 132 s / 3.6 GB; openapi-diff fails after 50 s",
    "together": "Optic 5.9 s / 312 MiB; openapi-diff fails",
}
OPTIC_TOGETHER_S = 5.9
BUDGET_MIB = 400
FORMATS = ["json", "text", "markdown", "yaml", "html", "junit", "githubactions"]

FLOOR_CODE = """
import json, sys, yaml
L = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
for p in sys.argv[1:]:
    with open(p, encoding="utf-8") as fh:
        json.load(fh) if p.endswith(".json") else yaml.load(fh, Loader=L)
"""


def run(cmd: list[str]) -> tuple[float, float, float, int]:
    """Run ``cmd`` with stdout to /dev/null: (wall s, CPU s, peak MiB, exit code). CPU time (user +
    system) is what to compare on a busy machine; wall time is what a user waits."""
    with open(os.devnull, "wb") as devnull:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=devnull, stderr=subprocess.PIPE, cwd=REPO)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode not in (0, 1):
        err = proc.stderr.read().decode() if proc.stderr else ""
        raise SystemExit(f"command failed ({proc.returncode}): {' '.join(cmd)}\n{err}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, proc.returncode


def median_run(cmd: list[str], runs: int) -> tuple[float, float, float]:
    """Median wall and CPU seconds of ``runs`` runs after a warm-up, and the largest peak MiB."""
    run(cmd)  # warm-up (file cache, .pyc)
    results = [run(cmd) for _ in range(runs)]
    return (
        statistics.median(r[0] for r in results),
        statistics.median(r[1] for r in results),
        max(r[2] for r in results),
    )


def in_process(base: str, revision: str, formats: list[str]) -> dict[str, float]:
    sys.path.insert(0, str(REPO))
    from generator.rules.engine import compute_changes
    from generator.reports import ReportOptions, render_report

    import generator.load as load

    loader = getattr(load, "load_spec_arg", None) or load.load_spec
    t0 = time.process_time()
    a = loader(base)
    b = loader(revision)
    t1 = time.process_time()
    changes = compute_changes(a, b)
    t2 = time.process_time()
    times = {"load": t1 - t0, "rules": t2 - t1, "changes": float(len(changes))}
    for fmt in formats:
        start = time.process_time()
        render_report(fmt, changes, ReportOptions(base="base", revision="revision"))
        times[fmt] = time.process_time() - start
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--formats", default=",".join(FORMATS))
    parser.add_argument("--pairs", default=",".join(PAIRS))
    parser.add_argument("--split", nargs=3, metavar=("BASE", "REVISION", "FORMATS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.split:
        base, rev, fmts = args.split
        print(json.dumps(in_process(base, rev, fmts.split(","))))
        return
    if not SHARED.is_dir():
        raise SystemExit(f"{SHARED} not found: the benchmark needs ../shared/specs")
    formats = [f for f in args.formats.split(",") if f]
    for name in [p for p in args.pairs.split(",") if p]:
        base_rel, rev_rel, budget = PAIRS[name]
        base, rev = str(SHARED / base_rel), str(SHARED / rev_rel)
        floor_t, floor_c, floor_m = median_run([sys.executable, "-c", FLOOR_CODE, base, rev], args.runs)
        print(f"\n## {name}: {base_rel} -> {rev_rel}\n")
        print(
            f"floor (parse both inputs, whole process): {floor_t:.3f} s wall, {floor_c:.3f} s CPU, "
            f"{floor_m:.0f} MiB; budget {budget} s, {BUDGET_MIB} MiB"
        )
        print(f"peers: {PEERS[name]}\n")
        optic = name == "together"
        print("| format | wall s | CPU s | peak MiB | CPU x floor | CPU x budget |" + (" wall x Optic |" if optic else ""))
        print("| --- | --- | --- | --- | --- | --- |" + (" --- |" if optic else ""))
        for fmt in formats:
            cmd = [sys.executable, "-m", "generator", "changelog", base, rev, "--format", fmt]
            t, c, m = median_run(cmd, args.runs)
            row = f"| {fmt} | {t:.3f} | {c:.3f} | {m:.0f} | {c / floor_c:.1f} | {c / budget:.2f} |"
            if optic:
                row += f" {t / OPTIC_TOGETHER_S:.3f} |"
            print(row + (f"  over {BUDGET_MIB} MiB!" if m > BUDGET_MIB else ""))
        # in a child process, so this process stays small and the children's peak RSS is their own
        split = json.loads(
            subprocess.run(
                [sys.executable, __file__, "--split", base, rev, ",".join(formats)],
                check=True, capture_output=True, text=True, cwd=REPO,
            ).stdout
        )
        print(
            f"\nin process (CPU): load {split['load']:.3f} s, rules {split['rules']:.3f} s, "
            f"{int(split['changes'])} changes; render "
            + ", ".join(f"{fmt} {split[fmt] * 1000:.1f} ms" for fmt in formats)
        )


if __name__ == "__main__":
    main()
