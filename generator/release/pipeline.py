"""Release stage: plan an SDK release from a spec diff, then write it in one atomic step.

Entry points: :func:`plan_release` (pure: computes the bump, the new version, the regenerated SDK files,
the CHANGELOG entry and the release record, all in memory) and :func:`apply_release` (writes the planned
folder with :func:`generator.output.write_tree`, so a failure at any point leaves the folder exactly as
it was). :func:`release` does both.

Steps: diff OLD -> NEW (:func:`generator.rules.engine.compute_changes`); the bump from the changes
(:mod:`generator.history.semver`); the current version from the SDK's ``pyproject.toml`` or the caller;
the SDK for NEW (:func:`generator.targets.sdk.generate_sdk`) with the new version, from the same
analysed context as NEW's symbols (:func:`generator.targets.sdk.build_context`, built once; the files
are made on the worker pool); the CHANGELOG.md entry
naming the SDK symbols each change touches (:mod:`generator.release.entry`, :mod:`.impact`); the record
of the spec's content hash (:mod:`.record`). Files of the folder that the previous release did not
generate (a hand-written ``lib/``, ``.git``) are kept as they are; files it generated and this one does
not are dropped. Releasing the same NEW again is a no-op that writes nothing.

When no check id fires but NEW's content hash differs from the recorded one (summaries, descriptions)
and the regenerated files differ from the folder's, the bump is ``patch``: two different packages never
carry one version, and CHANGELOG.md never gets two entries for one version. The folder must be new,
empty, or written by revgen for this package (its release record, or ``revgen sdk``'s output marker).
"""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from generator.errors import RevgenError
from generator.history.semver import Version, bump_for, effective_bump, next_version
from generator.load import load_spec_arg
from generator.output import MARKER, as_bytes, write_tree
from generator.release.entry import NON_FUNCTIONAL, REGENERATED, build_entry, has_entry, prepend_entry, section_of
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
from generator.rules.engine import compute_changes
from generator.targets.sdk import build_context, config_for_spec, generate_sdk

if TYPE_CHECKING:
    from generator.model import Spec
    from generator.targets.sdk import SdkConfig, SdkContext

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
    files: dict[str, bytes] = field(default_factory=dict)  # the files written (the rest of DIR is kept)
    generated: list[str] = field(default_factory=list)
    drop: list[str] = field(default_factory=list)  # files the previous release generated, this one not
    record_only: bool = False  # the spec changed, the generated SDK did not: only the record is updated

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
            "record_only": self.record_only,
            "package_name": self.package_name,
            "spec": {"sha256": self.spec_digest, "revision": self.revision_id},
            "files": len(self.generated),
            "entry": self.entry,
        }


def load_arg(arg: str) -> Spec:
    """Load a spec given on the command line: a file, or ``REF:PATH`` read from git."""
    return load_spec_arg(arg, strict=False)


def _read(root: Path, rel: str) -> bytes | None:
    """The bytes of the regular file ``root/rel``, or None."""
    path = root / rel
    if path.is_symlink() or not path.is_file():
        return None
    return path.read_bytes()


def _check_folder(root: Path, record: dict[str, Any] | None, package_name: str) -> None:
    """Refuse a folder this release must not write into, saying what is wrong with it."""
    if record is not None:
        held = str(record.get("package_name"))
        if held != package_name:
            raise RevgenError(
                f"holds the SDK package {held!r} (per its {RECORD_FILE}), not {package_name!r}; "
                f"pass --package-name {held} or release into another folder",
                str(root),
            )
        return
    if not root.is_dir() or not any(root.iterdir()):
        return

    if not (root / MARKER).is_file():
        raise RevgenError(
            f"is not empty and was not written by revgen (no {RECORD_FILE} or {MARKER}); "
            "release into a new or empty folder, or one written by revgen release, sdk or build",
            str(root),
        )
    packages = sorted(d.name for d in root.iterdir() if (d / "__init__.py").is_file())
    if packages and package_name not in packages:
        raise RevgenError(
            f"holds the SDK package {packages[0]!r} (written by revgen sdk), not {package_name!r}; "
            f"pass --package-name {packages[0]} or release into another folder",
            str(root),
        )


def _sdk_context(spec: Spec, package_name: str, config: SdkConfig | None) -> SdkContext:
    """NEW's analysed SDK, built once: its symbols (impact report) and its files both read it."""
    try:
        return build_context(spec, package_name, config=config)
    except (RevgenError, RecursionError):
        raise
    except Exception as exc:  # a generation failure must end the release, not half-write it
        raise RevgenError(f"SDK generation failed: {type(exc).__name__}: {exc}", spec.file) from exc


def _generate(spec: SdkContext, package_name: str, version: str, templates: str | None) -> dict[str, str]:
    try:
        out = generate_sdk(spec, package_name, templates=templates, version=version, jobs=None)  # its workers on every core
    except (RevgenError, RecursionError):
        raise
    except Exception as exc:  # a generation failure must end the release, not half-write it
        raise RevgenError(f"SDK generation failed: {type(exc).__name__}: {exc}", spec.spec.file) from exc
    return out


