"""Model stage: the normalized, read-only representation of one revision.

Entry point: :class:`Spec`, built by :func:`generator.load.load_spec` from a parsed document and a
reference resolver. Operations are keyed by ``(METHOD, path)``, parameters by ``(in, name)`` (path-level
parameters merged under operation-level ones), responses by status, media types by name. Schemas are
made on demand through :meth:`Spec.schema`, one object per definition, so recursive schemas are cycles.
The model does no I/O of its own and imports no other stage: the loader hands it the files it read and
a ``$ref`` resolver through the small interfaces :class:`SourceFile` and :class:`Sources`, and the other
stages reach them through :attr:`Spec.documents`, :attr:`Spec.folder` and :meth:`Spec.resolve`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Protocol

from generator.model.lazy import cached_property
from generator.model.pointer import join_pointer, split_ref, walk_pointer
from generator.model.schema import MISSING, Schema, SiteSchema
from generator.model.siblings import applied_siblings, merge


from generator.model import objects

HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace", "query")
"""The operations a path item holds in fields of their own, in the order the model lists them (``query``:
OpenAPI 3.2); any other method is an entry of 3.2's ``additionalOperations`` (:func:`item_methods`)."""


def item_methods(item: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any], tuple[str, ...]]]:
    """``(METHOD, operation, pointer tokens)`` of each operation of the path item ``item``: its fields
    (:data:`HTTP_METHODS`), then each entry of 3.2's ``additionalOperations`` in the document's order
    (its key, as written, is the method; one that names a field's method is left out, as oasdiff 1.39.0
    and kin-openapi do: the field holds that method)."""
    for method in HTTP_METHODS:
        op = item.get(method)
        if isinstance(op, dict):
            yield method.upper(), op, (method,)
    extra = item.get("additionalOperations")
    if isinstance(extra, dict):
        for name, op in extra.items():
            if isinstance(op, dict) and str(name).lower() not in HTTP_METHODS:
                yield str(name), op, ("additionalOperations", name)


class SourceFile(Protocol):
    """A file a revision was read from, as the model sees it (the loader's ``Document``)."""

    path: str
    text: str
    data: Any
    is_json: bool

    @property
    def display(self) -> str: ...


class Sources(Protocol):
    """What the model needs from the loader: ``$ref`` resolution and every file that was read."""

    root_dir: str  # the main file's folder

    @property
    def documents(self) -> Mapping[str, SourceFile]: ...  # path -> file, the main file included

    def resolve(self, ref: str, base_file: str) -> tuple[str, str, Any]: ...


class RevisionMeta(Protocol):
    """Which revision a spec is, as the model sees it: the loader's ``Revision``
    (:class:`generator.load.revisions.Revision`), the one object that names a revision from the listing
    to the pages."""

    id: str
    date: str | None
    file: str
    message: str | None


WEBHOOK_PREFIX = "webhook:"
"""How a webhook's operations are named: ``POST webhook:orderCreated`` (as oasdiff 1.39.0 names them)."""


class Operations(Mapping[tuple[str, str], "objects.Operation"]):
    """:attr:`Spec.operations` (``root`` ``paths``) and :attr:`Spec.webhook_operations` (``root``
    ``webhooks``, each named ``prefix`` + its webhook's name): a read-only mapping whose values are built
    per path item on demand."""

    def __init__(self, spec: Spec, root: str = "paths", prefix: str = "") -> None:
        self._spec = spec
        self._prefix = prefix
        self._paths: dict[tuple[str, str], Any] = {}  # key -> the raw path it is written under
        self._built: dict[tuple[str, str], objects.Operation] = {}
        self._items: dict[Any, tuple[dict[str, Any], str, str]] = {}  # raw path -> (item, file, pointer)
        found = spec.raw.get(root)
        raw_paths: dict[Any, Any] = found if isinstance(found, dict) else {}
        for path in raw_paths:
            item, item_file, item_pointer = spec.deref(raw_paths[path], spec.file, join_pointer("/" + root, path))
            if not isinstance(item, dict):
                continue
            self._items[path] = (item, item_file, item_pointer)
            for method, _, _ in item_methods(item):
                self._paths[(method, prefix + str(path))] = path

    def __getitem__(self, key: tuple[str, str]) -> objects.Operation:
        op = self._built.get(key)
        if op is None:
            self._build(self._paths[key])
            op = self._built[key]
        return op

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return iter(self._paths)

    def __len__(self) -> int:
        return len(self._paths)

    def __contains__(self, key: object) -> bool:
        return key in self._paths

    def _build(self, path: Any) -> None:
        """Every operation of the path item written under ``path`` (they share its parameters)."""
        spec = self._spec
        item, item_file, item_pointer = self._items[path]
        shared = spec._parameters(item.get("parameters"), item_file, join_pointer(item_pointer, "parameters"))
        item_servers = _servers(item.get("servers"))
        for method, op, tokens in item_methods(item):
            key = (method, self._prefix + str(path))
            if self._paths.get(key) != path:
                continue  # (a path written twice, as 200 and '200': the last one holds the key)
            self._built[key] = spec._operation(
                method, key[1], op, item, item_file, join_pointer(item_pointer, *tokens), shared, item_servers
            )


