# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from .._models import OpenStrEnum

__all__ = ["RlComputeConfigGpuType"]


class RlComputeConfigGpuType(OpenStrEnum):
    H100_80_GB = "H100-80GB"
    B200_SXM = "B200-SXM"
