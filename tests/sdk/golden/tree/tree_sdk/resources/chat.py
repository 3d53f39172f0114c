# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, AsyncIterator, Iterator, Optional, Union, cast

import httpx

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query
from ..models.completion import Completion

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


class AsyncChatResource:
    """``client.chat``; sub-resources: ``completions``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def completions(self) -> AsyncChatCompletionsResource:
        return AsyncChatCompletionsResource(self._client)


class ChatCompletionsResource:
    """``client.chat.completions``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def create(
        self,
        *,
        prompt: str,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Completion:
        """POST /v2/chat/completions

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/chat/completions",
            body={
                "prompt": prompt,
                "stream": False,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Completion,
            self._client.request(Completion, request, timeout),
        )

    def create_stream(
        self,
        *,
        prompt: str,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Iterator[Completion]:
        """POST /v2/chat/completions

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/chat/completions",
            body={
                "prompt": prompt,
                "stream": True,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Iterator[Completion],
            self._client.stream(Completion, request, timeout),
        )


class AsyncChatCompletionsResource:
    """``client.chat.completions``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def create(
        self,
        *,
        prompt: str,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Completion:
        """POST /v2/chat/completions

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/chat/completions",
            body={
                "prompt": prompt,
                "stream": False,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Completion,
            await self._client.request(Completion, request, timeout),
        )

    def create_stream(
        self,
        *,
        prompt: str,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> AsyncIterator[Completion]:
        """POST /v2/chat/completions

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/chat/completions",
            body={
                "prompt": prompt,
                "stream": True,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            AsyncIterator[Completion],
            self._client.stream(Completion, request, timeout),
        )
