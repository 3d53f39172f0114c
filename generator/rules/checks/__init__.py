"""Rules stage: the check functions, one module per area, and the :class:`Emitter` they report to.

Entry point: :class:`Emitter`; :func:`generator.rules.engine.run_checks` runs the checks. A check is
``check(diff, out)``: it reads the structural diff and calls ``out.op(id, ...)`` for a change at an
endpoint or ``out.spec(id, ...)`` for one that names no endpoint, with the id written out in full. The
rule table (:mod:`generator.rules.table`) names, in each row, the check that emits the id; several rows
share one function (the schema walker emits every property-level id in one pass), run once. The
emitter makes each report a :class:`~generator.rules.change.Change` at once (its level and message
from the table, its source from :class:`Where`); what one schema walk found, replayed at many
operations (:meth:`Emitter.replay`), is made into a change's own fields once and shared by those
operations' changes.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from generator.load.locate import LineFinder
from generator.model import Operation, Spec, normalize_path
from generator.rules.change import Change, Source, fields_getter
from generator.rules.messages import format_message
from generator.rules.table import RULES, UnknownRuleId

# A finding of a schema walk: (id, args, file, pointer, base side)
Finding = tuple[str, dict[str, Any], str, str, bool]

# a change's finding part (Change.FINDING) and endpoint part (Change.ENDPOINT), made once each
Own = tuple[str, str, str, dict[str, Any], Source, str]
Endpoint = tuple[str | None, str | None, str | None, tuple[str, ...]]
_ID_AND_TEXT = fields_getter("id", "text")  # (an Own's)
_NO_ENDPOINT: Endpoint = (None, None, None, ())


class Where:
    """How a report names its endpoint and its source, for two revisions: an endpoint by its path as the
    base names it (``/a/{id}`` stays ``/a/{id}`` when the revision calls it ``/a/{key}``), a source file
    relative to its revision's root file, and its line (``locate=False``: no line is looked up)."""

    def __init__(self, base: Spec | None = None, revision: Spec | None = None, locate: bool = True) -> None:
        self.base, self.revision = base, revision
        # by method first: two paths alike but for their parameters' names (``/d/{id}`` with DELETE,
        # ``/d/{idOrUrl}`` with GET) each name their own operations; an operation the base lacks is
        # named by the base's path alike
        self.base_paths: dict[tuple[str, str], str] = {} if base is None else {
            **{("", normalize_path(p)): p for p in base.paths},
            **{(m, normalize_path(p)): p for m, p in base.operations}}
        self.finders: dict[bool, Any] | None = None
        if locate and base is not None and revision is not None:
            self.finders = {True: LineFinder(base.documents), False: LineFinder(revision.documents)}

    def path(self, method: str, path: str) -> str:
        key = normalize_path(path)
        return self.base_paths.get((method, key)) or self.base_paths.get(("", key), path)

    def source(self, base_side: bool, file: str | None, pointer: str | None) -> Source:
        line = self.finders[base_side].line(file, pointer) if self.finders is not None else None
        spec = self.base if base_side else self.revision
        name = _relative(file, spec) if file is not None and spec is not None else file
        return Source(name, line, pointer)


def _relative(file: str, spec: Spec) -> str:
    root = spec.file
    if file == root:
        return os.path.basename(file)
    try:
        return os.path.relpath(file, os.path.dirname(root))
    except ValueError:
        return os.path.basename(file)


def _frozen(value: Any) -> Any:
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


