# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from datetime import datetime
from typing import Dict, Optional

from .._models import BaseModel
from .rl_compute_config import RLComputeConfig
from .rl_model_resources_status import RLModelResourcesStatus

__all__ = ["RLModelResources"]


class RLModelResources(BaseModel):
    """Allocated GPU resources that training sessions attach to"""

    id: str
    """Unique identifier for the model resource"""

    status: RLModelResourcesStatus
    """Lifecycle status of a model resource"""

    base_model: str

    compute_config: RLComputeConfig
    """Compute layout for a model resource"""

    lora_enabled: Optional[bool] = None

    created_at: datetime

    inactive_timeout: int

    expires_at: Optional[datetime] = None

    labels: Optional[Dict[str, str]] = None
