"""Reports stage, ``--format html``: one self-contained HTML page (inline CSS, no scripts, no external
assets).

Entry point: :func:`render`. The same content as the Markdown report: a title, the compared inputs,
per-level counts, then one section per endpoint with the level, the message (arguments as ``<code>``,
the rule table's HTML medium),
the check id and the source location of each change. Rendered from ``templates/reports/changelog.html.jinja``
with autoescaping on, so a spec's text can never inject markup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from generator.reports.context import (
    endpoint_groups,
    level_counts,
    location,
    summary_line,
)
from generator.rules.messages import format_message

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.change import Change


def context(changes: list[Change], options: ReportOptions) -> dict[str, Any]:
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
    return {
        "title": options.title,
        "base": options.base,
        "revision": options.revision,
        "summary": summary_line(changes),
        "counts": level_counts(changes),
        "groups": groups,
    }


def render(changes: list[Change], options: ReportOptions) -> str:
    from generator.reports.templating import render_report_template

    return render_report_template("changelog.html.jinja", context(changes, options), options.templates)
