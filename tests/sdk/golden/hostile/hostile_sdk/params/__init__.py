# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Every request parameter type (a TypedDict); each is imported from its own module on first use."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Dict, List

if TYPE_CHECKING:
    from .cat_param import CatParam as CatParam
    from .dog_param import DogParam as DogParam
    from .base_param import BaseParam as BaseParam

_MODULES: Dict[str, str] = {
    "CatParam": "cat_param",
    "DogParam": "dog_param",
    "BaseParam": "base_param",
}

__all__: List[str] = [
    "CatParam",
    "DogParam",
    "BaseParam",
]


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
