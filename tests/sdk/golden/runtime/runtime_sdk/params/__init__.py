# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Every request parameter type (a TypedDict); each is imported from its own module on first use."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Dict, List

if TYPE_CHECKING:
    from .message_param import MessageParam as MessageParam
    from .chat_options_param import ChatOptionsParam as ChatOptionsParam

_MODULES: Dict[str, str] = {
    "MessageParam": "message_param",
    "ChatOptionsParam": "chat_options_param",
}

__all__: List[str] = [
    "MessageParam",
    "ChatOptionsParam",
]


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
