"""Diff stage: the structural difference between two revisions, with no judgement of severity.

Entry point: :func:`generator.diff.spec.diff_specs` ``(base, revision) -> SpecDiff`` (operations,
parameters, bodies, responses, headers, components, webhooks); schema diffs in :mod:`.schema`,
content hashes that skip equal sub-trees in :mod:`.fingerprint`, and the walkers checks use in
:mod:`.walk`. Severity is decided only in :mod:`generator.rules`.
"""
