"""Targets stage: a schema as a tree of plain rows for the docs pages (types, formats, enums, required).

Entry points: :func:`schema_tree` (the root row of a request body or response, children nested) and
:func:`type_text` / :func:`parameter_row`. A row is a dict: ``name`` (None for the root), ``type``
(``string``, a component name such as ``RLModelResourcesError``, ``'A' | 'B'`` for an enum, ``array of
X``), ``format``, ``required``, ``deprecated``, ``description`` (one line) and ``children``. ``allOf``
parts are merged, ``oneOf``/``anyOf`` with one non-null variant read as that variant (nullable), others
list their variants. A schema already open higher up (a cycle) gets no children; depth and the number
of rows are capped so one huge schema cannot blow up a page, the rows made level by level so the cap
leaves out the deepest ones; a component's properties are listed once per tree, and its other rows
name that one (``same_as``).
"""

from __future__ import annotations



import re
from collections import deque
from typing import Any

from generator.model import Parameter, Schema

MAX_DEPTH = 8
MAX_ROWS = 200


def one_line(text: str | None) -> str:
    """Collapse whitespace so a description fits on one list line (``str.split`` splits at the
    characters ``\\s`` matches, ``str.isspace``)."""
    return " ".join(text.split()) if text else ""


def enum_text(values: list[Any]) -> str:
    parts = []
    for v in values:
        if v is None:
            parts.append("null")
        elif isinstance(v, bool):
            parts.append("true" if v else "false")
        elif isinstance(v, (int, float)):
            parts.append(str(v))
        else:
            parts.append("'" + one_line(str(v)) + "'")
    return " | ".join(parts)


def _single_variant(schema: Schema) -> Schema | None:
    """``anyOf: [X, {type: null}]`` -> X (the 3.1 way to say nullable)."""
    for variants in (schema.any_of, schema.one_of):
        if variants and not schema.properties:
            real = [v for v in variants if not (v.nullable and not v.types and not v.properties and not v.is_composed and not v.enum)]
            if len(real) == 1 and len(real) < len(variants):
                return real[0]
    return None


def _is_objectish(schema: Schema) -> bool:
    return schema.type == "object" or bool(schema.properties) or schema.is_composed


def type_text(schema: Schema | None, *, named: bool = True) -> str:
    """How a schema's type reads on a page (``named``: use a component's name for objects)."""
    if schema is None:
        return "any"
    inner = _single_variant(schema)
    if inner is not None:
        text = type_text(inner, named=named)
        return text if text.endswith("| null") else f"{text} | null"
    enum = schema.enum
    if enum:
        return enum_text(enum)
    text = _base_type(schema, named)
    if schema.nullable and text != "null":
        text += " | null"
    return text


def _base_type(schema: Schema, named: bool) -> str:
    if named and schema.name and _is_objectish(schema):
        return schema.name
    if schema.type == "array" or (not schema.types and schema.items is not None):
        items = schema.items
        return f"array of {type_text(items)}" if items is not None else "array"
    variants = schema.one_of or schema.any_of
    if variants and not schema.properties:
        return " | ".join(dict.fromkeys(type_text(v) for v in variants))
    if schema.types:
        return " | ".join(schema.types)
    if schema.properties or schema.all_of:
        return "object"
    return "any" if not schema.nullable else "null"


def _merged_properties(schema: Schema, seen: set[tuple[str, str]] | None = None) -> tuple[dict[str, Schema], set[str]]:
    """Properties and required names of ``schema`` with its ``allOf`` parts merged in, in order."""
    seen = seen if seen is not None else set()
    if schema.key in seen:
        return {}, set()
    seen.add(schema.key)
    props: dict[str, Schema] = {}
    required: set[str] = set()
    for part in schema.all_of:
        p, r = _merged_properties(part, seen)
        props.update(p)
        required |= r
    props.update(schema.properties)
    required |= set(schema.required)
    return props, required


Stack = tuple[tuple[str, str], ...]
"""The schemas open above a row (their keys), outermost first: a cycle guard and the depth."""


def _opened(schema: Schema, stack: Stack) -> tuple[Schema, Stack] | None:
    """The schema whose properties or variants a row of ``schema`` lists as its children (a nullable
    variant's inner schema, an array's items) and the stack below it; None for none: a schema already
    open higher up (a cycle) or past the depth cap."""
    while True:
        inner = _single_variant(schema)
        if inner is not None:
            schema = inner
        if schema.key in stack or len(stack) >= MAX_DEPTH:
            return None
        stack = stack + (schema.key,)
        if schema.type == "array" and schema.items is not None:
            schema = schema.items
            continue
        return schema, stack


