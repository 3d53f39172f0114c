"""Facts ahead of pages: when an API's render would leave a worker idle, its facts are computed
beside it, and the search index and fleet pages are made from them while the pages render.

The site must be the one a run without that shortcut writes, also when the render then fails
(the facts were used already: the search shard, the words bundle and the fleet pages are made again).
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from fleet_helpers import LATER, copy_fleet, differences
from generator.fleet import FleetOptions, build_fleet
from generator.fleet import run as run_module
from generator.fleet.executor import ProcessExecutor, SerialExecutor

REPO = Path(__file__).resolve().parents[2]


class _Recording(ProcessExecutor):
    def __init__(self, jobs: int) -> None:
        super().__init__(jobs)
        self.keys: list[str] = []

    def submit(self, key: str, fn: Any, *args: Any, priority: int = 0, waits: bool = False) -> Any:
        self.keys.append(key)
        return super().submit(key, fn, *args, priority=priority, waits=waits)


class _PagesLast(SerialExecutor):
    """Runs each task when submitted, in this process, but hands the renders back after every other
    task (as many workers might finish them, the pages taking longest): every API's facts are in,
    and the search and fleet pages started from them, before any render result."""

    workers = 8

    def __init__(self) -> None:
        super().__init__()
        self._renders: list[Any] = []

    def submit(self, key: str, fn: Any, *args: Any, priority: int = 0, waits: bool = False) -> Any:
        future = super().submit(key, fn, *args, priority=priority, waits=waits)
        if key.startswith("revgen-render-"):
            self._done.pop()
            self._renders.append(future)
        return future

    def next_done(self) -> Any:
        return self._done.popleft() if self._done else self._renders.pop(0)

    def has_done(self) -> bool:
        return bool(self._done or self._renders)


def test_a_rerun_computes_the_changed_apis_facts_beside_its_pages(tmp_path: Path) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    out, cache = tmp_path / "site", str(tmp_path / "cache")
    build_fleet(str(fleet), FleetOptions(output=str(out), jobs=1, cache_dir=cache))
    shutil.copy(LATER, fleet / "pets" / LATER.name)
    executor = _Recording(2)
    try:
        rerun = build_fleet(str(fleet), FleetOptions(output=str(out), cache_dir=cache), executor=executor)
    finally:
        executor.close()
    assert rerun.rendered_apis == ["pets"]
    assert [k.split("-")[2] for k in executor.keys if k.startswith("revgen-facts-")] == ["pets"]
    fresh = tmp_path / "fresh"
    build_fleet(str(fleet), FleetOptions(output=str(fresh), jobs=1))
    assert differences(out, fresh) == []


def _failing_pets_templates(root: Path) -> Path:
    """Docs templates whose home page fails for the API titled "Pet Store" alone."""
    docs = root / "docs"
    docs.mkdir(parents=True)
    original = (REPO / "templates" / "docs" / "index.md.jinja").read_text()
    (docs / "index.md.jinja").write_text("{% if site.api.title == 'Pet Store' %}{{ no_such_variable.x }}{% endif %}" + original)
    return root


def test_a_render_failing_after_its_facts_were_used_gives_the_site_without_it(tmp_path: Path, monkeypatch: Any) -> None:
    redone: list[set[str]] = []
    original = run_module._Run.redo_site
    monkeypatch.setattr(run_module._Run, "redo_site", lambda self, gone: (redone.append(gone), original(self, gone))[1])
    fleet = copy_fleet(tmp_path / "fleet")
    templates = str(_failing_pets_templates(tmp_path / "templates"))
    early = tmp_path / "early"
    stats = build_fleet(str(fleet), FleetOptions(output=str(early), templates=templates), executor=_PagesLast())
    assert [name for name, _ in stats.failures] == ["pets"] and stats.rendered == 2
    assert redone == [{"pets"}]  # its facts had gone into the search index and the fleet pages
    plain = tmp_path / "plain"
    build_fleet(str(fleet), FleetOptions(output=str(plain), templates=templates), executor=SerialExecutor())
    assert redone == [{"pets"}]  # (one at a time: nothing to redo)
    assert differences(early, plain) == []
    assert not (early / "apis" / "pets").exists() and "failed: render:" in (early / "index.html").read_text()
