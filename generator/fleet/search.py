"""Fleet stage (targets): the static search index over every API's operations and changes (Pagefind).

Entry point: :func:`search_index` ``(all_facts) -> {relative path: bytes}`` (the ``pagefind/`` bundle
that ``search.html`` loads). Each operation and each revision becomes one small record page, written to
a scratch folder at the same relative path as the real page it stands for
(``apis/<slug>/operations/<op>.html``, ``apis/<slug>/revisions/<rev>.html``, with one heading per
endpoint whose id is the real page's anchor ``op-<slug>``), and the ``pagefind`` binary that the
``pagefind[bin]`` wheel ships indexes that folder. So a result links to the real page (and to the
endpoint's anchor on a revision page) while the index stays small: titles, methods, paths,
operationIds, summaries and change texts, not every schema row and code sample. Pagefind runs offline,
and its output is byte-identical for the same records (no filters are used: their files are not).
"""

from __future__ import annotations

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


def search_index(all_facts: list[dict[str, Any]]) -> dict[str, bytes]:
    with tempfile.TemporaryDirectory(prefix="revgen-search-") as scratch:
        site = os.path.join(scratch, "site")
        out = os.path.join(scratch, "out")
        count = 0
        for facts in all_facts:
            for rel, html in record_pages(facts).items():
                path = os.path.join(site, *rel.split("/"))
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as fh:
                    fh.write(html)
                count += 1
        if not count:
            os.makedirs(site, exist_ok=True)
            with open(os.path.join(site, "index.html"), "w", encoding="utf-8") as fh:
                fh.write(_page("No APIs", "<p>This fleet has no operations yet.</p>"))
        cmd = [_binary(), "--site", site, "--output-path", out, "--force-language", "en", "--keep-index-url", "--quiet"]
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=scratch)
        if proc.returncode != 0:
            last = (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["no output"]
            raise RevgenError(f"pagefind failed: {last[0]}")
        files: dict[str, bytes] = {}
        for folder, _, names in os.walk(out):
            for name in names:
                full = os.path.join(folder, name)
                with open(full, "rb") as fh:
                    files[f"{BUNDLE}/{os.path.relpath(full, out).replace(os.sep, '/')}"] = fh.read()
        return dict(sorted(files.items()))
