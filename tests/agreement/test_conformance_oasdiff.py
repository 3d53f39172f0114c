"""revgen fails no case of the oasdiff conformance corpus that oasdiff 1.39.0 itself passes.

The corpus (../shared/conformance/oasdiff, run by ../shared/conformance/run.py) was extracted from an
older oasdiff commit; where 1.39.0 changed a level or a behaviour, 1.39.0 fails the case and so does
revgen, which follows 1.39.0 (docs/oasdiff-differences.md lists those cases and why). So the corpus is
run twice: with oasdiff 1.39.0 as the command (its result cached outside the repository by the
corpus's content, as tests/agreement/oasdiff_tool.py caches changelogs), then with revgen on the cases
oasdiff passes, every one of which revgen must pass. Skips without ../shared or without Go (required
under ``REVGEN_REQUIRE_OASDIFF=1``). Slow: one revgen process per case.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from oasdiff_tool import VERSION, cache_dir, oasdiff


def _corpus_digest(root: Path) -> str:
    h = hashlib.sha256(VERSION.encode())
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        h.update(path.relative_to(root).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:24]


def _run(run_py: Path, cases: Path, cmd: str, out: Path) -> dict[str, bool]:
    done = subprocess.run([sys.executable, str(run_py), str(cases), "--cmd", cmd, "--jobs", "2", "--json", str(out)],
                          capture_output=True, text=True, timeout=3600)
    assert done.returncode == 0, done.stderr[-800:]
    return {c["name"]: c["passed"] for c in json.loads(out.read_text(encoding="utf-8"))["cases"]}


def _oasdiff_results(run_py: Path, cases: Path, tmp: Path) -> dict[str, bool]:
    cached = cache_dir() / f"conformance-oasdiff-{VERSION}-{_corpus_digest(cases)}.json"
    if cached.is_file():
        results: dict[str, bool] = json.loads(cached.read_text(encoding="utf-8"))
        return results
    results = _run(run_py, cases, oasdiff(), tmp / "oasdiff.json")
    cached.parent.mkdir(parents=True, exist_ok=True)
    part = cached.with_suffix(f".{os.getpid()}.part")
    part.write_text(json.dumps(results, sort_keys=True), encoding="utf-8")
    part.replace(cached)
    return results


def test_revgen_passes_every_case_oasdiff_passes(shared_dir: Path, tmp_path: Path) -> None:
    run_py = shared_dir / "conformance" / "run.py"
    corpus = shared_dir / "conformance" / "oasdiff"
    if not run_py.is_file() or not (corpus / "cases").is_dir():
        pytest.skip("../shared/conformance is absent")
    oasdiff()  # skips (or fails when required) without Go, before anything is run
    theirs = _oasdiff_results(run_py, corpus, tmp_path)
    passed = sorted(name for name, ok in theirs.items() if ok)
    assert passed, "oasdiff 1.39.0 passed no conformance case"
    # the cases oasdiff passes, in a corpus of their own (the runner resolves specs/ beside cases/)
    subset = tmp_path / "corpus"
    (subset / "cases").mkdir(parents=True)
    for entry in corpus.iterdir():
        if entry.name != "cases":
            (subset / entry.name).symlink_to(entry)
    for name in passed:
        shutil.copytree(corpus / "cases" / name, subset / "cases" / name)  # (the runner does not follow links)
    ours = _run(run_py, subset, f"{sys.executable} -m generator", tmp_path / "revgen.json")
    failed = sorted(name for name in passed if not ours.get(name))
    assert not failed, f"revgen fails {len(failed)} conformance cases oasdiff {VERSION} passes: {failed}"
