# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel

__all__ = ["B"]


class B(BaseModel):
    a: Optional[A] = None

    name: Optional[str] = None


from .a import A  # noqa: E402
