"""Render stage: generated Python's layout, black's form of a statement that a spec's names can make long.

Entry points: :data:`FILTERS`, the template filters the SDK templates (``templates/python``) call to
write such a statement (:func:`annotated`, :func:`from_import`, :func:`method_head`, :func:`by_stream`,
:func:`tuple_item`, :func:`text_block`, :func:`wrapper_line`), and :func:`brackets` (an expression's
outer brackets and members, read with Python's parser). Each returns the statement on one line when
that fits black's limit (:data:`LIMIT`), else split as black splits it; the templates write every
other line in black's form themselves. Plain string work in Python: a template that decided each line's
layout itself compiled and rendered far slower (benchmarks/README.md, "sdk-speed-s16").
"""

from __future__ import annotations

import ast
from typing import Any, Literal

from jinja2.filters import do_indent

LIMIT = 88
"""Black's line length for the generated code: its default (a generated ``pyproject.toml`` sets none);
the templates' layout here and the check that sends a file to black (``targets/sdk/pyformat.py``) both
read it."""

Brackets = tuple[str, str, list[tuple[str, str, "Brackets | None"]]]
_CLOSING = {"[": "]", "(": ")", "{": "}"}


def brackets(expr: str) -> Brackets | None:
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


def text_block(text: str, n: int) -> str:
    """``text`` as a triple-quoted string whose lines after the first are indented by ``n`` spaces
    (blank lines stay empty), so black leaves it unchanged."""
    if "\n" in text:
        return f'"""{do_indent(text, n)}\n{" " * n}"""'
    return f'"""{text}"""'


def from_import(module: str, names: list[str], indent: int = 0, comment: str = "") -> str:
    """``from MODULE import NAMES`` as black keeps it: more than one name (they come from the spec) one a
    line with a trailing comma (black's magic trailing comma), one name on the line unless that is
    longer than black's limit; ``indent`` spaces before it (an import inside a block), ``comment`` after."""
    pad = " " * indent
    if len(names) == 1:
        line = f"{pad}from {module} import {names[0]}{comment}"
        if len(line) <= LIMIT:
            return line
    return f"{pad}from {module} import (\n{_one_a_line(pad, names)}{pad}){comment}"


def method_head(name: str, returns: str, params: str = "") -> str:
    """``def NAME(self, PARAMS) -> RETURNS:`` in a class (``params``: the text after ``self``); when longer
    than black's limit the parameters on a line of their own (black's form), ``self,`` alone when there
    are no others."""
    line = f"    def {name}(self{params}) -> {returns}:"
    if len(line) <= LIMIT:
        return line
    return f"    def {name}(\n        self{params or ','}\n    ) -> {returns}:"


def annotated(t: str, indent: int, head: str, tail: str = "", value: str = "",
              parts: Brackets | Literal[False] | None = None) -> str:
    """``HEAD TYPE TAIL`` (a parameter, a field, a return annotation, a call's argument) ``indent`` spaces
    in, ``= VALUE`` after the type of an annotated assignment (a model's field): on one line when that
    fits black's limit; else as black keeps it: a call as value (``Field(...)``) opened when ``= Field(``
    fits, else the value in parentheses on its own line (itself laid out so) when ``= (`` fits, else the
    type's outer brackets opened with ``] = VALUE`` after them (a call opened again when that line is too
    long; a field's bracketless type in parentheses on its own line); opened brackets hold one member a
    line, with a trailing comma when there are several (black's magic trailing comma), each member laid
    out the same way. ``parts``: the type's :func:`brackets` when known (False: it has none)."""
    pad = " " * indent
    assigned = f" = {value}" if value else ""
    line = f"{pad}{head}{t}{assigned}{tail}"
    if len(line) <= LIMIT:
        return line
    call = brackets(value) if value.endswith(")") else None
    if call and len(f"{pad}{head}{t} = {call[0]}(") <= LIMIT:
        return f"{pad}{head}{t} = {call[0]}(\n{_members(pad, call)}{pad}){tail}"
    if value and len(f"{pad}{head}{t} = (") <= LIMIT:
        return f"{pad}{head}{t} = (\n{annotated(value, indent + 4, '', parts=call)}\n{pad}){tail}"
    if parts is None:
        parts = brackets(t)
    if parts and (parts[1] == "[" or not value):
        closing = pad + _CLOSING[parts[1]]
        comma = "," if len(parts[2]) > 1 or parts[1] != "[" else ""
        out = [f"{pad}{head}{parts[0]}{parts[1]}\n"]
        for lead, member_text, member_parts in parts[2]:
            member = f"{pad}    {lead}{member_text}{comma}"
            out.append(member if len(member) <= LIMIT
                       else annotated(member_text, indent + 4, lead, comma, parts=member_parts or False))
            out.append("\n")
        if call and len(closing + assigned + tail) > LIMIT:
            out.append(f"{closing} = {call[0]}(\n{_members(pad, call)}{pad}){tail}")
        else:
            out.append(closing + assigned + tail)
        return "".join(out)
    if not parts and not tail and not value and head.endswith((": ", " = ")) and len(f"{pad}    {t}") <= LIMIT:
        return f"{pad}{head}(\n{pad}    {t}\n{pad})"
    return line


def _members(pad: str, call: Brackets) -> str:
    """An opened call's arguments, one a line (:func:`_one_a_line`)."""
    return _one_a_line(pad, [lead + text for lead, text, _ in call[2]])


def _one_a_line(pad: str, members: list[Any]) -> str:
    """Opened brackets' ``members``, one a line after ``pad`` and four spaces, each with its comma (black's
    magic trailing comma on the last)."""
    return "".join(f"{pad}    {m},\n" for m in members)


def by_stream(pair: Any, indent: int, head: str) -> str:
    """``HEAD A if stream else B,`` (a call's argument) ``indent`` spaces in, as black writes it: on one
    line when that fits, else the value in parentheses, on its own line or split before ``if`` and
    ``else``."""
    pad = " " * indent
    value = f"{pair[0]} if stream else {pair[1]}"
    if len(f"{pad}{head}{value},") <= LIMIT:
        return f"{pad}{head}{value},"
    if len(f"{pad}    {value}") <= LIMIT:
        return f"{pad}{head}(\n{pad}    {value}\n{pad}),"
    return f"{pad}{head}(\n{pad}    {pair[0]}\n{pad}    if stream\n{pad}    else {pair[1]}\n{pad}),"


def tuple_item(values: list[Any], indent: int) -> str:
    """``(A, B, ...),``: an item of a list, ``indent`` spaces in; one item a line when longer than black's
    limit."""
    pad = " " * indent
    line = f"{pad}({', '.join(map(str, values))}),"
    if len(line) <= LIMIT:
        return line
    return f"{pad}(\n{_one_a_line(pad, values)}{pad}),"


def wrapper_line(name: str) -> str:
    """``self.NAME = wrap(resource.NAME)`` in a response wrapper class, split as black splits it when long
    (method names are at most 64 characters, so the split lines always fit)."""
    line = f"        self.{name} = wrap(resource.{name})"
    if len(line) <= LIMIT:
        return line
    return f"        self.{name} = wrap(\n            resource.{name}\n        )"


FILTERS: dict[str, Any] = {
    "annotated": annotated,
    "brackets": brackets,
    "by_stream": by_stream,
    "from_import": from_import,
    "method_head": method_head,
    "text_block": text_block,
    "tuple_item": tuple_item,
    "wrapper_line": wrapper_line,
}
