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
from typing import Any, Callable

LINE_LENGTH = 88

_IMPORT = re.compile(r"^(\s*)(from \S+ import) ([\w, ]+?)((?:  # .*)?)$")
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
    try:
        root, pos = _node(tokens, 0)
    except (ValueError, IndexError):
        return None
    return root if pos == len(tokens) else None


def _node(tokens: list[str], pos: int) -> tuple[Any, int]:
    """The expression starting at ``tokens[pos]`` and the position after it (a plain function: a
    recursive closure would be a reference cycle, garbage for the collector, per line)."""
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
            child, pos = _node(tokens, pos)
            children.append(child)
            if pos < len(tokens) and tokens[pos] == ",":
                pos += 1
        if pos >= len(tokens):
            raise ValueError
        closer = tokens[pos]
        pos += 1
        return [head, opener, children, closer], pos
    return head, pos


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
        return _split_type("", m.group(1), m.group(2), "")
    m = _PARAM_NOT_GIVEN.match(line) or _FIELD_BARE.match(line)
    if m:
        return _split_type(*m.groups())
    m = _FIELD_NONE.match(line)
    if m:
        pad, name, type_, default = m.groups()
        if _fits(f"{pad}{name}{type_} = ("):
            return None  # black wraps the default in parentheses instead
        return _split_type(pad, name, type_, default)
    return None


def _split_type(pad: str, head: str, type_: str, tail: str) -> list[str] | None:
    """``pad + head + type_ + tail`` split where black splits it, at the type's last bracket; None for a
    type without brackets."""
    tree = _parse(type_)
    return _explode(tree, pad, head, tail) if isinstance(tree, list) else None


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
        pad, head, names, comment = m.groups()  # a trailing comment follows the closing bracket
        return [f"{pad}{head} ("] + [f"{pad}    {n.strip()}," for n in names.split(",")] + [f"{pad}){comment}"]
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
    return split_expression(line)


# --- units: long lines whose place in the file is known (``formatting.classify``) -------------------
_ATOM = r'(?:"[^"\\]*"|[A-Za-z_][\w.]*|-?\d[\d.]*)'
_FLAT_ITEM = re.compile(rf"^(?:\w+=|{_ATOM}: )?{_ATOM}$")  # a, k=a, "k": a (a: a plain string, name or number)
_CLOSE = {"[": "]", "{": "}", "(": ")"}


def _flat(inner: str) -> list[str] | None:
    """The items of a bracket's content ``a, k=b, "k": c`` when every item is a plain atom (no
    brackets, no escapes), else None."""
    items = re.findall(r'"[^"\\]*"|[^",]+|,', inner)
    if "".join(items) != inner:
        return None
    out: list[str] = []
    current = ""
    for tok in items:
        if tok == ",":
            out.append(current)
            current = ""
        else:
            current += tok
    out.append(current)
    out = [item[1:] if i and item.startswith(" ") else item for i, item in enumerate(out)]
    if ", ".join(out) != inner or not all(_FLAT_ITEM.match(item) for item in out):
        return None
    return out


def _split_flat(pad: str, head: str, items: list[str], tail: str, literal: bool) -> list[str] | None:
    """Black's right-hand split of ``pad + head + items + tail`` at the bracket ending ``head``: a
    call's or subscript's items on one line when they fit, else one per line with a trailing comma; a
    list or dict literal of two or more items always one per line."""
    inner = pad + "    "
    if not (_fits(pad + head) and _fits(pad + tail)):
        return None
    joined = ", ".join(items)
    if len(items) == 1 or (not literal and _fits(inner + joined)):
        return [pad + head, inner + joined, pad + tail] if _fits(inner + joined) else None
    return [pad + head, *(f"{inner}{item}," for item in items), pad + tail]  # a too long atom stays long


def _def_header(pad: str, head: str, params: str, tail: str) -> list[str] | None:
    """``def name(self, a: A) -> T:``: black's left-hand split; a return type without brackets stays
    on the last line."""
    inner = pad + "    "
    names = params.split(", ")
    if len(names) == 1:
        body = [f"{inner}{params},"]
    elif _fits(inner + params):
        body = [inner + params]
    else:
        body = [f"{inner}{name}," for name in names]
    return [pad + head, *body, pad + tail] if all(_fits(x) for x in [pad + head, *body]) else None


