"""The CI recipes: every `revgen` command in examples/ and .pre-commit-hooks.yaml parses against the real
CLI, and the pre-commit hook's command really fails a commit that breaks the API."""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import click
import pytest
import yaml

from generator.cli import cli

REPO = Path(__file__).resolve().parents[2]


def _commands_in(text: str) -> list[list[str]]:
    """Every `revgen ...` command line of a shell snippet (continuations joined, redirections cut)."""
    text = text.replace("\\\n", " ")
    out = []
    for line in text.splitlines():
        m = re.match(r"\s*revgen (\w[\w-]*)(.*)", line)
        if not m or line.strip().startswith("#") or "pip install" in line:
            continue
        rest = re.split(r"\s(?:>>|>|\|)\s", m.group(2))[0]
        rest = re.sub(r"\$\{\{[^}]*\}\}", "X", rest)
        out.append([m.group(1), *shlex.split(rest)])
    return out


def _workflow_runs() -> list[str]:
    runs = []
    for path in sorted((REPO / "examples").rglob("*.y*ml")):
        data = yaml.safe_load(path.read_text())
        for job in (data.get("jobs") or {}).values():
            runs += [step["run"] for step in job.get("steps", []) if "run" in step]
        for repo in data.get("repos") or []:
            runs += [" ".join([h["entry"], *h.get("args", [])]) for h in repo["hooks"] if "entry" in h]
    hooks = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text())
    runs += [" ".join([h["entry"], *h.get("args", [])]) for h in hooks]
    return runs


def test_every_revgen_command_in_the_recipes_parses() -> None:
    commands = [c for run in _workflow_runs() for c in _commands_in(run)]
    names = {c[0] for c in commands}
    assert {"breaking", "release", "changelog", "validate"} <= names
    for name, *args in commands:
        command = cli.get_command(click.Context(cli), name)
        assert command is not None, f"revgen {name} does not exist"
        try:
            command.make_context(name, list(args))
        except click.UsageError as exc:  # pragma: no cover - the failure message is the point
            pytest.fail(f"revgen {name} {' '.join(args)}: {exc}")


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_the_pre_commit_hook_fails_a_breaking_commit(tmp_path: Path, rl_files: list[Path]) -> None:
    hook = next(h for h in yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text()) if h["id"] == "revgen-breaking")
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"]
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    spec = tmp_path / "openapi.yaml"
    spec.write_bytes(rl_files[-2].read_bytes())
    subprocess.run([*git, "add", "openapi.yaml"], cwd=tmp_path, check=True)
    subprocess.run([*git, "commit", "-q", "-m", "base"], cwd=tmp_path, check=True)
    entry = shlex.split(hook["entry"])
    assert entry[0] == "revgen"
    argv = [sys.executable, "-m", "generator", *entry[1:], *hook["args"]]

    spec.write_bytes(rl_files[-1].read_bytes())  # removes force's default: breaking
    proc = subprocess.run(argv, cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 1, proc.stderr
    assert "request-parameter-default-value-removed" in proc.stdout

    spec.write_bytes(rl_files[-2].read_bytes())  # back to the committed one: passes
    assert subprocess.run(argv, cwd=tmp_path, capture_output=True, text=True).returncode == 0
