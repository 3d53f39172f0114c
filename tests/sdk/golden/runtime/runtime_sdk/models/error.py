# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel

__all__ = [
    "Error",
    "ErrorError",
]


class ErrorError(BaseModel):
    message: Optional[str] = None


class Error(BaseModel):
    error: Optional[ErrorError] = None
