"""Test support for rule-case folders that hold a base/revision pair (``base.yaml``, ``revision.yaml``):
what the full rule set reports for the pair and for the pair reversed, as plain JSON data.

Entry point: :func:`both_ways` ``(folder) -> (forward, reversed)``; each entry holds id, level,
operation, path and arguments, as the folders' ``expected.json`` goldens keep them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from generator.load import load_spec
from generator.rules.engine import compute_changes


def entries(base: Path, revision: Path) -> list[dict[str, Any]]:
    changes = compute_changes(load_spec(str(base)), load_spec(str(revision)), locate=False)
    found = [{"id": c.id, "level": c.level, "operation": c.operation, "path": c.path, "args": c.args} for c in changes]
    normalised: list[dict[str, Any]] = json.loads(json.dumps(found, sort_keys=True))
    return normalised


def both_ways(folder: Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    return entries(folder / "base.yaml", folder / "revision.yaml"), entries(folder / "revision.yaml", folder / "base.yaml")
