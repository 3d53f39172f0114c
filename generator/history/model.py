"""History stage: the timeline records that :func:`generator.history.build_history` returns.

Entry points: :class:`History` (every revision, oldest first, and every operation's timeline),
:class:`RevisionEntry` (one revision and the changes from its predecessor) and :class:`OperationHistory`
(the revisions that changed one operation, newest first). Plain read-only data: no I/O, no rendering.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from generator.model import normalize_path
from generator.rules.change import LEVEL_RANK, LEVELS, Change, level_counts

if TYPE_CHECKING:
    from generator.load.revisions import Revision
    from generator.model import Spec

LEVEL_WORDS = {"error": "breaking", "warning": "warning", "info": "info"}
"""How a level is named in counts such as ``1 breaking, 2 info``."""

ENDPOINT_ADDED = "endpoint-added"


def operation_key(method: str, path: str) -> tuple[str, str]:
    """The key that follows one endpoint through renamed path parameters: ``("GET", "/a/{}")``."""
    return (method.upper(), normalize_path(path))


def change_sort_key(change: Change) -> tuple[Any, ...]:
    """Most severe first, then by check id and text: a stable order for every page."""
    return (-LEVEL_RANK.get(change.level, 0), change.id, change.text, change.operation or "", change.path or "")


def summarize_counts(counts: dict[str, int]) -> str:
    """``{"error": 1, "info": 2}`` -> ``"1 breaking, 2 info"`` (levels with no change are left out)."""
    parts = [f"{counts[level]} {LEVEL_WORDS[level]}" for level in LEVELS if counts.get(level)]
    return ", ".join(parts) if parts else "no changes"


class _Counted:
    """The counts per level of a record's ``changes`` and their summary (``1 breaking, 2 info``)."""

    changes: tuple[Change, ...]

    @cached_property
    def counts(self) -> dict[str, int]:
        return level_counts(self.changes)

    @property
    def summary(self) -> str:
        return summarize_counts(self.counts)


@dataclass(frozen=True, eq=False)
class RevisionEntry(_Counted):
    """One revision (the loader's :class:`~generator.load.revisions.Revision` itself) and the changes that
    lead to it from the revision before (none for the first)."""

    index: int  # 0-based position, oldest first
    revision: Revision
    base_id: str | None
    changes: tuple[Change, ...]

    @property
    def id(self) -> str:
        return self.revision.id

    @property
    def date(self) -> str | None:
        return self.revision.date or None

    @property
    def file(self) -> str | None:
        """The revision's file name, without its folder."""
        return os.path.basename(self.revision.file) if self.revision.file else None

    @property
    def message(self) -> str | None:
        return self.revision.message

    @property
    def content_hash(self) -> str:
        return self.revision.content_hash

    @property
    def day(self) -> str:
        """The date part (``YYYY-MM-DD``) of the revision's date, or ``undated``."""
        return self.date[:10] if self.date else "undated"

    @cached_property
    def unscoped(self) -> tuple[Change, ...]:
        """The changes that name no endpoint (components, tags, security schemes, ...)."""
        return tuple(c for c in self.changes if not c.operation or not c.path)

    @cached_property
    def unscoped_contract(self) -> tuple[Change, ...]:
        """:attr:`unscoped` but for those about the document's own version (section ``info``:
        ``api-version-changed``, the versioning policy): no client calls a version number, so an
        operation's page does not point at them (the revision's changelog lists them)."""
        return tuple(c for c in self.unscoped if c.section != "info")

    @property
    def is_first(self) -> bool:
        return self.base_id is None


@dataclass(frozen=True, eq=False)
class OperationChange(_Counted):
    """The changes one revision made to one operation."""

    revision: RevisionEntry
    changes: tuple[Change, ...]

    @property
    def added(self) -> bool:
        return any(c.id == ENDPOINT_ADDED for c in self.changes)


@dataclass(eq=False)
class OperationHistory:
    """Every revision that changed one operation, newest first, and the one that added it."""

    key: tuple[str, str]
    method: str
    path: str  # the path as the newest revision that named it spells it
    entries: list[OperationChange] = field(default_factory=list)  # newest first
    added_in: RevisionEntry | None = None  # None: present since the first revision

    @property
    def revision_ids(self) -> list[str]:
        return [e.revision.id for e in self.entries]


@dataclass(eq=False)
class History:
    """Every revision of a source, oldest first, with per-revision and per-operation timelines."""

    revisions: list[RevisionEntry]
    operations: dict[tuple[str, str], OperationHistory]
    _latest_spec: Spec | None = field(default=None, repr=False)
    stats: dict[str, int] = field(default_factory=dict)  # diffs computed / read from the cache

    @property
    def latest(self) -> RevisionEntry:
        return self.revisions[-1]

    @property
    def first(self) -> RevisionEntry:
        return self.revisions[0]

    def latest_spec(self) -> Spec:
        """The newest revision, loaded (once)."""
        if self._latest_spec is None:
            self._latest_spec = self.latest.revision.load()
        return self._latest_spec

    def release(self) -> None:
        """Release the newest revision's spec if it was loaded (:meth:`generator.model.spec.Spec.release`):
        for a command done with it. Asked for again, it is loaded again."""
        if self._latest_spec is not None:
            self._latest_spec.release()
            self._latest_spec = None

    def operation(self, method: str, path: str) -> OperationHistory | None:
        return self.operations.get(operation_key(method, path))

    def revision(self, revision_id: str) -> RevisionEntry | None:
        for entry in self.revisions:
            if entry.id == revision_id:
                return entry
        return None

    @property
    def diff_count(self) -> int:
        return max(len(self.revisions) - 1, 0)
