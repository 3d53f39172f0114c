"""Test support: the allowlist of the oasdiff comparison, read from docs/oasdiff-differences.md.

Entry point: :func:`allowlist` ``(repo) -> [Allowance]``: each code span of the last column of the file's
first table (``KIND IDS [CONDITION]``), the documented differences being the one source of what the
comparison forgives (the tables after it, the conformance cases, allow nothing).
"""

from __future__ import annotations

import re
from pathlib import Path

from compare import Allowance

KINDS = ("level", "oasdiff-only", "revgen-only")
CONDITIONS = ("", "under:allOf", "repeat", "to-any", "null-form", "null-wrapped", "null-wrapping", "ref-sibling",
              "all-of-wrapping", "union-covers", "extensions-or-examples", "enum-moved",
              "value-union", "path-item")
SPAN = re.compile(r"`([^`]+)`")


def allowlist(repo: Path) -> list[Allowance]:
    lines = (repo / "docs" / "oasdiff-differences.md").read_text(encoding="utf-8").splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith("| ")), len(lines))
    end = next((i for i in range(start, len(lines)) if not lines[i].startswith("|")), len(lines))
    rows = [line for line in lines[start:end] if not line.startswith("| ---")][1:]  # the header row is the first
    out: list[Allowance] = []
    for row in rows:
        cells = [c.strip() for c in row.strip().strip("|").split(" | ")]
        for span in SPAN.findall(cells[-1]):
            kind, ids, *rest = span.split()
            condition = rest[0] if rest else ""
            if kind not in KINDS or condition not in CONDITIONS or len(rest) > 1:
                raise ValueError(f"docs/oasdiff-differences.md: cannot read the allowlist entry {span!r}")
            out.append(Allowance(kind, ids, condition))
    if not out:
        raise ValueError("docs/oasdiff-differences.md: the table lists no difference")
    return out
