"""CLI: ``revgen build [SOURCE...] -o DIR`` -- the whole pipeline on a revision history, into one folder.

Entry point: :data:`command`. The history comes from the same source options as ``revgen history`` and
``revgen docs`` (a folder, files, or ``--git FILE``; the neighbour-diff cache). The files come from
:func:`generator.release.build.build_files` (history report, docs site with samples, the newest
revision's SDK with its changelog) and are written with one atomic :func:`generator.output.write_tree`,
so a failed run leaves DIR as it was. Without SOURCE, the bundled example ``specs/rl-model-resources``.
"""

from __future__ import annotations

import dataclasses
import os

import click

from generator.cli import config_option
from generator.cli._history_source import HistorySource, source_options
from generator.errors import RevgenError
from generator.output import write_tree
from generator.release.build import build_files, default_source
from generator.targets.sdk import load_config
from generator.targets.sdk.context import check_package_name


_KINDS = {".md": "Markdown", ".json": "JSON", ".html": "HTML", ".txt": "text", ".yaml": "YAML", ".xml": "XML"}


@click.command(name="build")
@source_options
@click.option("-o", "--output", "output", default="output", show_default=True, metavar="DIR",
              help="Output folder (replaced atomically).")
@click.option("--package-name", metavar="NAME", default=None,
              help="Python package name of the SDK (default: from the API title).")
@click.option("--templates", metavar="DIR", default=None, help="Folder overriding built-in templates.")
@config_option
@click.option("-q", "--quiet", is_flag=True, help="Print nothing on success.")
def command(
    source: HistorySource,
    output: str,
    package_name: str | None,
    templates: str | None,
    config_file: str | None,
    quiet: bool,
) -> None:
    """Write the history report, the docs site with samples and the SDK of the newest revision of SOURCE
    (default: the bundled example history) into DIR."""
    if package_name is not None:
        check_package_name(package_name)
    config = load_config(config_file) if config_file else None
    if not source.paths and source.git_path is None:
        source = dataclasses.replace(source, paths=(default_source(),))
    for src in source.paths:
        if not os.path.exists(src):
            raise RevgenError(f"no such revision source: {src}")
    history = source.load(quiet)
    files = build_files(history, package_name=package_name, templates=templates, config=config, jobs=source.jobs)
    write_tree(output, files)
    history.release()
    if not quiet:
        parts: dict[str, int] = {}
        for rel in files:
            top = rel.split("/", 1)[0] if "/" in rel else "."
            parts[top] = parts.get(top, 0) + 1
        detail = ", ".join(f"{k}/ {v}" if k != "." else f"{v} reports" for k, v in sorted(parts.items()))
        click.echo(f"wrote {output}: {len(files)} files ({detail}) from {source.shown}")
        reports = sorted(rel for rel in files if "/" not in rel)
        if reports:
            kinds = ", ".join(f"{os.path.join(output, rel)} ({_KINDS.get(os.path.splitext(rel)[1], 'file')})" for rel in reports)
            click.echo(f"change history reports: {kinds}")
        for page in ("docs/index.html", "docs/index.md"):
            if page in files:
                click.echo(f"open {os.path.join(output, page)}")
                break
