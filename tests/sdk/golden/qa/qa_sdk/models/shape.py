# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Annotated, TypeAlias, Union

from pydantic import Discriminator, Tag

from .._models import UnknownVariant, discriminate

from .circle import Circle
from .square import Square

__all__ = ["Shape"]

Shape: TypeAlias = Annotated[
    Union[
        Annotated[Circle, Tag("Circle")],
        Annotated[Square, Tag("Square")],
        Annotated[UnknownVariant, Tag("UnknownVariant")],
    ],
    Discriminator(
        discriminate(
            "kind",
            {"circle": "Circle", "square": "Square"},
            "UnknownVariant",
        ),
    ),
]
