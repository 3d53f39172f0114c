"""Release stage: the CHANGELOG.md entry of one SDK release, in Keep a Changelog form.

Entry points: :func:`section_of` (which section a change belongs to), :func:`build_entry` (the Markdown
entry for a version), :func:`prepend_entry` (put it on top of an existing CHANGELOG.md) and
:func:`has_entry` (whether a CHANGELOG.md already has an entry for a version: a version is never listed twice).

Sections, in this order: Breaking (error-level changes), then Added (the additions that bump minor),
Changed, Deprecated, Removed: each id's ``section`` in :mod:`generator.rules.table`.
Each line names the SDK symbols the change touches (``client.rl.model_resources.stop()``, its ``force``
parameter, ``RLModelResources.inactive_timeout``), not only the HTTP path. Each root cause (one spec
edit, :mod:`generator.rules.root_causes`: a shared component reached by many operations and statuses)
is one line naming every SDK symbol it touches, with its message listing the statuses; two edits
with the same message stay two lines. Changes without a source location share a line when their
message is the same.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from generator.release.impact import Impact
from generator.rules.change import Change
from generator.rules.messages import format_message
from generator.rules.root_causes import group_by_edit
from generator.rules.table import rule

SECTIONS = ("Breaking", "Added", "Changed", "Deprecated", "Removed")

REGENERATED = "No API changes; the SDK was regenerated."
NON_FUNCTIONAL = "Documentation and other non-functional spec changes."

CHANGELOG_HEADER = (
    "# Changelog\n"
    "\n"
    "All notable changes to this SDK are documented in this file. The format is based on\n"
    "[Keep a Changelog](https://keepachangelog.com/en/1.1.0/), and this SDK follows\n"
    "[Semantic Versioning](https://semver.org/spec/v2.0.0.html).\n"
)


def section_of(change_id: str, level: str) -> str:
    """The Keep a Changelog section of a change with this id and (effective) level: ``Breaking`` at
    level ``error``, else the rule table's ``section`` of the id."""
    return "Breaking" if level == "error" else rule(change_id).section


def _message(change: Change) -> str:
    """The change's message with Markdown arguments, on one line (a name from the spec may hold a line
    break, which must not start a heading of its own in CHANGELOG.md)."""
    return " ".join(format_message(change, medium="markdown").split())


def _where(impacts: list[Impact]) -> str:
    """The subjects of one line: SDK methods (with the parameter), model fields, or the HTTP endpoint."""
    subjects: list[str] = []
    for imp in impacts:
        if imp.method and imp.parameter:
            subjects.append(f"`{imp.method}()` parameter `{imp.parameter}`")
        elif imp.method:
            subjects.append(f"`{imp.method}()`")
        elif imp.change.operation and imp.change.path:
            subjects.append(f"`{imp.change.operation} {imp.change.path}`")
    fields: list[str] = []
    for imp in impacts:
        fields.extend(f"`{f}`" for f in imp.fields)
        fields.extend(f"`{m}`" for m in imp.models)
    subjects = list(dict.fromkeys(subjects))
    fields = list(dict.fromkeys(fields))
    parts = []
    if subjects:
        parts.append(", ".join(subjects))
    if fields:
        parts.append("(" + ", ".join(fields) + ")")
    return " ".join(parts)


def _by_root_cause(impacts: list[Impact]) -> list[tuple[Change, list[Impact]]]:
    """The impacts grouped by root cause, in the order of their first change: ``(headline change,
    impacts)`` (a change without a location joins the others of its id and message)."""
    located = [imp for imp in impacts if imp.change.source is not None and imp.change.source.pointer]
    of_change = {id(imp.change): imp for imp in located}
    groups: list[tuple[int, Change, list[Impact]]] = []
    for rc in group_by_edit([imp.change for imp in located]):
        groups.append((rc.first_index, rc.change, [of_change[id(c)] for c in rc.changes]))
    groups.sort(key=lambda g: g[0])
    out = [(headline, imps) for _, headline, imps in groups]
    loose: dict[tuple[str, str], list[Impact]] = {}
    for imp in impacts:
        if id(imp.change) not in of_change:
            loose.setdefault((imp.change.id, _message(imp.change)), []).append(imp)
    out += [(imps[0].change, imps) for imps in loose.values()]
    return out


def build_entry(version: str, date: str | None, impacts: Iterable[Impact], note: str | None = None) -> str:
    """The Markdown entry ``## [version] - date`` with one subsection per non-empty section, one line
    per root cause. Without impacts, ``note`` is its one Changed line (else it says the SDK was only
    regenerated)."""
    grouped: dict[str, list[tuple[str, str, list[Impact]]]] = {s: [] for s in SECTIONS}
    for headline, imps in _by_root_cause(list(impacts)):
        grouped[section_of(headline.id, headline.level)].append((headline.id, _message(headline), imps))
    title = f"## [{version}] - {date}" if date else f"## [{version}]"
    lines = [title, ""]
    empty = True
    for section in SECTIONS:
        entries = grouped[section]
        if not entries:
            continue
        empty = False
        lines += [f"### {section}", ""]
        for change_id, message, imps in entries:
            where = _where(imps)
            prefix = f"{where}: " if where else ""
            lines.append(f"- {prefix}{message} (`{change_id}`)")
        lines.append("")
    if empty and note:
        lines += ["### Changed", "", f"- {note}", ""]
    elif empty:
        lines += [REGENERATED, ""]
    return "\n".join(lines)


def has_entry(changelog: str | None, version: str) -> bool:
    """True when ``changelog`` already has a ``## [version]`` heading."""
    if not changelog:
        return False
    return re.search(rf"^## \[{re.escape(version)}\]", changelog, re.MULTILINE) is not None


def prepend_entry(existing: str | None, entry: str) -> str:
    """``existing`` CHANGELOG.md text with ``entry`` placed above its newest release (or a new file)."""
    if not existing or not existing.strip():
        return CHANGELOG_HEADER + "\n" + entry
    lines = existing.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if line.startswith("## "):
            if line.lower().startswith("## [unreleased]"):
                continue
            return "".join(lines[:i]) + entry + "\n" + "".join(lines[i:])
    text = existing if existing.endswith("\n") else existing + "\n"
    return text + "\n" + entry
