"""Control characters from a spec (QA F18) and the JSON renderer's byte contract.

A spec value holding ESC/BEL must reach a terminal escaped (``\\x1b``) in the text-like formats, while
JSON keeps the exact value. The JSON renderer builds lines from cached pieces; it must produce the
bytes of ``json.dumps(change_record(c), ensure_ascii=False)`` for any change.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from report_samples import sample_changes
from report_support import run_revgen

from generator.reports import ReportOptions, render_report
from generator.reports.context import change_record
from generator.rules.messages import printable
from generator.rules.change import Change, Source

HOSTILE = "Z\x1b]0;pwned\x07\x1b[2J\x1b[31mRED\x9b"

BASE = """openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /items:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  state: {type: string, enum: [a]}
"""


def _specs(tmp_path: Path) -> tuple[Path, Path]:
    base = tmp_path / "base.yaml"
    base.write_text(BASE, encoding="utf-8")
    revision = tmp_path / "revision.yaml"
    hostile = json.dumps(HOSTILE)  # a YAML double-quoted scalar: \u escapes are read back exactly
    revision.write_text(BASE.replace("enum: [a]", f"enum: [a, {hostile}]"), encoding="utf-8")
    return base, revision


def test_printable_escapes_controls_only() -> None:
    assert printable("plain é text\twith tab") == "plain é text\twith tab"
    assert printable("a\x1b[31mb\x07\x00\x7f\x85") == "a\\x1b[31mb\\x07\\x00\\x7f\\x85"


@pytest.mark.parametrize("fmt", ["text", "markdown", "githubactions"])
def test_text_like_formats_escape_control_characters(tmp_path: Path, fmt: str) -> None:
    base, revision = _specs(tmp_path)
    result = run_revgen("changelog", str(base), str(revision), "--format", fmt, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "enum value" in result.stdout
    assert "\x1b" not in result.stdout and "\x07" not in result.stdout and "\x9b" not in result.stdout
    assert "Z\\x1b]0;pwned\\x07\\x1b[2J\\x1b[31mRED\\x9b" in result.stdout


def test_json_keeps_the_exact_value(tmp_path: Path) -> None:
    base, revision = _specs(tmp_path)
    result = run_revgen("changelog", str(base), str(revision), "--format", "json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "\x1b" not in result.stdout  # JSON escapes it ...
    changes = json.loads(result.stdout)
    assert any(HOSTILE in c["text"] for c in changes)  # ... and reads back exactly


def _odd_changes() -> list[Change]:
    """Changes with every kind of value the JSON renderer meets: non-scalar args, no source, list
    tags, nulls, non-ASCII and control characters, shared and distinct sources."""
    shared = Source("a.yaml", 3, "/paths/~1x")
    return [
        *sample_changes(),
        Change("id-a", "info", "t1 \x1b é \"q\" \\", "GET", "/x", None, {"v": [1, 2.5, None], "d": {"k": True}},
               shared, ("T",), "paths"),
        Change("id-a", "info", "t2", "GET", "/x", "opX", {"n": 3, "f": 0.1, "b": False, "s": "\u2028"}, shared,
               ["T", "U"], "paths"),  # type: ignore[arg-type]
        Change("id-b", "warning", "t3", None, None, None, {}, None, (), "components"),
        Change("id-b", "error", "t4", None, None, None, {"set": frozenset({"b", "a"}), 1: "int key"},
               Source(None, None, None), (), "security"),
    ]


def test_json_lines_are_json_dumps_of_the_records() -> None:
    from generator.rules.root_causes import root_cause_key

    options = ReportOptions(file_namer=lambda src: f"named/{src.file}")
    changes = _odd_changes()
    rendered = render_report("json", changes, options)
    records = [{**change_record(c, options), "root_cause": root_cause_key(c)} for c in changes]
    expected = "[\n" + ",\n".join("  " + json.dumps(r, ensure_ascii=False) for r in records)
    assert rendered == expected + "\n]\n"
    assert json.loads(rendered)[-1]["args"] == {"set": ["a", "b"], "1": "int key"}
