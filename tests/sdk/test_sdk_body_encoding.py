"""A body's ``encoding`` object honoured (``fixtures/encoding.yaml``), against a real HTTP server on
127.0.0.1, sync and async: a multipart part's declared ``contentType`` (JSON sent as JSON, a list or a
wildcard matched against the file name, the caller's own type kept), its fixed ``headers``, and the
``style``/``explode`` of urlencoded and multipart properties; a multipart body without an ``encoding``
sent as OpenAPI's defaults say (text, repeated, JSON and file parts), also checked with Prism."""

from __future__ import annotations

import json
from email.message import EmailMessage
from email.parser import BytesParser
from email.policy import HTTP
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import parse_qsl

import pytest

from prism import PrismServer, ensure_prism, prism_required
from sdk_helpers import FIXTURES, Server, generate_and_import
from test_sdk_bodies import both

OK = (200, {}, {"ok": True})


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("encoding.yaml", "encoding_sdk", tmp_path_factory.mktemp("encoding"))


@pytest.fixture()
def server() -> Iterator[Server]:
    s = Server()
    s.on("POST", "/v1/calls", OK)
    s.on("POST", "/v1/forms", OK)
    s.on("POST", "/v1/uploads", OK)
    yield s
    s.close()


def parts(request: dict[str, Any]) -> dict[str, list[EmailMessage]]:
    """The parts of a multipart request, parsed as a MIME message, by field name."""
    head = f"Content-Type: {request['headers']['content-type']}\r\n\r\n".encode()
    message = BytesParser(policy=HTTP).parsebytes(head + request["body"])
    assert isinstance(message, EmailMessage) and message.is_multipart()
    out: dict[str, list[EmailMessage]] = {}
    for part in message.iter_parts():
        assert isinstance(part, EmailMessage)
        out.setdefault(str(part.get_param("name", header="content-disposition")), []).append(part)
    return out


def test_multipart_parts_have_their_declared_types_and_headers(sdk: Any, server: Server, tmp_path: Path) -> None:
    photo = tmp_path / "me.jpg"
    photo.write_bytes(b"\xff\xd8")
    offer = "v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\n"
    call = lambda c: c.calls.create(  # noqa: E731
        sdp=offer, session={"model": "m", "voice": "v"}, picture=photo, scan=("scan.tiff", b"II*"),
        note="# hi", ids=[1, 2, 3], labels=["a", "b"],
    )
    for request in both(sdk, server, call):
        by_name = parts(request)
        assert list(by_name) == ["sdp", "session", "note", "ids", "labels", "picture", "scan"]
        (sdp,) = by_name["sdp"]
        assert sdp.get_content_type() == "application/sdp" and sdp.get_payload(decode=True) == offer.encode()
        (session,) = by_name["session"]
        assert session.get_content_type() == "application/json"
        assert json.loads(session.get_payload(decode=True)) == {"model": "m", "voice": "v"}
        (picture,) = by_name["picture"]  # image/png, image/jpeg: the one the file name says
        assert picture.get_content_type() == "image/jpeg" and picture.get_filename() == "me.jpg"
        (scan,) = by_name["scan"]  # image/*: the file name's type, and the fixed header (not the free one)
        assert scan.get_content_type() == "image/tiff" and scan.get_payload(decode=True) == b"II*"
        assert scan["X-Part-Version"] == "2" and scan["X-Rate-Limit"] is None
        (note,) = by_name["note"]
        assert note.get_content_type() == "text/markdown" and note["X-Part-Version"] == "2"
        (ids,) = by_name["ids"]  # style form, not exploded
        assert ids.get_payload(decode=True) == b"1,2,3" and ids["Content-Type"] is None
        (labels_a, labels_b) = by_name["labels"]  # no encoding: one text part per item
        assert [labels_a.get_payload(decode=True), labels_b.get_payload(decode=True)] == [b"a", b"b"]
        assert labels_a["Content-Type"] is None


