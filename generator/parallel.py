"""Every stage: the one process pool that runs work in parallel.

Entry points: :func:`map_tasks` ``(fn, items, jobs, shared=...) -> list`` (the results in the order of
``items``), :func:`imap_tasks` (the same results streamed, in order, as they are ready), :class:`Pool`
(a context-managed pool whose :meth:`Pool.submit` runs one call beside the caller) and
:func:`default_jobs` with :func:`workers_for` (how many workers a piece of work pays for). History
neighbour diffs, docs pages, SDK files and reports all run here; fleet's
local executor uses :class:`Pool` too.

It works under every start method of :mod:`multiprocessing` (``spawn``, the default on macOS and
Windows, ``forkserver``, ``fork``): a task is a module-level function, its arguments and its result are
pickled, and nothing is read from globals a fork would have copied. ``shared`` is an object every task
needs (a history, a docs site): it goes to each worker once, when the worker starts (pickled once for
all of them, where the start method pickles), and every task there gets it as its first argument.
Workers run under the collector policy of a revgen run (:func:`generator.heap.tune_collector`). ``jobs == 1`` runs each task in this process, when it is asked
for, with the same results. An exception a task raises is raised by the caller (a
:class:`~generator.errors.RevgenError` keeps its message and location).
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
import os
import pickle
import threading
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from generator.heap import collector_paused, tune_collector

T = TypeVar("T")
R = TypeVar("R")

MAX_JOBS = 64
"""The most worker processes ``--jobs`` may ask for."""
DEFAULT_MAX = 8
"""The default number of workers is the CPUs this process may use, at most this many."""

_NO_SHARED = object()
_SHARED: list[Any] = []  # in a worker: the pool's ``shared`` object, set by its initializer


WORKER_PAYS = 4
"""By default a worker is started only for a share of the work at least this many times what starting it
costs (:func:`workers_for`): a worker's start (a new interpreter importing revgen, reading the shared
input) is CPU spent beside the work, which the worker gives back only in time."""


def workers_for(jobs: int | None, work: float, start: float) -> int:
    """The processes to run ``work`` on (1: this process alone, no worker), the one rule of every
    command: ``jobs`` when given (``--jobs N``); by default (None) :func:`default_jobs`, fewer while a
    worker's share of ``work`` would be less than :data:`WORKER_PAYS` times ``start``, the cost of
    starting one worker in the unit of ``work`` (so a small input runs in this process)."""
    if jobs is not None:
        return max(1, jobs)
    n = default_jobs()
    while n > 1 and work < n * WORKER_PAYS * start:
        n -= 1
    return n


def default_jobs() -> int:
    """The CPUs this process may run on (its affinity; elsewhere the machine's count), at most
    :data:`DEFAULT_MAX`: the number of workers when ``--jobs`` is not given."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not Linux
        cpus = os.cpu_count() or 1
    return max(1, min(cpus, DEFAULT_MAX))


class _Shared:
    """A pool's ``shared`` object on its way to the workers. A start method that pickles it (``spawn``,
    ``forkserver``) pickles it once, however many workers start, and each worker reads it back under
    the run's collector policy (:func:`generator.heap.tune_collector`, the collector paused while it
    reads: a history is many long-lived objects and no garbage). ``fork`` hands the object over as it is."""

    def __init__(self, value: Any) -> None:
        self.value = value
        self._data: bytes | None = None

    def __reduce__(self) -> tuple[Callable[[bytes], _Shared], tuple[bytes]]:
        if self._data is None:
            self._data = pickle.dumps(self.value, protocol=pickle.HIGHEST_PROTOCOL)
        return _read_shared, (self._data,)


def _read_shared(data: bytes) -> _Shared:
    tune_collector()
    with collector_paused():
        return _Shared(pickle.loads(data))


def _set_shared(shared: _Shared) -> None:
    tune_collector()  # (a worker that did not read ``shared`` back: the run's policy all the same)
    _SHARED[:] = [shared.value]


def _with_shared(fn: Callable[..., R], *args: Any) -> R:
    return fn(_SHARED[0], *args)


class Pool:
    """Up to ``jobs`` worker processes (``None``: :func:`default_jobs`; 1: none, every call runs in this
    process), started on first use and ended when the ``with`` block ends (waiting for the calls still
    running; after an error, those not started are cancelled). ``start_method``: the workers' start
    method where the platform has it (None: the program's, as :mod:`multiprocessing` says);
    ``preload``: modules a ``forkserver`` imports once, before it starts the workers."""

    def __init__(self, jobs: int | None = None, shared: Any = _NO_SHARED, start_method: str | None = None,
                 preload: tuple[str, ...] = ()) -> None:
        self.jobs = max(1, jobs if jobs is not None else default_jobs())
        self._shared = shared
        self._method = start_method if start_method in multiprocessing.get_all_start_methods() else None
        self._preload = preload
        self._executor: cf.ProcessPoolExecutor | None = None
        self._lock = threading.Lock()  # (a caller may submit from two threads)

    def __enter__(self) -> Pool:
        return self

    def __exit__(self, exc_type: object, *rest: object) -> None:
        self.close(cancel=exc_type is not None)

    def close(self, cancel: bool = False) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=cancel)
            self._executor = None

    def _pool(self) -> cf.ProcessPoolExecutor:
        with self._lock:
            return self._executor or self._start()

    def _start(self) -> cf.ProcessPoolExecutor:
        if self._executor is None:
            shared = self._shared is not _NO_SHARED
            initializer: Callable[[Any], None] | None = _set_shared if shared else None
            initargs: tuple[Any, ...] = (_Shared(self._shared),) if shared else ()
            context = multiprocessing.get_context(self._method)  # (None: the program's start method)
            if self._preload and context.get_start_method() == "forkserver":
                context.set_forkserver_preload(list(self._preload))
            self._executor = cf.ProcessPoolExecutor(
                max_workers=self.jobs,
                mp_context=context,
                initializer=initializer,
                initargs=initargs,
            )
        return self._executor

    def _call(self, fn: Callable[..., R], *args: Any) -> R:
        return fn(*args) if self._shared is _NO_SHARED else fn(self._shared, *args)

    def submit(self, fn: Callable[..., R], *args: Any) -> cf.Future[R]:
        """``fn(*args)`` (``fn(shared, *args)`` with ``shared``) in a worker; with one job it runs now,
        here, and the future holds its result or its exception."""
        if self.jobs == 1:
            future: cf.Future[R] = cf.Future()
            try:
                future.set_result(self._call(fn, *args))
            except Exception as exc:  # noqa: BLE001 - raised by future.result(), as from a worker
                future.set_exception(exc)
            return future
        if self._shared is _NO_SHARED:
            return self._pool().submit(fn, *args)
        return self._pool().submit(_with_shared, fn, *args)

    def imap(self, fn: Callable[..., R], items: Iterable[Any]) -> Iterator[R]:
        """``fn`` of each item, in the order of ``items``; with workers, every task is queued at once
        and the results are given as they are ready, in order."""
        if self.jobs == 1:
            return (self._call(fn, item) for item in items)
        return _in_order([self.submit(fn, item) for item in items])


def _in_order(futures: list[cf.Future[R]]) -> Iterator[R]:
    try:
        for future in futures:
            yield future.result()
    finally:
        for future in futures:  # the caller stopped early or a task failed: the rest need not run
            future.cancel()


def imap_tasks(fn: Callable[..., R], items: Iterable[Any], jobs: int | None = None, shared: Any = _NO_SHARED) -> Iterator[R]:
    """``fn(item)`` (``fn(shared, item)`` with ``shared``) for each item, in order, streamed as the
    results come; the pool ends when the last result has been taken (or the iterator is closed)."""
    work = list(items)
    pool = Pool(min(jobs if jobs is not None else default_jobs(), max(1, len(work))), shared)
    with pool:
        yield from pool.imap(fn, work)


def map_tasks(fn: Callable[..., R], items: Iterable[Any], jobs: int | None = None, shared: Any = _NO_SHARED) -> list[R]:
    """``[fn(item) for item in items]`` (``fn(shared, item)`` with ``shared``) on up to ``jobs``
    processes (None: :func:`default_jobs`; 1: this process alone)."""
    return list(imap_tasks(fn, items, jobs, shared))
