"""Rules stage: the schema checks shared by request bodies, responses and parameters.

Entry point: :func:`check_schema` ``(out, ctx, diff, cache)``. It walks a schema diff
(:func:`generator.diff.walk.walk_tuples`) and, for each node, turns what changed into
the ids of :data:`~.schema_ids.SCHEMA_IDS` (every id written out in full, by what changed and the
subject it changed at): the subject is ``ctx.root_prefix`` at the root (``request-body``,
``response-body``, ``request-parameter``) and ``ctx.prop_prefix`` below it (``request-property``...).
A subject without an id for a change reports nothing for it (``response-property-max-length-unset``
has no request twin). Ids outside that grammar (required/optional properties, read-only/write-only,
enum on read-only request properties, nullable wrappers, oneOf wrapping) are emitted by name with
:meth:`_Node.emit_id`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from generator.diff.schema import DiffCache, SchemaDiff, diff_schemas, equivalent
from generator.diff.walk import (Node, all_of_core, all_of_notes, all_of_wrapping, composed_accepts_null, core, is_null_schema, join,
                                 merged_nullable, own_accepts_null, type_pattern, union_member, value_union_change,
                                 walk_tuples, wrapped_nullable)
from generator.model import Operation
from generator.model.schema import MISSING, Schema
from generator.rules.checks import Emitter
from generator.rules.checks.lifecycle import DEFAULT_POLICY, INVALID, STABILITY_ORDER, DeprecationPolicy, removal, stability_of
from generator.rules.checks.schema_ids import SCHEMA_IDS
from generator.rules.checks.schema_values import bounds, defaults, values

SUBS = (
    ("if", "if"), ("then", "then"), ("else", "else"), ("contains", "contains"),
    ("propertyNames", "property-names"), ("unevaluatedItems", "unevaluated-items"),
    ("unevaluatedProperties", "unevaluated-properties"), ("contentSchema", "content-schema"),
)
LISTS = (("allOf", "all-of"), ("anyOf", "any-of"), ("oneOf", "one-of"))
# what an allOf member may hold and only annotate (oasdiff: validates as ``{}``; ``nullable`` decides the
# merged nullability, compared apart)
ANNOTATIONS = frozenset({"description", "title", "example", "examples", "deprecated", "readOnly", "writeOnly", "nullable", "default",
                         "externalDocs", "$comment", "x-stability-level", "x-sunset"})
# (required, write-only) -> id
RESPONSE_PROPERTY_ADDED = {
    (True, False): "response-required-property-added", (True, True): "response-required-write-only-property-added",
    (False, False): "response-optional-property-added", (False, True): "response-optional-write-only-property-added",
}
RESPONSE_PROPERTY_REMOVED = {
    (True, False): "response-required-property-removed", (True, True): "response-required-write-only-property-removed",
    (False, False): "response-optional-property-removed", (False, True): "response-optional-write-only-property-removed",
}

MEDIATYPE_ENUM_VALUE = {"added": "response-mediatype-enum-value-added", "removed": "response-mediatype-enum-value-removed"}
# a removed property's id by the stage of its deprecation (:func:`~.lifecycle.removal`)
REMOVED_WITH_LIFECYCLE = {
    "request-property-removed": {"removed": "request-property-removed",
                                 "with-deprecation": "request-property-removed-with-deprecation",
                                 "before-sunset": "request-property-removed-before-sunset"},
    "response-required-property-removed": {"removed": "response-required-property-removed",
                                           "with-deprecation": "response-required-property-removed-with-deprecation",
                                           "before-sunset": "response-required-property-removed-before-sunset"},
}


@dataclass
class Ctx:
    """Where a schema sits: which operation, which side, and the arguments every message gets."""

    direction: str  # "request" | "response"
    op: Operation
    root_prefix: str
    prop_prefix: str
    args: dict[str, Any] = field(default_factory=dict)
    media_type: str | None = None
    header_param: bool = False
    policy: DeprecationPolicy = DEFAULT_POLICY
    base_31: bool = False  # the base document is OpenAPI 3.1 or later (``required`` binds read-only properties in requests)
    required: bool = False  # a request parameter required on either side: a client sends it, its default is not used

    @property
    def unstable(self) -> bool:
        """The endpoint is draft or alpha: stability changes below it are not reported."""
        return stability_of(self.op.raw) in ("draft", "alpha")

    @property
    def loose(self) -> bool:
        """Values travel as text: every media type but JSON (``application/json``, ``…+json``), and
        parameters and headers (oasdiff's "not strongly typed")."""
        if self.media_type is None:
            return self.root_prefix in ("request-parameter", "response-header")
        mt = self.media_type.lower().split(";")[0].strip()
        return not (mt == "application/json" or mt.endswith("+json"))


class _Recorder:
    """Stands in for the :class:`Emitter` while a schema diff is walked once for a kind of context."""

    __slots__ = ("items",)

    def __init__(self) -> None:
        self.items: list[tuple[str, dict[str, Any], str, str, bool]] = []

    def op(self, rid: str, _op: Any, args: dict[str, Any], file: str, pointer: str, base_side: bool) -> None:
        self.items.append((rid, args, file, pointer, base_side))


class _Node:
    """Emission helper bound to one node."""

    __slots__ = ("out", "ctx", "node")

    def __init__(self, out: Any, ctx: Ctx, node: Node) -> None:
        self.out, self.ctx, self.node = out, ctx, node

    @property
    def prefix(self) -> str:
        return self.ctx.root_prefix if self.node.path == "" else self.ctx.prop_prefix

    def emit(self, what: str, args: dict[str, Any] | None = None, subject: str | None = None,
             schema: Schema | None = None, base_side: bool = False, path: str | None = None) -> bool:
        """Report ``what`` (a key of :data:`SCHEMA_IDS`) at this node's subject, or at ``subject``;
        False when that subject has no id for it."""
        where = subject or self.prefix
        rid = SCHEMA_IDS[what].get(where)
        if rid is None:
            return False
        self._out(rid, args, where != self.ctx.root_prefix, schema, base_side, path)
        return True

    def emit_id(self, rid: str, args: dict[str, Any] | None = None, schema: Schema | None = None,
                base_side: bool = False, path: str | None = None) -> None:
        """Report the id ``rid`` (always with the ``property`` argument)."""
        self._out(rid, args, True, schema, base_side, path)

    def _out(self, rid: str, args: dict[str, Any] | None, below_root: bool, schema: Schema | None,
             base_side: bool, path: str | None) -> None:
        full: dict[str, Any] = {}
        p = self.node.path if path is None else path
        if p or below_root:
            full["property"] = p
        if args:
            full.update(args)
        s = schema or (self.node.diff.base if base_side else self.node.diff.rev)
        self.out.op(rid, self.ctx.op, full, file=s.file, pointer=s.pointer, base_side=base_side)


def check_schema(out: Emitter, ctx: Ctx, root: SchemaDiff | None, cache: DiffCache) -> None:
    """Report what changed in ``root`` for ``ctx``'s operation.

    The walk depends only on the diff and the kind of context, not on the operation, so it runs once
    per (diff, kind) and is replayed for every operation that reaches the same changed schema.
    """
    if root is None:
        return
    ctx.policy = out.policy
    key = ("schema_rules", id(root), ctx.direction, ctx.root_prefix, ctx.prop_prefix, ctx.header_param,
           ctx.loose, ctx.unstable, ctx.policy.days(ctx.op.raw), ctx.base_31, ctx.required)
    recorded = cache.memo.get(key)
    if recorded is None:
        rec = _Recorder()
        _check(rec, ctx, root, cache)
        recorded = cache.memo[key] = rec.items
    base_args = ctx.args
    op = ctx.op
    # Each recorded finding's arguments with the context's (status, media type) are one dict, shared
    # by every operation that reaches the same finding in the same context: later stages render its
    # message, encode it and group it once per dict (they never change a change's arguments).
    reach = tuple(base_args.items())
    merged_key = ("schema_rules-args", id(recorded), reach)
    findings = cache.memo.get(merged_key)
    if findings is None:
        # (a node's finding placed at one path is one dict: the walks of many roots that reach the
        # node at the same path share it, and so do their arguments with the same context's)
        merged: dict[tuple[int, tuple[Any, ...]], dict[str, Any]] = cache.memo.setdefault("schema_rules-merged", {})
        made = []
        for rid, args, file, pointer, base_side in recorded:
            full = merged.get((id(args), reach))
            if full is None:
                full = merged[(id(args), reach)] = {**base_args, **args}
            made.append((rid, full, file, pointer, base_side))
        findings = cache.memo[merged_key] = tuple(made)
    if findings:
        out.replay(op, findings)


HERE = "\x00"  # stands for the node's property path in what one node's checks recorded


def _check(out: _Recorder, ctx: Ctx, root: SchemaDiff, cache: DiffCache) -> None:
    """Walk ``root`` and run the node checks. A node's findings depend on its diff, its parent, its
    name and the kind of context, never on the path it is reached by: they are computed once per
    node (with :data:`HERE` for the path) and replayed with the path of each walk that reaches it, so
    a big recursive component reached from hundreds of roots is checked once."""
    if _wrapped_in_one_of(out, ctx, root, cache):
        return
    kind = ("schema_node", ctx.direction, ctx.root_prefix, ctx.prop_prefix, ctx.header_param, ctx.loose, ctx.unstable,
            ctx.policy.days(ctx.op.raw), ctx.base_31, ctx.required)
    memo: dict[Any, list[Any]] = cache.memo.setdefault(kind, {})  # one node's findings in this kind of context
    placed: dict[tuple[int, str], tuple[Any, ...]] = cache.memo.setdefault("schema_node-placed", {})  # (finding, path)
    items = out.items
    for path, d, parent, name, member, wrapper, is_core, edge in walk_tuples(root, cache, ctx.direction == "request"):
        # a node reached as its parent's child is known by its edge (one object for that node, parent,
        # name and member, whichever walk reaches it); the root and a wrapped schema by those fields
        key: Any = id(edge) if edge is not None and path else (id(d), id(parent), name, member, wrapper, is_core, path == "")
        found = memo.get(key)
        if found is None:
            rec = _Recorder()
            _node_checks(rec, ctx, Node(path if path == "" else HERE, d, parent, name, member, wrapper, is_core), cache)
            found = memo[key] = _guarded(rec.items, ctx, d) if path else rec.items
        if not found:
            continue
        if path == "":
            items.extend(found)
            continue
        for item in found:
            p = item[1].get("property")
            if p is not None and p.startswith(HERE):
                at = placed.get((id(item), path))
                if at is None:
                    at = placed[(id(item), path)] = (item[0], {**item[1], "property": path + p[1:]}, item[2], item[3], item[4])
                items.append(at)
            else:
                items.append(item)


# the side of a message a read-only (write-only) property does not travel in
GUARDS = {("request", "readOnly"): "read-only", ("response", "writeOnly"): "write-only"}


def _guarded(items: list[Any], ctx: Ctx, d: SchemaDiff) -> list[Any]:
    """A property's own changes where it never travels (a read-only property in a request body, a
    write-only one in a response body) carry the argument ``guard`` (``read-only``/``write-only``),
    and the emitter reports them as info whatever the id's level, as oasdiff 1.39.0 caps them."""
    if ctx.prop_prefix not in ("request-property", "response-property"):
        return items
    guard = next((g for (side, kw), g in GUARDS.items() if side == ctx.direction and d.rev.raw.get(kw) is True), None)
    if guard is None:
        return items
    # (a property becoming read-only or write-only is judged by its own id)
    return [(rid, {**args, "guard": guard}, *rest) if args.get("property") == HERE and "-only" not in rid
            else (rid, args, *rest) for rid, args, *rest in items]


def _node_checks(out: _Recorder, ctx: Ctx, node: Node, cache: DiffCache) -> None:
    n = _Node(out, ctx, node)
    d = node.diff
    if node.wrapper:
        # a nullable wrapper: its nullability, and the keywords written on the wrapper itself
        # (readOnly, writeOnly, default, deprecated); the wrapped schema is its own node
        # (a 3.0 ``nullable: true`` beside a 3.1 ``anyOf: [X, {type: "null"}]`` is no change). An anyOf
        # wrapper adds null whatever else changed, and is a list of types that gained null (oasdiff 1.39);
        # a oneOf wrapper is one finding, and only around the unchanged schema (oasdiff's nullable wrapping)
        nb, nr = _wrapper_accepts_null(d.base), _wrapper_accepts_null(d.rev)
        nullable_wrapper = core(d.base) is not d.base or core(d.rev) is not d.rev
        if nb != nr and nullable_wrapper:
            n.emit("became-nullable" if nr else "became-not-nullable")
            if not _null_one_of(d.base, d.rev, cache) and not _null_one_of(d.rev, d.base, cache):
                _list_of_types_changed(n, d)  # and, as oasdiff, a list of types that gained (lost) null
        wrapped: tuple[Schema | None, Schema | None] = (None, None)
        if not nullable_wrapper and all_of_wrapping(d.base, d.rev) is not None:
            # an allOf wrapper is its merged schema (oasdiff's --flatten-allof): the wrapped schema is its
            # own node; the wrapper's nullability and annotations are compared here
            nb, nr = merged_nullable(d.base), merged_nullable(d.rev)
            if nb != nr:
                n.emit("became-nullable" if nr else "became-not-nullable")
            nullable_wrapper = True
        elif n.ctx.direction == "request":
            union = _union_wrapping(n, d, cache)
            if union is not None:  # a union wrapping the old schema: the union's nullability, as for an allOf
                member, added = union
                wrapped = (None, member) if added else (member, None)
                before, after = _accepts_null(d.base), _accepts_null(d.rev)
                if before is not None and after is not None and before != after:
                    n.emit("became-nullable" if after else "became-not-nullable")
                nullable_wrapper = True
        if nullable_wrapper:
            d = _effective(d, MOVABLE_KEYWORDS, wrapped)  # a keyword moved between wrapper and wrapped is not changed
        defaults(n, d)
        _access(n, d)
        if nullable_wrapper:
            _lifecycle(n, d)
        return
    if (d.base.boolean_value is False) != (d.rev.boolean_value is False):
        # the schema ``false`` (no value is valid) appeared or went away
        n.emit("schema-became-false" if d.rev.boolean_value is False else "schema-became-not-false")
        return
    written = value_union_change(d.base, d.rev)
    if written is not None:
        # a union of values rewritten as an enum (or back): only the values that came or went, as an enum's;
        # nothing else stands beside them (the union's members and type are those values' form)
        _enum_values(n, d, ctx.direction == "request", written)
        return
    moved = _moved_into_one_of(d)
    type_list = _types(n, d) if not moved else False
    if node.core:  # its nullability and the keywords a wrapper may carry are the wrapper node's
        d = _effective(d, ())
    else:
        _nullable(n, d, node.parent)
    _enum(n, d)
    # an object wrapped in a oneOf of alternatives is reported as the members added; the union's
    # discriminator belongs to that wrapping (oasdiff 1.39.0's oneOf-wrapping transition claims it)
    values(n, _without(d, "discriminator") if moved else d)
    bounds(n, d)
    _access(n, d)
    _lifecycle(n, d)
    _structure(n, d, type_list)
    if ctx.root_prefix != "request-parameter" or ctx.header_param:
        _properties(n, d, moved)


def _moved_into_one_of(d: SchemaDiff) -> frozenset[str]:
    """An object wrapped in a ``oneOf`` of alternatives (oasdiff's oneOf wrapping): the base has
    properties and no ``oneOf``, the revision a ``oneOf`` and no type or properties of its own. The base
    properties some alternative defines moved there; they are not removed, and the type reads as
    changed only through the wrapping (reported as the members added)."""
    b, r = d.base, d.rev
    if b.one_of or not b.properties or not r.one_of or r.properties or r.types:
        return frozenset()
    return frozenset(name for name in b.properties if any(name in m.properties for m in r.one_of))


WRAPPER_KEYWORDS = frozenset({"oneOf", "title", "description", "default", "example", "examples", "$comment", "externalDocs"})


def _null_one_of(plain: Schema, wrapped: Schema, cache: DiffCache) -> bool:
    """``wrapped`` is oasdiff's nullable wrapping of ``plain``: a ``oneOf`` of a bare null and a schema
    alike but for annotations, nothing else beside it, ``plain`` no union of its own. oasdiff reports it
    as became-nullable alone (its type list is not compared); an ``anyOf`` wrapper, or the ``null`` in a
    type list, it reads as a list of types too."""
    if any(k in plain.raw for k in ("oneOf", "anyOf", "allOf", "not")) or len(wrapped.one_of) != 2:
        return False
    if any(k not in WRAPPER_KEYWORDS and not str(k).startswith("x-") for k in wrapped.raw):
        return False
    rest = [m for m in wrapped.one_of if not is_null_schema(m)]
    return len(rest) == 1 and equivalent(plain, rest[0], cache)


MOVABLE_KEYWORDS = ("default", "readOnly", "writeOnly", "deprecated")


def _effective(d: SchemaDiff, keywords: tuple[str, ...],
               wrapped: tuple[Schema | None, Schema | None] = (None, None)) -> SchemaDiff:
    """A copy of ``d`` whose :data:`MOVABLE_KEYWORDS` are ``keywords``' values as they apply: a wrapper's
    own, else its annotating ``allOf`` members', else its wrapped schema's (``wrapped``: the union member
    wrapped on each side, if any; the others left out)."""
    out = SchemaDiff(d.base, d.rev)
    for slot in ("sets", "subs", "sub_added", "sub_removed", "lists", "maps"):
        setattr(out, slot, getattr(d, slot))
    out.values = {k: v for k, v in d.values.items() if k not in MOVABLE_KEYWORDS}
    for kw in keywords:
        old, new = (_carried(s, kw, w) for s, w in zip((d.base, d.rev), wrapped))
        if old is not new and not (old is not MISSING and new is not MISSING and old == new):
            out.values[kw] = (old, new)
    out._empty = d._empty
    return out


def _carried(s: Schema, keyword: str, wrapped: Schema | None) -> Any:
    """``keyword``'s value as it applies to ``s``: its own, else an annotating member's of its ``allOf``
    wrapper, else its wrapped schema's (``wrapped``, a nullable wrapper's core or an allOf wrapper's)."""
    if keyword in s.raw:
        return s.raw[keyword]
    for m in all_of_notes(s):
        if keyword in m.raw:
            return m.raw[keyword]
    inner = wrapped or (core(s) if core(s) is not s else all_of_core(s))
    return inner.raw.get(keyword, MISSING)


def _without(d: SchemaDiff, keyword: str) -> SchemaDiff:
    """A copy of ``d`` in which ``keyword``'s value did not change."""
    out = _effective(d, ())
    out.values = {k: v for k, v in d.values.items() if k != keyword}
    return out


def _union_wrapping(n: _Node, d: SchemaDiff, cache: DiffCache) -> tuple[Schema, bool] | None:
    """A schema wrapped in a union beside other alternatives (``$ref A`` -> ``oneOf: [{type: string},
    {$ref: A}]``), or unwrapped: one entry for the union's members added (removed), as oasdiff lists
    them, never the wrapped schema's properties removed. In a response an added alternative of another
    type than the old schema's is a type change clients see (oasdiff: from ``object`` to ``any``); in a
    request it only widens what is accepted (and unwrapping narrows it: a type change). Returns (the
    wrapped member, whether the union was added), None when ``d`` is no such wrapping."""
    wrapped = union_member(d.base, d.rev, cache, covering=True)
    added = wrapped is not None
    if wrapped is None:
        wrapped = union_member(d.rev, d.base, cache)
        if wrapped is None:
            return None
    kw, member = wrapped
    union = d.rev if added else d.base
    plain = d.base if added else d.rev
    members = union.one_of if kw == "oneOf" else union.any_of
    attr = "one-of" if kw == "oneOf" else "any-of"
    labels = ", ".join(_label(str(i), m) for i, m in enumerate(members))
    n.emit(f"{attr}-added" if added else f"{attr}-removed", {"value": labels}, base_side=not added)
    old_types = set(plain.types)
    narrowed = added != (n.ctx.direction == "response")  # what a client must accept grew (response)
    if not narrowed and old_types and any(m is not member and set(m.types) != old_types for m in members):
        types = "/".join(plain.types)
        n.emit("type-changed", {"from": types, "to": "any"} if added else {"from": "any", "to": types})
    elif old_types and (type_pattern(union) or ((), False))[1]:
        # a union of the old type alone has no type of its own: oasdiff's type "any", which a request
        # accepts more of (and less of, unwrapped), as where no member is the old schema
        n.emit("type-generalized" if added else "type-changed",
               {"from": _type_text(plain), "to": "any"} if added else {"from": "any", "to": _type_text(plain)})
    return member, added


def _same_extensions(base: Schema, rev: Schema, seen: set[tuple[int, int]]) -> bool:
    """The two schemas write the same extensions, on themselves and their properties and items at any
    depth (each pair of schemas looked at once: a recursive schema ends)."""
    if (id(base), id(rev)) in seen:
        return True
    seen.add((id(base), id(rev)))
    if base.extensions() != rev.extensions():
        return False
    props, other = base.properties, rev.properties
    if not all(_same_extensions(props[k], other[k], seen) for k in props if k in other):
        return False
    items, rev_items = base.items, rev.items
    return items is None or rev_items is None or _same_extensions(items, rev_items, seen)


def _wrapped_in_one_of(out: Any, ctx: Ctx, d: SchemaDiff, cache: DiffCache) -> bool:
    """The whole body (not a nullable wrapper) became ``oneOf: [...]`` of object variants."""
    b, r = d.base, d.rev
    if ctx.root_prefix not in ("request-body", "response-body"):
        return False
    if b.one_of or len(r.one_of) < 2 or "type" in r.raw or "properties" in r.raw or core(r) is not r:
        return False
    if not (b.types or b.properties) or (type_pattern(r) or ((), False))[1] or value_union_change(b, r) is not None:
        return False
    # one alternative accepts what the old schema did: old payloads still validate. As oasdiff 1.39.0,
    # annotations may differ (title, description, default, examples) and extensions (x-...) may not
    preserved = any(equivalent(b, alt, cache) and _same_extensions(b, alt, set()) for alt in r.one_of)
    _Node(out, ctx, Node("", d, None, None)).emit("wrapped-in-one-of-original-preserved" if preserved else "wrapped-in-one-of")
    return True


def _list_of_types(n: _Node, base: Sequence[str], rev: Sequence[str], args: dict[str, Any],
                   union: bool = False) -> None:
    """A list of types that gained types (widened), lost some (narrowed) or both (changed). A list written
    as a ``oneOf``/``anyOf`` (``union``) that both gained and lost types is reported, as oasdiff 1.39.0
    does, by the side that breaks clients: a request's list narrowed, a response's widened."""
    sb, sr = set(base), set(rev)
    if sr > sb:
        n.emit("list-of-types-widened", args)
    elif sr < sb:
        n.emit("list-of-types-narrowed", args)
    elif union and sb != sr:
        n.emit("list-of-types-narrowed" if n.ctx.direction == "request" else "list-of-types-widened", args)
    else:
        kind = "changed" if union else _list_change_kind(n, base, rev)
        if kind == "changed" or not n.emit(f"type-{kind}", args):
            n.emit("type-changed", args)


def _list_change_kind(n: _Node, base: Sequence[str], rev: Sequence[str]) -> str:
    """Types that neither only gained nor only lost members (``[integer, string]`` -> ``[number,
    string]``), judged as oasdiff 1.39.0 does with ``integer`` a subtype of ``number``: widened when
    every old type is within a new one, narrowed when every new type is within an old one. A request
    (a parameter only when each new type also takes an old one's values) is ``generalized`` when
    widened; a response ``specialized`` when narrowed, else ``generalized`` when widened; the rest
    ``changed``."""
    widened = all(any(_subtype(o, t) for t in rev) for o in base)
    narrowed = all(any(_subtype(t, o) for o in base) for t in rev)
    if n.prefix == "request-parameter-property":
        return "changed"
    if n.ctx.direction == "request":
        if n.prefix == "request-parameter" and not all(any(_subtype(o, t) for o in base) for t in rev):
            return "changed"
        return "generalized" if widened else "changed"
    return "specialized" if narrowed else "generalized" if widened else "changed"


def _list_of_types_changed(n: _Node, d: SchemaDiff) -> bool:
    """One side a list of types (see :func:`~generator.diff.walk.type_pattern`), the other a type or
    such a list, that allow other types: the list widened, narrowed or changed (True)."""
    bp, rp = type_pattern(d.base), type_pattern(d.rev)
    if bp is None or rp is None or not (bp[1] or rp[1]) or set(bp[0]) == set(rp[0]):
        return False
    _list_of_types(n, bp[0], rp[0], {"from": "/".join(bp[0]), "to": "/".join(rp[0])}, union=bp[1] and rp[1])
    return True


def _types(n: _Node, d: SchemaDiff) -> bool:
    """Type/format changes; True when the types are written as a list through oneOf/anyOf."""
    b, r = d.base, d.rev
    if _list_of_types_changed(n, d):
        return True
    tv = d.values.get("type")
    fv = d.values.get("format")
    if tv is None and fv is None:
        return False
    bt, rt = b.types, r.types
    if not bt or not rt:
        union = r if bt else b
        if (bt or rt) and ("oneOf" in union.raw or "anyOf" in union.raw):
            # a typed schema became a union with no type of its own (or back): oasdiff's type "any";
            # in a response only an alternative of another type changes what a client may get (an empty
            # ``oneOf: []`` keeps no type: a change, as in oasdiff 1.39.0)
            args = {"from": _type_text(b) or "any", "to": _type_text(r) or "any"}
            members = union.one_of or union.any_of
            if n.ctx.direction == "request":
                n.emit("type-generalized" if bt else "type-changed", args)
            elif bt and (not members or any(set(m.types) != set(bt) for m in members)):
                n.emit("type-changed", args)
            elif rt:
                n.emit("type-specialized", args)
        elif bt or rt:
            # a type written or dropped, no union beside it: oasdiff's type "any" on one side
            kind = (_parameter_property_kind(bt, rt, b.format, r.format) if n.prefix == "request-parameter-property"
                    else _any_type_kind(n.ctx, bt, rt, b.format, r.format))
            n.emit(f"type-{kind}", {"from": _type_text(b) or "any", "to": _type_text(r) or "any"})
        return False
    args = {"from": _type_text(b), "to": _type_text(r)}
    if tv is not None and (len(bt) > 1 or len(rt) > 1):
        _list_of_types(n, bt, rt, args)
        return False
    kind = type_change_kind(n.ctx, bt, rt, tv is not None, b.format, r.format, n.prefix == "request-parameter-property")
    if kind != "changed" and n.emit(f"type-{kind}", args):
        return False
    n.emit("type-changed", args)
    return False


# formats that only widen a type's values (oasdiff's isFormatContained): new format <- old formats
_WIDER_FORMAT = {
    "number": {"double": {"float"}},
    "integer": {"int64": {"int32"}, "bigint": {"int32", "int64"}},
}


def _subtype(sub: str, sup: str) -> bool:
    return sub == sup or (sub == "integer" and sup == "number")


def _type_contained(to: str, frm: str, loose: bool) -> bool:
    """Every value of type ``frm`` is a value of ``to`` (in text media anything is a string)."""
    return _subtype(frm, to) or (loose and to == "string")


def type_change_kind(ctx: Ctx, bt: tuple[str, ...], rt: tuple[str, ...], type_changed: bool,
                     bf: Any, rf: Any, parameter_property: bool = False) -> str:
    """``changed``, ``generalized``, ``specialized`` or ``compatible`` for a single-type change, as
    oasdiff classifies it: a request (contravariant) breaks unless the new type/format accepts every
    old value; a response (covariant) breaks unless it returns only old values; a swap that is safe
    only because the values travel as text is ``compatible``; parameters are ``changed`` or
    ``generalized``."""
    frm, to = bt[0], rt[0]
    loose = ctx.loose
    if parameter_property:
        return _parameter_property_kind(bt, rt, bf, rf)
    if ctx.direction == "request":
        widened = type_changed and _subtype(frm, to)
        type_breaking = type_changed and not widened and not _type_contained(to, frm, loose)
        format_breaking = _format_restricts((to,), rf, bf)
        if ctx.root_prefix == "request-parameter":  # the parameter itself, any location
            return "changed" if type_breaking or format_breaking else "generalized"
        if type_breaking or format_breaking:
            return "changed"
        return "compatible" if type_changed and not widened else "generalized"
    narrowed = type_changed and _subtype(to, frm)
    type_breaking = type_changed and not narrowed and not _type_contained(frm, to, loose)
    format_breaking = _format_restricts((frm,), bf, rf)
    if type_breaking or format_breaking:
        return "generalized" if type_changed and _subtype(frm, to) else "changed"
    return "compatible" if type_changed and not narrowed else "specialized"


def _parameter_property_kind(bt: Sequence[str], rt: Sequence[str], bf: Any, rf: Any) -> str:
    """An object parameter's property, sent as JSON (``params={"id": 1}``) or as text
    (``params[id]=1``), which the spec does not tell: judged both ways, as oasdiff 1.39.0 does. Breaking
    both ways is ``specialized`` (an error), neither way ``generalized``, one way only ``changed``."""
    added, deleted = [t for t in rt if t not in bt], [t for t in bt if t not in rt]
    type_changed = set(bt) != set(rt)
    format_breaking = _format_restricts(rt, rf, bf)

    def breaking(as_json: bool) -> bool:
        if type_changed and not (len(added) == 1 and len(deleted) == 1 and _subtype(deleted[0], added[0])):
            # (as text, anything is read as a string)
            if as_json or not (not added or added == ["string"]):
                return True
        return format_breaking

    as_json, as_text = breaking(True), breaking(False)
    return "changed" if as_json != as_text else "specialized" if as_json else "generalized"


def _any_type_kind(ctx: Ctx, bt: tuple[str, ...], rt: tuple[str, ...], bf: Any = None, rf: Any = None) -> str:
    """A type dropped (``T`` -> any) or written (any -> ``T``), as oasdiff classifies it: dropping one
    widens a request and writing one narrows a response; the other way breaks, unless the type is
    ``string`` and the values travel as text (anything reads as a string there) and no format written
    with it restricts the values (``string/date-time``)."""
    typed = rt or bt
    as_text = ctx.loose and typed[0] == "string"
    if ctx.direction == "request":  # toward the revision's type: none left accepts anything
        if not rt:
            return "generalized"
        return "generalized" if as_text and not _format_restricts(rt, rf, bf) else "changed"
    if not bt:  # (a response, toward the base's type: none there returned anything)
        return "specialized"
    return "specialized" if as_text and not _format_restricts(bt, bf, rf) else "changed"


def _format_restricts(types: Sequence[str], to: Any, frm: Any) -> bool:
    """Going from format ``frm`` to ``to`` on a schema of ``types`` leaves out values the old one had (no
    format left takes every value of the type; of several types, any format restricts)."""
    return bool(to) and to != frm and not (len(types) == 1 and frm in _WIDER_FORMAT.get(types[0], {}).get(to, ()))


def _type_text(s: Schema) -> str:
    t = "/".join(s.types)
    return f"{t}/{s.format}" if s.format else t


def _nullable(n: _Node, d: SchemaDiff, parent: SchemaDiff | None) -> None:
    """Whether null is accepted, as oasdiff 1.39.0 decides it: a member of a ``oneOf``/``anyOf`` whose
    union decides on both sides is judged by the union (``anyOf: [X]`` where X gains ``nullable: true``
    beside an enum without null accepts no null either way); ``null`` put in a type list where there was
    no type (taken out as the type went) is no change, as a schema without a type accepts null; a
    union's schema is judged by what its members accept."""
    if parent is not None and _branch_of_union(parent, d):
        return
    v = d.values.get("nullable")
    if v is not None:
        became, was = (d.rev, d.base) if v[1] else (d.base, d.rev)
        if became.raw.get("nullable") is True or was.types:
            n.emit("became-nullable" if v[1] else "became-not-nullable")
            return
    if (d.base.one_of or d.base.any_of or d.rev.one_of or d.rev.any_of) and core(d.base) is d.base \
            and core(d.rev) is d.rev:
        before, after = _accepts_null(d.base), _accepts_null(d.rev)
        if before is not None and after is not None and before != after:
            n.emit("became-nullable" if after else "became-not-nullable")
    elif v is None and d.base.all_of and d.rev.all_of and merged_nullable(d.base) != merged_nullable(d.rev):
        # an allOf on both sides whose members' nullability changed (a ``{nullable: true}`` member added)
        n.emit("became-nullable" if merged_nullable(d.rev) else "became-not-nullable")


def _wrapper_accepts_null(s: Schema) -> bool:
    """Whether ``s``, a nullable wrapper or the schema on the wrapper's other side, accepts null: a
    ``oneOf`` wrapper only while the schema it wraps does not (a ``oneOf`` accepts a value exactly one
    member accepts: ``oneOf: [{type: "null"}, X]`` with X made nullable takes null out, as in oasdiff
    1.39.0); where the union's members do not decide it, as nullable."""
    decided = composed_accepts_null(s) if core(s) is not s else None
    return wrapped_nullable(s) if decided is None else decided


def _accepts_null(s: Schema) -> bool | None:
    """Whether ``s`` accepts null: by its union when it has one, else by its own keywords (None: not
    decided, an ``allOf``, ``not`` or ``if`` constrains it)."""
    if s.one_of or s.any_of:
        return composed_accepts_null(s)
    if any(k in s.raw for k in ("allOf", "not", "if")):
        return None
    return own_accepts_null(s)


def _branch_of_union(parent: SchemaDiff, d: SchemaDiff) -> bool:
    """``d`` compares members of ``parent``'s ``oneOf``/``anyOf``, a union whose acceptance of null is
    decided on both sides."""
    if composed_accepts_null(parent.base) is None or composed_accepts_null(parent.rev) is None:
        return False
    return any(m is d.base for m in (*parent.base.one_of, *parent.base.any_of)) and \
        any(m is d.rev for m in (*parent.rev.one_of, *parent.rev.any_of))


def _enum(n: _Node, d: SchemaDiff) -> None:
    b, r = d.base, d.rev
    req = n.ctx.direction == "request"
    if "enum" in d.sets:
        be, re_ = b.raw.get("enum"), r.raw.get("enum")
        if be is None and re_ is not None and not _may_restrict(b):
            if n.ctx.header_param and n.node.path:
                n.emit_id("request-header-property-became-enum")
                _enum_values(n, d, req)  # oasdiff reports a header property's new values too
            elif n.node.path == "" and not req:
                n.emit_id("response-mediatype-became-enum")
            elif not n.emit("became-enum"):  # a subject without the id: each value is added
                _enum_values(n, d, req)
        elif be is not None and re_ is None and not _may_restrict(r):
            if n.node.path == "" and not req:
                n.emit_id("response-mediatype-became-not-enum")
            else:
                n.emit("became-not-enum")
        else:  # an enum that came or went is one change, not one per value, unless another keyword may
            # restrict the values as it did (the enum may have moved into a oneOf): then each value (as oasdiff)
            _enum_values(n, d, req)
    for value in d.removed("x-extensible-enum"):
        n.emit("x-extensible-enum-value-removed", {"value": value})


def _may_restrict(s: Schema) -> bool:
    """``s`` has keywords that may limit its values as an enum does (oasdiff's mayRestrictValues)."""
    return any(k in s.raw for k in ("oneOf", "anyOf", "allOf", "not", "const", "if", "then", "else"))


def _enum_values(n: _Node, d: SchemaDiff, req: bool, found: tuple[list[Any], list[Any]] | None = None) -> None:
    """Each enum value added or removed (a write-only response property's added values and a
    read-only request property's removed ones have ids of their own, as has the response body);
    ``found``: the values (added, removed) when they are not the ``enum`` keyword's alone."""
    below = n.node.path != ""
    twins = {"added": ("response-write-only-property", not req and d.rev.write_only and below),
             "removed": ("request-read-only-property", req and d.rev.read_only and below)}
    added, removed = found if found is not None else (d.added("enum"), d.removed("enum"))
    for action, values_ in (("added", added), ("removed", removed)):
        twin, is_twin = twins[action]
        for value in values_:
            args = {"value": value}
            if is_twin and n.emit(f"enum-value-{action}", args, subject=twin):
                continue
            if not below and not req:
                n.emit_id(MEDIATYPE_ENUM_VALUE[action], args)
                continue
            n.emit(f"enum-value-{action}", args)


def _access(n: _Node, d: SchemaDiff) -> None:
    node = n.node
    if not node.path or node.name is None or node.parent is None:
        return
    required = node.name in node.parent.rev.required
    kind = "required" if required else "optional"
    side = n.ctx.direction
    for kw, word in (("readOnly", "read-only"), ("writeOnly", "write-only")):
        v = d.values.get(kw)
        if v is None or bool(v[0] is True) == bool(v[1] is True):
            continue
        became = word if v[1] is True else f"not-{word}"
        if (side, kw, became) == ("request", "readOnly", "not-read-only") and required and n.ctx.base_31 \
                and node.name in node.parent.base.required:
            # 3.1 applies required to read-only properties in requests too: nothing changes for clients
            n.emit_id("request-required-property-became-not-read-only-in-openapi-31")
            continue
        n.emit(f"property-became-{became}", subject=f"{side}-{kind}")


def _lifecycle(n: _Node, d: SchemaDiff) -> None:
    if not n.node.path:
        return
    v = d.values.get("deprecated")
    if v is not None:
        if v[1] is True:
            # the endpoint's stability level decides the days a sunset date must leave
            kind, args = n.ctx.policy.judge(n.ctx.op.raw, d.rev.raw.get("x-sunset", core(d.rev).raw.get("x-sunset")))
            what = {"missing": "deprecated-sunset-missing", "plain": "deprecated", "parse": "deprecated-sunset-invalid",
                    "too-small": "sunset-date-too-small", "with-sunset": "deprecated-with-sunset"}[kind]
            n.emit(what, args)
        elif v[0] is True:
            n.emit("reactivated")
    elif d.rev.deprecated and "x-sunset" in d.values:
        moved = n.ctx.policy.sunset_moved(n.ctx.op.raw, d.base.raw.get("x-sunset"), d.rev.raw.get("x-sunset"))
        if moved is not None:
            kind, args = moved
            what = {"deleted": "sunset-deleted", "parse": "deprecated-sunset-invalid", "earlier": "sunset-date-changed-earlier",
                    "too-small": "sunset-date-changed-too-small"}[kind]
            n.emit(what, args)
    v = d.values.get("x-stability-level")
    if v is not None and not n.ctx.unstable:
        old, new = stability_of(d.base.raw), stability_of(d.rev.raw)
        if old is not INVALID and new is not INVALID and old not in ("draft", "alpha"):
            ro, rn = STABILITY_ORDER.get(old or "stable", 3), STABILITY_ORDER.get(new or "stable", 3)
            args = {"from": old or "stable", "to": new or "stable"}
            if rn < ro:
                n.emit("stability-decreased", args)
            elif rn > ro:
                n.emit("stability-increased", args)


def _label(label: str, s: Schema) -> str:
    """A member of allOf/anyOf/oneOf: its component name, else its 1-based position."""
    if s.name:  # only a $ref reaches a component pointer; ``s.ref`` depends on creation order
        return s.name
    return f"#{int(label) + 1}" if label.isdigit() else label


def _annotates(keyword: Any) -> bool:
    """``keyword`` only annotates a schema: one of :data:`ANNOTATIONS` or an extension (``x-…``)."""
    return keyword in ANNOTATIONS or (isinstance(keyword, str) and keyword.startswith("x-"))


def annotation_only(s: Schema) -> bool:
    """``s`` holds keywords and they only annotate (:func:`_annotates`): it validates as ``{}``."""
    return bool(s.raw) and all(_annotates(k) for k in s.raw)


def _positions_alike(base: dict[str, Any], rev: dict[str, Any]) -> bool:
    """Each position of an array is validated alike on both sides, as written: by its ``prefixItems``
    member, past them by ``items`` (absent: anything), annotations aside. A ``prefixItems`` member
    added or removed that says what ``items`` said there changes nothing (as oasdiff 1.39.0 judges it)."""
    def at(raw: dict[str, Any], i: int) -> Any:
        prefix = raw.get("prefixItems")
        node = prefix[i] if isinstance(prefix, list) and i < len(prefix) else raw.get("items", True)
        if node is True or node == {}:
            return {}
        if isinstance(node, dict):
            return {k: v for k, v in node.items() if not _annotates(k)}
        return node

    lengths = [len(p) for p in (base.get("prefixItems"), rev.get("prefixItems")) if isinstance(p, list)]
    return all(at(base, i) == at(rev, i) for i in range(max(lengths, default=0)))


def _structure(n: _Node, d: SchemaDiff, type_list: bool = False) -> None:
    for kw, attr in LISTS:
        ld = d.lists.get(kw)
        if ld is None or (type_list and kw != "allOf"):
            continue
        # oasdiff lists the members added to a list (removed) in one entry; an allOf's members that only
        # annotate (no assertion) in an entry of their own
        for change, members, base_side in (("added", ld.added, False), ("removed", ld.removed, True)):
            split = kw == "allOf"
            plain = [m for m in members if not (split and annotation_only(m[1]))]
            notes = [m for m in members if split and annotation_only(m[1])]
            for what, group in ((f"{attr}-{change}", plain), (f"{attr}-{change}-annotation-only", notes)):
                if group:
                    n.emit(what, {"value": ", ".join(_label(label, s) for label, s in group)}, base_side=base_side)
    ld = d.lists.get("prefixItems")
    if ld is not None and not _positions_alike(d.base.raw, d.rev.raw):
        for label, _s in ld.added:
            n.emit("prefix-items-added", {"value": label})
        for label, _s in ld.removed:
            n.emit("prefix-items-removed", {"value": label}, base_side=True)
    for kw, attr in SUBS:
        if kw in d.sub_added:
            n.emit(f"{attr}-added", {"value": kw})
        if kw in d.sub_removed:
            n.emit(f"{attr}-removed", {"value": kw}, base_side=True)
    # ``items: false`` written where there was no ``items`` (any item was valid): the items' schema
    # became false (no item is valid), as oasdiff 1.39.0 reports it; taken out, it became not false
    for items, what, base_side in ((d.sub_added.get("items"), "schema-became-false", False),
                                   (d.sub_removed.get("items"), "schema-became-not-false", True)):
        if items is not None and items.boolean_value is False:
            n.emit(what, subject=n.ctx.prop_prefix, schema=items, base_side=base_side,
                   path=join(n.node.path, "items"))
    for kw, attr in (("patternProperties", "pattern-property"), ("dependentSchemas", "dependent-schema")):
        md = d.maps.get(kw)
        if md is None:
            continue
        for k in md.added:
            n.emit(f"{attr}-added", {"value": k})
        for k in md.removed:
            n.emit(f"{attr}-removed", {"value": k}, base_side=True)


def _properties(n: _Node, d: SchemaDiff, moved: frozenset[str] = frozenset()) -> None:
    b, r = d.base, d.rev
    md = d.maps.get("properties")
    breq, rreq = set(b.required), set(r.required)
    path = n.node.path
    side = n.ctx.direction
    if md is not None:
        for name, s in md.added.items():
            p = join(path, name)
            required = name in rreq
            if side == "request":
                if s.read_only:
                    continue
                if n.ctx.header_param:
                    if required:
                        n.emit_id("new-required-request-header-property", {"property": p}, schema=s, path=p)
                    continue
                if required:
                    rid = "new-required-request-property-with-default" if s.default is not MISSING else "new-required-request-property"
                    n.emit_id(rid, {"property": p}, schema=s, path=p)
                else:
                    n.emit_id("new-optional-request-property", {"property": p}, schema=s, path=p)
            else:
                n.emit_id(RESPONSE_PROPERTY_ADDED[required, bool(s.write_only)], {"property": p}, schema=s, path=p)
        for name, s in md.removed.items():
            p = join(path, name)
            if side == "request" and s.read_only or name in moved:
                continue
            rid = "request-property-removed" if side == "request" else RESPONSE_PROPERTY_REMOVED[name in breq, bool(s.write_only)]
            args: dict[str, Any] = {"property": p}
            if rid in REMOVED_WITH_LIFECYCLE:  # a deprecated property may go once its sunset date has passed
                stage = removal(s.deprecated, s.raw.get("x-sunset"))
                if stage is None:
                    continue
                rid = REMOVED_WITH_LIFECYCLE[rid][stage[0]]
                args.update(stage[1])
            n.emit_id(rid, args, schema=s, base_side=True, path=p)
    if breq == rreq:
        return
    bprops, rprops = b.properties, r.properties

    def kept(names: set[str]) -> Iterator[tuple[Schema, str]]:
        """(revision property, path) of each name, in order, that both sides define."""
        for name in sorted(names):
            prop = rprops.get(name)
            if prop is not None and name in bprops:
                yield prop, join(path, name)

    for s, p in kept(rreq - breq):
        if side == "request":
            if s.read_only:
                continue
            if n.ctx.header_param:
                n.emit_id("request-header-property-became-required", {"property": p}, schema=s, path=p)
            elif s.default is not MISSING:
                n.emit_id("request-property-became-required-with-default", {"property": p}, schema=s, path=p)
            else:
                n.emit_id("request-property-became-required", {"property": p}, schema=s, path=p)
        else:
            rid = "response-write-only-property-became-required" if s.write_only else "response-property-became-required"
            n.emit_id(rid, {"property": p}, schema=s, path=p)
    for s, p in kept(breq - rreq):
        if side == "request":
            n.emit_id("request-property-became-optional", {"property": p}, schema=s, path=p)
        else:
            rid = "response-write-only-property-became-optional" if s.write_only else "response-property-became-optional"
            n.emit_id(rid, {"property": p}, schema=s, path=p)
