"""Model stage: a read-only view of one JSON Schema object with identity.

Entry point: :class:`Schema`, made only by :meth:`generator.model.spec.Spec.schema` so that the same
definition (file + JSON pointer) is always the same object. Recursive schemas are therefore object cycles:
walk them with a visited set keyed by :attr:`Schema.key`. OpenAPI 3.0 ``nullable: true``, a 3.1
``type: [x, "null"]`` and ``type: "null"`` all become :attr:`Schema.nullable`; :attr:`Schema.types`
never holds ``"null"``. A 3.1 ``$ref`` with keywords beside it that change its meaning
(:mod:`generator.model.siblings`) is a :class:`SiteSchema`: the target with those keywords applied,
one object per use site, named as the target and sharing the target's sub-schemas.
"""

from __future__ import annotations

from typing import Any, Protocol

from generator.model.lazy import cached_property
from generator.model.siblings import Merged



class Schemas(Protocol):
    """What makes a schema's subschemas: :class:`generator.model.spec.Spec`."""

    file: str  # the main document's path

    def schema(self, node: Any, file: str, pointer: str, *tokens: object) -> Schema: ...

class _Missing:
    """The type of :data:`MISSING` (one object, also after pickling: a spec goes to worker processes)."""

    def __repr__(self) -> str:
        return "MISSING"

    def __bool__(self) -> bool:
        return False

    def __reduce__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()
"""Marks a keyword that is absent (as opposed to present with the value null)."""

_COMPOSITIONS = ("allOf", "oneOf", "anyOf")


class Schema:
    """A schema node. ``raw`` is the dict after its own ``$ref`` was followed."""

    target: Schema | None = None
    """The referenced schema when this is a :class:`SiteSchema`, else None."""

    def __init__(self, spec: Schemas, file: str, pointer: str, raw: Any, ref: str | None = None) -> None:
        self.spec = spec
        self.file = file
        self.pointer = pointer
        self.raw: dict[str, Any] = raw if isinstance(raw, dict) else {}
        self.is_boolean = isinstance(raw, bool)
        self.boolean_value = raw if isinstance(raw, bool) else None
        self.ref = ref

    # identity -----------------------------------------------------------------------------------
    @property
    def key(self) -> tuple[str, str]:
        return (self.file, self.pointer)

    @cached_property
    def name(self) -> str | None:
        """The component name when this schema is ``#/components/schemas/NAME`` (or 2.0 definitions)."""
        return _component_name(self.pointer)

    @property
    def definition(self) -> Schema:
        """The schema this one is a use of: the target of a :class:`SiteSchema`, else itself."""
        return self

    def __repr__(self) -> str:
        return f"Schema({self.name or self.pointer!r})"

    # raw keywords -------------------------------------------------------------------------------
    def get(self, keyword: str, default: Any = MISSING) -> Any:
        return self.raw.get(keyword, default)

    def has(self, keyword: str) -> bool:
        return keyword in self.raw

    def _child(self, value: Any, *tokens: object) -> Schema:
        return self.spec.schema(value, self.file, self.pointer, *tokens)

    # type and nullability -----------------------------------------------------------------------
    @cached_property
    def types(self) -> tuple[str, ...]:
        t = self.raw.get("type")
        if t is None:
            return ()
        if isinstance(t, str):
            return () if t == "null" else (t,)
        if isinstance(t, list):
            return tuple(x for x in t if isinstance(x, str) and x != "null")
        return ()

    @property
    def type(self) -> str | None:
        """The single non-null type, or None when absent or several."""
        return self.types[0] if len(self.types) == 1 else None

    @cached_property
    def nullable(self) -> bool:
        t = self.raw.get("type")
        if self.raw.get("nullable") is True:
            return True
        if t == "null" or (isinstance(t, list) and "null" in t):
            return True
        enum = self.raw.get("enum")
        return isinstance(enum, list) and None in enum and not self.types

    # structure ----------------------------------------------------------------------------------
    @cached_property
    def properties(self) -> dict[str, Schema]:
        props = self.raw.get("properties")
        if not isinstance(props, dict):
            return {}
        return {str(k): self._child(v, "properties", k) for k, v in props.items()}

    @cached_property
    def required(self) -> tuple[str, ...]:
        req = self.raw.get("required")
        if not isinstance(req, list):
            return ()
        seen: dict[str, None] = {}
        for r in req:
            if isinstance(r, str):
                seen.setdefault(r, None)
        return tuple(seen)

    @cached_property
    def items(self) -> Schema | None:
        it = self.raw.get("items")
        if isinstance(it, (dict, bool)):
            return self._child(it, "items")
        return None

    @cached_property
    def prefix_items(self) -> list[Schema]:
        it = self.raw.get("prefixItems")
        return [self._child(v, "prefixItems", i) for i, v in enumerate(it)] if isinstance(it, list) else []

    def _composition(self, keyword: str) -> list[Schema]:
        value = self.raw.get(keyword)
        if not isinstance(value, list):
            return []
        return [self._child(v, keyword, i) for i, v in enumerate(value)]

    @cached_property
    def all_of(self) -> list[Schema]:
        return self._composition("allOf")

    @cached_property
    def one_of(self) -> list[Schema]:
        return self._composition("oneOf")

    @cached_property
    def any_of(self) -> list[Schema]:
        return self._composition("anyOf")

    @cached_property
    def not_(self) -> Schema | None:
        value = self.raw.get("not")
        return self._child(value, "not") if isinstance(value, (dict, bool)) else None

    @cached_property
    def additional_properties(self) -> bool | Schema | None:
        """None when absent, a bool when ``true``/``false``, else the schema of extra values."""
        value = self.raw.get("additionalProperties", MISSING)
        if value is MISSING:
            return None
        if isinstance(value, bool):
            return value
        if isinstance(value, dict):
            return self._child(value, "additionalProperties")
        return None

    # annotations --------------------------------------------------------------------------------
    @property
    def enum(self) -> list[Any] | None:
        e = self.raw.get("enum")
        if isinstance(e, list):
            return e
        if "const" in self.raw:
            return [self.raw["const"]]
        return None

    @property
    def format(self) -> str | None:
        f = self.raw.get("format")
        return f if isinstance(f, str) else None

    @property
    def description(self) -> str | None:
        d = self.raw.get("description")
        return d if isinstance(d, str) else None

    @property
    def title(self) -> str | None:
        t = self.raw.get("title")
        return t if isinstance(t, str) else None

    @property
    def default(self) -> Any:
        return self.raw.get("default", MISSING)

    @property
    def read_only(self) -> bool:
        return self.raw.get("readOnly") is True

    @property
    def write_only(self) -> bool:
        return self.raw.get("writeOnly") is True

    @property
    def deprecated(self) -> bool:
        return self.raw.get("deprecated") is True

    @property
    def discriminator(self) -> dict[str, Any] | None:
        d = self.raw.get("discriminator")
        return d if isinstance(d, dict) else None

    @property
    def example(self) -> Any:
        if "example" in self.raw:
            return self.raw["example"]
        ex = self.raw.get("examples")
        if isinstance(ex, list) and ex:
            return ex[0]
        return MISSING

    @property
    def is_composed(self) -> bool:
        return any(k in self.raw for k in _COMPOSITIONS)

    def extensions(self) -> dict[str, Any]:
        return {k: v for k, v in self.raw.items() if isinstance(k, str) and k.startswith("x-")}


