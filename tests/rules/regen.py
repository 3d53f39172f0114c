"""Regenerate tests/rules/cases/<id>/expected.json from what revgen reports today.

    python tests/rules/regen.py                 # every case
    python tests/rules/regen.py endpoint-added  # some cases

Review the result with ``git diff tests/rules/cases`` before committing: an expected file records the
exact changes (id, level, operation, path, args) for the pair and for the pair reversed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

CASES = Path(__file__).resolve().parent / "cases"


def entries(base: Path, revision: Path) -> list[dict]:
    from generator.changelog import compute_changes
    from generator.load import load_spec

    changes = compute_changes(load_spec(str(base)), load_spec(str(revision)), locate=False)
    return [
        {"id": c.id, "level": c.level, "operation": c.operation, "path": c.path, "args": c.args}
        for c in changes
    ]


def expected_for(case: Path) -> dict:
    base, revision = case / "base.yaml", case / "revision.yaml"
    return {"forward": entries(base, revision), "reversed": entries(revision, base)}


def main(ids: list[str]) -> None:
    cases = [CASES / i for i in ids] if ids else sorted(p for p in CASES.iterdir() if p.is_dir())
    for case in cases:
        data = expected_for(case)
        (case / "expected.json").write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{case.name}: {len(data['forward'])} forward, {len(data['reversed'])} reversed")


if __name__ == "__main__":
    sys.path.insert(0, str(CASES.parent.parent.parent))
    main(sys.argv[1:])
