# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""WebSocket operations: ``connect()`` gives a connection that sends and receives JSON messages.

Needs the ``websockets`` package (``pip install 'this-package[websockets]'``), imported on first use.
A message the spec types is parsed into its model (leniently, as every answer is); bytes frames come
back as bytes. Sync: :class:`WebSocketConnection`; async: :class:`AsyncWebSocketConnection`.
"""

from __future__ import annotations

import json
from typing import (
    TYPE_CHECKING,
    Any,
    AsyncIterator,
    Generic,
    Iterator,
    Optional,
    TypeVar,
    Union,
)

from ._base_client import parse, to_jsonable
from ._exceptions import SDKError
from ._types import Headers

if TYPE_CHECKING:
    from typing_extensions import Self

__all__ = ["WebSocketConnection", "AsyncWebSocketConnection"]

SendT = TypeVar("SendT")
RecvT = TypeVar("RecvT")


def _websockets(module: str) -> Any:
    """``websockets.sync.client`` or ``websockets.asyncio.client``, imported on first use."""
    import importlib

    try:
        return importlib.import_module(f"websockets.{module}.client")
    except ImportError:
        raise SDKError(
            "WebSocket operations need the websockets package: pip install websockets"
        ) from None


def _encode(message: Any) -> Union[str, bytes]:
    if isinstance(message, (bytes, bytearray)):
        return bytes(message)
    if isinstance(message, str):
        return message
    return json.dumps(to_jsonable(message))


def _decode(recv_type: Any, frame: Union[str, bytes]) -> Any:
    if isinstance(frame, bytes):
        return frame
    try:
        data = json.loads(frame)
    except ValueError:
        return frame
    return parse(recv_type, data)


class WebSocketConnection(Generic[SendT, RecvT]):
    """An open WebSocket: ``send(message)``, ``recv()``, iteration over the messages received until
    the server closes, ``close()``; a context manager."""

    def __init__(self, connection: Any, recv_type: Any) -> None:
        self.connection = connection  # the websockets ClientConnection
        self._recv_type = recv_type

    @classmethod
    def open(
        cls, url: str, headers: Headers, recv_type: Any
    ) -> WebSocketConnection[SendT, RecvT]:
        client = _websockets("sync")
        opened = client.connect(url, additional_headers=dict(headers))
        # entered as a context manager, as newer websockets releases ask; close() leaves it
        return cls(opened.__enter__(), recv_type)

    def send(self, message: Union[SendT, str, bytes]) -> None:
        """Send ``message``: a dict or model as JSON text, a ``str`` or ``bytes`` as it is."""
        self.connection.send(_encode(message))

    def recv(self, timeout: Optional[float] = None) -> RecvT:
        """The next message (JSON parsed and typed); raises when the connection is closed."""
        value: RecvT = _decode(self._recv_type, self.connection.recv(timeout))
        return value

    def __iter__(self) -> Iterator[RecvT]:
        for frame in self.connection:
            yield _decode(self._recv_type, frame)

    def close(self) -> None:
        self.connection.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *args: object) -> None:
        self.close()


class AsyncWebSocketConnection(Generic[SendT, RecvT]):
    """An open WebSocket on the async client: ``await send(...)``, ``await recv()``, ``async for``,
    ``await close()``; an async context manager."""

    def __init__(self, connection: Any, recv_type: Any) -> None:
        self.connection = connection  # the websockets asyncio ClientConnection
        self._recv_type = recv_type

    @classmethod
    async def open(
        cls, url: str, headers: Headers, recv_type: Any
    ) -> AsyncWebSocketConnection[SendT, RecvT]:
        client = _websockets("asyncio")
        connection = await client.connect(url, additional_headers=dict(headers))
        return cls(connection, recv_type)

    async def send(self, message: Union[SendT, str, bytes]) -> None:
        """Send ``message``: a dict or model as JSON text, a ``str`` or ``bytes`` as it is."""
        await self.connection.send(_encode(message))

    async def recv(self) -> RecvT:
        """The next message (JSON parsed and typed); raises when the connection is closed."""
        value: RecvT = _decode(self._recv_type, await self.connection.recv())
        return value

    async def _messages(self) -> AsyncIterator[RecvT]:
        async for frame in self.connection:
            yield _decode(self._recv_type, frame)

    def __aiter__(self) -> AsyncIterator[RecvT]:
        return self._messages()

    async def close(self) -> None:
        await self.connection.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *args: object) -> None:
        await self.close()
