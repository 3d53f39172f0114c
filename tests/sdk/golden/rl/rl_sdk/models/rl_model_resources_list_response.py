# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import List, Optional

from .._models import BaseModel
from .rl_model_resources import RLModelResources

__all__ = ["RlModelResourcesListResponse"]


class RlModelResourcesListResponse(BaseModel):
    data: List[RLModelResources]

    next_cursor: Optional[str] = None
