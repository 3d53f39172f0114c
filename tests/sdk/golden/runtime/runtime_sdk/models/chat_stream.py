# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import TypeAlias, Union

from .chat_event import ChatEvent
from .stream_end import StreamEnd

__all__ = ["ChatStream"]

ChatStream: TypeAlias = Union[ChatEvent, StreamEnd]
