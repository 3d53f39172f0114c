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

def _json_str(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _pystr_body(value: Any) -> str:
    """Docstring-safe text on one line."""
    return docstring_text(" ".join(str(value).split()))


MAX_REMEMBERED_VALUES = 256
"""A value literal filter remembers at most this many texts (then starts over)."""


def _per_value(literal: Callable[..., str]) -> Callable[..., str]:
    """``literal`` (a value literal: ``py_literal``, ``js_value``) remembering its text per JSON-like
    value object. A docs site prints the same request body in the samples of every operation that
    sends that schema (:func:`generator.targets.samples.sample_request` makes it once per schema and
    the templates only read it), so a body is laid out once per language, not once per operation.
    The value is kept with its text, so its id names it as long as the text is remembered; a scalar,
    or a call with more arguments, is not remembered."""
    memo: dict[int, tuple[Any, str]] = {}

    def remembered(value: Any, *args: Any, **kwargs: Any) -> str:
        if args or kwargs or type(value) not in (dict, list):
            return literal(value, *args, **kwargs)
        found = memo.get(id(value))
        if found is not None and found[0] is value:
            return found[1]
        text = literal(value)
        if len(memo) >= MAX_REMEMBERED_VALUES:
            memo.clear()
        memo[id(value)] = (value, text)
        return text

    remembered.__doc__ = literal.__doc__
    return remembered


MIN_REMEMBERED_TEXT = 256
"""A string literal filter remembers the literals of texts at least this long (request bodies)."""


def _per_text(literal: Callable[..., str]) -> Callable[..., str]:
    """``literal`` (a quoted-string filter: ``sh_single``, ``go_str``, ...) remembering the literal of
    each long text. A docs site quotes the same request body text in five languages for every
    operation that sends it (the text is made once per schema); a text is a value, so an equal text
    gets the same literal. Short texts (URLs, header values) are quoted as they come."""
    memo: dict[str, str] = {}

    def remembered(text: Any, *args: Any, **kwargs: Any) -> str:
        if args or kwargs or type(text) is not str or len(text) < MIN_REMEMBERED_TEXT:
            return literal(text, *args, **kwargs)
        found = memo.get(text)
        if found is None:
            if len(memo) >= MAX_REMEMBERED_VALUES:
                memo.clear()
            found = memo[text] = literal(text)
        return found

    remembered.__doc__ = literal.__doc__
    return remembered


FILTERS: dict[str, Callable[..., str]] = {
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
    # string and value literals per language (the SDK's Python and the code samples): pystr, js_single, ...
    **LITERALS,
    "py_literal": _per_value(LITERALS["py_literal"]),
    "js_value": _per_value(LITERALS["js_value"]),
    # the literals the code samples quote a request body's text with
    **{name: _per_text(LITERALS[name]) for name in ("sh_single", "php_single", "go_str", "java_str", "rb_double", "rb_single")},
}


GLOBALS: dict[str, Any] = {}
