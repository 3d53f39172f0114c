"""The SDK runtime against a real HTTP server on 127.0.0.1: per-call options, ``Accept`` per operation,
binary answers, raw and streamed responses, event streams, defaults, idempotency keys, redirects,
uploads, the User-Agent; sync and async. Spec: ``fixtures/runtime.yaml`` (written for these tests)."""

from __future__ import annotations

import importlib

import asyncio
import inspect
import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from sdk_helpers import Server, generate_and_import

CHUNKS = b'data: {"id": "c", "delta": "he"}\n\ndata: {"id": "c", "delta": "llo"}\n\ndata: [DONE]\n\n'
SSE = {"Content-Type": "text/event-stream"}
ORDER = {"id": "o-1", "amount": 5}


@pytest.fixture(scope="module")
def rt(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("runtime.yaml", "rt_live_sdk", tmp_path_factory.mktemp("rt_live"))


@pytest.fixture()
def server() -> Any:
    s = Server()
    yield s
    s.close()


def client_for(rt: Any, server: Server, **kwargs: Any) -> Any:
    return rt.Client(base_url=server.base_url, api_key="k", **kwargs)


def aclient_for(rt: Any, server: Server, **kwargs: Any) -> Any:
    return rt.AsyncClient(base_url=server.base_url, api_key="k", **kwargs)


# per-request options ---------------------------------------------------------------------------------
def test_timeout_per_call_sync_and_async(rt: Any, server: Server) -> None:
    server.on("GET", "/v1/slow", (200, {}, ORDER, 1.0))
    client = client_for(rt, server)
    with pytest.raises(rt.APITimeoutError):
        client.orders.slow(timeout=0.2, max_retries=0)
    assert len(server.requests) == 1
    assert client.orders.slow(timeout=5.0).id == "o-1"  # the same call, time enough
    with pytest.raises(rt.APITimeoutError):
        client.with_options(timeout=0.2, max_retries=0).orders.slow()

    async def run() -> None:
        aclient = aclient_for(rt, server)
        with pytest.raises(rt.APITimeoutError):
            await aclient.orders.slow(timeout=0.2, max_retries=0)
        assert (await aclient.orders.slow(timeout=5.0)).id == "o-1"
        await aclient.close()

    asyncio.run(run())


def test_max_retries_per_call_and_extra_options(rt: Any, server: Server) -> None:
    server.on("GET", "/v1/orders/o-1", (503, {"Retry-After": "0"}, {}), (503, {"Retry-After": "0"}, {}), (200, {}, ORDER))
    client = client_for(rt, server)
    with pytest.raises(rt.InternalServerError):
        client.orders.retrieve("o-1", max_retries=0)
    assert len(server.requests) == 1
    server.requests.clear()
    assert client.orders.retrieve("o-1", max_retries=3).id == "o-1"
    assert len(server.requests) == 2  # the second 503, then 200
    server.on("POST", "/v1/orders", (200, {}, ORDER))
    client.orders.create(
        amount=3, extra_headers={"X-Trace": "t1"}, extra_query={"debug": "true"}, extra_body={"note": "hi"}
    )
    req = server.requests[-1]
    assert req["headers"]["x-trace"] == "t1" and req["query"] == {"debug": ["true"]}
    assert json.loads(req["body"]) == {"amount": 3, "note": "hi"}


def test_with_options_is_a_configured_copy(rt: Any, server: Server) -> None:
    server.on("GET", "/v1/orders/o-1", (200, {}, ORDER))
    client = client_for(rt, server, default_headers={"X-A": "1"})
    copy = client.with_options(default_headers={"X-B": "2"}, max_retries=7)
    assert copy is not client and copy.max_retries == 7 and client.max_retries == 2
    assert copy._http is client._http  # one connection pool
    copy.orders.retrieve("o-1")
    headers = server.requests[-1]["headers"]
    assert headers["x-a"] == "1" and headers["x-b"] == "2"
    client.orders.retrieve("o-1")
    assert "x-b" not in server.requests[-1]["headers"]


def test_user_agent(rt: Any, server: Server) -> None:
    server.on("GET", "/v1/orders/o-1", (200, {}, ORDER))
    client_for(rt, server).orders.retrieve("o-1")
    expected = f"rt_live_sdk/0.1.0 python/{sys.version_info[0]}.{sys.version_info[1]}"
    assert server.requests[-1]["headers"]["user-agent"] == expected


# Accept and answers ----------------------------------------------------------------------------------
def test_accept_per_operation(rt: Any, server: Server) -> None:
    server.on("POST", "/v1/chat/completions", (200, {}, {"id": "c-1", "text": "hi"}))
    server.on("GET", "/v1/files/f-1/content", (200, {"Content-Type": "text/plain"}, b"some text"))
    server.on("POST", "/v1/audio/speech", (200, {"Content-Type": "audio/wav"}, b"RIFF\x00\x01"))
    server.on("GET", "/v1/ticks", (200, SSE, b'data: {"n": 1}\n\n'))
    server.on("DELETE", "/v1/orders/o-1", (204, {}, b""))
    client = client_for(rt, server)
    messages = [{"role": "user", "content": "hi"}]
    client.chat.completions.create(model="m", messages=messages)
    client.chat.completions.create_stream(model="m", messages=[{"role": "user", "content": "hi"}]).close()
    client.files.content("f-1")
    client.audio.speech.create(input="hello")
    list(client.events.retrieve())
    client.orders.delete("o-1")
    accepts = [r["headers"]["accept"] for r in server.requests]
    assert accepts == [
        "application/json",
        "text/event-stream",
        "text/plain",
        "audio/wav, application/octet-stream",
        "text/event-stream",
        "application/json",
    ]


def test_binary_and_text_answers_to_file(rt: Any, server: Server, tmp_path: Path) -> None:
    audio = bytes(range(256)) * 300
    server.on("POST", "/v1/audio/speech", (200, {"Content-Type": "audio/wav"}, audio))
    server.on("GET", "/v1/files/f-1/content", (200, {"Content-Type": "text/plain; charset=utf-8"}, "héllo".encode()))
    client = client_for(rt, server)
    speech = client.audio.speech.create(input="hello", voice="echo")
    assert isinstance(speech, rt.BinaryResponse) and speech.read() == audio
    assert b"".join(speech.iter_bytes(1000)) == audio and speech.content_type == "audio/wav"
    speech.write_to_file(tmp_path / "speech.wav")
    assert (tmp_path / "speech.wav").read_bytes() == audio
    assert client.files.content("f-1").text() == "héllo"

    async def run() -> None:
        aclient = aclient_for(rt, server)
        answer = await aclient.audio.speech.create(input="hello")
        answer.write_to_file(tmp_path / "async.wav")
        async with aclient.audio.speech.with_streaming_response.create(input="hi") as response:
            await response.write_to_file(tmp_path / "streamed.wav")
        await aclient.close()

    asyncio.run(run())
    assert (tmp_path / "async.wav").read_bytes() == audio == (tmp_path / "streamed.wav").read_bytes()


def test_raw_response_headers_status_and_parse(rt: Any, server: Server) -> None:
    server.on("GET", "/v1/orders/o-1", (200, {"X-Request-Id": "req-42", "X-Limit": "9"}, ORDER))
    client = client_for(rt, server)
    raw = client.orders.with_raw_response.retrieve("o-1")
    assert raw.status_code == 200 and raw.headers["x-limit"] == "9" and raw.request_id == "req-42"
    order = raw.parse()
    assert isinstance(order, rt.models.Order) and order.amount == 5 and raw.parse() is order
    assert "x-revgen-raw-response" not in server.requests[-1]["headers"]  # the marker never leaves

    with client.orders.with_streaming_response.retrieve("o-1") as response:
        assert not response.http_response.is_stream_consumed  # nothing read yet
        assert response.json() == ORDER and response.parse().id == "o-1"
    assert response.is_closed

    async def run() -> None:
        aclient = aclient_for(rt, server)
        araw = await aclient.orders.with_raw_response.retrieve("o-1")
        assert araw.headers["x-request-id"] == "req-42" and (await araw.parse()).id == "o-1"
        async with aclient.orders.with_streaming_response.retrieve("o-1") as aresponse:
            assert (await aresponse.parse()).amount == 5
        await aclient.close()

    asyncio.run(run())


# streams -----------------------------------------------------------------------------------------------
def test_stream_envelope_done_and_typed_chunks(rt: Any, server: Server) -> None:
    server.on("POST", "/v1/chat/completions", (200, SSE, CHUNKS + b'data: {"id": "after", "delta": "x"}\n\n'))
    client = client_for(rt, server)
    stream = client.chat.completions.create_stream(model="m", messages=[{"role": "user", "content": "hi"}])
    assert isinstance(stream, rt.Stream)
    chunks = list(stream)
    # the spec wraps each chunk in {data: ChatChunk}: the chunk itself is yielded; [DONE] ends it
    assert [type(c).__name__ for c in chunks] == ["ChatChunk", "ChatChunk"]
    assert "".join(c.delta for c in chunks) == "hello"
    assert json.loads(server.requests[-1]["body"]) == {"model": "m", "messages": [{"role": "user", "content": "hi"}], "stream": True}


def test_stream_true_gives_the_typed_stream_sync_and_async(rt: Any, server: Server) -> None:
    """``create(..., stream=True)`` as openai-python has it: the stream, else the answer."""
    server.on("POST", "/v1/chat/completions", (200, SSE, CHUNKS))
    client = client_for(rt, server)
    stream = client.chat.completions.create(model="m", messages=[], stream=True)
    assert isinstance(stream, rt.Stream) and "".join(c.delta for c in stream) == "hello"
    assert json.loads(server.requests[-1]["body"])["stream"] is True
    assert server.requests[-1]["headers"]["accept"] == "text/event-stream"

    async def run() -> str:
        aclient = aclient_for(rt, server)
        astream = await aclient.chat.completions.create(model="m", messages=[], stream=True)
        assert isinstance(astream, rt.AsyncStream)
        return "".join([c.delta async for c in astream])

    assert asyncio.run(run()) == "hello"
    server.on("POST", "/v1/chat/completions", (200, {}, {"id": "c-1", "text": "hi"}))
    for flag in (False, None):
        answer = client.chat.completions.create(model="m", messages=[], **({} if flag is None else {"stream": flag}))
        assert type(answer).__name__ == "ChatResponse" and answer.text == "hi"
        assert json.loads(server.requests[-1]["body"])["stream"] is False
        assert server.requests[-1]["headers"]["accept"] == "application/json"
    doc = rt.resources.chat.ChatCompletionsResource.create.__doc__ or ""
    assert "stream: True: the answer comes as server-sent events" in doc


def test_stream_close_and_context_manager(rt: Any, server: Server) -> None:
    many = b"".join(b'data: {"n": %d}\n\n' % i for i in range(2000))
    server.on("GET", "/v1/ticks", (200, SSE, many))
    client = client_for(rt, server)
    stream = client.events.retrieve()
    assert next(stream).n == 0
    stream.close()
    assert stream.response.is_closed
    with pytest.raises(StopIteration):
        next(stream)
    with client.events.retrieve() as stream2:
        assert next(iter(stream2)).n == 0
    assert stream2.response.is_closed

    async def run() -> None:
        aclient = aclient_for(rt, server)
        astream = await aclient.events.retrieve()
        assert (await astream.__anext__()).n == 0
        await astream.close()
        assert astream.response.is_closed
        async with await aclient.events.retrieve() as astream2:
            assert [t.n async for t in astream2][:3] == [0, 1, 2]
        await aclient.close()

    asyncio.run(run())


def test_stream_error_frame_raises(rt: Any, server: Server) -> None:
    frames = b'data: {"n": 1}\n\nevent: error\ndata: {"error": {"message": "boom", "code": "overloaded"}}\n\ndata: {"n": 2}\n\n'
    server.on("GET", "/v1/ticks", (200, SSE, frames))
    client = client_for(rt, server)
    seen = []
    with pytest.raises(rt.APIStreamError) as info:
        for tick in client.events.retrieve():
            seen.append(tick.n)
    assert seen == [1] and info.value.message == "boom"
    assert info.value.body == {"error": {"message": "boom", "code": "overloaded"}}
    assert isinstance(info.value, rt.APIError)

    async def run() -> None:
        aclient = aclient_for(rt, server)
        with pytest.raises(rt.APIStreamError):
            async for _ in await aclient.events.retrieve():
                pass
        await aclient.close()

    asyncio.run(run())


def test_json_answer_to_a_stream_call_raises(rt: Any, server: Server) -> None:
    server.on("GET", "/v1/ticks", (200, {}, {"error": {"message": "streaming is off"}}))
    with pytest.raises(rt.APIStreamError) as info:
        list(client_for(rt, server).events.retrieve())
    assert info.value.message == "streaming is off"


# request typing and defaults ------------------------------------------------------------------------
def test_defaults_not_sent_and_documented(rt: Any, server: Server) -> None:
    server.on("POST", "/v1/chat/completions", (200, {}, {"id": "c-1", "text": "hi"}))
    server.on("POST", "/v1/audio/speech", (200, {"Content-Type": "audio/wav"}, b"x"))
    client = client_for(rt, server)
    answer = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}])
    assert answer.text == "hi"
    # temperature (default 0.7), max_tokens (default null) and options were not passed: not sent
    assert json.loads(server.requests[-1]["body"]) == {"model": "m", "messages": [{"role": "user", "content": "hi"}], "stream": False}
    client.chat.completions.create(model="m", messages=[], max_tokens=None, options={"mode": "fast"})
    assert json.loads(server.requests[-1]["body"])["max_tokens"] is None  # None is sent as null
    client.audio.speech.create(input="x")
    assert json.loads(server.requests[-1]["body"]) == {"input": "x"}
    method = rt.resources.chat.ChatCompletionsResource.create
    sig = inspect.signature(method)
    assert all(repr(sig.parameters[n].default) == "NOT_GIVEN" for n in ("temperature", "max_tokens", "options"))
    assert "Server default when not given: 0.7." in (method.__doc__ or "")


