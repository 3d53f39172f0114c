"""Load stage: enumerate the revisions of a spec, oldest first.

Entry point: :func:`list_revisions`. A source is

* a folder: ordered by its ``revisions.json`` manifest when present (a list of
  ``{"file", "commit", "date", "message"}``), else by file name (natural order); names like
  ``YYYY-MM-DD_<id>.yaml`` or ``NNN_YYYY-MM-DD_<id>.yaml`` give the date and id. Only files that declare
  ``openapi:``/``swagger:`` count, so shared ``$ref`` files beside the revisions are skipped;
* a file's git history (``git=PATH``): every first-parent commit that changed it (renames followed),
  id = 12-hex short sha, date = committer date (UTC), read with ``git log`` / ``git cat-file`` /
  ``git show`` (no checkout);
* one file, or a list of files (in the order given).

A revision without an id gets the first 12 hex digits of the sha256 of its bytes. Listing reads each
revision's bytes once (for :attr:`Revision.content_hash`) but parses nothing; :meth:`Revision.load` does,
from the bytes the listing read (kept up to :data:`KEEP_BYTES` in all), so a file is read once per run.
One file named by itself (:func:`revision_of_file`, a command-line argument) that has an id of its own is
hashed only when its hash is asked for: ``revgen changelog`` never asks.

:class:`Revision` is the one form of a revision from here to the pages: the model's ``Spec.revision``
and the history's entries hold the same object.
"""

from __future__ import annotations

import codecs
import functools
import hashlib
import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from generator.errors import RevgenError
from generator.load import gitsource
from generator.load.reader import decode_text, read_bytes, read_document, read_text
from generator.load.spec import spec_from_document
from generator.model import Spec

__all__ = ["KEEP_BYTES", "MANIFEST", "Revision", "list_revisions", "revision_of_file"]

KEEP_BYTES = 512 << 20
"""How many bytes of listed revisions are kept for loading; a revision listed after that is read again
when it is loaded (a history of thousands of large files is not held in memory)."""

MANIFEST = "revisions.json"
SPEC_SUFFIXES = (".yaml", ".yml", ".json")
_DATED = re.compile(r"^(?:\d+[_-])?(\d{4}-\d{2}-\d{2})(?:_(.+))?$")
_DECLARES_SPEC = re.compile(rb"""^\s*["']?(?:openapi|swagger)["']?\s*:|["'](?:openapi|swagger)["']\s*:""", re.M)


