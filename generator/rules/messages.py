"""Rules stage: the message of a change, rendered for each medium (plain, Markdown, HTML).

Entry point: :func:`format_message` ``(change or id, args, medium)``. The template of each id is its
row's ``message`` in :mod:`generator.rules.table` (``str.format`` with named fields: ``{property}``
property path such as ``error/code``, ``{status}``, ``{media_type}``, ``{location}``/``{name}`` of a
parameter, ``{value}``, ``{from}``/``{to}``, ``{header}``, ``{scheme}``, ``{scope}``, ``{tag}``,
``{schema}``, ``{date}``, ``{level}``). Every argument is shown by :func:`value_text`, then styled by
the medium: as is in plain text (a change's ``text``), as a :func:`code_span` in Markdown (seed 001's
style), as escaped ``<code>`` in HTML. Every output that shows a message (reports, docs, history,
release entries) renders it here; :func:`printable` makes any text safe for a terminal.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from html import escape
from typing import Any

from markupsafe import Markup

from generator.markdown import code_span
from generator.rules.table import RULES, UnknownRuleId

def value_text(value: Any) -> str:
    """An argument as every message shows it: an empty string as ``""`` (it stays visible in a
    sentence), booleans and null as in JSON, a list as its items joined with ``", "``, a mapping as
    compact JSON, anything else as ``str``."""
    if type(value) is str:
        return value if value else '""'
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, (list, tuple)):
        return ", ".join(value_text(v) for v in value)
    if isinstance(value, dict):
        return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)
    return str(value)


# C0 controls other than tab/LF/CR (layout, which each format handles), DEL, the C1 controls, and the
# bidi marks, embeddings, overrides and isolates
_UNSAFE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _escape_unsafe(match: re.Match[str]) -> str:
    code = ord(match.group(0))
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    """``text`` safe to show on a terminal or in a log, the one escaper of every text-like output (the
    text, Markdown and GitHub-annotation reports, the history text report): each control character and
    bidi override from a spec shown as an escape (ESC -> ``\\x1b``, U+202E -> ``\\u202e``), so it cannot
    move the cursor, clear the screen, recolour or reorder what follows. JSON and YAML keep the exact
    value (and escape it themselves); HTML escapes for the browser."""
    if _UNSAFE.search(text) is None:
        return text
    return _UNSAFE.sub(_escape_unsafe, text)


def _code_html(value: str) -> str:
    return f"<code>{escape(value.replace(chr(13), ' ').replace(chr(10), ' '))}</code>"  # as a code span reads


_STYLE: dict[str, Callable[[str], str]] = {"plain": str, "markdown": code_span, "html": _code_html}


ITEM_SCHEMA = " (item schema)"
"""Said after the message of a change found in a media type's OpenAPI 3.2 ``itemSchema`` (one item of a
streamed body; the argument ``item_schema``: true), where the same id names the body's ``schema``."""


def format_message(change_or_rule_id: Any, args: dict[str, Any] | None = None, medium: str = "plain") -> str:
    """The message of a change (or of a rule id with ``args``) in ``medium``: ``plain`` (the change's
    ``text``), ``markdown`` (every argument a code span, as seed 001 shows) or ``html`` (escaped text,
    arguments as ``<code>``; a :class:`markupsafe.Markup`). An unknown id is a KeyError."""
    if isinstance(change_or_rule_id, str):
        rid = change_or_rule_id
    else:
        rid = change_or_rule_id.id
        if args is None:
            args = change_or_rule_id.args
    row = RULES.get(rid)
    if row is None:
        raise UnknownRuleId(f"no rule with the id {rid!r}")
    template = row.message
    if args and args.get("item_schema") is True:  # a change inside a 3.2 ``itemSchema``, as oasdiff 1.39.0 says it
        template += ITEM_SCHEMA
    if medium == "plain":
        values = _Args({k: value_text(v) for k, v in args.items()} if args else ())
    else:
        style = _STYLE[medium]
        values = _Args({k: style(value_text(v)) for k, v in (args or {}).items()})
    if medium == "html":
        return Markup(escape(template).format_map(values))
    return template.format_map(values)


class _Args(dict):  # type: ignore[type-arg]
    """A field the template names but the check did not give stays visible as ``{field}``."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
