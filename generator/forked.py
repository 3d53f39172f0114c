"""Every stage: run a function in a forked process beside this one, on the second core.

Entry point: :class:`Forked` ``(fn, *args)``: the child calls ``fn(*args)`` at once on a copy of this
process (everything built so far is there, nothing is pickled on the way in) and sends back its value
pickled through a pipe; :meth:`Forked.result` waits for it (:meth:`Forked.ready`: whether it is
there yet). A :class:`~generator.errors.RevgenError` in the child comes back with its message and
location, any other error as a ``RuntimeError`` naming it, so the caller's error handling (one line, exit 2; outputs left as they were) is the same. Where ``fork``
is missing, ``fn`` runs in this process when the result is asked for: the same value either way.
The child leaves with ``os._exit``: no cleanup of the parent's (``with`` blocks, ``atexit``) runs in it.
"""

from __future__ import annotations

import gc
import os
import pickle
import signal
from collections.abc import Callable
from typing import Any

from generator.errors import RevgenError
from generator.heap import _DEPTH

CAN_FORK = hasattr(os, "fork")


def usable_cpus(limit: int) -> int:
    """The CPUs this process may run on (its affinity; elsewhere the machine's count), from 1 to ``limit``:
    the default number of worker processes."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not Linux
        cpus = os.cpu_count() or 1
    return max(1, min(cpus, limit))


class Forked:
    """``fn(*args)`` running in a forked child (see the module docstring)."""

    def __init__(self, fn: Callable[..., Any], *args: Any) -> None:
        self._call: tuple[Callable[..., Any], tuple[Any, ...]] | None = None
        self._pid = 0
        self._leaving = 0  # a child whose result was taken, not yet reaped
        self._read = -1
        if not CAN_FORK:
            self._call = (fn, args)
            return
        read, write = os.pipe()
        frozen = _DEPTH[0] > 0  # the freeze of a heap.collector_focused block is kept
        gc.freeze()  # the child's collector leaves what exists now alone (fewer pages copied)
        pid = os.fork()
        if pid == 0:
            os.close(read)
            _child(fn, args, write)
        if not frozen:
            gc.unfreeze()
        os.close(write)
        self._pid, self._read = pid, read

    def ready(self, timeout: float = 0.0) -> bool:
        """Whether :meth:`result` would answer without waiting, after waiting up to ``timeout`` seconds
        for the child to finish (at once when it does)."""
        if not self._pid:
            return True
        import select

        return bool(select.select([self._read], [], [], timeout)[0])

    def result(self, leave: bool = False) -> Any:
        """Wait for the child; its value, or its error raised here. ``leave``: do not wait for the child
        to finish exiting once its value is here (giving back its memory takes milliseconds); then
        :meth:`stop` reaps it."""
        if self._call is not None:
            fn, args = self._call
            self._call = None
            return fn(*args)
        if not self._pid:
            raise RuntimeError("the result of a forked call was already taken")
        with os.fdopen(self._read, "rb") as fh:
            data = fh.read()
        if not leave:
            os.waitpid(self._pid, 0)
        elif os.waitpid(self._pid, os.WNOHANG)[0] == 0:  # still giving back its memory
            self._leaving = self._pid
        self._pid = 0
        try:
            kind, *value = pickle.loads(data)
        except Exception:
            kind, value = "crash", ["a forked worker process ended without a result"]
        if kind == "ok":
            return value[0]
        if kind == "error":
            raise RevgenError(*value)
        raise RuntimeError(value[0])

    def stop(self) -> None:
        """End the child if it is still running (after an error here); once the result is taken, only
        reap a child left exiting (``result(leave=True)``), waiting for it: a child is always reaped
        by this process (its CPU time counts in this process's children's, as measured)."""
        if self._leaving:
            os.waitpid(self._leaving, 0)
            self._leaving = 0
        if not self._pid:
            return
        try:
            os.kill(self._pid, signal.SIGKILL)
            os.waitpid(self._pid, 0)
        except OSError:
            pass
        os.close(self._read)
        self._pid = 0


def _child(fn: Callable[..., Any], args: tuple[Any, ...], write: int) -> None:
    status = 0
    try:
        try:
            result: tuple[Any, ...] = ("ok", fn(*args))
        except RevgenError as exc:
            result = ("error", exc.message, exc.file, exc.line, exc.col)
        except BaseException as exc:  # noqa: BLE001 - reported to the parent, which raises it
            result = ("crash", f"{type(exc).__name__}: {exc}")
        with os.fdopen(write, "wb") as fh:
            fh.write(pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL))
    except BaseException:
        status = 1
    os._exit(status)
