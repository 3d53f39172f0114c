"""`changelog X X` and identical revisions: nothing is diffed, nothing is reported, warnings still shown."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from generator.rules.engine import compute_changes, same_content
from generator.load import load_spec

ROOT = """openapi: 3.0.3
info: {title: T, version: "1"}
paths:
  /pets:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {$ref: "common.yaml#/Pet"}
"""


def _write(folder: Path, pet_type: str) -> Path:
    folder.mkdir()
    (folder / "api.yaml").write_text(ROOT)
    (folder / "common.yaml").write_text(f"Pet:\n  type: object\n  properties:\n    id: {{type: {pet_type}}}\n")
    return folder / "api.yaml"


def test_same_text_in_two_folders_is_same_content_and_a_changed_ref_file_is_not(tmp_path: Path) -> None:
    a = load_spec(str(_write(tmp_path / "a", "integer")))
    b = load_spec(str(_write(tmp_path / "b", "integer")))
    c = load_spec(str(_write(tmp_path / "c", "string")))
    assert same_content(a, a) and same_content(a, b)
    assert compute_changes(a, b) == []
    assert not same_content(a, c)  # the root files are equal; the $ref target is not
    assert [ch.id for ch in compute_changes(a, c)] == ["response-property-type-changed"]


def test_changelog_x_x_warns_for_each_argument(tmp_path: Path) -> None:
    spec = tmp_path / "bad.yaml"
    spec.write_text("openapi: 3.0.3\ninfo: {title: T}\npaths: {}\n")  # no info.version: invalid
    out = subprocess.run(
        [sys.executable, "-m", "generator", "changelog", str(spec), str(spec), "--format", "json"],
        capture_output=True, text=True, check=False,
    )
    assert out.returncode == 0 and out.stdout.strip() == "[]"
    assert out.stderr.count("warning:") == 2
