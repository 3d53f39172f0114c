"""CLI: ``revgen changelog BASE REVISION`` -- every change between two revisions, in one report format.

Entry points: :data:`command` (the click command), :func:`report_options` (the options ``changelog``
and ``breaking`` share), :func:`build_changes` (rules + the user's overrides: the one place to add
another source of changes) and :func:`run_report` (load, build, render, exit code).
BASE and REVISION are files or git ``REF:PATH`` (read from git, no checkout); reports name them as
given (:mod:`generator.reports.sources`). Exit codes: 0 done,
1 a change reached ``--fail-on``, 2 bad input or usage.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import IO, TYPE_CHECKING, Any

import click

from generator.cli import format_option

from generator.cli._sdk_config import config_option, load_config_option
from generator.targets.table import target

if TYPE_CHECKING:
    from generator.rules.engine import Findings, Part, Rows
    from generator.model import Spec
    from generator.rules.change import Change
    from generator.rules.overrides import ReportFilter

REPORTS = target("reports")
_CHUNK = 1 << 20
# GitHub refuses a comment over 65,536 characters; this leaves room for a line or two around the report
GITHUB_MAX_BYTES = 65_000
LEVEL_CHOICE = click.Choice(["info", "warning", "error"], case_sensitive=False)


def report_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Decorate a command with BASE, REVISION and the report options."""
    options = [
        click.argument("base"),
        click.argument("revision"),
        format_option(REPORTS.formats, REPORTS.default, help="Report format."),
        click.option("--level", type=LEVEL_CHOICE, default=None, help="Show only changes at this level or above."),
        click.option(
            "--fail-on", type=LEVEL_CHOICE, default=None,
            help="Exit with code 1 when a reported change is at this level or above.",
        ),
        click.option(
            "--severity", "severity_file", metavar="FILE", default=None,
            help="Level overrides: lines '<check-id> error|warning|info|none'.",
        ),
        click.option(
            "--ignore", "ignore_file", metavar="FILE", default=None,
            help="Changes to leave out: lines '<check-id>' or 'METHOD /path phrase'.",
        ),
        click.option(
            "--include", multiple=True, metavar="PATTERN",
            help="Only endpoints matching: '/path/glob', 'METHOD /path/glob' or a tag ('tag:NAME'). Repeatable.",
        ),
        click.option("--exclude", multiple=True, metavar="PATTERN", help="Leave out endpoints matching. Repeatable."),
        click.option(
            "--color/--no-color", default=None,
            help="Colour the text report (default: only on a terminal, unless NO_COLOR is set).",
        ),
        click.option(
            "--group-by", type=click.Choice(["edit", "endpoint"], case_sensitive=False), default=None,
            help="Lay the report out by root cause (one entry per spec edit; default for markdown, html "
            "and text) or by endpoint.",
        ),
        click.option(
            "--max-bytes", type=click.IntRange(min=0), default=None, metavar="N",
            help="Cut the Markdown report to N bytes: breaking root causes first, then warnings, then info "
            f"(default {GITHUB_MAX_BYTES:,} when GITHUB_ACTIONS is set; 0: no limit).",
        ),
        click.option("-o", "--output", metavar="FILE", default=None, help="Write the report to FILE (atomically)."),
        click.option("--templates", metavar="DIR", default=None, help="Folder overriding templates/reports/*."),
        click.option(
            "--deprecation-days-beta", type=click.IntRange(min=0), default=0, show_default=True,
            help="Least days between deprecating something of a beta endpoint and its sunset date.",
        ),
        click.option(
            "--deprecation-days-stable", type=click.IntRange(min=0), default=0, show_default=True,
            help="Least days between deprecating something of a stable endpoint and its sunset date.",
        ),
    ]
    for option in reversed(options):
        fn = option(fn)
    return fn


# --- loading ----------------------------------------------------------------------------------------


_LOADED: dict[str, Spec] = {}


def _load(arg: str) -> Spec:
    """The spec ``arg`` names, without its advisory check (:func:`_advise` runs it)."""
    from generator.load import load_spec_arg

    spec: Spec = load_spec_arg(arg, strict=False, quiet=True)
    _LOADED[arg] = spec
    return spec


