"""Shared by every stage (like errors): write a tree of output files atomically, and only inside the output folder.

Entry point: :func:`write_tree`. The files are first written to a sibling temporary folder; only when
every file is written does that folder replace the target (the old one is renamed away and removed).
A failure at any point leaves the previous output exactly as it was. :func:`safe_join` refuses any
relative path that would land outside the output folder (``..``, absolute paths, drive letters).
:func:`write_file_atomic` does the same for one file (temp file + ``os.replace``; a piece may be an
open file, whose bytes :func:`copy_rest` copies inside the kernel). :class:`StagedTree`
builds a large tree file by file (new files written, unchanged ones hard-linked from the previous
tree) and swaps it in whole. :func:`remove_tree` removes a folder with many removals in flight at once.
"""

from __future__ import annotations

import functools
import os
import stat
import threading
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, BinaryIO

from generator.errors import RevgenError

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor
    from pathlib import Path

_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)


def safe_relpath(rel: str) -> str:
    """Normalize ``rel`` to a POSIX relative path that stays inside its root, or raise."""
    if _plain(rel):
        return rel  # already what the normalization below gives (the common case, without pathlib)
    from pathlib import PurePosixPath

    rel = rel.replace("\\", "/")
    p = PurePosixPath(rel)
    if not p.parts:
        raise RevgenError("empty output path")
    if p.is_absolute() or any(part in ("..", "") for part in p.parts) or ":" in p.parts[0]:
        raise RevgenError(f"refusing to write outside the output folder: {rel!r}")
    return str(p)


def _plain(rel: str) -> bool:
    """``rel`` is a relative POSIX path with no empty, ``.`` or ``..`` part, backslash or drive."""
    if not rel or rel[0] == "/" or "\\" in rel or ":" in rel.partition("/")[0]:
        return False
    return not any(part in ("", ".", "..") for part in rel.split("/"))


def safe_join(root: str | os.PathLike[str], rel: str) -> Path:
    from pathlib import Path

    return Path(root) / safe_relpath(rel)


Content = str | bytes


def as_bytes(data: Content) -> bytes:
    """A file's content as written: text in UTF-8, bytes as they are."""
    return data.encode("utf-8") if isinstance(data, str) else data


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_file_atomic(path: str | os.PathLike[str], data: str | bytes | Iterable[str | bytes | BinaryIO]) -> None:
    """Write ``data`` (its text, bytes, or pieces of either in order) to the file ``path`` through a
    temporary file and a rename: all or nothing. A piece may also be an open binary file: the rest of
    its bytes, copied by :func:`copy_rest`."""
    path = os.fspath(path)
    if os.path.isdir(path):
        raise RevgenError("is a folder; give a file name to write to", path)
    folder, name = os.path.split(path.rstrip("/" + os.sep) or path)  # ("out/" names the file out, as in pathlib)
    path = os.path.join(folder, name)
    if folder:
        os.makedirs(folder, exist_ok=True)
    fd, tmp = _new_temporary(folder, name)
    try:
        with os.fdopen(fd, "wb") as fh:
            for piece in [data] if isinstance(data, (str, bytes)) else data:
                if isinstance(piece, (str, bytes)):
                    fh.write(as_bytes(piece))
                else:
                    copy_rest(piece, fh)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_and_close(fd: int, data: bytes) -> None:
    """Write all of ``data`` to the open file descriptor ``fd`` (``os.write`` may take part of it), then
    close it, also on an error."""
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)


def _new_temporary(folder: str, name: str) -> tuple[int, str]:
    """A new file in ``folder`` beside the file ``name`` for :func:`write_file_atomic`, open for writing:
    a hidden name with a random part, created exclusively (never an existing file, nor through a link)
    with the usual mode (0666 less the umask, as a plain new file gets; ``tempfile.mkstemp`` would make
    it 0600)."""
    while True:
        tmp = os.path.join(folder, f".{name}.{os.urandom(6).hex()}")
        try:
            return os.open(tmp, _NEW_FILE, 0o666), tmp
        except FileExistsError:
            continue


