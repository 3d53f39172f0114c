# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import (
    TYPE_CHECKING,
    Any,
    Dict,
    Optional,
    Union,
    cast,
)

import httpx

from .._base_client import (
    NOT_GIVEN,
    Body,
    FileContent,
    FileTypes,
    Headers,
    NotGiven,
    Query,
)
from .._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from .._websocket import AsyncWebSocketConnection, WebSocketConnection

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "RealtimeResource",
    "AsyncRealtimeResource",
]


class RealtimeResource:
    """``client.realtime``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> RealtimeResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return RealtimeResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> RealtimeResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return RealtimeResourceWithStreamingResponse(self)

    def connect(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
    ) -> WebSocketConnection[Dict[str, Any], Dict[str, Any]]:
        """GET /realtime

        Opens the WebSocket (the ``websockets`` package: ``pip install websockets``); the
        connection sends and receives JSON messages.
        """
        url, headers = self._client.websocket_target(
            "/realtime",
            extra_headers=extra_headers,
            extra_query=extra_query,
        )
        return cast(
            "WebSocketConnection[Dict[str, Any], Dict[str, Any]]",
            WebSocketConnection.open(url, headers, Dict[str, Any]),
        )


class RealtimeResourceWithRawResponse:
    def __init__(self, resource: RealtimeResource) -> None:
        wrap = to_raw_response_wrapper


class RealtimeResourceWithStreamingResponse:
    def __init__(self, resource: RealtimeResource) -> None:
        wrap = to_streamed_response_wrapper


class AsyncRealtimeResource:
    """``client.realtime``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncRealtimeResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncRealtimeResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncRealtimeResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncRealtimeResourceWithStreamingResponse(self)

    async def connect(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
    ) -> AsyncWebSocketConnection[Dict[str, Any], Dict[str, Any]]:
        """GET /realtime

        Opens the WebSocket (the ``websockets`` package: ``pip install websockets``); the
        connection sends and receives JSON messages (``await`` each call).
        """
        url, headers = self._client.websocket_target(
            "/realtime",
            extra_headers=extra_headers,
            extra_query=extra_query,
        )
        return cast(
            "AsyncWebSocketConnection[Dict[str, Any], Dict[str, Any]]",
            await AsyncWebSocketConnection.open(url, headers, Dict[str, Any]),
        )


class AsyncRealtimeResourceWithRawResponse:
    def __init__(self, resource: AsyncRealtimeResource) -> None:
        wrap = async_to_raw_response_wrapper


class AsyncRealtimeResourceWithStreamingResponse:
    def __init__(self, resource: AsyncRealtimeResource) -> None:
        wrap = async_to_streamed_response_wrapper
