# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import List, Optional

from .._models import BaseModel
from .job import Job

__all__ = ["FineTuningListResponse"]


class FineTuningListResponse(BaseModel):
    results: Optional[List[Job]] = None

    total: Optional[int] = None
