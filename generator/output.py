"""Every stage: the only code that writes output -- one file atomically, or a whole folder swapped in atomically.

Entry points: :func:`write_file` (a temporary file beside the target, then ``os.replace``),
:func:`write_or_print` (a report into a file, or on standard output) and
:func:`write_tree` (every file written into a staging folder beside the target, then two renames put
it in place of the old folder). Either way a failure at any point -- bad input found half-way, a full
disk -- leaves the previous output exactly as it was, and the files written depend only on what is
given (sorted paths, no time, no absolute path). :func:`safe_relpath` refuses any path that would land
outside the output folder. :func:`write_tree` may also be given a function of its staging folder
(:class:`TreeFolder`): files written there by :meth:`TreeFolder.write`, in any process (a worker of the
pool writes its own pages), are part of the tree. A folder :func:`write_tree` writes carries a marker file (:data:`MARKER`);
a non-empty folder without it, or the current folder, is never replaced. :func:`check_replaceable`,
:func:`swap` and :func:`remove_tree` are the same steps for a caller that stages a tree itself (the
fleet's spare tree, :mod:`generator.fleet.staged`).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path, PurePosixPath

from generator.errors import RevgenError

Content = str | bytes

MARKER = ".revgen-output"
"""Written into every folder :func:`write_tree` replaces: proof that the folder is ours to replace."""
MARKER_TEXT = "This folder is written by revgen and replaced whole on every run.\n"
_CHUNK = 1 << 20
_NOT_NORMAL = frozenset({"", ".", ".."})  # path segments safe_relpath must normalize or refuse
_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)


def as_bytes(data: Content) -> bytes:
    """A file's content as written: text in UTF-8, bytes as they are."""
    return data.encode("utf-8") if isinstance(data, str) else data


def safe_relpath(rel: str) -> str:
    """Normalize ``rel`` to a POSIX relative path that stays inside its root, or raise."""
    if "\\" not in rel:
        segments = rel.split("/")
        if ":" not in segments[0] and not any(seg in _NOT_NORMAL for seg in segments):
            return rel  # already normal (every generated path): nothing to parse
    rel = rel.replace("\\", "/")
    parts = PurePosixPath(rel).parts
    if not parts:
        raise RevgenError("empty output path")
    if rel.startswith("/") or any(part in ("..", "") for part in parts) or ":" in parts[0]:
        raise RevgenError(f"refusing to write outside the output folder: {rel!r}")
    return str(PurePosixPath(*parts))


def write_and_close(fd: int, data: bytes) -> None:
    """Write all of ``data`` to the open file descriptor ``fd`` (``os.write`` may take part of it), then
    close it, also on an error."""
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)


def _write_new(path: str, data: bytes) -> None:
    """Create the file ``path`` (an error if it exists) holding ``data``: the plain system calls, without
    the buffered file object a tree of thousands of small files does not need."""
    write_and_close(os.open(path, _NEW_FILE, 0o666), data)


def safe_join(root: str | os.PathLike[str], rel: str) -> Path:
    return Path(root) / safe_relpath(rel)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_file(path: str | os.PathLike[str], data: Content | Iterable[Content]) -> None:
    """Write ``data`` (text, bytes, or pieces of either in order) to the file ``path`` through a
    temporary file beside it and a rename: all or nothing. Missing folders are made; the file gets
    the mode a plain new file gets."""
    path = os.fspath(path)
    if os.path.isdir(path):
        raise RevgenError("is a folder; give a file name to write to", path)
    folder, name = os.path.split(path.rstrip("/" + os.sep) or path)  # ("out/" names the file out)
    path = os.path.join(folder, name)
    if folder:
        os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", dir=folder or ".")
    try:
        with os.fdopen(fd, "wb") as fh:
            for piece in [data] if isinstance(data, (str, bytes)) else data:
                fh.write(as_bytes(piece))
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_or_print(path: str | None, data: Content | Iterable[Content]) -> None:
    """``data`` (text, bytes, or pieces of either in order) into the file ``path`` (:func:`write_file`),
    or, when ``path`` is None, on standard output in UTF-8 as it comes, a big piece in slices (never a
    second full copy of it as bytes)."""
    if path:
        write_file(path, data)
        return
    sys.stdout.flush()
    out = sys.stdout.buffer
    for piece in [data] if isinstance(data, (str, bytes)) else data:
        for start in range(0, len(piece), _CHUNK):
            out.write(as_bytes(piece[start : start + _CHUNK]))
    out.flush()


def check_replaceable(root: Path, keep: bool) -> None:
    """Raise unless ``root`` may be replaced: not a file, not the current folder (or one holding it),
    and (unless ``keep``) new, empty or marked with :data:`MARKER`."""
    if root.exists() and not root.is_dir():
        raise RevgenError("exists and is not a folder", str(root))
    here = Path.cwd().resolve()
    target = root.resolve()
    if target == here or target in here.parents:
        raise RevgenError("is the current folder (or holds it) and cannot be replaced; choose a subfolder", str(root))
    if keep or not root.is_dir():
        return
    if any(root.iterdir()) and not (root / MARKER).is_file():
        raise RevgenError(
            f"is not empty and was not written by revgen (no {MARKER}); choose a new or empty folder", str(root)
        )


def new_staging(root: Path) -> Path:
    """A new empty folder beside ``root`` to build its next version in (the parent made if missing)."""
    root.parent.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=f".{root.name}.new-", dir=root.parent))


