# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from .._models import OpenStrEnum

__all__ = ["MessageRole"]


class MessageRole(OpenStrEnum):
    SYSTEM = "system"
    USER = "user"
    ASSISTANT = "assistant"
