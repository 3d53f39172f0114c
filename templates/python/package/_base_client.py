# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""The HTTP core shared by every endpoint: request building, per-call options, retries, redirects,
errors and answer parsing. Methods call :meth:`SyncAPIClient.request` / :meth:`AsyncAPIClient.request`.
"""

from __future__ import annotations

import datetime as _dt
import email.utils
import enum
import json
import logging
import mimetypes
import os
import random
import sys
import time
import uuid
from typing import (
    TYPE_CHECKING,
    Annotated,
    Any,
    Callable,
    Dict,
    List,
    Mapping,
    Optional,
    Tuple,
    Union,
    get_args,
    get_origin,
)
from urllib.parse import quote

import httpx

from ._exceptions import APIConnectionError, APITimeoutError, make_status_error
from ._response import (
    RAW_RESPONSE_HEADER,
    APIResponse,
    AsyncAPIResponse,
    BinaryResponse,
)
from ._streaming import AsyncStream, Stream
from ._types import (
    NOT_GIVEN,
    Body,
    FileContent,
    FileTypes,
    Headers,
    NotGiven,
    Query,
    Timeout,
)
from ._version import __version__

if TYPE_CHECKING:
    import pydantic
    from typing_extensions import Self

__all__ = [
    "NotGiven",
    "NOT_GIVEN",
    "FileContent",
    "FileTypes",
    "Headers",
    "Query",
    "Body",
    "Timeout",
    "SyncAPIClient",
    "AsyncAPIClient",
    "DEFAULT_TIMEOUT",
    "DEFAULT_MAX_RETRIES",
    "USER_AGENT",
]

# an operation's credentials: (kind, name), None for none, NOT_GIVEN for the client's own
Auth = Union[Tuple[str, str], None, NotGiven]

DEFAULT_TIMEOUT = httpx.Timeout(60.0, connect=10.0)
DEFAULT_MAX_RETRIES = 2
INITIAL_RETRY_DELAY = 0.5
MAX_RETRY_DELAY = 8.0
MAX_RETRY_AFTER = 60.0
_PYTHON_VERSION = f"{sys.version_info[0]}.{sys.version_info[1]}"
USER_AGENT = f"{__package__}/{__version__} python/{_PYTHON_VERSION}"
LOG_ENV = f"{(__package__ or 'sdk').upper()}_LOG"  # <PACKAGE>_LOG=debug

log = logging.getLogger(__package__)


def _setup_logging() -> None:
    """``<PACKAGE>_LOG=debug`` logs every request and retry to stderr (``info``: the retries)."""
    level = os.environ.get(LOG_ENV, "").strip().lower()
    if level not in ("debug", "info"):
        return
    handler = logging.StreamHandler()
    handler.setFormatter(
        logging.Formatter("[%(asctime)s - %(name)s - %(levelname)s] %(message)s")
    )
    log.addHandler(handler)
    log.setLevel(logging.DEBUG if level == "debug" else logging.INFO)


_setup_logging()

# pydantic is imported on first use, not with the package: a client that has not parsed an answer
# yet has not paid for it
_ADAPTERS: Dict[Any, "pydantic.TypeAdapter[Any]"] = {}


def parse(cast_to: Any, data: Any) -> Any:
    """``data`` as ``cast_to`` (a model class or any type expression), leniently.

    A server that drifts from its spec (a required field missing, a value of another type) must not
    break the call: when validation fails the answer is built without it, keeping every value, with
    ``None`` for a missing field, and each part that does validate typed as usual.
    """
    import pydantic

    if cast_to is None:
        return None
    try:
        return _validate(cast_to, data)
    except pydantic.ValidationError:
        return _lenient(cast_to, data)


def _for_status(cast_to: Any, status: int) -> Any:
    """The type of the answer: ``cast_to`` itself, or its entry for ``status`` when the operation
    answers several 2xx types (``{"200": A, "201": B}``; ``2XX`` matches any 2xx)."""
    if not isinstance(cast_to, dict):
        return cast_to
    for key, value in cast_to.items():
        if key == str(status) or (key.upper() == "2XX" and 200 <= status < 300):
            return value
    return Union[tuple(cast_to.values())]


def _validate(cast_to: Any, data: Any) -> Any:
    import pydantic

    if isinstance(cast_to, type) and issubclass(cast_to, pydantic.BaseModel):
        return cast_to.model_validate(data)
    try:
        adapter = _ADAPTERS[cast_to]
    except (KeyError, TypeError):
        adapter = pydantic.TypeAdapter(cast_to)
        try:
            _ADAPTERS[cast_to] = adapter
        except TypeError:
            pass
    return adapter.validate_python(data)


def _lenient(cast_to: Any, data: Any) -> Any:
    """Best-effort ``cast_to`` for ``data`` that did not validate; never raises a validation error."""
    import pydantic

    if isinstance(cast_to, type) and issubclass(cast_to, pydantic.BaseModel):
        if not isinstance(data, dict):
            return data
        values: Dict[str, Any] = {}
        wires = _wire_names(cast_to)
        for name, info in cast_to.model_fields.items():
            wire = info.alias or name
            if wire in data:
                values[name] = _field_value(info.annotation, data[wire])
            elif info.is_required():
                values[name] = None
            else:
                values[name] = info.get_default(call_default_factory=True)
        extra = {k: v for k, v in data.items() if k not in wires and k not in values}
        fields_set = {
            n for n, i in cast_to.model_fields.items() if (i.alias or n) in data
        }
        return cast_to.model_construct(_fields_set=fields_set, **values, **extra)
    origin = get_origin(cast_to)
    args = get_args(cast_to)
    if origin is Annotated and args:
        return _lenient(args[0], data)
    if origin in (list, List) and args and isinstance(data, list):
        return [_field_value(args[0], item) for item in data]
    if origin in (dict, Dict) and len(args) == 2 and isinstance(data, dict):
        return {k: _field_value(args[1], v) for k, v in data.items()}
    if origin is Union:
        for arg in args:
            try:
                return _validate(arg, data)
            except (pydantic.ValidationError, pydantic.PydanticUserError):
                continue
        present = [a for a in args if a is not type(None)]
        if len(present) == 1:  # Optional[X]: X, leniently
            return _lenient(present[0], data)
        models = [
            a for a in args if isinstance(a, type) and issubclass(a, pydantic.BaseModel)
        ]
        if models and isinstance(data, dict):
            # the variant that shares the most field names with the data
            best = max(models, key=lambda m: len(_wire_names(m) & set(data)))
            return _lenient(best, data)
    return data


def _wire_names(model: Any) -> set[str]:
    return {info.alias or name for name, info in model.model_fields.items()}


def _field_value(annotation: Any, value: Any) -> Any:
    import pydantic

    try:
        return _validate(annotation, value)
    except (pydantic.ValidationError, pydantic.PydanticUserError):
        return _lenient(annotation, value)


def to_jsonable(value: Any) -> Any:
    """Turn models, enums, dates and containers into JSON values, dropping ``NOT_GIVEN``."""
    import pydantic

    if isinstance(value, pydantic.BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (_dt.datetime, _dt.date)):
        return value.isoformat()
    if isinstance(value, Mapping):
        return {
            str(k): to_jsonable(v)
            for k, v in value.items()
            if not isinstance(v, NotGiven)
        }
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    return value


def _scalar(value: Any) -> str:
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return ""
    return str(value)


def flatten(prefix: str, value: Any) -> List[Tuple[str, str]]:
    """Bracket-encode nested values: ``a[b][0]=c`` (form bodies and deepObject queries)."""
    out: List[Tuple[str, str]] = []
    if isinstance(value, Mapping):
        for k, v in value.items():
            out.extend(flatten(f"{prefix}[{k}]", v))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(flatten(f"{prefix}[{i}]", v))
    else:
        out.append((prefix, _scalar(value)))
    return out


def encode_query(params: List[Tuple[str, Any, str, bool]]) -> List[Tuple[str, str]]:
    """Query pairs for ``(wire name, value, style, explode)``; unset values are left out."""
    out: List[Tuple[str, str]] = []
    for name, raw, style, explode in params:
        if isinstance(raw, NotGiven):
            continue
        value = to_jsonable(raw)
        if value is None:
            continue
        if isinstance(value, list):
            if explode and style == "form":
                out.extend((name, _scalar(v)) for v in value)
            else:
                sep = {"spaceDelimited": " ", "pipeDelimited": "|"}.get(style, ",")
                out.append((name, sep.join(_scalar(v) for v in value)))
        elif isinstance(value, Mapping):
            if style == "deepObject":
                out.extend(flatten(name, value))
            elif explode:
                out.extend((str(k), _scalar(v)) for k, v in value.items())
            else:  # form, not exploded: name=k1,v1,k2,v2
                out.append(
                    (name, ",".join(f"{k},{_scalar(v)}" for k, v in value.items()))
                )
        else:
            out.append((name, _scalar(value)))
    return out


def _retry_after(response: Optional[httpx.Response]) -> Optional[float]:
    if response is None:
        return None
    ms = response.headers.get("retry-after-ms")
    if ms:
        try:
            return float(ms) / 1000
        except ValueError:
            pass
    header = response.headers.get("retry-after")
    if not header:
        return None
    try:
        return float(header)
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(header)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None  # a malformed header: fall back to exponential backoff
    if when is None:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=_dt.timezone.utc)
    return when.timestamp() - time.time()


async def _async_sleep(seconds: float) -> None:
    import asyncio  # imported at the async client's first retry, not with the package

    await asyncio.sleep(seconds)


def retry_delay(attempt: int, response: Optional[httpx.Response]) -> float:
    """Seconds to wait before retry number ``attempt`` (0-based): Retry-After, else backoff."""
    after = _retry_after(response)
    if after is not None and 0 <= after <= MAX_RETRY_AFTER:
        return after
    delay = min(INITIAL_RETRY_DELAY * (2.0**attempt), MAX_RETRY_DELAY)
    return delay * (1 - 0.25 * random.random())


def should_retry(response: httpx.Response) -> bool:
    """Retry on 408, 409, 429 and 5xx unless the server says otherwise."""
    hint = response.headers.get("x-should-retry")
    if hint == "true":
        return True
    if hint == "false":
        return False
    return response.status_code in (408, 409, 429) or response.status_code >= 500


def _body_of(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return response.text or None


def _parse_json(cast_to: Any, response: httpx.Response) -> Any:
    cast_to = _for_status(cast_to, response.status_code)
    if cast_to is None:
        return None
    if cast_to is bytes:
        return response.content
    if cast_to is str:
        return response.text
    if not response.content:
        return parse(cast_to, None)
    try:
        data = response.json()
    except ValueError:
        data = response.text
    return _with_request_id(parse(cast_to, data), response)


def _with_request_id(value: Any, response: httpx.Response) -> Any:
    """A parsed model carries the id the server gave its request (``value._request_id``)."""
    if "_request_id" in getattr(type(value), "__private_attributes__", ()):
        headers = response.headers
        value._request_id = headers.get("x-request-id") or headers.get("request-id")
    return value


def _log_response(response: httpx.Response, attempt: int) -> None:
    if log.isEnabledFor(logging.DEBUG):
        request = response.request
        log.debug(
            'HTTP Request: %s %s "%d %s"%s',
            request.method,
            request.url,
            response.status_code,
            response.reason_phrase,
            f" (retry {attempt})" if attempt else "",
        )


def _log_retry(request: httpx.Request, delay: float, attempt: int, why: str) -> None:
    log.info(
        "Retrying %s %s in %.2f seconds (retry %d, after %s)",
        request.method,
        request.url,
        delay,
        attempt + 1,
        why,
    )


def _parser(
    cast_to: Any, returns: str, envelope: bool, stream_cls: Any
) -> Callable[[httpx.Response], Any]:
    """How an answer becomes the method's value: ``returns`` is json, none, binary or sse."""
    if returns == "none":
        return lambda response: None
    if returns == "binary":
        return BinaryResponse
    if returns == "sse":
        return lambda response: stream_cls(cast_to, response, envelope=envelope)
    return lambda response: _parse_json(cast_to, response)


