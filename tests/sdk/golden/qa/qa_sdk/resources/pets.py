# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import (
    TYPE_CHECKING,
    Annotated,
    List,
    Optional,
    Union,
    cast,
)

import httpx
from pydantic import Discriminator, Tag

from .._base_client import (
    NOT_GIVEN,
    Body,
    FileContent,
    FileTypes,
    Headers,
    NotGiven,
    Query,
)
from .._models import discriminate
from .._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from ..models.cat import Cat
from ..models.dog import Dog
from ..models.lizard import Lizard
from ..models.pet import Pet

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "PetsResource",
    "AsyncPetsResource",
]


class PetsResource:
    """``client.pets``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> PetsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return PetsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> PetsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return PetsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> List[
        Annotated[
            Union[
                Annotated[Cat, Tag("Cat")],
                Annotated[Dog, Tag("Dog")],
                Annotated[Lizard, Tag("Lizard")],
                Annotated[Pet, Tag("Pet")],
            ],
            Discriminator(
                discriminate(
                    "petType",
                    {"Lizard": "Lizard", "cat": "Cat", "dog": "Dog"},
                    "Pet",
                ),
            ),
        ]
    ]:
        """GET /pets

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            'List[Annotated[Union[Annotated[Cat, Tag("Cat")], Annotated[Dog, Tag("Dog")], Annotated[Lizard, Tag("Lizard")], Annotated[Pet, Tag("Pet")]], Discriminator(discriminate("petType", {"Lizard": "Lizard", "cat": "Cat", "dog": "Dog"}, "Pet"))]]',
            self._client.request(
                List[
                    Annotated[
                        Union[
                            Annotated[Cat, Tag("Cat")],
                            Annotated[Dog, Tag("Dog")],
                            Annotated[Lizard, Tag("Lizard")],
                            Annotated[Pet, Tag("Pet")],
                        ],
                        Discriminator(
                            discriminate(
                                "petType",
                                {"Lizard": "Lizard", "cat": "Cat", "dog": "Dog"},
                                "Pet",
                            ),
                        ),
                    ]
                ],
                "GET",
                "/pets",
                returns="json",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class PetsResourceWithRawResponse:
    def __init__(self, resource: PetsResource) -> None:
        wrap = to_raw_response_wrapper
        self.list = wrap(resource.list)


class PetsResourceWithStreamingResponse:
    def __init__(self, resource: PetsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.list = wrap(resource.list)


class AsyncPetsResource:
    """``client.pets``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncPetsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncPetsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncPetsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncPetsResourceWithStreamingResponse(self)

    async def list(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> List[
        Annotated[
            Union[
                Annotated[Cat, Tag("Cat")],
                Annotated[Dog, Tag("Dog")],
                Annotated[Lizard, Tag("Lizard")],
                Annotated[Pet, Tag("Pet")],
            ],
            Discriminator(
                discriminate(
                    "petType",
                    {"Lizard": "Lizard", "cat": "Cat", "dog": "Dog"},
                    "Pet",
                ),
            ),
        ]
    ]:
        """GET /pets

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            'List[Annotated[Union[Annotated[Cat, Tag("Cat")], Annotated[Dog, Tag("Dog")], Annotated[Lizard, Tag("Lizard")], Annotated[Pet, Tag("Pet")]], Discriminator(discriminate("petType", {"Lizard": "Lizard", "cat": "Cat", "dog": "Dog"}, "Pet"))]]',
            await self._client.request(
                List[
                    Annotated[
                        Union[
                            Annotated[Cat, Tag("Cat")],
                            Annotated[Dog, Tag("Dog")],
                            Annotated[Lizard, Tag("Lizard")],
                            Annotated[Pet, Tag("Pet")],
                        ],
                        Discriminator(
                            discriminate(
                                "petType",
                                {"Lizard": "Lizard", "cat": "Cat", "dog": "Dog"},
                                "Pet",
                            ),
                        ),
                    ]
                ],
                "GET",
                "/pets",
                returns="json",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncPetsResourceWithRawResponse:
    def __init__(self, resource: AsyncPetsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.list = wrap(resource.list)


class AsyncPetsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncPetsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.list = wrap(resource.list)
