"""Keywords compared as oasdiff 1.39.0 reads them, or by their meaning where one meaning is written two
ways. 3.0's ``minimum: 5, exclusiveMinimum: true`` and 3.1's ``exclusiveMinimum: 5`` (the same for
maximum) are no change, and a bound that moves while its form changes is one entry; ``items: false`` (no
item is valid) is the schema becoming ``false`` at ``…/items`` (an error in a request, info in a
response); a ``null`` among an enum's values is a value like the others (``enum: [null, info]`` ->
``nullable: true, enum: [info]``, Together 004 -> 005: the value removed beside the nullability); numeric
bounds equal as IEEE doubles are equal (OpenAI 010 -> 011 ``seed``: ``9223372036854775807`` ->
``9223372036854776000``, as oasdiff reads them); a union of values (``oneOf: [{const: a}, {const: b}]``)
and an ``enum`` are compared as their values, a union of anything more as before.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from generator.load import load_spec
from generator.rules.engine import compute_changes

BOOLEAN_FORM = {"minimum": 5, "exclusiveMinimum": True, "maximum": 9, "exclusiveMaximum": True}


def _doc(version: str = "3.0.3", qty: Any = BOOLEAN_FORM, items: Any = None, level: Any = None) -> str:
    """One operation whose request body and 200 response have the same properties (JSON is YAML)."""
    props = {"qty": {"type": "integer", **qty}, "tags": {"type": "array", "items": {"type": "string"} if items is None else items},
             "level": {"type": "string", **(level or {})}}
    body = {"content": {"application/json": {"schema": {"type": "object", "properties": props}}}}
    return json.dumps({"openapi": version, "info": {"title": "T", "version": "1"}, "paths": {"/items": {"post": {
        "operationId": "add", "requestBody": body, "responses": {"200": {"description": "OK", **body}}}}}})


def _changes(tmp_path: Path, old: dict[str, Any], new: dict[str, Any]) -> list[tuple[str, str, str]]:
    specs = []
    for name, fields in (("old", old), ("new", new)):
        path = tmp_path / f"{name}.yaml"
        path.write_text(_doc(**fields))
        specs.append(load_spec(str(path)))
    return sorted((c.id, c.level, f"{c.args.get('property')} {c.args.get('value', '')}".strip())
                  for c in compute_changes(specs[0], specs[1]))


def test_exclusive_bounds_rewritten_from_boolean_to_number_form_are_no_change(tmp_path: Path) -> None:
    number_form = {"version": "3.1.0", "qty": {"exclusiveMinimum": 5, "exclusiveMaximum": 9}}
    assert _changes(tmp_path, {}, number_form) == []
    assert _changes(tmp_path, number_form, {}) == []


def test_an_exclusive_bound_that_moves_while_its_form_changes_is_one_entry(tmp_path: Path) -> None:
    moved = {"version": "3.1.0", "qty": {"exclusiveMinimum": 6, "exclusiveMaximum": 9}}
    assert _changes(tmp_path, {}, moved) == [
        ("request-property-exclusive-min-increased", "error", "qty"),
        ("response-property-exclusive-min-increased", "info", "qty"),
    ]


def test_items_false_is_the_items_schema_becoming_false(tmp_path: Path) -> None:
    assert _changes(tmp_path, {}, {"items": False}) == [
        ("request-property-schema-became-false", "error", "tags/items"),
        ("response-property-schema-became-false", "info", "tags/items"),
    ]
    assert _changes(tmp_path, {"items": False}, {}) == [
        ("request-property-schema-became-not-false", "info", "tags/items"),
        ("response-property-schema-became-not-false", "error", "tags/items"),
    ]


def test_a_null_enum_value_dropped_is_an_enum_value_removed(tmp_path: Path) -> None:
    old = {"level": {"enum": [None, "info", "error"]}}
    new = {"level": {"nullable": True, "enum": ["info", "error"]}}
    assert _changes(tmp_path, old, new) == [
        ("request-property-became-nullable", "info", "level"),
        ("request-property-enum-value-removed", "error", "level None"),
        ("response-property-became-nullable", "error", "level"),
        ("response-property-enum-value-removed", "info", "level None"),
    ]


def test_bounds_equal_as_doubles_are_no_change(tmp_path: Path) -> None:
    # OpenAI 010 -> 011 ``seed``: 2**63 - 1 written again as 9223372036854776000, one IEEE double (as JSON
    # numbers travel, and as oasdiff 1.39.0 compares them); a bound that moves by a double still counts
    int64 = {"minimum": -9223372036854775808, "maximum": 9223372036854775807}
    rounded = {"minimum": -9223372036854776000, "maximum": 9223372036854776000}
    assert _changes(tmp_path, {"qty": int64}, {"qty": rounded}) == []
    assert _changes(tmp_path, {"qty": rounded}, {"qty": int64}) == []
    assert _changes(tmp_path, {"qty": int64}, {"qty": {**int64, "maximum": 9223372036854777856}}) == [
        ("request-property-max-increased", "info", "qty"),
        ("response-property-max-increased", "error", "qty"),
    ]


def _members(**extra: Any) -> dict[str, Any]:
    return {"oneOf": [{"type": "object", "properties": {"type": {"type": "string", "enum": [kind], **extra}}}
                      for kind in ("image_url", "text")]}


def test_an_extension_written_in_a_unions_members_is_no_change(tmp_path: Path) -> None:
    """OpenAI 011 -> 012 ``/moderations`` ``input``: ``x-stainless-const: true`` beside each member's enum
    (oasdiff 1.39.0 reports both members removed and added: docs/oasdiff-differences.md); an assertion
    written there is a change."""
    assert _changes(tmp_path, {"items": _members()}, {"items": _members(**{"x-stainless-const": True})}) == []
    assert _changes(tmp_path, {"items": _members()}, {"items": _members(maxLength=5)}) != []


def test_a_union_of_values_written_as_an_enum_is_compared_as_values(tmp_path: Path) -> None:
    """``oneOf: [{const: a}, {const: b}]`` (beside ``type: string``) and ``enum: [b, a]`` accept the same
    values: no change; a value more is that value alone (tests/rules/oasdiff_pairs/union-*)."""
    union = {"oneOf": [{"const": "a"}, {"enum": ["b"], "title": "B"}]}
    assert _changes(tmp_path, {"level": union}, {"level": {"enum": ["b", "a"]}}) == []
    assert _changes(tmp_path, {"level": {"enum": ["b", "a"]}}, {"level": union}) == []
    assert [c for c in _changes(tmp_path, {"level": union}, {"level": {"enum": ["a", "b", "c"]}})
            if c[2].startswith("level")] == [("request-property-enum-value-added", "info", "level c"),
                                             ("response-property-enum-value-added", "error", "level c")]


def test_a_union_that_is_not_of_values_alone_is_not_compared_as_values(tmp_path: Path) -> None:
    """A member with an assertion beside its value, a value twice in a ``oneOf`` (which then accepts
    neither), a value of another type than the one written: the union's members are compared as before."""
    for union in ({"oneOf": [{"const": "a"}, {"const": "b", "maxLength": 3}]},
                  {"oneOf": [{"const": "a"}, {"const": "a"}, {"const": "b"}]},
                  {"oneOf": [{"const": 1}, {"const": "b"}]}):
        ids = {c[0] for c in _changes(tmp_path, {"level": union}, {"level": {"enum": ["a", "b"]}})}
        assert "request-property-one-of-removed" in ids, union
