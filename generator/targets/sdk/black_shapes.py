"""SDK target: black's output for a few fixed shapes of long line, computed without running black.

Entry points: :func:`split_simple` (imports, class headers, one-item lists, unsplittable items, enum
members, ``Optional`` fields, ``NOT_GIVEN`` parameters) and :func:`split_expression` (type aliases,
``name: T = None`` and ``name: T`` fields and ``name: T = NOT_GIVEN,`` parameters whose type is a
bracket-only expression: black's right-hand split, applied
recursively). Each returns the lines black would produce, or None when black itself must decide.
``tests/sdk/test_sdk_formatting.py`` compares them with black; the whole-tree checks in the SDK tests and
``benchmarks/sdk_bench.py --check`` compare every generated file.
"""

from __future__ import annotations

import re
from typing import Any

LINE_LENGTH = 88

_IMPORT = re.compile(r"^(\s*)(from \S+ import) ([\w, ]+)$")
_CLASS = re.compile(r"^(\s*)(class \w+)\((\w+)\):$")
_LIST = re.compile(r'^(\s*)(\w+ = )\[("[^"\\\\]*")\]$')


_ATOM_ITEM = re.compile(r'^\s*("[^"\\\\]*"|\w+)(: ("[^"\\\\]*"|\w+))?,$')
_ENUM_MEMBER = re.compile(r'^(\s*)(\w+) = ("[^"\\\\]*"|-?\d+)$')
_OPTIONAL_FIELD = re.compile(r"^(\s*)(\w+): Optional\[(\w+)\] = None$")
_BARE_FIELD = re.compile(r"^(\s*)(\w+): (\w+)$")
_NOT_GIVEN_PARAM = re.compile(r"^(\s*)(\w+): Union\[([\w, \[\]]+)\] = NOT_GIVEN,$")


_TOKEN = re.compile(r'"(?:[^"\\\\]|\\\\.)*"|\'(?:[^\'\\\\]|\\\\.)*\'|[\w.]+|[\[\](){},:]| +')


def _parse(text: str) -> list[Any] | None:
    """A type expression as nested lists: ``[head, open, [children...], close]`` or a leaf string."""
    tokens = [t for t in _TOKEN.findall(text) if t.strip()]
    if "".join(tokens) != text.replace(" ", "") and "".join(_TOKEN.findall(text)) != text:
        return None
    pos = 0

    def node() -> Any:
        nonlocal pos
        parts: list[str] = []
        while pos < len(tokens) and tokens[pos] not in ",)]}" and tokens[pos] not in "([{":
            parts.append(tokens[pos])
            pos += 1
        head = "".join(p + " " if p == ":" else p for p in parts)
        if pos < len(tokens) and tokens[pos] in "([{":
            opener = tokens[pos]
            pos += 1
            children = []
            while pos < len(tokens) and tokens[pos] not in ")]}":
                children.append(node())
                if pos < len(tokens) and tokens[pos] == ",":
                    pos += 1
            if pos >= len(tokens):
                raise ValueError
            closer = tokens[pos]
            pos += 1
            return [head, opener, children, closer]
        return head

    try:
        root = node()
    except (ValueError, IndexError):
        return None
    return root if pos == len(tokens) else None


def _text(node: Any) -> str:
    if isinstance(node, str):
        return node
    head, opener, children, closer = node
    return f"{head}{opener}{', '.join(_text(c) for c in children)}{closer}"


def _explode(node: Any, pad: str, prefix: str, suffix: str) -> list[str] | None:
    """Black's right-hand split of ``prefix + node + suffix`` for bracket-only expressions."""
    line = pad + prefix + _text(node) + suffix
    if _fits(line) or isinstance(node, str):
        return [line]
    head, opener, children, closer = node
    first = pad + prefix + head + opener
    if not _fits(first) or not children:
        return None
    inner = pad + "    "
    joined = ", ".join(_text(c) for c in children)
    body: list[str] | None
    if _fits(inner + joined):
        body = [inner + joined]
    elif len(children) == 1:
        body = _explode(children[0], inner, "", "")
    else:
        body = []
        for child in children:
            part = _explode(child, inner, "", ",")
            if part is None:
                return None
            body.extend(part)
    if body is None:
        return None
    return [first, *body, pad + closer + suffix]


