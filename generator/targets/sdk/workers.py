"""SDK target: run the shares of a job in forked worker processes, so a run uses every core.

Entry points: :func:`run_shares`, :func:`worker_count` and :func:`in_background`, on top of the one
fork-and-pipe mechanism (:class:`generator.forked.Forked`).
:func:`generator.targets.sdk.render.render_package` splits the package's files into shares; each share
is rendered, formatted and checked by ``work(share)`` in a forked child (the contexts are inherited
copy-on-write, nothing is sent to it), which sends its result back pickled. The calling process does
the first share itself meanwhile. A child that fails in any way (an exception, a signal, an unreadable
result) costs only time: its share is done again in the calling process, where the same exception
then surfaces as it would without workers. Where ``fork`` does not exist, every share runs in the
caller. :func:`in_background` starts one child for work whose effect is on disk (``revgen sdk``
compiles the templates into revgen's cache while it loads the spec).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from generator.forked import CAN_FORK, Forked, usable_cpus

S = TypeVar("S")
R = TypeVar("R")

MAX_WORKERS = 4


def worker_count(jobs: int | None) -> int:
    """``jobs`` itself (at least 1), or for ``None`` the CPUs this process may use, at most
    :data:`MAX_WORKERS`."""
    return max(1, jobs) if jobs is not None else usable_cpus(MAX_WORKERS)


def run_shares(work: Callable[[S], R], shares: Sequence[S]) -> list[R]:
    """``[work(share) for share in shares]``, the shares after the first in forked children."""
    if len(shares) <= 1 or not CAN_FORK:
        return [work(share) for share in shares]
    children: list[Forked] = []
    try:
        for share in shares[1:]:
            children.append(Forked(work, share))
        results = [work(shares[0])]
        for child, share in zip(children, shares[1:]):
            try:
                results.append(child.result())
            except Exception:  # the child failed: its share is done here, where its error surfaces
                results.append(work(share))
        return results
    finally:
        for child in children:  # an exception in this process: stop the children it left running
            child.stop()


def in_background(work: Callable[[], object]) -> Callable[[], None]:
    """Run ``work()`` in a forked child while the caller goes on; returns the function that waits for
    the child to end. For work whose effect is on disk (a cache): its result is dropped, and a child
    that fails only leaves the caller to do that work itself when it needs it."""
    if not CAN_FORK:
        return lambda: None
    child = Forked(work)

    def wait() -> None:
        try:
            child.result()
        except Exception:  # failed, or already waited for
            pass

    return wait
