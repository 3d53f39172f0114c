"""Fleet stage (orchestration): list every API, diff what is new, render what changed, write one site.

Entry point: :func:`build_fleet` ``(source, options) -> RunStats``. The work is split into tasks run
by an executor (:mod:`generator.fleet.executor`): one listing per API, one task per neighbour diff
(keyed by the two content hashes and the engine version; read from or written to the shared cache),
one render per API (its docs site as ``revgen docs`` writes it, plus its facts). Stages overlap: an
API's diffs are submitted as soon as it is listed, its render as soon as its diffs are in.

Incremental: an API whose render key (:func:`generator.fleet.manifest.render_key`) matches the
previous site's manifest is neither diffed nor rendered; its files are taken from the previous site
unchanged (its Atom feed too). The fleet pages, the fleet feed and the search index are then rebuilt
from every API's facts. The site
is staged beside DIR and replaces it atomically; a run that fails leaves the previous site intact.
The returned :class:`RunStats` counts what was computed and what was reused.
"""

from __future__ import annotations

import json
import os
import uuid
from dataclasses import dataclass, field
from typing import Any

from generator.errors import RevgenError
from generator.fleet.executor import SerialExecutor, make_executor
from generator.fleet.manifest import MANIFEST_PATH, ApiRecord, SiteManifest, folder_digest, read_manifest, render_key, sha256
from generator.fleet.progress import stage_progress
from generator.fleet.source import ApiSource, read_fleet
from generator.fleet.tasks import DiffResult, Failure, Listing, RenderOptions, Rendered, diff_pair, list_api, render_api
from generator.history import engine_version


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


@dataclass
class RunStats:
    apis: int = 0
    rendered: int = 0
    reused: int = 0
    failed: int = 0
    diffs: int = 0  # neighbour pairs the rendered APIs needed (unchanged bytes excluded)
    diffs_computed: int = 0
    diffs_cached: int = 0
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
            f"{self.files_written} files written, {self.files_reused} kept"
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


