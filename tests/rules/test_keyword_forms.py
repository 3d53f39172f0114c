"""One meaning written two ways is no change: 3.0's ``minimum: 5, exclusiveMinimum: true`` and 3.1's
``exclusiveMinimum: 5`` (the same for maximum); a bound that moves while its form changes is one entry.
And ``items: false`` (no item is valid) is the schema becoming ``false`` at ``…/items``, as oasdiff 1.39.0
reports it (an error in a request, info in a response)."""

from __future__ import annotations

from pathlib import Path

from generator.load import load_spec
from generator.rules.engine import compute_changes

DOC = """openapi: {version}
info: {{title: T, version: "1"}}
paths:
  /items:
    post:
      operationId: add
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                qty: {{type: integer, {qty}}}
                tags: {{type: array, items: {items}}}
      responses:
        "200":
          description: OK
          content:
            application/json:
              schema:
                type: object
                properties:
                  qty: {{type: integer, {qty}}}
                  list: {{type: array, items: {items}}}
"""
BOOLEAN_FORM = "minimum: 5, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: true"
STRING_ITEMS = "{type: string}"


def _changes(tmp_path: Path, old: dict[str, str], new: dict[str, str]) -> list[tuple[str, str, str]]:
    specs = []
    for name, fields in (("old", old), ("new", new)):
        path = tmp_path / f"{name}.yaml"
        path.write_text(DOC.format(**{"version": "3.0.3", "qty": BOOLEAN_FORM, "items": STRING_ITEMS, **fields}))
        specs.append(load_spec(str(path)))
    return sorted((c.id, c.level, str(c.args.get("property"))) for c in compute_changes(specs[0], specs[1]))


def test_exclusive_bounds_rewritten_from_boolean_to_number_form_are_no_change(tmp_path: Path) -> None:
    number_form = {"version": "3.1.0", "qty": "exclusiveMinimum: 5, exclusiveMaximum: 9"}
    assert _changes(tmp_path, {}, number_form) == []
    assert _changes(tmp_path, number_form, {}) == []


def test_an_exclusive_bound_that_moves_while_its_form_changes_is_one_entry(tmp_path: Path) -> None:
    moved = {"version": "3.1.0", "qty": "exclusiveMinimum: 6, exclusiveMaximum: 9"}
    assert _changes(tmp_path, {}, moved) == [
        ("request-property-exclusive-min-increased", "error", "qty"),
        ("response-property-exclusive-min-increased", "info", "qty"),
    ]


def test_items_false_is_the_items_schema_becoming_false(tmp_path: Path) -> None:
    assert _changes(tmp_path, {}, {"items": "false"}) == [
        ("request-property-schema-became-false", "error", "tags/items"),
        ("response-property-schema-became-false", "info", "list/items"),
    ]
    assert _changes(tmp_path, {"items": "false"}, {}) == [
        ("request-property-schema-became-not-false", "info", "tags/items"),
        ("response-property-schema-became-not-false", "error", "list/items"),
    ]