@dataclass
class Revision:
    """One version of the spec: where it is, what it is called, and how to read it."""

    id: str
    date: str | None
    file: str
    """How the source names it: the path as listed, or ``SHA:PATH`` for a git revision."""
    message: str | None
    digest: str | None = field(default=None, compare=False)
    """The sha256 of the bytes in hex, once known (:attr:`content_hash` reads it)."""
    path: str | None = None
    """The file on disk (None for a git revision)."""
    _read: Callable[[], bytes] | None = field(default=None, repr=False, compare=False)
    _load: Callable[[Revision, str], Spec] | None = field(default=None, repr=False, compare=False)
    _data: bytes | None = field(default=None, repr=False, compare=False)
    """The bytes the listing read, until the revision is loaded."""
    _loaded_text: tuple[str, bool] | None = field(default=None, repr=False, compare=False)
    """What :meth:`load` parsed, while the hash is still to be made: the text and whether a BOM was
    dropped from its bytes (the text's UTF-8 behind that BOM is those bytes again)."""

    @property
    def content_hash(self) -> str:
        """The sha256 of the revision's bytes, in hex (made on first use for a revision listed unhashed)."""
        if self.digest is None:
            if self._data is not None:
                data = self._data
            elif self._loaded_text is not None:
                text, bom = self._loaded_text
                data = (codecs.BOM_UTF8 if bom else b"") + text.encode("utf-8")
            else:
                data = self.data()
            self.digest = _hash(data)
            self._loaded_text = None
        return self.digest

    def data(self) -> bytes:
        """The revision's bytes."""
        if self._data is not None:
            return self._data
        if self._read is not None:
            return self._read()
        assert self.path is not None
        try:
            with open(self.path, "rb") as fh:
                return fh.read()
        except OSError as exc:
            raise RevgenError(exc.strerror or str(exc), self.file) from None

    def text(self) -> str:
        """The revision's text (UTF-8; a BOM is dropped)."""
        return decode_text(self.data(), self.file)

    def forget_data(self) -> None:
        """Drop the bytes kept from the listing (they are read again if needed)."""
        self._data = None

    def load(self) -> Spec:
        """Parse and model this revision (no validation: see :func:`generator.load.validate.advisory_check`).
        The spec's document holds the text from then on, so the listing's bytes are dropped."""
        data = self.data()
        text = decode_text(data, self.file)
        if self.digest is None:  # the bytes are dropped now: the text holds them (no copy) until hashed
            self._loaded_text = (text, data.startswith(codecs.BOM_UTF8))
        self._data = None
        if self._load is not None:
            return self._load(self, text)

        assert self.path is not None
        return spec_from_document(read_document(self.path, text, name=self.file), self)

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "date": self.date,
            "file": self.file,
            "message": self.message,
            "content_hash": self.content_hash,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Revision:
        """A revision from :meth:`as_dict`'s keys (``path`` too when given), as a worker process gets it."""
        return cls(id=d["id"], date=d["date"], file=d["file"], message=d["message"], digest=d["content_hash"],
                   path=d.get("path"))


class _Budget:
    """What is left of :data:`KEEP_BYTES` while one source is listed."""

    def __init__(self) -> None:
        self.left = KEEP_BYTES

    def keep(self, data: bytes) -> bytes | None:
        if len(data) > self.left:
            return None
        self.left -= len(data)
        return data


def list_revisions(source: str | list[str] | None, git: str | None = None) -> list[Revision]:
    """The revisions of ``source`` (a folder, a file or a list of files), oldest first.

    With ``git=PATH`` the revisions are PATH's versions in git history and ``source`` is ignored, except
    that a relative PATH that does not exist from the current folder is also tried inside ``source``.
    """
    if git is not None:
        return _distinct_ids(_git_revisions(git, source if isinstance(source, str) else None))
    if source is None or (isinstance(source, (list, tuple)) and not source):
        raise RevgenError("no revision source given (a folder, files, or --git FILE)")
    if isinstance(source, (list, tuple)):
        if len(source) == 1 and os.path.isdir(source[0]):
            return _distinct_ids(_folder_revisions(source[0]))
        return _distinct_ids([revision_of_file(p) for p in source])
    if os.path.isdir(source):
        return _distinct_ids(_folder_revisions(source))
    return [revision_of_file(source)]


def _distinct_ids(revisions: list[Revision]) -> list[Revision]:
    """Each revision its own id: a repeated one (two files with the same bytes and no name of their
    own are both named by their content hash) gets ``-2``, ``-3`` ... in order, as page slugs do, so
    that every report, page and link names one revision."""
    seen: dict[str, int] = {}
    taken = {r.id for r in revisions}
    for rev in revisions:
        n = seen.get(rev.id, 0) + 1
        seen[rev.id] = n
        if n > 1:
            while f"{rev.id}-{n}" in taken:
                n += 1
            rev.id = f"{rev.id}-{n}"
            taken.add(rev.id)
    return revisions


