"""Docs target: HTML written in a spec's text never reaches the Markdown pages raw (QA F12); code spans
stay as written."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from generator.markdown import text as md_text

EVIL = "</script><script>alert(1)</script> <img src=x onerror=alert(2)> & `<b>code</b>`"


def _spec(description: str, extra: bool) -> dict:
    op = {
        "operationId": "get<b>",
        "summary": "Get <i>it</i>",
        "description": description,
        "tags": ["<tag>"],
        "parameters": [{"name": "q", "in": "query", "description": description, "schema": {"type": "string", "enum": ["<x>", "y"] if extra else ["<x>"]}}],
        "responses": {"200": {"description": description, "content": {"application/json": {"schema": {"type": "object", "properties": {"p": {"type": "string", "description": description}}}}}}},
    }
    return {"openapi": "3.0.3", "info": {"title": "T <script>x</script>", "version": "1", "description": description}, "paths": {"/a": {"get": op}}}


def test_md_text_escapes_outside_code_spans() -> None:
    assert md_text("a <b> & c `<d> & e` f>") == "a &lt;b&gt; &amp; c `<d> & e` f&gt;"
    assert md_text("``x ` <y>`` <z>") == "``x ` <y>`` &lt;z&gt;"
    assert md_text("unclosed `<a>") == "unclosed `&lt;a&gt;"


def test_hostile_descriptions_are_escaped_in_markdown_pages(tmp_path: Path) -> None:
    old, new = tmp_path / "001_2025-01-01_a.json", tmp_path / "002_2025-02-01_b.json"
    old.write_text(json.dumps(_spec(EVIL, False)))
    new.write_text(json.dumps(_spec(EVIL, True)))
    out = tmp_path / "site"
    result = subprocess.run(
        [sys.executable, "-m", "generator", "docs", str(old), str(new), "-o", str(out), "--no-cache"],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stderr
    pages = sorted(out.rglob("*.md"))
    assert len(pages) >= 4
    for page in pages:
        text = page.read_text()
        if text.startswith("---\n"):  # front matter is data (a JSON-quoted title), not Markdown
            text = text.split("\n---\n", 1)[1]
        outside_code = "".join(part for i, part in enumerate(text.split("`")) if i % 2 == 0)
        assert "<script" not in outside_code.lower() and "<img" not in outside_code.lower(), page
        assert "<b>" not in outside_code and "<i>" not in outside_code and "<tag>" not in outside_code, page
    index = (out / "index.md").read_text()
    assert "&lt;/script&gt;&lt;script&gt;alert(1)" in index
    assert "`<b>code</b>`" in index  # code spans readable
