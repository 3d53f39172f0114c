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
    BinaryResponse,
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
from ..models.fine_tuning_list_events_response import FineTuningListEventsResponse
from ..models.fine_tuning_list_response import FineTuningListResponse
from ..models.job import Job

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "FineTuningResource",
    "AsyncFineTuningResource",
]


class FineTuningResource:
    """``client.fine_tuning``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> FineTuningResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return FineTuningResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> FineTuningResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return FineTuningResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        offset: Union[int, NotGiven] = NOT_GIVEN,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> SyncPage[Job]:
        """Offset pagination with a total

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            SyncPage[Job],
            SyncPage.first(
                self._client,
                Paging(
                    kind="offset",
                    items="results",
                    param="offset",
                    total="total",
                ),
                FineTuningListResponse,
                "GET",
                "/v2/fine-tunes",
                returns="page",
                accept="application/json",
                query=[
                    ("offset", offset, "form", True),
                    ("limit", limit, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def cancel(
        self,
        id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Job:
        """POST /v2/fine-tunes/{id}/cancel

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Job,
            self._client.request(
                Job,
                "POST",
                "/v2/fine-tunes/{id}/cancel",
                returns="json",
                accept="application/json",
                path_params={
                    "id": id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def list_events(
        self,
        id: str,
        *,
        page: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> SyncPage[str]:
        """Page-number pagination

        Args:
          page: Server default when not given: 1.

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
                    kind="page",
                    items="items",
                    param="page",
                    total_pages="total_pages",
                ),
                FineTuningListEventsResponse,
                "GET",
                "/v2/fine-tunes/{id}/events",
                returns="page",
                accept="application/json",
                path_params={
                    "id": id,
                },
                query=[
                    ("page", page, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def download(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> BinaryResponse:
        """Joins fine_tuning through its tag

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            BinaryResponse,
            self._client.request(
                None,
                "GET",
                "/v2/finetune/download",
                returns="binary",
                accept="application/octet-stream",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class FineTuningResourceWithRawResponse:
    def __init__(self, resource: FineTuningResource) -> None:
        wrap = to_raw_response_wrapper
        self.list = wrap(resource.list)
        self.cancel = wrap(resource.cancel)
        self.list_events = wrap(resource.list_events)
        self.download = wrap(resource.download)


class FineTuningResourceWithStreamingResponse:
    def __init__(self, resource: FineTuningResource) -> None:
        wrap = to_streamed_response_wrapper
        self.list = wrap(resource.list)
        self.cancel = wrap(resource.cancel)
        self.list_events = wrap(resource.list_events)
        self.download = wrap(resource.download)


class AsyncFineTuningResource:
    """``client.fine_tuning``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncFineTuningResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncFineTuningResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncFineTuningResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncFineTuningResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        offset: Union[int, NotGiven] = NOT_GIVEN,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> AsyncPaginator[Job]:
        """Offset pagination with a total

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            AsyncPaginator[Job],
            AsyncPaginator.first(
                self._client,
                Paging(
                    kind="offset",
                    items="results",
                    param="offset",
                    total="total",
                ),
                FineTuningListResponse,
                "GET",
                "/v2/fine-tunes",
                returns="page",
                accept="application/json",
                query=[
                    ("offset", offset, "form", True),
                    ("limit", limit, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def cancel(
        self,
        id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Job:
        """POST /v2/fine-tunes/{id}/cancel

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Job,
            await self._client.request(
                Job,
                "POST",
                "/v2/fine-tunes/{id}/cancel",
                returns="json",
                accept="application/json",
                path_params={
                    "id": id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def list_events(
        self,
        id: str,
        *,
        page: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> AsyncPaginator[str]:
        """Page-number pagination

        Args:
          page: Server default when not given: 1.

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
                    kind="page",
                    items="items",
                    param="page",
                    total_pages="total_pages",
                ),
                FineTuningListEventsResponse,
                "GET",
                "/v2/fine-tunes/{id}/events",
                returns="page",
                accept="application/json",
                path_params={
                    "id": id,
                },
                query=[
                    ("page", page, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def download(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> BinaryResponse:
        """Joins fine_tuning through its tag

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            BinaryResponse,
            await self._client.request(
                None,
                "GET",
                "/v2/finetune/download",
                returns="binary",
                accept="application/octet-stream",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncFineTuningResourceWithRawResponse:
    def __init__(self, resource: AsyncFineTuningResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.list = wrap(resource.list)
        self.cancel = wrap(resource.cancel)
        self.list_events = wrap(resource.list_events)
        self.download = wrap(resource.download)


class AsyncFineTuningResourceWithStreamingResponse:
    def __init__(self, resource: AsyncFineTuningResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.list = wrap(resource.list)
        self.cancel = wrap(resource.cancel)
        self.list_events = wrap(resource.list_events)
        self.download = wrap(resource.download)
