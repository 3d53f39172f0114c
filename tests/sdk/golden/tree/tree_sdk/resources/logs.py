# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Union, cast

import httpx

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query
from .._pagination import AsyncPaginator, Paging, SyncPage
from ..models.logs_list_response import LogsListResponse

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = ["LogsResource", "AsyncLogsResource"]


class LogsResource:
    """``client.logs``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def list(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> SyncPage[str]:
        """Next-URL pagination

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/logs",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return SyncPage(
            self._client,
            LogsListResponse,
            request,
            timeout,
            Paging(kind="next_url", items="entries", next_field="next"),
        )


class AsyncLogsResource:
    """``client.logs``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    def list(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> AsyncPaginator[str]:
        """Next-URL pagination

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/logs",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return AsyncPaginator(
            self._client,
            LogsListResponse,
            request,
            timeout,
            Paging(kind="next_url", items="entries", next_field="next"),
        )
