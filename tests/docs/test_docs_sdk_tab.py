"""Docs target: every operation page's Python SDK tab calls the SDK ``revgen sdk`` writes for the same
spec -- the package and client import, the resource path and method exist, and the call's arguments
bind to the method's signature -- on names a Python SDK has to rename (keywords, hyphens, non-ASCII,
no operationId) as well as the shop fixture."""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from docs_helpers import FIXTURES

CHECK = r"""
import ast, importlib, inspect, json, sys
sys.path.insert(0, sys.argv[1])
bad = []
for name, code in json.load(sys.stdin).items():
    tree = ast.parse(code)
    imp = tree.body[0]
    cls = getattr(importlib.import_module(imp.module), imp.names[0].name)
    key = {"api_key": "k"} if "api_key" in inspect.signature(cls).parameters else {}  # the snippet reads it from the environment
    client = cls(base_url="http://127.0.0.1:9", **key)
    call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute))
    chain, node = [], call.func
    while isinstance(node, ast.Attribute):
        chain.insert(0, node.attr)
        node = node.value
    try:
        target = client
        for attr in chain:
            target = getattr(target, attr)
        inspect.signature(target).bind(*[ast.literal_eval(a) for a in call.args],
                                       **{k.arg: ast.literal_eval(k.value) for k in call.keywords})
    except Exception as e:
        bad.append(f"{name}: {'.'.join(chain)}: {type(e).__name__}: {e}")
print(json.dumps(bad))
"""

NAMES = {
    "openapi": "3.0.3",
    "info": {"title": "Names «ünï» API", "version": "1"},
    "servers": [{"url": "https://api.example.com"}],
    "paths": {
        "/things/{thing-id}": {
            "get": {
                "parameters": [
                    {"name": "thing-id", "in": "path", "required": True, "schema": {"type": "string"}},
                    {"name": "class", "in": "query", "required": True, "schema": {"type": "string", "example": "a\"b"}},
                    {"name": "lambda", "in": "query", "schema": {"type": "integer"}},
                    {"name": "from", "in": "header", "required": True, "schema": {"type": "string"}},
                ],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}},
            },
            "post": {
                "operationId": "import",
                "parameters": [{"name": "thing-id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "requestBody": {"required": True, "content": {"application/json": {"schema": {
                    "type": "object", "required": ["def", "None", "x-y z"],
                    "properties": {"def": {"type": "string"}, "None": {"type": "boolean"}, "x-y z": {"type": "integer"}, "名前": {"type": "string"}}}}}},
                "responses": {"201": {"description": "ok"}},
            },
        },
        "/über/€": {"get": {"operationId": "über€", "responses": {"200": {"description": "ok"}}}},
    },
}


def _snippets(site: Path) -> dict[str, str]:
    out = {}
    for page in sorted((site / "operations").glob("*.html")):
        m = re.search(r'id="sample-python-sdk".*?<pre[^>]*>(.*?)</pre>', page.read_text(), re.S)
        assert m is not None, f"{page.name} has no Python SDK tab"
        out[page.name] = html.unescape(re.sub("<[^>]+>", "", m.group(1)))
    return out


def _run(*args: str) -> None:
    result = subprocess.run([sys.executable, "-m", "generator", *args, "-q"], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("source", ["shop", "names"])
def test_every_sdk_snippet_calls_the_generated_sdk(tmp_path: Path, source: str) -> None:
    if source == "shop":
        history = FIXTURES / "shop"
        newest = sorted(history.glob("*.yaml"))[-1]
    else:
        history = tmp_path / "names"
        history.mkdir()
        newest = history / "001_2025-01-01_aaaaaaa.json"
        newest.write_text(json.dumps(NAMES, ensure_ascii=False))
    _run("docs", str(history), "-o", str(tmp_path / "docs"), "-f", "html", "--no-cache")
    _run("sdk", str(newest), "-o", str(tmp_path / "sdk"))
    snippets = _snippets(tmp_path / "docs")
    assert len(snippets) == (4 if source == "shop" else 3)
    result = subprocess.run([sys.executable, "-c", CHECK, str(tmp_path / "sdk")], input=json.dumps(snippets),
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == []
