"""compute_changes is a pure function of the two specs: schema objects created (or walked) beforehand,
in any order, must not change which changes are reported or how they are labelled."""

from __future__ import annotations

from pathlib import Path

import yaml

from generator.rules.engine import compute_changes
from generator.load import load_spec
from generator.model.schema import Schema


def _ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def _expandable(*names: str) -> dict:
    """Stripe's pattern: an id string or one of the referenced (mutually recursive) objects."""
    return {"anyOf": [{"type": "string", "maxLength": 5000}, *(_ref(n) for n in names)]}


def _doc(revision: bool) -> dict:
    customer = {
        "type": "object",
        "required": ["id"],
        "properties": {
            "id": {"type": "string"},
            "default_source": _expandable("card", "bank_account"),
            "sources": {"type": "array", "items": _ref("card")},
        },
    }
    card = {
        "type": "object",
        "required": ["id"],
        "properties": {"id": {"type": "string"}, "customer": _expandable("customer", "deleted_customer")},
    }
    bank_account = {"type": "object", "properties": {"customer": _expandable("customer"), "last4": {"type": "string"}}}
    deleted_customer = {"type": "object", "properties": {"id": {"type": "string"}, "deleted": {"type": "boolean"}}}
    schemas = {"customer": customer, "card": card, "bank_account": bank_account, "deleted_customer": deleted_customer}
    if revision:
        card["properties"]["brand"] = {"type": "string"}
        customer["properties"]["email"] = {"type": "string"}
        bank_account["properties"]["last4"]["maxLength"] = 4
        deleted_customer["properties"]["deleted"]["enum"] = [True]
        schemas["terminal"] = {"type": "object", "properties": {"card": _expandable("card")}}
        customer["properties"]["default_source"]["anyOf"].append(_ref("terminal"))
    def op(name: str, body: bool = False) -> dict:
        content = {"application/json": {"schema": _ref(name)}}
        o: dict = {"responses": {"200": {"description": "ok", "content": content}}}
        if body:
            o["requestBody"] = {"content": content}
        return o
    return {
        "openapi": "3.0.3",
        "info": {"title": "t", "version": "1"},
        "paths": {"/customers": {"get": op("customer"), "post": op("customer", body=True)},
                  "/cards": {"get": op("card")}, "/accounts": {"get": op("bank_account")}},
        "components": {"schemas": schemas},
    }


def _load(tmp_path: Path, name: str, doc: dict):
    p = tmp_path / name
    p.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return load_spec(str(p))


def _touch(s: Schema, seen: set[int]) -> None:
    """Create every sub-schema object below ``s`` (deepest-last, members in reverse)."""
    if id(s) in seen:
        return
    seen.add(id(s))
    for child in reversed([*s.properties.values(), *s.any_of, *s.one_of, *s.all_of]):
        _touch(child, seen)
    if s.items is not None:
        _touch(s.items, seen)


def _changes(tmp_path: Path, prewalk: bool) -> list[tuple]:
    base, rev = _load(tmp_path, "base.yaml", _doc(False)), _load(tmp_path, "rev.yaml", _doc(True))
    if prewalk:
        for spec in (rev, base):
            seen: set[int] = set()
            for schema in reversed(list(spec.schemas.values())):
                _touch(schema, seen)
    return [(c.id, c.level, c.operation, c.path, c.text, sorted(c.args.items())) for c in compute_changes(base, rev, locate=False)]


def test_changes_do_not_depend_on_schemas_created_before(tmp_path: Path) -> None:
    fresh = _changes(tmp_path, prewalk=False)
    prewalked = _changes(tmp_path, prewalk=True)
    assert fresh == prewalked
    # the fixture exercises what used to vary: anyOf members named by their component
    texts = "\n".join(c[4] for c in fresh)
    assert "terminal" in texts and "anyOf[card]" in texts
