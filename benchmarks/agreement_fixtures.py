"""Benchmark: revgen beside oasdiff 1.39.0 on the revision pairs of oasdiff's own tests.

Entry point: ``python benchmarks/agreement_fixtures.py [--show N]``. oasdiff's Go module, which ``go
install`` leaves in the module cache (``$(go env GOMODCACHE)/github.com/oasdiff/oasdiff@v1.39.0``), holds
its test fixtures (``data/``) and its tests (``*_test.go``): every two fixtures one test function names,
in the order it names them, are a base and a revision. Each pair goes through ``oasdiff changelog OLD NEW
--format json --flatten-params`` and ``revgen changelog OLD NEW --format json``, matched entry by entry
with the same code and the same allowlist (docs/oasdiff-differences.md) as the agreement test
(tests/agreement/compare.py). This reaches the checks of every family of oasdiff's tests, also those
the conformance corpus (``../shared/conformance``) holds back. A pair either tool rejects is counted apart.
Prints the agreement table, the disagreements by id and the first few of each kind.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path[:0] = [str(REPO / "tests" / "agreement")]

from compare import Tally, match, revgen_changelog, summary, table  # noqa: E402
from differences import allowlist  # noqa: E402
from null_forms import NullForms  # noqa: E402
from oasdiff_tool import MODULE, oasdiff, oasdiff_changelogs  # noqa: E402

# a fixture a Go test names: "../data/x.yaml", "../../data/checker/y.json"
FIXTURE = re.compile(r'"(?:\.\./)+data/([^"]+\.(?:yaml|yml|json))"')


def module_source(exe: str) -> Path:
    """The oasdiff module's source in Go's module cache, next to the executable's build."""
    go = Path(exe).parent.parent.parent  # GOPATH/bin/oasdiff -> GOPATH (the default module cache sits in it)
    found = subprocess.run(["go", "env", "GOMODCACHE"], capture_output=True, text=True, check=False).stdout.strip()
    root = Path(found) if found else go / "pkg" / "mod"
    source = root / MODULE
    if not (source / "data").is_dir():
        raise SystemExit(f"no oasdiff source at {source}: build it with `go install {MODULE}`")
    return source


def test_pairs(source: Path) -> list[tuple[Path, Path]]:
    """Each (base, revision) of two fixtures one test function of the module names, once."""
    pairs: set[tuple[Path, Path]] = set()
    for test in sorted(source.rglob("*_test.go")):
        for function in test.read_text(encoding="utf-8").split("\nfunc "):
            named = FIXTURE.findall(function)
            for base, revision in zip(named[::2], named[1::2]):
                b, r = source / "data" / base, source / "data" / revision
                if b != r and b.is_file() and r.is_file():
                    pairs.add((b, r))
    return sorted(pairs)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--show", type=int, default=20, help="disagreements of each kind to print")
    args = ap.parse_args(argv)
    exe = oasdiff()
    source = module_source(exe)
    allowed = allowlist(REPO)
    total = Tally()
    rejected: list[str] = []
    pairs = test_pairs(source)
    for base, revision in pairs:
        name = f"{base.relative_to(source / 'data')} -> {revision.relative_to(source / 'data')}"
        try:
            (theirs,) = oasdiff_changelogs(exe, [(base, revision)], jobs=1)
            ours = revgen_changelog(base, revision)
        except AssertionError as exc:
            rejected.append(f"{name}: {str(exc).splitlines()[0][:160]}")
            continue
        total.add(match(name, ours, theirs, allowed, NullForms(base, revision)))
    print(table({f"oasdiff {MODULE.rsplit('@v', 1)[1]}'s test pairs ({len(pairs) - len(rejected)} pairs)": total}))
    print()
    print(summary(total, 25))
    for label, rows in (("oasdiff only", total.only_theirs), ("revgen only", total.only_ours)):
        for pair, entry in rows[:args.show]:
            print(f"{label}: {pair} {entry.id} {entry.level} {entry.method} {entry.path} {entry.text[:200]}")
    for pair, ours, theirs in total.other_level[:args.show]:
        print(f"other level: {pair} {ours.id} revgen {ours.level} oasdiff {theirs.level} {ours.method} {ours.path}")
    for line in rejected:
        print(f"rejected: {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