class Emitter:
    """Collects what the checks report as :class:`Change` records, in the order reported: ``changes``.

    A report the same as an earlier one (shared families might report one change twice) is left out.
    """

    def __init__(self, policy: Any, where: Where | None = None) -> None:
        self.changes: list[Change] = []
        self.policy = policy  # the deprecation policy (days before a sunset date)
        self.where = where or Where()
        self._seen: set[tuple[Any, ...]] = set()
        self._endpoints: dict[int, tuple[Operation, Endpoint]] = {}  # id(op) -> (op, its fields)
        self._sources: dict[tuple[bool, str | None, str | None], Source] = {}
        self._levels: dict[str, tuple[str, str]] = {}  # id -> (level, section of a change naming no endpoint)
        self._replays: dict[int, tuple[tuple[Finding, ...], list[Own]]] = {}
        self._findings: dict[tuple[Any, ...], Own] = {}  # (id, id(args), file, pointer, side) -> own fields

    def op(self, rule_id: str, operation: Operation, args: dict[str, Any] | None = None,
           file: str | None = None, pointer: str | None = None, base_side: bool = False) -> None:
        args = args or {}
        endpoint = self._endpoint(operation)
        text = format_message(rule_id, args)
        key = (rule_id, endpoint[0], endpoint[1], text, args.get("status"), args.get("media_type"))
        if key not in self._seen:
            self._seen.add(key)
            source = self._source(base_side, file or operation.file, pointer or operation.pointer)
            self._add([self._own(rule_id, args, text, source, "paths")], endpoint)

    def spec(self, rule_id: str, args: dict[str, Any] | None = None, file: str | None = None,
             pointer: str | None = None, base_side: bool = False) -> None:
        args = args or {}
        text = format_message(rule_id, args)
        key = (rule_id, None, None, text, _frozen(args))
        if key not in self._seen:
            self._seen.add(key)
            section = self._level(rule_id)[1]
            self._add([self._own(rule_id, args, text, self._source(base_side, file, pointer), section)], _NO_ENDPOINT)

    def replay(self, operation: Operation, findings: tuple[Finding, ...]) -> None:
        """The findings of one schema walk at ``operation``: they cannot repeat, and the same tuple
        (reached by many operations) is made into the changes' own fields once, ordered by id and text."""
        made = self._replays.get(id(findings))
        if made is None:
            owns = []
            for finding in findings:
                # the same finding (its arguments one object) in another tuple: the same fields
                rid, args, file, pointer, base_side = finding
                key = (rid, id(args), file, pointer, base_side)
                own = self._findings.get(key)
                if own is None:
                    own = self._findings[key] = self._own(
                        rid, args, format_message(rid, args), self._source(base_side, file, pointer), "paths")
                owns.append(own)
            # in the report's order within an endpoint (by id and text; stable, so equal ones stay in the
            # order found): the engine's sort of each endpoint's changes then merges a few sorted runs
            owns.sort(key=_ID_AND_TEXT)
            made = self._replays[id(findings)] = (findings, owns)  # (the tuple kept alive: its id stays its own)
        self._add(made[1], self._endpoint(operation))

    def _add(self, owns: list[Own], endpoint: Endpoint) -> None:
        new = tuple.__new__  # (Change.of, without a call of its own per change)
        self.changes += [new(Change, own + endpoint) for own in owns]

    def _own(self, rid: str, args: dict[str, Any], text: str, source: Source, section: str) -> Own:
        # a property's change on the side it never travels (``guard``, see schema_rules) is info, and so is
        # a change of the whole API's security, judged at each endpoint it applies to (checks.security)
        level = "info" if "guard" in args else self._level(rid)[0]
        return rid, level, text, args, source, section  # (Change.FINDING)

    def _level(self, rid: str) -> tuple[str, str]:
        found = self._levels.get(rid)
        if found is None:
            row = RULES.get(rid)
            if row is None:
                raise UnknownRuleId(f"a check emitted {rid!r}, which is not a row of the rule table")
            found = self._levels[rid] = (row.level, row.area if row.area in ("security", "info") else "components")
        return found

    def _source(self, base_side: bool, file: str | None, pointer: str | None) -> Source:
        key = (base_side, file, pointer)
        source = self._sources.get(key)
        if source is None:
            source = self._sources[key] = self.where.source(base_side, file, pointer)
        return source

    def _endpoint(self, op: Operation) -> Endpoint:
        found = self._endpoints.get(id(op))
        if found is None:  # (Change.ENDPOINT)
            found = self._endpoints[id(op)] = (op, (op.method, self.where.path(op.method, op.path), op.operation_id, op.tags))
        return found[1]


Check = Callable[[Any, Emitter], None]