def revision_of_file(path: str, hashed: bool = True) -> Revision:
    """One file as a revision, named as its folder would name it: by the folder's ``revisions.json``
    entry for it when there is one, else by its file name, else by its content hash. With ``hashed``
    false, a revision named otherwise than by its hash is hashed on first use only (a file named alone,
    whose bytes are dropped once loaded)."""
    folder = os.path.dirname(path) or "."
    manifest = os.path.join(folder, MANIFEST)
    if os.path.isfile(manifest) and os.path.isfile(path):
        try:
            with open(manifest, encoding="utf-8-sig") as fh:
                entries = json.load(fh)
        except (OSError, ValueError):
            entries = None
        if isinstance(entries, list):
            name = os.path.basename(path)
            for entry in entries:
                if isinstance(entry, dict) and entry.get("file") == name:
                    commit = entry.get("id") or entry.get("commit")
                    date = entry.get("date")
                    message = entry.get("message")
                    return _file_revision(
                        path,
                        str(commit)[:12] if commit else None,
                        str(date) if date else None,
                        str(message) if message is not None else None,
                        hashed=hashed,
                    )
    return _file_revision(path, hashed=hashed)


def _hash(data: bytes) -> str:

    return hashlib.sha256(data).hexdigest()


def _read_bytes(path: str) -> bytes:
    return read_bytes(path, folder="is a folder; give a folder of revisions alone, or files")


def _name_parts(name: str) -> tuple[str | None, str | None]:
    """``(date, id)`` from a file name like ``2024-08-30_1dd5156.yaml`` or ``001_2024-08-30_1dd5156.yaml``."""
    stem = name.rsplit(".", 1)[0]
    m = _DATED.match(stem)
    if not m:
        return None, None
    return m.group(1), m.group(2)


def _file_revision(
    path: str, rid: str | None = None, date: str | None = None, message: str | None = None,
    budget: _Budget | None = None, hashed: bool = True,
) -> Revision:
    data = _read_bytes(path)
    if rid is None or date is None:
        name_date, name_id = _name_parts(os.path.basename(path))
        rid = rid or name_id
        date = date or name_date
    digest = _hash(data) if hashed or not rid else None
    kept = (budget or _Budget()).keep(data)
    return Revision(id=rid or str(digest)[:12], date=date, file=path, message=message, digest=digest, path=path, _data=kept)


def _natural_key(name: str) -> list[Any]:
    return [(0, int(part), part) if part.isdigit() else (1, 0, part) for part in re.split(r"(\d+)", name)]


def _folder_revisions(folder: str) -> list[Revision]:
    manifest = os.path.join(folder, MANIFEST)
    if os.path.isfile(manifest):
        return _manifest_revisions(folder, manifest)
    names = sorted(
        (n for n in os.listdir(folder) if n.lower().endswith(SPEC_SUFFIXES) and not n.startswith(".") and n != MANIFEST),
        key=_natural_key,
    )
    revisions = []
    budget = _Budget()
    for name in names:
        path = os.path.join(folder, name)
        if not os.path.isfile(path):
            continue
        data = _read_bytes(path)
        if not _DECLARES_SPEC.search(data[:65536]) and not _DECLARES_SPEC.search(data):
            continue  # a shared file that revisions $ref into, not a revision
        digest = _hash(data)
        date, rid = _name_parts(name)
        revisions.append(
            Revision(id=rid or digest[:12], date=date, file=path, message=None, digest=digest, path=path, _data=budget.keep(data))
        )
    if not revisions:
        raise RevgenError("no OpenAPI files (.yaml, .yml, .json declaring 'openapi:') in this folder", folder)
    return revisions


def _manifest_revisions(folder: str, manifest: str) -> list[Revision]:

    text = read_text(manifest)
    try:
        entries = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RevgenError(f"invalid JSON: {exc.msg}", manifest, exc.lineno, exc.colno) from None
    if not isinstance(entries, list):
        raise RevgenError("a revisions manifest must be a JSON list of {file, commit, date, message}", manifest, 1, 1)
    revisions = []
    budget = _Budget()
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict) or not isinstance(entry.get("file"), str):
            raise RevgenError(f"entry {i} must be an object with a string 'file'", manifest, *_entry_line(text, i))
        name = entry["file"]
        path = os.path.normpath(os.path.join(folder, name))
        if os.path.isabs(name) or os.path.commonpath([os.path.abspath(folder), os.path.abspath(path)]) != os.path.abspath(folder):
            raise RevgenError(f"entry {i}: file {name!r} is outside the folder", manifest, *_entry_line(text, i))
        if not os.path.isfile(path):
            raise RevgenError(f"entry {i}: no such file {name!r}", manifest, *_entry_line(text, i))
        commit = entry.get("id") or entry.get("commit")
        rid = str(commit)[:12] if commit else None
        date = entry.get("date")
        message = entry.get("message")
        revisions.append(
            _file_revision(
                os.path.join(folder, name),
                rid,
                str(date) if date else None,
                str(message) if message is not None else None,
                budget,
            )
        )
    if not revisions:
        raise RevgenError("the revisions manifest lists no files", manifest)
    return revisions


