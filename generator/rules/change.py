"""Rules stage: the :class:`Change` record every check emits and every report renders.

Entry point: :class:`Change`. A change carries its check ``id`` and ``level`` (``error`` = breaking,
``warning``, ``info``), the endpoint it names (``operation`` = upper-case HTTP method and ``path``, both
None for changes that name no endpoint), the ``args`` of its message template and where it was found in
the revision (:class:`Source`). ``text`` is the plain-text message; media that format arguments their
own way (Markdown backticks) re-render it from the rule's template and ``args``
(:mod:`generator.rules.messages`).

:meth:`Change.to_dict` is the one serialized form of a change, used by every output that writes
changes as data (``revgen changelog --format json|yaml``, ``revgen history --format json``, the diff
cache, ``revgen release --format json``): the keys ``id, level, operation, path, text, operation_id,
args, source {file, line, pointer}, tags, section``, always all of them, in this order, with ``args``
as JSON-compatible data. :meth:`Change.from_dict` reads it back.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

LEVELS = ("error", "warning", "info")
LEVEL_RANK = {"info": 1, "warning": 2, "error": 3}

SCALARS = (str, bool, int, float, type(None))


def _itself(value: Any) -> Any:
    return value


def _one_of(shared: dict[Any, Any]) -> Callable[[Any], Any]:
    """The object ``shared`` holds equal to a value (the value itself, kept, the first time)."""
    return lambda value: shared.setdefault(value, value)


def shared_args(raw: dict[str, Any], shared: dict[Any, Any]) -> dict[str, Any]:
    """``raw`` with its strings shared, and itself the one dict of its content when its values are
    plain (their types count: ``1`` and ``true`` differ)."""
    args = {k: shared.setdefault(v, v) if type(v) is str else v for k, v in raw.items()}
    if not args:
        return args
    try:
        return shared.setdefault(("args", tuple([(k, type(v), v) for k, v in args.items()])), args)  # type: ignore[no-any-return]
    except TypeError:  # a list or an object among the values
        return args


def level_counts(changes: Iterable[Change]) -> dict[str, int]:
    """``{"error": n, "warning": n, "info": n}`` for ``changes`` (every level, zeros included)."""
    return count_levels(change.level for change in changes)


def count_levels(levels: Iterable[str]) -> dict[str, int]:
    """How often each level occurs in ``levels`` (changes', root causes' ...), every level, zeros included."""
    counts = dict.fromkeys(LEVELS, 0)
    for level in levels:
        counts[level] = counts.get(level, 0) + 1
    return counts


def to_plain(value: Any) -> Any:
    """``value`` as JSON-compatible data (tuples and sets become lists, other objects strings)."""
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if isinstance(value, dict):
        return {str(k): to_plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((to_plain(v) for v in value), key=repr)
    return str(value)


def plain_args(args: dict[str, Any]) -> dict[str, Any]:
    """A change's ``args`` as JSON-compatible data (the same dict when it already is)."""
    for value in args.values():
        if not isinstance(value, SCALARS):
            return {str(k): to_plain(v) for k, v in args.items()}
    return dict(args)


def source_dict(src: Source | None, file_namer: Callable[[Source], str | None] | None = None) -> dict[str, Any]:
    """A change's source as :meth:`Change.to_dict` writes it (``file_namer``: see there)."""
    if src is None:
        return {"file": None, "line": None, "pointer": None}
    file = (file_namer(src) if file_namer is not None else src.file) if src.file else None
    return {"file": file, "line": src.line, "pointer": src.pointer}


@dataclass(frozen=True)
class Source:
    """Where a change was found: the file, 1-based line and JSON pointer (in the revision, or in the
    base for something removed)."""

    file: str | None = None
    line: int | None = None
    pointer: str | None = None


