# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Union, cast

import httpx

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query
from .._pagination import AsyncPaginator, Paging, SyncPage
from ..models.fine_tuning_list_events_response import FineTuningListEventsResponse
from ..models.fine_tuning_list_response import FineTuningListResponse
from ..models.job import Job

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = ["FineTuningResource", "AsyncFineTuningResource"]


class FineTuningResource:
    """``client.fine_tuning``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def list(
        self,
        *,
        offset: Union[int, NotGiven] = NOT_GIVEN,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> SyncPage[Job]:
        """Offset pagination with a total

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/fine-tunes",
            query=[
                ("offset", offset, "form", True),
                ("limit", limit, "form", True),
            ],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return SyncPage(
            self._client,
            FineTuningListResponse,
            request,
            timeout,
            Paging(kind="offset", items="results", param="offset", total="total"),
        )

    def cancel(
        self,
        id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Job:
        """POST /v2/fine-tunes/{id}/cancel

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/fine-tunes/{id}/cancel",
            path_params={"id": id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Job,
            self._client.request(Job, request, timeout),
        )

    def list_events(
        self,
        id: str,
        *,
        page: int = 1,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> SyncPage[str]:
        """Page-number pagination

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/fine-tunes/{id}/events",
            path_params={"id": id},
            query=[
                ("page", page, "form", True),
            ],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return SyncPage(
            self._client,
            FineTuningListEventsResponse,
            request,
            timeout,
            Paging(kind="page", items="items", param="page", total_pages="total_pages"),
        )

    def download(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> bytes:
        """Joins fine_tuning through its tag

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/finetune/download",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            bytes,
            self._client.request(bytes, request, timeout),
        )


class AsyncFineTuningResource:
    """``client.fine_tuning``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    def list(
        self,
        *,
        offset: Union[int, NotGiven] = NOT_GIVEN,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> AsyncPaginator[Job]:
        """Offset pagination with a total

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/fine-tunes",
            query=[
                ("offset", offset, "form", True),
                ("limit", limit, "form", True),
            ],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return AsyncPaginator(
            self._client,
            FineTuningListResponse,
            request,
            timeout,
            Paging(kind="offset", items="results", param="offset", total="total"),
        )

    async def cancel(
        self,
        id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Job:
        """POST /v2/fine-tunes/{id}/cancel

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/fine-tunes/{id}/cancel",
            path_params={"id": id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Job,
            await self._client.request(Job, request, timeout),
        )

    def list_events(
        self,
        id: str,
        *,
        page: int = 1,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> AsyncPaginator[str]:
        """Page-number pagination

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/fine-tunes/{id}/events",
            path_params={"id": id},
            query=[
                ("page", page, "form", True),
            ],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return AsyncPaginator(
            self._client,
            FineTuningListEventsResponse,
            request,
            timeout,
            Paging(kind="page", items="items", param="page", total_pages="total_pages"),
        )

    async def download(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> bytes:
        """Joins fine_tuning through its tag

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/finetune/download",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            bytes,
            await self._client.request(bytes, request, timeout),
        )
