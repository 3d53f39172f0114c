# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Every model of the API; each is imported from its own module on first use."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Dict, List

if TYPE_CHECKING:
    from .widget import Widget as Widget
    from .part import Part as Part
    from .job import Job as Job
    from .completion import Completion as Completion
    from .widgets_list_response import WidgetsListResponse as WidgetsListResponse
    from .widgets_list_parts_response import (
        WidgetsListPartsResponse as WidgetsListPartsResponse,
    )
    from .fine_tuning_list_response import (
        FineTuningListResponse as FineTuningListResponse,
    )
    from .fine_tuning_list_events_response import (
        FineTuningListEventsResponse as FineTuningListEventsResponse,
    )
    from .queue_status_retrieve_response import (
        QueueStatusRetrieveResponse as QueueStatusRetrieveResponse,
    )
    from .logs_list_response import LogsListResponse as LogsListResponse
    from .audit_events_list_response_item import (
        AuditEventsListResponseItem as AuditEventsListResponseItem,
    )
    from .tags_list_response import TagsListResponse as TagsListResponse
    from .widgets_list_response import (
        WidgetsListResponseMeta as WidgetsListResponseMeta,
    )

_MODULES: Dict[str, str] = {
    "Widget": "widget",
    "Part": "part",
    "Job": "job",
    "Completion": "completion",
    "WidgetsListResponse": "widgets_list_response",
    "WidgetsListPartsResponse": "widgets_list_parts_response",
    "FineTuningListResponse": "fine_tuning_list_response",
    "FineTuningListEventsResponse": "fine_tuning_list_events_response",
    "QueueStatusRetrieveResponse": "queue_status_retrieve_response",
    "LogsListResponse": "logs_list_response",
    "AuditEventsListResponseItem": "audit_events_list_response_item",
    "TagsListResponse": "tags_list_response",
    "WidgetsListResponseMeta": "widgets_list_response",
}

__all__: List[str] = [
    "Widget",
    "Part",
    "Job",
    "Completion",
    "WidgetsListResponse",
    "WidgetsListPartsResponse",
    "FineTuningListResponse",
    "FineTuningListEventsResponse",
    "QueueStatusRetrieveResponse",
    "LogsListResponse",
    "AuditEventsListResponseItem",
    "TagsListResponse",
    "WidgetsListResponseMeta",
]


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
