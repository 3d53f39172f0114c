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
from generator.model import MediaType, Operation, Parameter, Schema, Spec
from generator.targets.sdk.config import SdkConfig
from generator.targets.sdk.examples import argument_parameters, py_literal, required_arguments
from generator.render.literals import docstring_text, py_string
from generator.targets.sdk.naming import NameTable, capped, code_words, pascal, safe_identifier, snake
from generator.targets.sdk.pagination import Paging, detect, is_list_like, items_schema
from generator.targets.sdk.params import ParamTypes, default_note
from generator.targets.sdk.registry import Registry
from generator.targets.sdk.tree import RESERVED_METHODS, Placement, derived_name, place_operations

# names a method body uses besides the names in its return type
RESERVED_PARAMS = frozenset(
    {"self", "extra_headers", "extra_query", "extra_body", "timeout", "max_retries", "request", "cast", "Iterator",
     "AsyncIterator", "Stream", "AsyncStream", "BinaryResponse", "Required", "Sequence", "Literal", "SyncPage",
     "AsyncPaginator", "Paging"}
)
PAGE_NAMES = frozenset({"SyncPage", "AsyncPage", "AsyncPaginator", "Paging"})
SSE_FIELDS = frozenset({"data", "event", "id", "retry"})  # the fields of one server-sent event
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


def is_websocket(op: Operation) -> bool:
    """An operation that upgrades to a WebSocket (a ``101`` answer or a ``x-...websocket...``
    extension): an HTTP client cannot call it, so it gets no method."""
    if "101" in op.responses:
        return True
    return any("websocket" in k.lower() and v not in (False, None) for k, v in op.extensions().items())


VERSION_SEGMENT = re.compile(r"^(v\d+(\.\d+)*|api|\d{4}-\d{2}-\d{2})$", re.I)
SOCKET_SEGMENTS = frozenset({"websocket", "websockets", "ws", "socket"})


def websocket_resource(op: Operation) -> tuple[str, ...]:
    """The resource a WebSocket operation's ``connect()`` lives on: its static path segments (no
    version prefix, no last ``websocket`` segment): ``/audio/speech/websocket`` -> ``audio.speech``."""
    segments = [s for s in op.path.split("/") if s and not s.startswith("{")]
    while segments and VERSION_SEGMENT.match(segments[0]):
        segments.pop(0)
    if len(segments) > 1 and segments[-1].lower() in SOCKET_SEGMENTS:
        segments.pop()
    names = tuple(safe_identifier(snake(s), prefix="r") for s in segments)
    return names or (safe_identifier(snake(op.operation_id or "realtime"), prefix="r"),)


def media_base(media: str) -> str:
    return media.split(";")[0].strip().lower()


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


STRUCTURED = ("json", "multipart", "form")  # the body kinds sent from keyword arguments, in this preference


def _body_kind(media: str, schema: Schema | None = None) -> str:
    """json, multipart, form, text (a ``str`` sent as declared: ``text/plain``, ``application/sdp``)
    or binary (bytes or a file)."""
    base = media_base(media)
    if base == "application/json" or base.endswith("+json"):
        return "json"
    if base.startswith("multipart/"):
        return "multipart"
    if base == "application/x-www-form-urlencoded":
        return "form"
    if base in ("*/*", "application/octet-stream") or "*" in base:
        return "binary"
    if base.startswith("text/"):
        return "text"
    if schema is not None and schema.types == ("string",) and not _is_file(schema):
        return "text"
    return "binary"


def _send_media(media: str, kind: str) -> str:
    """The ``Content-Type`` a body of ``kind`` declared as ``media`` is sent with (a wildcard is sent
    as ``application/octet-stream``; multipart's boundary is httpx's)."""
    base = media_base(media)
    if kind == "binary" and "*" in base:
        return "application/octet-stream"
    return base if kind == "multipart" else media.strip()


def _fixed_value(schema: Any) -> Any:
    """The one value a header's schema allows or defaults to (None when it fixes none)."""
    if not isinstance(schema, dict):
        return None
    if "const" in schema:
        return schema["const"]
    if "default" in schema:
        return schema["default"]
    enum = schema.get("enum")
    return enum[0] if isinstance(enum, list) and len(enum) == 1 else None