class SiteSchema(Schema):
    """A 3.1 ``$ref`` with keywords beside it that change its meaning, where it is written: ``raw`` is
    the target's keywords with them applied (:func:`generator.model.siblings.merge`), :attr:`key` the use
    site, :attr:`name` the target's (or its own at ``#/components/schemas/NAME``). The sub-schemas of the
    target's keywords are the target's own objects; those of the siblings' sit at the use site."""

    def __init__(self, spec: Schemas, file: str, pointer: str, merged: Merged, ref: str, target: Schema,
                 siblings: dict[str, Any]) -> None:
        super().__init__(spec, file, pointer, merged.raw, ref=ref)
        self.target = target
        self.siblings = siblings  # the keywords applied (generator.model.siblings.applied_siblings)
        self._own = merged.own
        self._target_all_of = merged.target_all_of

    @cached_property
    def name(self) -> str | None:
        return _component_name(self.pointer) or (self.target.name if self.target is not None else None)

    @property
    def definition(self) -> Schema:
        return self.target.definition if self.target is not None else self

    def _child(self, value: Any, *tokens: object) -> Schema:
        keyword = tokens[0] if tokens else None
        if keyword == "allOf" and len(tokens) == 2 and isinstance(tokens[1], int):
            i = tokens[1]
            if i >= self._target_all_of:
                return self.spec.schema(value, self.file, self.pointer, "allOf", i - self._target_all_of)
        elif keyword in self._own:
            return self.spec.schema(value, self.file, self.pointer, *tokens)
        assert self.target is not None
        return self.target._child(value, *tokens)

    def __repr__(self) -> str:
        return f"SiteSchema({self.pointer!r} -> {self.target!r})"


def _component_name(pointer: str) -> str | None:
    for prefix in ("/components/schemas/", "/definitions/"):
        if pointer.startswith(prefix):
            rest = pointer[len(prefix):]
            if "/" not in rest:
                return rest.replace("~1", "/").replace("~0", "~")
    return None


def of_type(value: Any, type_name: str) -> bool:
    """JSON Schema's ``type`` test of one value against one type name: an integral float is an
    ``integer``, a bool is no number, a name JSON Schema does not define admits any value."""
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
