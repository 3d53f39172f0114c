# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import List, Optional

from .._models import BaseModel

__all__ = ["FineTuningListEventsResponse"]


class FineTuningListEventsResponse(BaseModel):
    items: Optional[List[str]] = None

    total_pages: Optional[int] = None
