"""Targets stage: synthesize example values (request bodies, responses) from a schema.

Entry points: :func:`media_example` (a media type: its own ``example``/``examples`` first) and
:func:`schema_example`. Per schema, the first that exists wins: ``example``/``examples``, ``default`` (of the schema's type), the
first enum value, then a placeholder by type (``"<string>"``, ``123``, ``true``; ``null`` for a nullable
schema). Objects list required properties first, then the optional ones, each in declared order;
``allOf`` parts are merged, ``oneOf``/``anyOf`` take the first variant. A schema already being expanded
(a cycle) is cut off; depth and the number of values are capped. :func:`to_json_text` turns any example into stable JSON text.
A component's value is made once per spec and given again wherever the walk would make the same one
(:func:`_component`); examples share such values, so callers only read them.
"""

from __future__ import annotations

import base64
import json
import math
import weakref
from typing import Any

from generator.model import MISSING, MediaType, Schema
from generator.model.schema import of_type

MAX_DEPTH = 12
MAX_NODES = 2000  # values per example: a wide, deep schema cannot blow one up
_CUT = object()  # a property whose value is cut off (cycle or depth)

PLACEHOLDERS = {"string": "<string>", "integer": 123, "number": 123, "boolean": True, "null": None}


def media_example(media: MediaType | None, *, direction: str = "response") -> Any:
    """The example of one media type: its ``example``, its first ``examples`` value, else its schema's."""
    if media is None:
        return None
    if media.example is not MISSING:
        return media.example
    for name in media.examples:
        ex = media.examples[name]
        if isinstance(ex, dict) and "value" in ex:
            return ex["value"]
    if media.schema is not None:
        return schema_example(media.schema, direction=direction)
    return None


class _Budget:
    """One example's walk: the values it may still make (``left``, from :data:`MAX_NODES`) and, for
    the values of components remembered across examples (:func:`_component`), what the open
    components' values depend on: the schema keys tested against the stack (one set per open
    component) and the deepest depth a test saw."""

    __slots__ = ("left", "memo", "tested", "deepest")

    def __init__(self, memo: dict[Any, Any] | None) -> None:
        self.left = MAX_NODES
        self.memo = memo
        self.tested: list[set[tuple[str, str]]] = []
        self.deepest = 0


_COMPONENTS: weakref.WeakKeyDictionary[Any, dict[Any, Any]] = weakref.WeakKeyDictionary()


def schema_example(schema: Schema, *, direction: str = "response") -> Any:
    """An example value for ``schema``; ``direction`` ``request`` skips readOnly, ``response`` writeOnly.
    A component's value may be the very object an earlier example holds (callers only read them)."""
    try:
        memo: dict[Any, Any] | None = _COMPONENTS.setdefault(schema.spec, {})
    except TypeError:  # a spec object that cannot be weakly referenced: no memo
        memo = None
    value = _example(schema, direction, [], 0, _Budget(memo))
    return None if value is _CUT else value


def _example(schema: Schema, direction: str, stack: list[tuple[str, str]], depth: int, budget: _Budget) -> Any:
    if schema.is_boolean:
        return {} if schema.boolean_value else None
    if budget.tested:
        budget.tested[-1].add(schema.key)
    if depth > budget.deepest:
        budget.deepest = depth
    if schema.key in stack or depth > MAX_DEPTH or budget.left <= 0:
        return _CUT
    budget.left -= 1
    explicit = schema.example
    if explicit is not MISSING:
        return explicit
    if schema.default is not MISSING and _fits(schema.default, schema):
        return schema.default
    enum = schema.enum
    if enum:
        non_null = [v for v in enum if v is not None]
        return non_null[0] if non_null else None
    stack.append(schema.key)
    try:
        if budget.memo is not None and schema.name is not None:
            return _component(schema, direction, stack, depth, budget)
        return _by_shape(schema, direction, stack, depth, budget)
    finally:
        stack.pop()


def _fits(value: Any, schema: Schema) -> bool:
    """``value`` is of one of the types ``schema`` declares (any value when it declares none): a
    ``default`` that is not (``{type: object, default: "none"}``) makes no example."""
    if value is None:
        return schema.nullable or not schema.types
    return not schema.types or any(of_type(value, name) for name in schema.types)


