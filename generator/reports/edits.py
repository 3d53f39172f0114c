"""Reports stage: the root-cause layout (``--group-by edit``) the Markdown, HTML and text formats share.

Entry points: :func:`layout` (``edit`` or ``endpoint`` for a format and the options),
:func:`edit_summary` ("9 root causes: 3 error, 2 warning, 4 info"), :func:`operations_text`
("in 4 operations", from the rules) and :func:`reaches` (the endpoints a root cause reaches, at most ``limit`` of them,
and how many more). The grouping itself is :func:`generator.rules.root_causes.group_by_edit`; each
format renders a root cause's headline change the way it renders any change. No Jinja here.
"""

from __future__ import annotations

from shlex import quote
from typing import TYPE_CHECKING

from generator.rules.change import LEVELS
from generator.rules.root_causes import operations_text

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.root_causes import Reach, RootCause

GROUP_BY = ("edit", "endpoint")
# formats that lay a report out by root cause unless told otherwise (the others list changes)
EDIT_BY_DEFAULT = frozenset({"markdown", "html", "text"})
# a shortened list of operations (``--max-bytes``) names this many, then "and N more"
SHORT_LIST = 10


def layout(fmt: str, options: ReportOptions) -> str:
    """``edit`` or ``endpoint``: what ``options.group_by`` says, else the format's default."""
    if options.group_by in GROUP_BY:
        return options.group_by
    return "edit" if fmt in EDIT_BY_DEFAULT else "endpoint"


def edit_summary(causes: list[RootCause]) -> str:
    """``"9 root causes: 3 error, 2 warning, 4 info"`` (levels with none left out)."""
    if not causes:
        return "No root causes"
    counts = dict.fromkeys(LEVELS, 0)
    for rc in causes:
        counts[rc.level] = counts.get(rc.level, 0) + 1
    noun = "root cause" if len(causes) == 1 else "root causes"
    return f"{len(causes)} {noun}: " + ", ".join(f"{n} {level}" for level, n in counts.items() if n)


def reaches(rc: RootCause, limit: int | None = None) -> tuple[list[Reach], int]:
    """The endpoints ``rc`` reaches (all, or the first ``limit``) and how many were left out."""
    every = [r for r in rc.reaches if r.path is not None]
    if limit is None or len(every) <= limit:
        return every, 0
    return every[:limit], len(every) - limit


def full_report_hint(options: ReportOptions) -> str:
    """The command that writes the whole report as one HTML page."""
    args = [quote(a) for a in (options.base, options.revision) if a]
    return " ".join(["revgen", options.command, *args, "--format", "html", "-o", f"{options.command}.html"])


__all__ = ["EDIT_BY_DEFAULT", "GROUP_BY", "SHORT_LIST", "edit_summary", "full_report_hint", "layout", "operations_text", "reaches"]
