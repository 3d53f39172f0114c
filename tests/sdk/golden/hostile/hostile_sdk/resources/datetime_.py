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
    "DatetimeResource",
    "AsyncDatetimeResource",
    "DatetimeWithRawResponseResource",
    "AsyncDatetimeWithRawResponseResource",
]


class DatetimeResource:
    """``client.datetime_``; sub-resources: ``with_raw_response_``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response_(self) -> DatetimeWithRawResponseResource:
        return DatetimeWithRawResponseResource(self._client)

    @cached_property
    def with_raw_response(self) -> DatetimeResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return DatetimeResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> DatetimeResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return DatetimeResourceWithStreamingResponse(self)


class DatetimeResourceWithRawResponse:
    def __init__(self, resource: DatetimeResource) -> None:
        wrap = to_raw_response_wrapper


class DatetimeResourceWithStreamingResponse:
    def __init__(self, resource: DatetimeResource) -> None:
        wrap = to_streamed_response_wrapper


class AsyncDatetimeResource:
    """``client.datetime_``; sub-resources: ``with_raw_response_``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response_(self) -> AsyncDatetimeWithRawResponseResource:
        return AsyncDatetimeWithRawResponseResource(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncDatetimeResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncDatetimeResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncDatetimeResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncDatetimeResourceWithStreamingResponse(self)


class AsyncDatetimeResourceWithRawResponse:
    def __init__(self, resource: AsyncDatetimeResource) -> None:
        wrap = async_to_raw_response_wrapper


class AsyncDatetimeResourceWithStreamingResponse:
    def __init__(self, resource: AsyncDatetimeResource) -> None:
        wrap = async_to_streamed_response_wrapper


class DatetimeWithRawResponseResource:
    """``client.datetime_.with_raw_response_``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> DatetimeWithRawResponseResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return DatetimeWithRawResponseResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(
        self,
    ) -> DatetimeWithRawResponseResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return DatetimeWithRawResponseResourceWithStreamingResponse(self)

    def retrieve(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """A sub-resource named like the raw-response wrapper

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
                "/datetime/with_raw_response",
                returns="none",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class DatetimeWithRawResponseResourceWithRawResponse:
    def __init__(self, resource: DatetimeWithRawResponseResource) -> None:
        wrap = to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class DatetimeWithRawResponseResourceWithStreamingResponse:
    def __init__(self, resource: DatetimeWithRawResponseResource) -> None:
        wrap = to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncDatetimeWithRawResponseResource:
    """``client.datetime_.with_raw_response_``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncDatetimeWithRawResponseResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncDatetimeWithRawResponseResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(
        self,
    ) -> AsyncDatetimeWithRawResponseResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncDatetimeWithRawResponseResourceWithStreamingResponse(self)

    async def retrieve(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """A sub-resource named like the raw-response wrapper

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
                "/datetime/with_raw_response",
                returns="none",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncDatetimeWithRawResponseResourceWithRawResponse:
    def __init__(self, resource: AsyncDatetimeWithRawResponseResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncDatetimeWithRawResponseResourceWithStreamingResponse:
    def __init__(self, resource: AsyncDatetimeWithRawResponseResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)
