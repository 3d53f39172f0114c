"""Diff stage: the structural difference between two schemas (no judgement of severity).

Entry point: :func:`diff_schemas` ``(base, revision, cache) -> SchemaDiff | None`` (None: equal).
Schemas are compared by content, never by reference, so a ``$ref`` and an identical inline schema are
equal. Enum and required lists are compared as sets, numeric bounds as IEEE doubles. Sub-schemas (properties, items,
additionalProperties, allOf/oneOf/anyOf, not/if/then/else, contains, prefixItems, patternProperties,
dependentSchemas, propertyNames, unevaluated*, contentSchema) are diffed recursively. Results are
memoised per pair of schema objects in ``cache`` (one per spec pair), so a shared component is compared
once however many operations reach it; a pair met again while it is being compared (a recursive schema)
is taken as equal, which makes the comparison terminate.

A pair is known equal without a diff when both are written alike (one comparison of the parsed data,
in C) and none of the ``$ref`` s in it leads, however deep, to a target written differently in the two
revisions (:func:`_dirty_targets`: the targets that differ, and every target that reaches one, found
once per spec pair). Anything else is diffed keyword by keyword, which finds equal content written
differently (a ``$ref`` and an identical inline schema) equal too. Revisions of several files are
compared by content hashes instead (:mod:`.fingerprint`, which also matches list members by content).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from generator.diff.fingerprint import Fingerprints
from generator.model.pointer import split_ref, walk_pointer
from generator.model.schema import MISSING, Schema

# keywords compared as plain values (old, new); "type" and "nullable" are normalised first
VALUE_KEYWORDS = (
    "format", "const", "default", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
    "minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties", "uniqueItems",
    "multipleOf", "pattern", "readOnly", "writeOnly", "deprecated", "x-stability-level", "x-sunset",
    "contentMediaType", "contentEncoding", "minContains", "maxContains", "title", "description",
)
_VALUE_RANK = {kw: i for i, kw in enumerate(VALUE_KEYWORDS)}
# numeric bounds: equal when equal as IEEE doubles, as JSON numbers travel (``9223372036854775807`` and
# ``9223372036854776000`` are one number for oasdiff and for any JavaScript or Go client)
NUMBER_KEYWORDS = frozenset({"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"})
SET_KEYWORDS = ("enum", "required", "x-extensible-enum")
SUB_KEYWORDS = (
    "items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames",
    "unevaluatedItems", "unevaluatedProperties", "contentSchema",
)
LIST_KEYWORDS = ("allOf", "oneOf", "anyOf", "prefixItems")
MAP_KEYWORDS = ("properties", "patternProperties", "dependentSchemas")


class ListDiff:
    """Sub-schemas of allOf/oneOf/anyOf/prefixItems: matched by component name, then by content,
    then inline leftovers by position."""

    __slots__ = ("added", "removed", "modified")

    def __init__(self) -> None:
        self.added: list[tuple[str, Schema]] = []
        self.removed: list[tuple[str, Schema]] = []
        self.modified: list[tuple[str, SchemaDiff]] = []

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.modified)


class MapDiff:
    """Named sub-schemas (properties, patternProperties, dependentSchemas)."""

    __slots__ = ("added", "removed", "modified")

    def __init__(self) -> None:
        self.added: dict[str, Schema] = {}
        self.removed: dict[str, Schema] = {}
        self.modified: dict[str, SchemaDiff] = {}

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.modified)


class SchemaDiff:
    """What changed between ``base`` and ``rev``. Every field holds only what differs."""

    __slots__ = ("base", "rev", "values", "sets", "subs", "sub_added", "sub_removed", "lists", "maps", "_empty")

    def __init__(self, base: Schema, rev: Schema) -> None:
        self.base = base
        self.rev = rev
        self.values: dict[str, tuple[Any, Any]] = {}
        self.sets: dict[str, tuple[list[Any], list[Any]]] = {}  # keyword -> (added, removed)
        self.subs: dict[str, SchemaDiff] = {}
        self.sub_added: dict[str, Schema] = {}
        self.sub_removed: dict[str, Schema] = {}
        self.lists: dict[str, ListDiff] = {}
        self.maps: dict[str, MapDiff] = {}
        self._empty = True  # while in progress a recursive pair counts as equal

    @property
    def empty(self) -> bool:
        return self._empty

    # convenience ---------------------------------------------------------------------------------
    def value(self, keyword: str) -> tuple[Any, Any] | None:
        return self.values.get(keyword)

    def added(self, keyword: str) -> list[Any]:
        s = self.sets.get(keyword)
        return s[0] if s else []

    def removed(self, keyword: str) -> list[Any]:
        s = self.sets.get(keyword)
        return s[1] if s else []

    @property
    def properties(self) -> MapDiff:
        return self.maps.get("properties") or MapDiff()

    def __repr__(self) -> str:
        parts = list(self.values) + list(self.sets) + list(self.subs) + list(self.lists) + list(self.maps)
        return f"SchemaDiff({self.base!r}->{self.rev!r}: {', '.join(parts)})"


K = TypeVar("K")
V = TypeVar("V")


def pair_up(base: Mapping[K, V], rev: Mapping[K, V]) -> tuple[list[tuple[K, V]], list[tuple[K, V]], list[tuple[K, V, V]]]:
    """Match two mappings by key, the one way every diff here pairs named things: ``(added, removed,
    kept)`` with ``added`` the revision's entries the base lacks (revision order), ``removed`` the base's
    the revision lacks and ``kept`` ``(key, base value, revision value)`` (both in base order)."""
    added = [(k, v) for k, v in rev.items() if k not in base]
    removed: list[tuple[K, V]] = []
    kept: list[tuple[K, V, V]] = []
    for k, v in base.items():
        other = rev.get(k)
        if other is None:
            removed.append((k, v))
        else:
            kept.append((k, v, other))
    return added, removed, kept


def schema_types(s: Schema) -> tuple[str, ...]:
    return tuple(sorted(s.types))


def _hashable(v: Any) -> Any:
    if isinstance(v, dict):
        return ("{", tuple(sorted((str(k), _hashable(x)) for k, x in v.items())))
    if isinstance(v, list):
        return ("[", tuple(_hashable(x) for x in v))
    if isinstance(v, float) and v.is_integer():
        return int(v)
    if isinstance(v, (str, int, float, bool)) or v is None:
        return v
    try:
        hash(v)
        return v
    except TypeError:  # e.g. a YAML !!set: compared by its text
        return ("repr", repr(sorted(v, key=repr)) if isinstance(v, (set, frozenset)) else repr(v))


def set_diff(old: Any, new: Any) -> tuple[list[Any], list[Any]]:
    """The values of the list ``new`` not in ``old`` (added) and of ``old`` not in ``new`` (removed), each in its list's order."""
    old_l = old if isinstance(old, list) else []
    new_l = new if isinstance(new, list) else []
    old_h = {_hashable(x) for x in old_l}
    new_h = {_hashable(x) for x in new_l}
    added = [x for x in new_l if _hashable(x) not in old_h]
    removed = [x for x in old_l if _hashable(x) not in new_h]
    return added, removed


