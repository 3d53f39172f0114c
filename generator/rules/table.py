"""Rules stage: THE table of check ids, one :class:`Rule` per id.

Entry points: :data:`RULES` (id -> Rule), :func:`rule`, :func:`format_message`. A row joins the facts of
``catalog.py`` (default level, direction, area, kind, action, family), the template of ``messages.py``
and the check function registered for its family in ``checks/`` (None when no check emits it yet).
Severity lives only here: checks emit ids and arguments, never levels.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any, Callable

from generator.rules.catalog import ROWS
from generator.rules.messages import message_for


@dataclass(frozen=True)
class Rule:
    id: str
    level: str  # "error" (breaking) | "warning" | "info"
    direction: str  # "request" | "response" | "none"
    area: str
    kind: str
    action: str
    family: str
    message: str
    description: str
    check: Callable[..., Any] | None

    @property
    def fields(self) -> tuple[str, ...]:
        """The named fields of the message template."""
        return tuple(f for _, f, _, _ in string.Formatter().parse(self.message) if f)


# Ids whose family has a check but that only a deprecation policy (a minimum number of days between
# deprecation and sunset, per stability level) would emit; with the default policy (none) they are
# never reported, so the table shows them without a check.
POLICY_ONLY = frozenset({
    "api-deprecated-sunset-missing", "api-sunset-date-too-small",
    "request-parameter-deprecated-sunset-missing", "request-parameter-sunset-date-too-small",
    "request-property-deprecated-sunset-missing", "request-property-sunset-date-too-small",
    "response-property-deprecated-sunset-missing", "response-property-sunset-date-too-small",
})


def _description(row: tuple[str, ...]) -> str:
    rid, _level, direction, area, kind, action, _family = row
    where = "" if direction == "none" else f"{direction} "
    text = f"{where}{area}: {kind} {action} ({rid.replace('-', ' ')})"
    if rid in POLICY_ONLY:
        text += "; needs a deprecation policy, not reported by default"
    return text


def _build() -> dict[str, Rule]:
    from generator.rules.checks import FAMILY_CHECKS

    out: dict[str, Rule] = {}
    for row in ROWS:
        rid, level, direction, area, kind, action, family = row
        out[rid] = Rule(
            id=rid, level=level, direction=direction, area=area, kind=kind, action=action, family=family,
            message=message_for(rid), description=_description(row), check=None if rid in POLICY_ONLY else FAMILY_CHECKS.get(family),
        )
    return out


RULES: dict[str, Rule] = _build()


def rule(rule_id: str) -> Rule:
    """The row of ``rule_id`` (KeyError for an unknown id)."""
    return RULES[rule_id]


class _Args(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _plain(value: Any) -> str:
    if value == "" and isinstance(value, str):
        return '""'  # an empty string stays visible in a sentence
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, (list, tuple)):
        return ", ".join(_plain(v) for v in value)
    if isinstance(value, dict):
        import json

        return json.dumps(value, sort_keys=True, separators=(",", ":"))
    return str(value)


def format_message(change_or_rule_id: Any, args: dict[str, Any] | None = None, style: str = "plain") -> str:
    """Render a rule's template. ``style="markdown"`` wraps every argument in backticks."""
    if isinstance(change_or_rule_id, str):
        rid = change_or_rule_id
    else:
        rid = change_or_rule_id.id
        if args is None:
            args = change_or_rule_id.args
    row = RULES.get(rid)
    template = row.message if row is not None else rid
    values = _Args()
    markdown = style == "markdown"
    for k, v in (args or {}).items():
        text = v if type(v) is str and v else _plain(v)
        values[k] = f"`{text}`" if markdown else text
    return template.format_map(values)
