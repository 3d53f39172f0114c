"""Fleet stage (execution): where the units of work run -- this process, local worker processes, or a
Dask distributed cluster -- behind one small interface.

Entry point: :func:`make_executor` ``(jobs, scheduler) -> Executor``. An executor has ``submit(key, fn,
*args, priority=0, waits=False)`` (returns a handle; of the tasks waiting for a worker, the highest priority
starts first; ``waits``: the task mostly waits on a program it runs, and a local executor runs it in a
thread of this process, beside the workers), ``next_done()`` (the next finished handle, in completion order; O(1) per task however many are
pending) and ``result(handle)``. What a task
returns never depends on where it ran, so the site is byte-identical for every executor and worker count.

* ``jobs == 1``: each task runs in this process when submitted (no pickling; the profile is readable);
* ``jobs > 1``: the worker pool of :mod:`generator.parallel` with ``jobs`` processes started by a
  fork server where there is one (safe beside the progress bar's thread), fed from a priority queue
  here so that only a few tasks wait in the pool's own first-come queue;
* ``scheduler``: a :class:`distributed.Client` connected to ``ADDRESS`` (``pip install 'revgen[dask]'``).
  Tasks carry stable keys; a worker that dies mid-task has its tasks run again on another worker by the
  scheduler, and a task that raised is retried (``retries``) before the run gives up on it.
"""

from __future__ import annotations

import collections
import concurrent.futures as cf
import functools
import heapq
import itertools
import queue
import threading
from collections.abc import Callable
from typing import Any

from generator.errors import RevgenError
from generator.parallel import Pool, default_jobs

RETRIES = 2


class SerialExecutor:
    name = "this process"
    workers = 1
    dashboard: str | None = None
    local = True  # tasks run on this machine: they may write into the staged site themselves

    def __init__(self) -> None:
        self._done: collections.deque[Any] = collections.deque()

    def submit(self, key: str, fn: Callable[..., Any], *args: Any, priority: int = 0, waits: bool = False) -> Any:
        future: cf.Future[Any] = cf.Future()
        try:
            future.set_result(fn(*args))
        except BaseException as exc:  # noqa: BLE001 - surfaced by result()
            future.set_exception(exc)
        self._done.append(future)
        return future

    def next_done(self) -> Any:
        return self._done.popleft()

    def has_done(self) -> bool:
        """A finished task is waiting for :meth:`next_done` (which then does not block)."""
        return bool(self._done)

    def result(self, handle: Any) -> Any:
        return handle.result()

    def close(self) -> None:
        pass


class _Queued:
    """A task of :class:`ProcessExecutor`: waiting here, then a future of the pool (or, for a task
    that mostly waits on a program it runs, of a thread of this process)."""

    __slots__ = ("call", "future", "in_thread")

    def __init__(self, call: tuple[Callable[..., Any], tuple[Any, ...]], in_thread: bool = False) -> None:
        self.call: tuple[Callable[..., Any], tuple[Any, ...]] | None = call
        self.future: cf.Future[Any] | None = None
        self.in_thread = in_thread


def _ready() -> None:
    """The first task of each worker (see :meth:`ProcessExecutor._start_workers`)."""


