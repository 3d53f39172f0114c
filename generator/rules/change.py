"""Rules stage: the :class:`Change` record every check emits and every report renders.

Entry point: :class:`Change`. A change carries its check ``id`` and ``level`` (``error`` = breaking,
``warning``, ``info``), the endpoint it names (``operation`` = upper-case HTTP method and ``path``, both
None for changes that name no endpoint), the ``args`` of its message template and where it was found in
the revision (:class:`Source`). ``text`` is the plain-text message; media that format arguments their
own way (Markdown backticks) re-render it from the rule's template and ``args``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

LEVELS = ("error", "warning", "info")
LEVEL_RANK = {"info": 1, "warning": 2, "error": 3}


@dataclass(frozen=True)
class Source:
    """Where a change was found: the file, 1-based line and JSON pointer (in the revision, or in the
    base for something removed)."""

    file: str | None = None
    line: int | None = None
    pointer: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"file": self.file, "line": self.line, "pointer": self.pointer}


@dataclass(frozen=True)
class Change:
    id: str
    level: str
    text: str
    operation: str | None = None
    path: str | None = None
    operation_id: str | None = None
    args: dict[str, Any] = field(default_factory=dict)
    source: Source | None = None
    tags: tuple[str, ...] = ()
    section: str = ""  # the area it belongs to, e.g. "paths", "components", "security"

    @property
    def is_breaking(self) -> bool:
        return self.level == "error"

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "level": self.level,
            "text": self.text,
            "operation": self.operation,
            "path": self.path,
            "operation_id": self.operation_id,
            "args": self.args,
            "source": self.source.to_dict() if self.source else None,
            "tags": list(self.tags),
            "section": self.section,
        }
