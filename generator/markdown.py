"""Every stage: writing Markdown -- the one home of its escaping, code spans and tables.

Entry points: :func:`code_span` (any text as one inline code span), :func:`text` (spec text on a
Markdown page: no raw HTML), :func:`link_text` (text inside ``[...]``), :func:`cell` (text inside a
table cell) and :func:`table` (a GitHub-flavoured table's lines). Used by the Markdown reports, the
release entries, the impact report, ``revgen rules --format markdown`` and the docs templates (the
``md`` and ``link_text`` filters) -- and reading it: :func:`to_html` ``(text) -> Markup`` (blocks:
paragraphs, lists, tables, code), :func:`to_html_inline` (one line) and :func:`to_plain` (what that shows,
as text: a page's ``<title>``), the templates' ``markdown``, ``markdown_inline`` and ``plain_text`` filters
on every HTML page (docs, fleet), with :func:`sanitize`, the allowlist every rendered piece goes through.

Spec text is parsed as CommonMark by markdown-it-py with HTML allowed (a bare ``https://...`` URL
becomes a link, by linkify-it-py), then cleaned by nh3 (a strict
allowlist): ``<br>`` stays a line break and harmless inline tags (``<b>``, ``<code>``, ``<sup>``...) stay;
``<script>``/``<style>`` go with their content, any other HTML element is unwrapped (its text kept),
event-handler and style attributes are dropped and a link keeps only an http(s), mailto or relative URL
(``javascript:`` never reaches a page). A ``<placeholder>`` that names no HTML element is text the author
meant to show (``<model_name>``) and is shown as written, as is a closing tag that closes nothing
(``"</s>"``). Headings inside a description start at
``<h4>`` so they never outrank the page's own. The Markdown pages keep the text as written.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

import nh3
from markupsafe import Markup, escape

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


ALLOWED_TAGS = frozenset(
    "a abbr b blockquote br code dd del dl dt em h4 h5 h6 hr i ins kbd li mark ol p pre q s samp small "
    "strong sub sup table tbody td tfoot th thead tr u ul var".split()
)
_ATTRIBUTES = {"a": {"href", "title"}, "abbr": {"title"}, "ol": {"start"}, "code": {"class"}}
_DROPPED_WITH_CONTENT = frozenset(
    "script style iframe noscript template textarea title object embed svg math select noembed noframes xmp".split()
)
_URL_SCHEMES = frozenset({"http", "https", "mailto"})
# The element names of HTML (a tag-like word that is none of these is the author's placeholder text)
_HTML_ELEMENTS = frozenset(
    "a abbr acronym address applet area article aside audio b base basefont bdi bdo bgsound big blink "
    "blockquote body br button canvas caption center cite code col colgroup data datalist dd del details "
    "dfn dialog dir div dl dt em embed fieldset figcaption figure font footer form frame frameset h1 h2 "
    "h3 h4 h5 h6 head header hgroup hr html i iframe image img input ins isindex kbd keygen label legend "
    "li link listing main map mark marquee math menu menuitem meta meter multicol nav nextid nobr noembed "
    "noframes noscript object ol optgroup option output p param picture plaintext portal pre progress q "
    "rb rp rt rtc ruby s samp script search section select slot small source spacer span strike strong "
    "style sub summary sup svg table tbody td template textarea tfoot th thead time title tr track tt u "
    "ul var video wbr xmp".split()
)
_TAG_NAME = re.compile(r"</?([A-Za-z][A-Za-z0-9-]*)")
# text with none of these is one plain paragraph (most descriptions): no parser needed
_MARKUP = re.compile(r"[\\`*_\[\]<>&!|~\n\r]|^\s*(?:[-+#>=]|\d+[.)])|^ {4}|\t|https?:|www\.")


@lru_cache(maxsize=2)
def _parser(linkify: bool) -> Any:
    """The CommonMark parser; with ``linkify`` a written-out http(s) URL becomes a link (not file.py:
    no fuzzy links). Text with no ``://`` takes the parser without it, which is cheaper."""
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": True, "linkify": linkify}).enable(["table", "strikethrough"])
    if linkify:
        from linkify_it import LinkifyIt

        md.enable("linkify")
        md.linkify = LinkifyIt().set({"fuzzy_link": False, "fuzzy_email": False})
    return md


def _placeholders_as_text(tokens: list[Any]) -> None:
    """Inline HTML naming no HTML element (``<string>``) becomes text, and so does a closing tag that
    closes nothing opened before it in its paragraph (``"</s>"``, a model's stop token, which a browser
    would drop); headings move down to ``h4``."""
    for token in tokens:
        if token.type in ("heading_open", "heading_close"):
            token.tag = f"h{min(int(token.tag[1]) + 3, 6)}"
        opened: dict[str, int] = {}
        for child in token.children or ():
            if child.type == "html_inline":
                m = _TAG_NAME.match(child.content)
                if m is None:
                    continue
                name = m.group(1).lower()
                if name not in _HTML_ELEMENTS:
                    child.type = "text"
                elif child.content.startswith("</"):
                    if opened.get(name):
                        opened[name] -= 1
                    else:
                        child.type = "text"
                elif not child.content.rstrip().endswith("/>"):
                    opened[name] = opened.get(name, 0) + 1


_SANITIZER = nh3.Cleaner(
    tags=set(ALLOWED_TAGS),
    attributes={k: set(v) for k, v in _ATTRIBUTES.items()},
    clean_content_tags=set(_DROPPED_WITH_CONTENT),
    url_schemes=set(_URL_SCHEMES),
    strip_comments=True,
)
"""The allowlist as one nh3 cleaner, built once: ``nh3.clean`` given the lists builds a cleaner on
every call, several times the cost of cleaning a description."""
_NO_TAGS = nh3.Cleaner(tags=set())
"""A cleaner keeping no tag (:func:`to_plain`)."""


def sanitize(html: str) -> str:
    """``html`` through the allowlist (tags, attributes and URL schemes above); links get
    ``rel="noopener noreferrer"``."""
    return _SANITIZER.clean(html)


def _render(text: str, inline: bool) -> str:
    md = _parser("://" in text)
    env: dict[str, Any] = {}
    tokens = md.parseInline(text, env) if inline else md.parse(text, env)
    _placeholders_as_text(tokens)
    return sanitize(md.renderer.render(tokens, md.options, env)).strip()


def _block(text: str) -> Markup:
    if not _MARKUP.search(text):
        return Markup(f"<p>{escape(text)}</p>")
    return Markup(_render(text, inline=False))


def _inline(text: str) -> Markup:
    if not _MARKUP.search(text):
        return escape(text)
    return Markup(_render(text, inline=True))


def to_html(value: Any) -> Markup:
    """Spec text (CommonMark) as sanitized HTML blocks; ``""`` for no text."""
    text = str(value).strip() if value is not None else ""
    return _block(text) if text else Markup("")


def to_html_inline(value: Any) -> Markup:
    """Spec text as sanitized inline HTML (one line: whitespace folded, no paragraphs)."""
    text = " ".join(str(value).split()) if value is not None else ""
    return _inline(text) if text else Markup("")


def to_plain(value: Any) -> str:
    """What :func:`to_html_inline` shows, as plain text (a page's ``<title>``): no tag, no entity."""
    return html.unescape(_NO_TAGS.clean(str(to_html_inline(value))))
