"""Fleet stage (execution): where the units of work run -- this process, local worker processes, or a
Dask distributed cluster -- behind one small interface.

Entry point: :func:`make_executor` ``(jobs, scheduler) -> Executor``. An executor has ``submit(key, fn,
*args)`` (returns a handle), ``wait(handles) -> (done, pending)`` and ``result(handle)``. What a task
returns never depends on where it ran, so the site is byte-identical for every executor and worker count.

* ``jobs == 1``: each task runs in this process when submitted (no pickling; the profile is readable);
* ``jobs > 1``: a :class:`concurrent.futures.ProcessPoolExecutor` of ``jobs`` processes started by a
  fork server (safe beside the progress bar's thread);
* ``scheduler``: a :class:`distributed.Client` connected to ``ADDRESS`` (``pip install 'revgen[dask]'``).
  Tasks carry stable keys; a worker that dies mid-task has its tasks run again on another worker by the
  scheduler, and a task that raised is retried (``retries``) before the run gives up on it.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
import os
from collections.abc import Callable, Iterable
from typing import Any

from generator.errors import RevgenError

RETRIES = 2


class SerialExecutor:
    name = "this process"
    workers = 1
    dashboard: str | None = None

    def submit(self, key: str, fn: Callable[..., Any], *args: Any) -> cf.Future[Any]:
        future: cf.Future[Any] = cf.Future()
        try:
            future.set_result(fn(*args))
        except BaseException as exc:  # noqa: BLE001 - surfaced by result()
            future.set_exception(exc)
        return future

    def wait(self, handles: Iterable[Any]) -> tuple[set[Any], set[Any]]:
        return set(handles), set()

    def result(self, handle: Any) -> Any:
        return handle.result()

    def close(self) -> None:
        pass


class ProcessExecutor(SerialExecutor):
    def __init__(self, jobs: int) -> None:
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["generator.fleet.tasks", "generator.targets.docs", "generator.changelog"])
        self.pool = cf.ProcessPoolExecutor(max_workers=jobs, mp_context=ctx)
        self.workers = jobs
        self.name = f"{jobs} local worker processes"

    def submit(self, key: str, fn: Callable[..., Any], *args: Any) -> cf.Future[Any]:
        return self.pool.submit(fn, *args)

    def wait(self, handles: Iterable[Any]) -> tuple[set[Any], set[Any]]:
        done, pending = cf.wait(set(handles), return_when=cf.FIRST_COMPLETED)
        return set(done), set(pending)

    def result(self, handle: Any) -> Any:
        try:
            return handle.result()
        except cf.process.BrokenProcessPool:
            raise RevgenError("a local worker process died (out of memory?); rerun, the diffs done so far are cached") from None

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)


class DaskExecutor(SerialExecutor):
    def __init__(self, address: str) -> None:
        try:
            from distributed import Client
        except ImportError:
            raise RevgenError("--scheduler needs the dask extra: pip install 'revgen[dask]'") from None
        try:
            self.client = Client(address, timeout="20s")
        except (OSError, TimeoutError) as exc:
            raise RevgenError(f"cannot reach the Dask scheduler: {exc}", address) from None
        info = self.client.scheduler_info()
        self.workers = max(1, len(info.get("workers", {})))
        self.name = f"Dask cluster {address} ({self.workers} workers)"
        self.dashboard = self.client.dashboard_link

    def submit(self, key: str, fn: Callable[..., Any], *args: Any) -> Any:
        return self.client.submit(fn, *args, key=key, pure=False, retries=RETRIES)

    def wait(self, handles: Iterable[Any]) -> tuple[set[Any], set[Any]]:
        from distributed import wait

        done, pending = wait(list(handles), return_when="FIRST_COMPLETED")
        return set(done), set(pending)

    def result(self, handle: Any) -> Any:
        try:
            return handle.result()
        except Exception as exc:  # noqa: BLE001 - KilledWorker and the like, after the scheduler's retries
            raise RevgenError(f"a task failed on the cluster: {type(exc).__name__}: {exc}") from None
        finally:
            handle.release()

    def close(self) -> None:
        self.client.close()


def default_jobs() -> int:
    try:
        return max(1, min(len(os.sched_getaffinity(0)), 8))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, min(os.cpu_count() or 1, 8))


def make_executor(jobs: int | None, scheduler: str | None) -> SerialExecutor:
    if scheduler:
        return DaskExecutor(scheduler)
    n = jobs or default_jobs()
    return SerialExecutor() if n <= 1 else ProcessExecutor(n)