def _component(schema: Schema, direction: str, stack: list[tuple[str, str]], depth: int, walk: _Budget) -> Any:
    """:func:`_by_shape` of a component (``#/components/schemas/X``, shown in many examples), remembered
    with what it depends on besides the component and the direction: the values it took of the
    budget, the keys it tested against the stack and which of those were open (``stack`` holds the
    component itself), and how deep its tests went. It is given again where each of those tests comes
    out the same: the walk would make the same value."""
    memo = walk.memo
    assert memo is not None
    key = (schema.key, direction)
    for at in (-1, depth):  # -1: made with no depth test cut (then it must reach no cap here either)
        entry = memo.get(key + (at,))
        if entry is None:
            continue
        value, tested, outer, reach, used = entry
        if at == -1 and depth + reach > MAX_DEPTH:
            continue
        if walk.left - used <= 0 or frozenset([k for k in stack if k in tested]) != outer:
            continue
        walk.left -= used
        if walk.tested:
            walk.tested[-1] |= tested
        if depth + reach > walk.deepest:
            walk.deepest = depth + reach
        return value
    start, deepest = walk.left, walk.deepest
    walk.deepest = depth
    walk.tested.append(set())
    try:
        value = _by_shape(schema, direction, stack, depth, walk)
    finally:
        tested = walk.tested.pop()
        reach = walk.deepest - depth
        walk.deepest = max(deepest, walk.deepest)
        if walk.tested:
            walk.tested[-1] |= tested
    used = start - walk.left
    if start - used > 0:  # no value was cut for the budget: the same for any walk with more than used left
        cut = depth + reach > MAX_DEPTH  # a depth test cut it: the same only at this depth
        memo[key + (depth if cut else -1,)] = (value, frozenset(tested), frozenset([k for k in stack if k in tested]), reach, used)
    return value


def _by_shape(schema: Schema, direction: str, stack: list[tuple[str, str]], depth: int, budget: _Budget) -> Any:
    if schema.all_of:
        merged: dict[str, Any] = {}
        others: list[Any] = []
        for part in schema.all_of:
            value = _example(part, direction, stack, depth + 1, budget)
            if isinstance(value, dict):
                merged.update(value)
            elif value is not _CUT:
                others.append(value)
        own = _object(schema, direction, stack, depth, budget) if schema.properties else {}
        merged.update(own)
        if merged or not others:
            return merged
        return others[0]
    for variants in (schema.one_of, schema.any_of):
        for variant in variants:
            if variant.types == () and variant.nullable and not variant.properties:
                continue  # a bare null variant
            value = _example(variant, direction, stack, depth + 1, budget)
            if value is not _CUT:
                return value
    if schema.nullable and not schema.properties and schema.type != "array":
        return None
    kind = schema.type or (schema.types[0] if schema.types else None)
    if kind == "object" or (kind is None and (schema.properties or schema.additional_properties)):
        return _object(schema, direction, stack, depth, budget)
    if kind == "array":
        items = schema.items
        if items is None:
            return []
        value = _example(items, direction, stack, depth + 1, budget)
        return [] if value is _CUT else [value]
    if kind in PLACEHOLDERS:
        return PLACEHOLDERS[kind]
    if schema.nullable:
        return None
    return "<any>"


def _object(schema: Schema, direction: str, stack: list[tuple[str, str]], depth: int, budget: _Budget) -> dict[str, Any]:
    props = schema.properties
    required = set(schema.required)
    order = [n for n in props if n in required] + [n for n in props if n not in required]
    out: dict[str, Any] = {}
    for name in order:
        prop = props[name]
        if direction == "request" and prop.read_only:
            continue
        if direction == "response" and prop.write_only:
            continue
        value = _example(prop, direction, stack, depth + 1, budget)
        if value is _CUT:
            if name in required:
                out[name] = {} if prop.type == "object" or prop.properties else None
            continue
        out[name] = value
    extra = schema.additional_properties
    if not props and isinstance(extra, Schema):
        value = _example(extra, direction, stack, depth + 1, budget)
        if value is not _CUT:
            out["<key>"] = value
    return out


def jsonable(value: Any) -> Any:
    """``value`` made safe for JSON: string keys, no NaN/infinity, bytes as base64 text."""
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, float) and (math.isnan(value) or math.isinf(value)):
        return str(value)
    if isinstance(value, bytes):
        return base64.b64encode(value).decode("ascii")
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


def to_json_text(value: Any, indent: int | None = 2) -> str:
    """Stable JSON text (keys in the example's own order, non-ASCII kept as is)."""
    return json.dumps(jsonable(value), indent=indent, ensure_ascii=False)
