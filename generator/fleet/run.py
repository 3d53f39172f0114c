"""Fleet stage (orchestration): list every API, diff what is new, render what changed, write one site.

Entry point: :func:`build_fleet` ``(source, options) -> RunStats``. The work is split into tasks run
by an executor (:mod:`generator.fleet.executor`): one listing per API, one task per neighbour diff
(keyed by the two content hashes and the engine version; read from or written to the shared cache),
one render per API (its docs site as ``revgen docs`` writes it, plus its facts). Stages overlap: an
API's diffs are submitted as soon as it is listed, its render as soon as its diffs are in.

Incremental, with work proportional to what changed:

* an API whose files have the same stat as last time (:mod:`generator.fleet.memo`) is not even read
  again: its listing (revisions and content hashes) comes from the memo in the cache;
* an API whose render key (:func:`generator.fleet.manifest.render_key`) matches the previous site's
  manifest, and whose files are all in the site as the manifest lists them, is neither diffed nor
  rendered, and its files are not touched (its Atom feed and facts neither);
* the fleet pages and the fleet feed are rebuilt from every API's facts; of the search index only
  the shards holding a changed API (:mod:`generator.fleet.search`).

Writing: every run builds the whole new site in a staging folder beside DIR and swaps it in with
two renames (:class:`generator.fleet.staged.StagedTree`), as ``revgen docs`` does, so a reader sees the old
site or the new one and a run that fails (or is killed) at any point leaves the previous site as it
was. What is new is written there; what a rerun keeps (an unchanged API's files, a search shard
not indexed again, a fleet page whose bytes stay) is hard-linked from the previous site: the same
file, neither read nor written again. The returned :class:`RunStats` counts what was computed,
what was written and what was kept.
"""

from __future__ import annotations

import json
import os
import uuid
from dataclasses import dataclass, field
from typing import Any

from generator.errors import RevgenError
from generator.fleet.executor import SerialExecutor, make_executor
from generator.fleet.feeds import api_feed, fleet_feed
from generator.fleet.manifest import (
    MANIFEST_PATH,
    ApiRecord,
    ShardRecord,
    SiteManifest,
    folder_digest,
    present_files,
    read_manifest,
    render_key,
    sha256,
    unit_of,
)
from generator.fleet.memo import ListingMemo, signature
from generator.fleet.pages import fleet_pages, index_row
from generator.fleet.progress import stage_progress
from generator.fleet.search import (
    BUNDLE,
    DEFAULT_SHARDS,
    WORDS_BUNDLE,
    index_words,
    record_pages,
    records_key,
    shard_key,
    shard_of,
    words_key,
)
from generator.fleet.source import ApiSource, read_fleet
from generator.fleet.staged import StagedTree
from generator.fleet.tasks import (
    DiffResult,
    Failure,
    Listing,
    Rendered,
    RenderOptions,
    diff_pair,
    facts_of,
    list_api,
    render_api,
)
from generator.history import engine_version
from generator.output import MARKER
from generator.targets.search_index import WORDS, index_shard, words_of


@dataclass
class FleetOptions:
    output: str
    fmt: str = "both"
    templates: str | None = None
    cache_dir: str | None = None  # a folder or fsspec URL; None: no cache
    jobs: int | None = None
    scheduler: str | None = None
    base_url: str | None = None
    title: str = "API fleet"
    progress: bool = False
    reuse: bool = True  # take unchanged APIs from the previous site
    search_shards: int = DEFAULT_SHARDS  # Pagefind bundles the search index is split into


