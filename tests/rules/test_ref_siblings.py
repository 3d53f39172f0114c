"""A ``$ref`` with keywords beside it, read as the target with them applied where it is used (3.1).

Each folder of tests/rules/ref_siblings/ holds a base/revision pair (one operation whose request body
and 200 response share the properties) and ``expected.json``: what the full rule set reports for the
pair and for the pair reversed, as tests/rules/cases does (``python -m pytest
tests/rules/test_ref_siblings.py --update-golden`` rewrites them; review the diff). The tests below
the golden one say what each case must show whatever the golden holds, so a golden written wrong fails.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest


from pair_folders import both_ways

CASES = Path(__file__).resolve().parent / "ref_siblings"
CASE_NAMES = sorted(p.name for p in CASES.iterdir() if p.is_dir())


def _both_ways(name: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    return both_ways(CASES / name)


def _ids(entries: list[dict[str, Any]]) -> list[tuple[str, str]]:
    return sorted((e["id"], e["args"].get("property", "")) for e in entries)


@pytest.mark.parametrize("name", CASE_NAMES)
def test_case(name: str, golden) -> None:  # type: ignore[no-untyped-def]
    forward, reversed_ = _both_ways(name)
    golden.file(CASES / name / "expected.json",
                json.dumps({"forward": forward, "reversed": reversed_}, indent=2, sort_keys=True) + "\n")


def test_a_sibling_nullable_makes_the_property_nullable() -> None:
    forward, reversed_ = _both_ways("nullable-added")
    assert _ids(forward) == [("request-property-became-nullable", "usage"), ("response-property-became-nullable", "usage")]
    assert _ids(reversed_) == [("request-property-became-not-nullable", "usage"),
                               ("response-property-became-not-nullable", "usage")]


def test_a_sibling_default_is_the_property_default() -> None:
    forward, _ = _both_ways("default-added")
    assert ("request-property-default-value-added", "kind") in _ids(forward)
    forward, _ = _both_ways("default-changed")
    assert ("request-property-default-value-changed", "kind") in _ids(forward)
    changed = [e for e in forward if e["id"] == "request-property-default-value-changed"]
    assert (changed[0]["args"]["from"], changed[0]["args"]["to"]) == ("linear", "cosine")


def test_a_sibling_deprecated_deprecates_the_property() -> None:
    forward, reversed_ = _both_ways("deprecated-added")
    assert ("request-property-deprecated", "kind") in _ids(forward)
    assert ("request-property-reactivated", "kind") in _ids(reversed_)


def test_siblings_the_target_already_makes_are_no_change() -> None:
    assert _both_ways("already-made-by-the-target") == ([], [])


def test_a_sibling_beside_a_reference_to_its_own_schema_is_read_once() -> None:
    forward, reversed_ = _both_ways("cyclic-nullable-added")
    assert ("request-property-became-nullable", "node/next") in _ids(forward)
    assert ("response-property-became-not-nullable", "node/next") in _ids(reversed_)


def test_a_sibling_beside_an_alias_component_applies_where_the_alias_is_used() -> None:
    forward, reversed_ = _both_ways("alias-nullable-added")  # MaybeUsage: {$ref: Usage} -> {$ref: Usage, nullable: true}
    assert _ids(forward) == [("request-property-became-nullable", "usage"), ("response-property-became-nullable", "usage")]
    assert _ids(reversed_) == [("request-property-became-not-nullable", "usage"),
                               ("response-property-became-not-nullable", "usage")]


def test_openapi_30_ignores_what_stands_beside_a_reference() -> None:
    assert _both_ways("ignored-in-openapi-30") == ([], [])
