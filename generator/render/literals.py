"""Render stage: string and value literals for each language a target writes code in (the SDK's
Python, the code samples' seven languages).

Entry points: :data:`FILTERS` (registered as Jinja filters by :mod:`generator.render.filters`),
:func:`py_string` (the one Python string literal) and :func:`docstring_text` (a docstring's body), used by
the SDK's contexts too. Every value taken from a spec (URL, header names and values, JSON bodies, wire
names) goes into generated code only through one of these, so no spec text can end a string literal early, start an interpolation (PHP ``$``, Ruby
``#{``) or trigger an escape the language processes before parsing (Java ``\\u``).
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable

_CONTROL = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


class _Escapes(dict[int, str]):
    """A ``str.translate`` table for one language's quoted string: each character in ``special`` is
    backslash-escaped, ``\\n``/``\\r``/``\\t`` are written so, and every other character is what
    ``other(ch)`` makes of it (computed once per character, then remembered)."""

    def __init__(self, special: str, other: Callable[[str], str]) -> None:
        super().__init__()
        self._special = special
        self._other = other

    def __missing__(self, code: int) -> str:
        ch = chr(code)
        if ch in self._special:
            value = "\\" + ch
        elif ch in _CONTROL:
            value = _CONTROL[ch]
        else:
            value = self._other(ch)
        self[code] = value
        return value


def _quoted(quote: str, special: str, other: Callable[[str], str], rare: str, doc: str) -> Callable[[Any], str]:
    """A quoted-string literal: ``quote + text.translate(table) + quote`` with the :class:`_Escapes`
    table of ``special`` and ``other``. ``rare`` is a regular-expression class holding every character
    (not in ``special``, nor newline, return or tab) that ``other`` changes; the text is rewritten with
    ``str.replace`` per special character (backslash first) and only the rare characters it holds go
    through the table, which is many times quicker than translating a long text (a JSON body) character
    by character, and the same text."""
    if "\\" not in special:
        raise ValueError("the backslash must be one of the special characters")
    table = _Escapes(special, other)
    others = [ch for ch in special if ch != "\\"]
    pattern = re.compile(rare)

    def escape(match: re.Match[str]) -> str:
        return table[ord(match.group())]

    def literal(text: Any) -> str:
        body = str(text).replace("\\", "\\\\")
        for ch in others:
            if ch in body:
                body = body.replace(ch, "\\" + ch)
        if "\n" in body:
            body = body.replace("\n", "\\n")
        if "\r" in body:
            body = body.replace("\r", "\\r")
        if "\t" in body:
            body = body.replace("\t", "\\t")
        if pattern.search(body) is not None:
            body = pattern.sub(escape, body)
        return quote + body + quote

    literal.__doc__ = doc
    return literal


_CONTROLS = "\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f"  # the controls other than newline, return and tab
_SURROGATES = "\\ud800-\\udfff"


def _is_control(ch: str) -> bool:
    return ord(ch) < 0x20 or ch == "\x7f"


def _hex(ch: str) -> str:
    return f"\\x{ord(ch):02x}" if _is_control(ch) else ch


def _js_other(ch: str) -> str:
    return f"\\u{ord(ch):04x}" if _is_control(ch) or ch in ("\u2028", "\u2029") else ch


def _go_other(ch: str) -> str:
    if 0xD800 <= ord(ch) <= 0xDFFF:
        return "\\uFFFD"  # a lone surrogate cannot be written in Go source
    if ch in ("\u2028", "\u2029", "\ufeff"):
        return f"\\u{ord(ch):04x}"
    return _hex(ch)


def _java_other(ch: str) -> str:
    if _is_control(ch):
        return f"\\{ord(ch):03o}"
    return "?" if 0xD800 <= ord(ch) <= 0xDFFF else ch


def sh_single(text: str) -> str:
    """A POSIX shell single-quoted word: nothing inside is special except the quote itself."""
    return "'" + str(text).replace("'", "'\\''") + "'"


_SH_BARE = re.compile(r"^[A-Za-z0-9_./:@%+={}-][A-Za-z0-9_./:@%+=~{}-]*$")


def sh_word(text: str) -> str:
    """A shell word: bare when nothing in it is special to the shell (as in ``--url https://...``)."""
    return str(text) if _SH_BARE.match(str(text)) else sh_single(text)


def py_string(value: Any) -> str:
    """A Python string literal that black leaves unchanged: double-quoted unless single quotes need
    fewer escapes; every character that is not printable (controls, lone surrogates, U+2028) escaped."""
    text = str(value)
    body = (
        text.replace("\\", "\\\\")
        .replace('"', '\\"')
        .replace("\n", "\\n")
        .replace("\r", "\\r")
        .replace("\t", "\\t")
    )
    if not body.isprintable():
        body = "".join(ch if ch.isprintable() or ch == " " else _escape_char(ch) for ch in body)
    if '\\"' in body and "'" not in text:
        # black prefers the quote that needs fewer escapes
        return "'" + body.replace('\\"', '"') + "'"
    return f'"{body}"'


def _escape_char(ch: str) -> str:
    code = ord(ch)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


js_single = _quoted("'", "\\'", _js_other, f"[{_CONTROLS}\u2028\u2029]", "A JavaScript single-quoted string literal.")

_JS_IDENT = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")


def js_key(text: str) -> str:
    """An object-literal key: bare when it is an identifier, else quoted."""
    return str(text) if _JS_IDENT.match(str(text)) else js_single(text)


def js_value(value: Any, indent: int = 2) -> str:
    """A JavaScript expression for JSON-like data (JSON is valid JavaScript once U+2028/9 are escaped)."""
    return (
        json.dumps(value, indent=indent, ensure_ascii=False)
        .replace("\u2028", "\\u2028")
        .replace("\u2029", "\\u2029")
    )


php_double = _quoted(
    '"', '\\"$', _hex, f"[{_CONTROLS}]", "A PHP double-quoted string: backslash, quote and ``$`` escaped, control characters as escapes."
)


def php_single(text: str) -> str:
    """A PHP (or Ruby) single-quoted string: only backslash and the quote are special."""
    return "'" + str(text).replace("\\", "\\\\").replace("'", "\\'") + "'"


go_str = _quoted('"', '\\"', _go_other, f"[{_CONTROLS}\u2028\u2029\ufeff{_SURROGATES}]", "A Go interpreted string literal (non-ASCII kept as UTF-8, controls escaped).")
java_str = _quoted(
    '"', '\\"', _java_other, f"[{_CONTROLS}{_SURROGATES}]",
    "A Java string literal. Java turns ``\\uXXXX`` into characters before parsing, so no such escape is "
    "emitted; controls use octal escapes, and each backslash is doubled (which also disarms ``\\u``).",
)
rb_double = _quoted(
    '"', '\\"#', _hex, f"[{_CONTROLS}]", "A Ruby double-quoted string: ``#`` escaped so ``#{}``, ``#@`` and ``#$`` never interpolate."
)


def py_literal(value: Any, indent: int = 0) -> str:
    """A Python expression for JSON-like data, four-space indented like black would lay it out."""
    pad = "    " * (indent + 1)
    end = "    " * indent
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = [f"{pad}{py_string(str(k))}: {py_literal(v, indent + 1)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + f"\n{end}}}"
    if isinstance(value, list):
        if not value:
            return "[]"
        items = [f"{pad}{py_literal(v, indent + 1)}" for v in value]
        return "[\n" + ",\n".join(items) + f"\n{end}]"
    if value is True:
        return "True"
    if value is False:
        return "False"
    if value is None:
        return "None"
    if isinstance(value, (int, float)):
        return repr(value)
    return py_string(str(value))