# the shapes split_expression knows
_ALIAS = re.compile(r"^(\w+: TypeAlias = )(.+)$")
_FIELD_NONE = re.compile(r"^(\s*)(\w+: )(.+\])( = None)$")
# a keyword parameter defaulting to NOT_GIVEN, and a TypedDict field (no default), typed by a subscript
_PARAM_NOT_GIVEN = re.compile(r"^(\s*)(\w+: )(\w+\[.+\])( = NOT_GIVEN,)$")
_FIELD_BARE = re.compile(r"^(\s*)(\w+: )(\w+\[.+\])()$")


def split_expression(line: str) -> list[str] | None:
    """Black's split of a long type alias or ``name: T = None`` field whose type ends in a bracket."""
    m = _ALIAS.match(line)
    if m:
        tree = _parse(m.group(2))
        if isinstance(tree, list):
            return _explode(tree, "", m.group(1), "")
        return None
    m = _PARAM_NOT_GIVEN.match(line) or _FIELD_BARE.match(line)
    if m:
        pad, name, type_, default = m.groups()
        tree = _parse(type_)
        if isinstance(tree, list):
            return _explode(tree, pad, name, default)
        return None
    m = _FIELD_NONE.match(line)
    if m:
        pad, name, type_, default = m.groups()
        if _fits(f"{pad}{name}{type_} = ("):
            return None  # black wraps the default in parentheses instead
        tree = _parse(type_)
        if isinstance(tree, list):
            return _explode(tree, pad, name, default)
    return None


def _fits(line: str) -> bool:
    return len(line) <= LINE_LENGTH


def split_simple(line: str) -> list[str] | None:
    """Black's split of a long line of a few fixed shapes (imports, class headers, one-item lists).

    Black explodes a too-long ``from x import a, b`` one name per line with a trailing comma, and
    puts the single base of a class or the single item of a list alone on the next line.
    Anything else returns None (black itself does it).
    """
    m = _IMPORT.match(line)
    if m:
        pad, head, names = m.groups()
        return [f"{pad}{head} ("] + [f"{pad}    {n.strip()}," for n in names.split(",")] + [f"{pad})"]
    m = _CLASS.match(line)
    if m:
        pad, head, base = m.groups()
        return [f"{pad}{head}(", f"{pad}    {base}", f"{pad}):"]
    m = _LIST.match(line)
    if m:
        pad, head, item = m.groups()
        return [f"{pad}{head}[", f"{pad}    {item}", f"{pad}]"]
    if _ATOM_ITEM.match(line):
        return [line]  # nothing black could split
    m = _ENUM_MEMBER.match(line)
    if m:
        pad, name, value = m.groups()
        if _fits(f"{pad}{name} = (") and _fits(f"{pad}    {value}"):
            return [f"{pad}{name} = (", f"{pad}    {value}", f"{pad})"]
        return None
    m = _OPTIONAL_FIELD.match(line)
    if m:
        pad, name, type_ = m.groups()
        if _fits(f"{pad}{name}: Optional[{type_}] = ("):
            return [f"{pad}{name}: Optional[{type_}] = (", f"{pad}    None", f"{pad})"]
        return [f"{pad}{name}: Optional[", f"{pad}    {type_}", f"{pad}] = None"]
    m = _BARE_FIELD.match(line)
    if m:
        pad, name, type_ = m.groups()
        if _fits(f"{pad}    {type_}"):
            return [f"{pad}{name}: (", f"{pad}    {type_}", f"{pad})"]
        return None
    m = _NOT_GIVEN_PARAM.match(line)
    if m:
        pad, name, body = m.groups()
        if _fits(f"{pad}    {body}") and _fits(f"{pad}{name}: Union["):
            return [f"{pad}{name}: Union[", f"{pad}    {body}", f"{pad}] = NOT_GIVEN,"]
        return None
    return split_expression(line)
