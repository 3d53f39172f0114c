"""Rules stage: the user's configuration of a report, applied to the change list after the rules ran.

Entry points: :func:`load_severity`, :func:`load_ignore_file`, :class:`ReportFilter` and
:func:`apply_filter`. Applied in this order:

1. severity overrides (``--severity FILE``): lines ``<check-id> error|warning|info|none``; ``none``
   drops the id's changes. A line may end with endpoints, written as an ``--include`` pattern (``webhook:*``,
   ``POST /v1/charges*``, ``tag:Billing``): the level then holds at those endpoints only, over the id's
   line without endpoints; of several such lines for one change, the last in the file. An unknown id or
   level is an error naming ``FILE:LINE``.
2. ignore file (``--ignore FILE``): each line is either a check id (drop every change with it) or
   ``METHOD /path phrase`` (drop that endpoint's changes whose message contains the phrase, case and
   spacing ignored, or whose id is the phrase), or an edit's location: a JSON pointer
   (``#/components/schemas/ErrorData/properties/code``, ``/components/...``, or ``FILE#/pointer``),
   optionally followed by a check id, drops every change found at that node or inside it, whichever
   operations it reaches (a root cause's whole group; :mod:`generator.rules.root_causes`). Lines
   starting with ``#`` are comments (``#/`` starts a location); a leading ``- `` is allowed, so a line copied
   from a Markdown report works.
3. ``--include`` / ``--exclude`` patterns: a path glob (any pattern with a ``/``, or starting with a
   webhook's ``webhook:``; ``*`` matches any characters, ``/`` too), ``METHOD /path/glob``, or a tag (``tag:NAME``, or a bare ``NAME`` without ``/``). With any ``--include``, only
   changes of matching endpoints are kept (changes that name no endpoint are dropped); ``--exclude``
   drops matching ones.
4. the level floor (``--level``): keep changes at that level or above.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from typing import NamedTuple

from generator.errors import RevgenError
from generator.model import WEBHOOK_PREFIX
from generator.rules.change import LEVEL_RANK, Change
from generator.rules.table import RULES

SEVERITY_LEVELS = {"error": "error", "err": "error", "warning": "warning", "warn": "warning", "info": "info", "none": None}
HTTP_METHODS = frozenset({"GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE", "QUERY"})


def _endpoint_words(method: str, path: str) -> bool:
    """``METHOD PATH`` names an endpoint: a method (one of :data:`HTTP_METHODS` in any case, or an
    upper-case word, an OpenAPI 3.2 ``additionalOperations`` key such as ``LOCK``) and a path (``/…``,
    or a webhook's ``webhook:NAME``)."""
    known = method.upper() in HTTP_METHODS or (method.isalpha() and method.isupper())
    return known and (path.startswith("/") or path.startswith(WEBHOOK_PREFIX))
_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)+$")


def known_rule_ids() -> frozenset[str]:
    """Every check id of the rule table."""
    return frozenset(RULES)


def _read_lines(path: str, what: str, not_comments: tuple[str, ...] = ()) -> list[tuple[int, str]]:
    """The meaningful lines of a config file: ``(line number, text)``; a line starting with ``#`` is a
    comment unless it starts with one of ``not_comments``."""
    try:
        with open(path, encoding="utf-8-sig") as fh:
            text = fh.read()
    except FileNotFoundError:
        raise RevgenError(f"{what} file not found", path) from None
    except IsADirectoryError:
        raise RevgenError(f"{what} file is a folder", path) from None
    except UnicodeDecodeError as exc:
        raise RevgenError(f"{what} file is not UTF-8 text (byte {exc.start})", path) from None
    except OSError as exc:
        raise RevgenError(exc.strerror or str(exc), path) from None
    lines = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line and (not line.startswith("#") or line.startswith(not_comments)):
            lines.append((number, line))
    return lines


# --- severity ---------------------------------------------------------------------------------------


class ScopedLevel(NamedTuple):
    """A severity line that names endpoints: ``level`` (None: dropped) for ``rule_id`` at ``endpoints``."""

    rule_id: str
    level: str | None
    endpoints: EndpointPattern


