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

The schema walk is skipped when it cannot find anything: the reader lists every mapping of a
document in which a schema rule could find a problem (:attr:`~generator.load.reader.Document.suspects`);
when none of them has one, or only mappings the walk can never reach as a schema have one (see
:func:`_walk_needed`), the walk would report nothing, so it is not made.
"""

from __future__ import annotations

import re
from typing import Any

from generator.load.reader import SUSPECT_KEYS, TYPES_30, Document
from generator.model import Spec, item_methods
from generator.model.schema import of_type
from generator.model.pointer import join_pointer, pointer_tokens, split_ref
from generator.model.siblings import applied_siblings, merge

_TYPES_30 = TYPES_30
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
    roots: list[tuple[Any, str, str, int]] = []
    walk = _walk_needed(spec, is30)
    for method, path, op, params, file, pointer in _operations(spec):
        declared = {name for (where, name) in params if where == "path"}
        for name in _PATH_PARAM.findall(path):
            if name not in declared:
                problems.append(f"path parameter {name!r} of {method} {path} is not declared")
        unknown = [k for k in op if isinstance(k, str) and not k.startswith("x-") and k not in _OPERATION_FIELDS]
        if unknown:
            problems.append(f"{method} {path}: unknown field {unknown[0]!r} (extensions start with 'x-')")
        if is30 and not isinstance(op.get("responses"), dict):
            problems.append(f"{method} {path}: 'responses' is a required property")
        if walk:
            _operation_roots(spec, op, params, file, pointer, is30, roots)
    components = spec.components.get("schemas")
    if walk and isinstance(components, dict):
        for name, node in components.items():
            roots.append(_root(spec, node, spec.file, join_pointer("/components/schemas", name), _BOTH))
    if walk:
        problems.extend(_schema_walk(spec, roots, is30))
    return problems


def _walk_needed(spec: Spec, is30: bool) -> bool:
    """Whether :func:`_schema_walk` could find a problem: some mapping the reader listed as a suspect
    has one (the schema rules, :func:`_raw_schema_problems` and :func:`_default_of`, are the only
    source of the walk's problems, and the walk visits only mappings of these documents). Two kinds of
    suspect are left out when the walk provably never visits them as a schema, since in data that
    shares no node each mapping has one parent: the security schemes of the main document's
    components (a scheme's ``type`` is ``apiKey``, ``http``...), when no ``$ref`` names the document,
    its components or anything with ``securitySchemes`` in its pointer; and a ``properties`` mapping
    holding a property named ``type`` (the walk visits its members, never the mapping), when no
    ``$ref`` ends with ``properties`` and it is not the component schema named ``properties``."""
    documents = [d for d in spec.documents.values() if isinstance(d, Document) and d.suspects is not None]
    if len(documents) < len(spec.documents):
        return True  # not collected (data with aliases)
    pointers = [split_ref(ref)[1] for d in documents for ref in d.refs]
    unreached: set[int] = set()
    schemes = spec.components.get("securitySchemes")
    if isinstance(schemes, dict) and not any(
        p in ("", "/components") or "securitySchemes" in p for p in pointers
    ):
        unreached.update(id(v) for v in schemes.values())
    if not any(_last_token(p) == "properties" for p in pointers):
        schemas = spec.components.get("schemas")
        named = schemas.get("properties") if isinstance(schemas, dict) else None
        unreached.update(id(m) for d in documents for m in d.property_maps if m is not named)
    for d in documents:
        for node in d.suspects or ():
            if id(node) not in unreached and (_raw_schema_problems(node, "", is30) or _default_of(node, is30)):
                return True
    return False


def _last_token(pointer: str) -> str | None:
    try:
        tokens = pointer_tokens(pointer)
    except ValueError:
        return None
    return tokens[-1] if tokens else None


# What a schema is checked for: its structure (3.0: the OpenAPI meta-schema checks every schema; 3.1:
# its dialect's meta-schema, where the validator walks, i.e. not inside request bodies) and its
# ``default`` (only where openapi-spec-validator's schema walk goes: never in request bodies, never
# through additionalProperties or prefixItems). A bit each; a schema reached both ways has both.
_STRUCTURE, _DEFAULT = 1, 2
_BOTH = _STRUCTURE | _DEFAULT
# keyword -> (kind, bits) of the sub-schemas: kind 0 a map of them, 1 a list, 2 one; the bits that
# travel through the keyword
_SUBSCHEMAS = {
    "properties": (0, _BOTH), "allOf": (1, _BOTH), "oneOf": (1, _BOTH), "anyOf": (1, _BOTH),
    "prefixItems": (1, _STRUCTURE), "items": (2, _BOTH), "not": (2, _BOTH),
    "additionalProperties": (2, _STRUCTURE),
}
_SUBSCHEMA_KEYS = frozenset(_SUBSCHEMAS)
# the keywords :func:`_raw_schema_problems` looks at, besides a 3.0 ``type``
_STRUCTURE_KEYS = SUSPECT_KEYS - {"default"}


def _operations(spec: Spec) -> Any:
    """``(METHOD, path, operation, parameters, file, pointer)`` of every operation, read from the
    documents as :attr:`Spec.operations` reads them (path-level parameters under the operation's own,
    keyed by ``(in, name)``, header names case-insensitive), without building the model."""
    found = spec.raw.get("paths")
    if not isinstance(found, dict):
        return
    for path, item in found.items():
        item, item_file, item_pointer = spec.deref(item, spec.file, join_pointer("/paths", path))
        if not isinstance(item, dict):
            continue
        shared = _parameters(spec, item.get("parameters"), item_file, join_pointer(item_pointer, "parameters"))
        for method, op, tokens in item_methods(item):
            op_pointer = join_pointer(item_pointer, *tokens)
            params = dict(shared)
            params.update(_parameters(spec, op.get("parameters"), item_file, join_pointer(op_pointer, "parameters")))
            yield method, str(path), op, params, item_file, op_pointer


def _parameters(spec: Spec, raw: Any, file: str, pointer: str) -> dict[tuple[str, str], tuple[Any, str, str]]:
    out: dict[tuple[str, str], tuple[Any, str, str]] = {}
    for node, pfile, ppointer in spec.parameter_nodes(raw, file, pointer):
        location, name = str(node["in"]), str(node["name"])
        out[(location, name.lower() if location == "header" else name)] = (node, pfile, ppointer)
    return out


def _root(spec: Spec, node: Any, file: str, pointer: str, bits: int) -> tuple[Any, str, str, int]:
    """A schema root ``(raw, file, pointer, bits)`` after its own ``$ref`` (with the keywords beside it
    applied where 3.1 applies them: :func:`_site`)."""
    target, tfile, tpointer = spec.deref(node, file, pointer)
    site = _site(node, target, tfile == file, spec.dialect == "3.0")
    return (target, tfile, tpointer, bits) if site is None else (site, file, pointer, bits)


def _site(node: Any, target: Any, same_file: bool, is30: bool) -> dict[str, Any] | None:
    """The keywords a 3.1 ``$ref`` ``node`` stands for where it is written: ``target``'s with those
    beside the reference applied (:mod:`generator.model.siblings`, as :meth:`Spec.schema` reads them),
    or None when the reference is its target alone (3.0, nothing applied, or a target in another
    document, whose own references are read from there)."""
    if is30 or not same_file or type(node) is not dict or type(target) is not dict or len(node) == 1:
        return None
    siblings = applied_siblings(node)
    merged = merge(target, siblings) if siblings else None
    return merged.raw if merged is not None else None


def _operation_roots(spec: Spec, op: dict[str, Any], params: dict[Any, tuple[Any, str, str]], file: str,
                     pointer: str, is30: bool, roots: list[tuple[Any, str, str, int]]) -> None:
    """The schema roots of one operation: parameter schemas, response media schemas and (3.0 only,
    for their structure only) request body media schemas."""
    for node, pfile, ppointer in params.values():
        if "schema" in node:
            roots.append(_root(spec, node["schema"], pfile, join_pointer(ppointer, "schema"), _BOTH))
    bodies: list[tuple[Any, str, str, int]] = []
    if "requestBody" in op and is30:
        bodies.append((op["requestBody"], file, join_pointer(pointer, "requestBody"), _STRUCTURE))
    responses = op.get("responses")
    if isinstance(responses, dict):
        bodies.extend((r, file, join_pointer(pointer, "responses", status), _BOTH) for status, r in responses.items())
    for node, bfile, bpointer, bits in bodies:
        node, bfile, bpointer = spec.deref(node, bfile, bpointer)
        content = node.get("content") if isinstance(node, dict) else None
        if not isinstance(content, dict):
            continue
        for media, m in content.items():
            m, mfile, mpointer = spec.deref(m, bfile, join_pointer(bpointer, "content", media))
            if isinstance(m, dict) and "schema" in m:
                roots.append(_root(spec, m["schema"], mfile, join_pointer(mpointer, "schema"), bits))


def _schema_walk(spec: Spec, roots: list[tuple[Any, str, str, int]], is30: bool) -> list[str]:
    """The structure and default problems of every schema reachable from ``roots``, each definition
    checked once for each of its bits. A schema is one definition per mapping object when the
    documents share no node (JSON, YAML without aliases): its JSON pointer is then spelled only for a
    schema with a problem. With aliases (one mapping at several places) each place is its own
    definition, as :meth:`Spec.schema` has it."""
    by_place = not all(getattr(d, "plain", False) for d in spec.documents.values())
    resolve = spec.resolve
    problems: list[str] = []
    targets: dict[tuple[str, str], tuple[str, str, Any]] = {}
    done: dict[Any, int] = {}
    sites: list[dict[str, Any]] = []
    # a stack entry: (raw, file, where, bits); ``where`` is a pointer string or (parent where, tokens)
    todo: list[tuple[Any, str, Any, int]] = [r for r in roots if isinstance(r[0], dict)]
    pop, push = todo.pop, todo.append
    while todo:
        raw, file, where, bits = pop()
        key: Any = id(raw) if not by_place else (file, _pointer(where))
        had = done.get(key, 0)
        new = bits & ~had
        if not new:
            continue
        done[key] = had | new
        declared = raw.get("type") if is30 else None  # a 3.0 type that is not one of 3.0's
        if new & _STRUCTURE and (not _STRUCTURE_KEYS.isdisjoint(raw) or (
            declared is not None and (type(declared) is not str or declared not in _TYPES_30)
        )):
            problems.extend(_raw_schema_problems(raw, where, is30))
        if new & _DEFAULT and "default" in raw:
            problem = _default_of(raw, is30)
            if problem:
                problems.append(f"{_pointer(where)}: {problem}")
        if _SUBSCHEMA_KEYS.isdisjoint(raw):  # most schemas: a leaf
            continue
        for keyword in _SUBSCHEMA_KEYS.intersection(raw):
            kind, passes = _SUBSCHEMAS[keyword]
            travel = new & passes
            if not travel:
                continue
            value = raw[keyword]
            if kind == 0:
                if type(value) is not dict:
                    continue
                children: Any = value.items()
            elif kind == 1:
                if type(value) is not list:
                    continue
                children = enumerate(value)
            elif type(value) is dict:
                children = ((None, value),)
            else:
                continue
            for token, child in children:
                if type(child) is not dict:
                    continue
                ref = child.get("$ref")
                if ref is None:
                    push((child, file, (where, keyword) if token is None else (where, keyword, token), travel))
                    continue
                found = targets.get((ref, file))
                if found is None:
                    found = targets[(ref, file)] = resolve(ref, file)
                tfile, tpointer, target = found
                site = _site(child, target, tfile == file, is30)
                if site is not None:  # (kept in ``sites``: a schema's ``id`` names it while the walk runs)
                    sites.append(site)
                    push((site, file, (where, keyword) if token is None else (where, keyword, token), travel))
                elif type(target) is dict:
                    push((target, tfile, tpointer, travel))
    return problems


def _pointer(where: Any) -> str:
    """The JSON pointer a stack entry's ``where`` stands for."""
    tokens: list[Any] = []
    while type(where) is tuple:
        tokens.extend(reversed(where[1:]))
        where = where[0]
    return join_pointer(where, *reversed(tokens)) if tokens else where


def _raw_schema_problems(raw: dict[str, Any], where: Any, is30: bool) -> list[str]:
    """The structure problems of one schema; ``where`` (a pointer, or a stack entry's ``where``) is
    spelled only when there is one."""
    if not raw:
        return []
    out: list[str] = []
    declared = raw.get("type")
    if is30 and declared is not None and (not isinstance(declared, str) or declared not in _TYPES_30):
        out.append(f"type {declared!r} does not exist in OpenAPI 3.0")
    required = raw.get("required")
    if isinstance(required, list):
        names = [r for r in required if isinstance(r, str)]
        if len(set(names)) != len(names):
            out.append("'required' has duplicate entries")
        if is30 and not required:
            out.append("'required' must not be empty in OpenAPI 3.0")
    if is30 and raw.get("enum") == []:
        out.append("'enum' must not be empty in OpenAPI 3.0")
    for key in ("exclusiveMinimum", "exclusiveMaximum"):
        if key in raw:
            value = raw[key]
            wrong = not isinstance(value, bool) if is30 else isinstance(value, bool) or not isinstance(value, (int, float))
            if wrong:
                out.append(f"{key} {value!r} has the wrong type for this OpenAPI version")
    if not out:
        return out
    pointer = _pointer(where)
    return [f"{pointer}: {problem}" for problem in out]


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
    if not any(of_type(default, t) for t in types):
        return f"default {default!r} is not of type {' or '.join(types)}"
    return None
