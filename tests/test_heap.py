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


def test_a_fork_keeps_a_focused_blocks_freeze_without_counting_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """:class:`Forked` freezes the heap around its fork (the child copies fewer pages) and gives it back
    after, unless a focused block holds it frozen: known from the block itself, never by counting the
    frozen objects (``gc.get_freeze_count()`` walks them all: 20-30 ms after a Stripe SDK context)."""
    from generator.forked import Forked

    def counted() -> int:
        raise AssertionError("the frozen objects were counted")

    with collector_focused():
        kept = [[i] for i in range(10_000)]
        gc.freeze()
        monkeypatch.setattr(gc, "get_freeze_count", counted)
        assert Forked(len, kept).result() == 10_000
        monkeypatch.undo()
        assert gc.get_freeze_count() >= len(kept)  # still frozen after the fork
    assert gc.get_freeze_count() == 0
    monkeypatch.setattr(gc, "get_freeze_count", counted)
    assert Forked(len, kept).result() == 10_000
    monkeypatch.undo()
    assert gc.get_freeze_count() == 0  # outside a block: given back after the fork


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


def test_a_process_that_ends_without_teardown_runs_its_exit_functions_and_keeps_its_output(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """exit_without_teardown: the atexit functions run, buffered stdout and stderr reach the pipe whole,
    the exit code is the one given, and no object is freed one by one (a finalizer never runs)."""
    import subprocess
    import sys

    mark = tmp_path / "atexit-ran"
    code = (
        "import atexit, sys\n"
        "from generator.heap import exit_without_teardown\n"
        f"atexit.register(lambda: open({str(mark)!r}, 'w').close())\n"
        "class Noisy:\n"
        "    def __del__(self): print('finalized', file=sys.stderr)\n"
        "kept = Noisy()\n"
        "sys.stdout.write('x' * 200_000)\n"  # more than any stdout buffer holds: flushed in part already
        "sys.stderr.write('last words')\n"
        "exit_without_teardown(3)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 3
    assert done.stdout == "x" * 200_000
    assert done.stderr == "last words"  # (an ordinary exit would also print "finalized")
    assert mark.exists()


def test_a_running_thread_makes_it_the_ordinary_exit_that_waits_for_it() -> None:
    import subprocess
    import sys

    code = (
        "import threading, time, sys\n"
        "from generator.heap import exit_without_teardown\n"
        "t = threading.Thread(target=lambda: (time.sleep(0.3), print('thread done', flush=True)))\n"
        "t.start()\n"
        "exit_without_teardown(4)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout) == (4, "thread done\n")


@pytest.mark.parametrize(
    ("args", "code", "err"),
    [
        (["--version"], 0, ""),
        (["changelog", "no-such.yaml", "no-such.yaml"], 2, "error: no-such.yaml: no such file\n"),
        (["no-such-command"], 2, "error: No such command 'no-such-command'.\n"),
    ],
)
def test_the_revgen_process_exits_with_mains_code_and_message(args: list[str], code: int, err: str) -> None:
    """``python -m generator`` (as the console script) ends through :func:`generator.cli.run`."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "generator", *args], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (code, err)
    if args == ["--version"]:
        assert done.stdout.startswith("revgen, version ")
