"""End to end on the newest real Together revision: every operation generated exactly once on each
client (plus its ``_stream`` twin), the names users of Stainless SDKs type, the package compiles, imports
quickly and passes ``mypy --strict`` with zero errors together with a user's script that walks two
pages of a list against a live local server; black leaves it unchanged."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import black

from generator.load import load_spec
from generator.output import write_tree
from generator.targets.sdk import build_context, generate_sdk, symbols
from sdk_helpers import Server, import_package

EXPECTED = {
    ("POST", "/chat/completions"): "client.chat.completions.create",
    ("GET", "/files"): "client.files.list",
    ("GET", "/files/{id}"): "client.files.retrieve",
    ("DELETE", "/files/{id}"): "client.files.delete",
    ("POST", "/fine-tunes/{id}/cancel"): "client.fine_tuning.cancel",
    ("GET", "/endpoints"): "client.endpoints.list",
    ("GET", "/clusters/availability-zones"): "client.endpoints.availability_zones",  # tag `endpoints`, not `Endpoints`
    ("GET", "/rl/training-sessions"): "client.rl.training_sessions.list",
}

USER_SCRIPT = '''
import sys
from typing import List

from together_sdk import Client, SyncPage
from together_sdk.models import RlTrainingSession


def two_pages(base_url: str) -> List[str]:
    client = Client(base_url=base_url, api_key="k")
    page: SyncPage[RlTrainingSession] = client.rl.training_sessions.list(limit=2)
    ids = [str(s.id) for s in page.items]
    if page.has_next_page():
        ids.extend(str(s.id) for s in page.next_page().items)
    return ids


if __name__ == "__main__":
    print(",".join(two_pages(sys.argv[1])))
'''


def methods_of(resource: Any, prefix: str) -> list[str]:
    """Every public method reachable from ``resource`` (a client or a resource), as call strings."""
    out = []
    cls = type(resource)
    for name in sorted(dir(cls)):
        if name.startswith("_"):
            continue
        attr = getattr(cls, name)
        if callable(attr) and type(resource).__module__.split(".")[-2:-1] == ["resources"]:
            out.append(f"{prefix}.{name}")
        elif type(attr).__name__ == "cached_property":
            out.extend(methods_of(getattr(resource, name), f"{prefix}.{name}"))
    return out


def test_together_newest(shared_dir: Path, tmp_path: Path) -> None:
    spec_file = sorted((shared_dir / "specs" / "together").glob("092_*.yaml"))[0]
    spec = load_spec(str(spec_file))
    ctx = build_context(spec, "together_sdk")
    files = generate_sdk(ctx, "together_sdk")
    syms = symbols(ctx, "together_sdk")
    websocket = {key for key, op in spec.operations.items() if "101" in op.responses}
    assert len(websocket) == 2  # /audio/speech/websocket and /realtime: a connect() each
    assert set(syms.operations) == set(spec.operations) and len(syms.operations) == 98
    assert {syms.operations[key].call for key in websocket} == {"client.audio.speech.connect", "client.realtime.connect"}
    assert set(syms.schemas) == set(spec.schemas)
    assert {k: syms.operations[k].call for k in EXPECTED} == EXPECTED
    assert ctx.stats["pagination"] == {"cursor": 1}
    mode = black.Mode()
    for path, text in files.items():
        if path.endswith(".py"):
            compile(text, path, "exec")
            assert black.format_str(text, mode=mode) == text, path
    write_tree(tmp_path / "out", files)
    out = tmp_path / "out"
    # each operation exactly once per client: the methods reachable from Client and AsyncClient are the
    # calls `symbols` names plus the `_stream` twins
    sdk = import_package(out, "together_sdk")
    twins = {f"{c}_stream" for c in (s.call for s in syms.operations.values())}
    for client in (sdk.Client(api_key="x"), sdk.AsyncClient(api_key="x")):
        reachable = methods_of(client, "client")
        assert len(reachable) == len(set(reachable))
        assert set(reachable) - twins == {s.call for s in syms.operations.values()}
    # import time is measured by benchmarks/sdk_bench.py --check, not asserted here
    script = out / "user_script.py"
    script.write_text(USER_SCRIPT)
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "together_sdk", "user_script.py"],
        cwd=out,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout[-3000:]
    server = Server(prefix="")
    try:
        pages = {None: (["s1", "s2"], "s2"), "s2": (["s3", "s4"], "s4"), "s4": (["s5"], "")}

        def sessions(query: dict[str, list[str]]) -> Any:
            ids, nxt = pages[query.get("after", [None])[0]]
            return {"data": [{"id": i} for i in ids], "meta": {"has_more": bool(nxt), "next_cursor": nxt}}

        server.route("GET", "/rl/training-sessions", sessions)
        ran = subprocess.run(
            [sys.executable, str(script), server.base_url],
            capture_output=True, text=True, check=True, env={**os.environ, "PYTHONPATH": str(out)},
        )
    finally:
        server.close()
    assert ran.stdout.strip() == "s1,s2,s3,s4"
    assert [r["query"].get("after") for r in server.requests] == [None, ["s2"]]
