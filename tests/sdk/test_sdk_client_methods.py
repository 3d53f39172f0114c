"""Operations at the API's root are methods of the client itself, as Stainless places a top-level
method (``client.ping()``): an RPC API's ``POST /sendMessage`` is ``client.send_message(...)``
(``fixtures/rpc_root.yaml``, Telegram's shape), sync and async, through ``with_raw_response`` too,
against a live server; a name the client already has gets a ``_`` (``/close``). A REST spec keeps
its resources (``/rerank`` stays ``client.rerank.create``); only a verb phrase (``/getStatus``) moves."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
import yaml

from generator.load import load_spec
from generator.targets.sdk import symbols
from sdk_helpers import FIXTURES, Server, generate_and_import


def test_root_operations_are_client_methods() -> None:
    calls = {k: s.call for k, s in symbols(load_spec(str(FIXTURES / "rpc_root.yaml")), "bot").operations.items()}
    assert calls == {
        ("POST", "/sendMessage"): "client.send_message",
        ("POST", "/getMe"): "client.get_me",
        ("POST", "/close"): "client.close_",  # the client's close() stays
    }


def test_a_rest_spec_keeps_its_resources(tmp_path: Path) -> None:
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}
    doc = {
        "openapi": "3.0.3", "info": {"title": "R", "version": "1"},
        "paths": {
            "/models": {"get": {"responses": ok}, "post": {"responses": ok}},
            "/models/{id}": {"get": {"parameters": [{"name": "id", "in": "path", "required": True,
                                                      "schema": {"type": "string"}}], "responses": ok}},
            "/rerank": {"post": {"responses": ok}},
            "/search": {"get": {"responses": ok}},
            "/getStatus": {"get": {"responses": ok}},
        },
    }
    path = tmp_path / "rest.yaml"
    path.write_text(yaml.safe_dump(doc))
    calls = {k: s.call for k, s in symbols(load_spec(str(path)), "r").operations.items()}
    assert calls[("POST", "/rerank")] == "client.rerank.create"
    assert calls[("GET", "/search")] == "client.search.retrieve"
    assert calls[("GET", "/models/{id}")] == "client.models.retrieve"
    assert calls[("GET", "/getStatus")] == "client.get_status"


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("rpc_root.yaml", "rpc_root_sdk", tmp_path_factory.mktemp("rpc"))


def test_client_methods_send_requests(sdk: Any) -> None:
    server = Server(prefix="/bot")
    try:
        server.route("POST", "/bot/sendMessage", lambda q: {"message_id": 7, "text": "hi"})
        server.route("POST", "/bot/close", lambda q: True)
        client = sdk.Client(base_url=server.base_url, api_key="k", max_retries=0)
        message = client.send_message(chat_id=1, text="hi")
        assert (message.message_id, message.text) == (7, "hi")
        assert client.close_() is True
        raw = client.with_raw_response.send_message(chat_id=2, text="yo")
        assert raw.status_code == 200 and raw.parse().message_id == 7

        async def run() -> int:
            async with sdk.AsyncClient(base_url=server.base_url, api_key="k", max_retries=0) as aclient:
                return (await aclient.send_message(chat_id=3, text="a")).message_id  # type: ignore[no-any-return]

        assert asyncio.run(run()) == 7
        assert [(r["path"], r["body"][:12]) for r in server.requests if r["path"].endswith("sendMessage")] == [
            ("/bot/sendMessage", b'{"chat_id":1'), ("/bot/sendMessage", b'{"chat_id":2'), ("/bot/sendMessage", b'{"chat_id":3'),
        ]
        client.close()  # still the HTTP client's close
    finally:
        server.close()
