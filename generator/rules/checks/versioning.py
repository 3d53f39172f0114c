"""Rules stage: ``info.version`` changes and the versioning policy (a breaking change needs a major increase).

Entry points: :func:`api_version_updated` (``api-version-changed``: the version changed, whatever it
became, as oasdiff 1.39 reports it) and :func:`versioning_policy` ``(diff, changes, out)``, run by
:func:`~generator.rules.engine.run_checks`
after every other check, since it judges the version against what they found. It speaks only when
both versions are semantic versions (``1.2.3``, optional ``v``, prerelease/build ignored) and some
finding is breaking (level ``error``): an unchanged version, a version that went down, or one that
moved by less than a major step (a minor step below ``1.0.0``) is reported.
"""

from __future__ import annotations

import re
from typing import Any

from generator.rules.change import Change
from generator.rules.checks import Emitter

_SEMVER = re.compile(
    r"^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
    r"(?:-(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*)?"
    r"(?:\+[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*)?$"
)
IDS = frozenset({"api-version-not-bumped", "api-version-decreased", "api-major-version-not-bumped"})


def _semver(value: Any) -> tuple[int, int, int] | None:
    m = _SEMVER.match(value) if isinstance(value, str) else None
    return (int(m[1]), int(m[2]), int(m[3])) if m else None


def api_version_updated(diff: Any, out: Emitter) -> None:
    old, new = diff.base.info.get("version"), diff.rev.info.get("version")
    if old != new:
        out.spec("api-version-changed", {"from": old, "to": new}, diff.rev.file, "/info/version")


def versioning_policy(diff: Any, changes: list[Change], out: Emitter) -> None:
    """Judge the version change against the ``changes`` every other check found."""
    old_text, new_text = diff.base.info.get("version"), diff.rev.info.get("version")
    old, new = _semver(old_text), _semver(new_text)
    if old is None or new is None:
        return
    if old_text == new_text:
        rid, args = "api-version-not-bumped", {"value": new_text}
    elif new <= old:
        rid, args = "api-version-decreased", {"from": old_text, "to": new_text}
    elif (new[1] <= old[1]) if (old[0] == 0 and new[0] == 0) else (new[0] <= old[0]):
        rid, args = "api-major-version-not-bumped", {"value": old_text, "from": old_text, "to": new_text}
    else:
        return  # a major step: nothing to say whatever was found
    if not any(c.level == "error" for c in changes):
        return
    out.spec(rid, args, diff.rev.file, "/info/version")
