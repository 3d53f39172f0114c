"""Targets stage: the root causes a revision page lists (one per spec edit, each unfolding into the
operations it reaches), and the revision's data file that lists every operation each one reaches.

Entry points: :func:`revision_causes` ``(causes, op_slugs_by_key) -> dict``: ``summary`` ("107 root
causes: 10 breaking, 13 warning, 84 info"), ``causes`` (those reaching an endpoint), ``unscoped`` (those
naming none) and ``operations`` (per endpoint, the root causes reaching it: the index an operation
page's "See the full diff" lands on), ``cut`` (whether a root cause lists only some of its operations);
:func:`cause_head` ``(rc) -> dict``, what every page shows of a root cause before where it reaches
(its headline: the revision page and each operation page it reaches show the same);
:func:`revision_data` ``(entry, causes, op_slugs_by_key) -> str``, the JSON text of
``revisions/<slug>.json``, written for a revision whose page cuts a list. The causes are :func:`generator.rules.root_causes.group_by_edit`'s.

A page stays small however large the diff (one edit of a shared schema reaches hundreds of operations,
and a revision of a large API holds hundreds of edits): a root cause lists a few of the operations it
reaches (:data:`REACH_SHOWN`, and counts the others; then the data file lists them all), an operation's
index entry the root causes reaching it only when they are few (:data:`CAUSES_SHOWN`; else their counts:
its own page lists them all).
Messages come from the rules' renderer per medium, so the templates only lay them out.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from generator.history.model import LEVEL_WORDS, RevisionEntry, operation_key, summarize_counts
from generator.rules.change import LEVEL_RANK, count_levels
from generator.markdown import code_span
from generator.rules.messages import format_message
from generator.rules.root_causes import RootCause, operations_text
from generator.targets.docs_schema import one_line

MARKS = {"error": "●", "warning": "●", "info": "○"}
_METHOD_ORDER = {m: i for i, m in enumerate(("GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"))}
REACH_SHOWN = 10
"""A root cause on a revision page lists the operations it reaches when they are at most this many, else
the first :data:`REACH_FIRST` of them and the count of the others."""
REACH_FIRST = 5
CAUSES_SHOWN = 8
"""An operation's entry in a revision page's index lists the root causes reaching it when they are at most
this many, else counts them by level (its page lists them)."""


def _summary(causes: Sequence[RootCause]) -> str:
    if not causes:
        return "No root causes"
    counts = count_levels(rc.level for rc in causes)
    noun = "root cause" if len(causes) == 1 else "root causes"
    return f"{len(causes)} {noun}: " + ", ".join(f"{n} {LEVEL_WORDS[lv]}" for lv, n in counts.items() if n)


class _Labels:
    """An endpoint's label, slug and status list as the pages print them, made once per revision
    (a root cause that reaches 300 operations would otherwise spell each of them again)."""

    def __init__(self, op_slugs_by_key: dict[tuple[str, str], str]) -> None:
        self.op_slugs_by_key = op_slugs_by_key
        self._endpoints: dict[tuple[str | None, str], tuple[str, str | None]] = {}
        self._statuses: dict[tuple[str, ...], tuple[str, str]] = {}
        self._reaches: dict[tuple[str | None, str, tuple[str, ...]], dict[str, Any]] = {}

    def endpoint(self, method: str | None, path: str) -> tuple[str, str | None]:
        """``(label_md, slug)`` of ``method path``."""
        found = self._endpoints.get((method, path))
        if found is None:
            found = self._endpoints[(method, path)] = (
                code_span(f"{method} {path}"),
                self.op_slugs_by_key.get(operation_key(method or "", path)),
            )
        return found

    def statuses(self, statuses: tuple[str, ...]) -> tuple[str, str]:
        """``(statuses, statuses_md)``."""
        found = self._statuses.get(statuses)
        if found is None:
            found = self._statuses[statuses] = (", ".join(statuses), ", ".join(code_span(s) for s in statuses))
        return found

    def reach(self, method: str | None, path: str, statuses: tuple[str, ...]) -> dict[str, Any]:
        """The row of a root cause's reach (one object per endpoint and statuses, which every root
        cause reaching them there lists: the pages only read it)."""
        key = (method, path, statuses)
        row = self._reaches.get(key)
        if row is None:
            label_md, slug = self.endpoint(method, path)
            text, md = self.statuses(statuses)
            row = self._reaches[key] = {
                "method": method or "",
                "path": path,
                "label_md": label_md,
                "slug": slug,
                "statuses": text,
                "statuses_md": md,
            }
        return row


def cause_head(rc: RootCause) -> dict[str, Any]:
    """What every page shows of a root cause before where it reaches: its ``key``, check ``id``,
    ``level``, ``mark`` and its headline change's ``text`` (plain) and ``md`` (values in backticks),
    the same on its revision's page and on each operation page it reaches."""
    headline = rc.change
    return {
        "key": rc.key,
        "id": rc.id,
        "level": rc.level,
        "mark": MARKS.get(rc.level, "○"),
        "text": one_line(headline.text),
        "md": one_line(format_message(headline, medium="markdown")),
    }