def _entry_line(text: str, index: int) -> tuple[int, int]:
    """Best-effort line of the index-th entry: the index-th line that opens an object."""
    seen = -1
    for n, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("{"):
            seen += 1
            if seen == index:
                return n, line.index("{") + 1
    return 1, 1


def _git_revisions(path: str, source: str | None) -> list[Revision]:

    if not os.path.exists(path) and source and os.path.isdir(source) and not os.path.isabs(path):
        inside = os.path.join(source, path)
        if os.path.exists(inside):
            path = inside
    if os.path.isdir(path):
        raise RevgenError("--git takes the spec file whose history to read, not a folder", path)
    gf = gitsource.locate_file(path)
    revisions = []
    for commit in gitsource.file_history(gf, path):
        short = commit.sha[:12]
        at = gitsource.GitFile(gf.top, commit.path or gf.rel)
        shown = f"{short}:{at.rel}"

        revisions.append(
            Revision(
                id=short,
                date=commit.date,
                file=shown,
                message=commit.message or None,
                digest=commit.content_hash,
                path=None,
                _read=functools.partial(_git_read, at, commit.sha, shown),  # (partials: a revision pickles
                _load=functools.partial(_git_load, at, commit.sha, short),  # whole, for a worker process)
            )
        )
    if not revisions:
        raise RevgenError("git has no version of this file", path)
    return revisions


def _git_read(at: gitsource.GitFile, sha: str, shown: str) -> bytes:

    return gitsource.show(at, sha, shown)


def _git_load(at: gitsource.GitFile, sha: str, short: str, rev: Revision, text: str) -> Spec:

    doc = read_document(at.abspath, text, name=rev.file)
    doc.path = at.abspath
    return spec_from_document(doc, rev, gitsource.opener_at(at, sha, short))


def load_git_spec(arg: str) -> Spec:
    """Load ``REF:PATH`` from the repository of the current folder (PATH relative to the repo top,
    or to the current folder when it starts with ``./`` or ``../``, as git reads it)."""
    ref, _, path = arg.partition(":")
    cwd = os.getcwd()
    top = os.path.realpath(str(gitsource.git(["rev-parse", "--show-toplevel"], cwd, arg)).strip())
    if path.startswith(("./", "../")):
        full = os.path.normpath(os.path.join(os.path.realpath(cwd), path))
    else:
        full = os.path.normpath(os.path.join(top, path))
    rel = os.path.relpath(full, top).replace(os.sep, "/")
    if rel.startswith(".."):
        raise RevgenError("the path leaves the git work tree", arg)
    gf = gitsource.GitFile(top, rel)
    try:
        sha = str(gitsource.git(["rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}"], top, arg)).strip()
    except RevgenError:
        raise RevgenError(f"no such file, and {ref!r} is not a git revision of this repository", arg) from None
    data = gitsource.show(gf, sha, arg)
    doc = read_document(gf.abspath, decode_text(data, arg), name=arg)
    doc.path = gf.abspath
    revision = Revision(
        id=sha[:12], date=None, file=arg, message=None, digest=hashlib.sha256(data).hexdigest(), path=None
    )
    return spec_from_document(doc, revision, gitsource.opener_at(gf, sha, ref))
