"""Docs target: an example response made from a schema is highlighted once per site build, however
many operation pages show it (the shop's operations share their error schema), and the pages are the
same as when each page highlights its own."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from generator.history import build_history
from generator.load.revisions import list_revisions
from generator.render import highlight as highlight_module
from generator.targets import docs_context
from generator.targets.docs import generate_docs

from docs_helpers import FIXTURES


def test_a_schema_example_is_highlighted_once_per_site(monkeypatch: pytest.MonkeyPatch) -> None:
    history = build_history(list_revisions(str(FIXTURES / "shop")))
    json_blocks: Counter[str] = Counter()
    real = highlight_module.highlight

    def counting(code: str, language: str):  # type: ignore[no-untyped-def]
        if language == "json":
            json_blocks[code] += 1
        return real(code, language)

    monkeypatch.setattr(highlight_module, "highlight", counting)
    site = generate_docs(history, fmt="html")
    assert json_blocks and max(json_blocks.values()) == 1, json_blocks.most_common(3)

    shown = Counter(str(page).count('<section class="example">') for path, page in site.items() if path.startswith("operations/"))
    assert sum(n * count for n, count in shown.items()) > len(json_blocks)  # some example is shown on several pages

    real_parts = docs_context.html_parts
    monkeypatch.setattr(highlight_module, "highlight", real)
    monkeypatch.setattr("generator.targets.docs.html_parts", lambda op, sdk, hl, shared=None: real_parts(op, sdk, hl))
    assert generate_docs(history, fmt="html") == site  # each page highlighting its own blocks


def test_a_page_s_highlighted_blocks_read_back_from_the_cache_as_made(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A rerun reads a page's blocks from the highlight folder as the first run made them: line ends
    (``\\r`` too), non-ASCII text and empty blocks kept; a file cut short is highlighted again."""
    blocks = [("x = 'a\\r\\nb'\\n", "python"), ("", "bash"), ('{"name": "café ’"}', "json"), ("<b>&</b>", "nolang")]
    made = highlight_module.CachedHighlight(str(tmp_path)).many(blocks)
    files = list(tmp_path.rglob("*.txt"))
    assert len(files) == 1
    calls: list[str] = []
    monkeypatch.setattr(highlight_module, "highlight", lambda code, language: calls.append(code) or highlight_module.escape(code))
    assert highlight_module.CachedHighlight(str(tmp_path)).many(blocks) == made and not calls
    files[0].write_bytes(files[0].read_bytes()[:-3])
    highlight_module.CachedHighlight(str(tmp_path)).many(blocks)
    assert calls == [code for code, _ in blocks]
