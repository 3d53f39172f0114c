# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from .._models import BaseModel
from .stream_end_data import StreamEndData

__all__ = ["StreamEnd"]


class StreamEnd(BaseModel):
    data: StreamEndData
