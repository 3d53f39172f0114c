"""Reports stage, ``--format markdown``: a Markdown report for a pull-request comment or
``$GITHUB_STEP_SUMMARY``.

Entry point: :func:`render`. A heading, the compared inputs, the summary line, then either (``edit``
layout, the default) one bullet per root cause -- its level, the message with its arguments in
backticks (the rule table's Markdown style, as seed 001 shows), the check id, where the edit is, and
the operations it reaches folded in a ``<details>`` block -- or (``endpoint`` layout) one section per
endpoint with one bullet per change. Rendered from ``templates/reports/changelog.md.jinja``. Control
characters from the spec are shown escaped (``\\x1b``).

With ``options.max_bytes`` the report is cut to fit (:mod:`.fit`): every breaking root cause first
(operation lists shortened, then whole), then warnings, then the longer lists, then info; a last line
says how much was left out and how to get the full report. In the ``endpoint`` layout changes are
kept in the same level order.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from generator.markdown import code_span
from generator.reports.context import (
    endpoint_groups,
    location,
    markdown_message,
    summary_line,
)
from generator.reports.edits import SHORT_LIST, edit_summary, full_report_hint, layout, operations_text, reaches
from generator.reports.fit import longest_fitting
from generator.reports.templating import render_report_template
from generator.rules.change import LEVEL_RANK, level_counts
from generator.rules.messages import printable
from generator.rules.root_causes import group_by_edit

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.change import Change
    from generator.rules.root_causes import RootCause

BARE, SHORT, FULL = 0, 1, 2  # how much of a root cause's operation list is shown


def _message(change: Change) -> str:
    return printable(markdown_message(change)).replace("\n", " ")


def _change_entry(c: Change) -> dict[str, Any]:
    return {"level": c.level, "message": _message(c), "id": code_span(c.id)}


def _statuses(statuses: tuple[str, ...]) -> str:
    return ", ".join(code_span(printable(s)) for s in statuses)


class _Causes:
    """The Markdown pieces of each root cause, built once and reused by every size probe."""

    def __init__(self, causes: list[RootCause], options: ReportOptions) -> None:
        self.causes = causes
        self.options = options
        self._heads: dict[str, dict[str, Any]] = {}
        self._lists: dict[tuple[str, int], tuple[list[dict[str, str]], int]] = {}

    def head(self, rc: RootCause) -> dict[str, Any]:
        head = self._heads.get(rc.key)
        if head is None:
            count = rc.operation_count
            where = location(rc.changes[0], self.options)
            single = None
            if count == 1:
                only = next(r for r in rc.reaches if r.label is not None)
                single = code_span(printable(only.label or ""))
            head = self._heads[rc.key] = {
                "key": rc.key,
                "level": rc.level,
                "message": _message(rc.change),
                "id": code_span(rc.id),
                "pointer": code_span(printable("#" + rc.pointer)) if rc.pointer else None,
                "location": code_span(printable(where)) if where else None,
                "count": count,
                "operations": operations_text(count),
                "single": single,
                "changes": len(rc.changes),
            }
        return head

    def entry(self, rc: RootCause, form: int) -> dict[str, Any]:
        head = self.head(rc)
        if head["count"] < 2 or form == BARE:
            return {**head, "reaches": [], "more": 0}
        limit = None if form == FULL else SHORT_LIST
        key = (rc.key, form)
        listed = self._lists.get(key)
        if listed is None:
            shown, more = reaches(rc, limit)
            many_statuses = len(rc.statuses) > 1
            items = [
                {"label": code_span(printable(r.label or "")), "statuses": _statuses(r.statuses) if many_statuses else ""}
                for r in shown
            ]
            listed = self._lists[key] = (items, more)
        return {**head, "reaches": listed[0], "more": listed[1]}

    def steps(self) -> list[tuple[str, int]]:
        """What to add, most important first: every breaking root cause (without its list, then with a
        short one), the warnings, the breaking and warning full lists, then info."""
        by_level: dict[str, list[RootCause]] = {"error": [], "warning": [], "info": []}
        for rc in self.causes:
            by_level.setdefault(rc.level, []).append(rc)
        errors, warnings = by_level["error"], by_level["warning"]
        others = [rc for level, group in by_level.items() if level not in ("error", "warning") for rc in group]

        def long(group: list[RootCause]) -> list[RootCause]:
            return [rc for rc in group if rc.operation_count > SHORT_LIST]

        def listed(group: list[RootCause]) -> list[RootCause]:
            return [rc for rc in group if rc.operation_count > 1]

        out: list[tuple[str, int]] = [(rc.key, BARE) for rc in errors]
        out += [(rc.key, SHORT) for rc in listed(errors)]
        out += [(rc.key, SHORT) for rc in warnings]
        out += [(rc.key, FULL) for rc in long(errors) + long(warnings)]
        out += [(rc.key, SHORT) for rc in others]
        out += [(rc.key, FULL) for rc in long(others)]
        return out


def _omitted(causes: int, changes: int, levels: dict[str, int], shortened: int, options: ReportOptions) -> dict[str, Any]:
    """What the closing line of a cut report says: how many root causes and changes were left out
    (by level: root causes in the edit layout, changes in the endpoint one), how many operation lists
    were shortened, the limit and the command for the full report."""
    return {
        "causes": f"{causes:,}" if causes else "",
        "changes": f"{changes:,}" if changes else "",
        "levels": {level: f"{n:,}" for level, n in levels.items() if n},
        "shortened": f"{shortened:,}" if shortened else "",
        "max_bytes": f"{options.max_bytes:,}" if options.max_bytes else "",
        "hint": code_span(full_report_hint(options)),
        "url": _safe_url(options.full_report_url),
    }


def _safe_url(url: str | None) -> str:
    """``url`` as a Markdown autolink when it is a plain http(s) URL, else nothing."""
    return f"<{url}>" if url and re.fullmatch(r"https?://[A-Za-z0-9._~:/?#@!$&'()*+,;=%-]+", url) else ""


def _edit_context(
    changes: list[Change], options: ReportOptions
) -> tuple[Callable[[dict[str, int] | None], dict[str, Any]], list[tuple[str, int]]]:
    """``build(state)`` (the context with the root causes ``state`` names, each in its form; None:
    all of them, whole) and the steps of :meth:`_Causes.steps`."""
    causes = group_by_edit(changes)
    pieces = _Causes(causes, options)
    base = _base_context(changes, options, "edit")
    base["edit_summary"] = edit_summary(causes)
    order = {rc.key: i for i, rc in enumerate(causes)}
    by_key = {rc.key: rc for rc in causes}

    def build(state: dict[str, int] | None) -> dict[str, Any]:
        if state is None:  # everything, whole
            entries = [pieces.entry(rc, FULL) for rc in causes]
            return {**base, "causes": entries, "omitted": None}
        chosen = sorted(state.items(), key=lambda item: order[item[0]])
        entries = [pieces.entry(by_key[key], form) for key, form in chosen]
        shortened = sum(1 for e in entries if e["count"] > 1 and len(e["reaches"]) < e["count"])
        left = [rc for rc in causes if rc.key not in state]
        if not left and not shortened:
            return {**base, "causes": entries, "omitted": None}
        levels: dict[str, int] = {}
        for rc in left:
            levels[rc.level] = levels.get(rc.level, 0) + 1
        omitted = _omitted(len(left), sum(len(rc.changes) for rc in left), levels, shortened, options)
        return {**base, "causes": entries, "omitted": omitted}

    return build, pieces.steps()


def _base_context(changes: list[Change], options: ReportOptions, group_by: str) -> dict[str, Any]:
    return {
        "title": options.title,
        "base": code_span(printable(options.base)) if options.base else None,
        "revision": code_span(printable(options.revision)) if options.revision else None,
        "summary": summary_line(changes),
        "counts": level_counts(changes),
        "total": len(changes),
        "group_by": group_by,
        "edit_summary": "",
        "causes": [],
        "groups": [],
        "omitted": None,
    }


def _endpoint_context(changes: list[Change], options: ReportOptions, total: list[Change] | None = None) -> dict[str, Any]:
    groups = []
    for group in endpoint_groups(changes):
        heading = code_span(printable(group.label)) if group.label else group.title
        groups.append({"heading": heading, "entries": [_change_entry(c) for c in group.changes]})
    ctx = _base_context(total if total is not None else changes, options, "endpoint")
    ctx["groups"] = groups
    return ctx


def context(changes: list[Change], options: ReportOptions) -> dict[str, Any]:
    """The whole report's template context (nothing left out)."""
    if layout("markdown", options) == "edit":
        return _edit_context(changes, options)[0](None)
    return _endpoint_context(changes, options)


