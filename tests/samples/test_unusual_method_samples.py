"""Samples target: an OpenAPI 3.2 ``query`` operation and an ``additionalOperations`` method (LINK) have
code samples that send that very method: each sample that can run here is run against a local HTTP
server, which records the method, path and body it received (Java is compiled by test_samples' stubs
elsewhere; it says ``Unirest.request(METHOD, url)`` for any method). Ruby's net/http has no class for
these methods: its sample builds a ``Net::HTTPGenericRequest``."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from generator.load import load_spec
from generator.targets.samples import operation_samples
from sample_toolchains import recording_server, search_path, tool as need_tool
from test_form_samples import GOCACHE, RUNNERS, _python_with_requests


@pytest.fixture(scope="module")
def server():
    with recording_server() as httpd:
        yield httpd


@pytest.fixture(scope="module")
def codes(server, tmp_path_factory: pytest.TempPathFactory):
    spec = {
        "openapi": "3.2.0", "info": {"title": "methods", "version": "1"},
        "servers": [{"url": f"http://127.0.0.1:{server.server_address[1]}"}],
        "paths": {"/items": {
            "query": {"operationId": "searchItems", "requestBody": {"content": {"application/json": {
                "schema": {"type": "object", "properties": {"q": {"type": "string", "example": "red"}}}}}},
                "responses": {"200": {"description": "ok"}}},
            "additionalOperations": {"LINK": {"operationId": "linkItems", "responses": {"204": {"description": "ok"}}}},
        }},
    }
    path = tmp_path_factory.mktemp("methods") / "methods.json"
    path.write_text(json.dumps(spec))
    loaded = load_spec(str(path))
    return {m: {s["key"]: s["code"] for s in operation_samples(loaded, loaded.operations[(m, "/items")])} for m in ("QUERY", "LINK")}


def test_ruby_uses_the_generic_request(codes) -> None:
    assert 'Net::HTTPGenericRequest.new("QUERY", true, true, url)' in codes["QUERY"]["ruby"]
    assert 'Net::HTTPGenericRequest.new("LINK", false, true, url)' in codes["LINK"]["ruby"]
    assert 'Unirest.request("QUERY", ' in codes["QUERY"]["java"]


@pytest.mark.parametrize("method", ["QUERY", "LINK"])
@pytest.mark.parametrize("lang", sorted(RUNNERS))
def test_sample_sends_its_method(server, codes, tmp_path: Path, lang: str, method: str) -> None:
    suffix, command, tool = RUNNERS[lang]
    if tool:
        need_tool(tool)
    if lang == "php" and "curl" not in subprocess.run([need_tool("php"), "-m"], capture_output=True, text=True).stdout:
        need_tool("php-curl-extension")
    if lang == "python" and _python_with_requests() is None:
        pytest.skip("requests is not installed")
    script = tmp_path / f"sample{suffix}"
    script.write_text(codes[method][lang])
    env = {"PATH": search_path(), "HOME": str(tmp_path), "GOCACHE": GOCACHE, "GOPATH": str(tmp_path / ".gopath"), "GO111MODULE": "off"}
    result = subprocess.run(command(script), cwd=tmp_path, capture_output=True, text=True, timeout=600, env=env, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert len(server.received) == 1, server.received
    got_method, got_path, _, body = server.received.pop()
    assert (got_method, got_path) == (method, "/items")
    if method == "QUERY":
        assert json.loads(body) == {"q": "red"}
