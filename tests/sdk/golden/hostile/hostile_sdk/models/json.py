# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Any, List, TypeAlias, Union

__all__ = ["Json"]

Json: TypeAlias = Union[str, List[Any]]
