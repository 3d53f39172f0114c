# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from pydantic import Field

from .._models import BaseModel

__all__ = ["Lizard"]


class Lizard(BaseModel):
    """extends Pet without a mapping entry (implicit value "Lizard")"""

    pet_type: str = Field(alias="petType")

    name: str

    scales: Optional[bool] = None
