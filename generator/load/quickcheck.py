"""Load stage: a quick structural check of one spec, for the advisory validation warning.

Entry point: :func:`quick_problems`. It looks for the problems openapi-spec-validator most often
reports on real specs, in milliseconds instead of seconds: missing ``info``/``title``/``version``,
path template parameters with no ``in: path`` parameter, 3.0 operations without responses, defaults
that do not match their schema's type (or are null where null is not allowed), duplicate ``required``
entries, 3.0 types that do not exist (``'null'``, lists), and ``exclusiveMinimum``/``Maximum`` of the
wrong dialect. Each hit is something the full validator also reports, so the two never disagree
(a warning here means ``revgen validate`` fails): structural problems are checked on every schema
of a 3.0 document (its meta-schema sees the whole document) and, in 3.1, where the validator applies
the schema dialect (not in request bodies); a ``default`` only where openapi-spec-validator
checks it against its schema: component schemas, parameter schemas and response schemas, through
properties, items, not and allOf/anyOf/oneOf members (never a request body's own schemas or
additionalProperties). The full validator (:func:`generator.load.validate.validate_document`)
remains the reference.
"""

from __future__ import annotations

import re
from typing import Any

from generator.model import Schema, Spec
from generator.model.pointer import join_pointer

_TYPES_30 = {"string", "number", "integer", "boolean", "array", "object"}
_OPERATION_FIELDS = {
    "tags", "summary", "description", "externalDocs", "operationId", "parameters", "requestBody",
    "responses", "callbacks", "deprecated", "security", "servers",
}
_PATH_PARAM = re.compile(r"\{([^{}]+)\}")


def quick_problems(spec: Spec) -> list[str]:
    """A short description of each problem found (empty when none)."""
    problems: list[str] = []
    raw = spec.raw
    is30 = spec.dialect == "3.0"
    info = raw.get("info")
    if not isinstance(info, dict):
        problems.append("'info' is a required property")
    else:
        for key in ("title", "version"):
            if not isinstance(info.get(key), str):
                problems.append(f"info: '{key}' must be a string")
    if is30 and not isinstance(raw.get("paths"), dict):
        problems.append("'paths' is a required property")
    for (method, path), op in spec.operations.items():
        declared = {name for (where, name) in op.parameters if where == "path"}
        for name in _PATH_PARAM.findall(path):
            if name not in declared:
                problems.append(f"path parameter {name!r} of {method} {path} is not declared")
        unknown = [k for k in op.raw if isinstance(k, str) and not k.startswith("x-") and k not in _OPERATION_FIELDS]
        if unknown:
            problems.append(f"{method} {path}: unknown field {unknown[0]!r} (extensions start with 'x-')")
        if is30 and not isinstance(op.raw.get("responses"), dict):
            problems.append(f"{method} {path}: 'responses' is a required property")
    # 3.0: the OpenAPI meta-schema checks every schema; 3.1: schemas are checked by their dialect's
    # meta-schema only where the validator walks (not inside request bodies)
    for file, pointer, raw_schema in _all_schemas(spec, request_bodies=is30):
        problems.extend(_raw_schema_problems(raw_schema, pointer, is30))
    for file, pointer, raw_schema in _all_schemas(spec, request_bodies=False, keywords=_VALIDATED):
        problem = _default_of(raw_schema, is30)
        if problem:
            problems.append(f"{pointer}: {problem}")
    return problems


# where openapi-spec-validator's schema walk goes (and so checks defaults): not additionalProperties
_VALIDATED = (("properties",), ("allOf", "oneOf", "anyOf"), ("items", "not"))
_EVERYWHERE = (("properties",), ("allOf", "oneOf", "anyOf", "prefixItems"), ("items", "not", "additionalProperties"))


