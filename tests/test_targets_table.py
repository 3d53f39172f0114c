"""The table of targets (generator/targets/table.py): every output kind renders ``{path: content}`` from
what it reads, the CLI's --format choices are the table's, and ``revgen build`` writes every target
that has a build folder."""

from __future__ import annotations

from pathlib import Path

import click
import pytest

from generator.history import build_history
from generator.load.revisions import list_revisions
from generator.release.build import build_files
from generator.targets.table import TARGETS, built, target

SHOP = Path(__file__).resolve().parent / "docs" / "fixtures" / "shop"


@pytest.fixture(scope="module")
def history():  # type: ignore[no-untyped-def]
    return build_history(list_revisions(str(SHOP)))


def _source(name: str, history):  # type: ignore[no-untyped-def]
    reads = target(name).reads
    if reads == "history":
        return history
    if reads == "spec":
        return history.latest_spec()
    return history.latest.changes


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_every_target_renders_files_in_each_format(name: str, history) -> None:  # type: ignore[no-untyped-def]
    t = target(name)
    assert t.default in t.formats
    for fmt in t.formats:
        files = t.render(_source(name, history), fmt)
        assert files and all(isinstance(p, str) and isinstance(c, (str, bytes)) for p, c in files.items()), (name, fmt)
        assert all(not p.startswith("/") and ".." not in p.split("/") for p in files)


@pytest.mark.parametrize(("command", "name"), [("docs", "docs"), ("history", "history"), ("changelog", "reports")])
def test_cli_format_choices_come_from_the_table(command: str, name: str) -> None:
    import importlib

    cmd = importlib.import_module(f"generator.cli.{command}").command
    (option,) = [p for p in cmd.params if isinstance(p, click.Option) and "--format" in p.opts]
    assert isinstance(option.type, click.Choice)
    assert tuple(option.type.choices) == target(name).formats
    assert option.default == target(name).default


def test_build_writes_every_built_target(history) -> None:  # type: ignore[no-untyped-def]
    files = build_files(history, package_name="shop_sdk")
    for t in built():
        if t.build:
            assert any(p.startswith(t.build + "/") for p in files), t.name
    assert {"history.md", "history.json", "sdk/CHANGELOG.md"} <= set(files)
