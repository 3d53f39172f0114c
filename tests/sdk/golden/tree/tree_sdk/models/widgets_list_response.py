# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import List, Optional

from .._models import BaseModel
from .widget import Widget

__all__ = [
    "WidgetsListResponse",
    "WidgetsListResponseMeta",
]


class WidgetsListResponseMeta(BaseModel):
    next_cursor: Optional[str] = None


class WidgetsListResponse(BaseModel):
    data: Optional[List[Widget]] = None

    meta: Optional[WidgetsListResponseMeta] = None
