# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, List, Optional, Union, cast

import httpx
from pydantic import Discriminator, Tag

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query
from .._models import discriminate
from ..models.cat import Cat
from ..models.dog import Dog
from ..models.lizard import Lizard
from ..models.pet import Pet

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = ["PetsResource", "AsyncPetsResource"]


class PetsResource:
    """``client.pets``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def list(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
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
                    "petType", {"Lizard": "Lizard", "cat": "Cat", "dog": "Dog"}, "Pet"
                )
            ),
        ]
    ]:
        """GET /pets

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/pets",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
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
                            )
                        ),
                    ]
                ],
                request,
                timeout,
            ),
        )


class AsyncPetsResource:
    """``client.pets``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def list(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
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
                    "petType", {"Lizard": "Lizard", "cat": "Cat", "dog": "Dog"}, "Pet"
                )
            ),
        ]
    ]:
        """GET /pets

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/pets",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
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
                            )
                        ),
                    ]
                ],
                request,
                timeout,
            ),
        )
