"""Fleet stage (execution): the units of work, as plain functions any executor can run.

Entry points (each takes and returns picklable values, never raises for a user's input):

* :func:`list_api` ``(api) -> Listing | Failure``: the API's revisions (ids, dates, content hashes) and
  a digest of the other files its folder holds (shared ``$ref`` targets);
* :func:`diff_pair` ``(api, base, revision, cache) -> DiffResult | Failure``: one neighbour diff, read
  from the shared cache (keyed by the two content hashes and the engine version) or computed and stored;
* :func:`render_api` ``(api, listing, diffs, options) -> Rendered | Failure``: one API's docs site,
  exactly as ``revgen docs`` writes it, and the facts the fleet pages are built from;
* :func:`facts_of` ``(api, listing, diffs) -> dict | Failure``: those facts alone, ahead of the pages.

Workers need the same revgen and the fleet's files at the same paths (a shared checkout or volume);
the cache is shared through its folder or fsspec URL. A failure is a value naming the API, so one bad
API fails alone.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import traceback
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from generator.errors import RevgenError
from generator.fleet.facts import api_facts
from generator.fleet.source import ApiSource
from generator.history import DiffCache, assemble_history, neighbour_changes
from generator.load.revisions import Revision, list_revisions
from generator.output import as_bytes, safe_join
from generator.targets.docs import generate_docs

SKIP_FILES = ("revisions.json",)


@dataclass(frozen=True)
class Failure:
    """Why one API could not be listed, diffed or rendered (one line, paths relative to the fleet)."""

    slug: str
    stage: str
    message: str


@dataclass(frozen=True)
class Listing:
    slug: str
    revisions: tuple[dict[str, Any], ...]  # oldest first: id, date, file, message, content_hash, path
    others: str  # sha256 over the other files of the API's folder (what a $ref may reach)


@dataclass(frozen=True)
class DiffResult:
    slug: str
    index: int  # the revision the diff leads to (its base is index - 1)
    changes: list[dict[str, Any]]
    computed: bool


@dataclass(frozen=True)
class RenderOptions:
    fmt: str = "both"
    templates: str | None = None
    into: str | None = None  # the staged site, when workers share this machine: files are written there
    title: str = "API fleet"  # the fleet's title, in the header of every API page


@dataclass
class Rendered:
    slug: str
    files: dict[str, str | bytes]  # relative path in the API's folder -> content, or its sha256 if written
    facts: dict[str, Any] = field(default_factory=dict)
    written: bool = False  # the files are in ``RenderOptions.into`` already; ``files`` holds their sha256


def _failure(api: ApiSource, stage: str, exc: BaseException) -> Failure:
    if isinstance(exc, RevgenError):
        text = _relative(str(exc), api.root)
    elif isinstance(exc, RecursionError):
        text = "the spec nests too deeply to process"
    else:
        last = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
        where = f" ({os.path.basename(last[0].filename)}:{last[0].lineno})" if last else ""
        text = f"internal error {type(exc).__name__}: {_relative(str(exc), api.root)}{where}"
    return Failure(api.slug, stage, " ".join(text.split()))


def _relative(text: str, root: str) -> str:
    """Messages name files relative to the fleet folder: no absolute path reaches the site."""
    return text.replace(root.rstrip(os.sep) + os.sep, "").replace(root, ".")


def _list(api: ApiSource) -> list[Any]:
    if api.source is not None and not os.path.exists(api.source) and api.git is None:
        raise RevgenError("no such folder or file", api.source)
    return list_revisions(api.source, git=api.git)


def _others_digest(api: ApiSource, revisions: list[Any]) -> str:
    """A hash of every file under the API's folder that is not a listed revision (shared ``$ref``
    files, say): editing one makes the API render again. Git sources are named by commits already."""
    digest = hashlib.sha256()
    if api.git is None and api.source and os.path.isdir(api.source):
        listed = {os.path.abspath(r.path) for r in revisions if getattr(r, "path", None)}
        for folder, dirs, files in os.walk(api.source):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(files):
                full = os.path.abspath(os.path.join(folder, name))
                if name.startswith(".") or full in listed:
                    continue
                with open(full, "rb") as fh:
                    body = fh.read()
                digest.update(os.path.relpath(full, api.source).encode() + b"\0" + hashlib.sha256(body).digest())
    return digest.hexdigest()


def list_api(api: ApiSource) -> Listing | Failure:
    try:
        revisions = _list(api)
        described = tuple(
            {
                "id": str(r.id),
                "date": r.date,
                "file": str(r.file),
                "message": r.message,
                "content_hash": str(r.content_hash),
                "path": r.path,
            }
            for r in revisions
        )
        return Listing(api.slug, described, _others_digest(api, revisions))
    except Exception as exc:  # noqa: BLE001 - any problem with one API fails that API alone
        return _failure(api, "list", exc)


@lru_cache(maxsize=4)
def _git_revisions(source: str | None, git: str) -> list[Any]:
    return list_revisions(source, git=git)


def revision_objects(api: ApiSource, described: tuple[dict[str, Any], ...] | list[dict[str, Any]]) -> list[Any]:
    """The listed revisions as :class:`~generator.load.revisions.Revision` objects again (in a worker)."""
    if api.git is not None:
        revisions = _git_revisions(api.source, api.git)
        by_hash = {str(r.content_hash): r for r in revisions}
        out = []
        for d in described:
            rev = by_hash.get(d["content_hash"])
            if rev is None:
                raise RevgenError("the git history changed while the fleet was built", api.git)
            out.append(rev)
        return out
    return [Revision.from_dict(d) for d in described]


def diff_pair(api: ApiSource, index: int, base: dict[str, Any], revision: dict[str, Any], cache: str | None) -> DiffResult | Failure:
    try:
        base_rev, rev = revision_objects(api, [base, revision])
        changes, computed = neighbour_changes(base_rev, rev, DiffCache(cache))
        return DiffResult(api.slug, index, changes, computed)
    except Exception as exc:  # noqa: BLE001
        return _failure(api, "diff", exc)


def _history(api: ApiSource, listing: Listing, diffs: dict[int, list[dict[str, Any]]]) -> Any:
    return assemble_history(revision_objects(api, listing.revisions), diffs)


def facts_of(api: ApiSource, listing: Listing, diffs: dict[int, list[dict[str, Any]]]) -> dict[str, Any] | Failure:
    """The API's facts alone, equal to the ones :func:`render_api` returns with its pages (which it
    computes from the same history): run beside a long render on an otherwise idle worker, so that
    what the fleet builds from facts (search index, fleet pages) need not wait for the pages."""
    try:
        return api_facts(api, _history(api, listing, diffs))
    except Exception as exc:  # noqa: BLE001
        return _failure(api, "render", exc)


def render_api(api: ApiSource, listing: Listing, diffs: dict[int, list[dict[str, Any]]], options: RenderOptions) -> Rendered | Failure:
    try:
        history = _history(api, listing, diffs)
        files = generate_docs(
            history, fmt=options.fmt, templates=options.templates,
            fleet={"title": options.title, "root": "../../"},  # an API's site is apis/<slug>/
        )
        facts = api_facts(api, history)
        if options.into is None:
            return Rendered(api.slug, files, facts)
        return Rendered(api.slug, _write_api(options.into, api.slug, files), facts, written=True)
    except Exception as exc:  # noqa: BLE001
        return _failure(api, "render", exc)


def _write_api(root: str, slug: str, files: dict[str, str | bytes]) -> dict[str, str | bytes]:
    """Write one API's files under ``root/apis/<slug>/``; their sha256 by relative path."""
    hashes: dict[str, str | bytes] = {}
    made: set[str] = set()
    try:
        for rel, data in files.items():
            body = as_bytes(data)
            target = safe_join(root, f"apis/{slug}/{rel}")
            folder = str(target.parent)
            if folder not in made:
                os.makedirs(folder, exist_ok=True)
                made.add(folder)
            with open(target, "wb") as fh:
                fh.write(body)
            hashes[rel] = hashlib.sha256(body).hexdigest()
    except BaseException:
        shutil.rmtree(safe_join(root, f"apis/{slug}"), ignore_errors=True)  # no half-written API is published
        raise
    return hashes
