"""Helpers for the fleet tests: a copy of the fixture fleet, tree comparison, a generated long history."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent / "fixtures"
FLEET = FIXTURES / "fleet"
LATER = FIXTURES / "later" / "004_2025-06-15_p4d5e6f7a8b9.yaml"


def copy_fleet(target: Path) -> Path:
    shutil.copytree(FLEET, target)
    return target


def tree(root: Path) -> dict[str, bytes]:
    """Every file under ``root``: ``{relative path: bytes}`` (the site marker included)."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def differences(a: Path, b: Path) -> list[str]:
    ta, tb = tree(a), tree(b)
    out = [f"only in first: {k}" for k in sorted(set(ta) - set(tb))]
    out += [f"only in second: {k}" for k in sorted(set(tb) - set(ta))]
    out += [f"differs: {k}" for k in sorted(set(ta) & set(tb)) if ta[k] != tb[k]]
    return out


def long_history(target: Path, revisions: int = 10, operations: int = 60) -> Path:
    """An API with many revisions of many operations (each revision changes a few), so that its diff
    tasks take long enough for a worker to be killed while it runs one."""
    target.mkdir(parents=True)
    for r in range(revisions):
        paths = {}
        for i in range(operations):
            props = {f"field{j}": {"type": "string" if (i + j + r) % 7 else "integer", "description": f"field {j} of item {i}"} for j in range(12)}
            if i % 5 == r % 5:
                props["extra"] = {"type": "string", "enum": [f"v{k}" for k in range(r + 1)]}
            paths[f"/items{i}/{{id}}"] = {
                "get": {
                    "operationId": f"getItem{i}",
                    "summary": f"Get item {i}",
                    "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "required": ["field0"], "properties": props}}}}},
                }
            }
        doc = {"openapi": "3.0.3", "info": {"title": "Long history", "version": f"1.{r}.0"}, "paths": paths}
        (target / f"{r + 1:03d}_2024-{(r % 12) + 1:02d}-01_l{r:011d}.json").write_text(json.dumps(doc, indent=1))
    return target
