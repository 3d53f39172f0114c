"""Rules stage: request parameter checks (added, removed, required, deprecation, sunset, schema).

Entry points: the check functions named in the rule table. An operation's parameters are those of
its path item merged with its own (an operation's parameter overrides the path item's of the same
``in`` and name, as OpenAPI says; the model merges them), so a parameter declared on the path item is
checked at every operation under it: a change there is reported once per operation, and moving a
parameter between the operation and its path item is no change. A parameter added at path-item
level is reported as a default parameter of an existing path (oasdiff's ids for it). A parameter's
schema is checked by the shared schema rules with the subject ``request-parameter`` at its root and
``request-parameter-property`` below it.
"""

from __future__ import annotations

from typing import Any

from generator.model import normalize_path
from generator.rules.checks import Emitter
from generator.rules.checks import lifecycle
from generator.rules.checks.lifecycle import parse_date
from generator.rules.checks.schema_rules import Ctx, check_schema


def _args(p: Any) -> dict[str, Any]:
    return {"location": p.location, "name": p.name}


def _written_required(p: Any) -> bool:
    """``required: true`` as the document writes it (the model reads a path parameter as required
    whatever it says; oasdiff 1.39.0 judges a default by the written flag)."""
    return p.raw.get("required") is True


def _pair_args(pd: Any) -> dict[str, Any]:
    """A changed parameter's arguments: a path parameter renamed with its path (``/items/{id}`` ->
    ``/items/{itemId}``) is named as in the base, whose path the change is reported at (as oasdiff)."""
    return _args(pd.base)


def _path_level(op: Any, param: Any) -> bool:
    """True when ``param`` comes from the path item rather than the operation."""
    raw = op.raw.get("parameters")
    if not isinstance(raw, list):
        return True
    for node in raw:
        if isinstance(node, dict) and "$ref" in node:
            ref = str(node["$ref"])
            if param.pointer and ref.endswith(param.pointer):
                return False
        elif isinstance(node, dict) and node.get("name") == param.name and node.get("in") == param.location:
            return False
    return True


def _new_operations_on_existing_paths(diff: Any) -> Any:
    """(operation, parameters added at path level) for each operation new on a path the base had."""
    base_keys: dict[str, set[tuple[str, str]]] = {}
    added_paths = {normalize_path(op.path) for op in diff.operations_added}
    operations = diff.base.operations
    for key in operations:  # (only those on a path an operation was added to are looked at)
        if normalize_path(key[1]) not in added_paths:
            continue
        op = operations[key]
        keys = base_keys.setdefault(normalize_path(op.path), set())
        keys.update(k for k, p in op.parameters.items() if _path_level(op, p))
    for op in diff.operations_added:
        known = base_keys.get(normalize_path(op.path))
        if known is None:
            continue
        yield op, [p for k, p in op.parameters.items() if k not in known and _path_level(op, p)]


def new_request_parameter(diff: Any, out: Emitter) -> None:
    for op, params in _new_operations_on_existing_paths(diff):
        for p in params:
            if p.location != "path":
                rid = ("new-required-request-default-parameter-to-existing-path" if p.required
                       else "new-optional-request-default-parameter-to-existing-path")
                out.op(rid, op, _args(p), file=p.file, pointer=p.pointer)
    for od in diff.operations_modified:
        for p in od.params_added:
            args = _args(p)
            if p.location == "path":
                if not _path_level(od.rev, p):  # a path-level one belongs to the path item, not the operation
                    out.op("new-request-path-parameter", od.rev, args, file=p.file, pointer=p.pointer)
                continue
            if _path_level(od.rev, p):
                rid = ("new-required-request-default-parameter-to-existing-path" if p.required
                       else "new-optional-request-default-parameter-to-existing-path")
            else:
                rid = "new-required-request-parameter" if p.required else "new-optional-request-parameter"
            out.op(rid, od.rev, args, file=p.file, pointer=p.pointer)


