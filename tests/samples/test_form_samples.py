"""Samples target: multipart/form-data and application/x-www-form-urlencoded bodies are sent as real form
fields in every language (QA F6). Each sample that can run here (curl, Python with requests, node fetch,
Ruby, Go, PHP with its curl extension) is run against a local HTTP server, which parses what it
received; Java is compiled against stub classes (Unirest is not on this machine), PHP also checked
with php -l. Tools that are not installed are skipped, except on CI (see sample_toolchains)."""

from __future__ import annotations

import email.parser
import email.policy
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qsl

import pytest

from generator.load import load_spec
from sample_toolchains import recording_server, search_path, tool as need_tool
from generator.targets.samples import FILE_PLACEHOLDER, operation_samples, sample_request

NOTE = "a'b\"c$d#{e}@f;type=x `x` $(y) \\n"
FILE_BYTES = b"\x00file-bytes\xff"
# one build cache for every Go run (a fresh one per test rebuilds net/http each time: minutes on CI)
GOCACHE = os.environ.get("GOCACHE") or str(Path.home() / ".cache" / "go-build")


def form_spec(server: str) -> dict:
    return {
        "openapi": "3.1.0",
        "info": {"title": "forms", "version": "1"},
        "servers": [{"url": server}],
        "paths": {
            "/upload": {
                "post": {
                    "operationId": "upload",
                    "requestBody": {
                        "content": {
                            "multipart/form-data": {
                                "schema": {
                                    "type": "object",
                                    "required": ["file"],
                                    "properties": {
                                        "file": {"type": "string", "format": "binary"},
                                        "note": {"type": "string", "example": NOTE},
                                        "meta": {"type": "object", "properties": {"k": {"type": "integer"}}},
                                    },
                                }
                            }
                        }
                    },
                    "responses": {"200": {"description": "ok"}},
                }
            },
            "/form": {
                "post": {
                    "operationId": "formPost",
                    "requestBody": {
                        "content": {
                            "application/x-www-form-urlencoded": {
                                "schema": {
                                    "type": "object",
                                    "properties": {
                                        "a b&c": {"type": "string", "example": "x&y=z %"},
                                        "b": {"type": "integer"},
                                    },
                                }
                            }
                        }
                    },
                    "responses": {"200": {"description": "ok"}},
                }
            },
        },
    }


@pytest.fixture(scope="module")
def server():
    with recording_server() as httpd:
        yield httpd


@pytest.fixture(scope="module")
def samples(server, tmp_path_factory: pytest.TempPathFactory):
    path = tmp_path_factory.mktemp("forms") / "forms.json"
    path.write_text(json.dumps(form_spec(f"http://127.0.0.1:{server.server_address[1]}")))
    spec = load_spec(str(path))
    out = {}
    for key, name in ((("POST", "/upload")), "upload"), ((("POST", "/form")), "form"):
        op = spec.operations[key]
        out[name] = (sample_request(spec, op), {s["key"]: s["code"] for s in operation_samples(spec, op)})
    return out


def _parse_multipart(content_type: str, body: bytes) -> dict[str, bytes]:
    message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
        b"Content-Type: " + content_type.encode() + b"\r\n\r\n" + body
    )
    assert message.is_multipart(), content_type
    return {part.get_param("name", header="content-disposition"): part.get_payload(decode=True) for part in message.iter_parts()}


def _check_received(server, kind: str, file_bytes: bytes = FILE_BYTES) -> None:
    assert len(server.received) == 1, server.received
    method, path, content_type, body = server.received.pop()
    assert method == "POST"
    if kind == "upload":
        assert path == "/upload"
        assert content_type.startswith("multipart/form-data; boundary="), content_type
        fields = _parse_multipart(content_type, body)
        assert fields == {"file": file_bytes, "note": NOTE.encode(), "meta": b'{"k": 123}'}
    else:
        assert path == "/form"
        assert content_type.startswith("application/x-www-form-urlencoded"), content_type
        assert parse_qsl(body.decode(), strict_parsing=True) == [("a b&c", "x&y=z %"), ("b", "123")]


