"""Rules stage: endpoint-level checks (added, removed, deprecated, sunset, stability, operation id, tags).

Entry points: the check functions named in the rule table. Reads ``SpecDiff.operations_*`` and ``paths_*``.
"""

from __future__ import annotations

from typing import Any

from generator.model import normalize_path
from generator.rules.checks import Emitter
from generator.rules.checks import lifecycle
from generator.rules.checks.lifecycle import INVALID, STABILITY_ORDER, parse_date, stability_of, sunset_of


def api_added(diff: Any, out: Emitter) -> None:
    for op in diff.operations_added:
        out.op("endpoint-added", op, {})


def api_removed(diff: Any, out: Emitter) -> None:
    removed_paths = {normalize_path(p) for p in diff.paths_removed}
    for op in diff.operations_removed:
        if stability_of(op.raw) in ("draft", "alpha"):
            continue  # an unstable endpoint may go away without notice
        whole_path = normalize_path(op.path) in removed_paths
        prefix = "api-path-" if whole_path else "api-"
        if not op.deprecated:
            out.op(prefix + "removed-without-deprecation", op, {}, base_side=True)
            continue
        sunset = sunset_of(op.raw)
        if sunset is None:
            out.op(prefix + "removed-with-deprecation", op, {}, base_side=True)
            continue
        date = parse_date(sunset)
        if date is None:
            out.op("api-path-sunset-parse", op, {"value": sunset}, base_side=True)
        elif lifecycle.today() < date:
            out.op(prefix + "removed-before-sunset", op, {"date": date.isoformat()}, base_side=True)
        else:
            out.op(prefix + "removed-with-deprecation", op, {}, base_side=True)


def api_deprecation(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        base, rev = od.base, od.rev
        for raw in (base.raw, rev.raw):
            if stability_of(raw) is INVALID:
                out.op("api-invalid-stability-level", rev, {"value": raw.get("x-stability-level")},
                       pointer=rev.pointer + "/x-stability-level")
                break
        if base.deprecated and not rev.deprecated:
            out.op("endpoint-reactivated", rev, {})
        elif rev.deprecated and not base.deprecated:
            kind, args = out.policy.judge(rev.raw, sunset_of(rev.raw))
            rid = {"missing": "api-deprecated-sunset-missing", "plain": "endpoint-deprecated",
                   "parse": "api-deprecated-sunset-parse", "too-small": "api-sunset-date-too-small",
                   "with-sunset": "endpoint-deprecated-with-sunset"}[kind]
            out.op(rid, rev, args)


def api_sunset_changed(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        base, rev = od.base, od.rev
        if not (base.deprecated and rev.deprecated):
            continue
        moved = out.policy.sunset_moved(rev.raw, sunset_of(base.raw), sunset_of(rev.raw))
        if moved is None:
            continue
        kind, args = moved
        rid = {"deleted": "sunset-deleted", "parse": "api-path-sunset-parse", "earlier": "api-sunset-date-changed-earlier",
               "too-small": "api-sunset-date-changed-too-small"}[kind]
        out.op(rid, rev, args)


def api_stability_level(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        old, new = stability_of(od.base.raw), stability_of(od.rev.raw)
        if old is INVALID or new is INVALID or old == new or old in ("draft", "alpha"):
            continue
        old_rank = STABILITY_ORDER.get(old or "stable", 3)
        new_rank = STABILITY_ORDER.get(new or "stable", 3)
        args = {"from": old or "stable", "to": new or "stable"}
        if new_rank < old_rank:
            out.op("api-stability-decreased", od.rev, args)
        elif new_rank > old_rank:
            out.op("api-stability-increased", od.rev, args)


def api_operation_id_updated(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        old, new = od.base.operation_id, od.rev.operation_id
        if old == new:
            continue
        if old is None:
            out.op("api-operation-id-added", od.rev, {"value": new})
        else:
            out.op("api-operation-id-removed", od.rev, {"from": old, "to": new if new is not None else ""})


def api_tag_updated(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        old, new = set(od.base.tags), set(od.rev.tags)
        for tag in sorted(new - old):
            out.op("api-tag-added", od.rev, {"tag": tag})
        for tag in sorted(old - new):
            out.op("api-tag-removed", od.rev, {"tag": tag})
