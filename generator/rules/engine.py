"""Rules stage entry point: every change between two revisions as a sorted list of :class:`Change`.

Entry point: :func:`compute_changes` ``(base, revision) -> list[Change]``. It runs the structural diff
(:func:`generator.diff.spec.diff_specs`), every check of the rule table over it, and joins each emitted
id with its level and message from :mod:`generator.rules.table`. The same in two steps:
:func:`find_changes` (diff + checks) then :func:`build_part`, or :func:`build_rows` for the sorted
changes as :class:`Rows` (field dicts shared by the changes one finding makes, no object per change). Order is deterministic: changes that
name no endpoint first, then by path, method, id and text. Source lines are looked up in one batch per
document (``generator.load.locate`` when available).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from operator import itemgetter
from typing import Any, NamedTuple

from generator.model import Spec
from generator.model import normalize_path
from generator.rules.change import LEVEL_RANK, Change, Source

_METHOD_ORDER = {m: i for i, m in enumerate(("GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"))}


def _line_finder(base: Spec, revision: Spec) -> Any:
    from generator.load.locate import LineFinder

    finders = {True: LineFinder(base.documents), False: LineFinder(revision.documents)}

    def find(is_base: bool, file: str | None, pointer: str | None) -> int | None:
        return finders[is_base].line(file, pointer)

    return find


# A bucket of the sorted changes: (names an endpoint?, path as the base names it, method rank)
BucketKey = tuple[bool, str, int]
NO_ENDPOINT: BucketKey = (False, "", 99)


class Part(NamedTuple):
    """The changes of the endpoint buckets from ``start`` (inclusive) to ``stop`` (exclusive), in
    bucket order; None is open-ended. The changes naming no endpoint come before every endpoint."""

    start: BucketKey | None = None
    stop: BucketKey | None = None

    def __contains__(self, key: object) -> bool:
        return (self.start is None or key >= self.start) and (self.stop is None or key < self.stop)  # type: ignore[operator]


def compute_changes(
    base: Spec, revision: Spec, checks: set[Any] | None = None, *, locate: bool = True,
    deprecation_days: tuple[int, int] = (0, 0), part: Part | None = None,
) -> list[Change]:
    """All changes from ``base`` to ``revision``, sorted; ``checks`` (check functions of the rule
    table) limits the checks run. ``deprecation_days`` is ``(beta, stable)``: the least days from a
    deprecation to its sunset date (``--deprecation-days-beta/--deprecation-days-stable``).

    ``locate=False`` skips looking up source lines (``Change.source.line`` stays None): a history of
    many revisions that never shows lines saves composing every YAML document for them.
    ``part``: only the changes of that range of endpoint buckets (see :func:`find_changes`).
    """
    def elsewhere() -> bool:  # (a part alone: whether the whole has a breaking change)
        return has_breaking(find_changes(base, revision, checks, deprecation_days=deprecation_days))

    findings = find_changes(base, revision, checks, deprecation_days=deprecation_days, part=part,
                            breaking_elsewhere=None if part is None else elsewhere)
    return build_part(findings, locate=locate)


def has_breaking(findings: Findings) -> bool:
    """Whether some of ``findings``' items is breaking by the rule table (the user's settings aside)."""
    from generator.rules.checks import emitted_ids
    from generator.rules.table import RULES

    return any((row := RULES.get(rid)) is not None and row.level == "error" for rid in emitted_ids(findings.items))


class Findings(NamedTuple):
    """What the checks found between two revisions (:func:`find_changes`), before it is made into
    changes (:func:`build_part`); ``items`` is empty when both are the same text. ``part``: the
    endpoint buckets they are for (None: all)."""

    base: Spec
    revision: Spec
    items: list[Any]
    part: Part | None = None


def find_changes(base: Spec, revision: Spec, checks: set[Any] | None = None, *,
                 deprecation_days: tuple[int, int] = (0, 0), part: Part | None = None,
                 breaking_elsewhere: Callable[[], bool] | None = None) -> Findings:
    """The structural diff and every check over it (the arguments are :func:`compute_changes`'s).

    ``part``: only the changes of a range of endpoint buckets (:func:`split_point`), the same
    changes, in the same order, as that slice of the whole list: only the operations of that range
    are compared, so the parts of a cut are found (and built) independently, in two processes, and
    joined in order are the whole list. ``breaking_elsewhere`` then says whether the operations left
    out have a breaking change: the versioning policy needs to know (it is asked only when the
    policy would speak and nothing here is breaking).
    """
    if same_content(base, revision):  # `changelog X X`, or a revision that only renamed the file
        return Findings(base, revision, [])
    from generator.diff.spec import diff_specs
    from generator.heap import collector_paused
    from generator.rules.checks import run_checks
    from generator.rules.checks.lifecycle import DeprecationPolicy

    if part == Part():
        part = None
    only = None
    if part is not None:
        base_paths = _base_paths(base)
        only = lambda key: _key_bucket(base_paths, *key) in part  # noqa: E731
    # The diff allocates many small objects and creates no garbage cycles worth collecting; the
    # collector would rescan the whole parsed spec (millions of objects) again and again meanwhile.
    with collector_paused():
        diff = diff_specs(base, revision, only)
        items = run_checks(diff, checks, DeprecationPolicy(*deprecation_days), breaking_elsewhere)
    return Findings(base, revision, items, part)


def build_part(findings: Findings, *, locate: bool = True) -> list[Change]:
    """The sorted changes of ``findings`` (of its part of the endpoint buckets); ``locate`` as in
    :func:`compute_changes`."""
    return build_rows(findings, locate=locate).changes()


def build_rows(findings: Findings, *, locate: bool = True) -> Rows:
    """:func:`build_part`'s changes as :class:`Rows`, without a :class:`Change` object each."""
    if not findings.items:
        return Rows([], [])
    from generator.heap import collector_paused

    with collector_paused():
        return _build(findings, locate)


class Rows:
    """Sorted changes as two lists of field dicts: change ``i`` is ``own[i]`` (id, level, text, args,
    source, section) with ``endpoint[i]`` (operation, path, operation_id, tags). What one schema walk
    found, replayed at many operations, is one ``own`` dict per finding for all of them, and the
    changes at one operation share one ``endpoint`` dict: a renderer can encode each dict once
    (``generator.reports.json.part_pieces``) instead of taking tens of thousands of changes apart.
    :meth:`changes` makes the :class:`Change` objects."""

    __slots__ = ("own", "endpoint")

    def __init__(self, own: list[dict[str, Any]], endpoint: list[dict[str, Any]]) -> None:
        self.own = own
        self.endpoint = endpoint

    def __len__(self) -> int:
        return len(self.own)

    def changes(self) -> list[Change]:
        new_change = object.__new__
        out: list[Change] = []
        add = out.append
        for own, endpoint in zip(self.own, self.endpoint):
            # Change is a frozen dataclass; filling its __dict__ directly is the same object, built
            # without ten guarded attribute writes (tens of thousands on big specs)
            change = new_change(Change)
            d = change.__dict__
            d.update(own)
            d.update(endpoint)
            add(change)
        return out

    def levels(self) -> Iterator[str]:
        """The level of each change, in order."""
        return map(itemgetter("level"), self.own)

    def at_least(self, min_level: str) -> Rows:
        """The changes at ``min_level`` or above (self when that is all of them)."""
        rank, floor = LEVEL_RANK.get, LEVEL_RANK[min_level]
        keep = [i for i, level in enumerate(self.levels()) if rank(level, 0) >= floor]
        if len(keep) == len(self.own):
            return self
        return Rows(list(map(self.own.__getitem__, keep)), list(map(self.endpoint.__getitem__, keep)))


def _base_paths(base: Spec) -> dict[str, str]:
    # an endpoint is named as in the base: /a/{id} stays /a/{id} when the revision calls it /a/{key}
    return {normalize_path(p): p for p in base.paths}


def _bucket(base_paths: dict[str, str], op: Any) -> BucketKey:
    return _key_bucket(base_paths, op.method, op.path)


def _key_bucket(base_paths: dict[str, str], method: str, path: str) -> BucketKey:
    return True, base_paths.get(normalize_path(path), path), _METHOD_ORDER.get(method, 99)


def split_point(base: Spec, revision: Spec, share: float) -> BucketKey | None:
    """The endpoint bucket that starts the last ``1 - share`` of the operations both revisions have
    (the ones compared), for :class:`Part`: ``Part(None, key)`` and ``Part(key, None)`` then share
    the work about so. None when there are fewer than two such operations."""
    base_paths = _base_paths(base)
    base_keys = {(m, normalize_path(p)) for m, p in base.operations}
    keys = sorted({_key_bucket(base_paths, m, p) for m, p in revision.operations if (m, normalize_path(p)) in base_keys})
    if len(keys) < 2:
        return None
    return keys[min(len(keys) - 1, max(1, round(len(keys) * share)))]


def same_content(base: Spec, revision: Spec) -> bool:
    """Whether both revisions are the same text: the root file and every file reached through a
    ``$ref`` (named relative to the root), byte for byte. Nothing can have changed between them."""
    import os

    if base is revision:
        return True
    if base.document.text != revision.document.text:
        return False
    before, after = base.resolver.documents, revision.resolver.documents
    if len(before) != len(after):
        return False
    roots = os.path.dirname(base.document.path), os.path.dirname(revision.document.path)
    files = [{os.path.relpath(p, root): d.text for p, d in docs.items()} for docs, root in zip((before, after), roots)]
    return files[0] == files[1]


def _build(findings: Findings, locate: bool) -> Rows:
    from generator.rules.checks import Replayed
    from generator.rules.messages import format_message
    from generator.rules.table import RULES, UnknownRuleId

    base, revision, emitted, part = findings
    base_paths = _base_paths(base)
    find = _line_finder(base, revision) if locate else None
    seen: set[tuple[Any, ...]] = set()
    # per operation: its fields of a Change, and the key of its bucket (see below)
    endpoints: dict[int, tuple[dict[str, Any], tuple[bool, str, int]]] = {}
    sources: dict[tuple[bool, str | None, str | None], Source] = {}
    levels: dict[str, tuple[str, str]] = {}  # id -> (level, section of a change naming no endpoint)
    # per findings tuple of a replayed schema walk: each finding's own fields of a Change (id, level,
    # text, args, source, section) and its sort key (id, text), made once however many operations
    # reach it
    replays: dict[int, tuple[list[dict[str, Any]], list[tuple[str, str]]]] = {}
    # The changes, sorted: those naming no endpoint first, then by path, method, id and text, and
    # in the order found when all of these are equal. Each endpoint's changes are one bucket (own
    # fields, endpoint fields, sort keys), sorted by (id, text) on its own; the buckets go in
    # (named?, path, method rank) order.
    buckets: dict[tuple[bool, str, int], tuple[list[dict[str, Any]], list[dict[str, Any]], list[tuple[str, str]]]] = {}

    def level_of(rid: str) -> tuple[str, str]:
        row = RULES.get(rid)
        if row is None:
            raise UnknownRuleId(f"a check emitted {rid!r}, which is not a row of the rule table")
        found = levels[rid] = (row.level, row.area if row.area in ("security", "info") else "components")
        return found

    def source_of(base_side: bool, file: str | None, pointer: str | None) -> Source:
        skey = (base_side, file, pointer)
        source = sources.get(skey)
        if source is None:
            line = find(base_side, file, pointer) if find else None
            name = _relative(file, base if base_side else revision) if file is not None else None
            source = sources[skey] = Source(name, line, pointer)
        return source

    def endpoint_of(op: Any) -> tuple[dict[str, Any], tuple[bool, str, int]]:
        bkey = _bucket(base_paths, op)
        found = endpoints[id(op)] = (
            {"operation": op.method, "path": bkey[1], "operation_id": op.operation_id, "tags": op.tags},
            bkey,
        )
        return found

    for e in emitted:
        if type(e) is Replayed:  # a schema walk's findings at one operation: they cannot repeat
            op = e.operation
            fields, bkey = endpoints.get(id(e.operation)) or endpoint_of(op)
            if part is not None and bkey not in part:
                continue
            made = replays.get(id(e.findings))
            if made is None:
                owns = [
                    {"id": rid, "level": (levels.get(rid) or level_of(rid))[0], "text": format_message(rid, args),
                     "args": args, "source": source_of(base_side, file, pointer), "section": "paths"}
                    for rid, args, file, pointer, base_side in e.findings
                ]
                made = replays[id(e.findings)] = owns, [(o["id"], o["text"]) for o in owns]
            bucket = buckets.get(bkey)
            if bucket is None:
                bucket = buckets[bkey] = [], [], []
            bucket[0].extend(made[0])
            bucket[1].extend([fields] * len(made[0]))
            bucket[2].extend(made[1])
            continue
        op = e.operation
        if op is not None:
            fields, bkey = endpoints.get(id(op)) or endpoint_of(op)
        else:
            fields, bkey = _NO_ENDPOINT, NO_ENDPOINT
        if part is not None and bkey not in part:
            continue
        rid = e.id
        found = levels.get(rid) or level_of(rid)
        args = e.args
        text = format_message(rid, args)
        if op is not None:
            key: tuple[Any, ...] = (rid, fields["operation"], fields["path"], text, args.get("status"), args.get("media_type"))
            section = "paths"
        else:
            key = (rid, None, None, text, _frozen(args))
            section = found[1]
        if key in seen:  # shared families might report one change twice
            continue
        seen.add(key)
        bucket = buckets.get(bkey)
        if bucket is None:
            bucket = buckets[bkey] = [], [], []
        bucket[0].append({"id": rid, "level": found[0], "text": text, "args": args,
                          "source": source_of(e.base_side, e.file, e.pointer), "section": section})
        bucket[1].append(fields)
        bucket[2].append((rid, text))
    own: list[dict[str, Any]] = []
    endpoint: list[dict[str, Any]] = []
    for bkey in sorted(buckets):
        owns, endpoints_, keys = buckets[bkey]
        if len(keys) > 1:  # a stable sort by (id, text), of the positions
            order = sorted(range(len(keys)), key=keys.__getitem__)
            owns = list(map(owns.__getitem__, order))
            endpoints_ = list(map(endpoints_.__getitem__, order))
        own.extend(owns)
        endpoint.extend(endpoints_)
    return Rows(own, endpoint)


_NO_ENDPOINT: dict[str, Any] = {"operation": None, "path": None, "operation_id": None, "tags": ()}


def _frozen(value: Any) -> Any:
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def _relative(file: str, spec: Spec) -> str:
    import os

    root = spec.file
    if file == root:
        return os.path.basename(file)
    try:
        return os.path.relpath(file, os.path.dirname(root))
    except ValueError:
        return os.path.basename(file)

