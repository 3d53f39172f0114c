"""Release stage: turn a spec diff into an SDK release (version bump, regenerated SDK, changelog entry).

Entry points: :func:`release` / :func:`plan_release` / :func:`apply_release` (``pipeline``),
:func:`sdk_impact` (``impact``: the SDK symbols each change touches), :func:`build_entry` (``entry``: the
Keep a Changelog entry) and :func:`spec_hash` (``record``: the content hash an SDK records). The bump
rules themselves are data in :mod:`generator.history.semver`.
"""

from generator.release.entry import build_entry, prepend_entry, section_of
from generator.release.impact import Impact, sdk_impact, symbol_table
from generator.release.pipeline import ReleasePlan, apply_release, plan_release, release
from generator.release.record import spec_hash

__all__ = [
    "Impact",
    "ReleasePlan",
    "apply_release",
    "build_entry",
    "plan_release",
    "prepend_entry",
    "release",
    "sdk_impact",
    "section_of",
    "spec_hash",
    "symbol_table",
]
