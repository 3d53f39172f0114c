"""Fixtures for the report tests: revgen as a process or in this process.

The golden reports are compared with the shared ``golden`` fixture (tests/golden.py); regenerate them
with ``python -m pytest tests/reports --update-golden`` and review ``git diff tests/reports/golden``.
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable

import pytest
from report_support import FIXTURES, run_revgen


@pytest.fixture
def revgen() -> Callable[..., subprocess.CompletedProcess[str]]:  # noqa: D103
    return run_revgen


@pytest.fixture
def revgen_in_process(
    monkeypatch: pytest.MonkeyPatch, capsysbinary: pytest.CaptureFixture[bytes]
) -> Callable[..., subprocess.CompletedProcess[str]]:
    """Like ``revgen`` but through ``generator.cli.main`` in this process (fast; same result shape)."""
    from generator.cli import main

    def run(*args: str, cwd: object = FIXTURES) -> subprocess.CompletedProcess[str]:
        monkeypatch.chdir(str(cwd))
        monkeypatch.delenv("NO_COLOR", raising=False)
        capsysbinary.readouterr()
        code: int | str | None = 0
        try:
            main(list(args))
        except SystemExit as exc:
            code = exc.code
        out, err = capsysbinary.readouterr()
        return subprocess.CompletedProcess(list(args), code or 0, out.decode("utf-8"), err.decode("utf-8"))

    return run
