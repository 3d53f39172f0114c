"""How a release writes its folder: `write_tree(keep=True, drop=...)` keeps the user's files, drops the
files the previous release generated, prunes folders left empty, and never deletes through a symlink."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import RevgenError
from generator.output import write_tree


def test_keep_and_drop(tmp_path: Path) -> None:
    root = tmp_path / "sdk"
    (root / "pkg" / "old").mkdir(parents=True)
    (root / "pkg" / "old" / "gone.py").write_text("x = 1\n")
    (root / "pkg" / "kept.py").write_text("# mine\n")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "victim.py").write_text("keep me\n")
    (root / "linked").symlink_to(outside)
    write_tree(root, {"pkg/new.py": "y = 2\n"}, keep=True,
               drop=["pkg/old/gone.py", "linked/victim.py", "pkg/never-there.py"])
    assert (root / "pkg" / "new.py").read_text() == "y = 2\n"
    assert (root / "pkg" / "kept.py").read_text() == "# mine\n"
    assert not (root / "pkg" / "old").exists()  # the file and the folder it left empty
    assert (outside / "victim.py").read_text() == "keep me\n"  # not through the symlinked folder
    assert (root / "linked").is_symlink()


def test_drop_refuses_paths_leaving_the_folder(tmp_path: Path) -> None:
    root = tmp_path / "sdk"
    root.mkdir()
    (tmp_path / "precious.txt").write_text("x\n")
    with pytest.raises(RevgenError):
        write_tree(root, {"a.py": ""}, keep=True, drop=["../precious.txt"])
    assert (tmp_path / "precious.txt").exists() and not (root / "a.py").exists()
