"""The normalized model: operations, parameters, bodies, responses, schemas, nullability, security."""

from __future__ import annotations

from pathlib import Path

from generator.load import load_spec

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
