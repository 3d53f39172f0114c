"""The ``revgen.yaml`` SDK config: renames, moves, pagination declared or disabled, client class and
environment names; every mistake is ``error: FILE:LINE:COL: ...`` with exit 2 and no output written."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from generator.load import load_spec
from generator.targets.sdk import build_context, load_config, symbols
from sdk_helpers import FIXTURES, import_package

REPO = Path(__file__).resolve().parents[2]

CONFIG = """\
sdk:
  client:
    class_name: Acme
    api_key_env: ACME_TOKEN
    base_url_env: ACME_URL
  resources:
    fine_tuning: jobs
    chat.completions: answers
  operations:
    POST /v2/fine-tunes/{id}/cancel:
      name: stop
    downloadFineTune:
      resource: files.exports
      name: fetch
    GET /v2/logs:
      pagination: false
    GET /v2/tags:
      pagination: {kind: offset, items: data, param: limit}
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "revgen.yaml"
    path.write_text(text)
    return path


def test_config_renames_moves_and_paging(tmp_path: Path) -> None:
    spec = load_spec(str(FIXTURES / "tree.yaml"))
    ctx = build_context(spec, "cfg_sdk", config=load_config(str(_write(tmp_path, CONFIG))))
    calls = {k: s.call for k, s in symbols(ctx, "cfg_sdk").operations.items()}
    assert calls[("POST", "/v2/fine-tunes/{id}/cancel")] == "client.jobs.stop"
    assert calls[("GET", "/v2/fine-tunes")] == "client.jobs.list"
    assert calls[("POST", "/v2/chat/completions")] == "client.chat.answers.create"
    assert calls[("GET", "/v2/finetune/download")] == "client.files.exports.fetch"
    assert ctx.stats["pagination"] == {"cursor": 1, "cursor_id": 1, "link_header": 1, "offset": 2, "page": 1}  # logs off, tags on
    assert ctx.globals["api_key_env"] == "ACME_TOKEN" and ctx.globals["base_url_env"] == "ACME_URL"


def test_config_beside_the_spec_is_read_and_the_cli_reports_schemes(tmp_path: Path) -> None:
    spec = tmp_path / "api" / "tree.yaml"
    spec.parent.mkdir()
    spec.write_text((FIXTURES / "tree.yaml").read_text())
    (spec.parent / "revgen.yaml").write_text(CONFIG)
    out = tmp_path / "out"
    result = subprocess.run(
        [sys.executable, "-m", "generator", "sdk", str(spec), "-o", str(out), "--package-name", "cfg_cli_sdk"],
        capture_output=True, text=True, cwd=REPO,
    )
    assert result.returncode == 0, result.stderr
    assert "pagination: 1 cursor, 1 cursor_id, 1 link_header, 2 offset, 1 page (15 not paginated)" in result.stderr
    assert "names: 5 action, 2 config, 2 fallback, 12 verb (of 21 generated operations)" in result.stderr, result.stderr
    sdk = import_package(out, "cfg_cli_sdk")
    client = sdk.Acme(api_key="k")
    assert sdk.Client is sdk.Acme and isinstance(sdk.AsyncAcme(api_key="k"), sdk.AsyncClient)
    assert callable(client.jobs.stop) and callable(client.files.exports.fetch)
    assert "client.jobs.<a" in (out / "README.md").read_text()
    assert "ACME_TOKEN" in (out / "cfg_cli_sdk" / "_client.py").read_text()
    empty = tmp_path / "empty.yaml"
    empty.write_text("sdk: {}\n")  # --config wins over the revgen.yaml beside the spec
    flat = subprocess.run(
        [sys.executable, "-m", "generator", "sdk", str(spec), "-o", str(out), "--package-name", "cfg_cli_sdk",
         "--naming", "operation-id", "--config", str(empty)],
        capture_output=True, text=True, cwd=REPO,
    )
    assert flat.returncode == 0 and "names: 21 operation-id (of 21 generated operations)" in flat.stderr, flat.stderr


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("sdk:\n  nmae: x\n", 2, "unknown key 'nmae' in sdk"),
        ("sdk:\n  operations:\n    GET /nope:\n      name: x\n", 3, "operation 'GET /nope' does not exist"),
        ("sdk:\n  operations:\n    noSuchId: {name: x}\n", 3, "operation 'noSuchId' does not exist"),
        ("sdk:\n  operations:\n    GET /v2/logs:\n      nmae: x\n", 4, "unknown key 'nmae' in sdk.operations.GET /v2/logs"),
        ("sdk:\n  operations:\n    GET /v2/logs:\n      name: class\n", 4, "'class' is not a usable Python name"),
        ("sdk:\n  operations:\n    GET /v2/logs:\n      pagination: {kind: weird}\n", 4, "'weird' is not one of"),
        ("sdk:\n  operations:\n    GET /v2/logs:\n      pagination: {kind: cursor, items: entries}\n", 4, "kind cursor needs 'param'"),
        ("sdk:\n  operations:\n    GET /v2/logs:\n      pagination: {kind: offset, items: nope, param: o}\n", 3, "is not an array of the answer"),
        ("sdk:\n  resources:\n    nothing_here: x\n", 3, "resource 'nothing_here' does not exist"),
        ("sdk:\n  client:\n    class_name: 9lives\n", 3, "is not a usable Python name"),
        ("sdk:\n  operations:\n    POST /v2/widgets: {name: same}\n    PATCH /v2/widgets/{widget_id}: {name: same}\n", 4,
         "clashes with another configured operation"),
        ("sdk:\n  operations:\n    POST /v2/queue/submit: {name: status}\n", 3, "clashes with a sub-resource"),
        ("sdk:\n  naming: [x]\n", 2, "sdk.naming must be a string"),
        ("sdk: [\n", 2, "invalid YAML"),
    ],
)
def test_config_errors_name_file_and_line(tmp_path: Path, text: str, line: int, message: str) -> None:
    config = _write(tmp_path, text)
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep.txt").write_text("previous output")
    result = subprocess.run(
        [sys.executable, "-m", "generator", "sdk", str(FIXTURES / "tree.yaml"), "-o", str(out), "--package-name", "bad_sdk",
         "--config", str(config)],
        capture_output=True, text=True, cwd=REPO,
    )
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    assert lines[0].startswith(f"error: {config}:{line}:"), lines[0]
    assert message in lines[0], lines[0]
    assert (out / "keep.txt").read_text() == "previous output"


def test_the_readme_config_example_works_on_together(shared_dir: Path, tmp_path: Path) -> None:
    readme = (REPO / "README.md").read_text()
    example = re.search(r"\*\*The config file\*\*.*?```yaml\n(.*?)```", readme, re.S)
    assert example is not None
    config = load_config(str(_write(tmp_path, example.group(1))))
    spec = load_spec(str(sorted((shared_dir / "specs" / "together").glob("092_*.yaml"))[-1]))
    ctx = build_context(spec, "together_sdk", config=config)
    calls = {k: s.call for k, s in symbols(ctx, "together_sdk").operations.items()}
    assert calls[("POST", "/fine-tunes/{id}/cancel")] == "client.fine_tunes.stop"
    assert calls[("GET", "/clusters/availability-zones")] == "client.compute.zones.list"
    assert calls[("GET", "/tci/sessions")] == "client.code_interpreter.runs.list"
    assert ctx.globals["client_class"] == "Together" and ctx.globals["api_key_env"] == "TOGETHER_API_KEY"
