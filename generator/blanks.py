"""Every stage that writes a large new tree: empty files made ahead by a forked process, renamed into place.

Entry point: :class:`Blanks` (used by :meth:`generator.writer.StagedTree.reserve`). On some file systems
creating a file is what writing a tree costs: ext4 without a journal (this project's build machines) skips
every inode freed in the last minutes when it looks for a free one, so each new file costs 0.2-1.4 ms of
kernel time where many files were removed lately, while renaming a file or writing into one costs
microseconds. :class:`Blanks` forks a *maker* that creates empty files (the *blanks*) while the writers are
still busy with other work, so that cost is paid on a core that would otherwise wait; a writer takes a ready
blank (:meth:`Blanks.put`: its bytes written into it, then renamed to the file's path: the same file, mode
and content as a new one) or, when none is ready, makes its file itself and says so, so that the maker
makes one fewer. The maker never makes more blanks than the number of files it was told of
(:meth:`Blanks.expect`, raised as the caller learns more) minus those its writers made themselves: the files
made are the files written (a few more at most where a writer and the maker cross), and the ones left over
are removed with the folder (:meth:`Blanks.close`).

Creating a file holds its folder locked for all that time, and a writer waiting for that lock (to rename a
blank out of the folder, or a file into it) spins or sleeps meanwhile: so the maker creates each blank in a
folder of its own (``m``) and renames it into the folder writers take blanks from (``r``: renames hold a
folder for microseconds), and a writer short of blanks makes its file in a folder of its own (``w<pid>``)
before renaming it into place (two writers making files in one package folder at once each spin on the
other's lock: twice the system time). Folders are few: making or removing one waits on the disk.

The writers may be any processes forked after the :class:`Blanks` (they inherit its pipes): a record of
four bytes on a pipe is read whole by exactly one reader, so each blank goes to one writer. ``ready``
carries the number of each blank made; ``told`` carries, to the maker, a new total (a positive
number) or one file made by a writer itself (``-1``). Where ``fork`` is missing nothing is made ahead and
every :meth:`Blanks.put` declines.
"""

from __future__ import annotations

import os
import select
import signal
import struct
import threading

from generator.writer import write_and_close

CAN_FORK = hasattr(os, "fork")
_READY = struct.Struct("<i")
_TOLD = struct.Struct("<i")
_MADE_BY_A_WRITER = -1
_DIRECTORY = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
_WRITE = os.O_WRONLY | getattr(os, "O_CLOEXEC", 0)
_CREATE = _WRITE | os.O_CREAT | os.O_EXCL


class Blanks:
    """Blank files in ``folder`` (created here, and removed by :meth:`close` with any blank left in it)
    made by a forked maker, at most ``expect`` of them until :meth:`expect` raises that number."""

    def __init__(self, folder: str, expect: int) -> None:
        self.folder = folder
        self._owner = os.getpid()
        self._pid = 0
        self._dir = -1
        self._own = ""  # this process's folder for the files it makes itself
        self._made = 0
        if not CAN_FORK:
            return
        os.mkdir(folder)
        self._dir = os.open(folder, _DIRECTORY)
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
        written through): a ready blank, else a file made in this process's own folder, renamed into
        place. False (nothing done) where nothing is made ahead."""
        if not self._pid:
            return False
        try:
            record = os.read(self._ready, _READY.size)
        except BlockingIOError:  # the maker is behind: one blank fewer to make
            record = b""
        if len(record) == _READY.size:
            name = f"r/{_READY.unpack(record)[0]}"
            fd = os.open(name, _WRITE, dir_fd=self._dir)
        else:
            self._tell(_MADE_BY_A_WRITER)
            name, fd = self._own_file()
        write_and_close(fd, data)
        os.rename(name, target, src_dir_fd=self._dir)
        return True

    def _own_file(self) -> tuple[str, int]:
        """A new file in this process's own folder (made on first use; one left by an earlier process of
        the same pid is used, and its files' names skipped): its name and a descriptor to write it."""
        pid = os.getpid()
        if not self._own.startswith(f"w{pid}/"):
            self._own = f"w{pid}/"
            try:
                os.mkdir(self._own, dir_fd=self._dir)
            except FileExistsError:
                pass
        while True:
            self._made += 1
            name = f"{self._own}{self._made}"
            try:
                return name, os.open(name, _CREATE, 0o666, dir_fd=self._dir)
            except FileExistsError:
                continue

    def _tell(self, value: int) -> None:
        try:
            os.write(self._told, _TOLD.pack(value))
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
        threads = [threading.Thread(target=_remove, args=(self._dir, sub)) for sub in os.listdir(self._dir)]
        for thread in threads:  # (each removal waits on the disk: in parallel)
            thread.start()
        for thread in threads:
            thread.join()
        os.close(self._dir)
        os.rmdir(self.folder)


def _remove(parent: int, name: str) -> None:
    """Remove the folder ``name`` of ``parent`` (a descriptor) with the files in it."""
    fd = os.open(name, _DIRECTORY, dir_fd=parent)
    try:
        for file in os.listdir(fd):
            os.unlink(file, dir_fd=fd)
    finally:
        os.close(fd)
    os.rmdir(name, dir_fd=parent)


def _make(folder: int, ready: int, told: int, total: int) -> None:
    """The maker's loop: a blank made in ``m``, renamed into ``r``, its number written to ``ready``,
    while the blanks and the files writers made themselves are fewer than the total last told; else
    wait to be told more. Ends when every writer is gone (``told`` closed) or is killed."""
    made = by_writers = 0
    os.mkdir("m", dir_fd=folder)
    os.mkdir("r", dir_fd=folder)
    os.set_blocking(told, False)
    while True:
        if made + by_writers >= total:
            select.select([told], [], [])
        try:
            news = os.read(told, 1 << 14)
        except BlockingIOError:
            news = None
        if news == b"":
            return
        for (value,) in _TOLD.iter_unpack(news or b""):
            if value == _MADE_BY_A_WRITER:
                by_writers += 1
            else:
                total = max(total, value)
        if made + by_writers < total:
            name = str(made)
            os.close(os.open("m/" + name, _CREATE, 0o666, dir_fd=folder))
            os.rename("m/" + name, "r/" + name, src_dir_fd=folder, dst_dir_fd=folder)
            os.write(ready, _READY.pack(made))
            made += 1
