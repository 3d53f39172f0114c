"""A ``null`` among an enum's values is a value like the others, as oasdiff 1.39.0 compares it: dropping
it (``enum: [null, info]`` -> ``enum: [info]`` with ``nullable: true``, Together 004 -> 005) is an enum
value removed beside the nullability that changed."""

from __future__ import annotations

from pathlib import Path

from generator.load import load_spec
from generator.rules.engine import compute_changes

DOC = """openapi: 3.0.3
info: {{title: T, version: "1"}}
paths:
  /events:
    get:
      operationId: list
      responses:
        "200":
          description: OK
          content:
            application/json:
              schema:
                type: object
                properties:
                  level: {{type: string, {level}}}
"""


def test_a_null_enum_value_dropped_is_an_enum_value_removed(tmp_path: Path) -> None:
    old, new = tmp_path / "old.yaml", tmp_path / "new.yaml"
    old.write_text(DOC.format(level="enum: [null, info, error]"))
    new.write_text(DOC.format(level="nullable: true, enum: [info, error]"))
    changes = compute_changes(load_spec(str(old)), load_spec(str(new)))
    assert sorted((c.id, c.level, c.args.get("value", "-")) for c in changes) == [
        ("response-property-became-nullable", "error", "-"),
        ("response-property-enum-value-removed", "info", None),
    ]
