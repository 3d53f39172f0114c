"""A release follows the changelog's entries: Together 091 -> 092 (``items: {$ref: AudioRef}`` became
``items: {oneOf: [{type: string}, {$ref: AudioRef}]}``, a widening) is a minor release whose SDK changelog
says what was added, and the changelog, its SDK impact report and the release name the same changes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def _revgen(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-m", "generator", *args], capture_output=True, text=True, env=env,
                          timeout=600)


def _pair(shared_dir: Path) -> tuple[str, str]:
    folder = shared_dir / "specs" / "together"
    return str(next(folder.glob("091_*.yaml"))), str(next(folder.glob("092_*.yaml")))


def test_a_widening_is_a_minor_release_that_says_what_was_added(shared_dir: Path, tmp_path: Path) -> None:
    old, new = _pair(shared_dir)
    done = _revgen("changelog", old, new, "--format", "json", "--sdk-impact")
    assert done.returncode == 0, done.stderr
    entries = json.loads(done.stdout)
    # the object's properties were not removed: the union still accepts the object
    assert entries and all(e["level"] == "info" for e in entries), [e["id"] for e in entries]
    assert not any(e["id"].endswith("-removed") for e in entries)
    assert {e["args"]["property"] for e in entries} == {"media/audio_inputs/items", "media/source_video"}
    assert all(e["sdk_impact"]["method"] == "client.videos.create" for e in entries)

    released = _revgen("release", old, new, "--sdk", str(tmp_path / "sdk"), "--package-name", "together_sdk",
                       "--current-version", "1.4.2", "--dry-run", "--format", "json")
    assert released.returncode == 0, released.stderr
    record = json.loads(released.stdout)
    assert (record["bump"], record["version"], record["breaking"]) == ("minor", "1.5.0", 0)
    assert record["sections"] == {"Added": len(entries)}
    entry = record["entry"]
    assert "### Added" in entry and "### Removed" not in entry and "### Changed" not in entry
    for e in entries:  # each change is in the release notes, with the SDK symbols the impact report named
        assert f"`{e['args']['property']}`" in entry and f"({e['id']})" in entry.replace("`", "")
        assert all(f"`{symbol}`" in entry for symbol in e["sdk_impact"]["fields"])
