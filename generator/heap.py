"""Every stage: keep CPython's cyclic garbage collector off the objects that live through a whole run.

Entry points: :func:`collector_paused` (parsing, diffing, the ``revgen changelog`` command: no cycles
worth collecting), :func:`collector_focused`, a context manager around
:func:`~generator.targets.sdk.context.build_context`, :func:`~generator.targets.sdk.render.render_package`
and the ``revgen sdk`` command, and :func:`skip_final_collection` for the CLI. The SDK stages allocate
hundreds of thousands of containers that live until the end, and every few thousand allocations the
collector walked the parsed spec, the registry and every context built so far again (on ec2: 5 full
walks, about a sixth of the CPU time). On entering, ``gc.freeze()`` moves every object alive so far out
of the collector's sight, so its walks cover only what is new, and young collections run every 10,000
allocations instead of every 700; the garbage the stages make is still collected, so memory stays
bounded (they make little: recursive closures, which are reference cycles, were turned into plain
functions; before, graph.json's run held 700 MB more with the collector off). The
outermost block gives the frozen objects back on leaving (``gc.unfreeze()``), so a long-lived process
(tests, ``revgen fleet``) still frees them when they die.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

_DEPTH: list[int] = [0]


YOUNG_THRESHOLD = 10_000  # allocations between young collections inside a block (CPython's default: 700)


@contextmanager
def collector_focused() -> Iterator[None]:
    gc.freeze()  # also inside an outer block: what that block built so far is settled too
    _DEPTH[0] += 1
    thresholds = gc.get_threshold()
    gc.set_threshold(max(thresholds[0], YOUNG_THRESHOLD), *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        _DEPTH[0] -= 1
        if not _DEPTH[0]:
            gc.unfreeze()


_EXIT_HOOK: list[bool] = []


@contextmanager
def collector_paused() -> Iterator[None]:
    """The collector off inside the block (and back on after it, if it was on)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def skip_final_collection() -> None:
    """At exit the interpreter's last collection walks every object still alive (0.6 s CPU on ec2);
    freezing them first skips that walk and the OS takes the memory back. Once per process."""
    if not _EXIT_HOOK:
        import atexit

        _EXIT_HOOK.append(True)
        atexit.register(gc.freeze)
