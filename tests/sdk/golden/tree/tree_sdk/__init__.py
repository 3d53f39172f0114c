# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Tree fixture Python SDK. Models live in ``tree_sdk.models``."""

from . import models
from ._base_client import NOT_GIVEN, FileTypes, NotGiven
from ._pagination import AsyncPage, AsyncPaginator, SyncPage
from ._client import DEFAULT_BASE_URL, AsyncClient, Client
from ._exceptions import (
    APIConnectionError,
    APIError,
    APIStatusError,
    APITimeoutError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    InternalServerError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    UnprocessableEntityError,
)

__version__ = "0.1.0"

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
    "APIError",
    "APIConnectionError",
    "APITimeoutError",
    "APIStatusError",
    "BadRequestError",
    "AuthenticationError",
    "PermissionDeniedError",
    "NotFoundError",
    "ConflictError",
    "UnprocessableEntityError",
    "RateLimitError",
    "InternalServerError",
]