FILTERS: dict[str, Callable[..., str]] = {
    "sh_single": sh_single,
    "sh_word": sh_word,
    "pystr": py_string,
    "py_literal": py_literal,
    "js_single": js_single,
    "js_key": js_key,
    "js_value": js_value,
    "php_double": php_double,
    "php_single": php_single,
    "go_str": go_str,
    "java_str": java_str,
    "rb_double": rb_double,
    "rb_single": php_single,
}


def docstring_text(text: str | None) -> str:
    """Make ``text`` safe inside a triple-quoted docstring, in the exact form black would keep.

    Backslashes are doubled, ``\"\"\"`` is broken up, control characters are dropped, trailing spaces
    and blank edge lines removed; the result never ends with a quote or a backslash.
    """
    if not text:
        return ""
    if "\n" not in text and "\r" not in text:  # one line (most texts): no line to drop, no margin
        text = text.expandtabs(4)
        if not text.isprintable():
            text = "".join(ch for ch in text if ch.isprintable())
        out = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"').strip()
        return out + " " if out.endswith('"') else out
    text = text.replace("\r\n", "\n").replace("\r", "\n").expandtabs(4)
    if not text.replace("\n", "").isprintable():  # (most texts are: no per-character pass for them)
        text = "".join(ch for ch in text if ch == "\n" or ch.isprintable())
    text = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    lines = [line.rstrip() for line in text.split("\n")]
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    if not lines:
        return ""
    lines[0] = lines[0].lstrip()
    # the lines after the first lose their common indentation, as black's docstring handling does
    margin = min((len(line) - len(line.lstrip(" ")) for line in lines[1:] if line), default=0)
    lines[1:] = [line[margin:] for line in lines[1:]]
    out = "\n".join(lines)
    if out.endswith('"'):
        out += " "
    return out
