"""The changelog engine in parts (:class:`generator.rules.engine.Part`, :func:`~generator.rules.engine.split_point`):
the endpoints cut in two at any point give two change lists that join to the full list."""

from __future__ import annotations

from pathlib import Path

import pytest
from report_support import FIXTURES

from generator.rules.engine import Part, compute_changes, split_point
from generator.load import load_spec


def _key(change: dict) -> tuple[bool, str, int]:  # type: ignore[type-arg]
    from generator.rules.engine import NO_ENDPOINT, _METHOD_ORDER

    return NO_ENDPOINT if change["path"] is None else (True, change["path"], _METHOD_ORDER[change["operation"]])


def test_the_parts_of_every_cut_join_to_the_full_list() -> None:
    base, revision = load_spec(str(FIXTURES / "base.yaml")), load_spec(str(FIXTURES / "revision.yaml"))
    full = [c.to_dict() for c in compute_changes(base, revision)]
    cuts = {_key(c) for c in full} | {split_point(base, revision, 0.5)}
    assert len(cuts) > 4
    for cut in cuts:
        first = [c.to_dict() for c in compute_changes(base, revision, part=Part(None, cut))]
        last = [c.to_dict() for c in compute_changes(base, revision, part=Part(cut, None))]
        assert first + last == full, cut
        assert all(_key(c) < cut for c in first) and all(_key(c) >= cut for c in last)


SPECS = Path(__file__).resolve().parents[2] / ".." / "shared" / "specs" / "stripe"


@pytest.mark.skipif(not (SPECS / "004_2022-04-13_e0123a3.json").is_file(), reason="../shared/specs absent")
def test_stripe_parts_join_to_the_full_list() -> None:
    base = load_spec(str(SPECS / "002_2022-01-12_28e1e6d.json"))
    revision = load_spec(str(SPECS / "004_2022-04-13_e0123a3.json"))
    full = [c.to_dict() for c in compute_changes(base, revision)]
    for share in (0.2, 0.5, 0.8):
        cut = split_point(base, revision, share)
        first = compute_changes(base, revision, part=Part(None, cut))
        last = compute_changes(base, revision, part=Part(cut, None))
        assert [c.to_dict() for c in first + last] == full, share
        assert abs(len(first) - share * len(full)) < len(full) / 10, share
