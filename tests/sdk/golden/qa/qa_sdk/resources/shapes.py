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
from ..models.shape import Shape

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "ShapesResource",
    "AsyncShapesResource",
]


class ShapesResource:
    """``client.shapes``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ShapesResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return ShapesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> ShapesResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return ShapesResourceWithStreamingResponse(self)

    def retrieve(
        self,
        id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Shape:
        """GET /shapes/{id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Shape,
            self._client.request(
                Shape,
                "GET",
                "/shapes/{id}",
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


class ShapesResourceWithRawResponse:
    def __init__(self, resource: ShapesResource) -> None:
        wrap = to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class ShapesResourceWithStreamingResponse:
    def __init__(self, resource: ShapesResource) -> None:
        wrap = to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncShapesResource:
    """``client.shapes``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncShapesResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncShapesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncShapesResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncShapesResourceWithStreamingResponse(self)

    async def retrieve(
        self,
        id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Shape:
        """GET /shapes/{id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Shape,
            await self._client.request(
                Shape,
                "GET",
                "/shapes/{id}",
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


class AsyncShapesResourceWithRawResponse:
    def __init__(self, resource: AsyncShapesResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncShapesResourceWithStreamingResponse:
    def __init__(self, resource: AsyncShapesResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)
