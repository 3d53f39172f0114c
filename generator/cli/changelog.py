"""CLI: ``revgen changelog BASE REVISION`` -- every change between two revisions, in one report format.

Entry points: :data:`command` (the click command), :func:`report_options` (the options ``changelog``
and ``breaking`` share) and :func:`run_report` (load the pair, build the changes, render, exit code).
BASE and REVISION are files or git ``REF:PATH`` (read from git, no checkout); reports name them as
given (:mod:`generator.reports.options`). The SDK impact report (``--sdk-impact``) is
:data:`IMPACT_REPORT`, imported only when asked for (as a command's module is), so a plain changelog
never imports the SDK generator. Exit codes: 0 done, 1 a change reached ``--fail-on``, 2 bad input or usage.
"""

from __future__ import annotations

import functools
import importlib
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import click

from generator.cli import config_option, format_option
from generator.heap import collector_paused
from generator.load import load_pair
from generator.output import write_or_print
from generator.reports import report_pieces
from generator.reports.options import GITHUB_MAX_BYTES, options_for
from generator.rules.change import LEVEL_RANK
from generator.rules.engine import build_changes
from generator.rules.overrides import ReportFilter, reached
from generator.targets.table import target

REPORTS = target("reports")
IMPACT_REPORT = "generator.release.impact_report"
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


def _collector_paused(fn: Callable[..., None]) -> Callable[..., None]:
    """Run ``fn`` with the garbage collector paused."""
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        # Loading, diffing and rendering allocate millions of long-lived objects and make no garbage
        # cycles worth collecting: the collector would only rescan the parsed specs again and again.
        with collector_paused():
            fn(*args, **kwargs)

    return wrapper


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
    fmt = fmt.lower()
    if config_file and not sdk_impact:
        raise click.UsageError("--config names the SDK's symbols: it applies only with --sdk-impact")
    impact = importlib.import_module(IMPACT_REPORT) if sdk_impact else None
    config = impact.load_config(config_file) if impact and config_file else None  # fails before any diffing
    floor = max((level or "info").lower(), min_level, key=LEVEL_RANK.__getitem__)
    fail_on = fail_on.lower() if fail_on else None
    report_filter = ReportFilter.from_options(severity_file, ignore_file, include, exclude, floor)
    base_spec, revision_spec = load_pair(base, revision)
    if color is None:
        color = output is None and sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    options = options_for(
        (base, base_spec), (revision, revision_spec), fmt=fmt, title=title, command=command, fail_on=fail_on,
        color=bool(color), templates=templates, group_by=group_by, max_bytes=max_bytes,
    )
    changes = build_changes(base_spec, revision_spec, report_filter, (deprecation_days_beta, deprecation_days_stable))
    if impact:  # per change, the generated SDK symbols it touches (owned by generator/release)
        pieces: Iterable[str | bytes] = [
            impact.render_impact(impact.impact_for_specs(changes, base_spec, revision_spec, config=config), fmt, options)
        ]
    else:
        pieces = report_pieces(fmt, changes, options)
    write_or_print(output, pieces)
    base_spec.release()
    revision_spec.release()
    if reached(changes, fail_on):
        sys.exit(1)


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
