"""Spec.release: a released revision is freed by reference counting, without the cyclic collector."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import cli
from generator.history.build import neighbour_changes
from generator.history.cache import DiffCache
from generator.load import load_spec
from generator.load.revisions import revision_of_file
from generator.model import Spec
from generator.model.schema import Schema
from generator.rules.engine import compute_changes

# A recursive component (a node lists its children) and an operation that reaches it: its schemas
# refer to one another and to the spec that made them.
SPEC = """openapi: 3.0.3
info: {{title: Tree, version: "1"}}
paths:
  /nodes:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json: {{schema: {{$ref: "#/components/schemas/Node"}}}}
components:
  schemas:
    Node:
      type: object
      properties:
        name: {{type: string{extra}}}
        children: {{type: array, items: {{$ref: "#/components/schemas/Node"}}}}
"""


@pytest.fixture
def pair(tmp_path: Path) -> tuple[str, str]:
    base, revision = tmp_path / "base.yaml", tmp_path / "revision.yaml"
    base.write_text(SPEC.format(extra=""))
    revision.write_text(SPEC.format(extra=", maxLength: 10"))
    return str(base), str(revision)


def model_garbage() -> list[object]:
    """The specs and schemas only the cyclic collector could free now (then freed)."""
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        return [o for o in gc.garbage if isinstance(o, (Spec, Schema))]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.collect()


@pytest.fixture(autouse=True)
def _collected_before() -> None:
    gc.collect()  # (what earlier tests left is not counted)


def _diffed(base: str, revision: str) -> tuple[Spec, Spec]:
    specs = load_spec(base), load_spec(revision)
    assert [c.id for c in compute_changes(*specs)] == ["response-property-max-length-set"]
    return specs


def test_a_diffed_pair_left_alone_needs_the_cyclic_collector(pair: tuple[str, str]) -> None:
    # (what release is for: without it the pair is garbage only the cyclic collector frees)
    _diffed(*pair)
    assert model_garbage()


def test_a_released_pair_is_freed_when_dropped(pair: tuple[str, str]) -> None:
    for spec in _diffed(*pair):
        spec.release()
        spec.release()  # (twice does nothing more: ``changelog X X`` names one spec twice)
    assert not model_garbage()


def test_a_changelog_run_leaves_no_model_for_the_collector(pair: tuple[str, str]) -> None:
    result = CliRunner().invoke(cli, ["changelog", *pair, "--format", "json"])
    assert result.exit_code == 0, result.output
    assert "response-property-max-length-set" in result.output
    assert not model_garbage()


def test_a_fleet_neighbour_diff_leaves_no_model_for_the_collector(pair: tuple[str, str]) -> None:
    changes, computed = neighbour_changes(revision_of_file(pair[0]), revision_of_file(pair[1]), DiffCache(None))
    assert computed and [c["id"] for c in changes] == ["response-property-max-length-set"]
    assert not model_garbage()


def test_an_sdk_run_leaves_no_model_for_the_collector(pair: tuple[str, str], tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["sdk", pair[1], "-o", str(tmp_path / "sdk"), "-q", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "sdk").is_dir()
    assert not model_garbage()


def test_a_docs_run_leaves_no_model_for_the_collector(pair: tuple[str, str], tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["docs", *pair, "-o", str(tmp_path / "docs"), "-q", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "docs" / "index.html").is_file()
    assert not model_garbage()
