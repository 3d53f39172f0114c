"""Fleet stage (incremental): render keys and the run manifest that says what a site was built from.

Entry points: :func:`render_key` (a hash of everything one API's pages depend on: its revisions' ids,
dates, messages and content hashes, the other files of its folder, the render options and the code
that renders), :class:`SiteManifest` (``data/fleet.json`` in the site: every API's key, status and the
sha256 of each file written for it, each search shard's keys and files, those of the shards' words
bundle, and each other fleet-level file), :func:`read_manifest`, :func:`present_files` (what a site folder holds) and :func:`unit_of`
(the unit a site path belongs to: an API's folder, a search shard's folder, or the file itself).

A rerun renders an API again only when its key changed; otherwise the new site takes its files as
they are (hard links, see :meth:`generator.fleet.staged.StagedTree.link`). The manifest holds no time and no
counter, so a rerun and a cold run write the same bytes; the counters go to the run summary.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from generator import __version__
from generator.fleet.source import ApiSource
from generator.history import engine_version
from generator.output import as_bytes
from generator.render import builtin_template_dir

MANIFEST_PATH = "data/fleet.json"
MANIFEST_FORMAT = 4
_PACKAGE = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=1)
def code_version() -> str:
    """A hash of revgen's code and built-in templates: an upgrade renders every API again."""
    digest = hashlib.sha256(f"{__version__}/{engine_version()}".encode())
    for base in (_PACKAGE, builtin_template_dir()):
        for f in sorted(p for p in base.rglob("*") if p.is_file() and p.suffix in (".py", ".jinja", ".css", ".js", ".txt")):
            if "__pycache__" in f.parts:
                continue
            digest.update(str(f.relative_to(base)).encode())
            digest.update(f.read_bytes())
    return digest.hexdigest()[:16]


def folder_digest(folder: str | None) -> str | None:
    """A hash of every file under ``folder`` (a ``--templates`` override), or None."""
    if not folder:
        return None
    digest = hashlib.sha256()
    for f in sorted(Path(folder).rglob("*")):
        if f.is_file():
            digest.update(str(f.relative_to(folder)).encode() + b"\0" + f.read_bytes())
    return digest.hexdigest()


def render_key(api: ApiSource, revisions: tuple[dict[str, Any], ...], others: str, options: dict[str, Any]) -> str:
    payload = {
        "api": api.describe(),
        "code": code_version(),
        "options": options,
        "others": others,
        "revisions": [
            {k: (api.shown(v) if k == "file" else v) for k, v in r.items() if k != "path"} for r in revisions
        ],
    }
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


def sha256(data: str | bytes) -> str:
    return hashlib.sha256(as_bytes(data)).hexdigest()


@dataclass
class ApiRecord:
    name: str
    slug: str
    key: str
    status: str  # "ok" or "failed"
    error: str | None = None
    files: dict[str, str] = field(default_factory=dict)  # relative path in the site -> sha256


@dataclass
class ShardRecord:
    key: str  # what the bundle was made from, as its inputs' keys say (see the search stage)
    files: dict[str, str] = field(default_factory=dict)  # relative path in the site -> sha256
    content: str = ""  # a hash of what it was made from itself (its record pages; the shards' words)


@dataclass
class SiteManifest:
    apis: dict[str, ApiRecord] = field(default_factory=dict)  # by slug
    shards: dict[str, ShardRecord] = field(default_factory=dict)  # search index bundles, by shard
    words: ShardRecord | None = None  # pagefind/shards/: which shard holds which words (several shards)
    site: dict[str, str] = field(default_factory=dict)  # the other fleet-level files -> sha256

    def hashes(self) -> dict[str, str]:
        """Every file the site holds (but the manifest and the marker): its sha256."""
        out = dict(self.site)
        for record in self.apis.values():
            out.update(record.files)
        for shard in [*self.shards.values(), *([self.words] if self.words else [])]:
            out.update(shard.files)
        return out

    def files(self) -> set[str]:
        """Every file the site holds (but the manifest itself and the site marker)."""
        return set(self.hashes())

    def to_json(self) -> str:
        """The manifest as JSON text: one line per API (json's C encoder writes each; with an
        indent it would take the pure-Python one, seconds for a fleet of thousands), keys sorted."""

        def line(value: Any) -> str:
            return json.dumps(value, sort_keys=True, ensure_ascii=False)

        apis = [
            line({"name": r.name, "slug": r.slug, "key": r.key, "status": r.status, "error": r.error, "files": r.files})
            for r in sorted(self.apis.values(), key=lambda r: r.slug)
        ]
        shards = {k: {"content": v.content, "key": v.key, "files": v.files} for k, v in self.shards.items()}
        words = {"content": self.words.content, "key": self.words.key, "files": self.words.files} if self.words else None
        return (
            '{"apis": [\n' + ",\n".join(apis) + "\n],\n"
            f'"format": {line(MANIFEST_FORMAT)},\n"shards": {line(shards)},\n"site": {line(self.site)},\n"words": {line(words)}}}\n'
        )


def read_manifest(site: str) -> SiteManifest:
    """The manifest of an earlier fleet site at ``site`` (empty when there is none or it is unreadable)."""
    try:
        with open(os.path.join(site, MANIFEST_PATH), encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError):
        return SiteManifest()
    if not isinstance(data, dict) or data.get("format") != MANIFEST_FORMAT:
        return SiteManifest()
    out = SiteManifest()
    for r in data.get("apis") or []:
        try:
            out.apis[str(r["slug"])] = ApiRecord(str(r["name"]), str(r["slug"]), str(r["key"]), str(r["status"]), r.get("error"), dict(r.get("files") or {}))
        except (KeyError, TypeError):
            continue
    for shard, r in (data.get("shards") or {}).items():
        try:
            out.shards[str(shard)] = ShardRecord(str(r["key"]), dict(r.get("files") or {}), str(r.get("content") or ""))
        except (KeyError, TypeError):
            continue
    words = data.get("words")
    if isinstance(words, dict) and isinstance(words.get("key"), str) and isinstance(words.get("files"), dict):
        out.words = ShardRecord(words["key"], dict(words["files"]), str(words.get("content") or ""))
    site_files = data.get("site")
    out.site = dict(site_files) if isinstance(site_files, dict) else {}
    return out


def present_files(site: str) -> set[str]:
    """Every file (and symbolic link) under the folder ``site``, as relative POSIX paths."""
    out: set[str] = set()
    stack = [""]
    while stack:
        rel = stack.pop()
        try:
            entries = list(os.scandir(os.path.join(site, rel) if rel else site))
        except OSError:
            continue
        for entry in entries:
            path = f"{rel}/{entry.name}" if rel else entry.name
            if entry.is_dir(follow_symlinks=False):
                stack.append(path)
            else:
                out.add(path)
    return out


UNIT_FOLDERS = ("apis", "pagefind")


def unit_of(rel: str) -> str:
    """``apis/<slug>`` or ``pagefind/<shard>`` for a path inside one, else the path itself."""
    parts = rel.split("/", 2)
    if len(parts) == 3 and parts[0] in UNIT_FOLDERS:
        return f"{parts[0]}/{parts[1]}"
    return rel
