# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from .._models import OpenStrEnum

__all__ = ["RLModelResourcesStatus"]


class RLModelResourcesStatus(OpenStrEnum):
    """Lifecycle status of a model resource"""

    MODEL_RESOURCES_STATUS_PENDING = "MODEL_RESOURCES_STATUS_PENDING"
    MODEL_RESOURCES_STATUS_READY = "MODEL_RESOURCES_STATUS_READY"
    MODEL_RESOURCES_STATUS_STOPPED = "MODEL_RESOURCES_STATUS_STOPPED"
    MODEL_RESOURCES_STATUS_STOPPING = "MODEL_RESOURCES_STATUS_STOPPING"
