# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Union, cast

import httpx

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query
from ..models.base import Base
from ..models.pet import Pet

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = ["OwnersResource", "AsyncOwnersResource"]


class OwnersResource:
    """``client.owners``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def create(
        self,
        *,
        pet: Union[Pet, NotGiven] = NOT_GIVEN,
        pets: Union[List[Pet], NotGiven] = NOT_GIVEN,
        nickname: Union[str, int, NotGiven] = NOT_GIVEN,
        extra: Union[Dict[str, int], NotGiven] = NOT_GIVEN,
        anything: Union[Dict[str, Any], NotGiven] = NOT_GIVEN,
        tags: Union[Dict[str, Base], NotGiven] = NOT_GIVEN,
        when: Union[datetime, None, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> List[Pet]:
        """Create an owner

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/owners",
            body={
                "pet": pet,
                "pets": pets,
                "nickname": nickname,
                "extra": extra,
                "anything": anything,
                "tags": tags,
                "when": when,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            List[Pet],
            self._client.request(List[Pet], request, timeout),
        )


class AsyncOwnersResource:
    """``client.owners``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def create(
        self,
        *,
        pet: Union[Pet, NotGiven] = NOT_GIVEN,
        pets: Union[List[Pet], NotGiven] = NOT_GIVEN,
        nickname: Union[str, int, NotGiven] = NOT_GIVEN,
        extra: Union[Dict[str, int], NotGiven] = NOT_GIVEN,
        anything: Union[Dict[str, Any], NotGiven] = NOT_GIVEN,
        tags: Union[Dict[str, Base], NotGiven] = NOT_GIVEN,
        when: Union[datetime, None, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> List[Pet]:
        """Create an owner

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/owners",
            body={
                "pet": pet,
                "pets": pets,
                "nickname": nickname,
                "extra": extra,
                "anything": anything,
                "tags": tags,
                "when": when,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            List[Pet],
            await self._client.request(List[Pet], request, timeout),
        )
