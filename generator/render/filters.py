"""Render stage: every filter and global the templates use, in one table each.

Entry points: :data:`FILTERS` and :data:`GLOBALS`, registered on the one environment by
:func:`generator.render.environment.environment`. A template filter is added here, nowhere else.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from generator.markdown import link_text, text as md_text, to_html, to_html_inline, to_plain
from generator.render.literals import FILTERS as LITERALS, docstring_text, py_string
from generator.render.pylayout import FILTERS as LAYOUT


def _json_str(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _pystr_body(value: Any) -> str:
    """Docstring-safe text on one line."""
    return docstring_text(" ".join(str(value).split()))


FILTERS: dict[str, Callable[..., Any]] = {
    # every target
    "json_str": _json_str,  # a JSON string literal (UTF-8 kept)
    "md": md_text,  # spec text on a Markdown page: &, < and > as entities outside code spans; md(oneline=true)
    "link_text": link_text,  # text inside [...] of a Markdown link
    "markdown": to_html,  # spec text (CommonMark) on an HTML page: sanitized blocks
    "markdown_inline": to_html_inline,  # the same on one line (a list item, a table cell)
    "plain_text": to_plain,  # what markdown_inline shows, without tags (a page's <title>)
    # the SDK (templates/python)
    "pystr_body": _pystr_body,
    "tomlstr": lambda s: json.dumps(str(s)),
    "cast_target": lambda t: py_string(t) if "Annotated[" in t else t,
    # black's form of a statement the spec's names can make long: annotated, from_import, method_head, ...
    **LAYOUT,
    # string and value literals per language (the SDK's Python and the code samples): pystr, js_single, ...
    **LITERALS,
}


GLOBALS: dict[str, Any] = {}
