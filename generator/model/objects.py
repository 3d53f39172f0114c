"""Model stage: read-only views of the OpenAPI objects around schemas.

Entry points: :class:`Operation` (keyed by ``(METHOD, path)``), :class:`Parameter` (keyed by
``(in, name)``), :class:`RequestBody`, :class:`Response`, :class:`MediaType`, :class:`Header`,
:class:`SecurityScheme`, :class:`Server`, :class:`Tag`, and :func:`normalize_path` (the key that names one
endpoint whatever its parameters are called). They are built by :class:`generator.model.spec.Spec`
and do no I/O. Every object keeps the file and JSON pointer where it is defined, for source locations.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from generator.model.schema import MISSING, Schema


_VARIABLE = re.compile(r"\{[^{}]*\}")
"""A path variable with no brace inside."""


def normalize_path(path: str) -> str:
    """The path with every ``{name}`` replaced by ``{}``: ``/a/{id}`` and ``/a/{key}`` name one endpoint.
    A brace inside a variable nests (``{a{b}c}`` is one variable); a ``{`` never closed takes the rest."""
    if "{" not in path:
        return path or "/"
    between = _VARIABLE.split(path)
    if not any("{" in part for part in between):  # (every variable closed, none nested: one split)
        return "{}".join(between)
    out = []
    depth = 0
    for ch in path:
        if ch == "{":
            depth += 1
            if depth == 1:
                out.append("{}")
            continue
        if ch == "}" and depth:
            depth -= 1
            continue
        if not depth:
            out.append(ch)
    return "".join(out) or "/"


class Record:
    """What every object below is: an immutable named tuple of its fields (made once by
    :class:`~generator.model.spec.Spec`, never changed) that compares and hashes as an object does, by
    identity, as each is one definition of the document (two alike-looking parameters at two places are
    two objects); ordering two of them is an error, as it is for objects."""

    __slots__ = ()
    __eq__ = object.__eq__
    __ne__ = object.__ne__
    __lt__ = object.__lt__  # type: ignore[operator]  # (typeshed leaves out object's ordering slots)
    __le__ = object.__le__  # type: ignore[operator]
    __gt__ = object.__gt__  # type: ignore[operator]
    __ge__ = object.__ge__  # type: ignore[operator]
    __hash__ = object.__hash__


class Located(Record):
    """What every object below but :class:`Server` and :class:`Tag` keeps of its definition: the mapping
    as written (``raw``), the file and the JSON pointer where it is defined (for source locations), the
    last three fields of its tuple."""

    __slots__ = ()
    raw: dict[str, Any]
    file: str
    pointer: str

    def extensions(self) -> dict[str, Any]:
        return {k: v for k, v in self.raw.items() if isinstance(k, str) and k.startswith("x-")}


class _MediaTypeFields(NamedTuple):
    media_type: str
    schema: Schema | None
    example: Any
    examples: dict[str, Any]
    encoding: dict[str, Any]
    item_schema: Schema | None
    raw: dict[str, Any]
    file: str
    pointer: str


class MediaType(Located, _MediaTypeFields):
    """One media type of a body or parameter content: its name, schema, examples and encoding, and
    OpenAPI 3.2's ``itemSchema`` (one item of a streamed body: JSON Lines, server-sent events)."""

    __slots__ = ()


class _HeaderFields(NamedTuple):
    name: str
    required: bool
    deprecated: bool
    description: str | None
    schema: Schema | None
    raw: dict[str, Any]
    file: str
    pointer: str


class Header(Located, _HeaderFields):
    """A response header (or a header component), with the schema of its value."""

    __slots__ = ()


class _ParameterFields(NamedTuple):
    name: str
    location: str  # "path" | "query" | "header" | "cookie"
    required: bool
    deprecated: bool
    description: str | None
    schema: Schema | None
    content: dict[str, MediaType]
    style: str | None
    explode: bool | None
    example: Any
    raw: dict[str, Any]
    file: str
    pointer: str


class Parameter(Located, _ParameterFields):
    """A parameter of an operation; :attr:`key` (location and name) names it within the operation."""

    __slots__ = ()

    @property
    def key(self) -> tuple[str, str]:
        # header names are case-insensitive on the wire
        return (self.location, self.name.lower() if self.location == "header" else self.name)


class _RequestBodyFields(NamedTuple):
    required: bool
    description: str | None
    content: dict[str, MediaType]
    raw: dict[str, Any]
    file: str
    pointer: str


class RequestBody(Located, _RequestBodyFields):
    """An operation's request body: whether it is required, its description and its content by media type."""

    __slots__ = ()


class _ResponseFields(NamedTuple):
    status: str
    description: str | None
    content: dict[str, MediaType]
    headers: dict[str, Header]
    raw: dict[str, Any]
    file: str
    pointer: str


class Response(Located, _ResponseFields):
    """One response of an operation, by status code (or ``default``), with its content and headers."""

    __slots__ = ()


class _SecuritySchemeFields(NamedTuple):
    name: str
    type: str | None
    scheme: str | None  # http: bearer/basic
    bearer_format: str | None
    location: str | None  # apiKey: header/query/cookie
    param_name: str | None  # apiKey: the header/query name
    flows: dict[str, Any]
    description: str | None
    raw: dict[str, Any]
    file: str
    pointer: str


class SecurityScheme(Located, _SecuritySchemeFields):
    """A security scheme the document defines, by its name."""

    __slots__ = ()


class _ServerFields(NamedTuple):
    url: str
    description: str | None
    variables: dict[str, Any]


class Server(Record, _ServerFields):
    """A server URL with its description and variables."""

    __slots__ = ()

    def resolved_url(self) -> str:
        """The URL with each server variable replaced by its default."""
        url = self.url
        for name, var in self.variables.items():
            if isinstance(var, dict) and "default" in var:
                url = url.replace("{" + str(name) + "}", str(var["default"]))
        return url


class _TagFields(NamedTuple):
    name: str
    description: str | None


class Tag(Record, _TagFields):
    """A tag of the document's ``tags`` list."""

    __slots__ = ()


class _OperationFields(NamedTuple):
    method: str  # upper case: "GET"
    path: str
    operation_id: str | None
    summary: str | None
    description: str | None
    tags: tuple[str, ...]
    deprecated: bool
    parameters: dict[tuple[str, str], Parameter]
    request_body: RequestBody | None
    responses: dict[str, Response]
    security: list[dict[str, list[str]]] | None  # None: inherits the document's
    servers: list[Server]
    path_item: dict[str, Any]  # the path item it is written in
    raw: dict[str, Any]
    file: str
    pointer: str


class Operation(Located, _OperationFields):
    """One operation: its method and path, what it takes and returns, its security and servers."""

    __slots__ = ()

    @property
    def key(self) -> tuple[str, str]:
        return (self.method, self.path)

    @property
    def normalized_path(self) -> str:
        """The path with every ``{name}`` replaced by ``{}``: ``/a/{id}`` and ``/a/{key}`` are one endpoint."""
        return normalize_path(self.path)

    def extension(self, name: str, default: Any = MISSING) -> Any:
        return self.raw.get(name, default)
