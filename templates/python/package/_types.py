# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Types every method uses: the ``NOT_GIVEN`` sentinel, uploads, headers, query, body and timeouts."""

from __future__ import annotations

import os
from typing import IO, Mapping, Optional, Tuple, Union

import httpx

__all__ = [
    "NotGiven",
    "NOT_GIVEN",
    "FileContent",
    "FileTypes",
    "Headers",
    "Query",
    "Body",
    "Timeout",
]


class NotGiven:
    """The type of ``NOT_GIVEN``: an argument that was not passed, so nothing is sent for it
    (``None`` sends null)."""

    def __bool__(self) -> bool:
        return False

    def __repr__(self) -> str:
        return "NOT_GIVEN"


NOT_GIVEN = NotGiven()

# an upload: the bytes, an open binary file, or a path to read (no quotes: get_type_hints resolves it)
FileContent = Union[bytes, IO[bytes], os.PathLike[str]]
FileTypes = Union[
    FileContent,
    Tuple[Optional[str], FileContent],
    Tuple[Optional[str], FileContent, Optional[str]],
]
Headers = Mapping[str, str]
Query = Mapping[str, object]
Body = Mapping[str, object]
Timeout = Union[float, httpx.Timeout, None]
