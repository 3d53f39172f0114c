"""History stage: many revisions -> ordered neighbour diffs (cached) -> per-revision and per-operation timelines.

Entry points: :func:`build_history` (``revisions`` from :func:`generator.load.revisions.list_revisions`,
oldest first -> :class:`History`). The report of ``revgen history`` is a target:
:func:`generator.targets.docs_report.render_history`. The neighbour-diff cache is described in :mod:`generator.history.cache`.
"""

from __future__ import annotations

from generator.history.build import assemble_history, build_history, neighbour_changes
from generator.history.cache import DiffCache, default_cache_dir, engine_version
from generator.history.model import (
    History,
    OperationChange,
    OperationHistory,
    RevisionEntry,
    operation_key,
    summarize_counts,
)

__all__ = [
    "DiffCache",
    "assemble_history",
    "neighbour_changes",
    "History",
    "OperationChange",
    "OperationHistory",
    "RevisionEntry",
    "build_history",
    "default_cache_dir",
    "engine_version",
    "operation_key",
    "summarize_counts",
]

