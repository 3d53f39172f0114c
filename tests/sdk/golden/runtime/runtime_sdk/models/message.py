# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel
from .message_role import MessageRole

__all__ = ["Message"]


class Message(BaseModel):
    role: MessageRole

    content: str

    name: Optional[str] = None
