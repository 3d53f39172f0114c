"""Rules stage: security checks (whole-API and per-endpoint requirements, security scheme components).

Entry points: the check functions named in the rule table. An alternative of a requirement is matched
as oasdiff 1.39 matches it (:func:`_compare`) and named, when added or removed, by its schemes and their
scopes joined with ``" AND "`` (``oauth: [read]``; a scheme without scopes by its name). An endpoint's requirements are what applies to it: its own ``security``, else the whole
API's, so an operation's own security that replaces the API's removes the inherited requirement, and a
change of the API's is a change at each endpoint that inherits it.
"""

from __future__ import annotations

from typing import Any, Callable

from generator.model import WEBHOOK_PREFIX
from generator.rules.checks import Emitter


def _mapping(value: Any) -> dict[Any, Any]:
    return value if isinstance(value, dict) else {}


def _alternatives(raw: Any) -> list[dict[str, list[str]]]:
    """The requirement's alternatives, each its schemes' scopes (``[{oauth: [read]}, {oauth: [write]}]``
    is two alternatives on one scheme); an empty alternative ``{}`` left out."""
    if not isinstance(raw, list):
        return []
    return [{str(k): [str(s) for s in v] if isinstance(v, list) else [] for k, v in req.items()}
            for req in raw if isinstance(req, dict) and req]


def _schemes(scopes: dict[str, list[str]]) -> str:
    """An alternative's name: its schemes joined with AND."""
    return " AND ".join(sorted(scopes))


def _label(scopes: dict[str, list[str]]) -> str:
    """An alternative added or removed, named as oasdiff names it: each scheme with its scopes
    (``oauth: [read, write]``), a scheme without scopes by its name, joined with AND."""
    return " AND ".join(f"{k}: [{', '.join(sorted(v))}]" if v else k for k, v in sorted(scopes.items()))


def _key(scopes: dict[str, list[str]]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple(sorted((k, tuple(sorted(set(v)))) for k, v in scopes.items()))


def _anonymous(raw: Any) -> bool:
    """The requirements let a caller in without credentials: none, or an empty alternative ``{}``."""
    return not isinstance(raw, list) or not raw or any(isinstance(r, dict) and not r for r in raw)


def _compare(old_raw: Any, new_raw: Any, prefix: str, emit: Callable[[str, dict[str, Any]], None],
             access_known: bool = False) -> None:
    """The alternatives added and removed and the scopes changed, matched as oasdiff 1.39 matches them:
    equal alternatives (schemes and scopes) first, then an alternative whose schemes no other unmatched
    one on its side has, with the other side's likewise, by its scopes; the rest are added or removed
    (alternatives on the same schemes that differ in scopes: no scope change is invented). With
    ``access_known`` (an endpoint's requirements, its own or inherited), a change of anonymous access is
    the one change reported, and once anyone may call it nothing removed or narrowed matters; an empty
    alternative ``{}`` is never a requirement of its own (as oasdiff 1.39)."""
    old, new = _alternatives(old_raw), _alternatives(new_raw)
    open_after = False
    if access_known:
        was_open, open_after = _anonymous(old_raw), _anonymous(new_raw)
        if was_open != open_after:
            if was_open:
                # the alternatives a caller must now satisfy one of, as oasdiff lists them
                emit(prefix + "security-anonymous-access-removed", {"scheme": ", ".join(_label(r) for r in new)})
            else:
                emit(prefix + "security-anonymous-access-added", {})
            return
    rest_new = list(new)
    rest_old = []
    for req in old:  # the same alternative on both sides
        same = next((r for r in rest_new if _key(r) == _key(req)), None)
        if same is None:
            rest_old.append(req)
        else:
            rest_new.remove(same)
    changed = []
    for req in rest_old:  # one unmatched alternative on these schemes on each side: its scopes changed
        name = _schemes(req)
        others = [r for r in rest_new if _schemes(r) == name]
        if len(others) == 1 and sum(_schemes(r) == name for r in rest_old) == 1:
            changed.append((req, others[0]))
    for before_all, after_all in changed:
        rest_old.remove(before_all)
        rest_new.remove(after_all)
    for label in sorted(_label(r) for r in rest_new):
        emit(prefix + "security-added", {"scheme": label})
    if not open_after:
        for label in sorted(_label(r) for r in rest_old):
            emit(prefix + "security-removed", {"scheme": label})
    for before_all, after_all in sorted(changed, key=lambda pair: _schemes(pair[0])):
        for scheme in sorted(before_all):
            before, after = set(before_all[scheme]), set(after_all.get(scheme, []))
            if not open_after:
                for scope in sorted(after - before):
                    emit(prefix + "security-scope-added", {"scheme": scheme, "scope": scope})
            for scope in sorted(before - after):
                emit(prefix + "security-scope-removed", {"scheme": scheme, "scope": scope})


def api_security_updated(diff: Any, out: Emitter) -> None:
    """The whole API's requirements compared (``api-global-`` ids), then each endpoint's, its own or the
    whole API's it inherits (as oasdiff 1.39): a change of the whole API's ``security`` is also reported
    at every endpoint it applies to (an API that now requires credentials: each endpoint's anonymous
    access removed), at the level of what it does there. The ``api-global-`` entry itself is info (the
    argument ``guard``: ``each-endpoint``), as oasdiff 1.39 reports it where no endpoint inherits the list;
    where one does, oasdiff 1.39 leaves it out and revgen keeps it (docs/oasdiff-differences.md)."""
    inherited = (diff.base.raw.get("security"), diff.rev.raw.get("security"))

    def whole_api(rid: str, args: dict[str, Any]) -> None:
        out.spec(rid, {**args, "guard": "each-endpoint"}, diff.rev.file, "/security")

    _compare(inherited[0], inherited[1], "api-global-", whole_api)
    for od in diff.operations_modified:
        def endpoint(rid: str, args: dict[str, Any], od: Any = od) -> None:
            out.op(rid, od.rev, args, pointer=od.rev.pointer + "/security")

        own = ("security" in od.base.raw, "security" in od.rev.raw)
        # a webhook's operation inherits nothing (the whole API's list is for the requests the API
        # receives, and oasdiff 1.39.0 applies it to the paths' operations alone): its anonymous access is
        # judged only where both revisions write its own list, else its list's alternatives are compared
        hook = od.rev.path.startswith(WEBHOOK_PREFIX)
        fallback = (None, None) if hook else inherited
        if not any(own) and fallback[0] == fallback[1]:
            continue  # both inherit the same requirements
        _compare(od.base.raw["security"] if own[0] else fallback[0],
                 od.rev.raw["security"] if own[1] else fallback[1], "api-", endpoint,
                 access_known=all(own) or not hook)


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
