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
from .._pagination import (
    AsyncPaginator,
    Paging,
    SyncPage,
)
from ..models.logs_list_response import LogsListResponse

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "LogsResource",
    "AsyncLogsResource",
]


class LogsResource:
    """``client.logs``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> LogsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return LogsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> LogsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return LogsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> SyncPage[str]:
        """Next-URL pagination

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            SyncPage[str],
            SyncPage.first(
                self._client,
                Paging(
                    kind="next_url",
                    items="entries",
                    next_field="next",
                ),
                LogsListResponse,
                "GET",
                "/v2/logs",
                returns="page",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class LogsResourceWithRawResponse:
    def __init__(self, resource: LogsResource) -> None:
        wrap = to_raw_response_wrapper
        self.list = wrap(resource.list)


class LogsResourceWithStreamingResponse:
    def __init__(self, resource: LogsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.list = wrap(resource.list)


class AsyncLogsResource:
    """``client.logs``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncLogsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncLogsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncLogsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncLogsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> AsyncPaginator[str]:
        """Next-URL pagination

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            AsyncPaginator[str],
            AsyncPaginator.first(
                self._client,
                Paging(
                    kind="next_url",
                    items="entries",
                    next_field="next",
                ),
                LogsListResponse,
                "GET",
                "/v2/logs",
                returns="page",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncLogsResourceWithRawResponse:
    def __init__(self, resource: AsyncLogsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.list = wrap(resource.list)


class AsyncLogsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncLogsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.list = wrap(resource.list)
