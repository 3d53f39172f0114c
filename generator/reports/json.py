"""Reports stage, ``--format json``: a JSON array of change objects.

Entry point: :func:`render`. Each object has id, level, operation, path, text, operation_id, args,
source {file, line, pointer}, tags and section, in that order (see :func:`.context.change_record`),
then ``root_cause``, the key of the edit it comes from (:mod:`generator.rules.root_causes`: changes
with the same key are one edit of the spec); the array keeps the order the rules produced. One change per line (so a diff of two reports shows
changes), UTF-8 kept, one trailing newline.
This is the contract ``shared/conformance/run.py`` and other tools parse: change it only additively.
``extras`` (one mapping per change) appends keys after the standard ones (``--sdk-impact``'s ``sdk_impact``).

Big reports (tens of thousands of changes) are built line by line from pieces encoded once: the
``{"id": ..., "path": ..., "text": `` head is shared by every change of one id on one endpoint, the
source/tags/section tail by every change found at one place, and everything after the operation id
(arguments, tail, root cause) by every change sharing the argument and source objects (one schema
finding replayed at many operations): per change, four cached pieces are concatenated. The bytes are those of ``json.dumps({**change.to_dict(),
"root_cause": root_cause_key(change)})`` with ``ensure_ascii=False``; ``tests/reports`` checks that.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from generator.rules.change import SCALARS, plain_args

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.change import Change

# the string encoder json.dumps(ensure_ascii=False) uses (the C one on CPython, else the pure one)
_encode_str = json.encoder.encode_basestring


def render(
    changes: list[Change], options: ReportOptions, extras: Sequence[Mapping[str, Any]] | None = None
) -> str:
    if not changes:
        return "[]\n"
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
    # by object, since the changes one schema check found share them (the list holds every change,
    # so no id is reused while this runs): the encoded text, and everything after the operation id
    # (arguments, source, tags, section, root cause), for one (text, arguments, source, tags,
    # section, id) -- a change without a pointer has a root cause of its own (see root_causes)
    texts: dict[int, str] = {}
    rests: dict[tuple[Any, ...], tuple[str, str]] = {}
    encoded_args: dict[int, str] = {}
    lines: list[str] = []
    add = lines.append
    lid = llevel = lop = lpath = None
    head = ""
    for c in changes:
        if c.id is not lid or c.path is not lpath or c.operation is not lop or c.level is not llevel:
            lid, llevel, lop, lpath = hkey = (c.id, c.level, c.operation, c.path)
            head = heads.get(hkey)  # type: ignore[assignment]
            if head is None:
                head = heads[hkey] = '  {"id": %s, "level": %s, "operation": %s, "path": %s, "text": ' % tuple(
                    value(x) for x in hkey
                )
        middle = middles.get(c.operation_id)
        if middle is None:
            middle = middles[c.operation_id] = ', "operation_id": %s, "args": ' % value(c.operation_id)
        src = c.source
        args = c.args
        text = c.text
        rkey = (id(text), id(args), id(src), id(c.tags), c.section, lid)
        found = rests.get(rkey)
        if found is None:
            tkey = (id(src), id(c.tags), c.section)
            tail = tails.get(tkey)
            if tail is None:
                record = change_record(c, options)  # the reference form of these keys
                tail = tails[tkey] = ', "source": %s, "tags": %s, "section": %s, "root_cause": "' % (
                    encode(record["source"]),
                    encode(record["tags"]),
                    value(record["section"]),
                )
            etext = texts.get(id(text))
            if etext is None:
                etext = texts[id(text)] = encode_str(text) if type(text) is str else value(text)
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
        add(head + found[0] + middle + found[1])
    if extras is not None:  # more keys after the standard ones: '..., "root_cause": ..., "key": ...}'
        lines = [
            line[:-1] + ", " + encode(dict(extra))[1:] if extra else line
            for line, extra in zip(lines, extras, strict=True)
        ]
    return "[\n" + ",\n".join(lines) + "\n]\n"

__all__ = ["render"]
