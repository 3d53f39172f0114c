# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from pydantic import Field

from .._models import BaseModel, OpenStrEnum

__all__ = [
    "Cat",
    "CatHuntingSkill",
]


class CatHuntingSkill(OpenStrEnum):
    LAZY = "lazy"
    AGGRESSIVE = "aggressive"


class Cat(BaseModel):
    pet_type: str = Field(alias="petType")

    name: str

    hunting_skill: Optional[CatHuntingSkill] = Field(default=None, alias="huntingSkill")
