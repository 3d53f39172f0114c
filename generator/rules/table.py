"""Rules stage: THE rule table, one :class:`Rule` row per check id holding every fact about it.

Entry points: :data:`RULES` (id -> Rule, in id order), :func:`rule` (KeyError for an unknown id),
:func:`check_names` (every check function's name, once). The rows are the lines of ``table.tsv`` beside this
module (tab-separated, one line per id, kept in id order: ``grep`` finds any id's whole row). A row
is, in this order:

* ``id`` (oasdiff-compatible, kebab-case) and ``level`` (``error`` = breaking, ``warning``, ``info``);
* the taxonomy: ``direction`` (request / response / none), ``area`` (paths, parameters, requestBody,
  responses, schema, headers, security, components, tags, info), ``kind`` (existence, values, type,
  constraints, requiredness, mutability, structure, lifecycle) and ``action`` (add, remove, change,
  increase, decrease, generalize, specialize);
* ``check``: the function in ``checks/`` that emits the id, as ``module.function`` (``-``: no check
  emits it yet; :mod:`generator.rules.engine` runs it, and a name that is not a function of ``checks/``
  fails when the engine is imported);
* ``section``: the Keep a Changelog section of a non-breaking change with this id (``Added``,
  ``Changed``, ``Deprecated``, ``Removed``; any change at level ``error`` is ``Breaking``). ``Added``
  also decides the semantic-version bump: such a change adds something callers can use, so it needs a
  **minor** bump; another non-breaking change a **patch**; a breaking one a **major** (:attr:`Rule.bump`);
* ``message``: the plain-text template, ``str.format`` with named fields (rendered per medium by
  :func:`generator.rules.messages.format_message`);
* ``note``: why a row without a check is not reported (optional);
* ``origin``: ``revgen`` for an id of ours, reported where oasdiff has no id for the change (empty:
  ``oasdiff``); ``revgen rules`` marks them.

Severity lives only here: checks emit ids (written out in full) and arguments, never levels; an id
that is not in this table is an error (:class:`UnknownRuleId`). Adding an id is one row here, the
emission in its check, and a case under ``tests/rules/cases/<id>/`` (see ``ARCHITECTURE.md``).
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple



class UnknownRuleId(KeyError):
    """A check emitted, or a caller asked for, an id that is not a row of the table."""


class Rule(NamedTuple):
    """One row of ``table.tsv``: a check id, its level, where and what it judges, the check function that
    emits it, its Keep a Changelog section, its message template and note, and its origin (an immutable
    named tuple, as every row is made at each import)."""

    id: str
    level: str  # "error" (breaking) | "warning" | "info"
    direction: str  # "request" | "response" | "none"
    area: str
    kind: str
    action: str
    check: str | None  # ``module.function`` in ``checks/``
    section: str  # Keep a Changelog section when not breaking: Added | Changed | Deprecated | Removed
    message: str
    note: str = ""
    origin: str = "oasdiff"  # "revgen": an id of ours, for a change oasdiff has no id for

    @property
    def fields(self) -> tuple[str, ...]:
        """The named fields of the message template."""
        return tuple(f for _, f, _, _ in string.Formatter().parse(self.message) if f)

    @property
    def description(self) -> str:
        """One line for the catalogue (``revgen rules``)."""
        where = "" if self.direction == "none" else f"{self.direction} "
        text = f"{where}{self.area}: {self.kind} {self.action} ({self.id.replace('-', ' ')})"
        return f"{text}; {self.note}" if self.note else text


    def bump(self, level: str | None = None) -> str:
        """The semantic-version bump of a change with this id at ``level`` (default: the row's)."""
        if (level or self.level) == "error":
            return "major"
        return "minor" if self.section == "Added" else "patch"


TABLE = Path(__file__).with_name("table.tsv")
COLUMNS = ("id", "level", "direction", "area", "kind", "action", "check", "section", "message", "note", "origin")
_CHECK_NAME = re.compile(r"[a-z_]+\.[a-z_0-9]+")


def _check(name: str, where: str) -> str | None:
    """The check ``module.function`` names (``-``: none); a malformed name is an error at import."""
    if name == "-":
        return None
    if not _CHECK_NAME.fullmatch(name):
        raise UnknownRuleId(f"{where}: {name!r} is not a check's module.function")
    return name


def _read() -> tuple[Rule, ...]:
    lines = TABLE.read_text(encoding="utf-8").splitlines()
    if tuple(lines[0].split("\t")) != COLUMNS:
        raise ValueError(f"{TABLE.name}:1: the columns must be {', '.join(COLUMNS)}")
    rows = []
    for number, line in enumerate(lines[1:], 2):
        cells = line.split("\t")
        cells += [""] * (len(COLUMNS) - len(cells))
        rid, level, direction, area, kind, action, check, section, message, note, origin = cells
        rows.append(Rule(rid, level, direction, area, kind, action, _check(check, f"{TABLE.name}:{number}"),
                         section, message, note, origin or "oasdiff"))
    return tuple(rows)


ROWS: tuple[Rule, ...] = _read()
RULES: dict[str, Rule] = {r.id: r for r in ROWS}


def rule(rule_id: str) -> Rule:
    """The row of ``rule_id``; :class:`UnknownRuleId` (a KeyError too) for an id the table lacks."""
    try:
        return RULES[rule_id]
    except KeyError:
        raise UnknownRuleId(f"no rule with the id {rule_id!r}") from None


def check_names() -> Iterator[str]:
    """Every check function's ``module.function``, once, in the order of their first row."""
    return iter(dict.fromkeys(r.check for r in ROWS if r.check is not None))
