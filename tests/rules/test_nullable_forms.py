"""The three ways to write a nullable schema are one: 3.0's ``nullable: true``, 3.1's ``type: [T, "null"]``
and the wrapper ``anyOf``/``oneOf: [T, {type: "null"}]``. Rewriting one as another is no change (the
documented difference with oasdiff 1.39.0), and what changed inside the wrapped schema is still found. A
scalar query parameter that became an array (``type: [array, "null"]``) is generalized and, as in oasdiff
1.39.0, nullable too."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.load import load_spec
from generator.rules.engine import compute_changes

DOC = """openapi: {version}
info: {{title: T, version: "1"}}
paths:
  /items:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  code: {code}
                required: [code]
"""
KEYWORD = "{type: string, nullable: true, maxLength: 5, enum: [a, b]}"
TYPE_LIST = "{type: [string, 'null'], maxLength: 5, enum: [a, b]}"
ANY_OF = "{anyOf: [{type: string, maxLength: 5, enum: [a, b]}, {type: 'null'}]}"
ONE_OF = "{oneOf: [{type: 'null'}, {type: string, maxLength: 5, enum: [a, b]}]}"
FORMS = [("3.0.3", KEYWORD), ("3.1.0", TYPE_LIST), ("3.1.0", ANY_OF), ("3.1.0", ONE_OF)]


def _changes(tmp_path: Path, base: tuple[str, str], rev: tuple[str, str]) -> list[tuple[str, str]]:
    files = []
    for name, (version, code) in (("base.yaml", base), ("rev.yaml", rev)):
        (tmp_path / name).write_text(DOC.format(version=version, code=code))
        files.append(load_spec(str(tmp_path / name)))
    return [(c.id, c.args.get("property", "")) for c in compute_changes(*files, locate=False)
            if not c.id.startswith("api-")]


@pytest.mark.parametrize("base", FORMS, ids=["keyword", "type-list", "any-of", "one-of"])
@pytest.mark.parametrize("rev", FORMS, ids=["keyword", "type-list", "any-of", "one-of"])
def test_a_nullable_form_rewritten_is_no_change(tmp_path: Path, base: tuple[str, str], rev: tuple[str, str]) -> None:
    assert _changes(tmp_path, base, rev) == []


def test_inside_the_wrapper_changes_are_found(tmp_path: Path) -> None:
    wider = ("3.1.0", "{anyOf: [{type: string, maxLength: 5, enum: [a, b, c]}, {type: 'null'}]}")
    assert _changes(tmp_path, FORMS[0], wider) == [("response-property-enum-value-added", "code")]
    plain = ("3.1.0", "{anyOf: [{type: string, maxLength: 5, enum: [a, b]}]}")
    assert ("response-property-became-not-nullable", "code") in _changes(tmp_path, FORMS[0], plain)


def test_a_keyword_moved_between_the_wrapper_and_the_wrapped_schema_is_not_changed(tmp_path: Path) -> None:
    before = ("3.0.3", "{type: string, nullable: true, default: a, readOnly: true}")
    inside = ("3.1.0", "{anyOf: [{type: string, default: a, readOnly: true}, {type: 'null'}]}")
    beside = ("3.1.0", "{anyOf: [{type: string}, {type: 'null'}], default: a, readOnly: true}")
    changed = ("3.1.0", "{anyOf: [{type: string, readOnly: true}, {type: 'null'}], default: b}")
    assert _changes(tmp_path, before, inside) == [] and _changes(tmp_path, before, beside) == []
    assert _changes(tmp_path, inside, beside) == []
    assert _changes(tmp_path, before, changed) == [("response-property-default-value-changed", "code")]
    deprecated_beside = ("3.1.0", "{anyOf: [{type: string}, {type: 'null'}], deprecated: true}")
    deprecated_inside = ("3.1.0", "{anyOf: [{type: string, deprecated: true}, {type: 'null'}]}")
    assert _changes(tmp_path, deprecated_beside, deprecated_inside) == []
    assert _changes(tmp_path, ("3.0.3", "{type: string, nullable: true, deprecated: true}"), deprecated_beside) == []


def test_a_union_member_is_judged_by_its_union(tmp_path: Path) -> None:
    # Together 004 -> 005: the one member of an anyOf gains nullable: true beside an enum without null
    # (3.0.3: nullable adds no value to an enum), so the union accepts no null before or after
    plain = ("3.0.3", "{anyOf: [{type: string, enum: [a, b]}]}")
    keyword = ("3.0.3", "{anyOf: [{type: string, nullable: true, enum: [a, b]}]}")
    assert _changes(tmp_path, plain, keyword) == [] and _changes(tmp_path, keyword, plain) == []
    # with null in the enum the union does accept null: the union's property became nullable, once
    with_null = ("3.0.3", "{anyOf: [{type: string, nullable: true, enum: [a, b, null]}]}")
    found = _changes(tmp_path, plain, with_null)
    assert [c for c in found if "nullable" in c[0]] == [("response-property-became-nullable", "code")]
    assert [c for c in _changes(tmp_path, with_null, plain) if "nullable" in c[0]] == [
        ("response-property-became-not-nullable", "code")]


def test_null_taken_out_with_the_type_is_no_nullability_change(tmp_path: Path) -> None:
    # Together 076 -> 077: a type list with null became an allOf with no type of its own, which
    # accepts null as a schema without a type does
    listed = ("3.1.0", "{type: [object, 'null'], properties: {a: {type: integer}}}")
    conjunct = ("3.1.0", "{allOf: [{type: [object, 'null'], properties: {a: {type: integer}}}, {type: 'null'}]}")
    assert not [c for c in _changes(tmp_path, listed, conjunct) if "nullable" in c[0]]
    assert not [c for c in _changes(tmp_path, conjunct, listed) if "nullable" in c[0]]
    # null taken out of a type list that still constrains the type is
    assert ("response-property-became-not-nullable", "code") in _changes(
        tmp_path, ("3.1.0", "{type: [string, 'null']}"), ("3.1.0", "{type: string}"))


def test_a_wrapper_deprecated_is_the_property_deprecated(tmp_path: Path) -> None:
    plain = ("3.1.0", "{anyOf: [{type: string}, {type: 'null'}]}")
    deprecated = ("3.1.0", "{anyOf: [{type: string}, {type: 'null'}], deprecated: true}")
    assert _changes(tmp_path, plain, deprecated) == [("response-property-deprecated", "code")]
    assert _changes(tmp_path, deprecated, plain) == [("response-property-reactivated", "code")]


def test_nullable_beside_a_list_of_types_is_its_null_type(tmp_path: Path) -> None:
    before = ("3.0.3", "{type: string, nullable: true}")
    union = ("3.0.3", "{anyOf: [{type: string}, {type: integer}], nullable: true}")
    assert _changes(tmp_path, before, union) == [("response-property-list-of-types-widened", "code")]
    assert _changes(tmp_path, union, before) == [("response-property-list-of-types-narrowed", "code")]


PARAM_DOC = """openapi: 3.1.0
info: {{title: T, version: "1"}}
paths:
  /groups:
    post:
      parameters:
        - {{in: query, name: token, schema: {schema}}}
      responses:
        "200": {{description: ok}}
