"""Reports stage, ``--format json``: a JSON array of change objects.

Entry points: :func:`render` (the report as one string), :func:`render_pieces` (the same text in
pieces of a few thousand changes each, for a writer that streams: the report is never held whole) and
:func:`rows_pieces` (the same text, as UTF-8 pieces, of :class:`generator.rules.engine.Rows`: the
changelog's report when no per-change setting applies, made without a Change object each).
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
from collections.abc import Callable, Iterator, Mapping, Sequence
from itertools import chain, repeat
from operator import itemgetter
from typing import IO, TYPE_CHECKING, Any

from generator.rules.change import SCALARS, plain_args

if TYPE_CHECKING:
    from generator.rules.engine import Rows
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


def part_pieces(changes: Sequence[Change] | Rows, options: ReportOptions, *, before: str = "",
                after: str = "") -> Iterator[str] | Iterator[bytes]:
    """The report's lines for ``changes`` alone, one per change, joined by the report's separator,
    after ``before`` and before ``after``: the report of a list cut in consecutive parts is ``[``, each
    non-empty part's lines with a separator between parts, then ``]`` (empty: :func:`render`'s ``[]``).
    ``changes`` may be :class:`~generator.rules.engine.Rows`: the same text, in UTF-8 pieces
    (:func:`_rows_pieces`)."""
    if not isinstance(changes, Sequence):
        return _rows_pieces(changes, options, before, after)
    return _range_pieces(changes, options, None, 0, len(changes), before, after)


def spool_part(out: IO[bytes], changes: Sequence[Change] | Rows, options: ReportOptions) -> None:
    """Write :func:`part_pieces` of ``changes`` to ``out`` as UTF-8."""
    for piece in part_pieces(changes, options):
        out.write(piece if isinstance(piece, bytes) else piece.encode("utf-8"))
    out.flush()


def rows_pieces(rows: Rows, options: ReportOptions) -> Iterator[bytes]:
    """:func:`render`'s text, as UTF-8, for the changes ``rows`` stand for, in pieces."""
    if not len(rows):
        return iter([b"[]\n"])
    return _rows_pieces(rows, options, OPENING, CLOSING)


def _rows_pieces(rows: Rows, options: ReportOptions, before: str, after: str) -> Iterator[bytes]:
    """:func:`part_pieces` of :class:`~generator.rules.engine.Rows`, as UTF-8: each line is the text
    :func:`_range_pieces` makes for that change, put together from pieces encoded once per finding
    (the ``own`` dict: id and level, text, arguments and source, section and root cause) and once per
    endpoint (the ``endpoint`` dict: operation and path, operation id, tags), joined without a
    Python step per change, straight into bytes (a big report is not copied once more to encode it)."""
    from generator.rules.root_causes import root_cause_keyer

    encoders = _encoders()
    key_of = root_cause_keyer()
    # A line is '  {"id": I, "level": L, "operation": ' 'O, "path": P, "text": ' 'T' ', "operation_id":
    # D, "args": ' 'A, "source": S, "tags": ' 'G' ', "section": X, "root_cause": "K"}': four pieces of
    # the own dict's, three of the endpoint's, in turn. The last is None for an own dict without a
    # source pointer: its root cause names the endpoint too (see root_causes), so it is made per line.
    own_pieces: dict[int, tuple[bytes, bytes, bytes, bytes | None]] = {}
    endpoint_pieces: dict[int, tuple[bytes, bytes, bytes]] = {}
    sources: dict[int, str] = {}
    first, second, third, fourth = itemgetter(0), itemgetter(1), itemgetter(2), itemgetter(3)
    encode, value = encoders[0], encoders[1]
    alone = False
    sep = before.encode("utf-8")
    separator = SEPARATOR.encode("utf-8")
    for start in range(0, len(rows.own), CHUNK):
        own = rows.own[start : start + CHUNK]
        endpoint = rows.endpoint[start : start + CHUNK]
        for oid, o in dict(zip(map(id, own), own)).items():
            if oid not in own_pieces:
                own_pieces[oid] = pieces = _own_pieces(o, options, encoders, key_of, sources)
                alone = alone or pieces[3] is None
        for eid, e in dict(zip(map(id, endpoint), endpoint)).items():
            if eid not in endpoint_pieces:
                endpoint_pieces[eid] = (
                    ('%s, "path": %s, "text": ' % (value(e["operation"]), value(e["path"]))).encode("utf-8"),
                    (', "operation_id": %s, "args": ' % value(e["operation_id"])).encode("utf-8"),
                    encode(list(e["tags"])).encode("utf-8"),
                )
        ops = list(map(own_pieces.__getitem__, map(id, own)))
        eps = list(map(endpoint_pieces.__getitem__, map(id, endpoint)))
        lasts: Any = map(fourth, ops)
        if alone:
            lasts = [last if last is not None else _own_pieces({**o, **e}, options, encoders, key_of, sources, True)[3]
                     for last, o, e in zip(lasts, own, endpoint)]
        seps = chain((sep,), repeat(separator))
        yield b"".join(chain.from_iterable(zip(
            seps, map(first, ops), map(first, eps), map(second, ops), map(second, eps), map(third, ops), map(third, eps), lasts
        )))
        sep = separator
    if not rows.own:
        yield (before + after).encode("utf-8")
    elif after:
        yield after.encode("utf-8")


