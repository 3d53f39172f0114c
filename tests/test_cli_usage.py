"""The CLI's shape: ``revgen`` alone, a mistyped command, the same short flags on every command, and the
last lines of ``revgen build``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import click
import pytest

from generator.cli import COMMANDS, cli

REPO = Path(__file__).resolve().parent.parent


def _revgen(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], capture_output=True, text=True, timeout=120, cwd=cwd)


def test_revgen_alone_prints_the_help_and_succeeds() -> None:
    done = _revgen()
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Usage: revgen")
    assert "changelog" in done.stdout and done.stderr == ""


@pytest.mark.parametrize(("typed", "meant"), [("buid", "build"), ("chnagelog", "changelog"), ("sdks", "sdk")])
def test_a_mistyped_command_names_the_closest_one(typed: str, meant: str) -> None:
    done = _revgen(typed)
    assert done.returncode == 2
    assert done.stderr == f"error: no such command '{typed}'. Did you mean '{meant}'? See 'revgen --help'.\n"


def _options(name: str) -> dict[str, list[str]]:
    command = cli.get_command(click.Context(cli), name)
    assert command is not None
    return {p.name or "": list(p.opts) for p in command.params if isinstance(p, click.Option)}


@pytest.mark.parametrize("name", list(COMMANDS))
def test_every_command_spells_its_common_options_the_same(name: str) -> None:
    options = _options(name)
    if "fmt" in options:
        assert options["fmt"] == ["-f", "--format"], name
    if "output" in options:
        assert options["output"] == ["-o", "--output"], name
        command = cli.get_command(click.Context(cli), name)
        assert command is not None
        (output,) = [p for p in command.params if p.name == "output"]
        assert not output.required, f"{name}: -o/--output has a default (a folder, or stdout for a report)"
    if "jobs" in options:
        assert options["jobs"] == ["--jobs", "-j"], name


def test_sdk_defaults_its_folder_and_package_name(tmp_path: Path) -> None:
    done = _revgen("sdk", str(REPO / "specs" / "rl-model-resources" / sorted(p.name for p in (REPO / "specs" / "rl-model-resources").glob("*.yaml"))[-1]), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    packages = [p.name for p in (tmp_path / "output" / "sdk").iterdir() if (p / "__init__.py").is_file()]
    assert len(packages) == 1 and packages[0].isidentifier()


def test_build_names_the_page_to_open_and_the_reports(tmp_path: Path) -> None:
    out = tmp_path / "site"
    done = _revgen("build", str(REPO / "specs" / "rl-model-resources"), "-o", str(out))
    assert done.returncode == 0, done.stderr
    last = done.stdout.strip().splitlines()
    assert last[-1] == f"open {out / 'docs' / 'index.html'}"
    assert last[-2].startswith("change history reports: ")
    assert f"{out / 'history.md'} (Markdown)" in last[-2]
    assert (out / "docs" / "index.html").is_file()
