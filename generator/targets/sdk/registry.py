"""SDK target: the registry of generated model classes and the type expression of every schema.

Entry point: :class:`Registry`. It gives each component schema one class (or enum, or type alias)
with a unique class name and module, and gives every inline schema that needs a class (an object with
properties, an enum, a merged ``allOf``) a deterministic name derived from where it was first met
(``ParentProperty``, ``MethodNameBody``, ...). :meth:`Registry.type_of` turns a schema into a Python type
expression, registering inline classes on the way and recording which classes the expression uses.

Rules: ``allOf`` parts are merged into one class; ``oneOf``/``anyOf`` become ``Union`` (a callable
discriminator when the spec declares one and every variant is a class, with ``UnknownVariant`` for a
tag the SDK does not know); a base schema with a discriminator stands for the union of the component
models that extend it with ``allOf``, falling back to the base class; 3.0 ``nullable`` and 3.1
``type: [..., "null"]`` become ``Optional``; ``additionalProperties`` alone becomes ``Dict[str, T]``;
recursive references are plain class names (modules import each other lazily, see ``models.py``);
type aliases are expanded where used, so only classes cross module boundaries.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from generator.model import Schema
from generator.render.literals import py_string
from generator.targets.sdk.naming import NameTable, capped, pascal, safe_identifier, snake

# Names every generated model module imports; a class must never take one of them.
RESERVED_CLASS_NAMES = frozenset(
    {
        "Any", "Dict", "List", "Optional", "Union", "Literal", "Annotated", "TypeAlias", "BaseModel",
        "Field", "Tag", "Discriminator", "OpenStrEnum", "OpenIntEnum", "datetime", "date", "discriminate",
        "FileTypes", "Client", "AsyncClient", "NotGiven", "NOT_GIVEN", "Stream", "AsyncStream", "UnknownVariant",
    }
)
MAX_DEPTH = 64
UNDECLARED_NOTE = "Listed as required by the API description, which gives it no schema."


@dataclass
class Entry:
    """One generated class, enum or alias."""

    kind: str  # "model" | "enum" | "alias"
    class_name: str
    module: str
    schema: Schema
    wire_name: str | None  # the component name, None for inline schemas
    uses: set[str] = field(default_factory=set)  # class names the module refers to


class Registry:
    """Class names and modules for schemas, and type expressions over them."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.by_key: dict[tuple[str, str], Entry] = {}
        self.by_class: dict[str, Entry] = {}
        self._classes = NameTable(RESERVED_CLASS_NAMES)
        self._modules = NameTable({"__init__"}, fold=True)
        self._expanding: set[tuple[str, str]] = set()
        self.pending: list[Entry] = []
        # the model whose fields are being typed: an inline model or enum defined inside it goes in its module
        self.owner: Entry | None = None
        # Outside the models package (endpoint signatures), a component type alias is named, not
        # expanded: only model modules must avoid importing aliases (import cycles).
        self.use_aliases = False
        self._subtypes: dict[str, tuple[str, set[str]] | None] = {}
        self._merged: dict[tuple[str, str], tuple[dict[str, Schema], set[str]]] = {}

    # registration ---------------------------------------------------------------------------------
    def add_components(self, schemas: dict[str, Schema]) -> None:
        for name, schema in schemas.items():
            if schema.key in self.by_key or schema.target is not None:
                continue  # two component names pointing at one definition: the first one wins; an alias with
                # keywords beside its $ref (``A: {$ref: B, nullable: true}``) is typed as B where it is used
            self._register(schema, name, self.kind_of(schema), wire_name=name)

    def _register(self, schema: Schema, hint: str, kind: str, wire_name: str | None = None) -> Entry:
        keep = wire_name is not None and hint.isascii() and hint.isidentifier() and hint[:1].isupper()
        base = hint if keep and "_" not in hint else pascal(hint) or "Model"
        base = safe_identifier(base, prefix="Model", reserved=RESERVED_CLASS_NAMES)
        if base[0].islower():
            base = base[0].upper() + base[1:]
        class_name = self._classes.claim(capped(base))
        if wire_name is None and kind != "alias" and self.owner is not None and inside(schema, self.owner.schema):
            module = self.owner.module
        else:
            module = self._modules.claim(capped(safe_identifier(snake(class_name), prefix="m")), sep="_")
        entry = Entry(kind, class_name, module, schema, wire_name)
        self.entries.append(entry)
        self.by_key[schema.key] = entry
        self.by_class[class_name] = entry
        self.pending.append(entry)
        return entry

    def kind_of(self, schema: Schema) -> str:
        if self.enum_values(schema) is not None:
            return "enum"
        if self.is_object(schema):
            return "model"
        return "alias"

    def is_object(self, schema: Schema) -> bool:
        """A schema that becomes a class: it has properties (its own or merged from ``allOf``)."""
        if schema.is_boolean:
            return False
        if schema.one_of or schema.any_of:
            # properties plus oneOf/anyOf that only say which properties are required: still one class
            variants = schema.one_of + schema.any_of
            return bool(schema.properties) and all(_constraint_only(v) for v in variants)
        if schema.properties:
            return True
        if len(schema.all_of) > 1:
            return bool(self.merged_properties(schema)[0])
        return False

    @staticmethod
    def enum_values(schema: Schema) -> tuple[str, list[Any]] | None:
        """``("str"|"int", values)`` for an enum a class can hold, else None (a ``const`` is a ``Literal``)."""
        values = schema.raw.get("enum")
        if not values or not isinstance(values, list):
            return None
        values = [v for v in values if v is not None]
        if values and all(isinstance(v, str) for v in values):
            return "str", list(dict.fromkeys(values))
        if values and all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            return "int", list(dict.fromkeys(values))
        return None

    # allOf merging ----------------------------------------------------------------------------------
    def merged_properties(self, schema: Schema) -> tuple[dict[str, Schema], set[str]]:
        """Properties and required names of ``schema`` with every ``allOf`` part merged in, parents first
        (fresh copies: computed once per schema, asked for tens of thousands of times on big specs)."""
        found = self._merged.get(schema.key)
        if found is None:
            found = self._merged[schema.key] = self._merge(schema)
        return dict(found[0]), set(found[1])

    def request_properties(self, schema: Schema) -> tuple[dict[str, Schema], set[str]]:
        """:meth:`merged_properties` of what a caller sends, with each required name no part declares
        as an optional property of any value (DigitalOcean's uptime check requires a ``method`` it never
        describes; Box's invite an ``id``): the caller can give it, and a program written for an API
        whose ``required`` lists a stray name (OpenAI's ``call_id`` of a local shell call output) still
        type-checks. Responses leave such a name out (a model cannot promise what the spec never
        describes)."""
        props, required = self.merged_properties(schema)
        undeclared = sorted(required - set(props))
        for name in undeclared:
            pointer = f"{schema.pointer}/properties/{name.replace('~', '~0').replace('/', '~1')}"
            props[name] = Schema(schema.spec, schema.file, pointer, {"description": UNDECLARED_NOTE})
        return props, required - set(undeclared)

    @staticmethod
    def _merge(schema: Schema) -> tuple[dict[str, Schema], set[str]]:
        props: dict[str, Schema] = {}
        required: set[str] = set()
        _merge_into(schema, 0, props, required, set())
        return props, required

    # type expressions -------------------------------------------------------------------------------
    def type_of(self, schema: Schema | None, hint: str, uses: set[str], depth: int = 0) -> str:
        """The Python type expression of ``schema``; class names it needs are added to ``uses``."""
        if schema is None or schema.is_boolean or depth > MAX_DEPTH:
            return "Any"
        if schema.target is not None:  # a $ref with keywords beside it: its target, nullable as written here
            return site_nullability(schema, self.type_of(schema.target, hint, uses, depth))
        entry = self.by_key.get(schema.key)
        if entry is None:
            scalar = scalar_type(schema)
            if scalar is not None:
                return scalar
        if entry is not None and entry.kind != "alias":
            uses.add(entry.class_name)
            expr = entry.class_name
            if entry.kind == "model":
                poly = self.polymorphic(entry)
                if poly is not None:
                    expr = poly[0]
                    uses.update(poly[1])
            return _optional(expr) if self._nullable_ref(schema) else expr
        if entry is not None and self.use_aliases:
            uses.add(entry.class_name)
            return _optional(entry.class_name) if schema.nullable else entry.class_name
        if entry is not None:
            if schema.key in self._expanding:
                return "Any"  # a type alias that contains itself
            self._expanding.add(schema.key)
            try:
                return self.base_type(schema, entry.class_name, uses, depth + 1)
            finally:
                self._expanding.discard(schema.key)
        return self.base_type(schema, hint, uses, depth + 1)

    @staticmethod
    def _nullable_ref(schema: Schema) -> bool:
        return schema.nullable

    def base_type(self, schema: Schema, hint: str, uses: set[str], depth: int) -> str:
        """Like :meth:`type_of` but never answers with ``schema``'s own alias (used to define it)."""
        t = self._plain_type(schema, hint, uses, depth)
        if schema.nullable and t not in ("Any", "None") and not t.startswith("Optional["):
            t = _optional(t)
        return t

    def _plain_type(self, schema: Schema, hint: str, uses: set[str], depth: int) -> str:
        existing = self.by_key.get(schema.key)
        if "const" in schema.raw and "enum" not in schema.raw:
            return literal_type([schema.raw["const"]]) or "Any"
        if is_null_only(schema):
            return "None"
        if self.enum_values(schema) is not None:
            entry = existing if existing and existing.kind == "enum" else self._register(schema, hint, "enum")
            uses.add(entry.class_name)
            return entry.class_name
        if schema.enum is not None and not [v for v in schema.enum if v is not None]:
            return "None"
        if self.is_object(schema):
            entry = existing if existing and existing.kind == "model" else self._register(schema, hint, "model")
            uses.add(entry.class_name)
            return entry.class_name
        if schema.one_of or schema.any_of:
            return self._union(schema, hint, uses, depth)
        if len(schema.all_of) == 1 and not schema.properties:
            return self.type_of(schema.all_of[0], hint, uses, depth)
        if len(schema.all_of) > 1:
            return "Dict[str, Any]"
        types = effective_types(schema)
        if not types:
            return "Any"
        parts = [self._primitive(schema, t, hint, uses, depth) for t in types]
        return _union(parts)

    def _primitive(self, schema: Schema, t: str, hint: str, uses: set[str], depth: int) -> str:
        return primitive_type(schema, t, lambda sub, suffix: self.type_of(sub, hint + suffix, uses, depth))

    def _union(self, schema: Schema, hint: str, uses: set[str], depth: int) -> str:
        variants = distinct_members(schema.one_of or schema.any_of)
        parts: list[str] = []
        nullable = False
        hints = variant_hints(variants, hint, schema.discriminator)
        for v, sub_hint in zip(variants, hints):
            if is_null_only(v):
                nullable = True
                continue
            named = self.by_key.get(v.definition.key)
            t = self.type_of(v, named.class_name if named else sub_hint, uses, depth)
            if t.startswith("Optional["):
                nullable = True
                t = t[len("Optional[") : -1]
            if t not in parts:
                parts.append(t)
        disc = schema.discriminator
        expr = _union(parts) if parts else "None"
        if disc and isinstance(disc.get("propertyName"), str) and len(parts) > 1:
            tagged = self._discriminated(schema, variants, disc, uses)
            if tagged is not None:
                expr = tagged
        elif not disc and len(parts) > 1:
            # no discriminator, but each member pins one property to its own value (Adyen's `action`:
            # `type: redirect`, `type: await`...): picked by it, as open enums would let any member match
            members = [v for v in variants if not is_null_only(v)]
            tag = _implicit_tag(members)
            tagged = self._discriminated(schema, members, {"propertyName": tag}, uses) if tag else None
            if tagged is not None:
                expr = tagged
        if "Any" in parts:
            return "Any"
        return _optional(expr) if nullable and expr != "None" else expr

    def _discriminated(self, schema: Schema, variants: list[Schema], disc: dict[str, Any], uses: set[str]) -> str | None:
        classes: list[str] = []
        for v in variants:
            entry = self.by_key.get(v.definition.key)
            if entry is None or entry.kind != "model":
                return None
            classes.append(entry.class_name)
        mapping: dict[str, str] = {}
        for value, target in _mapping_targets(disc):
            for v, cls in zip(variants, classes):
                if v.name == target:
                    mapping[value] = cls
        for v, cls in zip(variants, classes):
            if cls in mapping.values():
                continue
            pinned = _pinned(v, str(disc["propertyName"]))
            if pinned is not None:  # the value the member's own schema allows
                mapping.setdefault(str(pinned), cls)
            if v.name:
                mapping.setdefault(v.name, cls)
        uses.update({"Tag", "Discriminator", "discriminate", "Annotated", "UnknownVariant"})
        return _tagged_union(str(disc["propertyName"]), [*classes, "UnknownVariant"], mapping, "UnknownVariant")

    # inheritance ------------------------------------------------------------------------------------
    def polymorphic(self, base: Entry) -> tuple[str, set[str]] | None:
        """A base schema with a ``discriminator`` whose subtypes extend it with ``allOf``: the union of
        the subtypes tagged by the property, falling back to the base class for a value the SDK does not
        know (and the names it uses); None for a plain class."""
        if base.class_name in self._subtypes:
            return self._subtypes[base.class_name]
        self._subtypes[base.class_name] = None  # while computing: a reference to itself is the base
        disc = base.schema.discriminator
        result = None
        if disc and isinstance(disc.get("propertyName"), str):
            mapping = self._subtype_mapping(base, disc)
            if any(cls != base.class_name for cls in mapping.values()):
                classes = [*dict.fromkeys(c for c in mapping.values() if c != base.class_name), base.class_name]
                expr = _tagged_union(str(disc["propertyName"]), classes, mapping, base.class_name)
                result = (expr, {*classes, "Tag", "Discriminator", "discriminate", "Annotated", "Union"})
        self._subtypes[base.class_name] = result
        return result

    def _subtype_mapping(self, base: Entry, disc: dict[str, Any]) -> dict[str, str]:
        """Discriminator value -> class name, for the base and the component models that extend it."""
        by_name = {e.wire_name: e for e in self.entries if e.wire_name is not None and e.kind == "model"}
        mapping: dict[str, str] = {}
        for value, name in _mapping_targets(disc):
            target = by_name.get(name)
            if target is not None and (target is base or self._extends(target.schema, base.schema)):
                mapping[value] = target.class_name
        for name, e in by_name.items():  # implicit mapping: a subtype's discriminator value is its name
            if e is not base and e.class_name not in mapping.values() and self._extends(e.schema, base.schema):
                mapping.setdefault(name, e.class_name)
        return mapping

    @staticmethod
    def _extends(schema: Schema, base: Schema) -> bool:
        """``schema`` lists ``base`` among its ``allOf`` parts (directly or through them)."""
        todo = list(schema.all_of)
        seen: set[tuple[str, str]] = set()
        while todo and len(seen) <= MAX_DEPTH:
            part = todo.pop()
            if part.definition.key == base.key:
                return True
            if part.key in seen:
                continue
            seen.add(part.key)
            todo.extend(part.all_of)
        return False


