# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from datetime import datetime
from typing import Optional

from .._models import BaseModel

__all__ = ["StrRetrieveResponse"]


class StrRetrieveResponse(BaseModel):
    at: Optional[datetime] = None
