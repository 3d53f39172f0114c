"""Helpers for the docs tests: fixture paths and the broken-link check (goldens: the shared ``golden`` fixture)."""

from __future__ import annotations

import os
import re
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent / "fixtures"
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