def _advise(specs: Sequence[Spec]) -> None:
    """The advisory check of each argument's spec, in order: a warning line for each invalid one
    (a spec named twice is checked once and warned about for each argument)."""
    from generator.load.validate import advisory_check

    for spec in specs:
        advisory_check(spec)


def _same_file(base: str, revision: str) -> bool:
    """Both arguments name one file on disk (``changelog X X``): it is read, checked and modelled once."""
    if not (os.path.isfile(base) and os.path.isfile(revision)) or not os.path.samefile(base, revision):
        return False
    return base == revision  # named two ways: each name is what its warning and report sources show


# --- the change list --------------------------------------------------------------------------------


def build_changes(base: Spec, revision: Spec, report_filter: ReportFilter,
                  deprecation_days: tuple[int, int] = (0, 0)) -> list[Change]:
    """The changes from ``base`` to ``revision`` after the user's severity, ignore, include/exclude
    and level settings (``deprecation_days``: beta, stable). Add any further source of changes in
    :func:`_part_changes` (which every report takes its changes from, each part of a big JSON report too)."""
    from generator.rules.engine import find_changes

    part = _part_changes(find_changes(base, revision, deprecation_days=deprecation_days), report_filter)
    return part if isinstance(part, list) else part.changes()


def _filtered(changes: list[Change], report_filter: ReportFilter) -> list[Change]:
    """``changes`` after the user's settings (each change is judged on its own)."""
    from generator.rules.overrides import apply_filter

    if not changes:  # `changelog X X`: nothing to filter (and the rule table is never read)
        return changes
    f = report_filter
    if not (f.severity or f.ignore or f.include or f.exclude):  # only the level floor: no per-change matching
        from generator.rules.change import LEVEL_RANK
        from generator.rules.table import RULES

        floor = LEVEL_RANK[f.min_level]
        if floor <= min(LEVEL_RANK.values()) and all(r.level in LEVEL_RANK for r in RULES.values()):
            return changes  # every change has a table row's level, and every level passes the floor
        return [c for c in changes if LEVEL_RANK.get(c.level, 0) >= floor]
    return apply_filter(changes, report_filter)


# --- a big JSON report in two processes ------------------------------------------------------------

# The fewest characters both root documents hold for a JSON report to be made by two processes
TWO_PARTS_AT = 1_000_000
# The share of the compared operations this process takes (it also runs the advisory checks, makes
# the changes that name no endpoint and writes the whole report); the forked child takes the rest.
# Measured on Stripe 002->004, whole processes, 7 runs each share alternating (load 4): at 0.4 this
# process 1.23 / 1.28 CPU s (least / median, its serial start included), the child 0.86 / 0.94; at
# 0.48 this one 1.32 / 1.37 and the child no less (0.86 / 0.96).
FIRST_SHARE = 0.4


def _part_changes(findings: Findings, report_filter: ReportFilter) -> list[Change] | Rows:
    """:func:`build_changes` for ``findings`` (for a part of the endpoint buckets, or all of them):
    as :class:`~generator.rules.engine.Rows` (no :class:`Change` object each, for the JSON report) when
    the user's settings only set a level floor, else as the filtered list."""
    from generator.rules.engine import build_part, build_rows

    f = report_filter
    if not (f.severity or f.ignore or f.include or f.exclude):
        return build_rows(findings).at_least(f.min_level)
    return _filtered(build_part(findings), report_filter)


def _other_part(spool: Any, base: Spec, revision: Spec, deprecation_days: tuple[int, int], part: Part,
                report_filter: ReportFilter, options: Any, fail_on: str | None) -> tuple[int, bool, bool]:
    """In the forked child: the last part's report lines into ``spool``; (changes, ``fail_on``
    reached?, a breaking change in this part?)."""
    from generator.rules.engine import find_changes, has_breaking
    from generator.reports.json import spool_part
    from generator.rules.overrides import reached

    findings = find_changes(base, revision, deprecation_days=deprecation_days, part=part)
    changes = _part_changes(findings, report_filter)
    spool_part(spool, changes, options)
    return len(changes), reached(changes, fail_on), has_breaking(findings)


