# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel
from .rl_compute_config_gpu_type import RlComputeConfigGpuType

__all__ = ["RLComputeConfig"]


class RLComputeConfig(BaseModel):
    """Compute layout for a model resource"""

    num_generator_replicas: int
    """Number of generator replicas."""

    gpu_type: Optional[RlComputeConfigGpuType] = None
