# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Runtime API clients: ``Client`` (sync) and ``AsyncClient``, one attribute per resource."""

from __future__ import annotations

import os
from functools import cached_property
from typing import TYPE_CHECKING, Mapping, Optional, Union

import httpx

from ._base_client import (
    DEFAULT_MAX_RETRIES,
    DEFAULT_TIMEOUT,
    AsyncAPIClient,
    SyncAPIClient,
)
from ._exceptions import MissingAPIKeyError

if TYPE_CHECKING:
    from .resources.audio import (
        AsyncAudioResource,
        AudioResource,
    )
    from .resources.chat import (
        AsyncChatResource,
        ChatResource,
    )
    from .resources.events import (
        AsyncEventsResource,
        EventsResource,
    )
    from .resources.files import (
        AsyncFilesResource,
        FilesResource,
    )
    from .resources.orders import (
        AsyncOrdersResource,
        OrdersResource,
    )
    from .resources.realtime import (
        AsyncRealtimeResource,
        RealtimeResource,
    )

__all__ = ["Client", "AsyncClient", "DEFAULT_BASE_URL"]

DEFAULT_BASE_URL = "https://api.example.com/v1"
API_KEY_ENV = "RUNTIME_SDK_API_KEY"
BASE_URL_ENV = "RUNTIME_SDK_BASE_URL"


class Client(SyncAPIClient):
    """Synchronous client. The API key defaults to $RUNTIME_SDK_API_KEY."""

    _auth_kind = "bearer"
    _auth_name = "Authorization"

    def __init__(
        self,
        *,
        api_key: Optional[str] = None,
        base_url: Optional[str] = None,
        timeout: Union[float, httpx.Timeout, None] = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        default_headers: Optional[Mapping[str, str]] = None,
        http_client: Optional[httpx.Client] = None,
        follow_redirects: bool = True,
    ) -> None:
        if api_key is None:
            api_key = os.environ.get(API_KEY_ENV)
        if api_key is None:
            raise MissingAPIKeyError(
                "No API key: pass api_key= to Client() or set the"
                f" {API_KEY_ENV} environment variable"
            )
        super().__init__(
            base_url=base_url or os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL,
            api_key=api_key,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            http_client=http_client,
            follow_redirects=follow_redirects,
        )

    @cached_property
    def audio(self) -> AudioResource:
        from .resources.audio import AudioResource

        return AudioResource(self)

    @cached_property
    def chat(self) -> ChatResource:
        from .resources.chat import ChatResource

        return ChatResource(self)

    @cached_property
    def events(self) -> EventsResource:
        from .resources.events import EventsResource

        return EventsResource(self)

    @cached_property
    def files(self) -> FilesResource:
        from .resources.files import FilesResource

        return FilesResource(self)

    @cached_property
    def orders(self) -> OrdersResource:
        from .resources.orders import OrdersResource

        return OrdersResource(self)

    @cached_property
    def realtime(self) -> RealtimeResource:
        from .resources.realtime import RealtimeResource

        return RealtimeResource(self)


class AsyncClient(AsyncAPIClient):
    """Asynchronous client. The API key defaults to $RUNTIME_SDK_API_KEY."""

    _auth_kind = "bearer"
    _auth_name = "Authorization"

    def __init__(
        self,
        *,
        api_key: Optional[str] = None,
        base_url: Optional[str] = None,
        timeout: Union[float, httpx.Timeout, None] = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        default_headers: Optional[Mapping[str, str]] = None,
        http_client: Optional[httpx.AsyncClient] = None,
        follow_redirects: bool = True,
    ) -> None:
        if api_key is None:
            api_key = os.environ.get(API_KEY_ENV)
        if api_key is None:
            raise MissingAPIKeyError(
                "No API key: pass api_key= to AsyncClient() or set the"
                f" {API_KEY_ENV} environment variable"
            )
        super().__init__(
            base_url=base_url or os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL,
            api_key=api_key,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            http_client=http_client,
            follow_redirects=follow_redirects,
        )

    @cached_property
    def audio(self) -> AsyncAudioResource:
        from .resources.audio import AsyncAudioResource

        return AsyncAudioResource(self)

    @cached_property
    def chat(self) -> AsyncChatResource:
        from .resources.chat import AsyncChatResource

        return AsyncChatResource(self)

    @cached_property
    def events(self) -> AsyncEventsResource:
        from .resources.events import AsyncEventsResource

        return AsyncEventsResource(self)

    @cached_property
    def files(self) -> AsyncFilesResource:
        from .resources.files import AsyncFilesResource

        return AsyncFilesResource(self)

    @cached_property
    def orders(self) -> AsyncOrdersResource:
        from .resources.orders import AsyncOrdersResource

        return AsyncOrdersResource(self)

    @cached_property
    def realtime(self) -> AsyncRealtimeResource:
        from .resources.realtime import AsyncRealtimeResource

        return AsyncRealtimeResource(self)
