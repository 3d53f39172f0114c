"""SDK target: make generated Python exactly what black produces, fast.

Entry point: :func:`format_files`. The templates are written to be black-stable, so most files are
already in black's style as rendered; only a file with a code line longer than black's limit (a long
signature, type or call that black would split) goes through black, in-process, and when many files
need it, in parallel worker processes. ``tests/sdk/test_black_stable.py`` checks the whole claim:
black leaves every generated file unchanged.
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from typing import Any

LINE_LENGTH = 88
PARALLEL_THRESHOLD = 40


def needs_black(text: str) -> bool:
    """True when ``text`` has a code line (outside triple-quoted strings) longer than black allows."""
    in_string = False
    for line in text.split("\n"):
        quotes = line.count('"""')
        if in_string or quotes:
            if quotes % 2:
                in_string = not in_string
            continue
        if len(line) > LINE_LENGTH:
            return True
    return False


def _mode() -> Any:
    import black

    return black.Mode(line_length=LINE_LENGTH)


def black_format(text: str) -> str:
    """``text`` formatted by black (fast mode: the AST check is skipped, the output is the same)."""
    import black

    try:
        return black.format_file_contents(text, fast=True, mode=_mode())
    except black.NothingChanged:
        return text


def _format_many(texts: list[str]) -> list[str]:
    return [black_format(t) for t in texts]


def format_files(files: dict[str, str], jobs: int | None = None) -> dict[str, str]:
    """Return ``files`` with every ``.py`` file that needs it formatted by black."""
    todo = [p for p in sorted(files) if p.endswith(".py") and needs_black(files[p])]
    if not todo:
        return files
    out = dict(files)
    workers = jobs if jobs is not None else min(os.cpu_count() or 1, 4)
    if len(todo) < PARALLEL_THRESHOLD or workers <= 1:
        for p in todo:
            out[p] = black_format(files[p])
        return out
    chunks = [todo[i::workers] for i in range(workers)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(_format_many, [[files[p] for p in chunk] for chunk in chunks]))
    for chunk, formatted in zip(chunks, results):
        for p, text in zip(chunk, formatted):
            out[p] = text
    return out
