"""Diff stage: walkers over a :class:`~generator.diff.schema.SchemaDiff` tree.

Entry points: :func:`walk` yields a :class:`Node` for the root and for every modified sub-schema below
it (properties, items, additionalProperties, allOf/oneOf/anyOf members, ...), each with its property
path (``error/code``; array items add ``items``, additionalProperties adds ``additionalProperties``,
oneOf/anyOf members add ``oneOf[name]``; allOf members keep the path of the schema they extend, since
their properties are that schema's properties). :func:`core` and :func:`is_null_schema` see through a
nullable wrapper (``anyOf: [X, {type: "null"}]``). Recursive diffs terminate: a diff already on the
current path is not entered again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from generator.diff.schema import DiffCache, SchemaDiff, diff_schemas
from generator.model.schema import Schema

MAX_DEPTH = 40
OTHER_SUBS = ("not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems",
              "unevaluatedProperties", "contentSchema")


@dataclass(frozen=True)
class Node:
    path: str  # "" for the root
    diff: SchemaDiff
    parent: SchemaDiff | None
    name: str | None  # property name when the node is a property of ``parent``
    member: bool = False  # reached through allOf/oneOf/anyOf
    wrapper: bool = False  # a nullable wrapper on one side: only nullability is its own change


def join(path: str, part: str) -> str:
    return f"{path}/{part}" if path else part


def is_null_schema(s: Schema) -> bool:
    raw = s.raw
    t = raw.get("type")
    if t == "null" or t == ["null"]:
        return True
    enum = raw.get("enum")
    return isinstance(enum, list) and enum == [None] and "type" not in raw


def core(s: Schema) -> Schema:
    """The one non-null member of a nullable wrapper (``oneOf``/``anyOf`` of X and null), else ``s``."""
    raw = s.raw
    for kw, members in (("anyOf", s.any_of), ("oneOf", s.one_of)):
        if kw in raw and len(members) >= 2 and "properties" not in raw and "type" not in raw:
            rest = [m for m in members if not is_null_schema(m)]
            if len(rest) == 1 and len(rest) < len(members):
                return rest[0]
    return s


def wrapped_nullable(s: Schema) -> bool:
    """``s`` is nullable by type/nullable or through a nullable wrapper."""
    return s.nullable or core(s) is not s


def unwrap(d: SchemaDiff, cache: DiffCache) -> tuple[SchemaDiff | None, bool]:
    """When one side is a nullable wrapper, the diff of the cores (and True); else (d, False)."""
    cb, cr = core(d.base), core(d.rev)
    if cb is d.base and cr is d.rev:
        return d, False
    return diff_schemas(cb, cr, cache), True


def walk(root: SchemaDiff, cache: DiffCache | None = None) -> Iterator[Node]:
    """Every node of ``root``'s diff tree, root first (depth first, stable order)."""
    stack: list[int] = []
    yield from _walk(Node("", root, None, None), stack, cache)


def _walk(node: Node, stack: list[int], cache: DiffCache | None) -> Iterator[Node]:
    d = node.diff
    if id(d) in stack or len(stack) > MAX_DEPTH:
        return
    stack.append(id(d))
    try:
        path = node.path
        if cache is not None and not node.wrapper:
            inner, wrapped = unwrap(d, cache)
            if wrapped:
                yield Node(path, d, node.parent, node.name, node.member, wrapper=True)
                if inner is not None:
                    yield from _walk(Node(path, inner, node.parent, node.name, node.member), stack, cache)
                return
        yield node
        props = d.maps.get("properties")
        if props is not None:
            for name, sd in props.modified.items():
                yield from _walk(Node(join(path, name), sd, d, name), stack, cache)
        items = d.subs.get("items")
        if items is not None:
            yield from _walk(Node(join(path, "items"), items, d, None), stack, cache)
        ap = d.subs.get("additionalProperties")
        if ap is not None:
            yield from _walk(Node(join(path, "additionalProperties"), ap, d, None), stack, cache)
        for kw in OTHER_SUBS:
            sd = d.subs.get(kw)
            if sd is not None:
                yield from _walk(Node(join(path, kw), sd, d, None), stack, cache)
        for kw in ("patternProperties", "dependentSchemas"):
            md = d.maps.get(kw)
            if md is not None:
                for key, sd in md.modified.items():
                    yield from _walk(Node(join(path, f"{kw}[{key}]"), sd, d, None), stack, cache)
        for kw in ("allOf", "oneOf", "anyOf", "prefixItems"):
            ld = d.lists.get(kw)
            if ld is None:
                continue
            for label, sd in ld.modified:
                sub = path if kw == "allOf" else join(path, f"{kw}[{label}]")
                if kw == "prefixItems":
                    sub = join(path, f"prefixItems[{label}]")
                yield from _walk(Node(sub, sd, d, None, True), stack, cache)
    finally:
        stack.pop()
