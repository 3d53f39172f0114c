# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""qa clients: ``Client`` (sync) and ``AsyncClient``, one attribute per resource."""

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
    from .resources.default_auth import (
        AsyncDefaultAuthResource,
        DefaultAuthResource,
    )
    from .resources.pets import (
        AsyncPetsResource,
        PetsResource,
    )
    from .resources.public import (
        AsyncPublicResource,
        PublicResource,
    )
    from .resources.settings import (
        AsyncSettingsResource,
        SettingsResource,
    )
    from .resources.shapes import (
        AsyncShapesResource,
        ShapesResource,
    )
    from .resources.stream_ import (
        AsyncStreamResource,
        StreamResource,
    )
    from .resources.with_basic import (
        AsyncWithBasicResource,
        WithBasicResource,
    )
    from .resources.with_query_key import (
        AsyncWithQueryKeyResource,
        WithQueryKeyResource,
    )

__all__ = ["Client", "AsyncClient", "DEFAULT_BASE_URL"]

DEFAULT_BASE_URL = "https://api.example.com/v1"
API_KEY_ENV = "QA_SDK_API_KEY"
BASE_URL_ENV = "QA_SDK_BASE_URL"


class Client(SyncAPIClient):
    """Synchronous client. The API key defaults to $QA_SDK_API_KEY."""

    _auth_kind = "header"
    _auth_name = "X-API-Key"

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
    def default_auth(self) -> DefaultAuthResource:
        from .resources.default_auth import DefaultAuthResource

        return DefaultAuthResource(self)

    @cached_property
    def pets(self) -> PetsResource:
        from .resources.pets import PetsResource

        return PetsResource(self)

    @cached_property
    def public(self) -> PublicResource:
        from .resources.public import PublicResource

        return PublicResource(self)

    @cached_property
    def settings(self) -> SettingsResource:
        from .resources.settings import SettingsResource

        return SettingsResource(self)

    @cached_property
    def shapes(self) -> ShapesResource:
        from .resources.shapes import ShapesResource

        return ShapesResource(self)

    @cached_property
    def stream_(self) -> StreamResource:
        from .resources.stream_ import StreamResource

        return StreamResource(self)

    @cached_property
    def with_basic(self) -> WithBasicResource:
        from .resources.with_basic import WithBasicResource

        return WithBasicResource(self)

    @cached_property
    def with_query_key(self) -> WithQueryKeyResource:
        from .resources.with_query_key import WithQueryKeyResource

        return WithQueryKeyResource(self)


class AsyncClient(AsyncAPIClient):
    """Asynchronous client. The API key defaults to $QA_SDK_API_KEY."""

    _auth_kind = "header"
    _auth_name = "X-API-Key"

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
    def default_auth(self) -> AsyncDefaultAuthResource:
        from .resources.default_auth import AsyncDefaultAuthResource

        return AsyncDefaultAuthResource(self)

    @cached_property
    def pets(self) -> AsyncPetsResource:
        from .resources.pets import AsyncPetsResource

        return AsyncPetsResource(self)

    @cached_property
    def public(self) -> AsyncPublicResource:
        from .resources.public import AsyncPublicResource

        return AsyncPublicResource(self)

    @cached_property
    def settings(self) -> AsyncSettingsResource:
        from .resources.settings import AsyncSettingsResource

        return AsyncSettingsResource(self)

    @cached_property
    def shapes(self) -> AsyncShapesResource:
        from .resources.shapes import AsyncShapesResource

        return AsyncShapesResource(self)

    @cached_property
    def stream_(self) -> AsyncStreamResource:
        from .resources.stream_ import AsyncStreamResource

        return AsyncStreamResource(self)

    @cached_property
    def with_basic(self) -> AsyncWithBasicResource:
        from .resources.with_basic import AsyncWithBasicResource

        return AsyncWithBasicResource(self)

    @cached_property
    def with_query_key(self) -> AsyncWithQueryKeyResource:
        from .resources.with_query_key import AsyncWithQueryKeyResource

        return AsyncWithQueryKeyResource(self)
