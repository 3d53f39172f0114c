"""Rules stage: schema checks of request bodies and responses (every property-level family).

Entry point: :data:`FAMILIES`. One pass, :func:`body_and_response_schemas`, walks the schema diff of
every modified media type of every modified operation with :func:`schema_rules.check_schema`; every
property-level family (enum, bounds, type, nullable, required, read/write-only, compositions, ...)
is registered to it.
"""

from __future__ import annotations

from typing import Any

from generator.rules.catalog import ROWS
from generator.rules.checks import Emitter
from generator.rules.checks.schema_rules import Ctx, check_schema


def body_and_response_schemas(diff: Any, out: Emitter) -> None:
    cache = diff.cache
    for od in diff.operations_modified:
        if od.body is not None:
            for name, (_bm, _rm, sd) in od.body.modified.items():
                ctx = Ctx("request", od.rev, "request-body", "request-property", {"media_type": name}, media_type=name)
                check_schema(out, ctx, sd, cache)
        for status, rd in od.responses_modified.items():
            for name, (_bm, _rm, sd) in rd.content.modified.items():
                ctx = Ctx("response", od.rev, "response-body", "response-property", {"status": status, "media_type": name}, media_type=name)
                check_schema(out, ctx, sd, cache)


_PREFIXES = ("request_property_", "response_property_", "response_required_property_", "response_optional_property_",
             "request_body_became_enum", "request_body_enum_deleted", "request_discriminator_updated",
             "response_discriminator_updated", "response_mediatype_enum_value_removed",
             "response_pattern_added_or_changed", "property_stability_level")

FAMILIES = {row[6]: body_and_response_schemas for row in ROWS if row[6].startswith(_PREFIXES)}
