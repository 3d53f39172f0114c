"""History stage: ordering, neighbour diffs, the diff cache and the per-revision/per-operation timelines.

Runs on the small fixture history tests/docs/fixtures/shop (3 revisions written for these tests).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.history import build_history
from generator.targets.docs_report import render_history
from generator.history.cache import DiffCache, engine_version
from generator.load.revisions import list_revisions
from generator.rules.change import Change

SHOP = Path(__file__).resolve().parent.parent / "docs" / "fixtures" / "shop"


@pytest.fixture()
def shop_copy(tmp_path: Path) -> Path:
    target = tmp_path / "shop"
    shutil.copytree(SHOP, target)
    return target


def test_revisions_and_counts() -> None:
    history = build_history(list_revisions(str(SHOP)))
    assert [r.id for r in history.revisions] == ["a1b2c3d4e5f6", "b2c3d4e5f6a7", "c3d4e5f6a7b8"]
    first, second, third = history.revisions
    assert first.is_first and first.changes == ()
    assert second.base_id == "a1b2c3d4e5f6"
    assert second.summary == "5 info"
    assert third.summary == "4 breaking, 2 info"  # an enum value added to a response breaks (oasdiff 1.39)
    assert [c.id for c in third.unscoped] == ["api-major-version-not-bumped", "api-version-changed"]
    assert [c.id for c in second.unscoped] == ["api-schema-removed"]
    assert history.stats == {"revisions": 3, "diffs": 2, "computed": 2, "cached": 0}


def test_operation_timelines() -> None:
    history = build_history(list_revisions(str(SHOP)))
    get_item = history.operation("GET", "/items/{item_id}")
    assert get_item is not None
    assert get_item.revision_ids == ["c3d4e5f6a7b8", "b2c3d4e5f6a7"]  # newest first
    assert get_item.added_in is None  # present since the first revision
    delete = history.operation("DELETE", "/items/{other_name}")  # renamed path parameters are one endpoint
    assert delete is not None and delete.added_in is not None and delete.added_in.id == "b2c3d4e5f6a7"
    assert [c.id for e in delete.entries for c in e.changes] == ["endpoint-added"]
    list_items = history.operation("GET", "/items")
    assert list_items is not None
    newest = list_items.entries[0]
    assert newest.summary == "2 breaking"
    assert newest.changes[0].id == "request-parameter-default-value-removed"  # most severe first


def test_cache_reuses_diffs_and_adding_one_revision_costs_one_diff(shop_copy: Path, tmp_path: Path) -> None:
    cache = str(tmp_path / "cache")
    first = build_history(list_revisions(str(shop_copy)), cache_dir=cache)
    assert first.stats["computed"] == 2
    again = build_history(list_revisions(str(shop_copy)), cache_dir=cache)
    assert again.stats["computed"] == 0 and again.stats["cached"] == 2
    # same content whether computed or read back
    assert render_history(first, "json") == render_history(again, "json")

    newest = (shop_copy / "003_2025-03-01_c3d4e5f6a7b8.yaml").read_text()
    (shop_copy / "004_2025-04-01_d4e5f6a7b8c9.yaml").write_text(newest.replace("Display name", "Name shown to buyers"))
    manifest = json.loads((shop_copy / "revisions.json").read_text())
    manifest.append({"file": "004_2025-04-01_d4e5f6a7b8c9.yaml", "commit": "d4e5f6a7b8c9" + "0" * 28, "date": "2025-04-01T00:00:00Z", "message": "wording"})
    (shop_copy / "revisions.json").write_text(json.dumps(manifest))
    longer = build_history(list_revisions(str(shop_copy)), cache_dir=cache)
    assert longer.stats["computed"] == 1 and longer.stats["cached"] == 2
    assert len(longer.revisions) == 4


def test_cache_entries_are_keyed_by_content_and_engine(tmp_path: Path) -> None:
    cache = DiffCache(str(tmp_path))
    base, rev = "ab" * 32, "cd" * 32
    assert cache.get(base, rev) is None
    cache.put(base, rev, [Change("endpoint-added", "info", "endpoint added", "GET", "/a")])
    assert cache.get(base, rev) == [Change("endpoint-added", "info", "endpoint added", "GET", "/a")]
    assert cache.get(rev, base) is None
    files = list(tmp_path.rglob("*.json"))
    assert len(files) == 1 and engine_version() in str(files[0])
    files[0].write_text("{not json")  # a damaged entry is recomputed, never trusted
    assert cache.get(base, rev) is None
    assert DiffCache(str(tmp_path))._path("../../etc", rev) is None  # only hex hashes name files


def test_render_formats() -> None:
    history = build_history(list_revisions(str(SHOP)))
    data = json.loads(render_history(history, "json"))
    assert data["revision_count"] == 3 and data["summary"] == "4 breaking, 7 info"
    assert data["revisions"][0]["id"] == "c3d4e5f6a7b8"  # newest first
    ops = {(o["method"], o["path"]): o for o in data["operations"]}
    assert ops[("DELETE", "/items/{item_id}")]["added_in"] == "b2c3d4e5f6a7"
    text = render_history(history, "text")
    assert "c3d4e5f6a7b8  4 breaking, 2 info" in text
    assert "[request-parameter-default-value-removed]" in text
    md = render_history(history, "markdown")
    assert "default value `10` was removed" in md
    html = render_history(history, "html")
    assert html.startswith("<!doctype html>") and "<svg" in html and 'id="rev-c3d4e5f6a7b8"' in html
    with pytest.raises(Exception, match="unknown history format"):
        render_history(history, "pdf")


def test_cli_history_json_and_quiet_progress(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "generator", "history", str(SHOP), "--format", "json", "--cache-dir", str(tmp_path)],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""  # no progress bar when stderr is not a terminal
    assert json.loads(result.stdout)["latest"] == "c3d4e5f6a7b8"


def test_cli_history_bad_source(tmp_path: Path) -> None:
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "2025-01-01_aaa.yaml").write_text("openapi: 3.1.0\ninfo: {title: x, version: '1'}\npaths: {}\n")
    (bad / "2025-02-01_bbb.yaml").write_text("openapi: 3.1.0\ninfo: [unclosed\n")
    result = subprocess.run(
        [sys.executable, "-m", "generator", "history", str(bad), "--no-cache"],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 2
    assert result.stderr.startswith("error: ") and "2025-02-01_bbb.yaml" in result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1


def _long_history(folder: Path, n: int) -> list[str]:
    folder.mkdir()
    paths: dict[str, dict] = {}
    for i in range(n):
        paths[f"/r{i}"] = {"get": {"operationId": f"r{i}", "responses": {"200": {"description": f"v{i}"}}}}
        if i:  # each revision also drops the previous query parameter default
            paths[f"/r{i - 1}"]["get"]["parameters"] = [{"name": "q", "in": "query", "schema": {"type": "integer"}}]
        paths[f"/r{i}"]["get"]["parameters"] = [{"name": "q", "in": "query", "schema": {"type": "integer", "default": i}}]
        doc = {"openapi": "3.1.0", "info": {"title": "long", "version": str(i)}, "paths": paths}
        (folder / f"2025-01-{i + 1:02d}_{i:012x}.json").write_text(json.dumps(doc))
    return sorted(str(p) for p in folder.iterdir())


def test_parallel_diffs_equal_serial(tmp_path: Path) -> None:
    files = _long_history(tmp_path / "long", 9)
    serial = build_history(list_revisions(files), jobs=1)
    parallel = build_history(list_revisions(files), jobs=2)
    assert parallel.stats["computed"] == 8
    assert render_history(serial, "json") == render_history(parallel, "json")
    assert [r.summary for r in serial.revisions[1:]] == ["1 breaking, 2 info"] * 8  # + api-version-changed


@pytest.mark.parametrize(
    ("count", "bad"),
    [(9, 5), (3, 0)],  # a pool of workers; the worker beside this process (the older half: revision 0)
)
def test_bad_revision_in_parallel_run_names_its_file(tmp_path: Path, count: int, bad: int) -> None:
    files = _long_history(tmp_path / "long", count)
    broken = Path(files[bad])
    broken.write_text('{"openapi": "3.1.0", "info": ')
    result = subprocess.run(
        [sys.executable, "-m", "generator", "history", *files, "--no-cache", "--jobs", "2"],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert broken.name in result.stderr and ":1:" in result.stderr


def test_two_bad_revisions_in_a_pool_name_the_oldest_as_a_serial_run_does(tmp_path: Path) -> None:
    """Every run of the pool is waited for (none is cut off in flight) and the failure of the oldest
    revision is the one reported, whichever worker finishes first."""
    files = _long_history(tmp_path / "long", 12)
    for bad in (2, 10):
        Path(files[bad]).write_text('{"openapi": "3.1.0", "info": ')
    errors = []
    for jobs in ("1", "2"):
        result = subprocess.run(
            [sys.executable, "-m", "generator", "history", *files, "--no-cache", "--jobs", jobs],
            capture_output=True, text=True, check=False, timeout=120,
        )
        assert result.returncode == 2 and "Traceback" not in result.stderr
        errors.append(result.stderr)
    assert Path(files[2]).name in errors[1] and errors[0] == errors[1]


def test_history_json_changes_have_the_changelog_json_shape(tmp_path: Path) -> None:
    """``revgen history --format json`` and ``revgen changelog --format json`` print a change in one
    form (Change.to_dict, then its root cause's key): same keys in the same order, same values but the
    source's file and line, which a history does not look up (the root cause key depends on neither)."""
    run = [sys.executable, "-m", "generator"]
    history = json.loads(subprocess.run([*run, "history", str(SHOP), "--format", "json", "--no-cache"],
                                        capture_output=True, text=True, check=True).stdout)
    files = sorted(p for p in SHOP.iterdir() if p.suffix == ".yaml")
    changelog = json.loads(subprocess.run([*run, "changelog", str(files[-2]), str(files[-1]), "--format", "json"],
                                          capture_output=True, text=True, check=True).stdout)
    newest = history["revisions"][0]["changes"]
    assert newest and len(newest) == len(changelog)
    for record in newest + changelog:
        assert list(record) == [
            "id", "level", "operation", "path", "text", "operation_id", "args", "source", "tags", "section", "root_cause",
        ]
        assert list(record["source"]) == ["file", "line", "pointer"]

    def comparable(record: dict) -> tuple:  # type: ignore[type-arg]
        return json.dumps({**record, "source": record["source"]["pointer"]}, sort_keys=True),

    assert sorted(map(comparable, newest)) == sorted(map(comparable, changelog))


def test_workers_beside_this_process_diff_the_older_runs(tmp_path: Path) -> None:
    """With workers, the pool takes the older runs of pairs (and stores them in the cache itself) while
    this process diffs the newest: the history and the cache entries are those of a serial run."""
    files = _long_history(tmp_path / "long", 4)
    serial = build_history(list_revisions(files), jobs=1, cache_dir=str(tmp_path / "serial"))
    beside = build_history(list_revisions(files), jobs=2, cache_dir=str(tmp_path / "beside"))
    assert beside.stats["computed"] == 3
    assert render_history(serial, "json") == render_history(beside, "json")
    entries = [{p.name: p.read_bytes() for p in (tmp_path / name).rglob("*.json")} for name in ("serial", "beside")]
    assert len(entries[0]) == 3 and entries[0] == entries[1]
    again = build_history(list_revisions(files), jobs=2, cache_dir=str(tmp_path / "beside"))
    assert again.stats["cached"] == 3 and render_history(again, "json") == render_history(serial, "json")

