"""A schema wrapped so that its meaning stays is judged by what it accepts (issue 26: a gate must never
invent a breaking change).

An ``allOf`` of one schema and members that only annotate (``allOf: [{$ref: A}, {nullable: true}]``)
is its merged schema, as ``oasdiff changelog --flatten-allof`` reads it: the merged nullability, the
annotations' own changes and what changed in the wrapped schema, never the wrapped schema's properties
removed. In a request, an ``anyOf`` holding a member that accepts every value the old schema accepted
(``{type: string, enum: [...]}`` -> ``anyOf: [{type: string}, {type: string, enum: [...]}]``) widens it:
the member added and the enum dropped, no enum value removed. docs/oasdiff-differences.md has both rows.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from generator.load import load_spec
from generator.rules.engine import compute_changes

FILE = {"type": "object", "properties": {"id": {"type": "string"}, "size": {"type": "integer"}}, "required": ["id"]}
REF = {"$ref": "#/components/schemas/File"}


def _doc(prop: Any, file: Any = FILE) -> str:
    """One operation whose request body and 200 response both hold the property ``file``."""
    body = {"content": {"application/json": {"schema": {"type": "object", "properties": {"file": prop}}}}}
    return json.dumps({"openapi": "3.0.3", "info": {"title": "T", "version": "1"},
                       "paths": {"/uploads": {"post": {"requestBody": body,
                                                       "responses": {"200": {"description": "ok", **body}}}}},
                       "components": {"schemas": {"File": file}}})


def _changes(tmp_path: Path, old: str, new: str) -> list[tuple[str, str, str]]:
    specs = []
    for name, text in (("old", old), ("new", new)):
        (tmp_path / f"{name}.yaml").write_text(text)
        specs.append(load_spec(str(tmp_path / f"{name}.yaml")))
    return sorted((c.id, c.level, c.args.get("property", "")) for c in compute_changes(*specs, locate=False)
                  if not c.id.startswith("api-"))


def test_nullable_beside_an_all_of_is_the_schema_become_nullable(tmp_path: Path) -> None:
    wrapped = {"allOf": [REF], "nullable": True, "description": "the file"}
    assert _changes(tmp_path, _doc(REF), _doc(wrapped)) == [
        ("request-property-became-nullable", "info", "file"), ("response-property-became-nullable", "error", "file")]
    assert _changes(tmp_path, _doc(wrapped), _doc(REF)) == [
        ("request-property-became-not-nullable", "error", "file"), ("response-property-became-not-nullable", "info", "file")]


def test_a_nullable_member_beside_an_object_keeps_null_out(tmp_path: Path) -> None:
    # File has a type and no nullable: the allOf accepts no null (oasdiff --flatten-allof: no change)
    assert _changes(tmp_path, _doc(REF), _doc({"allOf": [REF, {"nullable": True}]})) == []


def test_a_nullable_member_beside_a_schema_without_type_makes_it_nullable(tmp_path: Path) -> None:
    # OpenAI 011 -> 012 ``file``: OpenAIFile has no type, so every member accepts null
    untyped = {k: v for k, v in FILE.items() if k != "type"}
    assert _changes(tmp_path, _doc(REF, untyped), _doc({"allOf": [REF, {"nullable": True}]}, untyped)) == [
        ("request-property-became-nullable", "info", "file"), ("response-property-became-nullable", "error", "file")]


def test_an_annotating_member_is_the_annotation_changed(tmp_path: Path) -> None:
    assert _changes(tmp_path, _doc(REF), _doc({"allOf": [REF, {"deprecated": True, "description": "old"}]})) == [
        ("request-property-deprecated", "info", "file"), ("response-property-deprecated", "info", "file")]


def test_what_changed_in_the_wrapped_schema_is_reported(tmp_path: Path) -> None:
    grown = {**FILE, "properties": {**FILE["properties"], "expires_at": {"type": "integer"}}}
    assert _changes(tmp_path, _doc(REF), _doc({"allOf": [REF, {"description": "the file"}]}, grown)) == [
        ("new-optional-request-property", "info", "file/expires_at"),
        ("response-optional-property-added", "info", "file/expires_at")]


def test_an_all_of_on_both_sides_is_compared_member_by_member(tmp_path: Path) -> None:
    assert _changes(tmp_path, _doc({"allOf": [REF]}), _doc({"allOf": [REF, {"description": "the file"}]})) == [
        ("request-property-all-of-added-annotation-only", "info", "file"),
        ("response-property-all-of-added-annotation-only", "info", "file")]


SIZE = {"type": "string", "enum": ["auto", "256x256"], "default": "auto", "nullable": True}
COVERING = {"anyOf": [{"type": "string"}, {"type": "string", "enum": ["auto", "256x256"]}], "default": "auto",
            "nullable": True}


def _request(size: Any) -> str:
    body = {"content": {"application/json": {"schema": {"type": "object", "properties": {"size": size}}}}}
    return json.dumps({"openapi": "3.0.3", "info": {"title": "T", "version": "1"},
                       "paths": {"/images": {"post": {"requestBody": body, "responses": {"200": {"description": "ok"}}}}}})


def test_an_any_of_with_a_wider_member_widens_a_request(tmp_path: Path) -> None:
    # OpenAI 013 -> 014 images ``size``: every string is accepted; 3.0.3's nullable adds no null to an
    # enum that lacks it, the union's nullable does
    assert _changes(tmp_path, _request(SIZE), _request(COVERING)) == [
        ("request-property-any-of-added", "info", "size"), ("request-property-became-not-enum", "info", "size"),
        ("request-property-became-nullable", "info", "size"), ("request-property-type-generalized", "info", "size")]


NARROWER = [{"type": "string", "maxLength": 3}, {"type": "string", "enum": ["auto"]}]
WIDER = [{"type": "string"}, {"type": "string", "enum": ["auto", "256x256"]}]


@pytest.mark.parametrize(("union", "members"), [("anyOf", NARROWER), ("oneOf", NARROWER), ("oneOf", WIDER)])
def test_a_union_without_a_wider_member_still_narrows(tmp_path: Path, union: str, members: Any) -> None:
    # an anyOf of narrower members accepts fewer values; a oneOf refuses a value two members accept
    found = _changes(tmp_path, _request({"type": "string", "enum": ["auto", "256x256"]}), _request({union: members}))
    assert ("request-property-enum-value-removed", "error", "size") in found


def test_a_nullable_member_added_to_an_all_of_is_its_nullability(tmp_path: Path) -> None:
    # oasdiff 1.39.0 reads ``{nullable: true}`` as an assertion: request-property-all-of-added, an error;
    # merged (--flatten-allof) the allOf became nullable, a widening in a request
    untyped = {k: v for k, v in FILE.items() if k != "type"}
    before, after = _doc({"allOf": [REF]}, untyped), _doc({"allOf": [REF, {"nullable": True}]}, untyped)
    assert _changes(tmp_path, before, after) == [
        ("request-property-all-of-added-annotation-only", "info", "file"), ("request-property-became-nullable", "info", "file"),
        ("response-property-all-of-added-annotation-only", "info", "file"),
        ("response-property-became-nullable", "error", "file")]
    # beside a typed schema the member lets no null through: only the member added
    assert _changes(tmp_path, _doc({"allOf": [REF]}), _doc({"allOf": [REF, {"nullable": True}]})) == [
        ("request-property-all-of-added-annotation-only", "info", "file"),
        ("response-property-all-of-added-annotation-only", "info", "file")]


def test_a_default_member_added_to_an_all_of_is_annotation_only(tmp_path: Path) -> None:
    # as oasdiff 1.39.0: a member that validates as {} (a default annotates) is not an assertion added
    assert _changes(tmp_path, _doc({"allOf": [REF]}), _doc({"allOf": [REF, {"default": {"id": "x"}}]})) == [
        ("request-property-all-of-added-annotation-only", "info", "file"),
        ("response-property-all-of-added-annotation-only", "info", "file")]
