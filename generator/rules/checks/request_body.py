"""Rules stage: request body checks (added, removed, required, media types, schema and itemSchema existence).

Entry points: the check functions named in the rule table. The schema inside each media type is checked by ``schema_props``.
"""

from __future__ import annotations

from typing import Any

from generator.rules.checks import Emitter
from generator.rules.checks.schema_rules import annotation_only


def added_required_request_body(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        b, r = od.base.request_body, od.rev.request_body
        if b is None and r is not None:
            rid = "request-body-added-required" if r.required else "request-body-added-optional"
            out.op(rid, od.rev, {}, file=r.file, pointer=r.pointer)


def request_body_removed(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        b, r = od.base.request_body, od.rev.request_body
        if b is not None and r is None:
            out.op("request-body-removed", od.rev, {}, file=b.file, pointer=b.pointer, base_side=True)


def request_body_required_value_updated(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        b, r = od.base.request_body, od.rev.request_body
        if b is None or r is None or b.required == r.required:
            continue
        rid = "request-body-became-required" if r.required else "request-body-became-optional"
        out.op(rid, od.rev, {}, file=r.file, pointer=r.pointer)


def request_body_mediatype_updated(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        if od.body is None:
            continue
        for name, m in od.body.added.items():
            out.op("request-body-media-type-added", od.rev, {"media_type": name}, file=m.file, pointer=m.pointer)
        for name, m in od.body.removed.items():
            out.op("request-body-media-type-removed", od.rev, {"media_type": name}, file=m.file, pointer=m.pointer,
                   base_side=True)


def media_type_schema_existence(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        sides: list[tuple[tuple[str, str, str], Any, dict[str, str]]] = []
        if od.body is not None:
            sides.append((("request-body-media-type-schema-added", "request-body-media-type-schema-removed",
                           "request-body-schema-became-false"), od.body, {}))
        for status, rd in od.responses_modified.items():
            sides.append((("response-body-media-type-schema-added", "response-body-media-type-schema-removed",
                           "response-body-schema-became-false"), rd.content, {"status": status}))
        for (added, removed, became_false), media, args in sides:
            for name, (bm, rm, _sd) in media.modified.items():
                a = dict(args, media_type=name)
                _item_schema_existence(out, od, bm, rm, a, "status" in args)
                if (bm.schema is None) == (rm.schema is None):
                    continue
                if rm.schema is not None:
                    kind = _one_sided(rm.schema)
                    if kind != "accepts anything":  # (nothing changed for a client)
                        rid = became_false if kind == "accepts nothing" else added
                        out.op(rid, od.rev, a, file=rm.file, pointer=rm.pointer)
                elif _one_sided(bm.schema) != "accepts anything":
                    out.op(removed, od.rev, a, file=bm.file, pointer=bm.pointer,
                           base_side=True)


def _one_sided(s: Any) -> str:
    """What a media type's schema that appeared or went means, as oasdiff 1.39.0 judges it: ``false``
    accepts nothing; ``{}``, ``true`` or annotations only accept anything, as no schema does; another
    schema is a contract."""
    if s.is_boolean:
        return "accepts anything" if s.boolean_value else "accepts nothing"
    return "accepts anything" if not s.raw or annotation_only(s) else "a contract"


def _item_schema_existence(out: Emitter, od: Any, bm: Any, rm: Any, args: dict[str, str], response: bool) -> None:
    """OpenAPI 3.2's ``itemSchema`` (one item of a streamed body) added or removed; a response that
    keeps no schema at all once it is removed is ``…-removed-untyped``."""
    had, has = bm.raw.get("itemSchema") is not None, rm.raw.get("itemSchema") is not None
    if had == has:
        return
    if has:
        rid = "response-body-media-type-item-schema-added" if response else "request-body-media-type-item-schema-added"
        out.op(rid, od.rev, args, file=rm.file, pointer=rm.pointer + "/itemSchema")
        return
    if not response:
        rid = "request-body-media-type-item-schema-removed"
    elif rm.schema is None:
        rid = "response-body-media-type-item-schema-removed-untyped"
    else:
        rid = "response-body-media-type-item-schema-removed"
    out.op(rid, od.rev, args, file=bm.file, pointer=bm.pointer + "/itemSchema", base_side=True)