def copy_rest(src: BinaryIO, dst: BinaryIO) -> None:
    """Append the bytes of the open file ``src`` from its position to its end to ``dst``, copied inside
    the kernel (``os.copy_file_range``, else ``os.sendfile``) where it can be: they never pass through
    this process's memory (a forked worker's part of a big report: tens of MB, 0.02-0.08 s read and
    written here). What the kernel does not copy (no such call, another file system, a terminal, a
    stream without a file descriptor) is read and written in chunks."""
    dst.flush()
    seekable = src.seekable()
    offset = src.tell() if seekable else 0
    try:
        src_fd, dst_fd = src.fileno(), dst.fileno()
        info = os.fstat(src_fd)
    except (OSError, ValueError):  # (io.UnsupportedOperation: an in-memory stream)
        info = None
    size = info.st_size if seekable and info is not None and stat.S_ISREG(info.st_mode) else -1
    for name in ("copy_file_range", "sendfile"):
        kernel_copy = getattr(os, name, None)
        if kernel_copy is None or offset >= size:
            continue
        try:
            while offset < size:
                if name == "sendfile":
                    n = kernel_copy(dst_fd, src_fd, offset, size - offset)
                else:
                    n = kernel_copy(src_fd, dst_fd, size - offset, offset)
                if not n:
                    break
                offset += n
        except OSError:  # not between these two files: the next way
            continue
    if seekable:
        src.seek(offset)
    if offset != size:  # (-1: not a regular file, read to its end)
        while chunk := src.read(1 << 20):
            dst.write(chunk)
    elif dst.seekable():
        dst.seek(0, os.SEEK_END)  # the buffered writer's idea of its position: after the copied bytes


MARKER = ".revgen-output"
"""Written into every folder :func:`write_tree` replaces: proof that the folder is ours to replace."""

_MARKER_TEXT = "This folder is written by revgen and replaced whole on every run.\n"


def _check_replaceable(root: Path, keep: bool) -> None:
    from pathlib import Path

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


def write_tree(
    root: str | os.PathLike[str],
    files: Mapping[str, Content] | Iterable[tuple[str, Content]],
    keep: bool = False,
    drop: Iterable[str] = (),
) -> list[str]:
    """Replace the folder ``root`` by exactly ``files``, atomically: ``{relative path: content}``, or
    ``(relative path, content)`` pairs, which are written as they come (a generator can stream its pages
    without holding them all; a path given twice keeps its last content, as in a dict). Returns the
    relative paths written, sorted (the marker not included).

    A marker file (:data:`MARKER`) is added; a non-empty folder without it is never replaced (``-o ~``
    must not wipe a home folder), nor is the current folder. With ``keep=True`` the existing files of
    ``root`` that ``files`` does not name are kept (copied into the new tree first), so a generator can
    own only part of a folder; such a folder need not carry the marker. ``drop`` names kept files
    (relative paths) to leave out of the new tree, e.g. the ones a previous run generated.

    The new tree is a :class:`StagedTree`. Regenerating mostly reproduces files that are already there:
    a file whose bytes equal the old tree's file at that path (a plain file with the usual mode) is
    hard-linked into the new tree instead of written (:class:`_Reuse`), and a mapping that equals the old
    tree exactly, file for file and folder for folder, leaves ``root`` untouched. Either way the result
    is the same as writing it all.
    """
    from pathlib import Path

    root = Path(root)
    _check_replaceable(root, keep)
    reuse = _Reuse(root) if not keep and not _empty(root) else None
    if reuse is not None and isinstance(files, Mapping) and reuse.holds_exactly(files):
        return sorted({safe_relpath(rel) for rel in files} - {MARKER})
    with StagedTree(root, keep=keep) as tree:
        if keep and root.is_dir():
            tree.start_from_root(drop)
        items = sorted(files.items()) if isinstance(files, Mapping) else files
        seen = _write_items(tree, reuse, items)
        tree.commit(marker=not keep)
    return sorted(seen - {MARKER})


def _empty(root: str | os.PathLike[str]) -> bool:
    """No tree at ``root``: a missing or empty folder (not a file: refused elsewhere)."""
    try:
        with os.scandir(root) as entries:
            return next(entries, None) is None
    except FileNotFoundError:
        return True
    except OSError:
        return False


def _write_items(tree: StagedTree, reuse: _Reuse | None, items: Iterable[tuple[str, Content]]) -> set[str]:
    """Write ``items`` into ``tree`` (an unchanged file of the old tree linked); the paths written."""
    seen: set[str] = set()
    for rel, data in items:
        key = safe_relpath(rel)
        raw = as_bytes(data)
        if reuse is not None and key not in seen and reuse.equal(key, raw):
            tree.link(key, reuse.root / key)
        else:
            tree.write(key, raw)
        seen.add(key)
    return seen


