"""Rules stage: value and bound changes of one schema node (part of :mod:`.schema_rules`).

Entry points: :func:`values` (default, const, pattern, uniqueItems, contentMediaType/Encoding,
discriminator, dependentRequired) and :func:`bounds` (maximum, minLength, maxItems, exclusive*,
*Contains, *Properties, multipleOf). Both take
the node's emission helper ``n`` (``n.emit(what, args)``, ``what`` a key of ``SCHEMA_IDS``) and its :class:`SchemaDiff`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from generator.diff.schema import SchemaDiff
from generator.model.schema import MISSING

BOUNDS = (
    ("maximum", "max"), ("minimum", "min"), ("maxLength", "max-length"), ("minLength", "min-length"),
    ("maxItems", "max-items"), ("minItems", "min-items"), ("exclusiveMaximum", "exclusive-max"),
    ("exclusiveMinimum", "exclusive-min"), ("maxContains", "max-contains"), ("minContains", "min-contains"),
    ("multipleOf", "multiple-of"), ("maxProperties", "max-properties"), ("minProperties", "min-properties"),
)


def _num(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _show(v: Any) -> Any:
    return None if v is MISSING else v


def defaults(n: Any, d: SchemaDiff, keywords: tuple[tuple[str, str], ...] = (("default", "default-value"),)) -> None:
    """``default`` (and, for :func:`values`, ``const``) added, removed or changed; not the default of a
    parameter required before or after (oasdiff 1.39.0: a client sends it, so its default is not used)."""
    fixed = n.ctx.required and n.node.path == "" and n.ctx.root_prefix == "request-parameter"
    for kw, attr in keywords:
        v = d.values.get(kw)
        if v is None or (fixed and kw == "default"):
            continue
        old, new = v
        if kw == "default":  # a null default is no default (oasdiff): null -> value adds one
            old, new = (MISSING if x is None else x for x in v)
            if old is MISSING and new is MISSING:
                continue
        if old is MISSING:
            n.emit(f"{attr}-added", {"value": new})
        elif new is MISSING:
            n.emit(f"{attr}-removed", {"value": old}, base_side=True)
        else:
            n.emit(f"{attr}-changed", {"from": old, "to": new})


def values(n: Any, d: SchemaDiff) -> None:
    """default, const, pattern, uniqueItems, content*, discriminator and dependentRequired changes of one node."""
    defaults(n, d, (("default", "default-value"), ("const", "const")))
    v = d.values.get("pattern")
    if v is not None:
        old, new = (MISSING if x == "" else x for x in v)
        if old is MISSING:
            n.emit("pattern-added", {"value": new})
        elif new is MISSING:
            n.emit("pattern-removed", {"value": old}, base_side=True)
        elif new == ".*":  # (only the pattern that matches every string, written as oasdiff 1.39.0 knows it)
            if not n.emit("pattern-generalized", {"from": old, "to": new}):
                n.emit("pattern-changed", {"from": old, "to": new})
        else:
            n.emit("pattern-changed", {"from": old, "to": new})
    v = d.values.get("uniqueItems")
    if v is not None and (v[0] is True) != (v[1] is True):
        n.emit("unique-items-set" if v[1] is True else "unique-items-unset")
    for kw, attr in (("contentMediaType", "content-media-type"), ("contentEncoding", "content-encoding")):
        v = d.values.get(kw)
        if v is not None:
            n.emit(f"{attr}-changed", {"from": _show(v[0]), "to": _show(v[1])})
    v = d.values.get("discriminator")
    if v is not None:
        old, new = v
        if old is MISSING:
            n.emit("discriminator-added", {"value": (new or {}).get("propertyName") if isinstance(new, dict) else new})
        elif new is MISSING:
            n.emit("discriminator-removed", {"value": old.get("propertyName") if isinstance(old, dict) else old})
        elif isinstance(old, dict) and isinstance(new, dict):
            if old.get("propertyName") != new.get("propertyName"):
                n.emit("discriminator-property-name-changed", {"from": old.get("propertyName"), "to": new.get("propertyName")})
            om = old["mapping"] if isinstance(old.get("mapping"), dict) else {}
            nm = new["mapping"] if isinstance(new.get("mapping"), dict) else {}
            # added and deleted mapping keys are one change each (listing the keys); a changed key is one
            added, deleted = sorted(set(nm) - set(om)), sorted(set(om) - set(nm))
            if added:
                n.emit("discriminator-mapping-added", {"value": added})
            if deleted:
                n.emit("discriminator-mapping-deleted", {"value": deleted})
            for k in sorted(set(om) & set(nm)):
                if om[k] != nm[k]:
                    n.emit("discriminator-mapping-changed", {"value": k, "from": om[k], "to": nm[k]})
    v = d.values.get("dependentRequired")
    if v is not None:
        old = v[0] if isinstance(v[0], dict) else {}
        new = v[1] if isinstance(v[1], dict) else {}
        for k in sorted(set(new) - set(old)):
            n.emit("dependent-required-added", {"value": k})
        for k in sorted(set(old) - set(new)):
            n.emit("dependent-required-removed", {"value": k})
        for k in sorted(set(old) & set(new)):
            if old[k] != new[k]:
                n.emit("dependent-required-changed", {"value": k, "from": old[k], "to": new[k]})


# lower bounds whose 0 requires nothing: 0 and absent are the same (as in oasdiff's model), so
# ``minLength: 0`` -> ``3`` is ``-set`` and ``3`` -> absent ``-unset``
ZERO_DEFAULT = frozenset({"minLength", "minItems", "minProperties"})


def _normalized(raw: dict[str, Any]) -> dict[str, Any]:
    """``minimum``/``maximum`` and ``exclusive*`` as 3.1 writes them: a 3.0 ``exclusiveMinimum: true``
    makes ``minimum`` the exclusive bound (``false`` means an inclusive one)."""
    out: dict[str, Any] = {}
    for plain, exclusive in (("minimum", "exclusiveMinimum"), ("maximum", "exclusiveMaximum")):
        value, flag = raw.get(plain, MISSING), raw.get(exclusive, MISSING)
        if flag is True and _num(value):
            out[plain], out[exclusive] = MISSING, value
        elif isinstance(flag, bool):
            out[plain], out[exclusive] = value, MISSING
        else:
            out[plain], out[exclusive] = value, flag
    return out


def _bound_values(d: SchemaDiff) -> dict[str, tuple[Any, Any]]:
    """The changed bounds, with 3.0's boolean exclusive bounds read as 3.1's numeric ones, so a
    bound written either way compares equal and a change is seen in both directions."""
    b, r = d.base.raw, d.rev.raw
    if not any(isinstance(raw.get(k), bool) for raw in (b, r) for k in ("exclusiveMinimum", "exclusiveMaximum")):
        return d.values
    out = dict(d.values)
    nb, nr = _normalized(b), _normalized(r)
    for k in nb:
        if nb[k] is MISSING and nr[k] is MISSING or nb[k] == nr[k] and type(nb[k]) is type(nr[k]):
            out.pop(k, None)
        else:
            out[k] = (nb[k], nr[k])
    return out


def _absent(kw: str, v: Any) -> bool:
    return v is MISSING or v is None or (kw in ZERO_DEFAULT and v == 0) or v is False


def _multiple(a: Any, b: Any) -> bool:
    """``a`` is an integer multiple of ``b`` (exactly, on the decimals as written: 0.3 over 0.1 is 3)."""
    try:
        ratio = Fraction(repr(a)) / Fraction(repr(b))
    except (ValueError, ZeroDivisionError):
        return False
    return ratio.denominator == 1


def bounds(n: Any, d: SchemaDiff) -> None:
    """Numeric bounds: ``<attr>-increased|decreased|set|unset`` (read-only request twins first) and
    ``multipleOf`` (set, unset, or changed / generalized / specialized). A response header's bounds
    are those of its own schema, not of its properties."""
    if n.node.path != "" and n.ctx.root_prefix == "response-header":
        return
    changed = _bound_values(d)
    for kw, _attr in BOUNDS:
        v = changed.get(kw)
        if v is not None:
            _one_bound(n, kw, v, d.rev.read_only)
    items = d.subs.get("items")
    if n.node.path == "" and n.ctx.root_prefix == "request-parameter" and items is not None:
        # maxItems written on a parameter's items schema, as oasdiff's own fixtures do: oasdiff 1.39.0
        # reports it as the parameter's (and minItems there not at all)
        inner = _bound_values(items)
        if "maxItems" in inner and "maxItems" not in changed:
            _one_bound(n, "maxItems", inner["maxItems"], False)


BOUND_ATTRS = dict(BOUNDS)


def _one_bound(n: Any, kw: str, v: tuple[Any, Any], read_only: bool) -> None:
    """One bound's change (old, new) at ``n``'s subject."""
    attr = BOUND_ATTRS[kw]
    req = n.ctx.direction == "request"
    old, new = v
    absent_old, absent_new = _absent(kw, old), _absent(kw, new)
    if absent_old and absent_new or not (absent_old or _num(old)) or not (absent_new or _num(new)):
        return
    if absent_old:
        action, args = "set", {"from": None, "to": new}
    elif absent_new:
        action, args = "unset", {"from": old, "to": None}
    else:
        args = {"from": old, "to": new}
        if kw == "multipleOf":
            widened = _multiple(old, new) if req else _multiple(new, old)
            action = ("generalized" if req else "specialized") if widened else "changed"
        else:
            action = "increased" if new > old else "decreased" if new < old else ""
    if not action:
        return
    if read_only and req and n.node.path != "" and n.emit(f"{attr}-{action}", args, subject="request-read-only-property"):
        return
    n.emit(f"{attr}-{action}", args)
