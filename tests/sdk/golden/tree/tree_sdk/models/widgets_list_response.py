# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import List, Optional

from .._models import BaseModel
from .widget import Widget
from .widgets_list_response_meta import WidgetsListResponseMeta

__all__ = ["WidgetsListResponse"]


class WidgetsListResponse(BaseModel):
    data: Optional[List[Widget]] = None

    meta: Optional[WidgetsListResponseMeta] = None
