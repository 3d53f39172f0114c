"""Paths and the process runner the report tests share (imported by conftest and the tests)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from generator.reports import FORMATS

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "golden"
FIXTURES = HERE / "fixtures"
REPO = HERE.parent.parent
UPDATE_HINT = "python -m pytest tests/reports --update-golden"
# report format -> golden file extension
FORMAT_EXTENSIONS = {name: f.extension for name, f in FORMATS.items()}
BREAKING_GOLDEN_FORMATS = ("text", "markdown")
# formats whose layout --group-by changes (their default is the root-cause layout)
GROUPED_GOLDEN_FORMATS = ("text", "markdown", "html")


def expected_golden_files() -> set[str]:
    """Every golden file some test compares against (relative to ``GOLDEN``)."""
    names = {f"formats/sample.{f}.{e}" for f, e in FORMAT_EXTENSIONS.items()}
    names |= {f"cli/changelog.{f}.{e}" for f, e in FORMAT_EXTENSIONS.items()}
    names |= {f"cli/breaking.{f}.{FORMAT_EXTENSIONS[f]}" for f in BREAKING_GOLDEN_FORMATS}
    names |= {f"cli/changelog-by-endpoint.{f}.{FORMAT_EXTENSIONS[f]}" for f in GROUPED_GOLDEN_FORMATS}
    names |= {f"edits/changelog.{f}.{e}" for f, e in FORMAT_EXTENSIONS.items()}
    return names


def run_revgen(*args: str, cwd: Path | str = FIXTURES, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``python -m generator ARGS`` as a real process (UTF-8, no colour, no terminal)."""
    environment = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    environment["PYTHONPATH"] = str(REPO) + os.pathsep + environment.get("PYTHONPATH", "")
    environment["PYTHONIOENCODING"] = "utf-8"
    environment.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )
