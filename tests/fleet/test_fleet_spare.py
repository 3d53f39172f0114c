"""The spare: the site a rerun replaces is kept beside it (``.<site>.spare``; a first run builds
one as it goes), and the run after starts from it, so that it touches what changed since, not every
file of the site.

Whatever the spare holds (files the new site no longer has, files removed from it, foreign files),
the site written from it is byte-identical to a cold run's, and a run that fails leaves the live
site as it was.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from fleet_helpers import LATER, copy_fleet, differences, tree
from generator.fleet import FleetOptions, build_fleet
from generator.fleet.staged import StagedTree


def _cold(fleet: Path, tmp_path: Path) -> Path:
    fresh = tmp_path / "fresh"
    shutil.rmtree(fresh, ignore_errors=True)
    build_fleet(str(fleet), FleetOptions(output=str(fresh), jobs=1))
    return fresh


def _count_links(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Count the ``os.link`` calls from now on (``["n"]``)."""
    links = {"n": 0}
    real_link = os.link

    def counted(*args: object, **kw: object) -> None:
        links["n"] += 1
        real_link(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "link", counted)
    return links


def test_the_runs_start_from_the_spare_and_write_only_what_changed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    out, spare = tmp_path / "site", tmp_path / ".site.spare"
    opts = FleetOptions(output=str(out), jobs=1, cache_dir=str(tmp_path / "cache"))
    build_fleet(str(fleet), opts)
    assert tree(spare) == tree(out)  # a first run builds one beside the site: the same files
    assert os.path.samefile(spare / "index.html", out / "index.html")  # (hard links)
    build_fleet(str(fleet), opts)
    assert spare.is_dir() and tree(spare) == tree(out)  # the site the rerun replaced: the same files

    shutil.copy(LATER, fleet / "pets" / LATER.name)
    started: list[bool] = []
    real_init = StagedTree.__init__

    def init(self: StagedTree, *args: object, **kw: object) -> None:
        real_init(self, *args, **kw)  # type: ignore[arg-type]
        started.append(self.from_spare)

    monkeypatch.setattr(StagedTree, "__init__", init)
    links = _count_links(monkeypatch)
    third = build_fleet(str(fleet), opts)
    assert started == [True] and third.rendered_apis == ["pets"]
    assert links["n"] == 0  # every kept file was in the spare with the same bytes already
    assert differences(out, _cold(fleet, tmp_path)) == []
    assert {p.name for p in tmp_path.iterdir() if p.name.startswith(".site")} == {".site.spare"}


def test_a_spare_that_was_changed_still_gives_the_cold_site(tmp_path: Path) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    out, spare = tmp_path / "site", tmp_path / ".site.spare"
    opts = FleetOptions(output=str(out), jobs=2, cache_dir=str(tmp_path / "cache"))
    build_fleet(str(fleet), opts)
    build_fleet(str(fleet), opts)
    (spare / "stray.html").write_text("not ours")
    (spare / "apis" / "billing" / "index.html").unlink()  # a kept file the spare lost
    shutil.rmtree(spare / "apis" / "weather")
    (spare / "apis" / "gone").mkdir()
    (spare / "apis" / "gone" / "index.html").write_text("an API no longer in the fleet")
    shutil.copy(LATER, fleet / "pets" / LATER.name)
    build_fleet(str(fleet), opts)
    assert not (out / "stray.html").exists() and not (out / "apis" / "gone").exists()
    assert differences(out, _cold(fleet, tmp_path)) == []


def test_a_failed_run_from_the_spare_leaves_the_site(tmp_path: Path) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    out = tmp_path / "site"
    opts = FleetOptions(output=str(out), jobs=1, cache_dir=str(tmp_path / "cache"))
    build_fleet(str(fleet), opts)
    build_fleet(str(fleet), opts)
    before = tree(out)
    templates = tmp_path / "templates" / "fleet"
    templates.mkdir(parents=True)
    (templates / "recent.html.jinja").write_text("{{ no_such_variable.x }}")
    with pytest.raises(Exception, match="recent.html"):
        build_fleet(str(fleet), FleetOptions(output=str(out), jobs=1, cache_dir=str(tmp_path / "cache"), templates=str(tmp_path / "templates")))
    assert tree(out) == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site")] == []  # the spare was used up
    build_fleet(str(fleet), opts)  # and the next run does without it
    assert tree(out) == before


def test_the_second_run_starts_from_the_first_runs_spare(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    out = tmp_path / "site"
    opts = FleetOptions(output=str(out), jobs=2, cache_dir=str(tmp_path / "cache"))
    build_fleet(str(fleet), opts)
    shutil.copy(LATER, fleet / "pets" / LATER.name)
    links = _count_links(monkeypatch)
    second = build_fleet(str(fleet), opts)
    assert second.rendered_apis == ["pets"] and links["n"] < 10  # the fleet pages alone, not every kept file
    assert differences(out, _cold(fleet, tmp_path)) == []


def test_no_spare_where_links_are_refused_and_none_from_a_failed_first_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    out = tmp_path / "site"
    opts = FleetOptions(output=str(out), jobs=1, cache_dir=str(tmp_path / "cache"))

    def refused(*args: object, **kw: object) -> None:
        raise PermissionError(1, "Operation not permitted")  # as on a file system without hard links

    with monkeypatch.context() as m:
        m.setattr(os, "link", refused)
        build_fleet(str(fleet), opts)
    assert {p.name for p in tmp_path.iterdir() if p.name.startswith(".site")} == set()  # no spare was copied
    assert differences(out, _cold(fleet, tmp_path)) == []

    shutil.rmtree(out)
    real_write = StagedTree.write

    def failing(self: StagedTree, rel: str, data: str | bytes) -> None:
        if rel == "data/fleet.json":
            raise OSError(28, "No space left on device")
        real_write(self, rel, data)

    monkeypatch.setattr(StagedTree, "write", failing)
    with pytest.raises(OSError):
        build_fleet(str(fleet), opts)
    assert not out.exists() and {p.name for p in tmp_path.iterdir() if p.name.startswith(".site")} == set()
