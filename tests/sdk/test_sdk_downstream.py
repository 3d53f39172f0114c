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


def test_config_option_of_release_and_build(tmp_path: Path) -> None:
    """``--config FILE`` (not beside the specs) reaches ``revgen release`` and ``revgen build``; it may
    name an operation that only NEW has (the base revision's SDK names skip it)."""
    old, new = _pair(tmp_path / "api")
    doc = yaml.safe_load(new.read_text())
    doc["paths"]["/v2/extras"] = {"get": {"operationId": "listExtras", "responses": {"200": {"description": "ok"}}}}
    new.write_text(yaml.safe_dump(doc, sort_keys=False))
    config = tmp_path / "elsewhere" / "sdk.yaml"
    config.parent.mkdir()
    config.write_text(
        "sdk:\n  resources:\n    fine_tuning: jobs\n  operations:\n    cancelFineTune: {name: stop}\n"
        "    listExtras: {name: everything}\n"
    )
    plan = json.loads(_revgen(
        "release", str(old), str(new), "--sdk", str(tmp_path / "sdk"), "--package-name", "tree_rel",
        "--current-version", "1.0.0", "--format", "json", "--config", str(config),
    ))
    assert "`client.jobs.stop()` parameter `reason`" in plan["entry"], plan["entry"]
    readme = (tmp_path / "sdk" / "README.md").read_text()
    assert ">stop</a>(id, **params)" in readme and ">everything</a>(" in readme
    history = tmp_path / "history"  # revisions in file-name order
    history.mkdir()
    (history / "001_old.yaml").write_text(old.read_text())
    (history / "002_new.yaml").write_text(new.read_text())
    _revgen("build", str(history), "-o", str(tmp_path / "site"), "--package-name", "tree_build", "-q", "--config", str(config))
    built = (tmp_path / "site" / "sdk" / "README.md").read_text()
    assert ">stop</a>(id, **params)" in built and ">everything</a>(" in built
    _revgen("build", str(history), "-o", str(tmp_path / "plain"), "--package-name", "tree_build", "-q")
    assert ">cancel</a>(id, **params)" in (tmp_path / "plain" / "sdk" / "README.md").read_text()
