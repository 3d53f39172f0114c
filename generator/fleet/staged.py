"""Fleet stage (output): the fleet site's staged tree -- new pages written, unchanged ones hard-linked from
the previous site, and the previous site kept as the next run's spare.

Entry point: :class:`StagedTree`. It is the fleet's own way to write its large site, built on
:mod:`generator.output`'s steps (:func:`~generator.output.check_replaceable`, a staging folder beside the
site, :func:`~generator.output.swap`): a rerun touches only what changed since the spare's run, and a
failure leaves the previous site as it was.
"""

from __future__ import annotations

import functools
import os
import shutil
import threading
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from generator.output import (
    MARKER,
    MARKER_TEXT,
    as_bytes,
    check_replaceable,
    new_staging,
    remove_tree,
    safe_relpath,
    swap,
    write_and_close,
)

_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)

# Creating or removing a folder waits on the disk (2-3 ms each on the ext4 this was measured on:
# `discard`, journal), while a link or an unlink is a few microseconds of kernel work; with many such
# waits in flight at once, a tree of a thousand folders goes in or out in a tenth of the time.
IO_THREADS = 16

def _thread_pool(n: int) -> ThreadPoolExecutor:
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
        self.root = Path(root)
        self.keep = keep
        check_replaceable(self.root, keep)
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
            self.staging = new_staging(self.root)
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

    def commit(self, marker: bool = True) -> None:
        """Swap the staged tree in (with the :data:`MARKER` file, unless ``marker`` is False or one
        was written); with ``spare``, the tree it replaces becomes the spare."""
        self.wait()
        if marker and not (self.staging / MARKER).exists():
            self.write(MARKER, MARKER_TEXT)
        mirrored = self._finish_mirror(marker)
        old = swap(self.staging, self.root, remove=self.spare is None)
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


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
