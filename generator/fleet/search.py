"""Fleet stage (targets): the static search index over every API's operations and changes (Pagefind).

Entry points: :func:`shard_of` (which shard an API's records belong to), :func:`shard_key` (what a
shard's index depends on, by its APIs' render keys), :func:`records_key` / :func:`words_key` (what a
bundle is made from, by content), :func:`record_pages` (one API's record pages; a shard's
records become one Pagefind bundle by :func:`generator.targets.search_index.index_shard`, run as a task by
the fleet's executor) and :func:`index_words` (the bundle that tells the search page which shards hold a query's words).

The index is split into ``--search-shards N`` Pagefind bundles ``pagefind/<i>/`` (default 16): an API
belongs to shard ``int(sha256(slug)) mod N``, so the split never depends on the other APIs, and a
rerun indexes again only the shards whose record pages changed (adding a revision to one API
re-indexes about a sixteenth of the fleet, or nothing when the revision changed nothing a record
shows). ``search.html`` searches them all at once (Pagefind's ``mergeIndex``,
each bundle tagged with a synthetic ``shard`` filter).

Merging alone would rank badly: Pagefind answers a word it holds no extension of with the pages of
the longest word it holds that the term starts with ("adopt" -> "a"), so a shard lacking the word
would add weak matches, ranked among the real ones. A single index does this only when no page of
the whole fleet holds the word. So with more than one shard the site also has ``pagefind/shards/``:
one page per shard listing the distinct words of its records (``words.txt`` in each bundle), and
``shards.json`` naming the shard of each page. The search page looks every query term up there
first -- the same Pagefind matching, over the whole fleet's words -- and searches only the shards it
returns for every term (filter ``shard``): a shard's pages are shown exactly when a single index
would match its words, and no shard contributes a fallback the fleet does not make. This bundle is
small (one page per shard) and is indexed again whenever a shard is.

Each operation and each revision becomes one small record page, written to a scratch folder at the
same relative path as the real page it stands for (``apis/<slug>/operations/<op>.html``,
``apis/<slug>/revisions/<rev>.html``, with one heading per endpoint whose id is the real page's anchor
``op-<slug>``), and the ``pagefind`` binary that the ``pagefind[bin]`` wheel ships indexes that folder.
So a result links to the real page (and to the endpoint's anchor on a revision page) while the index
stays small: titles, methods, paths, operationIds, summaries, parameter and request body field
names and change texts, not every schema row and code sample. Pagefind runs offline, and its output is byte-identical for the same records (no
filters are indexed: their files are not; the ``shard`` filter is added by the search page).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
from typing import Any

from markupsafe import escape

from generator.targets.search_index import _indexed, pagefind_version, record_page

BUNDLE = "pagefind"
WORDS_BUNDLE = "shards"  # pagefind/shards/: one page per shard listing its words
OWNERS = "shards.json"  # in pagefind/shards/: the shard of each of its pages, by Pagefind page id
DEFAULT_SHARDS = 16


def record_pages(facts: dict[str, Any]) -> dict[str, str]:
    """The record pages of one API: ``{relative path: html}``."""
    slug = facts["slug"]
    out: dict[str, str] = {}
    for op in [*facts["operations"], *facts.get("webhooks", ())]:  # webhooks: facts kept by an older revgen have none
        body = (
            f"<p>{escape(op['method'])} {escape(op['path'])}</p>"
            f"<p>{escape(op['operation_id'])} {escape(op['summary'])}</p>"
            f"<p>{escape(' '.join(op.get('fields', ())))}</p>"
            f"<p>{escape(facts['name'])} {escape(facts['title'])}</p>"
        )
        out[f"apis/{slug}/operations/{op['slug']}.html"] = record_page(f"{facts['name']}: {op['title']}", body)
    for rev in facts["revisions"]:
        if not rev["groups"]:
            continue
        parts = []
        for group in rev["groups"]:
            anchor = f"op-{group['op_slug']}" if group["op_slug"] else "no-endpoint"
            texts = "".join(f"<p>{escape(c['text'])} {escape(c['id'])}</p>" for c in group["changes"])
            parts.append(f'<h2 id="{anchor}">{escape(group["endpoint"])}</h2>{texts}')
        title = f"{facts['name']} {rev['id']} ({rev['day']}): {rev['summary']}"
        out[f"apis/{slug}/revisions/{rev['slug']}.html"] = record_page(title, "".join(parts))
    return out


def shard_of(slug: str, shards: int) -> str:
    """The shard (``0`` .. ``shards - 1``) that holds the API ``slug``'s records."""
    return str(int(hashlib.sha256(slug.encode("utf-8")).hexdigest()[:12], 16) % max(shards, 1))


def shard_key(api_keys: list[tuple[str, str]], words: bool = False) -> str:
    """What one shard's bundle depends on: its APIs' ``(slug, render key)`` pairs (a render key covers
    the API's facts and revgen's code), whether it lists its words, and the Pagefind version (also the
    words bundle's key, over the shards' ``(shard, key)`` pairs)."""
    return hashlib.sha256(json.dumps([pagefind_version(), words, sorted(api_keys)]).encode()).hexdigest()


def records_key(records: dict[str, str], words: bool = False) -> str:
    """What a shard's bundle is made from itself: its record pages (path and text), whether it lists
    their words, and the Pagefind version. Pagefind's output is the same for the same pages, so a
    shard whose APIs changed but whose record pages did not (a revision without changes, a new
    description that no record shows) keeps its bundle."""
    digest = hashlib.sha256(json.dumps([pagefind_version(), words]).encode())
    for rel, page in sorted(records.items()):
        path, text = rel.encode("utf-8"), page.encode("utf-8")
        digest.update(b"%d\0%d\0%s%s" % (len(path), len(text), path, text))  # (lengths first: no two record sets alike)
    return digest.hexdigest()


def words_key(words: dict[str, str]) -> str:
    """What the words bundle is made from: each shard's words (:func:`~generator.targets.search_index.words_of`), and the Pagefind version."""
    return hashlib.sha256(json.dumps([pagefind_version(), sorted(words.items())]).encode()).hexdigest()


def index_words(words: dict[str, str], into: str | None = None) -> dict[str, bytes] | dict[str, str]:
    """The bundle ``pagefind/shards/``: one page per shard holding its :data:`~generator.targets.search_index.WORDS` (``{shard: text}``),
    and :data:`OWNERS`, ``{Pagefind page id: shard}`` (read back from the fragments Pagefind wrote).
    Returns what :func:`~generator.targets.search_index.index_shard` returns."""
    records = {
        f"{WORDS_BUNDLE}/{shard}.html": record_page(f"shard {shard}", f"<p>{escape(' '.join(text.split()))}</p>")
        for shard, text in sorted(words.items())
    }

    def add_owners(out: str) -> None:
        owners: dict[str, str] = {}
        fragments = os.path.join(out, "fragment")
        for name in sorted(os.listdir(fragments)):
            with open(os.path.join(fragments, name), "rb") as fh:
                data = gzip.decompress(fh.read())
            url = json.loads(data[len(b"pagefind_dcd"):] if data.startswith(b"pagefind_dcd") else data)["url"]
            owners[name.split(".")[0]] = url.rsplit("/", 1)[-1].removesuffix(".html")
        with open(os.path.join(out, OWNERS), "w", encoding="utf-8") as fh:
            fh.write(json.dumps(dict(sorted(owners.items())), indent=0, sort_keys=True) + "\n")

    return _indexed(records, into, add_owners)
