"""Rules stage entry point: every change between two revisions as a sorted list of :class:`Change`.

Entry points: :func:`compute_changes` ``(base, revision) -> list[Change]`` and :func:`build_changes`
(the same after the user's overrides: what ``changelog`` and ``breaking`` report). It runs the structural diff
(:func:`generator.diff.spec.diff_specs`) and every check of the rule table over it
(:func:`run_checks`); the checks' emitter (:class:`~generator.rules.checks.Emitter`) joins each
emitted id with its level and message from :mod:`generator.rules.table`. Order is deterministic:
changes that name no endpoint first, then by path (as the base names it), method, id and text, and
in the order found when all of these are equal. Source lines are looked up in one batch per
document (:class:`generator.load.locate.LineFinder`).
"""

from __future__ import annotations

import copy
import itertools
import os
from collections.abc import Callable
from typing import Any

from generator.diff.spec import diff_specs
from generator.heap import collector_paused
from generator.model import Spec
from generator.rules.change import Change, fields_getter
from generator.rules.checks import (
    Emitter,
    Where,
    components,
    parameters,
    paths,
    request_body,
    responses,
    schema_props,
    security,
    servers,
    versioning,
)
from generator.rules.checks.lifecycle import STABILITY_ORDER, DeprecationPolicy, stability_of
from generator.rules.overrides import ReportFilter, apply_filter
from generator.rules.table import ROWS, UnknownRuleId

_METHOD_ORDER = {m: i for i, m in enumerate(("GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"))}

Check = Callable[[Any, Emitter], None]

_CHECK_MODULES = {m.__name__.rsplit(".", 1)[-1]: m for m in (
    components, parameters, paths, request_body, responses, schema_props, security, servers, versioning)}


def _check_function(name: str) -> Check:
    module, _, function = name.partition(".")
    fn = getattr(_CHECK_MODULES.get(module), function, None)
    if not callable(fn):
        raise UnknownRuleId(f"table.tsv: no check function {name!r} in generator/rules/checks")
    return fn  # type: ignore[no-any-return]


# every check function the table names, once, in the order of their first row (by ``module.function``)
CHECKS: dict[str, Check] = {r.check: _check_function(r.check) for r in ROWS if r.check is not None}
_VERSIONING = "versioning.versioning_policy"
_STABILITY = "paths.api_stability_level"


def compute_changes(
    base: Spec, revision: Spec, checks: set[str] | None = None, *, locate: bool = True,
    deprecation_days: tuple[int, int] = (0, 0),
) -> list[Change]:
    """All changes from ``base`` to ``revision``, sorted; ``checks`` (``module.function`` names of the
    rule table's check column) limits the checks run. ``deprecation_days`` is ``(beta, stable)``: the
    least days from a deprecation to its sunset date (``--deprecation-days-beta/--deprecation-days-stable``).

    ``locate=False`` skips looking up source lines (``Change.source.line`` stays None): a history of
    many revisions that never shows lines saves composing every YAML document for them.
    """
    if same_content(base, revision):  # `changelog X X`, or a revision that only renamed the file
        return []
    # The diff allocates many small objects and creates no garbage cycles worth collecting; the
    # collector would rescan the whole parsed spec (millions of objects) again and again meanwhile.
    with collector_paused():
        diff = diff_specs(base, revision)
        changes = run_checks(diff, checks, DeprecationPolicy(*deprecation_days), Where(base, revision, locate))
        diff.release()
        return in_order(changes)


def build_changes(base: Spec, revision: Spec, report_filter: ReportFilter,
                  deprecation_days: tuple[int, int] = (0, 0)) -> list[Change]:
    """The changes from ``base`` to ``revision`` after the user's severity, ignore, include/exclude
    and level settings (``deprecation_days``: beta, stable). Add any further source of changes here."""
    return apply_filter(compute_changes(base, revision, deprecation_days=deprecation_days), report_filter)


def _order(change: Change) -> tuple[Any, ...]:
    if change.path is None:
        return False, "", 99, change.id, change.text
    return True, change.path, _METHOD_ORDER.get(change.operation, 99), change.id, change.text  # type: ignore[arg-type]


_BY_ID_AND_TEXT = fields_getter("id", "text")


def in_order(changes: list[Change]) -> list[Change]:
    """``sorted(changes, key=_order)``, one endpoint at a time: the changes are put together by endpoint
    (path and method rank: the first part of the key) in the order found, the endpoints sorted, and each
    endpoint's changes sorted by id and text (a key read in C). The emitter reports an endpoint's changes
    together, so they are taken a run of one endpoint at a time (runs found in C)."""
    groups: dict[tuple[str | None, int], list[Change]] = {}
    for (path, operation), run in itertools.groupby(changes, _ENDPOINT):
        rank = 99 if path is None else _METHOD_ORDER.get(operation, 99)
        group = groups.get((path, rank))
        if group is None:
            groups[(path, rank)] = list(run)
        else:
            group += run
    out: list[Change] = []
    for (path, rank) in sorted(groups, key=_endpoint_order):
        group = groups[(path, rank)]
        group.sort(key=_BY_ID_AND_TEXT)
        out += group
    return out


_ENDPOINT = fields_getter("path", "operation")


def _endpoint_order(key: tuple[str | None, int]) -> tuple[bool, str, int]:
    path, rank = key
    return (False, "", 99) if path is None else (True, path, rank)


def run_checks(diff: Any, checks: set[str] | None = None, policy: DeprecationPolicy | None = None,
               where: Where | None = None) -> list[Change]:
    """The changes every check of the rule table (or those named in ``checks``) finds in ``diff``, each
    check run once, in the order reported; ``policy``: the least days from a deprecation to its sunset
    (default none); ``where`` names endpoints and sources (default: as the diff gives them, no lines)."""
    policy = policy or DeprecationPolicy()
    out = Emitter(policy, where)
    stable = _without_unstable(diff)
    for name, fn in CHECKS.items():
        if name == _VERSIONING or (checks is not None and name not in checks):
            continue
        # the stability check judges the stability level itself, so it sees draft and alpha endpoints
        fn(diff if name == _STABILITY else stable, out)
    if checks is None or _VERSIONING in checks:
        # the policy judges every other check's findings, also when it runs alone
        basis = out.changes if checks is None else run_checks(diff, set(CHECKS) - {_VERSIONING}, policy, where)
        versioning.versioning_policy(diff, list(basis), out)
    return out.changes


def _without_unstable(diff: Any) -> Any:
    """``diff`` without the modified endpoints that are draft or alpha in the revision (and were not
    demoted there): such an endpoint may change freely, so no other check looks at it."""
    keep = []
    for od in diff.operations_modified:
        new = stability_of(od.rev.raw)
        if new in ("draft", "alpha"):
            old = stability_of(od.base.raw)
            if old is None or (isinstance(old, str) and STABILITY_ORDER[old] <= STABILITY_ORDER[new]):
                continue
        keep.append(od)
    if len(keep) == len(diff.operations_modified):
        return diff
    view = copy.copy(diff)
    view.operations_modified = keep
    return view


def same_content(base: Spec, revision: Spec) -> bool:
    """Whether both revisions are the same text: the root file and every file reached through a
    ``$ref`` (named relative to the root), byte for byte. Nothing can have changed between them."""
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
