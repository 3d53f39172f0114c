# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Union, cast

import httpx

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query
from ..models.settings_update_body_mode import SettingsUpdateBodyMode

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = ["SettingsResource", "AsyncSettingsResource"]


class SettingsResource:
    """``client.settings``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def create(
        self,
        *,
        limit: int = 5,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """POST /settings

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/settings",
            body={
                "limit": limit,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        self._client.request(None, request, timeout)

    def update(
        self,
        *,
        dry_run: bool = False,
        note: Union[str, None, NotGiven] = NOT_GIVEN,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        mode: Union[SettingsUpdateBodyMode, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """PATCH /settings

        Args:
          limit: How many at most.

              Server default when not given: 5.

          mode: Server default when not given: "fast".

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "PATCH",
            "/settings",
            query=[
                ("dry_run", dry_run, "form", True),
            ],
            body={
                "note": note,
                "limit": limit,
                "mode": mode,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        self._client.request(None, request, timeout)


class AsyncSettingsResource:
    """``client.settings``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def create(
        self,
        *,
        limit: int = 5,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """POST /settings

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/settings",
            body={
                "limit": limit,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        await self._client.request(None, request, timeout)

    async def update(
        self,
        *,
        dry_run: bool = False,
        note: Union[str, None, NotGiven] = NOT_GIVEN,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        mode: Union[SettingsUpdateBodyMode, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """PATCH /settings

        Args:
          limit: How many at most.

              Server default when not given: 5.

          mode: Server default when not given: "fast".

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "PATCH",
            "/settings",
            query=[
                ("dry_run", dry_run, "form", True),
            ],
            body={
                "note": note,
                "limit": limit,
                "mode": mode,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        await self._client.request(None, request, timeout)