def _same(a: Any, b: Any) -> bool:
    if a is b:
        return True
    if type(a) is not type(b) and not (isinstance(a, (int, float)) and isinstance(b, (int, float))):
        return False
    return bool(_hashable(a) == _hashable(b))


def _same_double(a: Any, b: Any) -> bool:
    """Two numbers (not booleans) that are one IEEE double."""
    if isinstance(a, bool) or isinstance(b, bool) or not isinstance(a, (int, float)) or not isinstance(b, (int, float)):
        return False
    try:
        return float(a) == float(b)
    except OverflowError:  # an integer beyond any double
        return False


def sub_schema(s: Schema, keyword: str) -> Schema | None:
    """The sub-schema under ``keyword`` (bool schemas included), or None."""
    if keyword == "items":
        return s.items
    if keyword == "additionalProperties":
        ap = s.additional_properties
        return ap if isinstance(ap, Schema) else None
    value = s.raw.get(keyword)
    if isinstance(value, (dict, bool)):
        return s._child(value, keyword)
    return None


def sub_list(s: Schema, keyword: str) -> list[Schema]:
    if keyword == "allOf":
        return s.all_of
    if keyword == "oneOf":
        return s.one_of
    if keyword == "anyOf":
        return s.any_of
    if keyword == "prefixItems":
        return s.prefix_items
    return []


def sub_map(s: Schema, keyword: str) -> dict[str, Schema]:
    if keyword == "properties":
        return s.properties
    value = s.raw.get(keyword)
    if not isinstance(value, dict):
        return {}
    return {str(k): s._child(v, keyword, k) for k, v in value.items() if isinstance(v, (dict, bool))}


