"""Rules stage: THE table of check ids, one :class:`Rule` per id.

Entry points: :data:`RULES` (id -> Rule) and :func:`rule`; messages are rendered by
:func:`generator.rules.messages.format_message`. A row joins the facts of
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
