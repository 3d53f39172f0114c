"""Golden trees: the whole generated package for each fixture spec, byte for byte.

On a difference the message shows a unified diff and the command that regenerates the goldens.
"""

from __future__ import annotations

import difflib

import pytest

from sdk_helpers import GOLDEN, GOLDEN_CASES, UPDATE_COMMAND, read_tree, render_golden


@pytest.mark.parametrize("case", sorted(GOLDEN_CASES))
def test_golden_tree(case: str) -> None:
    expected = read_tree(GOLDEN / case)
    actual = render_golden(case)
    problems = []
    for path in sorted(set(expected) | set(actual)):
        if path not in actual:
            problems.append(f"missing file: {path}")
        elif path not in expected:
            problems.append(f"unexpected file: {path}")
        elif expected[path] != actual[path]:
            diff = difflib.unified_diff(
                expected[path].splitlines(True), actual[path].splitlines(True), f"expected/{path}", f"actual/{path}"
            )
            problems.append("".join(list(diff)[:60]))
    assert not problems, "\n".join(problems) + f"\n\nIf the change is intended, run: {UPDATE_COMMAND}"