def is_null_only(schema: Schema) -> bool:
    """``{type: "null"}`` (or ``enum: [null]``): the schema of the one value ``None``."""
    if schema.is_boolean or not schema.nullable or schema.types:
        return False
    return not (schema.properties or schema.items is not None or schema.all_of or schema.one_of or schema.any_of
                or schema.additional_properties is not None or [v for v in (schema.enum or []) if v is not None])


def variant_hints(variants: list[Schema], hint: str, discriminator: dict[str, Any] | None = None) -> list[str]:
    """The name hint of each member of a ``oneOf``/``anyOf`` that needs a class of its own: the union's
    own hint when it is the only non-null member, else its ``title``, the value of its tag property
    (the discriminator's, else a property members pin to distinct values), its shape (``List``,
    ``Enum``), a property only it has or requires (``WithReviewers``, ``WithUserEmail``:
    :func:`_own_property`), the values only it allows (``QueuedOrInProgress``), the value of a
    property every member pins, some alike (:func:`_shared_tag`), a property all the others have
    and it lacks (``WithoutEmail``), the type it alone gives a property others have too
    (``WithImageInteger``: :func:`_own_shape`), or the properties it requires beyond what every member
    requires (``RequiringNameAndData``: :func:`_own_required`), before ``Variant<N>``. A component
    member keeps its own name (the callers' rule); equal hints are numbered by the class registry.
    The callers pass the members through :func:`distinct_members` first."""
    members = [v for v in variants if not is_null_only(v)]
    if len(members) <= 1:
        return [hint] * len(variants)
    tag = discriminator.get("propertyName") if isinstance(discriminator, dict) else None
    if not isinstance(tag, str):
        tag = _common_tag(members)
    shared = _shared_tag(members) if tag is None else None
    out: list[str] = []
    for i, v in enumerate(variants):
        word = ""
        if v.title:
            word = pascal(v.title)
        if not word and tag is not None:
            word = pascal(str(_pinned(v, tag) or ""))
        if not word and v.types == ("array",):
            word = "List"
        if not word and v.raw.get("enum") and v.types in (("string",), ("integer",)):
            word = "Enum"
        if not word:
            word = _own_property(v, [o for o in members if o is not v])
        if not word:
            word = _own_values(v, [o for o in members if o is not v])
        if not word and shared is not None:
            word = pascal(str(_pinned(v, shared) or ""))
        if not word:
            word = _lacked_property(v, [o for o in members if o is not v])
        if not word:
            word = _own_shape(v, [o for o in members if o is not v])
        if not word:
            word = _own_required(v, members)
        out.append(hint + word if word and word[0].isalpha() else f"{hint}Variant{i + 1}")
    return out


