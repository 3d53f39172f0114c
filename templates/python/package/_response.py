# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Answers beyond the parsed value: ``BinaryResponse`` (a file or text answer), ``APIResponse`` /
``AsyncAPIResponse`` (status, headers and ``.parse()``, from ``with_raw_response`` and
``with_streaming_response``) and the wrappers that make those two views of every method.
"""

from __future__ import annotations

import functools
import os
from types import TracebackType
from typing import (
    TYPE_CHECKING,
    Any,
    AsyncIterator,
    Awaitable,
    Callable,
    Dict,
    Generic,
    Iterator,
    Optional,
    Type,
    TypeVar,
    Union,
    cast,
)

import httpx

if TYPE_CHECKING:
    from typing_extensions import ParamSpec

    _P = ParamSpec("_P")

__all__ = [
    "BinaryResponse",
    "APIResponse",
    "AsyncAPIResponse",
    "RAW_RESPONSE_HEADER",
    "to_raw_response_wrapper",
    "to_streamed_response_wrapper",
    "async_to_raw_response_wrapper",
    "async_to_streamed_response_wrapper",
]

_T = TypeVar("_T")
# marks a call made through `with_raw_response` ("raw") or `with_streaming_response` ("stream");
# the client removes it before sending
RAW_RESPONSE_HEADER = "X-Revgen-Raw-Response"


class BinaryResponse:
    """A file, audio or text answer, already read: ``read()``, ``text()``, ``iter_bytes()``,
    ``write_to_file(path)``; ``response`` is the ``httpx.Response``."""

    def __init__(self, response: httpx.Response) -> None:
        self.response = response

    @property
    def content(self) -> bytes:
        return self.response.content

    @property
    def status_code(self) -> int:
        return self.response.status_code

    @property
    def headers(self) -> httpx.Headers:
        return self.response.headers

    @property
    def content_type(self) -> Optional[str]:
        value: Optional[str] = self.response.headers.get("content-type")
        return value

    def read(self) -> bytes:
        return self.response.content

    def text(self) -> str:
        return self.response.text

    def json(self) -> Any:
        return self.response.json()

    def iter_bytes(self, chunk_size: Optional[int] = None) -> Iterator[bytes]:
        content = self.response.content
        size = chunk_size or 65536
        for start in range(0, len(content), size):
            yield content[start : start + size]

    def write_to_file(self, file: Union[str, "os.PathLike[str]"]) -> None:
        """Write the body to ``file`` (replaced if it exists)."""
        with open(file, "wb") as f:
            f.write(self.response.content)

    def __repr__(self) -> str:
        return f"<BinaryResponse [{self.response.status_code}] {self.content_type!r}>"


class _BaseAPIResponse(Generic[_T]):
    def __init__(
        self,
        response: httpx.Response,
        *,
        parser: Callable[[httpx.Response], Any],
        streamed: bool,
    ) -> None:
        self.http_response = response
        self._parser = parser
        self._streamed = streamed
        self._parsed: Dict[str, Any] = {}

    @property
    def headers(self) -> httpx.Headers:
        return self.http_response.headers

    @property
    def status_code(self) -> int:
        return self.http_response.status_code

    @property
    def url(self) -> httpx.URL:
        return self.http_response.url

    @property
    def method(self) -> str:
        return self.http_response.request.method

    @property
    def http_request(self) -> httpx.Request:
        return self.http_response.request

    @property
    def request_id(self) -> Optional[str]:
        """The server's id of this request (``x-request-id`` / ``request-id``), if it sent one."""
        headers = self.http_response.headers
        value: Optional[str] = headers.get("x-request-id") or headers.get("request-id")
        return value

    @property
    def is_closed(self) -> bool:
        return self.http_response.is_closed

    def __repr__(self) -> str:
        name = type(self).__name__
        return f"<{name} [{self.status_code}] {self.method} {self.url}>"


class APIResponse(_BaseAPIResponse[_T]):
    """The HTTP answer of one call; ``parse()`` gives what the method itself returns."""

    def parse(self) -> _T:
        if "value" not in self._parsed:
            if not self._streamed:
                self.http_response.read()
            self._parsed["value"] = self._parser(self.http_response)
        return cast(_T, self._parsed["value"])

    def read(self) -> bytes:
        return self.http_response.read()

    def text(self) -> str:
        self.read()
        return self.http_response.text

    def json(self) -> Any:
        self.read()
        return self.http_response.json()

    def iter_bytes(self, chunk_size: Optional[int] = None) -> Iterator[bytes]:
        yield from self.http_response.iter_bytes(chunk_size)

    def iter_text(self, chunk_size: Optional[int] = None) -> Iterator[str]:
        yield from self.http_response.iter_text(chunk_size)

    def iter_lines(self) -> Iterator[str]:
        yield from self.http_response.iter_lines()

    def write_to_file(self, file: Union[str, "os.PathLike[str]"]) -> None:
        """Stream the body into ``file`` chunk by chunk (replaced if it exists)."""
        with open(file, "wb") as f:
            for chunk in self.http_response.iter_bytes():
                f.write(chunk)

    def close(self) -> None:
        self.http_response.close()


