# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel

__all__ = [
    "ErrorData",
    "ErrorDataError",
]


class ErrorDataError(BaseModel):
    message: Optional[str] = None

    code: Optional[str] = None


class ErrorData(BaseModel):
    error: ErrorDataError
