# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import (
    TYPE_CHECKING,
    Any,
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
from .._streaming import AsyncStream, Stream

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "StreamResource",
    "AsyncStreamResource",
]


class StreamResource:
    """``client.stream_``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> StreamResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return StreamResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> StreamResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return StreamResourceWithStreamingResponse(self)

    def retrieve(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Stream[Any]:
        """GET /stream

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "Stream[Any]",
            self._client.request(
                Any,
                "GET",
                "/stream",
                returns="sse",
                accept="text/event-stream",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class StreamResourceWithRawResponse:
    def __init__(self, resource: StreamResource) -> None:
        wrap = to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class StreamResourceWithStreamingResponse:
    def __init__(self, resource: StreamResource) -> None:
        wrap = to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncStreamResource:
    """``client.stream_``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncStreamResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncStreamResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncStreamResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncStreamResourceWithStreamingResponse(self)

    async def retrieve(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> AsyncStream[Any]:
        """GET /stream

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "AsyncStream[Any]",
            await self._client.request(
                Any,
                "GET",
                "/stream",
                returns="sse",
                accept="text/event-stream",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncStreamResourceWithRawResponse:
    def __init__(self, resource: AsyncStreamResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncStreamResourceWithStreamingResponse:
    def __init__(self, resource: AsyncStreamResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)
