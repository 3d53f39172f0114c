"""Every stage: the one policy for CPython's cyclic garbage collector in a revgen run.

A run builds millions of long-lived objects (the parsed spec, the model, the changes, page and SDK
contexts) and frees little that is cyclic; with Python's default thresholds (700, 10, 10) the collector
walks them all again and again (40% of the CPU time of ``revgen docs`` on Stripe; on ec2's SDK 5 full
walks, about a sixth of the CPU time). Entry points:

- :func:`tune_collector`, once per CLI run: young collections every :data:`YOUNG_THRESHOLD` allocations
  instead of every 700, older generations less often (:data:`RUN_THRESHOLDS`). Cyclic garbage is still
  collected, in larger batches.
- :func:`collector_focused`, around the SDK stages (:func:`~generator.targets.sdk.context.build_context`,
  :func:`~generator.targets.sdk.render.render_package`, the ``revgen sdk`` command), which allocate
  hundreds of thousands of containers that live until the end: ``gc.freeze()`` moves every object alive
  so far out of the collector's sight, so its walks cover only what is new, with the young threshold of
  a run also when the block is entered from a library call (tests, ``revgen fleet``). The garbage the
  stages make is still collected, so memory stays bounded (they make little: recursive closures, which
  are reference cycles, were turned into plain functions; before, graph.json's run held 700 MB more with
  the collector off). The outermost block gives the frozen objects back on leaving (``gc.unfreeze()``),
  so a long-lived process still frees them when they die.
- :func:`focused`: whether such a block holds the heap frozen (a fork keeps it so).
- :func:`collector_paused` (parsing, diffing, the ``revgen changelog`` command, the CLI's imports:
  no cycles worth collecting; what the block made joins the oldest generation unwalked), and
  :func:`exit_without_teardown`, the end of a ``revgen`` process: no last collection, and no object
  freed one by one (the OS takes the memory back).
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NoReturn

_DEPTH: list[int] = [0]


YOUNG_THRESHOLD = 10_000
"""Allocations between young collections in a run (CPython's default: 700)."""
RUN_THRESHOLDS = (YOUNG_THRESHOLD, 50, 100)
"""The collector's three thresholds for a CLI run (CPython's default: 700, 10, 10)."""


def tune_collector() -> None:
    """Set :data:`RUN_THRESHOLDS` for the rest of the process (the CLI calls it once per run)."""
    gc.set_threshold(*RUN_THRESHOLDS)


@contextmanager
def collector_focused() -> Iterator[None]:
    """Inside the block: the collector sees only what is new, young collections at least every
    :data:`YOUNG_THRESHOLD` allocations; the thresholds are restored on leaving."""
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


def focused() -> bool:
    """Whether a :func:`collector_focused` block is open, so that what lives now stays frozen until it
    ends (:class:`generator.forked.Forked` keeps it so after a fork). Cheap, unlike
    ``gc.get_freeze_count()``, which walks every frozen object (20-30 ms after a Stripe SDK context)."""
    return _DEPTH[0] > 0


@contextmanager
def collector_paused() -> Iterator[None]:
    """The collector off inside the block (and back on after it, if it was on).

    What the block allocated goes straight to the oldest generation when the collector comes back on
    (``gc.freeze()`` then ``gc.unfreeze()``, both without a walk): otherwise the first young collection
    after the block would walk every object the block made (0.07 s of CPU after a Stripe changelog),
    only to find them alive. Inside :func:`collector_focused` the objects stay frozen until that block
    ends, like everything else it froze."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.freeze()
            if not _DEPTH[0]:
                gc.unfreeze()
            gc.enable()


def exit_without_teardown(code: int) -> NoReturn:
    """End the process with ``code`` as the interpreter would, less its teardown.

    After the ``atexit`` functions and the flush of stdout and stderr, CPython's exit runs a last
    collection over every object still alive (0.6 s of CPU after ``revgen sdk`` on ec2), then frees them
    one by one, and every module: 11-14 ms of CPU after ``revgen changelog X X`` on Stripe's 4 MB
    document (its 80,000 parsed nodes), as long as the whole run's work on the smaller documents.
    Here the ``atexit`` functions run (temporary folders are removed, worker pools joined), the streams
    are flushed, and the process ends with ``os._exit``. Only for a whole ``revgen`` process (the
    console script, ``python -m generator``): a caller of :func:`generator.cli.main` keeps its
    interpreter. A thread still running makes it the ordinary exit (``sys.exit``), which waits for it.
    """
    import threading

    if threading.active_count() > 1:
        sys.exit(code)
    import atexit

    atexit._run_exitfuncs()  # the ones CPython's exit would call (no public name runs them)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe (`revgen ... | head`) or a closed stream: nothing to keep
            pass
    os._exit(code)
