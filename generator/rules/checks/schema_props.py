"""Rules stage: schema checks of request bodies and responses (every property-level family).

Entry point: :func:`body_and_response_schemas`. One pass walks the schema diff of every modified
media type of every modified operation (and of its OpenAPI 3.2 ``itemSchema``, whose changes say so: the
argument ``item_schema``) with :func:`schema_rules.check_schema`; the rule table names it
as the check of every property-level id (enum, bounds, type, nullable, required, read/write-only,
compositions, ...).
"""

from __future__ import annotations

from typing import Any

from generator.rules.checks import Emitter
from generator.rules.checks.schema_rules import Ctx, check_schema


def body_and_response_schemas(diff: Any, out: Emitter) -> None:
    cache = diff.cache
    base_31 = not diff.base.openapi.startswith("3.0")
    for od in diff.operations_modified:
        if od.body is not None:
            for name, (_bm, _rm, sd) in od.body.modified.items():
                ctx = Ctx("request", od.rev, "request-body", "request-property", {"media_type": name}, media_type=name,
                          base_31=base_31)
                check_schema(out, ctx, sd, cache)
            for name, sd in od.body.items.items():  # one item of a streamed body (3.2), as the body
                ctx = Ctx("request", od.rev, "request-body", "request-property", {"media_type": name, "item_schema": True},
                          media_type=name, base_31=base_31)
                check_schema(out, ctx, sd, cache)
        for status, rd in od.responses_modified.items():
            for name, (_bm, _rm, sd) in rd.content.modified.items():
                ctx = Ctx("response", od.rev, "response-body", "response-property", {"status": status, "media_type": name}, media_type=name)
                check_schema(out, ctx, sd, cache)
            for name, sd in rd.content.items.items():
                ctx = Ctx("response", od.rev, "response-body", "response-property",
                          {"status": status, "media_type": name, "item_schema": True}, media_type=name)
                check_schema(out, ctx, sd, cache)
