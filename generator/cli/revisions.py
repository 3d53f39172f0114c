"""CLI: ``revgen revisions SOURCE`` lists a revision source's revisions, oldest first.

Entry point: :data:`command`. SOURCE is a folder (ordered by its ``revisions.json`` or by file name),
one or more files, or ``--git FILE`` for every commit that changed FILE. Each revision is loaded to
report its ``info.version``, OpenAPI version and operation count; validation is advisory (one warning
line for the whole source; ``--strict`` runs the full validator and stops at the first invalid one).
Long histories are loaded by a pool of forked workers (``--jobs``), in order.
"""

from __future__ import annotations

import json
from typing import Any

import click

from generator.errors import RevgenError
from generator.load.revisions import Revision, list_revisions
from generator.load.validate import advisory_check, quick_count, warn_invalid

PARALLEL_MIN = 8
"""Fewer revisions than this are loaded in this process: forking costs more than it saves."""

_WORK: list[Revision] = []


@click.command(name="revisions")
@click.argument("source", nargs=-1, type=click.Path())
@click.option("--git", "git_path", metavar="FILE", help="Read FILE's git history instead (SOURCE is then ignored).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--strict", is_flag=True, help="Fail (exit 2) when a revision is not a valid OpenAPI document.")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None, help="Worker processes (default: CPUs, at most 8).")
def command(source: tuple[str, ...], git_path: str | None, fmt: str, strict: bool, jobs: int | None) -> None:
    """List the revisions of SOURCE (a folder, files, or --git FILE), oldest first."""
    if not source and git_path is None:
        raise click.UsageError("give a folder, one or more spec files, or --git FILE")
    revisions = list_revisions(list(source), git=git_path)
    summaries = _summaries(revisions, strict, jobs or _default_jobs())
    rows = []
    counts = []
    for rev, (version, openapi, operations, shown, problems) in zip(revisions, summaries):
        row: dict[str, Any] = rev.as_dict()
        row["version"] = version
        row["openapi"] = openapi
        row["operations"] = operations
        rows.append(row)
        counts.append((shown, problems))
    if not strict:
        warn_invalid(counts)
    if fmt == "json":
        click.echo(json.dumps(rows, indent=2, ensure_ascii=False))
        return
    for row in rows:
        date = (row["date"] or "-")[:10]
        click.echo(f"{row['id']:<12}  {date:<10}  {row['version'] or '-':<12}  {row['operations']:>4} ops  {row['file']}")


def _summary(rev: Revision, strict: bool) -> tuple[str, str, int, str, int]:
    """(info.version, openapi, operation count, file name, quick-check problem count) of one revision."""
    spec = rev.load()
    if strict:
        advisory_check(spec, strict=True)
        problems = 0
    else:
        problems = quick_count(spec)
    return spec.version, spec.openapi, len(spec.operations), spec.document.display, problems


def _summary_worker(index: int) -> tuple[str, Any]:
    """Run in a forked worker: a RevgenError comes back as data (its fields do not survive pickling)."""
    try:
        return "ok", _summary(_WORK[index], False)
    except RevgenError as exc:
        return "error", (exc.message, exc.file, exc.line, exc.col)


def _summaries(revisions: list[Revision], strict: bool, jobs: int) -> list[tuple[str, str, int, str, int]]:
    global _WORK
    if strict or jobs < 2 or len(revisions) < PARALLEL_MIN:
        return [_summary(rev, strict) for rev in revisions]
    import multiprocessing

    _WORK = revisions
    try:
        ctx = multiprocessing.get_context("fork")
        with ctx.Pool(min(jobs, len(revisions))) as pool:
            results = pool.map(_summary_worker, range(len(revisions)), chunksize=4)
    finally:
        _WORK = []
    out = []
    for kind, value in results:
        if kind == "error":
            raise RevgenError(*value)
        out.append(value)
    return out


def _default_jobs() -> int:
    from generator.forked import usable_cpus

    return usable_cpus(8)