def _read_file(value: Any) -> Any:
    if isinstance(value, os.PathLike):
        with open(value, "rb") as f:
            return f.read()
    return value


def _upload(value: Any) -> Any:
    """An upload as httpx takes it: a path becomes ``(file name, bytes)``."""
    if isinstance(value, os.PathLike):
        return (os.path.basename(os.fspath(value)), _read_file(value))
    if isinstance(value, tuple) and len(value) >= 2:
        return (value[0], _read_file(value[1]), *value[2:])
    return value


def _raw_content(value: Any) -> Any:
    value = _read_file(value)
    if hasattr(value, "read"):
        return value.read()
    return value


class _BaseClient:
    _auth_kind: Optional[str] = None
    _auth_name: str = ""

    def __init__(
        self,
        *,
        base_url: str,
        api_key: Optional[str],
        timeout: Timeout,
        max_retries: int,
        default_headers: Optional[Headers],
        follow_redirects: bool = True,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.timeout = timeout
        self.max_retries = max_retries
        self.follow_redirects = follow_redirects
        self.default_headers: Dict[str, str] = dict(default_headers or {})

    def _http_client(self) -> Any:
        raise NotImplementedError

    def with_options(
        self,
        *,
        api_key: Optional[str] = None,
        base_url: Optional[str] = None,
        timeout: Union[Timeout, NotGiven] = NOT_GIVEN,
        max_retries: Optional[int] = None,
        default_headers: Optional[Headers] = None,
        follow_redirects: Optional[bool] = None,
    ) -> Self:
        """A copy of this client with some settings changed; it shares the connection pool.

        ``default_headers`` are added to this client's."""
        make: Any = type(self)  # the concrete client, which takes ``http_client``
        copied: Self = make(
            api_key=api_key if api_key is not None else self.api_key,
            base_url=base_url if base_url is not None else self.base_url,
            timeout=self.timeout if isinstance(timeout, NotGiven) else timeout,
            max_retries=max_retries if max_retries is not None else self.max_retries,
            default_headers={**self.default_headers, **(default_headers or {})},
            follow_redirects=(
                (
                    follow_redirects
                    if follow_redirects is not None
                    else self.follow_redirects
                )
            ),
            http_client=self._http_client(),
        )
        return copied

    copy = with_options

    def _auth(
        self, auth: Auth = NOT_GIVEN
    ) -> Tuple[Dict[str, str], List[Tuple[str, str]]]:
        """Credentials as (headers, query pairs): the operation's scheme, else the client's."""
        key = self.api_key
        if isinstance(auth, NotGiven):
            kind, name = self._auth_kind, self._auth_name
        elif auth is None:
            return {}, []
        else:
            kind, name = auth
        if not key or kind is None:
            return {}, []
        if kind == "bearer":
            return {"Authorization": f"Bearer {key}"}, []
        if kind == "basic":
            import base64

            token = base64.b64encode(f"{key}:".encode()).decode()
            return {"Authorization": f"Basic {token}"}, []
        if kind == "header":
            return {name: key}, []
        if kind == "query":
            return {}, [(name, key)]
        if kind == "cookie":
            return {"Cookie": f"{name}={key}"}, []
        return {}, []

    def build_request(
        self,
        method: str,
        path: str,
        *,
        path_params: Optional[Mapping[str, Any]] = None,
        query: Optional[List[Tuple[str, Any, str, bool]]] = None,
        headers: Optional[Mapping[str, Any]] = None,
        cookies: Optional[Mapping[str, Any]] = None,
        body: Any = NOT_GIVEN,
        body_kind: Union[str, Tuple[str, ...], None] = None,
        content_type: Union[str, Tuple[str, ...], None] = None,
        body_encoding: Optional[Mapping[str, Mapping[str, Any]]] = None,
        accept: str = "application/json",
        idempotency_header: Optional[str] = None,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        auth: Auth = NOT_GIVEN,
        timeout: Union[Timeout, NotGiven] = NOT_GIVEN,
    ) -> httpx.Request:
        """The ``httpx.Request`` for one call: path filled in, query encoded, body serialized,
        ``Accept`` and ``User-Agent`` set, the timeout (this call's, else the client's) attached.
        """
        for name, value in (path_params or {}).items():
            text = _scalar(to_jsonable(value))
            if not text:
                raise ValueError(f"Expected a non-empty value for `{name}`")
            path = path.replace("{" + name + "}", quote(text, safe=""))
        auth_headers, auth_query = self._auth(auth)
        all_headers: Dict[str, str] = {"Accept": accept, "User-Agent": USER_AGENT}
        all_headers.update(auth_headers)
        all_headers.update(self.default_headers)
        for name, value in (headers or {}).items():
            if not isinstance(value, NotGiven) and value is not None:
                all_headers[name] = _scalar(to_jsonable(value))
        cookie_pairs = [
            f"{k}={_scalar(to_jsonable(v))}"
            for k, v in (cookies or {}).items()
            if not isinstance(v, NotGiven) and v is not None
        ]
        if cookie_pairs:
            all_headers["Cookie"] = "; ".join(cookie_pairs)
        params = encode_query(query or []) + auth_query
        params.extend(
            encode_query([(k, v, "form", True) for k, v in (extra_query or {}).items()])
        )
        kwargs: Dict[str, Any] = {}
        if isinstance(body, Mapping) and extra_body:
            body = {**body, **extra_body}
        elif isinstance(body, NotGiven) and extra_body and body_kind:
            body = dict(extra_body)
        kind, media = _choose_body(body_kind, content_type, body, extra_headers or {})
        if kind == "json" and not isinstance(body, NotGiven):
            kwargs["json"] = to_jsonable(body)
            if media and media.split(";")[0].strip() != "application/json":
                all_headers["Content-Type"] = media  # application/merge-patch+json, ...
        elif kind == "form" and not isinstance(body, NotGiven):
            pairs = _form_pairs(to_jsonable(body), body_encoding or {})
            kwargs["data"] = dict(_pairs_by_key(pairs))
        elif kind == "multipart" and not isinstance(body, NotGiven):
            kwargs["files"] = _multipart(body, body_encoding or {})
        elif kind in ("binary", "text") and not isinstance(body, NotGiven):
            kwargs["content"] = _raw_content(body)
            if media:
                all_headers["Content-Type"] = media
        if extra_headers:
            all_headers.update(extra_headers)
            if kind == "multipart" and "boundary=" not in (
                all_headers.get("Content-Type") or all_headers.get("content-type") or ""
            ):  # httpx writes the boundary of the parts it makes
                for name in [k for k in all_headers if k.lower() == "content-type"]:
                    del all_headers[name]
        all_headers.pop(RAW_RESPONSE_HEADER, None)
        if idempotency_header and idempotency_header.lower() not in {
            k.lower() for k in all_headers
        }:
            # one key per call: every retry of this request sends the same one
            all_headers[idempotency_header] = str(uuid.uuid4())
        request = httpx.Request(
            method,
            self.base_url + path,
            params=tuple(params),
            headers=all_headers,
            **kwargs,
        )
        chosen = self.timeout if isinstance(timeout, NotGiven) else timeout
        request.extensions["timeout"] = httpx.Timeout(chosen).as_dict()
        return request

    def websocket_target(
        self,
        path: str,
        *,
        path_params: Optional[Mapping[str, Any]] = None,
        query: Optional[List[Tuple[str, Any, str, bool]]] = None,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        auth: Auth = NOT_GIVEN,
    ) -> Tuple[str, Dict[str, str]]:
        """The ``ws://``/``wss://`` URL and the headers (credentials included) of a WebSocket
        operation: the request an HTTP call would send, upgraded."""
        request = self.build_request(
            "GET",
            path,
            path_params=path_params,
            query=query,
            extra_headers=extra_headers,
            extra_query=extra_query,
            auth=auth,
        )
        scheme = {"http": "ws", "https": "wss"}.get(request.url.scheme, "wss")
        headers = {
            k: v
            for k, v in request.headers.items()
            if k.lower() not in _WEBSOCKET_OWN_HEADERS
        }
        return str(request.url.copy_with(scheme=scheme)), headers

    def _retries(self, max_retries: Union[int, NotGiven]) -> int:
        return self.max_retries if isinstance(max_retries, NotGiven) else max_retries

    def _follow(self, request: httpx.Request) -> bool:
        return self.follow_redirects and request.method in ("GET", "HEAD")


# headers the WebSocket handshake writes itself
_WEBSOCKET_OWN_HEADERS = frozenset(
    {"host", "accept", "accept-encoding", "connection", "upgrade", "content-length"}
)


def _raw_mode(extra_headers: Optional[Headers]) -> Optional[str]:
    return (extra_headers or {}).get(RAW_RESPONSE_HEADER)


def _pairs_by_key(pairs: List[Tuple[str, str]]) -> Dict[str, Union[str, List[str]]]:
    out: Dict[str, Union[str, List[str]]] = {}
    for k, v in pairs:
        old = out.get(k)
        if old is None:
            out[k] = v
        elif isinstance(old, list):
            old.append(v)
        else:
            out[k] = [old, v]
    return out


def _choose_body(
    kinds: Union[str, Tuple[str, ...], None],
    medias: Union[str, Tuple[str, ...], None],
    body: Any,
    headers: Headers,
) -> Tuple[Optional[str], Optional[str]]:
    """The body kind and media type of one call. An operation that takes several (multipart or
    JSON) sends the one whose media type the caller set as ``Content-Type`` in ``extra_headers``,
    else multipart when a file is among the arguments, else JSON."""
    if not isinstance(kinds, tuple):
        return kinds, medias if not isinstance(medias, tuple) else medias[0]
    types = medias if isinstance(medias, tuple) else (medias,) * len(kinds)
    options = list(zip(kinds, types))
    asked = next((v for k, v in headers.items() if k.lower() == "content-type"), "")
    for kind, media in options:
        if media and asked.split(";")[0].strip().lower() == media.split(";")[0].lower():
            return kind, media
    values = list(body.values()) if isinstance(body, Mapping) else []
    has_file = any(
        _is_file(v) or (isinstance(v, list) and v and all(_is_file(x) for x in v))
        for v in values
    )
    for kind, media in options:
        if (kind == "multipart") == has_file:
            return kind, media
    return options[0]


Encoding = Mapping[str, Mapping[str, Any]]
"""A body's ``encoding`` from the spec, per property: ``contentType``, ``headers``, ``style``,
``explode``."""


def _styled(
    name: str, value: Any, encoding: Mapping[str, Any]
) -> List[Tuple[str, str]]:
    """The pairs of a property whose encoding declares ``style`` or ``explode`` (as in a query)."""
    style = encoding.get("style", "form")
    return encode_query(
        [(name, value, style, encoding.get("explode", style == "form"))]
    )


def _form_pairs(body: Any, encoding: Encoding) -> List[Tuple[str, str]]:
    """The pairs of a urlencoded body: a property encoded as its ``style``/``explode`` say; without
    them (OpenAPI's ``form``, exploded) an array of values repeats its name and an object is
    bracket-encoded (``a[b]=c``)."""
    out: List[Tuple[str, str]] = []
    for name, value in (body.items() if isinstance(body, Mapping) else []):
        declared = encoding.get(str(name)) or {}
        if "style" in declared or "explode" in declared:
            out.extend(_styled(str(name), value, declared))
        elif isinstance(value, list) and not any(
            isinstance(v, (Mapping, list)) for v in value
        ):
            out.extend((str(name), _scalar(v)) for v in value)
        else:
            out.extend(flatten(str(name), value))
    return out


def _media_types(declared: Optional[str]) -> List[str]:
    return [m.strip() for m in (declared or "").split(",") if m.strip()]


def _matches(media: str, pattern: str) -> bool:
    kind, _, sub = pattern.lower().partition("/")
    have_kind, _, have_sub = media.lower().partition("/")
    return kind in ("*", have_kind) and sub in ("*", have_sub)


def _part_type(
    declared: Optional[str], filename: Optional[str] = None
) -> Optional[str]:
    """The ``Content-Type`` of a part whose encoding declares ``declared`` (one type, a list or a
    wildcard): the type guessed from the file name when it is among them, else the first one that
    is not a wildcard."""
    options = _media_types(declared)
    guessed = mimetypes.guess_type(filename)[0] if filename else None
    if guessed and any(_matches(guessed, m) for m in options):
        return guessed
    return next((m for m in options if "*" not in m), guessed)


def _is_json_media(media: Optional[str]) -> bool:
    base = (media or "").split(";")[0].strip().lower()
    return base == "application/json" or base.endswith("+json")


def _multipart(body: Any, encoding: Encoding) -> List[Tuple[str, Any]]:
    """The parts of a multipart body: every field a part of its own (so a body without a file is
    still ``multipart/form-data``, as declared), then the files. A field's encoding sets its part's
    ``Content-Type`` (``application/json`` sends the value as JSON) and headers, or its
    ``style``/``explode`` (``deepObject`` brackets, as Stripe's); without one, OpenAPI's defaults:
    a primitive is a text part, an array one part per item, an object (alone or an array's item)
    an ``application/json`` part."""
    data, files = _split_files(body)
    parts: List[Tuple[str, Any]] = []
    for name, value in data.items():
        declared = encoding.get(name) or {}
        headers = dict(declared.get("headers") or {})
        media = _part_type(declared.get("contentType"))
        value = to_jsonable(value)
        pairs: List[Tuple[str, str, Optional[str]]]
        if "style" in declared or "explode" in declared:
            pairs = [(k, v, None) for k, v in _styled(name, value, declared)]
        elif _is_json_media(media):
            pairs = [(name, json.dumps(value), media)]
        else:
            each = value if isinstance(value, list) else [value]
            pairs = [(name, _text(v), media or _default_part_type(v)) for v in each]
        for key, text, part_media in pairs:
            if part_media or headers:
                parts.append((key, (None, text, part_media, headers)))
            else:
                parts.append((key, (None, text)))
    for name, upload in files:
        parts.append((name, _typed_upload(upload, encoding.get(name) or {})))
    return parts


def _default_part_type(value: Any) -> Optional[str]:
    """OpenAPI's default ``Content-Type`` of a part: JSON for an object or an array, none (text,
    RFC 7578's default) for a primitive."""
    return "application/json" if isinstance(value, (Mapping, list)) else None


def _text(value: Any) -> str:
    if isinstance(value, (Mapping, list)):
        return json.dumps(value)
    return _scalar(value)


def _typed_upload(upload: Any, declared: Mapping[str, Any]) -> Any:
    """A file part with its encoding's ``Content-Type`` (unless the caller gave one) and headers."""
    headers = dict(declared.get("headers") or {})
    if not declared.get("contentType") and not headers:
        return upload
    if isinstance(upload, tuple):
        filename, content = upload[0], upload[1]
        media = upload[2] if len(upload) > 2 else None
        headers.update(upload[3] if len(upload) > 3 else {})
    else:
        filename = os.path.basename(str(getattr(upload, "name", None) or "upload"))
        content, media = upload, None
    media = media or _part_type(declared.get("contentType"), filename)
    return (filename, content, media, headers)


def _split_files(body: Any) -> Tuple[Dict[str, Any], List[Tuple[str, Any]]]:
    data: Dict[str, Any] = {}
    files: List[Tuple[str, Any]] = []
    if not isinstance(body, Mapping):
        return data, files
    for k, v in body.items():
        if isinstance(v, NotGiven):
            continue
        if _is_file(v):
            files.append((str(k), _upload(v)))
        elif isinstance(v, list) and v and all(_is_file(x) for x in v):
            files.extend((str(k), _upload(x)) for x in v)
        else:
            data[str(k)] = v
    return data, files


def _is_file(value: Any) -> bool:
    if isinstance(value, (bytes, bytearray, os.PathLike)) or hasattr(value, "read"):
        return True
    return isinstance(value, tuple) and len(value) in (2, 3)


class SyncAPIClient(_BaseClient):
    """Sends requests with ``httpx.Client``, retrying connection errors, 408/409/429 and 5xx."""

    def __init__(
        self,
        *,
        base_url: str,
        api_key: Optional[str],
        timeout: Timeout,
        max_retries: int,
        default_headers: Optional[Headers],
        http_client: Optional[httpx.Client],
        follow_redirects: bool = True,
    ) -> None:
        super().__init__(
            base_url=base_url,
            api_key=api_key,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            follow_redirects=follow_redirects,
        )
        self._http = http_client or httpx.Client(timeout=timeout)

    def _http_client(self) -> httpx.Client:
        return self._http

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *args: object) -> None:
        self.close()

    def _send(
        self, request: httpx.Request, max_retries: int, stream: bool = False
    ) -> httpx.Response:
        attempt = 0
        while True:
            try:
                response = self._http.send(
                    request, stream=stream, follow_redirects=self._follow(request)
                )
            except httpx.TimeoutException as exc:
                if attempt >= max_retries:
                    raise APITimeoutError(request) from exc
                delay = retry_delay(attempt, None)
                _log_retry(request, delay, attempt, "a timeout")
                time.sleep(delay)
                attempt += 1
                continue
            except httpx.TransportError as exc:
                if attempt >= max_retries:
                    raise APIConnectionError(request) from exc
                delay = retry_delay(attempt, None)
                _log_retry(request, delay, attempt, "a connection error")
                time.sleep(delay)
                attempt += 1
                continue
            _log_response(response, attempt)
            if response.status_code < 400:
                return response
            if attempt < max_retries and should_retry(response):
                response.close()
                delay = retry_delay(attempt, response)
                _log_retry(request, delay, attempt, f"status {response.status_code}")
                time.sleep(delay)
                attempt += 1
                continue
            if stream:
                response.read()
            raise make_status_error(response, _body_of(response))

    def request(
        self,
        cast_to: Any,
        method: str,
        path: str,
        *,
        returns: str = "json",
        envelope: bool = False,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
        **options: Any,
    ) -> Any:
        """Send one call and turn the answer into the method's value (``returns``: json, none,
        binary or sse); through ``with_raw_response``/``with_streaming_response`` an
        ``APIResponse`` instead."""
        mode = _raw_mode(options.get("extra_headers"))
        request = self.build_request(method, path, **options)
        lazy = returns == "sse" or mode == "stream"
        response = self._send(request, self._retries(max_retries), stream=lazy)
        parser = _parser(cast_to, returns, envelope, Stream)
        if mode is not None:
            return APIResponse(response, parser=parser, streamed=returns == "sse")
        if 300 <= response.status_code < 400 and returns != "binary":
            response.read()
            raise make_status_error(response, _body_of(response))
        return parser(response)


