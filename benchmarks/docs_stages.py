"""Benchmark: where one `revgen docs` run's CPU goes, by stage, in one process (no workers).

Usage::

    python benchmarks/docs_stages.py SOURCE [--runs 3]

Each run is a new process with a new, empty diff cache (a cold run, as the ``docs-*`` rows of
``big_specs_bench.py``) under the CLI's collector policy, and prints the CPU time (``time.process_time``:
user + system of this process) of: building the history (:func:`generator.history.build_history`,
``jobs=1``: every neighbour diff here), making the site's inputs (:class:`generator.targets.docs.DocsSite`),
the site's own pages, the revision pages and the operation pages (each piece of work's files made,
not written), and within the operation pages their change histories
(:func:`generator.targets.docs_context.history_context`). With ``--runs N`` the least of each over N
processes is printed.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

_ONE_RUN = r"""
import json, sys, time
from generator.heap import tune_collector
tune_collector()
from generator.history import build_history
from generator.load.revisions import list_revisions
from generator.targets import docs, docs_context

spent = {"history_context": 0.0}
made = docs_context.history_context

def timed(*args, **kwargs):
    start = time.process_time()
    try:
        return made(*args, **kwargs)
    finally:
        spent["history_context"] += time.process_time() - start

docs_context.history_context = timed
start = time.process_time()
history = build_history(list_revisions(sys.argv[1]), cache_dir=sys.argv[2], jobs=1)
spent["history"] = time.process_time() - start
start = time.process_time()
site = docs.SiteInputs(history, "both", None).site()
spent["site_inputs"] = time.process_time() - start
for number, (kind, _) in enumerate(site.work):
    start = time.process_time()
    for _ in site.piece(number):
        pass
    spent[kind] = spent.get(kind, 0.0) + time.process_time() - start
print(json.dumps(spent))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", help="a revision source (a folder of revisions)")
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    least: dict[str, float] = {}
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory() as cache:
            out = subprocess.run(
                [sys.executable, "-c", _ONE_RUN, args.source, cache], cwd=REPO, check=True, capture_output=True, text=True
            ).stdout
        for stage, seconds in json.loads(out.strip().splitlines()[-1]).items():
            least[stage] = min(least.get(stage, seconds), seconds)
    print(json.dumps({k: round(v, 2) for k, v in least.items()}))


if __name__ == "__main__":
    main()