class DiffCache:
    """Memo of schema pair -> diff, shared by every comparison of one spec pair."""

    __slots__ = ("pairs", "fingerprints", "memo", "dirty")

    def __init__(self) -> None:
        self.pairs: dict[tuple[Schema, Schema], SchemaDiff | None] = {}
        self.memo: dict[Any, Any] = {}  # for later stages: results derived from one diff
        self.fingerprints: dict[int, Fingerprints] = {}  # per spec
        self.dirty: Any = None  # the reference targets written differently (see _dirty_targets)

    def release(self) -> None:
        """Let go of what the diffs hold of one another: the diffs of recursive schemas reach
        themselves (as the schemas do: :meth:`generator.model.spec.Spec.release`). The diffs and the
        memo are unusable afterwards."""
        for d in self.pairs.values():
            if d is not None:
                d.subs.clear()
                d.maps.clear()
                d.lists.clear()
        self.memo.clear()

    def same_text(self, base: Schema, rev: Schema) -> bool:
        """``base`` and ``rev`` are written alike (compared in C) and every ``$ref`` in them leads to
        targets written alike in both revisions, however deep: they are equal without a diff."""
        braw, rraw = base.raw, rev.raw
        if base.is_boolean or rev.is_boolean:
            return base.boolean_value == rev.boolean_value and base.is_boolean and rev.is_boolean
        if braw != rraw:
            return False
        dirty = self.dirty
        if dirty is None:
            dirty = self.dirty = _dirty_targets(base.spec, rev.spec)
        if dirty is ALL:
            return self.fingerprint(base) == self.fingerprint(rev)
        return not _reaches(braw, dirty)

    def fingerprint(self, s: Schema) -> int:
        fps = self.fingerprints.get(id(s.spec))
        if fps is None:
            fps = self.fingerprints[id(s.spec)] = Fingerprints()
        return fps.of(s)


ALL: Any = object()  # more than one file: compare by fingerprints


def _local_refs(value: Any) -> list[str]:
    """The ``$ref`` strings in ``value``, not following any of them."""
    out: list[str] = []
    stack = [value]
    pop, push = stack.pop, stack.extend
    while stack:  # (values are pushed in C, scalars too, and passed over when popped)
        v = pop()
        kind = type(v)
        if kind is dict:
            ref = v.get("$ref")
            if type(ref) is str:
                out.append(ref)
                if len(v) == 1:
                    continue  # else the keywords beside it may hold references too
            push(v.values())
        elif kind is list:
            push(v)
    return out


def _dirty_targets(base: Any, rev: Any) -> Any:
    """The ``$ref`` strings of ``base`` whose target is written differently in ``rev`` (or is absent
    there), or reaches such a target through further references; :data:`ALL` when either revision
    has more than one file (names of other files would have to be matched)."""
    if len(base.documents) != 1 or len(rev.documents) != 1:
        return ALL
    file_b, file_r = base.file, rev.file
    refs = list(base.document.refs)
    by_ref: dict[str, list[str]] = {}
    dirty: set[str] = set()
    for ref in refs:
        if not ref.startswith("#"):
            return ALL
        # the node the reference names, as written: an alias (``A: {$ref: B, nullable: true}``) is compared
        # with the keywords beside its own reference, which it reaches as a user of ``B``
        pointer = split_ref(ref)[1]
        target = walk_pointer(base.raw, pointer)
        try:
            other = walk_pointer(rev.raw, pointer)
        except (KeyError, IndexError, ValueError):  # absent in the revision: written differently
            other = _MISSING_TARGET
        if other is _MISSING_TARGET or type(target) is not type(other) or target != other:
            dirty.add(ref)
        by_ref[ref] = _local_refs(target)
    users: dict[str, list[str]] = {}
    for ref, inner in by_ref.items():
        for r in inner:
            users.setdefault(r, []).append(ref)
    todo = list(dirty)
    while todo:
        for user in users.get(todo.pop(), ()):
            if user not in dirty:
                dirty.add(user)
                todo.append(user)
    return frozenset(dirty)


_MISSING_TARGET: Any = object()


def _reaches(value: Any, dirty: frozenset[str]) -> bool:
    """``value`` holds a ``$ref`` to a dirty target (or one the base's scan did not see)."""
    if not dirty:
        return False
    return any(r in dirty for r in _local_refs(value))


