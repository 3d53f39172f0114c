"""Render stage: code highlighted when the site is built (Pygments), so a page needs no script to show it.

Entry points: :func:`highlight` ``(code, language) -> Markup`` (spans with Pygments' short token
classes), :class:`CachedHighlight` (a page's blocks, kept in a folder between runs) and :func:`highlight_styles`
(the token colours' CSS, light and dark).
"""

from __future__ import annotations

import hashlib
import os
import re
from functools import lru_cache
from importlib.metadata import version
from typing import Any

from markupsafe import Markup, escape
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name
from pygments.token import STANDARD_TYPES
from pygments.util import ClassNotFound

from generator.output import write_file

_LEXER_NAMES = {"curl": "bash", "sh": "bash", "shell": "bash", "js": "javascript", "node": "javascript", "py": "python"}


def _new_lexer(language: str) -> Any:
    try:
        return get_lexer_by_name(_LEXER_NAMES.get(language, language), stripnl=False, ensurenl=False)
    except ClassNotFound:
        return None


_LEXERS = {name: _new_lexer(name) for name in ("bash", "python", "javascript", "php", "go", "java", "ruby", "json", *_LEXER_NAMES)}
"""The lexers of the languages the docs show (the code samples' and JSON), made once per process: a
Pygments lexer keeps only its options, so one serves every block of its language."""


def _lexer(language: str) -> Any:
    lexer = _LEXERS.get(language)
    return lexer if lexer is not None else _new_lexer(language)


LIGHT_STYLE, DARK_STYLE = "default", "github-dark"
MAX_HIGHLIGHTED = 3000
"""A longer code block (a large example response) is shown plain: a span per token would make the
page many times larger and cost more to build than the colours give."""


@lru_cache(maxsize=1)
def _coloured() -> frozenset[str]:
    """The token classes the styles' CSS gives a rule (:func:`highlight_styles`); the others, and
    whitespace, are plain text: no span."""
    return frozenset(re.findall(r"^\.x \.([\w-]+) ", highlight_styles(".x", (".x", ".x")), re.M)) - {"w"}


def _css_class(ttype: Any) -> str:
    coloured = _coloured()
    while ttype is not None and STANDARD_TYPES.get(ttype) not in coloured:
        ttype = ttype.parent  # (the root token type's parent is None)
    return STANDARD_TYPES[ttype] if ttype is not None else ""


@lru_cache(maxsize=1)
def _classes() -> dict[Any, str]:
    """:func:`_css_class` of every standard token type (a lexer's own subtypes are looked up)."""
    return {ttype: _css_class(ttype) for ttype in STANDARD_TYPES}


_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "'": "&#39;"})
"""markupsafe's escaping, as a table for ``str.translate``."""


def highlight(code: str, language: str) -> Markup:
    """``code`` as HTML spans with Pygments' short token classes (``k``, ``s2``, ...), no wrapper, escaped
    as every other text of the page; plain escaped text for a language Pygments does not know."""
    lexer = _lexer(language) if len(code) <= MAX_HIGHLIGHTED else None
    if lexer is None:
        return escape(code)
    classes = _classes()
    out: list[str] = []
    run: list[str] = []
    run_class = ""
    for ttype, value in lexer.get_tokens(code):
        css = classes.get(ttype)
        if css is None:
            css = _css_class(ttype)
        if css != run_class:
            if run:
                text = "".join(run).translate(_ESCAPES)
                out.append(f'<span class="{run_class}">{text}</span>' if run_class else text)
                run = []
            run_class = css
        run.append(value)
    if run:
        text = "".join(run).translate(_ESCAPES)
        out.append(f'<span class="{run_class}">{text}</span>' if run_class else text)
    return Markup("".join(out))


def highlight_styles(selector: str, dark: tuple[str, str]) -> str:
    """The CSS of the token classes: a light style under ``selector``, and a dark one under each of
    ``dark`` (``(forced by the toggle, following the system)``), the latter inside a
    ``prefers-color-scheme: dark`` query. Made when the site is built; the page needs no script."""
    def rules(style: str, prefix: str) -> list[str]:
        css = HtmlFormatter(style=style).get_style_defs(prefix)  # type: ignore[no-untyped-call]
        return [line.split(" /*")[0] for line in css.splitlines() if line.startswith(prefix + " .") and "background" not in line
                and ".hll" not in line and "linenos" not in line]

    forced, system = dark
    return "\n".join(
        rules(LIGHT_STYLE, selector) + rules(DARK_STYLE, forced)
        + ["@media (prefers-color-scheme: dark) {"] + rules(DARK_STYLE, system) + ["}"]
    ) + "\n"


_CACHE_FORMAT = "2"
"""The form of a highlight cache file (in its name's hash): the blocks' lengths on the first line, then
the blocks' HTML one after the other (the HTML needs no escaping, and reads back by slicing)."""


class CachedHighlight:
    """:func:`highlight` of a page's code blocks, remembered in ``folder`` (optional) between runs: one
    file per page's blocks (:data:`_CACHE_FORMAT`), named by the hash of Pygments' version and every
    block with its language, so a rerun over an unchanged page lexes nothing again (a page whose blocks
    changed is highlighted again whole). Safe for many processes: a file is written by
    :func:`~generator.output.write_file` (a temporary file, then a rename)."""

    def __init__(self, folder: str | None) -> None:
        self.folder = folder
        self._version = ""
        if folder:
            self._version = version("pygments")

    def __call__(self, code: str, language: str) -> Markup:
        return self.many([(code, language)])[0]

    def many(self, blocks: list[tuple[str, str]]) -> list[Markup]:
        """``highlight(code, language)`` of each ``(code, language)`` of ``blocks``, in order."""
        if not self.folder:
            return [highlight(code, language) for code, language in blocks]
        digest = hashlib.sha256(f"{self._version}/{_CACHE_FORMAT}".encode())
        for code, language in blocks:
            digest.update(f"\0{len(language)}:{language}\0{len(code)}:{code}".encode("utf-8", "surrogatepass"))
        name = digest.hexdigest()
        path = os.path.join(self.folder, name[:2], name[2:] + ".txt")
        try:
            with open(path, encoding="utf-8", newline="") as fh:  # (a block's line ends as they are)
                kept = _blocks(fh.read(), len(blocks))
            if kept is not None:
                return [Markup(k) for k in kept]
        except (OSError, ValueError):
            pass
        out = [highlight(code, language) for code, language in blocks]
        try:
            write_file(path, " ".join([str(len(h)) for h in out]) + "\n" + "".join(out))
        except OSError:
            pass  # a cache that cannot be written is only slower
        return out


def _blocks(text: str, count: int) -> list[str] | None:
    """The ``count`` blocks a highlight cache file holds (:data:`_CACHE_FORMAT`); None for a file that
    is not such (cut short, say)."""
    head, newline, body = text.partition("\n")
    lengths = [int(n) for n in head.split()]  # (ValueError for a line that is not numbers)
    if not newline or len(lengths) != count or sum(lengths) != len(body):
        return None
    out = []
    start = 0
    for length in lengths:
        out.append(body[start:start + length])
        start += length
    return out
