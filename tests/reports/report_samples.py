"""A hand-built change list that exercises every report feature (grouping, levels, escaping).

The records are constructed here, not produced by the rules, so the report formats are tested on their
own; ``test_cli.py`` covers the whole path from two spec files.
"""

from __future__ import annotations

from generator.rules.change import Change, Source

STOP = "/v1/rl/model-resources/{model_resources_id}/stop"


def sample_changes() -> list[Change]:
    return [
        Change(
            id="request-parameter-default-value-removed",
            level="error",
            text="for the query request parameter force, default value false was removed",
            operation="POST",
            path=STOP,
            operation_id="stopModelResources",
            args={"location": "query", "name": "force", "value": False},
            source=Source("revision.yaml", 42, f"/paths/{STOP.replace('/', '~1')}/post/parameters/1"),
            tags=("RL",),
            section="paths",
        ),
        Change(
            id="response-required-property-added",
            level="info",
            text="added the required property inactive_timeout to the response with the 200 status",
            operation="POST",
            path=STOP,
            operation_id="stopModelResources",
            args={"property": "inactive_timeout", "status": "200"},
            source=Source("revision.yaml", 88, "/components/schemas/RLModelResources/properties/inactive_timeout"),
            tags=("RL",),
            section="paths",
        ),
        Change(
            id="response-property-enum-value-removed",
            level="warning",
            text="removed the <b>a,b:c%d</b> enum value from the error/code response property for the response status 200",
            operation="GET",
            path="/v1/rl/model-resources/{model_resources_id}",
            operation_id="getModelResources",
            args={"value": "<b>a,b:c%d</b>", "property": "error/code", "status": "200"},
            source=Source("base.yaml", 17, "/components/schemas/Error/properties/code/enum/0"),
            tags=("RL",),
            section="paths",
        ),
        Change(
            id="endpoint-added",
            level="info",
            text="endpoint added",
            operation="GET",
            path="/v1/models",
            operation_id="listModels",
            args={},
            source=Source("revision.yaml", 5, "/paths/~1v1~1models/get"),
            tags=("Models",),
            section="paths",
        ),
        Change(
            id="api-schema-removed",
            level="info",
            text="removed the schema Old`Thing`\nwith a newline",
            args={"schema": "Old`Thing`\nwith a newline"},
            source=Source("base.yaml", 120, "/components/schemas/Old`Thing`"),
            section="components",
        ),
    ]
