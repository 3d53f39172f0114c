"""SDK target: request-side types — ``TypedDict`` classes for request objects, ``Literal`` for enums.

Entry point: :class:`ParamTypes` (``type_of`` while the methods are built, then :meth:`contexts`).
Responses stay pydantic models (``registry``); what a caller *sends* is typed the way Stainless SDKs do,
so plain dict literals pass ``mypy --strict``: an object schema becomes a ``total=False`` ``TypedDict``
named ``<Class>Param`` (required properties ``Required[...]``, ``readOnly`` ones left out, ``allOf``
merged), an enum becomes ``Literal[...]``, an array ``Sequence[...]``, a ``oneOf``/``anyOf`` a ``Union``,
``date-time`` ``Union[str, datetime]``. The modules under ``params/`` are laid out as Stainless SDKs lay
theirs: a component schema's class has a module of its own (``<class>``); an inline schema's class is in
the module of the class it is defined in, or else of the method whose arguments name it
(``<method>_params``). Modules import the classes of other modules at the bottom, so cycles are harmless
(:meth:`ParamTypes.modules`).
"""

from __future__ import annotations

import json
import keyword
from dataclasses import dataclass, field
from typing import Any

from generator.model import MISSING, Schema
from generator.render.literals import docstring_text, py_string
from generator.targets.sdk.naming import NameTable, capped, pascal, safe_identifier, snake
from generator.targets.sdk.registry import (
    MAX_DEPTH, RESERVED_CLASS_NAMES, Registry, effective_types, import_lines, inside, is_null_only, literal_type, primitive_type,
    site_nullability, distinct_members, scalar_type, variant_hints,
)

PARAM_TYPING_NAMES = ("Any", "Dict", "Literal", "Optional", "Sequence", "Union")
RESERVED_PARAM_NAMES = RESERVED_CLASS_NAMES | {"TypedDict", "Required", "Sequence", "Mapping", "Iterable"}
_ANNOTATION_WORDS = frozenset(
    {"Any", "Dict", "Literal", "Optional", "Sequence", "Union", "Required", "TypedDict", "str", "int", "float",
     "bool", "bytes", "object", "datetime", "date", "None"}
)


@dataclass
class ParamEntry:
    class_name: str
    module: str
    schema: Schema
    uses: set[str] = field(default_factory=set)  # other param classes its fields name


