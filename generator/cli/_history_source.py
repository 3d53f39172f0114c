"""CLI helpers shared by ``revgen history``, ``revgen docs`` and ``revgen build``: the revision source
and cache options.

Entry points: :func:`source_options` (decorator: SOURCE..., --git, --cache-dir, --no-cache, --jobs,
handed to the command as one :class:`HistorySource` argument ``source``) and
:meth:`HistorySource.load` (list the revisions, build the history with a progress bar on a terminal).
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import click

from generator.cli._jobs import jobs_option
from generator.history import History, build_history, default_cache_dir
from generator.load.revisions import list_revisions


@dataclass(frozen=True)
class HistorySource:
    """Where a command's revisions come from, as the options gave it."""

    paths: tuple[str, ...]
    git_path: str | None
    cache_dir: str | None
    no_cache: bool
    jobs: int | None

    @property
    def cache(self) -> str | None:
        """The neighbour-diff cache folder, or None with ``--no-cache``."""
        return cache_folder(self.cache_dir, self.no_cache)

    @property
    def shown(self) -> str:
        """The source as the user named it."""
        return self.git_path or " ".join(self.paths)

    def load(self, quiet: bool = False) -> History:
        if not self.paths and self.git_path is None:
            raise click.UsageError("give a folder of revisions, spec files, or --git FILE")
        source = self.paths[0] if len(self.paths) == 1 else list(self.paths)
        revisions = list_revisions(source, git=self.git_path)
        return build_history(revisions, cache_dir=self.cache, progress=not quiet and sys.stderr.isatty(), jobs=self.jobs)


_OPTIONS: list[Callable[[Callable[..., Any]], Callable[..., Any]]] = [
    click.argument("source", nargs=-1, type=click.Path()),
    click.option("--git", "git_path", metavar="FILE", help="Read FILE's git history instead of SOURCE."),
    click.option(
        "--cache-dir", metavar="DIR", default=None,
        help="Where neighbour diffs are cached (default: $REVGEN_CACHE_DIR, else ~/.cache/revgen).",
    ),
    click.option("--no-cache", is_flag=True, help="Neither read nor write the diff cache."),
    jobs_option,
]


def source_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Add the source options to a command; it receives them as one ``source: HistorySource``."""

    @functools.wraps(fn)
    def command(*args: Any, source: tuple[str, ...], git_path: str | None, cache_dir: str | None,
                no_cache: bool, jobs: int | None, **kwargs: Any) -> Any:
        return fn(*args, source=HistorySource(tuple(source), git_path, cache_dir, no_cache, jobs), **kwargs)

    decorated: Callable[..., Any] = command
    for option in reversed(_OPTIONS):
        decorated = option(decorated)
    return decorated


def cache_folder(cache_dir: str | None, no_cache: bool) -> str | None:
    return None if no_cache else (cache_dir or default_cache_dir())
