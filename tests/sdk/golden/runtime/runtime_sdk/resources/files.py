# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import (
    TYPE_CHECKING,
    Literal,
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
    BinaryResponse,
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from ..models.file_object import FileObject

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "FilesResource",
    "AsyncFilesResource",
    "FilesDownloadsResource",
    "AsyncFilesDownloadsResource",
]


class FilesResource:
    """``client.files``; sub-resources: ``downloads``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def downloads(self) -> FilesDownloadsResource:
        return FilesDownloadsResource(self._client)

    @cached_property
    def with_raw_response(self) -> FilesResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return FilesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> FilesResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return FilesResourceWithStreamingResponse(self)

    def content(
        self,
        file_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> BinaryResponse:
        """GET /files/{file_id}/content

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            BinaryResponse,
            self._client.request(
                None,
                "GET",
                "/files/{file_id}/content",
                returns="binary",
                accept="text/plain",
                path_params={
                    "file_id": file_id,
                },
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
        file: FileTypes,
        purpose: Literal["fine-tune", "batch"],
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> FileObject:
        """POST /files

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            FileObject,
            self._client.request(
                FileObject,
                "POST",
                "/files",
                returns="json",
                accept="application/json",
                body={
                    "file": file,
                    "purpose": purpose,
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


class FilesResourceWithRawResponse:
    def __init__(self, resource: FilesResource) -> None:
        wrap = to_raw_response_wrapper
        self.content = wrap(resource.content)
        self.create = wrap(resource.create)


class FilesResourceWithStreamingResponse:
    def __init__(self, resource: FilesResource) -> None:
        wrap = to_streamed_response_wrapper
        self.content = wrap(resource.content)
        self.create = wrap(resource.create)


class AsyncFilesResource:
    """``client.files``; sub-resources: ``downloads``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def downloads(self) -> AsyncFilesDownloadsResource:
        return AsyncFilesDownloadsResource(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncFilesResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncFilesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncFilesResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncFilesResourceWithStreamingResponse(self)

    async def content(
        self,
        file_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> BinaryResponse:
        """GET /files/{file_id}/content

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            BinaryResponse,
            await self._client.request(
                None,
                "GET",
                "/files/{file_id}/content",
                returns="binary",
                accept="text/plain",
                path_params={
                    "file_id": file_id,
                },
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
        file: FileTypes,
        purpose: Literal["fine-tune", "batch"],
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> FileObject:
        """POST /files

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            FileObject,
            await self._client.request(
                FileObject,
                "POST",
                "/files",
                returns="json",
                accept="application/json",
                body={
                    "file": file,
                    "purpose": purpose,
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


class AsyncFilesResourceWithRawResponse:
    def __init__(self, resource: AsyncFilesResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.content = wrap(resource.content)
        self.create = wrap(resource.create)


class AsyncFilesResourceWithStreamingResponse:
    def __init__(self, resource: AsyncFilesResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.content = wrap(resource.content)
        self.create = wrap(resource.create)


class FilesDownloadsResource:
    """``client.files.downloads``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> FilesDownloadsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return FilesDownloadsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> FilesDownloadsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return FilesDownloadsResourceWithStreamingResponse(self)

    def retrieve(
        self,
        name: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> BinaryResponse:
        """GET /downloads/{name}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            BinaryResponse,
            self._client.request(
                None,
                "GET",
                "/downloads/{name}",
                returns="binary",
                accept="*/*",
                path_params={
                    "name": name,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class FilesDownloadsResourceWithRawResponse:
    def __init__(self, resource: FilesDownloadsResource) -> None:
        wrap = to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class FilesDownloadsResourceWithStreamingResponse:
    def __init__(self, resource: FilesDownloadsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncFilesDownloadsResource:
    """``client.files.downloads``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncFilesDownloadsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncFilesDownloadsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(
        self,
    ) -> AsyncFilesDownloadsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncFilesDownloadsResourceWithStreamingResponse(self)

    async def retrieve(
        self,
        name: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> BinaryResponse:
        """GET /downloads/{name}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            BinaryResponse,
            await self._client.request(
                None,
                "GET",
                "/downloads/{name}",
                returns="binary",
                accept="*/*",
                path_params={
                    "name": name,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncFilesDownloadsResourceWithRawResponse:
    def __init__(self, resource: AsyncFilesDownloadsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.retrieve = wrap(resource.retrieve)


class AsyncFilesDownloadsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncFilesDownloadsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.retrieve = wrap(resource.retrieve)