def diff_schemas(base: Schema | None, rev: Schema | None, cache: DiffCache) -> SchemaDiff | None:
    """The diff of two schemas, or None when they are equal (or either is missing)."""
    if base is None or rev is None:
        return None
    key = (base, rev)  # (schemas hash by identity)
    pairs = cache.pairs
    if key in pairs:
        return pairs[key]
    if cache.same_text(base, rev):
        pairs[key] = None
        return None
    d = SchemaDiff(base, rev)
    pairs[key] = d  # in progress: a recursive visit sees an (empty) diff, i.e. equal
    _fill(d, base, rev, cache)
    result = None if d._empty else d
    pairs[key] = result
    return result


def _fill(d: SchemaDiff, base: Schema, rev: Schema, cache: DiffCache) -> None:
    braw, rraw = base.raw, rev.raw
    if base.is_boolean or rev.is_boolean:
        if base.boolean_value != rev.boolean_value:
            d.values["$bool"] = (base.boolean_value, rev.boolean_value)
    bt, rt = schema_types(base), schema_types(rev)
    if bt != rt:
        d.values["type"] = (list(bt), list(rt))
    if base.nullable != rev.nullable:
        d.values["nullable"] = (base.nullable, rev.nullable)
    if braw is rraw:
        d._empty = not d.values
        return
    written = _VALUE_RANK.keys() & braw.keys() | _VALUE_RANK.keys() & rraw.keys()  # (most schemas hold few)
    for kw in sorted(written, key=_VALUE_RANK.__getitem__):  # in VALUE_KEYWORDS' order
        old = braw.get(kw, MISSING)
        new = rraw.get(kw, MISSING)
        if old is MISSING or new is MISSING or not (_same(old, new) or kw in NUMBER_KEYWORDS and _same_double(old, new)):
            d.values[kw] = (old, new)
    if "discriminator" in braw or "discriminator" in rraw:
        old, new = braw.get("discriminator", MISSING), rraw.get("discriminator", MISSING)
        if old is MISSING or new is MISSING or not _same(old, new):
            d.values["discriminator"] = (old, new)
    if "dependentRequired" in braw or "dependentRequired" in rraw:
        old, new = braw.get("dependentRequired", MISSING), rraw.get("dependentRequired", MISSING)
        if old is MISSING or new is MISSING or not _same(old, new):
            d.values["dependentRequired"] = (old, new)
    if isinstance(braw.get("additionalProperties"), bool) or isinstance(rraw.get("additionalProperties"), bool):
        old, new = braw.get("additionalProperties", MISSING), rraw.get("additionalProperties", MISSING)
        if not _same(old, new) and (isinstance(old, bool) or old is MISSING) and (isinstance(new, bool) or new is MISSING):
            d.values["additionalProperties"] = (old, new)
    for kw in SET_KEYWORDS:
        old, new = braw.get(kw), rraw.get(kw)
        if kw == "enum":
            # only the enum keyword: a const is compared as a value of its own
            old = braw.get("enum") if isinstance(braw.get("enum"), list) else None
            new = rraw.get("enum") if isinstance(rraw.get("enum"), list) else None
        if old is None and new is None:
            continue
        added, removed = set_diff(old, new)
        if added or removed or (old is None) != (new is None):
            d.sets[kw] = (added, removed)
            if (old is None) != (new is None):
                d.values[kw] = (MISSING if old is None else old, MISSING if new is None else new)
    for kw in SUB_KEYWORDS:
        bs, rs = sub_schema(base, kw), sub_schema(rev, kw)
        if bs is None and rs is None:
            continue
        if bs is None:
            d.sub_added[kw] = rs  # type: ignore[assignment]
        elif rs is None:
            d.sub_removed[kw] = bs
        else:
            sd = diff_schemas(bs, rs, cache)
            if sd is not None:
                d.subs[kw] = sd
    for kw in LIST_KEYWORDS:
        bl, rl = sub_list(base, kw), sub_list(rev, kw)
        if not bl and not rl:
            continue
        ld = _diff_list(bl, rl, cache, positional=(kw == "prefixItems"))
        if ld:
            d.lists[kw] = ld
    for kw in MAP_KEYWORDS:
        bm, rm = sub_map(base, kw), sub_map(rev, kw)
        if not bm and not rm:
            continue
        md = MapDiff()
        added, removed, kept = pair_up(bm, rm)
        md.added.update(added)
        md.removed.update(removed)
        for name, s, other in kept:
            sd = diff_schemas(s, other, cache)
            if sd is not None:
                md.modified[name] = sd
        if md:
            d.maps[kw] = md
    d._empty = not (d.values or d.sets or d.subs or d.sub_added or d.sub_removed or d.lists or d.maps)


