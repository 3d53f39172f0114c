"""History stage: the normal form of changes and the cache entry text, against their definitions.

:func:`normal_changes` must equal ``Change.from_dict`` of the JSON round trip of each change (with
``args``, ``tags`` and sources shared between changes, as a diff replays one finding at many
operations), and a cache entry's text must be ``json.dumps(entry, sort_keys=True, separators=(",", ":"))``,
also when it is given the changes' text :func:`normal_form` read them from.
"""

from __future__ import annotations

import json

from generator.history.cache import _dump, _entry_text, _no_file, cache_form, engine_version, normal_change, normal_changes, normal_form
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


def test_cache_entry_text_is_the_sorted_compact_json_of_the_entry() -> None:
    normal = normal_changes(_changes()) * 3
    deps = ({"shared.yaml": "ab"}, {})
    text = _entry_text("aa", "bb", normal, deps)
    entry = {"base": "aa", "revision": "bb", "changes": cache_form(normal), "deps": [deps[0], deps[1]], "engine": engine_version()}
    assert text == json.dumps(entry, sort_keys=True, separators=(",", ":"))


def test_normal_form_text_is_the_cache_form_of_the_changes_it_gives() -> None:
    changes, text = normal_form(_changes())
    assert changes == normal_changes(_changes())
    assert text == _dump(cache_form(changes))
    deps = ({}, {"b.yaml": "cd"})
    assert _entry_text("aa", "bb", changes, deps, text) == _entry_text("aa", "bb", changes, deps)