def distinct_members(variants: list[Schema]) -> list[Schema]:
    """The members of a ``oneOf``/``anyOf`` less each one (no component) that gives the same Python type
    as one before it: written alike once its references are followed, annotations and the constraints
    no generated type or check carries aside (:func:`_type_key`). DigitalOcean's domain records (nine
    ``allOf: [record, {required: [...]}]``, three of them requiring the same names) and its volume
    bodies (ext4 and xfs: the same properties, ``filesystem_label``'s ``maxLength`` 16 or 12): one type,
    where a class each would only be told apart by a number."""
    seen: set[tuple[str, str]] = set()
    out: list[Schema] = []
    for v in variants:
        if not v.name and v.target is None and len(variants) > 1:  # a component keeps its name
            key = (v.file, json.dumps(_type_key(v, 0, set()), sort_keys=True, default=str))
            if key in seen:
                continue
            seen.add(key)
        out.append(v)
    return out


_ANNOTATIONS = frozenset({"description", "example", "examples", "externalDocs", "$comment"})
# validation keywords the SDK neither types nor checks (the server does): two members that differ only
# in them are one type to a client
_CONSTRAINTS = frozenset({
    "maxLength", "minLength", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
    "multipleOf", "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties",
})
_SUBSCHEMA_KEYS = frozenset({"properties", "items", "allOf", "oneOf", "anyOf", "not", "additionalProperties", "prefixItems"})
TYPE_KEY_DEPTH = 8  # below this, a sub-schema is compared by where it is written


