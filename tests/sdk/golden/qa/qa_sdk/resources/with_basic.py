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

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "WithBasicResource",
    "AsyncWithBasicResource",
]


class WithBasicResource:
    """``client.with_basic``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> WithBasicResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return WithBasicResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> WithBasicResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return WithBasicResourceWithStreamingResponse(self)

    def retrieve(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """GET /with-basic

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            None,
            self._client.request(
                None,
                "GET",
                "/with-basic",
                returns="none",
                accept="application/json",
                auth=("basic", "Authorization"),
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class WithBasicResourceWithRawResponse:
    def __init__(self, resource: WithBasicResource) -> None:
        wrap = to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class WithBasicResourceWithStreamingResponse:
    def __init__(self, resource: WithBasicResource) -> None:
        wrap = to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncWithBasicResource:
    """``client.with_basic``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncWithBasicResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncWithBasicResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncWithBasicResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncWithBasicResourceWithStreamingResponse(self)

    async def retrieve(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """GET /with-basic

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            None,
            await self._client.request(
                None,
                "GET",
                "/with-basic",
                returns="none",
                accept="application/json",
                auth=("basic", "Authorization"),
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncWithBasicResourceWithRawResponse:
    def __init__(self, resource: AsyncWithBasicResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncWithBasicResourceWithStreamingResponse:
    def __init__(self, resource: AsyncWithBasicResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)