def _own_pieces(fields: dict[str, Any], options: ReportOptions, encoders: tuple[Callable[[Any], str], ...],
                key_of: Callable[[Change], str], sources: dict[int, str],
                with_endpoint: bool = False) -> tuple[bytes, bytes, bytes, bytes | None]:
    """The four pieces (UTF-8) of a line :func:`_rows_pieces` takes from a change's own fields (the
    last is None when the root cause depends on the endpoint, unless ``with_endpoint``: ``fields`` has
    them). ``encoders`` are :func:`_encoders`; ``sources`` keeps each source object's encoded form."""
    from generator.rules.change import Change

    encode, value, encode_args = encoders
    change = object.__new__(Change)
    d = change.__dict__
    d.update(_NO_ENDPOINT)
    d.update(fields)
    src = fields["source"]
    source = sources.get(id(src))
    if source is None:
        from generator.reports.context import change_record  # the reference form of the source

        source = sources[id(src)] = encode(change_record(change, options)["source"])
    text = fields["text"]
    last = None
    if with_endpoint or (src is not None and src.pointer):
        last = (', "section": %s, "root_cause": "%s"}' % (value(fields["section"]), key_of(change))).encode("utf-8")
    return (
        ('  {"id": %s, "level": %s, "operation": ' % (value(fields["id"]), value(fields["level"]))).encode("utf-8"),
        (_encode_str(text) if type(text) is str else value(text)).encode("utf-8"),
        ('%s, "source": %s, "tags": ' % (encode_args(fields["args"]), source)).encode("utf-8"),
        last,
    )


_NO_ENDPOINT: dict[str, Any] = {"operation": None, "path": None, "operation_id": None, "tags": ()}


def _encoders() -> tuple[Callable[[Any], str], Callable[[Any], str], Callable[[dict[str, Any]], str]]:
    """``(encode, value, encode_args)``: ``json.dumps(ensure_ascii=False)`` of any value, of a field
    (None, a string or any value), and of a change's arguments (in their plain form)."""
    encoder = json.JSONEncoder(ensure_ascii=False, check_circular=False)
    encode = encoder.encode
    encode_str = _encode_str
    make = getattr(json.encoder, "c_make_encoder", None)
    # what encoder.encode builds on every call, built once
    one_shot = make(None, encoder.default, encode_str, None, ": ", ", ", False, False, True) if make else None

    def value(v: Any) -> str:
        if v is None:
            return "null"
        return encode_str(v) if type(v) is str else encode(v)

    def encode_args(args: dict[str, Any]) -> str:
        plain = args
        for v in args.values():
            if not isinstance(v, SCALARS):  # lists, tuples, sets...: their plain form
                plain = plain_args(args)
                break
        return "".join(one_shot(plain, 0)) if one_shot is not None else encode(plain)

    return encode, value, encode_args


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
    encode, value, encode_args = _encoders()
    encode_str = _encode_str

    from generator.rules.root_causes import root_cause_keyer

    key_of = root_cause_keyer()
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
                    eargs = encoded_args[id(args)] = encode_args(args)
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
