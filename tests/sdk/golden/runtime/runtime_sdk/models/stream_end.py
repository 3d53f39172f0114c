# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from .._models import BaseModel, OpenStrEnum

__all__ = [
    "StreamEnd",
    "StreamEndData",
]


class StreamEndData(OpenStrEnum):
    DONE = "[DONE]"


class StreamEnd(BaseModel):
    data: StreamEndData
