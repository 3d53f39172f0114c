"""History stage: the semantic-version bump a set of changes calls for.

Entry points: :func:`bump_for`, :func:`classify`, :func:`next_version`, :class:`Version`.

The rule is data, not code paths (:meth:`generator.rules.table.Rule.bump`): a change whose (possibly
overridden) level is ``error`` breaks callers, so it needs a **major** bump; a change whose rule is in
the ``Added`` section adds something callers can start to use (an operation, an optional parameter, a
property, an enum value, a response), so it needs a **minor** bump; any other change is a **patch**; no
change at all is **none**.
Under semver's initial-development convention a ``0.x`` version bumps minor for a breaking change
(``0.4.1`` -> ``0.5.0``) and keeps minor for additions; ``1.0.0`` is only ever reached on purpose.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from generator.errors import RevgenError
from generator.rules.change import Change
from generator.rules.table import rule

BUMPS = ("none", "patch", "minor", "major")
BUMP_RANK = {name: rank for rank, name in enumerate(BUMPS)}

_VERSION = re.compile(r"^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$")


@dataclass(frozen=True, order=True)
class Version:
    """A release version ``MAJOR.MINOR.PATCH`` (pre-release and build tags are not supported)."""

    major: int
    minor: int
    patch: int

    @classmethod
    def parse(cls, text: str, source: str | None = None) -> Version:
        m = _VERSION.match(text.strip())
        if not m:
            where = f" (from {source})" if source else ""
            raise RevgenError(f"version {text!r}{where} is not of the form MAJOR.MINOR.PATCH")
        return cls(int(m.group(1)), int(m.group(2)), int(m.group(3)))

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}.{self.patch}"


def classify(change: Change) -> str:
    """The bump one change calls for: ``major``, ``minor`` or ``patch`` (its rule's bump at the
    change's, possibly overridden, level)."""
    return rule(change.id).bump(change.level)


def bump_for(changes: Iterable[Change]) -> str:
    """The largest bump any of ``changes`` calls for; ``none`` for no changes."""
    bump = "none"
    for change in changes:
        kind = classify(change)
        if BUMP_RANK[kind] > BUMP_RANK[bump]:
            bump = kind
            if bump == "major":
                break
    return bump


def effective_bump(version: Version, bump: str) -> str:
    """The bump actually applied to ``version``: a breaking change to a ``0.x`` version bumps minor."""
    if bump == "major" and version.major == 0:
        return "minor"
    return bump


def next_version(version: Version, bump: str) -> Version:
    """``version`` bumped by ``bump`` (``none`` returns it unchanged)."""
    if bump not in BUMP_RANK:
        raise ValueError(f"unknown bump {bump!r}")
    applied = effective_bump(version, bump)
    if applied == "major":
        return Version(version.major + 1, 0, 0)
    if applied == "minor":
        return Version(version.major, version.minor + 1, 0)
    if applied == "patch":
        return Version(version.major, version.minor, version.patch + 1)
    return version
