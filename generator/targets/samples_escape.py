"""Targets stage: string and value literals for each code-sample language.

Entry point: :data:`FILTERS` (registered as Jinja filters by ``samples``). Every value taken from a spec
(URL, header names and values, JSON bodies) goes into a sample only through one of these, so no spec text
can end a string literal early, start an interpolation (PHP ``$``, Ruby ``#{``) or trigger an escape the
language processes before parsing (Java ``\\u``).
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable

_CONTROL = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def sh_single(text: str) -> str:
    """A POSIX shell single-quoted word: nothing inside is special except the quote itself."""
    return "'" + str(text).replace("'", "'\\''") + "'"


_SH_BARE = re.compile(r"^[A-Za-z0-9_./:@%+={}-][A-Za-z0-9_./:@%+=~{}-]*$")


def sh_word(text: str) -> str:
    """A shell word: bare when nothing in it is special to the shell (as in ``--url https://...``)."""
    return str(text) if _SH_BARE.match(str(text)) else sh_single(text)


def py_str(text: str) -> str:
    """A Python double-quoted string literal."""
    return json.dumps(str(text), ensure_ascii=False).replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def js_single(text: str) -> str:
    """A JavaScript single-quoted string literal."""
    out = []
    for ch in str(text):
        if ch in ("\\", "'"):
            out.append("\\" + ch)
        elif ch in _CONTROL:
            out.append(_CONTROL[ch])
        elif ord(ch) < 0x20 or ch in ("\u2028", "\u2029", "\x7f"):
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return "'" + "".join(out) + "'"


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


def php_double(text: str) -> str:
    """A PHP double-quoted string: backslash, quote and ``$`` escaped, control characters as escapes."""
    out = []
    for ch in str(text):
        if ch in ("\\", '"', "$"):
            out.append("\\" + ch)
        elif ch in _CONTROL:
            out.append(_CONTROL[ch])
        elif ord(ch) < 0x20 or ch == "\x7f":
            out.append(f"\\x{ord(ch):02x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def php_single(text: str) -> str:
    """A PHP single-quoted string: only backslash and the quote are special."""
    return "'" + str(text).replace("\\", "\\\\").replace("'", "\\'") + "'"


def go_str(text: str) -> str:
    """A Go interpreted string literal (non-ASCII kept as UTF-8, controls escaped)."""
    out = []
    for ch in str(text):
        if ch in ("\\", '"'):
            out.append("\\" + ch)
        elif ch in _CONTROL:
            out.append(_CONTROL[ch])
        elif ord(ch) < 0x20 or ch == "\x7f":
            out.append(f"\\x{ord(ch):02x}")
        elif 0xD800 <= ord(ch) <= 0xDFFF:
            out.append("\\uFFFD")  # a lone surrogate cannot be written in Go source
        elif ch in ("\u2028", "\u2029", "\ufeff"):
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def java_str(text: str) -> str:
    """A Java string literal. Java turns ``\\uXXXX`` into characters before parsing, so no such escape is
    emitted; controls use octal escapes, and each backslash is doubled (which also disarms ``\\u``)."""
    out = []
    for ch in str(text):
        if ch in ("\\", '"'):
            out.append("\\" + ch)
        elif ch in _CONTROL:
            out.append(_CONTROL[ch])
        elif ord(ch) < 0x20 or ch == "\x7f":
            out.append(f"\\{ord(ch):03o}")
        elif 0xD800 <= ord(ch) <= 0xDFFF:
            out.append("?")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def rb_double(text: str) -> str:
    """A Ruby double-quoted string: ``#`` escaped so ``#{}``, ``#@`` and ``#$`` never interpolate."""
    out = []
    for ch in str(text):
        if ch in ("\\", '"', "#"):
            out.append("\\" + ch)
        elif ch in _CONTROL:
            out.append(_CONTROL[ch])
        elif ord(ch) < 0x20 or ch == "\x7f":
            out.append(f"\\x{ord(ch):02x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def rb_single(text: str) -> str:
    """A Ruby single-quoted string: only backslash and the quote are special."""
    return "'" + str(text).replace("\\", "\\\\").replace("'", "\\'") + "'"


def py_literal(value: Any, indent: int = 0) -> str:
    """A Python expression for JSON-like data, four-space indented like black would lay it out."""
    pad = "    " * (indent + 1)
    end = "    " * indent
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = [f"{pad}{py_str(str(k))}: {py_literal(v, indent + 1)}" for k, v in value.items()]
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
    return py_str(str(value))


FILTERS: dict[str, Callable[..., str]] = {
    "sh_single": sh_single,
    "sh_word": sh_word,
    "py_str": py_str,
    "py_literal": py_literal,
    "js_single": js_single,
    "js_key": js_key,
    "js_value": js_value,
    "php_double": php_double,
    "php_single": php_single,
    "go_str": go_str,
    "java_str": java_str,
    "rb_double": rb_double,
    "rb_single": rb_single,
}
