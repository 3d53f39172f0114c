"""SDK target: the template context of every endpoint method, arranged in the resource tree.

Entry point: :class:`OperationBuilder` (``resources()``). Where each operation lives and what its method
is called comes from :mod:`generator.targets.sdk.tree` (config overrides applied), whether it pages from
:mod:`generator.targets.sdk.pagination`; the result is one dict per top-level resource (one module) whose
``nodes`` are its classes (the resource and its sub-resources), each with its ``methods``. A paginated
method returns ``SyncPage[item]`` / ``AsyncPaginator[item]`` over the page model. Path parameters are positional; query, header
and cookie parameters and the properties of an object request body (except ``readOnly`` ones) are keyword-only, with the spec's
default where it is a plain literal and the ``NOT_GIVEN`` sentinel otherwise (PATCH body properties:
always ``NOT_GIVEN``, the default named in the docstring, so a partial update resets nothing). Each
method carries its operation's ``security`` as a per-request ``auth`` when it differs from the client's. The return type is the
model of the 2xx response (a ``Union`` picked by status when several differ; ``None`` without content); ``text/event-stream`` yields an iterator of
events (an operation that can answer both JSON and a stream also gets a ``<name>_stream`` method).
"""

from __future__ import annotations

import json
import re
from typing import Any

from generator.errors import RevgenError
from generator.model import MISSING, Operation, Parameter, Schema, Spec
from generator.targets.sdk.config import SdkConfig
from generator.targets.sdk.naming import NameTable, capped, docstring_text, pascal, py_string, safe_identifier, snake
from generator.targets.sdk.pagination import Paging, detect, is_list_like, items_schema
from generator.targets.sdk.registry import Registry
from generator.targets.sdk.tree import RESERVED_METHODS, Placement, derived_name, place_operations

# names a method body uses besides the names in its return type
RESERVED_PARAMS = frozenset(
    {"self", "extra_headers", "extra_query", "extra_body", "timeout", "request", "cast", "Iterator", "AsyncIterator",
     "SyncPage", "AsyncPaginator", "Paging"}
)
PAGE_NAMES = frozenset({"SyncPage", "AsyncPage", "AsyncPaginator", "Paging"})
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
FILE_FORMATS = ("binary",)


def auth_of(scheme: Any) -> dict[str, str | None] | None:
    """``{kind, name}`` of a security scheme the generated client can send, else None."""
    if scheme is None:
        return None
    if scheme.type == "http" and scheme.scheme in ("bearer", "basic"):
        return {"kind": scheme.scheme, "name": "Authorization"}
    if scheme.type in ("oauth2", "openIdConnect"):
        return {"kind": "bearer", "name": "Authorization"}
    if scheme.type == "apiKey" and scheme.location in ("header", "query", "cookie") and scheme.param_name:
        return {"kind": scheme.location, "name": scheme.param_name}
    return None


def default_auth(spec: Spec) -> dict[str, str | None]:
    """The client's own credentials kind: the first sendable scheme the document (else any operation,
    else the components) names. Operations that need another one pass it per request."""
    order: list[str] = []
    for requirement in spec.security:
        order.extend(requirement)
    for op in spec.operations.values():
        for requirement in op.security or []:
            order.extend(requirement)
    order.extend(spec.security_schemes)
    for name in order:
        found = auth_of(spec.security_schemes.get(name))
        if found is not None:
            return found
    return {"kind": None, "name": ""}


def _with_default_note(doc: str, schema: Schema) -> str:
    """``doc`` plus the spec's default, for a parameter whose default is not written in the signature."""
    if schema.default is MISSING:
        return doc
    try:
        shown = json.dumps(schema.default, ensure_ascii=False, sort_keys=True)
    except (TypeError, ValueError):
        return doc
    note = docstring_text(f"Server default when not given: {shown}.")
    return f"{doc}\n\n{note}" if doc else note


def _template_names(path: str) -> list[str]:
    return [seg[1:-1] for seg in re.findall(r"\{[^{}/]+\}", path)]


def pick_media(content: dict[str, Any], order: tuple[str, ...]) -> str | None:
    keys = list(content)
    for want in order:
        for k in keys:
            base = k.split(";")[0].strip().lower()
            if base == want or (want == "+json" and base.endswith("+json")) or (want == "*" and True):
                return k
    return None


def _body_kind(media: str) -> str:
    base = media.split(";")[0].strip().lower()
    if base == "application/json" or base.endswith("+json"):
        return "json"
    if base == "multipart/form-data":
        return "multipart"
    if base == "application/x-www-form-urlencoded":
        return "form"
    if base.startswith("text/"):
        return "text"
    return "binary"


