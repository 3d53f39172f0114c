"""Reports stage: the data every report format shares, built from the change list.

Entry points: :func:`change_record` (the JSON/YAML object of one change, stable key order),
:func:`endpoint_groups` (changes grouped by endpoint, endpoints in path order, changes most severe
first) and :func:`summary_line` ("3 changes: 1 error, 1 warning, 1 info"). Messages come from the rule
table's renderer per medium, :func:`generator.rules.messages.format_message`, and text for a terminal
from its escaper :func:`generator.rules.messages.printable`.
No Jinja here: the JSON and YAML formats import this module alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from generator.rules.change import LEVEL_RANK, Change, level_counts
from generator.rules.messages import format_message

if TYPE_CHECKING:
    from generator.reports import ReportOptions

METHOD_ORDER = {m: i for i, m in enumerate(("GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"))}
NO_ENDPOINT = "Changes that name no endpoint"


def source_file(change: Change, options: ReportOptions | None = None) -> str | None:
    """The file a report names for ``change``'s source (``options.file_namer`` decides)."""
    src = change.source
    if src is None or not src.file:
        return None
    if options is not None and options.file_namer is not None:
        return options.file_namer(src)
    return src.file


def change_record(change: Change, options: ReportOptions | None = None) -> dict[str, Any]:
    """The serialized form of one change (:meth:`Change.to_dict`), its source file named as the
    report names it."""
    return change.to_dict(options.file_namer if options is not None else None)


def summary_line(changes: Sequence[Change]) -> str:
    """``"3 changes: 1 error, 1 warning, 1 info"`` (levels with no change are left out)."""
    if not changes:
        return "No changes"
    counts = level_counts(changes)
    noun = "change" if len(changes) == 1 else "changes"
    parts = ", ".join(f"{n} {level}" for level, n in counts.items() if n)
    return f"{len(changes)} {noun}: {parts}"


def location(change: Change, options: ReportOptions | None = None) -> str:
    """``file:line`` (or ``file``, or ``""``) of where the change was found."""
    file = source_file(change, options)
    if not file:
        return ""
    line = change.source.line if change.source else None
    return f"{file}:{line}" if line else file


def endpoint_label(change: Change) -> str | None:
    if change.path is None:
        return None
    return f"{change.operation} {change.path}" if change.operation else change.path


@dataclass
class EndpointGroup:
    """The changes of one endpoint (``label`` is ``"METHOD /path"``; None for changes naming none)."""

    label: str | None
    operation: str | None
    path: str | None
    operation_id: str | None
    tags: tuple[str, ...]
    changes: list[Change]

    @property
    def title(self) -> str:
        return self.label or NO_ENDPOINT

    @property
    def worst(self) -> str:
        return max((c.level for c in self.changes), key=lambda lv: LEVEL_RANK.get(lv, 0))


def endpoint_groups(changes: Iterable[Change]) -> list[EndpointGroup]:
    """Group by endpoint; endpoints sorted by path then method, the no-endpoint group last; within a
    group the most severe changes first, otherwise in the order given."""
    groups: dict[tuple[str, str], EndpointGroup] = {}
    for change in changes:
        key = (change.path or "", change.operation or "") if change.path is not None else ("\uffff", "")
        group = groups.get(key)
        if group is None:
            group = groups[key] = EndpointGroup(
                endpoint_label(change), change.operation, change.path, change.operation_id, tuple(change.tags), []
            )
        group.changes.append(change)
        if group.operation_id is None and change.operation_id:
            group.operation_id = change.operation_id
        if not group.tags and change.tags:
            group.tags = tuple(change.tags)

    def sort_key(item: tuple[tuple[str, str], EndpointGroup]) -> tuple[int, str, int, str]:
        (path, method), _ = item
        return (path == "\uffff", path, METHOD_ORDER.get(method.upper(), 99), method)

    result = []
    for _, group in sorted(groups.items(), key=sort_key):
        group.changes.sort(key=lambda c: -LEVEL_RANK.get(c.level, 0))
        result.append(group)
    return result


# --- messages per medium ---------------------------------------------------------------------------

def markdown_message(change: Change) -> str:
    """The message with each argument as a Markdown code span (seed 001's style)."""
    return format_message(change, medium="markdown")
