"""Mutation test: which operations reach a component, and how (the oracle's own walk of a raw spec).

Entry point: :func:`roles` ``(doc) -> {component name: [Role, ...]}``. A role is one way an operation
reaches a component: request or response side, the media type, whether the component is the body's
root schema. The walk follows ``$ref`` through properties, items, additionalProperties and
allOf/oneOf/anyOf members only (so it may under-count, never over-count, what an engine must
report); a ``readOnly`` property is not followed on the request side, a ``writeOnly`` one not on the
response side, as clients never send or receive them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
PREFIX = "#/components/schemas/"


@dataclass(frozen=True)
class Role:
    op: tuple[str, str]  # (METHOD, path)
    side: str  # "request" | "response"
    media: str
    root: bool  # the component is the media type's schema itself
    openapi31: bool = False  # the document is OpenAPI 3.1 or later

    @property
    def loose(self) -> bool:
        """Not JSON: every value travels as text (form, multipart, event-stream, XML)."""
        m = self.media.lower().split(";")[0].strip()
        return not (m == "application/json" or m.endswith("+json"))


def resolve(doc: dict, node: Any) -> Any:
    """Follow local ``$ref`` s (``#/...``) to the node they name."""
    seen = 0
    while isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"].startswith("#/") and seen < 50:
        cur: Any = doc
        for token in node["$ref"][2:].split("/"):
            token = token.replace("~1", "/").replace("~0", "~")
            if not isinstance(cur, dict) or token not in cur:
                return None
            cur = cur[token]
        node, seen = cur, seen + 1
    return node


def component_of(node: Any) -> str | None:
    if isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"].startswith(PREFIX):
        rest = node["$ref"][len(PREFIX):]
        if "/" not in rest:
            return rest.replace("~1", "/").replace("~0", "~")
    return None


def operations(doc: dict) -> Iterator[tuple[tuple[str, str], dict, dict]]:
    """(key, operation, path item) for every operation."""
    paths = doc.get("paths") if isinstance(doc.get("paths"), dict) else {}
    for path, item in paths.items():
        item = resolve(doc, item)
        if not isinstance(item, dict):
            continue
        for method in METHODS:
            op = item.get(method)
            if isinstance(op, dict):
                yield (method.upper(), path), op, item


def media_schemas(doc: dict, op: dict) -> Iterator[tuple[str, str, Any]]:
    """(side, media type, schema node) of the operation's request body and every response."""
    body = resolve(doc, op.get("requestBody"))
    if isinstance(body, dict) and isinstance(body.get("content"), dict):
        for media, m in body["content"].items():
            if isinstance(m, dict) and "schema" in m:
                yield "request", media, m["schema"]
    responses = op.get("responses") if isinstance(op.get("responses"), dict) else {}
    for resp in responses.values():
        resp = resolve(doc, resp)
        if isinstance(resp, dict) and isinstance(resp.get("content"), dict):
            for media, m in resp["content"].items():
                if isinstance(m, dict) and "schema" in m:
                    yield "response", media, m["schema"]


def _reached(doc: dict, schema: Any, side: str) -> tuple[set[str], str | None]:
    """Components reached from ``schema`` on ``side``, and the root's component (if it is one)."""
    root = component_of(schema)
    found: set[str] = set()
    stack = [schema]
    seen: set[int] = set()
    blocked = "readOnly" if side == "request" else "writeOnly"
    while stack:
        node = stack.pop()
        name = component_of(node)
        if name is not None:
            if name in found:
                continue
            found.add(name)
        node = resolve(doc, node)
        if not isinstance(node, dict) or id(node) in seen:
            continue
        seen.add(id(node))
        props = node.get("properties")
        if isinstance(props, dict):
            for p in props.values():
                target = resolve(doc, p)
                if isinstance(target, dict) and target.get(blocked) is True:
                    continue
                stack.append(p)
        for kw in ("items", "additionalProperties"):
            if isinstance(node.get(kw), dict):
                stack.append(node[kw])
        for kw in ("allOf", "oneOf", "anyOf"):
            if isinstance(node.get(kw), list):
                stack.extend(node[kw])
    return found, root


def roles(doc: dict) -> dict[str, list[Role]]:
    out: dict[str, list[Role]] = {}
    for key, op, _item in operations(doc):
        for side, media, schema in media_schemas(doc, op):
            found, root = _reached(doc, schema, side)
            for name in found:
                out.setdefault(name, []).append(Role(key, side, media, name == root, not str(doc.get("openapi", "")).startswith("3.0")))
    return out


def parameter_users(doc: dict) -> Iterator[tuple[tuple[str, str], str, dict]]:
    """(operation key, pointer of the parameter's own node, the parameter) for every parameter an
    operation uses (a ``$ref`` names the component's pointer): its own and its path item's, where an
    operation's own parameter of the same ``in`` and name overrides the path item's (OpenAPI's rule),
    so a path item's parameter is used by every operation that does not override it."""
    for key, op, item in operations(doc):
        method, path = key
        esc = path.replace("~", "~0").replace("/", "~1")
        used: dict[tuple[str, str], tuple[str, dict]] = {}
        for where, params in ((f"/paths/{esc}", item.get("parameters")),
                              (f"/paths/{esc}/{method.lower()}", op.get("parameters"))):
            if not isinstance(params, list):
                continue
            for i, p in enumerate(params):
                if isinstance(p, dict) and isinstance(p.get("$ref"), str) and p["$ref"].startswith("#/"):
                    target = resolve(doc, p)
                    found = (p["$ref"][1:], target) if isinstance(target, dict) else None
                elif isinstance(p, dict):
                    found = (f"{where}/parameters/{i}", p)
                else:
                    found = None
                if found is not None and "name" in found[1] and "in" in found[1]:
                    name, where_in = str(found[1]["name"]), str(found[1]["in"])
                    used[(where_in, name.lower() if where_in == "header" else name)] = found
        for ptr, p in used.values():
            yield key, ptr, p