def _tuple_or_one(values: list[str]) -> str:
    """A Python literal: the one string, or a tuple of them."""
    if len(values) == 1:
        return py_string(values[0])
    return "(" + ", ".join(py_string(v) for v in values) + ")"


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
        self.params = ParamTypes(registry)
        self.default_auth = default_auth(spec)
        self.config = config or SdkConfig()
        self.paging: dict[tuple[str, str], Paging | None] = {}
        self.placements: dict[tuple[str, str], Placement] = {}
        self.paged: dict[str, int] = {}  # pagination kind -> paginated methods
        self.unsupported: list[dict[str, str]] = []

    def resources(self) -> list[dict[str, Any]]:
        self.registry.use_aliases = True
        try:
            return self._resources()
        finally:
            self.registry.use_aliases = False

    def _resources(self) -> list[dict[str, Any]]:
        ops: list[Operation] = []
        sockets: list[Operation] = []
        for op in self.spec.operations.values():
            (sockets if is_websocket(op) else ops).append(op)
        cfg = self.config
        self.paging = {op.key: self._paging(op) for op in ops}
        placements = place_operations(ops, self._list_like, cfg.naming, cfg.placements(), cfg.renames, cfg.skip_missing)
        self.placements = placements
        nodes: dict[tuple[str, ...], dict[str, Any]] = {}
        class_names = NameTable(set(self.registry.by_class) | set(RESERVED_PARAMS) | PAGE_NAMES)

        def node(path: tuple[str, ...]) -> dict[str, Any]:
            found = nodes.get(path)
            if found is not None:
                return found
            if len(path) > 1:
                parent = node(path[:-1])
            # the client's own methods (path ()): a class the client classes inherit
            cls = class_names.claim(capped("".join(pascal(a) for a in path) + "Resource") if path else "ClientMethodsResource")
            # the classes behind `with_raw_response` / `with_streaming_response`, sync and async
            wrappers = {
                f"{prefix}{kind}": class_names.claim(capped(f"{prefix[:-1].title()}{cls}With{kind.title()}Response"))
                for prefix in ("", "async_")
                for kind in ("raw", "streaming")
            }
            made = {"attr": path[-1] if path else "", "path": path, "dotted": ".".join(path),
                    "handle": ".".join(("client",) + path), "class_name": cls, "wrappers": wrappers,
                    "methods": [], "children": [], "names": set()}
            nodes[path] = made
            if len(path) > 1:
                parent["children"].append(made)
            return made

        for key in sorted(placements, key=lambda k: placements[k].resource):
            node(placements[key].resource)
        socket_nodes = {op.key: websocket_resource(op) for op in sockets}
        for path in sorted(set(socket_nodes.values())):
            node(path)
        for p in placements.values():
            nodes[p.resource]["names"].add(p.method)
        for op in ops:  # methods in document order inside each resource
            p = placements[op.key]
            n = nodes[p.resource]
            taken = n["names"] | {c["attr"] for c in n["children"]} | RESERVED_METHODS
            n["methods"].extend(self.method(op, p.method, n["dotted"], NameTable(taken - {p.method})))
            n["names"] = taken | {m["name"] for m in n["methods"]}
        for op in sockets:  # `connect()` on the resource of its path (a last `websocket` segment dropped)
            n = nodes[socket_nodes[op.key]]
            taken = n["names"] | {c["attr"] for c in n["children"]} | RESERVED_METHODS
            name = NameTable(taken).claim("connect", sep="_")
            n["methods"].append(self.websocket_method(op, name, n["dotted"]))
            n["names"] = taken | {name}
        out = []
        for path, n in nodes.items():
            if len(path) != 1 and path:
                continue
            flat: list[dict[str, Any]] = []
            stack = [n]
            while stack:
                cur = stack.pop(0)
                flat.append(cur)
                stack.extend(cur["children"])
            tag = next((op.tags[0] for m in n["methods"] for op in [self.spec.operations[m["key"]]] if op.tags), n["attr"])
            out.append({**n, "tag": tag, "module": n["attr"] or "_client_methods", "nodes": flat,
                        "all_methods": [m for x in flat for m in x["methods"]]})
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
        self.params.method = hint  # the module of the params classes its arguments name
        uses: set[str] = set()
        ret = self._returns(op, hint, uses)
        paging = self.paging.get(op.key)
        if paging is not None and ret["mode"] == "json" and not ret["cast"].startswith("{"):
            ret = self._page_return(op, paging, ret, hint, uses)
        ret_types = [ret.get("type", ""), ret.get("json", {}).get("type", ""), ret.get("sse", {}).get("type", "")]
        pnames = NameTable(RESERVED_PARAMS | code_words(" ".join(ret_types)))
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
        idempotency = next(
            (p["wire"] for p in params if p["location"] == "header" and p["wire"].lower() == "idempotency-key"), None
        )
        base = {
            "name": name,
            "group": group,
            "http_method": op.method,
            "path": py_string(op.path.split("#", 1)[0]),  # Box's `/files/{id}#get_shared_link`: a variant, not sent
            "key": op.key,
            "params": params,
            "positional": [p for p in params if p["location"] == "path"],
            "keyword": [p for p in params if p["location"] != "path"] + body["fields"],
            "body": body,
            "deprecated": op.deprecated,
            "uses": uses,
            "auth": self._auth_arg(op),
            "idempotency": py_string(idempotency) if idempotency else "",
        }
        out = []
        if ret["mode"] == "both":
            # `stream=True` picks the event stream (typing.overload: the return type follows the flag, as
            # openai-python's); the `stream` body flag is set from it. `<name>_stream` stays as a shortcut.
            keyword = [f for f in base["keyword"] if not (f["location"] == "body" and f["wire"] == "stream")]
            has_flag = len(keyword) != len(base["keyword"])
            js, sse = ret["json"], {"envelope": False, **ret["sse"]}
            if any(f["name"] == "stream" for f in keyword):  # the name is taken: two methods, as before
                out.append({**base, "keyword": keyword, "returns": js, "stream_flag": "False" if has_flag else ""})
            else:
                both = {"mode": "both", "type": js["type"], "json": js, "sse": sse, "envelope": sse["envelope"],
                        "mode_arg": f'"sse" if stream else "{js["mode"]}"',
                        "cast": f"{sse['cast']} if stream else {js['cast']}",
                        "accept": f"{sse['accept']} if stream else {js['accept']}",
                        "by_stream": {"mode": (f'"sse"', f'"{js["mode"]}"'), "cast": (sse["cast"], js["cast"]),
                                      "accept": (sse["accept"], js["accept"])}}
                out.append({**base, "keyword": keyword, "returns": both, "stream_flag": "bool(stream)" if has_flag else ""})
            stream_name = names.claim(name + "_stream", sep="_")
            out.append({**base, "name": stream_name, "keyword": keyword, "returns": ret["sse"], "stream_flag": "True" if has_flag else ""})
        else:
            out.append({**base, "returns": ret})
        example = _example_args(op, base["positional"], base["keyword"])
        for m in out:
            m["example"] = example
            m["returns"] = {"envelope": False, "mode_arg": "", **m["returns"]}
            m.setdefault("stream_flag", "")
            m["annotations"] = _annotations(m["returns"])
            for p in m["positional"] + m["keyword"]:
                p["literal"] = py_string(p["wire"])
            for where in ("query", "header", "cookie", "body"):
                m[f"{where}_params"] = [p for p in m["keyword"] if p["location"] == where]
            m["doc"] = self._doc(op, m["positional"] + m["keyword"])
            if m["returns"]["mode"] == "both":
                m["doc"]["args"].append({"name": "stream", "lines": [
                    "True: the answer comes as server-sent events, a ``Stream`` of",
                    "chunks (typed by the overloads); otherwise the whole answer at once."]})
        return out

    def websocket_method(self, op: Operation, name: str, group: str) -> dict[str, Any]:
        """``connect()`` of a WebSocket operation: its path and query parameters as arguments; the
        messages it sends typed by the request body's JSON schema and those it receives by the
        ``101`` answer's, where the spec gives them (else JSON objects as dicts)."""
        hint = capped(pascal(group.replace(".", "_") + "_" + name) or "Op")
        self.params.method = hint
        uses: set[str] = set()
        pnames = NameTable(RESERVED_PARAMS)
        params = [self._param(p, hint, uses, pnames) for p in self._ordered_params(op) if p.location in ("path", "query")]
        send = recv = "Dict[str, Any]"
        rb = op.request_body
        media = pick_media(rb.content, ("application/json", "+json")) if rb is not None and rb.content else None
        if media is not None and rb is not None and rb.content[media].schema is not None:
            send = self.params.type_of(rb.content[media].schema, hint + "Message", uses)
        upgrade = op.responses.get("101")
        media = pick_media(upgrade.content, ("application/json", "+json")) if upgrade is not None and upgrade.content else None
        if media is not None and upgrade is not None and upgrade.content[media].schema is not None:
            recv = self.registry.type_of(upgrade.content[media].schema, hint + "Event", uses)
        ret = {"mode": "websocket", "type": f"WebSocketConnection[{send}, {recv}]", "send": send, "recv": recv,
               "cast": recv, "accept": "", "envelope": False, "mode_arg": ""}
        positional = [p for p in params if p["location"] == "path"]
        keyword = [p for p in params if p["location"] != "path"]
        return {"name": name, "group": group, "http_method": op.method, "path": py_string(op.path), "key": op.key,
                "params": params, "positional": positional, "keyword": keyword,
                "body": {"kind": None, "media": None, "fields": [], "param": None}, "deprecated": op.deprecated,
                "uses": uses, "auth": self._auth_arg(op), "idempotency": "", "returns": ret, "stream_flag": "",
                "example": _example_args(op, positional, keyword), "doc": self._doc(op, positional + keyword)}

    def _page_return(self, op: Operation, paging: Paging, ret: dict[str, Any], hint: str, uses: set[str]) -> dict[str, Any]:
        """The return of a paginated list: ``SyncPage[item]`` over the page model ``ret``."""
        array = items_schema(op, self.registry, paging.items)
        if array is None:
            where = self.config.where(op.key)
            raise RevgenError(f"{op.method} {op.path}: pagination items field {paging.items!r} is not an array of the answer", *where)
        item = self.registry.type_of(array.items, hint + "Item", uses) if array.items is not None else "Any"
        self.paged[paging.kind] = self.paged.get(paging.kind, 0) + 1
        return {"mode": "page", "type": item, "cast": ret["cast"], "model": ret["type"], "paging": paging.arguments(),
                "accept": ret["accept"]}

    @staticmethod
    def _ordered_params(op: Operation) -> list[Parameter]:
        params = argument_parameters(op)
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
        t = self.params.type_of(schema, hint + pascal(p.name), uses) if schema is not None else "str"
        name = names.claim(safe_identifier(snake(p.name), prefix="param", reserved=names.reserved), sep="_")
        field = {
            "name": name,
            "wire": p.name,
            "key": p.key,
            "location": p.location,
            "required": p.required,
            "doc": docstring_text(p.description) if p.required else default_note(docstring_text(p.description), schema),
            "style": p.style or ("form" if p.location in ("query", "cookie") else "simple"),
            "explode": p.explode if p.explode is not None else (p.style or "form") == "form",
            "is_file": False,
        }
        field.update(_typed(t, p.required))
        return field

    # request body -----------------------------------------------------------------------------------
    def _body(self, op: Operation, hint: str, uses: set[str], names: NameTable) -> dict[str, Any]:
        """The body as the spec declares it. Object bodies (JSON, multipart, urlencoded) become keyword
        arguments; an operation that takes JSON or multipart sends multipart when a file is given, else
        JSON (``kinds``, in that order). Any other body is one ``body`` argument: ``str`` for text,
        bytes or a file for binary (``*/*`` is sent as ``application/octet-stream``)."""
        rb = op.request_body
        empty: dict[str, Any] = {"kind": None, "media": None, "fields": [], "param": None}
        if rb is None or not rb.content:
            return empty
        by_kind: dict[str, str] = {}  # body kind -> its first media type
        for media, mt in rb.content.items():
            by_kind.setdefault(_body_kind(media, mt.schema), media)
        objects = [k for k in STRUCTURED if k in by_kind and self._object_schema(rb.content[by_kind[k]].schema)]
        if "multipart" in objects and "json" in objects:
            objects = ["multipart", "json"]  # chosen per call by the arguments given
        elif objects:
            objects = objects[:1]
        if objects:
            bodies = [(k, body) for k in objects if (body := rb.content[by_kind[k]].schema) is not None]
            fields = self._object_fields(bodies, hint, uses, names)
            medias = [_send_media(by_kind[k], k) for k in objects]
            encoded = next((by_kind[k] for k in objects if k in ("multipart", "form")), None)
            return {"kind": objects[0], "kind_arg": _tuple_or_one(objects), "media": _tuple_or_one(medias),
                    "fields": fields, "param": None,
                    "encoding": self._encoding(rb.content[encoded]) if encoded else ""}
        kind = next((k for k in ("json", "text", "binary", "multipart", "form") if k in by_kind), "binary")
        media = by_kind[kind]
        schema = rb.content[media].schema
        if kind == "binary" or (kind != "text" and self._file_type(schema, True)):
            t = "FileContent"
        elif kind == "text":
            t = "str"
        else:
            t = self.params.type_of(schema, hint + "Body", uses) if schema is not None else "Any"
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
        field.update(_typed(t, rb.required))
        return {"kind": kind, "kind_arg": py_string(kind), "media": py_string(_send_media(media, kind)),
                "fields": [field], "param": name, "encoding": ""}

    def _encoding(self, media: MediaType) -> str:
        """A multipart or urlencoded body's ``encoding`` as the runtime takes it (Python source, "" when
        the spec declares none): per property its part's ``contentType``, the part headers whose value
        the spec fixes (``const``, ``default`` or a one-value ``enum``; ``Content-Type`` is the
        ``contentType``'s), and ``style``/``explode``."""
        out: dict[str, dict[str, Any]] = {}
        for wire, node in media.encoding.items():
            node, file, pointer = self.spec.deref(node, media.file, media.pointer)
            if not isinstance(node, dict):
                continue
            entry: dict[str, Any] = {}
            if isinstance(node.get("contentType"), str):
                entry["contentType"] = node["contentType"]
            headers = {}
            for name, header in (node.get("headers") or {}).items():
                header, _, _ = self.spec.deref(header, file, pointer)
                schema = header.get("schema") if isinstance(header, dict) else None
                schema, _, _ = self.spec.deref(schema, file, pointer)
                value = _fixed_value(schema)
                if str(name).lower() != "content-type" and value is not None:
                    headers[str(name)] = value if isinstance(value, str) else json.dumps(value)
            if headers:
                entry["headers"] = headers
            if isinstance(node.get("style"), str):
                entry["style"] = node["style"]
            if isinstance(node.get("explode"), bool):
                entry["explode"] = node["explode"]
            if entry:
                out[str(wire)] = entry
        return py_literal(out) if out else ""

    def _object_schema(self, schema: Schema | None) -> bool:
        """An object body (its properties become keyword arguments), also behind a one-part ``allOf``
        wrapper (api.video's ``playerCreationPayload: {allOf: [$ref: playerinput]}``)."""
        while schema is not None and len(schema.all_of) == 1 and not (schema.properties or schema.one_of or schema.any_of):
            schema = schema.all_of[0]
        return schema is not None and self.registry.is_object(schema)

    def _object_fields(self, bodies: list[tuple[str, Schema]], hint: str, uses: set[str], names: NameTable) -> list[dict[str, Any]]:
        """The keyword arguments of object bodies (several when the operation offers JSON and
        multipart: every property of either, required when both require it, a file or the JSON value
        where they differ)."""
        types: dict[str, list[str]] = {}
        props_of: dict[str, Schema] = {}
        files: set[str] = set()
        required: set[str] | None = None
        for kind, schema in bodies:
            props, needed = self.registry.request_properties(schema)
            writable = {w for w, p in props.items() if not p.read_only}
            required = set(needed) & writable if required is None else required & set(needed)
            for wire, prop in props.items():
                if prop.read_only:
                    continue  # server-assigned: never sent, and its `required` applies to responses only
                file_type = self._file_type(prop) if kind == "multipart" else None
                if file_type:
                    files.add(wire)
                    t = file_type
                elif wire in types and wire not in files:
                    continue  # the first body's type of the same property stands (a file or the JSON value)
                else:
                    t = self.params.type_of(prop, hint + "Body" + (pascal(wire) or "Field"), uses)
                props_of.setdefault(wire, prop)
                found = types.setdefault(wire, [])
                if t not in found:
                    found.append(t)
        out = []
        for wire, ts in types.items():
            prop = props_of[wire]
            t = ts[0] if len(ts) == 1 else f"Union[{', '.join(ts)}]"
            name = names.claim(safe_identifier(snake(wire), prefix="field", reserved=names.reserved), sep="_")
            is_required = wire in (required or set())
            field = {
                "name": name,
                "wire": wire,
                "location": "body",
                "required": is_required,
                # only what the caller passes is sent: the server applies its own defaults
                "doc": docstring_text(prop.description) if is_required else default_note(docstring_text(prop.description), prop),
                "is_file": wire in files,
            }
            field.update(_typed(t, is_required))
            out.append(field)
        return out

    @staticmethod
    def _file_type(prop: Schema | None, whole: bool = False) -> str | None:
        """``FileTypes`` for a binary property, ``Sequence[FileTypes]`` for an array of them, their
        ``Union`` for an ``anyOf`` of both (OpenAI's image edits); None for anything else."""
        if prop is None:
            return None
        if _is_file(prop):
            return "FileContent" if whole else "FileTypes"
        if prop.items is not None and _is_file(prop.items):
            return "Sequence[FileTypes]"
        variants = [v for v in prop.any_of + prop.one_of if not (v.nullable and not v.types)]  # null aside
        found = [OperationBuilder._file_type(v) for v in variants]
        if found and all(found) and not whole:
            kinds = list(dict.fromkeys(t for t in found if t))
            return kinds[0] if len(kinds) == 1 else f"Union[{', '.join(kinds)}]"
        return None

    # response -------------------------------------------------------------------------------------
    def _returns(self, op: Operation, hint: str, uses: set[str]) -> dict[str, Any]:
        """``mode``: json (a parsed value), none, binary (a ``BinaryResponse``), sse (a ``Stream``
        of chunks) or both (a JSON method and a ``_stream`` twin); ``accept`` is the request's
        ``Accept`` header: the media types of the 2xx answer the method reads."""
        statuses = sorted(s for s in op.responses if s.startswith("2") or s.upper() == "2XX")
        chosen = None
        for s in statuses:
            if op.responses[s].content:
                chosen = op.responses[s]
                break
        if chosen is None:
            if any(s.startswith("3") for s in op.responses) and not statuses:
                # the documented answer is a redirect (to a download, say): followed for GET/HEAD,
                # the final answer comes back as a BinaryResponse (or the 3xx itself, not followed)
                return {"mode": "binary", "type": "BinaryResponse", "cast": "None", "accept": py_string("*/*")}
            return {"mode": "none", "type": "None", "cast": "None", "accept": py_string("application/json")}
        content = chosen.content
        json_media = [m for m in content if media_base(m) == "application/json" or media_base(m).endswith("+json")]
        sse_media = [m for m in content if media_base(m) == "text/event-stream"]
        other_media = [m for m in content if m not in json_media and m not in sse_media]
        json_ret = None
        if json_media:
            schema = content[json_media[0]].schema
            t = self.registry.type_of(schema, hint + "Response", uses) if schema is not None else "Any"
            json_ret = self._by_status(op, statuses, {"mode": "json", "type": t, "cast": t}, hint, uses)
            json_ret["accept"] = _accept(json_media)
        elif other_media:
            json_ret = {"mode": "binary", "type": "BinaryResponse", "cast": "None", "accept": _accept(other_media)}
        sse_ret = None
        if sse_media:
            sse_ret = self._chunks(content[sse_media[0]].schema, hint, uses)
            sse_ret["accept"] = _accept(sse_media[:1])
        if json_ret and sse_ret:
            return {"mode": "both", "json": json_ret, "sse": sse_ret}
        return json_ret or sse_ret  # type: ignore[return-value]

    def _chunks(self, schema: Schema | None, hint: str, uses: set[str]) -> dict[str, Any]:
        """The chunk type of an event stream. A schema that describes the event itself (an object of
        the SSE fields ``data``/``event``/``id``/``retry``, or a ``oneOf`` of such objects) is an
        envelope: the chunk is its ``data``, and a variant whose ``data`` is only ``[DONE]`` is the
        end marker, not a chunk."""
        envelope = False
        target: Schema | None = schema
        if schema is not None:
            variants = schema.one_of or schema.any_of or [schema]
            datas = [self._event_data(v) for v in variants]
            if all(d is not False for d in datas):
                envelope = True
                kept = [d for d in datas if isinstance(d, Schema)]
                target = kept[0] if len(kept) == 1 else None
                if len(kept) > 1:
                    parts = list(dict.fromkeys(self.registry.type_of(d, hint + "Chunk", uses) for d in kept))
                    t = "Any" if "Any" in parts else f"Union[{', '.join(parts)}]"
                    return {"mode": "sse", "type": t, "cast": t, "envelope": True}
        t = self.registry.type_of(target, hint + ("Chunk" if envelope else "Event"), uses) if target is not None else "Any"
        if t == "str":
            t = "Any"
        return {"mode": "sse", "type": t, "cast": t, "envelope": envelope}

    def _event_data(self, schema: Schema) -> Schema | bool | None:
        """For an envelope variant: the schema of its ``data`` (None for the ``[DONE]`` marker);
        False when ``schema`` is not an envelope."""
        if not self.registry.is_object(schema):
            return False
        props, _ = self.registry.merged_properties(schema)
        if "data" not in props or not set(props) <= SSE_FIELDS:
            return False
        data = props["data"]
        if data.enum is not None and [v for v in data.enum if v is not None] == ["[DONE]"]:
            return None
        return data

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


