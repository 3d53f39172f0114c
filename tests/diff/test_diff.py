"""Semantics of the structural diff (generator/diff) that users rely on."""

from __future__ import annotations

from pathlib import Path

import yaml

from generator.rules.engine import compute_changes
from generator.diff.spec import diff_specs
from generator.load import load_spec


def _spec(tmp_path: Path, name: str, doc: dict):
    p = tmp_path / name
    p.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return load_spec(str(p))


def _doc(paths: dict, schemas: dict | None = None) -> dict:
    d = {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": paths}
    if schemas is not None:
        d["components"] = {"schemas": schemas}
    return d


def _get(schema: dict, path: str = "/items/{id}", method: str = "get", status: str = "200") -> dict:
    params = [{"name": path.split("{")[1].rstrip("}"), "in": "path", "required": True, "schema": {"type": "string"}}] if "{" in path else []
    return {path: {method: {"parameters": params, "responses": {status: {"description": "ok", "content": {"application/json": {"schema": schema}}}}}}}


def _ids(tmp_path: Path, base: dict, rev: dict) -> list[tuple]:
    a, b = _spec(tmp_path, "a.yaml", base), _spec(tmp_path, "b.yaml", rev)
    return [(c.id, c.operation, c.path, c.args.get("property")) for c in compute_changes(a, b, locate=False)]


ITEM = {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}, "kind": {"type": "string", "enum": ["a", "b"]}}}


def test_ref_and_identical_inline_schema_are_equal(tmp_path: Path) -> None:
    base = _doc(_get({"$ref": "#/components/schemas/Item"}), {"Item": ITEM})
    rev = _doc(_get(ITEM), {"Item": ITEM})
    assert _ids(tmp_path, base, rev) == []


def test_reordered_enum_and_required_are_not_changes(tmp_path: Path) -> None:
    other = dict(ITEM, required=["kind", "id"], properties={"kind": {"type": "string", "enum": ["b", "a"]}, "id": {"type": "string"}})
    base = _doc(_get(dict(ITEM, required=["id", "kind"])))
    assert _ids(tmp_path, base, _doc(_get(other))) == []


def test_renamed_path_variable_is_the_same_endpoint(tmp_path: Path) -> None:
    base = _doc(_get(ITEM, path="/items/{id}"))
    rev = _doc(_get(ITEM, path="/items/{key}"))
    assert _ids(tmp_path, base, rev) == []
    d = diff_specs(_spec(tmp_path, "a.yaml", base), _spec(tmp_path, "b.yaml", rev))
    assert not d.operations_added and not d.operations_removed and len(d.operations_modified) == 1


def test_nested_property_paths(tmp_path: Path) -> None:
    def with_codes(codes: list[str]) -> dict:
        return {"type": "object", "properties": {"error": {"type": "object", "properties": {"code": {"type": "string", "enum": codes}}}}}

    got = _ids(tmp_path, _doc(_get(with_codes(["A"]))), _doc(_get(with_codes(["A", "B"]))))
    assert got == [("response-property-enum-value-added", "GET", "/items/{id}", "error/code")]


def test_items_additional_properties_and_compositions_are_walked(tmp_path: Path) -> None:
    def shape(fmt: str) -> dict:
        leaf = {"type": "string", "maxLength": 5 if fmt == "a" else 7}
        return {"allOf": [{"type": "object", "properties": {
            "list": {"type": "array", "items": {"type": "object", "properties": {"v": leaf}}},
            "map": {"type": "object", "additionalProperties": leaf},
        }}]}

    got = _ids(tmp_path, _doc(_get(shape("a"), method="post")), _doc(_get(shape("b"), method="post")))
    props = sorted(p for _, _, _, p in got)
    # an allOf member is a step of the path, as in oasdiff's property walk
    assert props == ["allOf[0]/list/items/v", "allOf[0]/map/additionalProperties"]


def test_request_and_response_sides_are_told_apart(tmp_path: Path) -> None:
    def op(extra: dict) -> dict:
        schema = {"type": "object", "properties": {"id": {"type": "string"}, **extra}}
        return {"/things": {"post": {
            "requestBody": {"content": {"application/json": {"schema": schema}}},
            "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}},
        }}}

    got = {i for i, *_ in _ids(tmp_path, _doc(op({})), _doc(op({"note": {"type": "string"}})))}
    assert got == {"new-optional-request-property", "response-optional-property-added"}


