"""Faults: an API that cannot be read fails alone; a failed run leaves the previous site as it was."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from fleet_helpers import copy_fleet, tree


def revgen(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], capture_output=True, text=True, cwd=cwd)


def test_an_unreadable_api_fails_alone(tmp_path: Path) -> None:
    fleet = copy_fleet(tmp_path / "fleet")
    broken = fleet / "broken"
    broken.mkdir()
    (broken / "001_2025-01-01_aaaa.yaml").write_text("openapi: 3.0.0\ninfo: {title: B, version: '1'}\npaths: {}\n")
    (broken / "002_2025-02-01_bbbb.yaml").write_text("openapi: 3.0.0\ninfo: {title: B, version: '2'\npaths: {}\n")
    empty = fleet / "empty"
    empty.mkdir()
    proc = revgen("fleet", "fleet", "-o", "site", "-j", "2", "--no-cache", cwd=tmp_path)
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert lines[-1] == "error: 2 of 5 APIs failed"
    assert any(line.startswith("error: broken: diff: broken/002_2025-02-01_bbbb.yaml:3:1: invalid YAML") for line in lines), lines
    assert any(line.startswith("error: empty: list: ") for line in lines), lines
    assert "Traceback" not in proc.stderr and str(tmp_path) not in proc.stderr
    site = tmp_path / "site"
    index = (site / "index.html").read_text()
    assert '<tr class="failed">\n<td>broken</td>\n<td colspan="7">failed: diff: broken/002_2025-02-01_bbbb.yaml:3:1: invalid YAML' in index
    assert "<td>empty</td>" in index and "2 failed" in index
    for name in ("billing", "pets", "weather"):
        assert (site / "apis" / name / "index.html").is_file()
    assert not (site / "apis" / "broken").exists()
    assert str(tmp_path) not in (site / "data" / "fleet.json").read_text()
    manifest = json.loads((site / "data" / "fleet.json").read_text())
    bundles = [*manifest["shards"].values(), manifest["words"]]
    assert all((site / rel).is_file() for b in bundles for rel in b["files"]) and len(bundles) == 4  # -o relative: still written


def test_a_run_that_cannot_finish_leaves_the_previous_site(tmp_path: Path) -> None:
    copy_fleet(tmp_path / "fleet")
    assert revgen("fleet", "fleet", "-o", "site", "-j", "1", "-q", cwd=tmp_path).returncode == 0
    before = tree(tmp_path / "site")
    templates = tmp_path / "templates" / "fleet"
    templates.mkdir(parents=True)
    (templates / "recent.html.jinja").write_text("{{ no_such_variable.x }}")
    proc = revgen("fleet", "fleet", "-o", "site", "-j", "1", "--templates", "templates", cwd=tmp_path)
    assert proc.returncode == 2 and proc.stderr.startswith("error: template fleet/recent.html.jinja"), proc.stderr
    assert tree(tmp_path / "site") == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site")] == []


def test_the_output_folder_must_be_ours(tmp_path: Path) -> None:
    copy_fleet(tmp_path / "fleet")
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep")
    proc = revgen("fleet", "fleet", "-o", "mine", cwd=tmp_path)
    assert proc.returncode == 2 and "was not written by revgen" in proc.stderr
    assert (tmp_path / "mine" / "notes.txt").read_text() == "keep"