"""


@pytest.mark.parametrize(("base", "rev", "expected"), [
    # a scalar query parameter that became a form-exploded array: generalized; and it accepts null now
    ("{type: string}", "{type: [array, 'null'], items: {type: string}}",
     ["request-parameter-became-nullable", "request-parameter-type-generalized"]),
    ("{type: [string, 'null']}", "{type: array, items: {type: string}}",
     ["request-parameter-became-not-nullable", "request-parameter-type-generalized"]),
    ("{type: string}", "{type: array, items: {type: string}}", ["request-parameter-type-generalized"]),
])
def test_a_scalar_parameter_become_an_array_keeps_its_nullability_change(tmp_path: Path, base: str, rev: str,
                                                                         expected: list[str]) -> None:
    files = []
    for name, schema in (("base.yaml", base), ("rev.yaml", rev)):
        (tmp_path / name).write_text(PARAM_DOC.format(schema=schema))
        files.append(load_spec(str(tmp_path / name)))
    assert sorted(c.id for c in compute_changes(*files, locate=False) if not c.id.startswith("api-")) == expected


BRANCH_DOC = """openapi: 3.1.0
info: {{title: T, version: "1"}}
paths:
  /products:
    post:
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                address: {{{union}: [{{type: 'null'}}, {{$ref: '#/components/schemas/Address'}}]}}
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  address: {{{union}: [{{type: 'null'}}, {{$ref: '#/components/schemas/Address'}}]}}
components:
  schemas:
    Address: {{type: {address_type}, properties: {{street: {{type: string}}}}}}
"""


@pytest.mark.parametrize(("union", "expected"), [
    # a oneOf accepts null only while exactly one member does: the wrapped schema made nullable takes
    # null out (as oasdiff 1.39.0); back, it puts null in again
    ("oneOf", (["request-property-became-not-nullable", "response-property-became-not-nullable"],
               ["request-property-became-nullable", "response-property-became-nullable"])),
    # an anyOf accepts null while any member does: no change either way
    ("anyOf", ([], [])),
])
def test_a_one_of_null_branch_beside_a_member_made_nullable(tmp_path: Path, union: str,
                                                            expected: tuple[list[str], list[str]]) -> None:
    specs = []
    for name, address_type in (("base.yaml", "object"), ("rev.yaml", "[object, 'null']")):
        (tmp_path / name).write_text(BRANCH_DOC.format(union=union, address_type=address_type))
        specs.append(load_spec(str(tmp_path / name)))
    for (base, rev), wanted in zip((specs, specs[::-1]), expected):
        assert sorted(c.id for c in compute_changes(base, rev, locate=False) if not c.id.startswith("api-")) == wanted
