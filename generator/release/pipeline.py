"""Release stage: plan an SDK release from a spec diff, then write it in one atomic step.

Entry points: :func:`plan_release` (pure: computes the bump, the new version, the regenerated SDK files,
the CHANGELOG entry and the release record, all in memory) and :func:`apply_release` (writes the planned
folder with :func:`generator.render.write_tree`, so a failure at any point leaves the folder exactly as
it was). :func:`release` does both.

Steps: diff OLD -> NEW (:func:`generator.changelog.compute_changes`); the bump from the changes
(:mod:`generator.history.semver`); the current version from the SDK's ``pyproject.toml`` or the caller;
the SDK for NEW (:func:`generator.targets.sdk.generate_sdk`) with the new version; the CHANGELOG.md entry
naming the SDK symbols each change touches (:mod:`generator.release.entry`, :mod:`.impact`); the record
of the spec's content hash (:mod:`.record`). Files of the folder that the previous release did not
generate (a hand-written ``lib/``, ``.git``) are kept; files it generated and this one does not are
dropped. Releasing the same NEW again is a no-op that writes nothing.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from generator.errors import RevgenError
from generator.history.semver import Version, bump_for, effective_bump, next_version
from generator.release.entry import build_entry, prepend_entry, section_of
from generator.release.impact import Impact, sdk_impact, symbol_table
from generator.release.record import (
    RECORD_FILE,
    read_record,
    read_version,
    record_text,
    set_version,
    spec_hash,
)
from generator.rules.change import Change

if TYPE_CHECKING:
    from generator.model import Spec

CHANGELOG_FILE = "CHANGELOG.md"


@dataclass
class ReleasePlan:
    """Everything a release decides, before anything is written."""

    sdk_dir: Path
    package_name: str
    previous_version: str
    version: str
    bump: str  # the bump the changes call for: none | patch | minor | major
    applied_bump: str  # the bump applied to the version (a 0.x major is a minor)
    changes: list[Change]
    impacts: list[Impact]
    spec_digest: str
    revision_id: str | None
    noop: bool
    entry: str = ""
    files: dict[str, bytes] = field(default_factory=dict)  # the complete new folder
    generated: list[str] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        counts: dict[str, int] = {}
        for c in self.changes:
            section = section_of(c.id, c.level)
            counts[section] = counts.get(section, 0) + 1
        return {
            "previous_version": self.previous_version,
            "version": self.version,
            "bump": self.applied_bump if not self.noop else "none",
            "required_bump": self.bump,
            "changes": len(self.changes),
            "breaking": sum(1 for c in self.changes if c.level == "error"),
            "sections": counts,
            "noop": self.noop,
            "package_name": self.package_name,
            "spec": {"sha256": self.spec_digest, "revision": self.revision_id},
            "files": len(self.generated),
            "entry": self.entry,
        }


def load_arg(arg: str) -> Spec:
    """Load a spec given on the command line: a file, or ``REF:PATH`` read from git."""
    from generator.load import load_spec_arg

    return load_spec_arg(arg, strict=False)


def _existing_files(root: Path) -> dict[str, bytes]:
    files: dict[str, bytes] = {}
    if not root.is_dir():
        return files
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(filenames):
            full = Path(dirpath) / name
            if full.is_symlink() or not full.is_file():
                continue
            rel = full.relative_to(root).as_posix()
            files[rel] = full.read_bytes()
    return files


def _generate(spec: Spec, package_name: str, version: str, templates: str | None) -> dict[str, str]:
    from generator.targets.sdk import generate_sdk

    try:
        out = generate_sdk(spec, package_name, templates=templates, version=version)
    except (RevgenError, RecursionError):
        raise
    except Exception as exc:  # a generation failure must end the release, not half-write it
        raise RevgenError(f"SDK generation failed: {type(exc).__name__}: {exc}", spec.file) from exc
    return out


def _to_bytes(data: str | bytes) -> bytes:
    return data.encode("utf-8") if isinstance(data, str) else data


def plan_release(
    old: Spec,
    new: Spec,
    sdk_dir: str | os.PathLike[str],
    package_name: str,
    *,
    current_version: str | None = None,
    date: str | None = None,
    templates: str | None = None,
) -> ReleasePlan:
    """Decide the release of ``new`` into ``sdk_dir`` (nothing is written)."""
    from generator.changelog import compute_changes

    root = Path(sdk_dir)
    if root.exists() and not root.is_dir():
        raise RevgenError(f"--sdk {root} exists and is not a folder")
    found = read_version(root)
    source = f"{root / 'pyproject.toml'}" if found else "--current-version"
    text = found or current_version
    if text is None:
        raise RevgenError(
            f"no current version: {root} holds no pyproject.toml; pass --current-version X.Y.Z"
        )
    previous = Version.parse(text, source)
    digest = spec_hash(new)
    revision_id = _id_of(new)
    record = read_record(root)
    noop = (
        record is not None
        and record.get("spec", {}).get("sha256") == digest
        and record.get("package_name") == package_name
        and record.get("version") == str(previous)
    )
    # a no-op rerun skips the diff: DIR already holds this revision's release
    changes = [] if noop else compute_changes(old, new)
    bump = bump_for(changes)
    impacts = [] if noop else sdk_impact(
        changes, old, new, symbol_table(old, package_name), symbol_table(new, package_name)
    )
    plan = ReleasePlan(
        sdk_dir=root,
        package_name=package_name,
        previous_version=str(previous),
        version=str(previous),
        bump=bump,
        applied_bump=effective_bump(previous, bump),
        changes=changes,
        impacts=impacts,
        spec_digest=digest,
        revision_id=revision_id,
        noop=noop,
    )
    if noop:
        return plan
    version = str(next_version(previous, bump))
    plan.version = version
    release_date = date or _date_of(new)
    plan.entry = build_entry(version, release_date, impacts)

    generated = {rel: _to_bytes(data) for rel, data in _generate(new, package_name, version, templates).items()}
    if "pyproject.toml" in generated:
        generated["pyproject.toml"] = set_version(generated["pyproject.toml"].decode("utf-8"), version).encode()
    existing = _existing_files(root)
    previously_generated = set(record.get("files", [])) if record else set()
    files = {rel: data for rel, data in existing.items() if rel not in previously_generated}
    files.pop(RECORD_FILE, None)
    files.update(generated)
    old_changelog = existing.get(CHANGELOG_FILE)
    changelog = prepend_entry(old_changelog.decode("utf-8") if old_changelog else None, plan.entry)
    files[CHANGELOG_FILE] = changelog.encode("utf-8")
    files[RECORD_FILE] = record_text(
        spec_digest=digest,
        revision_id=revision_id,
        version=version,
        package_name=package_name,
        files=sorted(generated),
    ).encode("utf-8")
    plan.files = files
    plan.generated = sorted(generated)
    return plan


_DATED_NAME = re.compile(r"(?:^|_)(\d{4}-\d{2}-\d{2})_([0-9A-Za-z]+)\.(?:ya?ml|json)$")


def _name_parts(spec: Spec) -> tuple[str | None, str | None]:
    """``(date, id)`` from a dated file name such as ``007_2026-10-28_93438ddac711.yaml``."""
    m = _DATED_NAME.search(os.path.basename(str(spec.file or "")))
    return (m.group(1), m.group(2)) if m else (None, None)


def _commit_day(spec: Spec) -> str | None:
    """The UTC commit day of a spec read from git as ``REF:PATH`` (None for anything else)."""
    import subprocess
    from datetime import datetime, timezone

    shown, rid = str(spec.revision.file or ""), spec.revision.id
    if not rid or ":" not in shown or os.path.exists(shown):
        return None
    try:
        out = subprocess.run(
            ["git", "show", "-s", "--format=%cI", rid], capture_output=True, text=True, timeout=30, check=True
        ).stdout.strip()
        return datetime.fromisoformat(out).astimezone(timezone.utc).strftime("%Y-%m-%d")
    except (OSError, subprocess.SubprocessError, ValueError):
        return None


def _date_of(spec: Spec) -> str | None:
    """The revision's date (``YYYY-MM-DD``): from a manifest or git, else from a dated file name."""
    date = spec.revision.date
    if isinstance(date, str) and len(date) >= 10:
        return date[:10]
    return _commit_day(spec) or _name_parts(spec)[0]


def _id_of(spec: Spec) -> str | None:
    """The revision's id: from git or a manifest, else from a dated file name."""
    return spec.revision.id or _name_parts(spec)[1]


def apply_release(plan: ReleasePlan) -> None:
    """Write the planned folder atomically (nothing for a no-op)."""
    if plan.noop:
        return
    from generator.render import write_tree

    write_tree(plan.sdk_dir, plan.files)


def release(
    old: Spec,
    new: Spec,
    sdk_dir: str | os.PathLike[str],
    package_name: str,
    *,
    current_version: str | None = None,
    date: str | None = None,
    templates: str | None = None,
    dry_run: bool = False,
) -> ReleasePlan:
    """Plan the release and, unless ``dry_run``, write it."""
    plan = plan_release(
        old, new, sdk_dir, package_name, current_version=current_version, date=date, templates=templates
    )
    if not dry_run:
        apply_release(plan)
    return plan
