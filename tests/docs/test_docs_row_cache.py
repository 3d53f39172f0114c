"""RowCache (targets/docs_context.py): a change's row is its own, even for changes made and freed one
after another (a root cause's headline change lives only while its root cause is looked at)."""

from __future__ import annotations

from generator.rules.change import Change
from generator.targets.docs_context import RowCache


def test_a_freed_change_never_lends_its_row_to_the_next() -> None:
    cache = RowCache({})
    for i in range(200):
        change = Change(id="endpoint-added", level="info", text=f"added the path /p{i}", operation="GET", path=f"/p{i}")
        assert cache(change)["text"] == f"added the path /p{i}"
        del change  # freed at once: CPython usually gives the next change the same address
