"""Reports stage, ``--format yaml``: the same records as ``--format json``, as a YAML sequence.

Entry point: :func:`render`. Each change is one block mapping with the JSON keys in the JSON order
(``root_cause`` last).
Scalars that cannot be misread (``error``, ``/pets/{petId}``, plain words) are written plain; any
other string is written double-quoted with JSON's escapes, which YAML shares, plus ``\\uXXXX`` for the
characters YAML may not hold raw; nested values (``args``, ``source``, ``tags``) are JSON flow
collections, which are YAML too. So any YAML 1.1 or 1.2 reader gets back exactly the JSON data, and a
big API's report costs about what the JSON one does (PyYAML's emitter is much slower).
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from generator.reports.context import change_record
from generator.rules.root_causes import root_cause_keys

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.change import Change

# a plain scalar that every YAML reader reads back as this same string
_PLAIN = re.compile(r"[A-Za-z/][A-Za-z0-9 _./{}()<>-]*")
_NOT_PLAIN_WORDS = frozenset({"y", "n", "yes", "no", "on", "off", "true", "false", "null"})
# characters YAML may not hold raw in a stream, or reads as line breaks (JSON leaves them raw)
_NON_PRINTABLE = re.compile("[\x7f-\x9f\ufffe\uffff\u2028\u2029\ud800-\udfff]")
_encode = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode


def _escape(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group(0)):04x}"


def _json(value: Any) -> str:
    return _NON_PRINTABLE.sub(_escape, _encode(value))


def scalar(value: Any) -> str:
    """``value`` as a YAML value on one line."""
    if isinstance(value, str):
        if _PLAIN.fullmatch(value) and not value.endswith(" ") and value.lower() not in _NOT_PLAIN_WORDS:
            return value
        return _json(value)
    if value is None:
        return "null"
    if isinstance(value, (list, dict)) and not value:
        return "[]" if isinstance(value, list) else "{}"
    return _json(value)


def render(changes: list[Change], options: ReportOptions) -> str:
    if not changes:
        return "[]\n"

    lines = []
    for change, root_cause in zip(changes, root_cause_keys(changes)):
        prefix = "- "
        for key, value in change_record(change, options).items():
            lines.append(f"{prefix}{key}: {scalar(value)}")
            prefix = "  "
        lines.append(f"  root_cause: {root_cause}")
    return "\n".join(lines) + "\n"
