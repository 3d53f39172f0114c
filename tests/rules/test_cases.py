"""Per-rule fixture pairs: tests/rules/cases/<rule-id>/{base,revision}.yaml and expected.json.

Each case asserts the exact list of (id, level, operation, path, args) the full rule set reports for
the pair and for the pair reversed (which covers the mirror rule: added <-> removed). Write or update
an expected file with ``python -m pytest tests/rules/test_cases.py -k <rule-id> --update-golden`` and
review the diff. A case may hold ``settings.json``: ``{"deprecation_days": [beta, stable], "today":
"YYYY-MM-DD"}`` (arguments of ``compute_changes``; ``today`` is the date sunset dates are judged
against while the case runs, :data:`DEFAULT_TODAY` when absent, so that no case depends on the clock).
"""

from __future__ import annotations

import contextlib
import datetime
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from generator.rules.engine import compute_changes
from generator.load import load_spec
from generator.rules.table import RULES

CASES = Path(__file__).resolve().parent / "cases"
CASE_IDS = sorted(p.name for p in CASES.iterdir() if p.is_dir())
DEFAULT_TODAY = "2026-12-01"


@contextlib.contextmanager
def case_settings(case: Path) -> Iterator[dict[str, Any]]:
    from generator.rules.checks import lifecycle

    path = case / "settings.json"
    data = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    kwargs: dict[str, Any] = {"deprecation_days": tuple(data["deprecation_days"])} if "deprecation_days" in data else {}
    saved = lifecycle.today
    pinned = datetime.date.fromisoformat(data.get("today", DEFAULT_TODAY))
    lifecycle.today = lambda: pinned
    try:
        yield kwargs
    finally:
        lifecycle.today = saved


def _entries(base: Path, revision: Path, **kwargs: Any) -> list[dict]:
    changes = compute_changes(load_spec(str(base)), load_spec(str(revision)), locate=False, **kwargs)
    return [{"id": c.id, "level": c.level, "operation": c.operation, "path": c.path, "args": c.args} for c in changes]


def _normalised(entries: list[dict]) -> list[dict]:
    return json.loads(json.dumps(entries, sort_keys=True))


@pytest.mark.parametrize("rule_id", CASE_IDS)
def test_case(rule_id: str, golden) -> None:  # type: ignore[no-untyped-def]
    case = CASES / rule_id
    assert rule_id in RULES, f"cases/{rule_id} names no rule of the table"
    with case_settings(case) as kwargs:
        forward = _normalised(_entries(case / "base.yaml", case / "revision.yaml", **kwargs))
        reversed_ = _normalised(_entries(case / "revision.yaml", case / "base.yaml", **kwargs))
    assert rule_id in {e["id"] for e in forward}, f"the pair does not exercise {rule_id}"
    for e in forward:  # a property's change where it never travels is info (its ``guard``)
        assert e["level"] == ("info" if "guard" in e["args"] else RULES[e["id"]].level)
    data = {"forward": forward, "reversed": reversed_}
    golden.file(case / "expected.json", json.dumps(data, indent=2, sort_keys=True) + "\n")


@pytest.mark.parametrize("rule_id", CASE_IDS)
def test_case_with_its_check_alone(rule_id: str) -> None:
    """The rule's own check, run alone, reports exactly the case's changes of the ids it emits."""
    case = CASES / rule_id
    check = RULES[rule_id].check
    assert check is not None, f"{rule_id} has a case but no check in the table"
    check_ids = {r.id for r in RULES.values() if r.check == check}
    a, b = load_spec(str(case / "base.yaml")), load_spec(str(case / "revision.yaml"))
    with case_settings(case) as kwargs:
        alone = [c.to_dict() for c in compute_changes(a, b, checks={check}, locate=False, **kwargs) if c.id in check_ids]
        full = [c.to_dict() for c in compute_changes(a, b, locate=False, **kwargs) if c.id in check_ids]
    assert alone == full
    assert rule_id in {c["id"] for c in alone}


def test_equal_revisions_report_nothing() -> None:
    case = CASES / "response-property-enum-value-added"
    assert _entries(case / "base.yaml", case / "base.yaml") == []
