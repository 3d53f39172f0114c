"""Render stage: spec text (CommonMark with HTML in it) as safe HTML for a page, and code highlighted.

Entry points: :func:`markdown_html` ``(text) -> Markup`` (block: paragraphs, lists, tables, code) and
:func:`markdown_inline` ``(text) -> Markup`` (one line: emphasis, code spans, links), the templates'
``markdown`` and ``markdown_inline`` filters; :func:`sanitize` (the allowlist every rendered piece goes
through) and :func:`highlight` ``(code, language) -> Markup`` (Pygments, done when the site is built).

CommonMark is parsed by markdown-it-py with HTML allowed, then cleaned by nh3 (a strict allowlist):
``<br>`` stays a line break and harmless inline tags (``<b>``, ``<code>``, ``<sup>``...) stay;
``<script>``/``<style>`` go with their content, any other HTML element is unwrapped (its text kept),
event-handler and style attributes are dropped and a link keeps only an http(s), mailto or relative
URL (``javascript:`` never reaches a page). A ``<placeholder>`` that names no HTML element is text the
author meant to show (``<model_name>``) and is shown as written. Headings inside a description start
at ``<h4>`` so they never outrank the page's own. The Markdown pages keep the text as written.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from markupsafe import Markup, escape

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


@lru_cache(maxsize=1)
def _parser() -> Any:
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"])


def _placeholders_as_text(tokens: list[Any]) -> None:
    """Inline HTML naming no HTML element (``<string>``) becomes text; headings move down to ``h4``."""
    for token in tokens:
        if token.type in ("heading_open", "heading_close"):
            token.tag = f"h{min(int(token.tag[1]) + 3, 6)}"
        for child in token.children or ():
            if child.type == "html_inline":
                m = _TAG_NAME.match(child.content)
                if m is not None and m.group(1).lower() not in _HTML_ELEMENTS:
                    child.type = "text"


def sanitize(html: str) -> str:
    """``html`` through the allowlist (tags, attributes and URL schemes above); links get
    ``rel="noopener noreferrer"``."""
    import nh3

    return nh3.clean(
        html,
        tags=set(ALLOWED_TAGS),
        attributes={k: set(v) for k, v in _ATTRIBUTES.items()},
        clean_content_tags=set(_DROPPED_WITH_CONTENT),
        url_schemes=set(_URL_SCHEMES),
        strip_comments=True,
    )


def _render(text: str, inline: bool) -> str:
    md = _parser()
    env: dict[str, Any] = {}
    tokens = md.parseInline(text, env) if inline else md.parse(text, env)
    _placeholders_as_text(tokens)
    return sanitize(md.renderer.render(tokens, md.options, env)).strip()


@lru_cache(maxsize=8192)
def _block(text: str) -> Markup:
    if not _MARKUP.search(text):
        return Markup(f"<p>{escape(text)}</p>")
    return Markup(_render(text, inline=False))


@lru_cache(maxsize=8192)
def _inline(text: str) -> Markup:
    if not _MARKUP.search(text):
        return escape(text)
    return Markup(_render(text, inline=True))


def markdown_html(value: Any) -> Markup:
    """Spec text (CommonMark) as sanitized HTML blocks; ``""`` for no text."""
    text = str(value).strip() if value is not None else ""
    return _block(text) if text else Markup("")


def markdown_inline(value: Any) -> Markup:
    """Spec text as sanitized inline HTML (one line: whitespace folded, no paragraphs)."""
    text = " ".join(str(value).split()) if value is not None else ""
    return _inline(text) if text else Markup("")


@lru_cache(maxsize=4096)
def plain_text(value: Any) -> str:
    """What :func:`markdown_inline` shows, as plain text (a page's ``<title>``): no tag, no entity."""
    import html

    import nh3

    return html.unescape(nh3.clean(str(markdown_inline(value)), tags=set()))


_LEXER_NAMES = {"curl": "bash", "sh": "bash", "shell": "bash", "js": "javascript", "node": "javascript", "py": "python"}


@lru_cache(maxsize=32)
def _lexer(language: str) -> Any:
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound

    try:
        return get_lexer_by_name(_LEXER_NAMES.get(language, language), stripnl=False, ensurenl=False)
    except ClassNotFound:
        return None


def _css_class(ttype: Any) -> str:
    from pygments.token import STANDARD_TYPES

    while ttype not in STANDARD_TYPES:
        ttype = ttype.parent
    css = STANDARD_TYPES[ttype]
    return "" if css == "w" else css


def highlight(code: str, language: str) -> Markup:
    """``code`` as HTML spans with Pygments' short token classes (``k``, ``s2``, ...), no wrapper, escaped
    as every other text of the page; plain escaped text for a language Pygments does not know."""
    lexer = _lexer(language)
    if lexer is None:
        return escape(code)
    out: list[str] = []
    run, run_class = [], ""
    for ttype, value in lexer.get_tokens(code):
        css = _css_class(ttype)
        if css != run_class and run:
            text = "".join(run)
            out.append(f'<span class="{run_class}">{escape(text)}</span>' if run_class else str(escape(text)))
            run = []
        run_class = css
        run.append(value)
    if run:
        text = "".join(run)
        out.append(f'<span class="{run_class}">{escape(text)}</span>' if run_class else str(escape(text)))
    return Markup("".join(out))


def highlight_styles(selector: str, dark: tuple[str, str]) -> str:
    """The CSS of the token classes: a light style under ``selector``, and a dark one under each of
    ``dark`` (``(forced by the toggle, following the system)``), the latter inside a
    ``prefers-color-scheme: dark`` query. Made when the site is built; the page needs no script."""
    from pygments.formatters import HtmlFormatter

    def rules(style: str, prefix: str) -> list[str]:
        css = HtmlFormatter(style=style).get_style_defs(prefix)
        return [line.split(" /*")[0] for line in css.splitlines() if line.startswith(prefix + " .") and "background" not in line
                and ".hll" not in line and "linenos" not in line]

    forced, system = dark
    return "\n".join(
        rules("default", selector) + rules("github-dark", forced)
        + ["@media (prefers-color-scheme: dark) {"] + rules("github-dark", system) + ["}"]
    ) + "\n"


class CachedHighlight:
    """:func:`highlight` remembering its output in ``folder`` (optional; one file per code block and
    language, named by their hash and Pygments' version), so a rerun over an unchanged site lexes
    nothing again. Safe for many processes: a file is written under a temporary name, then renamed."""

    def __init__(self, folder: str | None) -> None:
        self.folder = folder
        self._version = ""
        if folder:
            from importlib.metadata import version

            self._version = version("pygments")

    def __call__(self, code: str, language: str) -> Markup:
        if not self.folder:
            return highlight(code, language)
        import hashlib
        import os

        name = hashlib.sha256(f"{self._version}\0{language}\0{code}".encode("utf-8", "surrogatepass")).hexdigest()
        path = os.path.join(self.folder, name[:2], name[2:] + ".html")
        try:
            with open(path, encoding="utf-8") as fh:
                return Markup(fh.read())
        except OSError:
            pass
        out = highlight(code, language)
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            part = f"{path}.{os.getpid()}.part"
            with open(part, "w", encoding="utf-8") as fh:
                fh.write(out)
            os.replace(part, path)
        except OSError:
            pass  # a cache that cannot be written is only slower
        return out
