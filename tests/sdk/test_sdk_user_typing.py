"""A user's script against a generated package passes ``mypy --strict``: request objects as dict
literals (TypedDicts with ``Literal`` enums), streaming, raw and streamed responses, binary answers,
uploads, per-call options, sync and async, and the package README's quick start. A second script with
mistakes must fail, line by line."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from generator.load import load_spec
from generator.targets.sdk import write_sdk

FIXTURES = Path(__file__).resolve().parent / "fixtures"

GOOD = '''
from __future__ import annotations

import asyncio
from pathlib import Path

import httpx

from typed_sdk import APIResponse, AsyncClient, BinaryResponse, Client, Stream
from typed_sdk.models import ChatChunk, ChatResponse, Order
from typed_sdk.params import ChatOptionsParam, MessageParam

client = Client(api_key="k", timeout=httpx.Timeout(10.0), max_retries=1)
answer: ChatResponse = client.chat.completions.create(
    model="m-1",
    messages=[
        {"role": "system", "content": "be brief"},
        {"role": "user", "content": "hi", "name": "ann"},
    ],
    options={"mode": "fast", "seed": 1},
    temperature=0.2,
    max_tokens=None,
    created_after="2024-01-01T00:00:00Z",
    timeout=5.0,
    max_retries=0,
    extra_headers={"X-Trace": "1"},
    extra_query={"debug": True},
    extra_body={"note": "x"},
)
print(answer.text.upper())

history: list[MessageParam] = [{"role": "assistant", "content": "ok"}]
options: ChatOptionsParam = {"mode": "exact"}
stream: Stream[ChatChunk] = client.chat.completions.create_stream(model="m-1", messages=history, options=options)
with stream:
    for chunk in stream:
        print(chunk.delta)
stream.close()
flagged: Stream[ChatChunk] = client.chat.completions.create(model="m-1", messages=history, stream=True)
whole: ChatResponse = client.chat.completions.create(model="m-1", messages=history, stream=False)
either = client.chat.completions.create(model="m-1", messages=history, stream=bool(whole.text))
if isinstance(either, Stream):
    print([c.delta for c in either])

raw: APIResponse[Order] = client.orders.with_raw_response.retrieve("o-1")
status: int = raw.status_code
request_id: str | None = raw.request_id
order: Order = raw.parse()
with client.orders.with_streaming_response.create(amount=3, idempotency_key="k-1") as response:
    body: bytes = response.read()
    parsed: Order = response.parse()

speech: BinaryResponse = client.audio.speech.create(input="hello", voice="echo")
speech.write_to_file(Path("speech.wav"))
data: bytes = speech.read()
upload = client.files.create(file=Path("train.jsonl"), purpose="fine-tune")
client.files.create(file=("a.jsonl", b"{}", "application/jsonl"), purpose="batch")
copy: Client = client.with_options(timeout=2.0, max_retries=5)
copy.orders.delete("o-1")


async def main() -> None:
    aclient = AsyncClient()
    astream = await aclient.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}], stream=True)
    async with astream:
        async for achunk in astream:
            print(achunk.id)
    araw = await aclient.orders.with_raw_response.retrieve("o-1")
    aorder: Order = await araw.parse()
    async with aclient.audio.speech.with_streaming_response.create(input="x") as aresponse:
        await aresponse.write_to_file("x.wav")
    print(aorder.id)
    await aclient.close()


asyncio.run(main())
'''

BAD = '''
from __future__ import annotations

from typed_sdk import Client

client = Client()
client.chat.completions.create(model="m", messages=[{"role": "robot", "content": "hi"}])  # BAD: Literal
client.chat.completions.create(model="m", messages=[{"role": "user"}])  # BAD: missing "content"
client.chat.completions.create(model="m", messages=[], options={"mode": "slow"})  # BAD: Literal
client.chat.completions.create(messages=[])  # BAD: missing model
client.audio.speech.create(input="x").parse()  # BAD: no such attribute
client.orders.with_raw_response.retrieve(1)  # BAD: not a str
print(client.chat.completions.create(model="m", messages=[], stream=True).text)  # BAD: a stream has no text
'''


def test_user_script_passes_mypy_strict_and_mistakes_fail(tmp_path: Path) -> None:
    write_sdk(load_spec(str(FIXTURES / "runtime.yaml")), tmp_path / "out", "typed_sdk")
    out = tmp_path / "out"
    (out / "good.py").write_text(GOOD, encoding="utf-8")
    (out / "bad.py").write_text(BAD, encoding="utf-8")
    # the package README's quick start is a program of its own: real names, checked like the user's
    readme = (out / "README.md").read_text(encoding="utf-8")
    quick = readme.split("## Quick start", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    (out / "quick.py").write_text(quick, encoding="utf-8")
    compile(quick, "quick.py", "exec")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "typed_sdk", "good.py", "bad.py", "quick.py"],
        cwd=out,
        capture_output=True,
        text=True,
    )
    lines = result.stdout.splitlines()
    assert not [line for line in lines if not line.startswith(("bad.py:", "Found "))], result.stdout
    bad_lines = [i + 1 for i, line in enumerate(BAD.splitlines()) if "# BAD" in line]
    reported = {int(m.group(1)) for m in (re.match(r"bad\.py:(\d+): error", line) for line in lines) if m}
    assert reported == set(bad_lines), result.stdout


def test_pyright_agrees_with_mypy_on_the_user_script(tmp_path: Path) -> None:
    """pyright (pip ``pyright``; it fetches its node package on first run) finds nothing in the package
    and the good script, and every mistake of the bad one. Skipped when pyright cannot start here,
    except under ``REVGEN_REQUIRE_TOOLCHAINS=1`` (CI)."""
    import importlib.util
    import os

    import pytest

    if importlib.util.find_spec("pyright") is None:
        pytest.skip("pip pyright is not installed")
    out = tmp_path / "out"
    write_sdk(load_spec(str(FIXTURES / "runtime.yaml")), out, "typed_sdk")
    (out / "good.py").write_text(GOOD, encoding="utf-8")
    (out / "bad.py").write_text(BAD, encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "pyright", "--pythonpath", sys.executable, "typed_sdk", "good.py", "bad.py"],
        cwd=out, capture_output=True, text=True, timeout=900,
    )
    if "error:" not in result.stdout and result.returncode != 0:
        if os.environ.get("REVGEN_REQUIRE_TOOLCHAINS") == "1":
            pytest.fail(f"pyright did not run: {result.stdout[-2000:]}{result.stderr[-2000:]}")
        pytest.skip(f"pyright did not run here (its node package is fetched on first use): {result.stderr[-300:]}")
    errors = [line.strip() for line in result.stdout.splitlines() if " - error:" in line]
    assert not [e for e in errors if not os.path.basename(e.split(":", 1)[0]) == "bad.py"], result.stdout[-3000:]
    bad_lines = {i + 1 for i, line in enumerate(BAD.splitlines()) if "# BAD" in line}
    reported = {int(m.group(1)) for m in (re.search(r"bad\.py:(\d+):", e) for e in errors) if m}
    assert reported == bad_lines, result.stdout[-3000:]
