# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel
from .error_error import ErrorError

__all__ = ["Error"]


class Error(BaseModel):
    error: Optional[ErrorError] = None
