"""The SDK of the bundled RL model-resources example (newest revision) against a live local server."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from sdk_helpers import Server, import_package

RESOURCE = {
    "id": "mr-9",
    "status": "MODEL_RESOURCES_STATUS_PAUSED",  # a status this SDK does not know
    "status_details": {"queue_position": 3},
    "base_model": "meta-llama/Llama-3.1-8B",
    "compute_config": {"num_generator_replicas": 1, "gpu_type": "H100-80GB"},
    "lora_enabled": True,
    "created_at": "2026-10-28T10:00:00Z",
    "updated_at": "2026-10-28T11:00:00Z",
    "optimizer_config": {"adam": {}},
    "created_by": "user-1",
    "inactive_timeout": 900,
}
STOP = "/v1/rl/model-resources/mr-9/stop"


@pytest.fixture(scope="module")
def sdk(repo_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Any:
    folder = repo_dir / "specs" / "rl-model-resources"
    manifest = folder / "revisions.json"
    if not manifest.is_file():
        pytest.skip("specs/rl-model-resources is not present")
    newest = json.loads(manifest.read_text())[-1]["file"]
    from generator.load import load_spec
    from generator.targets.sdk import write_sdk

    out = tmp_path_factory.mktemp("rl_example")
    write_sdk(load_spec(str(folder / newest)), out, "rl_example_sdk")
    return import_package(out, "rl_example_sdk")


@pytest.fixture()
def server() -> Any:
    s = Server(prefix="")
    yield s
    s.close()


def test_stop_with_force_bearer_and_unknown_status(sdk: Any, server: Server) -> None:
    server.on("POST", STOP, (200, {}, RESOURCE))
    client = sdk.Client(base_url=server.base_url, api_key="tok")
    result = client.rl.model_resources.stop("mr-9", force=True)
    req = server.requests[-1]
    assert (req["method"], req["path"], req["query"]) == ("POST", STOP, {"force": ["true"]})
    assert req["headers"]["authorization"] == "Bearer tok"
    assert result.status.value == "MODEL_RESOURCES_STATUS_PAUSED"
    assert isinstance(result.status, sdk.models.RLModelResourcesStatus)
    assert result.inactive_timeout == 900


def test_404_and_503(sdk: Any, server: Server) -> None:
    server.on("POST", STOP, (503, {"Retry-After": "0"}, {"error": "later"}), (200, {}, RESOURCE))
    server.on("GET", "/v1/rl/model-resources/gone", (404, {}, {"error": {"message": "missing"}}))
    client = sdk.Client(base_url=server.base_url, api_key="tok")
    assert client.rl.model_resources.stop("mr-9").id == "mr-9"
    assert len([r for r in server.requests if r["path"] == STOP]) == 2
    with pytest.raises(sdk.NotFoundError) as info:
        client.rl.model_resources.retrieve("gone")
    assert info.value.status_code == 404 and info.value.body == {"error": {"message": "missing"}}


def test_async_stop(sdk: Any, server: Server) -> None:
    server.on("POST", STOP, (200, {}, RESOURCE))

    async def run() -> Any:
        client = sdk.AsyncClient(base_url=server.base_url, api_key="tok")
        try:
            return await client.rl.model_resources.stop("mr-9", force=True)
        finally:
            await client.close()

    assert asyncio.run(run()).status.value == "MODEL_RESOURCES_STATUS_PAUSED"
    assert server.requests[-1]["query"] == {"force": ["true"]}
