"""The normalized model: operations, parameters, bodies, responses, schemas, nullability, security."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from generator.load import load_spec
from generator.model import normalize_path

SPEC = """openapi: {version}
info: {{title: Shop, version: "2.1"}}
servers:
  - url: https://{{region}}.example.com/v1
    variables: {{region: {{default: eu}}}}
tags: [{{name: items, description: Things}}]
security: [{{bearer: []}}]
paths:
  /items/{{id}}:
    parameters:
      - {{name: id, in: path, required: true, schema: {{type: string}}}}
      - {{name: X-Trace, in: header, schema: {{type: string}}}}
    get:
      tags: [items]
      operationId: getItem
      parameters:
        - {{name: x-trace, in: header, required: true, schema: {{type: string}}}}
        - {{name: expand, in: query, schema: {{type: boolean, default: false}}}}
      responses:
        "200":
          description: ok
          headers: {{X-Rate: {{schema: {{type: integer}}}}}}
          content:
            application/json: {{schema: {{$ref: "#/components/schemas/Item"}}}}
            text/plain: {{schema: {{type: string}}}}
    put:
      requestBody:
        required: true
        content:
          application/json: {{schema: {{$ref: "#/components/schemas/Item"}}}}
      responses: {{"204": {{description: done}}}}
components:
  securitySchemes:
    bearer: {{type: http, scheme: Bearer}}
    key: {{type: apiKey, in: header, name: X-Key}}
  schemas:
    Item:
      type: object
      required: [id, id]
      properties:
        id: {{type: string}}
        note: {note}
        parent: {{$ref: "#/components/schemas/Item"}}
"""


def _load(tmp_path: Path, version: str, note: str):  # type: ignore[no-untyped-def]
    path = tmp_path / f"api-{version}.yaml"
    path.write_text(SPEC.format(version=version, note=note), encoding="utf-8")
    return load_spec(str(path))


def test_operations_and_parameters(tmp_path: Path) -> None:
    spec = _load(tmp_path, "3.0.3", "{type: string, nullable: true}")
    assert set(spec.operations) == {("GET", "/items/{id}"), ("PUT", "/items/{id}")}
    get = spec.operation("get", "/items/{id}")
    assert get is not None and get.operation_id == "getItem" and get.tags == ("items",)
    assert set(get.parameters) == {("path", "id"), ("header", "x-trace"), ("query", "expand")}
    # the operation's header parameter replaces the path item's (names are case-insensitive)
    assert get.parameters[("header", "x-trace")].required is True
    assert get.parameters[("query", "expand")].schema.default is False  # type: ignore[union-attr]
    assert get.normalized_path == "/items/{}"
    assert set(get.responses["200"].content) == {"application/json", "text/plain"}
    assert get.responses["200"].headers["X-Rate"].schema.type == "integer"  # type: ignore[union-attr]
    put = spec.operation("PUT", "/items/{id}")
    assert put is not None and put.request_body is not None and put.request_body.required
    assert put.security is None  # inherits the document's


def test_objects_are_read_only_and_compare_by_identity(tmp_path: Path) -> None:
    # the path item's parameter and the operation's are alike but two definitions: two objects, two keys
    spec = _load(tmp_path, "3.0.3", "{type: string}")
    again = _load(tmp_path, "3.0.3", "{type: string}")
    get = spec.operations[("GET", "/items/{id}")]
    twin = again.operations[("GET", "/items/{id}")]
    param, twin_param = get.parameters[("path", "id")], twin.parameters[("path", "id")]
    assert param == param and param != twin_param and get != twin
    assert len({param: 1, twin_param: 2, get: 3, twin: 4}) == 4
    with pytest.raises(TypeError):
        assert get < twin  # (no order, as for objects)
    with pytest.raises(AttributeError):
        param.name = "other"  # type: ignore[misc]
    copy = pickle.loads(pickle.dumps(param))
    assert type(copy) is type(param) and copy.key == param.key and copy.pointer == param.pointer
    assert get.extension("x-none", None) is None and get.extensions() == {}


@pytest.mark.parametrize(("path", "key"), [
    ("/a/{id}/b/{key}", "/a/{}/b/{}"), ("/a", "/a"), ("", "/"), ("/{}", "/{}"), ("/a}/{x}", "/a}/{}"),
    ("/a/{x{y}z}/b", "/a/{}/b"), ("/a/{x{y}", "/a/{}"), ("/a/{x", "/a/{}"), ("{a}{b}", "{}{}"),
])
def test_normalized_path(path: str, key: str) -> None:
    # a brace inside a variable nests; a variable never closed takes the rest of the path
    assert normalize_path(path) == key


def test_schema_identity_and_cycles(tmp_path: Path) -> None:
    spec = _load(tmp_path, "3.0.3", "{type: string}")
    item = spec.schemas["Item"]
    get = spec.operations[("GET", "/items/{id}")]
    put = spec.operations[("PUT", "/items/{id}")]
    assert get.responses["200"].content["application/json"].schema is item
    assert put.request_body.content["application/json"].schema is item  # type: ignore[union-attr]
    assert item.properties["parent"] is item
    assert item.required == ("id",)
    spec.check_references()


def test_nullability_is_one_notion(tmp_path: Path) -> None:
    assert _load(tmp_path, "3.0.3", "{type: string, nullable: true}").schemas["Item"].properties["note"].nullable
    note31 = _load(tmp_path, "3.1.0", "{type: [string, 'null']}").schemas["Item"].properties["note"]
    assert note31.nullable and note31.types == ("string",) and note31.type == "string"
    only_null = _load(tmp_path, "3.1.0", "{type: 'null'}").schemas["Item"].properties["note"]
    assert only_null.nullable and only_null.types == ()
    assert not _load(tmp_path, "3.1.0", "{type: string}").schemas["Item"].properties["note"].nullable


def test_version_dialect_security_servers_tags(tmp_path: Path) -> None:
    spec = _load(tmp_path, "3.2.0", "{type: string}")
    assert spec.openapi == "3.2.0" and spec.dialect == "3.1"
    assert spec.title == "Shop" and spec.version == "2.1"
    assert spec.security_schemes["bearer"].scheme == "bearer"
    key = spec.security_schemes["key"]
    assert (key.type, key.location, key.param_name) == ("apiKey", "header", "X-Key")
    assert spec.servers[0].resolved_url() == "https://eu.example.com/v1"
    assert [(t.name, t.description) for t in spec.tags] == [("items", "Things")]
    assert spec.security == [{"bearer": []}]


LAZY = """openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /a:
    parameters: [{name: k, in: query, schema: {type: string}}]
    get: {responses: {"200": {description: ok}}}
    post: {responses: {"201": {description: made}}}
  /b: {$ref: "#/components/pathItems/B"}
  200: {get: {operationId: int-key, responses: {"200": {description: ok}}}}
  "200": {get: {operationId: str-key, responses: {"200": {description: ok}}}}
  /c: not a path item
