"""Release stage: the whole pipeline on a revision history, into one output folder.

Entry points: :func:`build_files` (pure: every output file in memory) and :func:`default_source` (the
bundled example history). ``revgen build`` writes the result with one atomic
:func:`generator.output.write_tree`, so a failure leaves the previous output intact.

Every target of :data:`generator.targets.table.TARGETS` that has a ``build`` folder is written, in
its ``build_formats``. Layout of the output folder::

    history.md, history.json   the history report (every revision's changes)
    docs/                      the docs site (Markdown + HTML, llms.txt) with each operation's history
    samples/                   code samples for every operation of the newest revision
    sdk/                       the Python SDK of the newest revision, versioned by replaying the bumps
                               of every revision from 0.1.0, with a CHANGELOG.md entry per revision

The SDK version is the release history the API would have had: the first revision is 0.1.0 and each
later one bumps it as :mod:`generator.history.semver` says for its changes. A revision whose bytes
changed but that fired no check id (summaries, descriptions) is a patch ("Documentation and other
non-functional spec changes"); a byte-identical one keeps the version and adds no entry, so no version
is ever listed twice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from generator.errors import RevgenError
from generator.history.model import History, RevisionEntry
from generator.history.semver import Version, bump_for, next_version
from generator.release.entry import NON_FUNCTIONAL, build_entry, prepend_entry
from generator.release.impact import sdk_impact, symbol_table
from generator.release.record import RECORD_FILE, record_text, spec_hash
from generator.targets.sdk import build_context
from generator.targets.sdk.naming import default_package_name
from generator.targets.table import built

FIRST_VERSION = "0.1.0"
EXAMPLE = "rl-model-resources"


def default_source() -> str:
    """``specs/rl-model-resources`` of the current folder, else the copy shipped inside the package."""
    local = Path("specs") / EXAMPLE
    if local.is_dir():
        return str(local)
    bundled = Path(__file__).resolve().parent.parent / "examples" / EXAMPLE
    if bundled.is_dir():
        return str(bundled)
    raise RevgenError("no SOURCE given and the bundled example history is missing; pass SOURCE")


def revision_bump(entry: RevisionEntry, previous: RevisionEntry) -> str:
    """The bump of one revision over the one before: by its changes, else ``patch`` when its content
    differs (a change no check id covers), else ``none``."""
    bump = bump_for(entry.changes)
    if bump == "none" and entry.content_hash != previous.content_hash:
        return "patch"
    return bump


def version_history(history: History) -> list[tuple[str, str]]:
    """(revision id, SDK version) for every revision, oldest first, replaying the bumps from 0.1.0."""
    version = Version.parse(FIRST_VERSION)
    out = [(history.revisions[0].id, str(version))]
    for previous, entry in zip(history.revisions, history.revisions[1:]):
        version = next_version(version, revision_bump(entry, previous))
        out.append((entry.id, str(version)))
    return out


def _prefixed(prefix: str, files: dict[str, Any]) -> dict[str, Any]:
    return {f"{prefix}/{rel}": data for rel, data in files.items()}


def _changelog(history: History, versions: list[tuple[str, str]], latest: Any, package_name: str, context: Any = None) -> str:
    symbols = symbol_table(context if context is not None else latest, package_name)
    text: str | None = None
    listed = ""
    for entry, (_rid, version) in zip(history.revisions, versions):
        day = entry.date[:10] if entry.date else None
        if version == listed:  # a byte-identical revision: no new version, no entry
            continue
        listed = version
        if entry.is_first:
            title = f"## [{version}] - {day}" if day else f"## [{version}]"
            text = prepend_entry(text, f"{title}\n\nFirst release, generated from revision `{entry.id}`.\n")
            continue
        impacts = sdk_impact(entry.changes, None, latest, None, symbols)
        text = prepend_entry(text, build_entry(version, day, impacts, NON_FUNCTIONAL))
    return text or ""


def build_files(
    history: History, *, package_name: str | None = None, templates: str | None = None, config: Any = None,
    jobs: int | None = 1,
) -> dict[str, str | bytes]:
    """Every file of the output folder for a built :class:`generator.history.History`; ``config`` is the
    SDK's :class:`generator.targets.sdk.SdkConfig` (default: the ``revgen.yaml`` beside the newest spec).
    ``jobs``: the docs pages and the SDK's files are made on the worker pool (:mod:`generator.parallel`;
    None: its default size, 1: in this process); the files do not depend on it."""
    latest = history.latest_spec()
    name = package_name or default_package_name(latest.title)
    versions = version_history(history)
    version = versions[-1][1]
    context = build_context(latest, name, config=config)  # built once: the SDK's files and the changelog's symbols share it
    sources = {"history": history, "spec": latest}
    options: dict[str, dict[str, Any]] = {"sdk": {"package_name": name, "version": version, "jobs": jobs},
                                          "docs": {"jobs": jobs}}

    files: dict[str, str | bytes] = {}
    for t in built():  # every target with a build folder, in the formats the table lists for it
        source = context if t.name == "sdk" else sources[t.reads]
        out: dict[str, str | bytes] = {}
        for fmt in t.build_formats:
            out.update(t.render(source, fmt, templates=templates, **options.get(t.name, {})))
        if t.name == "sdk":  # the SDK of a release also has its changelog and the record of what made it
            out["CHANGELOG.md"] = _changelog(history, versions, latest, name, context)
            out[RECORD_FILE] = record_text(
                spec_digest=spec_hash(latest),
                revision_id=history.latest.id,
                version=version,
                package_name=name,
                files=sorted(rel for rel in out if rel != "CHANGELOG.md"),
            )
        files.update(_prefixed(t.build, out) if t.build else out)
    return files
