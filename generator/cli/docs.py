"""CLI: ``revgen docs SOURCE -o DIR`` -- the docs site of the newest revision with its whole history.

Entry point: :data:`command`. Builds the history (cached neighbour diffs), renders the docs
(:func:`generator.targets.docs.write_docs`, piece by piece on the worker pool, ``--jobs``: each process
writes the pages it renders into the staging folder of :func:`generator.output.write_tree`), and
write_tree puts that folder in place of DIR atomically: a failed
run leaves the previous DIR as it was, and a folder write_tree did not write (no ``.revgen-output``), or
the current folder, is refused. The files do not depend on the number of processes.
"""

from __future__ import annotations

import os

import click

from generator.cli import format_option
from generator.cli._history_source import HistorySource, source_options
from generator.output import write_tree
from generator.targets.docs import write_docs
from generator.targets.table import target

DOCS = target("docs")


@click.command(name="docs")
@source_options
@click.option("-o", "--output", metavar="DIR", default="output/docs", show_default=True, help="Output folder (replaced atomically).")
@format_option(DOCS.formats, DOCS.default)
@click.option("--templates", metavar="DIR", default=None, help="Folder overriding built-in templates, file by file.")
@click.option("-q", "--quiet", is_flag=True, help="Print nothing on success.")
def command(source: HistorySource, output: str, fmt: str, templates: str | None, quiet: bool) -> None:
    """Write SOURCE's docs: a page per operation with its history, a page per revision, llms.txt."""
    history = source.load(quiet)
    highlighted = os.path.join(source.cache, "highlight") if source.cache else None  # code blocks' HTML, by content
    written = write_tree(output, lambda folder: write_docs(folder, history, fmt=fmt, templates=templates,
                                                             highlight_cache=highlighted, jobs=source.jobs))
    if not quiet:
        names = set(written)
        pages = sum(1 for k in names if k.startswith("operations/"))
        hooks = len(history.latest_spec().webhook_operations) * (2 if fmt == "both" else 1)  # .md and .html each
        kinds = f"{pages - hooks} operation pages" + (f", {hooks} webhook pages" if hooks else "")
        click.echo(
            f"wrote {output}: {len(names)} files, {kinds}, {len(history.revisions)} revision(s) "
            f"({history.stats.get('computed', 0)} diffs computed, {history.stats.get('cached', 0)} from the cache)",
            err=True,
        )
    history.release()
