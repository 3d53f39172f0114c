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

if TYPE_CHECKING:
    from .resources.things import AsyncThingsResource, ThingsResource
    from .resources.owners import AsyncOwnersResource, OwnersResource
    from .resources.pets_friends import AsyncPetsFriendsResource, PetsFriendsResource
    from .resources.class_ import AsyncClassResource, ClassResource

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
        super().__init__(
            base_url=base_url or os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL,
            api_key=api_key if api_key is not None else os.environ.get(API_KEY_ENV),
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            http_client=http_client,
            follow_redirects=follow_redirects,
        )

    @cached_property
    def things(self) -> ThingsResource:
        from .resources.things import ThingsResource

        return ThingsResource(self)

    @cached_property
    def owners(self) -> OwnersResource:
        from .resources.owners import OwnersResource

        return OwnersResource(self)

    @cached_property
    def pets_friends(self) -> PetsFriendsResource:
        from .resources.pets_friends import PetsFriendsResource

        return PetsFriendsResource(self)

    @cached_property
    def class_(self) -> ClassResource:
        from .resources.class_ import ClassResource

        return ClassResource(self)


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
        super().__init__(
            base_url=base_url or os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL,
            api_key=api_key if api_key is not None else os.environ.get(API_KEY_ENV),
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            http_client=http_client,
            follow_redirects=follow_redirects,
        )

    @cached_property
    def things(self) -> AsyncThingsResource:
        from .resources.things import AsyncThingsResource

        return AsyncThingsResource(self)

    @cached_property
    def owners(self) -> AsyncOwnersResource:
        from .resources.owners import AsyncOwnersResource

        return AsyncOwnersResource(self)

    @cached_property
    def pets_friends(self) -> AsyncPetsFriendsResource:
        from .resources.pets_friends import AsyncPetsFriendsResource

        return AsyncPetsFriendsResource(self)

    @cached_property
    def class_(self) -> AsyncClassResource:
        from .resources.class_ import AsyncClassResource

        return AsyncClassResource(self)