class Spec:
    """One loaded revision of an OpenAPI document."""

    def __init__(self, document: SourceFile, resolver: Sources, revision: RevisionMeta | None = None) -> None:
        self.document = document
        self.resolver = resolver
        self.raw: dict[str, Any] = document.data
        self.file = document.path
        self.revision = revision  # None: a document read on its own, not as a revision of a source
        self._schemas: dict[tuple[str, str], Schema] = {}
        self.warnings: list[str] = []

    def release(self) -> None:
        """Let go of what this revision's objects hold of one another; the spec and every object it
        made are unusable afterwards.

        A schema makes its subschemas through its spec, which keeps every schema it made, and recursive
        schemas reach themselves: without this, a revision is freed only by the cyclic collector (at the
        latest when the interpreter exits, after walking everything the run made). Released, its objects
        are freed by reference counting as soon as the caller drops them. Releasing twice does nothing."""
        for schema in self.__dict__.get("_schemas", {}).values():
            schema.__dict__.clear()
        self.__dict__.clear()

    # version --------------------------------------------------------------------------------------
    @property
    def openapi(self) -> str:
        return str(self.raw.get("openapi", ""))

    @property
    def dialect(self) -> str:
        """``"3.0"`` or ``"3.1"`` (3.2 documents are read as 3.1)."""
        return "3.0" if self.openapi.startswith("3.0") else "3.1"

    @property
    def info(self) -> dict[str, Any]:
        info = self.raw.get("info")
        return info if isinstance(info, dict) else {}

    @property
    def title(self) -> str:
        return str(self.info.get("title") or "API")

    @property
    def version(self) -> str:
        return str(self.info.get("version") or "")

    # where it came from -----------------------------------------------------------------------------
    @property
    def documents(self) -> Mapping[str, SourceFile]:
        """Every file this revision was read from (path -> file): the main one and each ``$ref`` target."""
        return self.resolver.documents

    @property
    def folder(self) -> str:
        """The main file's folder (relative ``$ref`` files are named from it)."""
        return self.resolver.root_dir

    def resolve(self, ref: str, file: str) -> tuple[str, str, Any]:
        """``(file, pointer, node)`` that ``ref``, written in ``file``, names."""
        return self.resolver.resolve(ref, file)

    # references -----------------------------------------------------------------------------------
    def deref(self, node: Any, file: str, pointer: str) -> tuple[Any, str, str]:
        """Follow ``node``'s ``$ref`` if it has one: ``(node, file, pointer)`` of the target."""
        if isinstance(node, dict) and "$ref" in node:
            target_file, target_pointer, target = self.resolver.resolve(node["$ref"], file)
            return target, target_file, target_pointer
        return node, file, pointer

    def schema(self, node: Any, file: str, pointer: str, *tokens: object) -> Schema:
        """The :class:`Schema` for ``node`` found at ``pointer``+``tokens`` in ``file``."""
        ref = node.get("$ref") if isinstance(node, dict) else None
        if ref is not None:  # (its own pointer matters only for the keywords beside it, in 3.1)
            target_file, target_pointer, target = self.resolver.resolve(ref, file)
            if (target_file != file or ref[1:] != target_pointer) and type(ref) is str and ref[:1] == "#" \
                    and self.dialect == "3.1":
                alias = self._alias(ref, file)
                if alias is not None:
                    if len(node) > 1:
                        return self._site(node, file, join_pointer(pointer, *tokens) if tokens else pointer, ref, alias)
                    return alias
            key = (target_file, target_pointer)
            schema = self._schemas.get(key)
            if schema is None:
                schema = Schema(self, target_file, target_pointer, target, ref=ref)
                self._schemas[key] = schema
            elif schema.ref is None:  # first created directly (e.g. by ``schemas``): it is a ref target too
                schema.ref = ref
            if len(node) > 1 and self.dialect == "3.1":
                return self._site(node, file, join_pointer(pointer, *tokens) if tokens else pointer, ref, schema)
            return schema
        here = join_pointer(pointer, *tokens) if tokens else pointer
        key = (file, here)
        schema = self._schemas.get(key)
        if schema is None:
            schema = Schema(self, file, here, node)
            self._schemas[key] = schema
        return schema

    def _alias(self, ref: str, file: str) -> Schema | None:
        """The schema of the ``$ref`` that the local ``ref`` names (an alias: ``A: {$ref: B, nullable:
        true}``), so that the keywords beside it apply too; None when ``ref`` names no reference."""
        pointer = split_ref(ref)[1]
        try:
            hop = walk_pointer(self.documents[file].data, pointer)
        except (KeyError, IndexError, ValueError):
            return None
        return self.schema(hop, file, pointer) if isinstance(hop, dict) and "$ref" in hop else None

    def _site(self, node: dict[str, Any], file: str, here: str, ref: str, target: Schema) -> Schema:
        """The ``$ref`` ``node`` at ``here`` with the keywords beside it applied (3.1: they apply with the
        reference, :mod:`generator.model.siblings`): a :class:`SiteSchema`, or ``target`` itself when
        they change nothing. One object per use site, kept under the use site's key."""
        key = (file, here)
        site = self._schemas.get(key)
        if site is None:
            siblings = applied_siblings(node)
            merged = merge(target.raw, siblings) if siblings and not target.is_boolean else None
            site = target if merged is None or siblings is None else SiteSchema(self, file, here, merged, ref, target, siblings)
            self._schemas[key] = site
        return site

    # components -----------------------------------------------------------------------------------
    @cached_property
    def components(self) -> dict[str, Any]:
        c = self.raw.get("components")
        return c if isinstance(c, dict) else {}

    @cached_property
    def schemas(self) -> dict[str, Schema]:
        raw = self.components.get("schemas")
        if not isinstance(raw, dict):
            return {}
        return {str(name): self.schema(node, self.file, "/components/schemas", name) for name, node in raw.items()}

    @cached_property
    def security_schemes(self) -> dict[str, objects.SecurityScheme]:
        raw = self.components.get("securitySchemes")
        out: dict[str, objects.SecurityScheme] = {}
        if not isinstance(raw, dict):
            return out
        for name, node in raw.items():
            pointer = join_pointer("/components/securitySchemes", name)
            node, file, pointer = self.deref(node, self.file, pointer)
            if not isinstance(node, dict):
                continue
            flows = node.get("flows")
            out[str(name)] = objects.SecurityScheme(
                name=str(name),
                type=_str(node.get("type")),
                scheme=(_str(node.get("scheme")) or "").lower() or None,
                bearer_format=_str(node.get("bearerFormat")),
                location=_str(node.get("in")),
                param_name=_str(node.get("name")),
                flows=flows if isinstance(flows, dict) else {},
                description=_str(node.get("description")),
                raw=node,
                file=file,
                pointer=pointer,
            )
        return out

    @property
    def security(self) -> list[dict[str, list[str]]]:
        sec = self.raw.get("security")
        return [s for s in sec if isinstance(s, dict)] if isinstance(sec, list) else []

    @cached_property
    def servers(self) -> list[objects.Server]:
        return _servers(self.raw.get("servers"))

    @cached_property
    def tags(self) -> list[objects.Tag]:
        raw = self.raw.get("tags")
        if not isinstance(raw, list):
            return []
        return [
            objects.Tag(name=str(t["name"]), description=_str(t.get("description")))
            for t in raw
            if isinstance(t, dict) and "name" in t
        ]

    @cached_property
    def paths(self) -> dict[str, dict[str, Any]]:
        raw = self.raw.get("paths")
        if not isinstance(raw, dict):
            return {}
        out: dict[str, dict[str, Any]] = {}
        for path, item in raw.items():
            item, _, _ = self.deref(item, self.file, join_pointer("/paths", path))
            if isinstance(item, dict):
                out[str(path)] = item
        return out

    @cached_property
    def webhooks(self) -> dict[str, dict[str, Any]]:
        raw = self.raw.get("webhooks")
        return {str(k): v for k, v in raw.items() if isinstance(v, dict)} if isinstance(raw, dict) else {}

    # operations -----------------------------------------------------------------------------------
    @cached_property
    def operations(self) -> Operations:
        """``(METHOD, path) -> Operation``, in the document's order of paths and then methods. The keys
        are listed from the paths alone; a path's operations are built when one of them is first asked
        for (a comparison of a part of the endpoints builds only those)."""
        return Operations(self)

    @cached_property
    def webhook_operations(self) -> Operations:
        """The operations of the 3.1 ``webhooks``, keyed ``(METHOD, "webhook:NAME")``: requests the API
        sends. Kept apart from :attr:`operations` (what a client calls: the docs, samples and SDK); the
        comparison of two revisions joins them (``diff.spec.diff_specs``)."""
        return Operations(self, "webhooks", WEBHOOK_PREFIX)

    def operation(self, method: str, path: str) -> objects.Operation | None:
        return self.operations.get((method.upper(), path))

    def _operation(
        self,
        method: str,
        path: str,
        op: dict[str, Any],
        item: dict[str, Any],
        file: str,
        pointer: str,
        shared: dict[tuple[str, str], objects.Parameter],
        item_servers: list[objects.Server],
    ) -> objects.Operation:
        params = dict(shared)
        params.update(self._parameters(op.get("parameters"), file, join_pointer(pointer, "parameters")))
        body = None
        if "requestBody" in op:
            body = self._request_body(op["requestBody"], file, join_pointer(pointer, "requestBody"))
        responses: dict[str, objects.Response] = {}
        raw_responses = op.get("responses")
        if isinstance(raw_responses, dict):
            for status, resp in raw_responses.items():
                r = self._response(str(status), resp, file, join_pointer(pointer, "responses", status))
                if r is not None:
                    responses[str(status)] = r
        tags = op.get("tags")
        security = op.get("security")
        servers = _servers(op.get("servers")) or item_servers
        return objects.Operation(
            method=method.upper(),
            path=path,
            operation_id=_str(op.get("operationId")),
            summary=_str(op.get("summary")) or _str(item.get("summary")),
            description=_str(op.get("description")) or _str(item.get("description")),
            tags=tuple(str(t) for t in tags) if isinstance(tags, list) else (),
            deprecated=op.get("deprecated") is True,
            parameters=params,
            request_body=body,
            responses=responses,
            security=[s for s in security if isinstance(s, dict)] if isinstance(security, list) else None,
            servers=servers,
            raw=op,
            file=file,
            pointer=pointer,
            path_item=item,
        )

    def parameter_nodes(self, raw: Any, file: str, pointer: str) -> list[tuple[dict[str, Any], str, str]]:
        """``(node, file, pointer)`` of each parameter in a ``parameters`` list ``raw`` (at ``pointer`` in
        ``file``), after its ``$ref``; entries that are not a parameter (no ``name`` or ``in``) are left out."""
        out: list[tuple[dict[str, Any], str, str]] = []
        if not isinstance(raw, list):
            return out
        for i, node in enumerate(raw):
            node, pfile, ppointer = self.deref(node, file, join_pointer(pointer, i))
            if isinstance(node, dict) and "name" in node and "in" in node:
                out.append((node, pfile, ppointer))
        return out

    def _parameters(self, raw: Any, file: str, pointer: str) -> dict[tuple[str, str], objects.Parameter]:
        out: dict[tuple[str, str], objects.Parameter] = {}
        for node, pfile, ppointer in self.parameter_nodes(raw, file, pointer):
            location = str(node["in"])
            schema = None
            if "schema" in node:
                schema = self.schema(node["schema"], pfile, ppointer, "schema")
            explode = node.get("explode")
            param = objects.Parameter(
                name=str(node["name"]),
                location=location,
                required=node.get("required") is True or location == "path",
                deprecated=node.get("deprecated") is True,
                description=_str(node.get("description")),
                schema=schema,
                content=self._content(node.get("content"), pfile, join_pointer(ppointer, "content")),
                style=_str(node.get("style")),
                explode=explode if isinstance(explode, bool) else None,
                example=node.get("example", MISSING),
                raw=node,
                file=pfile,
                pointer=ppointer,
            )
            out[param.key] = param
        return out

    def _content(self, raw: Any, file: str, pointer: str) -> dict[str, objects.MediaType]:
        out: dict[str, objects.MediaType] = {}
        if not isinstance(raw, dict):
            return out
        for media, node in raw.items():
            mpointer = join_pointer(pointer, media)
            node, mfile, mpointer = self.deref(node, file, mpointer)
            if not isinstance(node, dict):
                node = {}
            schema = self.schema(node["schema"], mfile, mpointer, "schema") if "schema" in node else None
            items = self.schema(node["itemSchema"], mfile, mpointer, "itemSchema") if "itemSchema" in node else None
            examples = node.get("examples")
            encoding = node.get("encoding")
            out[str(media)] = objects.MediaType(
                media_type=str(media),
                schema=schema,
                example=node.get("example", MISSING),
                examples=examples if isinstance(examples, dict) else {},
                encoding=encoding if isinstance(encoding, dict) else {},
                item_schema=items,
                raw=node,
                file=mfile,
                pointer=mpointer,
            )
        return out

    def _request_body(self, raw: Any, file: str, pointer: str) -> objects.RequestBody | None:
        node, bfile, bpointer = self.deref(raw, file, pointer)
        if not isinstance(node, dict):
            return None
        return objects.RequestBody(
            required=node.get("required") is True,
            description=_str(node.get("description")),
            content=self._content(node.get("content"), bfile, join_pointer(bpointer, "content")),
            raw=node,
            file=bfile,
            pointer=bpointer,
        )

    def _response(self, status: str, raw: Any, file: str, pointer: str) -> objects.Response | None:
        node, rfile, rpointer = self.deref(raw, file, pointer)
        if not isinstance(node, dict):
            return None
        headers: dict[str, objects.Header] = {}
        raw_headers = node.get("headers")
        if isinstance(raw_headers, dict):
            for name, h in raw_headers.items():
                h, hfile, hpointer = self.deref(h, rfile, join_pointer(rpointer, "headers", name))
                if not isinstance(h, dict):
                    continue
                headers[str(name)] = objects.Header(
                    name=str(name),
                    required=h.get("required") is True,
                    deprecated=h.get("deprecated") is True,
                    description=_str(h.get("description")),
                    schema=self.schema(h["schema"], hfile, hpointer, "schema") if "schema" in h else None,
                    raw=h,
                    file=hfile,
                    pointer=hpointer,
                )
        return objects.Response(
            status=status,
            description=_str(node.get("description")),
            content=self._content(node.get("content"), rfile, join_pointer(rpointer, "content")),
            headers=headers,
            raw=node,
            file=rfile,
            pointer=rpointer,
        )

    def check_references(self) -> None:
        """Resolve every reference reachable from the operations and components (raises on a bad one)."""
        seen: set[tuple[str, str]] = set()
        todo: list[Schema] = list(self.schemas.values())
        for op in self.operations.values():
            for p in op.parameters.values():
                if p.schema:
                    todo.append(p.schema)
            for media in _all_media(op):
                if media.schema:
                    todo.append(media.schema)
        while todo:
            s = todo.pop()
            if s.key in seen:
                continue
            seen.add(s.key)
            todo.extend(s.properties.values())
            todo.extend(s.all_of + s.one_of + s.any_of + s.prefix_items)
            for extra in (s.items, s.not_, s.additional_properties):
                if isinstance(extra, Schema):
                    todo.append(extra)

    def __repr__(self) -> str:
        return f"Spec({self.file!r}, openapi={self.openapi!r}, operations={len(self.operations)})"


def _all_media(op: objects.Operation) -> list[objects.MediaType]:
    out = list(op.request_body.content.values()) if op.request_body else []
    for r in op.responses.values():
        out.extend(r.content.values())
    return out


def _servers(raw: Any) -> list[objects.Server]:
    if not isinstance(raw, list):
        return []
    out = []
    for s in raw:
        if isinstance(s, dict) and isinstance(s.get("url"), str):
            variables = s.get("variables")
            out.append(objects.Server(url=s["url"], description=_str(s.get("description")), variables=variables if isinstance(variables, dict) else {}))
    return out


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) else None