def load_severity(path: str, known: Iterable[str] | None = None) -> tuple[dict[str, str | None], tuple[ScopedLevel, ...]]:
    """A severity file's lines without endpoints, ``<id> <level>``, as ``{id: level or None}`` (None =
    ``none``, drop the id), and those that name endpoints, ``<id> <level> <pattern>``, in the file's order."""
    ids = frozenset(known) if known is not None else known_rule_ids()
    everywhere: dict[str, str | None] = {}
    scoped = []
    for number, line in _read_lines(path, "severity"):
        parts = line.split(None, 2)
        if len(parts) < 2:
            raise RevgenError(f"expected '<check-id> error|warning|info|none [endpoints]', got {line!r}", path, number)
        rule_id, level = parts[:2]
        if rule_id not in ids:
            raise RevgenError(f"unknown check id {rule_id!r} (see `revgen rules`)", path, number)
        if level.lower() not in SEVERITY_LEVELS:
            raise RevgenError(f"unknown level {level!r} for {rule_id} (error, warning, info or none)", path, number)
        if len(parts) == 3:
            scoped.append(ScopedLevel(rule_id, SEVERITY_LEVELS[level.lower()], EndpointPattern.parse(parts[2])))
        else:
            everywhere[rule_id] = SEVERITY_LEVELS[level.lower()]
    return everywhere, tuple(scoped)


# --- ignore -----------------------------------------------------------------------------------------


def _normalize(text: str) -> str:
    return " ".join(text.replace("`", "").lower().split())


class IgnoreRule(NamedTuple):
    """One line of an ignore file: a check id, an endpoint and a phrase, or an edit's location
    (``pointer``, with the file it is in when the line names one, and optionally a check id)."""

    rule_id: str | None = None
    operation: str | None = None
    path: str | None = None
    phrase: str = ""
    line: int = 0
    pointer: str | None = None
    file: str | None = None

    def matches(self, change: Change) -> bool:
        if self.pointer is not None:
            return self._matches_location(change)
        if self.rule_id is not None:
            return change.id == self.rule_id
        if change.operation is None or change.operation.upper() != self.operation or change.path != self.path:
            return False
        if not self.phrase or self.phrase == change.id:
            return True
        text = _normalize(change.text)
        return self.phrase in text or text in self.phrase

    def _matches_location(self, change: Change) -> bool:
        src = change.source
        if src is None or not src.pointer or (self.rule_id is not None and change.id != self.rule_id):
            return False
        pointer = self.pointer or ""
        if src.pointer != pointer and not (src.pointer.startswith(pointer) and src.pointer[len(pointer)] == "/"):
            return False
        return self.file is None or _base_name(src.file or "") == _base_name(self.file)


def _base_name(file: str) -> str:
    return file.replace("\\", "/").rsplit("/", 1)[-1]


def _location(line: str, ids: frozenset[str], path: str, number: int) -> IgnoreRule | None:
    """An edit's location line (``[FILE]#/pointer [check-id]`` or ``/pointer [check-id]``), else None."""
    if line.startswith("/"):
        file, pointer = None, line
    elif "#/" in line.split(None, 1)[0]:
        file, _, pointer = line.partition("#")
    else:
        return None
    rule_id = None
    head, _, last = pointer.rpartition(" ")
    if head and _ID.match(last):
        if last not in ids:
            raise RevgenError(f"unknown check id {last!r} (see `revgen rules`)", path, number)
        pointer, rule_id = head.rstrip(), last
    pointer = pointer.rstrip("/") or "/"
    return IgnoreRule(rule_id=rule_id, pointer=pointer, file=file or None, line=number)


def load_ignore_file(path: str, known: Iterable[str] | None = None) -> list[IgnoreRule]:
    ids = frozenset(known) if known is not None else known_rule_ids()
    rules = []
    for number, line in _read_lines(path, "ignore", not_comments=("#/",)):
        if line.startswith(("- ", "* ")):
            line = line[2:].strip()
        location = _location(line, ids, path, number)
        if location is not None:
            rules.append(location)
            continue
        parts = line.split(None, 2)
        if len(parts) >= 2 and _endpoint_words(parts[0], parts[1]):
            phrase = parts[2] if len(parts) == 3 else ""
            phrase = phrase if _ID.match(phrase) else _normalize(phrase)
            rules.append(IgnoreRule(operation=parts[0].upper(), path=parts[1], phrase=phrase, line=number))
        elif len(parts) == 1 and _ID.match(parts[0]):
            if parts[0] not in ids:
                raise RevgenError(f"unknown check id {parts[0]!r} (see `revgen rules`)", path, number)
            rules.append(IgnoreRule(rule_id=parts[0], line=number))
        else:
            raise RevgenError(f"expected a check id or 'METHOD /path phrase' (or an edit's location '#/pointer'), got {line!r}", path, number)
    return rules


