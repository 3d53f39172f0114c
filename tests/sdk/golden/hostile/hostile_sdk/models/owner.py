# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Dict, List, Optional, Union

from pydantic import Discriminator, Tag

from .._models import BaseModel, UnknownVariant, discriminate
from .base import Base
from .cat import Cat
from .dog import Dog

__all__ = ["Owner"]


class Owner(BaseModel):
    pet: Optional[
        Annotated[
            Union[
                Annotated[Cat, Tag("Cat")],
                Annotated[Dog, Tag("Dog")],
                Annotated[UnknownVariant, Tag("UnknownVariant")],
            ],
            Discriminator(
                discriminate(
                    "pet_type",
                    {"cat": "Cat", "dog": "Dog"},
                    "UnknownVariant",
                ),
            ),
        ]
    ] = None

    pets: Optional[
        List[
            Annotated[
                Union[
                    Annotated[Cat, Tag("Cat")],
                    Annotated[Dog, Tag("Dog")],
                    Annotated[UnknownVariant, Tag("UnknownVariant")],
                ],
                Discriminator(
                    discriminate(
                        "pet_type",
                        {"cat": "Cat", "dog": "Dog"},
                        "UnknownVariant",
                    ),
                ),
            ]
        ]
    ] = None

    nickname: Optional[Union[str, int]] = None

    extra: Optional[Dict[str, int]] = None

    anything: Optional[Dict[str, Any]] = None

    tags: Optional[Dict[str, Base]] = None

    when: Optional[datetime] = None
