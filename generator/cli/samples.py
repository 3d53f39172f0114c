"""CLI: ``revgen samples SPEC -o DIR`` -- code samples in seven languages for every operation.

Entry point: :data:`command`. Renders :func:`generator.targets.samples.generate_samples` and replaces
DIR atomically with :func:`generator.output.write_tree` (``<operation>/<language>.<ext>`` plus
``index.md``); write_tree refuses a folder it did not write and the current folder.
"""

from __future__ import annotations

import click

from generator.load import load_spec
from generator.output import write_tree
from generator.targets.samples import generate_samples


@click.command(name="samples")
@click.argument("spec", type=click.Path())
@click.option("-o", "--output", metavar="DIR", default="output/samples", show_default=True, help="Output folder (replaced atomically).")
@click.option("--templates", metavar="DIR", default=None, help="Folder overriding built-in templates, file by file.")
@click.option("-q", "--quiet", is_flag=True, help="Print nothing on success.")
def command(spec: str, output: str, templates: str | None, quiet: bool) -> None:
    """Write curl, Python, JavaScript, PHP, Go, Java and Ruby samples for every operation of SPEC."""
    files = generate_samples(load_spec(spec), templates)
    write_tree(output, files)
    if not quiet:
        click.echo(f"wrote {output}: {len(files) - 1} samples", err=True)
