"""Docs path: every revision file is read once per run, cold and warm, and the pages are streamed.

`revgen docs` lists the revisions (reading each file to hash it), diffs the neighbours, loads the newest
revision and writes its document into the site; all of it from one read of each file.
"""

from __future__ import annotations

import builtins
import io
import shutil
from collections import Counter
from pathlib import Path

import pytest

from generator.cli import main

SHOP = Path(__file__).resolve().parent / "fixtures" / "shop"


def _docs_reads(monkeypatch: pytest.MonkeyPatch, src: Path, out: Path, cache: Path) -> Counter[str]:
    reads: Counter[str] = Counter()
    real_open = builtins.open

    def counting_open(file, mode="r", *args, **kwargs):  # type: ignore[no-untyped-def]
        path = Path(str(file)).resolve() if isinstance(file, (str, Path)) else None
        if path is not None and path.parent == src.resolve() and "r" in mode:
            reads[path.name] += 1
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", counting_open)
    monkeypatch.setattr(io, "open", counting_open)  # Path.read_bytes and friends
    try:
        main(["docs", str(src), "-o", str(out), "--cache-dir", str(cache), "-q", "--jobs", "1"])
    finally:
        monkeypatch.setattr(builtins, "open", real_open)
        monkeypatch.setattr(io, "open", real_open)
    return reads


def test_each_revision_file_is_read_once_cold_and_warm(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    src = tmp_path / "shop"
    shutil.copytree(SHOP, src)
    revisions = sorted(p.name for p in src.glob("0*.yaml"))
    for run in ("cold", "warm"):
        reads = _docs_reads(monkeypatch, src, tmp_path / "out", tmp_path / "cache")
        assert {name: reads[name] for name in revisions} == dict.fromkeys(revisions, 1), run
        assert reads["revisions.json"] == 1, run
    newest = (src / revisions[-1]).read_bytes()
    assert (tmp_path / "out" / "openapi.yaml").read_bytes() == newest  # written from that one read
