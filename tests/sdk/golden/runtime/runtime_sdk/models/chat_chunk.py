# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from .._models import BaseModel

__all__ = ["ChatChunk"]


class ChatChunk(BaseModel):
    id: str

    delta: str
