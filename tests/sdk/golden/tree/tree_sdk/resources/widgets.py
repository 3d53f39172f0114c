# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Union, cast

import httpx

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query
from .._pagination import AsyncPaginator, Paging, SyncPage
from ..models.part import Part
from ..models.widget import Widget
from ..models.widgets_list_parts_response import WidgetsListPartsResponse
from ..models.widgets_list_response import WidgetsListResponse

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = ["WidgetsResource", "AsyncWidgetsResource"]


class WidgetsResource:
    """``client.widgets``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def list(
        self,
        *,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        cursor: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> SyncPage[Widget]:
        """List widgets (cursor + next_cursor, nested in meta)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/widgets",
            query=[
                ("limit", limit, "form", True),
                ("cursor", cursor, "form", True),
            ],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return SyncPage(
            self._client,
            WidgetsListResponse,
            request,
            timeout,
            Paging(
                kind="cursor",
                items="data",
                param="cursor",
                cursor_field="meta.next_cursor",
            ),
        )

    def create(
        self,
        *,
        name: str,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """Create a widget \"\"\" with quotes

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/widgets",
            body={
                "name": name,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Widget,
            self._client.request(Widget, request, timeout),
        )

    def get_widget(
        self,
        widget_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """GET /v2/widgets/{widget_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/widgets/{widget_id}",
            path_params={"widget_id": widget_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Widget,
            self._client.request(Widget, request, timeout),
        )

    def delete(
        self,
        widget_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """DELETE /v2/widgets/{widget_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "DELETE",
            "/v2/widgets/{widget_id}",
            path_params={"widget_id": widget_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        self._client.request(None, request, timeout)

    def update(
        self,
        widget_id: str,
        *,
        name: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """PATCH /v2/widgets/{widget_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "PATCH",
            "/v2/widgets/{widget_id}",
            path_params={"widget_id": widget_id},
            body={
                "name": name,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Widget,
            self._client.request(Widget, request, timeout),
        )

    def get_widget_version(
        self,
        widget_id: str,
        version: int,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """Collides with getWidget (both would be `retrieve`)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/widgets/{widget_id}/{version}",
            path_params={"widget_id": widget_id, "version": version},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Widget,
            self._client.request(Widget, request, timeout),
        )

    def archive(
        self,
        widget_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """POST /v2/widgets/{widget_id}/archive

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/widgets/{widget_id}/archive",
            path_params={"widget_id": widget_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Widget,
            self._client.request(Widget, request, timeout),
        )

    def list_parts(
        self,
        widget_id: str,
        *,
        starting_after: Union[str, NotGiven] = NOT_GIVEN,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> SyncPage[Part]:
        """Parts of a widget (starting_after + has_more, Stripe style)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/widgets/{widget_id}/parts",
            path_params={"widget_id": widget_id},
            query=[
                ("starting_after", starting_after, "form", True),
                ("limit", limit, "form", True),
            ],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return SyncPage(
            self._client,
            WidgetsListPartsResponse,
            request,
            timeout,
            Paging(
                kind="cursor_id",
                items="data",
                param="starting_after",
                has_more="has_more",
            ),
        )

    def upload(
        self,
        *,
        file: Union[FileTypes, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """POST /v2/widgets/upload

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/widgets/upload",
            body={
                "file": file,
            },
            body_kind="multipart",
            content_type="multipart/form-data",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        self._client.request(None, request, timeout)


class AsyncWidgetsResource:
    """``client.widgets``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    def list(
        self,
        *,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        cursor: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> AsyncPaginator[Widget]:
        """List widgets (cursor + next_cursor, nested in meta)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/widgets",
            query=[
                ("limit", limit, "form", True),
                ("cursor", cursor, "form", True),
            ],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return AsyncPaginator(
            self._client,
            WidgetsListResponse,
            request,
            timeout,
            Paging(
                kind="cursor",
                items="data",
                param="cursor",
                cursor_field="meta.next_cursor",
            ),
        )

    async def create(
        self,
        *,
        name: str,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """Create a widget \"\"\" with quotes

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/widgets",
            body={
                "name": name,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Widget,
            await self._client.request(Widget, request, timeout),
        )

    async def get_widget(
        self,
        widget_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """GET /v2/widgets/{widget_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/widgets/{widget_id}",
            path_params={"widget_id": widget_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Widget,
            await self._client.request(Widget, request, timeout),
        )

    async def delete(
        self,
        widget_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """DELETE /v2/widgets/{widget_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "DELETE",
            "/v2/widgets/{widget_id}",
            path_params={"widget_id": widget_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        await self._client.request(None, request, timeout)

    async def update(
        self,
        widget_id: str,
        *,
        name: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """PATCH /v2/widgets/{widget_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "PATCH",
            "/v2/widgets/{widget_id}",
            path_params={"widget_id": widget_id},
            body={
                "name": name,
            },
            body_kind="json",
            content_type="application/json",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Widget,
            await self._client.request(Widget, request, timeout),
        )

    async def get_widget_version(
        self,
        widget_id: str,
        version: int,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """Collides with getWidget (both would be `retrieve`)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/widgets/{widget_id}/{version}",
            path_params={"widget_id": widget_id, "version": version},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Widget,
            await self._client.request(Widget, request, timeout),
        )

    async def archive(
        self,
        widget_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """POST /v2/widgets/{widget_id}/archive

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/widgets/{widget_id}/archive",
            path_params={"widget_id": widget_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Widget,
            await self._client.request(Widget, request, timeout),
        )

    def list_parts(
        self,
        widget_id: str,
        *,
        starting_after: Union[str, NotGiven] = NOT_GIVEN,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> AsyncPaginator[Part]:
        """Parts of a widget (starting_after + has_more, Stripe style)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/v2/widgets/{widget_id}/parts",
            path_params={"widget_id": widget_id},
            query=[
                ("starting_after", starting_after, "form", True),
                ("limit", limit, "form", True),
            ],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return AsyncPaginator(
            self._client,
            WidgetsListPartsResponse,
            request,
            timeout,
            Paging(
                kind="cursor_id",
                items="data",
                param="starting_after",
                has_more="has_more",
            ),
        )

    async def upload(
        self,
        *,
        file: Union[FileTypes, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """POST /v2/widgets/upload

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/v2/widgets/upload",
            body={
                "file": file,
            },
            body_kind="multipart",
            content_type="multipart/form-data",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        await self._client.request(None, request, timeout)
