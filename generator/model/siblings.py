"""Model stage: the keywords written beside a ``$ref``, applied where the reference is used.

Entry points: :func:`applied_siblings` ``(node) -> dict | None`` (the keywords beside a ``$ref`` that
change what its use site accepts or says) and :func:`merge` ``(target, siblings) -> Merged | None``
(the target's keywords with those applied; None when they change nothing). :meth:`Spec.schema
<generator.model.spec.Spec.schema>` calls them for a document of OpenAPI 3.1 or later only: in 3.0 a
Reference Object's other fields "SHALL be ignored", as kin-openapi (oasdiff) ignores them.

In 3.1 (JSON Schema 2020-12) the keywords beside a ``$ref`` apply together with it. Read as
kin-openapi reads them, but with every assertion merged where one merged keyword says the same:

- annotations (:data:`ANNOTATIONS`: ``default``, ``deprecated``, ``nullable``, ``readOnly``, ...): the
  sibling's value replaces the target's (the nearest one describes the use site);
- an assertion the target does not make is added; one it makes with the same value changes nothing;
  bounds keep the tighter value, ``type`` and ``enum`` the values both allow, ``required`` and
  ``allOf`` take both; any other assertion that differs from the target's (two ``pattern`` s, two
  ``properties`` maps, ``additionalProperties`` beside the target's ``properties``, ...) goes into one
  more ``allOf`` member (the conjunct) holding the siblings' values, as kin-openapi does with all of them;
- a reference to a reference with such keywords (an alias: ``MaybeUsage: {$ref: Usage, nullable: true}``)
  has them too (:meth:`Spec.schema <generator.model.spec.Spec.schema>` follows a local alias one step);
- documentation (:data:`DOCUMENTATION`: ``description``, ``title``, ``example`` ...) and extensions
  no stage compares are not applied: a ``$ref`` with only those is the referenced schema itself.
"""

from __future__ import annotations

from typing import Any, NamedTuple

DOCUMENTATION = frozenset({
    "$ref", "description", "title", "example", "examples", "$comment", "externalDocs", "xml", "$id", "$schema",
    "$anchor", "$dynamicAnchor", "$defs", "definitions", "$vocabulary",
})
"""Keywords beside a ``$ref`` that are not applied (no check compares them; the docs and the SDK show
the target's)."""

COMPARED_EXTENSIONS = frozenset({"x-stability-level", "x-sunset", "x-extensible-enum"})
"""The extensions the changelog compares: applied like annotations; other ``x-`` siblings are not."""

ANNOTATIONS = frozenset({
    "default", "deprecated", "nullable", "readOnly", "writeOnly", "discriminator", "allowEmptyValue",
    "contentMediaType", "contentEncoding", *COMPARED_EXTENSIONS,
})
"""Siblings whose value replaces the target's (kin-openapi's ``refSiblingAnnotations`` that say
something about values, and the compared extensions)."""

LOWER_BOUNDS = frozenset({"minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties", "minContains"})
UPPER_BOUNDS = frozenset({"maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties", "maxContains"})

# a keyword whose meaning depends on others of the same schema object (``additionalProperties`` allows
# what ``properties`` does not name): it merges only where the other side has none of those
NEIGHBOURS = {
    "additionalProperties": ("properties", "patternProperties"),
    "properties": ("additionalProperties",), "patternProperties": ("additionalProperties",),
    "items": ("prefixItems",), "prefixItems": ("items",),
    "then": ("if",), "else": ("if",), "if": ("then", "else"),
    "minContains": ("contains",), "maxContains": ("contains",), "contains": ("minContains", "maxContains"),
}


class Merged(NamedTuple):
    """A use site's keywords: ``raw`` (the target's with the siblings applied), ``own`` (the keywords
    whose value is the siblings' alone: their sub-schemas sit at the use site) and ``target_all_of``
    (how many leading ``allOf`` members are the target's; the siblings' and the conjunct follow)."""

    raw: dict[str, Any]
    own: frozenset[str]
    target_all_of: int


def applied_siblings(node: dict[Any, Any]) -> dict[str, Any] | None:
    """The keywords beside ``node``'s ``$ref`` that are applied at its use site, None when none is."""
    out = {k: v for k, v in node.items() if type(k) is str and k not in DOCUMENTATION
           and (not k.startswith("x-") or k in COMPARED_EXTENSIONS)}
    return out or None


