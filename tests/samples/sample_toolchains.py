"""Test support: find the toolchain a code-sample check needs (php, ruby, go, javac, node, curl), and a
local HTTP server the samples are run against.

Entry points: :func:`recording_server` (a server that answers ``{}`` to any method and records each
request as ``(method, path, content type, body)`` in its ``received`` list); :func:`tool` ``(name) ->
str``: the executable's path. When it is missing the test is
skipped, except under ``REVGEN_REQUIRE_TOOLCHAINS=1`` (set by ``.ci/run`` after
``.ci/sample-toolchains.sh`` installed them), where a missing tool fails the test: on CI every sample
language is checked, never skipped. Go is also looked for in ``/usr/local/go/bin``.
"""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

EXTRA_DIRS = ("/usr/local/go/bin",)


def required() -> bool:
    return os.environ.get("REVGEN_REQUIRE_TOOLCHAINS") == "1"


def tool(name: str) -> str:
    found = shutil.which(name) or next(
        (os.path.join(d, name) for d in EXTRA_DIRS if os.access(os.path.join(d, name), os.X_OK)), None)
    if found is None:
        if required():
            pytest.fail(f"{name} is not installed (REVGEN_REQUIRE_TOOLCHAINS=1: .ci/sample-toolchains.sh installs it)")
        pytest.skip(f"{name} is not installed")
    return found


def search_path() -> str:
    """A PATH for sample runs: the system's, plus where the toolchains live."""
    dirs = [*EXTRA_DIRS, "/usr/local/bin", "/usr/bin", "/bin"]
    return ":".join(dict.fromkeys(d for d in dirs if os.path.isdir(d)))


class _Recorder(BaseHTTPRequestHandler):
    def _record(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length)
        self.server.received.append((self.command, self.path, self.headers.get("Content-Type", ""), body))  # type: ignore[attr-defined]
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "2")
        self.end_headers()
        self.wfile.write(b"{}")

    # the http.server names of the methods the samples send (3.2's QUERY, an additionalOperations LINK)
    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_QUERY = do_LINK = _record  # noqa: N815

    def log_message(self, *args: object) -> None:
        pass


@contextmanager
def recording_server() -> Iterator[ThreadingHTTPServer]:
    """A server on 127.0.0.1 (a free port) in a thread, for as long as the block runs."""
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Recorder)
    httpd.received = []  # type: ignore[attr-defined]
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield httpd
    finally:
        httpd.shutdown()
        httpd.server_close()