class ParamTypes:
    """Request-side type expressions, registering a ``TypedDict`` per object schema on the way."""

    def __init__(self, registry: Registry) -> None:
        self.registry = registry
        self.entries: list[ParamEntry] = []
        self.by_key: dict[tuple[str, str], ParamEntry] = {}
        self.by_class: dict[str, ParamEntry] = {}
        self._names = NameTable(set(RESERVED_PARAM_NAMES) | set(registry.by_class))
        self._modules = NameTable({"__init__"}, fold=True)
        self.method = ""  # the hint of the method whose arguments are being typed (set by its builder)
        self._method_modules: dict[str, str] = {}
        self._owner: ParamEntry | None = None  # the class whose fields are being typed
        self._expanding: set[tuple[str, str]] = set()
        self._pending: list[ParamEntry] = []
        # a schema's type once it names only classes already registered: (type, the names it uses)
        self._settled: dict[tuple[str, str], tuple[str, frozenset[str]]] = {}
        self._literals: dict[tuple[Any, ...], str | None] = {}

    def type_of(self, schema: Schema | None, hint: str, uses: set[str], depth: int = 0) -> str:
        """The type a caller passes for ``schema``; param classes it names are added to ``uses``.

        A top-level answer that registered no new class did not depend on ``hint`` (the hint only
        names new classes), so it is kept per schema and reused: a parameter shared by thousands of
        operations (graph.json's ``$select`` with its enum of every property) is worked out once."""
        if schema is None or schema.is_boolean or depth > MAX_DEPTH:
            return "Any"
        if schema.target is not None:  # a $ref with keywords beside it: its target, nullable as written here
            return site_nullability(schema, self.type_of(schema.target, hint, uses, depth))
        scalar = scalar_type(schema)
        if scalar is not None:
            return scalar
        if depth == 0 and not self._expanding:
            settled = self._settled.get(schema.key)
            if settled is not None:
                uses |= settled[1]
                return settled[0]
            registered = len(self.entries)
            mine: set[str] = set()
            t = self._nullable(schema, self._plain(schema, hint, mine, depth))
            uses |= mine
            if len(self.entries) == registered:
                self._settled[schema.key] = (t, frozenset(mine))
            return t
        return self._nullable(schema, self._plain(schema, hint, uses, depth))

    @staticmethod
    def _nullable(schema: Schema, t: str) -> str:
        if schema.nullable and t not in ("Any", "None") and not t.startswith("Optional["):
            t = f"Optional[{t}]"
        return t

    def _plain(self, schema: Schema, hint: str, uses: set[str], depth: int) -> str:
        component = self.registry.by_key.get(schema.key)
        if component is not None:
            hint = component.class_name
        literal = self._literal(schema)
        if literal is not None:
            return literal
        if is_null_only(schema):
            return "None"
        if self.registry.is_object(schema):
            entry = self.by_key.get(schema.key) or self._register(schema, hint)
            uses.add(entry.class_name)
            return entry.class_name
        if schema.key in self._expanding:
            return "Any"  # a type that contains itself without passing through an object
        self._expanding.add(schema.key)
        try:
            return self._structural(schema, hint, uses, depth)
        finally:
            self._expanding.discard(schema.key)

    def _structural(self, schema: Schema, hint: str, uses: set[str], depth: int) -> str:
        if schema.one_of or schema.any_of:
            variants = distinct_members(schema.one_of or schema.any_of)
            parts: list[str] = []
            nullable = False
            for v, sub_hint in zip(variants, variant_hints(variants, hint, schema.discriminator)):
                t = self.type_of(v, sub_hint, uses, depth + 1)
                if t.startswith("Optional["):
                    nullable, t = True, t[len("Optional[") : -1]
                if t == "None":
                    nullable = True
                    continue
                parts.append(t)
            return _union(parts, nullable)
        if len(schema.all_of) == 1 and not schema.properties:
            return self.type_of(schema.all_of[0], hint, uses, depth + 1)
        if schema.all_of:
            return "Dict[str, Any]"
        types = effective_types(schema)
        if not types:
            return "Any"
        parts = [self._primitive(schema, t, hint, uses, depth) for t in types]
        nullable = "None" in parts
        return _union([p for p in parts if p != "None"], nullable)

    def _primitive(self, schema: Schema, t: str, hint: str, uses: set[str], depth: int) -> str:
        def date(name: str) -> str:  # a parameter accepts the ISO text as well
            uses.add(name)
            return f"Union[str, {name}]"

        return primitive_type(
            schema, t, lambda sub, suffix: self.type_of(sub, hint + suffix, uses, depth + 1),
            array="Sequence", null="None", date=date,
        )

    def _literal(self, schema: Schema) -> str | None:
        """``Literal[...]`` of the schema's enum; the same values (a property list repeated in every
        operation of an entity) are spelled once."""
        values = schema.enum
        if not values:
            return None
        try:
            key = tuple((type(v), v) for v in values)  # True and 1 are equal keys, not equal literals
            if key in self._literals:
                return self._literals[key]
        except TypeError:  # an unhashable value: not a literal anyway
            return self._spell_literal(values)
        spelled = self._literals[key] = self._spell_literal(values)
        return spelled

    @staticmethod
    def _spell_literal(values: list[Any]) -> str | None:
        return literal_type(values)

    # classes ---------------------------------------------------------------------------------------
    def _register(self, schema: Schema, hint: str) -> ParamEntry:
        keep = hint.isascii() and hint.isidentifier() and hint[:1].isupper() and "_" not in hint
        base = safe_identifier(hint if keep else pascal(hint) or "Request", prefix="Request", reserved=RESERVED_PARAM_NAMES)
        if base[0].islower():
            base = base[0].upper() + base[1:]
        # a schema already named ``...Param`` (a request-only component) is ``...Params``, never ``...ParamParam``
        class_name = self._names.claim(capped(base + ("s" if base.endswith("Param") else "Param")))
        owner = self._owner
        if owner is not None and inside(schema, owner.schema):  # defined inside the class being typed: its module
            module = owner.module
        elif owner is None and schema.key not in self.registry.by_key:  # met in a method's arguments: the method's
            module = self._method_modules.get(self.method) or self._method_module()
        else:  # a component's class (or one defined elsewhere): a module of its own, as its model has
            module = self._modules.claim(capped(safe_identifier(snake(class_name), prefix="p")), sep="_")
        entry = ParamEntry(class_name, module, schema)
        self.entries.append(entry)
        self.by_key[schema.key] = entry
        self.by_class[class_name] = entry
        self._pending.append(entry)
        return entry

    def _method_module(self) -> str:
        """The params module of the method being typed (named at its first inline class)."""
        stem = snake(self.method) or "request"
        module = self._method_modules[self.method] = self._modules.claim(
            capped(safe_identifier(stem + "_params", prefix="p")), sep="_"
        )
        return module

    def contexts(self) -> list[dict[str, Any]]:
        """The template context of every param class (registering nested ones on the way)."""
        out: dict[str, dict[str, Any]] = {}
        while self._pending:
            entry = self._pending.pop(0)
            self._owner = entry  # a class defined inside it goes in its module
            out[entry.class_name] = self._context(entry)
        self._owner = None
        return [out[e.class_name] for e in self.entries]

    @staticmethod
    def modules(classes: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The template context of every params module: its classes (:meth:`contexts`, in their order),
        the names its classes' annotations import, and the classes of other modules they name, by module."""
        grouped: dict[str, list[dict[str, Any]]] = {}
        for c in classes:
            grouped.setdefault(c["module"], []).append(c)
        out = []
        for module, members in grouped.items():
            own = {c["class_name"] for c in members}
            module_of = {imp["name"]: imp["module"] for c in members for imp in c["imports"] if imp["name"] not in own}
            typing = {n for c in members for n in c["typing_imports"]}
            dates = {n for c in members for n in c["datetime_imports"]}
            out.append({
                "module": module,
                "classes": members,
                "typing_imports": [n for n in PARAM_TYPING_NAMES if n in typing],
                "datetime_imports": [n for n in ("date", "datetime") if n in dates],
                "imports": import_lines(module_of, module_of.__getitem__),
            })
        return out

    def _context(self, entry: ParamEntry) -> dict[str, Any]:
        props, required = self.registry.request_properties(entry.schema)
        fields = []
        for wire, prop in props.items():
            if prop.read_only:
                continue
            t = self.type_of(prop, _class_stem(entry.class_name) + (pascal(wire) or "Field"), entry.uses)
            doc = default_note(docstring_text(prop.description), prop)
            fields.append({"wire": wire, "key": py_string(wire), "type": f"Required[{t}]" if wire in required else t, "doc": doc})
        used = {u for u in entry.uses if u in self.by_class and u != entry.class_name}
        text = " ".join(f["type"] for f in fields)
        words = set(text.replace("[", " ").replace("]", " ").replace(",", " ").split())
        taken = words | used | {entry.class_name}
        functional = any(not _plain_key(f["wire"], taken) for f in fields)
        return {
            "class_name": entry.class_name,
            "module": entry.module,
            "doc": docstring_text(entry.schema.description or entry.schema.title),
            "fields": fields,
            "functional": functional,
            "typing_imports": [n for n in PARAM_TYPING_NAMES if n in words],
            "datetime_imports": [n for n in ("date", "datetime") if n in words],
            "imports": [{"module": self.by_class[u].module, "name": u} for u in sorted(used)],
        }


def default_note(doc: str, schema: Schema | None) -> str:
    """``doc`` plus the spec's default: the SDK never sends it (the server applies its own), so the
    docstring is where a caller learns it."""
    if schema is None or schema.default is MISSING:
        return doc
    try:
        shown = json.dumps(schema.default, ensure_ascii=False, sort_keys=True)
    except (TypeError, ValueError):
        return doc
    note = docstring_text(f"Server default when not given: {shown}.")
    return f"{doc}\n\n{note}" if doc else note


def _class_stem(class_name: str) -> str:
    """The hint a params class was named from (without its ``Param``/``Params`` suffix)."""
    return class_name[:-1] if class_name.endswith("Params") else class_name.removesuffix("Param")


def _plain_key(wire: str, taken: set[str]) -> bool:
    """A wire name that can be a class-syntax TypedDict field without changing meaning."""
    return (
        wire.isidentifier()
        and wire.isascii()
        and not keyword.iskeyword(wire)
        and not wire.startswith("_")
        and wire not in taken
        and wire not in _ANNOTATION_WORDS
    )


def _union(parts: list[str], nullable: bool) -> str:
    parts = list(dict.fromkeys(parts))
    if "Any" in parts:
        return "Any"
    if not parts:
        return "None"
    t = parts[0] if len(parts) == 1 else f"Union[{', '.join(parts)}]"
    return f"Optional[{t}]" if nullable else t