def swap(staging: Path, root: Path, remove: bool = True) -> Path | None:
    """Put the finished ``staging`` folder in place of ``root`` (two renames; the folder gets the mode a
    plain new folder gets). The old tree is removed, or (``remove`` False) its new path returned."""
    os.chmod(staging, 0o777 & ~_umask())
    if not root.exists():
        os.replace(staging, root)
        return None
    old = Path(tempfile.mkdtemp(prefix=f".{root.name}.old-", dir=root.parent))
    os.rmdir(old)
    os.replace(root, old)
    try:
        os.replace(staging, root)
    except BaseException:
        os.replace(old, root)
        raise
    if not remove:
        return old
    remove_tree(old)
    return None


def remove_tree(path: str | os.PathLike[str]) -> None:
    """Remove the folder ``path`` and everything in it, ignoring errors; links are never followed."""
    shutil.rmtree(path, ignore_errors=True)


class TreeFolder:
    """The staging folder of one :func:`write_tree` call, for a producer that writes files into it itself
    (from this process or a worker of the pool: it pickles as its path). Each path is written once."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._folders: set[str] = set()  # (this process's; not pickled)

    def __getstate__(self) -> dict[str, object]:
        return {"path": self.path}

    def __setstate__(self, state: dict[str, str]) -> None:
        self.path = state["path"]
        self._folders = set()

    def write(self, rel: str, data: Content) -> str:
        """Write ``data`` to ``rel`` inside the folder (a new file: a path written twice is an error);
        returns the normalized relative path."""
        key = safe_relpath(rel)
        target = os.path.join(self.path, key)
        folder = os.path.dirname(target)
        if folder not in self._folders:
            os.makedirs(folder, exist_ok=True)
            self._folders.add(folder)
        _write_new(target, as_bytes(data))
        return key


Files = Mapping[str, Content] | Iterable[tuple[str, Content]]
Producer = Callable[[TreeFolder], Iterable[tuple[str, Content | None]]]
"""A function of the staging folder giving ``(relative path, content)`` pairs, ``None`` as the content of
a file it wrote into the folder itself (:meth:`TreeFolder.write`)."""


def write_tree(
    root: str | os.PathLike[str],
    files: Files | Producer,
    keep: bool = False,
    drop: Iterable[str] = (),
) -> list[str]:
    """Replace the folder ``root`` by exactly ``files``, atomically: ``{relative path: content}``, or
    ``(relative path, content)`` pairs written as they come (a generator can stream its pages without
    holding them all; a path given twice keeps its last content), or a :data:`Producer` (called with
    the staging folder; the files it wrote there itself are named by pairs whose content is ``None``,
    not with ``keep``). Returns the relative paths written, sorted (the marker not included).

    The :data:`MARKER` file is added. With ``keep=True`` the existing files of ``root`` that ``files``
    does not name are kept (copied into the new tree first, links as links), so a generator can own
    only part of a folder, which then needs no marker; ``drop`` names kept files to leave out (and the
    folders that leaves empty), e.g. the ones a previous run generated."""
    root = Path(root)
    check_replaceable(root, keep)
    staging = new_staging(root)
    pairs: Iterable[tuple[str, Content | None]] = ()
    try:
        if keep and root.is_dir():
            os.rmdir(staging)
            shutil.copytree(root, staging, symlinks=True)
            _drop(staging, drop)
        seen: set[str] = set()
        folders: set[str] = set()
        base = str(staging)
        produced = callable(files) and not isinstance(files, Mapping)
        if isinstance(files, Mapping):
            pairs = sorted(files.items())
        elif callable(files):
            if keep:
                raise RevgenError("a tree written by its producer cannot keep the previous files")
            pairs = files(TreeFolder(str(staging)))
        else:
            pairs = files
        for rel, data in pairs:
            key = safe_relpath(rel)
            if data is None:
                if not produced:
                    raise RevgenError(f"no content given for {key!r}")
                seen.add(key)  # written into the folder by the producer
                continue
            target = os.path.join(base, key)
            folder = os.path.dirname(target)
            if folder not in folders:
                os.makedirs(folder, exist_ok=True)
                folders.add(folder)
            if key in seen or keep:
                try:
                    os.unlink(target)  # a file there is replaced, never written through (a kept link)
                except FileNotFoundError:
                    pass
            _write_new(target, as_bytes(data))
            seen.add(key)
        if not keep and MARKER not in seen:
            Path(staging, MARKER).write_text(MARKER_TEXT, encoding="utf-8")
        swap(staging, root)
    except BaseException:
        close = getattr(pairs, "close", None)
        if close is not None:
            close()  # a producer's generator ends first (its workers stop writing into the folder)
        remove_tree(staging)
        raise
    return sorted(seen - {MARKER})


def _drop(staging: Path, drop: Iterable[str]) -> None:
    """Remove the kept files ``drop`` names (never through a linked folder), and the folders that leaves empty."""
    inside = staging.resolve()
    for rel in drop:
        gone = safe_join(staging, rel)
        if not gone.parent.resolve().is_relative_to(inside):
            continue
        if gone.is_file() or gone.is_symlink():
            gone.unlink()
            for parent in gone.parents:
                if parent == staging or any(parent.iterdir()):
                    break
                parent.rmdir()
