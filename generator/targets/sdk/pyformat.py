"""SDK target: the generated Python files in black's style, formatted by black where they need it.

Entry points: :func:`format_files` ``({path: text}) -> {path: text}`` (the render driver calls it on each
share of files, in the worker pool) and :func:`black_format` (black's API with revgen's fixed
:data:`MODE`). The templates write black's style, except that a line holding values from the spec (a
type, an import list, a call's arguments) may be longer than black's limit. Such a line is written
out here in black's exploded form, which black keeps as it is: the line's last bracket (a ``def``'s
first, an ``import``'s added) is opened with one item per line and a trailing comma (black's *magic
trailing comma*), each item laid out again if still too long; a lone value after ``=`` or ``:`` goes in
parentheses on a line of its own. A file in which a code line is still too long (a form this does not
write) is formatted by black itself, whole. ``tests/sdk/test_sdk_black.py`` runs ``black --check`` on the
SDKs of real specs.
"""

from __future__ import annotations

import re
from typing import Any

import black

LINE_LENGTH = 88
MODE = black.Mode(line_length=LINE_LENGTH)
"""Black's settings for the generated code: its defaults (a generated ``pyproject.toml`` sets none)."""

_LONG_LINE = re.compile(f"^.{{{LINE_LENGTH + 1},}}$", re.M)
# a token of one line of generated code: a string (any prefix, quote and escapes), a bracket, a comma,
# a name or number, or any other character
_TOKEN = re.compile(r"""[A-Za-z]{0,2}("|')(?:[^"'\\]|\\.|(?!\1)["'])*\1|[()\[\]{},]|[\w.]+|\s+|.""")
_OPEN = {"(": ")", "[": "]", "{": "}"}
_OPERATORS = frozenset({"if", "else", "and", "or", "not", "in", "is", "+", "-", "*", "/", "%", "|", "&", "@", "<", ">"})


def black_format(text: str) -> str:
    """``text`` formatted by black with :data:`MODE`."""
    return black.format_str(text, mode=MODE)


def long_lines(text: str) -> list[int]:
    """Indexes of the code lines of ``text`` longer than black's limit: not inside a triple-quoted
    string (an odd count of ``\"\"\"`` before the line), not holding one, not a comment."""
    out: list[int] = []
    line = quotes = at = 0
    for m in _LONG_LINE.finditer(text):
        start = m.start()
        line += text.count("\n", at, start)
        quotes += text.count('"""', at, start)
        at = start
        body = m.group(0)
        if not quotes % 2 and '"""' not in body and not body.lstrip().startswith("#"):
            out.append(line)
    return out


def format_files(files: dict[str, str]) -> dict[str, str]:
    """``files`` with every ``.py`` file in black's style: long lines laid out, and a file still
    holding a long code line that black could split formatted by black."""
    out = dict(files)
    laid: dict[str, tuple[list[str], bool]] = {}  # a long line comes again and again (sync and async twins)
    for path, text in files.items():
        if not path.endswith(".py"):
            continue
        long = long_lines(text)
        if not long:
            continue
        lines = text.split("\n")
        to_black = False
        for i in reversed(long):
            found = laid.get(lines[i])
            if found is None:
                new = layout(lines[i])
                found = laid[lines[i]] = new, any(len(n) > LINE_LENGTH and _splittable(n) for n in new)
            lines[i : i + 1] = found[0]
            to_black = to_black or found[1]
        text = "\n".join(lines)
        out[path] = black_format(text) if to_black else text
    return out


def _splittable(line: str) -> bool:
    """Whether black could split the long code ``line``: one with a bracket, or a statement (not an
    item of a bracket: ``"key": "value",``, ``Name as Name,``; not a bracket's first or last line)
    with an ``=`` or an annotation. A string alone stays long with black too."""
    code = line.strip()
    spans = _tokens(code)
    if spans is None:  # a bracket opened or closed on another line: a head or a tail
        code = code.rstrip("([{").lstrip(")]}")
        spans = _tokens(code)
    tokens = {code[a:b] for a, b in spans} if spans is not None else {"("}
    return bool(
        tokens & {"(", "[", "{"}
        or (not code.endswith((",", "(", "[", "{")) and tokens & {"=", ":"})
        or (code.endswith(",") and tokens & _OPERATORS)
    )


