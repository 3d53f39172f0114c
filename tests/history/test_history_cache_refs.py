"""History cache: an entry depends on every file a revision loaded, not only the main file (QA F13).
Changing a shared file reached through an external ``$ref`` must give a fresh diff, not the cached one."""

from __future__ import annotations

from pathlib import Path

from generator.history import build_history
from generator.history.build import _digest_reader
from generator.history.cache import DiffCache
from generator.load.revisions import list_revisions

HEAD = 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /x:\n    get:\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n'
INLINE = HEAD + "              schema: {type: object, properties: {a: {type: string}}}\n"
VIA_REF = HEAD + "              schema: {$ref: 'common.yaml#/X'}\n"


def _ids(history) -> list[str]:
    return sorted(c.id for r in history.revisions for c in r.changes)


def test_changed_ref_file_invalidates_the_cached_diff(tmp_path: Path) -> None:
    folder = tmp_path / "revs"
    folder.mkdir()
    (folder / "001_2025-01-01_a.yaml").write_text(INLINE)
    (folder / "002_2025-02-01_b.yaml").write_text(VIA_REF)
    common = folder / "common.yaml"
    common.write_text("X: {type: object, properties: {a: {type: string}}}\n")
    cache = str(tmp_path / "cache")

    first = build_history(list_revisions(str(folder)), cache_dir=cache)
    assert _ids(first) == [] and first.stats["computed"] == 1
    again = build_history(list_revisions(str(folder)), cache_dir=cache)
    assert again.stats["cached"] == 1  # unchanged files: served from the cache

    common.write_text("X: {type: object, properties: {a: {type: integer}, b: {type: string}}}\n")
    changed = build_history(list_revisions(str(folder)), cache_dir=cache)
    assert changed.stats["computed"] == 1
    fresh = build_history(list_revisions(str(folder)), cache_dir=None)
    assert _ids(changed) == _ids(fresh) != []
    assert "response-property-type-changed" in _ids(changed)
    # and the new state is cached in turn
    assert build_history(list_revisions(str(folder)), cache_dir=cache).stats["cached"] == 1

    revs = list_revisions(str(folder))
    hashes = (revs[0].content_hash, revs[1].content_hash)
    assert DiffCache(cache).get(*hashes, _digest_reader(*revs)) is not None
    common.unlink()  # a dependency that is gone is a miss (the load then reports the missing file)
    assert DiffCache(cache).get(*hashes, _digest_reader(*revs)) is None


def test_entry_with_dependencies_is_a_miss_when_they_cannot_be_checked(tmp_path: Path) -> None:
    cache = DiffCache(str(tmp_path))
    base, rev = "ab" * 32, "cd" * 32
    cache.put(base, rev, [], ({}, {"common.yaml": "00" * 32}))
    assert cache.get(base, rev) is None
    assert cache.get(base, rev, lambda side, rel: "00" * 32) == []
    assert cache.get(base, rev, lambda side, rel: "11" * 32) is None
