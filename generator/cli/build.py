"""CLI: `revgen build` (placeholder until implemented)."""

import click

from generator.errors import RevgenError


@click.command(name="build", context_settings={"ignore_unknown_options": True})
@click.argument("args", nargs=-1, type=click.UNPROCESSED)
def command(args: tuple[str, ...]) -> None:
    raise RevgenError("`revgen build` is not implemented yet")
