"""Every generated method against Prism (npm ``@stoplight/prism-cli``, a mock server that validates each
request against the spec), sync and async: each request accepted (no request violation), each answer
returned without raising. Event-stream-only operations are left to ``test_sdk_runtime.py`` (Prism
cannot stream). Prism is installed by ``prism.ensure_prism`` on first use; the tests skip only when npm
is missing or the install fails. Figures go to stdout (``pytest -s``) and ``$REVGEN_PRISM_REPORT``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

import httpx

from prism import PrismServer, Report, request_violations, call_every_method, ensure_prism, only_event_stream
from sdk_helpers import FIXTURES, import_package

from generator.load import load_spec
from generator.targets.sdk import symbols, write_sdk
from generator.targets.sdk.operations import is_websocket


@pytest.fixture(scope="module")
def prism_exe() -> Path:
    exe = ensure_prism()
    if exe is None:
        pytest.skip("npm is missing or could not install @stoplight/prism-cli")
    return exe


def _run(exe: Path, spec_path: Path, package: str, tmp: Path, probe: Any = None) -> dict[str, Report]:
    spec = load_spec(str(spec_path))
    write_sdk(spec, tmp / "sdk", package)
    sdk = import_package(tmp / "sdk", package)
    syms = symbols(spec, package)
    server = PrismServer(exe, spec_path, tmp / "prism.log")
    try:
        reports = {mode: call_every_method(sdk, spec, syms, server.base_url, is_async=mode == "async") for mode in ("sync", "async")}
        if probe is not None:
            probe(sdk, server.base_url)
    finally:
        server.close()
    streams = sum(1 for op in spec.operations.values() if only_event_stream(op) and not is_websocket(op))
    lines = {mode: f"{spec_path.name} {mode}: {r.accepted}/{r.total} accepted by Prism, {r.returned}/{r.total} returned"
             f" ({streams} event-stream-only operations tested on a local server)" for mode, r in reports.items()}
    print("\n" + "\n".join(lines.values()))
    target = os.environ.get("REVGEN_PRISM_REPORT")
    if target:
        with open(target, "a", encoding="utf-8") as f:
            f.write(json.dumps({"spec": spec_path.name, **{m: [r.accepted, r.returned, r.total] for m, r in reports.items()}}) + "\n")
    return reports


def _check(reports: dict[str, Report], expected_total: int) -> None:
    for mode, report in reports.items():
        assert report.total == expected_total, mode
        failures = [f"{o.call}: {o.detail}" for o in report.failures()]
        assert not failures, f"{mode}: " + "\n".join(failures[:20])


def test_fixture_every_method_against_prism(prism_exe: Path, tmp_path: Path) -> None:
    spec = load_spec(str(FIXTURES / "runtime.yaml"))
    callable_ops = [op for op in spec.operations.values() if not is_websocket(op) and not only_event_stream(op)]

    def probe(sdk: Any, base_url: str) -> None:
        # the harness can see a rejected request: `amount` has `minimum: 1` and Prism says so
        client = sdk.Client(base_url=base_url, api_key="k", max_retries=0)
        with pytest.raises(sdk.UnprocessableEntityError) as info:
            client.orders.create_order(amount=0)
        assert "amount must be >= 1" in json.dumps(info.value.body)
        auth = {"Authorization": "Bearer k"}
        assert request_violations(httpx.post(base_url + "/orders", json={"amount": 0}, headers=auth))
        assert request_violations(httpx.post(base_url + "/orders", json={"amount": 2}, headers=auth)) == ""

    reports = _run(prism_exe, FIXTURES / "runtime.yaml", "prism_rt_sdk", tmp_path, probe)
    _check(reports, len(callable_ops))


def test_rl_fixture_every_method_against_prism(prism_exe: Path, tmp_path: Path) -> None:
    spec = load_spec(str(FIXTURES / "rl.yaml"))
    callable_ops = [op for op in spec.operations.values() if not is_websocket(op) and not only_event_stream(op)]
    _check(_run(prism_exe, FIXTURES / "rl.yaml", "prism_rl_sdk", tmp_path), len(callable_ops))


def test_together_every_method_against_prism(prism_exe: Path, shared_dir: Path, tmp_path: Path) -> None:
    spec_path = sorted((shared_dir / "specs" / "together").glob("092_*.yaml"))[0]
    spec = load_spec(str(spec_path))
    callable_ops = [op for op in spec.operations.values() if not is_websocket(op) and not only_event_stream(op)]
    assert len(callable_ops) == 96
    _check(_run(prism_exe, spec_path, "prism_together_sdk", tmp_path), len(callable_ops))
    _streams_on_local_server(spec, tmp_path / "sdk", "prism_together_sdk")


def _chunk_schema(op: Any) -> Any:
    """The schema of one chunk of ``op``'s event stream (inside a ``{data: ...}`` envelope if any)."""
    media = next(m for s, r in op.responses.items() if s.startswith("2") for m in r.content if m.startswith("text/event-stream"))
    schema = next(r.content[media].schema for s, r in op.responses.items() if s.startswith("2") and media in r.content)
    for variant in schema.one_of or schema.any_of or [schema]:
        props = variant.properties
        if "data" in props and set(props) <= {"data", "event", "id", "retry"} and props["data"].enum != ["[DONE]"]:
            return props["data"]
    return schema


def _streams_on_local_server(spec: Any, out: Path, package: str) -> None:
    """Each streaming method of the SDK against a local server sending one spec-valid chunk, then
    ``[DONE]``: it asks for ``text/event-stream`` and yields the chunk typed as the spec's schema."""
    from generator.targets.sdk.examples import minimal_value
    from prism import plan
    from sdk_helpers import Server

    sdk = import_package(out, package)
    syms = symbols(spec, package)
    server = Server(prefix="")
    client = sdk.Client(base_url=server.base_url, api_key="k")
    tested = 0
    try:
        for key, resource, method, kwargs in plan(spec, syms):
            op = spec.operations[key]
            stream_method = getattr(getattr(client, resource), method + "_stream", None)
            if stream_method is None:
                continue
            chunk = _chunk_schema(op)
            payload = json.dumps(minimal_value(chunk)).encode()
            server.on(key[0], key[1], (200, {"Content-Type": "text/event-stream"}, b"data: " + payload + b"\n\ndata: [DONE]\n\n"))
            with stream_method(**kwargs) as stream:
                got = list(stream)
            assert server.requests[-1]["headers"]["accept"] == "text/event-stream", method
            assert len(got) == 1, method
            if chunk.name:  # a component: the chunk is its model, not the envelope
                assert type(got[0]).__name__ == syms.schemas[chunk.name].class_name, (method, type(got[0]))
            tested += 1
    finally:
        server.close()
    print(f"{tested} streaming methods tested on a local server")
    assert tested >= 3  # chat completions, completions, audio speech
