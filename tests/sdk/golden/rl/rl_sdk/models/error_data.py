# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from .._models import BaseModel
from .error_data_error import ErrorDataError

__all__ = ["ErrorData"]


class ErrorData(BaseModel):
    error: ErrorDataError
