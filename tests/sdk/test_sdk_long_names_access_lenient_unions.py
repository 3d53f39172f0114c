"""The SDK on real generated packages: long names capped (F32), ``readOnly``/``writeOnly`` properties (F36), lenient parsing of answers that drift from the spec
against a live server (F25), and several 2xx answers typed as a union picked by status (F29)."""

from __future__ import annotations

import inspect
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from sdk_helpers import Server, import_package
from generator.load import load_spec
from generator.output import write_tree
from generator.targets.sdk import generate_sdk

SPEC = """openapi: 3.0.3
info: {title: r3, version: "1"}
paths:
  /things/{id}:
    post:
      operationId: putThing
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      requestBody:
        required: true
        content: {application/json: {schema: {$ref: "#/components/schemas/Thing"}}}
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Thing"}}}}
        "201": {description: new, content: {application/json: {schema: {$ref: "#/components/schemas/Created"}}}}
        "202": {description: again, content: {application/json: {schema: {$ref: "#/components/schemas/Thing"}}}}
    get:
      operationId: getThing
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Page"}}}}
components:
  schemas:
    Thing:
      type: object
      required: [id, name, secret, created_at]
      properties:
        id: {type: string, readOnly: true}
        name: {type: string}
        secret: {type: string, writeOnly: true}
        created_at: {type: string, format: date-time, readOnly: true}
        size: {type: integer}
    Created:
      type: object
      required: [ticket]
      properties:
        ticket: {type: integer}
    Page:
      type: object
      required: [data, has_more]
      properties:
        data: {type: array, items: {$ref: "#/components/schemas/Thing"}}
        has_more: {type: boolean}
"""


def _nested(depth: int) -> dict[str, Any]:
    """An inline object ``depth`` levels deep (``field<depth-1>`` outermost), as QA's ``d45.json``."""
    schema: dict[str, Any] = {"type": "string"}
    for i in range(depth):
        schema = {"type": "object", "properties": {f"field{i}": schema, f"other{i}": {"type": "object", "properties": {"x": {"type": "integer"}}}}}
    return schema


def _long_spec() -> dict[str, Any]:
    long_a, long_b = "A" * 300 + "x", "A" * 300 + "y"  # long names sharing a 300-character prefix
    return {
        "openapi": "3.0.3",
        "info": {"title": "long", "version": "1"},
        "paths": {
            "/d": {"get": {"operationId": "getD", "tags": ["é" * 200], "responses": {"200": {
                "description": "ok", "content": {"application/json": {"schema": _nested(45)}}}}}},
            "/l": {"get": {"operationId": "b" * 300, "responses": {"200": {
                "description": "ok", "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{long_a}"}}}}}}},
        },
        "components": {"schemas": {
            long_a: {"type": "object", "properties": {"a": {"type": "string"}}},
            long_b: {"type": "object", "properties": {"b": {"type": "string"}}},
        }},
    }


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Any:
    root = tmp_path_factory.mktemp("r3")
    (root / "r3.yaml").write_text(SPEC)
    files = generate_sdk(load_spec(str(root / "r3.yaml")), "r3_sdk")
    write_tree(root / "out", files)
    return import_package(root / "out", "r3_sdk")


@pytest.fixture()
def server() -> Any:
    s = Server(prefix="")
    yield s
    s.close()


def test_long_names_are_capped_unique_and_stable(tmp_path: Path) -> None:
    spec_file = tmp_path / "long.json"
    spec_file.write_text(json.dumps(_long_spec()))
    files = generate_sdk(load_spec(str(spec_file)), "long_sdk")
    assert files == generate_sdk(load_spec(str(spec_file)), "long_sdk")  # deterministic
    names = [Path(p).name for p in files]
    assert max(len(n) for n in names) <= 64 + len(".py")
    modules = [p for p in files if p.startswith("long_sdk/models/") and not p.endswith("__init__.py")]
    assert len(modules) == len({m.lower() for m in modules})
    # the two 301-character component names share their first 300 characters: two distinct classes
    long_classes = [p for p in modules if Path(p).name.startswith("a" * 20)]
    assert len(long_classes) == 2
    out = tmp_path / "out"
    write_tree(out, files)
    result = subprocess.run(
        [sys.executable, "-m", "generator", "sdk", str(spec_file), "-o", str(tmp_path / "cli"), "--package-name", "long_sdk"],
        capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    mypy = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "long_sdk"], cwd=out, capture_output=True, text=True)
    assert mypy.returncode == 0, mypy.stdout + mypy.stderr
    pkg = import_package(out, "long_sdk")
    assert pkg.Client(api_key="k", base_url="http://x")


