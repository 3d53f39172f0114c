"""Reports stage, ``--format json``: a JSON array of change objects.

Entry points: :func:`render` (the report as one string) and :func:`render_pieces` (the same text in
pieces of a few thousand changes each, for a writer that streams: the report is never held whole).
Each object has id, level, operation, path, text, operation_id, args,
source {file, line, pointer}, tags and section, in that order (see :func:`.context.change_record`),
then ``root_cause``, the key of the edit it comes from (:mod:`generator.rules.root_causes`: changes
with the same key are one edit of the spec); the array keeps the order the rules produced. One change per line (so a diff of two reports shows
changes), UTF-8 kept, one trailing newline.
This is the contract ``shared/conformance/run.py`` and other tools parse: change it only additively.
``extras`` (one mapping per change) appends keys after the standard ones (``--sdk-impact``'s ``sdk_impact``).

Big reports (tens of thousands of changes) are built from pieces encoded once: the
``{"id": ..., "path": ..., "text": `` head is shared by every change of one id on one endpoint, the
operation id piece by every change of one endpoint, and the encoded text and everything after the
operation id (arguments, source, tags, section, root cause) by every change sharing the text,
argument, source and tags objects (one schema finding replayed at many operations). A change costs
one look-up by its argument object and four pieces appended to the current chunk. The bytes are those
of ``json.dumps({**change.to_dict(), "root_cause": root_cause_key(change)})`` with
``ensure_ascii=False``; ``tests/reports`` checks that.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from typing import IO, TYPE_CHECKING, Any

from generator.rules.change import SCALARS, plain_args

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.change import Change

# the string encoder json.dumps(ensure_ascii=False) uses (the C one on CPython, else the pure one)
_encode_str = json.encoder.encode_basestring
CHUNK = 4096  # changes per piece of render_pieces
SPLIT_AT = 2 * CHUNK  # the fewest changes render_pieces(split=True) makes in two processes


def render(
    changes: list[Change], options: ReportOptions, extras: Sequence[Mapping[str, Any]] | None = None
) -> str:
    return "".join(render_pieces(changes, options, extras))  # type: ignore[arg-type]  # str only: no split


def render_pieces(
    changes: Sequence[Change], options: ReportOptions, extras: Sequence[Mapping[str, Any]] | None = None,
    *, split: bool = False,
) -> Iterator[str | bytes]:
    """:func:`render`'s text in order, in pieces of :data:`CHUNK` changes (str).

    ``split``: a report of at least :data:`SPLIT_AT` changes is made by two processes, this one and a
    forked child (:class:`generator.forked.Forked`) that renders the last part of the list meanwhile
    into a temporary file; that part comes back as UTF-8 bytes, so the pieces are then str and bytes.
    The text is the same; if the child does not finish, this process makes that part too.
    """
    if not changes:
        yield "[]\n"
        return
    if extras is not None and len(extras) != len(changes):
        raise ValueError("one extra mapping per change is needed")
    n = len(changes)
    if not split or n < SPLIT_AT:
        yield from _range_pieces(changes, options, extras, 0, n)
        return
    import tempfile

    from generator.forked import Forked

    # The first part also holds the changes that name no endpoint and warms the caches; the child
    # makes its own caches for the rest. This share gave the two parts about equal times on Stripe.
    cut = n * 9 // 20
    with tempfile.TemporaryFile() as spool:  # the child's bytes: a file, not a second copy in memory
        try:
            rest = Forked(_spool, spool, changes, options, extras, cut, n)
        except OSError:  # no process to be had (a limit on processes): all of it is made here
            yield from _range_pieces(changes, options, extras, 0, n)
            return
        try:
            yield from _range_pieces(changes, options, extras, 0, cut)
            try:
                rest.result()
            except RuntimeError:  # the child did not finish its part: it is made here (the same text)
                yield from _range_pieces(changes, options, extras, cut, n)
                return
        finally:
            rest.stop()
        spool.seek(0)
        while chunk := spool.read(_READ_CHUNK):
            yield chunk


_READ_CHUNK = 1 << 20


def _spool(out: IO[bytes], changes: Sequence[Change], options: ReportOptions,
           extras: Sequence[Mapping[str, Any]] | None, start: int, stop: int,
           before: str | None = None, after: str | None = None) -> None:
    """Write the report's text for ``changes[start:stop]`` to ``out`` as UTF-8 (in a forked child)."""
    for piece in _range_pieces(changes, options, extras, start, stop, before, after):
        out.write(piece.encode("utf-8"))
    out.flush()


def part_pieces(changes: Sequence[Change], options: ReportOptions, *, before: str = "", after: str = "") -> Iterator[str]:
    """The report's lines for ``changes`` alone, one per change, joined by the report's separator,
    after ``before`` and before ``after``: the report of a list cut in consecutive parts is ``[``, each
    non-empty part's lines with a separator between parts, then ``]`` (empty: :func:`render`'s ``[]``)."""
    return _range_pieces(changes, options, None, 0, len(changes), before, after)


def spool_part(out: IO[bytes], changes: Sequence[Change], options: ReportOptions) -> None:
    """Write :func:`part_pieces` of ``changes`` to ``out`` as UTF-8."""
    _spool(out, changes, options, None, 0, len(changes), "", "")


