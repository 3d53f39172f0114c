# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Every model of the API; each is imported from its own module on first use."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Dict, List

if TYPE_CHECKING:
    from .error_data import ErrorData as ErrorData
    from .rl_model_resources_status import (
        RLModelResourcesStatus as RLModelResourcesStatus,
    )
    from .rl_compute_config import RLComputeConfig as RLComputeConfig
    from .rl_model_resources import RLModelResources as RLModelResources
    from .rl_model_resources_event import RLModelResourcesEvent as RLModelResourcesEvent
    from .rl_model_resources_list_response import (
        RlModelResourcesListResponse as RlModelResourcesListResponse,
    )
    from .rl_training_sessions_sample_response import (
        RlTrainingSessionsSampleResponse as RlTrainingSessionsSampleResponse,
    )
    from .rl_training_sessions_sample_event import (
        RlTrainingSessionsSampleEvent as RlTrainingSessionsSampleEvent,
    )
    from .rl_labels_create_response import (
        RlLabelsCreateResponse as RlLabelsCreateResponse,
    )
    from .rl_checkpoints_upload_response import (
        RlCheckpointsUploadResponse as RlCheckpointsUploadResponse,
    )
    from .error_data import ErrorDataError as ErrorDataError
    from .rl_compute_config import RlComputeConfigGpuType as RlComputeConfigGpuType

_MODULES: Dict[str, str] = {
    "ErrorData": "error_data",
    "RLModelResourcesStatus": "rl_model_resources_status",
    "RLComputeConfig": "rl_compute_config",
    "RLModelResources": "rl_model_resources",
    "RLModelResourcesEvent": "rl_model_resources_event",
    "RlModelResourcesListResponse": "rl_model_resources_list_response",
    "RlTrainingSessionsSampleResponse": "rl_training_sessions_sample_response",
    "RlTrainingSessionsSampleEvent": "rl_training_sessions_sample_event",
    "RlLabelsCreateResponse": "rl_labels_create_response",
    "RlCheckpointsUploadResponse": "rl_checkpoints_upload_response",
    "ErrorDataError": "error_data",
    "RlComputeConfigGpuType": "rl_compute_config",
}

__all__: List[str] = [
    "ErrorData",
    "RLModelResourcesStatus",
    "RLComputeConfig",
    "RLModelResources",
    "RLModelResourcesEvent",
    "RlModelResourcesListResponse",
    "RlTrainingSessionsSampleResponse",
    "RlTrainingSessionsSampleEvent",
    "RlLabelsCreateResponse",
    "RlCheckpointsUploadResponse",
    "ErrorDataError",
    "RlComputeConfigGpuType",
]


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