def _python_with_requests() -> str | None:
    for python in (sys.executable, shutil.which("python3"), "/usr/bin/python3"):
        if python and Path(python).exists() and subprocess.run([python, "-c", "import requests"], capture_output=True).returncode == 0:
            return python
    return None


RUNNERS = {
    "curl": (".sh", lambda p: ["bash", str(p)], "curl"),
    "python": (".py", lambda p: [_python_with_requests() or "python3", str(p)], None),
    "javascript": (".mjs", lambda p: ["node", str(p)], "node"),
    "ruby": (".rb", lambda p: ["ruby", str(p)], "ruby"),
    "go": (".go", lambda p: ["go", "run", str(p)], "go"),
    "php": (".php", lambda p: ["php", str(p)], "php"),
}


def test_form_request_model(samples) -> None:
    upload, _ = samples["upload"]
    assert upload.form_kind == "multipart"
    assert [(f.name, f.is_file) for f in upload.form] == [("file", True), ("note", False), ("meta", False)]
    assert "Content-Type" not in dict(upload.headers)  # the client adds it with its boundary
    form, _ = samples["form"]
    assert form.form_kind == "urlencoded" and form.body_text is None
    assert ("Content-Type", "application/x-www-form-urlencoded") in form.headers


@pytest.mark.parametrize("kind", ["upload", "form"])
@pytest.mark.parametrize("lang", sorted(RUNNERS))
def test_form_sample_sends_form_fields(server, samples, tmp_path: Path, lang: str, kind: str) -> None:
    suffix, command, tool = RUNNERS[lang]
    if tool:
        need_tool(tool)
    if lang == "php" and "curl" not in subprocess.run([need_tool("php"), "-m"], capture_output=True, text=True).stdout:
        need_tool("php-curl-extension")  # the curl extension (Debian php-curl) is missing
    if lang == "python" and _python_with_requests() is None:
        pytest.skip("requests is not installed")
    _, codes = samples[kind]
    upload = tmp_path / FILE_PLACEHOLDER
    upload.parent.mkdir(parents=True)
    upload.write_bytes(FILE_BYTES)
    script = tmp_path / f"sample{suffix}"
    script.write_text(codes[lang])
    env = {"PATH": search_path(), "HOME": str(tmp_path), "GOCACHE": GOCACHE, "GOPATH": str(tmp_path / ".gopath"), "GO111MODULE": "off"}
    result = subprocess.run(command(script), cwd=tmp_path, capture_output=True, text=True, timeout=600, env=env, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    # fetch has no file system: its sample appends a Blob with placeholder contents
    _check_received(server, kind, b"<file contents>" if lang == "javascript" else FILE_BYTES)


@pytest.mark.parametrize("kind", ["upload", "form"])
def test_form_php_sample_is_valid(samples, tmp_path: Path, kind: str) -> None:
    need_tool("php")
    _, codes = samples[kind]
    assert "CURLOPT_POSTFIELDS => " + ("[" if kind == "upload" else "http_build_query([") in codes["php"]
    path = tmp_path / "sample.php"
    path.write_text(codes["php"])
    result = subprocess.run(["php", "-l", str(path)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("kind", ["upload", "form"])
def test_form_java_sample_compiles(samples, tmp_path: Path, kind: str) -> None:
    need_tool("javac")
    _, codes = samples[kind]
    assert ".field(" in codes["java"] and ".body(" not in codes["java"]
    (tmp_path / "Sample.java").write_text(
        "class HttpResponse<T> {}\n"
        "class Req { Req header(String a, String b) { return this; } Req field(String a, String b) { return this; }"
        " Req field(String a, java.io.File f) { return this; } HttpResponse<String> asString() { return new HttpResponse<>(); } }\n"
        "class Unirest { static Req post(String u) { return new Req(); } }\n"
        "public class Sample { public static void main(String[] a) {\n" + codes["java"] + "\n} }\n"
    )
    result = subprocess.run(["javac", "-d", str(tmp_path), str(tmp_path / "Sample.java")], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
