# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import List, Optional

from .._models import BaseModel

__all__ = ["TagsListResponse"]


class TagsListResponse(BaseModel):
    data: Optional[List[str]] = None
