"""Test support: find the toolchain a code-sample check needs (php, ruby, go, javac, node, curl).

Entry point: :func:`tool` ``(name) -> str``: the executable's path. When it is missing the test is
skipped, except under ``REVGEN_REQUIRE_TOOLCHAINS=1`` (set by ``.ci/run`` after
``.ci/sample-toolchains.sh`` installed them), where a missing tool fails the test: on CI every sample
language is checked, never skipped. Go is also looked for in ``/usr/local/go/bin``.
"""

from __future__ import annotations

import os
import shutil

import pytest

EXTRA_DIRS = ("/usr/local/go/bin",)


def required() -> bool:
    return os.environ.get("REVGEN_REQUIRE_TOOLCHAINS") == "1"


def tool(name: str) -> str:
    found = shutil.which(name) or next(
        (os.path.join(d, name) for d in EXTRA_DIRS if os.access(os.path.join(d, name), os.X_OK)), None)
    if found is None:
        if required():
            pytest.fail(f"{name} is not installed (REVGEN_REQUIRE_TOOLCHAINS=1: .ci/sample-toolchains.sh installs it)")
        pytest.skip(f"{name} is not installed")
    return found


def search_path() -> str:
    """A PATH for sample runs: the system's, plus where the toolchains live."""
    dirs = [*EXTRA_DIRS, "/usr/local/bin", "/usr/bin", "/bin"]
    return ":".join(dict.fromkeys(d for d in dirs if os.path.isdir(d)))