def _diff_list(bl: list[Schema], rl: list[Schema], cache: DiffCache, positional: bool) -> ListDiff:
    ld = ListDiff()
    if positional:
        for i in range(max(len(bl), len(rl))):
            if i >= len(bl):
                ld.added.append((str(i), rl[i]))
            elif i >= len(rl):
                ld.removed.append((str(i), bl[i]))
            else:
                sd = diff_schemas(bl[i], rl[i], cache)
                if sd is not None:
                    ld.modified.append((str(i), sd))
        return ld
    # oasdiff's matching of members, so that both tools name the same members added, removed or changed:
    # 1. references to the same component
    right = list(enumerate(rl))
    by_name = {s.name: (i, s) for i, s in right if s.name}
    left: list[tuple[int, Schema]] = []
    for i, s in enumerate(bl):
        m = by_name.pop(s.name, None) if s.name else None
        if m is None:
            left.append((i, s))
            continue
        right.remove(m)
        sd = diff_schemas(s, m[1], cache)
        if sd is not None:
            ld.modified.append((s.name or str(i), sd))
    # 2. inline members written with the same content are unchanged
    small = len(left) * len(right) <= 36
    rest: list[tuple[int, Schema]] = []
    for i, s in left:
        if s.name:
            rest.append((i, s))
            continue
        fp = cache.fingerprint(s)
        for j, (k, r) in enumerate(right):
            if not r.name and (cache.fingerprint(r) == fp or (small and diff_schemas(s, r, cache) is None)):
                del right[j]
                break
        else:
            rest.append((i, s))
    # 3. inline members of the same title; 4. untitled inline members that differ only in annotations;
    # 5. one untitled inline member left on each side; 6. an inline member and a reference alike but for
    # annotations. Each pair is a member changed; what is left was removed or added.
    def pair(found: list[tuple[int, Schema]], i: int, s: Schema, k: int, r: Schema) -> None:
        found.remove((k, r))
        sd = diff_schemas(s, r, cache)
        if sd is not None:
            ld.modified.append((s.name or str(i), sd))

    def inline_pairs(test: Any) -> None:
        nonlocal rest
        left_over = []
        for i, s in rest:
            match = next(((k, r) for k, r in right if test(s, r)), None)
            if match is None:
                left_over.append((i, s))
            else:
                pair(right, i, s, *match)
        rest = left_over

    inline_pairs(lambda s, r: not s.name and not r.name and bool(_title(s)) and _title(s) == _title(r))
    inline_pairs(lambda s, r: not s.name and not r.name and not _title(s) and not _title(r) and equivalent(s, r, cache))
    lone_left = [(i, s) for i, s in rest if not s.name]
    lone_right = [(k, r) for k, r in right if not r.name]
    if len(lone_left) == 1 and len(lone_right) == 1 and not _title(lone_left[0][1]) and not _title(lone_right[0][1]):
        rest.remove(lone_left[0])
        pair(right, lone_left[0][0], lone_left[0][1], *lone_right[0])
    inline_pairs(lambda s, r: bool(s.name) != bool(r.name) and equivalent(s, r, cache))
    for i, s in rest:
        ld.removed.append((s.name or str(i), s))
    for k, r in right:
        ld.added.append((r.name or str(k), r))
    return ld


def _title(s: Schema) -> str:
    t = s.raw.get("title")
    return t if isinstance(t, str) else ""


ANNOTATION_VALUES = frozenset({"title", "description", "default"})


def equivalent(base: Schema, rev: Schema, cache: DiffCache) -> bool:
    """The two schemas accept the same values: they differ at most in annotations (title,
    description, default), at any depth (oasdiff's validation contract)."""
    return _annotations_only(diff_schemas(base, rev, cache))


def _annotations_only(d: SchemaDiff | None) -> bool:
    if d is None:
        return True
    if not set(d.values) <= ANNOTATION_VALUES or d.sets or d.sub_added or d.sub_removed:
        return False
    if not all(_annotations_only(sd) for sd in d.subs.values()):
        return False
    if any(ld.added or ld.removed or not all(_annotations_only(sd) for _, sd in ld.modified) for ld in d.lists.values()):
        return False
    return not any(md.added or md.removed or not all(_annotations_only(sd) for sd in md.modified.values())
                   for md in d.maps.values())