class _Fields(NamedTuple):
    """A change's ten fields in one tuple: its finding's six (what was found, the same at every endpoint
    that reaches it), then its endpoint's four (:data:`FINDING`, :data:`ENDPOINT`)."""

    id: str
    level: str
    text: str
    args: dict[str, Any]
    source: Source | None
    section: str  # the area it belongs to, e.g. "paths", "components", "security"
    operation: str | None
    path: str | None
    operation_id: str | None
    tags: tuple[str, ...]


FINDING = _Fields._fields[:6]
"""A change's fields that belong to its finding, in the tuple's order."""
ENDPOINT = _Fields._fields[6:]
"""A change's fields that name its endpoint, in the tuple's order."""


def fields_getter(*names: str) -> operator.itemgetter[Any]:
    """A key reading fields ``names`` of a change, or of its :data:`FINDING` part alone, by their places
    in the tuple."""
    return operator.itemgetter(*map(_Fields._fields.index, names))


class Change(_Fields):
    """One change between two revisions, as the checks report it and every output writes it (see the
    module docstring; :meth:`to_dict` is its one serialized form).

    A change is an immutable tuple of its finding's fields and its endpoint's: a check that reaches one
    finding at many endpoints makes each change as one concatenation of the two parts (:meth:`of`).
    ``_replace(**fields)`` gives a copy with some fields changed."""

    __slots__ = ()

    def __new__(
        cls, id: str, level: str, text: str, operation: str | None = None, path: str | None = None,
        operation_id: str | None = None, args: dict[str, Any] | None = None, source: Source | None = None,
        tags: tuple[str, ...] = (), section: str = "",
    ) -> Change:
        return tuple.__new__(cls, (id, level, text, {} if args is None else args, source, section,
                                   operation, path, operation_id, tags))

    @classmethod
    def of(cls, finding: tuple[Any, ...], endpoint: tuple[Any, ...]) -> Change:
        """The change of ``finding`` (its :data:`FINDING` fields) at ``endpoint`` (its :data:`ENDPOINT` fields)."""
        return tuple.__new__(cls, finding + endpoint)

    def __getnewargs__(self) -> tuple[Any, ...]:  # (a pickle or copy calls __new__ with these)
        return (self.id, self.level, self.text, self.operation, self.path, self.operation_id, self.args,
                self.source, self.tags, self.section)

    def to_dict(self, file_namer: Callable[[Source], str | None] | None = None) -> dict[str, Any]:
        """The serialized form (see the module docstring); ``file_namer`` names the source file
        (a report names it as the user gave it, the cache not at all)."""
        return {
            "id": self.id,
            "level": self.level,
            "operation": self.operation,
            "path": self.path,
            "text": self.text,
            "operation_id": self.operation_id,
            "args": plain_args(self.args),
            "source": source_dict(self.source, file_namer),
            "tags": list(self.tags),
            "section": self.section,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], shared: dict[Any, Any] | None = None) -> Change:
        """The change :meth:`to_dict` wrote (a source of three nulls reads back as no source).
        ``shared`` (optional, kept by the caller across many records): equal strings, sources and
        arguments of plain values are given as one object each, as the checks give them (the changes
        of one edit at many operations repeat their id, text, pointer and arguments: a history then
        holds each once, and so does a pickle of it)."""
        one = _one_of(shared) if shared is not None else _itself
        source = data.get("source")
        src = one(Source(**source)) if isinstance(source, dict) and any(v is not None for v in source.values()) else None
        raw = data.get("args") or {}
        args = dict(raw) if shared is None else shared_args(raw, shared)
        operation, path, operation_id = data.get("operation"), data.get("path"), data.get("operation_id")
        return cls(
            id=one(str(data["id"])),
            level=one(str(data["level"])),
            text=one(str(data.get("text") or "")),
            operation=one(operation) if type(operation) is str else operation,
            path=one(path) if type(path) is str else path,
            operation_id=one(operation_id) if type(operation_id) is str else operation_id,
            args=args,
            source=src,
            tags=tuple(data.get("tags") or ()),
            section=one(str(data.get("section") or "")),
        )
