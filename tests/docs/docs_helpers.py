"""Helpers for the docs tests: build a site in memory, compare trees with golden folders."""

from __future__ import annotations

import difflib
import os
import re
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent / "fixtures"
UPDATE = os.environ.get("REVGEN_UPDATE_GOLDEN") == "1"
UPDATE_HINT = "regenerate with: REVGEN_UPDATE_GOLDEN=1 python -m pytest -q tests/docs tests/samples (then review git diff)"


def compare_tree(files: dict[str, str | bytes], golden: Path) -> None:
    """Fail on any missing, extra or different file (unified diff in the message); rewrite in update mode."""
    if UPDATE:
        if golden.exists():
            for old in sorted(golden.rglob("*"), reverse=True):
                old.unlink() if old.is_file() else old.rmdir()
        for rel, data in files.items():
            target = golden / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data.encode() if isinstance(data, str) else data)
        raise AssertionError(f"golden files rewritten in {golden}; re-run without REVGEN_UPDATE_GOLDEN")
    expected = {str(p.relative_to(golden)): p.read_bytes() for p in golden.rglob("*") if p.is_file()}
    actual = {k: (v.encode() if isinstance(v, str) else v) for k, v in files.items()}
    problems = []
    for rel in sorted(set(expected) | set(actual)):
        if rel not in actual:
            problems.append(f"missing: {rel}")
        elif rel not in expected:
            problems.append(f"extra: {rel}")
        elif expected[rel] != actual[rel]:
            diff = difflib.unified_diff(
                expected[rel].decode(errors="replace").splitlines(), actual[rel].decode(errors="replace").splitlines(),
                f"golden/{rel}", f"generated/{rel}", lineterm="", n=2,
            )
            problems.append("\n".join(list(diff)[:60]))
    assert not problems, "\n".join(problems) + "\n" + UPDATE_HINT


_HREF = re.compile(r'(?:href|src)="([^"#?]*)(?:[#?][^"]*)?"')
_MD_LINK = re.compile(r"\]\(([^)#?\s]+)(?:#[^)]*)?\)")


def broken_links(files: dict[str, str | bytes]) -> list[str]:
    """Every relative link in the HTML and Markdown pages that names no generated file."""
    broken = []
    for rel, data in files.items():
        if not isinstance(data, str) or not rel.endswith((".html", ".md", ".txt", ".svg")):
            continue
        pattern = _HREF if rel.endswith((".html", ".svg")) else _MD_LINK
        base = os.path.dirname(rel)
        for target in pattern.findall(data):
            if not target or re.match(r"^[a-z]+:", target):
                continue
            resolved = os.path.normpath(os.path.join(base, target))
            if resolved not in files:
                broken.append(f"{rel} -> {target}")
    return broken
