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
    BinaryResponse,
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "AudioResource",
    "AsyncAudioResource",
    "AudioSpeechResource",
    "AsyncAudioSpeechResource",
]


class AudioResource:
    """``client.audio``; sub-resources: ``speech``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def speech(self) -> AudioSpeechResource:
        return AudioSpeechResource(self._client)

    @cached_property
    def with_raw_response(self) -> AudioResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AudioResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AudioResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AudioResourceWithStreamingResponse(self)


class AudioResourceWithRawResponse:
    def __init__(self, resource: AudioResource) -> None:
        wrap = to_raw_response_wrapper


class AudioResourceWithStreamingResponse:
    def __init__(self, resource: AudioResource) -> None:
        wrap = to_streamed_response_wrapper


class AsyncAudioResource:
    """``client.audio``; sub-resources: ``speech``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def speech(self) -> AsyncAudioSpeechResource:
        return AsyncAudioSpeechResource(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncAudioResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncAudioResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncAudioResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncAudioResourceWithStreamingResponse(self)


class AsyncAudioResourceWithRawResponse:
    def __init__(self, resource: AsyncAudioResource) -> None:
        wrap = async_to_raw_response_wrapper


class AsyncAudioResourceWithStreamingResponse:
    def __init__(self, resource: AsyncAudioResource) -> None:
        wrap = async_to_streamed_response_wrapper


class AudioSpeechResource:
    """``client.audio.speech``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AudioSpeechResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AudioSpeechResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AudioSpeechResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AudioSpeechResourceWithStreamingResponse(self)

    def create(
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


class AudioSpeechResourceWithRawResponse:
    def __init__(self, resource: AudioSpeechResource) -> None:
        wrap = to_raw_response_wrapper
        self.create = wrap(resource.create)


class AudioSpeechResourceWithStreamingResponse:
    def __init__(self, resource: AudioSpeechResource) -> None:
        wrap = to_streamed_response_wrapper
        self.create = wrap(resource.create)


class AsyncAudioSpeechResource:
    """``client.audio.speech``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAudioSpeechResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncAudioSpeechResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncAudioSpeechResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncAudioSpeechResourceWithStreamingResponse(self)

    async def create(
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


class AsyncAudioSpeechResourceWithRawResponse:
    def __init__(self, resource: AsyncAudioSpeechResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.create = wrap(resource.create)


class AsyncAudioSpeechResourceWithStreamingResponse:
    def __init__(self, resource: AsyncAudioSpeechResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.create = wrap(resource.create)
