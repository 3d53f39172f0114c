"""The SDKs of the newest Together, Stripe and OpenAI revisions (../shared/specs; skipped without it)
pass ``mypy --strict`` and pyright with no error, whole, and so does a user's program against the
OpenAI SDK; a second program's deliberate mistakes are each reported by both, at their line.

The three packages are generated once into one folder; mypy and pyright each run once over all of it,
side by side. pyright is pip's ``pyright`` (it installs its node package on first use: ``.ci/run``
does that before the tests); without it the pyright half skips, except under
``REVGEN_REQUIRE_TOOLCHAINS=1`` (CI), where it fails."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from generator.load import load_spec
from generator.output import write_tree
from generator.targets.sdk import generate_sdk

APIS = ("together", "stripe", "openai")

GOOD = '''
from __future__ import annotations

from pathlib import Path

from openai_sdk import Client, Stream
from openai_sdk.models import CreateChatCompletionResponse, CreateChatCompletionStreamResponse
from openai_sdk.params import ChatCompletionRequestUserMessageParam

client = Client(api_key="sk-test", max_retries=1)
question: ChatCompletionRequestUserMessageParam = {"role": "user", "content": "Say hi"}
answer: CreateChatCompletionResponse = client.chat.completions.create(
    model="gpt-4.1",
    messages=[{"role": "system", "content": "be brief"}, question],
    temperature=None,
    reasoning_effort="low",
    metadata={"run": "1"},
    tool_choice="auto",
    stop=["\\n"],
    timeout=10.0,
)
text: str | None = answer.choices[0].message.content
print((text or "").upper())
named = client.chat.completions.create(
    model="gpt-4.1",
    messages=[question],
    tool_choice={"type": "function", "function": {"name": "lookup"}},
)
print(named.id)
chunks: Stream[CreateChatCompletionStreamResponse] = client.chat.completions.create(
    model="gpt-4.1", messages=[question], stream=True
)
for chunk in chunks:
    print(chunk.choices[0].delta.content if chunk.choices else "")
vectors = client.embeddings.create(input=["a", "b"], model="text-embedding-3-small")
print(len(vectors.data[0].embedding))
uploaded = client.files.create(file=Path("train.jsonl"), purpose="fine-tune")
print(uploaded.id, [m.id for m in client.models.list().data])
raw = client.models.with_raw_response.retrieve("gpt-4.1")
print(raw.status_code, raw.parse().owned_by)
'''

BAD = '''
from __future__ import annotations

from openai_sdk import Client

client = Client(api_key="sk-test")
client.chat.completions.create(model="gpt-4.1", messages=[{"role": "user"}])  # BAD: no content
client.chat.completions.create(model="gpt-4.1", messages=[{"role": "robot", "content": "hi"}])  # BAD: role
client.chat.completions.create(model="gpt-4.1", messages=[], temperature="hot")  # BAD: not a float
client.chat.completions.create(model="gpt-4.1", messages=[], reasoning_effort="extreme")  # BAD: Literal
client.chat.completions.create(model="gpt-4.1", messages=[], tool_choice=3)  # BAD: str or object
client.chat.completions.create(model="gpt-4.1", messages=[], metadata={"run": 1})  # BAD: str values
print(client.chat.completions.create(model="gpt-4.1", messages=[]).choices[0].message.content.upper())  # BAD: None
print(client.chat.completions.create(model="gpt-4.1", messages=[], stream=True).choices)  # BAD: a stream
client.embeddings.create(input="x")  # BAD: model missing
client.files.create(file=b"{}", purpose="training")  # BAD: Literal
'''


@pytest.fixture(scope="module")
def sdks(shared_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder holding ``together_sdk``, ``stripe_sdk``, ``openai_sdk`` and the two programs."""
    files: dict[str, str] = {}
    for api in APIS:
        revisions = sorted(p for p in (shared_dir / "specs" / api).glob("0*") if p.suffix in (".json", ".yaml"))
        if not revisions:
            pytest.skip(f"../shared/specs/{api} is absent")
        package = f"{api}_sdk"
        made = generate_sdk(load_spec(str(revisions[-1])), package, jobs=None)
        files.update((path, text) for path, text in made.items() if path.startswith(package + "/"))
    files["good.py"] = GOOD
    files["bad.py"] = BAD
    out = tmp_path_factory.mktemp("real") / "sdks"
    write_tree(out, files)
    return out


def reported_lines(errors: list[str]) -> set[int]:
    return {int(m.group(1)) for m in (re.search(r"bad\.py:(\d+):", e) for e in errors) if m}


def test_real_sdks_and_a_users_programs_type_check(sdks: Path) -> None:
    checked = [*(f"{api}_sdk" for api in APIS), "good.py", "bad.py"]
    has_pyright = importlib.util.find_spec("pyright") is not None
    if not has_pyright and os.environ.get("REVGEN_REQUIRE_TOOLCHAINS") == "1":
        pytest.fail("pip pyright is not installed (the test extra has it)")
    mypy = subprocess.Popen(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *checked],
        cwd=sdks, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    pyright = subprocess.Popen(
        [sys.executable, "-m", "pyright", "--pythonpath", sys.executable, *checked],
        cwd=sdks, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    ) if has_pyright else None
    mypy_out, _ = mypy.communicate(timeout=1800)
    pyright_out = pyright.communicate(timeout=1800)[0] if pyright else ""
    mistakes = {i + 1 for i, line in enumerate(BAD.splitlines()) if "# BAD" in line}

    mypy_errors = [line for line in mypy_out.splitlines() if ": error:" in line]
    assert [e for e in mypy_errors if not e.startswith("bad.py:")] == [], mypy_out[-4000:]
    assert reported_lines(mypy_errors) == mistakes, mypy_out[-4000:]

    if pyright is None:
        pytest.skip("pip pyright is not installed: mypy half only")
    if " - error:" not in pyright_out and pyright.returncode != 0:
        if os.environ.get("REVGEN_REQUIRE_TOOLCHAINS") == "1":
            pytest.fail(f"pyright did not run: {pyright_out[-3000:]}")
        pytest.skip(f"pyright did not run here (its node package is installed on first use): {pyright_out[-300:]}")
    pyright_errors = [line.strip() for line in pyright_out.splitlines() if " - error:" in line]
    assert [e for e in pyright_errors if os.path.basename(e.split(":", 1)[0]) != "bad.py"] == [], pyright_out[-4000:]
    assert reported_lines(pyright_errors) == mistakes, pyright_out[-4000:]
