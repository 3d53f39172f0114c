# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Optional, Union, cast

import httpx

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query
from ..models.str_retrieve_response import StrRetrieveResponse

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = ["StrResource", "AsyncStrResource"]


class StrResource:
    """``client.str_``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def retrieve(
        self,
        date: date,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> StrRetrieveResponse:
        """Segments named like the builtins and imports the signatures use

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/str/{date}",
            path_params={"date": date},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            StrRetrieveResponse,
            self._client.request(StrRetrieveResponse, request, timeout),
        )

    def httpx_(
        self,
        date: date,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """An action named httpx \"\"\" with quotes

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/str/{date}/httpx",
            path_params={"date": date},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        self._client.request(None, request, timeout)


class AsyncStrResource:
    """``client.str_``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def retrieve(
        self,
        date: date,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> StrRetrieveResponse:
        """Segments named like the builtins and imports the signatures use

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/str/{date}",
            path_params={"date": date},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            StrRetrieveResponse,
            await self._client.request(StrRetrieveResponse, request, timeout),
        )

    async def httpx_(
        self,
        date: date,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """An action named httpx \"\"\" with quotes

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/str/{date}/httpx",
            path_params={"date": date},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        await self._client.request(None, request, timeout)
