# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel
from .rl_model_resources_status import RLModelResourcesStatus

__all__ = ["RLModelResourcesEvent"]


class RLModelResourcesEvent(BaseModel):
    type: str

    status: Optional[RLModelResourcesStatus] = None
    """Lifecycle status of a model resource"""
