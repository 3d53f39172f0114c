"""CLI: ``revgen revisions SOURCE`` lists a revision source's revisions, oldest first.

Entry point: :data:`command`. SOURCE is a folder (ordered by its ``revisions.json`` or by file name),
one or more files, or ``--git FILE`` for every commit that changed FILE. Each revision is loaded to
report its ``info.version`` and operation count; validation is advisory (one warning line).
"""

from __future__ import annotations

import json

import click

from generator.load.revisions import list_revisions
from generator.load.validate import advisory_summary


@click.command(name="revisions")
@click.argument("source", nargs=-1, type=click.Path())
@click.option("--git", "git_path", metavar="FILE", help="Read FILE's git history instead (SOURCE is then ignored).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--strict", is_flag=True, help="Fail (exit 2) when a revision is not a valid OpenAPI document.")
def command(source: tuple[str, ...], git_path: str | None, fmt: str, strict: bool) -> None:
    """List the revisions of SOURCE (a folder, files, or --git FILE), oldest first."""
    if not source and git_path is None:
        raise click.UsageError("give a folder, one or more spec files, or --git FILE")
    revisions = list_revisions(list(source), git=git_path)
    rows = []
    specs = []
    for rev in revisions:
        spec = rev.load()
        specs.append(spec)
        row = rev.as_dict()
        row["version"] = spec.version
        row["openapi"] = spec.openapi
        row["operations"] = len(spec.operations)
        rows.append(row)
    advisory_summary(specs, strict)
    if fmt == "json":
        click.echo(json.dumps(rows, indent=2, ensure_ascii=False))
        return
    for row in rows:
        date = (row["date"] or "-")[:10]
        click.echo(f"{row['id']:<12}  {date:<10}  {row['version'] or '-':<12}  {row['operations']:>4} ops  {row['file']}")
