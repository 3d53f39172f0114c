"""A path parameter renamed with its path (``/items/{id}`` -> ``/items/{itemId}``) is one operation; its
changes are reported at the base's path and named as in the base, as oasdiff 1.39.0 names them
(APIs.guru securitylake 1.3.0 -> 1.3.17: ``{id}`` -> ``{subscriberId}``)."""

from __future__ import annotations

from pathlib import Path

from generator.load import load_spec
from generator.rules.engine import compute_changes

DOC = """openapi: 3.0.3
info: {{title: T, version: "1"}}
paths:
  /items/{{{name}}}:
    get:
      parameters:
        - {{name: {name}, in: path, required: true, deprecated: {deprecated}, schema: {schema}}}
      responses:
        "200": {{description: ok}}
"""


def _changes(tmp_path: Path, base: str, rev: str) -> list[tuple[str, str, str]]:
    specs = []
    for file, text in (("base.yaml", base), ("rev.yaml", rev)):
        (tmp_path / file).write_text(text, encoding="utf-8")
        specs.append(load_spec(str(tmp_path / file)))
    return sorted((c.id, c.path or "", c.args.get("name", "")) for c in compute_changes(*specs, locate=False)
                  if not c.id.startswith("api-"))


def test_a_renamed_path_parameter_is_named_as_in_the_base(tmp_path: Path) -> None:
    old = DOC.format(name="id", deprecated="false", schema="{type: string}")
    new = DOC.format(name="itemId", deprecated="true", schema="{type: string, pattern: '^[a-z]+$'}")
    assert _changes(tmp_path, old, new) == [
        ("request-parameter-deprecated", "/items/{id}", "id"),
        ("request-parameter-pattern-added", "/items/{id}", "id"),
    ]
    assert _changes(tmp_path, new, old) == [
        ("request-parameter-pattern-removed", "/items/{itemId}", "itemId"),
        ("request-parameter-reactivated", "/items/{itemId}", "itemId"),
    ]