def test_read_only_and_write_only(tmp_path: Path) -> None:
    def op(extra: dict, required: list[str]) -> dict:
        schema = {"type": "object", "required": required, "properties": {"id": {"type": "string"}, **extra}}
        return {"/things": {"post": {
            "requestBody": {"content": {"application/json": {"schema": schema}}},
            "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}},
        }}}

    # a required read-only property is not something clients must send
    ro = _ids(tmp_path, _doc(op({}, [])), _doc(op({"created": {"type": "string", "readOnly": True}}, ["created"])))
    assert [i for i, *_ in ro] == ["response-required-property-added"]
    # a write-only property never shows up in responses
    wo = _ids(tmp_path, _doc(op({}, [])), _doc(op({"secret": {"type": "string", "writeOnly": True}}, ["secret"])))
    assert sorted(i for i, *_ in wo) == ["new-required-request-property", "response-required-write-only-property-added"]


def test_recursive_schemas_terminate(tmp_path: Path) -> None:
    def node(extra: dict) -> dict:
        return {"Node": {"type": "object", "properties": {"name": {"type": "string", **extra},
                                                          "children": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}},
                                                          "parent": {"$ref": "#/components/schemas/Node"}}}}

    ref = {"$ref": "#/components/schemas/Node"}
    assert _ids(tmp_path, _doc(_get(ref), node({})), _doc(_get(ref), node({}))) == []
    got = _ids(tmp_path, _doc(_get(ref), node({})), _doc(_get(ref), node({"maxLength": 4})))
    # a response that gains a maxLength only narrows (info), reported once however recursive the schema
    assert got == [("response-property-max-length-set", "GET", "/items/{id}", "name")]
    got = _ids(tmp_path, _doc(_get(ref), node({"maxLength": 4})), _doc(_get(ref), node({})))
    assert got == [("response-property-max-length-unset", "GET", "/items/{id}", "name")]


def test_shared_component_change_is_reported_at_every_operation(tmp_path: Path) -> None:
    ref = {"$ref": "#/components/schemas/Item"}
    paths = {**_get(ref, path="/items/{id}"), **_get(ref, path="/other/{id}")}
    more = dict(ITEM, properties={**ITEM["properties"], "kind": {"type": "string", "enum": ["a", "b", "c"]}})
    got = _ids(tmp_path, _doc(paths, {"Item": ITEM}), _doc(paths, {"Item": more}))
    assert got == [
        ("response-property-enum-value-added", "GET", "/items/{id}", "kind"),
        ("response-property-enum-value-added", "GET", "/other/{id}", "kind"),
    ]


def test_changes_without_endpoint_have_no_operation(tmp_path: Path) -> None:
    base = _doc(_get(ITEM), {"Item": ITEM, "Unused": {"type": "string"}})
    rev = _doc(_get(ITEM), {"Item": ITEM})
    a, b = _spec(tmp_path, "a.yaml", base), _spec(tmp_path, "b.yaml", rev)
    (change,) = compute_changes(a, b)
    assert (change.id, change.operation, change.path) == ("api-schema-removed", None, None)
    assert change.source is not None and change.source.pointer == "/components/schemas/Unused"
    lines = (tmp_path / "a.yaml").read_text().splitlines()
    assert lines[change.source.line - 1] == "    Unused:"  # the removed schema's key, in the base


def test_source_locations(tmp_path: Path) -> None:
    base = _doc(_get({"type": "object", "properties": {"n": {"type": "integer", "maximum": 5}}}))
    rev = _doc(_get({"type": "object", "properties": {"n": {"type": "integer", "maximum": 9}}}))
    a, b = _spec(tmp_path, "a.yaml", base), _spec(tmp_path, "b.yaml", rev)
    (change,) = compute_changes(a, b)
    assert change.source is not None
    assert change.source.file == "b.yaml"
    assert change.source.pointer.endswith("/schema/properties/n")
    line = (tmp_path / "b.yaml").read_text().splitlines()[change.source.line - 1]
    assert line.strip() == "n:"


def test_deep_nesting_is_walked_to_the_bottom(tmp_path: Path) -> None:
    def nested(leaf: dict) -> dict:
        s = leaf
        for _ in range(100):
            s = {"type": "object", "properties": {"p": s}}
        return s

    got = _ids(tmp_path, _doc(_get(nested({"type": "string"}))), _doc(_get(nested({"type": "integer"}))))
    assert got == [("response-property-type-changed", "GET", "/items/{id}", "/".join(["p"] * 100))]
