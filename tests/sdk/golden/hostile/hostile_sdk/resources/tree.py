# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import (
    TYPE_CHECKING,
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
from ..models.node import Node

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "TreeResource",
    "AsyncTreeResource",
]


class TreeResource:
    """``client.tree``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> TreeResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return TreeResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> TreeResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return TreeResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Node:
        """GET /tree

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Node,
            self._client.request(
                Node,
                "GET",
                "/tree",
                returns="json",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class TreeResourceWithRawResponse:
    def __init__(self, resource: TreeResource) -> None:
        wrap = to_raw_response_wrapper
        self.list = wrap(resource.list)


class TreeResourceWithStreamingResponse:
    def __init__(self, resource: TreeResource) -> None:
        wrap = to_streamed_response_wrapper
        self.list = wrap(resource.list)


class AsyncTreeResource:
    """``client.tree``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncTreeResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncTreeResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncTreeResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncTreeResourceWithStreamingResponse(self)

    async def list(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Node:
        """GET /tree

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Node,
            await self._client.request(
                Node,
                "GET",
                "/tree",
                returns="json",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncTreeResourceWithRawResponse:
    def __init__(self, resource: AsyncTreeResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.list = wrap(resource.list)


class AsyncTreeResourceWithStreamingResponse:
    def __init__(self, resource: AsyncTreeResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.list = wrap(resource.list)