def _type_key(schema: Schema, depth: int, active: set[tuple[str, str]]) -> Any:
    """What makes ``schema`` a Python type, as plain data: its keywords with each sub-schema's own key
    in place of the sub-schema (a reference followed; a component by its name), annotations,
    extensions and :data:`_CONSTRAINTS` left out."""
    if depth and schema.name:
        return ["$ref", schema.name]
    if schema.key in active or depth > TYPE_KEY_DEPTH:
        return ["at", *schema.key]
    active.add(schema.key)
    try:
        out: dict[str, Any] = {}
        for k, v in schema.raw.items():
            k = str(k)
            if k in _ANNOTATIONS or k in _CONSTRAINTS or k.startswith("x-"):
                continue
            if k not in _SUBSCHEMA_KEYS:
                out[k] = v if k in _VALUE_KEYS else _bare(v)
            elif k == "properties":
                out[k] = {name: _type_key(sub, depth + 1, active) for name, sub in schema.properties.items()}
            elif k in ("allOf", "oneOf", "anyOf", "prefixItems"):
                subs = {"allOf": schema.all_of, "oneOf": schema.one_of, "anyOf": schema.any_of}.get(k, schema.prefix_items)
                out[k] = [_type_key(sub, depth + 1, active) for sub in subs]
            else:
                child = {"items": schema.items, "not": schema.not_, "additionalProperties": schema.additional_properties}[k]
                out[k] = _type_key(child, depth + 1, active) if isinstance(child, Schema) else child
        return out
    finally:
        active.discard(schema.key)
