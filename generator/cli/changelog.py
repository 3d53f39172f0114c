"""CLI: ``revgen changelog BASE REVISION`` -- every change between two revisions, in one report format.

Entry points: :data:`command` (the click command), :func:`report_options` (the options ``changelog``
and ``breaking`` share), :func:`build_changes` (rules + the user's overrides: the one place to add
another source of changes) and :func:`run_report` (load, build, render, exit code).
BASE and REVISION are files or git ``REF:PATH`` (read from git, no checkout); reports name them as
given (:mod:`generator.reports.sources`). Exit codes: 0 done,
1 a change reached ``--fail-on``, 2 bad input or usage.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import click

from generator.cli import format_option

from generator.cli._sdk_config import config_option, load_config_option
from generator.targets.table import target

if TYPE_CHECKING:
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
    options: list[Callable[[Callable[..., Any]], Callable[..., Any]]] = [
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


def _load(arg: str) -> Spec:
    """The spec ``arg`` names, without its advisory check (:func:`_advise` runs it)."""
    from generator.load import load_spec_arg

    spec: Spec = load_spec_arg(arg, strict=False, quiet=True)
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
    and level settings (``deprecation_days``: beta, stable). Add any further source of changes here."""
    from generator.rules.engine import compute_changes
    from generator.rules.overrides import apply_filter

    return apply_filter(compute_changes(base, revision, deprecation_days=deprecation_days), report_filter)


def _collector_paused(fn: Callable[..., None]) -> Callable[..., None]:
    """Run ``fn`` with the garbage collector paused."""
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
    from generator.reports.sources import display_name, file_namer, git_path, surviving_line
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
        revision_line=partial(surviving_line, revision_spec),
    )
    _advise([base_spec, revision_spec])
    changes = build_changes(base_spec, revision_spec, report_filter, days)
    if sdk_impact:  # per change, the generated SDK symbols it touches (owned by generator/release)
        from generator.release.impact_report import impact_for_specs, render_impact

        pieces: Iterable[str] = [
            render_impact(impact_for_specs(changes, base_spec, revision_spec, config=config), fmt, options)
        ]
    else:
        pieces = report_pieces(fmt, changes, options)
    _write(output, pieces)
    if reached(changes, fail_on):
        sys.exit(1)


def _write(output: str | None, pieces: Iterable[str]) -> None:
    """The report into ``output`` (atomically), or to stdout."""
    if output:
        from generator.output import write_file

        write_file(output, pieces)
        return
    sys.stdout.flush()
    out = sys.stdout.buffer
    for piece in pieces:
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
