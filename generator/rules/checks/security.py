"""Rules stage: security checks (whole-API and per-endpoint requirements, security scheme components).

Entry points: the check functions named in the rule table. A requirement is named by its scheme names joined with ``" AND "``;
scopes are compared inside requirements that keep the same name (alternatives on the same schemes are
matched whole). An endpoint's requirements are what applies to it: its own ``security``, else the whole
API's, so an operation's own security that replaces the API's removes the inherited requirement, and a
change of the API's is a change at each endpoint that inherits it.
"""

from __future__ import annotations

from typing import Any, Callable

from generator.rules.checks import Emitter


def _mapping(value: Any) -> dict[Any, Any]:
    return value if isinstance(value, dict) else {}


def _requirements(raw: Any) -> dict[str, list[dict[str, list[str]]]]:
    """Each requirement's name (its schemes joined with AND) -> its alternatives' scopes (one a name, or
    several: ``[{oauth: [read]}, {oauth: [write]}]`` is two alternatives on one scheme)."""
    out: dict[str, list[dict[str, list[str]]]] = {}
    if not isinstance(raw, list):
        return out
    for req in raw:
        if not isinstance(req, dict):
            continue
        name = " AND ".join(sorted(str(k) for k in req)) if req else "(none)"
        scopes = {str(k): [str(s) for s in v] if isinstance(v, list) else [] for k, v in req.items()}
        out.setdefault(name, []).append(scopes)
    return out


