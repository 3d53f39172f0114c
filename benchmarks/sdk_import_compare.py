"""Import time of revgen's SDK beside the Stainless package for the same API (issue 27).

Usage::

    pip install openai together      # the Stainless packages, into this venv
    python benchmarks/sdk_import_compare.py [--shared ../shared] [--runs 10]

Generates the SDK of the newest OpenAI and Together revisions in ``shared/specs`` into a temporary
folder and compiles its bytecode (as ``pip install`` does for the Stainless packages), then runs
``python -c 'import PKG'`` in fresh processes, the packages alternating, and prints per package the
best of ``--runs``: wall time, CPU time (user+sys) and ``-X importtime``'s cumulative figure for the
package, beside ``import httpx`` (the floor both share). On a shared machine compare the CPU columns.
"""

from __future__ import annotations

import argparse
import compileall
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

APIS = {"openai": "openai", "together": "together"}  # shared/specs folder -> Stainless package


def one_import(package: str, cwd: Path | None) -> tuple[float, float, float]:
    """(wall s, CPU s, -X importtime cumulative s) of one fresh ``import package``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", f"import {package}"], cwd=cwd, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    err = subprocess.run([sys.executable, "-X", "importtime", "-c", f"import {package}"], cwd=cwd,
                         capture_output=True, text=True, check=True).stderr
    line = [x for x in err.splitlines() if x.rstrip().endswith("| " + package)][-1]
    return wall, cpu, int(line.split("|")[1]) / 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shared", default=str(REPO.parent / "shared"))
    ap.add_argument("--runs", type=int, default=10)
    args = ap.parse_args()
    from generator.load import load_spec
    from generator.targets.sdk import write_sdk

    with tempfile.TemporaryDirectory() as tmp:
        rows: list[tuple[str, str, Path | None]] = [("httpx (floor)", "httpx", None)]
        for folder, theirs in APIS.items():
            specs = sorted(p for p in (Path(args.shared) / "specs" / folder).glob("0*") if p.suffix in (".yaml", ".json"))
            out = Path(tmp) / folder
            write_sdk(load_spec(str(specs[-1])), out, f"{folder}_sdk", jobs=None)
            compileall.compile_dir(str(out / f"{folder}_sdk"), quiet=1)
            rows += [(f"{theirs} (Stainless)", theirs, None), (f"revgen {folder}_sdk", f"{folder}_sdk", out)]
        best: dict[str, list[float]] = {}
        for _ in range(args.runs):
            for label, package, cwd in rows:
                found = one_import(package, cwd)
                best[label] = [min(a, b) for a, b in zip(best.get(label, list(found)), found)]
        print(f"{'package':24} {'wall ms':>8} {'CPU ms':>8} {'importtime ms':>14}")
        for label, _, _ in rows:
            wall, cpu, cumulative = best[label]
            print(f"{label:24} {wall * 1000:8.0f} {cpu * 1000:8.0f} {cumulative * 1000:14.0f}")


if __name__ == "__main__":
    main()
