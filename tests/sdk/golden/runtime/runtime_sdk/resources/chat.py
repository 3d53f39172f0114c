# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from datetime import datetime
from functools import cached_property
from typing import (
    TYPE_CHECKING,
    Literal,
    Optional,
    Sequence,
    Union,
    cast,
    overload,
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
from .._streaming import AsyncStream, Stream
from ..models.chat_chunk import ChatChunk
from ..models.chat_response import ChatResponse
from ..params.chat_options_param import ChatOptionsParam
from ..params.message_param import MessageParam

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "ChatResource",
    "AsyncChatResource",
    "ChatCompletionsResource",
    "AsyncChatCompletionsResource",
]


class ChatResource:
    """``client.chat``; sub-resources: ``completions``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def completions(self) -> ChatCompletionsResource:
        return ChatCompletionsResource(self._client)

    @cached_property
    def with_raw_response(self) -> ChatResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return ChatResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> ChatResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return ChatResourceWithStreamingResponse(self)


class ChatResourceWithRawResponse:
    def __init__(self, resource: ChatResource) -> None:
        wrap = to_raw_response_wrapper


class ChatResourceWithStreamingResponse:
    def __init__(self, resource: ChatResource) -> None:
        wrap = to_streamed_response_wrapper


class AsyncChatResource:
    """``client.chat``; sub-resources: ``completions``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def completions(self) -> AsyncChatCompletionsResource:
        return AsyncChatCompletionsResource(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncChatResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncChatResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncChatResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncChatResourceWithStreamingResponse(self)


class AsyncChatResourceWithRawResponse:
    def __init__(self, resource: AsyncChatResource) -> None:
        wrap = async_to_raw_response_wrapper


class AsyncChatResourceWithStreamingResponse:
    def __init__(self, resource: AsyncChatResource) -> None:
        wrap = async_to_streamed_response_wrapper


class ChatCompletionsResource:
    """``client.chat.completions``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ChatCompletionsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return ChatCompletionsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> ChatCompletionsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return ChatCompletionsResourceWithStreamingResponse(self)

    @overload
    def create(
        self,
        *,
        model: str,
        messages: Sequence[MessageParam],
        temperature: Union[float, NotGiven] = NOT_GIVEN,
        max_tokens: Union[int, None, NotGiven] = NOT_GIVEN,
        options: Union[ChatOptionsParam, NotGiven] = NOT_GIVEN,
        created_after: Union[str, datetime, NotGiven] = NOT_GIVEN,
        stream: Union[Literal[False], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> ChatResponse:
        """POST /chat/completions The whole answer (``stream`` not given or False)."""

    @overload
    def create(
        self,
        *,
        model: str,
        messages: Sequence[MessageParam],
        temperature: Union[float, NotGiven] = NOT_GIVEN,
        max_tokens: Union[int, None, NotGiven] = NOT_GIVEN,
        options: Union[ChatOptionsParam, NotGiven] = NOT_GIVEN,
        created_after: Union[str, datetime, NotGiven] = NOT_GIVEN,
        stream: Literal[True],
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Stream[ChatChunk]:
        """POST /chat/completions The answer as a ``Stream`` of server-sent events."""

    @overload
    def create(
        self,
        *,
        model: str,
        messages: Sequence[MessageParam],
        temperature: Union[float, NotGiven] = NOT_GIVEN,
        max_tokens: Union[int, None, NotGiven] = NOT_GIVEN,
        options: Union[ChatOptionsParam, NotGiven] = NOT_GIVEN,
        created_after: Union[str, datetime, NotGiven] = NOT_GIVEN,
        stream: bool,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Union[ChatResponse, Stream[ChatChunk]]:
        """POST /chat/completions A ``Stream`` when ``stream`` is true, else the whole answer."""

    def create(
        self,
        *,
        model: str,
        messages: Sequence[MessageParam],
        temperature: Union[float, NotGiven] = NOT_GIVEN,
        max_tokens: Union[int, None, NotGiven] = NOT_GIVEN,
        options: Union[ChatOptionsParam, NotGiven] = NOT_GIVEN,
        created_after: Union[str, datetime, NotGiven] = NOT_GIVEN,
        stream: Union[bool, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Union[ChatResponse, Stream[ChatChunk]]:
        """POST /chat/completions

        Args:
          temperature: Sampling temperature.

              Server default when not given: 0.7.

          max_tokens: Server default when not given: null.

          stream: True: the answer comes as server-sent events, a ``Stream`` of
              chunks (typed by the overloads); otherwise the whole answer at once.

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "Union[ChatResponse, Stream[ChatChunk]]",
            self._client.request(
                ChatChunk if stream else ChatResponse,
                "POST",
                "/chat/completions",
                returns="sse" if stream else "json",
                envelope=True,
                accept="text/event-stream" if stream else "application/json",
                body={
                    "model": model,
                    "messages": messages,
                    "temperature": temperature,
                    "max_tokens": max_tokens,
                    "options": options,
                    "created_after": created_after,
                    "stream": bool(stream),
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

    def create_stream(
        self,
        *,
        model: str,
        messages: Sequence[MessageParam],
        temperature: Union[float, NotGiven] = NOT_GIVEN,
        max_tokens: Union[int, None, NotGiven] = NOT_GIVEN,
        options: Union[ChatOptionsParam, NotGiven] = NOT_GIVEN,
        created_after: Union[str, datetime, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Stream[ChatChunk]:
        """POST /chat/completions

        Args:
          temperature: Sampling temperature.

              Server default when not given: 0.7.

          max_tokens: Server default when not given: null.

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "Stream[ChatChunk]",
            self._client.request(
                ChatChunk,
                "POST",
                "/chat/completions",
                returns="sse",
                envelope=True,
                accept="text/event-stream",
                body={
                    "model": model,
                    "messages": messages,
                    "temperature": temperature,
                    "max_tokens": max_tokens,
                    "options": options,
                    "created_after": created_after,
                    "stream": True,
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


class ChatCompletionsResourceWithRawResponse:
    def __init__(self, resource: ChatCompletionsResource) -> None:
        wrap = to_raw_response_wrapper
        self.create = wrap(resource.create)
        self.create_stream = wrap(resource.create_stream)


class ChatCompletionsResourceWithStreamingResponse:
    def __init__(self, resource: ChatCompletionsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.create = wrap(resource.create)
        self.create_stream = wrap(resource.create_stream)


class AsyncChatCompletionsResource:
    """``client.chat.completions``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncChatCompletionsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncChatCompletionsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(
        self,
    ) -> AsyncChatCompletionsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncChatCompletionsResourceWithStreamingResponse(self)

    @overload
    async def create(
        self,
        *,
        model: str,
        messages: Sequence[MessageParam],
        temperature: Union[float, NotGiven] = NOT_GIVEN,
        max_tokens: Union[int, None, NotGiven] = NOT_GIVEN,
        options: Union[ChatOptionsParam, NotGiven] = NOT_GIVEN,
        created_after: Union[str, datetime, NotGiven] = NOT_GIVEN,
        stream: Union[Literal[False], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> ChatResponse:
        """POST /chat/completions The whole answer (``stream`` not given or False)."""

    @overload
    async def create(
        self,
        *,
        model: str,
        messages: Sequence[MessageParam],
        temperature: Union[float, NotGiven] = NOT_GIVEN,
        max_tokens: Union[int, None, NotGiven] = NOT_GIVEN,
        options: Union[ChatOptionsParam, NotGiven] = NOT_GIVEN,
        created_after: Union[str, datetime, NotGiven] = NOT_GIVEN,
        stream: Literal[True],
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> AsyncStream[ChatChunk]:
        """POST /chat/completions The answer as a ``Stream`` of server-sent events."""

    @overload
    async def create(
        self,
        *,
        model: str,
        messages: Sequence[MessageParam],
        temperature: Union[float, NotGiven] = NOT_GIVEN,
        max_tokens: Union[int, None, NotGiven] = NOT_GIVEN,
        options: Union[ChatOptionsParam, NotGiven] = NOT_GIVEN,
        created_after: Union[str, datetime, NotGiven] = NOT_GIVEN,
        stream: bool,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Union[ChatResponse, AsyncStream[ChatChunk]]:
        """POST /chat/completions A ``Stream`` when ``stream`` is true, else the whole answer."""

    async def create(
        self,
        *,
        model: str,
        messages: Sequence[MessageParam],
        temperature: Union[float, NotGiven] = NOT_GIVEN,
        max_tokens: Union[int, None, NotGiven] = NOT_GIVEN,
        options: Union[ChatOptionsParam, NotGiven] = NOT_GIVEN,
        created_after: Union[str, datetime, NotGiven] = NOT_GIVEN,
        stream: Union[bool, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Union[ChatResponse, AsyncStream[ChatChunk]]:
        """POST /chat/completions

        Args:
          temperature: Sampling temperature.

              Server default when not given: 0.7.

          max_tokens: Server default when not given: null.

          stream: True: the answer comes as server-sent events, a ``Stream`` of
              chunks (typed by the overloads); otherwise the whole answer at once.

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "Union[ChatResponse, AsyncStream[ChatChunk]]",
            await self._client.request(
                ChatChunk if stream else ChatResponse,
                "POST",
                "/chat/completions",
                returns="sse" if stream else "json",
                envelope=True,
                accept="text/event-stream" if stream else "application/json",
                body={
                    "model": model,
                    "messages": messages,
                    "temperature": temperature,
                    "max_tokens": max_tokens,
                    "options": options,
                    "created_after": created_after,
                    "stream": bool(stream),
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

    async def create_stream(
        self,
        *,
        model: str,
        messages: Sequence[MessageParam],
        temperature: Union[float, NotGiven] = NOT_GIVEN,
        max_tokens: Union[int, None, NotGiven] = NOT_GIVEN,
        options: Union[ChatOptionsParam, NotGiven] = NOT_GIVEN,
        created_after: Union[str, datetime, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> AsyncStream[ChatChunk]:
        """POST /chat/completions

        Args:
          temperature: Sampling temperature.

              Server default when not given: 0.7.

          max_tokens: Server default when not given: null.

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "AsyncStream[ChatChunk]",
            await self._client.request(
                ChatChunk,
                "POST",
                "/chat/completions",
                returns="sse",
                envelope=True,
                accept="text/event-stream",
                body={
                    "model": model,
                    "messages": messages,
                    "temperature": temperature,
                    "max_tokens": max_tokens,
                    "options": options,
                    "created_after": created_after,
                    "stream": True,
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


class AsyncChatCompletionsResourceWithRawResponse:
    def __init__(self, resource: AsyncChatCompletionsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.create = wrap(resource.create)
        self.create_stream = wrap(resource.create_stream)


class AsyncChatCompletionsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncChatCompletionsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.create = wrap(resource.create)
        self.create_stream = wrap(resource.create_stream)
