"""The release record: the spec's content hash, the pyproject version."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.errors import RevgenError
from generator.load import load_spec
from generator.release.record import read_record, read_version, record_text, set_version, spec_hash


def test_spec_hash_ignores_formatting_but_not_content(tmp_path: Path, rl_files: list[Path]) -> None:
    import yaml

    data = yaml.safe_load(rl_files[-1].read_text())
    as_json = tmp_path / "a.json"
    as_json.write_text(json.dumps(data, indent=1, sort_keys=True))
    same = spec_hash(load_spec(str(rl_files[-1])))
    assert same.startswith("sha256:")
    assert spec_hash(load_spec(str(as_json))) == same
    data["info"]["version"] = "9.9.9"
    changed = tmp_path / "b.json"
    changed.write_text(json.dumps(data))
    assert spec_hash(load_spec(str(changed))) != same


def test_record_round_trip(tmp_path: Path) -> None:
    text = record_text(spec_digest="sha256:ab", revision_id="r1", version="1.2.3", package_name="p", files=["b", "a"])
    (tmp_path / ".revgen-release.json").write_text(text)
    record = read_record(tmp_path)
    assert record is not None
    assert record["files"] == ["a", "b"] and record["version"] == "1.2.3"
    assert read_record(tmp_path / "missing") is None


def test_set_version_replaces_only_the_project_version() -> None:
    text = '[build-system]\nversion = "x"\n\n[project]\nname = "p"\nversion = "0.1.0"  # keep\n\n[tool.x]\nversion = "y"\n'
    out = set_version(text, "1.2.3")
    assert 'version = "1.2.3"  # keep' in out
    assert out.count('version = "x"') == 1 and out.count('version = "y"') == 1


def test_set_version_adds_a_missing_one() -> None:
    assert 'version = "2.0.0"' in set_version('[project]\nname = "p"\n', "2.0.0")


def test_read_version(tmp_path: Path) -> None:
    assert read_version(tmp_path) is None
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "p"\nversion = "3.1.4"\n')
    assert read_version(tmp_path) == "3.1.4"
    (tmp_path / "pyproject.toml").write_text("[project\n")
    with pytest.raises(RevgenError):
        read_version(tmp_path)
