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
    from .list_model_resources_response import (
        ListModelResourcesResponse as ListModelResourcesResponse,
    )
    from .sample_response import SampleResponse as SampleResponse
    from .sample_event import SampleEvent as SampleEvent
    from .create_label_response import CreateLabelResponse as CreateLabelResponse
    from .upload_checkpoint_response import (
        UploadCheckpointResponse as UploadCheckpointResponse,
    )
    from .error_data_error import ErrorDataError as ErrorDataError
    from .rl_compute_config_gpu_type import (
        RlComputeConfigGpuType as RlComputeConfigGpuType,
    )

_MODULES: Dict[str, str] = {
    "ErrorData": "error_data",
    "RLModelResourcesStatus": "rl_model_resources_status",
    "RLComputeConfig": "rl_compute_config",
    "RLModelResources": "rl_model_resources",
    "RLModelResourcesEvent": "rl_model_resources_event",
    "ListModelResourcesResponse": "list_model_resources_response",
    "SampleResponse": "sample_response",
    "SampleEvent": "sample_event",
    "CreateLabelResponse": "create_label_response",
    "UploadCheckpointResponse": "upload_checkpoint_response",
    "ErrorDataError": "error_data_error",
    "RlComputeConfigGpuType": "rl_compute_config_gpu_type",
}

__all__: List[str] = [
    "ErrorData",
    "RLModelResourcesStatus",
    "RLComputeConfig",
    "RLModelResources",
    "RLModelResourcesEvent",
    "ListModelResourcesResponse",
    "SampleResponse",
    "SampleEvent",
    "CreateLabelResponse",
    "UploadCheckpointResponse",
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
