"""History text report: control characters from a spec never reach the terminal raw (QA F18)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from generator.rules.messages import printable

EVIL = "Z\x1b]0;pwned\x07\x1b[2J\x1b[31mRED\u202e"


def _spec(values: list[str]) -> dict:
    schema = {"type": "object", "properties": {"s": {"type": "string", "enum": values}}}
    return {
        "openapi": "3.0.3",
        "info": {"title": "t", "version": "1"},
        "paths": {"/x": {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}}}},
    }


def test_printable_escapes_controls_and_bidi_overrides() -> None:
    assert printable("a\x1b[2Jb\x07\nc\x9b\u202e") == "a\\x1b[2Jb\\x07\nc\\x9b\\u202e"
    assert printable("plain ünïcode\n") == "plain ünïcode\n"


def test_history_text_shows_control_characters_escaped(tmp_path: Path) -> None:
    old, new = tmp_path / "001_2025-01-01_a.json", tmp_path / "002_2025-02-01_b.json"
    old.write_text(json.dumps(_spec(["A"])))
    new.write_text(json.dumps(_spec(["A", EVIL])))
    result = subprocess.run(
        [sys.executable, "-m", "generator", "history", str(old), str(new), "--no-cache"],
        capture_output=True, check=False,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert "\\x1b]0;pwned\\x07\\x1b[2J\\x1b[31mRED\\u202e" in out
    assert not any(ord(ch) < 0x20 and ch != "\n" for ch in out) and "\u202e" not in out
    # the JSON format keeps the exact value (JSON escapes it)
    data = subprocess.run(
        [sys.executable, "-m", "generator", "history", str(old), str(new), "--no-cache", "-f", "json"],
        capture_output=True, check=True,
    ).stdout.decode()
    texts = [c["text"] for r in json.loads(data)["revisions"] for c in r["changes"]]
    assert any(EVIL in t for t in texts), texts
