"""The normal form of real diffs is their JSON round trip: every rule case's changes (with source lines)
and a stretch of Together's history, each change made directly (no round trip) equal, field for field and
in ``args``' key order, to ``Change.from_dict`` of the JSON text of its ``to_dict`` (no source file), and
the tables :func:`normal_form` gives equal to :func:`cache_tables` of those records, byte for byte, and
read back to the same changes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.history.cache import _dump, _no_file, cache_tables, from_tables, normal_form
from generator.load import load_spec
from generator.rules.change import Change
from generator.rules.engine import compute_changes

CASES = Path(__file__).resolve().parents[1] / "rules" / "cases"


def _assert_round_trip(changes: list[Change]) -> None:
    normal, text = normal_form(changes)
    expected_text = _dump([c.to_dict(_no_file) for c in changes])
    assert text == cache_tables(json.loads(expected_text))
    assert from_tables(*(json.loads(t) for t in text)) == normal
    shared: dict[object, object] = {}
    expected = [Change.from_dict(c, shared) for c in json.loads(expected_text)]
    assert normal == expected
    assert [list(c.args) for c in normal] == [list(c.args) for c in expected]
    assert [json.dumps(c.args) for c in normal] == [json.dumps(c.args) for c in expected]  # nested keys too
    assert [(type(c.source), c.tags) for c in normal] == [(type(c.source), c.tags) for c in expected]


def test_every_rule_case_is_its_own_round_trip() -> None:
    seen = 0
    for case in sorted(p for p in CASES.iterdir() if p.is_dir()):
        base, revision = load_spec(str(case / "base.yaml")), load_spec(str(case / "revision.yaml"))
        changes = compute_changes(base, revision)  # with lines: both kinds of source
        _assert_round_trip(changes)
        seen += len(changes)
    assert seen > 500


def test_a_stretch_of_together_is_its_own_round_trip(shared_dir: Path) -> None:
    files = sorted((shared_dir / "specs" / "together").glob("0*.yaml"))[:12]
    if len(files) < 2:
        pytest.skip("no Together revisions in ../shared/specs")
    specs = [load_spec(str(f)) for f in files]
    changes = [c for a, b in zip(specs, specs[1:]) for c in compute_changes(a, b, locate=False)]
    assert len(changes) > 50
    _assert_round_trip(changes)
