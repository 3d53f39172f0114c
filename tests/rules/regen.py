"""Regenerate tests/rules/cases/<id>/expected.json from what revgen reports today.

    python tests/rules/regen.py                 # every case
    python tests/rules/regen.py endpoint-added  # some cases

Review the result with ``git diff tests/rules/cases`` before committing: an expected file records the
exact changes (id, level, operation, path, args) for the pair and for the pair reversed. A case may
hold ``settings.json`` (deprecation days, a pinned today) for ids that need settings.
"""

from __future__ import annotations

import contextlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

CASES = Path(__file__).resolve().parent / "cases"


@contextlib.contextmanager
def case_settings(case: Path) -> Iterator[dict[str, Any]]:
    """The case's ``settings.json`` (optional): ``{"deprecation_days": [beta, stable], "today":
    "YYYY-MM-DD"}``, as keyword arguments of ``compute_changes``; ``today`` pins the date sunset
    dates are judged against while the case runs."""
    import datetime

    from generator.rules.checks import lifecycle

    path = case / "settings.json"
    data = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    kwargs: dict[str, Any] = {"deprecation_days": tuple(data["deprecation_days"])} if "deprecation_days" in data else {}
    saved = lifecycle.today
    if "today" in data:
        pinned = datetime.date.fromisoformat(data["today"])
        lifecycle.today = lambda: pinned
    try:
        yield kwargs
    finally:
        lifecycle.today = saved


def entries(base: Path, revision: Path, **kwargs: Any) -> list[dict]:
    from generator.changelog import compute_changes
    from generator.load import load_spec

    changes = compute_changes(load_spec(str(base)), load_spec(str(revision)), locate=False, **kwargs)
    return [
        {"id": c.id, "level": c.level, "operation": c.operation, "path": c.path, "args": c.args}
        for c in changes
    ]


def expected_for(case: Path) -> dict:
    base, revision = case / "base.yaml", case / "revision.yaml"
    with case_settings(case) as kwargs:
        return {"forward": entries(base, revision, **kwargs), "reversed": entries(revision, base, **kwargs)}


def main(ids: list[str]) -> None:
    cases = [CASES / i for i in ids] if ids else sorted(p for p in CASES.iterdir() if p.is_dir())
    for case in cases:
        data = expected_for(case)
        (case / "expected.json").write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{case.name}: {len(data['forward'])} forward, {len(data['reversed'])} reversed")


if __name__ == "__main__":
    sys.path.insert(0, str(CASES.parent.parent.parent))
    main(sys.argv[1:])
