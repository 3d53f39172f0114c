# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Errors raised by the client: one class per status class, each carrying the status, body and request."""

from __future__ import annotations

from typing import Any, Optional

import httpx

__all__ = [
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


class SDKError(Exception):
    """Base class of every error this package raises."""


class MissingAPIKeyError(SDKError):
    """A client was made without an API key: none was passed and its environment variable is unset."""


class APIError(SDKError):
    """Base class of every error a request raises."""

    message: str
    request: httpx.Request
    body: Optional[Any]

    def __init__(
        self, message: str, request: httpx.Request, *, body: Optional[Any] = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.request = request
        self.body = body


class APIConnectionError(APIError):
    """The server could not be reached (after every retry)."""

    def __init__(
        self, request: httpx.Request, message: str = "Connection error."
    ) -> None:
        super().__init__(message, request)


class APITimeoutError(APIConnectionError):
    """The request timed out (after every retry)."""

    def __init__(self, request: httpx.Request) -> None:
        super().__init__(request, "Request timed out.")


class APIStatusError(APIError):
    """The server answered with a 4xx or 5xx status."""

    response: httpx.Response
    status_code: int

    def __init__(
        self, message: str, *, response: httpx.Response, body: Optional[Any]
    ) -> None:
        super().__init__(message, response.request, body=body)
        self.response = response
        self.status_code = response.status_code


class RedirectError(APIStatusError):
    """A 3xx answer that was not followed (redirects are followed for GET and HEAD only, unless
    ``follow_redirects=False``); ``location`` is where it points."""

    @property
    def location(self) -> Optional[str]:
        value: Optional[str] = self.response.headers.get("location")
        return value


class APIStreamError(APIError):
    """An event stream carried an error (an ``event: error`` frame or an ``error`` object), or the
    answer to a streaming call was not an event stream. ``body`` is the decoded error.
    """

    def __init__(
        self,
        message: str,
        request: httpx.Request,
        *,
        body: Optional[Any] = None,
        event: Optional[Any] = None,
    ) -> None:
        super().__init__(message, request, body=body)
        self.event = event


class BadRequestError(APIStatusError):
    """400"""


class AuthenticationError(APIStatusError):
    """401"""


class PermissionDeniedError(APIStatusError):
    """403"""


class NotFoundError(APIStatusError):
    """404"""


class ConflictError(APIStatusError):
    """409"""


class UnprocessableEntityError(APIStatusError):
    """422"""


class RateLimitError(APIStatusError):
    """429"""


class InternalServerError(APIStatusError):
    """5xx"""


_BY_STATUS = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: UnprocessableEntityError,
    429: RateLimitError,
}


def make_status_error(response: httpx.Response, body: Optional[Any]) -> APIStatusError:
    """The error class for ``response``'s status, with the decoded body."""
    message = f"Error code: {response.status_code} - {body!r}"
    cls = _BY_STATUS.get(response.status_code)
    if cls is None and 300 <= response.status_code < 400:
        cls = RedirectError
    if cls is None:
        cls = InternalServerError if response.status_code >= 500 else APIStatusError
    return cls(message, response=response, body=body)