def plan_release(
    old: Spec,
    new: Spec,
    sdk_dir: str | os.PathLike[str],
    package_name: str,
    *,
    current_version: str | None = None,
    date: str | None = None,
    templates: str | None = None,
    config: SdkConfig | None = None,
) -> ReleasePlan:
    """Decide the release of ``new`` into ``sdk_dir`` (nothing is written). ``config`` (a
    ``revgen.yaml``, :func:`generator.targets.sdk.load_config`) defaults to the one beside each spec;
    for ``old`` it may name operations that ``old`` does not have yet."""
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
    _check_folder(root, record, package_name)
    noop = (
        record is not None
        and record.get("spec", {}).get("sha256") == digest
        and record.get("version") == str(previous)
    )
    # a no-op rerun skips the diff: DIR already holds this revision's release
    changes = [] if noop else compute_changes(old, new)
    bump = bump_for(changes)
    old_symbols = new_symbols = new_sdk = None
    if not noop:
        old_config = (config if config is not None else config_for_spec(old)).for_older()
        old_symbols = symbol_table(old, package_name, old_config)  # (computed only if asked)
        new_sdk = _sdk_context(new, package_name, config)
        new_symbols = symbol_table(new_sdk, package_name)
    impacts = [] if noop else sdk_impact(changes, old, new, old_symbols, new_symbols)
    current = str(previous)
    plan = ReleasePlan(
        sdk_dir=root,
        package_name=package_name,
        previous_version=current,
        version=current,
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
    previously_generated = {str(rel) for rel in record.get("files", [])} if record else set()
    generated: dict[str, bytes] | None = None
    note = None
    if bump == "none" and record is not None:
        # no check id fired, yet this is not the recorded revision: a new package needs a new version
        generated = _generate_files(new_sdk, package_name, str(previous), templates)
        if _differs(root, generated, previously_generated):
            bump = plan.bump = plan.applied_bump = "patch"
            note = NON_FUNCTIONAL if record.get("spec", {}).get("sha256") != digest else REGENERATED
            generated = None
        else:
            plan.record_only = True
    version = str(next_version(previous, bump))
    plan.version = version
    old_changelog_bytes = _read(root, CHANGELOG_FILE)
    old_changelog = old_changelog_bytes.decode("utf-8") if old_changelog_bytes is not None else None
    listed = False  # the CHANGELOG already has an entry for this version
    changelog = None
    if not plan.record_only:
        listed = has_entry(old_changelog, version)  # a version is never listed twice
        if not listed:
            plan.entry = build_entry(version, date or _date_of(new), impacts, note)
            changelog = prepend_entry(old_changelog, plan.entry).encode("utf-8")
    if generated is None:
        generated = _generate_files(new_sdk, package_name, version, templates)
    if listed and bump != "none":  # (with no bump: the folder's first release keeps its given version)
        raise RevgenError(
            f"already has an entry for {version}, the version this release would get; "
            f"the SDK's version ({previous}) is behind its changelog",
            str(root / CHANGELOG_FILE),
        )
    files = dict(generated)
    if changelog is not None:
        files[CHANGELOG_FILE] = changelog
    files[RECORD_FILE] = record_text(
        spec_digest=digest,
        revision_id=revision_id,
        version=version,
        package_name=package_name,
        files=sorted(generated),
    ).encode("utf-8")
    plan.files = files
    plan.generated = sorted(generated)
    plan.drop = sorted(previously_generated - set(generated) - {CHANGELOG_FILE, RECORD_FILE})
    return plan


def _generate_files(spec: SdkContext | None, package_name: str, version: str, templates: str | None) -> dict[str, bytes]:
    """The SDK's files for ``version`` (its ``pyproject.toml`` carrying that version)."""
    assert spec is not None  # only a no-op rerun has no context, and it generates nothing
    generated = {rel: as_bytes(data) for rel, data in _generate(spec, package_name, version, templates).items()}
    if "pyproject.toml" in generated:
        generated["pyproject.toml"] = set_version(generated["pyproject.toml"].decode("utf-8"), version).encode()
    return generated


def _differs(root: Path, generated: dict[str, bytes], previously_generated: set[str]) -> bool:
    """True when writing ``generated`` would change the folder's generated files."""
    if any(_read(root, rel) != data for rel, data in generated.items()):
        return True
    gone = previously_generated - set(generated) - {CHANGELOG_FILE, RECORD_FILE}
    return any((root / rel).exists() for rel in gone)


_DATED_NAME = re.compile(r"(?:^|_)(\d{4}-\d{2}-\d{2})_([0-9A-Za-z]+)\.(?:ya?ml|json)$")


def _name_parts(spec: Spec) -> tuple[str | None, str | None]:
    """``(date, id)`` from a dated file name such as ``007_2026-10-28_93438ddac711.yaml``."""
    m = _DATED_NAME.search(os.path.basename(str(spec.file or "")))
    return (m.group(1), m.group(2)) if m else (None, None)


def _commit_day(spec: Spec) -> str | None:
    """The UTC commit day of a spec read from git as ``REF:PATH`` (None for anything else)."""
    if spec.revision is None:  # a document read on its own, not as a revision
        return None
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
    date = spec.revision.date if spec.revision is not None else None
    if isinstance(date, str) and len(date) >= 10:
        return date[:10]
    return _commit_day(spec) or _name_parts(spec)[0]


def _id_of(spec: Spec) -> str | None:
    """The revision's id: from git or a manifest, else from a dated file name."""
    return (spec.revision.id if spec.revision is not None else None) or _name_parts(spec)[1]


def apply_release(plan: ReleasePlan) -> None:
    """Write the planned folder atomically (nothing for a no-op)."""
    if plan.noop:
        return

    # keep=True: the folder's other files stay as they are (modes, symlinks, .git); drop what the
    # previous release generated and this one does not
    write_tree(plan.sdk_dir, plan.files, keep=True, drop=plan.drop)


def release(old: Spec, new: Spec, sdk_dir: str | os.PathLike[str], package_name: str, *, dry_run: bool = False, **options: Any) -> ReleasePlan:
    """:func:`plan_release` (``options``: its ``current_version``, ``date``, ``templates``, ``config``) and,
    unless ``dry_run``, write it."""
    plan = plan_release(old, new, sdk_dir, package_name, **options)
    if not dry_run:
        apply_release(plan)
    return plan
