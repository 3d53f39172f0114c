"""CLI: `revgen revisions` (placeholder until implemented)."""

import click

from generator.errors import RevgenError


@click.command(name="revisions", context_settings={"ignore_unknown_options": True})
@click.argument("args", nargs=-1, type=click.UNPROCESSED)
def command(args: tuple[str, ...]) -> None:
    raise RevgenError("`revgen revisions` is not implemented yet")
