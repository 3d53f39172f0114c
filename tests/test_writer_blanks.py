"""Shared writer: :meth:`StagedTree.reserve`, files made ahead by a forked maker (:mod:`generator.blanks`)
and renamed into place by the writes, give the tree a plain write gives, in this process and in forked
ones; the maker makes no more than it was told, and a failed tree leaves no maker and no folder behind."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path
from typing import Any

import pytest

import generator.blanks as blanks
from blanks_spy import logged_puts, spy_puts
from generator.errors import RevgenError
from generator.forked import Forked
from generator.writer import BLANKS, MARKER, StagedTree, new_tree, write_part, write_tree

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the maker is a forked process")


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _made(tree: StagedTree) -> int:
    """The blanks handed out to the writers and not taken yet (the records waiting on the pipe)."""
    import fcntl
    import termios

    waiting = bytearray(4)
    fcntl.ioctl(tree._blanks._ready, termios.FIONREAD, waiting)  # type: ignore[union-attr]
    return int.from_bytes(waiting, "little") // 4


def _wait_for(condition: Any) -> None:
    """Wait (a minute at most) until ``condition()`` holds: the maker runs at its own pace."""
    deadline = time.monotonic() + 60
    while not condition():
        assert time.monotonic() < deadline, "the maker made no blanks"
        time.sleep(0.005)


def _count_creates(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    made: list[str] = []
    real = os.open

    def counting(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & os.O_CREAT:
            made.append(os.fspath(path))
        return real(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", counting)  # after the fork: the maker creates with the real one
    return made


FILES = {f"pkg/m/mod_{i:03d}.py": f"x = {i}\n" * (i % 7) for i in range(40)} | {"README.md": "r", "pkg/e.txt": ""}


def test_reserved_files_are_made_ahead_and_the_tree_is_the_tree_a_plain_write_makes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = tmp_path / "plain"
    write_tree(plain, FILES)
    out = tmp_path / "out"
    with StagedTree(out) as tree:
        tree.reserve(len(FILES) + 1)  # (+ the marker)
        _wait_for(lambda: _made(tree) == len(FILES) + 1)
        made_here = _count_creates(monkeypatch)
        write_part(tree, sorted(FILES.items()))
        tree.commit()
    monkeypatch.undo()
    assert made_here == []  # every file was a blank renamed into place
    assert _tree(out) == _tree(plain)
    mode = 0o666 & ~_umask()
    assert all(stat.S_IMODE(p.stat().st_mode) == mode for p in out.rglob("*") if p.is_file())
    assert stat.S_IMODE(out.stat().st_mode) == stat.S_IMODE(plain.stat().st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "plain"]  # no blanks, no staging folder


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_the_maker_makes_no_more_than_told_less_the_files_writers_made_themselves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "out"
    with StagedTree(out) as tree:
        tree.reserve(3)
        _wait_for(lambda: _made(tree) == 3)
        made_here = _count_creates(monkeypatch)
        for i in range(5):  # three blanks taken, then two files made here (none ready)
            tree.write(f"f{i}.txt", str(i))
        assert len(made_here) == 2 and _made(tree) == 0
        # made in this process's own folder, then renamed into place: never created in a folder of the
        # tree, whose lock another writer renaming into it would wait for meanwhile
        assert all(path.startswith(f"w{os.getpid()}/") for path in made_here), made_here
        tree.reserve(8)  # eight in all: three more to make (3 taken + 2 made here)
        _wait_for(lambda: _made(tree) == 3)
        for i in range(5, 8):
            tree.write(f"f{i}.txt", str(i))
        assert len(made_here) == 2
        tree.write("f8.txt", "8")  # beyond what it was told: made here
        assert len(made_here) == 3 and _made(tree) == 0
        tree.commit(marker=False)
    assert _tree(out) == {f"f{i}.txt": str(i).encode() for i in range(9)}


def _write_in_child(tree: StagedTree, items: list[tuple[str, str]]) -> set[str]:
    return write_part(tree, items)


def test_forked_writers_take_blanks_too(tmp_path: Path) -> None:
    out = tmp_path / "out"
    half = sorted(FILES.items())
    with StagedTree(out) as tree:
        tree.reserve(len(FILES) + 1)
        _wait_for(lambda: _made(tree) == len(FILES) + 1)
        child = Forked(_write_in_child, tree, half[::2])
        write_part(tree, half[1::2])
        assert child.result() == {rel for rel, _ in half[::2]}
        assert _made(tree) == 1  # the others were taken, here and in the child
        tree.commit()
    assert _tree(out) == {**{rel: text.encode() for rel, text in FILES.items()}, MARKER: _tree(out)[MARKER]}


def test_a_failed_tree_stops_the_maker_and_leaves_the_previous_tree(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_tree(out, {"old.txt": "old"})
    before = _tree(out)
    with pytest.raises(RevgenError, match="failed"):
        with StagedTree(out) as tree:
            tree.reserve(10_000)  # (still making blanks when the error comes)
            _wait_for(lambda: _made(tree) > 0)
            tree.write("new.txt", "new")
            maker = tree._blanks._pid  # type: ignore[union-attr]
            raise RevgenError("the run failed")
    with pytest.raises(ProcessLookupError):  # ended and reaped
        os.kill(maker, 0)
    assert _tree(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_a_tree_that_replaces_another_makes_no_blanks(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_tree(out, {"a.txt": "a"})
    with StagedTree(out, spare=True) as tree:  # (a spare is claimed by the second run)
        tree.commit()
    with StagedTree(out, spare=True) as tree:
        assert tree.from_spare
        tree.reserve(5)
        assert not (tree.staging / BLANKS).exists()
        tree.write("b.txt", "b")
        tree.commit()
    assert (out / "b.txt").read_text() == "b"


def test_without_fork_every_write_makes_its_own_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(blanks, "CAN_FORK", False)
    out = tmp_path / "out"
    with StagedTree(out) as tree:
        tree.reserve(len(FILES))
        assert not (tree.staging / BLANKS).exists()
        write_part(tree, FILES.items())
        tree.commit()
    assert {rel: data for rel, data in _tree(out).items() if rel != MARKER} == {r: t.encode() for r, t in FILES.items()}


def test_a_writer_whose_own_folder_is_there_already_uses_it(tmp_path: Path) -> None:
    """A writer's own folder is named for its pid: one left by an earlier process of the same pid (pids
    come round again), with a file in it, is used as it is."""
    out = tmp_path / "out"
    with StagedTree(out) as tree:
        tree.reserve(1)
        _wait_for(lambda: _made(tree) == 1)
        tree.write("a.txt", "a")  # the one blank
        own = tree.staging / BLANKS / f"w{os.getpid()}"
        own.mkdir()
        (own / "1").write_text("left by a process that died")
        tree.write("b.txt", "b")  # no blank left: made in the folder there already, past the file in it
        tree.write("c.txt", "c")
        tree.commit(marker=False)
    assert _tree(out) == {"a.txt": b"a", "b.txt": b"b", "c.txt": b"c"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def _part(items: list[tuple[str, str]]) -> Any:
    return lambda: iter(items)


def test_write_tree_with_expect_writes_a_new_tree_through_files_made_ahead_in_every_worker(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = tmp_path / "plain"
    write_tree(plain, FILES)
    log = tmp_path / "puts.log"
    spy_puts(monkeypatch, log)
    out = tmp_path / "out"
    items = sorted(FILES.items())
    written = write_tree(out, items[::3], workers=[_part(items[1::3]), _part(items[2::3])], expect=len(FILES))
    assert written == sorted(FILES)
    puts = logged_puts(log)
    assert len(puts) == len(FILES) + 1 and {p[1] for p in puts} == {"1"}  # every file, the marker too
    assert len({p[0] for p in puts}) == 3  # this process and both workers
    assert _tree(out) == _tree(plain)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "plain", "puts.log"]


def test_write_tree_with_expect_over_an_earlier_tree_links_and_makes_nothing_ahead(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "out"
    write_tree(out, FILES)
    inode = (out / "README.md").stat().st_ino
    log = tmp_path / "puts.log"
    spy_puts(monkeypatch, log)
    changed = dict(FILES, **{"pkg/e.txt": "new"})
    items = sorted(changed.items())
    write_tree(out, items[::2], workers=[_part(items[1::2])], expect=len(changed))
    assert logged_puts(log) == []
    assert (out / "README.md").stat().st_ino == inode  # unchanged: hard-linked from the earlier tree
    assert {rel: data for rel, data in _tree(out).items() if rel != MARKER} == {r: t.encode() for r, t in changed.items()}


def test_a_tree_started_early_is_written_by_write_tree_or_removed_on_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = tmp_path / "puts.log"
    spy_puts(monkeypatch, log)
    out = tmp_path / "out"
    tree = new_tree(out, 1)
    assert tree is not None and tree.reserving
    with tree:
        tree.reserve(len(FILES) + 1)  # the number learnt later
        items = sorted(FILES.items())
        write_tree(out, items[::2], workers=[_part(items[1::2])], tree=tree)
    assert len(logged_puts(log)) == len(FILES) + 1
    assert {rel for rel in _tree(out)} == set(FILES) | {MARKER}
    assert new_tree(out, 5) is None  # a tree is there now: a rerun links instead
    other = tmp_path / "other"
    with pytest.raises(RevgenError, match="failed"):
        with new_tree(other, 100) as tree:  # type: ignore[union-attr]
            _wait_for(lambda: _made(tree) > 0)
            maker = tree._blanks._pid  # type: ignore[union-attr]
            raise RevgenError("the caller failed before writing")
    with pytest.raises(ProcessLookupError):
        os.kill(maker, 0)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "puts.log"]
    with pytest.raises(RevgenError, match="broken"):
        with new_tree(other, 100) as tree:  # type: ignore[union-attr]
            write_tree(other, [("a.txt", "a")], workers=[_failing], tree=tree)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "puts.log"]


def _failing() -> Any:
    yield "b.txt", "b"
    raise RevgenError("a worker broken")
