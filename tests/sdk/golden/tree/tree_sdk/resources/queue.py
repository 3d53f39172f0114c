# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Optional, Union, cast

import httpx

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query
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

    def submit(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """POST /v2/queue/submit

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/queue/submit",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        self._client.request(None, request, timeout)


class AsyncQueueResource:
    """``client.queue``; sub-resources: ``status``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def status(self) -> AsyncQueueStatusResource:
        return AsyncQueueStatusResource(self._client)

    async def submit(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """POST /v2/queue/submit

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/queue/submit",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        await self._client.request(None, request, timeout)


class QueueStatusResource:
    """``client.queue.status``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def retrieve(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> QueueStatusRetrieveResponse:
        """GET /v2/queue/status

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/queue/status",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            QueueStatusRetrieveResponse,
            self._client.request(QueueStatusRetrieveResponse, request, timeout),
        )


class AsyncQueueStatusResource:
    """``client.queue.status``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def retrieve(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> QueueStatusRetrieveResponse:
        """GET /v2/queue/status

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/queue/status",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            QueueStatusRetrieveResponse,
            await self._client.request(QueueStatusRetrieveResponse, request, timeout),
        )
