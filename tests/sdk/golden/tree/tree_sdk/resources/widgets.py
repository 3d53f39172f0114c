# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import (
    TYPE_CHECKING,
    Optional,
    Union,
    cast,
)

import httpx

from .._base_client import (
    NOT_GIVEN,
    Body,
    FileContent,
    FileTypes,
    Headers,
    NotGiven,
    Query,
)
from .._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from .._pagination import (
    AsyncPaginator,
    Paging,
    SyncPage,
)
from ..models.part import Part
from ..models.widget import Widget
from ..models.widgets_list_parts_response import WidgetsListPartsResponse
from ..models.widgets_list_response import WidgetsListResponse

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "WidgetsResource",
    "AsyncWidgetsResource",
]


class WidgetsResource:
    """``client.widgets``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> WidgetsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return WidgetsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> WidgetsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return WidgetsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        cursor: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> SyncPage[Widget]:
        """List widgets (cursor + next_cursor, nested in meta)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            SyncPage[Widget],
            SyncPage.first(
                self._client,
                Paging(
                    kind="cursor",
                    items="data",
                    param="cursor",
                    cursor_field="meta.next_cursor",
                ),
                WidgetsListResponse,
                "GET",
                "/v2/widgets",
                returns="page",
                accept="application/json",
                query=[
                    ("limit", limit, "form", True),
                    ("cursor", cursor, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
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
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """Create a widget \"\"\" with quotes

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Widget,
            self._client.request(
                Widget,
                "POST",
                "/v2/widgets",
                returns="json",
                accept="application/json",
                body={
                    "name": name,
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def get_widget(
        self,
        widget_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """GET /v2/widgets/{widget_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Widget,
            self._client.request(
                Widget,
                "GET",
                "/v2/widgets/{widget_id}",
                returns="json",
                accept="application/json",
                path_params={
                    "widget_id": widget_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def delete(
        self,
        widget_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """DELETE /v2/widgets/{widget_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            None,
            self._client.request(
                None,
                "DELETE",
                "/v2/widgets/{widget_id}",
                returns="none",
                accept="application/json",
                path_params={
                    "widget_id": widget_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def update(
        self,
        widget_id: str,
        *,
        name: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """PATCH /v2/widgets/{widget_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Widget,
            self._client.request(
                Widget,
                "PATCH",
                "/v2/widgets/{widget_id}",
                returns="json",
                accept="application/json",
                path_params={
                    "widget_id": widget_id,
                },
                body={
                    "name": name,
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
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
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """Collides with getWidget (both would be `retrieve`)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Widget,
            self._client.request(
                Widget,
                "GET",
                "/v2/widgets/{widget_id}/{version}",
                returns="json",
                accept="application/json",
                path_params={
                    "widget_id": widget_id,
                    "version": version,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def archive(
        self,
        widget_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """POST /v2/widgets/{widget_id}/archive

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Widget,
            self._client.request(
                Widget,
                "POST",
                "/v2/widgets/{widget_id}/archive",
                returns="json",
                accept="application/json",
                path_params={
                    "widget_id": widget_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
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
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> SyncPage[Part]:
        """Parts of a widget (starting_after + has_more, Stripe style)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            SyncPage[Part],
            SyncPage.first(
                self._client,
                Paging(
                    kind="cursor_id",
                    items="data",
                    param="starting_after",
                    has_more="has_more",
                ),
                WidgetsListPartsResponse,
                "GET",
                "/v2/widgets/{widget_id}/parts",
                returns="page",
                accept="application/json",
                path_params={
                    "widget_id": widget_id,
                },
                query=[
                    ("starting_after", starting_after, "form", True),
                    ("limit", limit, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
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
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """POST /v2/widgets/upload

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            None,
            self._client.request(
                None,
                "POST",
                "/v2/widgets/upload",
                returns="none",
                accept="application/json",
                body={
                    "file": file,
                },
                body_kind="multipart",
                content_type="multipart/form-data",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class WidgetsResourceWithRawResponse:
    def __init__(self, resource: WidgetsResource) -> None:
        wrap = to_raw_response_wrapper
        self.list = wrap(resource.list)
        self.create = wrap(resource.create)
        self.get_widget = wrap(resource.get_widget)
        self.delete = wrap(resource.delete)
        self.update = wrap(resource.update)
        self.get_widget_version = wrap(resource.get_widget_version)
        self.archive = wrap(resource.archive)
        self.list_parts = wrap(resource.list_parts)
        self.upload = wrap(resource.upload)


class WidgetsResourceWithStreamingResponse:
    def __init__(self, resource: WidgetsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.list = wrap(resource.list)
        self.create = wrap(resource.create)
        self.get_widget = wrap(resource.get_widget)
        self.delete = wrap(resource.delete)
        self.update = wrap(resource.update)
        self.get_widget_version = wrap(resource.get_widget_version)
        self.archive = wrap(resource.archive)
        self.list_parts = wrap(resource.list_parts)
        self.upload = wrap(resource.upload)


class AsyncWidgetsResource:
    """``client.widgets``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncWidgetsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncWidgetsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncWidgetsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncWidgetsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        cursor: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> AsyncPaginator[Widget]:
        """List widgets (cursor + next_cursor, nested in meta)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            AsyncPaginator[Widget],
            AsyncPaginator.first(
                self._client,
                Paging(
                    kind="cursor",
                    items="data",
                    param="cursor",
                    cursor_field="meta.next_cursor",
                ),
                WidgetsListResponse,
                "GET",
                "/v2/widgets",
                returns="page",
                accept="application/json",
                query=[
                    ("limit", limit, "form", True),
                    ("cursor", cursor, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
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
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """Create a widget \"\"\" with quotes

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Widget,
            await self._client.request(
                Widget,
                "POST",
                "/v2/widgets",
                returns="json",
                accept="application/json",
                body={
                    "name": name,
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def get_widget(
        self,
        widget_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """GET /v2/widgets/{widget_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Widget,
            await self._client.request(
                Widget,
                "GET",
                "/v2/widgets/{widget_id}",
                returns="json",
                accept="application/json",
                path_params={
                    "widget_id": widget_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def delete(
        self,
        widget_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """DELETE /v2/widgets/{widget_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            None,
            await self._client.request(
                None,
                "DELETE",
                "/v2/widgets/{widget_id}",
                returns="none",
                accept="application/json",
                path_params={
                    "widget_id": widget_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def update(
        self,
        widget_id: str,
        *,
        name: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """PATCH /v2/widgets/{widget_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Widget,
            await self._client.request(
                Widget,
                "PATCH",
                "/v2/widgets/{widget_id}",
                returns="json",
                accept="application/json",
                path_params={
                    "widget_id": widget_id,
                },
                body={
                    "name": name,
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
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
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """Collides with getWidget (both would be `retrieve`)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Widget,
            await self._client.request(
                Widget,
                "GET",
                "/v2/widgets/{widget_id}/{version}",
                returns="json",
                accept="application/json",
                path_params={
                    "widget_id": widget_id,
                    "version": version,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def archive(
        self,
        widget_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Widget:
        """POST /v2/widgets/{widget_id}/archive

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Widget,
            await self._client.request(
                Widget,
                "POST",
                "/v2/widgets/{widget_id}/archive",
                returns="json",
                accept="application/json",
                path_params={
                    "widget_id": widget_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
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
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> AsyncPaginator[Part]:
        """Parts of a widget (starting_after + has_more, Stripe style)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            AsyncPaginator[Part],
            AsyncPaginator.first(
                self._client,
                Paging(
                    kind="cursor_id",
                    items="data",
                    param="starting_after",
                    has_more="has_more",
                ),
                WidgetsListPartsResponse,
                "GET",
                "/v2/widgets/{widget_id}/parts",
                returns="page",
                accept="application/json",
                path_params={
                    "widget_id": widget_id,
                },
                query=[
                    ("starting_after", starting_after, "form", True),
                    ("limit", limit, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
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
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """POST /v2/widgets/upload

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            None,
            await self._client.request(
                None,
                "POST",
                "/v2/widgets/upload",
                returns="none",
                accept="application/json",
                body={
                    "file": file,
                },
                body_kind="multipart",
                content_type="multipart/form-data",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncWidgetsResourceWithRawResponse:
    def __init__(self, resource: AsyncWidgetsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.list = wrap(resource.list)
        self.create = wrap(resource.create)
        self.get_widget = wrap(resource.get_widget)
        self.delete = wrap(resource.delete)
        self.update = wrap(resource.update)
        self.get_widget_version = wrap(resource.get_widget_version)
        self.archive = wrap(resource.archive)
        self.list_parts = wrap(resource.list_parts)
        self.upload = wrap(resource.upload)


class AsyncWidgetsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncWidgetsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.list = wrap(resource.list)
        self.create = wrap(resource.create)
        self.get_widget = wrap(resource.get_widget)
        self.delete = wrap(resource.delete)
        self.update = wrap(resource.update)
        self.get_widget_version = wrap(resource.get_widget_version)
        self.archive = wrap(resource.archive)
        self.list_parts = wrap(resource.list_parts)
        self.upload = wrap(resource.upload)
