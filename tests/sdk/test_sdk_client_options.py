"""The generated client's conveniences against a real HTTP server on 127.0.0.1 (``fixtures/runtime.yaml``):
a missing API key is an error at construction naming the environment variable; ``<PACKAGE>_LOG=debug``
logs each request (method, URL, status) and each retry through ``logging``; a parsed model carries the
server's request id as ``_request_id``. Sync and async."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest

from sdk_helpers import Server, generate_and_import

ORDER = {"id": "o-1", "amount": 5}


@pytest.fixture(scope="module")
def rt(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("runtime.yaml", "rt_opts_sdk", tmp_path_factory.mktemp("rt_opts"))


@pytest.fixture()
def server() -> Iterator[Server]:
    s = Server()
    yield s
    s.close()


def test_missing_api_key_is_an_error_naming_the_variable(rt: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RT_OPTS_SDK_API_KEY", raising=False)
    for cls in (rt.Client, rt.AsyncClient):
        with pytest.raises(rt.MissingAPIKeyError, match="RT_OPTS_SDK_API_KEY"):
            cls()
    assert issubclass(rt.MissingAPIKeyError, rt.SDKError) and issubclass(rt.APIError, rt.SDKError)
    monkeypatch.setenv("RT_OPTS_SDK_API_KEY", "from-env")
    assert rt.Client().api_key == "from-env"
    assert rt.Client(api_key="given").with_options(max_retries=1).api_key == "given"


def test_request_id_on_parsed_models(rt: Any, server: Server) -> None:
    server.on("GET", "/v1/orders/o-1", (200, {"x-request-id": "req_123"}, ORDER))
    client = rt.Client(base_url=server.base_url, api_key="k")
    order = client.orders.retrieve("o-1")
    assert order._request_id == "req_123" and order.id == "o-1"
    assert "_request_id" not in order.model_dump()
    assert client.orders.with_raw_response.retrieve("o-1").parse()._request_id == "req_123"

    async def run() -> Any:
        aclient = rt.AsyncClient(base_url=server.base_url, api_key="k")
        try:
            return await aclient.orders.retrieve("o-1")
        finally:
            await aclient.close()

    assert asyncio.run(run())._request_id == "req_123"
    server.on("GET", "/v1/orders/o-2", (200, {}, ORDER))
    assert client.orders.retrieve("o-2")._request_id is None


SCRIPT = """
import asyncio, sys
from rt_opts_sdk import AsyncClient, Client

client = Client(base_url=sys.argv[1], api_key="k", max_retries=1)
client.orders.retrieve("o-1")

async def main():
    aclient = AsyncClient(base_url=sys.argv[1], api_key="k", max_retries=1)
    await aclient.orders.retrieve("o-1")
    await aclient.close()

asyncio.run(main())
"""


@pytest.mark.parametrize("level", ["debug", ""])
def test_log_env_logs_requests_and_retries(rt: Any, server: Server, tmp_path: Path, level: str) -> None:
    # each client: a 503 (retried, honouring Retry-After: 0), then the order
    server.on("GET", "/v1/orders/o-1", (503, {"Retry-After": "0"}, {"error": "busy"}), (200, {}, ORDER))
    script = tmp_path / "script.py"
    script.write_text(SCRIPT, encoding="utf-8")
    out = Path(rt.__file__).parent.parent
    env = {**os.environ, "PYTHONPATH": str(out), "RT_OPTS_SDK_LOG": level}
    ran = subprocess.run([sys.executable, str(script), server.base_url], capture_output=True, text=True, env=env, timeout=60)
    assert ran.returncode == 0, ran.stderr
    lines = ran.stderr.splitlines()
    if not level:
        assert lines == []
        return
    url = f"{server.base_url}/orders/o-1"
    requests = [line for line in lines if "HTTP Request:" in line]
    retries = [line for line in lines if "Retrying" in line]
    assert len(requests) == 3 and len(retries) == 1, ran.stderr  # the async call gets the 200 (the last answer repeats)
    assert f'GET {url} "503 Service Unavailable"' in requests[0]
    assert f'GET {url} "200 OK" (retry 1)' in requests[1]
    assert f"Retrying GET {url} in 0.00 seconds (retry 1, after status 503)" in retries[0]
    assert all("rt_opts_sdk" in line and ("DEBUG" in line or "INFO" in line) for line in requests + retries)