class _TwoParts:
    """A JSON report made by two processes. The endpoints both revisions have are cut in two
    (:func:`generator.rules.engine.split_point`): a forked child compares, checks, builds, filters and
    renders the last part into a temporary file while this process does the first part (which holds
    the changes that name no endpoint). The report is the text one process makes: each part is the
    slice of the whole change list, and the lines are joined as
    :func:`generator.reports.json.part_pieces` says. If the child cannot be made, or does not
    finish, its part is made here."""

    def __init__(self, base: Spec, revision: Spec, deprecation_days: tuple[int, int], cut: Any,
                 report_filter: ReportFilter, options: Any, fail_on: str | None,
                 first: Callable[[], None] = lambda: None) -> None:
        import tempfile

        from generator.rules.engine import Part, find_changes
        from generator.forked import Forked

        self._args = (base, revision, deprecation_days, Part(cut, None), report_filter, options, fail_on)
        self._options, self._fail_on = options, fail_on
        # the child's bytes: a file, not a second copy in memory; this process reads it through a file
        # of its own (the child's writes must not share its position)
        self._spool = tempfile.NamedTemporaryFile()
        self._reader: IO[bytes] | None = None
        self._other: tuple[int, bool, bool] | None = None
        self._here: list[Change] | Rows | None = None  # the last part, when it had to be made here
        try:
            self._child: Any = Forked(_other_part, self._spool, *self._args)
        except OSError:  # no process to be had (a limit on processes): it is made here
            self._child = None
        try:
            first()  # (what the caller does in this process while the child works: the advisory checks)
            findings = find_changes(base, revision, deprecation_days=deprecation_days, part=Part(None, cut),
                                    breaking_elsewhere=lambda: self._other_result()[2])
            self._first = _part_changes(findings, report_filter)
        except BaseException:
            self.close()
            raise

    def _other_result(self) -> tuple[int, bool, bool]:
        if self._other is None:
            if self._child is not None:
                try:
                    self._other = self._child.result(leave=True)  # (reaped by close())
                except RuntimeError:  # the child did not finish its part: it is made here (the same text)
                    self._child = None
            if self._other is None:
                from generator.rules.engine import find_changes, has_breaking
                from generator.rules.overrides import reached

                base, revision, days, part, report_filter, _, fail_on = self._args
                findings = find_changes(base, revision, deprecation_days=days, part=part)
                self._here = _part_changes(findings, report_filter)
                self._other = (len(self._here), reached(self._here, fail_on), has_breaking(findings))
        return self._other

    def pieces(self, hold: bool) -> Iterator[str | bytes | IO[bytes]]:
        """The report's text in pieces: str, and the child's part as an open file whose bytes from its
        position to its end are the next piece (see :func:`_write`; a file written atomically takes
        them while the child is still writing: :meth:`_while_made`). ``hold``: no piece before the
        child's part is known (for stdout, where an error in the child must leave no output; a file
        is written atomically, so it may take this part while the child works). Raises
        :class:`_Remake` when the child fails after some of its bytes were given: the report is then
        written again, its part made here."""
        from generator.reports.json import CLOSING, OPENING, SEPARATOR, part_pieces

        given = 0  # bytes of the child's part already given
        if not self._first:
            count = self._other_result()[0]
            yield OPENING if count else "[]\n"
            if not count:
                return
        else:
            mine = part_pieces(self._first, self._options, before=OPENING)
            if hold:
                mine = iter(list(mine))
                self._other_result()
            yield from mine
            if not hold:
                for piece in self._while_made(SEPARATOR):
                    yield piece
                    given = self._file().tell()
            if self._other_result()[0] and not given:
                yield SEPARATOR
        if self._here is not None:
            if given:
                raise _Remake()
            yield from part_pieces(self._here, self._options)
        else:
            self._file().seek(given)
            yield self._file()  # copied by the writer inside the kernel (generator.writer.copy_rest)
        yield CLOSING

    def _file(self) -> IO[bytes]:
        """The child's bytes, read through a file of this process's own."""
        if self._reader is None:
            self._reader = open(self._spool.name, "rb")  # noqa: SIM115 - closed by close()
        return self._reader

    def _while_made(self, separator: str) -> Iterator[str | IO[bytes]]:
        """While the child works: ``separator``, then its bytes as it writes them (the file, each time
        positioned after what was given), so that little is left to copy once it is done. The child
        only appends to its file: what is there is final. Nothing when it is done or gone."""
        child = self._child
        if child is None or self._other is not None:
            return
        given = 0
        while not child.ready(_POLL):
            size = os.fstat(self._file().fileno()).st_size
            if size > given:
                if not given:
                    yield separator  # (bytes written: the child's part has a change)
                self._file().seek(given)
                yield self._file()
                given = self._file().tell()

    def reached(self) -> bool:
        from generator.rules.overrides import reached

        return reached(self._first, self._fail_on) or self._other_result()[1]

    def close(self) -> None:
        if self._reader is not None:
            self._reader.close()
        self._spool.close()  # (first: removing its tens of MB takes the time the child takes to leave)
        if self._child is not None:
            self._child.stop()


