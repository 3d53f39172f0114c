# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""qa Python SDK. Models live in ``qa_sdk.models``."""

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
    MissingAPIKeyError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    RedirectError,
    SDKError,
    UnprocessableEntityError,
)
from ._pagination import AsyncPage, AsyncPaginator, SyncPage
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
    "SyncPage",
    "AsyncPage",
    "AsyncPaginator",
    "Stream",
    "AsyncStream",
    "APIResponse",
    "AsyncAPIResponse",
    "BinaryResponse",
    "__version__",
    "SDKError",
    "MissingAPIKeyError",
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