class AsyncAPIResponse(_BaseAPIResponse[_T]):
    """The HTTP answer of one async call; ``await parse()`` gives what the method returns."""

    async def parse(self) -> _T:
        if "value" not in self._parsed:
            if not self._streamed:
                await self.http_response.aread()
            self._parsed["value"] = self._parser(self.http_response)
        return cast(_T, self._parsed["value"])

    async def read(self) -> bytes:
        return await self.http_response.aread()

    async def text(self) -> str:
        await self.read()
        return self.http_response.text

    async def json(self) -> Any:
        await self.read()
        return self.http_response.json()

    async def iter_bytes(
        self, chunk_size: Optional[int] = None
    ) -> AsyncIterator[bytes]:
        async for chunk in self.http_response.aiter_bytes(chunk_size):
            yield chunk

    async def iter_text(self, chunk_size: Optional[int] = None) -> AsyncIterator[str]:
        async for chunk in self.http_response.aiter_text(chunk_size):
            yield chunk

    async def iter_lines(self) -> AsyncIterator[str]:
        async for line in self.http_response.aiter_lines():
            yield line

    async def write_to_file(self, file: Union[str, "os.PathLike[str]"]) -> None:
        """Stream the body into ``file`` chunk by chunk (replaced if it exists)."""
        with open(file, "wb") as f:
            async for chunk in self.http_response.aiter_bytes():
                f.write(chunk)

    async def close(self) -> None:
        await self.http_response.aclose()


class ResponseContextManager(Generic[_T]):
    """``with client.x.with_streaming_response.y(...) as response:`` — the body is read only
    when asked, and the connection is released on exit."""

    def __init__(self, make: Callable[[], "APIResponse[_T]"]) -> None:
        self._make = make
        self._response: Optional[APIResponse[_T]] = None

    def __enter__(self) -> "APIResponse[_T]":
        self._response = self._make()
        return self._response

    def __exit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc: Optional[BaseException],
        tb: Optional[TracebackType],
    ) -> None:
        if self._response is not None:
            self._response.close()


class AsyncResponseContextManager(Generic[_T]):
    """``async with client.x.with_streaming_response.y(...) as response:``"""

    def __init__(self, make: Callable[[], Awaitable["AsyncAPIResponse[_T]"]]) -> None:
        self._make = make
        self._response: Optional[AsyncAPIResponse[_T]] = None

    async def __aenter__(self) -> "AsyncAPIResponse[_T]":
        self._response = await self._make()
        return self._response

    async def __aexit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc: Optional[BaseException],
        tb: Optional[TracebackType],
    ) -> None:
        if self._response is not None:
            await self._response.close()


def _marked(kwargs: Dict[str, Any], mode: str) -> Dict[str, Any]:
    headers = dict(kwargs.get("extra_headers") or {})
    headers[RAW_RESPONSE_HEADER] = mode
    return {**kwargs, "extra_headers": headers}


def to_raw_response_wrapper(
    func: "Callable[_P, _T]",
) -> "Callable[_P, APIResponse[_T]]":
    """``func`` returning the ``APIResponse`` (body read; ``.parse()`` gives ``func``'s value)."""

    @functools.wraps(func)
    def wrapped(*args: Any, **kwargs: Any) -> APIResponse[_T]:
        return cast("APIResponse[_T]", func(*args, **_marked(kwargs, "raw")))

    return cast("Callable[_P, APIResponse[_T]]", wrapped)


def to_streamed_response_wrapper(
    func: "Callable[_P, _T]",
) -> "Callable[_P, ResponseContextManager[_T]]":
    """``func`` returning a context manager of the unread ``APIResponse``."""

    @functools.wraps(func)
    def wrapped(*args: Any, **kwargs: Any) -> ResponseContextManager[_T]:
        marked = _marked(kwargs, "stream")
        return ResponseContextManager(
            lambda: cast("APIResponse[_T]", func(*args, **marked))
        )

    return cast("Callable[_P, ResponseContextManager[_T]]", wrapped)


def async_to_raw_response_wrapper(
    func: "Callable[_P, Awaitable[_T]]",
) -> "Callable[_P, Awaitable[AsyncAPIResponse[_T]]]":
    """The async ``func`` returning the ``AsyncAPIResponse``."""

    @functools.wraps(func)
    async def wrapped(*args: Any, **kwargs: Any) -> AsyncAPIResponse[_T]:
        return cast("AsyncAPIResponse[_T]", await func(*args, **_marked(kwargs, "raw")))

    return cast("Callable[_P, Awaitable[AsyncAPIResponse[_T]]]", wrapped)


def async_to_streamed_response_wrapper(
    func: "Callable[_P, Awaitable[_T]]",
) -> "Callable[_P, AsyncResponseContextManager[_T]]":
    """The async ``func`` returning an async context manager of the unread response."""

    @functools.wraps(func)
    def wrapped(*args: Any, **kwargs: Any) -> AsyncResponseContextManager[_T]:
        marked = _marked(kwargs, "stream")

        async def make() -> AsyncAPIResponse[_T]:
            return cast("AsyncAPIResponse[_T]", await func(*args, **marked))

        return AsyncResponseContextManager(make)

    return cast("Callable[_P, AsyncResponseContextManager[_T]]", wrapped)
