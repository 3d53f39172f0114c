"""generator.heap: what a paused block allocated is not walked by the next young collection."""

from __future__ import annotations

import gc

import pytest

from generator.heap import collector_focused, collector_paused


def test_a_paused_blocks_objects_join_the_oldest_generation() -> None:
    assert gc.isenabled()
    young = gc.get_stats()[0]["collections"]
    with collector_paused():
        assert not gc.isenabled()
        kept = [[i] for i in range(50_000)]  # tracked containers, counted while the collector is off
    assert gc.isenabled()
    more = [[i] for i in range(100)]  # fewer than any young threshold
    # had they stayed young, these allocations would have started a young collection walking them all
    assert gc.get_stats()[0]["collections"] == young
    assert gc.get_freeze_count() == 0  # given back: a later full collection sees them again
    assert len(kept) + len(more) == 50_100


def test_inside_a_focused_block_they_stay_frozen_until_it_ends() -> None:
    with collector_focused():
        with collector_paused():
            kept = [[i] for i in range(10_000)]
        assert gc.get_freeze_count() >= len(kept)
    assert gc.get_freeze_count() == 0


def test_the_cli_imports_a_command_without_a_collection(monkeypatch: pytest.MonkeyPatch) -> None:
    """A command's module is imported with the collector paused when the command is asked for: what an
    import makes lives to the end of the run, and a young collection would only walk it."""
    import sys

    import click

    import generator.cli
    from generator.cli import cli

    monkeypatch.delitem(sys.modules, "generator.cli.rules", raising=False)  # imported afresh here
    monkeypatch.delattr(generator.cli, "rules", raising=False)
    started: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started.append(info["generation"])

    ctx = click.Context(cli)
    thresholds = gc.get_threshold()
    gc.collect()  # (no allocations counted yet: only the import's could reach the threshold)
    gc.callbacks.append(count)
    gc.set_threshold(10)  # a young collection every 10 allocations, were the collector on
    try:
        command = cli.get_command(ctx, "rules")
    finally:
        gc.set_threshold(*thresholds)
        gc.callbacks.remove(count)
    assert command is not None
    assert "generator.cli.rules" in sys.modules
    assert started == []
    assert gc.isenabled()


@pytest.mark.parametrize(
    ("args", "code", "err"),
    [
        (["--version"], 0, ""),
        (["changelog", "no-such.yaml", "no-such.yaml"], 2, "error: no-such.yaml: no such file\n"),
        (["no-such-command"], 2, "error: no such command 'no-such-command'. See 'revgen --help'.\n"),
    ],
)
def test_the_revgen_process_exits_with_mains_code_and_message(args: list[str], code: int, err: str) -> None:
    """``python -m generator`` (as the console script) ends through :func:`generator.cli.run`: main's exit
    code and its one-line message."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "generator", *args], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (code, err)
    if args == ["--version"]:
        assert done.stdout.startswith("revgen, version ")
