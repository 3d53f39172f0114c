# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Literal

from typing_extensions import Required, TypedDict

__all__ = ["RLComputeConfigParam"]


class RLComputeConfigParam(TypedDict, total=False):
    """Compute layout for a model resource"""

    num_generator_replicas: Required[int]
    """Number of generator replicas."""

    gpu_type: Literal["H100-80GB", "B200-SXM"]
