"""CLI: ``revgen breaking BASE REVISION`` -- the changes that may break clients (warning and error).

Entry point: :data:`command`. The same options and formats as ``revgen changelog``
(:func:`generator.cli.changelog.report_options`), with the level floor raised to ``warning``.
"""

from __future__ import annotations

from typing import Any

import click

from generator.cli.changelog import report_options, run_report


@click.command(name="breaking")
@report_options
def command(**kwargs: Any) -> None:
    """List the breaking changes (warning and error) between BASE and REVISION."""
    run_report(command="breaking", title="Breaking changes", min_level="warning", **kwargs)
