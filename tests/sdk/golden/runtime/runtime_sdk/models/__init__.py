# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Every model of the API; each is imported from its own module on first use."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Dict, List

if TYPE_CHECKING:
    from .message import Message as Message
    from .chat_options import ChatOptions as ChatOptions
    from .chat_request import ChatRequest as ChatRequest
    from .chat_response import ChatResponse as ChatResponse
    from .chat_chunk import ChatChunk as ChatChunk
    from .chat_event import ChatEvent as ChatEvent
    from .stream_end import StreamEnd as StreamEnd
    from .chat_stream import ChatStream as ChatStream
    from .tick import Tick as Tick
    from .error import Error as Error
    from .order import Order as Order
    from .file_object import FileObject as FileObject
    from .message import MessageRole as MessageRole
    from .chat_options import ChatOptionsMode as ChatOptionsMode
    from .stream_end import StreamEndData as StreamEndData
    from .error import ErrorError as ErrorError

_MODULES: Dict[str, str] = {
    "Message": "message",
    "ChatOptions": "chat_options",
    "ChatRequest": "chat_request",
    "ChatResponse": "chat_response",
    "ChatChunk": "chat_chunk",
    "ChatEvent": "chat_event",
    "StreamEnd": "stream_end",
    "ChatStream": "chat_stream",
    "Tick": "tick",
    "Error": "error",
    "Order": "order",
    "FileObject": "file_object",
    "MessageRole": "message",
    "ChatOptionsMode": "chat_options",
    "StreamEndData": "stream_end",
    "ErrorError": "error",
}

__all__: List[str] = [
    "Message",
    "ChatOptions",
    "ChatRequest",
    "ChatResponse",
    "ChatChunk",
    "ChatEvent",
    "StreamEnd",
    "ChatStream",
    "Tick",
    "Error",
    "Order",
    "FileObject",
    "MessageRole",
    "ChatOptionsMode",
    "StreamEndData",
    "ErrorError",
]


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