@dataclass
class RunStats:
    apis: int = 0
    rendered: int = 0
    reused: int = 0
    failed: int = 0
    diffs: int = 0  # neighbour pairs the rendered APIs needed (unchanged bytes excluded)
    diffs_computed: int = 0
    diffs_cached: int = 0
    listed: int = 0  # APIs read and hashed (the others' listings came from the memo)
    shards_indexed: int = 0
    shards_kept: int = 0
    files_written: int = 0
    files_reused: int = 0
    executor: str = ""
    dashboard: str | None = None
    failures: list[tuple[str, str]] = field(default_factory=list)  # (API name, why)
    rendered_apis: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return (
            f"{self.apis} APIs: {self.rendered} rendered, {self.reused} unchanged, {self.failed} failed; "
            f"{self.diffs_computed} diffs computed, {self.diffs_cached} from the cache; "
            f"{self.files_written} files written, {self.files_reused} kept; "
            f"{self.listed} APIs listed, {self.shards_indexed} search shards indexed, {self.shards_kept} kept"
        )


def _api_files(slug: str, files: dict[str, str | bytes]) -> dict[str, str | bytes]:
    return {f"apis/{slug}/{rel}": data for rel, data in files.items()}


def _size_hint(api: ApiSource) -> int:
    """Bytes in the API's folder (stat only): large APIs take longest, so they are started first."""
    total = 0
    if api.source and os.path.isdir(api.source):
        with os.scandir(api.source) as entries:
            for entry in entries:
                try:
                    total += entry.stat().st_size  # follows symlinks: the revision's real size
                except OSError:
                    continue
    elif api.source and os.path.isfile(api.source):
        total = os.path.getsize(api.source)
    return total


def facts_path(slug: str) -> str:
    return f"data/apis/{slug}.json"


# priorities: the largest API first, and of one API's tasks the one nearest the end of its chain
_RANK = {"list": 0, "diff": 1, "render": 2, "facts": 3, "search": 4, "words": 5}


