# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from pydantic import Field

from .._models import BaseModel
from .cat_hunting_skill import CatHuntingSkill

__all__ = ["Cat"]


class Cat(BaseModel):
    pet_type: str = Field(alias="petType")

    name: str

    hunting_skill: Optional[CatHuntingSkill] = Field(default=None, alias="huntingSkill")