def test_multipart_without_an_encoding_follows_openapis_defaults(sdk: Any, server: Server) -> None:
    """No ``encoding`` object: a primitive is a text part (no ``Content-Type``: RFC 7578's text/plain),
    an array one part per item, an object (alone or an array's item) an ``application/json`` part,
    binary (``format: binary``, ``contentEncoding``) a file part; nothing is bracket-encoded."""
    call = lambda c: c.uploads.create(  # noqa: E731
        file=("a.txt", b"A"), blob=b"B", title="t", size=3, public=True, tags=["x", "y"],
        meta={"key": "v", "other": "w"}, session={"model": "m"},
        sessions=[{"model": "m1"}, {"model": "m2", "voice": "v2"}], grid=[[1, 2], [3]],
    )
    for request in both(sdk, server, call):
        by_name = parts(request)
        assert not [n for n in by_name if "[" in n]
        texts = {n: [(p.get_payload(decode=True), p["Content-Type"]) for p in by_name[n]] for n in ("title", "size", "public", "tags")}
        assert texts == {
            "title": [(b"t", None)], "size": [(b"3", None)], "public": [(b"true", None)],
            "tags": [(b"x", None), (b"y", None)],
        }
        for name, expected in (
            ("meta", [{"key": "v", "other": "w"}]),
            ("session", [{"model": "m"}]),
            ("sessions", [{"model": "m1"}, {"model": "m2", "voice": "v2"}]),
            ("grid", [[1, 2], [3]]),
        ):
            assert [p.get_content_type() for p in by_name[name]] == ["application/json"] * len(expected), name
            assert [json.loads(p.get_payload(decode=True)) for p in by_name[name]] == expected, name
        (file,) = by_name["file"]
        assert file.get_filename() == "a.txt" and file.get_payload(decode=True) == b"A"
        (blob,) = by_name["blob"]
        assert blob.get_filename() == "upload" and blob.get_payload(decode=True) == b"B"


def test_multipart_text_and_file_parts_pass_prism(sdk: Any, tmp_path: Path) -> None:
    """Prism (an independent validator) accepts the text and file parts of a body without an encoding
    and refuses a text part of the wrong type. Prism 5.14 reads every multipart part as a string, so
    it cannot check the JSON parts or the repeated ones (it wants an array or an object there)."""
    exe = ensure_prism()
    if exe is None:
        if prism_required():
            pytest.fail("Prism is not installed (REVGEN_REQUIRE_PRISM=1: .ci/prism.sh installs it)")
        pytest.skip("Prism is not installed: bash .ci/prism.sh installs it (npm @stoplight/prism-cli)")
    prism = PrismServer(exe, FIXTURES / "encoding.yaml", tmp_path / "prism.log")
    try:
        client = sdk.Client(base_url=prism.base_url, max_retries=0)
        answer = client.uploads.with_raw_response.create(file=("a.txt", b"A"), blob=b"B", title="t", size=3, public=True)
        assert answer.status_code == 200 and "sl-violations" not in answer.headers
        with pytest.raises(sdk.UnprocessableEntityError) as info:
            client.uploads.create(file=("a.txt", b"A"), size="three")
        assert "size must be integer" in json.dumps(info.value.body)
    finally:
        prism.close()


def test_a_callers_part_type_and_a_wildcard_without_a_match(sdk: Any, server: Server) -> None:
    call = lambda c: c.calls.create(  # noqa: E731
        sdp="v=0", picture=("p.bin", b"P", "image/webp"), scan=b"raw",
    )
    for request in both(sdk, server, call):
        by_name = parts(request)
        assert by_name["picture"][0].get_content_type() == "image/webp"  # the caller's type stands
        # image/* and a name that says nothing: httpx's default for a file
        assert by_name["scan"][0].get_content_type() == "application/octet-stream"
        assert by_name["scan"][0].get_filename() == "upload"


def test_urlencoded_properties_follow_their_style(sdk: Any, server: Server) -> None:
    call = lambda c: c.forms.create(  # noqa: E731
        ids=[1, 2], words=["x", "y"], tags=["a", "b"], filter={"state": "open"}, point={"x": 1, "y": 2},
        spread={"lang": "en"}, plain={"k": "v"},
    )
    for request in both(sdk, server, call):
        assert request["headers"]["content-type"] == "application/x-www-form-urlencoded"
        assert parse_qsl(request["body"].decode()) == [
            ("ids", "1,2"),  # form, not exploded
            ("words", "x|y"),  # pipeDelimited
            ("tags", "a"), ("tags", "b"),  # no encoding: form, exploded (OpenAPI's default)
            ("filter[state]", "open"),  # deepObject
            ("point", "x,1,y,2"),  # form, not exploded: an object's keys and values in turn
            ("lang", "en"),  # form, exploded: an object's properties as fields of their own
            ("plain[k]", "v"),  # no encoding: an object is bracket-encoded
        ]
