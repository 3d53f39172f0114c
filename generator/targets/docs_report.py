"""Targets stage: the history report of ``revgen history`` (text, Markdown, JSON, HTML).

Entry point: :func:`render_history` (re-exported as :func:`generator.history.render_history`). Every
revision newest first with its counts by level and its changes; each operation's timeline (the
revisions that changed it, the one that added it). JSON is built here; the other formats are the
templates ``templates/docs/history/report.{txt,md,html}.jinja``.
"""

from __future__ import annotations

import json
from typing import Any

from generator.errors import RevgenError
from generator.history.model import History, summarize_counts
from generator.render import environment, render_with
from generator.rules.messages import printable
from generator.rules.root_causes import root_cause_keys
from generator.targets.docs_chart import chart_context
from generator.targets.docs_context import change_row, counts_row
from generator.targets.docs_names import revision_slugs
from generator.targets.formats import HISTORY_FORMATS
from generator.targets.samples import clean_text

REPORT_FORMATS = HISTORY_FORMATS
_TEMPLATES = {"text": "docs/history/report.txt.jinja", "markdown": "docs/history/report.md.jinja", "html": "docs/history/report.html.jinja"}


def history_data(history: History) -> dict[str, Any]:
    """The report's content as plain data (also the JSON format); each change in its one serialized
    form, :meth:`~generator.rules.change.Change.to_dict`, with the key of its root cause (the spec edit
    behind it, as ``revgen changelog --format json`` gives it)."""
    revisions = []
    for entry in reversed(history.revisions):
        revisions.append(
            {
                "id": entry.id,
                "date": entry.date,
                "day": entry.day,
                "file": entry.file,
                "message": entry.message,
                "base": entry.base_id,
                "counts": entry.counts,
                "summary": "first revision" if entry.is_first else entry.summary,
                "changes": [
                    {**c.to_dict(), "root_cause": key} for c, key in zip(entry.changes, root_cause_keys(entry.changes))
                ],
                "no_endpoint": len(entry.unscoped),
            }
        )
    operations = []
    for key in sorted(history.operations, key=lambda k: (k[1], k[0])):
        timeline = history.operations[key]
        operations.append(
            {
                "method": timeline.method,
                "path": timeline.path,
                "added_in": timeline.added_in.id if timeline.added_in else None,
                "revisions": [
                    {"id": e.revision.id, "day": e.revision.day, "summary": summarize_counts(e.counts), "changes": [c.id for c in e.changes]}
                    for e in timeline.entries
                ],
            }
        )
    totals = {"error": 0, "warning": 0, "info": 0}
    for entry in history.revisions:
        for level, n in entry.counts.items():
            totals[level] = totals.get(level, 0) + n
    return {
        "revision_count": len(history.revisions),
        "diff_count": history.diff_count,
        "first": history.first.id,
        "latest": history.latest.id,
        "totals": totals,
        "summary": summarize_counts(totals),
        "revisions": revisions,
        "operations": operations,
    }


def render_history(history: History, fmt: str = "text", templates: str | None = None) -> str:
    """The history report in ``fmt`` (text, markdown, json or html)."""
    if fmt not in REPORT_FORMATS:
        raise RevgenError(f"unknown history format {fmt!r} (choose {', '.join(REPORT_FORMATS)})")
    data = history_data(history)
    if fmt == "json":
        return json.dumps(data, indent=2, ensure_ascii=False, sort_keys=False, default=str) + "\n"
    # the templates show each change's row (plain and Markdown message) rather than its data
    for r, entry in zip(data["revisions"], reversed(history.revisions), strict=True):
        r["changes"] = [change_row(c) for c in entry.changes]
    context: dict[str, Any] = {"report": data}
    if fmt == "html":
        slugs = revision_slugs([r.id for r in history.revisions])
        context["chart"] = chart_context(history, slugs, link_prefix="#rev-", link_suffix="")
        context["links"] = {"root": ""}
        context["totals"] = counts_row(data["totals"])
        context["slugs"] = slugs
    text = clean_text(render_with(environment(templates), _TEMPLATES[fmt], context))
    return printable(text) if fmt == "text" else text
