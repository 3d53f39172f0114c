"""Every stage: one piece of work run in a forked child process, on the machine's other core.

Entry point: :class:`Forked` ``(work)``. ``work`` is a function returning the pieces (text or bytes) of a
result; the child, a copy of this process made by ``os.fork()`` (so it starts with every object
already built: nothing is sent to it), runs it and writes the pieces to a temporary file, while this
process goes on with its own work. :meth:`Forked.pieces` waits for the child and gives the result
back as bytes. Nothing about the result depends on timing: if no child can be made (no ``fork`` on
this platform, or it failed) or the child did not finish its work (an exception, a signal), the
pieces are made here instead, by the same function, so the bytes are the same either way. The child
leaves through ``os._exit``: it never runs this process's exit handlers nor flushes its buffers.

Use it for work that only reads what exists and whose result is big enough to be worth a process
(fork itself costs a few milliseconds on a heap of a hundred MB).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterable, Iterator
from typing import IO

READ_CHUNK = 1 << 20


class Forked:
    """``work`` running in a child process (see the module docstring); :meth:`pieces` gives its result."""

    def __init__(self, work: Callable[[], Iterable[str | bytes]]) -> None:
        self._work = work
        self._pid = 0
        self._file: IO[bytes] | None = None
        if not hasattr(os, "fork"):
            return
        try:
            self._file = tempfile.TemporaryFile()
            pid = os.fork()
        except OSError:
            self._close_file()
            return
        if pid == 0:  # the child
            _run_child(work, self._file)
        self._pid = pid

    def pieces(self) -> Iterator[str | bytes]:
        """The result: the child's bytes, or (no child, or it failed) ``work``'s pieces made here."""
        done = self._wait()
        try:
            if done and self._file is not None:
                self._file.seek(0)
                while chunk := self._file.read(READ_CHUNK):
                    yield chunk
                return
        finally:
            self._close_file()
        yield from self._work()

    def close(self) -> None:
        """Stop the child if it still runs (the result is no longer wanted) and reap it."""
        if self._pid:
            try:
                os.kill(self._pid, 9)
            except OSError:
                pass
            self._wait()
        self._close_file()

    def _wait(self) -> bool:
        """Reap the child; whether it finished its work."""
        if not self._pid:
            return False
        pid, self._pid = self._pid, 0
        try:
            _, status = os.waitpid(pid, 0)
        except ChildProcessError:
            return False
        return os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0

    def _close_file(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def _run_child(work: Callable[[], Iterable[str | bytes]], out: IO[bytes]) -> None:
    code = 1
    try:
        for piece in work():
            out.write(piece.encode("utf-8") if isinstance(piece, str) else piece)
        out.flush()
        code = 0
    finally:
        os._exit(code)


__all__ = ["Forked"]
