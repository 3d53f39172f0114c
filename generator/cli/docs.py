"""CLI: ``revgen docs SOURCE -o DIR`` -- the docs site of the newest revision with its whole history.

Entry point: :data:`command`. Builds the history (cached neighbour diffs), renders the docs
(:func:`generator.targets.docs.page_parts`, page by page, on every core ``--jobs`` allows: forked
processes take the next page from one shared counter) and replaces DIR atomically with
:func:`generator.render.write_tree`, which writes each page as it comes: a failed run leaves the
previous DIR as it was, and a folder write_tree did not write (no ``.revgen-output``), or the current
folder, is refused. The files do not depend on the number of processes.

A DIR that holds no tree yet is built from nothing: its staged tree is started before the history is
loaded (:func:`generator.writer.new_tree`), and as soon as the newest revision is loaded it is told how
many files the site has (:func:`generator.targets.docs.file_count`), so a forked maker creates them
while the site's contexts are built (one core busy, the other idle) and the writers rename them into
place instead of creating files themselves (:mod:`generator.blanks`). A rerun over an earlier tree
hard-links the unchanged pages instead.
"""

from __future__ import annotations

import contextlib
import os
import click

from generator.cli import format_option

from generator.cli._history_source import HistorySource, source_options
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
    from generator.parallel import default_jobs
    from generator.render import write_tree
    from generator.targets.docs import file_count, page_parts, site_file_count
    from generator.writer import new_tree

    tree = new_tree(output, site_file_count(fmt) + 1)  # (+ the marker) forked while this process is small
    with tree if tree is not None else contextlib.nullcontext():
        history = source.load(quiet)
        files = file_count(history, fmt) if tree is not None else 0
        if tree is not None:
            tree.reserve(files + 1)
        bytecode = os.path.join(source.cache, "templates") if source.cache else None
        highlighted = os.path.join(source.cache, "highlight") if source.cache else None  # code blocks' HTML, by content
        parts = page_parts(
            history, source.jobs or default_jobs(), fmt=fmt, templates=templates, bytecode_cache=bytecode, highlight_cache=highlighted
        )
        written = write_tree(output, parts[0](), workers=parts[1:], expect=files, tree=tree)
    if not quiet:
        names = set(written)
        ops = sum(1 for k in names if k.startswith("operations/"))
        click.echo(
            f"wrote {output}: {len(names)} files, {ops} operation pages, {len(history.revisions)} revision(s) "
            f"({history.stats.get('computed', 0)} diffs computed, {history.stats.get('cached', 0)} from the cache)",
            err=True,
        )
