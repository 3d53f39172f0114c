# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""RL model resources clients: ``Client`` (sync) and ``AsyncClient``, one attribute per resource."""

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
    from .resources.rl import (
        AsyncRlResource,
        RlResource,
    )

__all__ = ["Client", "AsyncClient", "DEFAULT_BASE_URL"]

DEFAULT_BASE_URL = "https://api.together.ai/v1"
API_KEY_ENV = "RL_SDK_API_KEY"
BASE_URL_ENV = "RL_SDK_BASE_URL"


class Client(SyncAPIClient):
    """Synchronous client. The API key defaults to $RL_SDK_API_KEY."""

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
    def rl(self) -> RlResource:
        from .resources.rl import RlResource

        return RlResource(self)


class AsyncClient(AsyncAPIClient):
    """Asynchronous client. The API key defaults to $RL_SDK_API_KEY."""

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
    def rl(self) -> AsyncRlResource:
        from .resources.rl import AsyncRlResource

        return AsyncRlResource(self)
