# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from datetime import datetime
from typing import List, Optional

from .._models import BaseModel
from .chat_options import ChatOptions
from .message import Message

__all__ = ["ChatRequest"]


class ChatRequest(BaseModel):
    model: str

    messages: List[Message]

    temperature: Optional[float] = None
    """Sampling temperature."""

    max_tokens: Optional[int] = None

    stream: Optional[bool] = None

    options: Optional[ChatOptions] = None

    created_after: Optional[datetime] = None
