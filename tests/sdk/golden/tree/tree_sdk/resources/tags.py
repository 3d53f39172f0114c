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
from ..models.tags_list_response import TagsListResponse

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "TagsResource",
    "AsyncTagsResource",
]


class TagsResource:
    """``client.tags``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> TagsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return TagsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> TagsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return TagsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> TagsListResponse:
        """Only `limit`, so not paginated

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            TagsListResponse,
            self._client.request(
                TagsListResponse,
                "GET",
                "/v2/tags",
                returns="json",
                accept="application/json",
                query=[
                    ("limit", limit, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class TagsResourceWithRawResponse:
    def __init__(self, resource: TagsResource) -> None:
        wrap = to_raw_response_wrapper
        self.list = wrap(resource.list)


class TagsResourceWithStreamingResponse:
    def __init__(self, resource: TagsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.list = wrap(resource.list)


class AsyncTagsResource:
    """``client.tags``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncTagsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncTagsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncTagsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncTagsResourceWithStreamingResponse(self)

    async def list(
        self,
        *,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> TagsListResponse:
        """Only `limit`, so not paginated

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            TagsListResponse,
            await self._client.request(
                TagsListResponse,
                "GET",
                "/v2/tags",
                returns="json",
                accept="application/json",
                query=[
                    ("limit", limit, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncTagsResourceWithRawResponse:
    def __init__(self, resource: AsyncTagsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.list = wrap(resource.list)


class AsyncTagsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncTagsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.list = wrap(resource.list)
