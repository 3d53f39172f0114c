"""Shared test fixtures: repository paths, the optional ../shared folder, and the one golden-file
mechanism (``--update-golden``, the ``golden`` fixture: see tests/golden.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from golden import Golden

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", default=False,
                     help="rewrite the golden files the tests compare with (those tests then fail on purpose)")


@pytest.fixture
def golden(request: pytest.FixtureRequest) -> Golden:
    """``golden.file(path, text)`` and ``golden.tree(folder, files)``: compare, or rewrite with --update-golden."""
    where = Path(str(request.node.fspath)).relative_to(REPO).as_posix()
    return Golden(bool(request.config.getoption("--update-golden")), where)


@pytest.fixture(scope="session")
def repo_dir() -> Path:
    return REPO


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The measuring material beside the project; tests that need it skip cleanly without it."""
    if not (SHARED / "specs").is_dir():
        pytest.skip("../shared is not present")
    return SHARED