# --- include / exclude ------------------------------------------------------------------------------


class EndpointPattern(NamedTuple):
    """``--include``/``--exclude`` value: a path glob (with an optional method) or a tag."""

    text: str
    method: str | None = None
    path_glob: str | None = None
    tag: str | None = None

    @classmethod
    def parse(cls, text: str) -> EndpointPattern:
        value = text.strip()
        if not value:
            raise RevgenError("empty --include/--exclude pattern")
        if value.startswith("tag:"):
            return cls(text, tag=value[4:])
        parts = value.split(None, 1)
        if len(parts) == 2 and (_endpoint_words(parts[0], parts[1]) or parts[0].upper() in HTTP_METHODS and "/" in parts[1]):
            return cls(text, method=parts[0].upper(), path_glob=parts[1])
        if "/" in value or value.startswith(WEBHOOK_PREFIX):
            return cls(text, path_glob=value)
        return cls(text, tag=value)

    def matches(self, change: Change) -> bool:
        if self.tag is not None:
            return self.tag in change.tags
        if change.path is None or self.path_glob is None:
            return False
        if self.method is not None and (change.operation or "").upper() != self.method:
            return False
        return fnmatchcase(change.path, self.path_glob)


# --- the whole filter -------------------------------------------------------------------------------


@dataclass(frozen=True)
class ReportFilter:
    """Everything the user configured about which changes a report shows, and at which level."""

    severity: dict[str, str | None] = field(default_factory=dict)
    scoped_severity: tuple[ScopedLevel, ...] = ()  # (over ``severity`` at the endpoints each names)
    ignore: tuple[IgnoreRule, ...] = ()
    include: tuple[EndpointPattern, ...] = ()
    exclude: tuple[EndpointPattern, ...] = ()
    min_level: str = "info"

    @classmethod
    def from_options(
        cls,
        severity_file: str | None = None,
        ignore_file: str | None = None,
        include: Sequence[str] = (),
        exclude: Sequence[str] = (),
        min_level: str = "info",
    ) -> ReportFilter:
        known = known_rule_ids() if (severity_file or ignore_file) else frozenset()
        severity, scoped = load_severity(severity_file, known) if severity_file else ({}, ())
        if min_level not in LEVEL_RANK:
            raise RevgenError(f"unknown level {min_level!r} (info, warning or error)")
        return cls(
            severity=severity,
            scoped_severity=scoped,
            ignore=tuple(load_ignore_file(ignore_file, known)) if ignore_file else (),
            include=tuple(EndpointPattern.parse(p) for p in include),
            exclude=tuple(EndpointPattern.parse(p) for p in exclude),
            min_level=min_level,
        )


_LEVEL = operator.attrgetter("level")


def apply_filter(changes: Iterable[Change], config: ReportFilter) -> list[Change]:
    """The changes ``config`` keeps, with overridden levels, in the order given."""
    floor = LEVEL_RANK[config.min_level]
    if not (config.severity or config.scoped_severity or config.ignore or config.include or config.exclude):
        changes = list(changes)
        levels = set(map(_LEVEL, changes))  # (read in C: most reports keep every change)
        if all(LEVEL_RANK.get(level, 0) >= floor for level in levels):
            return changes
        return [c for c in changes if LEVEL_RANK.get(c.level, 0) >= floor]
    scoped: dict[str, list[ScopedLevel]] = {}
    for line in config.scoped_severity:
        scoped.setdefault(line.rule_id, []).append(line)
    kept = []
    for change in changes:
        if change.id in config.severity or change.id in scoped:
            level = config.severity.get(change.id, change.level)
            for line in scoped.get(change.id, ()):
                if line.endpoints.matches(change):
                    level = line.level
            if level is None:
                continue
            if level != change.level:
                change = change._replace(level=level)
        if any(rule.matches(change) for rule in config.ignore):
            continue
        if config.include and not any(p.matches(change) for p in config.include):
            continue
        if any(p.matches(change) for p in config.exclude):
            continue
        if LEVEL_RANK.get(change.level, 0) < floor:
            continue
        kept.append(change)
    return kept


def reached(changes: Iterable[Change], fail_on: str | None) -> bool:
    """True when some change is at or above ``fail_on``."""
    if not fail_on:
        return False
    threshold = LEVEL_RANK[fail_on]
    return any(LEVEL_RANK.get(c.level, 0) >= threshold for c in changes)
