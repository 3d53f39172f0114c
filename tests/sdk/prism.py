"""Prism (npm ``@stoplight/prism-cli``), an independent mock server that validates every request
against the spec, and a driver that calls every generated method of an SDK against it.

``ensure_prism()`` finds the Prism that ``.ci/prism.sh`` installs with npm (``$REVGEN_PRISM_DIR``, else
``~/.cache/revgen-test/prism``), or None. ``PrismServer(spec)`` runs one ``prism mock`` on 127.0.0.1.
``call_every_method(...)`` calls each method once with minimal valid arguments (from
``generator.targets.sdk.examples``), sync or async, and reports per operation whether Prism accepted the
request (no ``sl-violations`` header) and whether the answer came back without raising.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

def prism_dir() -> Path:
    return Path(os.environ.get("REVGEN_PRISM_DIR") or Path.home() / ".cache" / "revgen-test" / "prism")


def ensure_prism() -> Path | None:
    """The ``prism`` executable that ``.ci/prism.sh`` installed, else None (the tests never install)."""
    exe = prism_dir() / "node_modules" / ".bin" / "prism"
    return exe if exe.exists() else None


def prism_required() -> bool:
    """``REVGEN_REQUIRE_PRISM=1`` (set by ``.ci/run``): a missing Prism fails the tests, not skips them."""
    return os.environ.get("REVGEN_REQUIRE_PRISM") == "1"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PrismServer:
    """``prism mock SPEC`` on 127.0.0.1 (static answers from the spec's examples and schemas)."""

    def __init__(self, exe: Path, spec: Path, log: Path) -> None:
        self.port = _free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self._log = open(log, "w")
        self.proc = subprocess.Popen(
            [str(exe), "mock", "-h", "127.0.0.1", "-p", str(self.port), str(spec)],
            stdout=self._log,
            stderr=subprocess.STDOUT,
        )
        self.log_path = log
        deadline = time.monotonic() + 600  # OpenAI's spec: 1.5 minutes on an idle machine, far more on a busy one
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"prism exited: {log.read_text()[-2000:]}")
            if "Prism is listening" in log.read_text():
                return
            time.sleep(0.25)
        self.close()
        raise RuntimeError(f"prism did not start: {log.read_text()[-2000:]}")

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self._log.close()


@dataclass
class Outcome:
    key: tuple[str, str]
    call: str
    accepted: bool = False  # Prism found no request violation
    returned: bool = False  # the method returned without raising
    detail: str = ""


@dataclass
class Report:
    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.outcomes)

    @property
    def accepted(self) -> int:
        return sum(o.accepted for o in self.outcomes)

    @property
    def returned(self) -> int:
        return sum(o.returned for o in self.outcomes)

    def failures(self) -> list[Outcome]:
        return [o for o in self.outcomes if not (o.accepted and o.returned)]


def plan(spec: Any, syms: Any) -> list[tuple[tuple[str, str], str, str, dict[str, Any]]]:
    """(operation key, resource attribute, method name, keyword arguments) for every method."""
    from generator.targets.sdk.examples import required_arguments

    calls = []
    for key, sym in sorted(syms.operations.items()):
        op = spec.operations[key]
        if only_event_stream(op) or "101" in op.responses:
            continue  # Prism cannot mock a stream or a WebSocket: the local-server tests cover these
        kwargs = {}
        for arg_key, value in required_arguments(op).items():
            lookup = (arg_key[0], arg_key[1].lower()) if arg_key[0] == "header" else arg_key
            name = sym.params.get(lookup) or sym.params.get(arg_key)
            if name is None and arg_key == ("body", ""):
                name = "body"
            if name is not None:
                kwargs[name] = value
        calls.append((key, sym.resource, sym.method, kwargs))
    return calls


def only_event_stream(op: Any) -> bool:
    """The operation's 2xx answers are all ``text/event-stream``."""
    media = [m for s, r in op.responses.items() if s.startswith("2") for m in r.content]
    return bool(media) and all(m.split(";")[0].strip().lower() == "text/event-stream" for m in media)


