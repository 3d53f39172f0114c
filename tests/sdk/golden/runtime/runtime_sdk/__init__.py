# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Runtime API Python SDK. Models live in ``runtime_sdk.models``."""

from . import models
from ._client import DEFAULT_BASE_URL, AsyncClient, Client
from ._exceptions import (
    APIConnectionError,
    APIError,
    APIStatusError,
    APIStreamError,
    APITimeoutError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    InternalServerError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    RedirectError,
    UnprocessableEntityError,
)
from ._response import APIResponse, AsyncAPIResponse, BinaryResponse
from ._streaming import AsyncStream, Stream
from ._types import NOT_GIVEN, FileTypes, NotGiven
from ._version import __version__

__all__ = [
    "models",
    "Client",
    "AsyncClient",
    "DEFAULT_BASE_URL",
    "NOT_GIVEN",
    "NotGiven",
    "FileTypes",
    "Stream",
    "AsyncStream",
    "APIResponse",
    "AsyncAPIResponse",
    "BinaryResponse",
    "__version__",
    "APIError",
    "APIConnectionError",
    "APITimeoutError",
    "APIStatusError",
    "APIStreamError",
    "RedirectError",
    "BadRequestError",
    "AuthenticationError",
    "PermissionDeniedError",
    "NotFoundError",
    "ConflictError",
    "UnprocessableEntityError",
    "RateLimitError",
    "InternalServerError",
]
