"""Release stage: what an SDK folder records about its own release, and its version.

Entry points: :func:`spec_hash` (content hash of a revision), :func:`read_record` / :func:`record_text`
(the ``.revgen-release.json`` file kept in the SDK folder), :func:`read_version` / :func:`set_version`
(the ``[project] version`` of its ``pyproject.toml``).

The record names the spec revision the SDK was generated from by a hash of its parsed content (key
order and formatting do not count), plus the version, package name and the generated files, so a rerun
on the same revision is recognised as a no-op and a regeneration can drop files it no longer writes.
It holds no timestamps or absolute paths.
"""

from __future__ import annotations

import hashlib
import json
import re
import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from generator.errors import RevgenError

if TYPE_CHECKING:
    from generator.model import Spec

RECORD_FILE = ".revgen-release.json"
RECORD_FORMAT = 1


def _canonical(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _canonical(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_canonical(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def spec_hash(spec: Spec) -> str:
    """``sha256:<hex>`` of the revision's content (every document it loaded, canonical JSON)."""
    digest = hashlib.sha256()
    documents = spec.documents
    root = spec.file
    for path in sorted(documents, key=lambda p: (p != root, str(p))):
        doc = documents[path]
        name = "" if path == root else Path(str(path)).name
        digest.update(name.encode("utf-8") + b"\0")
        text = json.dumps(_canonical(doc.data), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        digest.update(text.encode("utf-8") + b"\0")
    return "sha256:" + digest.hexdigest()


def read_record(sdk_dir: Path) -> dict[str, Any] | None:
    """The release record of ``sdk_dir``, or None when it has none (or an unreadable one)."""
    path = sdk_dir / RECORD_FILE
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("format") == RECORD_FORMAT else None


def record_text(
    *, spec_digest: str, revision_id: str | None, version: str, package_name: str, files: list[str]
) -> str:
    record = {
        "format": RECORD_FORMAT,
        "spec": {"sha256": spec_digest, "revision": revision_id},
        "version": version,
        "package_name": package_name,
        "files": sorted(files),
    }
    return json.dumps(record, indent=2, sort_keys=True) + "\n"


def read_version(sdk_dir: Path) -> str | None:
    """``[project] version`` of ``sdk_dir/pyproject.toml``; None without the file."""
    path = sdk_dir / "pyproject.toml"
    if not path.is_file():
        return None
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise RevgenError(f"cannot read the SDK's pyproject.toml: {exc}", str(path)) from None
    version = data.get("project", {}).get("version")
    if not isinstance(version, str):
        raise RevgenError("the SDK's pyproject.toml has no [project] version", str(path), 1, 1)
    return version


_SECTION = re.compile(r"^\s*\[([^\]]+)\]\s*$")
_VERSION_LINE = re.compile(r'^(\s*version\s*=\s*)(["\'])[^"\']*\2(.*)$')


def set_version(pyproject: str, version: str) -> str:
    """``pyproject`` text with its ``[project] version`` set to ``version`` (added if missing)."""
    lines = pyproject.splitlines(keepends=True)
    section = None
    project_at = None
    for i, line in enumerate(lines):
        m = _SECTION.match(line)
        if m:
            section = m.group(1).strip()
            if section == "project":
                project_at = i
            continue
        if section == "project":
            v = _VERSION_LINE.match(line.rstrip("\n"))
            if v:
                end = "\n" if line.endswith("\n") else ""
                lines[i] = f'{v.group(1)}"{version}"{v.group(3)}{end}'
                return "".join(lines)
    if project_at is None:
        return pyproject + ("" if pyproject.endswith("\n") or not pyproject else "\n") + (
            f'[project]\nversion = "{version}"\n'
        )
    lines.insert(project_at + 1, f'version = "{version}"\n')
    return "".join(lines)