class _Reuse:
    """The files of the tree a :func:`write_tree` replaces, for reuse when their bytes come again."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.mode = 0o666 & ~_umask()

    def equal(self, rel: str, raw: bytes) -> bool:
        """The old tree holds a plain file at ``rel`` with these bytes: not a symbolic link, the usual
        mode, and no other hard link (a user's ``cp -al`` backup must not share the new tree's file)."""
        path = os.path.join(self.root, rel)
        try:
            st = os.lstat(path)
            if not stat.S_ISREG(st.st_mode) or st.st_size != len(raw) or st.st_nlink != 1 or stat.S_IMODE(st.st_mode) != self.mode:
                return False
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))  # no file object: half the cost
            try:
                return os.read(fd, len(raw) + 1) == raw
            finally:
                os.close(fd)
        except OSError:
            return False

    def holds_exactly(self, files: Mapping[str, Content]) -> bool:
        """The old tree is exactly ``files`` plus the marker: the same paths, folders and bytes."""
        from pathlib import PurePosixPath

        want = {safe_relpath(rel) for rel in files} | {MARKER}
        folders = {str(PurePosixPath(rel).parent) for rel in want} - {"."}
        folders |= {str(parent) for f in folders for parent in PurePosixPath(f).parents} - {"."}
        have: set[str] = set()
        have_folders: set[str] = set()
        for top, dirs, names in os.walk(self.root):
            rel_top = os.path.relpath(top, self.root)
            prefix = "" if rel_top == "." else rel_top.replace(os.sep, "/") + "/"
            have.update(prefix + n for n in names)
            have_folders.update(prefix + d for d in dirs)
            if len(have) > len(want) or any(os.path.islink(os.path.join(top, d)) for d in dirs):
                return False
        if have != want or have_folders != folders:
            return False
        for rel, data in files.items():
            if not self.equal(safe_relpath(rel), as_bytes(data)):
                return False
        return self.equal(MARKER, _MARKER_TEXT.encode("utf-8")) if MARKER not in files else True


def _swap(staging: Path, root: Path, remove: bool = True) -> Path | None:
    """Put the finished ``staging`` folder in place of ``root`` (two renames); the old tree is removed,
    or (``remove`` False) its new path returned."""
    if not root.exists():
        os.replace(staging, root)
        return None
    import tempfile  # (not at the top: a command that writes one file never loads it)
    from pathlib import Path

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


# Creating or removing a folder waits on the disk (2-3 ms each on the ext4 this was measured on:
# `discard`, journal), while a link or an unlink is a few microseconds of kernel work; with many such
# waits in flight at once, a tree of a thousand folders goes in or out in a tenth of the time.
IO_THREADS = 16
_SMALL_TREE = 8  # folders: below this, threads cost more than they save


def remove_tree(path: str | os.PathLike[str]) -> None:
    """Remove the folder ``path`` and everything in it, ignoring errors (as ``shutil.rmtree`` with
    ``ignore_errors``): each folder's files are unlinked by one task, then the folders go deepest
    first, the folders of one depth in parallel threads. Symbolic links are removed, never followed."""
    folders: list[tuple[int, str, list[str]]] = []
    stack = [(0, os.fspath(path))]
    while stack:
        depth, folder = stack.pop()
        names: list[str] = []
        try:
            with os.scandir(folder) as entries:
                for entry in entries:
                    if entry.is_dir(follow_symlinks=False):
                        stack.append((depth + 1, entry.path))
                    else:
                        names.append(entry.name)
        except OSError:
            pass
        folders.append((depth, folder, names))
    pool = _thread_pool(IO_THREADS) if len(folders) >= _SMALL_TREE else None
    each = pool.map if pool is not None else map
    try:
        list(each(_unlink_all, [(folder, names) for _, folder, names in folders if names]))
        for depth in range(max(d for d, _, _ in folders), -1, -1):
            list(each(_rmdir_quiet, [folder for d, folder, _ in folders if d == depth]))
    finally:
        if pool is not None:
            pool.shutdown()


def _thread_pool(n: int) -> ThreadPoolExecutor:
    """``n`` threads; ``concurrent.futures`` (and the ``logging`` it imports) is loaded only by a run
    that has a large tree to remove or link (a first ``revgen sdk`` has neither)."""
    from concurrent.futures import ThreadPoolExecutor

    return ThreadPoolExecutor(n)


_BY_DIR_FD = os.unlink in os.supports_dir_fd and os.link in os.supports_dir_fd and hasattr(os, "O_DIRECTORY")


def _open_folder(folder: str) -> int | None:
    """A descriptor of ``folder`` for ``*at`` calls (a name is then resolved in that folder alone:
    a fifth of a link's or an unlink's cost saved over 40,000 files), or None where that is missing."""
    if not _BY_DIR_FD:
        return None
    try:
        return os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    except OSError:
        return None


def _unlink_all(folder_names: tuple[str, list[str]]) -> None:
    folder, names = folder_names
    fd = _open_folder(folder)
    try:
        for name in names:
            try:
                if fd is None:
                    os.unlink(os.path.join(folder, name))
                else:
                    os.unlink(name, dir_fd=fd)
            except OSError:
                pass
    finally:
        if fd is not None:
            os.close(fd)


def _rmdir_quiet(path: str) -> None:
    try:
        os.rmdir(path)
    except OSError:
        pass


class StagedTree:
    """A new version of the folder ``root`` built file by file, then swapped in whole.

    For outputs too large to hold in memory (a fleet site): :meth:`write` adds a file to a staging
    folder beside ``root``; :meth:`link` adds an existing file by hard link (a copy where the file
    system cannot link), so a rerun that keeps most of an earlier tree neither reads nor rewrites
    those files; :meth:`commit` puts the staged tree in place of ``root`` with one swap, as
    :func:`write_tree` does. Leaving the ``with`` block without committing, or with an error,
    removes the staged tree and leaves ``root`` as it was. The same refusals as :func:`write_tree`
    apply (a foreign non-empty folder, the current folder).

    With ``spare``, the tree ``root`` replaces is not removed but kept beside it as the *spare*
    (``.<name>.spare``), and the next such run starts from it (``from_spare``: the staged folder
    holds the tree of two runs ago, and :meth:`write` and :meth:`link` replace what is there), so
    a caller that knows what that tree holds touches only what changed since, not every file. A
    run claims the spare by renaming it, so two runs never share one. A first run (no tree at ``root``
    yet) can build the spare as it goes (:meth:`start_spare`, :meth:`mirror`), so that the second
    run starts from one too.
    """

    def __init__(self, root: str | os.PathLike[str], keep: bool = False, spare: bool = False) -> None:
        from pathlib import Path

        self.root = Path(root)
        self.keep = keep
        _check_replaceable(self.root, keep)
        self.root.parent.mkdir(parents=True, exist_ok=True)
        self.spare = self.root.parent / f".{self.root.name}.spare" if spare and not keep else None
        self.from_spare = False
        if self.spare is not None and self.root.is_dir() and self.spare.is_dir() and not self.spare.is_symlink():
            claimed = self.root.parent / f".{self.root.name}.new-{os.urandom(8).hex()}"  # (a fresh name)
            try:
                os.rename(self.spare, claimed)
                self.staging, self.from_spare = claimed, True
            except OSError:  # another run took it
                pass
        if not self.from_spare:
            import tempfile

            self.staging = Path(tempfile.mkdtemp(prefix=f".{self.root.name}.new-", dir=self.root.parent))
        self.committed = False
        self._base = str(self.staging)
        self._folders: set[str] = {self._base}
        self.linked = 0  # files added by hard link
        self.copied = 0  # files added by copy (no hard links on this file system)
        self._queue: list[tuple[str, str | os.PathLike[str]]] = []  # (rel, source): for the background thread
        self._queue_lock = threading.Lock()
        self._linker: threading.Thread | None = None
        self._failure: BaseException | None = None
        self.copies = True  # where the file system refuses a hard link, copy (False: fail)
        self._mirror: StagedTree | None = None  # the next spare, built beside this tree (a first run)

    def __enter__(self) -> StagedTree:
        return self

    def __exit__(self, *exc: object) -> None:
        if not self.committed:
            self.wait(raise_errors=False)
            remove_tree(self.staging)
        if self._mirror is not None and not self._mirror.committed:
            self._mirror.wait(raise_errors=False)
            remove_tree(self._mirror.staging)

    def start_spare(self) -> None:
        """With ``spare``, when ``root`` holds no tree yet (a first run): build the next run's spare
        while this tree is made, so that the second run starts from a spare as every later one does,
        instead of linking every file it keeps. :meth:`mirror` adds staged files that will not change
        again to it (hard links, in the background, never copies: where the file system refuses a
        link there is no spare); :meth:`commit` puts it in place."""
        if self.spare is None or self.from_spare or self._mirror is not None or os.path.lexists(self.root) or os.path.lexists(self.spare):
            return
        self._mirror = StagedTree(self.spare)
        self._mirror.copies = False

    def mirror(self, rels: Iterable[str]) -> None:
        """Add these staged files, final now, to the spare :meth:`start_spare` builds (if any)."""
        if self._mirror is not None:  # (link_many checks each rel, so the source beside it is inside)
            base = self._base + os.sep
            self._mirror.link_many([(rel, base + rel) for rel in rels])

    @property
    def mirroring(self) -> bool:
        """Whether :meth:`start_spare` is building a spare (what :meth:`mirror` is given is used)."""
        return self._mirror is not None

    def _target(self, rel: str) -> str:
        target = os.path.join(self._base, safe_relpath(rel))  # strings: a rerun links ~100 files per API
        folder = os.path.dirname(target)
        if folder not in self._folders:
            os.makedirs(folder, exist_ok=True)
            self._folders.add(folder)
        return target

    def write(self, rel: str, data: str | bytes) -> None:
        target = self._target(rel)
        raw = as_bytes(data)
        try:  # (no file object: os.open makes no isatty probe)
            fd = os.open(target, _NEW_FILE, 0o666)
        except FileExistsError:  # never write through a link: that file is still the live tree's
            os.unlink(target)
            fd = os.open(target, _NEW_FILE, 0o666)
        write_and_close(fd, raw)

    def link(self, rel: str, source: str | os.PathLike[str]) -> None:
        """Add the existing file ``source`` as ``rel``: the same file (a hard link), not a new copy. A
        file already at ``rel`` is replaced, as :meth:`write` replaces one."""
        self._link_at(self._target(rel), source)

    def _link_at(self, target: str, source: str | os.PathLike[str]) -> None:
        """Hard-link ``source`` as the path ``target`` (its folder exists), replacing a file there (a
        spare's older one, say); copy where links are refused."""
        try:
            os.link(source, target, follow_symlinks=False)
            self.linked += 1
        except OSError:
            if not self.copies:
                raise
            if os.path.lexists(target):
                os.unlink(target)
                self._link_at(target, source)
                return
            import shutil  # (not at the top: only where links are refused)

            shutil.copy2(source, target, follow_symlinks=False)
            self.copied += 1

    def link_many(self, pairs: Iterable[tuple[str, str | os.PathLike[str]]]) -> None:
        """Add existing files by hard link, as :meth:`link` does for each ``(rel, source)`` pair, in
        the background, while the caller goes on: one thread takes what is queued, creates the
        folders it needs (those in parallel: each waits on the disk) and links the files one by one
        (one thread, so a busy caller is interrupted rarely). :meth:`commit` waits for it and raises
        the first failure."""
        items = list(pairs)  # the paths are checked and joined in the background too
        if not items:
            return
        with self._queue_lock:
            self._queue.extend(items)
            if self._linker is None:
                self._linker = threading.Thread(target=self._link_queued, name="revgen-link", daemon=True)
                self._linker.start()

    def _link_queued(self) -> None:
        try:
            while True:
                with self._queue_lock:
                    items, self._queue = self._queue, []
                    if not items:
                        self._linker = None
                        return
                prefix = self._base + os.sep
                items = [(prefix + safe_relpath(rel), source) for rel, source in items]
                self._make_folders({os.path.dirname(target) for target, _ in items} - self._folders)
                self._link_grouped(items)
        except BaseException as exc:  # noqa: BLE001 - raised by commit(), in the caller's thread
            with self._queue_lock:
                self._failure = self._failure or exc
                self._queue = []
                self._linker = None

    def _link_grouped(self, items: list[tuple[str, str | os.PathLike[str]]]) -> None:
        """:meth:`_link_at` for each ``(target, source)``, by folder pairs: names resolved from the
        two folders' descriptors (see :func:`_open_folder`)."""
        groups: dict[tuple[str, str], list[tuple[str, str]]] = {}
        for target, source in items:
            source = os.fspath(source)
            groups.setdefault((os.path.dirname(target), os.path.dirname(source)), []).append((target, source))
        for (into, source_folder), pairs in groups.items():
            dst, src = _open_folder(into), _open_folder(source_folder)
            try:
                for target, source in pairs:
                    if dst is None or src is None:
                        self._link_at(target, source)
                        continue
                    try:
                        os.link(os.path.basename(source), os.path.basename(target), src_dir_fd=src, dst_dir_fd=dst, follow_symlinks=False)
                        self.linked += 1
                    except OSError:
                        self._link_at(target, source)  # (it copies where links are refused, or raises)
            finally:
                for fd in (dst, src):
                    if fd is not None:
                        os.close(fd)

    def _make_folders(self, folders: set[str]) -> None:
        """Create these folders (and their parents), shallowest first, each depth's in parallel."""
        if not folders:
            return
        wanted: set[str] = set()
        for folder in folders:
            while folder not in self._folders and folder not in wanted and len(folder) > len(self._base):
                wanted.add(folder)
                folder = os.path.dirname(folder)
        by_depth: dict[int, list[str]] = {}
        for folder in sorted(wanted):
            by_depth.setdefault(folder.count(os.sep), []).append(folder)
        with _thread_pool(min(IO_THREADS, len(wanted))) as pool:
            for depth in sorted(by_depth):
                list(pool.map(functools.partial(os.makedirs, exist_ok=True), by_depth[depth]))
        self._folders |= wanted  # only once they exist: write() tests this set from the caller's thread

    def wait(self, raise_errors: bool = True) -> BaseException | None:
        """Wait for the background links of :meth:`link_many`; raise the first failure (or return it)."""
        while True:
            with self._queue_lock:
                linker = self._linker
            if linker is None:
                break
            linker.join()
        failure, self._failure = self._failure, None
        if failure is not None and raise_errors:
            raise failure
        return failure

    def remove(self, rel: str) -> None:
        """Take the folder (or file) ``rel`` out of the staged tree again, with what is in it (after
        the background links of :meth:`link_many`, which may be filling it)."""
        self.wait()
        target = os.path.join(self._base, safe_relpath(rel))
        if os.path.isdir(target) and not os.path.islink(target):
            remove_tree(target)
            inside = target + os.sep
            self._folders = {f for f in self._folders if f != target and not f.startswith(inside)}
        elif os.path.lexists(target):
            os.unlink(target)

    def start_from_root(self, drop: Iterable[str] = ()) -> None:
        """Begin with a copy of ``root`` (:func:`write_tree`'s ``keep``) less the files ``drop`` names
        (and the folders that leaves empty); must come before any :meth:`write` or :meth:`link`."""
        import shutil

        os.rmdir(self.staging)  # still empty: nothing was written or linked yet
        shutil.copytree(self.root, self.staging, symlinks=True)
        inside = self.staging.resolve()
        for rel in drop:
            gone = safe_join(self.staging, rel)
            if not gone.parent.resolve().is_relative_to(inside):  # through a symlinked folder
                continue
            if gone.is_file() or gone.is_symlink():
                gone.unlink()
                for parent in gone.parents:  # and the folders that leaves empty
                    if parent == self.staging or any(parent.iterdir()):
                        break
                    parent.rmdir()

    def commit(self, marker: bool = True) -> None:
        """Swap the staged tree in (with the :data:`MARKER` file, unless ``marker`` is False or one
        was written); with ``spare``, the tree it replaces becomes the spare."""
        self.wait()
        if marker and not (self.staging / MARKER).exists():
            self.write(MARKER, _MARKER_TEXT)
        mirrored = self._finish_mirror(marker)
        _fix_modes(self.staging)
        old = _swap(self.staging, self.root, remove=self.spare is None)
        self.committed = True
        if old is not None and self.spare is not None:
            try:
                os.rename(old, self.spare)
            except OSError:  # another run left one meanwhile
                remove_tree(old)
        if self._mirror is not None:
            self._place_mirror(mirrored and old is None)

    def _finish_mirror(self, marker: bool) -> bool:
        """Before the swap: wait for the links into the spare :meth:`mirror` builds, add the marker;
        whether it is whole (no link failed)."""
        mirror = self._mirror
        if mirror is None or mirror.wait(raise_errors=False) is not None or not mirror.linked:
            return False
        try:
            if marker:
                mirror.link(MARKER, self.staging / MARKER)
            _fix_modes(mirror.staging)
        except OSError:
            return False
        return True

    def _place_mirror(self, whole: bool) -> None:
        """After the swap: the spare :meth:`mirror` built in place, or removed (a link failed, or a
        spare or old tree is there after all: it is only ever a head start for the next run, so this
        run never fails for it)."""
        mirror = self._mirror
        assert mirror is not None and self.spare is not None
        if whole and not os.path.lexists(self.spare):
            try:
                os.rename(mirror.staging, self.spare)
                mirror.committed = True
            except OSError:
                pass
        if not mirror.committed:
            remove_tree(mirror.staging)
            mirror.committed = True


def _fix_modes(staging: Path) -> None:
    """mkdtemp makes a private (0700) folder; give the tree the modes a plain mkdir would."""
    os.chmod(staging, 0o777 & ~_umask())
