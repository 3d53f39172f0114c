# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing_extensions import Required, TypedDict

__all__ = ["BaseParam"]


class BaseParam(TypedDict, total=False):
    id: Required[str]
