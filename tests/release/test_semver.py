"""Bump rules: each change id classified as data, versions bumped by semver (0.x convention included)."""

from __future__ import annotations

import pytest

from generator.errors import RevgenError
from generator.history.semver import (
    Version,
    bump_for,
    classify,
    effective_bump,
    next_version,
)
from generator.rules.change import Change
from generator.rules.table import rule


def change(cid: str, level: str | None = None) -> Change:
    return Change(id=cid, level=level or rule(cid).level, text=cid)


@pytest.mark.parametrize(
    ("cid", "expected"),
    [
        ("request-parameter-default-value-removed", "major"),  # error level
        ("response-required-property-removed", "major"),
        ("endpoint-added", "minor"),
        ("response-property-enum-value-added", "major"),  # an error since oasdiff 1.39
        ("request-property-enum-value-added", "minor"),
        ("new-optional-request-property", "minor"),
        ("api-schema-removed", "patch"),  # info removal
        ("response-property-enum-value-removed", "patch"),
        ("response-property-became-required", "patch"),
        ("endpoint-deprecated", "patch"),
    ],
)
def test_classify_by_level_then_table(cid: str, expected: str) -> None:
    assert classify(change(cid)) == expected


def test_an_overridden_level_decides() -> None:
    # a severity override that makes an addition an error makes it major; an error made info is a patch
    assert classify(change("endpoint-added", "error")) == "major"
    assert classify(change("request-parameter-default-value-removed", "info")) == "patch"
    assert classify(change("request-property-enum-value-added", "warning")) == "minor"


def test_bump_for_takes_the_largest() -> None:
    assert bump_for([]) == "none"
    assert bump_for([change("api-schema-removed")]) == "patch"
    assert bump_for([change("api-schema-removed"), change("endpoint-added")]) == "minor"
    assert bump_for([change("endpoint-added"), change("request-parameter-default-value-removed")]) == "major"


@pytest.mark.parametrize(
    ("version", "bump", "expected"),
    [
        ("1.4.2", "major", "2.0.0"),
        ("1.4.2", "minor", "1.5.0"),
        ("1.4.2", "patch", "1.4.3"),
        ("1.4.2", "none", "1.4.2"),
        ("0.4.2", "major", "0.5.0"),  # initial development: breaking bumps minor
        ("0.4.2", "minor", "0.5.0"),
        ("0.4.2", "patch", "0.4.3"),
        ("v3.0.9", "patch", "3.0.10"),
    ],
)
def test_next_version(version: str, bump: str, expected: str) -> None:
    assert str(next_version(Version.parse(version), bump)) == expected


def test_effective_bump_reports_the_zero_major_rule() -> None:
    assert effective_bump(Version(0, 3, 0), "major") == "minor"
    assert effective_bump(Version(1, 3, 0), "major") == "major"


@pytest.mark.parametrize("bad", ["1.2", "1.2.3.4", "01.2.3", "1.2.3-rc1", "x.y.z", ""])
def test_bad_versions_are_user_errors(bad: str) -> None:
    with pytest.raises(RevgenError):
        Version.parse(bad, "pyproject.toml")


def test_versions_order() -> None:
    assert Version.parse("1.10.0") > Version.parse("1.9.9")