_NAME_MAPS = frozenset({"properties", "patternProperties", "$defs", "definitions", "dependentSchemas"})
_VALUE_KEYS = frozenset({"enum", "const", "default"})


def _bare(node: Any, names: bool = False) -> Any:
    """A raw schema without its annotations (``description``, ``example``, ``x-`` extensions): what
    makes two schemas the same type. ``names``: ``node`` maps names to schemas (``properties``)."""
    if isinstance(node, list):
        return [_bare(v) for v in node]
    if not isinstance(node, dict):
        return node
    if names:
        return {k: _bare(v) for k, v in node.items()}
    return {
        k: v if k in _VALUE_KEYS else _bare(v, k in _NAME_MAPS)
        for k, v in node.items()
        if k not in _ANNOTATIONS and not str(k).startswith("x-")
    }


def _own_shape(member: Schema, others: list[Schema]) -> str:
    """``With<Property><Shape>`` for the first property other members have too, which ``member`` alone
    gives its shape (``WithImageInteger`` beside ``WithImageStringOrInteger``, ``WithLabelsStringList``
    beside ``WithLabelsObjectList``); "" when none."""
    props = _merged(member)[0]
    merged = [_merged(o)[0] for o in others]
    for name, sub in props.items():
        theirs = [o[name] for o in merged if name in o]
        word = _shape_word(sub)
        if theirs and word and pascal(name)[:1].isalpha() and all(_shape_word(t) != word for t in theirs):
            return "With" + pascal(name) + word
    return ""