def _all_schemas(spec: Spec, request_bodies: bool = True,
                 keywords: tuple[tuple[str, ...], ...] = _EVERYWHERE) -> list[tuple[str, str, dict[str, Any]]]:
    """Every schema reachable from the components and the operations (their request bodies only with
    ``request_bodies``) through ``keywords`` (maps, lists, single sub-schemas), once per definition, as
    ``(file, pointer, raw)``: the same nodes, identities (:meth:`Spec.schema`'s keys) and order as
    walking the :class:`Schema` views, without building a view per node (tens of thousands on
    big specs). Nodes that are not mappings have no keyword to check and are left out."""
    maps, lists, singles = keywords
    roots: list[Schema] = list(spec.schemas.values())
    for op in spec.operations.values():
        for p in op.parameters.values():
            if p.schema is not None:
                roots.append(p.schema)
        media = list(op.request_body.content.values()) if op.request_body and request_bodies else []
        for r in op.responses.values():
            media.extend(r.content.values())
        roots.extend(m.schema for m in media if m.schema is not None)
    resolve = spec.resolver.resolve
    targets: dict[tuple[str, str], tuple[str, str, Any]] = {}
    # a stack entry is (file, pointer, raw): the key is (file, pointer)
    todo: list[tuple[str, str, Any]] = [(s.file, s.pointer, s.raw) for s in roots]
    push = todo.append

    def child(node: Any, file: str, pointer: str, *tokens: object) -> None:
        ref = node.get("$ref") if isinstance(node, dict) else None
        if ref is None:
            push((file, join_pointer(pointer, *tokens), node))
            return
        target = targets.get((ref, file))
        if target is None:
            target = targets[(ref, file)] = resolve(ref, file)
        push(target)

    seen: dict[tuple[str, str], tuple[str, str, dict[str, Any]]] = {}
    while todo:
        file, pointer, raw = todo.pop()
        key = (file, pointer)
        if key in seen:
            continue
        if not isinstance(raw, dict):  # a boolean (or malformed) schema: nothing below it
            seen[key] = (file, pointer, {})
            continue
        seen[key] = (file, pointer, raw)
        for keyword in maps:
            props = raw.get(keyword)
            if isinstance(props, dict):
                for k, v in props.items():
                    child(v, file, pointer, keyword, k)
        for keyword in lists:
            value = raw.get(keyword)
            if isinstance(value, list):
                for i, v in enumerate(value):
                    child(v, file, pointer, keyword, i)
        for keyword in singles:
            value = raw.get(keyword)
            if isinstance(value, dict):
                child(value, file, pointer, keyword)
    return list(seen.values())


def _schema_problems(schema: Schema, is30: bool) -> list[str]:
    return _raw_schema_problems(schema.raw, schema.pointer, is30)


def _raw_schema_problems(raw: dict[str, Any], where: str, is30: bool) -> list[str]:
    if not raw:
        return []
    out: list[str] = []
    declared = raw.get("type")
    if is30 and declared is not None and (not isinstance(declared, str) or declared not in _TYPES_30):
        out.append(f"{where}: type {declared!r} does not exist in OpenAPI 3.0")
    required = raw.get("required")
    if isinstance(required, list):
        names = [r for r in required if isinstance(r, str)]
        if len(set(names)) != len(names):
            out.append(f"{where}: 'required' has duplicate entries")
        if is30 and not required:
            out.append(f"{where}: 'required' must not be empty in OpenAPI 3.0")
    if is30 and raw.get("enum") == []:
        out.append(f"{where}: 'enum' must not be empty in OpenAPI 3.0")
    for key in ("exclusiveMinimum", "exclusiveMaximum"):
        if key in raw:
            value = raw[key]
            wrong = not isinstance(value, bool) if is30 else isinstance(value, bool) or not isinstance(value, (int, float))
            if wrong:
                out.append(f"{where}: {key} {value!r} has the wrong type for this OpenAPI version")
    return out


def _default_of(raw: dict[str, Any], is30: bool) -> str | None:
    if "default" in raw and not ("allOf" in raw or "oneOf" in raw or "anyOf" in raw):
        return _default_problem(raw, raw["default"], is30)
    return None


def _default_problem(raw: dict[str, Any], default: Any, is30: bool) -> str | None:
    declared = raw.get("type")
    types = [declared] if isinstance(declared, str) else declared if isinstance(declared, list) else []
    if default is None:
        nullable = raw.get("nullable") is True if is30 else "null" in types
        if is30 and not nullable and types:
            return "default null is not allowed (not nullable)"
        if not is30 and types and not nullable:
            return "default null does not match the type"
        return None
    if not types or not all(isinstance(t, str) for t in types):
        return None
    if not any(_matches(default, t) for t in types):
        return f"default {default!r} is not of type {' or '.join(types)}"
    return None


def _matches(value: Any, type_name: str) -> bool:
    if type_name == "string":
        return isinstance(value, str)
    if type_name == "boolean":
        return isinstance(value, bool)
    if type_name == "integer":
        return (isinstance(value, int) and not isinstance(value, bool)) or (isinstance(value, float) and value.is_integer())
    if type_name == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if type_name == "array":
        return isinstance(value, list)
    if type_name == "object":
        return isinstance(value, dict)
    if type_name == "null":
        return value is None
    return True
