"""generator.output: the atomic writers refuse what would lose or misplace the user's files, and a failure leaves the previous output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from generator.errors import RevgenError
from generator.output import MARKER, remove_tree, safe_relpath, write_file, write_tree


def test_write_tree_replaces_its_own_output_and_marks_it(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_tree(out, {"a/b.txt": "one"})
    assert (out / MARKER).is_file()
    write_tree(out, {"c.txt": "two"})
    assert sorted(p.name for p in out.iterdir()) == sorted([MARKER, "c.txt"])


def test_write_tree_refuses_a_folder_it_did_not_write(tmp_path: Path) -> None:
    out = tmp_path / "mine"
    out.mkdir()
    (out / "notes.txt").write_text("keep me")
    with pytest.raises(RevgenError, match="not written by revgen"):
        write_tree(out, {"x.txt": "x"})
    assert (out / "notes.txt").read_text() == "keep me"


def test_write_tree_keep_mode_keeps_foreign_files(tmp_path: Path) -> None:
    out = tmp_path / "sdk"
    out.mkdir()
    (out / "notes.txt").write_text("keep me")
    write_tree(out, {"x.txt": "x"}, keep=True)
    assert (out / "notes.txt").read_text() == "keep me" and (out / "x.txt").read_text() == "x"


def test_write_tree_refuses_the_current_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(RevgenError, match="current folder"):
        write_tree(".", {"x.txt": "x"})
    with pytest.raises(RevgenError, match="current folder"):
        write_tree(tmp_path.parent, {"x.txt": "x"})


def test_failed_write_leaves_previous_tree(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_tree(out, {"a.txt": "old"})
    with pytest.raises(RevgenError):
        write_tree(out, {"ok.txt": "new", "../escape.txt": "bad"})
    assert (out / "a.txt").read_text() == "old"
    assert not (tmp_path / "escape.txt").exists()
    assert [p for p in tmp_path.iterdir() if p.name.startswith(".out.")] == []


@pytest.mark.parametrize("rel", ["../x", "/etc/passwd", "a/../../x", "", "c:/x"])
def test_safe_relpath_refuses_escapes(rel: str) -> None:
    with pytest.raises(RevgenError):
        safe_relpath(rel)


def test_write_file_refuses_a_folder_and_sets_normal_mode(tmp_path: Path) -> None:
    with pytest.raises(RevgenError, match="is a folder"):
        write_file(tmp_path, "x")
    target = tmp_path / "r.txt"
    write_file(target, "x")
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask


def test_write_file_makes_missing_folders_and_writes_a_bare_name_in_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_file(str(tmp_path / "a" / "b" / "r.json"), "[]")
    assert (tmp_path / "a" / "b" / "r.json").read_text() == "[]"
    monkeypatch.chdir(tmp_path)
    write_file("bare.txt", b"x")
    write_file("new/", "y")  # a trailing slash names the file, as pathlib reads it
    assert (tmp_path / "bare.txt").read_bytes() == b"x" and (tmp_path / "new").read_text() == "y"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a", "bare.txt", "new"]  # no temporary left


def test_write_tree_streams_pairs_and_a_failure_midway_keeps_the_previous_tree(tmp_path: Path) -> None:
    out = tmp_path / "out"
    seen: list[str] = []

    def pages(fail: bool):  # type: ignore[no-untyped-def]
        for i in range(3):
            rel = f"p/{i}.txt"
            seen.append(rel)
            yield rel, f"page {i}"
            if fail and i == 1:
                raise RevgenError("template broke")

    write_tree(out, pages(False))
    assert seen == ["p/0.txt", "p/1.txt", "p/2.txt"]
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()) == [MARKER, "p/0.txt", "p/1.txt", "p/2.txt"]
    write_tree(out, iter([("a.txt", "first"), ("a.txt", "last")]))  # a path given twice keeps its last content
    assert (out / "a.txt").read_text() == "last" and not (out / "p").exists()
    with pytest.raises(RevgenError, match="template broke"):
        write_tree(out, pages(True))
    assert (out / "a.txt").read_text() == "last" and not (out / "p").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["out"]  # no staging folder left behind


def test_write_file_takes_pieces(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    write_file(target, iter(['{"a":', b"1", "}"]))
    assert target.read_bytes() == b'{"a":1}'


def _inodes(root: Path) -> dict[str, int]:
    return {p.relative_to(root).as_posix(): p.stat().st_ino for p in root.rglob("*") if p.is_file()}


def test_a_rewrite_never_writes_through_the_old_tree(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_tree(out, {"same.txt": "s", "gone.txt": "g"})
    reader = (out / "same.txt").open()  # a reader of the old tree keeps its bytes
    write_tree(out, iter([("same.txt", "s"), ("same.txt", "t"), ("new.txt", "n")]))
    assert (out / "same.txt").read_text() == "t" and reader.read() == "s"
    reader.close()
    assert not (out / "gone.txt").exists() and (out / "new.txt").read_text() == "n"


def test_a_failure_half_way_leaves_the_previous_tree_exactly(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_tree(out, {"a.txt": "a", "b.txt": "b"})
    before = _inodes(out)

    def pages():  # type: ignore[no-untyped-def]
        yield "a.txt", "a"
        yield "b.txt", "B"
        raise RevgenError("template broke")

    with pytest.raises(RevgenError, match="template broke"):
        write_tree(out, pages())
    assert _inodes(out) == before
    assert (out / "a.txt").read_text() == "a" and (out / "b.txt").read_text() == "b"
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


def test_remove_tree_removes_nested_folders_and_never_follows_a_symbolic_link(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("still here")
    tree = tmp_path / "tree"
    for i in range(12):
        leaf = tree / f"a{i}" / "b" / "c"
        leaf.mkdir(parents=True)
        (leaf / "f.txt").write_text(str(i))
        (tree / f"a{i}" / "g.txt").write_text(str(i))
    (tree / "a0" / "link-to-outside").symlink_to(outside, target_is_directory=True)
    (tree / "a1" / "file-link").symlink_to(outside / "keep.txt")
    remove_tree(tree)
    assert not tree.exists()
    assert (outside / "keep.txt").read_text() == "still here"
    remove_tree(tree)  # already gone: nothing to do, no error


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


WORKERS = """
import multiprocessing, sys
from generator.output import write_tree
from generator.parallel import map_tasks

