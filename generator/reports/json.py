"""Reports stage, ``--format json``: a JSON array of change objects.

Entry points: :func:`render` (the report as one string) and :func:`render_pieces` (the same text as
UTF-8 bytes, in pieces of :data:`CHUNK` changes, for a writer that streams: the report is never held
whole, and each finding's and endpoint's text is encoded once, not each line).
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

from generator.rules.change import Change, plain_args, source_dict
from generator.rules.root_causes import root_cause_keyer, stands_alone

if TYPE_CHECKING:
    from generator.reports import ReportOptions

CHUNK = 512  # changes per piece of render_pieces
_encode = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
_encode_str = json.encoder.encode_basestring  # (what _encode spells a string with)
_NONE: Any = object()  # no endpoint yet

# A line is json.dumps of to_dict() and the root cause: _Lines writes these keys in this order
_KEYS = (*Change("x", "info", "").to_dict(), "root_cause")
if _KEYS != ("id", "level", "operation", "path", "text", "operation_id", "args", "source", "tags", "section",
             "root_cause"):
    raise ImportError("Change.to_dict() changed its keys: follow it in _Lines")


def render(
    changes: Sequence[Change], options: ReportOptions, extras: Sequence[Mapping[str, Any]] | None = None
) -> str:
    return b"".join(render_pieces(changes, options, extras)).decode("utf-8")


def render_pieces(
    changes: Sequence[Change], options: ReportOptions, extras: Sequence[Mapping[str, Any]] | None = None,
) -> Iterator[bytes]:
    """:func:`render`'s text in order, in UTF-8, in pieces of :data:`CHUNK` changes."""
    if not changes:
        yield b"[]\n"
        return
    if extras is not None and len(extras) != len(changes):
        raise ValueError("one extra mapping per change is needed")
    lines = _Lines(options, extras is not None)
    n = len(changes)
    for start in range(0, n, CHUNK):
        stop = min(n, start + CHUNK)
        yield lines.chunk(changes[start:stop], None if extras is None else extras[start:stop],
                          b"[\n" if start == 0 else b",\n", b"\n]\n" if stop == n else b"")


def _value(value: Any) -> str:
    return _encode_str(value) if type(value) is str else _encode(value)


def _args_text(args: dict[str, Any]) -> str:
    """``_encode(plain_args(args))``; arguments that are all strings (nearly every change's) are
    spelled here as the encoder spells them, without its per-call set-up."""
    for k, v in args.items():
        if type(k) is not str or type(v) is not str:
            return _encode(plain_args(args))
    return "{" + ", ".join([f"{_encode_str(k)}: {_encode_str(v)}" for k, v in args.items()]) + "}"


class _Lines:
    """Changes' lines: ``"  " + json.dumps({**change.to_dict(), "root_cause": key, **extra})`` each.

    A line is its *finding*'s text (id, level, text, args, source, section: the changes one schema
    finding makes at many operations share these objects) around its endpoint's (operation, path,
    operation_id, tags), then its root cause (the finding's, unless the change stands alone); each
    finding and each endpoint is encoded once."""

    def __init__(self, options: ReportOptions, extras: bool = False) -> None:
        self.namer = options.file_namer
        # asked once per finding (by _finding) and per change standing alone; with extras, per change
        self.key_of = root_cause_keyer(each_finding_once=not extras)
        # keyed by the objects (by id: the changes are alive meanwhile, so no id is reused): a finding by
        # its arguments (each finding's own dict; its other fields are checked to be the same objects)
        self.findings: dict[int, tuple[Any, ...]] = {}
        self.endpoints: dict[tuple[Any, ...], tuple[bytes, bytes, bytes]] = {}
        self.sources: dict[int, tuple[Any, str]] = {}

    def chunk(self, changes: Sequence[Change], extras: Sequence[Mapping[str, Any]] | None, head: bytes,
              tail: bytes) -> bytes:
        """``head``, the lines of ``changes`` joined by ``",\\n"``, then ``tail``, in UTF-8 (with ``extras``:
        the ``extras[i]`` keys at the end of line ``i``)."""
        if extras is not None:
            return head + ",\n".join([self._record(change, extra) for change, extra in zip(changes, extras)]).encode() + tail
        findings, key_of = self.findings, self.key_of
        # the chunk's text is one join of its lines' pieces (no string per line), each line ending with
        # its separator
        pieces: list[bytes] = [head]
        extend = pieces.extend
        # the changes of one endpoint come together (sorted by endpoint): its text is looked up when
        # the endpoint's objects change
        operation = path = operation_id = tags = _NONE
        e0 = e1 = e2 = b""
        for c in changes:
            # a change is one tuple of its finding's fields and its endpoint's (Change): read in one unpacking
            rid, level, text, args, source, section, c_operation, c_path, c_operation_id, c_tags = c
            f = findings.get(id(args))
            if f is None or f[5] is not rid or f[6] is not text or f[7] is not source or f[8] is not level \
                    or f[9] is not section:
                f = self._finding(c)
            if c_path is not path or c_operation is not operation or c_operation_id is not operation_id or c_tags is not tags:
                operation, path, operation_id, tags = c_operation, c_path, c_operation_id, c_tags
                e0, e1, e2 = self._endpoint(c)
            if f[4]:  # the finding's changes share their root cause: it ends the finding's text
                extend((f[0], e0, f[1], e1, f[2], e2, f[3]))
            else:
                extend((f[0], e0, f[1], e1, f[2], e2, f[3], f"{_encode_str(key_of(c))}}},\n".encode()))
        pieces[-1] = pieces[-1][:-2] + tail  # (the last line's separator)
        return b"".join(pieces)

    def _record(self, change: Change, extra: Mapping[str, Any]) -> str:
        record = change.to_dict(self.namer)
        record["root_cause"] = self.key_of(change)
        record.update(extra)
        return "  " + _encode(record)

    def _finding(self, c: Change) -> tuple[Any, ...]:
        found = self.sources.get(id(c.source))
        if found is None:
            found = self.sources[id(c.source)] = (c.source, _encode(source_dict(c.source, self.namer)))
        shared = not stands_alone(c)  # the finding's changes share their root cause: it ends the tail
        tail = f', "section": {_value(c.section)}, "root_cause": '
        f = self.findings[id(c.args)] = (
            f'  {{"id": {_value(c.id)}, "level": {_value(c.level)}, "operation": '.encode(),
            f', "text": {_value(c.text)}, "operation_id": '.encode(),
            f', "args": {_args_text(c.args)}, "source": {found[1]}, "tags": '.encode(),
            (f"{tail}{_encode_str(self.key_of(c))}}},\n" if shared else tail).encode(),
            shared, c.id, c.text, c.source, c.level, c.section,
        )
        return f

    def _endpoint(self, c: Change) -> tuple[bytes, bytes, bytes]:
        key = (c.operation, c.path, c.operation_id, id(c.tags))
        e = self.endpoints.get(key)
        if e is None:
            e = self.endpoints[key] = (f'{_value(c.operation)}, "path": {_value(c.path)}'.encode(),
                                       _value(c.operation_id).encode(), _encode(list(c.tags)).encode())
        return e

__all__ = ["CHUNK", "render", "render_pieces"]
