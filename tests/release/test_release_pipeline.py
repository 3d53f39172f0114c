"""`revgen release` end to end on the bundled RL model-resources history: every bump kind, the no-op
rerun, the version read back from the SDK, kept and dropped files, and failures that leave DIR as it was."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = "together_rl"


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "generator", "release", *args], capture_output=True, text=True, cwd=cwd
    )


def release_json(old: Path, new: Path, sdk: Path, *extra: str) -> dict:  # type: ignore[type-arg]
    proc = run(str(old), str(new), "--sdk", str(sdk), "--package-name", PACKAGE, "--format", "json", *extra)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def snapshot(root: Path) -> dict[str, tuple[bytes, int]]:
    return {
        p.relative_to(root).as_posix(): (p.read_bytes(), p.stat().st_mtime_ns)
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


def by_id(rl_files: list[Path], rid: str) -> Path:
    return next(p for p in rl_files if rid in p.name)


@pytest.mark.parametrize(
    ("old", "new", "current", "bump", "version"),
    [
        ("bb5257b3173a", "93438ddac711", "1.4.0", "major", "2.0.0"),  # force lost its default
        ("bb5257b3173a", "93438ddac711", "0.6.0", "minor", "0.7.0"),  # 0.x: breaking bumps minor
        ("42c9ead8f2f5", "bb5257b3173a", "1.4.0", "minor", "1.5.0"),  # stop endpoint added
        ("48d1e25af7be", "d3f6583ba2e4", "1.4.0", "patch", "1.4.1"),  # only a raised maximum
        ("93438ddac711", "93438ddac711", "1.4.0", "none", "1.4.0"),  # nothing changed
    ],
)
def test_each_bump_kind(
    tmp_path: Path, rl_files: list[Path], old: str, new: str, current: str, bump: str, version: str
) -> None:
    sdk = tmp_path / "sdk"
    out = release_json(by_id(rl_files, old), by_id(rl_files, new), sdk, "--current-version", current)
    assert (out["previous_version"], out["version"], out["bump"]) == (current, version, bump)
    assert out["noop"] is False
    assert f'version = "{version}"' in (sdk / "pyproject.toml").read_text()
    changelog = (sdk / "CHANGELOG.md").read_text()
    assert f"## [{version}] - {new_date(by_id(rl_files, new))}" in changelog
    assert (sdk / PACKAGE / "__init__.py").is_file()
    record = json.loads((sdk / ".revgen-release.json").read_text())
    assert record["version"] == version and record["spec"]["revision"] == new


def new_date(path: Path) -> str:
    return path.name.split("_")[1]


def test_breaking_entry_names_the_sdk_method(tmp_path: Path, rl_files: list[Path]) -> None:
    sdk = tmp_path / "sdk"
    out = release_json(by_id(rl_files, "bb5257b3173a"), by_id(rl_files, "93438ddac711"), sdk, "--current-version", "1.0.0")
    assert out["breaking"] == 1 and out["changes"] == 12
    assert out["sections"] == {"Breaking": 1, "Added": 10, "Changed": 1}  # Changed: api-version-changed
    entry = out["entry"]
    breaking = entry.split("### Breaking", 1)[1].split("###", 1)[0]
    assert "`client.rl.model_resources.stop()` parameter `force`" in breaking
    assert "default value `false` was removed" in breaking
    added = entry.split("### Added", 1)[1]
    assert "`client.rl.model_resources.extend_expiry()`: endpoint added" in added
    assert ".inactive_timeout`" in added
    assert (sdk / "CHANGELOG.md").read_text().count("## [2.0.0]") == 1


def test_rerun_is_a_byte_for_byte_no_op(tmp_path: Path, rl_files: list[Path]) -> None:
    sdk = tmp_path / "sdk"
    old, new = by_id(rl_files, "bb5257b3173a"), by_id(rl_files, "93438ddac711")
    release_json(old, new, sdk, "--current-version", "1.0.0")
    before = snapshot(sdk)
    out = release_json(old, new, sdk)
    assert out["noop"] is True and out["version"] == "2.0.0" and out["bump"] == "none"
    assert snapshot(sdk) == before  # same bytes, and no file was even rewritten
    text = run(str(old), str(new), "--sdk", str(sdk), "--package-name", PACKAGE)
    assert text.returncode == 0 and "nothing to do" in text.stdout


def test_successive_releases_read_the_version_back_and_keep_user_files(tmp_path: Path, rl_files: list[Path]) -> None:
    sdk = tmp_path / "sdk"
    r5, r6, r7 = (by_id(rl_files, i) for i in ("42c9ead8f2f5", "bb5257b3173a", "93438ddac711"))
    release_json(r5, r6, sdk, "--current-version", "1.4.0")
    (sdk / "lib").mkdir()
    (sdk / "lib" / "custom.py").write_text("# hand-written\n")
    # pretend the last release generated a file this one will not: it must go
    record_path = sdk / ".revgen-release.json"
    record = json.loads(record_path.read_text())
    record["files"].append(f"{PACKAGE}/models/gone.py")
    record_path.write_text(json.dumps(record))
    (sdk / PACKAGE / "models" / "gone.py").write_text("x = 1\n")
    out = release_json(r6, r7, sdk)  # no --current-version: read from sdk/pyproject.toml
    assert (out["previous_version"], out["version"]) == ("1.5.0", "2.0.0")
    assert (sdk / "lib" / "custom.py").read_text() == "# hand-written\n"
    assert not (sdk / PACKAGE / "models" / "gone.py").exists()
    changelog = (sdk / "CHANGELOG.md").read_text()
    assert changelog.index("## [2.0.0]") < changelog.index("## [1.5.0]")
    assert changelog.startswith("# Changelog\n")


def test_dry_run_writes_nothing(tmp_path: Path, rl_files: list[Path]) -> None:
    sdk = tmp_path / "sdk"
    out = release_json(rl_files[-2], rl_files[-1], sdk, "--current-version", "1.0.0", "--dry-run")
    assert out["dry_run"] is True and out["version"] == "2.0.0"
    assert not sdk.exists()


def _released(tmp_path: Path, rl_files: list[Path]) -> tuple[Path, dict[str, tuple[bytes, int]]]:
    sdk = tmp_path / "sdk"
    release_json(by_id(rl_files, "42c9ead8f2f5"), by_id(rl_files, "bb5257b3173a"), sdk, "--current-version", "1.0.0")
    return sdk, snapshot(sdk)


def test_a_bad_spec_leaves_the_sdk_untouched(tmp_path: Path, rl_files: list[Path]) -> None:
    sdk, before = _released(tmp_path, rl_files)
    bad = tmp_path / "bad.yaml"
    bad.write_text("openapi: 3.1.0\ninfo: {title: x, version: '1'\npaths: {}\n")
    proc = run(str(rl_files[-2]), str(bad), "--sdk", str(sdk), "--package-name", PACKAGE)
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: ") and "bad.yaml" in proc.stderr
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert snapshot(sdk) == before


def test_a_generation_error_leaves_the_sdk_untouched(tmp_path: Path, rl_files: list[Path]) -> None:
    sdk, before = _released(tmp_path, rl_files)
    templates = tmp_path / "templates" / "python"
    templates.mkdir(parents=True)
    (templates / "README.md.jinja").write_text("{{ no_such_variable.anywhere }}\n")
    proc = run(
        str(by_id(rl_files, "bb5257b3173a")), str(by_id(rl_files, "93438ddac711")), "--sdk", str(sdk),
        "--package-name", PACKAGE, "--templates", str(tmp_path / "templates"),
    )
    assert proc.returncode == 2, proc.stdout
    assert "Traceback" not in proc.stderr
    assert snapshot(sdk) == before


def test_no_version_anywhere_is_a_user_error(tmp_path: Path, rl_files: list[Path]) -> None:
    proc = run(str(rl_files[0]), str(rl_files[1]), "--sdk", str(tmp_path / "sdk"), "--package-name", PACKAGE)
    assert proc.returncode == 2 and "--current-version" in proc.stderr
    assert not (tmp_path / "sdk").exists()


def test_bad_package_name_is_a_user_error(tmp_path: Path, rl_files: list[Path]) -> None:
    proc = run(str(rl_files[0]), str(rl_files[1]), "--sdk", str(tmp_path / "sdk"), "--package-name", "my-api",
               "--current-version", "1.0.0")
    assert proc.returncode == 2 and "my-api" in proc.stderr


def test_release_between_git_tags(tmp_path: Path, rl_files: list[Path]) -> None:
    """The CI recipe's form: OLD and NEW read from git (REF:PATH), the entry dated by NEW's commit."""
    import os
    import shutil

    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    repo = tmp_path / "repo"
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"]
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    for tag, src, day in (("v1.0.0", by_id(rl_files, "bb5257b3173a"), "2026-10-22"),
                          ("v2.0.0", by_id(rl_files, "93438ddac711"), "2026-10-28")):
        (repo / "openapi.yaml").write_bytes(src.read_bytes())
        env = {**os.environ, "GIT_COMMITTER_DATE": f"{day}T12:00:00Z", "GIT_AUTHOR_DATE": f"{day}T12:00:00Z"}
        subprocess.run([*git, "add", "openapi.yaml"], cwd=repo, check=True)
        subprocess.run([*git, "commit", "-q", "-m", tag], cwd=repo, check=True, env=env)
        subprocess.run([*git, "tag", tag], cwd=repo, check=True)
    proc = run("v1.0.0:openapi.yaml", "v2.0.0:openapi.yaml", "--sdk", "sdk", "--package-name", PACKAGE,
               "--current-version", "1.0.0", "--format", "json", cwd=repo)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert (out["version"], out["bump"]) == ("2.0.0", "major")
    assert "## [2.0.0] - 2026-10-28" in (repo / "sdk" / "CHANGELOG.md").read_text()


# --- a spec change no check id covers (F9), whose folder (F15), what stays (modes, symlinks) --------

SMALL = """openapi: 3.0.3
info: {title: n, version: "1"}
paths:
  /n:
    get:
      operationId: getN
      summary: SUMMARY
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  b: {type: integer, description: DESCRIPTION}
"""


def small_spec(tmp_path: Path, name: str, summary: str = "Get n", description: str = "the b", extra: str = "") -> Path:
    path = tmp_path / name
    path.write_text(SMALL.replace("SUMMARY", summary).replace("DESCRIPTION", description) + extra)
    return path


def headings(changelog: str) -> list[str]:
    return [line for line in changelog.splitlines() if line.startswith("## [")]


def test_a_documentation_only_change_is_a_patch_never_a_second_entry(tmp_path: Path) -> None:
    sdk = tmp_path / "sdk"
    a = small_spec(tmp_path, "a.yaml")
    b = small_spec(tmp_path, "b.yaml", summary="Fetch the n", description="how many b")
    first = release_json(a, a, sdk, "--current-version", "1.2.3")
    assert (first["bump"], first["version"]) == ("none", "1.2.3")
    method_before = (sdk / PACKAGE / "resources" / "n.py").read_text()

    out = release_json(a, b, sdk)  # no check id fires, but the generated docstrings change
    assert (out["changes"], out["bump"], out["version"], out["record_only"]) == (0, "patch", "1.2.4", False)
    assert "Fetch the n" in (sdk / PACKAGE / "resources" / "n.py").read_text() != method_before
    changelog = (sdk / "CHANGELOG.md").read_text()
    assert headings(changelog) == ["## [1.2.4]", "## [1.2.3]"]
    assert "- Documentation and other non-functional spec changes." in changelog.split("## [1.2.3]")[0]
    assert 'version = "1.2.4"' in (sdk / "pyproject.toml").read_text()

    # the same NEW again: a no-op
    before = snapshot(sdk)
    assert release_json(a, b, sdk)["noop"] is True and snapshot(sdk) == before

    # a spec change the SDK does not show: only the record follows the new revision, no version, no entry
    c = small_spec(tmp_path, "c.yaml", summary="Fetch the n", description="how many b", extra="x-team: core\n")
    out = release_json(b, c, sdk)
    assert (out["bump"], out["version"], out["record_only"], out["entry"]) == ("none", "1.2.4", True, "")
    after = snapshot(sdk)
    assert {rel for rel in after if after[rel][0] != before[rel][0]} == {".revgen-release.json"}
    assert release_json(b, c, sdk)["noop"] is True
    text = run(str(b), str(c), "--sdk", str(sdk), "--package-name", PACKAGE)
    assert text.returncode == 0 and "nothing to do" in text.stdout


def test_a_version_already_in_the_changelog_is_refused(tmp_path: Path, rl_files: list[Path]) -> None:
    sdk, _ = _released(tmp_path, rl_files)  # 1.1.0 from 1.0.0
    changelog = sdk / "CHANGELOG.md"
    changelog.write_text(changelog.read_text().replace("## [1.1.0]", "## [2.0.0] - 2026-01-01\n\n## [1.1.0]"))
    before = snapshot(sdk)
    proc = run(str(by_id(rl_files, "bb5257b3173a")), str(by_id(rl_files, "93438ddac711")), "--sdk", str(sdk),
               "--package-name", PACKAGE)
    assert proc.returncode == 2 and "already has an entry for 2.0.0" in proc.stderr, proc.stderr
    assert snapshot(sdk) == before


def test_another_package_name_says_which_package_the_folder_holds(tmp_path: Path, rl_files: list[Path]) -> None:
    sdk, before = _released(tmp_path, rl_files)
    proc = run(str(by_id(rl_files, "bb5257b3173a")), str(by_id(rl_files, "93438ddac711")), "--sdk", str(sdk),
               "--package-name", "other_name")
    assert proc.returncode == 2
    assert f"holds the SDK package '{PACKAGE}'" in proc.stderr and "not 'other_name'" in proc.stderr
    assert "not written by revgen" not in proc.stderr and len(proc.stderr.splitlines()) == 1
    assert snapshot(sdk) == before

    # a folder `revgen sdk` wrote (its marker, no release record) is told apart the same way
    plain = tmp_path / "plain"
    new = str(by_id(rl_files, "93438ddac711"))
    sdk_run = subprocess.run([sys.executable, "-m", "generator", "sdk", new, "-o", str(plain), "--package-name", "rl"],
                             capture_output=True, text=True)
    assert sdk_run.returncode == 0, sdk_run.stderr
    proc = run(str(by_id(rl_files, "bb5257b3173a")), new, "--sdk", str(plain), "--package-name", PACKAGE)
    assert proc.returncode == 2 and "holds the SDK package 'rl'" in proc.stderr
    proc = run(str(by_id(rl_files, "bb5257b3173a")), new, "--sdk", str(plain), "--package-name", "rl", "--format", "json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["version"] == "0.2.0"  # from the pyproject.toml `revgen sdk` wrote (0.1.0)


def test_a_foreign_folder_is_refused_and_left_alone(tmp_path: Path, rl_files: list[Path]) -> None:
    sdk = tmp_path / "mine"
    sdk.mkdir()
    (sdk / "notes.txt").write_text("my own\n")
    proc = run(str(rl_files[-2]), str(rl_files[-1]), "--sdk", str(sdk), "--package-name", PACKAGE,
               "--current-version", "1.0.0")
    assert proc.returncode == 2 and "not written by revgen" in proc.stderr
    assert [p.name for p in sdk.iterdir()] == ["notes.txt"]


def test_kept_files_keep_their_mode_and_symlinks(tmp_path: Path, rl_files: list[Path]) -> None:
    import os

    sdk, _ = _released(tmp_path, rl_files)
    script = sdk / "scripts" / "publish.sh"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\necho publish\n")
    script.chmod(0o755)
    (sdk / "publish").symlink_to("scripts/publish.sh")
    out = release_json(by_id(rl_files, "bb5257b3173a"), by_id(rl_files, "93438ddac711"), sdk)
    assert out["version"] == "2.0.0"
    assert os.access(script, os.X_OK) and (sdk / "publish").is_symlink()
    assert os.readlink(sdk / "publish") == "scripts/publish.sh"