def _is_file(schema: Schema | None) -> bool:
    if schema is None:
        return False
    if schema.format in FILE_FORMATS or "contentMediaType" in schema.raw or "contentEncoding" in schema.raw:
        return schema.types in ((), ("string",))
    return False


class OperationBuilder:
    """Builds the method contexts; shares the model registry so types and classes agree."""

    def __init__(self, spec: Spec, registry: Registry, config: SdkConfig | None = None) -> None:
        self.spec = spec
        self.registry = registry
        self.default_auth = default_auth(spec)
        self.config = config or SdkConfig()
        self.paging: dict[tuple[str, str], Paging | None] = {}
        self.placements: dict[tuple[str, str], Placement] = {}
        self.paged: dict[str, int] = {}  # pagination kind -> paginated methods

    def resources(self) -> list[dict[str, Any]]:
        self.registry.use_aliases = True
        try:
            return self._resources()
        finally:
            self.registry.use_aliases = False

    def _resources(self) -> list[dict[str, Any]]:
        ops = list(self.spec.operations.values())
        cfg = self.config
        self.paging = {op.key: self._paging(op) for op in ops}
        placements = place_operations(ops, self._list_like, cfg.naming, cfg.placements(), cfg.renames)
        self.placements = placements
        nodes: dict[tuple[str, ...], dict[str, Any]] = {}
        class_names = NameTable(set(self.registry.by_class) | PAGE_NAMES)

        def node(path: tuple[str, ...]) -> dict[str, Any]:
            found = nodes.get(path)
            if found is not None:
                return found
            if len(path) > 1:
                parent = node(path[:-1])
            cls = class_names.claim(capped("".join(pascal(a) for a in path) + "Resource"))
            made = {"attr": path[-1], "path": path, "dotted": ".".join(path), "class_name": cls, "methods": [], "children": [], "names": set()}
            nodes[path] = made
            if len(path) > 1:
                parent["children"].append(made)
            return made

        for key in sorted(placements, key=lambda k: placements[k].resource):
            node(placements[key].resource)
        for p in placements.values():
            nodes[p.resource]["names"].add(p.method)
        for op in ops:  # methods in document order inside each resource
            p = placements[op.key]
            n = nodes[p.resource]
            taken = n["names"] | {c["attr"] for c in n["children"]} | RESERVED_METHODS
            n["methods"].extend(self.method(op, p.method, n["dotted"], NameTable(taken - {p.method})))
            n["names"] = taken | {m["name"] for m in n["methods"]}
        out = []
        for path, n in nodes.items():
            if len(path) != 1:
                continue
            flat: list[dict[str, Any]] = []
            stack = [n]
            while stack:
                cur = stack.pop(0)
                flat.append(cur)
                stack.extend(cur["children"])
            tag = next((op.tags[0] for m in n["methods"] for op in [self.spec.operations[m["key"]]] if op.tags), n["attr"])
            out.append({**n, "tag": tag, "module": n["attr"], "nodes": flat, "all_methods": [m for x in flat for m in x["methods"]]})
        out.sort(key=lambda r: r["attr"])
        return out

    def _list_like(self, op: Operation) -> bool:
        return self.paging.get(op.key) is not None or is_list_like(op, self.registry)

    def _paging(self, op: Operation) -> Paging | None:
        declared = self.config.pagination_of(op.key)
        if declared is False:
            return None
        if declared is not None:
            return declared
        return detect(op, self.registry)

    # one operation ----------------------------------------------------------------------------------
    def method(self, op: Operation, name: str, group: str, names: NameTable) -> list[dict[str, Any]]:
        """The method context(s) of ``op`` named ``name`` in resource ``group`` (dotted): one, or two
        for an operation that answers JSON or an event stream (``name`` and ``name_stream``)."""
        names.claim(name)
        if self.config.naming == "operation-id":
            hint = capped(pascal(op.operation_id or derived_name(op)) or "Op")
        else:  # inline models are named after the method (client.files.list -> FilesList...): stable
            hint = capped(pascal(group.replace(".", "_") + "_" + name) or "Op")
        uses: set[str] = set()
        ret = self._returns(op, hint, uses)
        paging = self.paging.get(op.key)
        if paging is not None and ret["mode"] == "json" and not ret["cast"].startswith("{"):
            ret = self._page_return(op, paging, ret, hint, uses)
        ret_types = [ret.get("type", ""), ret.get("json", {}).get("type", ""), ret.get("sse", {}).get("type", "")]
        pnames = NameTable(RESERVED_PARAMS | set(_WORD.findall(" ".join(ret_types))))
        params = [self._param(p, hint, uses, pnames) for p in self._ordered_params(op)]
        declared = {p["wire"] for p in params if p["location"] == "path"}
        for wire in _template_names(op.path):
            if wire not in declared:  # a path variable the spec forgot to declare: still a required str
                pname = pnames.claim(safe_identifier(snake(wire), prefix="param", reserved=pnames.reserved), sep="_")
                params.append(
                    {"name": pname, "wire": wire, "key": ("path", wire), "location": "path", "required": True,
                     "doc": "", "style": "simple", "explode": False, "is_file": False, "type": "str", "default": None}
                )
        order = {w: i for i, w in enumerate(_template_names(op.path))}
        params.sort(key=lambda p: (p["location"] != "path", order.get(p["wire"], 0) if p["location"] == "path" else 0))
        body = self._body(op, hint, uses, pnames)
        base = {
            "name": name,
            "group": group,
            "http_method": op.method,
            "path": py_string(op.path),
            "key": op.key,
            "params": params,
            "positional": [p for p in params if p["location"] == "path"],
            "keyword": [p for p in params if p["location"] != "path"] + body["fields"],
            "body": body,
            "deprecated": op.deprecated,
            "uses": uses,
            "auth": self._auth_arg(op),
        }
        out = []
        if ret["mode"] == "both":
            # the `stream` body flag picks the answer's shape: each method sets it, neither exposes it
            keyword = [f for f in base["keyword"] if not (f["location"] == "body" and f["wire"] == "stream")]
            has_flag = len(keyword) != len(base["keyword"])
            out.append({**base, "keyword": keyword, "returns": ret["json"], "stream_flag": "False" if has_flag else ""})
            stream_name = names.claim(name + "_stream", sep="_")
            out.append({**base, "name": stream_name, "keyword": keyword, "returns": ret["sse"], "stream_flag": "True" if has_flag else ""})
        else:
            out.append({**base, "returns": ret})
        for m in out:
            m.setdefault("stream_flag", "")
            m["doc"] = self._doc(op, m["positional"] + m["keyword"])
        return out

    def _page_return(self, op: Operation, paging: Paging, ret: dict[str, Any], hint: str, uses: set[str]) -> dict[str, Any]:
        """The return of a paginated list: ``SyncPage[item]`` over the page model ``ret``."""
        array = items_schema(op, self.registry, paging.items)
        if array is None:
            where = self.config.where(op.key)
            raise RevgenError(f"{op.method} {op.path}: pagination items field {paging.items!r} is not an array of the answer", *where)
        item = self.registry.type_of(array.items, hint + "Item", uses) if array.items is not None else "Any"
        self.paged[paging.kind] = self.paged.get(paging.kind, 0) + 1
        return {"mode": "page", "type": item, "cast": ret["cast"], "model": ret["type"], "paging": paging.literal()}

    @staticmethod
    def _ordered_params(op: Operation) -> list[Parameter]:
        params = list(op.parameters.values())
        path_order = {seg[1:-1]: i for i, seg in enumerate(op.path.split("/")) if seg.startswith("{")}
        order = {"path": 0, "query": 1, "header": 2, "cookie": 3}
        return sorted(
            params,
            key=lambda p: (order.get(p.location, 4), path_order.get(p.name, 0) if p.location == "path" else 0),
        )

    def _param(self, p: Parameter, hint: str, uses: set[str], names: NameTable) -> dict[str, Any]:
        schema = p.schema
        if schema is None and p.content:
            media = next(iter(p.content.values()))
            schema = media.schema
        t = self.registry.type_of(schema, hint + pascal(p.name), uses) if schema is not None else "str"
        name = names.claim(safe_identifier(snake(p.name), prefix="param", reserved=names.reserved), sep="_")
        field = {
            "name": name,
            "wire": p.name,
            "key": p.key,
            "location": p.location,
            "required": p.required,
            "doc": docstring_text(p.description),
            "style": p.style or ("form" if p.location in ("query", "cookie") else "simple"),
            "explode": p.explode if p.explode is not None else (p.style or "form") == "form",
            "is_file": False,
        }
        field.update(self._typed(t, p.required, schema, uses))
        return field

    def _typed(self, t: str, required: bool, schema: Schema | None, uses: set[str]) -> dict[str, Any]:
        if required:
            return {"type": t, "default": None}
        default = schema.default if schema is not None else MISSING
        literal = self._default_literal(default, t)
        if literal is not None:
            if literal.split(".")[0] in self.registry.by_class:
                uses.add(literal.split(".")[0])
            return {"type": t, "default": literal}
        if t.startswith("Union["):
            return {"type": f"Union[{t[6:-1]}, NotGiven]", "default": "NOT_GIVEN"}
        if t.startswith("Optional["):
            return {"type": f"Union[{t[9:-1]}, None, NotGiven]", "default": "NOT_GIVEN"}
        return {"type": f"Union[{t}, NotGiven]", "default": "NOT_GIVEN"}

    def _default_literal(self, value: Any, t: str) -> str | None:
        if value is MISSING:
            return None
        base = t[len("Optional[") : -1] if t.startswith("Optional[") else t
        if value is None:
            return "None" if t.startswith("Optional[") else None
        entry = self.registry.by_class.get(base)
        if entry is not None and entry.kind == "enum":
            from generator.targets.sdk.models import enum_members

            _, members = enum_members(entry, self.registry)
            want = py_string(value) if isinstance(value, str) else str(value)
            for m in members:
                if m["value"] == want:
                    return f"{base}.{m['name']}"
            return None
        if base == "bool" and isinstance(value, bool):
            return "True" if value else "False"
        if base == "int" and isinstance(value, int) and not isinstance(value, bool):
            return str(value)
        if base == "float" and isinstance(value, (int, float)) and not isinstance(value, bool):
            return repr(float(value))
        if base == "str" and isinstance(value, str):
            return py_string(value)
        return None

    # request body -----------------------------------------------------------------------------------
    def _body(self, op: Operation, hint: str, uses: set[str], names: NameTable) -> dict[str, Any]:
        rb = op.request_body
        empty: dict[str, Any] = {"kind": None, "media": None, "fields": [], "param": None}
        if rb is None or not rb.content:
            return empty
        media = pick_media(rb.content, ("application/json", "+json", "multipart/form-data", "application/x-www-form-urlencoded", "*"))
        if media is None:
            return empty
        kind = _body_kind(media)
        schema = rb.content[media].schema
        out: dict[str, Any] = {"kind": kind, "media": py_string(media), "fields": [], "param": None}
        if schema is not None and kind in ("json", "multipart", "form") and self.registry.is_object(schema):
            props, required = self.registry.merged_properties(schema)
            for wire, prop in props.items():
                if prop.read_only:
                    continue  # server-assigned: never sent, and its `required` applies to responses only
                is_file = kind == "multipart" and (_is_file(prop) or (prop.items is not None and _is_file(prop.items)))
                if is_file:
                    t = "List[FileTypes]" if prop.items is not None and _is_file(prop.items) else "FileTypes"
                else:
                    t = self.registry.type_of(prop, hint + "Body" + (pascal(wire) or "Field"), uses)
                name = names.claim(safe_identifier(snake(wire), prefix="field", reserved=names.reserved), sep="_")
                field = {
                    "name": name,
                    "wire": wire,
                    "location": "body",
                    "required": wire in required,
                    "doc": docstring_text(prop.description),
                    "is_file": is_file,
                }
                if op.method == "PATCH" and wire not in required:
                    # a partial update sends only what the caller passed: the spec's default is the
                    # server's business, so it is documented, not sent
                    field.update(self._typed(t, False, None, uses))
                    field["doc"] = _with_default_note(str(field["doc"]), prop)
                else:
                    field.update(self._typed(t, wire in required, prop, uses))
                out["fields"].append(field)
            return out
        if kind in ("binary", "text") or _is_file(schema):
            t = "str" if kind == "text" else "bytes"
        else:
            t = self.registry.type_of(schema, hint + "Body", uses) if schema is not None else "Any"
        name = names.claim("body", sep="_")
        field = {
            "name": name,
            "wire": "",
            "location": "body",
            "required": rb.required,
            "doc": docstring_text(rb.description),
            "is_file": False,
            "style": "",
            "explode": False,
        }
        field.update(self._typed(t, rb.required, None, uses))
        out["fields"] = [field]
        out["param"] = name
        return out

    # response -------------------------------------------------------------------------------------
    def _returns(self, op: Operation, hint: str, uses: set[str]) -> dict[str, Any]:
        statuses = sorted(s for s in op.responses if s.startswith("2") or s.upper() == "2XX")
        chosen = None
        for s in statuses:
            if op.responses[s].content:
                chosen = op.responses[s]
                break
        if chosen is None:
            return {"mode": "none", "type": "None", "cast": "None"}
        content = chosen.content
        json_media = pick_media(content, ("application/json", "+json"))
        sse_media = next((m for m in content if m.split(";")[0].strip().lower() == "text/event-stream"), None)
        json_ret = None
        if json_media is not None:
            schema = content[json_media].schema
            t = self.registry.type_of(schema, hint + "Response", uses) if schema is not None else "Any"
            json_ret = {"mode": "json", "type": t, "cast": t}
        sse_ret = None
        if sse_media is not None:
            schema = content[sse_media].schema
            t = self.registry.type_of(schema, hint + "Event", uses) if schema is not None else "Any"
            if t == "str":
                t = "Any"
            # `stream()` already yields Any: casting Iterator[Any] to itself is redundant (mypy --strict)
            sse_ret = {"mode": "sse", "type": t, "cast": t, "needs_cast": t != "Any"}
        others = [m for m in content if m not in (json_media, sse_media)]
        if sse_ret and not json_ret and others:
            text = others[0].split(";")[0].strip().lower().startswith("text/")
            json_ret = {"mode": "text" if text else "bytes", "type": "str" if text else "bytes", "cast": "str" if text else "bytes"}
        if json_ret and not sse_ret:
            json_ret = self._by_status(op, statuses, json_ret, hint, uses)
        if json_ret and sse_ret:
            return {"mode": "both", "json": json_ret, "sse": sse_ret}
        if json_ret or sse_ret:
            return json_ret or sse_ret  # type: ignore[return-value]
        media = next(iter(content))
        if media.split(";")[0].strip().lower().startswith("text/"):
            return {"mode": "text", "type": "str", "cast": "str"}
        return {"mode": "bytes", "type": "bytes", "cast": "bytes"}

    def _by_status(self, op: Operation, statuses: list[str], first: dict[str, Any], hint: str, uses: set[str]) -> dict[str, Any]:
        """Several 2xx JSON answers of different types: the method returns their ``Union`` and the
        client picks the model by the status code (``cast`` is a ``{status: type}`` dict)."""
        by_status: dict[str, str] = {}
        for s in statuses:
            content = op.responses[s].content
            media = pick_media(content, ("application/json", "+json")) if content else None
            if media is None:
                continue
            schema = content[media].schema
            suffix = "Response" if not by_status else f"Response{s.upper()}"
            by_status[s] = self.registry.type_of(schema, hint + suffix, uses) if schema is not None else "Any"
        types = list(dict.fromkeys(by_status.values()))
        if len(types) < 2 or "Any" in types:
            return first
        flat: list[str] = []
        for t in types:  # Union[A, Optional[B]] is spelled Optional[Union[A, B]]
            inner = t[len("Optional[") : -1] if t.startswith("Optional[") else t
            if inner not in flat:
                flat.append(inner)
        union = f"Union[{', '.join(flat)}]"
        if any(t.startswith("Optional[") or t == "None" for t in types):
            flat = [t for t in flat if t != "None"]
            union = f"Optional[Union[{', '.join(flat)}]]" if len(flat) > 1 else f"Optional[{flat[0]}]"
        cast = "{" + ", ".join(f"{py_string(s)}: {t}" for s, t in by_status.items()) + "}"
        return {"mode": "json", "type": union, "cast": cast}

    # security -------------------------------------------------------------------------------------
    def _auth_arg(self, op: Operation) -> str:
        """The ``auth=`` argument of this operation's request ("" when it uses the client default).

        ``security: []`` on the operation means no credentials (``auth=None``); otherwise the first
        requirement (of the operation, else of the document) with a scheme the client can send wins.
        """
        if op.security is not None and not [r for r in op.security if r]:
            return "None" if self.default_auth["kind"] is not None else ""
        requirements = op.security if op.security is not None else self.spec.security
        for requirement in requirements:
            for name in requirement:
                found = auth_of(self.spec.security_schemes.get(name))
                if found is None:
                    continue
                if found == self.default_auth:
                    return ""
                return f"({py_string(str(found['kind']))}, {py_string(str(found['name']))})"
        return ""

    # docstring --------------------------------------------------------------------------------------
    @staticmethod
    def _doc(op: Operation, fields: list[dict[str, Any]]) -> dict[str, Any]:
        summary = docstring_text(op.summary)
        description = docstring_text(op.description)
        if description == summary:
            description = ""
        if not summary and description:
            first, _, rest = description.partition("\n")
            summary, description = first, rest.strip("\n")
        if not summary:
            summary = f"{op.method} {docstring_text(op.path)}"
        args = [{"name": f["name"], "lines": [x.rstrip() for x in f["doc"].split("\n")]} for f in fields if f["doc"]]
        return {"summary": summary, "description": description.split("\n") if description else [], "args": args}

