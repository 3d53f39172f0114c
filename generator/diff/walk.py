"""Diff stage: walkers over a :class:`~generator.diff.schema.SchemaDiff` tree.

Entry points: :func:`walk` yields a :class:`Node` for the root and for every modified sub-schema below
it (properties, items, additionalProperties, allOf/oneOf/anyOf members, ...), each with its property
path (``error/code``; array items add ``items``, additionalProperties adds ``additionalProperties``,
allOf/oneOf/anyOf members add ``allOf[name]`` (as oasdiff's property walk does, so a changed member of
a body's allOf is a property-level change at ``allOf[Name]``). :func:`core` and :func:`is_null_schema` see through a
nullable wrapper (``anyOf: [X, {type: "null"}]``), :func:`composed_accepts_null` whether a union accepts null, :func:`type_pattern` reads a list of types, :func:`union_member` through a union that wraps the
other side's schema (``$ref A`` -> ``oneOf: [{type: string}, {$ref: A}]``), :func:`all_of_core` through an ``allOf`` that
adds only annotations to one schema (``allOf: [{$ref: A}, {nullable: true}]``), :func:`value_union_change` between a
union of values and an ``enum`` (``oneOf: [{const: a}, {const: b}]`` -> ``enum: [a, b]``). Recursive diffs terminate:
each diff is entered once.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any, Iterator, NamedTuple

from generator.diff.schema import DiffCache, SchemaDiff, diff_schemas, set_diff
from generator.model.schema import MISSING, Schema

MAX_DEPTH = 100_000  # a safety net only: each diff is entered once, so walks always end
OTHER_SUBS = ("not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems",
              "unevaluatedProperties", "contentSchema")


class Node(NamedTuple):
    path: str  # "" for the root
    diff: SchemaDiff
    parent: SchemaDiff | None
    name: str | None  # property name when the node is a property of ``parent``
    member: bool = False  # reached through allOf/oneOf/anyOf
    wrapper: bool = False  # a nullable wrapper or a union wrapping the other side: only the wrapping is its own change
    core: bool = False  # the schema a nullable wrapper wraps: its nullability is the wrapper's (decided there)


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
    if "type" in raw or "properties" in raw or ("anyOf" not in raw and "oneOf" not in raw):
        return s
    for kw in ("anyOf", "oneOf"):
        if kw not in raw:
            continue
        members = s.any_of if kw == "anyOf" else s.one_of
        if len(members) >= 2:
            rest = [m for m in members if not is_null_schema(m)]
            if len(rest) == 1 and len(rest) < len(members):
                return rest[0]
    return s


def _simple_type(m: Schema) -> str | None:
    """The one type of a list-of-types member (oasdiff's simple type schema: one type, no properties,
    no composition; other keywords may stand beside it), ``null`` included; else None."""
    raw = m.raw
    t = raw.get("type")
    if isinstance(t, list) and len(t) == 1:
        t = t[0]
    if not isinstance(t, str) or "properties" in raw or "oneOf" in raw or "anyOf" in raw or "allOf" in raw:
        return None
    return t


def type_pattern(s: Schema) -> tuple[tuple[str, ...], bool] | None:
    """The types ``s`` allows, and whether they are written as a list of types (a ``oneOf``/``anyOf`` whose
    members are each one simple type, as oasdiff's list-of-types pattern): ``type`` first, then
    ``oneOf``, then ``anyOf``; nullability counts as the type ``null`` in every form, where null is accepted
    (not beside an enum without null: :func:`own_accepts_null`). None for a schema
    with properties, ``allOf`` or ``not``, or whose union has a member of no single type."""
    raw = s.raw
    if "not" in raw or "allOf" in raw or "properties" in raw:
        return None
    if raw.get("type"):
        types = s.types + (("null",) if s.nullable and own_accepts_null(s) else ())
        return (types, False) if types else None
    for members in (s.one_of, s.any_of):
        if not members:
            continue
        out: list[str] = []
        for m in members:
            t = _simple_type(m)
            if t is None:
                break
            if t not in out:
                out.append(t)
            if m.raw.get("nullable") is True and own_accepts_null(m) and "null" not in out:
                out.append("null")
        else:
            if s.nullable and "null" not in out:  # ``nullable: true`` beside the union
                out.append("null")
            return tuple(out), True
    return None


# what may stand beside the values of a union of values, or of an enum, and only annotate
_VALUE_NOTES = frozenset({"description", "title", "example", "examples", "$comment", "externalDocs"})
# a JSON value's type by the names ``type`` writes (an integer is a number too; a boolean is neither)
_JSON_TYPES = {"string": (str,), "integer": (int,), "number": (int, float), "boolean": (bool,), "object": (dict,),
               "array": (list,)}


def _fits(value: Any, s: Schema) -> bool:
    """``value`` is of the type ``s`` writes, if it writes one (a list of two or more types, or ``null``: False)."""
    t = s.raw.get("type")
    names = [] if t is None else [t] if isinstance(t, str) else t if isinstance(t, list) else None
    if names is None or len(names) > 1:
        return False
    for name in names:
        kinds = _JSON_TYPES.get(name)
        if kinds is None or isinstance(value, bool) != (name == "boolean") or not isinstance(value, kinds):
            return False
    return True


def _only(s: Schema, keywords: frozenset[str]) -> bool:
    return all(k in keywords or k in _VALUE_NOTES or (isinstance(k, str) and k.startswith("x-")) for k in s.raw)


def _values_of_union(s: Schema) -> list[Any] | None:
    """The values a union of values accepts: ``s`` is a ``oneOf``/``anyOf`` of two or more members, each a
    ``const`` or a one-value ``enum`` (with at most a ``type`` and annotations), beside at most a ``type``
    and annotations; every value of the types written, none twice, none null. None for any other schema."""
    kw = "oneOf" if "oneOf" in s.raw else "anyOf"
    members = s.one_of if kw == "oneOf" else s.any_of
    if len(members) < 2 or not _only(s, frozenset({kw, "type"})):
        return None
    out: list[Any] = []
    for m in members:
        if not _only(m, frozenset({"const", "enum", "type"})) or ("const" in m.raw) == ("enum" in m.raw):
            return None
        value = m.raw["const"] if "const" in m.raw else m.raw["enum"]
        if "enum" in m.raw:
            if not isinstance(value, list) or len(value) != 1:
                return None
            value = value[0]
        if value is None or not _fits(value, m) or not _fits(value, s):
            return None
        out.append(value)
    return out if all(set_diff(out[:i], [v])[0] for i, v in enumerate(out)) else None


def _values_of_enum(s: Schema) -> list[Any] | None:
    """The values of ``s``'s ``enum`` when nothing but a ``type`` and annotations stands beside it, each of
    that type, none null; None otherwise."""
    values = s.raw.get("enum")
    if not isinstance(values, list) or not values or not _only(s, frozenset({"enum", "type"})):
        return None
    return values if all(v is not None and _fits(v, s) for v in values) else None


def value_union_change(base: Schema, rev: Schema) -> tuple[list[Any], list[Any]] | None:
    """One side is a union of values (``oneOf: [{const: fast}, {const: slow}]``, or one-value enums) and the
    other an ``enum`` (``enum: [fast, slow]``): the values the revision accepts that the base did not, and
    those it no longer accepts (both empty when the set is the same: the same values written another way).
    None when the two schemas are not such a pair."""
    for union, enum in ((base, rev), (rev, base)):
        if "oneOf" in union.raw or "anyOf" in union.raw:
            union_values, enum_values = _values_of_union(union), _values_of_enum(enum)
            if union_values is None or enum_values is None:
                return None
            return set_diff(union_values, enum_values) if union is base else set_diff(enum_values, union_values)
    return None


def union_member(base: Schema, rev: Schema, cache: DiffCache, covering: bool = False) -> tuple[str, Schema] | None:
    """``rev`` wraps ``base`` in a union: ``rev`` is a bare ``oneOf``/``anyOf`` (no type, no properties) of
    two or more members, ``base`` is no union, and one member is ``base`` itself (the same component, or
    equal content), or, with ``covering``, a member of an ``anyOf`` that accepts every value ``base``
    accepts (:func:`covers`: ``{type: string, enum: [a, b]}`` -> ``anyOf: [{type: string}, {type: string,
    enum: [a, b]}]``; preferred to an equal member). Returns (the keyword, that member); None otherwise. The member is compared with
    ``base``, the union's other members are alternatives added beside it (a widening)."""
    raw, braw = rev.raw, base.raw
    if core(rev) is not rev:
        return None  # a nullable wrapper (see core)
    if value_union_change(base, rev) is not None:
        return None  # the values written another way: compared as values (see value_union_change)
    if "type" in raw or "properties" in raw or "oneOf" in braw or "anyOf" in braw or "allOf" in raw:
        return None
    for kw in ("oneOf", "anyOf"):
        if kw not in raw:
            continue
        members = rev.one_of if kw == "oneOf" else rev.any_of
        if len(members) < 2:
            return None
        if all(_simple_type(m) is not None for m in members) and (
                kw == "oneOf" or {_simple_type(m) for m in members} != set(base.types)):
            # a list of types: a type change of its own (an anyOf of the old type alone is a union of that
            # type's schemas; a oneOf of one type refuses a value two members accept)
            return None
        same = next((m for m in members
                     if (base.name is not None and m.name == base.name) or diff_schemas(base, m, cache) is None), None)
        if covering and kw == "anyOf":  # (an old value matching two oneOf members is no longer valid)
            # a wider member beside the old schema is what the union loosened: the one compared
            wider = next((m for m in members if m is not same and covers(m, base, cache)), None)
            if wider is not None:
                return kw, wider
        if same is not None:
            return kw, same
    return None


# keywords that restrict the values a schema accepts; a schema without one of them accepts more
_DROPPABLE = frozenset({
    "enum", "const", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength",
    "maxLength", "minItems", "maxItems", "minProperties", "maxProperties", "uniqueItems", "multipleOf",
    "pattern", "minContains", "maxContains",
})
# keywords that do not decide which values are valid (nullability is decided by the union holding the member)
_NOT_ASSERTING = frozenset({"title", "description", "default", "deprecated", "readOnly", "writeOnly",
                            "x-stability-level", "x-sunset", "nullable"})


def covers(member: Schema, base: Schema, cache: DiffCache) -> bool:
    """``member`` accepts every value ``base`` accepts (null aside): the two differ only in keywords that
    assert nothing and in restrictions ``member`` drops (an enum, a bound, a format, a type) or loosens
    (enum values added, required properties dropped); their sub-schemas are alike."""
    d = diff_schemas(base, member, cache)
    if d is None:
        return True
    if d.subs or d.sub_added or d.sub_removed or d.lists or d.maps:
        return False
    for kw, (_old, new) in d.values.items():
        if kw in _NOT_ASSERTING or (kw == "type" and not new) or (kw in _DROPPABLE and new is MISSING):
            continue
        return False
    for kw, (added, removed) in d.sets.items():
        if kw == "enum" and (removed and isinstance(member.raw.get("enum"), list)):
            return False
        if kw == "required" and added:
            return False
    return True


# what an allOf member may hold and still add no assertion to the schema beside it
_NOTES = frozenset({"nullable", "title", "description", "default", "deprecated", "readOnly", "writeOnly", "example",
                    "examples", "externalDocs", "$comment", "x-stability-level", "x-sunset"})


def _notes_only(s: Schema) -> bool:
    return not s.is_boolean and all(k in _NOTES or (isinstance(k, str) and k.startswith("x-")) for k in s.raw)


def all_of_core(s: Schema) -> Schema:
    """The schema an ``allOf`` wrapper holds (``allOf: [{$ref: A}, {nullable: true, description: …}]``:
    ``A``), else ``s``: an ``allOf`` whose members but one only annotate (:data:`_NOTES`), beside no
    keyword that asserts. The wrapper means its merged schema: that member, with the annotations."""
    raw = s.raw
    if "allOf" not in raw or any(k != "allOf" and k not in _NOTES and not (isinstance(k, str) and k.startswith("x-"))
                                 for k in raw):
        return s
    real = [m for m in s.all_of if not _notes_only(m)]
    return real[0] if len(real) == 1 else s


def all_of_wrapping(base: Schema, rev: Schema) -> tuple[Schema, Schema] | None:
    """One side is an ``allOf`` wrapper (:func:`all_of_core`) and the other no ``allOf`` at all (a schema
    wrapped, or unwrapped): the two schemas to compare, the wrapped one in place of its wrapper."""
    ab, ar = all_of_core(base), all_of_core(rev)
    if (ab is not base and "allOf" not in rev.raw) or (ar is not rev and "allOf" not in base.raw):
        return ab, ar
    return None


def all_of_notes(s: Schema) -> list[Schema]:
    """The members of ``s``'s ``allOf`` wrapper that only annotate (none when ``s`` is no such wrapper)."""
    return [m for m in s.all_of if _notes_only(m)] if all_of_core(s) is not s else []


def merged_nullable(s: Schema) -> bool:
    """Whether ``s`` is nullable, an ``allOf`` read as its merged schema (oasdiff 1.39.0's
    ``--flatten-allof``): the holder says ``nullable: true``, or it has no type and every member accepts
    null, one saying ``nullable: true`` (a member with a type of its own and no ``nullable`` does not)."""
    if s.nullable or not s.all_of:
        return s.nullable
    if s.types:
        return False
    members = s.all_of
    accept = all(m.nullable or (not m.types and own_accepts_null(m)
                                and not any(k in m.raw for k in ("oneOf", "anyOf", "allOf", "not", "if")))
                 for m in members)
    return accept and any(m.raw.get("nullable") is True for m in members)


def own_accepts_null(s: Schema) -> bool:
    """``s``'s own ``type``, ``nullable``, ``enum`` and ``const`` let null through: no type or a nullable
    one, no enum or one that lists null (3.0.3: ``nullable`` does not add null to an enum), no const or
    ``const: null``."""
    raw = s.raw
    if raw.get("type") and not s.nullable:
        return False
    enum = raw.get("enum")
    if isinstance(enum, list) and enum and None not in enum:
        return False
    return raw.get("const") is None


def _branches_accepting_null(members: Sequence[Schema]) -> int | None:
    """How many of a union's members accept null; None when a member composes further (or has a
    ``not``/``if``), whose own keywords do not decide."""
    count = 0
    for m in members:
        if any(k in m.raw for k in ("oneOf", "anyOf", "allOf", "not", "if")):
            return None
        count += own_accepts_null(m)
    return count


def composed_accepts_null(s: Schema) -> bool | None:
    """Whether ``s``, a schema with a ``oneOf`` or ``anyOf``, accepts null: a ``oneOf`` when exactly one
    member does, an ``anyOf`` when any does, and ``s``'s own keywords too (a 3.0 ``nullable: true`` beside
    the union makes it nullable). None when it cannot be decided: no union, an ``allOf``, ``not`` or
    ``if`` beside it, or a member that composes further (oasdiff 1.39.0's reading)."""
    raw = s.raw
    if not s.one_of and not s.any_of:
        return None
    if any(k in raw for k in ("allOf", "not", "if")):
        return None
    if raw.get("nullable") is True:
        return True
    accepts = own_accepts_null(s)
    if s.one_of:
        count = _branches_accepting_null(s.one_of)
        if count is None:
            return None
        accepts = accepts and count == 1
    if s.any_of:
        count = _branches_accepting_null(s.any_of)
        if count is None:
            return None
        accepts = accepts and count > 0
    return accepts


def wrapped_nullable(s: Schema) -> bool:
    """``s`` is nullable by type/nullable or through a nullable wrapper."""
    return s.nullable or core(s) is not s


def unwrap(d: SchemaDiff, cache: DiffCache, unions: bool = False) -> tuple[SchemaDiff | None, bool]:
    """When one side is a nullable wrapper or an ``allOf`` wrapper (:func:`all_of_core`) and the other
    not (with ``unions``: or a union wrapping the other side, see :func:`union_member`), the diff of the
    wrapped schemas (and True); else (d, False)."""
    cb, cr = core(d.base), core(d.rev)
    if cb is d.base and cr is d.rev:
        merged = all_of_wrapping(d.base, d.rev)
        if merged is not None:  # an allOf wrapper on one side: its merged schema is compared
            return diff_schemas(merged[0], merged[1], cache), True
        if not unions:
            return d, False
        wrapped = union_member(d.base, d.rev, cache, covering=True)
        if wrapped is not None:
            return diff_schemas(d.base, wrapped[1], cache), True
        wrapped = union_member(d.rev, d.base, cache)
        if wrapped is not None:
            return diff_schemas(wrapped[1], d.rev, cache), True
        return d, False
    return diff_schemas(cb, cr, cache), True


def walk(root: SchemaDiff, cache: DiffCache | None = None) -> Iterator[Node]:
    """Every node of ``root``'s diff tree, breadth first, each diff once (at its shortest path).

    A shared or recursive sub-schema reached along several paths is reported once, where it is first
    reached, so one operation names a changed component once per request/response side, and a
    deeply cross-linked spec cannot make the walk explode. What a diff's children and nullable
    wrapper are is worked out once per diff (kept in ``cache.memo``), however many walks reach it.
    """
    for t in walk_tuples(root, cache):
        yield Node(*t[:7])


def walk_tuples(root: SchemaDiff, cache: DiffCache | None = None, unions: bool = False) -> Iterator[
        tuple[str, SchemaDiff, SchemaDiff | None, str | None, bool, bool, bool, tuple[Any, ...] | None]]:
    """:func:`walk`'s nodes as plain tuples ``(path, diff, parent, name, member, wrapper, core, edge)``: a
    schema check walks hundreds of roots of a big spec, tens of thousands of nodes. ``edge`` is the one
    object that stands for a node reached as a child of its parent (None for the root and for the schema
    a wrapper wraps): the same object for every walk that reaches the node there, so what depends only
    on the node, its parent, its name and how it is reached can be kept by it. With ``unions``, a union
    wrapping the other side's schema is a wrapper too (what a request accepts: the old form still is
    accepted; a response's client may now get another form, so there the properties are compared)."""
    # (keyed by the diffs themselves, hashed by identity: no id() call per node)
    infos: dict[SchemaDiff, tuple[SchemaDiff | None, bool, bool, list[tuple[str, SchemaDiff, str | None, bool]]]]
    infos = cache.memo.setdefault(("walk-info", unions), {}) if cache is not None else {}
    seen: set[SchemaDiff] = set()
    enter = seen.add
    # (path, diff, parent, name, member, core, depth, edge)
    queue: deque[tuple[str, SchemaDiff, SchemaDiff | None, str | None, bool, bool, int, tuple[Any, ...] | None]] = deque(
        [("", root, None, None, False, False, 0, None)]
    )
    pop, push = queue.popleft, queue.append
    while queue:
        path, d, parent, name, member, is_core, depth, edge = pop()
        if d in seen or depth > MAX_DEPTH:
            continue
        enter(d)
        info = infos.get(d)
        if info is None:
            inner, wrapped = unwrap(d, cache, unions) if cache is not None else (d, False)
            # the wrapped schemas' nullability and the keywords a wrapper may carry are the wrapper's;
            # a child is (its path part with a separator before it, its diff, its name, through a composition)
            info = infos[d] = (inner, wrapped, wrapped,
                                 [] if wrapped else [("/" + part, sd, kid, member_) for part, sd, kid, member_ in _children(d)])
        if info[1]:
            yield path, d, parent, name, member, True, is_core, edge
            if info[0] is not None:
                push((path, info[0], parent, name, member, info[2], depth + 1, None))
            continue
        yield path, d, parent, name, member, False, is_core, edge
        kids = info[3]
        if kids:
            depth += 1
            for kid in kids:
                part, sd, kid_name, kid_member = kid
                if sd not in seen:
                    push((path + part if path else part[1:], sd, d, kid_name, kid_member, False, depth, kid))


def _children(d: SchemaDiff) -> Iterator[tuple[str, SchemaDiff, str | None, bool]]:
    """(path part, child diff, property name, through a composition)."""
    props = d.maps.get("properties")
    if props is not None:
        for name, sd in props.modified.items():
            yield name, sd, name, False
    items = d.subs.get("items")
    if items is not None:
        yield "items", items, None, False
    ap = d.subs.get("additionalProperties")
    if ap is not None:
        yield "additionalProperties", ap, None, False
    for kw in OTHER_SUBS:
        sub_diff = d.subs.get(kw)
        if sub_diff is not None:
            yield kw, sub_diff, None, False
    for kw in ("patternProperties", "dependentSchemas"):
        md = d.maps.get(kw)
        if md is not None:
            for key, sd in md.modified.items():
                yield f"{kw}[{key}]", sd, None, False
    for kw in ("allOf", "oneOf", "anyOf", "prefixItems"):
        ld = d.lists.get(kw)
        if ld is None:
            continue
        for label, sd in ld.modified:
            yield f"{kw}[{label}]", sd, None, True
