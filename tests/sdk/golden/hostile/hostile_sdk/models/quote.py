# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import TypeAlias

__all__ = ["Quote"]

Quote: TypeAlias = str
