# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Literal

from typing_extensions import Required, TypedDict

__all__ = ["ChatOptionsParam"]


class ChatOptionsParam(TypedDict, total=False):
    mode: Literal["fast", "exact"]

    seed: int