SEPARATOR = ",\n"  # between two changes' lines
OPENING, CLOSING = "[\n", "\n]\n"


def _range_pieces(
    changes: Sequence[Change], options: ReportOptions, extras: Sequence[Mapping[str, Any]] | None,
    start: int, stop: int, before: str | None = None, after: str | None = None,
) -> Iterator[str]:
    """The report's text for ``changes[start:stop]``: ``before`` (by default the opening bracket when
    ``start`` is 0, else a separator), the changes with a separator between two, then ``after`` (by
    default the closing bracket when ``stop`` is the end)."""
    if before is None:
        before = OPENING if start == 0 else SEPARATOR
    if after is None:
        after = CLOSING if stop == len(changes) else ""
    from generator.reports.context import change_record  # the message renderers and the rule table
    encoder = json.JSONEncoder(ensure_ascii=False, check_circular=False)
    encode = encoder.encode
    encode_str = _encode_str
    make = getattr(json.encoder, "c_make_encoder", None)
    # what encoder.encode builds on every call, built once
    one_shot = make(None, encoder.default, encode_str, None, ": ", ", ", False, False, True) if make else None

    def encode_args(v: Any) -> str:
        return "".join(one_shot(v, 0)) if one_shot is not None else encode(v)

    def value(v: Any) -> str:
        if v is None:
            return "null"
        return encode_str(v) if type(v) is str else encode(v)

    from generator.rules.root_causes import root_cause_keyer

    key_of = root_cause_keyer()
    scalars = SCALARS
    heads: dict[tuple[Any, ...], str] = {}
    middles: dict[Any, str] = {}
    tails: dict[tuple[Any, ...], str] = {}
    # By object, since the changes one schema check found share them (the list holds every change,
    # so no id is reused while this runs): the encoded text and everything after the operation id
    # (arguments, source, tags, section, root cause) for one (text, arguments, source, tags,
    # section, id). The last such entry per argument object answers most changes with identity
    # checks alone; the full key is the fallback. A change without a pointer has a root cause of its
    # own (see root_causes), so its pieces are never shared.
    rests: dict[tuple[Any, ...], tuple[str, str]] = {}
    last_by_args: dict[int, tuple[Any, ...]] = {}
    encoded_args: dict[int, str] = {}
    parts: list[str] = [before] if before else []
    add = parts.extend
    lid = llevel = lop = lpath = loid = None
    head = middle = ""
    sep = ""
    for n in range(start, stop):
        c = changes[n]
        rid = c.id
        if rid is not lid or c.path is not lpath or c.operation is not lop or c.level is not llevel:
            lid, llevel, lop, lpath = hkey = (rid, c.level, c.operation, c.path)
            head = heads.get(hkey)  # type: ignore[assignment]
            if head is None:
                head = heads[hkey] = '  {"id": %s, "level": %s, "operation": %s, "path": %s, "text": ' % tuple(
                    value(x) for x in hkey
                )
        oid = c.operation_id
        if oid is not loid or not middle:
            loid = oid
            middle = middles.get(oid)  # type: ignore[assignment]
            if middle is None:
                middle = middles[oid] = ', "operation_id": %s, "args": ' % value(oid)
        args = c.args
        text = c.text
        src = c.source
        tags = c.tags
        section = c.section
        last = last_by_args.get(id(args))
        if (last is not None and last[0] is text and last[1] is src and last[2] is tags and last[3] is rid
                and last[4] == section):
            found = last[5]
        else:
            rkey = (id(text), id(args), id(src), id(tags), section, rid)
            found = rests.get(rkey)  # type: ignore[assignment]
            if found is None:
                tkey = (id(src), id(tags), section)
                tail = tails.get(tkey)
                if tail is None:
                    record = change_record(c, options)  # the reference form of these keys
                    tail = tails[tkey] = ', "source": %s, "tags": %s, "section": %s, "root_cause": "' % (
                        encode(record["source"]),
                        encode(record["tags"]),
                        value(record["section"]),
                    )
                etext = encode_str(text) if type(text) is str else value(text)
                eargs = encoded_args.get(id(args))
                if eargs is None:
                    plain = args
                    for v in args.values():
                        if not isinstance(v, scalars):  # lists, tuples, sets...: their plain form
                            plain = plain_args(args)
                            break
                    eargs = encoded_args[id(args)] = encode_args(plain)
                found = etext, eargs + tail + key_of(c) + '"}'
                if src is not None and src.pointer:  # else the root cause depends on the endpoint too
                    rests[rkey] = found
                    last_by_args[id(args)] = (text, src, tags, rid, section, found)
            else:
                last_by_args[id(args)] = (text, src, tags, rid, section, found)
        if extras is None:
            add((sep, head, found[0], middle, found[1]))
        else:
            extra = extras[n]
            rest = found[1]
            if extra:  # more keys after the standard ones: '..., "root_cause": ..., "key": ...}'
                rest = rest[:-1] + ", " + encode(dict(extra))[1:]
            add((sep, head, found[0], middle, rest))
        sep = SEPARATOR
        if len(parts) >= CHUNK * 5:
            yield "".join(parts)
            parts.clear()
    if after:
        parts.append(after)
    yield "".join(parts)


__all__ = ["CLOSING", "OPENING", "SEPARATOR", "part_pieces", "render", "render_pieces", "spool_part"]
