"""A component's schema rows are made once and given again to every tree that shows them
(``docs_schema._children``): the trees must be exactly those made without the memo, whatever the
order they are made in and wherever the row and depth caps cut them."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from generator.load import load_spec
from generator.targets import docs_schema
from generator.targets.docs_context import _body_media, _success_schemas

SHOP = Path(__file__).parent / "fixtures" / "shop" / "003_2025-03-01_c3d4e5f6a7b8.yaml"


def _roots(path: Path) -> list[tuple[Any, str]]:
    spec = load_spec(str(path))
    roots = []
    for operation in spec.operations.values():
        body = _body_media(operation)
        if body and body[1].schema is not None:
            roots.append((body[1].schema, "request"))
        roots.extend((media.schema, "response") for _, media in _success_schemas(operation))
    for schema in spec.schemas.values():
        roots.extend([(schema, "request"), (schema, "response")])
    return roots


def _tree(schema: Any, direction: str, memo: dict[Any, Any] | None) -> list[dict[str, Any]]:
    return docs_schema._children(schema, [], docs_schema._Budget(memo), direction)


def _spec_files(shared: Path | None) -> list[Path]:
    files = [SHOP]
    if shared is not None:
        files.append(shared / "specs" / "stripe" / "004_2022-04-13_e0123a3.json")
    return files


@pytest.fixture(scope="module")
def shared_or_none() -> Path | None:
    shared = Path(__file__).resolve().parents[2].parent / "shared"  # the measuring material beside the project
    return shared if (shared / "specs" / "stripe").is_dir() else None


@pytest.mark.parametrize("caps", [(docs_schema.MAX_DEPTH, docs_schema.MAX_ROWS), (3, 20), (5, 60), (6, 150)])
def test_trees_are_the_same_with_the_memo(caps: tuple[int, int], shared_or_none: Path | None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(docs_schema, "MAX_DEPTH", caps[0])
    monkeypatch.setattr(docs_schema, "MAX_ROWS", caps[1])
    for path in _spec_files(shared_or_none):
        roots = _roots(path)
        for seed in (1, 2):
            random.Random(seed).shuffle(roots)
            memo: dict[Any, Any] = {}
            for schema, direction in roots:
                assert _tree(schema, direction, memo) == _tree(schema, direction, None), (path.name, schema.pointer)


def _lists(rows: list[dict[str, Any]], out: list[int]) -> None:
    out.append(id(rows))
    for row in rows:
        _lists(row["children"], out)


def test_a_components_rows_are_made_once(shared_or_none: Path | None) -> None:
    """Trees that show one component hold the very same rows (without the memo each is made anew)."""
    path = _spec_files(shared_or_none)[-1]
    memo: dict[Any, Any] = {}
    trees = [_tree(schema, direction, memo) for schema, direction in _roots(path)]  # kept alive: ids stay distinct
    ids: list[int] = []
    for tree in trees:
        _lists(tree, ids)
    assert len(set(ids)) < len(ids) and memo
