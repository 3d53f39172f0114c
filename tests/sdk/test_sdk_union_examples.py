"""Example values validate against their schemas (``fixtures/union_examples.yaml``): a string meets its
``pattern`` and lengths, a property two ``allOf`` parts declare takes the part's enum, ``const`` is
kept, an object that is also one of several shapes gets that shape's required values; checked with
jsonschema (openapi-schema-validator) for every operation of the fixture and of the README's calls.
Union members differing only by a property are named ``Without<Property>``, never ``VariantN``."""

from __future__ import annotations

import re
from typing import Any

import yaml
from openapi_schema_validator import OAS30Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from generator.load import load_spec
from generator.targets.sdk import build_context
from generator.targets.sdk.examples import required_arguments
from generator.targets.sdk.pattern import pattern_value
from sdk_helpers import FIXTURES

SPEC = FIXTURES / "union_examples.yaml"


def _validator(pointer: str) -> Any:
    doc = yaml.safe_load(SPEC.read_text())
    registry = Registry().with_resource("urn:doc", Resource.from_contents(doc, default_specification=DRAFT202012))
    return OAS30Validator({"$ref": "urn:doc#" + pointer}, registry=registry)


def test_every_required_argument_validates() -> None:
    spec = load_spec(str(SPEC))
    checked = 0
    for op in spec.operations.values():
        args = required_arguments(op)
        for (loc, name), value in args.items():
            if loc in ("path", "query"):
                errors = list(_validator(op.parameters[(loc, name)].schema.pointer).iter_errors(value))
                assert not errors, (op.key, name, value, errors[0].message)
                checked += 1
        if op.request_body is not None:
            body = {name: v for (loc, name), v in args.items() if loc == "body"}
            schema = op.request_body.content["application/json"].schema
            errors = list(_validator(schema.pointer).iter_errors(body))
            assert not errors, (op.key, body, errors[0].message)
            checked += 1
    assert checked == 5
    calls = required_arguments(spec.operations[("POST", "/Accounts/{AccountSid}/Calls")])
    assert calls[("path", "AccountSid")] == "AC" + "0" * 32
    assert calls[("body", "selector")] == {"type": "branches"} and calls[("body", "mode")] == "fast"
    record = required_arguments(spec.operations[("POST", "/domains/{domain}/records")])
    assert {k[1] for k in record if k[0] == "body"} == {"type", "value", "name"}


def test_pattern_values() -> None:
    for pattern, low, high in [("^AC[0-9a-fA-F]{32}$", 0, None), ("^[0-9a-fA-F]+$", 40, 40), (r"\d{3}-\d{4}", 0, None),
                               ("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)$", 0, None),
                               (r"^[^\s/]+$", 0, None), ("^[a-z]{2,5}(-[a-z]+)?$", 4, None)]:
        value = pattern_value(pattern, low, high)
        assert value is not None and re.search(pattern, value), (pattern, value)
        assert len(value) >= low and (high is None or len(value) <= high)
    # read as ECMA-262 (JSON Schema's dialect) by the module's own reader: a named group, a Unicode
    # property, lazy repeats, inline flags, a lookahead; a back reference makes no value
    assert pattern_value("^(?<id>ab)+c$") == "abc" and pattern_value(r"^\p{L}+$") == "a"
    assert pattern_value("^a+?b{2,}?$") == "abb" and pattern_value("(?i)^x-[^a-z]$") == "x-0"
    assert pattern_value(r"^(?!\s*$)[\w.-]+@[\w-]+\.\w+$") == "a@a.a" and pattern_value(r"(a)\1") is None


def test_union_members_are_named_by_what_they_lack() -> None:
    ctx = build_context(load_spec(str(SPEC)), "u")
    names = {m["class_name"] for m in ctx.models}
    assert not {n for n in names if re.search(r"Variant\d+$", n)}
    assert {"DomainsRecordsRetrieveResponseWithoutPagination", "EnvsRetrieveResponseWithoutPagination"} <= names, sorted(names)


def test_required_names_without_a_schema_and_tagged_members() -> None:
    """A required name no part describes is an optional argument of any value (its example validates); a
    discriminated union's example takes the tag value its mapping gives the member used."""
    path = FIXTURES / "required_examples.yaml"
    doc = yaml.safe_load(path.read_text())
    registry = Registry().with_resource("urn:doc", Resource.from_contents(doc, default_specification=DRAFT202012))
    spec = load_spec(str(path))
    bodies = {}
    for op in spec.operations.values():
        args = required_arguments(op)
        body = {name: v for (loc, name), v in args.items() if loc == "body" and name} or args.get(("body", ""))
        schema = op.request_body.content["application/json"].schema
        errors = list(OAS30Validator({"$ref": "urn:doc#" + schema.pointer}, registry=registry).iter_errors(body))
        assert not errors, (op.key, body, errors[0].message)
        bodies[op.path] = body
    assert "method" in bodies["/checks"] and "id" in bodies["/checks"]["invitee"]
    assert bodies["/actions"]["type"] == "resize"
    ctx = build_context(spec, "checks")
    method = next(m for r in ctx.resources for n in r["nodes"] for m in n["methods"] if n["dotted"] == "checks")
    fields = {f["name"]: f for f in method["keyword"]}
    assert "method" in fields and fields["method"]["type"] == "Union[Any, NotGiven]", fields.get("method")
    invitee = next(p for p in ctx.params if p["class_name"].endswith("InviteeParam"))
    assert {f["wire"]: f["type"] for f in invitee["fields"]}["id"] == "Any"  # optional: no program breaks
