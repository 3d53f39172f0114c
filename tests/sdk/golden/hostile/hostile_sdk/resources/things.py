# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Union, cast

import httpx

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query
from ..models.class_ import Class

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = ["ThingsResource", "AsyncThingsResource"]


class ThingsResource:
    """``client.things``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def retrieve(
        self,
        quote: str,
        class_: str,
        param_3d: int,
        *,
        from_: str = 'a"b\\c',
        self_: Union[str, NotGiven] = NOT_GIVEN,
        timeout_: Union[float, NotGiven] = NOT_GIVEN,
        str: Union[str, NotGiven] = NOT_GIVEN,
        x_trace_id: Union[str, NotGiven] = NOT_GIVEN,
        session: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Class:
        """Summary with \"\"\" and {{ x }} and \\ backslash

        Line one.
            Indented line.
        Trailing backslash \\

        Args:
          from_: \"\"\" injected \"\"\"

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/things/{quote}/{class}/{3d}",
            path_params={"quote": quote, "class": class_, "3d": param_3d},
            query=[
                ("from", from_, "form", True),
                ("self", self_, "form", True),
                ("timeout", timeout_, "form", True),
                ("str", str, "form", True),
            ],
            headers={"x-trace-id": x_trace_id},
            cookies={"session": session},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Class,
            self._client.request(Class, request, timeout),
        )


class AsyncThingsResource:
    """``client.things``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def retrieve(
        self,
        quote: str,
        class_: str,
        param_3d: int,
        *,
        from_: str = 'a"b\\c',
        self_: Union[str, NotGiven] = NOT_GIVEN,
        timeout_: Union[float, NotGiven] = NOT_GIVEN,
        str: Union[str, NotGiven] = NOT_GIVEN,
        x_trace_id: Union[str, NotGiven] = NOT_GIVEN,
        session: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Class:
        """Summary with \"\"\" and {{ x }} and \\ backslash

        Line one.
            Indented line.
        Trailing backslash \\

        Args:
          from_: \"\"\" injected \"\"\"

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/things/{quote}/{class}/{3d}",
            path_params={"quote": quote, "class": class_, "3d": param_3d},
            query=[
                ("from", from_, "form", True),
                ("self", self_, "form", True),
                ("timeout", timeout_, "form", True),
                ("str", str, "form", True),
            ],
            headers={"x-trace-id": x_trace_id},
            cookies={"session": session},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Class,
            await self._client.request(Class, request, timeout),
        )
