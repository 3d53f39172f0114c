"""Benchmark support: revgen beside oasdiff 1.39.0 on named revision pairs, matched as the agreement test matches.

Entry point: :func:`compare_and_print` ``(label, pairs, show)``: each ``(name, old, new)`` goes through
``oasdiff changelog OLD NEW --format json --flatten-params`` (built and cached as the agreement test does,
tests/agreement/oasdiff_tool.py) and ``revgen changelog OLD NEW --format json``, matched entry by entry with
tests/agreement/compare.py and the allowlist of docs/oasdiff-differences.md. A pair either tool rejects is
counted apart. Prints the agreement table (``label`` with ``{pairs}``, the pairs compared), the
disagreements by id and the first ``show`` of each kind. Used by agreement_directory.py and
agreement_fixtures.py.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO / "tests" / "agreement")]

from compare import Tally, match, revgen_changelog, summary, table  # noqa: E402
from differences import allowlist  # noqa: E402
from null_forms import NullForms  # noqa: E402
from oasdiff_tool import oasdiff, oasdiff_changelogs  # noqa: E402


def compare_and_print(label: str, pairs: Sequence[tuple[str, Path, Path]], show: int) -> Tally:
    exe = oasdiff()
    allowed = allowlist(REPO)
    total = Tally()
    rejected: list[str] = []
    for name, old, new in pairs:
        try:
            (theirs,) = oasdiff_changelogs(exe, [(old, new)], jobs=1)
            ours = revgen_changelog(old, new)
        except AssertionError as exc:
            rejected.append(f"{name}: {str(exc).splitlines()[0][:160]}")
            continue
        total.add(match(name, ours, theirs, allowed, NullForms(old, new)))
    print(table({label.format(pairs=len(pairs) - len(rejected)): total}))
    print()
    print(summary(total, 25))
    for kind, rows in (("oasdiff only", total.only_theirs), ("revgen only", total.only_ours)):
        for pair, entry in rows[:show]:
            print(f"{kind}: {pair} {entry.id} {entry.level} {entry.method} {entry.path} {entry.text[:220]}")
    for pair, ours, theirs in total.other_level[:show]:
        print(f"other level: {pair} {ours.id} revgen {ours.level} oasdiff {theirs.level} {ours.method} {ours.path}")
    for line in rejected:
        print(f"rejected: {line}")
    return total
