"""Every stage: writing Markdown -- the one home of its escaping, code spans and tables.

Entry points: :func:`code_span` (any text as one inline code span), :func:`text` (spec text on a
Markdown page: no raw HTML), :func:`link_text` (text inside ``[...]``), :func:`cell` (text inside a
table cell) and :func:`table` (a GitHub-flavoured table's lines). Used by the Markdown reports, the
release entries, the impact report, ``revgen rules --format markdown`` and the docs templates (the
``md`` and ``link_text`` filters). Rendering Markdown to HTML is :mod:`generator.render.markdown_html`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

_CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)", re.DOTALL)
_BACKTICKS = re.compile(r"`+")
_HTML = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


def code_span(value: str) -> str:
    """``value`` as one Markdown code span, whatever backticks or line breaks it holds."""
    if "`" not in value and "\n" not in value and "\r" not in value and not value.startswith(" "):
        return f"`{value}`"
    value = value.replace("\r", " ").replace("\n", " ")
    longest = max((len(run) for run in _BACKTICKS.findall(value)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if value.startswith("`") or value.endswith("`") or (value.startswith(" ") and value.strip()) else ""
    return f"{fence}{pad}{value}{pad}{fence}"


def text(value: Any, oneline: bool = False) -> str:
    """Spec text for a Markdown page: ``&``, ``<`` and ``>`` become entities, so no raw HTML (a
    ``<script>``) reaches a site generator; code spans are kept as written (Markdown shows them literally).
    ``oneline``: whitespace folded first, for a heading or a list item."""
    out = " ".join(str(value).split()) if oneline else str(value)
    if "<" not in out and ">" not in out and "&" not in out:
        return out  # the common case, and this runs for every row of every page
    if "`" not in out:
        return out.translate(_HTML)
    pieces = []
    pos = 0
    for m in _CODE_SPAN.finditer(out):
        pieces.append(out[pos : m.start()].translate(_HTML))
        pieces.append(m.group(0))
        pos = m.end()
    pieces.append(out[pos:].translate(_HTML))
    return "".join(pieces)


def link_text(value: Any) -> str:
    """Text that can stand inside ``[...]`` of a Markdown link (a title may hold links of its own)."""
    return str(value).replace("\\", "\\\\").replace("[", "\\[").replace("]", "\\]")


def cell(value: Any) -> str:
    """Text inside a table cell: ``|`` and ``\\`` escaped (also inside a code span, as GitHub reads
    it), a line break folded to a space."""
    return str(value).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def table(header: Sequence[str], rows: Iterable[Sequence[str]], *, rule: str = " --- ") -> list[str]:
    """A table's lines: ``header``, the rule line (each column's ``rule``), then one line per row. The
    cells are written as given: escape text with :func:`cell` first."""
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(rule for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines
