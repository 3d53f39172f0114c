# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import List, Optional

from .._models import BaseModel
from .part import Part

__all__ = ["WidgetsListPartsResponse"]


class WidgetsListPartsResponse(BaseModel):
    object: Optional[str] = None

    data: List[Part]

    has_more: bool