def test_read_only_properties_are_not_request_arguments(sdk: Any) -> None:
    from r3_sdk.resources.things import ThingsResource

    params = inspect.signature(ThingsResource.update).parameters
    assert "name" in params and params["name"].default is inspect.Parameter.empty
    assert not [p for p in params if p.startswith("id_") or p.startswith("created_at")]
    assert list(params)[:2] == ["self", "id"]  # the path parameter only
    # writeOnly `secret` is still sent (required in requests) but optional in the response model
    assert params["secret"].default is inspect.Parameter.empty
    assert not sdk.models.Thing.model_fields["secret"].is_required()
    assert sdk.models.Thing.model_fields["id"].is_required()


def test_answers_that_drift_from_the_spec_parse_leniently(sdk: Any, server: Server) -> None:
    drifted = {"data": [{"id": "t1", "size": "big", "created_at": "2026-01-02T03:04:05Z", "new": [1]}, {"name": "n"}], "more": True}
    server.on("GET", "/things/t1", (200, {}, drifted))
    page = sdk.Client(base_url=server.base_url, api_key="k").things.retrieve("t1")
    assert type(page) is sdk.models.Page
    assert page.has_more is None  # required but missing: None, no exception
    assert page.model_extra == {"more": True}
    first, second = page.data
    assert type(first) is sdk.models.Thing and first.id == "t1"
    assert first.size == "big"  # wrong type kept as sent
    assert first.created_at.year == 2026  # parts that validate are still typed
    assert first.model_extra == {"new": [1]} and first.name is None
    assert second.name == "n" and second.id is None
    assert page.model_dump()["data"][0]["id"] == "t1"


def test_answers_that_drift_parse_leniently_async(sdk: Any, server: Server) -> None:
    import asyncio

    server.on("GET", "/things/t2", (200, {}, {"data": "not a list"}))

    async def call() -> Any:
        async with sdk.AsyncClient(base_url=server.base_url, api_key="k") as client:
            return await client.things.retrieve("t2")

    page = asyncio.run(call())
    assert type(page) is sdk.models.Page and page.data == "not a list" and page.has_more is None


def test_several_2xx_answers_are_a_union_picked_by_status(sdk: Any, server: Server) -> None:
    from r3_sdk.resources.things import ThingsResource

    ret = inspect.signature(ThingsResource.update, eval_str=True).return_annotation
    assert set(ret.__args__) == {sdk.models.Thing, sdk.models.Created}
    client = sdk.Client(base_url=server.base_url, api_key="k")
    thing = {"id": "t", "name": "n", "created_at": "2026-01-02T03:04:05Z"}
    server.on("POST", "/things/t", (201, {}, {"ticket": 7}), (200, {}, thing), (202, {}, thing))
    created = client.things.update("t", name="n", secret="s")
    assert type(created) is sdk.models.Created and created.ticket == 7
    assert json.loads(server.requests[-1]["body"]) == {"name": "n", "secret": "s"}
    assert type(client.things.update("t", name="n", secret="s")) is sdk.models.Thing
    assert type(client.things.update("t", name="n", secret="s")) is sdk.models.Thing  # 202


def test_datamodel_code_generator_backend_without_component_schemas(tmp_path: Path) -> None:
    spec_file = tmp_path / "inline.json"
    spec_file.write_text(json.dumps({k: v for k, v in _long_spec().items() if k != "components"} | {"paths": {"/d": _long_spec()["paths"]["/d"]}}))
    result = subprocess.run(
        [sys.executable, "-m", "generator", "sdk", str(spec_file), "-o", str(tmp_path / "o"), "--package-name", "inl",
         "--models", "datamodel-code-generator"],
        capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stderr
    assert "Warning" not in result.stderr and "error" not in result.stderr
    pkg = tmp_path / "o" / "inl"
    (resource,) = (pkg / "resources").glob("e*.py")  # the resource named after the (very long) tag
    imported = re.findall(r"^from \.\.models\.(\w+) import", resource.read_text(), re.M)
    assert imported and all((pkg / "models" / f"{m}.py").exists() for m in imported)
