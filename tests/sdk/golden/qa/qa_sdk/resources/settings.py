# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import (
    TYPE_CHECKING,
    Literal,
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

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "SettingsResource",
    "AsyncSettingsResource",
]


class SettingsResource:
    """``client.settings``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> SettingsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return SettingsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> SettingsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return SettingsResourceWithStreamingResponse(self)

    def create(
        self,
        *,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """POST /settings

        Args:
          limit: Server default when not given: 5.

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
                "/settings",
                returns="none",
                accept="application/json",
                body={
                    "limit": limit,
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def update(
        self,
        *,
        dry_run: Union[bool, NotGiven] = NOT_GIVEN,
        note: Union[str, None, NotGiven] = NOT_GIVEN,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        mode: Union[Literal["fast", "slow"], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """PATCH /settings

        Args:
          dry_run: Server default when not given: false.

          limit: How many at most.

              Server default when not given: 5.

          mode: Server default when not given: "fast".

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
                "PATCH",
                "/settings",
                returns="none",
                accept="application/json",
                query=[
                    ("dry_run", dry_run, "form", True),
                ],
                body={
                    "note": note,
                    "limit": limit,
                    "mode": mode,
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class SettingsResourceWithRawResponse:
    def __init__(self, resource: SettingsResource) -> None:
        wrap = to_raw_response_wrapper
        self.create = wrap(resource.create)
        self.update = wrap(resource.update)


class SettingsResourceWithStreamingResponse:
    def __init__(self, resource: SettingsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.create = wrap(resource.create)
        self.update = wrap(resource.update)


class AsyncSettingsResource:
    """``client.settings``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncSettingsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncSettingsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncSettingsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncSettingsResourceWithStreamingResponse(self)

    async def create(
        self,
        *,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """POST /settings

        Args:
          limit: Server default when not given: 5.

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
                "/settings",
                returns="none",
                accept="application/json",
                body={
                    "limit": limit,
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def update(
        self,
        *,
        dry_run: Union[bool, NotGiven] = NOT_GIVEN,
        note: Union[str, None, NotGiven] = NOT_GIVEN,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        mode: Union[Literal["fast", "slow"], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """PATCH /settings

        Args:
          dry_run: Server default when not given: false.

          limit: How many at most.

              Server default when not given: 5.

          mode: Server default when not given: "fast".

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
                "PATCH",
                "/settings",
                returns="none",
                accept="application/json",
                query=[
                    ("dry_run", dry_run, "form", True),
                ],
                body={
                    "note": note,
                    "limit": limit,
                    "mode": mode,
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncSettingsResourceWithRawResponse:
    def __init__(self, resource: AsyncSettingsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.create = wrap(resource.create)
        self.update = wrap(resource.update)


class AsyncSettingsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncSettingsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.create = wrap(resource.create)
        self.update = wrap(resource.update)
