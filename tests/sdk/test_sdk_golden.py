"""Golden trees: the whole generated package for each fixture spec, byte for byte.

The spec-independent runtime (``RUNTIME``: the base client, exceptions, models helpers, response and stream classes, types,
``py.typed``) is the same for every package and is written as the built-in files under
``templates/python/package/`` are: each case's runtime is compared with those files (no golden copy of
them); each case's tree holds the rest. Regenerate with
``python -m pytest tests/sdk/test_sdk_golden.py --update-golden`` and review ``git diff tests/sdk/golden``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sdk_helpers import GOLDEN, GOLDEN_CASES, render_golden

import generator

RUNTIME = (
    "_base_client.py",
    "_exceptions.py",
    "_models.py",
    "_pagination.py",
    "_response.py",
    "_streaming.py",
    "_types.py",
    "_websocket.py",
    "py.typed",
)


def _runtime_paths(case: str) -> list[str]:
    package = GOLDEN_CASES[case][1]
    return [f"{package}/{name}" for name in RUNTIME]


@pytest.mark.parametrize("case", sorted(GOLDEN_CASES))
def test_golden_tree(case: str, golden) -> None:  # type: ignore[no-untyped-def]
    golden.tree(GOLDEN / case, render_golden(case), ignore=_runtime_paths(case))


@pytest.mark.parametrize("case", sorted(GOLDEN_CASES))
def test_runtime_is_the_built_in_files(case: str) -> None:
    files = render_golden(case)
    package = GOLDEN_CASES[case][1]
    builtin = Path(generator.__file__).resolve().parents[1] / "templates" / "python" / "package"
    for name in RUNTIME:
        expected = "" if name == "py.typed" else (builtin / name).read_text(encoding="utf-8")
        assert files[f"{package}/{name}"] == expected, name
