"""The quick check's raw walk finds exactly what a walk over the model finds.

``quick_problems`` reads the documents directly (no Operation or Schema objects, a schema's pointer
spelled only when it has a problem). The reference here walks the model instead: every operation of
:attr:`Spec.operations`, every :class:`Schema` view reached through the keywords the validator
follows, one visit per :attr:`Schema.key`. Both must give the same problems (as a multiset) on small
documents with each kind of problem, on a YAML document whose aliases put one schema at two places,
and on the real specs of ``../shared/specs`` (skipped when absent).
"""

from __future__ import annotations

import collections
import re
from pathlib import Path

import pytest

from generator.load import load_spec
from generator.load.quickcheck import _OPERATION_FIELDS, _default_of, _raw_schema_problems, quick_problems
from generator.model import Schema

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "specs"


def _subschemas(s: Schema, structure: bool) -> list[Schema]:
    out = list(s.properties.values()) + s.all_of + s.one_of + s.any_of
    extra = [s.items, s.not_]
    if structure:
        out += s.prefix_items
        extra.append(s.additional_properties)
    return out + [x for x in extra if isinstance(x, Schema)]


def _reference(spec) -> list[str]:
    is30 = spec.dialect == "3.0"
    problems: list[str] = []
    info = spec.raw.get("info")
    if not isinstance(info, dict):
        problems.append("'info' is a required property")
    else:
        problems += [f"info: '{k}' must be a string" for k in ("title", "version") if not isinstance(info.get(k), str)]
    if is30 and not isinstance(spec.raw.get("paths"), dict):
        problems.append("'paths' is a required property")
    roots: dict[bool, list[Schema]] = {True: list(spec.schemas.values()), False: list(spec.schemas.values())}
    for (method, path), op in spec.operations.items():
        declared = {name for (where, name) in op.parameters if where == "path"}
        problems += [f"path parameter {n!r} of {method} {path} is not declared"
                     for n in re.findall(r"\{([^{}]+)\}", path) if n not in declared]
        unknown = [k for k in op.raw if isinstance(k, str) and not k.startswith("x-") and k not in _OPERATION_FIELDS]
        if unknown:
            problems.append(f"{method} {path}: unknown field {unknown[0]!r} (extensions start with 'x-')")
        if is30 and not isinstance(op.raw.get("responses"), dict):
            problems.append(f"{method} {path}: 'responses' is a required property")
        for p in op.parameters.values():
            if p.schema is not None:
                roots[True].append(p.schema)
                roots[False].append(p.schema)
        for r in op.responses.values():
            for m in r.content.values():
                if m.schema is not None:
                    roots[True].append(m.schema)
                    roots[False].append(m.schema)
        if is30 and op.request_body is not None:
            roots[True] += [m.schema for m in op.request_body.content.values() if m.schema is not None]
    for structure in (True, False):
        seen: set[tuple[str, str]] = set()
        todo = list(roots[structure])
        while todo:
            s = todo.pop()
            if s.key in seen:
                continue
            seen.add(s.key)
            if structure:
                problems += _raw_schema_problems(s.raw, s.pointer, is30)
            else:
                found = _default_of(s.raw, is30) if s.raw else None
                if found:
                    problems.append(f"{s.pointer}: {found}")
            todo += _subschemas(s, structure)
    return problems


def _same(spec) -> None:
    assert collections.Counter(quick_problems(spec)) == collections.Counter(_reference(spec))


BAD = """openapi: {version}
info: {{title: t}}
paths:
  /a/{{id}}/{{other}}:
    parameters:
      - {{name: id, in: path, required: true, schema: {{type: string, default: 3}}}}
    post:
      bogus: 1
      parameters:
        - {{name: Id, in: header, schema: {{$ref: '#/components/schemas/Big'}}}}
      requestBody:
        content:
          application/json:
            schema: {{type: object, required: [a, a], properties: {{a: {{type: boolean, default: 'true'}}}}}}
      responses:
        default:
          description: d
          content:
            application/json:
              schema:
                type: object
                additionalProperties: {{type: integer, default: x, required: []}}
                properties:
                  deep: {{$ref: '#/components/schemas/Big/properties/inner'}}
                  tuple: {{prefixItems: [{{type: [string, 'null'], default: 1}}]}}
components:
  schemas:
    Big:
      type: object
      exclusiveMinimum: 3
      enum: []
      properties:
        inner: {{type: string, default: null, required: [x, x]}}
        self: {{$ref: '#/components/schemas/Big'}}
        list: {{type: array, items: {{not: {{type: 'null', default: 2}}}}}}
"""

ALIASED = """openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: &bad {type: integer, default: x, required: [q, q]}
        '201':
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {one: *bad, two: *bad}}
"""


@pytest.mark.parametrize("version", ["3.0.3", "3.1.0"])
def test_every_kind_of_problem(tmp_path: Path, version: str) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text(BAD.format(version=version))
    spec = load_spec(str(f))
    assert len(quick_problems(spec)) >= 6
    _same(spec)


def test_aliases_count_each_place(tmp_path: Path) -> None:
    f = tmp_path / "aliased.yaml"
    f.write_text(ALIASED)
    spec = load_spec(str(f))
    assert not spec.document.plain
    # the aliased schema is at three places: each is checked (twice two problems + the structure)
    assert len(quick_problems(spec)) == 6
    _same(spec)


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/specs is absent")
@pytest.mark.parametrize("api", ["stripe", "together", "openai"])
def test_real_specs(api: str) -> None:
    files = sorted(p for p in (SHARED / api).iterdir() if p.name[:1].isdigit())
    for f in (files[0], files[-1]):
        _same(load_spec(str(f)))


# Mappings the schema rules would flag but the walk never visits as schemas: security schemes (type
# apiKey), a properties mapping with a property named ``type``, example values. Unless a $ref (or a
# component schema's name) makes them schemas, the documents are valid; the walk is skipped when only
# the first two kinds are there (an example value is not told apart: the walk runs and finds nothing).
SCREENED = """openapi: 3.0.3
info: {{title: t, version: '1'}}
paths:
  /a:
    get:
      security: [{{key: []}}]
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {{$ref: '{ref}'}}
{example}components:
  securitySchemes:
    key: {{type: apiKey, name: X-Key, in: header}}
  schemas:
    Pet:
      type: object
      properties:
        type: {{type: string, enum: [cat, dog]}}
        name: {{type: string}}
{extra}"""


EXAMPLE = "              example: {type: card, default: 1}\n"


@pytest.mark.parametrize(("ref", "example", "extra", "problems", "walk"), [
    ("#/components/schemas/Pet", "", "", 0, False),
    ("#/components/schemas/Pet", EXAMPLE, "", 0, True),
    ("#/components/securitySchemes/key", "", "", 1, True),  # the scheme read as a schema: apiKey is no type
    ("#/components/schemas/Pet/properties", "", "", 1, True),  # the mapping read as a schema: its type is one
    ("#/components/schemas/Pet", "", "    properties:\n      type: {type: string}\n", 1, True),  # named so
    ("#/components/schemas/Pet", "", "    Odd: {type: text}\n", 1, True),
])
def test_screened_mappings(tmp_path: Path, ref: str, example: str, extra: str, problems: int, walk: bool) -> None:
    from generator.load.quickcheck import _walk_needed

    f = tmp_path / "screened.yaml"
    f.write_text(SCREENED.format(ref=ref, example=example, extra=extra))
    spec = load_spec(str(f))
    assert spec.document.suspects  # the scheme, the properties mapping, the enum
    assert len(quick_problems(spec)) == problems
    assert _walk_needed(spec, True) is walk
    _same(spec)
