"""Reports stage, ``--format text``: a plain-text report grouped by endpoint, for a terminal or a log.

Entry point: :func:`render`. The first line is the summary ("3 changes: 1 error, 1 warning, 1 info");
in the ``edit`` layout (the default) then one line per root cause, the spec edit behind a group of
changes (level, message, check id, how many operations it reaches, where the edit is); then one block
per endpoint with one entry per change: the level, the message, the check id and where
in the spec it was found. Rendered from ``templates/reports/changelog.txt.jinja``. With
``options.color`` the level, endpoint and id are coloured with ANSI codes; without it the output is
plain text (what the golden files hold). Control characters from the spec are shown escaped
(``\\x1b``), never sent to the terminal raw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from generator.reports.context import endpoint_groups, location, summary_line
from generator.reports.edits import edit_summary, layout, operations_text
from generator.reports.templating import render_report_template
from generator.rules.messages import printable
from generator.rules.root_causes import group_by_edit

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.change import Change

_STYLES = {
    "error": "\x1b[1;31m",
    "warning": "\x1b[33m",
    "info": "\x1b[36m",
    "endpoint": "\x1b[1m",
    "id": "\x1b[2m",
}
_RESET = "\x1b[0m"
LEVEL_WIDTH = 7  # len("warning")


def _one_line(text: str) -> str:
    return " ".join(printable(text).split())


def _painter(color: bool) -> Any:
    def paint(text: str, style: str) -> str:
        code = _STYLES.get(style)
        return f"{code}{text}{_RESET}" if color and code else text

    return paint


def context(changes: list[Change], options: ReportOptions) -> dict[str, Any]:
    groups = []
    for group in endpoint_groups(changes):
        entries = [
            {
                "level": c.level,
                "level_padded": c.level.ljust(LEVEL_WIDTH),
                "text": _one_line(c.text),
                "id": c.id,
                "location": printable(location(c, options)),
            }
            for c in group.changes
        ]
        groups.append({"title": printable(group.title), "entries": entries})
    causes = []
    cause_summary = ""
    if layout("text", options) == "edit":
        found = group_by_edit(changes)
        cause_summary = edit_summary(found)
        for rc in found:
            reach = operations_text(rc.operation_count)
            if rc.operation_count == 1:
                reach = "in " + next(r.label for r in rc.reaches if r.label is not None)
            where = ", ".join(part for part in (printable(reach), printable(location(rc.changes[0], options))) if part)
            causes.append(
                {
                    "level": rc.level,
                    "level_padded": rc.level.ljust(LEVEL_WIDTH),
                    "text": _one_line(rc.change.text),
                    "id": rc.id,
                    "where": where,
                }
            )
    return {
        "summary": summary_line(changes),
        "edit_summary": cause_summary,
        "causes": causes,
        "groups": groups,
        "indent": " " * (LEVEL_WIDTH + 3),
        "paint": _painter(options.color),
        "title": printable(options.title),
        "base": printable(options.base) if options.base else options.base,
        "revision": printable(options.revision) if options.revision else options.revision,
    }


def render(changes: list[Change], options: ReportOptions) -> str:
    return render_report_template("changelog.txt.jinja", context(changes, options), options.templates)
