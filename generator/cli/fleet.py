"""CLI: ``revgen fleet SOURCE -o DIR`` -- one site for many APIs' change histories.

Entry point: :data:`command`. SOURCE is a folder with one revision source per API or a ``fleet.yaml``;
``-j N`` runs the work on N local processes, ``--scheduler ADDRESS`` on a Dask cluster. Prints the
run summary on stderr (and the Dask dashboard address); exits 2 when an API failed, the last line
counting the failures, with every other API written.
"""

from __future__ import annotations

import sys

import click

from generator.cli._jobs import jobs_option
from generator.cli._history_source import cache_folder
from generator.fleet import FleetOptions, build_fleet
from generator.fleet.executor import make_executor


@click.command(name="fleet")
@click.argument("source", type=click.Path())
@click.option("-o", "--output", metavar="DIR", default="output/fleet", show_default=True, help="Site folder (replaced atomically).")
@jobs_option
@click.option("--scheduler", metavar="ADDRESS", default=None, help="Run on this Dask cluster (tcp://host:8786); needs revgen[dask].")
@click.option("--cache-dir", metavar="DIR|URL", default=None, help="Diff cache: a folder or fsspec URL (s3://bucket/prefix); default $REVGEN_CACHE_DIR, else ~/.cache/revgen.")
@click.option("--no-cache", is_flag=True, help="Neither read nor write the diff cache.")
@click.option("--full", is_flag=True, help="Render every API again, even those unchanged since the last run.")
@click.option("--templates", metavar="DIR", default=None, help="Folder overriding built-in templates (docs/ and fleet/), file by file.")
@click.option("--search-shards", type=click.IntRange(1, 256), default=None, help="Split the search index into N Pagefind bundles (default 16; 1: one bundle), so a rerun re-indexes only the changed APIs' shards.")
@click.option("--title", default="API fleet", show_default=True, help="The site's title.")
@click.option("--base-url", metavar="URL", default=None, help="Absolute links in the Atom feeds (default: relative to the site root).")
@click.option("-q", "--quiet", is_flag=True, help="Print nothing but errors.")
def command(
    source: str, output: str, jobs: int | None, scheduler: str | None, cache_dir: str | None, no_cache: bool, full: bool,
    templates: str | None, search_shards: int | None, title: str, base_url: str | None, quiet: bool,
) -> None:
    """Write one site for every API of SOURCE: per-API docs, index, recent changes, feeds, search."""
    if jobs is not None and scheduler:
        raise click.UsageError("give -j/--jobs or --scheduler, not both")
    options = FleetOptions(
        output=output, templates=templates, cache_dir=cache_folder(cache_dir, no_cache), jobs=jobs,
        scheduler=scheduler, base_url=base_url, title=title, progress=not quiet and sys.stderr.isatty(), reuse=not full,
    )
    if search_shards is not None:
        options.search_shards = search_shards
    executor = make_executor(jobs, scheduler)
    try:
        if executor.dashboard and not quiet:
            click.echo(f"Dask dashboard: {executor.dashboard}", err=True)
        stats = build_fleet(source, options, executor)
    finally:
        executor.close()
    for name, why in stats.failures:
        click.echo(f"error: {name}: {why}", err=True)
    if not quiet:
        click.echo(f"wrote {output}: {stats.summary()} ({stats.executor})", err=True)
    if stats.failed:
        click.echo(f"error: {stats.failed} of {stats.apis} APIs failed", err=True)
        raise SystemExit(2)
