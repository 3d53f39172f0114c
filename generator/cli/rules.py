"""CLI: `revgen rules` prints the catalogue of check ids straight from the rule table.

Entry point: ``command``; the catalogue is :func:`generator.rules.catalogue.catalogue`. ``--format text``
(default) is one line per id, ``json`` a JSON array, ``markdown`` a table; ``--level`` and ``--missing``
filter rows; ``--missing --reference FILE`` also lists the ids of a reference catalogue the table
lacks, one ``not-in-table ID`` line each. The text format's count line goes to stderr.
"""

from __future__ import annotations

import click

from generator.cli import format_option
from generator.rules.catalogue import catalogue


@click.command(name="rules")
@format_option(["text", "json", "markdown"], "text")
@click.option("--level", type=click.Choice(["error", "warning", "info"]), default=None, help="Only rules of this default level.")
@click.option("--missing", is_flag=True, help="Only ids that no check emits yet.")
@click.option("--reference", type=click.Path(exists=True, dir_okay=False), default=None,
              help="With --missing: also the ids listed in this file (first column) that the table lacks.")
def command(fmt: str, level: str | None, missing: bool, reference: str | None) -> None:
    """Print the catalogue of check ids, default levels and messages."""
    text, note = catalogue(fmt, level, missing, reference)
    if text:
        click.echo(text)
    if note:
        click.echo(note, err=True)
