"""The SDK on real generated packages (fixture ``qa.yaml`` and tiny specs written here): forward-compatible
tagged unions (oneOf and allOf inheritance), per-operation
security on the wire, PATCH bodies that send only what was passed, text event streams, a malformed
``Retry-After``, specs without operations or component schemas, refused package names, and generated
code that does not parse being an error."""

from __future__ import annotations

import inspect
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import black
import httpx
import pytest

from sdk_helpers import FIXTURES, Server, generate_and_import, import_package
from generator.errors import RevgenError
from generator.load import load_spec
from generator.output import write_tree
from generator.targets.sdk import generate_sdk, symbols

EMPTY = 'openapi: 3.0.0\ninfo: {title: e, version: "1"}\npaths: {}\n'
NO_COMPONENTS = """openapi: 3.0.0
info: {title: n, version: "1"}
paths:
  /ping:
    get:
      operationId: ping
      responses: {"200": {description: ok, content: {application/json: {schema: {type: string}}}}}
"""


@pytest.fixture(scope="module")
def qa(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("qa.yaml", "qa_rt_sdk", tmp_path_factory.mktemp("qa"))


@pytest.fixture()
def server() -> Any:
    s = Server()
    yield s
    s.close()


def test_oneof_discriminator_keeps_an_unknown_variant(qa: Any) -> None:
    from qa_rt_sdk._base_client import parse
    from qa_rt_sdk.resources.shapes import ShapesResource

    cast_to = inspect.signature(ShapesResource.retrieve, eval_str=True).return_annotation
    circle = parse(cast_to, {"kind": "circle", "radius": 1.5})
    assert type(circle) is qa.models.Circle and circle.radius == 1.5
    new = parse(cast_to, {"kind": "hexagon", "sides": 6})
    assert type(new).__name__ == "UnknownVariant"
    assert new.model_dump() == {"kind": "hexagon", "sides": 6}


def test_inheritance_discriminator_gives_subclasses_and_falls_back_to_base(qa: Any, server: Server) -> None:
    pets = [
        {"petType": "cat", "name": "a", "huntingSkill": "lazy"},
        {"petType": "dog", "name": "b", "packSize": 3},
        {"petType": "Lizard", "name": "c", "scales": True},  # implicit mapping: the schema name
        {"petType": "bird", "name": "d", "wings": 2},  # added to the API after this SDK
    ]
    server.on("GET", "/v1/pets", (200, {}, pets))
    got = qa.Client(base_url=server.base_url, api_key="k").pets.list()
    assert [type(p).__name__ for p in got] == ["Cat", "Dog", "Lizard", "Pet"]
    assert got[1].pack_size == 3 and got[0].hunting_skill.value == "lazy"
    assert got[3].name == "d" and got[3].model_extra == {"wings": 2}


def test_each_operation_sends_its_own_security_scheme(qa: Any, server: Server) -> None:
    for path in ("/v1/with-query-key", "/v1/with-basic", "/v1/public", "/v1/default-auth"):
        server.on("GET", path, (204, {}, b""))
    client = qa.Client(base_url=server.base_url, api_key="KEY")
    client.with_query_key.retrieve(force=True)
    client.with_basic.retrieve()
    client.public.retrieve()
    client.default_auth.retrieve()
    q, b, o, d = server.requests[-4:]
    assert q["query"] == {"force": ["true"], "api_key": ["KEY"]} and "x-api-key" not in q["headers"]
    assert b["headers"]["authorization"] == "Basic S0VZOg==" and "x-api-key" not in b["headers"]
    assert "x-api-key" not in o["headers"] and "authorization" not in o["headers"] and o["query"] == {}
    assert d["headers"]["x-api-key"] == "KEY"


def test_patch_body_sends_only_what_was_passed(qa: Any, server: Server) -> None:
    server.on("PATCH", "/v1/settings", (204, {}, b""))
    server.on("POST", "/v1/settings", (204, {}, b""))
    client = qa.Client(base_url=server.base_url, api_key="k")
    client.settings.update(note="x")
    assert json.loads(server.requests[-1]["body"]) == {"note": "x"}
    client.settings.update(limit=7, note=None)
    assert json.loads(server.requests[-1]["body"]) == {"note": None, "limit": 7}
    client.settings.create()  # not a PATCH either: the spec's default is the server's to apply
    assert json.loads(server.requests[-1]["body"]) == {}
    sig = inspect.signature(qa.resources.settings.SettingsResource.update)
    assert repr(sig.parameters["limit"].default) == "NOT_GIVEN" and repr(sig.parameters["mode"].default) == "NOT_GIVEN"
    assert repr(sig.parameters["dry_run"].default) == "NOT_GIVEN"  # the spec's default is in the docstring
    doc = qa.resources.settings.SettingsResource.update.__doc__
    assert "Server default when not given: 5." in doc and 'Server default when not given: "fast".' in doc


def test_text_event_stream_and_resource_named_like_a_client_method(qa: Any, server: Server) -> None:
    server.on("GET", "/v1/stream", (200, {"Content-Type": "text/event-stream"}, b'data: hello\n\ndata: {"a": 1}\n\n'))
    client = qa.Client(base_url=server.base_url, api_key="k")
    assert list(client.stream_.retrieve()) == ["hello", {"a": 1}]
    assert not hasattr(qa.Client, "stream_2")
    assert symbols(load_spec(str(FIXTURES / "qa.yaml")), "q").operations[("GET", "/stream")].call == "client.stream_.retrieve"


def test_malformed_retry_after_falls_back_to_backoff(qa: Any, server: Server) -> None:
    from qa_rt_sdk._base_client import retry_delay

    for header in ("soon", "Mon, 99 Foo 2026 99:99:99 GMT", "\x00"):
        assert 0.375 <= retry_delay(0, httpx.Response(503, headers={"Retry-After": header})) <= 0.5
    server.on("GET", "/v1/default-auth", (503, {"Retry-After": "soon"}, b"{}"), (204, {}, b""))
    qa.Client(base_url=server.base_url, api_key="k").default_auth.retrieve()
    assert len(server.requests) == 2


def _write(tmp_path: Path, text: str, name: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_spec_without_operations_or_components_is_a_clean_package(tmp_path: Path) -> None:
    out = tmp_path / "out"
    trees = {
        "qa_mypy_sdk": generate_sdk(load_spec(str(FIXTURES / "qa.yaml")), "qa_mypy_sdk"),
        "empty_sdk": generate_sdk(load_spec(str(_write(tmp_path, EMPTY, "e.yaml"))), "empty_sdk"),
        "nocomp_sdk": generate_sdk(load_spec(str(_write(tmp_path, NO_COMPONENTS, "n.yaml"))), "nocomp_sdk"),
    }
    for files in trees.values():
        for path, text in files.items():
            if path.endswith(".py"):
                assert black.format_str(text, mode=black.Mode()) == text, path
        write_tree(out, files, keep=True)
    empty = import_package(out, "empty_sdk")
    assert empty.Client(api_key="k").base_url == "http://localhost"
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *trees],
        cwd=out,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_generated_code_that_does_not_parse_is_an_error(tmp_path: Path) -> None:
    override = tmp_path / "tpl" / "python" / "package"
    override.mkdir(parents=True)
    (override / "_client.py.jinja").write_text("class Client:\n")  # no body: a SyntaxError
    spec = load_spec(str(_write(tmp_path, EMPTY, "e.yaml")))
    with pytest.raises(RevgenError, match="not valid Python"):
        generate_sdk(spec, "broken_sdk", templates=str(tmp_path / "tpl"))
    out = tmp_path / "sdk"
    result = subprocess.run(
        [sys.executable, "-m", "generator", "sdk", str(tmp_path / "e.yaml"), "-o", str(out),
         "--package-name", "broken_sdk", "--templates", str(tmp_path / "tpl")],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2 and result.stderr.count("\n") == 1, result.stderr
    assert "broken_sdk/_client.py:" in result.stderr and not out.exists()


@pytest.mark.parametrize("name", ["httpx", "pydantic", "typing", "json", "asyncio"])
def test_package_names_that_shadow_dependencies_are_refused(tmp_path: Path, name: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "generator", "sdk", str(FIXTURES / "qa.yaml"), "-o", str(tmp_path / "o"),
         "--package-name", name],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1 and "shadow" in result.stderr
