"""CLI: `revgen rules` prints the catalogue of check ids straight from the rule table.

Entry point: ``command``. ``--format text`` (default) is one line per id: level, id, whether a check
emits it, ``[revgen]`` for an id of ours (oasdiff has none for that change), and the message template; ``--format json`` is the same as a JSON array; ``--format markdown``
is a table. ``--level`` and ``--missing`` filter rows; ``--missing --reference FILE`` also lists the
ids of a reference catalogue (a file whose lines start with an id, such as the TSV ``oasdiff checks``
facts are kept in; a header line ``id`` is skipped) that the table lacks, one ``not-in-table ID`` line each.
"""

from __future__ import annotations

import click
import json

from generator.cli import format_option
from generator.markdown import cell, code_span, table


@click.command(name="rules")
@format_option(["text", "json", "markdown"], "text")
@click.option("--level", type=click.Choice(["error", "warning", "info"]), default=None, help="Only rules of this default level.")
@click.option("--missing", is_flag=True, help="Only ids that no check emits yet.")
@click.option("--reference", type=click.Path(exists=True, dir_okay=False), default=None,
              help="With --missing: also the ids listed in this file (first column) that the table lacks.")
def command(fmt: str, level: str | None, missing: bool, reference: str | None) -> None:
    """Print the catalogue of check ids, default levels and messages."""
    from generator.rules.table import RULES

    rows = [r for r in RULES.values() if (level is None or r.level == level) and (not missing or r.check is None)]
    if missing and reference is not None:
        absent = [rid for rid in _reference_ids(reference) if rid not in RULES]
        if fmt == "json":
            click.echo(json.dumps({"not_in_table": absent, "unchecked": [r.id for r in rows]}, indent=2))
            return
        for rid in absent:
            click.echo(f"not-in-table {rid}")
    if fmt == "json":
        data = [
            {"id": r.id, "level": r.level, "direction": r.direction, "area": r.area, "kind": r.kind,
             "action": r.action, "check": r.check, "section": r.section, "message": r.message,
             "description": r.description, "checked": r.check is not None, "origin": r.origin}
            for r in rows
        ]
        click.echo(json.dumps(data, indent=2))
        return
    if fmt == "markdown":
        lines = table(
            ("id", "level", "direction", "area", "checked", "origin", "message"),
            ((code_span(r.id), r.level, r.direction, r.area, "yes" if r.check else "no", r.origin, cell(r.message)) for r in rows),
            rule="---",
        )
        click.echo("\n".join(lines))
        return
    width = max((len(r.id) for r in rows), default=0)
    for r in rows:
        ours = "[revgen] " if r.origin == "revgen" else ""
        click.echo(f"{r.level:7} {r.id:{width}} {'+' if r.check else '-'} {ours}{r.message}")
    checked = sum(1 for r in RULES.values() if r.check is not None)
    click.echo(f"{len(rows)} rules shown; {checked}/{len(RULES)} ids have a check", err=True)


def _reference_ids(path: str) -> list[str]:
    """The ids a reference catalogue lists: the first tab- or space-separated word of each line."""
    from pathlib import Path

    ids = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        word = line.split("\t", 1)[0].split(" ", 1)[0].strip()
        if word and word != "id" and not word.startswith("#"):
            ids.append(word)
    return ids