def render(changes: list[Change], options: ReportOptions) -> str:
    def draw(ctx: dict[str, Any]) -> str:
        return render_report_template("changelog.md.jinja", ctx, options.templates)

    max_bytes = options.max_bytes
    if layout("markdown", options) == "endpoint":
        if not max_bytes:
            return draw(_endpoint_context(changes, options))
        return _fit_endpoints(changes, options, draw, max_bytes)
    build, steps = _edit_context(changes, options)
    if not max_bytes:
        return draw(build(None))

    def probe(k: int) -> str:
        if k == len(steps):
            return draw(build(None))
        state: dict[str, int] = {}
        for key, form in steps[:k]:
            state[key] = form
        return draw(build(state))

    return longest_fitting(probe, len(steps), max_bytes)


def _fit_endpoints(changes: list[Change], options: ReportOptions, draw: Callable[[dict[str, Any]], str], max_bytes: int) -> str:
    """The ``endpoint`` layout within ``max_bytes``: changes kept by level (error, warning, info), each
    level in report order."""
    ranked = sorted(range(len(changes)), key=lambda i: -LEVEL_RANK.get(changes[i].level, 0))

    def probe(k: int) -> str:
        if k == len(changes):
            return draw(_endpoint_context(changes, options))
        keep = sorted(ranked[:k])
        kept = [changes[i] for i in keep]
        ctx = _endpoint_context(kept, options, total=changes)
        levels: dict[str, int] = {}
        for i in ranked[k:]:
            levels[changes[i].level] = levels.get(changes[i].level, 0) + 1
        ctx["omitted"] = _omitted(0, len(changes) - k, levels, 0, options)
        return draw(ctx)

    return longest_fitting(probe, len(changes), max_bytes)