def _call_stmt(pad: str, lhs: str, annotation: str | None, call: str, inner: str) -> list[str] | None:
    """``x = f(a, k=b)``, ``x: T = f(a)`` and ``return f(a)``."""
    items = _flat(inner)
    if items is None:
        return None
    if _fits(pad + lhs + call) or lhs == "return ":
        return _split_flat(pad, lhs + call, items, ")", literal=False)
    rhs = f"{call}{inner})"
    if _fits(f"{pad}{lhs}(") and _fits(f"{pad}    {rhs}"):  # the value alone in parentheses
        return [f"{pad}{lhs}(", f"{pad}    {rhs}", f"{pad})"]
    tree = _parse(annotation or "")
    if isinstance(tree, list):  # else the annotation's last bracket is split
        out = _explode(tree, pad, lhs[: lhs.index(":") + 2], f" = {rhs}")
        return out if out is not None and _fits(out[-1]) else None
    return None


def _literal(pad: str, head: str, opener: str, inner: str, closer: str) -> list[str] | None:
    """Statements ``x = [a, b]`` / ``x = {"k": a}`` and items ``k=[a, b],`` / ``(a, b),`` (an item's
    ``closer`` carries its comma)."""
    if _CLOSE[opener] != closer[0]:
        return None
    items = _flat(inner)
    if items is None or (opener == "(" and len(items) < 2):  # parentheses around one item: not a tuple
        return None
    return _split_flat(pad, head + opener, items, closer, literal=True)


def _call_item(pad: str, head: str, inner: str, tail: str) -> list[str] | None:
    """An argument ``f(a, k=b),`` or ``k=f(a),``."""
    items = _flat(inner)
    return None if items is None else _split_flat(pad, head, items, tail, literal=False)


def _none_field(pad: str, head: str) -> list[str] | None:
    """A field ``x: T[...] = None`` whose default black puts in parentheses."""
    return [f"{pad}{head} = (", f"{pad}    None", f"{pad})"] if _fits(f"{pad}{head} = (") else None


_Build = Callable[..., "list[str] | None"]

# Per kind of unit, the shapes whose black output is known: (pattern, builder called with the groups).
# The first pattern that matches decides; the shapes of one kind exclude each other.
_UNIT_SHAPES: dict[str, tuple[tuple[re.Pattern[str], _Build], ...]] = {
    "header": ((re.compile(r"^(\s*)((?:async )?def \w+\()([\w ,:.*]+)(\) -> [\w.]+:)$"), _def_header),),
    "stmt": (
        (re.compile(r"^(\s*)(return |\w+(?:: ([^=]+))? = )([A-Za-z_][\w.]*\()(.*)\)$"), _call_stmt),
        (re.compile(r"^(\s*)(\w+(?:: [^=]+)? = )([\[{])(.*)([\]}])$"), _literal),
        (re.compile(r"^(\s*)(\w+: \w+\[.+\]) = None$"), _none_field),
    ),
    "item": (
        (re.compile(r"^(\s*)((?:\w+=)?[A-Za-z_][\w.]*\()(.*)(\),)$"), _call_item),
        (re.compile(r"^(\s*)((?:\w+=)?)([\[{(])(.*)([\]})],)$"), _literal),
        (re.compile(r"^(\s*)((?:\w+: )?)(\w+\[.+\])(,)$"), _split_type),  # a parameter `name: T[...],`
    ),
    "close": ((re.compile(r"^(\s*)(\) -> )(\w+\[.+\])(:)$"), _split_type),),  # a signature's `) -> T[...]:`
}


def split_unit(kind: str, line: str) -> list[str] | None:
    """Black's lines for a long line of a known kind (``header``, ``stmt``, ``item``, ``close``: see
    ``formatting.Unit``) in one of the generated shapes of ``_UNIT_SHAPES``, or None when black must
    decide."""
    for pattern, build in _UNIT_SHAPES.get(kind, ()):
        m = pattern.match(line)
        if m:
            return build(*m.groups())
    return None