def _tokens(code: str) -> list[tuple[int, int]] | None:
    """The spans of the tokens of one line of code, spaces left out; None when its brackets do not
    pair up."""
    spans = [m.span() for m in _TOKEN.finditer(code) if not m.group().isspace()]
    depth = 0
    for a, b in spans:
        t = code[a:b]
        if t in _OPEN:
            depth += 1
        elif t in ")]}":
            depth -= 1
            if depth < 0:
                return None
    return spans if depth == 0 else None


def layout(line: str) -> list[str]:
    """One line of code as black would keep it: itself when it fits, else exploded (see the module
    docstring); itself too when it is of no form written here."""
    indent = len(line) - len(line.lstrip(" "))
    if len(line) <= LINE_LENGTH:
        return [line]
    code = line[indent:]
    pad = " " * indent
    if code.startswith("from ") and " import " in code and "(" not in code:
        code, hash, comment = code.partition("  # ")
        head, names = code.split(" import ", 1)
        return _explode(pad, f"{head} import (", names.split(", "), ")" + hash + comment, comma=True)
    closers = len(code) - len(code.lstrip(")]}"))  # the end of a bracket opened on an earlier line
    spans = _tokens(code[closers:])
    if spans is not None:
        spans = [(0, closers)] * bool(closers) + [(a + closers, b + closers) for a, b in spans]
    if spans is None:
        return [line]
    tokens = [code[a:b] for a, b in spans]
    if "#" in tokens:
        return [line]
    if closers and len(tokens) < 3:
        return [line]
    item = tokens[-1] == ","
    if item and _depth0_tokens(tokens) & _OPERATORS:
        return _parenthesized(pad, code, spans, tokens, item) or [line]
    if tokens[0] in ("def", "async", "class"):
        at = next((k for k, t in enumerate(tokens) if t == "("), None)
    else:
        at = _last_open(tokens)
    if at is None or (not item and _lone_value(tokens, at)):
        wrapped = _parenthesized(pad, code, spans, tokens, item)
        if wrapped is not None or at is None:
            return wrapped or [line]
        at = _last_open(tokens[: _depth0(tokens, "=")])
        if at is None:
            return [line]
    eq = _depth0(tokens, "=")
    if len(pad) + len(code[: spans[at][1]]) > LINE_LENGTH and not item and eq is not None and eq < at:
        # the value's bracket opens too far right: the value in parentheses on a line of its own when
        # it fits there, else the target's own last bracket opened
        target, value = code[: spans[eq][1]], code[spans[eq + 1][0] :]
        if len(pad) + len(target) + 2 <= LINE_LENGTH and len(pad) + 4 + len(value) <= LINE_LENGTH:
            return [f"{pad}{target} (", f"{pad}    {value}", f"{pad})"]
        at = _last_open(tokens[:eq])
        if at is None:
            return [line]
    close = _closing(tokens, at)
    head, tail = code[: spans[at][1]], code[spans[close][0] :]
    if len(pad) + len(head) > LINE_LENGTH:
        return [line]
    items = [code[spans[a][0] : spans[b - 1][1]] for a, b in _split_items(tokens, at + 1, close)]
    if not items:
        return [line]
    before = tokens[at - 1] if at else ""
    subscript = tokens[at] == "[" and bool(before) and before not in ("=", ",", "(", "[", "{", ":", "->", "return")
    bare = tokens[at] == "(" and not (before and re.match(r"\w", before[-1]) or before in (")", "]"))
    comma = len(items) > 1 or not (subscript or bare)
    return _explode(pad, head, items, tail, comma=comma)


def _explode(pad: str, head: str, items: list[str], tail: str, *, comma: bool) -> list[str]:
    out = [pad + head]
    for k, item in enumerate(items):
        sep = "," if comma or k < len(items) - 1 else ""
        out += layout(f"{pad}    {item}{sep}")
    out.append(pad + tail)
    return out


