"""CLI helpers shared by ``revgen history`` and ``revgen docs``: the revision source and cache options.

Entry points: :func:`source_options` (decorator: SOURCE..., --git, --cache-dir, --no-cache, --jobs) and
:func:`load_history` (list the revisions, build the history with a progress bar on a terminal).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import click


def source_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    options = [
        click.argument("source", nargs=-1, type=click.Path()),
        click.option("--git", "git_path", metavar="FILE", help="Read FILE's git history instead of SOURCE."),
        click.option(
            "--cache-dir", metavar="DIR", default=None,
            help="Where neighbour diffs are cached (default: $REVGEN_CACHE_DIR, else ~/.cache/revgen).",
        ),
        click.option("--no-cache", is_flag=True, help="Neither read nor write the diff cache."),
        click.option("--jobs", "-j", type=click.IntRange(1, 64), default=None, help="Worker processes for diffing (default: cores)."),
    ]
    for option in reversed(options):
        fn = option(fn)
    return fn


def load_history(source: tuple[str, ...], git_path: str | None, cache_dir: str | None, no_cache: bool, jobs: int | None, quiet: bool = False) -> Any:
    from generator.history import build_history
    from generator.load.revisions import list_revisions

    if not source and git_path is None:
        raise click.UsageError("give a folder of revisions, spec files, or --git FILE")
    revisions = list_revisions(source[0] if len(source) == 1 else list(source), git=git_path)
    return build_history(revisions, cache_dir=cache_folder(cache_dir, no_cache), progress=not quiet and sys.stderr.isatty(), jobs=jobs)


def cache_folder(cache_dir: str | None, no_cache: bool) -> str | None:
    from generator.history import default_cache_dir

    return None if no_cache else (cache_dir or default_cache_dir())