_SHAPE_WORDS = {"string": "String", "integer": "Integer", "number": "Number", "boolean": "Boolean", "object": "Object"}


def _shape_word(schema: Schema, depth: int = 0) -> str:
    """A word for the JSON shape of ``schema``: ``String``, ``IntegerList``, ``StringOrInteger``, ``Object``."""
    if depth > 3:
        return ""
    if schema.one_of or schema.any_of:
        return "Or".join(dict.fromkeys(_shape_word(v, depth + 1) for v in schema.one_of or schema.any_of))
    if len(schema.all_of) == 1 and not schema.types:
        return _shape_word(schema.all_of[0], depth + 1)
    types = effective_types(schema)
    if types == ("array",):
        return (_shape_word(schema.items, depth + 1) if schema.items is not None else "") + "List"
    if not types and (schema.properties or schema.all_of):
        return "Object"
    return "Or".join(_SHAPE_WORDS.get(t, "") for t in types)


def _own_required(member: Schema, members: list[Schema]) -> str:
    """``Requiring<A>And<B>`` for the properties ``member`` requires beyond those every member requires,
    when no other member requires just those; "" else."""
    sets = [set(_merged(m)[1]) for m in members]
    common = set.intersection(*sets) if sets else set()
    mine = [r for r in _merged(member)[1] if r not in common]
    if not mine or sum(1 for s in sets if s - common == set(mine)) > 1:
        return ""
    words = [pascal(r) for r in mine]
    if not all(w[:1].isalpha() for w in words):
        return ""
    return "Requiring" + ("".join(words[:-1]) + "And" + words[-1] if len(words) > 1 else words[0])


def _own_property(member: Schema, others: list[Schema]) -> str:
    """``With<Property>`` for the first property (its own or its ``allOf`` parts') no other member
    has, else the first one only it requires, else the first property of one of its object
    properties that the others' same property lacks (``WithUserEmail``); "" when none."""
    props, required = _merged(member)
    merged = [_merged(o) for o in others]
    theirs = {p for o, _ in merged for p in o}
    own = next((p for p in props if p not in theirs), None)
    if own is None:
        required_by_others = {p for _, r in merged for p in r}
        own = next((p for p in required if p not in required_by_others), None)
    if own is not None:
        return "With" + pascal(own) if pascal(own)[:1].isalpha() else ""
    for name, sub in props.items():
        inner = _merged(sub)[0]
        their_inner = {p for o, _ in merged if name in o for p in _merged(o[name])[0]}
        deeper = next((p for p in inner if p not in their_inner), None)
        if deeper is not None and pascal(name)[:1].isalpha():
            return "With" + pascal(name) + pascal(deeper)
    return ""


def _lacked_property(member: Schema, others: list[Schema]) -> str:
    """``Without<Property>`` for the first property every other object member has and this object lacks
    (the smaller of ``{uid, updated}`` and ``{uid}`` is ``WithoutUpdated``, also beside a string
    member), else the first one a member with all of its properties adds; "" when none."""
    if not member.properties and not member.all_of:
        return ""
    props = _merged(member)[0]
    # the other objects (a string or a list beside them has no properties to lack)
    theirs = [found for found in (_merged(o)[0] for o in others) if found]
    lacked = next((p for p in theirs[0] if p not in props and all(p in t for t in theirs)), None) if theirs else None
    if lacked is None:  # else what a member that has all its properties adds (``{envs}`` beside ``{envs, pagination}``)
        bigger = next((t for t in theirs if set(props) < set(t)), None)
        lacked = next((p for p in bigger if p not in props), None) if bigger is not None else None
    return "Without" + pascal(lacked) if lacked is not None and pascal(lacked)[:1].isalpha() else ""


def _own_values(member: Schema, others: list[Schema]) -> str:
    """The values (at most three, ``QueuedOrInProgress``) of the first property whose ``enum`` here
    shares no value with the same property's ``enum`` in the other members that list one; "" when none."""
    props = _merged(member)[0]
    for name, sub in props.items():
        values = [v for v in (sub.enum or []) if isinstance(v, (str, int)) and not isinstance(v, bool)]
        if not values or len(values) > 3:
            continue
        theirs = [o[name].enum or [] for o, _ in (_merged(x) for x in others) if name in o and o[name].enum]
        taken = {v for t in theirs for v in t if isinstance(v, (str, int))}
        if theirs and not taken & set(values):
            word = "Or".join(pascal(str(v)) for v in values)
            if word[:1].isalpha():
                return word
    return ""


