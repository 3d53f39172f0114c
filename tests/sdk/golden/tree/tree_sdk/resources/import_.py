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
    "ImportResource",
    "AsyncImportResource",
]


class ImportResource:
    """``client.import_``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ImportResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return ImportResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> ImportResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return ImportResourceWithStreamingResponse(self)

    def create(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """A keyword as a resource

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
                "POST",
                "/v2/import",
                returns="none",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class ImportResourceWithRawResponse:
    def __init__(self, resource: ImportResource) -> None:
        wrap = to_raw_response_wrapper
        self.create = wrap(resource.create)


class ImportResourceWithStreamingResponse:
    def __init__(self, resource: ImportResource) -> None:
        wrap = to_streamed_response_wrapper
        self.create = wrap(resource.create)


class AsyncImportResource:
    """``client.import_``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncImportResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncImportResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncImportResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncImportResourceWithStreamingResponse(self)

    async def create(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """A keyword as a resource

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
                "POST",
                "/v2/import",
                returns="none",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncImportResourceWithRawResponse:
    def __init__(self, resource: AsyncImportResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.create = wrap(resource.create)


class AsyncImportResourceWithStreamingResponse:
    def __init__(self, resource: AsyncImportResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.create = wrap(resource.create)
