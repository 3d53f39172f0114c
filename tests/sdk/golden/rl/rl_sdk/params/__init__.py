# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Every request parameter type (a TypedDict); each is imported from its own module on first use."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Dict, List

if TYPE_CHECKING:
    from .rl_compute_config_param import RLComputeConfigParam as RLComputeConfigParam
    from .rl_labels_create_params import (
        RlLabelsCreateCreatedParam as RlLabelsCreateCreatedParam,
    )
    from .rl_labels_create_params import (
        RlLabelsCreateBodyItemsItemParam as RlLabelsCreateBodyItemsItemParam,
    )

_MODULES: Dict[str, str] = {
    "RLComputeConfigParam": "rl_compute_config_param",
    "RlLabelsCreateCreatedParam": "rl_labels_create_params",
    "RlLabelsCreateBodyItemsItemParam": "rl_labels_create_params",
}

__all__: List[str] = [
    "RLComputeConfigParam",
    "RlLabelsCreateCreatedParam",
    "RlLabelsCreateBodyItemsItemParam",
]


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