def request_parameter_removed(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        for p in od.params_removed:
            args = _args(p)
            kw = {"file": p.file, "pointer": p.pointer, "base_side": True}
            if not p.deprecated:
                out.op("request-parameter-removed", od.rev, args, **kw)
                continue
            sunset = p.raw.get("x-sunset")
            if sunset is None:
                out.op("request-parameter-removed-with-deprecation", od.rev, args, **kw)
                continue
            date = parse_date(sunset)
            if date is None:
                out.op("request-parameter-sunset-parse", od.rev, dict(args, value=sunset), **kw)
            elif lifecycle.today() < date:
                out.op("request-parameter-removed-before-sunset", od.rev, dict(args, date=date.isoformat()), **kw)
            else:
                out.op("request-parameter-removed-with-deprecation", od.rev, args, **kw)


def request_parameter_deprecation(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        for pd in od.params_modified:
            b, r = pd.base, pd.rev
            args = _pair_args(pd)
            kw = {"file": r.file, "pointer": r.pointer}
            if r.deprecated and not b.deprecated:
                # the endpoint's stability level decides the days a sunset date must leave
                kind, extra = out.policy.judge(od.rev.raw, r.raw.get("x-sunset"))
                if kind == "missing":
                    out.op("request-parameter-deprecated-sunset-missing", od.rev, args, **kw)
                elif kind == "parse":
                    out.op("request-parameter-sunset-parse", od.rev, dict(args, **extra), **kw)
                elif kind == "too-small":
                    out.op("request-parameter-sunset-date-too-small", od.rev, dict(args, **extra), **kw)
                else:
                    out.op("request-parameter-deprecated", od.rev, args, **kw)
            elif b.deprecated and not r.deprecated:
                out.op("request-parameter-reactivated", od.rev, args, **kw)
            elif b.deprecated and r.deprecated:
                moved = out.policy.sunset_moved(od.rev.raw, b.raw.get("x-sunset"), r.raw.get("x-sunset"))
                if moved is not None:
                    rid = {"deleted": "request-parameter-sunset-deleted", "parse": "request-parameter-sunset-parse",
                           "earlier": "request-parameter-sunset-date-changed-earlier",
                           "too-small": "request-parameter-sunset-date-changed-too-small"}[moved[0]]
                    out.op(rid, od.rev, dict(args, **moved[1]), **kw)


def request_parameter_required_value_updated(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        for pd in od.params_modified:
            if pd.base.required != pd.rev.required and pd.rev.location != "path":
                rid = "request-parameter-became-required" if pd.rev.required else "request-parameter-became-optional"
                out.op(rid, od.rev, _pair_args(pd), file=pd.rev.file, pointer=pd.rev.pointer)


def _scalar_to_array(b: Any, r: Any) -> str | None:
    """A query parameter whose scalar type(s) became an array of those: generalized or changed."""
    if b is None or r is None or "array" in b.types or r.types != ("array",) or r.items is None:
        return None
    item = r.items
    covered = "string" in item.types or all(t in item.types or (t == "integer" and "number" in item.types) for t in b.types)
    constrained = any(k in item.raw for k in ("pattern", "enum", "const", "maxLength", "minLength",
                                               "maximum", "minimum", "format"))
    return "generalized" if covered and not constrained and b.types else "changed"


def request_parameter_schema(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        for pd in od.params_modified:
            r = pd.rev
            args = _pair_args(pd)
            if r.location == "query" and pd.schema is not None:
                kind = _scalar_to_array(pd.base.schema, r.schema)
                if kind is not None:
                    rid = "request-parameter-type-generalized" if kind == "generalized" else "request-parameter-type-changed"
                    out.op(rid, od.rev,
                           dict(args, **{"from": "/".join(pd.base.schema.types), "to": "array"}),
                           file=r.file, pointer=r.pointer)
                    if pd.base.schema.nullable != r.schema.nullable:  # type: [array, "null"]: null too
                        out.op("request-parameter-became-nullable" if r.schema.nullable
                               else "request-parameter-became-not-nullable", od.rev, args,
                               file=r.schema.file, pointer=r.schema.pointer)
                    continue
            ctx = Ctx("request", od.rev, "request-parameter", "request-parameter-property", args,
                      header_param=(r.location == "header"), required=_written_required(pd.base) or _written_required(r))
            check_schema(out, ctx, pd.schema, diff.cache)
