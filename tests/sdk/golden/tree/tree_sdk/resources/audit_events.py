# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import (
    TYPE_CHECKING,
    List,
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
from ..models.audit_events_list_response_item import AuditEventsListResponseItem

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "AuditEventsResource",
    "AsyncAuditEventsResource",
]


class AuditEventsResource:
    """``client.audit_events``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AuditEventsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AuditEventsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AuditEventsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AuditEventsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        page: Union[int, NotGiven] = NOT_GIVEN,
        per_page: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> SyncPage[AuditEventsListResponseItem]:
        """Link-header pagination (RFC 8288 rel="next")

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            SyncPage[AuditEventsListResponseItem],
            SyncPage.first(
                self._client,
                Paging(
                    kind="link_header",
                    items="",
                ),
                List[AuditEventsListResponseItem],
                "GET",
                "/v2/audit-events",
                returns="page",
                accept="application/json",
                query=[
                    ("page", page, "form", True),
                    ("per_page", per_page, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AuditEventsResourceWithRawResponse:
    def __init__(self, resource: AuditEventsResource) -> None:
        wrap = to_raw_response_wrapper
        self.list = wrap(resource.list)


class AuditEventsResourceWithStreamingResponse:
    def __init__(self, resource: AuditEventsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.list = wrap(resource.list)


class AsyncAuditEventsResource:
    """``client.audit_events``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAuditEventsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncAuditEventsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncAuditEventsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncAuditEventsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        page: Union[int, NotGiven] = NOT_GIVEN,
        per_page: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> AsyncPaginator[AuditEventsListResponseItem]:
        """Link-header pagination (RFC 8288 rel="next")

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            AsyncPaginator[AuditEventsListResponseItem],
            AsyncPaginator.first(
                self._client,
                Paging(
                    kind="link_header",
                    items="",
                ),
                List[AuditEventsListResponseItem],
                "GET",
                "/v2/audit-events",
                returns="page",
                accept="application/json",
                query=[
                    ("page", page, "form", True),
                    ("per_page", per_page, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncAuditEventsResourceWithRawResponse:
    def __init__(self, resource: AsyncAuditEventsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.list = wrap(resource.list)


class AsyncAuditEventsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncAuditEventsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.list = wrap(resource.list)
