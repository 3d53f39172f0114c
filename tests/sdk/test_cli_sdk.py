"""`revgen sdk` as a real process: writes the package, exits 2 with one line on bad input, and leaves
the previous output intact when it fails."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from sdk_helpers import FIXTURES


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", "sdk", *args], capture_output=True, text=True)


def test_writes_package(tmp_path: Path) -> None:
    out = tmp_path / "sdk"
    result = run(str(FIXTURES / "rl.yaml"), "-o", str(out), "--package-name", "rl_cli", "--version", "1.2.3")
    assert result.returncode == 0, result.stderr
    assert (out / "rl_cli" / "py.typed").exists()
    assert '\nversion = "1.2.3"\n' in (out / "pyproject.toml").read_text()


def test_bad_input_exits_2_and_keeps_output(tmp_path: Path) -> None:
    out = tmp_path / "sdk"
    out.mkdir()
    (out / "keep.txt").write_text("previous")
    bad = tmp_path / "bad.yaml"
    bad.write_text("openapi: 3.0.0\ninfo: [unclosed\n")
    for args in (
        [str(bad), "-o", str(out), "--package-name", "ok"],
        [str(FIXTURES / "rl.yaml"), "-o", str(out), "--package-name", "Not-Valid"],
        [str(tmp_path / "missing.yaml"), "-o", str(out), "--package-name", "ok"],
    ):
        result = run(*args)
        assert result.returncode == 2, result.stderr
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: ") and "Traceback" not in result.stderr
    assert (out / "keep.txt").read_text() == "previous"


def test_template_override(tmp_path: Path) -> None:
    override = tmp_path / "tpl" / "python"
    override.mkdir(parents=True)
    (override / "README.md.jinja").write_text("# custom {{ package }}\n")
    out = tmp_path / "sdk"
    result = run(str(FIXTURES / "rl.yaml"), "-o", str(out), "--package-name", "rl_tpl", "--templates", str(tmp_path / "tpl"))
    assert result.returncode == 0, result.stderr
    assert (out / "README.md").read_text() == "# custom rl_tpl\n"


def test_package_installs_with_pip_offline(tmp_path: Path) -> None:
    out = tmp_path / "sdk"
    assert run(str(FIXTURES / "rl.yaml"), "-o", str(out), "--package-name", "rl_pip").returncode == 0
    target = tmp_path / "site"
    result = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation", "--no-index", "--target", str(target), str(out)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert (target / "rl_pip" / "py.typed").exists()
    probe = subprocess.run(
        [sys.executable, "-c", "import rl_pip; print(rl_pip.Client(api_key='k').base_url)"],
        cwd=tmp_path,
        env={"PYTHONPATH": str(target), "PATH": ""},
        capture_output=True,
        text=True,
    )
    assert probe.stdout.strip() == "https://api.together.ai/v1", probe.stderr
