# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Tree fixture clients: ``Client`` (sync) and ``AsyncClient``, one attribute per resource."""

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

if TYPE_CHECKING:
    from .resources.audit_events import (
        AsyncAuditEventsResource,
        AuditEventsResource,
    )
    from .resources.chat import (
        AsyncChatResource,
        ChatResource,
    )
    from .resources.fine_tuning import (
        AsyncFineTuningResource,
        FineTuningResource,
    )
    from .resources.import_ import (
        AsyncImportResource,
        ImportResource,
    )
    from .resources.logs import (
        AsyncLogsResource,
        LogsResource,
    )
    from .resources.queue import (
        AsyncQueueResource,
        QueueResource,
    )
    from .resources.stream_ import (
        AsyncStreamResource,
        StreamResource,
    )
    from .resources.tags import (
        AsyncTagsResource,
        TagsResource,
    )
    from .resources.widgets import (
        AsyncWidgetsResource,
        WidgetsResource,
    )

__all__ = ["Client", "AsyncClient", "DEFAULT_BASE_URL"]

DEFAULT_BASE_URL = "https://api.example.test"
API_KEY_ENV = "TREE_SDK_API_KEY"
BASE_URL_ENV = "TREE_SDK_BASE_URL"


class Client(SyncAPIClient):
    """Synchronous client. The API key defaults to $TREE_SDK_API_KEY."""

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
    def audit_events(self) -> AuditEventsResource:
        from .resources.audit_events import AuditEventsResource

        return AuditEventsResource(self)

    @cached_property
    def chat(self) -> ChatResource:
        from .resources.chat import ChatResource

        return ChatResource(self)

    @cached_property
    def fine_tuning(self) -> FineTuningResource:
        from .resources.fine_tuning import FineTuningResource

        return FineTuningResource(self)

    @cached_property
    def import_(self) -> ImportResource:
        from .resources.import_ import ImportResource

        return ImportResource(self)

    @cached_property
    def logs(self) -> LogsResource:
        from .resources.logs import LogsResource

        return LogsResource(self)

    @cached_property
    def queue(self) -> QueueResource:
        from .resources.queue import QueueResource

        return QueueResource(self)

    @cached_property
    def stream_(self) -> StreamResource:
        from .resources.stream_ import StreamResource

        return StreamResource(self)

    @cached_property
    def tags(self) -> TagsResource:
        from .resources.tags import TagsResource

        return TagsResource(self)

    @cached_property
    def widgets(self) -> WidgetsResource:
        from .resources.widgets import WidgetsResource

        return WidgetsResource(self)


class AsyncClient(AsyncAPIClient):
    """Asynchronous client. The API key defaults to $TREE_SDK_API_KEY."""

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
    def audit_events(self) -> AsyncAuditEventsResource:
        from .resources.audit_events import AsyncAuditEventsResource

        return AsyncAuditEventsResource(self)

    @cached_property
    def chat(self) -> AsyncChatResource:
        from .resources.chat import AsyncChatResource

        return AsyncChatResource(self)

    @cached_property
    def fine_tuning(self) -> AsyncFineTuningResource:
        from .resources.fine_tuning import AsyncFineTuningResource

        return AsyncFineTuningResource(self)

    @cached_property
    def import_(self) -> AsyncImportResource:
        from .resources.import_ import AsyncImportResource

        return AsyncImportResource(self)

    @cached_property
    def logs(self) -> AsyncLogsResource:
        from .resources.logs import AsyncLogsResource

        return AsyncLogsResource(self)

    @cached_property
    def queue(self) -> AsyncQueueResource:
        from .resources.queue import AsyncQueueResource

        return AsyncQueueResource(self)

    @cached_property
    def stream_(self) -> AsyncStreamResource:
        from .resources.stream_ import AsyncStreamResource

        return AsyncStreamResource(self)

    @cached_property
    def tags(self) -> AsyncTagsResource:
        from .resources.tags import AsyncTagsResource

        return AsyncTagsResource(self)

    @cached_property
    def widgets(self) -> AsyncWidgetsResource:
        from .resources.widgets import AsyncWidgetsResource

        return AsyncWidgetsResource(self)
