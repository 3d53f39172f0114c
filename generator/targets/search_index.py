"""Targets stage: a static search index (Pagefind) over small record pages, for the docs site and the fleet.

Entry points: :func:`index_shard` ``(records, into=None, words=None) -> {path in the bundle: bytes}`` (one
Pagefind bundle over ``{relative path: html}`` record pages, run offline by the ``pagefind`` binary that
the ``pagefind[bin]`` wheel ships; byte-identical for the same records), :func:`record_page` (a record
page's HTML) and :func:`words_of` (the distinct words of the records, which the search pages check a
query against so that a word on no page finds nothing: Pagefind alone answers a word it does not hold
with the pages of the longest word it holds that the query starts with, "adopt" -> "a").
"""

from __future__ import annotations

import hashlib
import html as html_text
import os
import re
import shutil
import subprocess
import tempfile
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from markupsafe import escape

from generator.errors import RevgenError

WORDS = "words.txt"  # in a bundle: the distinct words of its records, one per line
_TAG = re.compile(r"<[^>]+>")


def record_page(title: str, body: str) -> str:
    return f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title></head><body><main data-pagefind-body><h1>{escape(title)}</h1>{body}</main></body></html>'


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


def pagefind_version() -> str:
    try:
        return version("pagefind")
    except PackageNotFoundError:
        return "unknown"


def words_of(records: dict[str, str]) -> str:
    """The distinct whitespace-separated words of the record pages' text (as Pagefind reads them:
    tags are breaks, entities decoded), sorted, one per line."""
    words: set[str] = set()
    for page in records.values():
        words.update(html_text.unescape(_TAG.sub(" ", page)).split())
    return "".join(f"{w}\n" for w in sorted(words))


_SHM = "/dev/shm"


def _scratch_folder(records: dict[str, str]) -> str | None:
    """Where the record pages go for Pagefind to read: a memory file system when the machine has
    one with room to spare, else the usual temporary folder (``None``). On disk each folder and
    file created and removed waits on it; and Pagefind indexes the pages in the order the file
    system lists them, which on tmpfs follows the (sorted) order they were written in, the same on
    every machine, where ext4 lists by a hash seeded per file system."""
    need = 4 * sum(len(page) for page in records.values()) + (1 << 20)
    try:
        st = os.statvfs(_SHM)
    except OSError:
        return None
    return _SHM if os.access(_SHM, os.W_OK) and st.f_bavail * st.f_frsize > need else None


def _pagefind(records: dict[str, str], scratch: str, out: str) -> None:
    site = os.path.join(scratch, "site")
    for rel, page in sorted(records.items()):  # Pagefind takes the pages in the order it lists them
        path = os.path.join(site, *rel.split("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(page)
    cmd = [_binary(), "--site", site, "--output-path", out, "--force-language", "en", "--keep-index-url", "--quiet"]
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=scratch)
    if proc.returncode != 0:
        last = (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["no output"]
        raise RevgenError(f"pagefind failed: {last[0]}")


def _bundle_files(out: str, hashed: bool) -> dict[str, Any]:
    files: dict[str, Any] = {}
    for folder, _, names in os.walk(out):
        for name in names:
            full = os.path.join(folder, name)
            with open(full, "rb") as fh:
                data = fh.read()
            files[os.path.relpath(full, out).replace(os.sep, "/")] = hashlib.sha256(data).hexdigest() if hashed else data
    return dict(sorted(files.items()))


def _indexed(records: dict[str, str], into: str | None, finish: Any) -> dict[str, bytes] | dict[str, str]:
    """Run Pagefind over ``records`` in a scratch folder, then ``finish(out)`` (extra files beside
    the bundle), and return the bundle's files (see :func:`index_shard`). A memory file system that
    runs out of room midway is given up for the usual temporary folder, from the start."""
    folder = _scratch_folder(records)
    while True:
        try:
            with tempfile.TemporaryDirectory(prefix="revgen-search-", dir=folder) as scratch:
                out = os.path.abspath(into) if into else os.path.join(scratch, "out")  # pagefind runs in scratch
                _pagefind(records, scratch, out)
                finish(out)
                return _bundle_files(out, hashed=into is not None)
        except OSError:
            if folder is None:
                raise
            folder = None
            if into:
                shutil.rmtree(into, ignore_errors=True)


def index_shard(records: dict[str, str], into: str | None = None, words: str | None = None) -> dict[str, bytes] | dict[str, str]:
    """One Pagefind bundle over ``records`` ({relative path: html}), with :data:`WORDS` (``words``,
    from :func:`words_of`) when given.
    Without ``into``: ``{path in the bundle: bytes}``; with ``into`` (a folder this process can write,
    e.g. the staged site) the bundle is written there and ``{path in the bundle: sha256}`` returned,
    so its bytes need not travel."""

    def add_words(out: str) -> None:
        if words is not None:
            with open(os.path.join(out, WORDS), "w", encoding="utf-8") as fh:
                fh.write(words)

    return _indexed(records, into, add_words)