class _Remake(Exception):
    """The forked child failed after part of its bytes were written out: write the report again."""


# How often (seconds) a report being written takes what the child has written so far
_POLL = 0.01


def _two_parts_cut(base: Spec, revision: Spec) -> Any:
    """Where to cut a JSON report's endpoints for two processes, or None to make it in one."""
    if len(base.document.text) + len(revision.document.text) < TWO_PARTS_AT:
        return None
    from generator.rules.engine import same_content, split_point

    if same_content(base, revision):  # (`changelog X X` never imports generator.forked: pickle, signal)
        return None
    from generator.forked import CAN_FORK

    return split_point(base, revision, FIRST_SHARE) if CAN_FORK else None


def _collector_paused(fn: Callable[..., None]) -> Callable[..., None]:
    """Run ``fn`` with the garbage collector paused."""
    import functools

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        from generator.heap import collector_paused

        # Loading, diffing and rendering allocate millions of long-lived objects and make no garbage
        # cycles worth collecting: the collector would only rescan the parsed specs again and again.
        with collector_paused():
            fn(*args, **kwargs)

    return wrapper


def _max_bytes(given: int | None, fmt: str) -> int | None:
    """``--max-bytes``, else the GitHub comment limit for Markdown inside GitHub Actions."""
    if given is not None:
        return given or None
    if fmt == "markdown" and os.environ.get("GITHUB_ACTIONS"):
        return GITHUB_MAX_BYTES
    return None


def _run_url() -> str | None:
    """The page of the GitHub Actions run this is part of (where its artifacts are), if any."""
    env = os.environ
    if env.get("GITHUB_ACTIONS") and env.get("GITHUB_RUN_ID") and env.get("GITHUB_REPOSITORY"):
        server = env.get("GITHUB_SERVER_URL") or "https://github.com"
        return f"{server}/{env['GITHUB_REPOSITORY']}/actions/runs/{env['GITHUB_RUN_ID']}"
    return None


