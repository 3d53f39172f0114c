"""Request bodies sent as the spec declares them (``fixtures/bodies.yaml``), against a real HTTP server
on 127.0.0.1, sync and async: multipart without a file is still multipart; urlencoded is urlencoded;
an operation taking JSON or multipart sends multipart when a file is given, else JSON, unless the
caller's ``Content-Type`` chooses; ``*/*`` and ``application/octet-stream`` take bytes, a file or a path
and send ``application/octet-stream`` unless the caller sets a type; ``application/sdp``,
``text/plain`` and ``application/merge-patch+json`` are sent as declared."""

from __future__ import annotations

import asyncio
import inspect
import json
from email.parser import BytesParser
from email.policy import HTTP
from pathlib import Path
from typing import Any, Callable, Iterator
from urllib.parse import parse_qs

import pytest

from sdk_helpers import Server, generate_and_import

OK = (200, {}, {"ok": True})


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("bodies.yaml", "bodies_sdk", tmp_path_factory.mktemp("bodies"))


@pytest.fixture()
def server() -> Iterator[Server]:
    s = Server()
    for method, path in (("POST", "/v1/notes"), ("POST", "/v1/forms"), ("POST", "/v1/edits"), ("PUT", "/v1/blobs/b1"),
                         ("POST", "/v1/raw"), ("POST", "/v1/calls"), ("PATCH", "/v1/notes/n1"), ("POST", "/v1/logs"),
                         ("POST", "/v1/players")):
        s.on(method, path, OK)
    yield s
    s.close()


def both(sdk: Any, server: Server, call: Callable[[Any], Any]) -> list[dict[str, Any]]:
    """The request ``call`` makes with the sync client and with the async one."""
    client = sdk.Client(base_url=server.base_url, api_key="k")
    assert call(client).ok is True

    async def run() -> None:
        aclient = sdk.AsyncClient(base_url=server.base_url, api_key="k")
        try:
            assert (await call(aclient)).ok is True
        finally:
            await aclient.close()

    asyncio.run(run())
    assert len(server.requests) == 2
    first, second = server.requests
    assert first["headers"].get("content-type", "").split(";")[0] == second["headers"].get("content-type", "").split(";")[0]
    return server.requests


def parts(request: dict[str, Any]) -> list[tuple[str, str | None, bytes]]:
    """(field name, file name, content) of each part of a multipart request."""
    head = f"Content-Type: {request['headers']['content-type']}\r\n\r\n".encode()
    message = BytesParser(policy=HTTP).parsebytes(head + request["body"])
    assert message.is_multipart()
    return [(p.get_param("name", header="content-disposition"), p.get_filename(), p.get_payload(decode=True))
            for p in message.iter_parts()]


def test_multipart_without_a_file_is_multipart(sdk: Any, server: Server) -> None:
    for r in both(sdk, server, lambda c: c.notes.create(title="hello", count=3, tags=["a", "b"])):
        assert r["headers"]["content-type"].startswith("multipart/form-data; boundary=")
        # an array of strings without an encoding: one part per item, under the property's name
        assert parts(r) == [("title", None, b"hello"), ("count", None, b"3"), ("tags", None, b"a"), ("tags", None, b"b")]


def test_urlencoded_is_urlencoded(sdk: Any, server: Server) -> None:
    for r in both(sdk, server, lambda c: c.forms.create(name="n", meta={"k": "v"})):
        assert r["headers"]["content-type"] == "application/x-www-form-urlencoded"
        assert parse_qs(r["body"].decode()) == {"name": ["n"], "meta[k]": ["v"]}


def test_json_or_multipart_chosen_by_the_arguments(sdk: Any, server: Server, tmp_path: Path) -> None:
    picture = tmp_path / "cat.png"
    picture.write_bytes(b"\x89PNG")
    for r in both(sdk, server, lambda c: c.edits.create(prompt="p", image=picture, mask=("m.png", b"M", "image/png"))):
        assert r["headers"]["content-type"].startswith("multipart/form-data; boundary=")
        assert parts(r) == [("prompt", None, b"p"), ("image", "cat.png", b"\x89PNG"), ("mask", "m.png", b"M")]
    server.requests.clear()
    for r in both(sdk, server, lambda c: c.edits.create(prompt="p", images=[{"url": "https://x/cat.png"}], mask={"file_id": "f"})):
        assert r["headers"]["content-type"] == "application/json"
        assert json.loads(r["body"]) == {"prompt": "p", "images": [{"url": "https://x/cat.png"}], "mask": {"file_id": "f"}}
    server.requests.clear()
    for r in both(sdk, server, lambda c: c.edits.create(prompt="p", image=[b"1", b"2"])):
        assert [(n, c) for n, _, c in parts(r)] == [("prompt", b"p"), ("image", b"1"), ("image", b"2")]
    server.requests.clear()
    # the caller chooses: multipart without a file
    chosen = {"Content-Type": "multipart/form-data"}
    for r in both(sdk, server, lambda c: c.edits.create(prompt="p", extra_headers=chosen)):
        assert r["headers"]["content-type"].startswith("multipart/form-data; boundary=")
        assert parts(r) == [("prompt", None, b"p")]


def test_wildcard_and_octet_stream_bodies(sdk: Any, server: Server, tmp_path: Path) -> None:
    blob = tmp_path / "blob.bin"
    blob.write_bytes(b"\x00\x01")
    for r in both(sdk, server, lambda c: c.blobs.update("b1", body=blob)):
        assert r["headers"]["content-type"] == "application/octet-stream" and r["body"] == b"\x00\x01"
    server.requests.clear()
    for r in both(sdk, server, lambda c: c.blobs.update("b1", body=b"{}", extra_headers={"Content-Type": "application/json"})):
        assert r["headers"]["content-type"] == "application/json" and r["body"] == b"{}"
    server.requests.clear()
    with open(blob, "rb") as f:
        data = f.read()
    for r in both(sdk, server, lambda c: c.raw.create(body=data)):
        assert r["headers"]["content-type"] == "application/octet-stream" and r["body"] == b"\x00\x01"
        assert r["headers"]["content-length"] == "2"
    # the declared Content-Length, Content-Type, Accept and Authorization headers are no arguments
    assert [p for p in inspect.signature(sdk.Client(api_key="k").raw.create).parameters if "content" in p or p in (
        "accept", "authorization")] == []


def test_other_declared_types_are_sent_as_declared(sdk: Any, server: Server) -> None:
    for r in both(sdk, server, lambda c: c.calls.create(body="v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\n")):
        assert r["headers"]["content-type"] == "application/sdp" and r["body"].startswith(b"v=0\r\n")
    server.requests.clear()
    for r in both(sdk, server, lambda c: c.logs.create(body="line one")):
        assert r["headers"]["content-type"] == "text/plain" and r["body"] == b"line one"
    server.requests.clear()
    for r in both(sdk, server, lambda c: c.notes.update("n1", title=None)):
        assert r["headers"]["content-type"] == "application/merge-patch+json"
        assert json.loads(r["body"]) == {"title": None}


def test_a_json_body_behind_a_one_part_allof_takes_keyword_arguments(sdk: Any, server: Server) -> None:
    for r in both(sdk, server, lambda c: c.players.create(name="p", autoplay=True)):
        assert r["headers"]["content-type"] == "application/json"
        assert json.loads(r["body"]) == {"name": "p", "autoplay": True}