def _cause_row(rc: RootCause, labels: _Labels) -> dict[str, Any]:
    reach = labels.reach
    shown = rc.operation_count if rc.operation_count <= REACH_SHOWN else REACH_FIRST
    reaches: list[dict[str, Any]] = []
    for r in rc.reaches:
        if r.path is None or len(reaches) == shown:
            break  # (the reaches naming no endpoint come last)
        reaches.append(reach(r.operation, r.path, r.statuses))
    return {
        **cause_head(rc),
        "pointer": "#" + rc.pointer if rc.pointer else "",
        "pointer_md": code_span("#" + rc.pointer) if rc.pointer else "",
        "line": rc.line,
        "count": rc.operation_count,
        "operations": operations_text(rc.operation_count),
        "changes": len(rc.changes),
        "reaches": reaches,
        "more": rc.operation_count - len(reaches),
    }


def revision_causes(
    causes: Sequence[RootCause], op_slugs_by_key: dict[tuple[str, str], str],
    shared: Callable[[tuple[str, str]], int] | None = None,
) -> dict[str, Any]:
    """The root-cause view of one revision's changes, ``causes`` (their
    :func:`~generator.rules.root_causes.group_by_edit`; see the module docstring). ``shared``
    (optional): how many of the root causes reaching an operation (its :func:`operation_key`) its page
    counts rather than lists (they reach many operations alike), given as ``shared`` where an
    operation's root causes are counted here."""
    labels = _Labels(op_slugs_by_key)
    rows = {rc.key: _cause_row(rc, labels) for rc in causes}
    operations: dict[tuple[str, str], dict[str, Any]] = {}
    for rc in causes:
        row = rows[rc.key]
        ref = {"key": rc.key, "id": rc.id, "level": rc.level, "mark": row["mark"]}  # listed at each endpoint
        for r in rc.reaches:
            if r.path is None:
                continue
            key = (r.path, r.operation or "")
            entry = operations.get(key)
            if entry is None:
                label_md, slug = labels.endpoint(r.operation, r.path)
                entry = operations[key] = {
                    "method": r.operation or "",
                    "path": r.path,
                    "label_md": label_md,
                    "slug": slug,
                    "changes": 0,
                    "causes": [],
                    "cause_count": 0,
                    "summary": "",
                    "shared": 0,
                }
            entry["changes"] += len(r.changes)
            entry["causes"].append(ref)
    for entry in operations.values():
        refs = entry["causes"]
        refs.sort(key=lambda c: -LEVEL_RANK.get(c["level"], 0))
        entry["cause_count"] = len(refs)
        if len(refs) > CAUSES_SHOWN:  # counted here, listed on the operation's page
            entry["summary"] = summarize_counts(count_levels(ref["level"] for ref in refs))
            entry["causes"] = []
            if shared is not None:
                entry["shared"] = shared(operation_key(entry["method"], entry["path"]))
    ordered = sorted(operations.items(), key=lambda kv: (kv[0][0], _METHOD_ORDER.get(kv[0][1].upper(), 99), kv[0][1]))
    return {
        "summary": _summary(causes),
        "cut": any(row["more"] for row in rows.values()),
        "causes": [rows[rc.key] for rc in causes if rc.operation_count],
        "unscoped": [rows[rc.key] for rc in causes if not rc.operation_count],
        "operations": [entry for _, entry in ordered],
    }


def revision_data(entry: RevisionEntry, causes: Sequence[RootCause], op_slugs_by_key: dict[tuple[str, str], str]) -> str:
    """The JSON text of ``revisions/<slug>.json``: the revision (``id``, ``date``, ``base``), the
    ``operations`` its root causes reach, each once (``method``, ``path``, ``operation_id`` and ``slug``,
    the name of its page, null when the newest revision no longer has it; in the order first reached),
    and its root causes, each with its ``key``, ``level``, the number of ``changes`` it made, its
    headline ``change`` (:meth:`~generator.rules.change.Change.to_dict`: the first change, every status
    it reaches listed) and every operation it reaches as ``[i, statuses]``: ``operations[i]`` and the
    statuses it reaches there. A big API's shared components make hundreds of root causes reach the same
    operations: each is spelled once. One operation, then one root cause, a line."""
    lines = []
    labels = _Labels(op_slugs_by_key)
    index: dict[tuple[str | None, str, str | None], int] = {}
    endpoints: list[str] = []
    for rc in causes:
        reaches = []
        for r in rc.reaches:
            if r.path is None:
                continue
            where = (r.operation, r.path, r.operation_id)
            number = index.get(where)
            if number is None:
                number = index[where] = len(endpoints)
                endpoint = {"method": r.operation, "path": r.path, "operation_id": r.operation_id,
                            "slug": labels.endpoint(r.operation, r.path)[1]}
                endpoints.append(json.dumps(endpoint, ensure_ascii=False, separators=(",", ":")))
            reaches.append([number, list(r.statuses)])
        cause = {"key": rc.key, "level": rc.level, "changes": len(rc.changes), "change": rc.change.to_dict(), "operations": reaches}
        lines.append(json.dumps(cause, ensure_ascii=False, separators=(",", ":"), default=str))
    head = json.dumps({"id": entry.id, "date": entry.date, "base": entry.base_id}, ensure_ascii=False, separators=(",", ":"))
    return (
        '{"revision":' + head
        + ',"operations":[\n' + ",\n".join(endpoints) + ("\n" if endpoints else "")
        + '],"root_causes":[\n' + ",\n".join(lines) + ("\n" if lines else "") + "]}\n"
    )
