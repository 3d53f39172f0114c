"""Render stage: the atomic writers refuse what would lose or misplace the user's files."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

from generator.errors import RevgenError
from generator.render import safe_relpath, write_file_atomic, write_tree
from generator.writer import MARKER


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


def test_write_file_atomic_refuses_a_folder_and_sets_normal_mode(tmp_path: Path) -> None:
    with pytest.raises(RevgenError, match="is a folder"):
        write_file_atomic(tmp_path, "x")
    target = tmp_path / "r.txt"
    write_file_atomic(target, "x")
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask


def test_write_file_atomic_makes_missing_folders_and_writes_a_bare_name_in_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_file_atomic(str(tmp_path / "a" / "b" / "r.json"), "[]")
    assert (tmp_path / "a" / "b" / "r.json").read_text() == "[]"
    monkeypatch.chdir(tmp_path)
    write_file_atomic("bare.txt", b"x")
    write_file_atomic("new/", "y")  # a trailing slash names the file, as pathlib reads it
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


def test_write_file_atomic_takes_pieces(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    write_file_atomic(target, iter(['{"a":', b"1", "}"]))
    assert target.read_bytes() == b'{"a":1}'


class _Unread(io.BufferedReader):
    """A file that must not be read through this process (its bytes go from file to file in the kernel)."""

    def read(self, size: int | None = -1) -> bytes:
        raise AssertionError("read through the process")


@pytest.mark.skipif(not (hasattr(os, "copy_file_range") or hasattr(os, "sendfile")), reason="no kernel copy here")
def test_a_file_piece_is_copied_in_the_kernel_from_its_position(tmp_path: Path) -> None:
    body = b"".join(b"%d,\n" % i for i in range(300_000))  # a few MB, past any one call's chunk
    (tmp_path / "spool").write_bytes(b"skipped" + body)
    target = tmp_path / "out.json"
    with _Unread(io.FileIO(tmp_path / "spool")) as spool:
        spool.seek(len(b"skipped"))
        write_file_atomic(target, iter(["[\n", spool, b"]\n"]))
    assert target.read_bytes() == b"[\n" + body + b"]\n"


def test_a_file_piece_without_a_kernel_copy_is_read_and_written(tmp_path: Path) -> None:
    from generator.writer import copy_rest

    (tmp_path / "spool").write_bytes(b"head" + b"x" * 3_000_000)
    out = io.BytesIO(b"")  # no file descriptor: the bytes go through this process
    with open(tmp_path / "spool", "rb") as spool:
        spool.seek(4)
        copy_rest(spool, out)
    assert out.getvalue() == b"x" * 3_000_000
    read, write = os.pipe()  # a pipe as the source: no size to copy up to
    with os.fdopen(write, "wb") as fh:
        fh.write(b"from a pipe")
    with open(read, "rb") as pipe_in, open(tmp_path / "p.out", "wb") as fh:
        copy_rest(pipe_in, fh)
    assert (tmp_path / "p.out").read_bytes() == b"from a pipe"


def _inodes(root: Path) -> dict[str, int]:
    return {p.relative_to(root).as_posix(): p.stat().st_ino for p in root.rglob("*") if p.is_file()}


def test_rewriting_the_same_tree_leaves_the_folder_untouched(tmp_path: Path) -> None:
    out = tmp_path / "out"
    files = {"a.txt": "one", "pkg/b.py": "x = 1\n", "pkg/sub/c.bin": b"\x00\x01"}
    write_tree(out, files)
    before, folder = _inodes(out), out.stat().st_ino
    write_tree(out, dict(files))
    assert _inodes(out) == before and out.stat().st_ino == folder  # not even swapped
    assert [p.name for p in tmp_path.iterdir()] == ["out"]
    # an extra file, an extra empty folder or one changed byte is no longer "the same tree"
    (out / "pkg" / "stale.txt").write_text("old")
    write_tree(out, files)
    assert not (out / "pkg" / "stale.txt").exists() and out.stat().st_ino != folder
    (out / "empty").mkdir()
    write_tree(out, files)
    assert not (out / "empty").exists()
    write_tree(out, dict(files, **{"a.txt": "onE"}))
    assert (out / "a.txt").read_text() == "onE"


def test_unchanged_files_are_linked_into_the_new_tree_and_the_old_tree_is_never_written(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_tree(out, {"same.txt": "s", "changed.txt": "old", "gone.txt": "g", "mode.txt": "m", "link.txt": "l"})
    kept = out / "same.txt"
    old = {name: (out / name).stat().st_ino for name in ("same.txt", "changed.txt", "mode.txt")}
    (out / "mode.txt").chmod(0o755)  # a user's chmod: rewritten with the usual mode, not linked
    (tmp_path / "elsewhere.txt").write_text("l")
    (out / "link.txt").unlink()
    (out / "link.txt").symlink_to(tmp_path / "elsewhere.txt")  # never followed nor kept
    previous = kept.open()  # a reader of the old tree
    write_tree(out, iter([("same.txt", "s"), ("changed.txt", "new"), ("mode.txt", "m"), ("link.txt", "l"), ("new.txt", "n")]))
    assert (out / "same.txt").stat().st_ino == old["same.txt"] and (out / "same.txt").stat().st_nlink == 1
    assert (out / "changed.txt").read_text() == "new" and (out / "changed.txt").stat().st_ino != old["changed.txt"]
    assert (out / "mode.txt").stat().st_ino != old["mode.txt"] and (out / "mode.txt").stat().st_mode & 0o777 != 0o755
    assert not (out / "link.txt").is_symlink() and (out / "link.txt").read_text() == "l"
    assert not (out / "gone.txt").exists() and (tmp_path / "elsewhere.txt").read_text() == "l"
    assert previous.read() == "s"
    previous.close()
    # a path given twice, first with the old bytes (linked), then new ones: the link is replaced, the
    # old tree's file (still open in a reader) keeps its bytes
    reader = (out / "same.txt").open()
    write_tree(out, iter([("same.txt", "s"), ("same.txt", "t")]))
    assert (out / "same.txt").read_text() == "t" and reader.read() == "s"
    reader.close()


def test_a_failure_after_linking_leaves_the_previous_tree_exactly(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_tree(out, {"a.txt": "a", "b.txt": "b"})
    before = _inodes(out)

    def pages():  # type: ignore[no-untyped-def]
        yield "a.txt", "a"  # linked
        yield "b.txt", "B"
        raise RevgenError("template broke")

    with pytest.raises(RevgenError, match="template broke"):
        write_tree(out, pages())
    assert _inodes(out) == before and (out / "a.txt").stat().st_nlink == 1
    assert (out / "a.txt").read_text() == "a" and (out / "b.txt").read_text() == "b"
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


def test_remove_tree_removes_nested_folders_and_never_follows_a_symbolic_link(tmp_path: Path) -> None:
    from generator.writer import remove_tree

    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("still here")
    tree = tmp_path / "tree"
    for i in range(12):  # more folders than the small-tree shortcut takes
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


def test_link_many_links_in_the_background_and_commit_waits_for_it(tmp_path: Path) -> None:
    from generator.writer import StagedTree

    old = tmp_path / "old"
    rels = [f"api{i}/ops/page{j}.html" for i in range(20) for j in range(5)]
    for rel in rels:
        (old / rel).parent.mkdir(parents=True, exist_ok=True)
        (old / rel).write_text(rel)
    site = tmp_path / "site"
    with StagedTree(site) as tree:
        tree.link_many([(rel, str(old / rel)) for rel in rels[:50]])
        tree.write("api0/new.html", "new")  # a folder the background thread may be creating too
        tree.link_many([(rel, str(old / rel)) for rel in rels[50:]])
        tree.commit()
    assert tree.linked + tree.copied == len(rels)
    for rel in rels:
        assert (site / rel).read_text() == rel
        if tree.copied == 0:
            assert os.path.samefile(site / rel, old / rel)
    assert (site / "api0/new.html").read_text() == "new"


def test_a_failed_background_link_fails_the_commit_and_keeps_the_previous_tree(tmp_path: Path) -> None:
    from generator.writer import StagedTree

    site = tmp_path / "site"
    write_tree(site, {"index.html": "before"})
    source = tmp_path / "a.html"
    source.write_text("a")
    with pytest.raises(FileNotFoundError):
        with StagedTree(site) as tree:
            tree.link_many([("a.html", str(source)), ("b.html", str(tmp_path / "missing.html"))])
            tree.commit()
    assert (site / "index.html").read_text() == "before" and not (site / "a.html").exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site")] == []  # staging removed
    with pytest.raises(RevgenError):
        with StagedTree(site) as tree:
            tree.link_many([("../escape.html", str(source))])
            tree.commit()
    assert not (tmp_path / "escape.html").exists()


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}
