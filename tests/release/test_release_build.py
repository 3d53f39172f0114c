"""`revgen build`: the whole pipeline on the bundled history into one folder, deterministic and atomic."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

from generator.release.build import version_history
from generator.targets.sdk.naming import default_package_name
from generator.rules.change import Change

REPO = Path(__file__).resolve().parents[2]


def build(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "generator", "build", "--no-cache", *args]
    return subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)


def tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_version_history_replays_the_bumps() -> None:
    def entry(rid: str, *ids: str) -> SimpleNamespace:
        levels = {"endpoint-added": "info", "request-parameter-default-value-removed": "error", "api-schema-removed": "info"}
        # one content hash for all: only the changes decide (a content change alone is the next test)
        return SimpleNamespace(id=rid, content_hash="h", changes=tuple(Change(id=i, level=levels[i], text=i) for i in ids))

    history = SimpleNamespace(revisions=[
        entry("a"), entry("b", "endpoint-added"), entry("c", "api-schema-removed"), entry("d"),
        entry("e", "request-parameter-default-value-removed"),
    ])
    assert version_history(history) == [("a", "0.1.0"), ("b", "0.2.0"), ("c", "0.2.1"), ("d", "0.2.1"), ("e", "0.3.0")]


def test_a_revision_no_check_covers_is_a_patch() -> None:
    def entry(rid: str, content: str, *ids: str) -> SimpleNamespace:
        changes = tuple(Change(id=i, level="info", text=i) for i in ids)
        return SimpleNamespace(id=rid, content_hash=content, changes=changes, date=None, is_first=rid == "a")

    # b: only descriptions changed (new bytes, no check id); c: byte-identical to b; d: an endpoint
    history = SimpleNamespace(revisions=[entry("a", "h1"), entry("b", "h2"), entry("c", "h2"),
                                         entry("d", "h3", "endpoint-added")])
    versions = version_history(history)
    assert versions == [("a", "0.1.0"), ("b", "0.1.1"), ("c", "0.1.1"), ("d", "0.2.0")]


def test_build_changelog_lists_each_version_once(tmp_path: Path, rl_history: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    files = sorted(rl_history.glob("*.yaml"))[-2:]
    (src / "001_2026-11-01_aaaaaaaaaaaa.yaml").write_bytes(files[0].read_bytes())
    edited = files[0].read_text().replace("summary: List model resources", "summary: List every model resource", 1)
    assert edited != files[0].read_text()
    (src / "002_2026-11-02_bbbbbbbbbbbb.yaml").write_text(edited)
    (src / "003_2026-11-03_cccccccccccc.yaml").write_text(edited)  # byte-identical to 002
    (src / "004_2026-11-04_dddddddddddd.yaml").write_bytes(files[1].read_bytes())
    out = tmp_path / "out"
    proc = build(str(src), "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    changelog = (out / "sdk" / "CHANGELOG.md").read_text()
    heads = [line for line in changelog.splitlines() if line.startswith("## [")]
    assert heads == ["## [0.2.0] - 2026-11-04", "## [0.1.1] - 2026-11-02", "## [0.1.0] - 2026-11-01"]
    assert "- Documentation and other non-functional spec changes." in changelog


TINY = """openapi: 3.0.3
info: {title: tiny, version: "1"}
paths:
  /t:
    get:
      operationId: getT
      responses:
        "200": {description: ok}
