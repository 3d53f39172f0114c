# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from pydantic import Field

from .._models import BaseModel

__all__ = ["Pet"]


class Pet(BaseModel):
    pet_type: str = Field(alias="petType")

    name: str
