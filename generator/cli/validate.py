"""CLI: ``revgen validate SPEC`` runs openapi-spec-validator and prints every problem.

Entry point: :data:`command`. Each problem is one line ``FILE:LINE:COL: message (at /json/pointer)``
on stdout, then a count on stderr. Exit 0 when valid, 2 when not (or when the file cannot be loaded).
SPEC is a file or a git ``REF:PATH``.
"""

from __future__ import annotations

import json

import click

from generator.cli import format_option

from generator.errors import RevgenError
from generator.load import load_spec_arg
from generator.load.validate import validate_document


@click.command(name="validate")
@click.argument("spec", nargs=-1, required=True)
@format_option(["text", "json"], "text")
def command(spec: tuple[str, ...], fmt: str) -> None:
    """Validate each SPEC (a file or git REF:PATH) against the OpenAPI 3.0/3.1 schema (3.2 as 3.1)."""
    invalid = 0
    report = []
    for arg in spec:
        loaded = load_spec_arg(arg, strict=False, quiet=True)
        shown = loaded.document.display
        problems = validate_document(loaded)
        invalid += bool(problems)
        if fmt == "json":
            report.append(
                {
                    "file": shown,
                    "openapi": loaded.openapi,
                    "valid": not problems,
                    "problems": [
                        {"message": p.message, "pointer": p.pointer, "file": p.file or shown, "line": p.line, "col": p.col} for p in problems
                    ],
                }
            )
            continue
        for problem in problems:
            click.echo(problem.format(shown))
        if problems:
            click.echo(f"{shown}: {len(problems)} problem{'s' if len(problems) != 1 else ''}", err=True)
        else:
            click.echo(f"{shown}: valid OpenAPI {loaded.openapi}", err=True)
    if fmt == "json":
        click.echo(json.dumps(report, indent=2, ensure_ascii=False))
    if invalid:
        raise SystemExit(2)


__all__ = ["command", "RevgenError"]