def merge(target: dict[str, Any], siblings: dict[str, Any]) -> Merged | None:
    """``target``'s keywords with ``siblings`` applied (see the module's docstring); None when the
    siblings change nothing (each is the target's own, or narrows nothing)."""
    raw = dict(target)
    own: set[str] = set()
    conjunct: dict[str, Any] = {}
    for kw, value in siblings.items():
        if kw in ANNOTATIONS:
            if kw not in target or not _equal(target[kw], value):
                raw[kw] = value
                own.add(kw)
        elif any(n in target and n not in siblings for n in NEIGHBOURS.get(kw, ())):
            conjunct[kw] = value
        elif kw not in target:
            raw[kw] = value
            own.add(kw)
        elif not _equal(target[kw], value):
            combined = _combine(kw, target, siblings)
            if combined is _CONFLICT:
                conjunct[kw] = value
            else:
                raw.update(combined)
    if conjunct:
        for kw in list(conjunct):  # a keyword goes with its neighbours written beside it
            conjunct.update({n: siblings[n] for n in NEIGHBOURS.get(kw, ()) if n in siblings})
    if raw == target and not conjunct:
        return None
    all_of = target.get("allOf")
    if conjunct:
        members = raw.get("allOf")
        raw["allOf"] = [*(members if isinstance(members, list) else []), conjunct]
    own.discard("allOf")  # members are told apart by position: the target's first (see Merged)
    return Merged(raw, frozenset(own), len(all_of) if isinstance(all_of, list) else 0)


_CONFLICT: Any = object()


def _equal(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return bool(type(a) is type(b) and a == b) or (isinstance(a, (int, float)) and isinstance(b, (int, float)) and a == b)


def _number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _combine(kw: str, target: dict[str, Any], siblings: dict[str, Any]) -> Any:
    """The keywords that say what both ``target[kw]`` and ``siblings[kw]`` say, or :data:`_CONFLICT`."""
    old, new = target[kw], siblings[kw]
    if kw in LOWER_BOUNDS or kw in UPPER_BOUNDS:
        if not (_number(old) and _number(new)):
            return _CONFLICT
        return {kw: max(old, new) if kw in LOWER_BOUNDS else min(old, new)}
    if kw == "type":
        return _types(target, siblings)
    if kw == "enum" and isinstance(old, list) and isinstance(new, list):
        common = [v for v in old if any(_equal(v, w) for w in new)]
        return {kw: common} if common else _CONFLICT
    if kw == "required" and isinstance(old, list) and isinstance(new, list):
        return {kw: [*old, *(r for r in new if r not in old)]}
    if kw == "allOf" and isinstance(old, list) and isinstance(new, list):
        return {kw: [*old, *new]}
    if kw == "uniqueItems" and isinstance(old, bool) and isinstance(new, bool):
        return {kw: old or new}
    return _CONFLICT


def _type_list(raw: dict[str, Any]) -> list[str] | None:
    t = raw.get("type")
    if isinstance(t, str):
        return [t]
    if isinstance(t, list) and all(isinstance(x, str) for x in t):
        return list(t)
    return None


def _types(target: dict[str, Any], siblings: dict[str, Any]) -> Any:
    """``type``: the types both allow (``integer`` within ``number``); null counts where a 3.0-style
    ``nullable: true`` allows it, and a target's ``nullable: true`` is dropped when the siblings forbid null."""
    old, new = _type_list(target), _type_list(siblings)
    if old is None or new is None:
        return _CONFLICT
    if target.get("nullable") is True and "null" not in old:
        old.append("null")
    if siblings.get("nullable") is True and "null" not in new:
        new.append("null")
    common: list[str] = []
    for t in old:
        if t in new or (t == "integer" and "number" in new):
            common.append(t)
        elif t == "number" and "integer" in new:
            common.append("integer")
    if not [t for t in common if t != "null"]:
        return _CONFLICT
    out: dict[str, Any] = {}
    written = [t for t in common if t != "null" or "null" in (_type_list(target) or [])]
    out["type"] = written[0] if len(written) == 1 else written
    if target.get("nullable") is True and "null" not in common:
        out["nullable"] = False
    return out
