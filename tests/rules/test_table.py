"""Invariants of the rule table (generator/rules/table.py) and the message wording users rely on."""

from __future__ import annotations

import re
import string

from generator.rules import catalog
from generator.rules.messages import format_message
from generator.rules.table import RULES, rule

ID_GRAMMAR = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def test_every_id_once_and_the_count_is_pinned() -> None:
    ids = [row[0] for row in catalog.ROWS]
    assert len(ids) == 509
    assert len(set(ids)) == 509
    assert list(RULES) == ids


def test_rows_are_well_formed() -> None:
    for r in RULES.values():
        assert ID_GRAMMAR.match(r.id), r.id
        assert r.level in ("error", "warning", "info"), r.id
        assert r.direction in ("request", "response", "none"), r.id
        assert r.message and r.description, r.id
        # every placeholder is a plain named field
        for _, name, spec, conv in string.Formatter().parse(r.message):
            if name is not None:
                assert name.isidentifier(), (r.id, name)


def test_known_levels() -> None:
    assert rule("response-property-enum-value-added").level == "warning"
    assert rule("request-parameter-default-value-removed").level == "error"
    assert rule("response-required-property-removed").level == "error"
    assert rule("endpoint-added").level == "info"
    assert rule("request-parameter-removed").level == "warning"


def test_seed_sentences() -> None:
    assert format_message("response-property-enum-value-added", {"value": "X", "property": "error/code", "status": "200"}) == (
        "added the new X enum value to the error/code response property for the response status 200"
    )
    assert format_message("response-property-enum-value-removed", {"value": "X", "property": "error/code", "status": "200"}) == (
        "removed the X enum value from the error/code response property for the response status 200"
    )
    assert format_message("response-required-property-added", {"property": "created_by", "status": "200"}) == (
        "added the required property created_by to the response with the 200 status"
    )
    assert format_message("response-optional-property-added", {"property": "expires_at", "status": "200"}) == (
        "added the optional property expires_at to the response with the 200 status"
    )
    assert format_message("endpoint-added", {}) == "endpoint added"
    args = {"location": "query", "name": "force", "value": False}
    assert format_message("request-parameter-default-value-removed", args) == (
        "for the query request parameter force, default value false was removed"
    )
    assert format_message("request-parameter-default-value-removed", args, medium="markdown") == (
        "for the `query` request parameter `force`, default value `false` was removed"
    )


def test_checks_supply_every_placeholder() -> None:
    """Run every case pair both ways; each emitted change must fill its template completely."""
    from pathlib import Path

    from generator.changelog import compute_changes
    from generator.load import load_spec

    cases = Path(__file__).resolve().parent / "cases"
    seen = 0
    for case in sorted(p for p in cases.iterdir() if p.is_dir()):
        a, b = load_spec(str(case / "base.yaml")), load_spec(str(case / "revision.yaml"))
        for change in compute_changes(a, b, locate=False) + compute_changes(b, a, locate=False):
            fields = set(RULES[change.id].fields)
            missing = fields - set(change.args)
            assert not missing, (change.id, missing)
            assert not any("{" + f + "}" in change.text for f in fields), change.text
            seen += 1
    assert seen > 50
