"""Every stage: the one policy for CPython's cyclic garbage collector in a revgen run.

A run builds many long-lived objects (the parsed spec, the model, the changes, page and SDK contexts)
and frees little that is cyclic; with Python's default thresholds the collector walks them all again
and again. Entry points:

- :func:`tune_collector`, called once by the CLI entry (:func:`generator.cli.main`) and by each worker
  of the pool (:mod:`generator.parallel`): young collections
  every :data:`YOUNG_THRESHOLD` allocations, older generations less often (:data:`RUN_THRESHOLDS`).
  Cyclic garbage is still collected, in larger batches.
- :func:`collector_focused`, around the SDK stages, which allocate many containers that live until the
  end: ``gc.freeze()`` moves every object alive so far out of the collector's sight, so its walks cover
  only what is new. The outermost block gives the frozen objects back on leaving (``gc.unfreeze()``).
- :func:`collector_paused` (parsing, diffing, a command's imports, a docs site's inputs: no cycles worth
  collecting; what the block made joins the oldest generation unwalked, so a young collection, or a
  pool worker's, does not walk it).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

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


@contextmanager
def collector_paused() -> Iterator[None]:
    """The collector off inside the block (and back on after it, if it was on).

    What the block allocated goes straight to the oldest generation when the collector comes back on
    (``gc.freeze()`` then ``gc.unfreeze()``, both without a walk): otherwise the first young collection
    after the block would walk every object the block made,
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
