"""The generated RL SDK against a real HTTP server on 127.0.0.1 (sync and async clients).

Checks what goes on the wire (path, query, headers, JSON and multipart bodies, bearer auth) and what
comes back (models, an enum value the SDK does not know, typed errors, retries, server-sent events).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any
from urllib.parse import parse_qs

import pytest

from sdk_helpers import Server, generate_and_import

RESOURCE = {
    "id": "mr-1",
    "status": "MODEL_RESOURCES_STATUS_HIBERNATING",  # not in the spec's enum
    "base_model": "llama",
    "compute_config": {"num_generator_replicas": 2, "gpu_type": "H100-80GB", "new_field": 1},
    "created_at": "2026-10-28T12:00:00Z",
    "inactive_timeout": 600,
}


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("rl.yaml", "rl_live_sdk", tmp_path_factory.mktemp("rl_live"))


@pytest.fixture()
def server() -> Any:
    s = Server()
    yield s
    s.close()


def test_stop_sends_path_query_and_bearer_and_keeps_unknown_enum(sdk: Any, server: Server) -> None:
    server.on("POST", "/v1/rl/model-resources/mr%2F1/stop", (200, {}, RESOURCE))
    client = sdk.Client(base_url=server.base_url, api_key="test-key")
    result = client.rl.stop_model_resources("mr/1", force=True, x_request_id="r-1")
    req = server.requests[-1]
    assert req["path"] == "/v1/rl/model-resources/mr%2F1/stop"
    assert req["query"] == {"force": ["true"]}
    assert req["headers"]["authorization"] == "Bearer test-key"
    assert req["headers"]["x-request-id"] == "r-1"
    from rl_live_sdk.models import RLModelResources, RLModelResourcesStatus

    assert isinstance(result, RLModelResources)
    assert isinstance(result.status, RLModelResourcesStatus)
    assert result.status.value == "MODEL_RESOURCES_STATUS_HIBERNATING"
    assert result.compute_config.model_extra == {"new_field": 1}
    assert result.created_at.year == 2026


def test_query_left_out_when_not_given_and_api_key_from_environment(sdk: Any, server: Server, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RL_LIVE_SDK_API_KEY", "env-key")
    server.on("POST", "/v1/rl/model-resources/a/stop", (200, {}, RESOURCE))
    sdk.Client(base_url=server.base_url).rl.stop_model_resources("a")
    req = server.requests[-1]
    assert req["query"] == {}
    assert req["headers"]["authorization"] == "Bearer env-key"


def test_list_defaults_and_arrays(sdk: Any, server: Server) -> None:
    server.on("GET", "/v1/rl/model-resources", (200, {}, {"data": [RESOURCE], "next_cursor": None}))
    client = sdk.Client(base_url=server.base_url, api_key="k")
    page = client.rl.list_model_resources(ids=["a", "b"], status="MODEL_RESOURCES_STATUS_READY")
    # `limit` has a spec default (20) but was not passed: not on the wire
    assert server.requests[-1]["query"] == {"status": ["MODEL_RESOURCES_STATUS_READY"], "ids": ["a", "b"]}
    assert page.data[0].id == "mr-1" and page.next_cursor is None


def test_json_body_with_nested_model(sdk: Any, server: Server) -> None:
    server.on("POST", "/v1/rl/model-resources", (201, {}, RESOURCE))
    client = sdk.Client(base_url=server.base_url, api_key="k")
    client.rl.create_model_resources(base_model="llama", compute_config={"num_generator_replicas": 3})
    req = server.requests[-1]
    assert req["headers"]["content-type"] == "application/json"
    # `lora_enabled` has a spec default (true) but was not passed: the server applies it, the SDK sends nothing
    assert json.loads(req["body"]) == {"base_model": "llama", "compute_config": {"num_generator_replicas": 3}}
    cfg = sdk.models.RLComputeConfig(num_generator_replicas=4)  # a response model is still accepted at run time
    client.rl.create_model_resources(base_model="llama", compute_config=cfg)  # type: ignore[arg-type]
    assert json.loads(server.requests[-1]["body"])["compute_config"] == {"num_generator_replicas": 4}


def test_404_raises_typed_error(sdk: Any, server: Server) -> None:
    server.on("GET", "/v1/rl/model-resources/nope", (404, {}, {"error": {"message": "not found"}}))
    client = sdk.Client(base_url=server.base_url, api_key="k")
    with pytest.raises(sdk.NotFoundError) as info:
        client.rl.get_model_resources("nope")
    err = info.value
    assert err.status_code == 404
    assert err.body == {"error": {"message": "not found"}}
    assert str(err.request.url).endswith("/v1/rl/model-resources/nope")
    assert isinstance(err, sdk.APIStatusError)
    assert len(server.requests) == 1  # 404 is not retried


def test_503_is_retried_then_succeeds(sdk: Any, server: Server) -> None:
    server.on("GET", "/v1/rl/model-resources/r", (503, {"Retry-After": "0"}, {"error": "busy"}), (200, {}, RESOURCE))
    client = sdk.Client(base_url=server.base_url, api_key="k")
    assert client.rl.get_model_resources("r").id == "mr-1"
    assert [r["path"] for r in server.requests] == ["/v1/rl/model-resources/r"] * 2


def test_503_gives_up_after_max_retries(sdk: Any, server: Server) -> None:
    server.on("GET", "/v1/rl/model-resources/r", (503, {"Retry-After": "0"}, {"error": "busy"}))
    client = sdk.Client(base_url=server.base_url, api_key="k", max_retries=1)
    with pytest.raises(sdk.InternalServerError) as info:
        client.rl.get_model_resources("r")
    assert info.value.status_code == 503
    assert len(server.requests) == 2


def test_empty_path_parameter_is_refused(sdk: Any, server: Server) -> None:
    with pytest.raises(ValueError, match="model_resources_id"):
        sdk.Client(base_url=server.base_url, api_key="k").rl.get_model_resources("")
    assert server.requests == []


def test_delete_returns_none(sdk: Any, server: Server) -> None:
    server.on("DELETE", "/v1/rl/model-resources/x", (204, {}, b""))
    assert sdk.Client(base_url=server.base_url, api_key="k").rl.delete_model_resources("x") is None


def test_server_sent_events(sdk: Any, server: Server) -> None:
    stream = b'data: {"type": "status", "status": "MODEL_RESOURCES_STATUS_READY"}\n\ndata: {"type": "new-kind"}\n\ndata: [DONE]\n\n'
    server.on("GET", "/v1/rl/model-resources/x/events", (200, {"Content-Type": "text/event-stream"}, stream))
    events = list(sdk.Client(base_url=server.base_url, api_key="k").rl.stream_model_resource_events("x"))
    assert [e.type for e in events] == ["status", "new-kind"]
    assert events[0].status.value == "MODEL_RESOURCES_STATUS_READY"


def test_json_or_stream_variants_set_the_stream_flag(sdk: Any, server: Server) -> None:
    path = "/v1/rl/training-sessions/s1/sample"
    client = sdk.Client(base_url=server.base_url, api_key="k")
    server.on("POST", path, (200, {}, {"text": "hello"}))
    assert client.rl.sample("s1", prompt="hi").text == "hello"
    assert json.loads(server.requests[-1]["body"]) == {"prompt": "hi", "stream": False}
    events = b'data: {"delta": "he"}\n\ndata: {"delta": "llo"}\n\ndata: [DONE]\n\n'
    server.on("POST", path, (200, {"Content-Type": "text/event-stream"}, events))
    assert [e.delta for e in client.rl.sample_stream("s1", prompt="hi")] == ["he", "llo"]
    assert json.loads(server.requests[-1]["body"]) == {"prompt": "hi", "stream": True}


def test_form_body_and_deep_object_query_use_bracket_encoding(sdk: Any, server: Server) -> None:
    server.on("POST", "/v1/rl/labels", (200, {}, {"id": "l1"}))
    client = sdk.Client(base_url=server.base_url, api_key="k")
    items = [{"price": "p_1", "quantity": 2}]  # request objects are TypedDicts: plain dicts
    assert client.rl.create_label(name="x", metadata={"a": "1"}, items=items, created={"gte": 5}).id == "l1"
    req = server.requests[-1]
    assert req["headers"]["content-type"] == "application/x-www-form-urlencoded"
    assert parse_qs(req["body"].decode()) == {
        "name": ["x"],
        "metadata[a]": ["1"],
        "items[0][price]": ["p_1"],
        "items[0][quantity]": ["2"],
    }
    assert req["query"] == {"created[gte]": ["5"]}


def test_multipart_upload_sends_file(sdk: Any, server: Server) -> None:
    server.on("POST", "/v1/rl/checkpoints/upload", (200, {}, {"id": "f1", "bytes": 5, "name": "ckpt"}))
    client = sdk.Client(base_url=server.base_url, api_key="k")
    out = client.rl.upload_checkpoint(file=("ckpt.bin", b"\x00\x01abc"), name="ckpt", step=3)
    req = server.requests[-1]
    assert req["headers"]["content-type"].startswith("multipart/form-data; boundary=")
    assert b'filename="ckpt.bin"' in req["body"] and b"\x00\x01abc" in req["body"]
    assert b'name="step"' in req["body"] and out.bytes == 5


def test_async_client(sdk: Any, server: Server) -> None:
    server.on("POST", "/v1/rl/model-resources/a/stop", (503, {"Retry-After": "0"}, {}), (200, {}, RESOURCE))
    server.on("GET", "/v1/rl/model-resources/nope", (404, {}, {"error": {"message": "not found"}}))
    stream = b'data: {"type": "a"}\n\ndata: {"type": "b"}\n\n'
    server.on("GET", "/v1/rl/model-resources/a/events", (200, {"Content-Type": "text/event-stream"}, stream))

    async def run() -> None:
        client = sdk.AsyncClient(base_url=server.base_url, api_key="async-key")
        result = await client.rl.stop_model_resources("a", force=False)
        assert result.status.value == "MODEL_RESOURCES_STATUS_HIBERNATING"
        with pytest.raises(sdk.NotFoundError):
            await client.rl.get_model_resources("nope")
        events = [e.type async for e in await client.rl.stream_model_resource_events("a")]
        assert events == ["a", "b"]
        await client.close()

    asyncio.run(run())
    stops = [r for r in server.requests if r["path"].endswith("/stop")]
    assert len(stops) == 2 and stops[-1]["query"] == {"force": ["false"]}
    assert stops[-1]["headers"]["authorization"] == "Bearer async-key"


def test_connection_error_is_retried_with_backoff_then_raised(sdk: Any) -> None:
    import socket
    import time

    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    client = sdk.Client(base_url=f"http://127.0.0.1:{port}", api_key="k", max_retries=1)
    start = time.perf_counter()
    with pytest.raises(sdk.APIConnectionError):
        client.rl.get_model_resources("x")
    assert time.perf_counter() - start >= 0.3  # one backoff of 0.5 s minus up to 25 % jitter


def test_retry_delay_honours_retry_after_and_backs_off(sdk: Any) -> None:
    import httpx

    from rl_live_sdk._base_client import retry_delay

    response = httpx.Response(429, headers={"Retry-After": "2"})
    assert retry_delay(0, response) == 2.0
    assert retry_delay(0, httpx.Response(429, headers={"retry-after-ms": "1500"})) == 1.5
    delays = [retry_delay(n, None) for n in range(6)]
    assert 0.375 <= delays[0] <= 0.5 and 0.75 <= delays[1] <= 1.0 and 6.0 <= delays[5] <= 8.0
