# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Union, cast

import httpx

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query
from ..models.pet import Pet

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = ["PetsResource", "AsyncPetsResource"]


class PetsResource:
    """``client.pets``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def update(
        self,
        id: str,
        *,
        body: Union[Pet, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Pet:
        """PUT /pets/{id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "PUT",
            "/pets/{id}",
            path_params={"id": id},
            body=body,
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Pet,
            self._client.request(Pet, request, timeout),
        )


class AsyncPetsResource:
    """``client.pets``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def update(
        self,
        id: str,
        *,
        body: Union[Pet, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Pet:
        """PUT /pets/{id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "PUT",
            "/pets/{id}",
            path_params={"id": id},
            body=body,
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Pet,
            await self._client.request(Pet, request, timeout),
        )
