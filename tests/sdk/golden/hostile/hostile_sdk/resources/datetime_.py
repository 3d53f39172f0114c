# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Optional, Union, cast

import httpx

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query

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


class AsyncDatetimeResource:
    """``client.datetime_``; sub-resources: ``with_raw_response_``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response_(self) -> AsyncDatetimeWithRawResponseResource:
        return AsyncDatetimeWithRawResponseResource(self._client)


class DatetimeWithRawResponseResource:
    """``client.datetime_.with_raw_response_``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def retrieve(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """A sub-resource named like the raw-response wrapper

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/datetime/with_raw_response",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        self._client.request(None, request, timeout)


class AsyncDatetimeWithRawResponseResource:
    """``client.datetime_.with_raw_response_``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def retrieve(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """A sub-resource named like the raw-response wrapper

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/datetime/with_raw_response",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        await self._client.request(None, request, timeout)
