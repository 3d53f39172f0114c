# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Literal

from typing_extensions import Required, TypedDict

__all__ = ["MessageParam"]


class MessageParam(TypedDict, total=False):
    role: Required[Literal["system", "user", "assistant"]]

    content: Required[str]

    name: str
