"""The one golden-file mechanism of the test suite: compare generated output with files under
``tests/**/golden`` (or a rule case's ``expected.json``), and rewrite them with
``python -m pytest [TESTS] --update-golden``.

:func:`compare_file` checks one file, :func:`compare_tree` a whole folder (missing, extra and different
files all fail, each with a unified diff). In update mode both rewrite the golden side (a tree exactly:
stale files are deleted) and then fail on purpose, so a run with the flag can never pass; review the
result with ``git diff``. Registered as the ``golden`` fixture in ``tests/conftest.py``.
"""

from __future__ import annotations

import difflib
import shutil
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

UPDATE_HINT = "python -m pytest {where} --update-golden (then review git diff)"


def _bytes(data: str | bytes) -> bytes:
    return data.encode("utf-8") if isinstance(data, str) else data


def _diff(expected: bytes, actual: bytes, name: str, limit: int = 60) -> str:
    lines = difflib.unified_diff(
        expected.decode("utf-8", "replace").splitlines(keepends=True),
        actual.decode("utf-8", "replace").splitlines(keepends=True),
        f"golden/{name}", f"generated/{name}",
    )
    return "".join(list(lines)[:limit])


class Golden:
    """``golden.file(path, actual)`` / ``golden.tree(folder, files)`` for one test."""

    def __init__(self, update: bool, where: str) -> None:
        self.update = update
        self.hint = UPDATE_HINT.format(where=where)

    def file(self, path: Path, actual: str | bytes) -> None:
        data = _bytes(actual)
        if self.update:
            old = path.read_bytes() if path.exists() else None
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            pytest.fail(f"golden file {path} {'unchanged' if old == data else 'rewritten'}; re-run without --update-golden")
        if not path.exists():
            pytest.fail(f"missing golden file {path}; create it with: {self.hint}")
        expected = path.read_bytes()
        if expected != data:
            pytest.fail(f"{path} differs from what is generated now (update with: {self.hint}):\n{_diff(expected, data, path.name)}")

    def tree(self, folder: Path, files: Mapping[str, str | bytes], ignore: Iterable[str] = ()) -> None:
        """``files`` (``{relative path: content}``) against ``folder``; paths in ``ignore`` are left out
        on both sides (checked elsewhere, e.g. the SDK runtime once for every case)."""
        skip = set(ignore)
        actual = {rel: _bytes(data) for rel, data in files.items() if rel not in skip}
        if self.update:
            if folder.exists():
                shutil.rmtree(folder)
            for rel, data in sorted(actual.items()):
                target = folder / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data)
            pytest.fail(f"golden tree {folder} rewritten; re-run without --update-golden")
        expected = {
            p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted(folder.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts
        } if folder.is_dir() else {}
        expected = {rel: data for rel, data in expected.items() if rel not in skip}
        problems = []
        for rel in sorted(set(expected) | set(actual)):
            if rel not in actual:
                problems.append(f"missing: {rel}")
            elif rel not in expected:
                problems.append(f"extra: {rel}")
            elif expected[rel] != actual[rel]:
                problems.append(_diff(expected[rel], actual[rel], rel))
        if problems:
            pytest.fail(f"{folder} differs from what is generated now (update with: {self.hint}):\n" + "\n".join(problems))
