"""History stage: order revisions, diff each neighbour pair (cached), build the timelines.

Entry point: :func:`build_history`. Revisions come from :func:`generator.load.revisions.list_revisions`
oldest first (manifest order, dated file names, first-parent git history, or the files in the order
given), and that order is kept. Each neighbour pair is
looked up in the :class:`~generator.history.cache.DiffCache` by content hashes; only the missing pairs
are loaded and diffed (on several processes when there are many), so adding one revision to a long
history costs one diff. Data flows one way: the specs go to the changelog engine, the changes into
:class:`~generator.history.model.History`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from generator.history.cache import (
    Dependencies,
    DiffCache,
    cache_form,
    normal_changes,
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
from generator.load.revisions import Revision
from generator.model import Spec
from generator.rules.change import Change, Source

PARALLEL_MIN_DIFFS = 6  # from this many missing diffs on, a pool of workers computes them all;
# with fewer (but at least 2) one forked worker takes the older half while this process diffs the rest

# set just before worker processes fork, read by them
_WORK: list[Revision] = []
_CACHE: list[DiffCache] = []


Diffed = tuple[list[Change], tuple[Dependencies, Dependencies]]


def _diff(base: Spec, revision: Spec) -> Diffed:
    """One neighbour diff in the form the cache gives back (:func:`~generator.history.cache.normal_changes`),
    with the other files each side loaded (for the cache). Source lines are not looked up: no page of a
    history shows them, and locating them costs more than the diff itself on large YAML documents."""
    from generator.rules.engine import compute_changes

    changes = compute_changes(base, revision, locate=False)
    return normal_changes(changes), (spec_dependencies(base), spec_dependencies(revision))


def neighbour_changes(base: Revision, revision: Revision, cache: DiffCache) -> tuple[list[dict[str, Any]], bool]:
    """One neighbour diff, the unit a fleet run schedules: the changes from ``base`` to ``revision``
    (two revisions) in their JSON form, read from ``cache`` (keyed by both content hashes and the engine
    version) or else computed and stored. Also whether it was computed."""
    if str(base.content_hash) == str(revision.content_hash):
        return [], False
    cached = cache.get(str(base.content_hash), str(revision.content_hash), _digest_reader(base, revision))
    if cached is not None:
        return cache_form(cached), False
    changes, deps = _diff(base.load(), revision.load())
    cache.put(str(base.content_hash), str(revision.content_hash), changes, deps)
    return cache_form(changes), True


def _diff_range(indices: list[int]) -> list[tuple[int, Diffed]]:
    """Diff the pairs (i-1, i) for each i in ``indices`` (ascending), loading each spec once."""
    out = []
    loaded: dict[int, Spec] = {}
    for i in indices:
        base = loaded.pop(i - 1, None) or _WORK[i - 1].load()
        loaded.clear()
        revision = _WORK[i].load()
        loaded[i] = revision
        out.append((i, _diff(base, revision)))
    return out


def _diff_range_worker(indices: list[int]) -> Any:
    """In a worker process: the diffs, or the user's error as plain fields (an exception's location
    would not survive pickling)."""
    from generator.errors import RevgenError

    try:
        return _diff_range(indices)
    except RevgenError as exc:  # (the run's first index orders failures: the oldest is reported)
        return ("error", indices[0], exc.message, exc.file, exc.line, exc.col)


def _diff_and_store(indices: list[int]) -> list[tuple[int, list[tuple[Any, ...]]]]:
    """In the worker beside this process: the diffs of ``indices``, each also stored in the cache there
    (this process need not encode them again), sent back as :func:`_packed` rows."""
    batch = _diff_range(indices)
    _store([(i, changes, deps) for i, (changes, deps) in batch])
    return [(i, _packed(changes)) for i, (changes, _) in batch]


def _store(diffs: list[tuple[int, list[Change], tuple[Dependencies, Dependencies]]]) -> None:
    """Store computed diffs in the cache (in a forked process: see :func:`_compute`)."""
    for i, changes, deps in diffs:
        _CACHE[0].put(str(_WORK[i - 1].content_hash), str(_WORK[i].content_hash), changes, deps)


def _packed(changes: list[Change]) -> list[tuple[Any, ...]]:
    """Changes in the :func:`normal_change` form as plain tuples (half the pickling of the objects)."""
    return [
        (c.id, c.level, c.text, c.operation, c.path, c.operation_id, c.args,
         None if c.source is None else (c.source.line, c.source.pointer), c.tags, c.section)
        for c in changes
    ]


def _unpacked(rows: list[tuple[Any, ...]]) -> list[Change]:
    """The changes of :func:`_packed` rows, equal to the ones packed. Their arguments come back shared
    as they were (one pickle); so do their sources, one object per location as :func:`normal_changes`
    makes them (root causes group the changes of one finding once per shared object: quicker)."""
    sources: dict[tuple[Any, Any], Source] = {}

    def source(where: tuple[Any, Any]) -> Source:
        found = sources.get(where)
        if found is None:
            found = sources[where] = Source(None, *where)
        return found

    return [
        Change(cid, level, text, operation, path, operation_id, args, None if src is None else source(src), tags, section)
        for cid, level, text, operation, path, operation_id, args, src, tags, section in rows
    ]


def _is_failure(batch: Any) -> bool:
    return isinstance(batch, tuple) and batch[:1] == ("error",)


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
) -> tuple[dict[int, Diffed], Spec | None, set[int]]:
    """Changes for each missing index; also the newest spec when this process loaded it, and the indices
    a worker already stored in ``cache``."""
    from generator.errors import RevgenError

    global _WORK
    results: dict[int, Diffed] = {}
    latest_spec = None
    stored: set[int] = set()
    _WORK = revisions
    _CACHE[:] = [cache]
    try:
        if jobs > 1 and len(missing) >= PARALLEL_MIN_DIFFS:
            import multiprocessing

            ctx = multiprocessing.get_context("fork")
            # small contiguous runs: good balance, and each spec is loaded about once
            runs = _chunks(missing, max(jobs * 4, 1))
            failures: list[tuple[Any, ...]] = []
            with ctx.Pool(jobs) as pool:  # every run is waited for, failed or not: a pool ended with
                # tasks in flight can hang in its own shutdown, and the oldest failure is the one reported
                for batch in pool.imap_unordered(_diff_range_worker, runs):
                    if _is_failure(batch):
                        failures.append(batch)
                        continue
                    for i, changes in batch:
                        results[i] = changes
                    tick(len(batch))
            if failures:
                raise RevgenError(*min(failures)[2:])
        else:
            beside = writer = None
            own = missing
            if jobs > 1 and len(missing) >= 2:
                from generator.forked import Forked

                # the older half in one forked worker, which also stores it; this process diffs the
                # newer half and keeps the newest spec loaded for what comes after the history
                older, own = missing[: len(missing) // 2], missing[len(missing) // 2 :]
                beside = Forked(_diff_and_store, older)
            try:
                loaded: dict[int, Spec] = {}
                try:
                    for i in own:
                        base = loaded.get(i - 1) or revisions[i - 1].load()
                        revision = revisions[i].load()
                        loaded = {i: revision}
                        results[i] = _diff(base, revision)
                        tick(1)
                except RevgenError:
                    if beside is not None:
                        beside.result()  # an error in an older revision is the one a serial run reports
                    raise
                latest_spec = loaded.get(len(revisions) - 1)
                if beside is not None:
                    if cache.root is not None:  # a local folder: this process's diffs are stored on the
                        # core the worker frees, while this one waits for it and reads its diffs
                        writer = Forked(_store, [(i, *results[i]) for i in own])
                        stored.update(own)
                    for i, rows in beside.result():
                        results[i] = (_unpacked(rows), ({}, {}))  # dependencies: stored there already
                        stored.add(i)
                    tick(len(older))
                    if writer is not None:
                        writer.result()
            finally:
                if beside is not None:
                    beside.stop()
                if writer is not None:
                    writer.stop()
    finally:
        _WORK = []
        _CACHE.clear()
    return results, latest_spec, stored


def default_jobs() -> int:
    """The worker processes a run may use by default: the cores it may run on (at most 8)."""
    from generator.forked import usable_cpus

    return usable_cpus(8)


def build_history(
    revisions: Sequence[Revision],
    *,
    cache_dir: str | None = None,
    progress: bool = False,
    jobs: int | None = None,
) -> History:
    """Diff every neighbour pair of ``revisions`` and build per-revision and per-operation timelines.

    ``cache_dir`` keeps the neighbour diffs between runs (None: no cache). ``progress`` shows a
    progress bar on stderr when it is a terminal. ``jobs`` caps the worker processes (default: cores).
    """
    from generator.errors import RevgenError

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
            computed, latest_spec, stored = _compute(revs, missing, jobs or default_jobs(), tick, cache)
        for rev in revs[:-1]:
            rev.forget_data()  # diffed (here or in a worker): only the newest is loaded again
        for i, (changes, deps) in computed.items():
            if i not in stored:
                cache.put(hashes[i - 1], hashes[i], changes, deps)
            found[i] = changes

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
    changes = {i: [Change.from_dict(c) for c in found] for i, found in diffs.items()}
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
        from generator.errors import RevgenError
        from generator.load.reader import decode_text

        try:
            return text_digest(decode_text(raw, rel))
        except RevgenError:
            return None

    return digest_of


def _operation_timelines(entries: list[RevisionEntry]) -> dict[tuple[str, str], OperationHistory]:
    timelines: dict[tuple[str, str], OperationHistory] = {}
    for entry in entries:
        per_op: dict[tuple[str, str], list[Change]] = {}
        for change in entry.changes:
            if change.operation and change.path:
                per_op.setdefault(operation_key(change.operation, change.path), []).append(change)
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
