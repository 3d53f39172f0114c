"""Rules stage: response checks (statuses, media types, headers).

Entry points: the check functions named in the rule table. The schema inside each media type is checked by ``schema_props``.
A status is a success when it is 2xx or the range ``2XX``; every other status, ``default`` and the
other ranges (``4XX``) included, is a non-success one. oasdiff skips ``default`` and ranges; a client
that handled them loses them all the same, so they are reported with the same ids.
"""

from __future__ import annotations

from typing import Any

from generator.diff.schema import diff_schemas
from generator.diff.spec import media_type_contained, media_type_parts
from generator.rules.checks import Emitter
from generator.rules.checks.schema_rules import Ctx, check_schema


def is_success(status: str) -> bool:
    return status[:1] == "2"


def response_status_updated(diff: Any, out: Emitter) -> None:
    """Every status, ``default`` and ranges (``4XX``) too."""
    for od in diff.operations_modified:
        for status, r in od.responses_added.items():
            rid = "response-success-status-added" if is_success(status) else "response-non-success-status-added"
            out.op(rid, od.rev, {"status": status}, file=r.file, pointer=r.pointer)
        for status, r in od.responses_removed.items():
            rid = "response-success-status-removed" if is_success(status) else "response-non-success-status-removed"
            out.op(rid, od.rev, {"status": status}, file=r.file, pointer=r.pointer,
                   base_side=True)


def response_mediatype_updated(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        for status, rd in od.responses_modified.items():
            for name, m in rd.content.added.items():
                out.op("response-media-type-added", od.rev, {"status": status, "media_type": name},
                       file=m.file, pointer=m.pointer)
            for name, m in rd.content.removed.items():
                out.op("response-media-type-removed", od.rev, {"status": status, "media_type": name},
                       file=m.file, pointer=m.pointer, base_side=True)


MEDIA_TYPE_RENAMED = {
    "changed": "response-media-type-name-changed",
    "generalized": "response-media-type-name-generalized",
    "specialized": "response-media-type-name-specialized",
}


def response_mediatype_name_updated(diff: Any, out: Emitter) -> None:
    """A renamed response media type: only its parameters changed, in one direction (each parameter
    added, removed or changed is a change of its own), or else generalized, specialized or changed."""
    for od in diff.operations_modified:
        for status, rd in od.responses_modified.items():
            for old, new in rd.content.renamed.items():
                m = rd.content.modified[new][1]
                kw = {"file": m.file, "pointer": m.pointer}
                parts_old, parts_new = media_type_parts(old), media_type_parts(new)
                assert parts_old is not None and parts_new is not None  # (both parse: pair_renamed paired them)
                (*bare_old, op), (*bare_new, np) = parts_old, parts_new
                added, removed = sorted(np.keys() - op.keys()), sorted(op.keys() - np.keys())
                changed = sorted(k for k in op.keys() & np.keys() if op[k] != np[k])
                if (added, removed, changed) != ([], [], []) and bare_old == bare_new and sum(map(bool, (added, removed, changed))) == 1:
                    media_type = old.split(";")[0].strip()
                    for k in added:
                        out.op("response-media-type-parameter-added", od.rev, {"status": status, "media_type": media_type, "value": k}, **kw)
                    for k in removed:
                        out.op("response-media-type-parameter-removed", od.rev, {"status": status, "media_type": media_type, "value": k}, **kw)
                    for k in changed:
                        out.op("response-media-type-parameter-changed", od.rev,
                               {"status": status, "media_type": media_type, "value": k, "from": op[k], "to": np[k]}, **kw)
                    continue
                # changed when the parameters differ, else specialized when ``new`` narrows ``old``
                kind = "changed" if op != np else "specialized" if media_type_contained(old, new) else "generalized"
                out.op(MEDIA_TYPE_RENAMED[kind], od.rev, {"status": status, "from": old, "to": new}, **kw)


def response_headers(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        for status, rd in od.responses_modified.items():
            for name, h in rd.headers_added.items():
                out.op("response-header-added", od.rev, {"status": status, "header": name}, file=h.file, pointer=h.pointer)
            for name, h in rd.headers_removed.items():
                rid = "required-response-header-removed" if h.required else "optional-response-header-removed"
                out.op(rid, od.rev, {"status": status, "header": name}, file=h.file, pointer=h.pointer, base_side=True)
            for name, hd in rd.headers_modified.items():
                args = {"status": status, "header": name}
                if hd.base.required and not hd.rev.required:
                    out.op("response-header-became-optional", od.rev, args, file=hd.rev.file, pointer=hd.rev.pointer)
                if hd.schema is not None:
                    ctx = Ctx("response", od.rev, "response-header", "response-header", args)
                    check_schema(out, ctx, hd.schema, diff.cache)



__all__ = ["diff_schemas", "is_success"]