def _last_open(tokens: list[str]) -> int | None:
    """The opening bracket of the last bracket pair at depth 0."""
    depth = 0
    for k in range(len(tokens) - 1, -1, -1):
        t = tokens[k]
        if t in ")]}":
            depth += 1
        elif t in _OPEN:
            depth -= 1
            if depth == 0:
                return k
    return None


def _closing(tokens: list[str], at: int) -> int:
    depth = 0
    for k in range(at, len(tokens)):
        if tokens[k] in _OPEN:
            depth += 1
        elif tokens[k] in ")]}":
            depth -= 1
            if depth == 0:
                return k
    raise ValueError("unbalanced brackets")


def _split_items(tokens: list[str], start: int, end: int) -> list[tuple[int, int]]:
    """The items of ``tokens[start:end]`` (a bracket's content) as token ranges, cut at its depth-0
    commas (a trailing comma ends the last item)."""
    items: list[tuple[int, int]] = []
    depth, first = 0, start
    for k in range(start, end):
        t = tokens[k]
        if t == "," and depth == 0:
            items.append((first, k))
            first = k + 1
            continue
        if t in _OPEN:
            depth += 1
        elif t in ")]}":
            depth -= 1
    items.append((first, end))
    return [(a, b) for a, b in items if b > a]


def _depth0(tokens: list[str], wanted: str) -> int | None:
    """The last depth-0 ``wanted`` token."""
    depth, found = 0, None
    for k, t in enumerate(tokens):
        if t in _OPEN:
            depth += 1
        elif t in ")]}":
            depth -= 1
        elif t == wanted and depth == 0:
            found = k
    return found


def _depth0_tokens(tokens: list[str], keep_order: bool = False) -> Any:
    """The tokens outside every bracket (a set, or with ``keep_order`` a list)."""
    depth, out = 0, []
    for t in tokens:
        if t in _OPEN:
            depth += 1
        elif t in ")]}":
            depth -= 1
        elif depth == 0:
            out.append(t)
    return out if keep_order else set(out)


def _lone_value(tokens: list[str], at: int) -> bool:
    """Whether the statement is ``target = value`` (or ``name: T = value``) whose value, after the
    last depth-0 ``=``, is one name or string, with the last bracket before it."""
    eq = _depth0(tokens, "=")
    return eq is not None and eq > at and len(tokens) == eq + 2


def _parenthesized(pad: str, code: str, spans: list[tuple[int, int]], tokens: list[str], item: bool) -> list[str] | None:
    """``head = (`` (or ``name: (``), the lone value on its own line, then ``)``: black's way with a
    statement whose value (or annotation) is one long atom. None for any other line."""
    if item:  # an expression of operators (``A if stream else B,``): black puts it in parentheses
        if not _depth0_tokens(tokens) & _OPERATORS:
            return None
        keyword = len(tokens) > 3 and tokens[1] == "=" and tokens[2] != "="  # a call's ``name=value``
        start = spans[2][0] if keyword else 0
        head, inner = code[:start] + "(", code[start : spans[-1][0]].rstrip()
        if len(pad) + 4 + len(inner) <= LINE_LENGTH:
            return [f"{pad}{head}", f"{pad}    {inner}", f"{pad}),"]
        words = _depth0_tokens(tokens, keep_order=True)
        if words.count("if") != 1 or words.count("else") != 1 or set(words) & (_OPERATORS - {"if", "else"}):
            return None
        at_if, at_else = (spans[_depth0(tokens, word) or 0][0] - start for word in ("if", "else"))
        if not 0 < at_if < at_else:
            return None
        parts = [inner[:at_if].rstrip(), inner[at_if:at_else].rstrip(), inner[at_else:]]
        laid = [row for part in parts for row in layout(f"{pad}    {part}")]
        if any(len(row) > LINE_LENGTH for row in laid):
            return None
        return [f"{pad}{head}", *laid, f"{pad}),"]
    eq = _depth0(tokens, "=")
    at = eq if eq is not None else (1 if len(tokens) == 3 and tokens[1] == ":" else None)
    if at is None or len(tokens) != at + 2:
        return None
    head = code[: spans[at][1]]
    if len(pad) + len(head) + 2 > LINE_LENGTH:
        return None
    return [f"{pad}{head} (", f"{pad}    {tokens[-1]}", f"{pad})"]
