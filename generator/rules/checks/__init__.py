"""Rules stage: the check functions, one module per area, and the :class:`Emitter` they report to.

Entry point: :func:`run_checks` ``(SpecDiff, checks=None) -> list[Emitted | Replayed]``. A check is
``check(diff, out)``: it reads the structural diff and calls ``out.op(id, ...)`` for a change at an
endpoint or ``out.spec(id, ...)`` for one that names no endpoint, with the id written out in full. The
rule table (:mod:`generator.rules.table`) names, in each row, the check that emits the id; several rows
share one function (the schema walker emits every property-level id in one pass), and
:func:`run_checks` runs each function once. What one schema walk found, replayed at an operation, is
one :class:`Replayed` item (its findings are shared by every operation that reaches them);
:func:`emitted_ids` lists the id of every change either kind of item stands for.
"""

from __future__ import annotations

from typing import Any, Callable

from generator.model import Operation


class Emitted:
    """One reported change before it meets the table: id, message arguments, endpoint and source.

    ``base_side`` says the source is in the base (something removed). ``text_key`` (optional) names
    the message text: emissions with equal keys (the same object) have equal texts, so it is rendered
    once.
    """

    __slots__ = ("id", "args", "operation", "file", "pointer", "base_side", "text_key")

    def __init__(self, id: str, args: dict[str, Any], operation: Operation | None = None,  # noqa: A002
                 file: str | None = None, pointer: str | None = None, base_side: bool = False,
                 text_key: Any = None) -> None:
        self.id = id
        self.args = args
        self.operation = operation
        self.file = file
        self.pointer = pointer
        self.base_side = base_side
        self.text_key = text_key


class Replayed:
    """The findings of one schema walk at one operation: ``findings`` is a tuple of
    ``(id, args, file, pointer, base_side)``, the same object for every operation that reaches the
    same walk in the same context (its argument dicts are shared too, so their texts are equal)."""

    __slots__ = ("operation", "findings")

    def __init__(self, operation: Operation, findings: tuple[tuple[str, dict[str, Any], str, str, bool], ...]) -> None:
        self.operation = operation
        self.findings = findings


def emitted_ids(items: list[Emitted | Replayed]) -> list[str]:
    """The check id of every change ``items`` stand for, in order."""
    out: list[str] = []
    for e in items:
        if type(e) is Replayed:
            out.extend(f[0] for f in e.findings)
        else:
            out.append(e.id)
    return out


class Emitter:
    """Collects what the checks report."""

    def __init__(self, policy: Any = None) -> None:
        from generator.rules.checks.lifecycle import DEFAULT_POLICY

        self.items: list[Emitted | Replayed] = []
        self.policy = policy or DEFAULT_POLICY  # the deprecation policy (days before a sunset date)

    def op(self, rule_id: str, operation: Operation, args: dict[str, Any] | None = None,
           file: str | None = None, pointer: str | None = None, base_side: bool = False,
           text_key: Any = None) -> None:
        self.items.append(Emitted(rule_id, args or {}, operation, file or operation.file,
                                  pointer or operation.pointer, base_side, text_key))

    def spec(self, rule_id: str, args: dict[str, Any] | None = None, file: str | None = None,
             pointer: str | None = None, base_side: bool = False) -> None:
        self.items.append(Emitted(rule_id, args or {}, None, file, pointer, base_side))


Check = Callable[[Any, Emitter], None]


def run_checks(diff: Any, checks: set[Check] | None = None, policy: Any = None,
               breaking_elsewhere: Callable[[], bool] | None = None) -> list[Emitted | Replayed]:
    """Run every check of the rule table (or those in ``checks``) once over ``diff``; ``policy`` is a
    :class:`~generator.rules.checks.lifecycle.DeprecationPolicy` (default: no days required).
    ``breaking_elsewhere``: for a ``diff`` that compares only some of the operations, whether the
    others have a breaking finding (asked only when the versioning policy needs to know)."""
    from generator.rules.checks.paths import api_stability_level
    from generator.rules.checks.versioning import versioning_policy
    from generator.rules.table import checks as table_checks

    out = Emitter(policy)
    stable = _without_unstable(diff)
    for fn in table_checks():
        if fn is versioning_policy or (checks is not None and fn not in checks):
            continue
        # the stability check judges the stability level itself, so it sees draft and alpha endpoints
        fn(diff if fn is api_stability_level else stable, out)
    if checks is None or versioning_policy in checks:
        # the policy judges every other check's findings, also when it runs alone
        basis = out.items if checks is None else run_checks(diff, {f for f in table_checks() if f is not versioning_policy}, policy)
        versioning_policy(diff, list(basis), out, breaking_elsewhere)
    return out.items


def _without_unstable(diff: Any) -> Any:
    """``diff`` without the modified endpoints that are draft or alpha in the revision (and were not
    demoted there): such an endpoint may change freely, so no other check looks at it."""
    from generator.rules.checks.lifecycle import STABILITY_ORDER, stability_of

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
    import copy

    view = copy.copy(diff)
    view.operations_modified = keep
    return view
