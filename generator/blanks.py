"""Every stage that writes a large new tree: empty files made ahead by a forked process, renamed into place.

Entry point: :class:`Blanks` (used by :meth:`generator.writer.StagedTree.reserve`). On some file systems
creating a file is what writing a tree costs: ext4 without a journal (this project's build machines) skips
every inode freed in the last minutes when it looks for a free one, so each new file costs 0.2-1.4 ms of
kernel time where many files were removed lately, while renaming a file or writing into one costs
microseconds. :class:`Blanks` forks a *maker* that creates empty files (the *blanks*, named ``0``, ``1``,
... in a folder of their own) while the writers are still busy with other work, so that cost is paid on a
core that would otherwise wait; a writer takes a ready blank (:meth:`Blanks.put`: its bytes written into it,
then renamed to the file's path: the same file, mode and content as a new one) or, when none is ready,
creates its file itself as before, and says so, so that the maker makes one fewer. The maker never makes
more blanks than the number of files it was told of (:meth:`Blanks.expect`, raised as the caller learns
more) minus those its writers made themselves: the files made are the files written (a few more at most
where a writer and the maker cross), and the ones left over are removed with the folder
(:meth:`Blanks.close`).

The writers may be any processes forked after the :class:`Blanks` (they inherit its pipes): a record of
four bytes on a pipe is read whole by exactly one reader, so each blank goes to one writer. ``ready``
carries the numbers of the blanks made; ``told`` carries, to the maker, a new total (a positive number) or
one file made by a writer itself (``-1``). Where ``fork`` is missing nothing is made ahead and every
:meth:`Blanks.put` declines.
"""

from __future__ import annotations

import os
import select
import signal
import struct

CAN_FORK = hasattr(os, "fork")
_RECORD = struct.Struct("<i")
_MADE_BY_A_WRITER = -1


class Blanks:
    """Blank files in ``folder`` (created here, and removed by :meth:`close` with any blank left in it)
    made by a forked maker, at most ``expect`` of them until :meth:`expect` raises that number."""

    def __init__(self, folder: str, expect: int) -> None:
        self.folder = folder
        self._owner = os.getpid()
        self._pid = 0
        self._dir = -1
        if not CAN_FORK:
            return
        os.mkdir(folder)
        self._dir = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        ready_r, ready_w = os.pipe()
        told_r, told_w = os.pipe()
        pid = os.fork()
        if pid == 0:  # the maker
            status = 0
            try:
                os.close(ready_r)
                os.close(told_w)
                _make(self._dir, ready_w, told_r, expect)
            except BaseException:  # noqa: BLE001 - stopped (SIGKILL, a closed pipe) or failed: writers create their own
                status = 1
            os._exit(status)
        os.close(ready_w)
        os.close(told_r)
        os.set_blocking(ready_r, False)
        self._pid, self._ready, self._told = pid, ready_r, told_w

    def expect(self, files: int) -> None:
        """The tree will hold at least ``files`` files written through :meth:`put` (all writers together)."""
        if self._pid:
            self._tell(max(1, files))

    def put(self, target: str, data: bytes) -> bool:
        """Write ``data`` as the new file ``target`` (its folder exists; a file there is replaced, never
        written through) by taking a ready blank; False (nothing done) when none is ready."""
        if not self._pid:
            return False
        try:
            record = os.read(self._ready, _RECORD.size)
        except BlockingIOError:  # the maker is behind: the caller creates the file, one blank fewer to make
            self._tell(_MADE_BY_A_WRITER)
            return False
        except OSError:
            return False
        if len(record) != _RECORD.size:  # the maker is gone
            return False
        name = str(_RECORD.unpack(record)[0])
        fd = os.open(name, os.O_WRONLY | getattr(os, "O_CLOEXEC", 0), dir_fd=self._dir)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
        finally:
            os.close(fd)
        os.rename(name, target, src_dir_fd=self._dir)
        return True

    def _tell(self, value: int) -> None:
        try:
            os.write(self._told, _RECORD.pack(value))
        except OSError:  # the maker is gone
            pass

    def close(self) -> None:
        """Stop the maker and remove the folder with the blanks no writer took (in the process that made
        this object; a forked writer only lets go of its pipes)."""
        if not self._pid:
            return
        pid, self._pid = self._pid, 0
        for fd in (self._ready, self._told):
            os.close(fd)
        if os.getpid() != self._owner:
            os.close(self._dir)
            return
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
        os.waitpid(pid, 0)
        try:
            for name in os.listdir(self._dir):
                os.unlink(name, dir_fd=self._dir)
        finally:
            os.close(self._dir)
        os.rmdir(self.folder)


def _make(folder: int, ready: int, told: int, total: int) -> None:
    """The maker's loop: a blank, then its number on ``ready``, while the blanks and the files writers
    made themselves are fewer than the total last told; else wait to be told more. Ends when every
    writer is gone (``told`` closed) or is killed."""
    made = by_writers = 0
    os.set_blocking(told, False)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    while True:
        if made + by_writers >= total:
            select.select([told], [], [])
        try:
            news = os.read(told, 1 << 14)
        except BlockingIOError:
            news = None
        if news == b"":
            return
        for (value,) in _RECORD.iter_unpack(news or b""):
            if value == _MADE_BY_A_WRITER:
                by_writers += 1
            else:
                total = max(total, value)
        if made + by_writers < total:
            os.close(os.open(str(made), flags, 0o666, dir_fd=folder))
            os.write(ready, _RECORD.pack(made))
            made += 1
