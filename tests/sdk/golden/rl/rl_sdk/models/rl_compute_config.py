# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel, OpenStrEnum

__all__ = [
    "RLComputeConfig",
    "RlComputeConfigGpuType",
]


class RlComputeConfigGpuType(OpenStrEnum):
    H100_80_GB = "H100-80GB"
    B200_SXM = "B200-SXM"


class RLComputeConfig(BaseModel):
    """Compute layout for a model resource"""

    num_generator_replicas: int
    """Number of generator replicas."""

    gpu_type: Optional[RlComputeConfigGpuType] = None
