"""Reports stage, ``--format html``: one self-contained HTML page (inline CSS, no scripts, no external
assets).

Entry point: :func:`render`. The same content as the Markdown report: a title, the compared inputs,
per-level counts, then (``edit`` layout, the default) one item per root cause -- level, message, check
id, where the edit is, and the operations it reaches with their statuses folded in ``<details>`` --
or (``endpoint`` layout) one section per endpoint with the level, the message (arguments as ``<code>``,
the rule table's HTML medium),
the check id and the source location of each change. Rendered from ``templates/reports/changelog.html.jinja``
with autoescaping on, so a spec's text can never inject markup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from generator.reports.context import (
    endpoint_groups,
    location,
    summary_line,
)
from generator.reports.edits import edit_summary, layout, operations_text
from generator.reports.templating import render_report_template
from generator.rules.change import level_counts
from generator.rules.messages import format_message
from generator.rules.root_causes import group_by_edit

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.change import Change
    from generator.rules.root_causes import RootCause


def _causes(found: list[RootCause], options: ReportOptions) -> list[dict[str, Any]]:
    out = []
    for rc in found:
        headline = rc.change
        reached = [r for r in rc.reaches if r.label is not None]
        out.append(
            {
                "key": rc.key,
                "level": rc.level,
                "message": format_message(headline, medium="html"),
                "id": rc.id,
                "location": location(headline, options),
                "pointer": "#" + rc.pointer if rc.pointer else "",
                "count": rc.operation_count,
                "operations": operations_text(rc.operation_count),
                "changes": len(rc.changes),
                "reaches": [
                    {"label": r.label, "operation_id": r.operation_id, "statuses": ", ".join(r.statuses)} for r in reached
                ],
            }
        )
    return out


def context(changes: list[Change], options: ReportOptions) -> dict[str, Any]:
    ctx: dict[str, Any] = {
        "title": options.title,
        "base": options.base,
        "revision": options.revision,
        "summary": summary_line(changes),
        "counts": level_counts(changes),
        "group_by": layout("html", options),
        "edit_summary": "",
        "causes": [],
        "groups": [],
    }
    if ctx["group_by"] == "edit":
        found = group_by_edit(changes)
        return {**ctx, "edit_summary": edit_summary(found), "causes": _causes(found, options)}
    groups = []
    for group in endpoint_groups(changes):
        groups.append(
            {
                "title": group.title,
                "method": group.operation or "",
                "path": group.path,
                "operation_id": group.operation_id,
                "worst": group.worst,
                "entries": [
                    {
                        "level": c.level,
                        "message": format_message(c, medium="html"),
                        "id": c.id,
                        "location": location(c, options),
                        "pointer": c.source.pointer if c.source and c.source.pointer else "",
                    }
                    for c in group.changes
                ],
            }
        )
    return {**ctx, "groups": groups}


def render(changes: list[Change], options: ReportOptions) -> str:
    return render_report_template("changelog.html.jinja", context(changes, options), options.templates)
