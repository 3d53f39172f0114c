"""Reports stage, ``--format githubactions``: GitHub Actions workflow commands that annotate the spec.

Entry point: :func:`render`. One line per change,
``::error file=F,line=L,title=ID::METHOD /path: message`` (``::warning`` for warnings, ``::notice``
for info). ``file`` is the repository-relative path of the change's source (a git ``REF:PATH`` argument,
or a file it refers to, names ``PATH``) and ``line`` its line; both are left out when unknown. Something found in the base
(removed), in its root file or in a file it refers to, is annotated on the revision's file of the same
name, at its nearest surviving parent's line (``options.revision_place``), or on the revision's root
file at no line when the revision has no such file: a line of the base file would mark an unrelated
line of the file a pull request shows. Values are escaped as GitHub's
workflow-command rules require: ``%``, CR and LF in the message; also ``:`` and ``,`` in properties.
Other control characters from the spec are shown escaped (``\\x1b``): the Actions log renders ANSI codes.
With ``--group-by edit`` there is one annotation per root cause instead, at the edit's line, naming
the operations it reaches (GitHub shows only the first few annotations of a kind per step).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.reports.context import endpoint_label, source_file
from generator.reports.edits import operations_text, reaches
from generator.reports.sources import git_path
from generator.rules.messages import printable
from generator.rules.root_causes import group_by_edit

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.change import Change

COMMANDS = {"error": "error", "warning": "warning", "info": "notice"}


def escape_data(value: str) -> str:
    """Escape a workflow command's message."""
    return value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(value: str) -> str:
    """Escape a workflow command's property value."""
    return escape_data(value).replace(":", "%3A").replace(",", "%2C")


def annotation(change: Change, options: ReportOptions, message: str | None = None) -> str:
    props = []
    shown = source_file(change, options)
    line = change.source.line if change.source is not None else None
    if options.revision_place is not None:
        place = options.revision_place(change.source) if change.source is not None else None
    elif shown and shown == options.base != options.revision and options.revision:
        place = options.revision, None  # options without the documents: the base's root file, no line
    else:
        place = None
    if shown and place is not None:
        shown, line = place  # found in the base: what is left of it in the revision
    if shown:
        file = options.annotation_files.get(shown) or git_path(shown) or shown  # REF:PATH names PATH
        props.append(f"file={escape_property(printable(file))}")
        if line:
            props.append(f"line={int(line)}")
    props.append(f"title={escape_property(printable(change.id))}")
    if message is None:
        label = endpoint_label(change)
        message = f"{label}: {change.text}" if label else change.text
    return f"::{COMMANDS.get(change.level, 'notice')} {','.join(props)}::{escape_data(printable(message))}"


def render(changes: list[Change], options: ReportOptions) -> str:
    if options.group_by != "edit":
        return "".join(annotation(c, options) + "\n" for c in changes)
    lines = []
    for rc in group_by_edit(changes):
        headline = rc.change
        shown, more = reaches(rc, 5)
        message = headline.text
        if shown:
            names = ", ".join(r.label or "" for r in shown) + (f" and {more} more" if more else "")
            message = f"{message} ({operations_text(rc.operation_count)}: {names})"
        lines.append(annotation(headline, options, message) + "\n")
    return "".join(lines)
