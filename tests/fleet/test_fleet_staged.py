"""Fleet stage: the staged site tree links unchanged files in the background; a failed link keeps the previous site."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from generator.errors import RevgenError
from generator.fleet.staged import StagedTree
from generator.output import write_tree


def test_link_many_links_in_the_background_and_commit_waits_for_it(tmp_path: Path) -> None:
    old = tmp_path / "old"
    rels = [f"api{i}/ops/page{j}.html" for i in range(20) for j in range(5)]
    for rel in rels:
        (old / rel).parent.mkdir(parents=True, exist_ok=True)
        (old / rel).write_text(rel)
    site = tmp_path / "site"
    with StagedTree(site) as tree:
        tree.link_many([(rel, str(old / rel)) for rel in rels[:50]])
        tree.write("api0/new.html", "new")  # a folder the background thread may be creating too
        tree.link_many([(rel, str(old / rel)) for rel in rels[50:]])
        tree.commit()
    assert tree.linked + tree.copied == len(rels)
    for rel in rels:
        assert (site / rel).read_text() == rel
        if tree.copied == 0:
            assert os.path.samefile(site / rel, old / rel)
    assert (site / "api0/new.html").read_text() == "new"


def test_a_failed_background_link_fails_the_commit_and_keeps_the_previous_tree(tmp_path: Path) -> None:
    site = tmp_path / "site"
    write_tree(site, {"index.html": "before"})
    source = tmp_path / "a.html"
    source.write_text("a")
    with pytest.raises(FileNotFoundError):
        with StagedTree(site) as tree:
            tree.link_many([("a.html", str(source)), ("b.html", str(tmp_path / "missing.html"))])
            tree.commit()
    assert (site / "index.html").read_text() == "before" and not (site / "a.html").exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site")] == []  # staging removed
    with pytest.raises(RevgenError):
        with StagedTree(site) as tree:
            tree.link_many([("../escape.html", str(source))])
            tree.commit()
    assert not (tmp_path / "escape.html").exists()
