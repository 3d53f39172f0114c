"""Errors shared by every stage.

A :class:`RevgenError` is a user's mistake (bad input, bad usage). The CLI prints it as one line
``error: FILE:LINE:COL: message`` and exits 2; it never shows a traceback unless ``--debug``.
"""

from __future__ import annotations


class RevgenError(Exception):
    """A problem with the user's input, reported as one line and exit code 2."""

    exit_code = 2

    def __init__(
        self,
        message: str,
        file: str | None = None,
        line: int | None = None,
        col: int | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line
        self.col = col

    def location(self) -> str:
        parts = [p for p in (self.file, self.line, self.col) if p is not None]
        return ":".join(str(p) for p in parts)

    def __str__(self) -> str:
        loc = self.location()
        return f"{loc}: {self.message}" if loc else self.message


class UsageError(RevgenError):
    """Bad command-line usage (unknown option value, missing file)."""
