# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from datetime import datetime
from functools import cached_property
from typing import (
    TYPE_CHECKING,
    Any,
    Dict,
    List,
    Optional,
    Sequence,
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
from ..models.pet import Pet
from ..params.base_param import BaseParam
from ..params.cat_param import CatParam
from ..params.dog_param import DogParam

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "OwnersResource",
    "AsyncOwnersResource",
]


class OwnersResource:
    """``client.owners``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> OwnersResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return OwnersResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> OwnersResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return OwnersResourceWithStreamingResponse(self)

    def create(
        self,
        *,
        pet: Union[CatParam, DogParam, NotGiven] = NOT_GIVEN,
        pets: Union[Sequence[Union[CatParam, DogParam]], NotGiven] = NOT_GIVEN,
        nickname: Union[str, int, NotGiven] = NOT_GIVEN,
        extra: Union[Dict[str, int], NotGiven] = NOT_GIVEN,
        anything: Union[Dict[str, Any], NotGiven] = NOT_GIVEN,
        tags: Union[Dict[str, BaseParam], NotGiven] = NOT_GIVEN,
        when: Union[Union[str, datetime], None, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> List[Pet]:
        """Create an owner

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            List[Pet],
            self._client.request(
                List[Pet],
                "POST",
                "/owners",
                returns="json",
                accept="application/json",
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
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class OwnersResourceWithRawResponse:
    def __init__(self, resource: OwnersResource) -> None:
        wrap = to_raw_response_wrapper
        self.create = wrap(resource.create)


class OwnersResourceWithStreamingResponse:
    def __init__(self, resource: OwnersResource) -> None:
        wrap = to_streamed_response_wrapper
        self.create = wrap(resource.create)


class AsyncOwnersResource:
    """``client.owners``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncOwnersResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncOwnersResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncOwnersResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncOwnersResourceWithStreamingResponse(self)

    async def create(
        self,
        *,
        pet: Union[CatParam, DogParam, NotGiven] = NOT_GIVEN,
        pets: Union[Sequence[Union[CatParam, DogParam]], NotGiven] = NOT_GIVEN,
        nickname: Union[str, int, NotGiven] = NOT_GIVEN,
        extra: Union[Dict[str, int], NotGiven] = NOT_GIVEN,
        anything: Union[Dict[str, Any], NotGiven] = NOT_GIVEN,
        tags: Union[Dict[str, BaseParam], NotGiven] = NOT_GIVEN,
        when: Union[Union[str, datetime], None, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> List[Pet]:
        """Create an owner

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            List[Pet],
            await self._client.request(
                List[Pet],
                "POST",
                "/owners",
                returns="json",
                accept="application/json",
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
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncOwnersResourceWithRawResponse:
    def __init__(self, resource: AsyncOwnersResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.create = wrap(resource.create)


class AsyncOwnersResourceWithStreamingResponse:
    def __init__(self, resource: AsyncOwnersResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.create = wrap(resource.create)
