# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from datetime import date
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
from ..models.str_retrieve_response import StrRetrieveResponse

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "StrResource",
    "AsyncStrResource",
]


class StrResource:
    """``client.str_``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> StrResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return StrResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> StrResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return StrResourceWithStreamingResponse(self)

    def retrieve(
        self,
        date: Union[str, date],
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> StrRetrieveResponse:
        """Segments named like the builtins and imports the signatures use

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            StrRetrieveResponse,
            self._client.request(
                StrRetrieveResponse,
                "GET",
                "/str/{date}",
                returns="json",
                accept="application/json",
                path_params={
                    "date": date,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def httpx_(
        self,
        date: Union[str, date],
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """An action named httpx \"\"\" with quotes

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
                "/str/{date}/httpx",
                returns="none",
                accept="application/json",
                path_params={
                    "date": date,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class StrResourceWithRawResponse:
    def __init__(self, resource: StrResource) -> None:
        wrap = to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)
        self.httpx_ = wrap(resource.httpx_)


class StrResourceWithStreamingResponse:
    def __init__(self, resource: StrResource) -> None:
        wrap = to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)
        self.httpx_ = wrap(resource.httpx_)


class AsyncStrResource:
    """``client.str_``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncStrResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncStrResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncStrResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncStrResourceWithStreamingResponse(self)

    async def retrieve(
        self,
        date: Union[str, date],
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> StrRetrieveResponse:
        """Segments named like the builtins and imports the signatures use

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            StrRetrieveResponse,
            await self._client.request(
                StrRetrieveResponse,
                "GET",
                "/str/{date}",
                returns="json",
                accept="application/json",
                path_params={
                    "date": date,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def httpx_(
        self,
        date: Union[str, date],
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """An action named httpx \"\"\" with quotes

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
                "/str/{date}/httpx",
                returns="none",
                accept="application/json",
                path_params={
                    "date": date,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncStrResourceWithRawResponse:
    def __init__(self, resource: AsyncStrResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)
        self.httpx_ = wrap(resource.httpx_)


class AsyncStrResourceWithStreamingResponse:
    def __init__(self, resource: AsyncStrResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)
        self.httpx_ = wrap(resource.httpx_)
