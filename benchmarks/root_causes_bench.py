#!/usr/bin/env python3
"""Benchmark: changes vs root causes (one per spec edit) on real revision pairs, the size of the
Markdown report, and what the grouping costs next to the diff.

Usage: ``python benchmarks/root_causes_bench.py [--runs 3] [--pairs together-076-077,stripe-002-004,...]
[--all-together] [--json out.json]``

For each pair in ../shared/specs it loads both revisions, then measures in this process (CPU time,
user + system, the median of ``--runs``):

* ``compute_changes`` (diff + rules) and ``group_by_edit`` (:mod:`generator.rules.root_causes`);
* the number of changes, of root causes (by level) and of breaking root causes;
* the Markdown report (``--group-by edit``) whole and cut to 65,000 bytes (``--max-bytes``, the
  GitHub Actions default): its size in bytes and characters, whether every breaking root cause is in
  it, and the time the cut takes;
* the per-endpoint Markdown report (``--group-by endpoint``, the layout before root causes) for scale.

``--all-together`` adds every neighbour pair of the Together history (totals only). Timings depend
on the machine's load: the load average is printed with them.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared" / "specs"
sys.path.insert(0, str(REPO))

PAIRS = {
    "together-076-077": ("together/076_2026-03-09_e0301c5.yaml", "together/077_2026-03-13_84b447e.yaml"),
    "together-074-075": ("together/074_2025-10-10_ecbc46a.yaml", "together/075_2026-03-06_b60d39a.yaml"),
    "together-074-092": ("together/074_2025-10-10_ecbc46a.yaml", "together/092_2026-04-08_ce6b479.yaml"),
    "stripe-001-002": ("stripe/001_2021-04-12_6546d96.json", "stripe/002_2022-01-12_28e1e6d.json"),
    "stripe-002-004": ("stripe/002_2022-01-12_28e1e6d.json", "stripe/004_2022-04-13_e0123a3.json"),
    "stripe-003-004": ("stripe/003_2022-03-11_c671651.json", "stripe/004_2022-04-13_e0123a3.json"),
    "openai-012-013": ("openai/012_2025-03-22_76489c0.yaml", "openai/013_2025-04-29_498c71d.yaml"),
    "openai-018-019": ("openai/018_2026-08-21_13c6a94.yaml", "openai/019_2026-08-21_f85dbe2.yaml"),
}
GITHUB_LIMIT = 65_000
GITHUB_COMMENT_CHARS = 65_536


def cpu() -> float:
    t = os.times()
    return t.user + t.system


def median_cpu(fn, runs: int):  # type: ignore[no-untyped-def]
    times, result = [], None
    for _ in range(runs):
        start = cpu()
        result = fn()
        times.append(cpu() - start)
    return statistics.median(times), result


def measure(name: str, base_file: str, revision_file: str, runs: int) -> dict[str, object]:
    from generator.rules.engine import compute_changes
    from generator.load import load_spec
    from generator.reports import ReportOptions, render_report
    from generator.rules.root_causes import group_by_edit

    base = load_spec(str(SHARED / base_file))
    revision = load_spec(str(SHARED / revision_file))
    diff_s, changes = median_cpu(lambda: compute_changes(base, revision), runs)
    group_s, causes = median_cpu(lambda: group_by_edit(changes), runs)
    levels = {level: sum(1 for rc in causes if rc.level == level) for level in ("error", "warning", "info")}
    options = ReportOptions(command="changelog", base=base_file, revision=revision_file)
    whole_s, whole = median_cpu(lambda: render_report("markdown", changes, options), runs)
    cut_options = ReportOptions(command="changelog", base=base_file, revision=revision_file, max_bytes=GITHUB_LIMIT)
    cut_s, cut = median_cpu(lambda: render_report("markdown", changes, cut_options), runs)
    by_endpoint = render_report("markdown", changes, ReportOptions(base=base_file, revision=revision_file, group_by="endpoint"))
    breaking_keys = {rc.key for rc in causes if rc.level == "error"}
    # a root cause is in the cut report when its headline bullet is: compare the bullets' count per level
    bullets = re.findall(r"^- \*\*(\w+)\*\*", cut, re.M)
    return {
        "pair": name,
        "changes": len(changes),
        "root_causes": len(causes),
        "levels": levels,
        "ratio": round(len(changes) / len(causes), 1) if causes else None,
        "diff_cpu_s": round(diff_s, 3),
        "group_cpu_s": round(group_s, 3),
        "group_vs_diff": round(group_s / diff_s, 3) if diff_s else None,
        "markdown_by_endpoint_bytes": len(by_endpoint.encode()),
        "markdown_whole_bytes": len(whole.encode()),
        "markdown_whole_cpu_s": round(whole_s, 3),
        "markdown_cut_bytes": len(cut.encode()),
        "markdown_cut_chars": len(cut),
        "markdown_cut_cpu_s": round(cut_s, 3),
        "cut_fits_github": len(cut) <= GITHUB_COMMENT_CHARS,
        "breaking_in_cut": f"{bullets.count('error')}/{len(breaking_keys)}",
        "warnings_in_cut": f"{bullets.count('warning')}/{levels['warning']}",
        "info_in_cut": f"{bullets.count('info')}/{levels['info']}",
    }


def together_history(runs: int) -> dict[str, object]:
    from generator.rules.engine import compute_changes
    from generator.load.revisions import list_revisions
    from generator.rules.root_causes import group_by_edit

    revisions = list_revisions(str(SHARED / "together"))
    specs = [r.load() for r in revisions]
    total_changes = total_causes = 0
    diff_total = group_total = 0.0
    biggest = (0.0, "")
    for a, b, ra, rb in zip(specs, specs[1:], revisions, revisions[1:]):
        start = cpu()
        changes = compute_changes(a, b)
        middle = cpu()
        causes = group_by_edit(changes)
        end = cpu()
        diff_total += middle - start
        group_total += end - middle
        total_changes += len(changes)
        total_causes += len(causes)
        if causes and len(changes) / len(causes) > biggest[0]:
            biggest = (len(changes) / len(causes), f"{ra.id} -> {rb.id}: {len(changes)} changes, {len(causes)} root causes")
    return {
        "pairs": len(specs) - 1,
        "changes": total_changes,
        "root_causes": total_causes,
        "diff_cpu_s": round(diff_total, 3),
        "group_cpu_s": round(group_total, 3),
        "most_grouped": biggest[1],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--pairs", default=",".join(PAIRS), help="comma-separated: " + ", ".join(PAIRS))
    parser.add_argument("--all-together", action="store_true", help="also every neighbour pair of the Together history")
    parser.add_argument("--json", metavar="FILE", help="write the figures as JSON")
    args = parser.parse_args()
    if not SHARED.is_dir():
        print(f"skipped: {SHARED} is absent", file=sys.stderr)
        return 0
    import gc

    gc.disable()  # as the CLI does: the collector would rescan the parsed specs again and again
    print(f"load average before: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    rows = []
    for name in args.pairs.split(","):
        base, revision = PAIRS[name]
        started = time.perf_counter()
        row = measure(name, base, revision, args.runs)
        row["wall_s"] = round(time.perf_counter() - started, 1)
        rows.append(row)
        print(json.dumps(row), flush=True)
    print()
    print("| pair | changes | root causes (error / warning / info) | changes per root cause | group CPU s | diff CPU s | Markdown by endpoint | Markdown by edit | cut to 65,000 | breaking kept |")
    print("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for r in rows:
        lv = r["levels"]
        print(
            f"| {r['pair']} | {r['changes']:,} | {r['root_causes']:,} ({lv['error']} / {lv['warning']} / {lv['info']}) | "  # type: ignore[index]
            f"{r['ratio']} | {r['group_cpu_s']} | {r['diff_cpu_s']} | {r['markdown_by_endpoint_bytes']:,} B | "
            f"{r['markdown_whole_bytes']:,} B | {r['markdown_cut_bytes']:,} B ({r['markdown_cut_chars']:,} chars) | "
            f"{r['breaking_in_cut']} |"
        )
    result: dict[str, object] = {"pairs": rows}
    if args.all_together:
        history = together_history(args.runs)
        result["together_history"] = history
        print()
        print("Together, every neighbour pair:", json.dumps(history))
    print(f"load average after: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
