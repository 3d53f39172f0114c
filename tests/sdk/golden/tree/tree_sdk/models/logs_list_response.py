# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import List, Optional

from .._models import BaseModel

__all__ = ["LogsListResponse"]


class LogsListResponse(BaseModel):
    entries: Optional[List[str]] = None

    next: Optional[str] = None
