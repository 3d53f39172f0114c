# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from .._models import BaseModel
from .chat_chunk import ChatChunk

__all__ = ["ChatEvent"]


class ChatEvent(BaseModel):
    data: ChatChunk