@_collector_paused
def run_report(
    *,
    command: str,
    title: str,
    base: str,
    revision: str,
    fmt: str,
    level: str | None,
    fail_on: str | None,
    severity_file: str | None,
    ignore_file: str | None,
    include: Sequence[str],
    exclude: Sequence[str],
    color: bool | None,
    output: str | None,
    templates: str | None,
    group_by: str | None = None,
    max_bytes: int | None = None,
    min_level: str = "info",
    sdk_impact: bool = False,
    config_file: str | None = None,
    deprecation_days_beta: int = 0,
    deprecation_days_stable: int = 0,
) -> None:
    """Load both revisions, build and render the report, write it, exit 1 if ``fail_on`` is reached."""
    from generator.reports import ReportOptions, report_pieces
    from generator.reports.sources import display_name, file_namer, git_path
    from generator.rules.change import LEVEL_RANK
    from generator.rules.overrides import ReportFilter, reached

    fmt = fmt.lower()
    if config_file and not sdk_impact:
        raise click.UsageError("--config names the SDK's symbols: it applies only with --sdk-impact")
    config = load_config_option(config_file)  # a bad config file fails before any diffing
    floor = max((level or "info").lower(), min_level, key=LEVEL_RANK.__getitem__)
    fail_on = fail_on.lower() if fail_on else None
    report_filter = ReportFilter.from_options(severity_file, ignore_file, include, exclude, floor)
    base_spec = _load(base)
    revision_spec = base_spec if _same_file(base, revision) else _load(revision)
    days = (deprecation_days_beta, deprecation_days_stable)
    namer = file_namer([(base, base_spec), (revision, revision_spec)])

    if color is None:
        color = output is None and sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    annotation_files = {display_name(a): p for a in (base, revision) if (p := git_path(a))}
    options = ReportOptions(
        title=title,
        command=command,
        base=display_name(base),
        revision=display_name(revision),
        fail_on=fail_on,
        color=bool(color) and fmt == "text",
        templates=templates,
        annotation_files=annotation_files,
        file_namer=namer,
        group_by=group_by.lower() if group_by else None,
        max_bytes=_max_bytes(max_bytes, fmt),
        full_report_url=_run_url(),
    )
    cut = _two_parts_cut(base_spec, revision_spec) if fmt == "json" and not sdk_impact else None
    specs = [base_spec, revision_spec]
    if cut is not None:  # a big JSON report: two processes, each a part of the endpoints
        two = _TwoParts(base_spec, revision_spec, days, cut, report_filter, options, fail_on, lambda: _advise(specs))
        try:
            try:
                _write(output, two.pieces(hold=not output))
            except _Remake:  # (the child failed half-way: its part is made here now)
                _write(output, two.pieces(hold=not output))
            failed = two.reached()
        finally:
            two.close()
        if failed:
            sys.exit(1)
        return
    _advise(specs)
    if fmt == "json" and not sdk_impact:  # the JSON report streams (never held whole)
        from generator.rules.engine import find_changes

        part = _part_changes(find_changes(base_spec, revision_spec, deprecation_days=days), report_filter)
        _write(output, _json_pieces(part, options))
        if reached(part, fail_on):
            sys.exit(1)
        return
    changes = build_changes(base_spec, revision_spec, report_filter, days)
    if sdk_impact:  # per change, the generated SDK symbols it touches (owned by generator/release)
        from generator.release.impact_report import impact_for_specs, render_impact

        pieces: Iterable[str | bytes] = [
            render_impact(impact_for_specs(changes, base_spec, revision_spec, config=config), fmt, options)
        ]
    else:
        pieces = report_pieces(fmt, changes, options)
    _write(output, pieces)
    if reached(changes, fail_on):
        sys.exit(1)


def _json_pieces(part: list[Change] | Rows, options: Any) -> Iterable[str | bytes]:
    """The JSON report of :func:`_part_changes`' answer; a big list is rendered by two processes."""
    from generator.reports.json import render_pieces, rows_pieces

    if isinstance(part, list):
        return render_pieces(part, options, split=True)
    return rows_pieces(part, options)


def _write(output: str | None, pieces: Iterable[str | bytes | IO[bytes]]) -> None:
    """The report into ``output`` (atomically), or to stdout. A piece is text, UTF-8 bytes, or an open
    file whose bytes from its position on are copied inside the kernel where it can
    (:func:`generator.writer.copy_rest`)."""
    if output:
        from generator.writer import write_file_atomic

        write_file_atomic(output, pieces)
        return
    sys.stdout.flush()
    out = sys.stdout.buffer
    for piece in pieces:
        if isinstance(piece, bytes):
            out.write(piece)
            continue
        if not isinstance(piece, str):
            from generator.writer import copy_rest

            copy_rest(piece, out)
            continue
        for start in range(0, len(piece), _CHUNK):  # no second full copy of a big piece as bytes
            out.write(piece[start : start + _CHUNK].encode("utf-8"))
    out.flush()


@click.command(name="changelog")
@report_options
@click.option(
    "--sdk-impact", is_flag=True,
    help="Per change, the generated Python SDK symbols it touches (formats text, markdown, json).",
)
@config_option
def command(**kwargs: Any) -> None:
    """List every change between BASE and REVISION (files, or git REF:PATH)."""
    run_report(command="changelog", title="Changelog", **kwargs)
