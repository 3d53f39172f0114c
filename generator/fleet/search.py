"""Fleet stage (targets): the static search index over every API's operations and changes (Pagefind).

Entry points: :func:`shard_of` (which shard an API's records belong to), :func:`shard_key` (what a
shard's index depends on), :func:`index_shard` ``(records) -> {path in the shard: bytes}`` (one
Pagefind bundle; a plain function, run as a task by the fleet's executor) and :func:`record_pages`.

The index is one Pagefind bundle, ``pagefind/0/``, or with ``--search-shards N`` N bundles
``pagefind/<i>/``: an API belongs to shard ``int(sha256(slug)) mod N``, so the split never depends on
the other APIs. ``search.html`` loads the first bundle and merges the others into it (Pagefind's
``mergeIndex``: one search box over all of them, one WebAssembly module). A rerun indexes again only
the shards whose APIs changed, so with 16 shards adding a revision to one API re-indexes about a
sixteenth of the fleet. The trade-off, and why one shard is the default: Pagefind answers a word it
does not hold with the pages of the longest prefix it does hold, so a shard without the searched
word contributes weak matches that can rank above the real ones from another shard.

Each operation and each revision becomes one small record page, written to a scratch folder at the
same relative path as the real page it stands for (``apis/<slug>/operations/<op>.html``,
``apis/<slug>/revisions/<rev>.html``, with one heading per endpoint whose id is the real page's anchor
``op-<slug>``), and the ``pagefind`` binary that the ``pagefind[bin]`` wheel ships indexes that folder.
So a result links to the real page (and to the endpoint's anchor on a revision page) while the index
stays small: titles, methods, paths, operationIds, summaries and change texts, not every schema row
and code sample. Pagefind runs offline, and its output is byte-identical for the same records (no
filters are used: their files are not).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from typing import Any

from markupsafe import escape

from generator.errors import RevgenError

BUNDLE = "pagefind"


def _page(title: str, body: str) -> str:
    return f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title></head><body><main data-pagefind-body><h1>{escape(title)}</h1>{body}</main></body></html>'


def record_pages(facts: dict[str, Any]) -> dict[str, str]:
    """The record pages of one API: ``{relative path: html}``."""
    slug = facts["slug"]
    out: dict[str, str] = {}
    for op in facts["operations"]:
        body = (
            f"<p>{escape(op['method'])} {escape(op['path'])}</p>"
            f"<p>{escape(op['operation_id'])} {escape(op['summary'])}</p>"
            f"<p>{escape(facts['name'])} {escape(facts['title'])}</p>"
        )
        out[f"apis/{slug}/operations/{op['slug']}.html"] = _page(f"{facts['name']}: {op['title']}", body)
    for rev in facts["revisions"]:
        if not rev["groups"]:
            continue
        parts = []
        for group in rev["groups"]:
            anchor = f"op-{group['op_slug']}" if group["op_slug"] else "no-endpoint"
            texts = "".join(f"<p>{escape(c['text'])} {escape(c['id'])}</p>" for c in group["changes"])
            parts.append(f'<h2 id="{anchor}">{escape(group["endpoint"])}</h2>{texts}')
        title = f"{facts['name']} {rev['id']} ({rev['day']}): {rev['summary']}"
        out[f"apis/{slug}/revisions/{rev['slug']}.html"] = _page(title, "".join(parts))
    return out


def _binary() -> str:
    found = None
    try:
        from pagefind.service import get_executable

        found = get_executable()
    except ImportError:
        pass
    path = str(found) if found else shutil.which("pagefind")
    if not path:
        raise RevgenError("the search index needs Pagefind: pip install 'pagefind[bin]'")
    return path


def shard_of(slug: str, shards: int) -> str:
    """The shard (``0`` .. ``shards - 1``) that holds the API ``slug``'s records."""
    return str(int(hashlib.sha256(slug.encode("utf-8")).hexdigest()[:12], 16) % max(shards, 1))


def shard_key(api_keys: list[tuple[str, str]]) -> str:
    """What one shard's bundle depends on: its APIs' ``(slug, render key)`` pairs (a render key covers
    the API's facts and revgen's code) and the Pagefind version."""
    return hashlib.sha256(json.dumps([_pagefind_version(), sorted(api_keys)]).encode()).hexdigest()


def _pagefind_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("pagefind")
    except PackageNotFoundError:
        return "unknown"


def index_shard(records: dict[str, str], into: str | None = None) -> dict[str, bytes] | dict[str, str]:
    """One Pagefind bundle over ``records`` ({relative path: html}). Without ``into``: ``{path in the
    bundle: bytes}``; with ``into`` (a folder this process can write, e.g. the staged site) the bundle
    is written there and ``{path in the bundle: sha256}`` returned, so its bytes need not travel."""
    with tempfile.TemporaryDirectory(prefix="revgen-search-") as scratch:
        site = os.path.join(scratch, "site")
        out = into or os.path.join(scratch, "out")
        for rel, html in records.items():
            path = os.path.join(site, *rel.split("/"))
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(html)
        cmd = [_binary(), "--site", site, "--output-path", out, "--force-language", "en", "--keep-index-url", "--quiet"]
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=scratch)
        if proc.returncode != 0:
            last = (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["no output"]
            raise RevgenError(f"pagefind failed: {last[0]}")
        files: dict[str, Any] = {}
        for folder, _, names in os.walk(out):
            for name in names:
                full = os.path.join(folder, name)
                with open(full, "rb") as fh:
                    data = fh.read()
                files[os.path.relpath(full, out).replace(os.sep, "/")] = hashlib.sha256(data).hexdigest() if into else data
        return dict(sorted(files.items()))