def test_idempotency_key_stable_across_a_retry(rt: Any, server: Server) -> None:
    server.on("POST", "/v1/orders", (503, {"Retry-After": "0"}, {}), (200, {}, ORDER))
    client = client_for(rt, server)
    client.orders.create(amount=5)
    first, retry = server.requests
    key = first["headers"]["idempotency-key"]
    assert len(key) >= 16 and retry["headers"]["idempotency-key"] == key
    client.orders.create(amount=5)
    assert server.requests[-1]["headers"]["idempotency-key"] != key  # a new call, a new key
    client.orders.create(amount=5, idempotency_key="mine")
    assert server.requests[-1]["headers"]["idempotency-key"] == "mine"
    server.on("GET", "/v1/orders/o-1", (200, {}, ORDER))
    client.orders.retrieve("o-1")
    assert "idempotency-key" not in server.requests[-1]["headers"]  # only where the spec declares it


def test_uploads_accept_bytes_files_tuples_and_paths(rt: Any, server: Server, tmp_path: Path) -> None:
    server.on("POST", "/v1/files", (200, {}, {"id": "f-1", "bytes": 5}))
    client = client_for(rt, server)
    path = tmp_path / "train.jsonl"
    path.write_bytes(b'{"a": 1}\n')
    for upload, name in (
        (path, b'filename="train.jsonl"'),
        (open(path, "rb"), b'filename="train.jsonl"'),
        (("data.jsonl", b'{"a": 1}\n', "application/jsonl"), b'filename="data.jsonl"'),
        (("p.jsonl", path), b'filename="p.jsonl"'),
        (b'{"a": 1}\n', b'name="file"'),
        (io.BytesIO(b'{"a": 1}\n'), b'name="file"'),
    ):
        assert client.files.create(file=upload, purpose="fine-tune").id == "f-1"
        body = server.requests[-1]["body"]
        assert name in body and b'{"a": 1}\n' in body and b"fine-tune" in body, upload