class _Run:
    def __init__(self, options: FleetOptions, executor: SerialExecutor, tree: Any, previous: SiteManifest, progress: Any) -> None:
        self.options = options
        self.executor = executor
        self.tree = tree
        self.previous = previous
        self.progress = progress
        self.stats = RunStats(executor=executor.name, dashboard=executor.dashboard)
        self.manifest = SiteManifest()
        self.facts: dict[str, dict[str, Any]] = {}
        self.rows: list[dict[str, Any]] = []
        self.pending: dict[Any, tuple[str, ApiSource, Any]] = {}
        self.waiting: dict[str, dict[str, Any]] = {}  # slug -> {"listing", "key", "diffs", "missing"}
        cache = options.cache_dir
        self.cache = cache
        local_cache = cache if cache and "://" not in cache else None
        self.render_options = RenderOptions(
            fmt=options.fmt, templates=os.path.abspath(options.templates) if options.templates else None,
            bytecode_cache=os.path.join(local_cache, "templates") if local_cache else None,
        )
        self.key_options = {"fmt": options.fmt, "templates": folder_digest(options.templates), "base_url": options.base_url}
        self.run_id = uuid.uuid4().hex[:8]

    # -- submitting -------------------------------------------------------------------------------
    def submit(self, kind: str, key: str, api: ApiSource, fn: Any, *args: Any, extra: Any = None) -> None:
        handle = self.executor.submit(f"revgen-{kind}-{key}", fn, *args)
        self.pending[handle] = (kind, api, extra)

    def run(self, apis: tuple[ApiSource, ...]) -> None:
        self.stats.apis = len(apis)
        self.progress.add("apis", len(apis))
        self.progress.add("pages", 0)
        for api in sorted(apis, key=lambda a: (-_size_hint(a), a.slug)):  # the largest first: no long tail
            self.submit("list", f"{api.slug}-{self.run_id}", api, list_api, api)
        while self.pending:
            handle = self.executor.next_done()
            kind, api, extra = self.pending.pop(handle)
            result = self.executor.result(handle)
            getattr(self, f"on_{kind}")(api, result, extra)
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

    def on_list(self, api: ApiSource, result: Listing | Failure, _: Any) -> None:
        self.progress.advance("apis")
        if isinstance(result, Failure):
            self.fail(api, result)
            return
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
        self.submit("render", f"{api.slug}-{state['key'][:16]}", api, render_api, api, state["listing"], state["diffs"], self.render_options, extra=state["key"])

    def on_render(self, api: ApiSource, result: Rendered | Failure, key: str) -> None:
        self.progress.advance("pages")
        self.waiting.pop(api.slug, None)
        if isinstance(result, Failure):
            self.fail(api, result, key)
            return
        from generator.fleet.feeds import api_feed

        files = _api_files(api.slug, result.files)
        files[f"feeds/{api.slug}.xml"] = api_feed(result.facts, self.options.base_url)
        facts_json = json.dumps(result.facts, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
        files[facts_path(api.slug)] = facts_json
        hashes = {}
        for rel, data in files.items():
            self.tree.write(rel, data)
            hashes[rel] = sha256(data)
        self.stats.rendered += 1
        self.stats.rendered_apis.append(api.name)
        self.stats.files_written += len(files)
        self.manifest.apis[api.slug] = ApiRecord(api.name, api.slug, key, "ok", None, hashes)
        self.facts[api.slug] = result.facts
        self.rows.append({"api": api, "facts": result.facts, "error": None})

    def try_reuse(self, api: ApiSource, key: str) -> bool:
        prev = self.previous.apis.get(api.slug)
        if prev is None or prev.key != key or prev.status != "ok" or facts_path(api.slug) not in prev.files:
            return False
        root = self.options.output
        if not all(os.path.isfile(os.path.join(root, rel)) for rel in prev.files):
            return False
        try:
            with open(os.path.join(root, facts_path(api.slug)), "rb") as fh:
                raw = fh.read()
            if sha256(raw) != prev.files[facts_path(api.slug)]:
                return False
            facts = json.loads(raw)
        except (OSError, ValueError):
            return False
        for rel in sorted(prev.files):
            if not self.tree.reuse(rel):
                raise RevgenError("a file of the previous site vanished during the run", os.path.join(root, rel))
        self.stats.reused += 1
        self.stats.files_reused += len(prev.files)
        self.manifest.apis[api.slug] = ApiRecord(api.name, api.slug, key, "ok", None, dict(prev.files))
        self.facts[api.slug] = facts
        self.rows.append({"api": api, "facts": facts, "error": None})
        self.progress.add("pages", 1)
        self.progress.advance("pages")
        return True

    # -- the fleet's own files --------------------------------------------------------------------
    def finish(self) -> None:
        from generator.fleet.feeds import fleet_feed
        from generator.fleet.pages import fleet_pages, index_row
        from generator.fleet.search import search_index

        self.progress.add("site", 3)
        all_facts = [self.facts[slug] for slug in sorted(self.facts)]
        rows = [index_row(r["facts"], r["api"].name, r["api"].slug, r["error"]) for r in sorted(self.rows, key=lambda r: r["api"].slug)]
        site: dict[str, str | bytes] = dict(fleet_pages(rows, all_facts, self.options.title, self.options.templates))
        self.progress.advance("site")
        site["feed.xml"] = fleet_feed(all_facts, self.options.base_url, self.options.title)
        self.progress.advance("site")
        site.update(search_index(all_facts))
        self.progress.advance("site")
        for rel, data in sorted(site.items()):
            self.tree.write(rel, data)
            self.manifest.site[rel] = sha256(data)
        self.stats.files_written += len(site) + 1
        self.tree.write(MANIFEST_PATH, self.manifest.to_json())


def build_fleet(source: str, options: FleetOptions, executor: SerialExecutor | None = None) -> RunStats:
    """Build (or bring up to date) the fleet site of ``source`` in ``options.output``."""
    from generator.render import StagedTree

    fleet = read_fleet(source)
    output = os.path.abspath(options.output)
    if os.path.commonpath([output, fleet.root]) == output:
        raise RevgenError("the output folder would hold the fleet's sources; choose another", options.output)
    previous = read_manifest(options.output) if options.reuse else SiteManifest()
    own = executor is None
    executor = executor or make_executor(options.jobs, options.scheduler)
    try:
        with stage_progress(options.progress) as progress, StagedTree(options.output) as tree:
            run = _Run(options, executor, tree, previous, progress)
            run.run(fleet.apis)
            run.finish()
            tree.commit()
    finally:
        if own:
            executor.close()
    return run.stats
