"""The golden folder holds exactly the files the tests compare against (update mode removes others)."""

from __future__ import annotations

import pytest
from report_support import GOLDEN, UPDATE_HINT, expected_golden_files


def test_no_stale_or_missing_golden_files(golden) -> None:  # type: ignore[no-untyped-def]
    present = {p.relative_to(GOLDEN).as_posix() for p in GOLDEN.rglob("*") if p.is_file()}
    expected = expected_golden_files()
    stale = sorted(present - expected)
    if golden.update and stale:
        for name in stale:
            (GOLDEN / name).unlink()
        pytest.fail(f"removed stale golden files {stale}; re-run without --update-golden")
    assert not stale, f"golden files no test uses: {stale} (remove them with: {UPDATE_HINT})"
    assert not sorted(expected - present), f"missing golden files (create them with: {UPDATE_HINT})"
