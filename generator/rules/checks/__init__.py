"""Rules stage: the check functions, one module per area, and the :class:`Emitter` they report to.

Entry points: :func:`run_checks` ``(SpecDiff, families=None) -> list[Emitted]`` and
:data:`FAMILY_CHECKS` (family name -> check function, as named in ``catalog.py``). A check is
``check(diff, out)``: it reads the structural diff and calls ``out.op(...)`` for a change at an endpoint
or ``out.spec(...)`` for one that names no endpoint. Several families may share one function (the
schema walker emits every property-level family in one pass); :func:`run_checks` runs each function once.
"""

from __future__ import annotations

import generator.load  # noqa: F401  (import order: load before model avoids the load<->model cycle)

from typing import Any, Callable

from generator.model import Operation


class Emitted:
    """One reported change before it meets the table: id, message arguments, endpoint and source.

    ``base_side`` says the source is in the base (something removed). ``text_key`` (optional) names
    the message text: emissions with equal keys have equal texts, so it is rendered once.
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


class Emitter:
    """Collects what the checks report."""

    def __init__(self, allowed: set[str] | None = None) -> None:
        self.items: list[Emitted] = []
        self.allowed = allowed

    def op(self, rule_id: str, operation: Operation, args: dict[str, Any] | None = None,
           file: str | None = None, pointer: str | None = None, base_side: bool = False,
           text_key: Any = None) -> None:
        if self.allowed is not None and rule_id not in self.allowed:
            return
        self.items.append(Emitted(rule_id, args or {}, operation, file or operation.file,
                                  pointer or operation.pointer, base_side, text_key))

    def spec(self, rule_id: str, args: dict[str, Any] | None = None, file: str | None = None,
             pointer: str | None = None, base_side: bool = False) -> None:
        if self.allowed is not None and rule_id not in self.allowed:
            return
        self.items.append(Emitted(rule_id, args or {}, None, file, pointer, base_side))


Check = Callable[[Any, Emitter], None]


def _collect() -> dict[str, Check]:
    from generator.rules.checks import components, parameters, paths, request_body, responses, schema_props, security
    from generator.rules.checks.versioning import versioning_policy

    out: dict[str, Check] = {}
    for module in (paths, security, parameters, request_body, responses, schema_props, components):
        out.update(module.FAMILIES)
    out["versioning_policy"] = versioning_policy  # runs last, over the others' findings (see run_checks)
    return out


FAMILY_CHECKS: dict[str, Check] = _collect()


def run_checks(diff: Any, families: set[str] | None = None, allowed: set[str] | None = None) -> list[Emitted]:
    """Run every registered check (or those of ``families``) once over ``diff``."""
    out = Emitter(allowed)
    seen: set[int] = set()
    stable = _without_unstable(diff)
    for family, fn in FAMILY_CHECKS.items():
        if families is not None and family not in families:
            continue
        if id(fn) in seen or family == "versioning_policy":
            continue
        seen.add(id(fn))
        fn(diff if family in SEES_UNSTABLE else stable, out)
    if families is None or "versioning_policy" in families:
        # the policy judges every other check's findings, also when it runs alone or filtered
        basis = out.items if families is None and allowed is None else run_checks(
            diff, {f for f in FAMILY_CHECKS if f != "versioning_policy"})
        FAMILY_CHECKS["versioning_policy"](diff, list(basis), out)  # type: ignore[call-arg]
    return out.items


# families that judge the stability level itself, so they see draft and alpha endpoints too
SEES_UNSTABLE = frozenset({"api_stability_level"})


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
