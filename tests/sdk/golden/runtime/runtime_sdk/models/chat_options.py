# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel, OpenStrEnum

__all__ = [
    "ChatOptions",
    "ChatOptionsMode",
]


class ChatOptionsMode(OpenStrEnum):
    FAST = "fast"
    EXACT = "exact"


class ChatOptions(BaseModel):
    mode: Optional[ChatOptionsMode] = None

    seed: Optional[int] = None
