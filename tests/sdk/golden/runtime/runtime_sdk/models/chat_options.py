# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel
from .chat_options_mode import ChatOptionsMode

__all__ = ["ChatOptions"]


class ChatOptions(BaseModel):
    mode: Optional[ChatOptionsMode] = None

    seed: Optional[int] = None
