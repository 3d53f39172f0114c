"""Reports stage, ``--format json``: a JSON array of change objects.

Entry points: :func:`render` (the report as one string) and :func:`render_pieces` (the same text in
pieces of :data:`CHUNK` changes, for a writer that streams: the report's text is never held whole).
Each object is :meth:`Change.to_dict <generator.rules.change.Change.to_dict>` (id, level, operation,
path, text, operation_id, args, source {file, line, pointer}, tags and section, in that order; its
source file named as the report names it), then ``root_cause``, the key of the edit it comes from
(:mod:`generator.rules.root_causes`: changes with the same key are one edit of the spec); the array
keeps the order the rules produced. One change per line (so a diff of two reports shows changes),
UTF-8 kept, one trailing newline.
This is the contract ``shared/conformance/run.py`` and other tools parse: change it only additively.
``extras`` (one mapping per change) appends keys after the standard ones (``--sdk-impact``'s ``sdk_impact``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from generator.rules.root_causes import root_cause_keyer

from generator.rules.change import Change

if TYPE_CHECKING:
    from generator.reports import ReportOptions

CHUNK = 4096  # changes per piece of render_pieces
_encode = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
_encode_str = json.encoder.encode_basestring  # (what _encode spells a string with)
# The fields of a line that differ between the changes one schema finding makes at many operations
# (the rest of their to_dict() is the same objects), in the order to_dict() gives them: see _Lines.
_SLOTS = tuple(k for k in Change("x", "info", "").to_dict() if k in ("operation", "path", "operation_id", "tags"))
_MARK = "\x00revgen-slot\x00"
_ENCODED_MARK = _encode(_MARK)


def render(
    changes: Sequence[Change], options: ReportOptions, extras: Sequence[Mapping[str, Any]] | None = None
) -> str:
    return "".join(render_pieces(changes, options, extras))


def render_pieces(
    changes: Sequence[Change], options: ReportOptions, extras: Sequence[Mapping[str, Any]] | None = None,
) -> Iterator[str]:
    """:func:`render`'s text in order, in pieces of :data:`CHUNK` changes."""
    if not changes:
        yield "[]\n"
        return
    if extras is not None and len(extras) != len(changes):
        raise ValueError("one extra mapping per change is needed")
    line = _Lines(options)
    n = len(changes)
    for start in range(0, n, CHUNK):
        stop = min(n, start + CHUNK)
        if extras is None:
            lines = list(map(line, changes[start:stop]))
        else:
            lines = [line(changes[i], extras[i]) for i in range(start, stop)]
        yield ("[\n" if start == 0 else ",\n") + ",\n".join(lines) + ("\n]\n" if stop == n else "")


class _Lines:
    """One change's line: ``"  " + json.dumps({**change.to_dict(), "root_cause": key, **extra})``.

    One schema finding replayed at many operations makes changes that share their id, level,
    section, text, arguments and source objects: the ``to_dict()`` of such a group
    is encoded once, with a marker in each field of :data:`_SLOTS`, and each change's line fills its
    own values in between the pieces (the same text, tens of thousands of dict encodings fewer on a
    big API)."""

    def __init__(self, options: ReportOptions) -> None:
        self.namer = options.file_namer
        self.key_of = root_cause_keyer()
        # (id, level, section; text, args, source by object) -> the line's text around the slots (None:
        # encoded whole). The changes are alive meanwhile: no object's id is reused.
        self.templates: dict[tuple[Any, ...], list[str] | None] = {}
        self.tags: dict[int, tuple[tuple[str, ...], str]] = {}

    def __call__(self, change: Change, extra: Mapping[str, Any] | None = None) -> str:
        gkey = (change.id, change.level, change.section, id(change.text), id(change.args), id(change.source))
        if gkey in self.templates:
            pieces = self.templates[gkey]
        else:
            pieces = self.templates[gkey] = self._template(change)
        if pieces is None or extra:
            record = change.to_dict(self.namer)
            record["root_cause"] = self.key_of(change)
            record.update(extra or {})
            return "  " + _encode(record)
        op, path, oid, tags = change.operation, change.path, change.operation_id, change.tags
        found = self.tags.get(id(tags))
        if found is None or found[0] is not tags:
            found = self.tags[id(tags)] = (tags, _encode(list(tags)))
        p0, p1, p2, p3, p4, p5 = pieces
        return "".join((
            p0, "null" if op is None else _encode_str(op), p1, "null" if path is None else _encode_str(path),
            p2, "null" if oid is None else _encode_str(oid), p3, found[1], p4, _encode_str(self.key_of(change)), p5,
        ))

    def _template(self, change: Change) -> list[str] | None:
        """The line's text around the slots (operation, path, operation_id, tags, root_cause); None
        when a field's own text holds the marker or a slot is not a string or None."""
        if not all(v is None or type(v) is str for v in (change.operation, change.path, change.operation_id)):
            return None
        record = change.to_dict(self.namer)
        record.update(dict.fromkeys(_SLOTS, _MARK), root_cause=_MARK)
        pieces = ("  " + _encode(record)).split(_ENCODED_MARK)
        return pieces if len(pieces) == 6 else None


__all__ = ["CHUNK", "render", "render_pieces"]