class ProcessExecutor(SerialExecutor):
    def __init__(self, jobs: int) -> None:
        self.pool = Pool(  # a fork server where there is one: safe beside this process's threads
            jobs,
            start_method="forkserver",
            preload=("generator.fleet.tasks", "generator.targets.docs", "generator.rules.engine"),
        )
        threading.Thread(target=self._start_workers, name="revgen-fleet-start", daemon=True).start()
        self.threads = cf.ThreadPoolExecutor(max_workers=jobs, thread_name_prefix="revgen-fleet")
        self.workers = jobs
        self.name = f"{jobs} local worker processes"
        self._queue: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._waiting: list[tuple[int, int, _Queued]] = []
        self._order = itertools.count()
        self._running = 0
        self._threads_running = 0
        self._limit = jobs + 2  # in the pool at once: every worker busy, the next ones pickled already

    def _start_workers(self) -> None:
        """Start the fork server and the workers now (each submit starts one), in a thread: a first
        submit waits for the server's imports, while this process has the previous site to read."""
        try:
            for _ in range(self.workers):
                self.pool.submit(_ready)
        except RuntimeError:  # shut down already
            pass

    def submit(self, key: str, fn: Callable[..., Any], *args: Any, priority: int = 0, waits: bool = False) -> _Queued:
        """``waits``: the task spends its time waiting on a program it runs (the search indexer), so
        it runs in a thread here, leaving the worker processes to the tasks that compute."""
        if waits:
            task = _Queued((fn, args), in_thread=True)
            task.future = self.threads.submit(fn, *args)
            self._threads_running += 1
            task.future.add_done_callback(functools.partial(self._finished, task))
            return task
        task = _Queued((fn, args))
        heapq.heappush(self._waiting, (-priority, next(self._order), task))
        self._fill()
        return task

    def _finished(self, task: _Queued, _future: cf.Future[Any]) -> None:
        self._queue.put(task)

    def _fill(self) -> None:
        while self._waiting and self._running < self._limit:
            task = heapq.heappop(self._waiting)[2]
            assert task.call is not None
            fn, args = task.call
            task.call = None
            task.future = self.pool.submit(fn, *args)
            self._running += 1
            task.future.add_done_callback(functools.partial(self._finished, task))

    def next_done(self) -> Any:
        if not self._running and not self._threads_running:
            raise RevgenError("internal error: waiting for a task that was never started")
        task = self._queue.get()
        if task.in_thread:
            self._threads_running -= 1
            return task
        self._running -= 1
        self._fill()
        return task

    def has_done(self) -> bool:
        return not self._queue.empty()

    def result(self, handle: Any) -> Any:
        try:
            return handle.future.result()
        except cf.process.BrokenProcessPool:
            raise RevgenError("a local worker process died (out of memory?); rerun, the diffs done so far are cached") from None

    def close(self) -> None:
        self.threads.shutdown(wait=True, cancel_futures=True)
        self.pool.close(cancel=True)


class DaskExecutor(SerialExecutor):
    local = False  # workers may be other machines: results travel back

    def __init__(self, address: str) -> None:
        try:
            from distributed import Client
        except ImportError:
            raise RevgenError("--scheduler needs the dask extra: pip install 'revgen[dask]'") from None
        try:
            self.client = Client(address, timeout="20s")  # type: ignore[no-untyped-call]
        except (OSError, TimeoutError) as exc:
            raise RevgenError(f"cannot reach the Dask scheduler: {exc}", address) from None
        from distributed import as_completed

        info = self.client.scheduler_info()
        self.workers = max(1, len(info.get("workers", {})))
        self.name = f"Dask cluster {address} ({self.workers} workers)"
        self.dashboard = self.client.dashboard_link
        self._completed = as_completed()  # type: ignore[no-untyped-call]

    def submit(self, key: str, fn: Callable[..., Any], *args: Any, priority: int = 0, waits: bool = False) -> Any:
        future = self.client.submit(fn, *args, key=key, pure=False, retries=RETRIES, priority=priority)
        self._completed.add(future)  # type: ignore[no-untyped-call]
        return future

    def next_done(self) -> Any:
        return next(self._completed)

    def has_done(self) -> bool:
        return bool(self._completed.has_ready())  # type: ignore[no-untyped-call]

    def result(self, handle: Any) -> Any:
        try:
            return handle.result()
        except Exception as exc:  # noqa: BLE001 - KilledWorker and the like, after the scheduler's retries
            raise RevgenError(f"a task failed on the cluster: {type(exc).__name__}: {exc}") from None
        finally:
            handle.release()

    def close(self) -> None:
        self.client.close()  # type: ignore[no-untyped-call]


def make_executor(jobs: int | None, scheduler: str | None) -> SerialExecutor:
    if scheduler:
        return DaskExecutor(scheduler)
    n = jobs or default_jobs()
    return SerialExecutor() if n <= 1 else ProcessExecutor(n)
