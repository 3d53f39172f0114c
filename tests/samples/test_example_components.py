"""A component's example value is made once and given again to every example that shows it
(``examples._component``): the examples must be exactly those made without the memo, whatever the
order they are made in and wherever the depth and value caps cut them."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from generator.load import load_spec
from generator.targets import examples

SHOP = Path(__file__).parent.parent / "docs" / "fixtures" / "shop" / "003_2025-03-01_c3d4e5f6a7b8.yaml"


def _roots(path: Path) -> list[tuple[Any, str]]:
    spec = load_spec(str(path))
    roots = []
    for operation in spec.operations.values():
        media = list(operation.request_body.content.values()) if operation.request_body else []
        roots.extend((m.schema, "request") for m in media if m.schema is not None)
        for response in operation.responses.values():
            roots.extend((m.schema, "response") for m in response.content.values() if m.schema is not None)
    for schema in spec.schemas.values():
        roots.extend([(schema, "request"), (schema, "response")])
    return roots


def _example(schema: Any, direction: str, memo: dict[Any, Any] | None) -> Any:
    return examples._example(schema, direction, [], 0, examples._Budget(memo))


@pytest.fixture(scope="module")
def spec_files() -> list[Path]:
    shared = Path(__file__).resolve().parents[2].parent / "shared"  # the measuring material beside the project
    stripe = shared / "specs" / "stripe" / "004_2022-04-13_e0123a3.json"
    return [SHOP] + ([stripe] if stripe.is_file() else [])


@pytest.mark.parametrize("caps", [(examples.MAX_DEPTH, examples.MAX_NODES), (3, 20), (5, 60), (8, 300)])
def test_examples_are_the_same_with_the_memo(caps: tuple[int, int], spec_files: list[Path], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(examples, "MAX_DEPTH", caps[0])
    monkeypatch.setattr(examples, "MAX_NODES", caps[1])
    for path in spec_files:
        roots = _roots(path)
        for seed in (1, 2):
            random.Random(seed).shuffle(roots)
            memo: dict[Any, Any] = {}
            for schema, direction in roots:
                ours, plain = _example(schema, direction, memo), _example(schema, direction, None)
                assert repr(ours) == repr(plain), (path.name, schema.pointer)


def test_a_components_value_is_made_once(spec_files: list[Path]) -> None:
    """Two examples that show one component hold the very same value object."""
    memo: dict[Any, Any] = {}
    values = [_example(schema, direction, memo) for schema, direction in _roots(spec_files[-1])]  # kept alive
    ids = [id(v) for v in values if isinstance(v, (dict, list)) and v]
    assert len(set(ids)) < len(ids) and memo
