"""SDK target: run the shares of a job in forked worker processes, so a run uses every core.

Entry points: :func:`run_shares`, :func:`worker_count` and :func:`in_background`. :func:`generator.targets.sdk.render.render_package`
splits the package's files into shares; each share is rendered, formatted and checked by
``work(share)`` in a child made by ``fork`` (the contexts are inherited copy-on-write, nothing is
sent to it), which sends its result back pickled through a pipe. The calling process does the first
share itself meanwhile. A child that fails in any way (an exception, a signal, an unreadable result)
costs only time: its share is done again in the calling process, where the same exception then
surfaces as it would without workers. Where ``fork`` does not exist, every share runs in the caller.
:func:`in_background` starts one child for work whose effect is on disk (``revgen sdk`` compiles the
templates into revgen's cache while it loads the spec).
"""

from __future__ import annotations

import os
import pickle
import signal
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

S = TypeVar("S")
R = TypeVar("R")

MAX_WORKERS = 4


def worker_count(jobs: int | None) -> int:
    """``jobs`` itself (at least 1), or for ``None`` the CPUs this process may use, at most
    :data:`MAX_WORKERS`."""
    if jobs is not None:
        return max(1, jobs)
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cpus = os.cpu_count() or 1
    return max(1, min(cpus, MAX_WORKERS))


def run_shares(work: Callable[[S], R], shares: Sequence[S]) -> list[R]:
    """``[work(share) for share in shares]``, the shares after the first in forked children."""
    if len(shares) <= 1 or not hasattr(os, "fork"):
        return [work(share) for share in shares]
    children: list[tuple[int, int]] = []  # (pid, read end of its pipe)
    try:
        for share in shares[1:]:
            children.append(_start(work, share))
        results = [work(shares[0])]
        for share in shares[1:]:
            pid, fd = children.pop(0)
            delivered, result = _collect(pid, fd)
            results.append(result if delivered else work(share))
        return results
    finally:
        for pid, fd in children:  # an exception in this process: stop the children it left running
            _stop(pid, fd)


def in_background(work: Callable[[], object]) -> Callable[[], None]:
    """Run ``work()`` in a forked child while the caller goes on; returns the function that waits for
    the child to end. For work whose effect is on disk (a cache): its result is dropped, and a child
    that fails only leaves the caller to do that work itself when it needs it."""
    if not hasattr(os, "fork"):
        return lambda: None
    pid, fd = _start(lambda _: work(), None)
    done: list[bool] = []

    def wait() -> None:
        if not done:
            done.append(True)
            _collect(pid, fd)

    return wait


def _start(work: Callable[[S], R], share: S) -> tuple[int, int]:
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: do the share, send it, and leave without running any exit handler
        code = 1
        try:
            os.close(read)
            data = pickle.dumps(work(share), protocol=pickle.HIGHEST_PROTOCOL)
            with os.fdopen(write, "wb") as out:
                out.write(data)
            code = 0
        except BaseException:
            pass
        finally:
            os._exit(code)
    os.close(write)
    return pid, read


def _collect(pid: int, fd: int) -> tuple[bool, Any]:
    """``(True, the child's result)``, or ``(False, None)`` when it did not deliver one."""
    chunks: list[bytes] = []
    try:
        with os.fdopen(fd, "rb") as pipe:
            while True:
                chunk = pipe.read(1 << 20)
                if not chunk:
                    break
                chunks.append(chunk)
    finally:
        _, status = os.waitpid(pid, 0)
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        return False, None
    try:
        return True, pickle.loads(b"".join(chunks))
    except Exception:
        return False, None


def _stop(pid: int, fd: int) -> None:
    try:
        os.kill(pid, signal.SIGTERM)
    except OSError:
        pass
    try:
        os.close(fd)
    except OSError:
        pass
    try:
        os.waitpid(pid, 0)
    except OSError:
        pass
