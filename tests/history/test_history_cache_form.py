"""History stage: the normal form of changes and the cache entry text, against their definitions.

:func:`normal_changes` must equal ``Change.from_dict`` of the JSON round trip of each change (with
``args``, ``tags`` and sources shared between changes, as a diff replays one finding at many
operations), and a cache entry's text must be ``json.dumps(entry, sort_keys=True, separators=(",", ":"))``
of the entry whose findings and endpoints are the distinct parts of the changes' records, also when it is
given the tables :func:`normal_form` made with them; read back, the tables give the changes again.
"""

from __future__ import annotations

import json

from generator.history.cache import (
    _entry_text,
    _no_file,
    cache_form,
    cache_tables,
    engine_version,
    from_tables,
    normal_change,
    normal_changes,
    normal_form,
)
from generator.rules.change import Change, Source


def _round_trip(change: Change) -> Change:
    return Change.from_dict(json.loads(json.dumps(change.to_dict(_no_file), sort_keys=True, default=str)))


def _changes() -> list[Change]:
    shared_args = {"status": "200", "property": "a/b", "n": 3, "z": [1, ("x", None)], "f": 1.5, "t": True}
    shared_src = Source("rev.yaml", 12, "/components/schemas/A")
    out = []
    for i, (method, path) in enumerate([("GET", "/a"), ("POST", "/a"), ("GET", "/b/{id}"), (None, None)]):
        out.append(Change("response-optional-property-added", "info", f"added a/b {i}", method, path, f"op{i}",
                          shared_args, shared_src, ("t1",), "paths"))
        out.append(Change("endpoint-added", "info", "added ü \u202e", method, path, None, {"b": 2, "a": "é"},
                          Source(None, None, "/paths/~1a"), (), "paths"))
    out.append(Change("x", "error", "odd", "GET", "/c", None, {"k": {3, 1}}, None, (), "components"))  # not plain
    out.append(Change("y", "warning", "", "GET", "/c", None, {}, Source("f", None, None), (), ""))
    # not plain JSON data, each taking the round trip itself: a str subclass, an int subclass among the
    # args, a key that is not a string, a list of tags (not hashable), a line that is a bool
    out.append(Change("z", "info", _Text("sub"), "GET", "/d", None, {"n": _Count(3)}, None, (), "paths"))
    out.append(Change("z", "info", "keys", "GET", "/d", None, {1: "one"}, None, (), "paths"))
    out.append(Change("z", "info", "tags", "GET", "/d", None, {}, None, ["t"], "paths"))  # type: ignore[arg-type]
    out.append(Change("z", "info", "line", "GET", "/d", None, {}, Source(None, True, "/x"), (), "paths"))  # type: ignore[arg-type]
    return out


class _Text(str):
    pass


class _Count(int):
    def __repr__(self) -> str:
        return "Count"


def test_normal_changes_equal_the_json_round_trip() -> None:
    changes = _changes()
    normal = normal_changes(changes)
    assert normal == [_round_trip(c) for c in changes]
    assert normal == [normal_change(c) for c in changes]
    assert [list(c.args) for c in normal] == [sorted(c.args) for c in normal]  # keys sorted, as JSON gives them


def _tables(records: list[dict[str, object]]) -> dict[str, list[object]]:
    """The entry's tables by their definition: each record's finding and endpoint part, each distinct
    part (by its JSON text) once, numbered in the order first met."""
    def dumped(value: object) -> str:
        return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)

    parts: dict[str, dict[str, object]] = {"findings": {}, "endpoints": {}}
    pairs = []
    for record in records:
        pair = []
        for table, keys in (("findings", ("args", "id", "level", "section", "source", "text")), ("endpoints", ("operation", "operation_id", "path", "tags"))):
            part = {k: record[k] for k in keys}
            pair.append(list(parts[table]).index(dumped(part)) if dumped(part) in parts[table] else len(parts[table]))
            parts[table].setdefault(dumped(part), part)
        pairs.append(pair)
    assert set().union(*(r.keys() for r in records)) <= {"args", "id", "level", "section", "source", "text", "operation", "operation_id", "path", "tags"}
    return {"changes": pairs, "findings": list(parts["findings"].values()), "endpoints": list(parts["endpoints"].values())}


def test_cache_entry_text_is_the_sorted_compact_json_of_the_entry() -> None:
    normal = normal_changes(_changes()) * 3
    deps = ({"shared.yaml": "ab"}, {})
    text = _entry_text("aa", "bb", normal, deps)
    entry = {"base": "aa", "revision": "bb", **_tables(cache_form(normal)), "deps": [deps[0], deps[1]], "engine": engine_version()}
    assert text == json.dumps(entry, sort_keys=True, separators=(",", ":"))
    assert len(entry["findings"]) < len(normal) and len(entry["endpoints"]) < len(normal)  # each part once


def test_normal_form_tables_are_the_cache_tables_of_the_changes_it_gives() -> None:
    changes, text = normal_form(_changes())
    assert changes == normal_changes(_changes())
    assert text == cache_tables(cache_form(changes))
    deps = ({}, {"b.yaml": "cd"})
    assert _entry_text("aa", "bb", changes, deps, text) == _entry_text("aa", "bb", changes, deps)
    read = from_tables(*(json.loads(t) for t in text))
    assert read == changes
    assert [list(c.args) for c in read] == [list(c.args) for c in changes]