def _merged(schema: Schema) -> tuple[dict[str, Schema], list[str]]:
    """The properties and required names of ``schema`` with those of its ``allOf`` parts, in order."""
    props: dict[str, Schema] = {}
    required: list[str] = []
    todo, seen = [schema], set()
    while todo:
        part = todo.pop(0)
        if part.key in seen:
            continue
        seen.add(part.key)
        for name, sub in part.properties.items():
            props.setdefault(name, sub)
        required.extend(r for r in part.required if r not in required)
        todo.extend(part.all_of)
    return props, required


def _pinned(schema: Schema, prop: str) -> Any:
    """The one value ``schema``'s property ``prop`` may take (``const`` or a one-value ``enum``), else None."""
    sub = schema.properties.get(prop)
    if sub is None:
        for part in schema.all_of:
            sub = part.properties.get(prop) or sub
    if sub is None:
        return None
    values = [v for v in (sub.enum or []) if v is not None]
    return values[0] if len(values) == 1 and isinstance(values[0], (str, int)) else None


def _common_tag(members: list[Schema]) -> str | None:
    """A property that at least two members pin, each to a different value (``type``, ``kind``...)."""
    seen: list[str] = []
    for m in members:
        seen.extend(p for p in m.properties if p not in seen)
    for prop in seen:
        values = [str(v) for v in (_pinned(m, prop) for m in members) if v is not None]
        if len(values) >= 2 and len(set(values)) == len(values):
            return prop
    return None


def _implicit_tag(members: list[Schema]) -> str | None:
    """A property every member pins to a value no other member takes, else None."""
    tag = _common_tag(members)
    if tag is None:
        return None
    values = [_pinned(m, tag) for m in members]
    return tag if None not in values and len({str(v) for v in values}) == len(values) else None


def _shared_tag(members: list[Schema]) -> str | None:
    """A property every member pins, some to the same value (``type: github`` on three members of
    Vercel's ``gitSource``): its value names a member the other rules leave unnamed, the registry
    numbering the equal ones (``Github``, ``Github2``)."""
    first = _merged(members[0])[0]
    for prop in first:
        if all(_pinned(m, prop) is not None for m in members):
            return prop
    return None


def literal_type(values: list[Any]) -> str | None:
    """``Literal[...]`` of enum or const values (``Optional`` with ``None`` among them); None when
    a value cannot be a literal (a float, an object)."""
    usable = [v for v in values if v is None or isinstance(v, (str, bool, int))]
    if len(usable) != len(values) or all(v is None for v in values):
        return None
    shown = []
    for v in dict.fromkeys(x for x in values if x is not None):
        shown.append(py_string(v) if isinstance(v, str) else ("True" if v is True else "False" if v is False else str(v)))
    lit = f"Literal[{', '.join(shown)}]"
    return f"Optional[{lit}]" if None in values else lit


SCALAR_TYPES = {"integer": "int", "number": "float", "boolean": "bool"}
_NOT_SCALAR = frozenset({"enum", "const", "nullable", "properties", "allOf", "oneOf", "anyOf"})


def scalar_type(schema: Schema) -> str | None:
    """The Python type of a plain scalar (``type`` string, integer, number or boolean; no date format, no
    ``enum``, ``const``, ``nullable``, properties or composition): ``str``, ``int``, ``float`` or
    ``bool``, what :func:`primitive_type` gives it for a model field and a parameter alike, found
    without the walk; None for any other schema. Most properties of a big spec are such leaves."""
    raw = schema.raw
    t = raw.get("type")
    if t == "string":
        if raw.get("format") in ("date", "date-time"):
            return None
        name = "str"
    elif isinstance(t, str) and t in SCALAR_TYPES:
        name = SCALAR_TYPES[t]
    else:
        return None
    return name if _NOT_SCALAR.isdisjoint(raw) else None


def primitive_type(
    schema: Schema,
    t: str,
    element: Callable[[Schema, str], str],
    *,
    array: str = "List",
    null: str = "Any",
    date: Callable[[str], str] = str,
) -> str:
    """The Python type of ``schema`` as JSON type ``t``, the one mapping of model fields (the defaults)
    and request parameters (``Sequence``, ``None``, dates as ``Union[str, date]``): ``element(sub,
    suffix)`` types an array's items (suffix ``Item``) or a map's values (``Value``); ``date`` is given
    ``datetime`` or ``date``."""
    if t == "string":
        fmt = schema.format
        return date("datetime") if fmt == "date-time" else date("date") if fmt == "date" else "str"
    if t in SCALAR_TYPES:
        return SCALAR_TYPES[t]
    if t == "null":
        return null
    if t == "array":
        return f"{array}[{'Any' if schema.items is None else element(schema.items, 'Item')}]"
    if t == "object":
        extra = schema.additional_properties
        return f"Dict[str, {element(extra, 'Value')}]" if isinstance(extra, Schema) else "Dict[str, Any]"
    return "Any"