components:
  pathItems:
    B: {delete: {responses: {"204": {description: gone}}}}
"""


def test_operations_are_listed_at_once_and_built_per_path_item(tmp_path: Path) -> None:
    """The keys come in the document's order of paths, then methods; a path item's operations are
    built the first time one of them is asked for, once (the same objects after), and a key
    written twice (200 and '200') holds the last one, as a dict would."""
    f = tmp_path / "s.yaml"
    f.write_text(LAZY)
    spec = load_spec(str(f))
    ops = spec.operations
    assert list(ops) == [("GET", "/a"), ("POST", "/a"), ("DELETE", "/b"), ("GET", "200")]
    assert len(ops) == 4 and ("GET", "/c") not in ops and ("GET", "/a") in ops
    assert not ops._built  # listing builds nothing
    post = ops[("POST", "/a")]
    assert set(ops._built) == {("GET", "/a"), ("POST", "/a")}  # the whole path item, sharing its parameters
    assert post.parameters and ops[("GET", "/a")].parameters == post.parameters
    assert spec.operation("post", "/a") is post and ops[("POST", "/a")] is post
    assert ops[("GET", "200")].operation_id == "str-key"
    assert ops[("DELETE", "/b")].pointer == "/components/pathItems/B/delete"
    assert dict(ops) == {k: ops[k] for k in ops} and list(ops.values())[0] is ops[("GET", "/a")]


def test_a_comparison_of_some_operations_builds_only_those(tmp_path: Path) -> None:
    from generator.diff.spec import diff_specs

    f, g = tmp_path / "a.yaml", tmp_path / "b.yaml"
    f.write_text(LAZY)
    g.write_text(LAZY.replace('"201": {description: made}', '"202": {description: later}'))
    base, rev = load_spec(str(f)), load_spec(str(g))
    d = diff_specs(base, rev, only=lambda key: key[1] == "/a")
    assert [od.rev.path for od in d.operations_modified] == ["/a", "/a"]
    assert set(rev.operations._built) == set(base.operations._built) == {("GET", "/a"), ("POST", "/a")}
