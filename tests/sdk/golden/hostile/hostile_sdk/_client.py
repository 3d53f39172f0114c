# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Hostile \"\"\" API {{ config }} \\ end clients: ``Client`` (sync) and ``AsyncClient``, one attribute per resource."""

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
    from .resources.datetime_ import (
        AsyncDatetimeResource,
        DatetimeResource,
    )
    from .resources.json import (
        AsyncJsonResource,
        JsonResource,
    )
    from .resources.owners import (
        AsyncOwnersResource,
        OwnersResource,
    )
    from .resources.pets import (
        AsyncPetsResource,
        PetsResource,
    )
    from .resources.str_ import (
        AsyncStrResource,
        StrResource,
    )
    from .resources.things import (
        AsyncThingsResource,
        ThingsResource,
    )
    from .resources.tree import (
        AsyncTreeResource,
        TreeResource,
    )
    from .resources.undeclared import (
        AsyncUndeclaredResource,
        UndeclaredResource,
    )

__all__ = ["Client", "AsyncClient", "DEFAULT_BASE_URL"]

DEFAULT_BASE_URL = "http://localhost:8080/base"
API_KEY_ENV = "HOSTILE_SDK_API_KEY"
BASE_URL_ENV = "HOSTILE_SDK_BASE_URL"


class Client(SyncAPIClient):
    """Synchronous client. The API key defaults to $HOSTILE_SDK_API_KEY."""

    _auth_kind = "header"
    _auth_name = "X-Api-Key"

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
    def datetime_(self) -> DatetimeResource:
        from .resources.datetime_ import DatetimeResource

        return DatetimeResource(self)

    @cached_property
    def json(self) -> JsonResource:
        from .resources.json import JsonResource

        return JsonResource(self)

    @cached_property
    def owners(self) -> OwnersResource:
        from .resources.owners import OwnersResource

        return OwnersResource(self)

    @cached_property
    def pets(self) -> PetsResource:
        from .resources.pets import PetsResource

        return PetsResource(self)

    @cached_property
    def str_(self) -> StrResource:
        from .resources.str_ import StrResource

        return StrResource(self)

    @cached_property
    def things(self) -> ThingsResource:
        from .resources.things import ThingsResource

        return ThingsResource(self)

    @cached_property
    def tree(self) -> TreeResource:
        from .resources.tree import TreeResource

        return TreeResource(self)

    @cached_property
    def undeclared(self) -> UndeclaredResource:
        from .resources.undeclared import UndeclaredResource

        return UndeclaredResource(self)


class AsyncClient(AsyncAPIClient):
    """Asynchronous client. The API key defaults to $HOSTILE_SDK_API_KEY."""

    _auth_kind = "header"
    _auth_name = "X-Api-Key"

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
    def datetime_(self) -> AsyncDatetimeResource:
        from .resources.datetime_ import AsyncDatetimeResource

        return AsyncDatetimeResource(self)

    @cached_property
    def json(self) -> AsyncJsonResource:
        from .resources.json import AsyncJsonResource

        return AsyncJsonResource(self)

    @cached_property
    def owners(self) -> AsyncOwnersResource:
        from .resources.owners import AsyncOwnersResource

        return AsyncOwnersResource(self)

    @cached_property
    def pets(self) -> AsyncPetsResource:
        from .resources.pets import AsyncPetsResource

        return AsyncPetsResource(self)

    @cached_property
    def str_(self) -> AsyncStrResource:
        from .resources.str_ import AsyncStrResource

        return AsyncStrResource(self)

    @cached_property
    def things(self) -> AsyncThingsResource:
        from .resources.things import AsyncThingsResource

        return AsyncThingsResource(self)

    @cached_property
    def tree(self) -> AsyncTreeResource:
        from .resources.tree import AsyncTreeResource

        return AsyncTreeResource(self)

    @cached_property
    def undeclared(self) -> AsyncUndeclaredResource:
        from .resources.undeclared import AsyncUndeclaredResource

        return AsyncUndeclaredResource(self)
