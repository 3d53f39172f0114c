"""CLI: ``revgen history SOURCE`` -- every revision's changes and every operation's timeline.

Entry point: :data:`command`. SOURCE is a folder of revisions (``revisions.json`` or dated file names),
several files, or ``--git FILE``. Neighbour diffs are cached (see :mod:`generator.history.cache`).
"""

from __future__ import annotations

import click

from generator.cli import format_option
from generator.cli._history_source import HistorySource, source_options
from generator.output import write_or_print
from generator.targets.table import target

HISTORY = target("history")


@click.command(name="history")
@source_options
@format_option(HISTORY.formats, HISTORY.default)
@click.option("-o", "--output", metavar="FILE", default=None, help="Write the report to FILE (atomically) instead of stdout.")
@click.option("--templates", metavar="DIR", default=None, help="Folder overriding built-in templates.")
def command(source: HistorySource, fmt: str, output: str | None, templates: str | None) -> None:
    """Report the change history of SOURCE: each revision's changes, newest first, and each operation's."""
    history = source.load()
    (text,) = HISTORY.render(history, fmt, templates=templates).values()
    write_or_print(output, text)