def page(folder, i):
    return folder.write(f"pages/{i}.txt", f"page {i}")

if __name__ == "__main__":
    multiprocessing.set_start_method("spawn")
    out = sys.argv[1]
    print(write_tree(out, lambda folder: [("index.txt", "home")] + [(p, None) for p in map_tasks(page, range(5), 2, shared=folder)]))
"""


def test_a_producer_writes_into_the_staging_folder_from_spawned_workers(tmp_path: Path) -> None:
    """The files a producer's workers write into the staging folder are the tree; the rest as before."""
    script = tmp_path / "work.py"
    script.write_text(WORKERS, encoding="utf-8")
    out = tmp_path / "out"
    repo = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, str(script), str(out)], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(repo)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(["index.txt"] + [f"pages/{i}.txt" for i in range(5)])
    assert (out / "pages" / "3.txt").read_text() == "page 3" and (out / MARKER).is_file()


def test_a_producer_fails_cleanly_and_names_only_what_it_wrote(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_tree(out, {"a.txt": "old"})

    def twice(folder):  # type: ignore[no-untyped-def]
        yield folder.write("x.txt", "one"), None
        yield folder.write("x.txt", "two"), None  # a path is written once

    with pytest.raises(FileExistsError):
        write_tree(out, twice)
    assert (out / "a.txt").read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["out"]
    with pytest.raises(RevgenError, match="no content"):
        write_tree(out, iter([("b.txt", None)]))  # type: ignore[list-item]
    with pytest.raises(RevgenError, match="cannot keep"):
        write_tree(out, twice, keep=True)
    assert (out / "a.txt").read_text() == "old"


def test_a_failed_tree_ends_its_producer_before_removing_the_folder(tmp_path: Path) -> None:
    """A producer's generator is closed (its pool ended, its workers done writing) while the staging
    folder is still there, then the folder is removed."""
    out = tmp_path / "out"
    ended: list[bool] = []

    def producer(folder):  # type: ignore[no-untyped-def]
        try:
            yield folder.write("a.txt", "a"), None
            yield "../escape.txt", "bad"
            yield folder.write("b.txt", "b"), None
        finally:
            ended.append(os.path.isdir(folder.path))

    with pytest.raises(RevgenError, match="outside"):
        write_tree(out, producer)
    assert ended == [True] and not out.exists() and [p.name for p in tmp_path.iterdir()] == []
