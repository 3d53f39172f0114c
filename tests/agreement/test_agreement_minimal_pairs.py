"""revgen agrees with oasdiff 1.39.0 on the minimal pairs of tests/rules/oasdiff_pairs, both ways.

Each folder there is a base/revision pair written for one behaviour oasdiff 1.39.0 has that the real
histories do not show (a webhook's operations, OpenAPI 3.2's ``query``, ``additionalOperations`` and ``itemSchema``, an
empty ``oneOf``, a union of values that became an ``enum``). Here both tools run on the pair and on the
pair reversed, matched as on the real histories (compare.py), the rows of docs/oasdiff-differences.md
the only allowlist: every entry must be matched at the same level or be a documented difference.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from compare import Tally, match, revgen_changelog, summary
from differences import allowlist
from null_forms import NullForms
from oasdiff_tool import oasdiff, oasdiff_changelogs

PAIRS = Path(__file__).resolve().parent.parent / "rules" / "oasdiff_pairs"
NAMES = sorted(p.name for p in PAIRS.iterdir() if p.is_dir())


@pytest.mark.parametrize("name", NAMES)
def test_pair_agrees_with_oasdiff(name: str, repo_dir) -> None:  # type: ignore[no-untyped-def]
    base, revision = PAIRS / name / "base.yaml", PAIRS / name / "revision.yaml"
    pairs = [(base, revision), (revision, base)]
    theirs = oasdiff_changelogs(oasdiff(), pairs)
    allowed = allowlist(repo_dir)
    total = Tally()
    for (old, new), reference in zip(pairs, theirs):
        assert reference, f"oasdiff 1.39.0 reports nothing for {old.name} -> {new.name}: the pair shows nothing"
        total.add(match(f"{old.name} -> {new.name}", revgen_changelog(old, new), reference, allowed,
                        NullForms(old, new)))
    assert not (total.only_ours or total.only_theirs or total.other_level), summary(total)