class AsyncAPIClient(_BaseClient):
    """Sends requests with ``httpx.AsyncClient``; same retry rules as the sync client."""

    def __init__(
        self,
        *,
        base_url: str,
        api_key: Optional[str],
        timeout: Timeout,
        max_retries: int,
        default_headers: Optional[Headers],
        http_client: Optional[httpx.AsyncClient],
        follow_redirects: bool = True,
    ) -> None:
        super().__init__(
            base_url=base_url,
            api_key=api_key,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            follow_redirects=follow_redirects,
        )
        self._http = http_client or httpx.AsyncClient(timeout=timeout)

    def _http_client(self) -> httpx.AsyncClient:
        return self._http

    async def close(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *args: object) -> None:
        await self.close()

    async def _send(
        self, request: httpx.Request, max_retries: int, stream: bool = False
    ) -> httpx.Response:
        attempt = 0
        while True:
            try:
                response = await self._http.send(
                    request, stream=stream, follow_redirects=self._follow(request)
                )
            except httpx.TimeoutException as exc:
                if attempt >= max_retries:
                    raise APITimeoutError(request) from exc
                delay = retry_delay(attempt, None)
                _log_retry(request, delay, attempt, "a timeout")
                await _async_sleep(delay)
                attempt += 1
                continue
            except httpx.TransportError as exc:
                if attempt >= max_retries:
                    raise APIConnectionError(request) from exc
                delay = retry_delay(attempt, None)
                _log_retry(request, delay, attempt, "a connection error")
                await _async_sleep(delay)
                attempt += 1
                continue
            _log_response(response, attempt)
            if response.status_code < 400:
                return response
            if attempt < max_retries and should_retry(response):
                await response.aclose()
                delay = retry_delay(attempt, response)
                _log_retry(request, delay, attempt, f"status {response.status_code}")
                await _async_sleep(delay)
                attempt += 1
                continue
            if stream:
                await response.aread()
            raise make_status_error(response, _body_of(response))

    async def request(
        self,
        cast_to: Any,
        method: str,
        path: str,
        *,
        returns: str = "json",
        envelope: bool = False,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
        **options: Any,
    ) -> Any:
        """Send one call and turn the answer into the method's value; see the sync client."""
        mode = _raw_mode(options.get("extra_headers"))
        request = self.build_request(method, path, **options)
        lazy = returns == "sse" or mode == "stream"
        response = await self._send(request, self._retries(max_retries), stream=lazy)
        parser = _parser(cast_to, returns, envelope, AsyncStream)
        if mode is not None:
            return AsyncAPIResponse(response, parser=parser, streamed=returns == "sse")
        if 300 <= response.status_code < 400 and returns != "binary":
            await response.aread()
            raise make_status_error(response, _body_of(response))
        return parser(response)
