"""History stage: many revisions -> ordered neighbour diffs (cached) -> per-revision and per-operation timelines.

Entry points: :func:`build_history` (``revisions`` from :func:`generator.load.revisions.list_revisions`,
oldest first -> :class:`History`) and :func:`render_history` (the report of ``revgen history``: text,
markdown, json or html). The neighbour-diff cache is described in :mod:`generator.history.cache`.
"""

from __future__ import annotations

from typing import Any

from generator.history.build import assemble_history, build_history, neighbour_changes, order_revisions
from generator.history.cache import DiffCache, default_cache_dir, engine_version
from generator.history.model import (
    History,
    OperationChange,
    OperationHistory,
    RevisionEntry,
    level_counts,
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
    "level_counts",
    "operation_key",
    "order_revisions",
    "render_history",
    "summarize_counts",
]


def render_history(history: History, fmt: str = "text", templates: str | None = None) -> Any:
    """The history report in ``fmt`` (``text``, ``markdown``, ``json`` or ``html``)."""
    from generator.targets.docs_report import render_history as _render

    return _render(history, fmt, templates)