def _annotations(returns: dict[str, Any]) -> tuple[str, str]:
    """What a method returns, as the sync and the async method's annotations."""
    t = returns["type"]
    if returns["mode"] == "sse":
        return f"Stream[{t}]", f"AsyncStream[{t}]"
    if returns["mode"] == "page":
        return f"SyncPage[{t}]", f"AsyncPaginator[{t}]"
    return t, t


def _typed(t: str, required: bool) -> dict[str, Any]:
    """A required argument, or an optional one that defaults to ``NOT_GIVEN`` (never sent)."""
    if required:
        return {"type": t, "default": None}
    if t.startswith("Union["):
        return {"type": f"Union[{t[6:-1]}, NotGiven]", "default": "NOT_GIVEN"}
    if t.startswith("Optional["):
        return {"type": f"Union[{t[9:-1]}, None, NotGiven]", "default": "NOT_GIVEN"}
    return {"type": f"Union[{t}, NotGiven]", "default": "NOT_GIVEN"}


def _accept(media: list[str]) -> str:
    """The ``Accept`` header value (a Python literal) for these response media types."""
    return py_string(", ".join(dict.fromkeys(m.split(";")[0].strip() for m in media)))


def _example_args(op: Operation, positional: list[dict[str, Any]], keyword: list[dict[str, Any]]) -> str:
    """The required arguments of a call to ``op``'s method with minimal valid values (Python source),
    for the package README."""
    values = required_arguments(op)
    args = [py_literal(values.get(("path", p["wire"]), "string")) for p in positional]
    for f in keyword:
        if f["required"]:
            key = (f["location"], f["wire"])
            args.append(f"{f['name']}={py_literal(values.get(key, 'string'))}")
    return ", ".join(args)
