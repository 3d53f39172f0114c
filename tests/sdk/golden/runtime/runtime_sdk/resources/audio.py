# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Literal, Optional, Union, cast

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
    BinaryResponse,
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = ["AudioResource", "AsyncAudioResource"]


class AudioResource:
    """Operations tagged "Audio"."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AudioResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AudioResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AudioResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AudioResourceWithStreamingResponse(self)

    def create_speech(
        self,
        *,
        input: str,
        voice: Union[Literal["alloy", "echo"], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> BinaryResponse:
        """POST /audio/speech

        Args:
          voice: Server default when not given: "alloy".

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            BinaryResponse,
            self._client.request(
                None,
                "POST",
                "/audio/speech",
                returns="binary",
                accept="audio/wav, application/octet-stream",
                body={
                    "input": input,
                    "voice": voice,
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


class AudioResourceWithRawResponse:
    def __init__(self, resource: AudioResource) -> None:
        wrap = to_raw_response_wrapper
        self.create_speech = wrap(resource.create_speech)


class AudioResourceWithStreamingResponse:
    def __init__(self, resource: AudioResource) -> None:
        wrap = to_streamed_response_wrapper
        self.create_speech = wrap(resource.create_speech)


class AsyncAudioResource:
    """Operations tagged "Audio"."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAudioResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncAudioResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncAudioResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncAudioResourceWithStreamingResponse(self)

    async def create_speech(
        self,
        *,
        input: str,
        voice: Union[Literal["alloy", "echo"], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> BinaryResponse:
        """POST /audio/speech

        Args:
          voice: Server default when not given: "alloy".

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            BinaryResponse,
            await self._client.request(
                None,
                "POST",
                "/audio/speech",
                returns="binary",
                accept="audio/wav, application/octet-stream",
                body={
                    "input": input,
                    "voice": voice,
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


class AsyncAudioResourceWithRawResponse:
    def __init__(self, resource: AsyncAudioResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.create_speech = wrap(resource.create_speech)


class AsyncAudioResourceWithStreamingResponse:
    def __init__(self, resource: AsyncAudioResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.create_speech = wrap(resource.create_speech)
