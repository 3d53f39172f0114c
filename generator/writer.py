"""Shared by every stage (like errors): write a tree of output files atomically, and only inside the output folder.

Entry point: :func:`write_tree`. The files are first written to a sibling temporary folder; only when
every file is written does that folder replace the target (the old one is renamed away and removed).
A failure at any point leaves the previous output exactly as it was. :func:`safe_join` refuses any
relative path that would land outside the output folder (``..``, absolute paths, drive letters).
:func:`write_file_atomic` does the same for one file (temp file + ``os.replace``). :class:`StagedTree`
builds a large tree file by file and either swaps it in whole or publishes only its changed units
into the existing folder (:func:`interrupted` tells whether such a publish was cut short).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterable, Mapping
from pathlib import Path, PurePosixPath

from generator.errors import RevgenError


def safe_relpath(rel: str) -> str:
    """Normalize ``rel`` to a POSIX relative path that stays inside its root, or raise."""
    rel = rel.replace("\\", "/")
    p = PurePosixPath(rel)
    if not p.parts:
        raise RevgenError("empty output path")
    if p.is_absolute() or any(part in ("..", "") for part in p.parts) or ":" in p.parts[0]:
        raise RevgenError(f"refusing to write outside the output folder: {rel!r}")
    return str(p)


def safe_join(root: str | os.PathLike[str], rel: str) -> Path:
    return Path(root) / safe_relpath(rel)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_file_atomic(path: str | os.PathLike[str], data: str | bytes | Iterable[str | bytes]) -> None:
    """Write ``data`` (its text, bytes, or pieces of either in order) to the file ``path`` through a
    temporary file and a rename: all or nothing."""
    path = Path(path)
    if path.is_dir():
        raise RevgenError("is a folder; give a file name to write to", str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            for piece in [data] if isinstance(data, (str, bytes)) else data:
                fh.write(piece.encode("utf-8") if isinstance(piece, str) else piece)
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes 0600; give the file the usual mode
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


MARKER = ".revgen-output"
"""Written into every folder :func:`write_tree` replaces: proof that the folder is ours to replace."""

_MARKER_TEXT = "This folder is written by revgen and replaced whole on every run.\n"


def _check_replaceable(root: Path, keep: bool) -> None:
    if root.exists() and not root.is_dir():
        raise RevgenError("exists and is not a folder", str(root))
    here = Path.cwd().resolve()
    target = root.resolve()
    if target == here or target in here.parents:
        raise RevgenError(
            "is the current folder (or holds it) and cannot be replaced; choose a subfolder", str(root)
        )
    if keep or not root.is_dir():
        return
    if any(root.iterdir()) and not (root / MARKER).is_file():
        raise RevgenError(
            f"is not empty and was not written by revgen (no {MARKER}); choose a new or empty folder",
            str(root),
        )


Content = str | bytes


def write_tree(
    root: str | os.PathLike[str],
    files: Mapping[str, Content] | Iterable[tuple[str, Content]],
    keep: bool = False,
    drop: Iterable[str] = (),
) -> None:
    """Replace the folder ``root`` by exactly ``files``, atomically: ``{relative path: content}``, or
    ``(relative path, content)`` pairs, which are written as they come (a generator can stream its pages
    without holding them all; a path given twice keeps its last content, as in a dict).

    A marker file (:data:`MARKER`) is added; a non-empty folder without it is never replaced (``-o ~``
    must not wipe a home folder), nor is the current folder. With ``keep=True`` the existing files of
    ``root`` that ``files`` does not name are kept (copied into the new tree first), so a generator can
    own only part of a folder; such a folder need not carry the marker. ``drop`` names kept files
    (relative paths) to leave out of the new tree, e.g. the ones a previous run generated.
    """
    root = Path(root)
    _check_replaceable(root, keep)
    root.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{root.name}.new-", dir=root.parent))
    try:
        if keep and root.is_dir():
            shutil.rmtree(staging)
            shutil.copytree(root, staging, symlinks=True)
            inside = staging.resolve()
            for rel in drop:
                gone = safe_join(staging, rel)
                if not gone.parent.resolve().is_relative_to(inside):  # through a symlinked folder
                    continue
                if gone.is_file() or gone.is_symlink():
                    gone.unlink()
                    for parent in gone.parents:  # and the folders that leaves empty
                        if parent == staging or any(parent.iterdir()):
                            break
                        parent.rmdir()
        items = sorted(files.items()) if isinstance(files, Mapping) else files
        written: set[str] = set()
        folders: set[Path] = set()
        for rel, data in items:
            target = safe_join(staging, rel)
            if target.parent not in folders:
                target.parent.mkdir(parents=True, exist_ok=True)
                folders.add(target.parent)
            with open(target, "wb") as fh:
                fh.write(data.encode("utf-8") if isinstance(data, str) else data)
            written.add(rel)
        if not keep and MARKER not in written:
            (staging / MARKER).write_bytes(_MARKER_TEXT.encode("utf-8"))
        _fix_modes(staging)
        _swap(staging, root)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def _swap(staging: Path, root: Path) -> None:
    """Put the finished ``staging`` folder in place of ``root`` (two renames; the old tree is removed)."""
    if root.exists():
        old = Path(tempfile.mkdtemp(prefix=f".{root.name}.old-", dir=root.parent))
        os.rmdir(old)
        os.replace(root, old)
        try:
            os.replace(staging, root)
        except BaseException:
            os.replace(old, root)
            raise
        shutil.rmtree(old, ignore_errors=True)
    else:
        os.replace(staging, root)


class StagedTree:
    """A new version of the folder ``root`` built file by file, then put in place.

    For outputs too large to hold in memory (a fleet site): :meth:`write` adds a file to a staging
    folder beside ``root``. Two ways to put it in place:

    * :meth:`commit`: the staged tree is the whole new ``root``; one swap replaces it atomically;
    * :meth:`publish`: the staged tree holds only the *units* that changed (folders or files named
      by the caller, e.g. one API's folder); each is swapped into the existing ``root`` by rename
      (a folder whole, never file by file), then the ``remove`` units are taken away. The work is
      proportional to what changed, not to the size of ``root``; a reader sees each unit either old
      or new. While it runs, a marker beside ``root`` says so: :func:`interrupted` tells a later run
      that a publish was cut short (the process killed), so it must not trust ``root``'s contents.

    Leaving the ``with`` block without committing, or with an error, removes the staged tree and
    leaves ``root`` as it was. The same refusals as :func:`write_tree` apply (a foreign non-empty
    folder, the current folder).
    """

    def __init__(self, root: str | os.PathLike[str]) -> None:
        self.root = Path(root)
        _check_replaceable(self.root, keep=False)
        self.root.parent.mkdir(parents=True, exist_ok=True)
        self.staging = Path(tempfile.mkdtemp(prefix=f".{self.root.name}.new-", dir=self.root.parent))
        self.committed = False

    def __enter__(self) -> StagedTree:
        return self

    def __exit__(self, *exc: object) -> None:
        if not self.committed:
            shutil.rmtree(self.staging, ignore_errors=True)

    def write(self, rel: str, data: str | bytes) -> None:
        target = safe_join(self.staging, rel)
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "wb") as fh:
            fh.write(data.encode("utf-8") if isinstance(data, str) else data)

    def commit(self) -> None:
        self.write(MARKER, _MARKER_TEXT)
        _fix_modes(self.staging)
        _swap(self.staging, self.root)
        self.committed = True
        _publishing_marker(self.root).unlink(missing_ok=True)

    def publish(self, units: Iterable[str], remove: Iterable[str] = ()) -> None:
        """Swap each staged unit (a relative path, in the order given) into ``root``, then remove the
        ``remove`` units (and the folders that leaves empty). ``root`` must exist and be ours."""
        if not (self.root / MARKER).is_file():
            raise RevgenError(f"has no {MARKER}; cannot update it in place", str(self.root))
        trash = self.staging / ".replaced"
        trash.mkdir()
        marker = _publishing_marker(self.root)
        marker.write_text("revgen is updating this folder in place; if this file stays, the update was cut short.\n")
        count = 0

        def away(path: Path) -> None:
            nonlocal count
            count += 1
            os.replace(path, trash / str(count))

        for rel in units:
            source, target = safe_join(self.staging, rel), safe_join(self.root, rel)
            target.parent.mkdir(parents=True, exist_ok=True)
            if (target.is_dir() and not target.is_symlink()) or (source.is_dir() and (target.exists() or target.is_symlink())):
                away(target)  # a folder cannot be renamed over a non-empty one, nor over a file
            os.replace(source, target)  # a file is replaced atomically
        for rel in remove:
            target = safe_join(self.root, rel)
            if not (target.exists() or target.is_symlink()):
                continue
            away(target)
            for parent in target.parents:  # and the folders that leaves empty
                if parent == self.root or any(parent.iterdir()):
                    break
                parent.rmdir()
        marker.unlink()
        self.committed = True
        shutil.rmtree(self.staging, ignore_errors=True)


def _publishing_marker(root: Path) -> Path:
    return root.parent / f".{root.name}.publishing"


def interrupted(root: str | os.PathLike[str]) -> bool:
    """True when a :meth:`StagedTree.publish` into ``root`` was cut short: its contents are mixed."""
    return _publishing_marker(Path(root)).exists()


def _fix_modes(staging: Path) -> None:
    """mkdtemp makes a private (0700) folder; give the tree the modes a plain mkdir would."""
    os.chmod(staging, 0o777 & ~_umask())