class _Run:
    def __init__(self, options: FleetOptions, executor: SerialExecutor, tree: StagedTree, previous: SiteManifest, present: set[str], memo: ListingMemo, progress: Any) -> None:
        self.options = options
        self.executor = executor
        self.tree = tree
        self.previous = previous
        self.present: dict[str, set[str]] = {}  # what the site folder holds, by unit
        for rel in present:
            self.present.setdefault(unit_of(rel), set()).add(rel)
        self.memo = memo
        self.progress = progress
        self.stats = RunStats(executor=executor.name, dashboard=executor.dashboard)
        self.manifest = SiteManifest()
        self.facts: dict[str, dict[str, Any]] = {}
        self.rows: list[dict[str, Any]] = []
        self.words: dict[str, str] = {}  # shard -> the distinct words of its records (several shards)
        self.sizes: dict[str, int] = {}
        self.pending: dict[Any, tuple[str, ApiSource | None, Any]] = {}
        self.waiting: dict[str, dict[str, Any]] = {}  # slug -> {"listing", "key", "diffs", "missing"}
        self.apis: dict[str, ApiSource] = {}
        self.early: dict[str, dict[str, Any]] = {}  # facts of APIs whose render is still running
        self.site: tuple[dict[str, Any], list[str], dict[str, str | bytes]] | None = None  # see start_site
        self.kept_shards: dict[str, int] = {}  # shard (or the words bundle) -> files linked from the previous site
        cache = options.cache_dir
        self.cache = cache
        self.render_options = RenderOptions(
            fmt=options.fmt, templates=os.path.abspath(options.templates) if options.templates else None,
            into=os.path.abspath(tree.staging) if executor.local else None, title=options.title,
        )
        self.key_options = {"fmt": options.fmt, "templates": folder_digest(options.templates), "base_url": options.base_url,
                            "title": options.title}
        self.run_id = uuid.uuid4().hex[:8]
        self.spare_files: dict[str, str] = {}  # what the spare holds, when the tree starts from it
        if tree.from_spare:
            spare = read_manifest(str(tree.staging))
            self.spare_files = spare.hashes()

    # -- submitting -------------------------------------------------------------------------------
    def submit(self, kind: str, key: str, api: ApiSource | None, fn: Any, *args: Any, extra: Any = None) -> None:
        size = self.sizes.get(api.slug, 0) if api is not None else 0
        waits = kind in ("search", "words")  # the Pagefind program does the work
        handle = self.executor.submit(f"revgen-{kind}-{key}", fn, *args, priority=size * 8 + _RANK[kind], waits=waits)
        self.pending[handle] = (kind, api, extra)

    def drain(self) -> None:
        while self.pending:
            self.handle(self.executor.next_done())

    def poll(self) -> None:
        """Take the results that are in, without waiting: a chain of tasks (listing, diffs,
        render, search) moves on while this process is busy with other APIs."""
        while self.pending and self.executor.has_done():
            self.handle(self.executor.next_done())

    def handle(self, handle: Any) -> None:
        kind, api, extra = self.pending.pop(handle)
        result = self.executor.result(handle)
        getattr(self, f"on_{kind}")(api, result, extra)
        self.start_site_early()

    def start_site_early(self) -> None:
        if self.site is None and self.early and self.unsettled() == 0:
            self.start_site()  # the last renders are still running: search and fleet pages meanwhile

    def run(self, apis: tuple[ApiSource, ...]) -> None:
        self.stats.apis = len(apis)
        self.progress.add("apis", len(apis))
        self.progress.add("pages", 0)
        self.sizes = {api.slug: _size_hint(api) for api in apis}
        self.apis = {api.slug: api for api in apis}
        listed: list[tuple[ApiSource, Listing]] = []
        for api in sorted(apis, key=lambda a: (-self.sizes[a.slug], a.slug)):  # the largest first: no long tail
            sig = signature(api)
            listing = self.memo.get(api, sig)
            if listing is not None:
                listed.append((api, listing))
            else:  # what changed goes to the workers first; the unchanged APIs are taken in meanwhile
                self.stats.listed += 1
                self.submit("list", f"{api.slug}-{self.run_id}", api, list_api, api, extra=sig)
        for api, listing in listed:
            self.on_list(api, listing, None)
            self.poll()
        self.start_site_early()
        self.drain()
        self.memo.keep_only({api.slug for api in apis})
        self.stats.failures.sort()
        self.stats.rendered_apis.sort()

    # -- results ----------------------------------------------------------------------------------
    def fail(self, api: ApiSource, failure: Failure, key: str = "") -> None:
        message = f"{failure.stage}: {failure.message}"
        self.stats.failed += 1
        self.stats.failures.append((api.name, message))
        self.manifest.apis[api.slug] = ApiRecord(api.name, api.slug, key, "failed", message)
        self.rows.append({"api": api, "facts": None, "error": message})
        self.waiting.pop(api.slug, None)
        self.early.pop(api.slug, None)

    def on_list(self, api: ApiSource, result: Listing | Failure, sig: str | None) -> None:
        self.progress.advance("apis")
        if isinstance(result, Failure):
            self.fail(api, result)
            return
        if sig is not None:
            self.memo.put(api, sig, result)
        key = render_key(api, result.revisions, result.others, self.key_options)
        if self.options.reuse and self.try_reuse(api, key):
            return
        revs = result.revisions
        state: dict[str, Any] = {"listing": result, "key": key, "diffs": {}, "missing": 0}
        self.waiting[api.slug] = state
        for i in range(1, len(revs)):
            if revs[i - 1]["content_hash"] == revs[i]["content_hash"]:
                state["diffs"][i] = []
                continue
            state["missing"] += 1
            self.stats.diffs += 1
            task_key = f"{engine_version()}-{revs[i - 1]['content_hash'][:16]}-{revs[i]['content_hash'][:16]}-{api.slug}-{i}"
            self.submit("diff", task_key, api, diff_pair, api, i, revs[i - 1], revs[i], self.cache)
        self.progress.add("diffs", state["missing"])
        self.progress.add("pages", 1)
        if not state["missing"]:
            self.submit_render(api, state)

    def on_diff(self, api: ApiSource, result: DiffResult | Failure, _: Any) -> None:
        self.progress.advance("diffs")
        state = self.waiting.get(api.slug)
        if isinstance(result, DiffResult):
            if result.computed:
                self.stats.diffs_computed += 1
            else:
                self.stats.diffs_cached += 1
        if state is None:
            return  # the API failed already
        if isinstance(result, Failure):
            self.progress.advance("pages")
            self.fail(api, result, state["key"])
            return
        state["diffs"][result.index] = result.changes
        state["missing"] -= 1
        if not state["missing"]:
            self.submit_render(api, state)

    def submit_render(self, api: ApiSource, state: dict[str, Any]) -> None:
        """Submit the API's render; when that leaves a worker idle (the end of a run, or a rerun with
        few changes), also its facts alone, so the search index and the fleet pages, which need
        every API's facts, are made while its pages are (:meth:`start_site`)."""
        self.clear(f"apis/{api.slug}")
        self.submit("render", f"{api.slug}-{state['key'][:16]}", api, render_api, api, state["listing"], state["diffs"], self.render_options, extra=state["key"])
        if len(self.pending) < self.executor.workers:
            self.submit("facts", f"{api.slug}-{state['key'][:16]}", api, facts_of, api, state["listing"], state["diffs"])

    def on_facts(self, api: ApiSource, result: dict[str, Any] | Failure, _: Any) -> None:
        if isinstance(result, dict) and api.slug in self.waiting:  # (a failure: the render reports it)
            self.early[api.slug] = result

    def render_key(self, slug: str) -> str:
        record = self.manifest.apis.get(slug)
        return record.key if record is not None else self.waiting[slug]["key"]  # (rendering now)

    def unsettled(self) -> int:
        """APIs whose facts are not known yet (nor their failure)."""
        return self.stats.apis - len(self.facts) - self.stats.failed - len(self.early)

    def on_render(self, api: ApiSource, result: Rendered | Failure, key: str) -> None:
        self.progress.advance("pages")
        self.waiting.pop(api.slug, None)
        self.early.pop(api.slug, None)
        if isinstance(result, Failure):
            self.fail(api, result, key)
            return

        files = _api_files(api.slug, result.files)
        hashes: dict[str, str] = {}
        if result.written:  # by the worker, into the staged site
            hashes = {rel: str(digest) for rel, digest in files.items()}
            files = {}
        files[f"feeds/{api.slug}.xml"] = api_feed(result.facts, self.options.base_url)
        facts_json = json.dumps(result.facts, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
        files[facts_path(api.slug)] = facts_json
        for rel, data in files.items():
            self.tree.write(rel, data)
            hashes[rel] = sha256(data)
        self.tree.mirror(hashes)  # final: a first run's spare takes them now
        self.stats.rendered += 1
        self.stats.rendered_apis.append(api.name)
        self.stats.files_written += len(hashes)
        self.manifest.apis[api.slug] = ApiRecord(api.name, api.slug, key, "ok", None, hashes)
        self.facts[api.slug] = result.facts
        self.rows.append({"api": api, "facts": result.facts, "error": None})

    def try_reuse(self, api: ApiSource, key: str) -> bool:
        """Keep the API's files when its key is unchanged and the site holds every file the manifest
        lists for it (the facts checked by hash); other files in its folder are not carried over."""
        prev = self.previous.apis.get(api.slug)
        facts_rel = facts_path(api.slug)
        if prev is None or prev.key != key or prev.status != "ok" or facts_rel not in prev.files:
            return False
        folder = f"apis/{api.slug}"
        listed = {rel for rel in prev.files if unit_of(rel) == folder}
        if not listed <= self.present.get(folder, set()) or not all(rel in self.present.get(rel, ()) for rel in set(prev.files) - listed):
            return False
        try:
            with open(os.path.join(self.options.output, facts_rel), "rb") as fh:
                raw = fh.read()
            if sha256(raw) != prev.files[facts_rel]:
                return False
            facts = json.loads(raw)
        except (OSError, ValueError):
            return False
        self.stats.reused += 1
        self.keep(prev.files)
        self.manifest.apis[api.slug] = ApiRecord(api.name, api.slug, key, "ok", None, dict(prev.files))
        self.facts[api.slug] = facts
        self.rows.append({"api": api, "facts": facts, "error": None})
        self.progress.add("pages", 1)
        self.progress.advance("pages")
        return True

    # -- the fleet's own files --------------------------------------------------------------------
    def search(self, facts: dict[str, dict[str, Any]], only: set[str] | None = None) -> list[str]:
        """Submit the indexing of the search shards whose record pages changed (``only``: of these
        shards alone, again), and with several shards of the words bundle when the words of any
        shard changed (:meth:`finish` waits for them); the shards there are, in order. A shard whose
        APIs kept their render keys is kept without making its pages; one whose APIs changed is
        kept when its pages came out the same (:func:`~generator.fleet.search.records_key`)."""
        with_words = self.options.search_shards > 1
        members: dict[str, list[str]] = {}
        for slug in sorted(facts):
            members.setdefault(shard_of(slug, self.options.search_shards), []).append(slug)
        keys: dict[str, str] = {}  # the shards there will be: their inputs' keys
        for shard, slugs in sorted(members.items()):
            key = shard_key([(slug, self.render_key(slug)) for slug in slugs], True)  # every shard lists its words
            if only is not None and shard not in only:
                keys[shard] = key  # as it stands
                continue
            unit = f"{BUNDLE}/{shard}"
            prev = self.previous.shards.get(shard)
            if prev is not None and not set(prev.files) <= self.present.get(unit, set()):
                prev = None  # (not all there: made again)
            if prev is not None and prev.key == key and self.keep_words(shard, with_words):  # its APIs are as they were
                self.keep_shard(shard, ShardRecord(key, dict(prev.files), prev.content))
                keys[shard] = key
                continue
            records: dict[str, str] = {}
            for slug in slugs:
                records.update(record_pages(facts[slug]))
            if not records:  # APIs without operations or changes have nothing to find
                continue
            keys[shard] = key
            content = records_key(records, True)
            words = words_of(records)  # the search page checks a query's words against them
            if with_words:
                self.words[shard] = words
            if prev is not None and prev.content == content:  # its APIs changed, but not what it is made from
                self.keep_shard(shard, ShardRecord(key, dict(prev.files), content))
                continue
            self.clear(unit)
            into = str(self.tree.staging / BUNDLE / shard) if self.executor.local else None
            self.submit("search", f"{shard}-{key[:16]}-{self.run_id}", None, index_shard, records, into, words, extra=(shard, key, into, content))
        if with_words and self.words:  # indexed beside the shards: its key and words are known already
            key = shard_key(sorted(keys.items()), True)
            content = words_key(self.words)
            prev = self.previous.words
            if only is None and prev is not None and prev.content == content and set(prev.files) <= self.present.get(f"{BUNDLE}/{WORDS_BUNDLE}", set()):
                self.manifest.words = ShardRecord(key, dict(prev.files), content)
                self.kept_shards[WORDS_BUNDLE] = len(prev.files)
                self.keep(prev.files)
            else:
                self.clear(f"{BUNDLE}/{WORDS_BUNDLE}")
                into = str(self.tree.staging / BUNDLE / WORDS_BUNDLE) if self.executor.local else None
                self.submit("words", f"{key[:16]}-{self.run_id}", None, index_words, dict(sorted(self.words.items())), into, extra=(key, into, content))
        return sorted(keys)  # the shards there will be: kept, or being indexed now

    def keep_shard(self, shard: str, record: ShardRecord) -> None:
        """Take a search shard's bundle as the previous site has it."""
        self.manifest.shards[shard] = record
        self.stats.shards_kept += 1
        self.kept_shards[shard] = len(record.files)
        self.keep(record.files)

    def keep_words(self, shard: str, with_words: bool) -> bool:
        """With several shards, a kept shard's words are read back from the previous site."""
        if not with_words:
            return True
        try:
            with open(os.path.join(self.options.output, BUNDLE, shard, WORDS), encoding="utf-8") as fh:
                self.words[shard] = fh.read()
        except OSError:
            return False
        return True

    def bundle(self, folder: str, files: dict[str, Any], into: str | None) -> ShardRecord:
        """A search bundle's files into the staged site (unless a local worker wrote them there)."""
        record = ShardRecord("")
        for rel, data in files.items():
            path = f"{BUNDLE}/{folder}/{rel}"
            if into is None:
                self.tree.write(path, data)
            record.files[path] = data if into is not None else sha256(data)
        self.stats.files_written += len(files)
        return record

    def on_search(self, _: None, files: dict[str, Any], extra: tuple[str, str, str | None, str]) -> None:
        shard, key, into, content = extra
        record = self.bundle(shard, files, into)
        record.key, record.content = key, content
        self.manifest.shards[shard] = record
        self.stats.shards_indexed += 1

    def on_words(self, _: None, files: dict[str, Any], extra: tuple[str, str | None, str]) -> None:
        key, into, content = extra
        record = self.bundle(WORDS_BUNDLE, files, into)
        record.key, record.content = key, content
        self.manifest.words = record

    def start_site(self) -> None:
        """Start what is built from every API's facts: the search shards (on the workers) and the
        fleet pages (here); facts computed ahead of a render still running count as that API's."""
        facts = {**self.facts, **self.early}
        rows = self.rows + [{"api": self.apis[slug], "facts": f, "error": None} for slug, f in self.early.items()]
        shards = self.search(facts)  # the workers index while the fleet pages are made here
        self.site = (dict(self.early), shards, self.fleet_pages(facts, rows, shards))

    def fleet_pages(self, facts: dict[str, dict[str, Any]], rows: list[dict[str, Any]], shards: list[str]) -> dict[str, str | bytes]:
        all_facts = [facts[slug] for slug in sorted(facts)]
        table = [index_row(r["facts"], r["api"].name, r["api"].slug, r["error"]) for r in sorted(rows, key=lambda r: r["api"].slug)]
        site: dict[str, str | bytes] = dict(fleet_pages(table, all_facts, self.options.title, self.options.templates, shards))
        site["feed.xml"] = fleet_feed(all_facts, self.options.base_url, self.options.title)
        return site

    def redo_site(self, gone: set[str]) -> None:
        """APIs whose facts were used ahead of their render failed to render: index their shards
        again without them, and the words bundle, and make the fleet pages again (rare: a render
        fails where the facts of the same history did not)."""
        stale = {shard_of(slug, self.options.search_shards) for slug in gone}
        for shard in stale:
            if self.manifest.shards.pop(shard, None) is not None:
                self.uncount(shard)
            self.words.pop(shard, None)
            self.tree.remove(f"{BUNDLE}/{shard}")
        if self.manifest.words is not None:
            self.manifest.words = None
            self.uncount(WORDS_BUNDLE, indexed=False)
            self.tree.remove(f"{BUNDLE}/{WORDS_BUNDLE}")
        shards = self.search(self.facts, only=stale)
        self.site = ({}, shards, self.fleet_pages(self.facts, self.rows, shards))
        self.drain()

    def uncount(self, bundle: str, indexed: bool = True) -> None:
        """A bundle is made again: it no longer counts as kept (or indexed)."""
        kept = self.kept_shards.pop(bundle, None)
        if kept is not None:
            self.stats.files_reused -= kept
            self.stats.shards_kept -= bundle != WORDS_BUNDLE
        elif indexed:
            self.stats.shards_indexed -= 1

    def finish(self) -> None:
        self.progress.add("site", 3)
        if self.site is None:
            self.start_site()
        self.progress.advance("site")
        self.progress.advance("site")
        self.drain()  # the search bundles: each shard of ``shards`` is in the manifest now
        assert self.site is not None
        gone = {slug for slug, facts in self.site[0].items() if self.facts.get(slug) != facts}
        if gone:
            self.redo_site(gone)
        self.progress.advance("site")
        for rel, data in sorted(self.site[2].items()):
            digest = sha256(data)
            self.manifest.site[rel] = digest
            if self.previous.site.get(rel) == digest and rel in self.present.get(rel, ()):
                self.keep({rel: digest})  # the same bytes: the same file
                continue
            self.tree.write(rel, data)
            self.stats.files_written += 1
        self.stats.files_written += 1
        self.tree.write(MANIFEST_PATH, self.manifest.to_json())
        self.reconcile()
        if self.tree.mirroring:  # the rest of a first run's files, each API's taken when it was rendered
            mirrored = {rel for record in self.manifest.apis.values() for rel in record.files}
            self.tree.mirror([rel for rel in self.manifest.hashes() if rel not in mirrored] + [MANIFEST_PATH])

    def keep(self, files: dict[str, str]) -> None:
        """Take these files (``{path: sha256}``) of the previous site into the new one as they are
        (hard links), in the background (:meth:`StagedTree.link_many`): while the workers compute
        what changed. Started from the spare, a file it holds with the same hash is there already."""
        prefix = os.path.join(self.options.output, "")
        spare = self.spare_files
        pairs = [(rel, prefix + rel) for rel, digest in files.items() if spare.get(rel) != digest]  # rel: checked where linked
        self.tree.link_many(pairs)
        self.stats.files_reused += len(files)

    def clear(self, unit: str) -> None:
        """Started from the spare: empty ``unit`` (an API's folder, a search bundle) before it is
        written again, so that no older file stays and no file is written through a link."""
        if self.tree.from_spare:
            self.tree.remove(unit)

    def reconcile(self) -> None:
        """Started from the spare: remove what it holds that the new site does not (APIs gone or
        failed, files an API no longer has), and add any file the new site lists that is missing."""
        if not self.tree.from_spare:
            return
        staging = str(self.tree.staging)
        self.tree.wait()  # for the background links
        expected = self.manifest.files() | {MANIFEST_PATH, MARKER}
        there = present_files(staging)
        for rel in sorted(there - expected, reverse=True):
            path = os.path.join(staging, *rel.split("/"))
            os.unlink(path)
            folder = os.path.dirname(path)
            while folder != staging and not os.listdir(folder):
                os.rmdir(folder)
                folder = os.path.dirname(folder)
        missing = sorted((expected - there) - {MANIFEST_PATH, MARKER})
        prefix = os.path.join(self.options.output, "")
        self.tree.link_many([(rel, prefix + rel) for rel in missing])  # kept files the spare had lost

    def put_in_place(self) -> None:
        """Swap the staged site (what is new, written; what is kept, linked) in whole."""
        self.tree.commit()


def build_fleet(source: str, options: FleetOptions, executor: SerialExecutor | None = None) -> RunStats:
    """Build (or bring up to date) the fleet site of ``source`` in ``options.output``."""
    fleet = read_fleet(source)
    output = os.path.abspath(options.output)
    if os.path.commonpath([output, fleet.root]) == output:
        raise RevgenError("the output folder would hold the fleet's sources; choose another", options.output)
    previous = read_manifest(output) if options.reuse else SiteManifest()
    present = present_files(output) if previous.apis else set()
    memo = ListingMemo.for_fleet(options.cache_dir, fleet.root).load()
    own = executor is None
    executor = executor or make_executor(options.jobs, options.scheduler)
    try:
        with stage_progress(options.progress) as progress, StagedTree(options.output, spare=True) as tree:
            tree.start_spare()  # a first run: the second starts from a spare too
            run = _Run(options, executor, tree, previous, present, memo, progress)
            run.run(fleet.apis)
            run.finish()
            run.put_in_place()
    finally:
        if own:
            executor.close()
    memo.save()
    return run.stats
