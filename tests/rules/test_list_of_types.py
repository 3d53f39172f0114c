"""A list of types written as a ``oneOf``/``anyOf`` of single types that both gained and lost types is
reported, as oasdiff 1.39.0 does, by the side that breaks clients: a request's list narrowed, a
response's widened (an error either way); a member's own type change is its own entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.load import load_spec
from generator.rules.engine import compute_changes

RESPONSE = """openapi: 3.0.3
info: {{title: T, version: "1"}}
paths:
  /a:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {{type: object, properties: {{data: {schema}}}}}
"""
REQUEST = """openapi: 3.0.3
info: {{title: T, version: "1"}}
paths:
  /a:
    post:
      requestBody:
        content:
          application/json:
            schema: {{type: object, properties: {{data: {schema}}}}}
      responses:
        "200": {{description: ok}}
"""
STRING_INTEGER = "{oneOf: [{type: string}, {type: integer}]}"
WIDER = "{anyOf: [{type: string}, {type: number}, {type: boolean}]}"
STRING_BOOLEAN = "{oneOf: [{type: string}, {type: boolean}]}"


def _ids(tmp_path: Path, doc: str, base: str, rev: str) -> list[tuple[str, str]]:
    specs = []
    for name, schema in (("base.yaml", base), ("rev.yaml", rev)):
        (tmp_path / name).write_text(doc.format(schema=schema))
        specs.append(load_spec(str(tmp_path / name)))
    return sorted((c.id, c.level) for c in compute_changes(*specs, locate=False) if not c.id.startswith("api-"))


@pytest.mark.parametrize(("base", "rev"), [(STRING_INTEGER, WIDER), (WIDER, STRING_INTEGER)])
def test_types_added_and_removed(tmp_path: Path, base: str, rev: str) -> None:
    assert _ids(tmp_path, RESPONSE, base, rev) == [("response-property-list-of-types-widened", "error")]
    assert _ids(tmp_path, REQUEST, base, rev) == [("request-property-list-of-types-narrowed", "error")]


def test_a_member_s_type_changed(tmp_path: Path) -> None:
    assert _ids(tmp_path, RESPONSE, STRING_INTEGER, STRING_BOOLEAN) == [
        ("response-property-list-of-types-widened", "error"), ("response-property-type-changed", "error")]
    assert _ids(tmp_path, REQUEST, STRING_INTEGER, STRING_BOOLEAN) == [
        ("request-property-list-of-types-narrowed", "error"), ("request-property-type-changed", "error")]


def test_only_added_or_only_removed(tmp_path: Path) -> None:
    only_string = "{oneOf: [{type: string}, {type: number}]}"
    wider = "{oneOf: [{type: string}, {type: number}, {type: boolean}]}"
    assert _ids(tmp_path, RESPONSE, only_string, wider) == [("response-property-list-of-types-widened", "error")]
    assert _ids(tmp_path, RESPONSE, wider, only_string) == [("response-property-list-of-types-narrowed", "info")]


PARAMETER = """openapi: 3.1.0
info: {{title: T, version: "1"}}
paths:
  /a:
    get:
      parameters:
      - {{name: q, in: query, schema: {{type: {schema}}}}}
      responses:
        "200": {{description: ok}}
"""


@pytest.mark.parametrize(("base", "rev", "expected"), [
    # integer within number: widened (oasdiff 1.39.0), a new type that takes no old type's values is a change
    ("[integer, string]", "[number, string]", "request-parameter-type-generalized"),
    ("[number, string]", "[integer, string]", "request-parameter-type-changed"),
    ("integer", "[number, string]", "request-parameter-type-changed"),
    ("[integer, string]", "[number, string, boolean]", "request-parameter-type-changed"),
    ("number", "[integer, string]", "request-parameter-type-changed"),
])
def test_a_parameter_s_types_with_integer_within_number(tmp_path: Path, base: str, rev: str, expected: str) -> None:
    assert [i for i, _ in _ids(tmp_path, PARAMETER, base, rev)] == [expected]


@pytest.mark.parametrize(("base", "rev", "in_request", "in_response"), [
    ("[integer, string]", "[number, string]", "generalized", "generalized"),
    ("[number, string]", "[integer, string]", "changed", "specialized"),
    ("integer", "[number, string]", "generalized", "generalized"),
    ("[number, string]", "integer", "changed", "specialized"),
    ("number", "[integer, string]", "changed", "changed"),
])
def test_a_property_s_types_with_integer_within_number(tmp_path: Path, base: str, rev: str, in_request: str,
                                                       in_response: str) -> None:
    assert [i for i, _ in _ids(tmp_path, REQUEST.replace("3.0.3", "3.1.0"), f"{{type: {base}}}", f"{{type: {rev}}}")] == [
        f"request-property-type-{in_request}"]
    assert [i for i, _ in _ids(tmp_path, RESPONSE.replace("3.0.3", "3.1.0"), f"{{type: {base}}}", f"{{type: {rev}}}")] == [
        f"response-property-type-{in_response}"]
