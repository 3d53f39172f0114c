"""Model stage: read-only views of the OpenAPI objects around schemas.

Entry points: :class:`Operation` (keyed by ``(METHOD, path)``), :class:`Parameter` (keyed by
``(in, name)``), :class:`RequestBody`, :class:`Response`, :class:`MediaType`, :class:`Header`,
:class:`SecurityScheme`, :class:`Server`, :class:`Tag`, and :func:`normalize_path` (the key that names one
endpoint whatever its parameters are called). They are built by :class:`generator.model.spec.Spec`
and do no I/O. Every object keeps the file and JSON pointer where it is defined, for source locations.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from generator.model.schema import MISSING, Schema


def normalize_path(path: str) -> str:
    """The path with every ``{name}`` replaced by ``{}``: ``/a/{id}`` and ``/a/{key}`` name one endpoint."""
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


@dataclass(frozen=True, eq=False, kw_only=True)
class Located:
    """What every object below keeps of its definition: the mapping as written (``raw``), the file and
    the JSON pointer where it is defined (for source locations). Keyword-only, after the own fields."""

    raw: dict[str, Any]
    file: str
    pointer: str

    def extensions(self) -> dict[str, Any]:
        return {k: v for k, v in self.raw.items() if isinstance(k, str) and k.startswith("x-")}


@dataclass(frozen=True, eq=False)
class MediaType(Located):
    """One media type of a body or parameter content: its name, schema, examples and encoding, and
    OpenAPI 3.2's ``itemSchema`` (one item of a streamed body: JSON Lines, server-sent events)."""

    media_type: str
    schema: Schema | None
    example: Any
    examples: dict[str, Any]
    encoding: dict[str, Any]
    item_schema: Schema | None = None


@dataclass(frozen=True, eq=False)
class Header(Located):
    """A response header (or a header component), with the schema of its value."""

    name: str
    required: bool
    deprecated: bool
    description: str | None
    schema: Schema | None


@dataclass(frozen=True, eq=False)
class Parameter(Located):
    """A parameter of an operation; :attr:`key` (location and name) names it within the operation."""

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

    @property
    def key(self) -> tuple[str, str]:
        # header names are case-insensitive on the wire
        return (self.location, self.name.lower() if self.location == "header" else self.name)


@dataclass(frozen=True, eq=False)
class RequestBody(Located):
    """An operation's request body: whether it is required, its description and its content by media type."""

    required: bool
    description: str | None
    content: dict[str, MediaType]


@dataclass(frozen=True, eq=False)
class Response(Located):
    """One response of an operation, by status code (or ``default``), with its content and headers."""

    status: str
    description: str | None
    content: dict[str, MediaType]
    headers: dict[str, Header]


@dataclass(frozen=True, eq=False)
class SecurityScheme(Located):
    """A security scheme the document defines, by its name."""

    name: str
    type: str | None
    scheme: str | None  # http: bearer/basic
    bearer_format: str | None
    location: str | None  # apiKey: header/query/cookie
    param_name: str | None  # apiKey: the header/query name
    flows: dict[str, Any]
    description: str | None


@dataclass(frozen=True, eq=False)
class Server:
    """A server URL with its description and variables."""

    url: str
    description: str | None
    variables: dict[str, Any]

    def resolved_url(self) -> str:
        """The URL with each server variable replaced by its default."""
        url = self.url
        for name, var in self.variables.items():
            if isinstance(var, dict) and "default" in var:
                url = url.replace("{" + str(name) + "}", str(var["default"]))
        return url


@dataclass(frozen=True, eq=False)
class Tag:
    """A tag of the document's ``tags`` list."""

    name: str
    description: str | None


@dataclass(frozen=True, eq=False)
class Operation(Located):
    """One operation: its method and path, what it takes and returns, its security and servers."""

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
    path_item: dict[str, Any] = field(repr=False, default_factory=dict)

    @property
    def key(self) -> tuple[str, str]:
        return (self.method, self.path)

    @property
    def normalized_path(self) -> str:
        """The path with every ``{name}`` replaced by ``{}``: ``/a/{id}`` and ``/a/{key}`` are one endpoint."""
        return normalize_path(self.path)

    def extension(self, name: str, default: Any = MISSING) -> Any:
        return self.raw.get(name, default)
