"""CLI: ``revgen build [SOURCE] -o DIR`` -- the whole pipeline on a revision history, into one folder.

Entry point: :data:`command`. The files come from :func:`generator.release.build.build_files` (history
report, docs site with samples, the newest revision's SDK with its changelog); they are written with one
atomic :func:`generator.render.write_tree`, so a failed run leaves DIR as it was. SOURCE defaults to
``specs/rl-model-resources`` (or the copy of that example shipped in the package).
"""

from __future__ import annotations

import sys

import click


@click.command(name="build")
@click.argument("source", required=False)
@click.option("-o", "--output", "output", default="output", show_default=True, metavar="DIR",
              help="Output folder (replaced atomically).")
@click.option("--package-name", metavar="NAME", default=None,
              help="Python package name of the SDK (default: from the API title).")
@click.option("--templates", metavar="DIR", default=None, help="Folder overriding built-in templates.")
@click.option("--cache", "cache_dir", metavar="DIR", default=None, help="Keep neighbour diffs here between runs.")
@click.option("-q", "--quiet", is_flag=True, help="Print nothing on success.")
def command(
    source: str | None,
    output: str,
    package_name: str | None,
    templates: str | None,
    cache_dir: str | None,
    quiet: bool,
) -> None:
    """Write the history report, the docs site with samples and the SDK of SOURCE's newest revision
    into DIR."""
    from generator.errors import RevgenError
    from generator.release.build import build_files, default_source
    from generator.render import write_tree

    if package_name is not None and not package_name.isidentifier():
        raise RevgenError(f"--package-name {package_name!r} is not a Python identifier")
    src = source or default_source()
    files = build_files(
        src, package_name=package_name, templates=templates, cache_dir=cache_dir,
        progress=not quiet and sys.stderr.isatty(),
    )
    write_tree(output, files)
    if not quiet:
        parts: dict[str, int] = {}
        for rel in files:
            top = rel.split("/", 1)[0] if "/" in rel else "."
            parts[top] = parts.get(top, 0) + 1
        detail = ", ".join(f"{k}/ {v}" if k != "." else f"{v} reports" for k, v in sorted(parts.items()))
        click.echo(f"wrote {output}: {len(files)} files ({detail}) from {src}")
