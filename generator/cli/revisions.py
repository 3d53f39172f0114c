"""CLI: ``revgen revisions SOURCE`` lists a revision source's revisions, oldest first.

Entry point: :data:`command`. SOURCE is a folder (ordered by its ``revisions.json`` or by file name),
one or more files, or ``--git FILE`` for every commit that changed FILE. Each revision is loaded to
report its ``info.version``, OpenAPI version and operation count; validation is advisory (one warning
line for the whole source; ``--strict`` runs the full validator and stops at the first invalid one).
Long histories are loaded by the worker pool (:mod:`generator.parallel`, ``--jobs``), in order
(:func:`generator.load.summaries.revision_summaries`).
"""

from __future__ import annotations

import json
from typing import Any

import click

from generator.cli import format_option
from generator.cli._jobs import jobs_option
from generator.load.revisions import list_revisions
from generator.load.summaries import revision_summaries
from generator.load.validate import warn_invalid


@click.command(name="revisions")
@click.argument("source", nargs=-1, type=click.Path())
@click.option("--git", "git_path", metavar="FILE", help="Read FILE's git history instead (SOURCE is then ignored).")
@format_option(["text", "json"], "text")
@click.option("--strict", is_flag=True, help="Fail (exit 2) when a revision is not a valid OpenAPI document.")
@jobs_option
def command(source: tuple[str, ...], git_path: str | None, fmt: str, strict: bool, jobs: int | None) -> None:
    """List the revisions of SOURCE (a folder, files, or --git FILE), oldest first."""
    if not source and git_path is None:
        raise click.UsageError("give a folder, one or more spec files, or --git FILE")
    revisions = list_revisions(list(source), git=git_path)
    summaries = revision_summaries(revisions, strict, jobs)
    rows = []
    counts = []
    for rev, (version, openapi, operations, shown, problems) in zip(revisions, summaries):
        row: dict[str, Any] = rev.as_dict()
        row["version"] = version
        row["openapi"] = openapi
        row["operations"] = operations
        rows.append(row)
        counts.append((shown, problems))
    if not strict:
        warn_invalid(counts)
    if fmt == "json":
        click.echo(json.dumps(rows, indent=2, ensure_ascii=False))
        return
    for row in rows:
        date = (row["date"] or "-")[:10]
        click.echo(f"{row['id']:<12}  {date:<10}  {row['version'] or '-':<12}  {row['operations']:>4} ops  {row['file']}")

