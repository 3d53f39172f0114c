"""The normal form of changes (what the diff cache gives back) holds equal strings and sources once:
the changes one edit makes at many operations share them, and so does a pickle of a history."""

from __future__ import annotations

import pickle

from generator.history.cache import normal_changes
from generator.rules.change import Change, Source


def _at(path: str, status: str) -> Change:
    return Change(
        id="response-property-removed", level="error", text=f"removed `code` from the {status} response",
        operation="GET", path=path, operation_id=None,
        args={"property": "code", "status": status},
        source=Source(file="b.yaml", line=None, pointer="/components/schemas/Error/properties/code"),
        section="paths",
    )


def test_equal_values_are_one_object_and_the_changes_read_the_same() -> None:
    given = [_at("/a", "400"), _at("/b", "400"), _at("/b", "404")]
    shared = normal_changes(given)
    assert shared == [c._replace(source=Source(pointer=c.source.pointer)) for c in given if c.source]  # (no file)
    first, second, third = shared
    assert first.text is second.text and first.text is not third.text
    assert first.source is second.source is third.source
    assert first.args["property"] is third.args["property"]
    assert first.args is second.args and first.args is not third.args
    again = pickle.loads(pickle.dumps(shared))
    assert again == shared and again[0].source is again[2].source
