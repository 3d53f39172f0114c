"""WebSocket operations (a ``101`` answer in ``fixtures/runtime.yaml``: ``GET /realtime``) against a
real local ``websockets`` server: ``client.realtime.connect()`` opens ``ws://`` on the client's base
URL with its credentials, query and headers, sends JSON messages and receives them parsed, sync and
async; the connection iterates until the server closes."""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any, Iterator

import pytest

from sdk_helpers import generate_and_import

websockets_sync_server = pytest.importorskip("websockets.sync.server")


@pytest.fixture(scope="module")
def rt(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("runtime.yaml", "rt_ws_sdk", tmp_path_factory.mktemp("rt_ws"))


class EchoServer:
    """Echoes each JSON message as ``{"echo": message}``; a text ``bye`` makes it close."""

    def __init__(self) -> None:
        self.handshakes: list[dict[str, Any]] = []

        def handler(connection: Any) -> None:
            request = connection.request
            self.handshakes.append({"path": request.path, "headers": {k.lower(): v for k, v in request.headers.raw_items()}})
            for message in connection:
                if message == "bye":
                    connection.send(json.dumps({"echo": "bye"}))
                    return
                connection.send(json.dumps({"echo": json.loads(message)}))

        self.server = websockets_sync_server.serve(handler, "127.0.0.1", 0)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.base_url = f"http://127.0.0.1:{self.server.socket.getsockname()[1]}/v1"

    def close(self) -> None:
        self.server.shutdown()


@pytest.fixture()
def server() -> Iterator[EchoServer]:
    s = EchoServer()
    yield s
    s.close()


def test_connect_sends_and_receives_sync(rt: Any, server: EchoServer) -> None:
    client = rt.Client(base_url=server.base_url, api_key="k", default_headers={"X-Team": "sdk"})
    with client.realtime.connect(extra_query={"model": "m-1"}, extra_headers={"X-Trace": "1"}) as conn:
        conn.send({"type": "ping", "n": 1})
        assert conn.recv(timeout=10) == {"echo": {"type": "ping", "n": 1}}
        conn.send("bye")
        assert list(conn) == [{"echo": "bye"}]  # then the server closes: the iteration ends
    (handshake,) = server.handshakes
    assert handshake["path"] == "/v1/realtime?model=m-1"
    assert handshake["headers"]["authorization"] == "Bearer k"
    assert handshake["headers"]["x-team"] == "sdk" and handshake["headers"]["x-trace"] == "1"
    assert handshake["headers"]["user-agent"].startswith("rt_ws_sdk/")


def test_connect_sends_and_receives_async(rt: Any, server: EchoServer) -> None:
    async def run() -> list[Any]:
        client = rt.AsyncClient(base_url=server.base_url, api_key="k")
        got = []
        async with await client.realtime.connect() as conn:
            await conn.send({"type": "ping"})
            got.append(await conn.recv())
            await conn.send("bye")
            got.extend([m async for m in conn])
        await client.close()
        return got

    assert asyncio.run(run()) == [{"echo": {"type": "ping"}}, {"echo": "bye"}]
    assert server.handshakes[0]["path"] == "/v1/realtime"
