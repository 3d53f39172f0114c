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
from ..models.class_ import Class

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "ThingsResource",
    "AsyncThingsResource",
]


class ThingsResource:
    """``client.things``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ThingsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return ThingsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> ThingsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return ThingsResourceWithStreamingResponse(self)

    def retrieve(
        self,
        quote: str,
        class_: str,
        param_3d: int,
        *,
        from_: Union[str, NotGiven] = NOT_GIVEN,
        self_: Union[str, NotGiven] = NOT_GIVEN,
        timeout_: Union[float, NotGiven] = NOT_GIVEN,
        str: Union[str, NotGiven] = NOT_GIVEN,
        x_trace_id: Union[str, NotGiven] = NOT_GIVEN,
        session: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Class:
        """Summary with \"\"\" and {{ x }} and \\ backslash

        Line one.
            Indented line.
        Trailing backslash \\

        Args:
          from_: \"\"\" injected \"\"\"

              Server default when not given: "a\\"b\\\\c".

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Class,
            self._client.request(
                Class,
                "GET",
                "/things/{quote}/{class}/{3d}",
                returns="json",
                accept="application/json",
                path_params={
                    "quote": quote,
                    "class": class_,
                    "3d": param_3d,
                },
                query=[
                    ("from", from_, "form", True),
                    ("self", self_, "form", True),
                    ("timeout", timeout_, "form", True),
                    ("str", str, "form", True),
                ],
                headers={
                    "x-trace-id": x_trace_id,
                },
                cookies={
                    "session": session,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class ThingsResourceWithRawResponse:
    def __init__(self, resource: ThingsResource) -> None:
        wrap = to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class ThingsResourceWithStreamingResponse:
    def __init__(self, resource: ThingsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncThingsResource:
    """``client.things``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncThingsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncThingsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncThingsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncThingsResourceWithStreamingResponse(self)

    async def retrieve(
        self,
        quote: str,
        class_: str,
        param_3d: int,
        *,
        from_: Union[str, NotGiven] = NOT_GIVEN,
        self_: Union[str, NotGiven] = NOT_GIVEN,
        timeout_: Union[float, NotGiven] = NOT_GIVEN,
        str: Union[str, NotGiven] = NOT_GIVEN,
        x_trace_id: Union[str, NotGiven] = NOT_GIVEN,
        session: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Class:
        """Summary with \"\"\" and {{ x }} and \\ backslash

        Line one.
            Indented line.
        Trailing backslash \\

        Args:
          from_: \"\"\" injected \"\"\"

              Server default when not given: "a\\"b\\\\c".

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Class,
            await self._client.request(
                Class,
                "GET",
                "/things/{quote}/{class}/{3d}",
                returns="json",
                accept="application/json",
                path_params={
                    "quote": quote,
                    "class": class_,
                    "3d": param_3d,
                },
                query=[
                    ("from", from_, "form", True),
                    ("self", self_, "form", True),
                    ("timeout", timeout_, "form", True),
                    ("str", str, "form", True),
                ],
                headers={
                    "x-trace-id": x_trace_id,
                },
                cookies={
                    "session": session,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncThingsResourceWithRawResponse:
    def __init__(self, resource: AsyncThingsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncThingsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncThingsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)
