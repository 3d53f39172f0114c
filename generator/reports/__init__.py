"""Reports stage: render a list of :class:`~generator.rules.change.Change` records in one output format.

Entry points: :func:`render_report`, and :func:`report_pieces` (the same text in pieces, for a
writer that streams). Each format is one module of this package exposing
``render(changes, options) -> str`` (and, optionally, ``render_pieces`` with the same arguments,
yielding that text in pieces, as UTF-8 bytes); :data:`FORMATS` maps a format name to its module (and the
extension of a file holding it), imported only
when that format is asked for (``--format json`` never imports Jinja). The data every format shares
(JSON records, endpoint groups, the summary line, per-medium messages) is built in :mod:`.context`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from generator.errors import UsageError

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from generator.rules.change import Change, Source

class Format(NamedTuple):
    module: str  # the module with ``render(changes, options) -> str``
    extension: str  # of a file holding the report


# format name -> its module and file extension. The order is the order shown in `--help`.
FORMATS: dict[str, Format] = {
    "text": Format("generator.reports.text", "txt"),
    "markdown": Format("generator.reports.markdown", "md"),
    "json": Format("generator.reports.json", "json"),
    "yaml": Format("generator.reports.yaml", "yaml"),
    "html": Format("generator.reports.html", "html"),
    "junit": Format("generator.reports.junit", "xml"),
    "githubactions": Format("generator.reports.githubactions", "txt"),
}


@dataclass(frozen=True)
class ReportOptions:
    """What a report shows besides the changes themselves.

    ``title`` heads the Markdown/HTML report and names the JUnit suite; ``base``/``revision`` are the
    inputs as the user named them; ``fail_on`` is the level at which JUnit marks a test case failed
    (``error`` when unset); ``color`` colours the text format; ``templates`` is a user folder that
    overrides ``templates/reports/*``; ``annotation_files`` maps a source file as reported to the
    repository path GitHub annotations should name (``REF:PATH`` git arguments -> ``PATH``);
    ``file_namer`` names a change's source file in the report (the CLI uses it to print the inputs as
    the user named them; by default the file as the rules gave it); ``group_by`` lays the Markdown,
    HTML and text reports out by root cause (``edit``, their default) or by endpoint (``endpoint``);
    ``max_bytes`` cuts the Markdown report to that many UTF-8 bytes (0 or None: no limit), and a cut
    report's last line points to ``full_report_url`` (a CI run's page with the full report) when set;
    ``revision_place`` gives, for a source found in the base (something removed), the revision's file
    of the same name and the line there of the pointer's nearest surviving parent, or None for a source
    of the revision (where a GitHub annotation for something removed points: never a line of the base
    file; :meth:`~generator.reports.sources.SourceNames.in_revision`).
    """

    title: str = "Changelog"
    command: str = "changelog"
    base: str | None = None
    revision: str | None = None
    fail_on: str | None = None
    color: bool = False
    templates: str | None = None
    annotation_files: dict[str, str] = field(default_factory=dict)
    file_namer: Callable[[Source], str | None] | None = None
    group_by: str | None = None
    max_bytes: int | None = None
    full_report_url: str | None = None
    revision_place: Callable[[Source], tuple[str, int | None] | None] | None = None


def _module(fmt: str) -> Any:
    format_ = FORMATS.get(fmt)
    if format_ is None:
        raise UsageError(f"unknown report format {fmt!r} (choose from {', '.join(FORMATS)})")
    return importlib.import_module(format_.module)


def render_report(fmt: str, changes: Sequence[Change], options: ReportOptions | None = None) -> str:
    """Render ``changes`` in the format ``fmt`` (a key of :data:`FORMATS`)."""
    text: str = _module(fmt).render(list(changes), options or ReportOptions())
    return text


def report_pieces(fmt: str, changes: Sequence[Change], options: ReportOptions | None = None) -> Iterable[str | bytes]:
    """:func:`render_report`'s text in pieces, in order, for a writer that streams them: a format
    module with ``render_pieces`` (JSON) yields them as it goes, as UTF-8 bytes, so a big report is never
    held whole; any other gives its text as one piece. The format is looked up now (an unknown one
    raises here)."""
    module = _module(fmt)
    pieces = getattr(module, "render_pieces", None)
    if pieces is None:
        return [module.render(list(changes), options or ReportOptions())]
    result: Iterable[str | bytes] = pieces(list(changes), options or ReportOptions())
    return result


__all__ = ["FORMATS", "Format", "ReportOptions", "render_report", "report_pieces"]
