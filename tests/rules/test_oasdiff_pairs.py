"""Minimal pairs of what the real histories do not show, each compared with oasdiff 1.39.0.

Each folder of tests/rules/oasdiff_pairs/ holds a base/revision pair and ``expected.json``: what the full
rule set reports for the pair and for the pair reversed, as tests/rules/cases does (``python -m pytest
tests/rules/test_oasdiff_pairs.py --update-golden`` rewrites them; review the diff). The same pairs run
through oasdiff 1.39.0 in tests/agreement/test_agreement_minimal_pairs.py. The tests below the golden one say what
each pair must show whatever the golden holds, so a golden written wrong fails:

* ``webhook-operations``: a 3.1 webhook's operations are compared as a path's, named ``POST
  webhook:NAME``; a webhook added or removed is ``webhook-added``/``-removed`` alone; the whole API's
  ``security`` is not a webhook's.
* ``openapi-32-methods``: 3.2's ``query`` field and the methods of ``additionalOperations`` are
  operations like any other.
* ``openapi-32-item-schema``: what changed in a media type's ``itemSchema`` (one item of a streamed
  body) is reported as the body's schema is, and says so.
* ``empty-one-of``: a property that became ``oneOf: []`` lost its type.
* ``media-type-renames``: a content mapping's media types are paired as oasdiff 1.39.0 pairs them (an
  added one with the first removed one that contains it or that it contains, ``application/json`` and
  ``application/problem+json``): a rename, its schemas compared; ``vnd.acme.v1+json`` and ``v2+json``
  are two types, one removed and one added.
* ``degenerate-schemas``: a media type's schema that came or went and accepts anything (``true``,
  annotations only) changes nothing; one that came as ``false`` is ``…-body-schema-became-false``;
  ``prefixItems`` added that say what ``items`` said change nothing; only ``.*`` generalizes a pattern.
* ``exploded-object-parameter``: simple query parameters that became the properties of one object
  parameter written ``style: form, explode: true`` travel as before: each is compared with its property
  (its schema, the object's ``required``), not removed and added.
* ``union-became-enum``: a union of constants rewritten as an ``enum`` of the same values is no change;
  ``union-enum-value-added``/``-removed``: rewritten with a value more (fewer), only that value is reported.

Both are named in ``--include``/``--exclude`` patterns and ``--ignore`` lines as any endpoint is.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from generator.load import load_spec
from generator.rules.engine import compute_changes
from generator.rules.overrides import ReportFilter, apply_filter, load_ignore_file

from pair_folders import both_ways

CASES = Path(__file__).resolve().parent / "oasdiff_pairs"
CASE_NAMES = sorted(p.name for p in CASES.iterdir() if p.is_dir())


def _both_ways(name: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    return both_ways(CASES / name)


def _keys(entries: list[dict[str, Any]]) -> set[tuple[str, str | None, str | None]]:
    return {(e["id"], e["operation"], e["path"]) for e in entries}


@pytest.mark.parametrize("name", CASE_NAMES)
def test_case(name: str, golden) -> None:  # type: ignore[no-untyped-def]
    forward, reversed_ = _both_ways(name)
    golden.file(CASES / name / "expected.json",
                json.dumps({"forward": forward, "reversed": reversed_}, indent=2, sort_keys=True) + "\n")


def test_a_webhooks_operations_are_compared_as_a_paths() -> None:
    forward, reversed_ = _both_ways("webhook-operations")
    keys = _keys(forward)
    assert {
        ("request-body-became-required", "POST", "webhook:orderCreated"),
        ("new-required-request-property", "POST", "webhook:orderCreated"),
        ("new-required-request-parameter", "POST", "webhook:orderCreated"),
        ("request-property-type-changed", "POST", "webhook:orderCreated"),
        ("response-non-success-status-added", "POST", "webhook:orderCreated"),
        ("endpoint-added", "DELETE", "webhook:orderPaid"),
        ("api-removed-without-deprecation", "PUT", "webhook:orderPaid"),
        ("webhook-added", None, None),
        ("webhook-removed", None, None),
    } <= keys
    # the operations of a webhook added or removed are not listed one by one
    assert not any(e["path"] in ("webhook:orderShipped", "webhook:orderDeleted") for e in forward + reversed_)
    levels = {(e["id"], e["path"]): e["level"] for e in forward}
    assert levels[("request-body-became-required", "webhook:orderCreated")] == "error"  # as a path's, as oasdiff


def test_the_whole_apis_security_is_not_a_webhooks() -> None:
    forward, reversed_ = _both_ways("webhook-operations")
    assert ("api-global-security-added", None, None) in _keys(forward)
    # no webhook inherits it: no anonymous access removed at orderCreated; orderPaid's own list, that
    # the base did not write, is an alternative added (removed, back)
    assert not any(e["id"].startswith("api-security-anonymous-access") for e in forward + reversed_)
    assert ("api-security-added", "POST", "webhook:orderPaid") in _keys(forward)
    assert ("api-security-removed", "POST", "webhook:orderPaid") in _keys(reversed_)


def test_openapi_32_query_and_additional_operations_are_operations() -> None:
    forward, reversed_ = _both_ways("openapi-32-methods")
    assert {
        ("request-property-became-required", "QUERY", "/search"),
        ("new-required-request-parameter", "LOCK", "/search"),
        ("endpoint-deprecated", "LOCK", "/search"),
        ("endpoint-added", "UNLOCK", "/search"),
        ("api-removed-without-deprecation", "PURGE", "/search"),
        ("api-path-removed-without-deprecation", "QUERY", "/gone"),
    } <= _keys(forward)
    assert ("endpoint-added", "QUERY", "/gone") in _keys(reversed_)


def test_an_item_schemas_changes_are_the_bodys_and_say_so() -> None:
    case = CASES / "openapi-32-item-schema"
    changes = compute_changes(load_spec(str(case / "base.yaml")), load_spec(str(case / "revision.yaml")), locate=False)
    found = {(c.id, c.args.get("property")): c for c in changes if c.operation == "POST"}
    assert set(found) == {("request-property-became-required", "name"), ("response-property-became-optional", "data"),
                          ("response-optional-property-added", "event"), ("response-property-max-length-set", "data")}
    for change in found.values():
        assert change.args["item_schema"] is True and change.text.endswith(" (item schema)")
    assert found[("response-property-became-optional", "data")].args["media_type"] == "text/event-stream"


def test_an_empty_one_of_keeps_no_type() -> None:
    forward, reversed_ = _both_ways("empty-one-of")
    assert ("response-property-type-changed", "POST", "/things") in _keys(forward)
    assert ("response-property-type-specialized", "POST", "/things") in _keys(reversed_)
    # beside a type, an empty oneOf is nothing (as oasdiff 1.39.0)
    assert not any(e["args"].get("property") == "note" for e in forward + reversed_)


def test_a_union_of_constants_that_became_an_enum_is_no_new_restriction() -> None:
    # the same values written another way: nothing, either way (docs/oasdiff-differences.md)
    forward, reversed_ = _both_ways("union-became-enum")
    assert forward == [] and reversed_ == []


def _values(entries: list[dict[str, Any]]) -> set[tuple[str, str, str]]:
    return {(e["id"], e["args"]["value"], e["level"]) for e in entries if e["operation"] == "POST"}


def test_a_union_of_constants_rewritten_as_an_enum_reports_the_values_that_came_or_went() -> None:
    forward, reversed_ = _both_ways("union-enum-value-added")
    assert _values(forward) == {("request-property-enum-value-added", "turbo", "info"),
                                ("response-property-enum-value-added", "turbo", "error")}
    assert _values(reversed_) == {("request-property-enum-value-removed", "turbo", "error"),
                                  ("response-property-enum-value-removed", "turbo", "info")}
    forward, reversed_ = _both_ways("union-enum-value-removed")
    assert _values(forward) == {("request-property-enum-value-removed", "slow", "error"),
                                ("response-property-enum-value-removed", "slow", "info")}
    assert _values(reversed_) == {("request-property-enum-value-added", "slow", "info"),
                                  ("response-property-enum-value-added", "slow", "error")}


def test_a_parameter_whose_union_of_values_became_an_enum_reports_only_the_values_that_went() -> None:
    # query `mode`: the same two values; header `kind`: `c` dropped (an error) and back (info)
    forward, reversed_ = _both_ways("parameter-union-became-enum")
    on_items = [(e["id"], e["args"]["name"], e["args"]["value"], e["level"]) for e in forward if e["operation"] == "GET"]
    assert on_items == [("request-parameter-enum-value-removed", "kind", "c", "error")]
    assert [(e["id"], e["args"]["name"], e["args"]["value"], e["level"]) for e in reversed_] == [
        ("request-parameter-enum-value-added", "kind", "c", "info")]


def test_a_body_wrapped_in_one_of_keeps_the_original_when_an_alternative_differs_only_in_annotations() -> None:
    # a description changed, a title added: the alternative still accepts what the body accepted
    forward, _ = _both_ways("wrapped-in-one-of-described")
    assert [(e["id"], e["level"]) for e in forward if e["operation"] == "POST"] == [
        ("request-body-wrapped-in-one-of-original-preserved", "warning"),
        ("response-body-wrapped-in-one-of-original-preserved", "warning")]


def test_paths_alike_but_for_their_parameter_names_name_their_own_operations() -> None:
    forward, reversed_ = _both_ways("paths-alike-but-parameter-names")
    for entries in (forward, reversed_):
        assert {(e["operation"], e["path"]) for e in entries if e["operation"]} == {
            ("GET", "/deployments/{idOrUrl}"), ("DELETE", "/deployments/{id}")}


def test_a_date_that_became_a_date_time_is_a_breaking_type_change_everywhere() -> None:
    # "2024-05-01" is no date-time: neither a request nor a response format widened (hid a breaking change)
    for entries in _both_ways("date-became-date-time"):
        assert sorted((e["id"], e["level"]) for e in entries if e["operation"]) == [
            ("request-parameter-type-changed", "error"), ("request-property-type-changed", "error"),
            ("response-property-type-changed", "error")]


def test_an_object_parameters_property_type_is_judged_as_json_and_as_text() -> None:
    # breaking both ways: an error; one way only: a warning; neither: info (as oasdiff 1.39.0)
    forward, reversed_ = _both_ways("parameter-property-types")
    kinds = {e["args"]["property"]: (e["id"].rsplit("-", 1)[1], e["level"]) for e in forward if e["operation"]}
    assert kinds == {"count": ("specialized", "error"), "items": ("specialized", "error"), "score": ("changed", "warning"),
                     "id": ("generalized", "info"), "ratio": ("generalized", "info")}
    kinds = {e["args"]["property"]: (e["id"].rsplit("-", 1)[1], e["level"]) for e in reversed_ if e["operation"]}
    assert kinds == {"count": ("changed", "warning"), "items": ("changed", "warning"), "score": ("specialized", "error"),
                     "id": ("specialized", "error"), "ratio": ("specialized", "error")}


def test_examples_changed_in_a_unions_inline_members_are_no_change() -> None:
    assert _both_ways("union-members-examples") == ([], [])


def test_a_type_written_with_a_format_restricts_even_where_values_travel_as_text() -> None:
    # multipart, a query parameter, text/csv: any string was taken, a date-time alone is now (and back)
    forward, reversed_ = _both_ways("type-written-with-format")
    assert sorted((e["id"], e["level"]) for e in forward if e["operation"]) == [
        ("request-parameter-type-changed", "error"), ("request-property-type-changed", "error"),
        ("request-property-type-generalized", "info"), ("response-property-type-changed", "error")]
    assert sorted((e["id"], e["level"]) for e in reversed_ if e["operation"]) == [
        ("request-parameter-type-generalized", "info"), ("request-property-type-generalized", "info"),
        ("request-property-type-generalized", "info"), ("response-property-type-specialized", "info")]


def test_a_parameter_added_on_a_path_item_is_reported_at_each_operation_and_its_removal_too() -> None:
    forward, reversed_ = _both_ways("path-item-parameter-added")
    assert sorted((e["id"], e["operation"], e["level"]) for e in forward if e["operation"]) == [
        (f"new-{kind}-request-default-parameter-to-existing-path", method, level)
        for kind, level in (("optional", "info"), ("required", "error")) for method in ("DELETE", "GET")]
    assert sorted((e["operation"], e["args"]["name"]) for e in reversed_ if e["id"] == "request-parameter-removed") == [
        ("DELETE", "X-Goog-User-Project"), ("DELETE", "callback"), ("GET", "X-Goog-User-Project"), ("GET", "callback")]


def test_webhooks_and_32_methods_are_named_in_include_exclude_and_ignore(tmp_path: Path) -> None:
    hooks = CASES / "webhook-operations"
    changes = compute_changes(load_spec(str(hooks / "base.yaml")), load_spec(str(hooks / "revision.yaml")), locate=False)
    on_hooks = [c for c in changes if (c.path or "").startswith("webhook:")]
    assert on_hooks and len(on_hooks) < len(changes)
    assert apply_filter(changes, ReportFilter.from_options(include=["webhook:*"])) == on_hooks
    assert apply_filter(changes, ReportFilter.from_options(include=["POST webhook:orderPaid"])) == [
        c for c in on_hooks if c.operation == "POST" and c.path == "webhook:orderPaid"]
    assert not any(c in on_hooks for c in apply_filter(changes, ReportFilter.from_options(exclude=["webhook:*"])))
    ignore = tmp_path / "ignore.txt"
    ignore.write_text("POST webhook:orderCreated request-body-became-required\nLOCK /search endpoint-deprecated\n")
    rules = tuple(load_ignore_file(str(ignore)))
    kept = apply_filter(changes, ReportFilter(ignore=rules))
    assert [c for c in changes if c not in kept] == [c for c in on_hooks if c.id == "request-body-became-required"]
    methods = CASES / "openapi-32-methods"
    changes = compute_changes(load_spec(str(methods / "base.yaml")), load_spec(str(methods / "revision.yaml")), locate=False)
    kept = apply_filter(changes, ReportFilter(ignore=rules))
    assert [c.id for c in changes if c not in kept] == ["endpoint-deprecated"]


def test_media_types_are_paired_as_renames_only_where_one_contains_the_other() -> None:
    forward, reversed_ = _both_ways("media-type-renames")
    assert sorted((e["id"], e["path"], e["level"]) for e in forward) == [
        ("request-property-max-length-set", "/problem", "error"),  # (the request's rename: no id of its own)
        ("response-media-type-added", "/problem", "info"),
        ("response-media-type-added", "/versioned", "info"),
        ("response-media-type-name-specialized", "/problem", "info"),
        ("response-media-type-removed", "/versioned", "error"),
        ("response-property-type-changed", "/problem", "error"),
    ]
    assert ("response-media-type-name-generalized", "/problem", "error") in {
        (e["id"], e["path"], e["level"]) for e in reversed_}


def test_degenerate_schemas_are_judged_by_what_they_accept() -> None:
    forward, reversed_ = _both_ways("degenerate-schemas")
    assert sorted((e["id"], e["path"], e["level"]) for e in forward) == [
        ("request-body-schema-became-false", "/accepts-nothing", "error"),
        ("request-property-pattern-changed", "/patterns", "warning"),
        ("request-property-pattern-generalized", "/patterns", "info"),
        ("response-body-schema-became-false", "/accepts-nothing", "error"),
    ]
    assert sorted((e["id"], e["path"]) for e in reversed_) == [
        ("request-body-media-type-schema-removed", "/accepts-nothing"),
        ("request-property-pattern-changed", "/patterns"),
        ("request-property-pattern-changed", "/patterns"),
        ("response-body-media-type-schema-removed", "/accepts-nothing"),
    ]


def test_parameters_that_became_an_exploded_objects_properties_are_compared_with_them() -> None:
    forward, reversed_ = _both_ways("exploded-object-parameter")
    assert sorted((e["id"], e["args"].get("name"), e["level"]) for e in forward) == [
        ("request-parameter-became-optional", "limit", "info"),
        ("request-parameter-type-generalized", "offset", "info"),
    ]
    assert sorted((e["id"], e["args"].get("name"), e["level"]) for e in reversed_) == [
        ("request-parameter-became-required", "limit", "error"),
        ("request-parameter-type-changed", "offset", "error"),
    ]
