"""``revgen changelog`` / ``revgen breaking`` end to end on the fixture pair, as real processes:
golden reports per format, exit codes, the configuration files, git REF:PATH arguments."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from report_support import BREAKING_GOLDEN_FORMATS, FIXTURES, GOLDEN, GROUPED_GOLDEN_FORMATS, run_revgen
from report_support import FORMAT_EXTENSIONS as FORMAT_FILES



def changes_of(revgen, *args: str, cwd: Path | str = FIXTURES) -> list[dict]:  # type: ignore[no-untyped-def,type-arg]
    result = revgen(*args, "--format", "json", cwd=cwd)
    assert result.returncode == 0, result.stderr
    data: list[dict] = json.loads(result.stdout)  # type: ignore[type-arg]
    return data


@pytest.fixture(scope="module")
def all_changes() -> list[dict]:  # type: ignore[type-arg]
    result = run_revgen("changelog", "base.yaml", "revision.yaml", "--format", "json")
    assert result.returncode == 0, result.stderr
    data: list[dict] = json.loads(result.stdout)  # type: ignore[type-arg]
    return data


@pytest.mark.parametrize("fmt", list(FORMAT_FILES))
def test_changelog_golden(fmt: str, revgen_in_process, golden) -> None:  # type: ignore[no-untyped-def]
    result = revgen_in_process("changelog", "base.yaml", "revision.yaml", "--format", fmt)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    golden.file(GOLDEN / f"cli/changelog.{fmt}.{FORMAT_FILES[fmt]}", result.stdout)


@pytest.mark.parametrize("fmt", BREAKING_GOLDEN_FORMATS)
def test_breaking_golden(fmt: str, revgen_in_process, golden) -> None:  # type: ignore[no-untyped-def]
    result = revgen_in_process("breaking", "base.yaml", "revision.yaml", "--format", fmt)
    assert result.returncode == 0, result.stderr
    golden.file(GOLDEN / f"cli/breaking.{fmt}.{FORMAT_FILES[fmt]}", result.stdout)


@pytest.mark.parametrize("fmt", GROUPED_GOLDEN_FORMATS)
def test_changelog_by_endpoint_golden(fmt: str, revgen_in_process, golden) -> None:  # type: ignore[no-untyped-def]
    result = revgen_in_process("changelog", "base.yaml", "revision.yaml", "--format", fmt, "--group-by", "endpoint")
    assert result.returncode == 0, result.stderr
    golden.file(GOLDEN / f"cli/changelog-by-endpoint.{fmt}.{FORMAT_FILES[fmt]}", result.stdout)


def test_fixture_pair_has_every_level(all_changes) -> None:  # type: ignore[no-untyped-def]
    levels = {c["level"] for c in all_changes}
    assert levels == {"error", "warning", "info"}, "the fixture pair must exercise every level"
    assert any(c["path"] is None for c in all_changes), "and a change that names no endpoint"
    for c in all_changes:
        assert set(c) >= {"id", "level", "operation", "path", "text", "operation_id", "args", "source", "tags"}
        assert c["source"]["file"] in ("base.yaml", "revision.yaml")


def test_breaking_keeps_warning_and_error(revgen_in_process, all_changes) -> None:  # type: ignore[no-untyped-def]
    breaking = changes_of(revgen_in_process, "breaking", "base.yaml", "revision.yaml")
    assert breaking == [c for c in all_changes if c["level"] in ("warning", "error")]
    only_errors = changes_of(revgen_in_process, "breaking", "base.yaml", "revision.yaml", "--level", "error")
    assert only_errors == [c for c in all_changes if c["level"] == "error"]
    assert changes_of(revgen_in_process, "changelog", "base.yaml", "revision.yaml", "--level", "warning") == breaking


def test_fail_on_exit_codes(revgen, revgen_in_process, all_changes, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    reached = revgen("changelog", "base.yaml", "revision.yaml", "--fail-on", "error", "-f", "json")
    assert reached.returncode == 1 and json.loads(reached.stdout) == all_changes  # the report is still written
    revgen = revgen_in_process
    assert revgen("breaking", "base.yaml", "revision.yaml", "--fail-on", "warning", "-f", "json").returncode == 1
    # the same spec on both sides: nothing reached
    same = revgen("breaking", "base.yaml", "base.yaml", "--fail-on", "warning")
    assert same.returncode == 0 and same.stdout == "No changes\n"
    # once every error is lowered to info, --fail-on error is not reached
    errors = sorted({c["id"] for c in all_changes if c["level"] == "error"})
    severity = tmp_path / "severity.txt"
    severity.write_text("".join(f"{i} info\n" for i in errors), encoding="utf-8")
    lowered = revgen("changelog", "base.yaml", "revision.yaml", "--severity", str(severity), "--fail-on", "error")
    assert lowered.returncode == 0, lowered.stderr
    raised = revgen("changelog", "base.yaml", "revision.yaml", "--severity", str(severity), "--fail-on", "warning")
    assert raised.returncode == (1 if any(c["level"] == "warning" for c in all_changes) else 0)


def test_unknown_severity_id_is_a_usage_error(revgen, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    severity = tmp_path / "sev.txt"
    severity.write_text("# comment\nendpoint-added warning\nnot-a-check error\n", encoding="utf-8")
    result = revgen("changelog", "base.yaml", "revision.yaml", "--severity", str(severity))
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == f"error: {severity}:3: unknown check id 'not-a-check' (see `revgen rules`)\n"


def test_severity_none_and_ignore_drop_changes(revgen_in_process, all_changes, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first, last = all_changes[0], all_changes[-1]
    severity = tmp_path / "sev.txt"
    severity.write_text(f"{first['id']} none\n", encoding="utf-8")
    kept = changes_of(revgen_in_process, "changelog", "base.yaml", "revision.yaml", "--severity", str(severity))
    assert kept == [c for c in all_changes if c["id"] != first["id"]]

    endpoint_change = next(c for c in all_changes if c["path"] is not None)
    ignore = tmp_path / "ignore.txt"
    ignore.write_text(
        f"{last['id']}\n{endpoint_change['operation']} {endpoint_change['path']} {endpoint_change['text'].upper()}\n",
        encoding="utf-8",
    )
    kept = changes_of(revgen_in_process, "changelog", "base.yaml", "revision.yaml", "--ignore", str(ignore))
    assert kept == [c for c in all_changes if c["id"] != last["id"] and c != endpoint_change]


def test_include_exclude(revgen_in_process, all_changes) -> None:  # type: ignore[no-untyped-def]
    pets = changes_of(revgen_in_process, "changelog", "base.yaml", "revision.yaml", "--include", "/pets*")
    assert pets and pets == [c for c in all_changes if (c["path"] or "").startswith("/pets")]
    stores = changes_of(revgen_in_process, "changelog", "base.yaml", "revision.yaml", "--include", "tag:Stores")
    assert stores and stores == [c for c in all_changes if "Stores" in c["tags"]]
    rest = changes_of(revgen_in_process, "changelog", "base.yaml", "revision.yaml", "--exclude", "Pets")
    assert rest == [c for c in all_changes if "Pets" not in c["tags"]]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["changelog", "base.yaml"], "error: Missing argument 'REVISION'."),
        (["changelog", "base.yaml", "revision.yaml", "--format", "pdf"], "error: Invalid value for '-f' / '--format'"),
        (["breaking", "base.yaml", "revision.yaml", "--fail-on", "never"], "error: Invalid value for '--fail-on'"),
        (["changelog", "base.yaml", "missing.yaml"], "error: missing.yaml"),
    ],
)
def test_usage_errors_are_one_line_exit_2(revgen, args: list[str], message: str) -> None:  # type: ignore[no-untyped-def]
    result = revgen(*args)
    assert result.returncode == 2
    assert result.stderr.startswith(message) and result.stderr.count("\n") == 1, result.stderr
    assert "Traceback" not in result.stderr


def test_output_file_and_relative_paths(revgen_in_process, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    revgen = revgen_in_process
    out = tmp_path / "report.md"
    absolute = revgen("changelog", str(FIXTURES / "base.yaml"), str(FIXTURES / "revision.yaml"), "-f", "markdown", "-o", str(out))
    assert absolute.returncode == 0 and absolute.stdout == ""
    relative = revgen("changelog", "base.yaml", "revision.yaml", "-f", "markdown")
    assert out.read_text(encoding="utf-8") == relative.stdout
    assert str(FIXTURES) not in relative.stdout


def test_color_flag(revgen_in_process) -> None:  # type: ignore[no-untyped-def]
    revgen = revgen_in_process
    plain = revgen("changelog", "base.yaml", "revision.yaml").stdout
    colored = revgen("changelog", "base.yaml", "revision.yaml", "--color").stdout
    assert "\x1b[" not in plain and "\x1b[" in colored


def _git(cwd: Path, *args: str) -> None:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@e", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@e", "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}
    subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True)


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_git_ref_path_arguments(revgen, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    repo = tmp_path / "repo"
    (repo / "api").mkdir(parents=True)
    spec = repo / "api" / "openapi.yaml"
    _git(repo, "init", "-q")
    shutil.copy(FIXTURES / "base.yaml", spec)
    _git(repo, "add", "api/openapi.yaml")
    _git(repo, "commit", "-q", "-m", "base")
    shutil.copy(FIXTURES / "revision.yaml", spec)  # the working tree holds the revision, uncommitted

    from_files = changes_of(revgen, "changelog", str(FIXTURES / "base.yaml"), str(FIXTURES / "revision.yaml"))
    from_git = changes_of(revgen, "changelog", "HEAD:api/openapi.yaml", "api/openapi.yaml", cwd=repo)
    strip = lambda cs: [{k: v for k, v in c.items() if k != "source"} for c in cs]  # noqa: E731
    assert strip(from_git) == strip(from_files)
    assert {c["source"]["file"] for c in from_git} <= {"HEAD:api/openapi.yaml", "api/openapi.yaml"}

    annotations = revgen("breaking", "HEAD:api/openapi.yaml", "api/openapi.yaml", "-f", "githubactions", cwd=repo)
    assert annotations.returncode == 0, annotations.stderr
    assert annotations.stdout and all("file=api/openapi.yaml" in line for line in annotations.stdout.splitlines())
    # the working tree was not touched
    assert spec.read_text(encoding="utf-8") == (FIXTURES / "revision.yaml").read_text(encoding="utf-8")
