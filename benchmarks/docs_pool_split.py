"""Benchmark: one `revgen docs` run's CPU split between the parent process and its pool's workers.

Usage::

    python benchmarks/docs_pool_split.py [--code DIR] -- docs SOURCE -o OUT --cache-dir CACHE -j 2 -q

Runs the revgen command line given after ``--`` in a new process (the ``generator`` package of ``--code``,
default this checkout, put first on ``PYTHONPATH``) and prints that process's own CPU time (user + system)
and its workers' (every child it waited for), and the parent's peak resident memory. Alternate two
``--code`` checkouts run after run on a shared machine: the split shows which process a change moved work
out of (the parent reading the pages the workers made, say), where the total alone is within the noise.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

CHILD = """
import resource, sys
sys.argv = ["revgen", *sys.argv[1:]]
from generator.cli import run
try:
    run()
except SystemExit as exc:
    if exc.code:
        raise
own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"parent {own.ru_utime + own.ru_stime:.2f} s (sys {own.ru_stime:.2f}) "
      f"workers {kids.ru_utime + kids.ru_stime:.2f} s (sys {kids.ru_stime:.2f}) "
      f"parent peak {own.ru_maxrss / 1024:.0f} MB")
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--code", default=str(Path(__file__).resolve().parent.parent), help="checkout whose generator runs")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- then revgen's arguments")
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    env = {**os.environ, "PYTHONPATH": os.path.abspath(args.code)}
    return subprocess.run([sys.executable, "-c", CHILD, *command], env=env, cwd=args.code, check=False).returncode


if __name__ == "__main__":
    raise SystemExit(main())
