"""Render stage: every filter and global the templates use, in one table each.

Entry points: :data:`FILTERS` and :data:`GLOBALS`, registered on the one environment by
:func:`generator.render.environment.environment`. A template filter is added here, nowhere else.
"""

from __future__ import annotations

import ast
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


Brackets = tuple[str, str, list[tuple[str, str, "Brackets | None"]]]


def _brackets(expr: str) -> Brackets | None:
    """A Python subscript ``Head[A, B]``, call ``Head(a, b=c)`` or dict ``{"k": v}`` as its head, its
    opening bracket and its members, each as (what leads it, its value, the value's own brackets or
    None): ``("Head", "(", [("", "a", None), ("b=", "c", None)])``, every text as written in ``expr``
    (read by Python's parser, once for the whole nest); None for any other expression."""
    if "\n" in expr:
        return None
    try:
        node = ast.parse(expr, mode="eval").body
    except SyntaxError:
        return None
    return _split(node, expr.encode())  # one line: a node's offsets are UTF-8 byte offsets into it


def _split(node: ast.expr, source: bytes) -> Brackets | None:
    def text_of(item: ast.expr) -> str:
        return source[item.col_offset : item.end_col_offset].decode()

    members: list[tuple[str, ast.expr]] = []
    head = ""
    if isinstance(node, ast.Subscript):
        opening, head = "[", text_of(node.value)
        members = [("", item) for item in (node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice])]
    elif isinstance(node, ast.Call):
        opening, head = "(", text_of(node.func)
        members = [("", item) for item in node.args] + [(f"{k.arg}=", k.value) for k in node.keywords if k.arg]
        if len(members) != len(node.args) + len(node.keywords):
            return None
        members.sort(key=lambda m: (m[1].lineno, m[1].col_offset))
    elif isinstance(node, ast.Dict) and None not in node.keys:
        opening = "{"
        for key, value in zip(node.keys, node.values):
            if key is None:
                return None
            members.append((f"{text_of(key)}: ", value))
    else:
        return None
    if not members:
        return None
    return head, opening, [(lead, text_of(value), _split(value, source)) for lead, value in members]


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
    "brackets": _brackets,  # an expression's outer brackets and members, for the macro that lays them out
    # string and value literals per language (the SDK's Python and the code samples): pystr, js_single, ...
    **LITERALS,
}


GLOBALS: dict[str, Any] = {}
