"""Golden trees: the whole generated package for each fixture spec, byte for byte.

The spec-independent runtime (``RUNTIME``: the base client, exceptions, models helpers, response and stream classes, types,
``py.typed``)
is the same for every package, so it is kept once in ``golden/_runtime/`` and compared once per case;
each case's tree holds the rest. Regenerate with
``python -m pytest tests/sdk/test_sdk_golden.py --update-golden`` and review ``git diff tests/sdk/golden``.
"""

from __future__ import annotations

import pytest
from sdk_helpers import GOLDEN, GOLDEN_CASES, render_golden

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
def test_runtime_is_the_shared_one(case: str, golden) -> None:  # type: ignore[no-untyped-def]
    files = render_golden(case)
    package = GOLDEN_CASES[case][1]
    runtime = {name: files[f"{package}/{name}"] for name in RUNTIME}
    if case != min(GOLDEN_CASES) and golden.update:
        pytest.skip("the runtime golden is written from the first case")
    golden.tree(GOLDEN / "_runtime", runtime)
