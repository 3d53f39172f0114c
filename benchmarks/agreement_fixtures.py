"""Benchmark: revgen beside oasdiff 1.39.0 on the revision pairs of oasdiff's own tests.

Entry point: ``python benchmarks/agreement_fixtures.py [--show N]``. oasdiff's Go module, which ``go
install`` leaves in the module cache (``$(go env GOMODCACHE)/github.com/oasdiff/oasdiff@v1.39.0``), holds
its test fixtures (``data/``) and its tests (``*_test.go``): every two fixtures one test function names,
in the order it names them, are a base and a revision. Each pair goes through ``oasdiff changelog OLD NEW
--format json --flatten-params`` and ``revgen changelog OLD NEW --format json``, matched entry by entry
as the agreement test matches them (agreement_pairs.py). This reaches the checks of every family of oasdiff's tests, also those
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
sys.path[:0] = [str(HERE), str(HERE.parent / "tests" / "agreement")]

from agreement_pairs import compare_and_print  # noqa: E402
from oasdiff_tool import MODULE, oasdiff  # noqa: E402

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
    source = module_source(oasdiff())
    data = source / "data"
    pairs = [(f"{b.relative_to(data)} -> {r.relative_to(data)}", b, r) for b, r in test_pairs(source)]
    compare_and_print(f"oasdiff {MODULE.rsplit('@v', 1)[1]}'s test pairs ({{pairs}} pairs)", pairs, args.show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
