# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Optional, Union, cast

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
from ..models.node import Node
from ..models.pet import Pet

if TYPE_CHECKING:
    from .._client import AsyncClient, Client
    from ..params.cat_param import CatParam
    from ..params.dog_param import DogParam

__all__ = ["PetsFriendsResource", "AsyncPetsFriendsResource"]


class PetsFriendsResource:
    """Operations tagged 'pets & "friends"'."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> PetsFriendsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return PetsFriendsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> PetsFriendsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return PetsFriendsResourceWithStreamingResponse(self)

    def put_pets_id(
        self,
        id: str,
        *,
        body: Union[CatParam, DogParam, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Pet:
        """PUT /pets/{id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Pet,
            self._client.request(
                Pet,
                "PUT",
                "/pets/{id}",
                returns="json",
                accept="application/json",
                path_params={"id": id},
                body=body,
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def get_tree(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Node:
        """GET /tree

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Node,
            self._client.request(
                Node,
                "GET",
                "/tree",
                returns="json",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class PetsFriendsResourceWithRawResponse:
    def __init__(self, resource: PetsFriendsResource) -> None:
        wrap = to_raw_response_wrapper
        self.put_pets_id = wrap(resource.put_pets_id)
        self.get_tree = wrap(resource.get_tree)


class PetsFriendsResourceWithStreamingResponse:
    def __init__(self, resource: PetsFriendsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.put_pets_id = wrap(resource.put_pets_id)
        self.get_tree = wrap(resource.get_tree)


class AsyncPetsFriendsResource:
    """Operations tagged 'pets & "friends"'."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncPetsFriendsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncPetsFriendsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncPetsFriendsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncPetsFriendsResourceWithStreamingResponse(self)

    async def put_pets_id(
        self,
        id: str,
        *,
        body: Union[CatParam, DogParam, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Pet:
        """PUT /pets/{id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Pet,
            await self._client.request(
                Pet,
                "PUT",
                "/pets/{id}",
                returns="json",
                accept="application/json",
                path_params={"id": id},
                body=body,
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def get_tree(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Node:
        """GET /tree

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Node,
            await self._client.request(
                Node,
                "GET",
                "/tree",
                returns="json",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncPetsFriendsResourceWithRawResponse:
    def __init__(self, resource: AsyncPetsFriendsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.put_pets_id = wrap(resource.put_pets_id)
        self.get_tree = wrap(resource.get_tree)


class AsyncPetsFriendsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncPetsFriendsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.put_pets_id = wrap(resource.put_pets_id)
        self.get_tree = wrap(resource.get_tree)