def _fill_tree(root: dict[str, Any], schema: Schema, direction: str) -> None:
    """Give ``root`` (the row of ``schema``) its descendants, level by level (breadth first): every row
    of a level is made before any row below it, so :data:`MAX_ROWS` leaves out the deepest rows, never
    a shallow property. A component (a named schema) lists its properties once in a tree, at its first
    row on the shallowest level; any other row of it gets no children and ``same_as``, that row (the
    reader follows a link; the tree does not repeat the whole component). A row whose listing the
    budget left out gets no children: a list cut short ends with a row saying so, and so does the
    tree's top level when rows below were left unlisted."""
    listed: dict[tuple[str, str], dict[str, Any]] = {}
    linked: list[dict[str, Any]] = []
    made = 0
    queue: deque[tuple[dict[str, Any], Schema, Stack]] = deque()
    opened = _opened(schema, ())
    if opened is not None:
        queue.append((root, *opened))
    while queue and made < MAX_ROWS:
        row, schema, stack = queue.popleft()
        props, required = _merged_properties(schema)
        children = row["children"]
        kids: list[tuple[dict[str, Any], Schema]] = []
        cut = False
        for name, prop in props.items():
            if (direction == "request" and prop.read_only) or (direction == "response" and prop.write_only):
                continue
            if made >= MAX_ROWS:
                cut = True
                break
            made += 1
            kids.append((_property_row(name, prop, required), prop))
        if not props:
            for i, variant in enumerate(schema.one_of or schema.any_of):
                if made >= MAX_ROWS:
                    break
                made += 1
                kids.append((_row(None, type_text(variant), variant.format or "", False, variant.description, [], variant=i + 1), variant))
        for kid, kid_schema in kids:
            children.append(kid)
            below = _opened(kid_schema, stack)
            if below is None:
                continue
            first = listed.get(below[0].key) if below[0].name else None
            if first is not None:
                kid["same_as"] = first
                linked.append(kid)
                continue
            if below[0].name:
                listed[below[0].key] = kid
            queue.append((kid, *below))
        if cut:
            children.append(_row("…", "more properties left out", "", False, None, []))
    if queue:  # rows whose properties the budget left out: the tree says so at its end
        root["children"].append(_row("…", "deeper properties left out", "", False, None, []))
    for row in linked:  # a listing the budget left out: the row names its type alone
        if not row["same_as"]["children"]:
            row["same_as"] = None


def _row(name: str | None, type_: str, fmt: str, required: bool, description: str | None, children: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    row = {
        "name": name,
        "type": type_,
        "format": fmt,
        "required": required,
        "deprecated": False,
        "description": one_line(description),
        "children": children,
        "variant": None,
        "same_as": None,
    }
    row.update(extra)
    return row


def _property_row(name: str, prop: Schema, required: set[str]) -> dict[str, Any]:
    inner = _single_variant(prop) or prop
    description = prop.description or inner.description
    row = _row(name, type_text(prop), inner.format or "", name in required, description, [])
    row["deprecated"] = prop.deprecated
    return row


def schema_tree(schema: Schema, *, direction: str = "response") -> dict[str, Any]:
    """The root row of a body or response schema; ``direction`` hides readOnly/writeOnly properties."""
    return _schema_tree(schema, direction)


def tree_key(schema: Schema, direction: str) -> tuple[str, str, str]:
    """What a tree depends on: the schema node's file and pointer, and the direction."""
    return (schema.file, schema.pointer, direction)


def _schema_tree(schema: Schema, direction: str) -> dict[str, Any]:
    inner = _single_variant(schema) or schema
    root = _row(None, type_text(schema), inner.format or "", False, schema.description or inner.description, [])
    _fill_tree(root, schema, direction)
    return root


def parameter_row(param: Parameter) -> dict[str, Any]:
    schema = param.schema
    if schema is None and param.content:
        schema = next(iter(param.content.values())).schema
    inner = (_single_variant(schema) or schema) if schema is not None else None
    row = _row(
        param.name,
        type_text(schema),
        (inner.format or "") if inner is not None else "",
        param.required,
        param.description or (schema.description if schema is not None else None),
        [],
    )
    row["deprecated"] = param.deprecated
    return row
