"""A keyword beside a 3.1 ``$ref`` counts in the content hashes the diff skips equal schemas by
(diff/fingerprint.py) and in the references a text comparison follows (diff/schema.py): a change of
it alone is found also where union members are matched by their hashes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from generator.diff.fingerprint import Fingerprints
from generator.load import load_spec
from generator.rules.engine import compute_changes


def _write(folder: Path, kind: dict[str, Any], common: dict[str, Any] | None = None) -> str:
    """api.yaml whose request body's ``kind`` is ``kind``, with ``Kind`` in common.yaml (two files)."""
    folder.mkdir()
    body = {"content": {"application/json": {"schema": {"type": "object", "properties": {"kind": kind}}}}}
    doc = {"openapi": "3.1.0", "info": {"title": "t", "version": "1"},
           "paths": {"/runs": {"post": {"requestBody": body, "responses": {"200": {"description": "ok"}}}}}}
    (folder / "common.yaml").write_text(yaml.safe_dump(common or {"Kind": {"type": "string", "enum": ["a", "b"]}}))
    (folder / "api.yaml").write_text(yaml.safe_dump(doc))
    return str(folder / "api.yaml")


def test_a_sibling_default_changed_in_a_union_member_is_found(tmp_path: Path) -> None:
    def member(default: str) -> dict[str, Any]:
        return {"anyOf": [{"type": "object", "properties": {"kind": {"$ref": "common.yaml#/Kind", "default": default}}},
                          {"type": "string"}]}

    old = load_spec(_write(tmp_path / "old", member("a")))
    new = load_spec(_write(tmp_path / "new", member("b")))
    assert [(c.id, c.args["from"], c.args["to"]) for c in compute_changes(old, new, locate=False)] == [
        ("request-property-default-value-changed", "a", "b")]


def test_the_hash_of_a_schema_holds_the_keywords_beside_its_references(tmp_path: Path) -> None:
    a = load_spec(_write(tmp_path / "a", {"$ref": "common.yaml#/Kind", "default": "a"}))
    b = load_spec(_write(tmp_path / "b", {"$ref": "common.yaml#/Kind", "default": "b"}))
    c = load_spec(_write(tmp_path / "c", {"$ref": "common.yaml#/Kind", "default": "a", "description": "doc only"}))

    def body(spec: Any) -> Any:
        return spec.operation("POST", "/runs").request_body.content["application/json"].schema

    hashes = Fingerprints()
    assert hashes.of(body(a)) != hashes.of(body(b))
    assert hashes.of(body(a)) == hashes.of(body(c))  # documentation beside a reference is not applied
    assert hashes.of(body(a).properties["kind"]) != hashes.of(body(b).properties["kind"])
