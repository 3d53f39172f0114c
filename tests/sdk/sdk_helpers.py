"""Helpers for the SDK tests: generate a package from a fixture spec, import it, golden cases.

Regenerate every golden tree (then review with ``git diff tests/sdk/golden``)::

    python -m pytest tests/sdk/test_sdk_golden.py --update-golden
"""

from __future__ import annotations

import asyncio
import importlib
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import ModuleType
from typing import Any, Callable
from urllib.parse import parse_qs, urlsplit

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures"
GOLDEN = HERE / "golden"
GOLDEN_CASES = {
    "rl": ("rl.yaml", "rl_sdk"),
    "hostile": ("hostile.yaml", "hostile_sdk"),
    "qa": ("qa.yaml", "qa_sdk"),
    "runtime": ("runtime.yaml", "runtime_sdk"),
    "tree": ("tree.yaml", "tree_sdk"),
}


def generate_and_import(spec_name: str, package: str, out: Path) -> ModuleType:
    """Write the SDK for ``fixtures/<spec_name>`` into ``out`` and import it as ``package``."""
    from generator.load import load_spec
    from generator.targets.sdk import write_sdk

    write_sdk(load_spec(str(FIXTURES / spec_name)), out, package)
    return import_package(out, package)


def import_package(out: Path, package: str) -> ModuleType:
    """Import the generated ``package`` found in folder ``out`` (fresh, even if imported before)."""
    sys.path.insert(0, str(out))
    try:
        for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
            del sys.modules[name]
        return importlib.import_module(package)
    finally:
        sys.path.remove(str(out))


def render_golden(case: str) -> dict[str, str]:
    from generator.load import load_spec
    from generator.targets.sdk import generate_sdk

    spec_file, package = GOLDEN_CASES[case]
    return generate_sdk(load_spec(str(FIXTURES / spec_file)), package)


def walk_both(sdk: Any, server: "Server", call: Callable[[Any], Any]) -> tuple[list[Any], list[Any]]:
    """Every item ``call(client)`` iterates, with the generated package's sync client and with its async
    one, both pointed at ``server``."""
    client = sdk.Client(base_url=server.base_url, api_key="k", max_retries=0)
    synced = list(call(client))

    async def run() -> list[Any]:
        aclient = sdk.AsyncClient(base_url=server.base_url, api_key="k", max_retries=0)
        try:
            return [x async for x in call(aclient)]
        finally:
            await aclient.close()

    return synced, asyncio.run(run())


class Server:
    """A scripted HTTP server: records every request; answers by (method, path)."""

    def __init__(self, prefix: str = "/v1") -> None:
        self.requests: list[dict[str, Any]] = []
        self.script: dict[tuple[str, str], list[tuple[Any, ...]]] = {}
        self.routes: dict[tuple[str, str], Any] = {}  # (method, path) -> fn(query) -> JSON body [, headers]
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def _handle(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                url = urlsplit(self.path)
                outer.requests.append(
                    {
                        "method": self.command,
                        "path": url.path,
                        "query": parse_qs(url.query),
                        "headers": {k.lower(): v for k, v in self.headers.items()},
                        "body": body,
                    }
                )
                route = outer.routes.get((self.command, url.path))
                if route is not None:
                    answer = route(parse_qs(url.query))
                    answer, headers = answer if isinstance(answer, tuple) else (answer, {})
                    status, payload = 200, json.dumps(answer).encode()
                else:
                    queue = outer.script.get((self.command, url.path)) or [(404, {}, b'{"error": {"message": "no route"}}')]
                    status, headers, payload, *delay = queue.pop(0) if len(queue) > 1 else queue[0]
                    if delay:
                        time.sleep(delay[0])
                self.send_response(status)
                headers = {"Content-Type": "application/json", **headers}
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                try:
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client stopped reading (a closed stream, a timeout)

            do_GET = do_POST = do_DELETE = do_PUT = do_PATCH = _handle

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        self.base_url = f"http://127.0.0.1:{self.httpd.server_address[1]}{prefix}"

    def on(self, method: str, path: str, *answers: tuple[Any, ...]) -> None:
        """Answers ``(status, headers, body[, delay seconds])``, in turn (the last one repeats)."""
        self.script[(method, path)] = [
            (s, h, b if isinstance(b, bytes) else json.dumps(b).encode(), *rest) for s, h, b, *rest in answers
        ]

    def route(self, method: str, path: str, answer: Any) -> None:
        """Answer every ``method path`` request with ``answer(query)`` (a JSON value; query as parse_qs)."""
        self.routes[(method, path)] = answer

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
