"""Every generated method against Prism (npm ``@stoplight/prism-cli``, a mock server that validates each
request against the spec), sync and async: each request accepted (no request violation), each answer
returned without raising. Event-stream-only operations are left to ``test_sdk_runtime.py`` (Prism
cannot stream). Prism is installed by ``.ci/prism.sh`` (run by ``.ci/run``, which sets
``REVGEN_REQUIRE_PRISM=1`` so that a missing Prism fails); elsewhere the tests skip without it. Figures go to stdout (``pytest -s``) and ``$REVGEN_PRISM_REPORT``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

import httpx

from prism import (PrismServer, Report, _resource, call_every_method, ensure_prism, only_event_stream, prism_required,
                   request_violations)
from sdk_helpers import FIXTURES, import_package

from generator.load import load_spec
from generator.targets.sdk import symbols, write_sdk
from generator.targets.sdk.operations import is_websocket


@pytest.fixture(scope="module")
def prism_exe() -> Path:
    exe = ensure_prism()
    if exe is None:
        if prism_required():
            pytest.fail("Prism is not installed (REVGEN_REQUIRE_PRISM=1: .ci/prism.sh installs it)")
        pytest.skip("Prism is not installed: bash .ci/prism.sh installs it (npm @stoplight/prism-cli)")
    return exe


def _run(exe: Path, spec_path: Path, package: str, tmp: Path, probe: Any = None, sync_every: int = 1) -> dict[str, Report]:
    """Every method, async (concurrently) and sync (in order; every ``sync_every``-th one)."""
    spec = load_spec(str(spec_path))
    write_sdk(spec, tmp / "sdk", package)
    sdk = import_package(tmp / "sdk", package)
    syms = symbols(spec, package)
    server = PrismServer(exe, spec_path, tmp / "prism.log")
    try:
        reports = {mode: call_every_method(sdk, spec, syms, server.base_url, is_async=mode == "async",
                                           every=sync_every if mode == "sync" else 1) for mode in ("sync", "async")}
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
            client.orders.create(amount=0)
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


# The failures Prism itself causes on OpenAI's spec (the request is valid; Prism cannot answer it). The
# event-stream-only operations are not called at all (Prism cannot stream; see only_event_stream).
OPENAI_PRISM_FAILURES = {
    ("POST", "/audio/speech"): "Prism validates the request, then drops the connection instead of mocking "
                               "the binary (application/octet-stream) answer",
}


def test_openai_every_method_against_prism(prism_exe: Path, shared_dir: Path, tmp_path: Path) -> None:
    """OpenAI's newest spec: every method async, every 8th sync (Prism answers one request at a time
    slowly on this spec); the failures are exactly the ones Prism causes, listed above."""
    spec_path = sorted((shared_dir / "specs" / "openai").glob("[0-9]*.yaml"))[-1]
    spec = load_spec(str(spec_path))
    callable_ops = [op for op in spec.operations.values() if not is_websocket(op) and not only_event_stream(op)]
    reports = _run(prism_exe, spec_path, "prism_openai_sdk", tmp_path, sync_every=8)
    assert reports["async"].total == len(callable_ops)
    for mode, report in reports.items():
        failed = {o.key: o.detail for o in report.failures()}
        assert set(failed) <= set(OPENAI_PRISM_FAILURES), f"{mode}: {failed}"
    assert set(OPENAI_PRISM_FAILURES) <= {o.key for o in reports["async"].failures()}  # a fixed one shows up


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
            stream_method = getattr(_resource(client, resource), method + "_stream", None)
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
