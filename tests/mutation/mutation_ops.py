"""Mutation test: the catalogue of single-edit operators.

Entry point: :data:`OPERATORS`. An operator finds the places of a raw spec it can edit (``sites``); a
:class:`Site` is one edit (JSON-pointer writes on a copy of the spec) with the check ids an
oasdiff-compatible engine must report at each operation it reaches, forward (base -> edited) and
reversed (edited -> base). Expectations are derived from the spec by :mod:`mutation_reach` and from
oasdiff's published rules (type lattice, zero-default bounds, request/response direction), never from
what revgen reports. ``(None, None)`` is the key of a change that names no endpoint.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from mutation_reach import Role, component_of, operations, parameter_users, resolve, roles

DELETE = object()
Key = tuple[Any, Any]
SPEC_LEVEL: Key = (None, None)


@dataclass
class Site:
    where: str  # JSON pointer of the edited node
    edits: list[tuple[str, Any]]  # (pointer, value or DELETE), applied in order
    forward: dict[Key, set[str]] = field(default_factory=dict)
    reversed: dict[Key, set[str]] = field(default_factory=dict)


@dataclass(frozen=True)
class Operator:
    name: str
    description: str
    sites: Callable[[dict], Iterator[Site]]


def esc(token: str) -> str:
    return str(token).replace("~", "~0").replace("/", "~1")


# ---- oasdiff's rules, as the oracle states them ------------------------------------------------
def _subtype(sub: str, sup: str) -> bool:
    return sub == sup or (sub == "integer" and sup == "number")


def _contained(to: str, frm: str, loose: bool) -> bool:
    """The new type still accepts every value of the old one (anything fits a string in text media)."""
    return _subtype(frm, to) or (loose and to == "string")


def type_change_id(side: str, prefix: str, loose: bool, frm: str, to: str) -> str:
    """request: changed unless contained (then compatible for a text-only swap, else generalized);
    response (covariant): the mirror, with generalized for a widening that breaks."""
    if side == "request":
        if not _contained(to, frm, loose):
            return f"{prefix}-type-changed"
        return f"{prefix}-type-generalized" if _subtype(frm, to) else f"{prefix}-type-compatible"
    if not _contained(frm, to, loose):
        return f"{prefix}-type-generalized" if _subtype(frm, to) else f"{prefix}-type-changed"
    return f"{prefix}-type-specialized" if _subtype(to, frm) else f"{prefix}-type-compatible"


# ---- component properties ----------------------------------------------------------------------
def _props(doc: dict) -> Iterator[tuple[str, dict, str, dict, str]]:
    schemas = (doc.get("components") or {}).get("schemas") or {}
    for cname, c in schemas.items():
        if not isinstance(c, dict) or "$ref" in c or not isinstance(c.get("properties"), dict):
            continue
        for pname, p in c["properties"].items():
            if isinstance(p, dict) and "$ref" not in p:
                yield cname, c, pname, p, f"/components/schemas/{esc(cname)}/properties/{esc(pname)}"


def _plain(p: dict, t: str) -> bool:
    return p.get("type") == t and not any(k in p for k in ("enum", "const", "format", "pattern", "readOnly", "writeOnly"))


def _wrapper(doc: dict, p: dict) -> dict | None:
    """The core of a nullable wrapper ``anyOf``/``oneOf: [X, {type: null}]``, else None."""
    if "type" in p:
        return None
    for kw in ("anyOf", "oneOf"):
        members = p.get(kw)
        if isinstance(members, list) and len(members) == 2:
            rest = [m for m in members if not (isinstance(m, dict) and m.get("type") == "null")]
            if len(rest) == 1 and isinstance(rest[0], dict):
                core = resolve(doc, rest[0])
                return core if isinstance(core, dict) else None
    return None


def _prop_operator(name: str, description: str, match: Callable[[dict, dict, dict, str], bool],
                   edits: Callable[[str, dict, dict, str], list[tuple[str, Any]]],
                   ids: Callable[[Role, bool, bool, dict], str | None], access: bool = True) -> Operator:
    """An edit of one property of a component, expected at every operation reaching the component."""

    def sites(doc: dict) -> Iterator[Site]:
        reach = roles(doc)
        for cname, c, pname, p, ptr in _props(doc):
            if not match(doc, c, p, pname):
                continue
            required = pname in (c.get("required") or [])
            site = Site(ptr, edits(ptr, c, p, pname))
            for role in reach.get(cname, []):
                if access and p.get("readOnly" if role.side == "request" else "writeOnly") is True:
                    continue
                for direction, table in ((False, site.forward), (True, site.reversed)):
                    rid = ids(role, required, direction, p)
                    if rid:
                        table.setdefault(role.op, set()).add(rid)
            if site.forward or site.reversed:
                yield site

    return Operator(name, description, sites)


def _type_ids(frm: str, to: str) -> Callable[[Role, bool, bool, dict], str]:
    def ids(role: Role, _req: bool, rev: bool, _p: dict) -> str:
        a, b = (to, frm) if rev else (frm, to)
        return type_change_id(role.side, f"{role.side}-property", role.loose, a, b)
    return ids


def _format_ids(role: Role, _req: bool, rev: bool, _p: dict) -> str:
    # a format added: a request accepts less (changed), a response returns a subset (specialized)
    if role.side == "request":
        return "request-property-type-generalized" if rev else "request-property-type-changed"
    return "response-property-type-changed" if rev else "response-property-type-specialized"


def _min_length_ids(role: Role, _req: bool, rev: bool, _p: dict) -> str | None:
    # a zero lower bound is absent (oasdiff 1.39): from nothing it is set, back to nothing unset
    return f"{role.side}-property-min-length-{'unset' if rev else 'set'}"


def _min_items_ids(role: Role, _req: bool, rev: bool, _p: dict) -> str | None:
    return f"{role.side}-property-min-items-{'unset' if rev else 'set'}"


def _became_optional_ids(role: Role, _req: bool, rev: bool, p: dict) -> str:
    word = "required" if rev else "optional"
    if role.side == "request":
        return f"request-property-became-{word}-with-default" if rev and "default" in p else f"request-property-became-{word}"
    return f"response-property-became-{word}"


def _removed_ids(role: Role, _req: bool, rev: bool, _p: dict) -> str:
    if role.side == "request":
        return "new-optional-request-property" if rev else "request-property-removed"
    return "response-optional-property-added" if rev else "response-optional-property-removed"


def _added_required_ids(role: Role, _req: bool, rev: bool, _p: dict) -> str:
    if role.side == "request":
        return "request-property-removed" if rev else "new-required-request-property"
    return "response-required-property-removed" if rev else "response-required-property-added"


def _access_ids(word: str) -> Callable[[Role, bool, bool, dict], str]:
    def ids(role: Role, required: bool, rev: bool, _p: dict) -> str:
        kind = "required" if required else "optional"
        if (role.side, word, rev, required, role.openapi31) == ("request", "read-only", True, True, True):
            return "request-required-property-became-not-read-only-in-openapi-31"  # 3.1: it was required already
        return f"{role.side}-{kind}-property-became-{'not-' if rev else ''}{word}"
    return ids


def _default_value(doc: dict, p: dict) -> Any:
    core = _wrapper(doc, p) or {}
    return {"string": "auto", "integer": 1, "number": 1.5, "boolean": True}.get(core.get("type"))


def _default_ids(role: Role, _req: bool, rev: bool, _p: dict) -> str:
    return f"{role.side}-property-default-value-{'removed' if rev else 'added'}"


PROPERTY_OPERATORS = [
    _prop_operator("property-type-string-to-boolean", "a plain string property becomes boolean",
                   lambda d, c, p, n: _plain(p, "string"), lambda ptr, c, p, n: [(ptr + "/type", "boolean")],
                   _type_ids("string", "boolean")),
    _prop_operator("property-type-integer-to-number", "a plain integer property becomes number",
                   lambda d, c, p, n: _plain(p, "integer"), lambda ptr, c, p, n: [(ptr + "/type", "number")],
                   _type_ids("integer", "number")),
    _prop_operator("property-format-added", "a plain string property gets format date-time",
                   lambda d, c, p, n: _plain(p, "string"), lambda ptr, c, p, n: [(ptr + "/format", "date-time")],
                   _format_ids),
    _prop_operator("property-min-length-set", "minLength: 3 on a string property that had none",
                   lambda d, c, p, n: p.get("type") == "string" and "minLength" not in p and "enum" not in p,
                   lambda ptr, c, p, n: [(ptr + "/minLength", 3)], _min_length_ids),
    _prop_operator("property-min-items-set", "minItems: 2 on an array property that had none",
                   lambda d, c, p, n: p.get("type") == "array" and "minItems" not in p,
                   lambda ptr, c, p, n: [(ptr + "/minItems", 2)], _min_items_ids),
    _prop_operator("property-became-optional", "a required property leaves the required list",
                   lambda d, c, p, n: n in (c.get("required") or []) and not p.get("readOnly") and not p.get("writeOnly"),
                   lambda ptr, c, p, n: [(ptr.rsplit("/properties/", 1)[0] + "/required", [r for r in c["required"] if r != n] or DELETE)],
                   _became_optional_ids),
    _prop_operator("property-removed", "an optional property is removed",
                   lambda d, c, p, n: n not in (c.get("required") or []) and not p.get("readOnly") and not p.get("writeOnly"),
                   lambda ptr, c, p, n: [(ptr, DELETE)], _removed_ids),
    _prop_operator("property-write-only-set", "writeOnly: true on a property",
                   lambda d, c, p, n: not p.get("readOnly") and "writeOnly" not in p,
                   lambda ptr, c, p, n: [(ptr + "/writeOnly", True)], _access_ids("write-only")),
    _prop_operator("property-read-only-set", "readOnly: true on a property",
                   lambda d, c, p, n: not p.get("writeOnly") and "readOnly" not in p,
                   lambda ptr, c, p, n: [(ptr + "/readOnly", True)], _access_ids("read-only")),
    _prop_operator("wrapper-read-only-set", "readOnly: true on a nullable anyOf/oneOf wrapper",
                   lambda d, c, p, n: _wrapper(d, p) is not None and "readOnly" not in p and "writeOnly" not in p,
                   lambda ptr, c, p, n: [(ptr + "/readOnly", True)], _access_ids("read-only")),
    _prop_operator("wrapper-write-only-set", "writeOnly: true on a nullable anyOf/oneOf wrapper",
                   lambda d, c, p, n: _wrapper(d, p) is not None and "readOnly" not in p and "writeOnly" not in p,
                   lambda ptr, c, p, n: [(ptr + "/writeOnly", True)], _access_ids("write-only")),
]


def _wrapper_default_operator() -> Operator:
    def sites(doc: dict) -> Iterator[Site]:
        for site in _prop_operator(
            "wrapper-default-set", "", lambda d, c, p, n: _wrapper(d, p) is not None and "default" not in p
            and _default_value(d, p) is not None, lambda ptr, c, p, n: [(ptr + "/default", _default_value(doc, p))],
            _default_ids).sites(doc):
            yield site
    return Operator("wrapper-default-set", "a default on a nullable anyOf/oneOf wrapper of a scalar", sites)


def _required_added(doc: dict) -> Iterator[Site]:
    reach = roles(doc)
    schemas = (doc.get("components") or {}).get("schemas") or {}
    for cname, c in schemas.items():
        if not isinstance(c, dict) or not isinstance(c.get("properties"), dict) or "zz_added" in c["properties"]:
            continue
        ptr = f"/components/schemas/{esc(cname)}"
        site = Site(ptr, [(ptr + "/properties/zz_added", {"type": "string"}),
                          (ptr + "/required", [*(c.get("required") or []), "zz_added"])])
        for role in reach.get(cname, []):
            for rev, table in ((False, site.forward), (True, site.reversed)):
                table.setdefault(role.op, set()).add(_added_required_ids(role, True, rev, {}))
        if site.forward:
            yield site


# ---- nested allOf ------------------------------------------------------------------------------
ANNOTATIONS = {"description", "title", "example", "examples", "deprecated", "readOnly", "writeOnly", "externalDocs", "$comment"}


def _all_of_removed(doc: dict) -> Iterator[Site]:
    """The last member of a component's allOf is removed; at a body root that is ``…-body-all-of-…``,
    anywhere below (an allOf member of the root included: path ``allOf[Name]``) ``…-property-all-of-…``."""
    reach = roles(doc)
    schemas = (doc.get("components") or {}).get("schemas") or {}
    for cname, c in schemas.items():
        members = c.get("allOf") if isinstance(c, dict) else None
        if not isinstance(members, list) or len(members) < 2:
            continue
        last = resolve(doc, members[-1])
        if not isinstance(last, dict) or set(last) <= ANNOTATIONS:
            continue
        ptr = f"/components/schemas/{esc(cname)}"
        site = Site(ptr, [(ptr + "/allOf", members[:-1])])
        for role in reach.get(cname, []):
            kind = "body" if role.root else "property"
            site.forward.setdefault(role.op, set()).add(f"{role.side}-{kind}-all-of-removed")
            site.reversed.setdefault(role.op, set()).add(f"{role.side}-{kind}-all-of-added")
        if site.forward:
            yield site


# ---- parameters, statuses, security, servers ---------------------------------------------------
def _param_sites(match: Callable[[dict], bool], edits: Callable[[str, dict], list[tuple[str, Any]]],
                 fwd: str, rev: str) -> Callable[[dict], Iterator[Site]]:
    def sites(doc: dict) -> Iterator[Site]:
        by_ptr: dict[str, Site] = {}
        for key, ptr, param in parameter_users(doc):
            schema = param.get("schema")
            if not isinstance(schema, dict) or "$ref" in schema or not match(schema):
                continue
            site = by_ptr.get(ptr)
            if site is None:
                site = by_ptr[ptr] = Site(ptr, edits(ptr + "/schema", schema))
            site.forward.setdefault(key, set()).add(fwd)
            site.reversed.setdefault(key, set()).add(rev)
        yield from by_ptr.values()
    return sites


def _status_sites(present: bool, status: str, fwd: str, rev: str) -> Callable[[dict], Iterator[Site]]:
    def sites(doc: dict) -> Iterator[Site]:
        for key, op, _item in operations(doc):
            responses = op.get("responses")
            if not isinstance(responses, dict) or (status in responses) != present:
                continue
            ptr = f"/paths/{esc(key[1])}/{key[0].lower()}/responses/{esc(status)}"
            site = Site(ptr, [(ptr, DELETE if present else {"description": "added by the mutation"})])
            site.forward[key] = {fwd}
            site.reversed[key] = {rev}
            yield site
    return sites


def _oauth_flow_removed(doc: dict) -> Iterator[Site]:
    schemes = (doc.get("components") or {}).get("securitySchemes") or {}
    for name, scheme in schemes.items():
        flows = scheme.get("flows") if isinstance(scheme, dict) and scheme.get("type") == "oauth2" else None
        if not isinstance(flows, dict) or len(flows) < 2:
            continue
        for flow in flows:
            ptr = f"/components/securitySchemes/{esc(name)}/flows/{esc(flow)}"
            yield Site(ptr, [(ptr, DELETE)], {SPEC_LEVEL: {"api-security-component-oauth-flow-removed"}},
                       {SPEC_LEVEL: {"api-security-component-oauth-flow-added"}})


def _server_url_changed(doc: dict) -> Iterator[Site]:
    servers = doc.get("servers")
    if not isinstance(servers, list):
        return
    for i, server in enumerate(servers):
        if isinstance(server, dict) and isinstance(server.get("url"), str):
            ptr = f"/servers/{i}/url"
            yield Site(ptr, [(ptr, server["url"].rstrip("/") + "/v9")], {SPEC_LEVEL: {"api-server-url-changed"}},
                       {SPEC_LEVEL: {"api-server-url-changed"}})


def _endpoint_server_url_changed(doc: dict) -> Iterator[Site]:
    """The url of a server an operation or a path item declares: reported at every operation that
    uses that list (an operation's own servers override its path item's)."""
    by_ptr: dict[str, Site] = {}
    for key, op, item in operations(doc):
        lists = [(f"/paths/{esc(key[1])}/{key[0].lower()}", op.get("servers")), (f"/paths/{esc(key[1])}", item.get("servers"))]
        for where, servers in lists:
            if not isinstance(servers, list) or not any(isinstance(s, dict) and isinstance(s.get("url"), str) for s in servers):
                continue
            for i, server in enumerate(servers):
                if isinstance(server, dict) and isinstance(server.get("url"), str):
                    ptr = f"{where}/servers/{i}/url"
                    site = by_ptr.get(ptr)
                    if site is None:
                        site = by_ptr[ptr] = Site(ptr, [(ptr, server["url"].rstrip("/") + "/v9")])
                    site.forward[key] = {"endpoint-server-url-changed"}
                    site.reversed[key] = {"endpoint-server-url-changed"}
            break  # the operation uses this list
    yield from by_ptr.values()


def _drop_format(schema: dict) -> list[tuple[str, Any]]:
    return [("format", DELETE)] if "format" in schema else []


OPERATORS: list[Operator] = [
    *PROPERTY_OPERATORS,
    _wrapper_default_operator(),
    Operator("required-property-added", "a new required string property on a component", _required_added),
    Operator("nested-all-of-member-removed", "the last member of a component's allOf is removed", _all_of_removed),
    Operator("parameter-type-integer-to-string", "an integer parameter becomes a string",
             _param_sites(lambda s: s.get("type") == "integer" and "enum" not in s,
                          lambda ptr, s: [(ptr + "/type", "string"), *((ptr + "/" + k, v) for k, v in _drop_format(s))],
                          "request-parameter-type-generalized", "request-parameter-type-changed")),
    Operator("parameter-min-length-set", "minLength: 2 on a string parameter that had none",
             _param_sites(lambda s: s.get("type") == "string" and "minLength" not in s and "enum" not in s,
                          lambda ptr, s: [(ptr + "/minLength", 2)],
                          "request-parameter-min-length-set", "request-parameter-min-length-unset")),
    Operator("default-response-removed", "an operation's default response is removed",
             _status_sites(True, "default", "response-non-success-status-removed", "response-non-success-status-added")),
    Operator("range-response-added", "a 4XX response is added to an operation",
             _status_sites(False, "4XX", "response-non-success-status-added", "response-non-success-status-removed")),
    Operator("oauth-flow-removed", "one flow of an OAuth2 security scheme is removed", _oauth_flow_removed),
    Operator("server-url-changed", "the url of one of the spec's servers changes", _server_url_changed),
    Operator("endpoint-server-url-changed", "the url of a server of an operation or a path item changes",
             _endpoint_server_url_changed),
]

__all__ = ["DELETE", "OPERATORS", "Operator", "SPEC_LEVEL", "Site", "component_of", "type_change_id"]
