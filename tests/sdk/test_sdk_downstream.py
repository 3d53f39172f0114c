"""Every output names SDK calls as the SDK does: ``revgen changelog --sdk-impact`` and ``revgen release``
(its CHANGELOG entry) use the resource tree's verb names, and the ``revgen.yaml`` beside the specs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import yaml

from sdk_helpers import FIXTURES

REPO = Path(__file__).resolve().parents[2]
CANCEL = "/v2/fine-tunes/{id}/cancel"
EVENTS = "/v2/fine-tunes/{id}/events"


def _pair(folder: Path) -> tuple[Path, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    doc = yaml.safe_load((FIXTURES / "tree.yaml").read_text())
    old, new = folder / "old.yaml", folder / "new.yaml"
    old.write_text(yaml.safe_dump(doc, sort_keys=False))
    doc["paths"][CANCEL]["post"]["parameters"].append({"name": "reason", "in": "query", "required": True, "schema": {"type": "string"}})
    new.write_text(yaml.safe_dump(doc, sort_keys=False))
    return old, new


def _revgen(*args: str) -> str:
    result = subprocess.run([sys.executable, "-m", "generator", *args], capture_output=True, text=True, cwd=REPO)
    assert result.returncode in (0, 1), result.stderr
    return result.stdout


def _impact_methods(old: Path, new: Path) -> set[str]:
    changes = json.loads(_revgen("changelog", str(old), str(new), "--sdk-impact", "--format", "json"))
    return {c["sdk_impact"]["method"] for c in changes if c["path"] == CANCEL}


def test_sdk_impact_and_release_entry_use_verb_names(tmp_path: Path) -> None:
    old, new = _pair(tmp_path / "api")
    assert _impact_methods(old, new) == {"client.fine_tuning.cancel"}
    plan = json.loads(_revgen(
        "release", str(old), str(new), "--sdk", str(tmp_path / "sdk"), "--package-name", "tree_rel",
        "--current-version", "1.0.0", "--dry-run", "--format", "json",
    ))
    assert "`client.fine_tuning.cancel()` parameter `reason`" in plan["entry"], plan["entry"]


def test_the_config_beside_the_specs_renames_everywhere(tmp_path: Path) -> None:
    old, new = _pair(tmp_path / "api")
    (old.parent / "revgen.yaml").write_text("sdk:\n  resources:\n    fine_tuning: jobs\n  operations:\n    cancelFineTune: {name: stop}\n")
    assert _impact_methods(old, new) == {"client.jobs.stop"}
    plan = json.loads(_revgen(
        "release", str(old), str(new), "--sdk", str(tmp_path / "sdk"), "--package-name", "tree_rel",
        "--current-version", "1.0.0", "--format", "json",
    ))
    assert "`client.jobs.stop()` parameter `reason`" in plan["entry"], plan["entry"]
    readme = (tmp_path / "sdk" / "README.md").read_text()
    assert "client.jobs.<a" in readme and ">stop</a>(id, **params)" in readme


def _with_extras(tmp_path: Path, selector: str, drop: str | None = None) -> tuple[Path, Path, Path]:
    """OLD and NEW (NEW adds ``GET /v2/extras`` and lacks ``drop``) and a config outside their folder
    renaming ``fine_tuning`` to ``jobs``, ``extras`` to ``bonus``, cancel to ``stop`` and the extras
    operation (by ``selector``) to ``everything``."""
    old, new = _pair(tmp_path / "api")
    doc = yaml.safe_load(new.read_text())
    doc["paths"]["/v2/extras"] = {"get": {"operationId": "listExtras", "responses": {"200": {"description": "ok"}}}}
    if drop:
        del doc["paths"][drop]
    new.write_text(yaml.safe_dump(doc, sort_keys=False))
    config = tmp_path / "elsewhere" / "sdk.yaml"
    config.parent.mkdir()
    config.write_text(
        "sdk:\n  resources:\n    fine_tuning: jobs\n    extras: bonus\n  operations:\n"
        f"    cancelFineTune: {{name: stop}}\n    {selector}: {{name: everything}}\n"
    )
    return old, new, config


def test_config_option_of_release_and_build(tmp_path: Path) -> None:
    """``--config FILE`` (not beside the specs) reaches ``revgen release`` and ``revgen build``; it may
    name an operation and a resource that only NEW has (the base revision's SDK names skip them)."""
    old, new, config = _with_extras(tmp_path, "listExtras")
    plan = json.loads(_revgen(
        "release", str(old), str(new), "--sdk", str(tmp_path / "sdk"), "--package-name", "tree_rel",
        "--current-version", "1.0.0", "--format", "json", "--config", str(config),
    ))
    assert "`client.jobs.stop()` parameter `reason`" in plan["entry"], plan["entry"]
    readme = (tmp_path / "sdk" / "README.md").read_text()
    assert ">stop</a>(id, **params)" in readme and ">everything</a>(" in readme and "client.bonus.<a" in readme
    history = tmp_path / "history"  # revisions in file-name order
    history.mkdir()
    (history / "001_old.yaml").write_text(old.read_text())
    (history / "002_new.yaml").write_text(new.read_text())
    _revgen("build", str(history), "-o", str(tmp_path / "site"), "--package-name", "tree_build", "-q", "--config", str(config))
    built = (tmp_path / "site" / "sdk" / "README.md").read_text()
    assert ">stop</a>(id, **params)" in built and ">everything</a>(" in built
    _revgen("build", str(history), "-o", str(tmp_path / "plain"), "--package-name", "tree_build", "-q")
    assert ">cancel</a>(id, **params)" in (tmp_path / "plain" / "sdk" / "README.md").read_text()


def _changelog(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", "changelog", *args], capture_output=True, text=True, cwd=REPO)


def test_config_option_of_changelog_sdk_impact(tmp_path: Path) -> None:
    """``revgen changelog --sdk-impact --config FILE`` names the SDK as ``revgen sdk --config FILE`` does:
    a renamed resource and method, a resource and an operation only REVISION has (the base's SDK, which
    names the removed endpoint, skips them), in json and text; without the option the default names."""
    old, new, config = _with_extras(tmp_path, "GET /v2/extras", drop=EVENTS)
    args = (str(old), str(new), "--sdk-impact", "--format", "json")
    plain = {c["path"]: c["sdk_impact"]["method"] for c in json.loads(_changelog(*args).stdout)}
    assert plain[CANCEL] == "client.fine_tuning.cancel" and plain["/v2/extras"] == "client.extras.retrieve"
    assert plain[EVENTS] == "client.fine_tuning.list_events"
    result = _changelog(*args, "--config", str(config))
    assert result.returncode == 0, result.stderr
    named = {c["path"]: c["sdk_impact"]["method"] for c in json.loads(result.stdout)}
    assert named[CANCEL] == "client.jobs.stop" and named["/v2/extras"] == "client.bonus.everything"
    assert named[EVENTS] == "client.jobs.list_events"  # the base's SDK: the rename of extras skipped there
    assert named.keys() == plain.keys()
    # the same names as the SDK generated with that config
    sdk = subprocess.run(
        [sys.executable, "-m", "generator", "sdk", str(new), "-o", str(tmp_path / "sdk"), "--package-name", "tree_cfg",
         "--config", str(config), "-q"], capture_output=True, text=True, cwd=REPO,
    )
    assert sdk.returncode == 0, sdk.stderr
    readme = (tmp_path / "sdk" / "README.md").read_text()
    assert "client.jobs.<a" in readme and ">stop</a>(id, **params)" in readme and "client.bonus.<a" in readme
    text = _changelog(str(old), str(new), "--sdk-impact", "--config", str(config)).stdout
    assert "SDK: client.bonus.everything()\n" in text and "SDK: client.jobs.stop(), client.jobs.stop(reason=...)\n" in text, text


def test_changelog_config_errors(tmp_path: Path) -> None:
    old, new = _pair(tmp_path / "api")
    config = tmp_path / "sdk.yaml"
    config.write_text("sdk:\n  operations:\n    noSuchOperation: {name: x}\n")
    result = _changelog(str(old), str(new), "--sdk-impact", "--config", str(config))
    assert result.returncode == 2 and result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith(f"error: {config}:3:5: operation 'noSuchOperation' does not exist"), result.stderr
    config.write_text("sdk:\n  resources:\n    fine_tuning: jobs\n")
    result = _changelog(str(old), str(new), "--config", str(config))  # names SDK symbols: needs --sdk-impact
    assert result.returncode == 2 and result.stderr.count("\n") == 1 and "--sdk-impact" in result.stderr, result.stderr
