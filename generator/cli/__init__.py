"""CLI stage: the ``revgen`` command. Argument parsing, progress and exit codes only.

Entry points: :func:`run` (console script ``revgen`` and ``python -m generator``: :func:`main`, then the
ordinary interpreter exit) and :func:`main` (the CLI in a caller's process). :func:`format_option`
and :data:`config_option` are options several commands share; the ``--jobs`` option of the commands that
run work in parallel is :data:`generator.cli._jobs.jobs_option` (imported by those commands only, so
``revgen changelog`` never imports the process pool). Each subcommand lives
in its own module ``generator/cli/<name>.py`` exposing ``command`` and is imported only when used, so
``revgen changelog`` never pays for the SDK generator's imports. Exit codes: 0 done, 1 a ``--fail-on``
level was reached, 2 bad input or usage (one line on stderr, no traceback unless ``--debug``).
"""

from __future__ import annotations

import difflib
import importlib
import sys
from collections.abc import Callable
from typing import Any

import click

from generator import __version__
from generator.errors import RevgenError
from generator.heap import collector_paused, tune_collector

config_option: Callable[[Callable[..., Any]], Callable[..., Any]] = click.option(
    "--config",
    "config_file",
    type=click.Path(dir_okay=False),
    default=None,
    help="SDK config file (names, moves, pagination, client class); default: revgen.yaml beside the spec.",
)
"""The ``--config FILE`` option of every command that generates the SDK (``sdk``, ``build``, ``release``)
or names its symbols (``changelog --sdk-impact``); the value arrives as ``config_file``."""


def format_option(choices: list[str] | tuple[str, ...], default: str, help: str = "Output format.") -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The one ``-f/--format`` option of every command that can print or write more than one format."""
    return click.option(
        "-f", "--format", "fmt", type=click.Choice(list(choices), case_sensitive=False), default=default,
        show_default=True, help=help,
    )


# name -> one-line help; the command is `command` in generator/cli/<name>.py. The order is the order of
# `revgen --help`.
COMMANDS: dict[str, str] = {
    "build": "Run the whole pipeline on a revision history: report, docs, samples, SDK.",
    "changelog": "List every change between two revisions.",
    "breaking": "List the breaking changes (warning and error) between two revisions.",
    "rules": "Print the catalogue of check ids and levels.",
    "history": "Report the change history of a revision source.",
    "docs": "Write the docs site (Markdown/HTML) with every operation's history.",
    "fleet": "Write one site with the change history of many APIs (local processes or Dask).",
    "samples": "Write code samples for every operation of a spec.",
    "sdk": "Generate a typed Python client SDK from a spec.",
    "release": "Bump, regenerate and changelog an SDK from a spec diff.",
    "revisions": "List the revisions of a source, oldest first.",
    "validate": "Validate a spec against the OpenAPI schema.",
}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(COMMANDS)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        if name and not name.startswith("-") and name not in COMMANDS:
            close = difflib.get_close_matches(name, list(COMMANDS), n=1, cutoff=0.6)
            hint = f" Did you mean '{close[0]}'?" if close else ""
            raise click.UsageError(f"no such command '{name}'.{hint} See 'revgen --help'.", ctx)
        return super().resolve_command(ctx, args)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        with collector_paused():  # what a command's imports make lives to the end of the run
            module = importlib.import_module(f"generator.cli.{cmd_name}")
        command: click.Command = module.command
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = list(COMMANDS.items())
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(cls=LazyGroup, invoke_without_command=True, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="revgen")
@click.option("--debug", is_flag=True, help="Show a traceback on errors.")
@click.pass_context
def cli(ctx: click.Context, debug: bool) -> None:
    """revgen: changelogs, breaking-change reports, SDK, docs and samples from OpenAPI revisions."""
    ctx.ensure_object(dict)
    ctx.obj["debug"] = debug
    if ctx.invoked_subcommand is None:  # `revgen` alone: the help, and success
        click.echo(ctx.get_help())
        ctx.exit(0)


def main(argv: list[str] | None = None) -> Any:
    """Run the CLI; turn a :class:`RevgenError` into one line on stderr and exit code 2."""
    args = sys.argv[1:] if argv is None else argv
    debug = "--debug" in args
    tune_collector()
    try:
        return cli.main(args=args, prog_name="revgen", standalone_mode=False)
    except RevgenError as exc:
        if debug:
            raise
        click.echo(f"error: {exc}", err=True)
        sys.exit(exc.exit_code)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        if debug:
            raise
        click.echo(f"error: {exc.format_message()}", err=True)
        sys.exit(2)
    except click.exceptions.Abort:
        click.echo("error: aborted", err=True)
        sys.exit(2)
    except BrokenPipeError:
        sys.exit(0)
    except RecursionError:
        if debug:
            raise
        click.echo("error: the spec nests too deeply to process", err=True)
        sys.exit(2)


def run() -> None:
    """``revgen`` as a process of its own: :func:`main`, then the interpreter's ordinary exit."""
    code = main()
    sys.exit(code if isinstance(code, int) else 0)