def test_redirects_followed_for_get_else_surfaced(rt: Any, server: Server) -> None:
    server.on("GET", "/v1/orders/old", (307, {"Location": "/v1/orders/o-1"}, b""))
    server.on("GET", "/v1/orders/o-1", (200, {}, ORDER))
    server.on("POST", "/v1/orders", (307, {"Location": "/v1/elsewhere"}, b""))
    client = client_for(rt, server)
    assert client.orders.retrieve("old").id == "o-1"
    with pytest.raises(rt.RedirectError) as info:
        client_for(rt, server, follow_redirects=False).orders.retrieve("old")
    assert info.value.status_code == 307 and info.value.location == "/v1/orders/o-1"
    with pytest.raises(rt.RedirectError):
        client.orders.create(amount=1)  # not a GET: never followed
    raw = client.with_options(follow_redirects=False).orders.with_raw_response.retrieve("old")
    assert raw.status_code == 307 and raw.headers["location"] == "/v1/orders/o-1"
    server.on("GET", "/v1/downloads/a.bin", (307, {"Location": "/v1/files/f-1/content"}, b""))
    server.on("GET", "/v1/files/f-1/content", (200, {"Content-Type": "application/octet-stream"}, b"\x00file"))
    assert client.files.downloads.retrieve("a.bin").read() == b"\x00file"  # a redirect-only operation: the file


def test_websocket_operation_is_a_connect_method_and_readme_sections(rt: Any) -> None:
    events = importlib.import_module(f"{rt.__name__}.resources.events")
    assert not hasattr(events.EventsResource, "realtime")
    assert callable(rt.Client(api_key="k").realtime.connect)  # tests/sdk/test_sdk_websocket.py runs it
    readme = (Path(rt.__file__).parent.parent / "README.md").read_text()
    assert "client.realtime.<a" in readme and "## Not supported" not in readme
    for section in ("## Installation", "## Async usage", "## Streaming responses", "## Pagination",
                    "## Handling errors", "## Retries", "## Timeouts", "## Raw responses", "## Per-request options"):
        assert section in readme
    assert "client.chat.completions.create(" in readme and "stream=True)" in readme  # the spec's own operations
