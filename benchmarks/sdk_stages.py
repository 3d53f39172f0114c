"""Benchmark: where one `revgen sdk` run's CPU goes, stage by stage, in one process (no workers).

Usage::

    python benchmarks/sdk_stages.py SPEC PACKAGE [--runs 2]

Each run is a new process with an empty ``REVGEN_CACHE_DIR`` of its own (a first run, as the
``sdk-*`` rows of ``big_specs_bench.py``: the imports and Jinja's compiling of the templates are
counted every time) writing into a new folder, and prints the CPU time
(``time.process_time``: user + system of this process) of: importing revgen's SDK command, loading the
spec, building the context (:func:`generator.targets.sdk.build_context`), compiling the SDK templates
the files name and the macros they import,
rendering every file, the long-line scan and black (:func:`generator.targets.sdk.pyformat.format_files`)
and writing the tree (:func:`generator.output.write_tree`, kernel time included). The stages are the
ones :func:`generator.targets.sdk.render.render_package` runs in one process; the files are the same.
With ``--runs N`` the least of each stage over N processes is printed.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

ONE_RUN = """
import json, sys, time
t0 = time.process_time()
import generator.cli.sdk  # noqa: F401  (the command's imports)
from generator.heap import collector_focused, tune_collector
from generator.load import load_spec
from generator.output import write_tree
from generator.targets.sdk import build_context
from generator.targets.sdk import render as R
from generator.targets.sdk.pyformat import format_files
tune_collector()
spec, package, out = sys.argv[1:4]
times = {"imports": time.process_time() - t0}
def lap(name, start):
    now = time.process_time()
    times[name] = now - start
    return now
with collector_focused():
    t = time.process_time()
    loaded = load_spec(spec)
    t = lap("load", t)
    ctx = build_context(loaded, package)
    t = lap("context", t)
    env = R._env(None)
    glob = R.package_globals(ctx)
    items = R._items(ctx, glob)
    for template in sorted({it[2] for it in items}) + ["python/_macros.jinja"]:
        env.get_template(template)
    t = lap("templates", t)
    files = {path: R._render(env, template, R._context(glob, unit)) for _, path, template, unit, _ in items}
    t = lap("rendering", t)
    files = format_files(files)
    t = lap("format", t)
    files[f"{package}/py.typed"] = ""
    write_tree(out, files)
    lap("write", t)
print(json.dumps({k: round(v, 3) for k, v in times.items()}))
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("spec")
    ap.add_argument("package")
    ap.add_argument("--runs", type=int, default=2)
    args = ap.parse_args()
    best: dict[str, float] = {}
    for _ in range(args.runs):
        tmp = tempfile.mkdtemp(prefix="sdk-stages-")
        env = {**os.environ, "REVGEN_CACHE_DIR": os.path.join(tmp, "cache")}
        done = subprocess.run([sys.executable, "-c", ONE_RUN, args.spec, args.package, os.path.join(tmp, "out")],
                              cwd=REPO, env=env, capture_output=True, text=True, check=True)
        for stage, seconds in json.loads(done.stdout).items():
            best[stage] = min(best.get(stage, seconds), seconds)
    best["total"] = round(sum(best.values()), 3)
    print(json.dumps(best))


if __name__ == "__main__":
    main()
