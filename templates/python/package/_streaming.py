# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Server-sent event streams: ``Stream[T]`` (sync) and ``AsyncStream[T]``.

A stream is iterable, a context manager and closable. Each event's ``data`` is decoded as JSON and
validated as the chunk type; ``data: [DONE]`` ends the stream; an ``event: error`` frame (or a chunk
that is only an ``error`` object) raises :class:`APIStreamError`; an answer that is not an event stream
raises it too instead of ending silently.
"""

from __future__ import annotations

import json
from types import TracebackType
from typing import (
    TYPE_CHECKING,
    Any,
    AsyncGenerator,
    AsyncIterator,
    Generator,
    Generic,
    Iterator,
    List,
    Optional,
    Type,
    TypeVar,
)

import httpx

from ._exceptions import APIStreamError

if TYPE_CHECKING:
    from typing_extensions import Self

__all__ = ["ServerSentEvent", "Stream", "AsyncStream"]

_T = TypeVar("_T")


class ServerSentEvent:
    """One event of the stream: ``event`` name, ``data`` text, ``id`` and ``retry``."""

    def __init__(
        self,
        *,
        event: Optional[str] = None,
        data: str = "",
        id: Optional[str] = None,
        retry: Optional[int] = None,
    ) -> None:
        self.event = event
        self.data = data
        self.id = id
        self.retry = retry

    def json(self) -> Any:
        return json.loads(self.data)

    def __repr__(self) -> str:
        return (
            f"ServerSentEvent(event={self.event!r}, data={self.data!r}, id={self.id!r})"
        )


class SSEDecoder:
    """Turns lines into events (the WHATWG event-stream rules: fields, comments, blank line ends)."""

    def __init__(self) -> None:
        self._event: Optional[str] = None
        self._data: List[str] = []
        self._id: Optional[str] = None
        self._retry: Optional[int] = None

    def feed(self, line: str) -> Optional[ServerSentEvent]:
        if not line:
            return self.flush()
        if line.startswith(":"):
            return None
        name, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if name == "data":
            self._data.append(value)
        elif name == "event":
            self._event = value
        elif name == "id" and "\0" not in value:
            self._id = value
        elif name == "retry" and value.isdigit():
            self._retry = int(value)
        return None

    def flush(self) -> Optional[ServerSentEvent]:
        if not self._data and self._event is None:
            return None
        sse = ServerSentEvent(
            event=self._event,
            data="\n".join(self._data),
            id=self._id,
            retry=self._retry,
        )
        self._event = None
        self._data = []
        return sse


def _is_event_stream(response: httpx.Response) -> bool:
    media = response.headers.get("content-type", "").split(";")[0].strip().lower()
    return media in ("text/event-stream", "")


def _error_message(body: Any, default: str) -> str:
    error = body.get("error", body) if isinstance(body, dict) else body
    if isinstance(error, dict) and isinstance(error.get("message"), str):
        return str(error["message"])
    if isinstance(error, str) and error:
        return error
    return default


def _decode(
    sse: ServerSentEvent, response: httpx.Response, cast_to: Any, envelope: bool
) -> Any:
    """The chunk of one event, or raises for an error frame."""
    from ._base_client import parse

    try:
        value = sse.json()
    except ValueError:
        value = sse.data
    if sse.event == "error":
        raise APIStreamError(
            _error_message(value, "The server sent an error event"),
            response.request,
            body=value,
            event=sse,
        )
    if isinstance(value, dict) and value.get("error") and len(value) == 1:
        raise APIStreamError(
            _error_message(value, "The server sent an error"),
            response.request,
            body=value,
            event=sse,
        )
    if envelope and isinstance(value, dict) and list(value) == ["data"]:
        value = value["data"]
    return parse(cast_to, value)


def _not_a_stream(response: httpx.Response, content: bytes) -> APIStreamError:
    try:
        body: Any = json.loads(content)
    except ValueError:
        body = content.decode("utf-8", "replace")
    media = response.headers.get("content-type", "")
    return APIStreamError(
        _error_message(body, f"Expected an event stream, got {media!r}"),
        response.request,
        body=body,
    )


class Stream(Generic[_T]):
    """The events of one answer, decoded as ``_T``; close it (or use ``with``) to stop early."""

    def __init__(
        self, cast_to: Type[_T], response: httpx.Response, *, envelope: bool = False
    ) -> None:
        self.response = response
        self._cast_to = cast_to
        self._envelope = envelope
        self._iterator = self.__stream__()

    def __stream__(self) -> Generator[_T, None, None]:
        response = self.response
        try:
            if not _is_event_stream(response):
                raise _not_a_stream(response, response.read())
            for sse in self._events():
                if sse.data.strip() == "[DONE]":
                    break
                yield _decode(sse, response, self._cast_to, self._envelope)
        finally:
            response.close()

    def _events(self) -> Iterator[ServerSentEvent]:
        decoder = SSEDecoder()
        for line in self.response.iter_lines():
            sse = decoder.feed(line)
            if sse is not None:
                yield sse
        sse = decoder.flush()
        if sse is not None:
            yield sse

    def __iter__(self) -> Iterator[_T]:
        return self

    def __next__(self) -> _T:
        return self._iterator.__next__()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc: Optional[BaseException],
        tb: Optional[TracebackType],
    ) -> None:
        self.close()

    def close(self) -> None:
        """Stop reading and release the connection."""
        self._iterator.close()
        self.response.close()


class AsyncStream(Generic[_T]):
    """The events of one answer, decoded as ``_T``; ``await close()`` (or ``async with``) stops early."""

    def __init__(
        self, cast_to: Type[_T], response: httpx.Response, *, envelope: bool = False
    ) -> None:
        self.response = response
        self._cast_to = cast_to
        self._envelope = envelope
        self._iterator = self.__stream__()

    async def __stream__(self) -> AsyncGenerator[_T, None]:
        response = self.response
        try:
            if not _is_event_stream(response):
                raise _not_a_stream(response, await response.aread())
            async for sse in self._events():
                if sse.data.strip() == "[DONE]":
                    break
                yield _decode(sse, response, self._cast_to, self._envelope)
        finally:
            await response.aclose()

    async def _events(self) -> AsyncIterator[ServerSentEvent]:
        decoder = SSEDecoder()
        async for line in self.response.aiter_lines():
            sse = decoder.feed(line)
            if sse is not None:
                yield sse
        sse = decoder.flush()
        if sse is not None:
            yield sse

    def __aiter__(self) -> AsyncIterator[_T]:
        return self

    async def __anext__(self) -> _T:
        return await self._iterator.__anext__()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc: Optional[BaseException],
        tb: Optional[TracebackType],
    ) -> None:
        await self.close()

    async def close(self) -> None:
        """Stop reading and release the connection."""
        await self._iterator.aclose()
        await self.response.aclose()
