"""Rules stage entry point: every change between two revisions as a sorted list of :class:`Change`.

Entry point: :func:`compute_changes` ``(base, revision) -> list[Change]``. It runs the structural diff
(:func:`generator.diff.spec.diff_specs`), every check of the rule table over it, and joins each emitted
id with its level and message from :mod:`generator.rules.table`. Order is deterministic: changes that
name no endpoint first, then by path, method, id and text. Source lines are looked up in one batch per
document (``generator.load.locate`` when available).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, NamedTuple

from generator.model import Spec
from generator.model.objects import normalize_path
from generator.rules.change import Change, Source

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
    ``part``: only the changes of that range of endpoint buckets (see :func:`build_part`).
    """
    findings = find_changes(base, revision, checks, deprecation_days=deprecation_days)
    return build_part(findings, locate=locate, part=part)


class Findings(NamedTuple):
    """What the checks found between two revisions (:func:`find_changes`), before it is made into
    changes (:func:`build_part`); ``items`` is empty when both are the same text."""

    base: Spec
    revision: Spec
    items: list[Any]


def find_changes(base: Spec, revision: Spec, checks: set[Any] | None = None, *,
                 deprecation_days: tuple[int, int] = (0, 0)) -> Findings:
    """The structural diff and every check over it (the arguments are :func:`compute_changes`'s)."""
    if same_content(base, revision):  # `changelog X X`, or a revision that only renamed the file
        return Findings(base, revision, [])
    from generator.diff.spec import diff_specs
    from generator.heap import collector_paused
    from generator.rules.checks import run_checks
    from generator.rules.checks.lifecycle import DeprecationPolicy

    # The diff allocates many small objects and creates no garbage cycles worth collecting; the
    # collector would rescan the whole parsed spec (millions of objects) again and again meanwhile.
    with collector_paused():
        return Findings(base, revision, run_checks(diff_specs(base, revision), checks, DeprecationPolicy(*deprecation_days)))


def build_part(findings: Findings, *, locate: bool = True, part: Part | None = None) -> list[Change]:
    """The sorted changes of ``findings`` (``locate`` as in :func:`compute_changes`). ``part``: only
    those of a range of endpoint buckets (:func:`split_point`), the same changes in the same order
    as that slice of the whole list: the parts of a cut, joined in order, are the whole list."""
    if not findings.items:
        return []
    from generator.heap import collector_paused

    with collector_paused():
        return _build(findings, locate, None if part == Part() else part)


def _base_paths(base: Spec) -> dict[str, str]:
    # an endpoint is named as in the base: /a/{id} stays /a/{id} when the revision calls it /a/{key}
    return {normalize_path(p): p for p in base.paths}


def _bucket(base_paths: dict[str, str], op: Any) -> BucketKey:
    return True, base_paths.get(normalize_path(op.path), op.path), _METHOD_ORDER.get(op.method, 99)


def split_point(findings: Findings, share: float, least: int = 0) -> BucketKey | None:
    """The endpoint bucket where the last ``1 - share`` of the changes of ``findings`` starts (as
    counted before any duplicate is dropped), for :class:`Part`: ``Part(None, key)`` and
    ``Part(key, None)`` then hold about ``share`` and the rest. None when the changes cannot be cut
    (fewer than two buckets) or are fewer than ``least``."""
    from generator.rules.checks import Replayed

    base_paths = _base_paths(findings.base)
    sizes: dict[BucketKey, int] = {}
    keys: dict[int, BucketKey] = {}
    for e in findings.items:
        op = e.operation
        if op is None:
            key = NO_ENDPOINT
        else:
            key = keys.get(id(op))  # type: ignore[assignment]
            if key is None:
                key = keys[id(op)] = _bucket(base_paths, op)
        sizes[key] = sizes.get(key, 0) + (len(e.findings) if type(e) is Replayed else 1)
    order = sorted(sizes)
    count = sum(sizes.values())
    if len(order) < 2 or count < least:
        return None
    want = share * count
    total = 0
    for i, key in enumerate(order[:-1]):
        total += sizes[key]
        if total >= want:
            return order[i + 1]
    return order[-1]


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


def _build(findings: Findings, locate: bool, part: Part | None) -> list[Change]:
    from generator.rules.checks import Replayed
    from generator.rules.messages import format_message
    from generator.rules.table import RULES, UnknownRuleId

    base, revision, emitted = findings
    base_paths = _base_paths(base)
    find = _line_finder(base, revision) if locate else None
    new_change = object.__new__
    seen: set[tuple[Any, ...]] = set()
    # per operation: its fields of a Change, and the key of its bucket (see below)
    endpoints: dict[int, tuple[dict[str, Any], tuple[bool, str, int]]] = {}
    sources: dict[tuple[bool, str | None, str | None], Source] = {}
    levels: dict[str, tuple[str, str]] = {}  # id -> (level, section of a change naming no endpoint)
    # per findings tuple of a replayed schema walk: each finding's fields of a Change (id, level,
    # text, args, source, section), made once however many operations reach it
    replays: dict[int, list[dict[str, Any]]] = {}
    # The changes, sorted: those naming no endpoint first, then by path, method, id and text, and
    # in the order found when all of these are equal. Each endpoint's changes are one bucket, sorted
    # by (id, text) on their own; the buckets go in (named?, path, method rank) order.
    buckets: dict[tuple[bool, str, int], list[Change]] = {}

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
                made = replays[id(e.findings)] = [
                    {"id": rid, "level": (levels.get(rid) or level_of(rid))[0], "text": format_message(rid, args),
                     "args": args, "source": source_of(base_side, file, pointer), "section": "paths"}
                    for rid, args, file, pointer, base_side in e.findings
                ]
            bucket = buckets.get(bkey)
            if bucket is None:
                bucket = buckets[bkey] = []
            for common in made:
                # Change is a frozen dataclass; filling its __dict__ directly is the same object,
                # built without ten guarded attribute writes (tens of thousands on big specs)
                change = new_change(Change)
                d = change.__dict__
                d.update(common)
                d.update(fields)
                bucket.append(change)
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
        change = new_change(Change)
        d = change.__dict__
        d.update(id=rid, level=found[0], text=text, args=args, source=source_of(e.base_side, e.file, e.pointer),
                 section=section)
        d.update(fields)
        bucket = buckets.get(bkey)
        if bucket is None:
            bucket = buckets[bkey] = []
        bucket.append(change)
    by_id_and_text = attrgetter("id", "text")
    changes: list[Change] = []
    for bkey in sorted(buckets):
        bucket = buckets[bkey]
        bucket.sort(key=by_id_and_text)
        changes.extend(bucket)
    return changes


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

