"""Incremental fleet runs: one revision added to one API costs one diff and that API's render.

The proof has three parts: the run's counters (diffs computed, APIs rendered and kept), the other APIs'
files (and the fleet files whose bytes do not change) being the very same files in the new site (same
inode: hard-linked from the previous site, not written again), and the rerun's site being
byte-identical to a cold run of the new fleet.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from fleet_helpers import LATER, copy_fleet, differences, tree
from generator.fleet import FleetOptions, build_fleet


def _inodes(root: Path, prefix: str) -> dict[str, int]:
    return {str(p.relative_to(root)): p.stat().st_ino for p in sorted((root / prefix).rglob("*")) if p.is_file()}


def test_one_new_revision_costs_one_diff_and_one_render(tmp_path: Path) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    out, cache = tmp_path / "site", str(tmp_path / "cache")
    cold = build_fleet(str(fleet), FleetOptions(output=str(out), jobs=2, cache_dir=cache))
    assert (cold.rendered, cold.reused, cold.diffs_computed) == (3, 0, 4)
    before = tree(out)
    kept = {name: _inodes(out, f"apis/{name}") for name in ("billing", "weather")}
    feeds = {name: (out / "feeds" / f"{name}.xml").stat().st_ino for name in ("billing", "weather")}
    same_pages = {rel: (out / rel).stat().st_ino for rel in ("search.html", "assets/fleet.css")}

    shutil.copy(LATER, fleet / "pets" / LATER.name)
    rerun = build_fleet(str(fleet), FleetOptions(output=str(out), jobs=2, cache_dir=cache))
    assert (rerun.diffs_computed, rerun.diffs_cached) == (1, 2)
    assert (rerun.rendered, rerun.reused, rerun.failed) == (1, 2, 0)
    assert rerun.rendered_apis == ["pets"]
    after = tree(out)
    for name, inodes in kept.items():
        assert _inodes(out, f"apis/{name}") == inodes  # the same files (linked), not rewritten
        assert (out / "feeds" / f"{name}.xml").stat().st_ino == feeds[name]
    assert {rel: (out / rel).stat().st_ino for rel in same_pages} == same_pages  # fleet files whose bytes stay
    changed = {k for k in set(before) | set(after) if before.get(k) != after.get(k)}
    allowed_prefixes = ("apis/pets/", "data/", "feeds/pets.xml", "feed.xml", "recent.html", "index", "pagefind/")
    assert changed and all(k.startswith(allowed_prefixes) for k in changed), sorted(changed)
    assert not any(k.startswith(("apis/billing/", "apis/weather/", "feeds/billing", "feeds/weather")) for k in changed)
    assert "apis/pets/revisions/p4d5e6f7a8b9.html" in after

    fresh = tmp_path / "fresh"
    cold_again = build_fleet(str(fleet), FleetOptions(output=str(fresh), jobs=1, cache_dir=str(tmp_path / "other-cache")))
    assert (cold_again.rendered, cold_again.diffs_computed) == (3, 5)
    assert differences(out, fresh) == []


def test_nothing_changed_renders_nothing_and_full_renders_all(tmp_path: Path) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    out = tmp_path / "site"
    build_fleet(str(fleet), FleetOptions(output=str(out), jobs=1))
    first = tree(out)
    same = build_fleet(str(fleet), FleetOptions(output=str(out), jobs=1))
    assert (same.rendered, same.reused, same.diffs) == (0, 3, 0)
    assert tree(out) == first
    full = build_fleet(str(fleet), FleetOptions(output=str(out), jobs=1, reuse=False))
    assert (full.rendered, full.reused) == (3, 0)
    assert tree(out) == first


def test_an_edited_shared_file_renders_its_api_again(tmp_path: Path) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    out = tmp_path / "site"
    build_fleet(str(fleet), FleetOptions(output=str(out), jobs=1, cache_dir=str(tmp_path / "cache")))
    common = fleet / "billing" / "common.yaml"
    common.write_text(common.read_text().replace("enum: [EUR, USD]", "enum: [EUR, USD, GBP]"))
    rerun = build_fleet(str(fleet), FleetOptions(output=str(out), jobs=1, cache_dir=str(tmp_path / "cache")))
    assert rerun.rendered_apis == ["billing"] and rerun.diffs_computed == 1
    assert "GBP" in (out / "apis/billing/operations/list-invoices.html").read_text()
