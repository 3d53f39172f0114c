"""Shared test fixtures: repository paths and the optional ../shared folder."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"


@pytest.fixture(scope="session")
def repo_dir() -> Path:
    return REPO


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The measuring material beside the project; tests that need it skip cleanly without it."""
    if not (SHARED / "specs").is_dir():
        pytest.skip("../shared is not present")
    return SHARED