"""


def test_build_twice_into_one_folder_and_never_into_a_foreign_one(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "001_2026-11-01_aaaaaaaaaaaa.yaml").write_text(TINY)
    (src / "002_2026-11-02_bbbbbbbbbbbb.yaml").write_text(TINY.replace("/t:", "/u:"))
    out = tmp_path / "out"
    assert build(str(src), "-o", str(out), "-q").returncode == 0
    first = tree(out)
    (out / "stale.txt").write_text("left by hand in a folder revgen replaces whole\n")
    proc = build(str(src), "-o", str(out), "-q")
    assert proc.returncode == 0, proc.stderr
    assert tree(out) == first  # replaced whole: byte-identical, the stray file gone
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "thesis.tex").write_text("mine\n")
    proc = build(str(src), "-o", str(mine))
    assert proc.returncode == 2 and "not written by revgen" in proc.stderr
    assert [p.name for p in mine.iterdir()] == ["thesis.tex"]
    proc = build(str(src), "-o", ".", cwd=mine)
    assert proc.returncode == 2 and "current folder" in proc.stderr and "Traceback" not in proc.stderr


def test_default_package_name() -> None:
    assert default_package_name("Together RL API") == "together_rl"
    assert default_package_name("Together APIs") == "together" and default_package_name("GitHub v3 REST API") == "github"
    assert default_package_name("Email API") == "email_client"  # never a standard library module
    assert default_package_name("") == "api_client"
    assert default_package_name("3 class").isidentifier() and default_package_name("class") == "class_"


def test_build_the_bundled_history(tmp_path: Path, rl_history: Path) -> None:
    out = tmp_path / "out"
    proc = build(str(rl_history), "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    from generator.targets.table import built

    folders = {t.build for t in built() if t.build}  # every target with a build folder: docs, samples, sdk
    assert {"docs", "samples", "sdk"} <= folders
    assert {p.name for p in out.iterdir()} == {".revgen-output", "history.md", "history.json", *folders}
    report = json.loads((out / "history.json").read_text())
    assert "93438ddac711" in json.dumps(report)
    assert any(p.suffix == ".html" for p in (out / "docs").rglob("*"))
    assert 'version = "0.6.0"' in (out / "sdk" / "pyproject.toml").read_text()
    changelog = (out / "sdk" / "CHANGELOG.md").read_text()
    versions = [line.split("]")[0][4:] for line in changelog.splitlines() if line.startswith("## [")]
    assert versions == ["0.6.0", "0.5.0", "0.4.0", "0.3.0", "0.2.1", "0.2.0", "0.1.0"]
    assert "`client.rl.model_resources.stop()` parameter `force`" in changelog
    assert "First release, generated from revision `295e29ba55fe`" in changelog

    # deterministic: a second build elsewhere is byte-identical
    again = tmp_path / "again"
    assert build(str(rl_history), "-o", str(again)).returncode == 0
    assert tree(again) == tree(out)
    leaked = [rel for rel, data in tree(out).items() if str(REPO).encode() in data or str(tmp_path).encode() in data]
    assert leaked == []  # no absolute path of the input or the output in any file

    # the SDK it wrote carries its release record: releasing the same newest revision is a no-op
    newest = sorted(rl_history.glob("*.yaml"))[-1]
    before = tree(out / "sdk")
    proc = subprocess.run(
        [sys.executable, "-m", "generator", "release", str(newest), str(newest), "--sdk", str(out / "sdk"),
         "--package-name", "together_rl", "--format", "json"],
        capture_output=True, text=True,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["noop"] is True
    assert tree(out / "sdk") == before


def test_a_bad_revision_leaves_the_previous_output(tmp_path: Path, rl_history: Path) -> None:
    out = tmp_path / "out"
    assert build(str(rl_history), "-o", str(out)).returncode == 0
    before = tree(out)
    broken = tmp_path / "broken"
    shutil.copytree(rl_history, broken)
    newest = sorted(broken.glob("*.yaml"))[-1]
    newest.write_text(newest.read_text().replace("paths:", "paths: [", 1))
    proc = build(str(broken), "-o", str(out))
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: ") and "Traceback" not in proc.stderr
    assert tree(out) == before


def test_source_defaults_to_the_bundled_example(tmp_path: Path) -> None:
    proc = build("-o", str(tmp_path / "out"), "-q")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == ""
    assert (tmp_path / "out" / "sdk" / "together_rl" / "__init__.py").is_file()


def test_missing_source_is_a_user_error(tmp_path: Path) -> None:
    proc = build(str(tmp_path / "nope"), "-o", str(tmp_path / "out"))
    assert proc.returncode == 2 and "nope" in proc.stderr
    assert not (tmp_path / "out").exists()


def test_build_from_a_spec_files_git_history(tmp_path: Path, rl_files: list[Path]) -> None:
    if shutil.which("git") is None:
        import pytest

        pytest.skip("git is not installed")
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"]
    repo = tmp_path / "repo"
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    for i, src in enumerate(rl_files[-3:]):  # 42c9ead8f2f5, bb5257b3173a, 93438ddac711
        (repo / "openapi.yaml").write_bytes(src.read_bytes())
        env = {"GIT_COMMITTER_DATE": f"2026-11-0{i + 1}T00:00:00Z", "GIT_AUTHOR_DATE": f"2026-11-0{i + 1}T00:00:00Z"}
        subprocess.run([*git, "add", "openapi.yaml"], cwd=repo, check=True)
        subprocess.run([*git, "commit", "-q", "-m", f"rev {i}"], cwd=repo, check=True,
                       env={**__import__("os").environ, **env})
    proc = build("--git", "openapi.yaml", "-o", str(tmp_path / "out"), cwd=repo)
    assert proc.returncode == 0, proc.stderr
    changelog = (tmp_path / "out" / "sdk" / "CHANGELOG.md").read_text()
    versions = [line.split("]")[0][4:] for line in changelog.splitlines() if line.startswith("## [")]
    assert versions == ["0.3.0", "0.2.0", "0.1.0"]  # breaking on 0.x bumps minor; the stop endpoint is minor
    assert "## [0.3.0] - 2026-11-03" in changelog
