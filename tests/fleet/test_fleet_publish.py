"""Reruns swap in a whole new site, built from what changed plus the previous site's unchanged files
(hard links): only what changed is listed, indexed and written; what is gone goes; a run cut short at
any point leaves the previous site as it was; and the result is always a cold run's site, byte for byte.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from fleet_helpers import LATER, copy_fleet, differences, tree
from generator.fleet import staged
from generator.fleet import FleetOptions, build_fleet, memo
from generator.fleet.executor import ProcessExecutor
from generator.fleet.search import shard_of


def _cold(fleet: Path, tmp_path: Path, **kw: object) -> Path:
    fresh = tmp_path / "fresh"
    shutil.rmtree(fresh, ignore_errors=True)
    build_fleet(str(fleet), FleetOptions(output=str(fresh), jobs=1, cache_dir=str(tmp_path / "fresh-cache"), **kw))  # type: ignore[arg-type]
    return fresh


def test_unchanged_files_are_not_read_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memo, "SETTLE_NS", 0)  # the fixture files were just copied
    fleet = copy_fleet(tmp_path / "fleet")
    opts = FleetOptions(output=str(tmp_path / "site"), jobs=1, cache_dir=str(tmp_path / "cache"))
    assert build_fleet(str(fleet), opts).listed == 3
    again = build_fleet(str(fleet), opts)
    assert (again.listed, again.reused, again.rendered) == (0, 3, 0)

    shutil.copy(LATER, fleet / "pets" / LATER.name)  # a new file: that API alone is read
    third = build_fleet(str(fleet), opts)
    assert (third.listed, third.rendered_apis) == (1, ["pets"])

    # rewritten in place, same size, modification time put back: the change time still tells
    spec = fleet / "weather" / "2025-05-20_w2.json"
    st = spec.stat()
    body = spec.read_bytes()
    assert b"Forecast for a city" in body
    spec.write_bytes(body.replace(b"Forecast for a city", b"Forecast for a town"))
    os.utime(spec, ns=(st.st_atime_ns, st.st_mtime_ns))
    fourth = build_fleet(str(fleet), opts)
    assert (fourth.listed, fourth.rendered_apis) == (1, ["weather"])
    assert "Forecast for a town" in (tmp_path / "site/apis/weather/index.html").read_text()
    assert differences(tmp_path / "site", _cold(fleet, tmp_path)) == []


def test_what_is_gone_goes_and_foreign_files_do_not_stay(tmp_path: Path) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    out = tmp_path / "site"
    opts = FleetOptions(output=str(out), jobs=1, cache_dir=str(tmp_path / "cache"))
    build_fleet(str(fleet), opts)
    (out / "stray.html").write_text("not ours")
    (out / "feeds" / "old.xml").write_text("not ours")
    (out / "apis" / "billing" / "extra.html").write_text("not ours")  # not carried over into the new site
    shutil.rmtree(fleet / "weather")
    rerun = build_fleet(str(fleet), opts)
    assert (rerun.rendered_apis, rerun.reused) == ([], 2)
    assert not (out / "apis" / "weather").exists() and not (out / "feeds" / "weather.xml").exists()
    assert not (out / "stray.html").exists() and not (out / "apis" / "billing" / "extra.html").exists()
    assert differences(out, _cold(fleet, tmp_path)) == []
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site")] == [".site.spare"]  # no staging left


def test_the_site_is_swapped_whole_and_a_run_cut_short_leaves_it_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    out = tmp_path / "site"
    opts = FleetOptions(output=str(out), jobs=1, cache_dir=str(tmp_path / "cache"))
    build_fleet(str(fleet), opts)
    shutil.rmtree(tmp_path / ".site.spare")  # (deleted: a rerun without one links every kept file)
    before, folder = tree(out), out.stat().st_ino
    shutil.copy(LATER, fleet / "pets" / LATER.name)

    real_link = os.link
    calls = {"n": 0}

    def dies_midway(src: str, dst: str, **kw: object) -> None:
        calls["n"] += 1
        if calls["n"] == 5:  # the new API is rendered, some kept files are linked, the rest not
            raise KeyboardInterrupt("killed")
        real_link(src, dst, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(staged.os, "link", dies_midway)
    with pytest.raises(KeyboardInterrupt):
        build_fleet(str(fleet), opts)
    monkeypatch.setattr(staged.os, "link", real_link)
    assert tree(out) == before and out.stat().st_ino == folder  # the previous site, untouched
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site")] == []

    rerun = build_fleet(str(fleet), opts)
    assert (rerun.rendered_apis, rerun.reused) == (["pets"], 2)
    assert out.stat().st_ino != folder  # a new folder took the old one's place, in one rename
    assert differences(out, _cold(fleet, tmp_path)) == []


def test_kept_files_are_copied_where_links_are_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    out = tmp_path / "site"
    opts = FleetOptions(output=str(out), jobs=1, cache_dir=str(tmp_path / "cache"))
    build_fleet(str(fleet), opts)
    shutil.copy(LATER, fleet / "pets" / LATER.name)

    def refused(src: str, dst: str, **kw: object) -> None:
        raise PermissionError(1, "Operation not permitted")  # as on a file system without hard links

    monkeypatch.setattr(staged.os, "link", refused)
    rerun = build_fleet(str(fleet), opts)
    assert (rerun.rendered_apis, rerun.reused) == (["pets"], 2)
    assert differences(out, _cold(fleet, tmp_path)) == []


def test_search_shards_index_only_the_changed_apis_shard(tmp_path: Path) -> None:
    shards = 16
    held = {shard_of(name, shards) for name in ("billing", "pets", "weather")}
    assert len(held) == 3  # the fixture's APIs fall in three shards
    fleet = copy_fleet(tmp_path / "fleet")
    out = tmp_path / "site"
    opts = FleetOptions(output=str(out), jobs=2, cache_dir=str(tmp_path / "cache"), search_shards=shards)
    cold = build_fleet(str(fleet), opts)
    assert (cold.shards_indexed, cold.shards_kept) == (3, 0)
    assert sorted(p.name for p in (out / "pagefind").iterdir()) == sorted([*held, "shards"])
    before = tree(out)

    shutil.copy(LATER, fleet / "pets" / LATER.name)
    rerun = build_fleet(str(fleet), opts)
    assert (rerun.shards_indexed, rerun.shards_kept) == (1, 2)
    after = tree(out)
    changed_bundles = {k.split("/")[1] for k in set(before) | set(after) if k.startswith("pagefind/") and before.get(k) != after.get(k)}
    assert changed_bundles == {shard_of("pets", shards), "shards"}  # and the words bundle, always small
    search = (out / "search.html").read_text()
    assert f"data-shards='{json.dumps(sorted(held))}'" in search
    assert differences(out, _cold(fleet, tmp_path, search_shards=shards)) == []


def test_a_revision_no_record_shows_indexes_nothing(tmp_path: Path) -> None:
    """An API gets a new revision whose bytes differ but whose content changes nothing a search
    record shows: the API is rendered again, but its shard's record pages come out the same, so
    neither its bundle nor the words bundle goes through Pagefind again (kept as they were)."""
    shards = 16
    fleet = copy_fleet(tmp_path / "fleet")
    out = tmp_path / "site"
    opts = FleetOptions(output=str(out), jobs=1, cache_dir=str(tmp_path / "cache"), search_shards=shards)
    build_fleet(str(fleet), opts)
    bundles = {p: p.stat().st_ino for p in (out / "pagefind").rglob("*") if p.is_file()}
    newest = sorted((fleet / "pets").glob("*.yaml"))[-1]
    (fleet / "pets" / "004_2025-06-01_p9f8e7d6c5b4.yaml").write_bytes(b"# the same API, saved again\n" + newest.read_bytes())
    rerun = build_fleet(str(fleet), opts)
    assert (rerun.rendered_apis, rerun.shards_indexed, rerun.shards_kept) == (["pets"], 0, 3)
    assert "of 4 revisions" in (out / "apis/pets/index.html").read_text()  # the revision is there
    assert {p: p.stat().st_ino for p in (out / "pagefind").rglob("*") if p.is_file()} == bundles
    assert differences(out, _cold(fleet, tmp_path, search_shards=shards)) == []


def test_the_pool_starts_waiting_tasks_by_priority() -> None:
    executor = ProcessExecutor(1)  # three tasks go to the pool at once (one running, two queued there)
    try:
        priorities = [0, 0, 0, 1, 5, 3, 9]
        handles = [executor.submit(f"k{i}", str, i, priority=p) for i, p in enumerate(priorities)]
        order = [executor.result(executor.next_done()) for _ in handles]
    finally:
        executor.close()
    assert order == ["0", "1", "2", "6", "4", "5", "3"]