def _key(scopes: dict[str, list[str]]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple(sorted((k, tuple(sorted(set(v)))) for k, v in scopes.items()))


def _anonymous(raw: Any) -> bool:
    """The requirements let a caller in without credentials: none, or an empty alternative ``{}``."""
    return not isinstance(raw, list) or not raw or any(isinstance(r, dict) and not r for r in raw)


def _compare(old_raw: Any, new_raw: Any, prefix: str, emit: Callable[[str, dict[str, Any]], None],
             access_known: bool = False) -> None:
    """The requirements added and removed and the scopes changed. With ``access_known`` (an endpoint's
    requirements, its own or inherited), a change of anonymous access is the one change reported, and
    once anyone may call it nothing removed or narrowed matters; an empty alternative ``{}`` is never a
    requirement of its own (as oasdiff 1.39)."""
    old, new = _requirements(old_raw), _requirements(new_raw)
    old.pop("(none)", None)
    new.pop("(none)", None)
    open_after = False
    if access_known:
        was_open, open_after = _anonymous(old_raw), _anonymous(new_raw)
        if was_open != open_after:
            if was_open:
                emit(prefix + "security-anonymous-access-removed", {"scheme": " OR ".join(sorted(new))})
            else:
                emit(prefix + "security-anonymous-access-added", {})
            return
    for name in sorted(new.keys() - old.keys()):
        emit(prefix + "security-added", {"scheme": name})
    if not open_after:
        for name in sorted(old.keys() - new.keys()):
            emit(prefix + "security-removed", {"scheme": name})
    for name in sorted(old.keys() & new.keys()):
        if len(old[name]) == 1 and len(new[name]) == 1:  # one requirement: its scopes changed
            before_all, after_all = old[name][0], new[name][0]
            for scheme in sorted(before_all):
                before, after = set(before_all[scheme]), set(after_all.get(scheme, []))
                if not open_after:
                    for scope in sorted(after - before):
                        emit(prefix + "security-scope-added", {"scheme": scheme, "scope": scope})
                for scope in sorted(before - after):
                    emit(prefix + "security-scope-removed", {"scheme": scheme, "scope": scope})
            continue
        # alternatives on the same schemes: an alternative added or removed, never scopes invented
        left = [_key(r) for r in new[name]]
        for req in old[name]:
            if _key(req) in left:
                left.remove(_key(req))
            elif not open_after:
                emit(prefix + "security-removed", {"scheme": name})
        for _ in left:
            emit(prefix + "security-added", {"scheme": name})


def api_security_updated(diff: Any, out: Emitter) -> None:
    """The whole API's requirements compared (``api-global-`` ids), then each endpoint's, its own or the
    whole API's it inherits (as oasdiff 1.39): a change of the whole API's ``security`` is also reported
    at every endpoint it applies to (an API that now requires credentials: each endpoint's anonymous
    access removed). oasdiff 1.39 leaves the ``api-global-`` entry out when an endpoint inherits it."""
    inherited = (diff.base.raw.get("security"), diff.rev.raw.get("security"))

    def whole_api(rid: str, args: dict[str, Any]) -> None:
        out.spec(rid, args, diff.rev.file, "/security")

    _compare(inherited[0], inherited[1], "api-global-", whole_api)
    for od in diff.operations_modified:
        def endpoint(rid: str, args: dict[str, Any], od: Any = od) -> None:
            out.op(rid, od.rev, args, pointer=od.rev.pointer + "/security")

        own = ("security" in od.base.raw, "security" in od.rev.raw)
        if not any(own) and inherited[0] == inherited[1]:
            continue  # both inherit the same requirements
        _compare(od.base.raw["security"] if own[0] else inherited[0],
                 od.rev.raw["security"] if own[1] else inherited[1], "api-", endpoint, access_known=True)


def components_security_updated(diff: Any, out: Emitter) -> None:
    old, new = diff.base.security_schemes, diff.rev.security_schemes
    file = diff.rev.file
    for name in sorted(new.keys() - old.keys()):
        out.spec("api-security-component-added", {"scheme": name}, file, new[name].pointer)
    for name in sorted(old.keys() - new.keys()):
        out.spec("api-security-component-removed", {"scheme": name}, diff.base.file, old[name].pointer, base_side=True)
    for name in sorted(old.keys() & new.keys()):
        a, b = old[name], new[name]
        ptr = b.pointer
        if a.type != b.type:
            out.spec("api-security-component-type-changed", {"scheme": name, "from": a.type, "to": b.type}, file, ptr)
            continue
        # the fields that tell a client how to send its credentials (HTTP scheme names ignore case)
        for rid, old_value, new_value in (
            ("api-security-component-api-key-name-changed", a.param_name, b.param_name),
            ("api-security-component-api-key-in-changed", a.location, b.location),
            ("api-security-component-http-scheme-changed", str(a.scheme or "").lower() or None, str(b.scheme or "").lower() or None),
            ("api-security-component-bearer-format-changed", a.bearer_format, b.bearer_format),
            ("api-security-component-openid-connect-url-changed", a.raw.get("openIdConnectUrl"), b.raw.get("openIdConnectUrl")),
        ):
            if old_value != new_value:
                out.spec(rid, {"scheme": name, "from": old_value, "to": new_value}, file, ptr)
        # oasdiff compares only the flows both sides have; a flow added or removed is an id of ours
        for flow_name in sorted(set(b.flows) - set(a.flows)):
            out.spec("api-security-component-oauth-flow-added", {"scheme": name, "flow": flow_name}, file, ptr)
        for flow_name in sorted(set(a.flows) - set(b.flows)):
            out.spec("api-security-component-oauth-flow-removed", {"scheme": name, "flow": flow_name},
                     diff.base.file, a.pointer, base_side=True)
        for flow_name in sorted(set(a.flows) & set(b.flows)):
            fa, fb = a.flows.get(flow_name), b.flows.get(flow_name)
            if not isinstance(fa, dict) or not isinstance(fb, dict):
                continue
            if fa.get("authorizationUrl") != fb.get("authorizationUrl"):
                out.spec("api-security-component-oauth-url-changed",
                         {"scheme": name, "from": fa.get("authorizationUrl"), "to": fb.get("authorizationUrl")}, file, ptr)
            if fa.get("tokenUrl") != fb.get("tokenUrl"):
                out.spec("api-security-component-oauth-token-url-changed",
                         {"scheme": name, "from": fa.get("tokenUrl"), "to": fb.get("tokenUrl")}, file, ptr)
            if fa.get("refreshUrl") != fb.get("refreshUrl"):
                out.spec("api-security-component-oauth-refresh-url-changed",
                         {"scheme": name, "from": fa.get("refreshUrl"), "to": fb.get("refreshUrl")}, file, ptr)
            sa, sb = _mapping(fa.get("scopes")), _mapping(fb.get("scopes"))
            for scope in sorted(set(sb) - set(sa)):
                out.spec("api-security-component-oauth-scope-added", {"scheme": name, "scope": scope}, file, ptr)
            for scope in sorted(set(sa) - set(sb)):
                out.spec("api-security-component-oauth-scope-removed", {"scheme": name, "scope": scope}, file, ptr)
            for scope in sorted(set(sa) & set(sb)):
                if sa[scope] != sb[scope]:
                    out.spec("api-security-component-oauth-scope-changed",
                             {"scheme": name, "scope": scope, "from": sa[scope], "to": sb[scope]}, file, ptr)
