#!/usr/bin/env python3
"""Benchmark: the changelog engine (diff + rules) against the parse floor and the peers.

Usage: ``python benchmarks/diff_bench.py [--runs 3] [--pairs stripe,together] [--all-pairs] [--code DIR]``

For the Stripe pair (stripe/002 -> 004) and the Together pair (together/074 -> 092) of ../shared/specs:

* in this process, the median CPU time of each engine stage: the floor (parsing both files with
  json / libyaml), ``load_spec`` (parse + model), the advisory quick check of both, ``diff_specs``, the
  checks, ``compute_changes`` (diff + checks + messages + source lines) and the JSON report;
* as real processes, ``revgen changelog A B --format json > /dev/null`` and ``changelog B B`` (the same
  file twice): wall time, CPU time and peak RSS (median of ``--runs`` after a warm-up), compared with the
  budget (Stripe 0.8 s, Together 0.5 s; ``B B`` 2x the parse floor of B in a process of its own) and with
  the peers of ../shared/PEERS.md (Optic 5.9 s on Together and fails on Stripe; openapi-diff fails on
  both).

``--code DIR`` runs the package of another checkout (an export of an older commit: before/after). The
package is byte-compiled first (``compileall``, as an install does; with ``PYTHONDONTWRITEBYTECODE`` set
a source checkout would recompile every module in every process); ``--no-compile`` skips that.

``--all-pairs`` also diffs every consecutive pair of every API in ../shared/specs and reports errors,
total and slowest pairs. CPU times are used in-process because the machine may be shared.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CODE = REPO  # the checkout whose generator package runs (--code)
SPECS = REPO.parent / "shared" / "specs"
PAIRS = {
    "stripe": ("stripe/002_2022-01-12_28e1e6d.json", "stripe/004_2022-04-13_e0123a3.json", 0.8),
    "together": ("together/074_2025-10-10_ecbc46a.yaml", "together/092_2026-04-08_ce6b479.yaml", 0.5),
}
PEERS = {"stripe": "Optic fails (132 s, 3.6 GB); openapi-diff fails (50 s)", "together": "Optic 5.9 s; openapi-diff fails"}
OPTIC_S = {"together": 5.9}
BUDGET_MIB = 400


def cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def median_cpu(fn, runs: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(runs):
        t = cpu()
        result = fn()
        times.append(cpu() - t)
    return statistics.median(times), result


def floor(a: Path, b: Path) -> None:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    for p in (a, b):
        text = p.read_text(encoding="utf-8")
        json.loads(text) if p.suffix == ".json" else yaml.load(text, Loader=loader)


FLOOR_PROCESS = (
    "import json, sys, yaml\n"
    "for p in sys.argv[1:]:\n"
    "    text = open(p, encoding='utf-8').read()\n"
    "    json.loads(text) if p.endswith('.json') else yaml.load(text, Loader=yaml.CSafeLoader)\n"
)


def timed(cmd: list[str], runs: int) -> tuple[float, float, float]:
    """Median wall seconds, median CPU seconds and peak RSS (MiB) of a process running ``cmd``.

    Measured with ``/usr/bin/time`` (a child forked from this big process would report this process's
    pages as its own peak RSS).
    """
    walls, cpus, rss = [], [], []
    for i in range(runs + 1):
        with open(os.devnull, "w") as null:
            proc = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", *cmd], stdout=null, stderr=subprocess.PIPE,
                                  text=True, cwd=CODE, check=False)
        if proc.returncode not in (0, 1):
            raise SystemExit(f"{' '.join(cmd[2:])} failed: {proc.stderr[-400:]}")
        wall, user, system, kb = proc.stderr.strip().splitlines()[-1].split()
        if i:  # the first run warms the caches
            walls.append(float(wall))
            cpus.append(float(user) + float(system))
            rss.append(int(kb) / 1024)
    return statistics.median(walls), statistics.median(cpus), max(rss)


def process(a: Path, b: Path, runs: int) -> tuple[float, float, float]:
    """``timed`` of ``revgen changelog A B --format json``."""
    return timed([sys.executable, "-m", "generator", "changelog", str(a), str(b), "--format", "json"], runs)


def bench_pair(name: str, runs: int) -> None:
    sys.path.insert(0, str(CODE))
    from generator.rules.engine import compute_changes
    from generator.diff.spec import diff_specs
    from generator.load import load_spec
    from generator.load.quickcheck import quick_problems
    from generator.reports import ReportOptions, render_report
    from generator.rules.engine import run_checks

    rel_a, rel_b, budget = PAIRS[name]
    a, b = SPECS / rel_a, SPECS / rel_b
    import gc

    f, _ = median_cpu(lambda: floor(a, b), runs)
    load, specs = median_cpu(lambda: (load_spec(str(a)), load_spec(str(b))), runs)
    # the engine runs with the cyclic GC paused (compute_changes does so); measure the stages alike
    fresh = [(load_spec(str(a)), load_spec(str(b))) for _ in range(runs)]
    t, diffs = [], []
    for x, y in fresh:
        gc.disable()
        c = cpu()
        diffs.append(diff_specs(x, y))
        t.append(cpu() - c)
        gc.enable()
    diff_t = statistics.median(t)
    t = []
    for d in diffs:
        gc.disable()
        c = cpu()
        run_checks(d)
        t.append(cpu() - c)
        gc.enable()
    checks_t = statistics.median(t)
    fresh = [(load_spec(str(a)), load_spec(str(b))) for _ in range(runs)]
    t, n = [], 0
    for x, y in fresh:
        c = cpu()
        n = len(compute_changes(x, y))
        t.append(cpu() - c)
    changes_t = statistics.median(t)
    # the CLI runs with the collector paused (run_report): so do these stages
    gc.disable()
    quick_t, _ = median_cpu(lambda: [quick_problems(s) for s in fresh[0]], runs)
    changes = compute_changes(load_spec(str(a)), load_spec(str(b)))
    options = ReportOptions(title="Changelog", command="changelog", base=str(a), revision=str(b))
    report_t, _ = median_cpu(lambda: render_report("json", changes, options), runs)
    gc.enable()
    wall, cpu_s, rss = process(a, b, runs)
    same_wall, same_cpu, _ = process(b, b, runs)
    _, floor_b, _ = timed([sys.executable, "-c", FLOOR_PROCESS, str(b)], runs)
    _, floor_ab, _ = timed([sys.executable, "-c", FLOOR_PROCESS, str(a), str(b)], runs)
    print(f"\n## {name}: {rel_a} -> {rel_b} ({n} changes)\n")
    print("| stage | CPU s | x floor |")
    print("| --- | --- | --- |")
    for label, value in (("floor: parse both (json/libyaml)", f), ("load_spec both (parse + model)", load),
                         ("quick check both (advisory)", quick_t),
                         ("diff_specs", diff_t), ("checks (run_checks)", checks_t),
                         ("compute_changes (diff + checks + messages + lines)", changes_t),
                         ("JSON report", report_t)):
        print(f"| {label} | {value:.3f} | {value / f:.1f} |" if f else f"| {label} | {value:.3f} | - |")
    verdict = "within" if cpu_s <= budget and rss <= BUDGET_MIB else "OVER"
    print(f"\nwhole process `revgen changelog A B --format json`: {wall:.2f} s wall, {cpu_s:.2f} s CPU, {rss:.0f} MiB peak "
          f"({verdict} budget {budget} s CPU / {BUDGET_MIB} MiB); x parse-floor process {cpu_s / floor_ab:.1f} "
          f"(floor {floor_ab:.2f} s CPU: python + parse both)")
    verdict = "within" if same_cpu <= 2 * floor_b else "OVER"
    print(f"whole process `revgen changelog B B --format json`: {same_wall:.2f} s wall, {same_cpu:.2f} s CPU; "
          f"x parse-floor process {same_cpu / floor_b:.1f} ({verdict} 2x; floor {floor_b:.2f} s CPU: python + parse B)")
    print(f"load average now: {os.getloadavg()[0]:.1f} (wall times on a shared machine exceed CPU times)")
    peer = OPTIC_S.get(name)
    print(f"peers: {PEERS[name]}" + (f"; revgen is {peer / wall:.1f}x faster than Optic" if peer else ""))


def all_pairs() -> None:
    sys.path.insert(0, str(CODE))
    from generator.rules.engine import compute_changes
    from generator.load import load_spec

    total, errors, slow = 0, 0, []
    for api in sorted(p.name for p in SPECS.iterdir() if p.is_dir()):
        files = sorted(glob.glob(str(SPECS / api / "[0-9]*")))
        prev = None
        for f in files:
            spec = load_spec(f)
            if prev is not None:
                total += 1
                c = cpu()
                try:
                    n = len(compute_changes(prev[1], spec))
                except Exception as exc:  # noqa: BLE001 - counted and shown
                    errors += 1
                    print(f"ERROR {prev[0]} -> {f}: {type(exc).__name__}: {exc}")
                    n = -1
                slow.append((cpu() - c, f"{api}/{Path(prev[0]).name} -> {Path(f).name}", n))
            prev = (f, spec)
    slow.sort(reverse=True)
    print(f"\n## every consecutive pair: {total} pairs, {errors} errors, {sum(s[0] for s in slow):.1f} s CPU in total")
    for t, label, n in slow[:5]:
        print(f"- {label}: {t:.2f} s, {n} changes")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--pairs", default="stripe,together")
    ap.add_argument("--all-pairs", action="store_true")
    ap.add_argument("--code", default=str(REPO), help="checkout whose generator package runs (default: this one)")
    ap.add_argument("--no-compile", action="store_true", help="do not byte-compile the package first")
    args = ap.parse_args()
    global CODE
    CODE = Path(args.code).resolve()
    if not args.no_compile:
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(CODE / "generator")], check=True,
                       stdout=subprocess.DEVNULL)
    if not SPECS.is_dir():
        raise SystemExit(f"{SPECS} is not present")
    for name in args.pairs.split(","):
        if name:
            bench_pair(name, args.runs)
    if args.all_pairs:
        all_pairs()


if __name__ == "__main__":
    main()
