"""Load stage: ``revgen revisions``' summary of each revision of a source.

Entry point: :func:`revision_summaries` (each revision's version, OpenAPI version, operation count and
quick-check problem count, on the worker pool for a long history). It lives apart from
:mod:`generator.load.validate`, which every command imports, so that only ``revgen revisions`` imports
the pool (:mod:`generator.parallel`).
"""

from __future__ import annotations

from generator.load.revisions import Revision
from generator.load.validate import advisory_check, quick_count
from generator.parallel import map_tasks

__all__ = ["PARALLEL_MIN", "Summary", "revision_summaries"]

PARALLEL_MIN = 8
"""Fewer revisions than this are loaded in this process: starting workers costs more than it saves."""

Summary = tuple[str, str, int, str, int]


def revision_summaries(revisions: list[Revision], strict: bool, jobs: int | None) -> list[Summary]:
    """Per revision, in order: (info.version, openapi, operation count, file name, quick-check problem
    count). ``strict`` checks each fully and stops at the first invalid one (its problem count is 0)."""
    if strict or len(revisions) < PARALLEL_MIN:
        return [_summary(rev, strict) for rev in revisions]
    return map_tasks(_summary, revisions, jobs)


def _summary(rev: Revision, strict: bool = False) -> Summary:
    spec = rev.load()
    if strict:
        advisory_check(spec, strict=True)
        problems = 0
    else:
        problems = quick_count(spec)
    return spec.version, spec.openapi, len(spec.operations), spec.document.display, problems
