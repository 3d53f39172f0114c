"""History stage: order revisions, diff each neighbour pair (cached), build the timelines.

Entry point: :func:`build_history`. Revisions come from :func:`generator.load.revisions.list_revisions`
oldest first (manifest order, dated file names, first-parent git history, or the files in the order
given), and that order is kept. Each neighbour pair is
looked up in the :class:`~generator.history.cache.DiffCache` by content hashes; only the missing pairs
are loaded and diffed (on the worker pool of :mod:`generator.parallel` when there are several), so adding one revision to a long
history costs one diff. Data flows one way: the specs go to the changelog engine, the changes into
:class:`~generator.history.model.History`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from generator.errors import RevgenError
from generator.heap import collector_paused
from generator.history.cache import (
    Dependencies,
    DiffCache,
    EntryTables,
    cache_form,
    normal_form,
    spec_dependencies,
    text_digest,
)
from generator.history.model import (
    ENDPOINT_ADDED,
    History,
    OperationChange,
    OperationHistory,
    RevisionEntry,
    change_sort_key,
    operation_key,
)
from generator.load.reader import decode_text
from generator.load.revisions import Revision
from generator.model import Spec
from generator.parallel import Pool, workers_for
from generator.rules.change import Change
from generator.rules.engine import compute_changes

def _diff(base: Spec, revision: Spec) -> tuple[list[Change], EntryTables, tuple[Dependencies, Dependencies]]:
    """One neighbour diff in the form the cache gives back (:func:`~generator.history.cache.normal_form`:
    the changes and their entry's tables), with the other files each side loaded (for the cache). Source
    lines are not looked up: no page of a history shows them, and locating them costs more than the
    diff itself on large YAML documents."""
    changes = compute_changes(base, revision, locate=False)
    with collector_paused():  # many long-lived records, no cycles
        normal, text = normal_form(changes)
    return normal, text, (spec_dependencies(base), spec_dependencies(revision))


def neighbour_changes(base: Revision, revision: Revision, cache: DiffCache) -> tuple[list[dict[str, Any]], bool]:
    """One neighbour diff, the unit a fleet run schedules: the changes from ``base`` to ``revision``
    (two revisions) in their JSON form, read from ``cache`` (keyed by both content hashes and the engine
    version) or else computed and stored. Also whether it was computed."""
    if str(base.content_hash) == str(revision.content_hash):
        return [], False
    cached = cache.get(str(base.content_hash), str(revision.content_hash), _digest_reader(base, revision))
    if cached is not None:
        return cache_form(cached), False
    base_spec, revision_spec = base.load(), revision.load()
    changes, text, deps = _diff(base_spec, revision_spec)
    base_spec.release()
    revision_spec.release()
    cache.put(str(base.content_hash), str(revision.content_hash), changes, deps, text)
    return cache_form(changes), True


def _diff_run(cache: DiffCache, run: tuple[list[int], dict[int, Revision]]) -> list[tuple[int, list[Change]]]:
    """A worker's task: the pairs (i-1, i) for each index i of a run (ascending), each spec loaded once
    (``run[1]`` holds the revisions it needs), each diff stored in ``cache`` here; the changes come
    back as they are (one pickle: the arguments and sources they share stay shared)."""
    indices, revisions = run
    return _diff_in_order(indices, revisions.__getitem__, cache)[0]


def _diff_in_order(
    indices: list[int], revision: Callable[[int], Revision], cache: DiffCache, tick: Callable[[int], None] | None = None
) -> tuple[list[tuple[int, list[Change]]], Spec | None]:
    """The changes of the pairs (i-1, i) for each i of ``indices`` (ascending), each spec loaded once,
    each diff stored in ``cache`` as soon as it is made (``tick(1)`` after each, when given); also the
    spec of the last index."""
    out = []
    loaded: dict[int, Spec] = {}
    for i in indices:
        base_rev, rev = revision(i - 1), revision(i)
        base = loaded.get(i - 1) or base_rev.load()
        spec = rev.load()
        loaded = {i: spec}
        changes, text, deps = _diff(base, spec)
        base.release()  # (the next pair's base is ``spec``)
        cache.put(str(base_rev.content_hash), str(rev.content_hash), changes, deps, text)
        out.append((i, changes))
        if tick is not None:
            tick(1)
    return out, loaded.get(indices[-1]) if indices else None


WORKER_START = 1.0
"""What starting one diff worker costs, in neighbour diffs (the unit of :func:`build_history`'s
work for :func:`~generator.parallel.workers_for`): the worker loads again the base spec of each run it
takes, and its diffs' changes are pickled back: less than a diff of a big JSON API, more than one
of a small YAML one (benchmarks/README.md, "docs-stripe-s15"). So a few missing diffs are made in
this process, a long history's on the pool."""


def _chunks(indices: list[int], parts: int) -> list[list[int]]:
    """Split ascending indices into ``parts`` contiguous runs of similar size (neighbours stay together)."""
    size = -(-len(indices) // parts)
    return [indices[k : k + size] for k in range(0, len(indices), size)]


def _compute(
    revisions: list[Revision],
    missing: list[int],
    jobs: int,
    tick: Callable[[int], None],
    cache: DiffCache,
) -> tuple[dict[int, list[Change]], Spec | None]:
    """Changes for each missing index, each stored in ``cache`` where it was computed; also the newest
    spec when this process loaded it.

    With more than one job, the missing pairs are split into small runs of neighbours (each spec is
    loaded about once, and the runs balance the workers); the pool takes every run but the newest,
    which this process diffs meanwhile, keeping the newest spec loaded for what comes after the
    history. The oldest failing revision is the one reported, as in a run without workers."""
    if jobs <= 1 or len(missing) < 2:
        diffed, last = _diff_in_order(missing, revisions.__getitem__, cache, tick)
        return dict(diffed), last if missing and missing[-1] == len(revisions) - 1 else None
    runs = _chunks(missing, jobs * 4)
    results: dict[int, list[Change]] = {}
    with Pool(jobs, shared=cache) as pool:
        queued = [
            (run, pool.submit(_diff_run, (run, {j: revisions[j] for i in run for j in (i - 1, i)})))
            for run in runs[:-1]
        ]
        own_error: RevgenError | None = None
        try:
            own, latest_spec = _diff_in_order(runs[-1], revisions.__getitem__, cache)
            results.update(own)
        except RevgenError as exc:  # an older revision's error, if any, comes first
            own_error = exc
        for run, future in queued:
            results.update(future.result())
            tick(len(run))
        if own_error is not None:
            raise own_error
    tick(len(runs[-1]))
    return results, latest_spec if runs[-1][-1] == len(revisions) - 1 else None


def build_history(
    revisions: Sequence[Revision],
    *,
    cache_dir: str | None = None,
    progress: bool = False,
    jobs: int | None = None,
) -> History:
    """Diff every neighbour pair of ``revisions`` and build per-revision and per-operation timelines.

    ``cache_dir`` keeps the neighbour diffs between runs (None: no cache). ``progress`` shows a
    progress bar on stderr when it is a terminal. ``jobs``: the worker processes (default: as many as the
    missing diffs pay for, :func:`~generator.parallel.workers_for` with :data:`WORKER_START`).
    """
    revs = list(revisions)  # oldest first, as the source lists them (dates are not re-sorted: a rebased
    if not revs:            # git history can have them out of order; a manifest states the order)
        raise RevgenError("the revision source holds no revisions")
    cache = DiffCache(cache_dir)
    hashes = [str(r.content_hash) for r in revs]
    found: dict[int, list[Change]] = {}
    missing: list[int] = []
    for i in range(1, len(revs)):
        if hashes[i - 1] == hashes[i]:
            found[i] = []  # the same bytes: nothing changed
            continue
        cached = cache.get(hashes[i - 1], hashes[i], _digest_reader(revs[i - 1], revs[i]))
        if cached is None:
            missing.append(i)
        else:
            found[i] = cached

    needed = {len(revs) - 1} | {j for i in missing for j in (i - 1, i)}
    for i, rev in enumerate(revs):
        if i not in needed:
            rev.forget_data()  # its diffs are cached: it is never loaded, its listed bytes can go
    latest_spec = None
    if missing:
        with _progress_bar(progress and sys.stderr.isatty(), len(missing)) as tick:
            computed, latest_spec = _compute(revs, missing, workers_for(jobs, len(missing), WORKER_START), tick, cache)
        for rev in revs[:-1]:
            rev.forget_data()  # diffed (here or in a worker): only the newest is loaded again
        found.update(computed)

    stats = {"revisions": len(revs), "diffs": len(revs) - 1, "computed": len(missing), "cached": len(revs) - 1 - len(missing)}
    return _assemble(revs, found, latest_spec=latest_spec, stats=stats)


def assemble_history(
    revisions: Sequence[Revision],
    diffs: dict[int, list[dict[str, Any]]],
    *,
    latest_spec: Spec | None = None,
    stats: dict[str, int] | None = None,
) -> History:
    """The :class:`History` of ``revisions`` (oldest first) from their neighbour diffs already at hand:
    ``diffs[i]`` is the JSON form (:meth:`~generator.rules.change.Change.to_dict`) of the changes from
    revision ``i - 1`` to ``i``. :func:`build_history` computes or reads them; a fleet run receives them
    from its diff tasks. The result does not depend on where the diffs came from."""
    shared: dict[Any, Any] = {}
    changes = {i: [Change.from_dict(c, shared) for c in found] for i, found in diffs.items()}
    return _assemble(revisions, changes, latest_spec=latest_spec, stats=stats)


def _assemble(
    revisions: Sequence[Revision],
    diffs: dict[int, list[Change]],
    *,
    latest_spec: Spec | None = None,
    stats: dict[str, int] | None = None,
) -> History:
    revs = list(revisions)
    entries = []
    for i, rev in enumerate(revs):
        ordered = tuple(sorted(diffs.get(i, ()), key=change_sort_key))
        entries.append(RevisionEntry(index=i, revision=rev, base_id=revs[i - 1].id if i else None, changes=ordered))
    return History(
        revisions=entries,
        operations=_operation_timelines(entries),
        _latest_spec=latest_spec,
        stats=dict(stats or {}),
    )


def _digest_reader(base: Revision, revision: Revision) -> Callable[[int, str], str | None]:
    """``digest_of(side, rel)`` for a cache lookup: the current text hash of a file next to the base
    (side 0) or the revision (side 1). Only revisions on disk can tell; a git revision cannot (None)."""

    def digest_of(side: int, rel: str) -> str | None:
        rev = (base, revision)[side]
        main = rev.path
        if not main or rel.startswith("/") or ".." in rel.split("/"):
            return None
        path = os.path.join(os.path.dirname(os.path.abspath(main)), *rel.split("/"))
        try:
            with open(path, "rb") as fh:
                raw = fh.read()
        except OSError:
            return None
        try:
            return text_digest(decode_text(raw, rel))
        except RevgenError:
            return None

    return digest_of


def _operation_timelines(entries: list[RevisionEntry]) -> dict[tuple[str, str], OperationHistory]:
    timelines: dict[tuple[str, str], OperationHistory] = {}
    keys: dict[tuple[str, str], tuple[str, str]] = {}  # (method, path) -> its operation_key, once per endpoint
    for entry in entries:
        per_op: dict[tuple[str, str], list[Change]] = {}
        for change in entry.changes:
            if change.operation and change.path:
                where = (change.operation, change.path)
                key = keys.get(where)
                if key is None:
                    key = keys[where] = operation_key(*where)
                per_op.setdefault(key, []).append(change)
        for key in sorted(per_op):
            changes = per_op[key]
            timeline = timelines.get(key)
            if timeline is None:
                timeline = timelines[key] = OperationHistory(key=key, method=key[0], path=changes[0].path or "")
            timeline.path = changes[-1].path or timeline.path
            timeline.entries.insert(0, OperationChange(revision=entry, changes=tuple(changes)))
            if any(c.id == ENDPOINT_ADDED for c in changes):
                timeline.added_in = entry
    return timelines


class _progress_bar:
    """A rich progress bar on stderr when ``enabled``; a no-op otherwise. Yields ``tick(n)``."""

    def __init__(self, enabled: bool, total: int) -> None:
        self.enabled = enabled
        self.total = total
        self._progress: Any = None

    def __enter__(self) -> Callable[[int], None]:
        if not self.enabled:
            return lambda n: None
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self._progress = Progress(
            TextColumn("diffing revisions"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), transient=True
        )
        self._progress.start()
        task = self._progress.add_task("diff", total=self.total)
        return lambda n: self._progress.advance(task, n)

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.stop()
