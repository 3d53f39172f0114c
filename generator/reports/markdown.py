"""Reports stage, ``--format markdown``: a Markdown report for a pull-request comment or
``$GITHUB_STEP_SUMMARY``.

Entry point: :func:`render`. A heading, the compared inputs, the summary line, then one section per
endpoint with one bullet per change: the level, the message with its arguments in backticks (the rule
table's Markdown style, as seed 001 shows) and the check id. Rendered from
``templates/reports/changelog.md.jinja``. Control characters from the spec are shown escaped (``\\x1b``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from generator.reports.context import (
    code_span,
    endpoint_groups,
    level_counts,
    markdown_message,
    printable,
    summary_line,
)

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.change import Change


def context(changes: list[Change], options: ReportOptions) -> dict[str, Any]:
    groups = []
    for group in endpoint_groups(changes):
        groups.append(
            {
                "heading": code_span(printable(group.label)) if group.label else group.title,
                "entries": [
                    {
                        "level": c.level,
                        "message": printable(markdown_message(c)).replace("\n", " "),
                        "id": code_span(c.id),
                    }
                    for c in group.changes
                ],
            }
        )
    return {
        "title": options.title,
        "base": code_span(printable(options.base)) if options.base else None,
        "revision": code_span(printable(options.revision)) if options.revision else None,
        "summary": summary_line(changes),
        "counts": level_counts(changes),
        "total": len(changes),
        "groups": groups,
    }


def render(changes: list[Change], options: ReportOptions) -> str:
    from generator.reports.templating import render_report_template

    return render_report_template("changelog.md.jinja", context(changes, options), options.templates)
