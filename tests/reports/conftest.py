"""Fixtures for the report tests: golden-file comparison with an update mode.

Regenerate every golden report with ``python -m pytest tests/reports --update-golden`` and review the
result with ``git diff tests/reports/golden``. In update mode each rewritten test fails on purpose, so
a CI run with the flag can never pass.
"""

from __future__ import annotations

import difflib
import subprocess
from collections.abc import Callable

import pytest
from report_support import FIXTURES, GOLDEN, UPDATE_HINT, run_revgen


def pytest_addoption(parser: pytest.Parser) -> None:
    try:
        parser.addoption(
            "--update-golden", action="store_true", default=False, help="rewrite golden files (the tests then fail)"
        )
    except ValueError:  # another conftest registered the same option
        pass


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden", default=False))


@pytest.fixture
def golden(update_golden: bool) -> Callable[[str, str], None]:
    """``golden(relative_name, actual)``: compare with ``golden/<relative_name>`` (or rewrite it)."""

    def check(name: str, actual: str) -> None:
        path = GOLDEN / name
        if update_golden:
            path.parent.mkdir(parents=True, exist_ok=True)
            old = path.read_text(encoding="utf-8") if path.exists() else None
            path.write_bytes(actual.encode("utf-8"))
            pytest.fail(f"golden file {name} {'unchanged' if old == actual else 'rewritten'}; re-run without --update-golden")
        if not path.exists():
            pytest.fail(f"missing golden file {name}; create it with: {UPDATE_HINT}")
        expected = path.read_bytes().decode("utf-8")
        if expected != actual:
            diff = "".join(
                difflib.unified_diff(
                    expected.splitlines(keepends=True), actual.splitlines(keepends=True), f"golden/{name}", "actual"
                )
            )
            pytest.fail(f"{name} differs from its golden file (update with: {UPDATE_HINT}):\n{diff}")

    return check


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