def _mapping_targets(disc: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """``(discriminator value, schema name)`` of each entry of a discriminator's explicit ``mapping``."""
    raw = disc.get("mapping")
    if isinstance(raw, dict):
        for value, ref in raw.items():
            if isinstance(ref, str):
                yield str(value), ref.rsplit("/", 1)[-1].replace("~1", "/").replace("~0", "~")


def effective_types(schema: Schema) -> tuple[str, ...]:
    """``schema``'s JSON types; without a ``type``, ``items`` means array and ``additionalProperties``
    object (empty: any value)."""
    if schema.types:
        return schema.types
    if schema.items is not None:
        return ("array",)
    if schema.additional_properties is not None:
        return ("object",)
    return ()


def _tagged_union(prop: str, classes: list[str], mapping: dict[str, str], fallback: str) -> str:
    """A pydantic union picked by ``prop`` (value -> class name in ``mapping``); any other value is
    validated as ``fallback``, so a variant added to the API later never raises."""
    tagged = ", ".join(f"Annotated[{c}, Tag({py_string(c)})]" for c in dict.fromkeys(classes))
    pairs = ", ".join(f"{py_string(k)}: {py_string(v)}" for k, v in sorted(mapping.items()))
    return f"Annotated[Union[{tagged}], Discriminator(discriminate({py_string(prop)}, {{{pairs}}}, {py_string(fallback)}))]"


def _constraint_only(schema: Schema) -> bool:
    """A subschema that adds only constraints (``required``, ``minProperties``...), no shape."""
    return not (
        schema.properties or schema.types or schema.ref or schema.all_of or schema.one_of or schema.any_of
    ) and schema.items is None and schema.enum is None


def site_nullability(site: Schema, t: str) -> str:
    """``t``, the type of ``site``'s target, made nullable (or not) as ``site`` is: the keywords beside a
    ``$ref`` (``nullable: true``) decide it where the reference is used."""
    if site.nullable:
        return _optional(t)
    if t.startswith("Optional[") and site.target is not None and site.target.nullable:
        return t[len("Optional["):-1]
    return t


def _optional(t: str) -> str:
    return t if t in ("Any", "None") or t.startswith("Optional[") else f"Optional[{t}]"


def _union(parts: list[str]) -> str:
    parts = list(dict.fromkeys(parts))
    if "Any" in parts:
        return "Any"
    if len(parts) == 1:
        return parts[0]
    if "None" in parts:
        rest = [p for p in parts if p != "None"]
        return _optional(_union(rest))
    return f"Union[{', '.join(parts)}]"


def _merge_into(
    s: Schema, depth: int, props: dict[str, Schema], required: set[str], seen: set[tuple[str, str]]
) -> None:
    """Add ``s``'s ``allOf`` parts (first) and own properties to ``props``/``required``; a property whose
    schema is ``false`` (no value allowed) is left out, so it is never an argument or a field. A plain
    function, not a closure: a recursive closure is a reference cycle, garbage the collector must find."""
    if s.key in seen or depth > MAX_DEPTH:
        return
    seen.add(s.key)
    for part in s.all_of:
        _merge_into(part, depth + 1, props, required, seen)
    for name, sub in s.properties.items():
        if sub.boolean_value is False:
            props.pop(name, None)
        else:
            props[name] = sub
    required.update(s.required)


def import_lines(names: Iterable[str], module_of: Callable[[str], str]) -> list[dict[str, Any]]:
    """The ``{module, names}`` import lines of generated classes ``names`` (``module_of`` names the module
    each is defined in): one line per module, the modules and each line's names in sorted order."""
    by_module: dict[str, set[str]] = {}
    for name in names:
        by_module.setdefault(module_of(name), set()).add(name)
    return [{"module": m, "names": sorted(by_module[m])} for m in sorted(by_module)]


def inside(schema: Schema, outer: Schema) -> bool:
    """``schema`` is defined inside ``outer`` (a property's, an item's or a part's schema written in it)."""
    return schema.file == outer.file and schema.pointer.startswith(outer.pointer + "/")
