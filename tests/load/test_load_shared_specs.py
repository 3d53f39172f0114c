"""End to end on the real histories in ../shared/specs (skipped when absent): every file loads.

Among them openai/009 and 010 redefine an anchor name (PyYAML alone refuses them) and together/076-078
declare OpenAPI 3.2.0.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from load_helpers import revgen

from generator.load.revisions import list_revisions


@pytest.mark.parametrize("api", ["openai", "stripe", "together"])
def test_every_revision_loads_and_walks(shared_dir: Path, api: str) -> None:
    revisions = list_revisions(str(shared_dir / "specs" / api))
    files = sorted(p.name for p in (shared_dir / "specs" / api).iterdir() if p.suffix in (".yaml", ".json") and p.name != "revisions.json")
    assert [Path(r.file).name for r in revisions] == files
    for rev in revisions:
        spec = rev.load()
        spec.check_references()
        assert spec.operations, rev.file
        for op in spec.operations.values():
            for media in [*(op.request_body.content.values() if op.request_body else []), *(m for r in op.responses.values() for m in r.content.values())]:
                if media.schema is not None:
                    media.schema.properties  # noqa: B018 - resolves the schema's own references
        assert spec.revision.id == rev.id and spec.revision.date == rev.date


def test_revisions_cli_lists_all_together_revisions(shared_dir: Path) -> None:
    proc = revgen("revisions", str(shared_dir / "specs" / "together"), "--format", "json", timeout=600)
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)
    assert len(rows) == 92
    assert rows[0]["id"] == "1dd51564ca1e" and rows[0]["date"] == "2024-08-30T17:55:51Z"
    assert [r["date"] for r in rows] == sorted(r["date"] for r in rows)
    assert {"3.0.1", "3.0.4", "3.1.0", "3.2.0"} <= {r["openapi"] for r in rows}
    assert "Traceback" not in proc.stderr and proc.stderr.count("\n") <= 1

