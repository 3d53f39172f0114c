"""Fleet stage (cli support): one rich progress bar per stage (APIs, diffs, pages) on a terminal.

Entry point: :func:`stage_progress` ``(enabled) -> StageProgress``, a context manager with
``add(stage, total)`` and ``advance(stage, n)``. Disabled (stderr piped, ``--quiet``) it does nothing,
so a CI log holds only the run summary.
"""

from __future__ import annotations

from typing import Any

STAGES = {"apis": "listing APIs", "diffs": "diffing revisions", "pages": "rendering APIs", "site": "writing the site"}


class StageProgress:
    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self._progress: Any = None
        self._tasks: dict[str, Any] = {}

    def __enter__(self) -> StageProgress:
        if self.enabled:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            self._progress = Progress(
                TextColumn("{task.description:<18}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                console=Console(stderr=True), transient=False,
            )
            self._progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.stop()

    def add(self, stage: str, total: int) -> None:
        if self._progress is None:
            return
        if stage in self._tasks:
            self._progress.update(self._tasks[stage], total=self._progress.tasks[self._tasks[stage]].total + total)
        else:
            self._tasks[stage] = self._progress.add_task(STAGES.get(stage, stage), total=total)

    def advance(self, stage: str, n: int = 1) -> None:
        if self._progress is not None and stage in self._tasks:
            self._progress.advance(self._tasks[stage], n)


def stage_progress(enabled: bool) -> StageProgress:
    return StageProgress(enabled)
