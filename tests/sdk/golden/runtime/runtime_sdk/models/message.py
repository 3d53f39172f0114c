# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel, OpenStrEnum

__all__ = [
    "Message",
    "MessageRole",
]


class MessageRole(OpenStrEnum):
    SYSTEM = "system"
    USER = "user"
    ASSISTANT = "assistant"


class Message(BaseModel):
    role: MessageRole

    content: str

    name: Optional[str] = None