def request_violations(response: httpx.Response) -> str:
    """Prism's complaints about the *request* (those about its own mocked answer are left out: the
    answer comes from the spec's examples, which may not match the spec). Prism lists them in an
    ``sl-violations`` header, or, when the spec declares no 4xx answer, in a 422 problem body."""
    if response.headers.get("content-type", "").startswith("application/problem+json"):
        response.read()
        return response.text or "problem+json"
    raw = response.headers.get("sl-violations")
    if not raw:
        return ""
    listed = raw.removeprefix("Too many violations! ")  # Prism's prefix on a long list (may be cut short)
    try:
        found = json.loads(listed)
    except ValueError:
        # a list cut short: judge by the locations that made it
        return raw if '"location":["request"' in listed or not listed.startswith("[") else ""
    return json.dumps([v for v in found if (v.get("location") or [""])[0] == "request"]) if any(
        (v.get("location") or [""])[0] == "request" for v in found
    ) else ""


def _resource(client: Any, dotted: str) -> Any:
    """``client.chat.completions`` for ``"chat.completions"``: resources nest."""
    for attr in dotted.split("."):
        client = getattr(client, attr)
    return client


CONNECTION_ATTEMPTS = 3  # a call whose connection failed is made again (only then: nothing else is retried)


def call_every_method(package: Any, spec: Any, syms: Any, base_url: str, *, is_async: bool, every: int = 1) -> Report:
    """Call every method once against ``base_url`` (with ``every=n``, every n-th one); sync calls in
    order, async ones concurrently."""
    seen: dict[str, str] = {}

    def record(response: httpx.Response) -> None:
        seen[response.request.headers.get("x-call-id", "")] = request_violations(response)

    async def arecord(response: httpx.Response) -> None:
        await response.aread()  # a problem+json body is read by record()
        record(response)

    report = Report()
    calls = plan(spec, syms)[::every]
    for key, resource, method, kwargs in calls:
        report.outcomes.append(Outcome(key, f"client.{resource}.{method}"))

    def finish(i: int, error: BaseException | None) -> None:
        o = report.outcomes[i]
        verdict = seen.get(str(i))
        o.accepted = verdict == ""
        o.returned = error is None
        parts = [verdict or ""] if verdict else []
        if verdict is None:
            parts.append("no answer recorded")
        if error is not None:
            parts.append(f"{type(error).__name__}: {str(error)[:300]}")
        o.detail = "; ".join(parts)

    if not is_async:
        http = httpx.Client(event_hooks={"response": [record]})
        client = package.Client(base_url=base_url, api_key="test-key", http_client=http, max_retries=0)
        for i, (key, resource, method, kwargs) in enumerate(calls):
            try:
                getattr(_resource(client, resource), method)(**kwargs, extra_headers={"x-call-id": str(i)})
                finish(i, None)
            except Exception as exc:  # noqa: BLE001 - reported per operation
                finish(i, exc)
        client.close()
        return report

    async def run() -> None:
        http = httpx.AsyncClient(event_hooks={"response": [arecord]}, limits=httpx.Limits(max_connections=8))
        client = package.AsyncClient(base_url=base_url, api_key="test-key", http_client=http, max_retries=0)

        async def one(i: int, resource: str, method: str, kwargs: dict[str, Any]) -> None:
            for attempt in range(CONNECTION_ATTEMPTS):
                try:
                    await getattr(_resource(client, resource), method)(**kwargs, extra_headers={"x-call-id": str(i)})
                    finish(i, None)
                    return
                except package.APIConnectionError as exc:  # a busy machine: Prism missed the connection
                    if attempt + 1 == CONNECTION_ATTEMPTS:
                        finish(i, exc)
                except Exception as exc:  # noqa: BLE001
                    finish(i, exc)
                    return

        await asyncio.gather(*(one(i, r, m, kw) for i, (_, r, m, kw) in enumerate(calls)))
        await client.close()

    asyncio.run(run())
    return report
