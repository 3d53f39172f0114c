"""CLI helper: the one ``--jobs`` option of every command that runs work in parallel.

Entry point: :data:`jobs_option`. It lives apart from :mod:`generator.cli` so that only the commands
that use the process pool (:mod:`generator.parallel`) import it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from generator.parallel import DEFAULT_MAX, MAX_JOBS

jobs_option: Callable[[Callable[..., Any]], Callable[..., Any]] = click.option(
    "--jobs",
    "-j",
    type=click.IntRange(1, MAX_JOBS),
    default=None,
    help=f"Worker processes (default: the CPUs this process may use, at most {DEFAULT_MAX}; 1: none, all in this process).",
)
