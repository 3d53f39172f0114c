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
from ..models.queue_status_retrieve_response import QueueStatusRetrieveResponse

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "QueueResource",
    "AsyncQueueResource",
    "QueueStatusResource",
    "AsyncQueueStatusResource",
]


class QueueResource:
    """``client.queue``; sub-resources: ``status``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def status(self) -> QueueStatusResource:
        return QueueStatusResource(self._client)

    @cached_property
    def with_raw_response(self) -> QueueResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return QueueResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> QueueResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return QueueResourceWithStreamingResponse(self)

    def submit(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """POST /v2/queue/submit

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
                "/v2/queue/submit",
                returns="none",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class QueueResourceWithRawResponse:
    def __init__(self, resource: QueueResource) -> None:
        wrap = to_raw_response_wrapper
        self.submit = wrap(resource.submit)


class QueueResourceWithStreamingResponse:
    def __init__(self, resource: QueueResource) -> None:
        wrap = to_streamed_response_wrapper
        self.submit = wrap(resource.submit)


class AsyncQueueResource:
    """``client.queue``; sub-resources: ``status``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def status(self) -> AsyncQueueStatusResource:
        return AsyncQueueStatusResource(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncQueueResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncQueueResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncQueueResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncQueueResourceWithStreamingResponse(self)

    async def submit(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """POST /v2/queue/submit

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
                "/v2/queue/submit",
                returns="none",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncQueueResourceWithRawResponse:
    def __init__(self, resource: AsyncQueueResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.submit = wrap(resource.submit)


class AsyncQueueResourceWithStreamingResponse:
    def __init__(self, resource: AsyncQueueResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.submit = wrap(resource.submit)


class QueueStatusResource:
    """``client.queue.status``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> QueueStatusResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return QueueStatusResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> QueueStatusResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return QueueStatusResourceWithStreamingResponse(self)

    def retrieve(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> QueueStatusRetrieveResponse:
        """GET /v2/queue/status

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            QueueStatusRetrieveResponse,
            self._client.request(
                QueueStatusRetrieveResponse,
                "GET",
                "/v2/queue/status",
                returns="json",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class QueueStatusResourceWithRawResponse:
    def __init__(self, resource: QueueStatusResource) -> None:
        wrap = to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class QueueStatusResourceWithStreamingResponse:
    def __init__(self, resource: QueueStatusResource) -> None:
        wrap = to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncQueueStatusResource:
    """``client.queue.status``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncQueueStatusResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncQueueStatusResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncQueueStatusResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncQueueStatusResourceWithStreamingResponse(self)

    async def retrieve(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> QueueStatusRetrieveResponse:
        """GET /v2/queue/status

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            QueueStatusRetrieveResponse,
            await self._client.request(
                QueueStatusRetrieveResponse,
                "GET",
                "/v2/queue/status",
                returns="json",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncQueueStatusResourceWithRawResponse:
    def __init__(self, resource: AsyncQueueStatusResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncQueueStatusResourceWithStreamingResponse:
    def __init__(self, resource: AsyncQueueStatusResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)
