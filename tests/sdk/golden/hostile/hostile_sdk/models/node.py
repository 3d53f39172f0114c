# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import List, Optional

from .._models import BaseModel

__all__ = ["Node"]


class Node(BaseModel):
    """A recursive tree."""

    value: Optional[int] = None

    children: Optional[List[Node]] = None

    parent: Optional[Node] = None
