# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing_extensions import Required, TypedDict

__all__ = [
    "RlLabelsCreateCreatedParam",
    "RlLabelsCreateBodyItemsItemParam",
]


class RlLabelsCreateCreatedParam(TypedDict, total=False):
    gte: int


class RlLabelsCreateBodyItemsItemParam(TypedDict, total=False):
    price: str

    quantity: int
