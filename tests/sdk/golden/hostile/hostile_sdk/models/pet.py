# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Annotated, TypeAlias, Union

from pydantic import Discriminator, Tag

from .._models import UnknownVariant, discriminate

from .cat import Cat
from .dog import Dog

__all__ = ["Pet"]

Pet: TypeAlias = Annotated[
    Union[
        Annotated[Cat, Tag("Cat")],
        Annotated[Dog, Tag("Dog")],
        Annotated[UnknownVariant, Tag("UnknownVariant")],
    ],
    Discriminator(
        discriminate("pet_type", {"cat": "Cat", "dog": "Dog"}, "UnknownVariant"),
    ),
]
